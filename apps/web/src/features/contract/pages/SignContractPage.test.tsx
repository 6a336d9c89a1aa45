// @vitest-environment happy-dom
// The signing page with the calls, the session and the pad mocked: no agreement waiting → the
// empty state; an empty pad → 请填写签名 (the key here), nothing uploaded; a drawn pad → the PNG
// uploaded, then sign/contract with its path, and an answer with an order opens the fee dialog
// (without one: /myApply); a minor's guardian signs too, with the guardian chosen; a signed
// agreement shows its picture with 'sign again' and 'pay', a paid one neither. Texts are i18n keys.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { forwardRef, useImperativeHandle } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignAgreement } from '@portal/shared';

const m = vi.hoisted(() => ({
  post: vi.fn(),
  postEnvelope: vi.fn(),
  upload: vi.fn(),
  toastWarning: vi.fn(),
  toastSuccess: vi.fn(),
  drawn: { student: false, guardian: false } as Record<string, boolean>,
}));

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<object>()),
  api: { post: m.post, postEnvelope: m.postEnvelope, get: vi.fn(), upload: m.upload },
}));
vi.mock('../../../lib/feedback', () => ({
  toast: { error: vi.fn(), success: m.toastSuccess, warning: m.toastWarning, info: vi.fn() },
  dialog: { warning: vi.fn(), confirm: vi.fn(), success: vi.fn() },
  preloadFeedback: vi.fn(),
}));
vi.mock('../../../lib/auth', () => ({ useCurrentUser: () => ({ user: { userId: 7 }, loggedIn: true, loading: false }) }));
vi.mock('../../../lib/dict', () => ({ useDict: () => ({ data: undefined }), dictLabelOf: () => undefined }));
// The pad: drawn or not as the test says (happy-dom has no canvas drawing).
vi.mock('../components/SignatureField', () => ({
  SignatureField: forwardRef(function Pad({ testId }: { testId: string }, ref) {
    const who = testId === 'pad-guardian' ? 'guardian' : 'student';
    useImperativeHandle(ref, () => ({
      isEmpty: () => !m.drawn[who],
      clear: () => (m.drawn[who] = false),
      toPng: async () => new Blob([who], { type: 'image/png' }),
    }));
    return <div data-testid={testId} />;
  }),
}));

const { default: SignContractPage } = await import('./SignContractPage');

const agreement = (over: Partial<SignAgreement> = {}): SignAgreement => ({
  stuId: 12,
  stuName: '张三',
  countryId: '140',
  countryName: '英国',
  contractClass: 'A',
  schools: [{ uniId: 1, uniName: '帝国理工学院', uniEnName: 'Imperial College London', courseNames: ['MSc CS'] }],
  fees: { serviceFee: 3000, extraSchoolFee: 1000, deferralFee: 1000, visaFee: 1000, refusalRefund: 500 },
  title: '留学申请服务协议',
  sections: [{ title: '第一条', paragraphs: ['甲方：张三'] }],
  bindingNote: '本协议以中文文本为准。',
  today: '2026-11-27',
  isMinor: false,
  guardians: [],
  isSignContract: '0',
  signRoute: null,
  guardianSignRoute: null,
  contractNum: null,
  orderNo: null,
  orderNoAs: null,
  paid: false,
  amount: '3000.00',
  ...over,
});

let current: SignAgreement | null;
let signAnswer: { stuId: number; orderNo: string | null; orderNoAs: string | null; contractNum: string };

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});

beforeEach(() => {
  m.drawn.student = false;
  m.drawn.guardian = false;
  current = agreement();
  signAnswer = { stuId: 12, orderNo: 'W1', orderNoAs: 'A1', contractNum: 'SC1' };
  m.post.mockImplementation(async (path: string) => {
    if (path === '/clerk/web/stu/sign/route') return current;
    if (path === '/clerk/web/stu/sign/contract') return signAnswer;
    if (path === '/admin/pay/transaction') return 'http://pay.test/x';
    throw new Error(`unexpected ${path}`);
  });
  m.postEnvelope.mockImplementation(async () => ({ code: '000', msg: '', data: { state: 'created', paidAt: null } }));
  let n = 0;
  m.upload.mockImplementation(async () => ({ imgPath: `/api/file/sig${++n}.png` }));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function show(url = '/signContract?stuId=12') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/signContract', element: <SignContractPage /> },
      { path: '/myApply', element: <p>my applications</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const submit = () => fireEvent.click(screen.getByTestId('sign-submit'));

describe('/signContract', () => {
  it('no agreement waiting: the empty state leading to my applications', async () => {
    current = null;
    show('/signContract');
    await screen.findByTestId('sign-empty');
    expect(screen.getByText('empty.none')).toBeTruthy();
  });

  it('an empty pad says 请填写签名 and sends nothing', async () => {
    show();
    await screen.findByTestId('sign-submit');
    submit();
    expect(m.toastWarning).toHaveBeenCalledWith('sign.required');
    expect(document.querySelector('.sign-error')?.textContent).toBe('sign.required');
    expect(m.upload).not.toHaveBeenCalled();
  });

  it('a drawn pad: uploaded, signed with its path, the fee dialog opens', async () => {
    show();
    await screen.findByTestId('sign-submit');
    m.drawn.student = true;
    submit();
    await screen.findByText('pay.title');
    expect(m.upload).toHaveBeenCalledTimes(1);
    expect(m.upload.mock.calls[0][0]).toBe('/file/upload/uploadImg');
    expect((m.upload.mock.calls[0][1] as File).type).toBe('image/png');
    expect(m.post).toHaveBeenCalledWith('/clerk/web/stu/sign/contract', { stuId: 12, signRoute: '/api/file/sig1.png' });
  });

  it('an answer without an order goes to my applications', async () => {
    signAnswer = { stuId: 12, orderNo: null, orderNoAs: null, contractNum: 'SC1' };
    const router = show();
    await screen.findByTestId('sign-submit');
    m.drawn.student = true;
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/myApply'));
  });

  it("a minor: the guardian's pad is required too, and the chosen guardian is sent", async () => {
    current = agreement({ isMinor: true, guardians: [{ index: 0, contactName: '张父', contactRelation: '1' }] });
    show();
    await screen.findByTestId('pad-guardian');
    m.drawn.student = true;
    submit();
    expect(m.toastWarning).toHaveBeenCalledWith('sign.required');
    expect(m.upload).not.toHaveBeenCalled();
    m.drawn.guardian = true;
    submit();
    await screen.findByText('pay.title');
    expect(m.upload).toHaveBeenCalledTimes(2);
    expect(m.post).toHaveBeenCalledWith('/clerk/web/stu/sign/contract', {
      stuId: 12,
      signRoute: '/api/file/sig1.png',
      guardianSignRoute: '/api/file/sig2.png',
      guardianIndex: 0,
    });
  });

  it("signed: the picture, no submit; 'sign again' brings the pad and submit back", async () => {
    current = agreement({ isSignContract: '1', signRoute: '/api/file/s.png', contractNum: 'SC1', orderNo: 'W1', orderNoAs: 'A1' });
    show();
    await screen.findByTestId('signed-image');
    expect(screen.queryByTestId('sign-submit')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /sign\.again/ })));
    expect(screen.getByTestId('sign-submit')).toBeTruthy();
    expect(screen.getByTestId('pad-student')).toBeTruthy();
  });

  it('paid: the paid state, neither submit nor sign again', async () => {
    current = agreement({ isSignContract: '2', paid: true, signRoute: '/api/file/s.png', contractNum: 'SC1' });
    show();
    await screen.findByText('sign.paidTitle');
    expect(screen.queryByTestId('sign-submit')).toBeNull();
    expect(screen.queryByRole('button', { name: /sign\.again/ })).toBeNull();
  });

  it('an agreement found without ?stuId= is pinned in the address', async () => {
    const router = show('/signContract');
    await screen.findByTestId('sign-submit');
    await waitFor(() => expect(router.state.location.search).toBe('?stuId=12'));
  });
});
