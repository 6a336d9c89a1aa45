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

const show = (c: ConsoleContract | null) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContractPanel stuId={5} contract={c} />
    </QueryClientProvider>,
  );

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
});
