// @vitest-environment happy-dom
// The workbench's contract section with the call mocked: no contract → its line; a contract → its
// number, orders and PDF, and a milestone box that marks it done through /console/contract/milestone.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleContract } from '@portal/shared';

const m = vi.hoisted(() => ({ post: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<object>()),
  api: { post: m.post, get: vi.fn(), postEnvelope: vi.fn(), upload: vi.fn() },
}));
vi.mock('../../../lib/feedback', () => ({
  toast: { error: vi.fn(), success: m.toastSuccess, warning: vi.fn(), info: vi.fn() },
  dialog: { warning: vi.fn(), confirm: vi.fn(), success: vi.fn() },
  preloadFeedback: vi.fn(),
}));

const { ContractPanel } = await import('./ContractPanel');

const contract: ConsoleContract = {
  contractNum: 'SC9',
  isSignContract: '2',
  serviceMoney: '3000.00',
  contractRoute: '/api/contract/pdf/k9',
  signedAt: '2026-11-27 10:00:00',
  paidAt: '2026-11-27 10:05:00',
  orders: [
    { outTradeNo: 'W9', channel: 'wechat', state: 'paid', amount: '3000.00', paidAt: '2026-11-27 10:05:00' },
    { outTradeNo: 'A9', channel: 'alipay', state: 'closed', amount: '3000.00', paidAt: null },
  ],
  milestones: [
    { kind: 'schools', title: '递交院校申请', refundRule: 'r', done: true, doneAt: '2026-11-27 11:00:00' },
    { kind: 'offer', title: '获得录取', refundRule: 'r', done: false, doneAt: null },
    { kind: 'visa', title: '签证', refundRule: 'r', done: false, doneAt: null },
    { kind: 'enrolment', title: '入学报到', refundRule: 'r', done: false, doneAt: null },
  ],
  paidTotal: '3000.00',
  refundedTotal: '0.00',
  refundable: '3000.00',
  refunds: [],
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const show = (c: ConsoleContract | null, admin = false) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContractPanel stuId={5} contract={c} admin={admin} />
    </QueryClientProvider>,
  );

const refunded: ConsoleContract = {
  ...contract,
  refundedTotal: '500.00',
  refundable: '2500.00',
  refunds: [
    {
      outRefundNo: 'R1',
      amount: '500.00',
      reason: '签证拒签',
      state: 'done',
      requestedAt: '2026-11-28 09:00:00',
      doneAt: '2026-11-28 09:00:01',
      byName: 'Admin R',
    },
  ],
};

describe('the workbench contract section', () => {
  it('no contract: says so', () => {
    show(null);
    expect(screen.getByText('console.none')).toBeTruthy();
  });

  it('the contract, its orders and PDF; a box marks a milestone done', async () => {
    m.post.mockResolvedValue({ milestones: [] });
    show(contract);
    expect(screen.getByText('SC9')).toBeTruthy();
    expect(screen.getByText('W9')).toBeTruthy();
    expect(screen.getByText('A9')).toBeTruthy();
    expect(document.querySelector('a[href="/api/contract/pdf/k9"]')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, false, false, false]);
    await act(async () => fireEvent.click(boxes[1]));
    expect(m.post).toHaveBeenCalledWith('/console/contract/milestone', { stuId: 5, kind: 'offer', done: true });
    expect(m.toastSuccess).toHaveBeenCalledWith('console.saved');
  });

  it('a clerk sees the refunds and the totals, not the Refund button', () => {
    show(refunded);
    expect(screen.getByText('签证拒签')).toBeTruthy();
    expect(screen.getByText('console.refundStates.done')).toBeTruthy();
    expect(screen.getByText('Admin R')).toBeTruthy();
    expect(screen.getAllByText('¥500.00')).toHaveLength(2); // refunded in all, and the refund's row
    expect(screen.queryByText('console.refund.button')).toBeNull();
  });

  it('an admin refunds: the dialog shows the maximum, wants an amount within it and a reason, posts and closes', async () => {
    m.post.mockResolvedValue({ ...refunded, refunds: [...refunded.refunds, { ...refunded.refunds[0], outRefundNo: 'R2' }] });
    show(refunded, true);
    await act(async () => fireEvent.click(screen.getByText('console.refund.button').closest('button')!));
    expect(await screen.findByText('console.refund.title')).toBeTruthy();
    const ok = () => screen.getByText('console.refund.submit').closest('button')!;
    // Nothing prefilled: both are asked for, nothing is sent.
    expect((screen.getByLabelText('console.refund.amount') as HTMLInputElement).value).toBe('');
    await act(async () => fireEvent.click(ok()));
    expect(await screen.findByText('console.refund.amountRequired')).toBeTruthy();
    expect(await screen.findByText('console.refund.reasonRequired')).toBeTruthy();
    expect(m.post).not.toHaveBeenCalled();
    // More than can be refunded: refused here too.
    await act(async () => fireEvent.change(screen.getByLabelText('console.refund.amount'), { target: { value: '2500.01' } }));
    expect(await screen.findByText('console.refund.amountTooMuch')).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByLabelText('console.refund.amount'), { target: { value: '500' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('console.refund.reason'), { target: { value: ' 签证拒签 ' } }));
    await act(async () => fireEvent.click(ok()));
    await vi.waitFor(() =>
      expect(m.post).toHaveBeenCalledWith('/console/contract/refund', { stuId: 5, amount: '500', reason: '签证拒签' }),
    );
    await vi.waitFor(() => expect(m.toastSuccess).toHaveBeenCalledWith('console.refund.done'));
  });

  it('no Refund button before payment or while a refund is processing', () => {
    show({ ...contract, isSignContract: '1', paidAt: null, paidTotal: '0.00', refundable: '0.00' }, true);
    expect(screen.queryByText('console.refund.button')).toBeNull();
    cleanup();
    show({ ...refunded, refunds: [{ ...refunded.refunds[0], state: 'processing', doneAt: null }] }, true);
    expect((screen.getByText('console.refund.button').closest('button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('console.refund.busy')).toBeTruthy();
  });
});
