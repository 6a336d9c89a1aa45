// The student application calls this feature makes (spec 001 section 7): my applications, one
// student file, and the two apply-now checks. Queries are keyed by user so that another login
// never sees the previous user's list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type ApplyUniAnswer, type StudentDraft, type StudentListItem } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { useDict } from '../../../lib/dict';
import type { ApplySituationAnswer } from '../apply-now';

export interface StudentPage {
  list: StudentListItem[];
  currPage: number;
  pageSize: number;
  totalCount: number;
  totalPage: number;
  /** Files of the user at each stage (referralStatus), whatever the filter. */
  stageCounts: Record<string, number>;
}

/** One page of my applications, optionally only those at one stage (referralStatus). */
export function useStudentList(pageNo: number, stage: number | null) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: ['applications', 'list', user?.userId ?? 0, pageNo, stage],
    queryFn: () =>
      api.post<StudentPage>('/clerk/web/stu/list', { pageNo, pageSize: PAGE_SIZES.myApply.default, referralStatus: stage ?? undefined }, { quiet: true }),
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

/** Not quiet: session ends and failures keep the shared reaction; 70020/70023/70024 are silent there. */
export const applyUni = (uniId: number, majorId?: number) => api.post<ApplyUniAnswer>('/clerk/web/stu/apply/uni', { uniId, majorId });
export const applySituation = () => api.post<ApplySituationAnswer>('/clerk/web/stu/apply/situation', {});

/** Every dictionary the application screens label coded values with: one request for all sections. */
export const APPLY_DICT_TYPES = [
  'stuStatus_agent', 'web_stu_sex', 'nationality', 'web_clerk_countryName', 'web_stu_courseType', 'course_age', 'stu_degree',
  'agent_send_language_type', 'contact_relation', 'kinsfolk_relation', 'agent_stu_attachment_type', 'stu_visa_status',
] as const;

export const useApplyDicts = () => useDict(APPLY_DICT_TYPES);
