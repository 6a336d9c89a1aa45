// The student application calls this feature makes (spec 001 section 7): my applications, one
// student file (the apply-now checks live in lib/apply-now). Queries are keyed by user so that another login
// never sees the previous user's list.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PAGE_SIZES, type StudentDraft, type StudentPage } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { useDict } from '../../../lib/dict';
import { markThreadRead } from '../../../lib/messages';

/** One page of my applications, optionally only those at one stage (referralStatus). */
export function useStudentList(pageNo: number, stage: number | null) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: ['applications', 'list', user?.userId ?? 0, pageNo, stage],
    queryFn: () =>
      api.post<StudentPage>(
        '/clerk/web/stu/list',
        { pageNo, pageSize: PAGE_SIZES.myApply.default, referralStatus: stage ?? undefined },
        { quiet: true },
      ),
    placeholderData: keepPreviousData,
    enabled: !!user,
  });
}

const infoKey = (userId: number, id: number) => ['applications', 'info', userId, id] as const;

/** One student file with its message threads (isMsg 1), for the detail page. */
export function useStudentInfo(id: number | undefined) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: infoKey(user?.userId ?? 0, id ?? 0),
    queryFn: () => api.post<StudentDraft>('/clerk/web/stu/info', { id, isMsg: 1 }, { quiet: true }),
    enabled: !!user && !!id,
  });
}

/**
 * A thread of the file was opened and marked read: the page shows it read at once, and the
 * lists (the card's unread count) are fetched again.
 */
export function useThreadRead(id: number | undefined) {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.userId ?? 0;
  return useCallback(
    (threadId: number) => {
      qc.setQueryData<StudentDraft>(infoKey(userId, id ?? 0), (d) =>
        d?.leaveMsgList ? { ...d, leaveMsgList: markThreadRead(d.leaveMsgList, threadId) } : d,
      );
      void qc.invalidateQueries({ queryKey: ['applications', 'list'] });
    },
    [qc, userId, id],
  );
}

/** Every dictionary the application screens label coded values with: one request for all sections. */
export const APPLY_DICT_TYPES = [
  'stuStatus_agent',
  'web_stu_sex',
  'nationality',
  'web_clerk_countryName',
  'web_stu_courseType',
  'course_age',
  'stu_degree',
  'agent_send_language_type',
  'contact_relation',
  'kinsfolk_relation',
  'agent_stu_attachment_type',
  'stu_visa_status',
] as const;

export const useApplyDicts = () => useDict(APPLY_DICT_TYPES);
