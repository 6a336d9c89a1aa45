// @vitest-environment happy-dom
// The bell with its calls mocked: the unread count polled every 30 s while the tab is visible and
// not while it is hidden, the list's states, choosing a notice (marked read, then its link; a link
// off the site leads nowhere), 'mark all read', and onNewNotice when the count grows.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeItem } from '@portal/shared';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<object>()),
  api: { get: calls.get, post: calls.post, postEnvelope: vi.fn(), upload: vi.fn() },
}));
vi.mock('../../../lib/auth', () => ({ useCurrentUser: () => ({ user: { userId: 5 }, loggedIn: true, loading: false }) }));

const { NoticeBell } = await import('./NoticeBell');
const { noticeTarget } = await import('../notice-link');

const notice = (over: Partial<NoticeItem>): NoticeItem => ({
  id: 1,
  kind: 'reply',
  stuId: 9,
  title: 'New reply',
  body: 'A counsellor replied',
  link: '/applyDetail?id=9&comment=1',
  createTime: '2026-11-20 10:00:00',
  read: false,
  ...over,
});

let count = 1;
let list: NoticeItem[] = [];

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname + loc.search}</output>;
}

function renderBell(props: Parameters<typeof NoticeBell>[0] = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NoticeBell mobile={false} {...props} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <QueryClientProvider client={qc}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
beforeEach(() => {
  count = 1;
  list = [notice({ id: 2, title: 'Returned', link: 'https://evil.example/x', read: false }), notice({ id: 1, read: true })];
  calls.get.mockImplementation(() => Promise.resolve({ count }));
  calls.post.mockImplementation((path: string, body: { ids?: number[]; all?: boolean }) => {
    if (path === '/notice/list') return Promise.resolve({ list, total: list.length, unread: count });
    if (path === '/notice/read') {
      if (body.all) count = 0;
      else count = Math.max(0, count - (body.ids?.length ?? 0));
      return Promise.resolve({ unread: count });
    }
    return Promise.reject(new Error(path));
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

const bell = () => screen.getByRole('button', { name: /bell\.label/ });

describe('NoticeBell', () => {
  it('shows the unread count and asks again every 30 s while the tab is visible, not while hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderBell();
    await waitFor(() => expect(document.querySelector('.ant-badge-count')?.textContent).toBe('1'));
    expect(calls.get).toHaveBeenCalledWith('/notice/unread', {}, { quiet: true });
    const asked = calls.get.mock.calls.length;
    count = 3;
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(document.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('3'));
    expect(calls.get.mock.calls.length).toBe(asked + 1);
    // Hidden tab: no polling.
    act(() => focusManager.setFocused(false));
    const hidden = calls.get.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(95_000));
    expect(calls.get.mock.calls.length).toBe(hidden);
  });

  it('calls onNewNotice when the count grows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onNewNotice = vi.fn();
    renderBell({ onNewNotice });
    await waitFor(() => expect(document.querySelector('.ant-badge-count')).toBeTruthy());
    expect(onNewNotice).not.toHaveBeenCalled();
    count = 2;
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(onNewNotice).toHaveBeenCalledTimes(1));
  });

  it('the list: unread marks; choosing a notice marks it read and goes to its link', async () => {
    list = [notice({ id: 3, title: 'New reply', read: false }), notice({ id: 1, title: 'Old', read: true })];
    renderBell();
    await waitFor(() => expect(document.querySelector('.ant-badge-count')).toBeTruthy());
    fireEvent.click(bell());
    const row = await screen.findByText('New reply');
    expect(document.querySelectorAll('.notice-row--unread')).toHaveLength(1);
    fireEvent.click(row);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/applyDetail?id=9&comment=1'));
    expect(calls.post).toHaveBeenCalledWith('/notice/read', { ids: [3] }, { quiet: true });
    await waitFor(() => expect(document.querySelector('.ant-badge-count')).toBeNull());
  });

  it('mark all read clears the count; a link off the site leads nowhere', async () => {
    count = 1;
    renderBell();
    fireEvent.click(bell());
    await screen.findByText('Returned');
    fireEvent.click(screen.getByRole('button', { name: /bell\.markAll/ }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('/notice/read', { all: true }, { quiet: true }));
    await waitFor(() => expect(document.querySelectorAll('.notice-row--unread')).toHaveLength(0));
    fireEvent.click(screen.getByText('Returned'));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('where').textContent).toBe('/home');
    expect(noticeTarget('//evil.example')).toBeNull();
    expect(noticeTarget('javascript:alert(1)')).toBeNull();
    expect(noticeTarget('/console/applications/3')).toBe('/console/applications/3');
  });

  it('a text longer than two lines gets a toggle that shows all of it, without opening the notice', async () => {
    // happy-dom lays nothing out: a body of more than 40 characters measures taller than its two lines.
    const tall = (el: HTMLElement) => el.classList.contains('notice-row__body') && (el.textContent ?? '').length > 40;
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return tall(this) ? 78 : 39;
    });
    const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(39);
    const long = 'Please add the transcript of your last two years and the passport page with your photo on it.';
    list = [notice({ id: 4, title: 'Returned', body: long, read: false }), notice({ id: 1, title: 'Old', read: true })];
    try {
      renderBell();
      fireEvent.click(bell());
      await screen.findByText('Returned');
      const toggles = await screen.findAllByRole('button', { name: 'bell.whole' });
      expect(toggles).toHaveLength(1); // the short body has none
      const bodyEl = document.getElementById(toggles[0].getAttribute('aria-controls')!)!;
      expect(bodyEl.textContent).toBe(long);
      expect(toggles[0].getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggles[0]);
      const less = screen.getByRole('button', { name: 'bell.less' });
      expect(less.getAttribute('aria-expanded')).toBe('true');
      expect(bodyEl.classList.contains('notice-row__body--whole')).toBe(true);
      expect(calls.post).not.toHaveBeenCalledWith('/notice/read', expect.anything(), expect.anything());
      expect(screen.getByTestId('where').textContent).toBe('/home');
      fireEvent.click(less);
      expect(screen.getByRole('button', { name: 'bell.whole' })).toBeTruthy();
      expect(bodyEl.classList.contains('notice-row__body--whole')).toBe(false);
    } finally {
      scroll.mockRestore();
      client.mockRestore();
    }
  });

  it('empty and error states', async () => {
    list = [];
    count = 0;
    renderBell();
    fireEvent.click(bell());
    expect(await screen.findByText('bell.empty')).toBeTruthy();
    cleanup();
    calls.post.mockRejectedValue(new Error('down'));
    renderBell();
    fireEvent.click(bell());
    expect(await screen.findByText('bell.loadFailed')).toBeTruthy();
  });
});
