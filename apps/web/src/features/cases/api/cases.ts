// Cases (spec 000 screens 6 and 7): the case share list and its university autocomplete, the
// access check before opening a university, and the case detail (login required).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SUGGESTION_LIMIT,
  type CaseApply,
  type CaseCard,
  type CaseDetail,
  type CaseUniSuggestion,
  type Paged,
  type UniAccess,
} from '@portal/shared';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';

export interface CaseFilters {
  uniName?: string;
  countryIds?: string[];
  eduUniTypeList?: string[];
  gpaList?: string[];
}

/** A university the student of a case applied to. */
export type AppliedUni = CaseApply;
export type { CaseDetail, CaseUniSuggestion };

/** Empty filters are left out of the request. */
export function caseListBody(f: CaseFilters, pageNo: number, pageSize: number) {
  const body: Record<string, unknown> = { pageNo, pageSize };
  if (f.uniName?.trim()) body.uniName = f.uniName.trim();
  if (f.countryIds?.length) body.countryIds = f.countryIds;
  if (f.eduUniTypeList?.length) body.eduUniTypeList = f.eduUniTypeList;
  if (f.gpaList?.length) body.gpaList = f.gpaList;
  return body;
}

export function useCaseShareList(f: CaseFilters, pageNo: number, pageSize: number) {
  const body = caseListBody(f, pageNo, pageSize);
  return useQuery({
    queryKey: ['cases', 'share', body],
    queryFn: () => api.post<Paged<CaseCard>>('/clerk/student/caseShareList', body, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function suggestCaseUnis(uniName: string, signal?: AbortSignal) {
  return api.post<CaseUniSuggestion[]>('/clerk/student/caseShareUniList', { uniName, limit: SUGGESTION_LIMIT }, { quiet: true, signal });
}

export function checkUniAccess(uniId: number) {
  return api.get<UniAccess>('/uni/school-university/access', { uniId }, { quiet: true });
}

/** Login required: keyed by user, so logging in from the prompt loads it. */
export function useCaseDetail(stuId: number | undefined, uniName: string | undefined) {
  const { user, loading } = useCurrentUser();
  return useQuery({
    queryKey: ['cases', 'detail', stuId ?? 0, user?.userId ?? 0],
    queryFn: () => api.get<CaseDetail>('/clerk/agent/stu/webCase', { stuId, uniName }, { quiet: true }),
    enabled: !!stuId && !loading,
  });
}
