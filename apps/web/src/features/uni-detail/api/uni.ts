// University detail calls (spec 000 screen 4): the detail (counts a view), course lists, case
// analysis and the university's cases (5 a page), typed by the shared answer schemas. The favourite
// toggle is lib/favourites.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type CaseAnalysis,
  type CaseCard,
  type Paged,
  type UniCourse,
  type UniCourseLists,
  type UniDetail,
} from '@portal/shared';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';

/** A course of the course lists (partnerSchoolInfo). */
export type Course = UniCourse;
export type { CaseAnalysis, UniDetail };

export const uniKeys = {
  /**
   * The answer carries the caller's favourite flag and the favourite count: keyed by user (a login
   * refetches it) and under 'catalogue', which lib/favourites refreshes after every favourite change.
   */
  detail: (uniId: number, userId: number) => ['catalogue', 'uniDetail', uniId, userId] as const,
  courses: (uniId: number) => ['uni', 'courses', uniId] as const,
  analysis: (uniId: number) => ['uni', 'analysis', uniId] as const,
  cases: (uniId: number, pageNo: number) => ['uni', 'cases', uniId, pageNo] as const,
};

/** The detail as `userId` sees it (0: no session). */
export const uniDetailQuery = (uniId: number, userId: number) =>
  queryOptions({
    queryKey: uniKeys.detail(uniId, userId),
    queryFn: () => api.get<UniDetail>('/uni/school-university/show', { uniId }, { quiet: true }),
    retry: false,
  });

export function useUniDetail(uniId: number | undefined) {
  const { user, loading } = useCurrentUser();
  return useQuery({ ...uniDetailQuery(uniId ?? 0, user?.userId ?? 0), enabled: !!uniId && !loading });
}

export const courseListsQuery = (uniId: number) =>
  queryOptions({
    queryKey: uniKeys.courses(uniId),
    queryFn: () => api.post<UniCourseLists>('/uni/school-university/partnerSchoolInfo', { uniId }, { quiet: true }),
  });

/** Course-list failures are silently ignored (spec 000 section 8): the sections show no courses. */
export function useCourseLists(uniId: number | undefined) {
  return useQuery({ ...courseListsQuery(uniId ?? 0), enabled: !!uniId });
}

export function useCaseAnalysis(uniId: number | undefined) {
  return useQuery({
    queryKey: uniKeys.analysis(uniId ?? 0),
    queryFn: () => api.post<CaseAnalysis>('/uni/school-university/caseAnalysis', { uniId }, { quiet: true }),
    enabled: !!uniId,
  });
}

export const UNI_CASES_PAGE_SIZE = PAGE_SIZES.cases.default;

export function useUniCases(uniId: number | undefined, pageNo: number) {
  return useQuery({
    queryKey: uniKeys.cases(uniId ?? 0, pageNo),
    queryFn: () =>
      api.post<Paged<CaseCard>>('/clerk/student/uniCaseList', { uniId, pageNo, pageSize: UNI_CASES_PAGE_SIZE }, { quiet: true }),
    enabled: !!uniId,
    placeholderData: keepPreviousData,
  });
}
