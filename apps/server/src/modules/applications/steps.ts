// The eleven wizard steps on the server, one entry each: what the step's schema is checked against
// (the shared stepSchema of packages/shared, with the country of the form or of the stored file),
// the rules beyond the schema, the columns, list and files it writes, and what a copy takes of it.
// save.ts runs a save through the entry of its step; a copy walks every entry.
import { and, eq, getTableColumns, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CODES,
  REFERRAL,
  isMaskedCardNo,
  isMaskedSecret,
  sensitiveCardValues,
  type ApplyEntry,
  type Lang,
  type StepNo,
  type StudentSaveBody,
} from '@portal/shared';
import type { Db } from '../../db/client';
import {
  studentApplies,
  studentContacts,
  studentCourses,
  studentEducations,
  studentFiles,
  studentKinsfolk,
  studentLanguages,
  studentReferrers,
  students,
  studentWorks,
} from '../../db/schema';
import type { SecretBox } from '../../lib/secrets';
import { invalid } from '../../lib/envelope';
import { pgArray } from '../../lib/sql';
import type { AuthContext } from '../accounts/sessions';
import { checkSchools, emptyToNull, refsOf, refuse, withCatalogueFlags, type FileKind, type FileRef, type Tx, type Values } from './checks';
import { openStudentSecret, sealStudentSecret, type StudentSecretField } from './secret-fields';
import { uniFacts, type ListTable, type StudentRow, type UniFacts } from './store';

type StudentColumns = Partial<typeof students.$inferInsert>;
/** A column of the students row a step owns (its stuOther or root answers). */
type StudentColumn = keyof typeof students.$inferInsert;

/** What a step's rules and writes may read: the request, the stored file and what was looked up for it. */
export interface StepSave {
  db: Db;
  secrets: SecretBox;
  auth: AuthContext;
  lang: Lang;
  body: StudentSaveBody;
  /** The stored student; null when this save creates it (step 1 of add). */
  row: StudentRow | null;
  /** add with copyFromId: the student whose file is copied. */
  copyFrom: StudentRow | null;
  /** The application country the step is checked against. */
  countryId: string;
  /** The schools stored for the student. */
  savedApplies: { uniId: number }[];
  /** Catalogue facts of the schools the form names (the apply step). */
  formFacts: Map<number, UniFacts>;
}

export interface StepEntry {
  /**
   * The country the step's schema, dictionaries and schools are checked against: the form's for the
   * steps that show the country, else the stored file's.
   */
  country: 'form' | 'stored';
  /** Before the schema: the form as the server takes it (the catalogue says which school is special). */
  prepare?(flat: Values, s: StepSave): Promise<void>;
  /**
   * Business rules beyond the schema (70020, 70022, 70023). A step with `direct` states there every
   * condition of its check (and of the consents for its values) that reads the stored file.
   */
  check?(data: Values, s: StepSave): Promise<void> | void;
  /**
   * A re-save written without reading the file first (save.ts, directSave): the conditions on the
   * stored row under which `check` and the consents pass, as SQL with placeholders named `_…` (one
   * text per step: it is prepared), and their values for a save, or null when they cannot be stated
   * for it (then the file is read first, as for the steps without `direct`). Sufficient, not
   * necessary: a file that does not meet them goes the ordinary way, which answers as it always has.
   */
  direct?: { where: SQL; values(data: Values, s: StepSave): Record<string, unknown> | null };
  /** Columns of the students row written as the schema answers them (nothing typed as NULL); a copy takes the same ones. */
  columns?: readonly StudentColumn[];
  /** Columns computed from the values (the trimmed name, the country, encrypted secrets). */
  moreColumns?(data: Values, s: StepSave, stuId: number | null): StudentColumns;
  /** The step's list: its rows replaced on save; a copy takes them. */
  list?: { field: string; table: ListTable };
  /** The step's file fields and how each is kept; replaced on save, a copy takes them. */
  files?: Readonly<Record<string, FileKind>>;
  /** Files the step names beyond `files` (the forms of each school), for the ownership check. */
  moreFiles?(data: Values, lang: Lang): FileRef[];
  /** Writes beyond columns, list and files (the schools with their courses). */
  write?(tx: Tx, stuId: number, data: Values, s: StepSave): Promise<void>;
  /** A copy (type=copy) takes the step; the schools are chosen anew for the copy's country. */
  copied: boolean;
  /** A copy's own work for the step beyond columns, list and files. */
  copy?(tx: Tx, secrets: SecretBox, from: StudentRow, to: number): Promise<void>;
  /** What the save answers besides the version: the stored schools, the country's course-link rule. */
  answers?: { schools?: boolean; linkRule?: boolean };
}

/** The student a family of copies started from. */
const copyRoot = (s: StudentRow) => s.copiedFromId ?? s.id;

/** The country of a stored file changes only through switch/country while schools are saved. */
function checkCountryKept(s: StepSave) {
  if (s.row?.countryId && s.countryId !== s.row.countryId && s.savedApplies.length)
    throw refuse(CODES.BUSINESS_TIP, s.row.referralStatus ? 'submittedCountry' : 'switchCountryFirst');
}

/** Step 1: the same English name and birthday under the same account is a duplicate (70022) unless confirmed. */
async function checkBasic(data: Values, s: StepSave) {
  const { row, copyFrom } = s;
  checkCountryKept(s);
  const stuSpell = String(data.stuSpell).trim();
  if (row && row.referralStatus >= REFERRAL.submitted && (data.stuSpell !== row.stuSpell || data.birthday !== row.birthday))
    throw refuse(CODES.BUSINESS_TIP, 'studentLocked');
  const identityChanged = !row || data.stuSpell !== row.stuSpell || data.birthday !== row.birthday;
  if (!identityChanged || String(s.body.isDuplicate ?? '') === '1') return;
  const [dup] = await s.db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.ownerId, row?.ownerId ?? s.auth.userId),
        sql`lower(${students.stuSpell}) = lower(${stuSpell})`,
        eq(students.birthday, String(data.birthday)),
        row ? sql`${students.id} <> ${row.id}` : sql`TRUE`,
        // A copy is the same person by design: its source and the other copies of that source
        // are not duplicates of it.
        copyFrom
          ? sql`NOT (${students.id} = ${copyRoot(copyFrom)} OR ${students.copiedFromId} = ${copyRoot(copyFrom)} OR ${students.id} = ${copyFrom.id})`
          : sql`TRUE`,
      ),
    )
    .limit(1);
  if (dup) throw refuse(CODES.DUPLICATE_STUDENT, 'duplicateStudent', { name: stuSpell, birthday: data.birthday }, { stuId: dup.id });
}

/** checkBasic (and checkCountryKept) pass without a query when the stored identity and country are the form's. */
const basicKept: StepEntry['direct'] = {
  where: sql`${students.stuSpell} = ${sql.placeholder('_spell')} AND ${students.birthday} = ${sql.placeholder('_birthday')}
    AND ${students.countryId} = ${sql.placeholder('_country')}`,
  values: (data, s) =>
    typeof data.stuSpell === 'string' && typeof data.birthday === 'string' && s.countryId
      ? { _spell: data.stuSpell, _birthday: data.birthday, _country: s.countryId }
      : null,
};

/** A guardian or relative with the student's own mobile number (70023). */
const checkOwnPhone = (field: string, key: 'guardianPhone' | 'kinsfolkPhone') => (data: Values, s: StepSave) => {
  if ((data[field] as Values[]).some((c) => c.phoneNumber === s.row?.phoneNumber)) throw refuse(CODES.BUSINESS_TIP_2, key);
};
/** checkOwnPhone passes when the stored number is none of the list's (all given: a missing one is decided on the row). */
const ownPhoneKept = (field: string): StepEntry['direct'] => ({
  where: sql`NOT coalesce(${students.phoneNumber} = ANY(${sql.placeholder('_phones')}::text[]), FALSE)`,
  values: (data) => {
    const phones = (data[field] as Values[]).map((c) => c.phoneNumber);
    return phones.every((p): p is string => typeof p === 'string') ? { _phones: pgArray(phones) } : null;
  },
});
/** Nothing of the step is checked against the stored row. */
const always: StepEntry['direct'] = { where: sql`TRUE`, values: () => ({}) };

/** Card and education-portal secrets: encrypted; a masked value sent back unchanged keeps what is stored. */
function cardSecrets(secrets: SecretBox, data: Values, stuId: number): StudentColumns {
  const out: StudentColumns = {};
  const secret = (field: StudentSecretField, v: unknown, masked: (v: unknown) => boolean, normalise = (s: string) => s) => {
    if (masked(v)) return undefined;
    const plain = typeof v === 'string' ? normalise(v) : '';
    return plain ? sealStudentSecret(secrets, field, stuId, plain) : null;
  };
  const cardNo = secret('cardNoEnc', data.cardNo, isMaskedCardNo, (v) => v.replace(/\s/g, ''));
  if (cardNo !== undefined) out.cardNoEnc = cardNo;
  const cvv = secret('cardSafetyCodeEnc', data.cardSafetyCode, isMaskedSecret);
  if (cvv !== undefined) {
    out.cardSafetyCodeEnc = cvv;
    // The CVV is kept at most CVV_RETENTION_DAYS from this moment (jobs/purge-cvv).
    out.cvvStoredAt = cvv ? new Date() : null;
  }
  const eduPassword = secret('eduPasswordEnc', data.eduPassword, isMaskedSecret);
  if (eduPassword !== undefined) out.eduPasswordEnc = eduPassword;
  return out;
}

/** A copy gets the card number and portal password re-encrypted for its own row; the CVV is never copied. */
async function copyCardSecrets(tx: Tx, secrets: SecretBox, from: StudentRow, to: number) {
  const reseal = (field: 'cardNoEnc' | 'eduPasswordEnc') => {
    const plain = openStudentSecret(secrets, field, from.id, from[field]);
    return plain ? sealStudentSecret(secrets, field, to, plain) : null;
  };
  await tx
    .update(students)
    .set({ cardNoEnc: reseal('cardNoEnc'), eduPasswordEnc: reseal('eduPasswordEnc') })
    .where(eq(students.id, to));
}

export async function writeCourses(tx: Tx, applyId: number, courses: ApplyEntry['courseList']) {
  await tx.delete(studentCourses).where(eq(studentCourses.applyId, applyId));
  await tx.insert(studentCourses).values(
    courses.map((c, i) => ({
      applyId,
      majorId: c.majorId ?? null,
      courseName: c.courseName.trim(),
      courseType: c.courseType,
      courseAge: c.courseAge,
      beginDate: c.beginDate,
      coreBeginDate: emptyToNull(c.coreBeginDate),
      professionalLink: emptyToNull(c.professionalLink),
      campus: emptyToNull(c.campus),
      volSort: c.volSort,
      sort: i,
    })),
  );
}

/** Replace the files of the given kinds (of one school when applyId is given). */
export async function replaceFiles(tx: Tx, stuId: number, kinds: FileKind[], refs: FileRef[], applyId: number | null = null) {
  await tx
    .delete(studentFiles)
    .where(and(eq(studentFiles.stuId, stuId), inArray(studentFiles.kind, kinds), applyId ? eq(studentFiles.applyId, applyId) : sql`TRUE`));
  if (refs.length)
    await tx
      .insert(studentFiles)
      .values(refs.map((r, i) => ({ stuId, applyId, kind: r.kind, fileId: r.id, fileName: r.fileName, annexType: r.annexType, sort: i })));
}

/** Upsert the chosen schools: entries with an applyId of this student are kept, others added, the rest removed. */
async function writeApplies(tx: Tx, stuId: number, data: Values, s: StepSave) {
  const entries = data.agentApplyList as ApplyEntry[];
  const existing = await tx.select({ id: studentApplies.id }).from(studentApplies).where(eq(studentApplies.stuId, stuId));
  const known = new Set(existing.map((e) => e.id));
  const kept = new Set<number>();
  for (const [i, e] of entries.entries()) {
    let applyId = e.applyId ? Number(e.applyId) : 0;
    if (applyId && !known.has(applyId)) throw invalid([{ path: ['agentApplyList', i, 'applyId'], message: 'invalid' }], s.lang);
    if (applyId) await tx.update(studentApplies).set({ uniId: e.uniId, sort: i }).where(eq(studentApplies.id, applyId));
    else
      [{ id: applyId }] = await tx.insert(studentApplies).values({ stuId, uniId: e.uniId, sort: i }).returning({ id: studentApplies.id });
    kept.add(applyId);
    await writeCourses(tx, applyId, e.courseList);
    await replaceFiles(tx, stuId, ['uniNet'], refsOf(e.netApplyFile, 'uniNet', s.lang), applyId);
  }
  const gone = [...known].filter((id) => !kept.has(id));
  if (gone.length) await tx.delete(studentApplies).where(inArray(studentApplies.id, gone));
}

export const STEPS: Record<StepNo, StepEntry> = {
  1: {
    country: 'form',
    check: checkBasic,
    direct: basicKept,
    columns: ['stuName', 'sex', 'birthday', 'nationality', 'phoneNumber', 'stuEmail', 'zipCode', 'homeAddress', 'remarks'],
    moreColumns: (data, s) => ({ stuSpell: String(data.stuSpell).trim(), countryId: s.countryId }),
    // Step 1 is what the copy's own save writes.
    copied: false,
    answers: { linkRule: true },
  },
  2: {
    country: 'form',
    async prepare(flat, s) {
      if (!Array.isArray(flat.agentApplyList)) return;
      const ids = (flat.agentApplyList as Values[]).map((a) => Number(a?.uniId)).filter((n) => Number.isInteger(n) && n > 0);
      s.formFacts = await uniFacts(s.db, ids);
      flat.agentApplyList = withCatalogueFlags(flat.agentApplyList, s.formFacts);
    },
    check(data, s) {
      checkCountryKept(s);
      checkSchools(data.agentApplyList as ApplyEntry[], s.formFacts, s.countryId);
    },
    moreColumns: (_data, s) => ({ countryId: s.countryId }),
    moreFiles: (data, lang) => (data.agentApplyList as ApplyEntry[]).flatMap((e) => refsOf(e.netApplyFile, 'uniNet', lang)),
    write: writeApplies,
    copied: false,
    answers: { schools: true, linkRule: true },
  },
  3: { country: 'stored', list: { field: 'stuEduList', table: studentEducations }, copied: true, direct: always },
  4: { country: 'stored', columns: ['isWork'], list: { field: 'stuWorkList', table: studentWorks }, copied: true, direct: always },
  5: {
    country: 'stored',
    columns: ['languageExamOther'],
    list: { field: 'stuLanguageList', table: studentLanguages },
    copied: true,
    direct: always,
  },
  6: { country: 'stored', list: { field: 'stuReferrerList', table: studentReferrers }, copied: true, direct: always },
  7: {
    country: 'stored',
    check: checkOwnPhone('stuContactList', 'guardianPhone'),
    direct: ownPhoneKept('stuContactList'),
    list: { field: 'stuContactList', table: studentContacts },
    copied: true,
  },
  8: {
    country: 'stored',
    columns: ['cardType', 'cardUsername', 'cardValidity', 'eduWebsite', 'eduUsername'],
    // Written on update only: a student exists before its card step.
    moreColumns: (data, s, stuId) => (stuId ? cardSecrets(s.secrets, data, stuId) : {}),
    // A value newly given needs the sensitive consent, which is looked up: only masked ones go direct.
    direct: { where: sql`TRUE`, values: (data) => (sensitiveCardValues(data).length ? null : {}) },
    copied: true,
    copy: copyCardSecrets,
  },
  9: {
    country: 'stored',
    check: checkOwnPhone('stuKinsfolkList', 'kinsfolkPhone'),
    direct: ownPhoneKept('stuKinsfolkList'),
    columns: ['isApplyKinsfolk'],
    list: { field: 'stuKinsfolkList', table: studentKinsfolk },
    copied: true,
  },
  10: { country: 'stored', columns: ['annexTypeList'], files: { applyFile: 'apply', netApplyFile: 'net' }, copied: true },
  11: {
    country: 'stored',
    columns: [
      'isNationalCitizens',
      'isPr',
      'visaStatus',
      'isEnglish',
      'firstLanguage',
      'isEnglishBg',
      'giveLessonsTime',
      'isRefusal',
      'isApplyCountry',
      'schoolName',
      'majorName',
      'isApplyVisa',
      'visaType',
      'visaBeginDate',
      'isInCountry',
      'isTurn',
    ],
    files: { refusalFile: 'refusal', visaFile: 'visa' },
    copied: true,
  },
};

/** The columns of the students row a save of the step writes. */
export function stepColumns(entry: StepEntry, data: Values, s: StepSave, stuId: number | null): StudentColumns {
  const plain = Object.fromEntries((entry.columns ?? []).map((k) => [k, emptyToNull(data[k])]));
  return { ...plain, ...entry.moreColumns?.(data, s, stuId) };
}

/** Every file the step's values name, for the ownership check and the write. */
export function stepFiles(entry: StepEntry, data: Values, lang: Lang): FileRef[] {
  const named = Object.entries(entry.files ?? {}).flatMap(([field, kind]) => refsOf(data[field], kind, lang));
  return [...named, ...(entry.moreFiles?.(data, lang) ?? [])];
}

/** The row's own columns of a list table: everything but its id, owner and order. */
const entryColumns = (table: ListTable) => Object.keys(getTableColumns(table)).filter((k) => k !== 'id' && k !== 'stuId' && k !== 'sort');

/** A list entry as its row: the table's columns, nothing typed as NULL, ids as text. */
function entryRow(table: ListTable, entry: Values): Values {
  return Object.fromEntries(
    entryColumns(table).map((k) => {
      const v = emptyToNull(entry[k]);
      return [k, typeof v === 'number' ? String(v) : (v ?? null)];
    }),
  );
}

/** Write the step's list and files after its columns (inside the save's transaction). */
export async function writeStep(tx: Tx, entry: StepEntry, stuId: number, data: Values, s: StepSave) {
  await entry.write?.(tx, stuId, data, s);
  if (entry.list) {
    const { table, field } = entry.list;
    const list = (data[field] as Values[]).map((e) => entryRow(table, e));
    await tx.delete(table).where(eq(table.stuId, stuId));
    if (list.length) await tx.insert(table).values(list.map((r, i) => ({ ...r, stuId, sort: i })) as never);
  }
  for (const [field, kind] of Object.entries(entry.files ?? {})) await replaceFiles(tx, stuId, [kind], refsOf(data[field], kind, s.lang));
}

/** What a save answers of the row its update (u) wrote, under the answer's names. */
const savedOfU = sql`SELECT u.version, u.current_step AS "currentStep", u.current_step_str AS "currentStepStr",
  u.agent_draft_status AS "agentDraftStatus", u.referral_status AS "referralStatus" FROM u`;

const listColumns = (table: ListTable) => getTableColumns(table) as unknown as Record<string, PgColumn>;

/** A list's entries as updateWithListSql takes them: their rows as JSON, in order. */
export function listRowsJson(table: ListTable, entries: Values[]): string {
  const columns = listColumns(table);
  const keys = entryColumns(table);
  return JSON.stringify(
    entries.map((e, i) => {
      const r = entryRow(table, e);
      return { ...Object.fromEntries(keys.map((k) => [columns[k].name, r[k]])), sort: i };
    }),
  );
}

/**
 * A save of a step that writes columns and its list only, as one statement: the versioned update of
 * the students row, the list's old rows deleted and the new ones inserted only when that update
 * matched (all three see one snapshot, so the delete cannot touch the new rows). Answers the
 * update's RETURNING row, or none when the version was stale (then nothing changed).
 */
export function updateWithListSql(update: SQL, stuId: number | Placeholder, table: ListTable, entries: string | Placeholder): SQL {
  const names = entryColumns(table).map((k) => listColumns(table)[k].name);
  const ident = (n: string) => sql.identifier(n);
  const list = sql.join(names.map(ident), sql`, `);
  const defs = sql.join([...names.map((n) => sql`${ident(n)} text`), sql`sort int`], sql`, `);
  return sql`WITH u AS (${update}),
    d AS (DELETE FROM ${table} WHERE ${table.stuId} = ${stuId} AND EXISTS (SELECT 1 FROM u)),
    i AS (INSERT INTO ${table} (${list}, stu_id, sort)
          SELECT ${list}, ${stuId}::int, x.sort FROM json_to_recordset(${entries}::json) AS x(${defs})
          WHERE EXISTS (SELECT 1 FROM u))
    ${savedOfU}`;
}

/** A save's update (returning the row) as raw SQL whose row has the answer's names, as updateWithListSql answers it. */
export const updateSql = (update: SQL): SQL => sql`WITH u AS (${update}) ${savedOfU}`;

/**
 * A copy (type=copy) takes every step the table marks as copied from its source: the step's
 * columns, list rows and files, plus the step's own copy work. Answers the copied steps as done.
 */
export async function copySteps(tx: Tx, secrets: SecretBox, fromId: number, to: number): Promise<number[]> {
  const [from] = await tx.select().from(students).where(eq(students.id, fromId));
  const copied = (Object.entries(STEPS) as unknown as [string, StepEntry][]).filter(([, e]) => e.copied);
  const columns: StudentColumns = {};
  for (const [, e] of copied) for (const k of e.columns ?? []) Object.assign(columns, { [k]: from[k as keyof StudentRow] });
  if (Object.keys(columns).length) await tx.update(students).set(columns).where(eq(students.id, to));
  for (const [, e] of copied) {
    if (e.list) {
      const table = e.list.table;
      const rows = await tx.select().from(table).where(eq(table.stuId, from.id));
      if (rows.length) await tx.insert(table).values(rows.map(({ id: _id, stuId: _stuId, ...r }) => ({ ...r, stuId: to })) as never);
    }
    const kinds = Object.values(e.files ?? {});
    if (kinds.length) {
      const rows = await tx
        .select()
        .from(studentFiles)
        .where(and(eq(studentFiles.stuId, from.id), inArray(studentFiles.kind, kinds)));
      if (rows.length)
        await tx
          .insert(studentFiles)
          .values(
            rows.map((f) => ({ stuId: to, kind: f.kind, fileId: f.fileId, fileName: f.fileName, annexType: f.annexType, sort: f.sort })),
          );
    }
    await e.copy?.(tx, secrets, from, to);
  }
  return copied.map(([n]) => Number(n));
}
