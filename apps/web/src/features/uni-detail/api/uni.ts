// University detail calls (spec 000 screen 4): the detail (counts a view), course lists, case
// analysis and the university's cases (5 a page). The favourite toggle is lib/favourites.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@portal/shared';
import type { CaseCardData } from '../../../components/CaseCard';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import type { MonthItem, ShareItem } from '../chart-options';

export interface UniDetail {
  uniId: number;
  uniName: string;
  uniEnName: string;
  uniLogo: string | null;
  uniMain: string | null;
  countryId: string;
  countryName: string;
  countryEnName: string | null;
  countryFlag: string | null;
  uniWebsite: string | null;
  viewNumber: number;
  collectNumber: number;
  uniInfo: string | null;
  /** '1' favourited, '0' not */
  flag: '0' | '1';
  city?: string | null;
  cityCn?: string | null;
  qsRank?: number | null;
  founded?: number | null;
  /** '1' when the country takes applications. */
  applyOpen?: string;
  /** '0' when the university offers no scholarship. */
  stipendShow?: string;
}

export interface Course {
  majorId: number;
  majorName: string;
  majorEnName: string;
  degreeType: string;
  facultyName: string | null;
  facultyEnName: string | null;
  majorTuition: string | null;
  currency: string | null;
  majorSystem: string | null;
}

export interface CourseLists {
  undergraduate: Course[];
  master: Course[];
}

export interface ConvertItem {
  year: number;
  sumTotal: number;
  offerTotal: number;
  proportion: number;
}

export interface CaseAnalysis {
  /** The study year the monthly chart shows (the server applies the October rule). */
  studyYear: number;
  educationList: ShareItem[];
  gpaList: ShareItem[];
  convertList: ConvertItem[];
  monthList: MonthItem[];
}

export interface Paged<T> {
  list: T[];
  currPage: number;
  pageSize: number;
  totalCount: number;
}

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

export function useUniDetail(uniId: number | undefined) {
  const { user, loading } = useCurrentUser();
  return useQuery({
    queryKey: uniKeys.detail(uniId ?? 0, user?.userId ?? 0),
    queryFn: () => api.get<UniDetail>('/uni/school-university/show', { uniId }, { quiet: true }),
    enabled: !!uniId && !loading,
    retry: false,
  });
}

/** Course-list failures are silently ignored (spec 000 section 8): the sections show no courses. */
export function useCourseLists(uniId: number | undefined) {
  return useQuery({
    queryKey: uniKeys.courses(uniId ?? 0),
    queryFn: () => api.post<CourseLists>('/uni/school-university/partnerSchoolInfo', { uniId }, { quiet: true }),
    enabled: !!uniId,
  });
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
      api.post<Paged<CaseCardData>>('/clerk/student/uniCaseList', { uniId, pageNo, pageSize: UNI_CASES_PAGE_SIZE }, { quiet: true }),
    enabled: !!uniId,
    placeholderData: keepPreviousData,
  });
}
