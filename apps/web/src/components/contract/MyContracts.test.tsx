// @vitest-environment happy-dom
// 'My contracts' with the call mocked: none → 'no agreement yet' (the key here); contracts → their
// facts and the newest one's PDF in the frame, another one's on 'view the contract'.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContractInfo } from '@portal/shared';

const m = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<object>()),
  api: { get: m.get, post: vi.fn(), postEnvelope: vi.fn(), upload: vi.fn() },
}));
vi.mock('../../lib/auth', () => ({ useCurrentUser: () => ({ user: { userId: 7 }, loggedIn: true, loading: false }) }));

const { MyContracts } = await import('./MyContracts');

const contract = (over: Partial<ContractInfo>): ContractInfo => ({
  stuId: 1,
  userName: '张三',
  contractNum: 'SC1',
  contractSignDate: '2026-11-27 10:00:00',
  serviceMoney: '3000.00',
  payTime: '2026-11-27 10:05:00',
  contractStartDate: '2026-11-27',
  contractEndDate: '2028-11-27',
  contractRoute: '/api/contract/pdf/key1',
  contractName: '留学申请服务协议',
  isSignContract: '2',
  orderNo: 'W1',
  orderNoAs: 'A1',
  milestones: [],
  ...over,
});

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyContracts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('my contracts', () => {
  it('none: no agreement yet', async () => {
    m.get.mockResolvedValue([]);
    show();
    await screen.findByText('info.empty');
    expect(document.querySelector('iframe')).toBeNull();
    expect(m.get).toHaveBeenCalledWith('/admin/user/contract', {}, { quiet: true });
  });

  it("the contracts with their facts, the newest one's PDF framed, another's on demand", async () => {
    m.get.mockResolvedValue([
      contract({}),
      contract({
        contractNum: 'SC0',
        contractRoute: '/api/contract/pdf/key0',
        isSignContract: '1',
        payTime: null,
        serviceMoney: '5000.00',
      }),
    ]);
    show();
    await screen.findByText('SC1');
    expect(screen.getByText('¥3,000.00')).toBeTruthy();
    expect(screen.getByText('¥5,000.00')).toBeTruthy();
    expect(screen.getByText('2026-11-27 10:05')).toBeTruthy();
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('/api/contract/pdf/key1');
    // The unpaid one leads to its fee.
    expect(document.querySelector('a[href="/serviceFee?stuId=1"]')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /info\.showPdf/ })[1]);
    await waitFor(() => expect(document.querySelector('iframe')!.getAttribute('src')).toBe('/api/contract/pdf/key0'));
  });

  it("a paid contract whose term has ended (isSignContract 3): its payment shown, 'term ended', no way to pay", async () => {
    m.get.mockResolvedValue([contract({ isSignContract: '3', contractEndDate: '2020-01-01' })]);
    show();
    await screen.findByText('SC1');
    expect(screen.getByText('status.ended')).toBeTruthy();
    expect(screen.getByText('2026-11-27 10:05')).toBeTruthy();
    expect(document.querySelector('a[href="/serviceFee?stuId=1"]')).toBeNull();
  });
});
