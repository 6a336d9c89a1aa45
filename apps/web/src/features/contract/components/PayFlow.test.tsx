// @vitest-environment happy-dom
// The fee dialog and its results with the calls mocked: both QR codes asked for (WeChat with
// orderNo, Alipay with orderNoAs) and drawn; a poll answering SUCCESS shows 'payment succeeded'
// and 'view' leads to /studentInfo?id=; 'I have paid' answered NO_PAY shows 'payment failed',
// retry opens the fee dialog again and cancel closes; ERROR with a resubmit signs again. Texts are
// i18n keys (cimode).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ post: vi.fn(), postEnvelope: vi.fn() }));

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<object>()),
  api: { post: calls.post, postEnvelope: calls.postEnvelope, get: vi.fn(), upload: vi.fn() },
}));

const { ApiError } = await import('../../../lib/api-client');
const { PayFlow } = await import('./PayFlow');

const order = { stuId: 42, orderNo: 'W1', orderNoAs: 'A1', amount: '3000.00' };
let payCode = 'NO_PAY';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});

beforeEach(() => {
  payCode = 'NO_PAY';
  calls.post.mockImplementation(async (path: string, body: { orderNo: string; payType: number }) => {
    if (path === '/admin/pay/transaction') return `http://pay.test/${body.orderNo}/${body.payType}`;
    throw new Error(`unexpected ${path}`);
  });
  calls.postEnvelope.mockImplementation(async (path: string) => {
    if (path !== '/admin/pay/result') throw new Error(`unexpected ${path}`);
    throw new ApiError('business', payCode, payCode, { state: payCode === 'SUCCESS' ? 'paid' : 'created', paidAt: null });
  });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

function show(props: Partial<Parameters<typeof PayFlow>[0]> = {}) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/signContract',
        element: <PayFlow order={order} mobile={false} onClose={onClose} contractsPath="/user?menuItem=2" {...props} />,
      },
      { path: '/studentInfo', element: <p>wizard</p> },
    ],
    { initialEntries: ['/signContract'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onClose, router };
}

describe('fee dialog', () => {
  it('asks for both QR codes and draws them with the amount', async () => {
    show();
    await screen.findByText('pay.title');
    await waitFor(() => expect(document.querySelectorAll('img.pay-qr__img')).toHaveLength(2));
    expect(calls.post).toHaveBeenCalledWith('/admin/pay/transaction', { orderNo: 'W1', payType: 1 }, { quiet: true });
    expect(calls.post).toHaveBeenCalledWith('/admin/pay/transaction', { orderNo: 'A1', payType: 2 }, { quiet: true });
    const urls = [...document.querySelectorAll('.pay-qr')].map((f) => f.getAttribute('data-pay-url'));
    expect(urls).toEqual(['http://pay.test/W1/1', 'http://pay.test/A1/2']);
    expect(screen.getByTestId('pay-amount').textContent).toBe('¥3,000.00');
  });

  it('a poll answering SUCCESS shows payment succeeded, and view opens the file', async () => {
    payCode = 'SUCCESS';
    const { router } = show();
    await screen.findByText('pay.successTitle', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'pay.view' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studentInfo'));
    expect(router.state.location.search).toBe('?id=42');
  });

  it("'I have paid' without a payment shows payment failed; retry reopens, cancel closes", async () => {
    const { onClose } = show();
    await screen.findByText('pay.title');
    fireEvent.click(screen.getByRole('button', { name: 'pay.paidCheck' }));
    await screen.findByText('pay.failedTitle');
    expect(screen.getByText('pay.failedText')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'pay.retry' }));
    // (happy-dom ends no animation: the button's spinner stays in its name.)
    fireEvent.click(await screen.findByRole('button', { name: /pay\.paidCheck/ }, { timeout: 5000 }));
    await screen.findByText('pay.failedTitle');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'pay.cancel' })));
    expect(onClose).toHaveBeenCalled();
  });

  it('a closed order (ERROR) signs again on retry', async () => {
    payCode = 'ERROR';
    const resubmit = vi.fn(async () => ({ ...order, orderNo: 'W2', orderNoAs: 'A2' }));
    show({ resubmit });
    await screen.findByText('pay.title');
    fireEvent.click(screen.getByRole('button', { name: 'pay.paidCheck' }));
    await screen.findByText('pay.failedClosed');
    fireEvent.click(screen.getByRole('button', { name: 'pay.retry' }));
    await waitFor(() => expect(resubmit).toHaveBeenCalledTimes(1));
  });
});
