// Apply info without React (spec 001 sections 3-5): the form shape of the schools and courses,
// building entries (blank, from the draft, from the university carried in from apply-now), the
// delete rules, what picking a school leads to, and the payloads of the step save and of
// agentAddApply.
import {
  DEFAULT_COURSE_AGE,
  DEFAULT_VOL_SORT,
  MAX_SCHOOLS,
  PROFESSIONAL_LINK_COUNTRY_IDS,
  type ApplyItem,
  type CarriedUni,
  type CourseItem,
  type FileRecord,
  type StudentDraft,
  type UniCard,
} from '@portal/shared';

/** A course as the form holds it (plain JSON: sessionStorage keeps it). */
export interface CourseForm {
  courseId: number | string | null;
  majorId: number | null;
  courseName: string;
  courseType: string | null;
  courseAge: string;
  beginDate: string;
  coreBeginDate: string;
  professionalLink: string;
  campus: string;
  volSort: string;
}

/** A school as the form holds it: the saved fields plus what the card shows and the pick rules need. */
export interface EntryForm {
  applyId: number | string | null;
  uniId: number | null;
  uniName: string;
  uniEnName: string;
  uniLogo: string | null;
  isReduce: string;
  isSpecial: string;
  stipendShow: string;
  uniTypeTip: number;
  netApplyFile: FileRecord[];
  courseList: CourseForm[];
}

/** A school as the picker lists it: the university card's fields that the pick rules read. */
export type UniOption = Pick<
  UniCard,
  'uniId' | 'uniName' | 'uniEnName' | 'uniLogo' | 'countryId' | 'stipendShow' | 'isSpecial' | 'uniTypeTip' | 'isReduce'
>;

export const blankCourse = (): CourseForm => ({
  courseId: null,
  majorId: null,
  courseName: '',
  courseType: null,
  courseAge: DEFAULT_COURSE_AGE,
  beginDate: '',
  coreBeginDate: '',
  professionalLink: '',
  campus: '',
  volSort: DEFAULT_VOL_SORT,
});

export const blankEntry = (): EntryForm => ({
  applyId: null,
  uniId: null,
  uniName: '',
  uniEnName: '',
  uniLogo: null,
  isReduce: '0',
  isSpecial: '0',
  stipendShow: '1',
  uniTypeTip: 0,
  netApplyFile: [],
  courseList: [blankCourse()],
});

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function courseToForm(c: Partial<CourseItem>): CourseForm {
  return {
    courseId: c.courseId ?? null,
    majorId: c.majorId ?? null,
    courseName: str(c.courseName),
    courseType: c.courseType ? String(c.courseType) : null,
    courseAge: str(c.courseAge) || DEFAULT_COURSE_AGE,
    beginDate: str(c.beginDate),
    coreBeginDate: str(c.coreBeginDate),
    professionalLink: str(c.professionalLink),
    campus: str(c.campus),
    volSort: str(c.volSort) || DEFAULT_VOL_SORT,
  };
}

export function entryToForm(a: ApplyItem): EntryForm {
  return {
    applyId: a.applyId ?? null,
    uniId: a.uniId,
    uniName: str(a.uniName),
    uniEnName: str(a.uniEnName),
    uniLogo: a.uniLogo ?? null,
    isReduce: str(a.isReduce) || '0',
    isSpecial: str(a.isSpecial) || '0',
    stipendShow: str(a.stipendShow) || '1',
    uniTypeTip: Number(a.uniTypeTip) || 0,
    netApplyFile: a.netApplyFile ?? [],
    courseList: a.courseList?.length ? a.courseList.map(courseToForm) : [blankCourse()],
  };
}

/** The university carried from apply-now as a new, unsaved entry; its major fills the first course. */
export function entryFromCarry(c: CarriedUni): EntryForm {
  const course = blankCourse();
  if (c.major) {
    course.majorId = c.major.majorId;
    course.courseName = c.major.majorEnName || c.major.majorName;
    course.courseType = c.major.courseType || null;
  }
  return {
    ...blankEntry(),
    uniId: c.uniId,
    uniName: c.uniName,
    uniEnName: c.uniEnName,
    uniLogo: c.uniLogo,
    isReduce: c.isReduce,
    isSpecial: c.isSpecial,
    stipendShow: c.stipendShow,
    uniTypeTip: Number(c.uniTypeTip) || 0,
    courseList: [course],
  };
}

/** A school from the picker put on an entry; the courses stay, the forms of the previous school go. */
export function withUni(e: EntryForm, u: UniOption): EntryForm {
  return {
    ...e,
    uniId: u.uniId,
    uniName: u.uniName,
    uniEnName: u.uniEnName,
    uniLogo: u.uniLogo,
    isReduce: str(u.isReduce) || '0',
    isSpecial: str(u.isSpecial) || '0',
    stipendShow: str(u.stipendShow) || '1',
    uniTypeTip: u.uniTypeTip,
    netApplyFile: e.uniId === u.uniId ? e.netApplyFile : [],
  };
}

/** The entry with its school cleared (a refused pick), courses kept. */
export const withoutUni = (e: EntryForm): EntryForm => {
  const b = blankEntry();
  return { ...b, applyId: e.applyId, courseList: e.courseList };
};

/** Schools of the stored file. */
export const savedEntries = (draft: Pick<StudentDraft, 'agentApplyList'>): EntryForm[] => (draft.agentApplyList ?? []).map(entryToForm);

/**
 * The step's starting list: the stored schools (one blank card when there are none) plus the carried
 * university when it is not among them yet. `carried` tells whether it was added (then unsaved).
 */
export function initialEntries(draft: Pick<StudentDraft, 'agentApplyList' | 'carryUni'>): { entries: EntryForm[]; carried: boolean } {
  const saved = savedEntries(draft);
  const carry = draft.carryUni;
  const canCarry = !!carry && !saved.some((e) => e.uniId === carry.uniId) && saved.length < MAX_SCHOOLS;
  if (canCarry) return { entries: [...saved, entryFromCarry(carry)], carried: true };
  return { entries: saved.length ? saved : [blankEntry()], carried: false };
}

/**
 * The unsaved start of step 2 when apply-now carried a university: its card added and, for a file
 * with no stored school yet (apply-now reuses such a file for another country), the university's
 * country. null when nothing was carried.
 */
export function carriedStart(
  draft: Pick<StudentDraft, 'agentApplyList' | 'carryUni' | 'countryId'>,
): { agentApplyList: EntryForm[]; countryId?: string } | null {
  const init = initialEntries(draft);
  if (!init.carried) return null;
  const country = draft.carryUni?.countryId;
  const noneStored = (draft.agentApplyList ?? []).length === 0;
  return country && noneStored && country !== draft.countryId
    ? { agentApplyList: init.entries, countryId: country }
    : { agentApplyList: init.entries };
}

/** /addApply's new-school list to start from: the carried university unless it is already stored. */
export function addApplyStart(draft: Pick<StudentDraft, 'agentApplyList' | 'carryUni'>): EntryForm[] {
  const c = draft.carryUni;
  return c && !(draft.agentApplyList ?? []).some((a) => a.uniId === c.uniId) ? [entryFromCarry(c)] : [blankEntry()];
}

// --- Delete rules ------------------------------------------------------------------------------

/** The uniIds stored for the student: an entry of those is saved, whether or not it has its applyId yet. */
export const storedUniIds = (draft: Pick<StudentDraft, 'stuId' | 'agentApplyList'>): Set<number> =>
  new Set(draft.stuId > 0 ? (draft.agentApplyList ?? []).map((a) => a.uniId) : []);

export const isSavedEntry = (e: Pick<EntryForm, 'applyId' | 'uniId'>, stored: ReadonlySet<number>) =>
  (e.applyId !== null && e.applyId !== undefined && e.applyId !== '') || (e.uniId !== null && stored.has(e.uniId));

export type DeleteAction = 'refuse' | 'confirm' | 'remove';

/** The last school cannot go; a saved one asks first; an unsaved one goes at once. */
export function schoolDeleteAction(count: number, saved: boolean): DeleteAction {
  if (count <= 1) return 'refuse';
  return saved ? 'confirm' : 'remove';
}

/** A course is saved when it has its courseId and its school is saved. */
export function courseDeleteAction(count: number, course: Pick<CourseForm, 'courseId'>, schoolSaved: boolean): DeleteAction {
  if (count <= 1) return 'refuse';
  const saved = schoolSaved && course.courseId !== null && course.courseId !== undefined && course.courseId !== '';
  return saved ? 'confirm' : 'remove';
}

/** Schools that may still be added: five at most, counting those stored beside the list (add-apply). */
export const canAddSchool = (listed: number, alsoStored = 0) => listed + alsoStored < MAX_SCHOOLS;

// --- Picking a school (spec 001 section 4) ------------------------------------------------------

export type PickPlan =
  | { kind: 'invalid' } // not in the fetched list: 申请学校异常，请重新选择后再操作
  | { kind: 'noStipend' } // notice, selection cleared
  | { kind: 'twice' } // already chosen on another card
  | { kind: 'accept'; checkType: boolean; special: boolean };

/**
 * What a picked uniId leads to. The type check (college beside universities) runs first, then the
 * special-school dialog; a school without scholarship never gets that far.
 */
export function pickPlan(uniId: number, listed: readonly UniOption[], otherUniIds: readonly (number | null)[]): PickPlan {
  const u = listed.find((x) => x.uniId === uniId);
  if (!u) return { kind: 'invalid' };
  if (String(u.stipendShow) === '0') return { kind: 'noStipend' };
  if (otherUniIds.includes(uniId)) return { kind: 'twice' };
  return { kind: 'accept', checkType: Number(u.uniTypeTip) > 0, special: String(u.isSpecial) === '1' };
}

/** The ids sent to checkUniTypeTip: every school chosen on the form plus the new one. */
export const typeCheckIds = (entries: readonly Pick<EntryForm, 'uniId'>[], uniId: number, skipIndex: number) => [
  ...new Set([...entries.filter((e, i) => i !== skipIndex && e.uniId).map((e) => e.uniId as number), uniId]),
];

/** Where '1' from checkUniTypeTip leads: a copy of the student with English name plus 1, carrying the school. */
export const copyForCollegePath = (stuId: number, uniId: number) =>
  `/studentInfo?id=${stuId}&type=copy&namePlus=1&isClerkApply=3&carryUniId=${uniId}`;

// --- Country -----------------------------------------------------------------------------------

/** The course link rule of a country: the stored file knows its own; another country by the shared list. */
export function linkRequired(
  countryId: string | null | undefined,
  draft: Pick<StudentDraft, 'countryId' | 'requiresProfessionalLink'>,
): boolean {
  if (!countryId) return false;
  if (countryId === draft.countryId) return !!draft.requiresProfessionalLink;
  return (PROFESSIONAL_LINK_COUNTRY_IDS as readonly string[]).includes(countryId);
}

export type CountryChange = 'plain' | 'switch' | 'clear';
/**
 * Changing the country on step 2: 'switch' (confirm, then switch/country on the server) when the
 * stored file has schools, 'clear' (confirm, drop the unsaved schools) when only the form has some,
 * 'plain' when no school was picked.
 */
export function countryChange(
  draft: Pick<StudentDraft, 'stuId' | 'countryId' | 'agentApplyList'>,
  entries: readonly Pick<EntryForm, 'uniId'>[],
  next: string,
): CountryChange {
  if (next === draft.countryId && !entries.some((e) => e.uniId)) return 'plain';
  if (draft.stuId > 0 && draft.countryId && draft.countryId !== next && (draft.agentApplyList?.length ?? 0) > 0) return 'switch';
  return entries.some((e) => e.uniId) ? 'clear' : 'plain';
}

// --- Payloads ----------------------------------------------------------------------------------

/** A course as the server takes it (empty optional texts as null). */
export function courseToSave(c: CourseForm) {
  const opt = (v: string) => (v && v.trim() ? v : null);
  return {
    ...(c.courseId !== null && c.courseId !== '' ? { courseId: c.courseId } : {}),
    ...(c.majorId ? { majorId: c.majorId } : {}),
    courseName: c.courseName,
    courseType: c.courseType ?? '',
    courseAge: c.courseAge || DEFAULT_COURSE_AGE,
    beginDate: c.beginDate,
    coreBeginDate: opt(c.coreBeginDate),
    professionalLink: opt(c.professionalLink),
    campus: opt(c.campus),
    volSort: c.volSort || DEFAULT_VOL_SORT,
  };
}

/** An entry as agentApplyList carries it; keepApplyId false for add-apply (new schools only). */
export function entryToSave(e: EntryForm, keepApplyId = true) {
  return {
    ...(keepApplyId && e.applyId !== null && e.applyId !== '' ? { applyId: e.applyId } : {}),
    uniId: e.uniId,
    uniName: e.uniName,
    uniEnName: e.uniEnName,
    isSpecial: e.isSpecial === '1' ? '1' : '0',
    netApplyFile: e.netApplyFile ?? [],
    courseList: (e.courseList ?? []).map(courseToSave),
  };
}

/** The body of POST /clerk/web/stu/agentAddApply: the new schools only, at the loaded version. */
export function addApplyPayload(draft: Pick<StudentDraft, 'stuId' | 'version' | 'countryId'>, entries: readonly EntryForm[]) {
  return {
    stuId: draft.stuId,
    version: draft.version,
    countryId: draft.countryId,
    agentApplyList: entries.map((e) => entryToSave(e, false)),
  };
}

/**
 * The checked values with what the shared schema drops put back (uniLogo, flags, majorId): the
 * working draft after the save still shows the schools with them.
 */
export function withDisplayFields(
  parsed: readonly Record<string, unknown>[],
  raw: readonly Record<string, unknown>[],
): Record<string, unknown>[] {
  const list = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
  return parsed.map((p, i) => {
    const r = raw[i] ?? {};
    const rawCourses = list(r.courseList);
    return { ...r, ...p, courseList: list(p.courseList).map((c, j) => ({ ...rawCourses[j], ...c })) };
  });
}

// The filled-in forms are attachments: their checks are upload/upload-rules.ts's (UPLOAD_LIMITS).

/** Only same-site paths and http(s) addresses become links (a stored route is never a script URL). */
export function safeHref(v: string | null | undefined): string | undefined {
  if (!v) return undefined;
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  return /^https?:\/\//i.test(v) ? v : undefined;
}
