// The student application calls this feature makes (spec 001 section 7): my applications, one
// student file (the apply-now checks live in lib/apply-now). Queries are keyed by user so that another login
// never sees the previous user's list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type StudentDraft, type StudentPage } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { useDict } from '../../../lib/dict';

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

export function useStudentInfo(id: number | undefined) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: ['applications', 'info', user?.userId ?? 0, id ?? 0],
    queryFn: () => api.post<StudentDraft>('/clerk/web/stu/info', { id }, { quiet: true }),
    enabled: !!user && !!id,
  });
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
