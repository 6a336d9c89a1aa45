// What the catalogue screens compute without drawing: the lists' address specs and the request a
// list state asks for, and the forms' values from a loaded detail (the same fields the shared body
// schema checks) with the check whether they changed (the unsaved-leave guard).
import {
  MAJOR_SORTS,
  UNI_SORTS,
  type ConsoleMajorDetail,
  type ConsoleMajorInput,
  type ConsoleMajorListInput,
  type ConsoleUniDetail,
  type ConsoleUniInput,
  type ConsoleUniListInput,
} from '@portal/shared';
import type { ListSpec, ListState } from '../list/url-state';

const FLAG = { kind: 'choice', values: ['0', '1'] } as const;
const PAGE_SIZES = { default: 20, options: [10, 20, 50, 100] } as const;

export const UNI_LIST_SPEC: ListSpec<'countryId' | 'keyword' | 'uniType' | 'aiShow' | 'hasCn' | 'status', (typeof UNI_SORTS)[number]> = {
  filters: {
    countryId: { kind: 'choice', values: [], pattern: /^[0-9A-Za-z_-]{1,30}$/ },
    keyword: { kind: 'text', max: 100 },
    uniType: { kind: 'choice', values: ['public', 'private'] },
    aiShow: FLAG,
    hasCn: FLAG,
    status: FLAG,
  },
  sorts: UNI_SORTS,
  pageSizes: PAGE_SIZES,
};
export type UniListState = ListState<keyof typeof UNI_LIST_SPEC.filters, (typeof UNI_SORTS)[number]>;

export function uniListBody(s: UniListState): ConsoleUniListInput {
  const f = s.filters;
  return {
    countryId: f.countryId,
    keyword: f.keyword,
    uniType: f.uniType as ConsoleUniListInput['uniType'],
    aiShow: f.aiShow as '0' | '1' | undefined,
    hasCn: f.hasCn as '0' | '1' | undefined,
    status: f.status as '0' | '1' | undefined,
    sort: s.sort,
    order: s.sort ? s.order : undefined,
    pageNo: s.pageNo,
    pageSize: s.pageSize,
  };
}

const AMOUNT = { kind: 'choice', values: [], pattern: /^\d{1,9}$/ } as const;
export const MAJOR_LIST_SPEC: ListSpec<
  'countryId' | 'uniId' | 'facultyId' | 'degreeType' | 'status' | 'tuitionMin' | 'tuitionMax' | 'keyword',
  (typeof MAJOR_SORTS)[number]
> = {
  filters: {
    countryId: { kind: 'choice', values: [], pattern: /^[0-9A-Za-z_-]{1,30}$/ },
    uniId: { kind: 'id' },
    facultyId: { kind: 'id' },
    degreeType: { kind: 'choice', values: ['1', '2', '3'] },
    status: FLAG,
    tuitionMin: AMOUNT,
    tuitionMax: AMOUNT,
    keyword: { kind: 'text', max: 100 },
  },
  sorts: MAJOR_SORTS,
  pageSizes: PAGE_SIZES,
};
export type MajorListState = ListState<keyof typeof MAJOR_LIST_SPEC.filters, (typeof MAJOR_SORTS)[number]>;

export function majorListBody(s: MajorListState): ConsoleMajorListInput {
  const f = s.filters;
  const num = (v?: string) => (v === undefined ? undefined : Number(v));
  return {
    countryId: f.countryId,
    uniId: num(f.uniId),
    facultyId: num(f.facultyId),
    degreeType: f.degreeType as ConsoleMajorListInput['degreeType'],
    status: f.status as '0' | '1' | undefined,
    tuitionMin: num(f.tuitionMin),
    tuitionMax: num(f.tuitionMax),
    keyword: f.keyword,
    sort: s.sort,
    order: s.sort ? s.order : undefined,
    pageNo: s.pageNo,
    pageSize: s.pageSize,
  };
}

// --- Forms -------------------------------------------------------------------------------------------

export type UniFormValues = Omit<ConsoleUniInput, 'scholarshipType' | 'lang' | 'sign' | 'uniId' | 'updatedAt'>;
export type MajorFormValues = Omit<ConsoleMajorInput, 'scholarshipType' | 'lang' | 'sign' | 'majorId' | 'updatedAt'>;

export const NEW_UNI: UniFormValues = {
  uniName: '',
  uniEnName: '',
  aliases: [],
  countryId: '',
  city: '',
  cityCn: '',
  uniType: 'public',
  website: '',
  founded: null,
  qsRank: null,
  rankSource: '',
  rankYear: null,
  uniLogo: '',
  uniMain: '',
  uniInfo: '',
  uniInfoEn: '',
  stipendShow: '1',
  isReduce: '0',
  isSpecial: '0',
  aiShow: true,
  status: '0',
  applyFiles: [],
  keepSource: false,
};

export function uniFormValues(d: ConsoleUniDetail): UniFormValues {
  return {
    uniName: d.uniName,
    uniEnName: d.uniEnName,
    aliases: d.aliases,
    countryId: d.countryId,
    city: d.city ?? '',
    cityCn: d.cityCn ?? '',
    uniType: d.uniType,
    website: d.website ?? '',
    founded: d.founded,
    qsRank: d.qsRank,
    rankSource: d.rankSource ?? '',
    rankYear: d.rankYear,
    uniLogo: d.uniLogo ?? '',
    uniMain: d.uniMain ?? '',
    uniInfo: d.uniInfo ?? '',
    uniInfoEn: d.uniInfoEn ?? '',
    stipendShow: d.stipendShow,
    isReduce: d.isReduce,
    isSpecial: d.isSpecial,
    aiShow: d.aiShow,
    status: d.status,
    applyFiles: d.applyFiles,
    keepSource: false,
  };
}

/** The empty programme form (a new programme: master's degree, shown, no faculty yet). */
export const NEW_MAJOR: MajorFormValues = {
  majorName: '',
  majorEnName: '',
  facultyId: null,
  degreeType: '2',
  majorFocus: '',
  majorSystem: '',
  majorTuition: null,
  currency: '',
  languageRequirement: '',
  languageRequirementEn: '',
  ieltsScore: '',
  toeflScore: '',
  pte: '',
  gmat: '',
  gre: '',
  minGpa: null,
  applyDate: '',
  beginDate: '',
  majorLink: '',
  backgroundRequirement: '',
  backgroundRequirementEn: '',
  majorIntroduction: '',
  majorIntroductionEn: '',
  stipend: 0,
  majorStatus: '0',
  hot: 0,
  keepSource: false,
};

export function majorFormValues(d: ConsoleMajorDetail): MajorFormValues {
  const s = (v: string | null) => v ?? '';
  return {
    majorName: d.majorName,
    majorEnName: d.majorEnName,
    facultyId: d.facultyId,
    degreeType: d.degreeType,
    majorFocus: d.majorFocus,
    majorSystem: s(d.majorSystem),
    majorTuition: d.majorTuition,
    currency: d.currency,
    languageRequirement: s(d.languageRequirement),
    languageRequirementEn: s(d.languageRequirementEn),
    ieltsScore: s(d.ieltsScore),
    toeflScore: s(d.toeflScore),
    pte: s(d.pte),
    gmat: s(d.gmat),
    gre: s(d.gre),
    minGpa: d.minGpa,
    applyDate: s(d.applyDate),
    beginDate: s(d.beginDate),
    majorLink: s(d.majorLink),
    backgroundRequirement: s(d.backgroundRequirement),
    backgroundRequirementEn: s(d.backgroundRequirementEn),
    majorIntroduction: s(d.majorIntroduction),
    majorIntroductionEn: s(d.majorIntroductionEn),
    stipend: d.stipend,
    majorStatus: d.majorStatus,
    hot: d.hot,
    keepSource: false,
  };
}

/** A value as the comparison sees it: empty text, null and undefined are all "none"; text is trimmed. */
function norm(v: unknown): unknown {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (Array.isArray(v)) return v.map(norm);
  if (typeof v === 'object') return Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, norm(x)]));
  return v;
}

/** Whether the form's values differ from the loaded ones (only the fields the form has; keepSource does not count). */
export function formChanged<T extends object>(initial: T, current: Partial<T>): boolean {
  for (const key of Object.keys(initial) as (keyof T)[]) {
    if (key === 'keepSource' || !(key in current)) continue;
    if (JSON.stringify(norm(initial[key])) !== JSON.stringify(norm(current[key]))) return true;
  }
  return false;
}
