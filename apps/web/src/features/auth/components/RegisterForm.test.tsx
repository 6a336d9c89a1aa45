// @vitest-environment happy-dom
// The register form with the server refusing a common password (003 naming passWord): the message
// is shown once, under the password field, and not again as a toast. Calls are answered by a fake
// fetch; texts are i18n keys, the field placeholders the shared messages.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLICY_VERSIONS, translateMessage } from '@portal/shared';

const calls = vi.hoisted(() => ({ toastError: vi.fn(), dialogWarning: vi.fn() }));
vi.mock('../../../lib/feedback', () => ({
  toast: { error: calls.toastError, success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  dialog: { warning: calls.dialogWarning, confirm: vi.fn(), success: vi.fn() },
  preloadFeedback: vi.fn(),
}));

const { RegisterForm } = await import('./RegisterForm');

const COMMON = translateMessage('passwordCommon', 'cn');
/** The register answer: set per test. */
let registerAnswer: unknown;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
beforeEach(() => {
  calls.toastError.mockReset();
  calls.dialogWarning.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = String(url).includes('/auth/student/register') ? registerAnswer : { code: '000', msg: '', data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fillAndSubmit(agree = true) {
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={new QueryClient()}>
        <RegisterForm onSwitch={() => undefined} onSuccess={() => undefined} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  const type = (placeholder: string, value: string) =>
    fireEvent.change(screen.getByPlaceholderText(translateMessage(placeholder, 'cn')), { target: { value } });
  type('phoneRequired', '13800138000');
  type('codeRequired', '123456');
  type('password', 'qwerty123');
  type('passwordConfirm', 'qwerty123');
  fireEvent.change(screen.getByRole('combobox'), { target: { value: '北京大学' } });
  if (agree) fireEvent.click(screen.getByRole('checkbox'));
  const submit = screen.getByRole('button', { name: 'register.submit' });
  return waitFor(() => expect(submit).not.toHaveProperty('disabled', true)).then(() => fireEvent.click(submit));
}

describe('register: consent to the terms and the privacy policy (issue 15)', () => {
  it('without the box ticked says so and sends nothing', async () => {
    await fillAndSubmit(false);
    await screen.findByText('register.required');
    const sent = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('/auth/student/register'));
    expect(sent).toHaveLength(0);
  });

  it('ticked sends agreePolicy with the versions of the linked texts', async () => {
    registerAnswer = { code: '011', msg: '验证码错误', data: null };
    await fillAndSubmit();
    await waitFor(() => expect(calls.toastError).toHaveBeenCalled());
    const [, init] = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/auth/student/register'))!;
    const body = JSON.parse(String((init as RequestInit).body));
    expect(body).toMatchObject({ agreePolicy: true, policyVersions: { privacy: POLICY_VERSIONS.privacy, terms: POLICY_VERSIONS.terms } });
  });
});

describe('register: server refusals', () => {
  it('shows the common-password message under the password field only, not as a toast as well', async () => {
    registerAnswer = { code: '003', msg: `passWord: ${COMMON}`, data: { errors: [{ field: 'passWord', message: COMMON }] } };
    await fillAndSubmit();
    await screen.findByText(COMMON);
    expect(screen.getAllByText(COMMON)).toHaveLength(1);
    expect(screen.getByText(COMMON).closest('.ant-form-item-explain')).not.toBeNull();
    expect(calls.toastError).not.toHaveBeenCalled();
  });

  it('still says what went wrong when the refusal names no field of the form', async () => {
    registerAnswer = { code: '011', msg: '验证码错误', data: null };
    await fillAndSubmit();
    await waitFor(() => expect(calls.toastError).toHaveBeenCalledWith('验证码错误'));
  });
});
