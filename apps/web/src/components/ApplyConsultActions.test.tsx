// @vitest-environment happy-dom
// The apply and consult actions of the university and major pages: the consult button is drawn only
// when online consultation exists (FEATURES.consultation), never as a disabled 'coming soon' stub;
// it opens the country dialog about the page's university with a session, the login dialog without.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ features: { consultation: false }, loggedIn: true }));
vi.mock('../config/features', () => ({ FEATURES: state.features }));
vi.mock('../lib/auth', () => ({ useCurrentUser: () => ({ loggedIn: state.loggedIn, loading: false, user: undefined }) }));

const { ApplyConsultActions } = await import('./ApplyConsultActions');
const { getLoginDialogState, cancelLoginDialog, takeAfterLogin } = await import('../lib/login-dialog');
const { useConsultState, closeConsultDialog } = await import('../lib/consult');
const subject = { countryId: '140', uniId: 5, uniEnName: 'University of Oxford' };

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
afterEach(cleanup);

function show() {
  const router = createMemoryRouter([{ path: '/', element: <ApplyConsultActions uniId={5} consultLabel="consult" consult={subject} /> }]);
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

describe('apply and consult actions', () => {
  for (const loggedIn of [true, false])
    it(`without online consultation there is no consult button, only apply (${loggedIn ? 'with' : 'without'} a session)`, () => {
      state.features.consultation = false;
      state.loggedIn = loggedIn;
      show();
      expect(screen.getByRole('button', { name: /actions\.applyNow/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /consult/ })).toBeNull();
      expect(document.body.textContent).not.toMatch(/Soon|即将/i);
    });

  it('with online consultation the consult button is there and enabled', () => {
    state.features.consultation = true;
    state.loggedIn = true;
    show();
    const consult = screen.getByRole('button', { name: /consult/ });
    expect(consult.hasAttribute('disabled')).toBe(false);
  });

  it("with a session the consult button opens the country dialog about the page's university", () => {
    state.features.consultation = true;
    state.loggedIn = true;
    let seen: ReturnType<typeof useConsultState> | undefined;
    function Probe() {
      seen = useConsultState();
      return null;
    }
    render(<Probe />);
    show();
    fireEvent.click(screen.getByRole('button', { name: /consult/ }));
    expect(seen?.dialog?.subject).toEqual(subject);
    expect(getLoginDialogState().open).toBe(false);
    closeConsultDialog();
  });

  it('without a session it opens the login dialog, and the consultation goes on after logging in', () => {
    state.features.consultation = true;
    state.loggedIn = false;
    show();
    fireEvent.click(screen.getByRole('button', { name: /consult/ }));
    expect(getLoginDialogState()).toMatchObject({ open: true, view: 'login', redirect: '/' });
    const after = takeAfterLogin();
    expect(after?.from).toBe('/');
    cancelLoginDialog();
  });
});
