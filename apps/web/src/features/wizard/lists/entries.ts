// Repeatable lists of wizard steps 3-7 without React: the empty entry of each list, the list a
// step starts with, the work step's yes/no reset, the education school pick, and blank entries of
// the all-optional lists (dropped before saving).
export type Entry = Record<string, unknown>;

export const LIST_FIELDS = ['stuEduList', 'stuWorkList', 'stuLanguageList', 'stuReferrerList', 'stuContactList'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** The fields of one entry, as spec 001 section 3 names them (the ids a stored row carries are kept as they are). */
export const ENTRY_FIELDS: Record<ListField, readonly string[]> = {
  stuEduList: ['beginDate', 'endDate', 'schoolName', 'collegeId', 'dataType', 'majorName', 'stuDegree', 'gpa', 'degreeDate'],
  stuWorkList: ['beginDate', 'endDate', 'workUnit', 'workPosition', 'workDuty'],
  stuLanguageList: ['languageType', 'totalPoints', 'languageHear', 'languageRead', 'languageWrite', 'languageSpeak', 'examDate'],
  stuReferrerList: ['referrerName', 'sex', 'workPosition', 'phoneNumber', 'email', 'zipCode', 'postalAddress'],
  stuContactList: ['contactName', 'contactRelation', 'phoneNumber', 'email', 'address', 'zipCode'],
};

/**
 * A new entry: every field present and empty. Text fields start as '' (the schemas accept '' for
 * optional text and answer 请输入 for required text), pickers as null (no value).
 */
export function emptyEntry(list: ListField): Entry {
  const out: Entry = {};
  for (const f of ENTRY_FIELDS[list]) out[f] = PICKERS.has(f) ? null : '';
  return out;
}
const PICKERS = new Set([
  'beginDate',
  'endDate',
  'degreeDate',
  'examDate',
  'collegeId',
  'dataType',
  'stuDegree',
  'languageType',
  'sex',
  'contactRelation',
]);

const isBlankValue = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Nothing filled in (only the entry's own fields count, not ids of a stored row). */
export function isBlankEntry(list: ListField, e: Entry | null | undefined): boolean {
  if (!e) return true;
  return ENTRY_FIELDS[list].every((f) => isBlankValue(e[f]));
}

/** Entries of an all-optional list (language, referrer) with something filled in: an empty block is not saved as a row. */
export function dropBlankEntries(list: ListField, entries: unknown): Entry[] {
  if (!Array.isArray(entries)) return [];
  return (entries as Entry[]).filter((e) => !isBlankEntry(list, e));
}

/** The stored entries as plain objects (a missing list is empty). */
export function entriesOf(draft: { readonly [K in ListField]?: readonly object[] | null }, list: ListField): Entry[] {
  const v = draft[list];
  return Array.isArray(v) ? v.map((e: object) => ({ ...e }) as Entry) : [];
}

/** The entries a list opens with: the stored ones, or one empty block where the screen starts with one. */
export function startEntries(stored: Entry[], list: ListField, startWithOne: boolean): Entry[] {
  return stored.length > 0 ? stored : startWithOne ? [emptyEntry(list)] : [];
}

/** Spec 001 section 4 'Work step': 'no' resets the list; 'yes' starts with one empty entry (entries already there stay). */
export function workListFor(isWork: unknown, current: unknown): Entry[] {
  const list = Array.isArray(current) ? (current as Entry[]) : [];
  if (isWork === '1') return list.length > 0 ? list : [emptyEntry('stuWorkList')];
  return [];
}

/** A college suggestion as the school autocomplete answers it. */
export interface PickedSchool {
  collegeId: string | number;
  name: string;
  enName: string | null;
  dataType: string | number | null;
}

/**
 * Spec 001 section 4 'Education school name': picking stores the English name (the Chinese one
 * when there is none), dataType and collegeId; typing keeps the text and clears both.
 */
export function schoolFields(
  picked: PickedSchool | null,
  typed: string,
): { schoolName: string; collegeId: string | null; dataType: string | null } {
  if (!picked) return { schoolName: typed, collegeId: null, dataType: null };
  return {
    schoolName: picked.enName?.trim() ? picked.enName : picked.name,
    collegeId: String(picked.collegeId),
    dataType: picked.dataType === null || picked.dataType === undefined ? null : String(picked.dataType),
  };
}
