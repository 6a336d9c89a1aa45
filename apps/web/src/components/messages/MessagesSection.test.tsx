// @vitest-environment happy-dom
// The messages section and its dialog with the calls mocked: threads in the order given (newest
// first), one open at a time, opening an unread thread marks it read once and tells the page; the
// dialog's two modes, its required fields, a submit that runs once however often it is clicked,
// and what '000' and a refusal do. Texts are i18n keys (cimode).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeaveMsgThread } from '@portal/shared';

const calls = vi.hoisted(() => ({
  post: vi.fn(),
  postEnvelope: vi.fn(),
  toastSuccess: vi.fn(),
  toastWarning: vi.fn(),
  toastError: vi.fn(),
}));

vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<object>()),
  api: { post: calls.post, postEnvelope: calls.postEnvelope, get: vi.fn(), upload: vi.fn() },
}));
vi.mock('../../lib/feedback', () => ({
  toast: { error: calls.toastError, success: calls.toastSuccess, warning: calls.toastWarning, info: vi.fn() },
  dialog: { warning: vi.fn(), confirm: vi.fn(), success: vi.fn() },
  preloadFeedback: vi.fn(),
}));

const { MessagesSection } = await import('./MessagesSection');

const msg = (over: Partial<LeaveMsgThread>): LeaveMsgThread => ({
  id: 1,
  stuId: 9,
  parentId: null,
  msgType: '1',
  msgTypeLabel: '加专业',
  msgRole: '1',
  msgRoleLabel: '学生/代理',
  isStu: 1,
  msgContext: '<p>hello</p>',
  msgFiles: [],
  createTime: '2026-11-20 10:00:00',
  avatar: null,
  authorName: 'Student',
  unread: false,
  leaveMsgList: [],
  ...over,
});

const threads = [
  msg({
    id: 3,
    msgContext: '<p>newest <b>thread</b></p>',
    leaveMsgList: [
      {
        ...msg({
          id: 4,
          parentId: 3,
          msgRole: '0',
          msgRoleLabel: '顾问',
          authorName: 'Clerk',
          msgContext: '<p>staff reply</p>',
          unread: true,
        }),
      },
    ],
  }),
  msg({ id: 1, msgContext: '<p>older thread</p><script>window.__bad = 1</script>' }),
];

function renderSection(props: Partial<Parameters<typeof MessagesSection>[0]> = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onRead = vi.fn();
  const onSent = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MessagesSection stuId={9} threads={threads} onRead={onRead} onSent={onSent} {...props} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { onRead, onSent };
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
beforeEach(() => {
  calls.post.mockImplementation((path: string) => {
    if (path === '/clerk/student/readLeaveMsg') return Promise.resolve({ unread: 0 });
    if (path === '/admin/dict/types')
      return Promise.resolve({ stu_leave_msg_type: [{ dictValue: '1', dictLabel: '加专业', dictEnLabel: 'Add a Major' }] });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const threadItems = () => [...document.querySelectorAll('.msg-thread')] as HTMLElement[];

describe('messages section', () => {
  it('title, add button, hint, threads in the order given, previews as text', () => {
    renderSection();
    expect(screen.getByText('section.title')).toBeTruthy();
    expect(screen.getByRole('button', { name: /section\.add/ })).toBeTruthy();
    expect(screen.getByText('section.hint')).toBeTruthy();
    expect(threadItems().map((el) => el.dataset.threadId)).toEqual(['3', '1']);
    expect(threadItems()[0].querySelector('.msg-thread__preview')?.textContent).toBe('newest thread');
    expect(document.querySelector('script')).toBeNull();
  });

  it('empty, loading and error states', () => {
    renderSection({ threads: [] });
    expect(screen.getByText('section.empty')).toBeTruthy();
    cleanup();
    renderSection({ loading: true });
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    cleanup();
    const onRetry = vi.fn();
    renderSection({ error: true, onRetry });
    expect(screen.getByText('section.loadFailed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('one thread open at a time; opening an unread one marks it read once and tells the page', async () => {
    const { onRead } = renderSection();
    const [newest, older] = threadItems();
    expect(within(newest).getByText('section.unread')).toBeTruthy();
    fireEvent.click(within(newest).getByRole('button', { name: /section\.expand/ }));
    expect(within(newest).getByText('staff reply')).toBeTruthy();
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(3, 0));
    expect(calls.post).toHaveBeenCalledWith('/clerk/student/readLeaveMsg', { stuId: 9, threadId: 3 }, { quiet: true });
    fireEvent.click(within(older).getByRole('button', { name: /section\.expand/ }));
    expect(within(newest).queryByText('staff reply')).toBeNull();
    expect(within(older).getByText('older thread')).toBeTruthy();
    // The older thread had nothing unread: no second call.
    expect(calls.post.mock.calls.filter(([p]) => p === '/clerk/student/readLeaveMsg')).toHaveLength(1);
    fireEvent.click(within(older).getByRole('button', { name: /section\.collapse/ }));
    expect(document.querySelector('.msg-thread--open')).toBeNull();
  });

  it('reply: the dialog titled reply shows the original and sends parentId without a type', async () => {
    renderSection();
    calls.postEnvelope.mockResolvedValue({ code: '000', msg: '', data: { id: 5 } });
    fireEvent.click(within(threadItems()[1]).getByRole('button', { name: /section\.reply/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('dialog.replyTitle')).toBeTruthy();
    expect(within(dialog).getByText('older thread')).toBeTruthy();
    expect(within(dialog).queryByText('dialog.type')).toBeNull();
    // Empty content: the shared message, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: /dialog\.submit/ }));
    expect(await within(dialog).findByText('请输入留言内容')).toBeTruthy();
    expect(calls.postEnvelope).not.toHaveBeenCalled();
  }, 20_000);

  it('new message: type and content required; submit runs once however often it is clicked; 000 says so', async () => {
    const { onSent } = renderSection();
    let resolve!: (v: unknown) => void;
    calls.postEnvelope.mockImplementation(() => new Promise((r) => (resolve = r)));
    fireEvent.click(screen.getByRole('button', { name: /section\.add/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('dialog.newTitle')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /dialog\.submit/ }));
    expect(await within(dialog).findByText('请输入留言内容')).toBeTruthy();
    // The type's message under the select, besides its placeholder.
    expect(dialog.querySelector('.ant-form-item-explain-error')?.textContent).toBe('请选择留言类型');

    // Fill the type and the content.
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('加专业'));
    const editor = dialog.querySelector('.rte-content') as HTMLElement;
    await act(async () => {
      editor.focus();
      editor.innerHTML = '<p>please add a major</p>';
      await new Promise((r) => setTimeout(r, 30));
    });
    await waitFor(() => expect(within(dialog).queryByText('请输入留言内容')).toBeNull());

    const submit = within(dialog).getByRole('button', { name: /dialog\.submit/ });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(calls.postEnvelope).toHaveBeenCalledTimes(1));
    const [path, body] = calls.postEnvelope.mock.calls[0];
    expect(path).toBe('/clerk/student/addLeaveMsg');
    expect(body).toMatchObject({ stuId: 9, msgType: '1', msgRole: '1', isStu: 1, msgFiles: [] });
    expect(body.msgContext).toContain('please add a major');
    expect(body.parentId).toBeUndefined();
    await act(async () => resolve({ code: '000', msg: 'ok', data: { id: 7 } }));
    await waitFor(() => expect(calls.toastSuccess).toHaveBeenCalledWith('success'));
    expect(onSent).toHaveBeenCalledWith(7);
  }, 20_000);

  it('a refusal keeps the dialog open with what was written (the API client showed the message)', async () => {
    renderSection();
    calls.postEnvelope.mockRejectedValue(new Error('refused'));
    fireEvent.click(within(threadItems()[0]).getByRole('button', { name: /section\.reply/ }));
    const dialog = await screen.findByRole('dialog');
    const editor = dialog.querySelector('.rte-content') as HTMLElement;
    await act(async () => {
      editor.innerHTML = '<p>my answer</p>';
      await new Promise((r) => setTimeout(r, 30));
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /dialog\.submit/ }));
    await waitFor(() => expect(calls.postEnvelope).toHaveBeenCalledTimes(1));
    expect(calls.postEnvelope.mock.calls[0][1]).toMatchObject({ parentId: 3 });
    expect(calls.postEnvelope.mock.calls[0][1].msgType).toBeUndefined();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /dialog\.submit/ }).className).not.toContain('loading'));
    expect(calls.toastSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(dialog.textContent).toContain('my answer');
  }, 20_000);
});
