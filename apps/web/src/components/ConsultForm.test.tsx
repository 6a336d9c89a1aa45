// @vitest-environment happy-dom
// The consultation form's plan recommendation: /majors with the profile as filters, or, when the
// hosting page takes the plan itself (onPlan), the saved values handed to it and no navigation.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const profile = {
  userName: '张三',
  sex: '0',
  stuUniName: '北京大学',
  gpa: '3.6',
  nationality: '86',
  countryId: '140',
  courseType: '2',
  majorFocusList: ['1', '6'],
  updatedAt: null,
};
const calls = vi.hoisted(() => ({ posted: [] as unknown[] }));
vi.mock('../lib/auth', () => ({
  useCurrentUser: () => ({ loggedIn: true, loading: false, user: { userName: '张三', stuUniName: '北京大学' } }),
  userInfoKey: ['user', 'info'],
}));
vi.mock('../lib/dict', () => ({ useDict: () => ({ data: {}, isPending: false, isError: false }), dictOptions: () => [] }));
vi.mock('../lib/api-client', () => ({
  api: {
    get: () => Promise.resolve({ user: profile }),
    post: (_path: string, body: unknown) => {
      calls.posted.push(body);
      return Promise.resolve({ user: profile });
    },
  },
}));

const { ConsultForm, planPath } = await import('./ConsultForm');

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
afterEach(cleanup);

function show(onPlan?: (v: unknown) => void) {
  const router = createMemoryRouter(
    [
      { path: '/caseDetail', element: <ConsultForm onPlan={onPlan} /> },
      { path: '/majors', element: <p>majors page</p> },
    ],
    { initialEntries: ['/caseDetail'] },
  );
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return router;
}

describe('plan recommendation', () => {
  it('planPath: /majors with the profile as filters', () => {
    expect(planPath({ countryId: '140', majorFocusList: ['1', '6'], gpa: '3.6' })).toBe(
      '/majors?majorFocusList=1%2C6&countryId=140&gpa=3.6',
    );
    expect(planPath({})).toBe('/majors');
  });

  it('without onPlan it saves the profile and goes to /majors with it', async () => {
    const router = show();
    fireEvent.click(await screen.findByRole('button', { name: /consult\.plan/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/majors'));
    expect(router.state.location.search).toBe('?majorFocusList=1%2C6&countryId=140&gpa=3.6');
  });

  it('with onPlan it saves the profile and hands the values to the page, staying where it is', async () => {
    calls.posted.length = 0;
    const onPlan = vi.fn();
    const router = show(onPlan);
    fireEvent.click(await screen.findByRole('button', { name: /consult\.plan/ }));
    await waitFor(() => expect(onPlan).toHaveBeenCalledTimes(1));
    expect(onPlan.mock.calls[0][0]).toMatchObject({ countryId: '140', majorFocusList: ['1', '6'], gpa: '3.6', courseType: '2' });
    expect(calls.posted).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/caseDetail');
  });
});
