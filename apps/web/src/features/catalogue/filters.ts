// The search form of the catalogue lists (spec 000 section 3) kept in the URL query, so that
// back/forward and reload keep it, and turned into the request bodies of the list calls.
// /Institutional: tab, uniName, countryIds, countryName, majorFocusList, stipendShow, gpa,
// majorTuitionMin/Max, majorNameList, uniType, sort, pageNo, pageSize.
// /majors (spec 000 section 2): index (the page), majorFocusList, countryId, gpa, currency,
// majorTuitionMin/Max, plus pageSize.
import { GPA_RE, PAGE_SIZES, TUITION_RE } from '@portal/shared';
import { listParam, pageNoParam, pageSizeParam, textParam as text, type Params } from '../../lib/list-query';

export type CatalogueTab = 'college' | 'major';
export type UniType = 'public' | 'private';
export type UniSort = 'rank' | 'views' | 'collects';

export const UNI_TYPES: readonly UniType[] = ['public', 'private'];
export const UNI_SORTS: readonly UniSort[] = ['rank', 'views', 'collects'];
/** The shared schema takes at most 20 major names. */
export const MAX_MAJOR_NAMES = 20;

export interface InstitutionFilters {
  tab: CatalogueTab;
  uniName: string;
  countryIds: string[];
  /** Label handed over by links (home countries, navigation); dropped when the countries change. */
  countryName: string;
  majorFocusList: string[];
  stipendShow: boolean;
  gpa: string;
  majorTuitionMin: string;
  majorTuitionMax: string;
  majorNameList: string[];
  uniType: UniType | '';
  sort: UniSort;
  pageNo: number;
  pageSize: number;
}

export interface MajorsFilters {
  countryId: string;
  majorFocusList: string[];
  gpa: string;
  currency: string;
  majorTuitionMin: string;
  majorTuitionMax: string;
  /** Page number (the spec's `index`). */
  pageNo: number;
  pageSize: number;
}

/** Major names may hold commas: only repeated keys. */
const namesParam = (p: Params, key: string) =>
  [
    ...new Set(
      p
        .getAll(key)
        .map((s) => s.trim().slice(0, 200))
        .filter(Boolean),
    ),
  ].slice(0, MAX_MAJOR_NAMES);

const matching = (value: string, re: RegExp) => (value && re.test(value) ? value : '');

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T | ''): T | '' {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function parseInstitutionQuery(p: Params): InstitutionFilters {
  return {
    tab: p.get('tab') === 'major' ? 'major' : 'college',
    uniName: text(p, 'uniName'),
    countryIds: listParam(p, 'countryIds'),
    countryName: text(p, 'countryName', 50),
    majorFocusList: listParam(p, 'majorFocusList'),
    stipendShow: p.get('stipendShow') === '1',
    gpa: matching(text(p, 'gpa'), GPA_RE),
    majorTuitionMin: matching(text(p, 'majorTuitionMin'), TUITION_RE),
    majorTuitionMax: matching(text(p, 'majorTuitionMax'), TUITION_RE),
    majorNameList: namesParam(p, 'majorNameList'),
    uniType: oneOf(p.get('uniType'), UNI_TYPES, ''),
    sort: (oneOf(p.get('sort'), UNI_SORTS, 'rank') || 'rank') as UniSort,
    pageNo: pageNoParam(p, 'pageNo'),
    pageSize: pageSizeParam(p, 'pageSize', PAGE_SIZES.institutions),
  };
}

/** The query of the filters, leaving out what equals the default (a clean URL for the plain list). */
export function institutionQuery(f: InstitutionFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.tab === 'major') q.set('tab', 'major');
  if (f.uniName) q.set('uniName', f.uniName);
  if (f.countryIds.length) q.set('countryIds', f.countryIds.join(','));
  if (f.countryName && f.countryIds.length) q.set('countryName', f.countryName);
  if (f.majorFocusList.length) q.set('majorFocusList', f.majorFocusList.join(','));
  if (f.stipendShow) q.set('stipendShow', '1');
  if (f.gpa) q.set('gpa', f.gpa);
  if (tuitionApplies(f.countryIds)) {
    if (f.majorTuitionMin) q.set('majorTuitionMin', f.majorTuitionMin);
    if (f.majorTuitionMax) q.set('majorTuitionMax', f.majorTuitionMax);
  }
  for (const n of f.majorNameList) q.append('majorNameList', n);
  if (f.uniType) q.set('uniType', f.uniType);
  if (f.sort !== 'rank') q.set('sort', f.sort);
  if (f.pageNo > 1) q.set('pageNo', String(f.pageNo));
  if (f.pageSize !== PAGE_SIZES.institutions.default) q.set('pageSize', String(f.pageSize));
  return q;
}

export const EMPTY_INSTITUTION_FILTERS: InstitutionFilters = parseInstitutionQuery(new URLSearchParams());

/** Tuition is filtered in the currency of one country: only when exactly one is selected. */
export const tuitionApplies = (countryIds: readonly string[]) => countryIds.length === 1;

/** Body of getPartnerUniList (college tab) and /uni/major/list (major tab). */
export function institutionRequest(f: InstitutionFilters) {
  const single = tuitionApplies(f.countryIds);
  return {
    uniName: f.uniName || undefined,
    countryIds: f.countryIds.length ? f.countryIds : undefined,
    majorFocusList: f.majorFocusList.length ? f.majorFocusList : undefined,
    stipendShow: f.stipendShow ? ('1' as const) : undefined,
    gpa: f.gpa || undefined,
    majorTuitionMin: (single && f.majorTuitionMin) || undefined,
    majorTuitionMax: (single && f.majorTuitionMax) || undefined,
    majorNameList: f.majorNameList.length ? f.majorNameList : undefined,
    uniType: f.uniType || undefined,
    sort: f.tab === 'college' && f.sort !== 'rank' ? f.sort : undefined,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
  };
}

/** Whether any search field is set (the page's filters differ from the plain list). */
export function hasSearch(f: InstitutionFilters): boolean {
  const base = institutionQuery({
    ...f,
    tab: 'college',
    sort: 'rank',
    pageNo: 1,
    pageSize: PAGE_SIZES.institutions.default,
    countryName: '',
  });
  return [...base.keys()].length > 0;
}

export function parseMajorsQuery(p: Params): MajorsFilters {
  return {
    countryId: text(p, 'countryId', 30),
    majorFocusList: listParam(p, 'majorFocusList'),
    gpa: matching(text(p, 'gpa'), GPA_RE),
    currency: text(p, 'currency', 10),
    majorTuitionMin: matching(text(p, 'majorTuitionMin'), TUITION_RE),
    majorTuitionMax: matching(text(p, 'majorTuitionMax'), TUITION_RE),
    pageNo: pageNoParam(p, 'index'),
    pageSize: pageSizeParam(p, 'pageSize', PAGE_SIZES.majors),
  };
}

export function majorsQuery(f: MajorsFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.pageNo > 1) q.set('index', String(f.pageNo));
  if (f.majorFocusList.length) q.set('majorFocusList', f.majorFocusList.join(','));
  if (f.countryId) q.set('countryId', f.countryId);
  if (f.gpa) q.set('gpa', f.gpa);
  if (f.countryId) {
    if (f.currency) q.set('currency', f.currency);
    if (f.majorTuitionMin) q.set('majorTuitionMin', f.majorTuitionMin);
    if (f.majorTuitionMax) q.set('majorTuitionMax', f.majorTuitionMax);
  }
  if (f.pageSize !== PAGE_SIZES.majors.default) q.set('pageSize', String(f.pageSize));
  return q;
}

export const EMPTY_MAJORS_FILTERS: MajorsFilters = parseMajorsQuery(new URLSearchParams());

/** Body of getMajorUniList. The currency is the country's own (the query's is only a label). */
export function majorsRequest(f: MajorsFilters) {
  return {
    countryId: f.countryId || undefined,
    majorFocusList: f.majorFocusList.length ? f.majorFocusList : undefined,
    gpa: f.gpa || undefined,
    majorTuitionMin: (f.countryId && f.majorTuitionMin) || undefined,
    majorTuitionMax: (f.countryId && f.majorTuitionMax) || undefined,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
  };
}

/** Min above max: the form refuses it rather than asking the server for nothing. */
export function tuitionRangeValid(min: string | undefined, max: string | undefined): boolean {
  return !min || !max || Number(min) <= Number(max);
}
