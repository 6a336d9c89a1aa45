// The case share list's filters and page in the address (spec 000 screen 6), read and written with
// the catalogue lists' readers (lib/list-query): reload and back/forward keep them, and
// /caseShare?uniName=… links (case detail 'more', university page) open the list filtered.
// Query: uniName, countryIds, eduUniTypeList, gpaList (comma lists), pageNo, pageSize.
import { PAGE_SIZES } from '@portal/shared';
import { listParam, pageNoParam, pageSizeParam, textParam, type Params } from '../../lib/list-query';
import type { CaseFilters } from './api/cases';

export interface CaseShareState {
  uniName: string;
  countryIds: string[];
  eduUniTypeList: string[];
  gpaList: string[];
  pageNo: number;
  pageSize: number;
}

const SIZES = PAGE_SIZES.caseShare;
const LISTS = ['countryIds', 'eduUniTypeList', 'gpaList'] as const;

export function parseCaseShareQuery(p: Params): CaseShareState {
  return {
    uniName: textParam(p, 'uniName'),
    countryIds: listParam(p, 'countryIds'),
    eduUniTypeList: listParam(p, 'eduUniTypeList'),
    gpaList: listParam(p, 'gpaList'),
    pageNo: pageNoParam(p, 'pageNo'),
    pageSize: pageSizeParam(p, 'pageSize', SIZES),
  };
}

/** The query of the state, leaving out what equals the default (the plain list has a clean address). */
export function caseShareQuery(s: CaseShareState): URLSearchParams {
  const q = new URLSearchParams();
  if (s.uniName.trim()) q.set('uniName', s.uniName.trim());
  for (const key of LISTS) if (s[key].length) q.set(key, s[key].join(','));
  if (s.pageNo > 1) q.set('pageNo', String(s.pageNo));
  if (s.pageSize !== SIZES.default) q.set('pageSize', String(s.pageSize));
  return q;
}

/** The filters of the list call. */
export const caseFiltersOf = (s: CaseShareState): CaseFilters => ({
  uniName: s.uniName,
  countryIds: s.countryIds,
  eduUniTypeList: s.eduUniTypeList,
  gpaList: s.gpaList,
});

/** New filters from the form: the list starts again at page 1, keeping the page size. */
export const withFilters = (s: CaseShareState, f: CaseFilters): CaseShareState => ({
  uniName: (f.uniName ?? '').trim(),
  countryIds: f.countryIds ?? [],
  eduUniTypeList: f.eduUniTypeList ?? [],
  gpaList: f.gpaList ?? [],
  pageNo: 1,
  pageSize: s.pageSize,
});
