// The bell's calls (issue 11): the unread count, polled every 30 s while the tab is visible (not
// in the background), a page of notices when the list is open, and marking read. Queries are keyed
// by user, so another login never sees the previous user's notices.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NoticePage, NoticeUnread } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';

export const NOTICE_POLL_MS = 30_000;
export const NOTICE_PAGE_SIZE = 10;

export const noticeKeys = {
  all: ['notices'] as const,
  unread: (userId: number) => ['notices', 'unread', userId] as const,
  list: (userId: number) => ['notices', 'list', userId] as const,
};

/** The unread count of the signed-in account; nothing is asked without a session. */
export function useUnreadCount() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: noticeKeys.unread(user?.userId ?? 0),
    queryFn: () => api.get<NoticeUnread>('/notice/unread', {}, { quiet: true }),
    enabled: !!user,
    refetchInterval: NOTICE_POLL_MS,
    // A hidden tab does not poll; coming back to it asks at once.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

/** The notices, newest first, a page at a time ('load more'), while the list is open. */
export function useNoticeList(open: boolean) {
  const { user } = useCurrentUser();
  return useInfiniteQuery({
    queryKey: noticeKeys.list(user?.userId ?? 0),
    queryFn: ({ pageParam }) => api.post<NoticePage>('/notice/list', { pageNo: pageParam, pageSize: NOTICE_PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * NOTICE_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    enabled: !!user && open,
    staleTime: 0,
  });
}

type ListData = InfiniteData<NoticePage, number>;

/** Marks some notices (ids) or all of them read; the count and the list follow at once. */
export function useMarkRead() {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.userId ?? 0;
  return useMutation({
    mutationFn: (what: { ids: number[] } | { all: true }) => api.post<{ unread: number }>('/notice/read', what, { quiet: true }),
    onSuccess: ({ unread }, what) => {
      qc.setQueryData<NoticeUnread>(noticeKeys.unread(userId), { count: unread });
      qc.setQueryData<ListData>(noticeKeys.list(userId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                unread,
                list: p.list.map((n) => ('all' in what || what.ids.includes(n.id) ? { ...n, read: true } : n)),
              })),
            }
          : data,
      );
    },
  });
}
