// Reading student files: ownership, the whole draft as /clerk/web/stu/info answers it (encrypted
// fields masked), and the file records the wizard shows. Writing lives in save.ts and steps.ts.
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CODES,
  DRAFT_NEXT_STEP,
  REFERRAL,
  REFERRAL_LABELS,
  SECRET_MASK,
  isStaff,
  maskCardNo,
  type ApplyItem,
  type CarriedUni,
  type CourseItem,
  type FileRecord,
  type Lang,
  type SchoolFacts,
  type StudentDraft,
  fileStatusLabel,
  nextStepOf,
} from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { rows } from '../../lib/sql';
import {
  countries,
  files,
  majors,
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
  uniApplyFiles,
  universities,
} from '../../db/schema';
import { BizError } from '../../lib/envelope';
import type { SecretBox } from '../../lib/secrets';
import { openStudentSecret } from './secret-fields';
import type { AuthContext } from '../accounts/sessions';
import { settingKeySql } from '../console/repo';

export type StudentRow = typeof students.$inferSelect;

/**
 * The student if the caller may reach it: its owner, or staff. Anything else answers exactly like
 * a student that does not exist, so another account learns nothing.
 */
export async function loadOwned(db: Db, auth: AuthContext, stuId: number): Promise<StudentRow> {
  const [row] = await db.select().from(students).where(eq(students.id, stuId)).limit(1);
  if (!row || (row.ownerId !== auth.userId && !isStaff(auth.roles))) throw new BizError(CODES.NOT_FOUND);
  return row;
}

export const fileRoute = (id: string, ext: string) => `/api/file/${id}.${ext}`;

export function fileRecord(f: { id: string; extension: string; originalName: string }, annexType?: string | null): FileRecord {
  const route = fileRoute(f.id, f.extension);
  return {
    fileName: f.originalName,
    fileNameAfter: `${f.id}.${f.extension}`,
    fileRoute: route,
    name: f.originalName,
    url: route,
    annexType: annexType ?? null,
  };
}

/** The id of a stored file from a record the client sends back (fileRoute or fileNameAfter). */
export function fileIdOf(r: { fileRoute?: string | null; fileNameAfter?: string | null }): string | null {
  const m = /([a-f0-9]{32})\.[a-z0-9]{2,5}$/.exec(r.fileRoute ?? r.fileNameAfter ?? '');
  return m ? m[1] : null;
}

export interface UniFacts extends SchoolFacts {
  countryId: string;
  status: string;
  applicationOpen: boolean;
}

export async function uniFacts(db: Db, ids: number[]): Promise<Map<number, UniFacts>> {
  if (!ids.length) return new Map();
  const list = await db
    .select({
      uniId: universities.id,
      uniName: universities.uniName,
      uniEnName: universities.uniEnName,
      uniLogo: universities.uniLogo,
      countryId: universities.countryId,
      isReduce: universities.isReduce,
      isSpecial: universities.isSpecial,
      stipendShow: universities.stipendShow,
      uniTypeTip: universities.uniTypeTip,
      status: universities.status,
      applicationOpen: countries.applicationOpen,
    })
    .from(universities)
    .innerJoin(countries, eq(countries.id, universities.countryId))
    .where(inArray(universities.id, [...new Set(ids)]));
  return new Map(list.map((u) => [u.uniId, u]));
}

export async function carriedUni(db: Db, uniId: number | null | undefined, majorId: number | null | undefined): Promise<CarriedUni | null> {
  if (!uniId) return null;
  const u = (await uniFacts(db, [uniId])).get(uniId);
  if (!u || u.status !== '0') return null;
  let major: CarriedUni['major'] = null;
  if (majorId) {
    const [m] = await db
      .select({ majorId: majors.id, majorName: majors.majorName, majorEnName: majors.majorEnName, degreeType: majors.degreeType })
      .from(majors)
      .where(and(eq(majors.id, majorId), eq(majors.uniId, uniId)))
      .limit(1);
    if (m) major = { majorId: m.majorId, majorName: m.majorName, majorEnName: m.majorEnName, courseType: courseTypeOfDegree(m.degreeType) };
  }
  const { status: _s, applicationOpen: _a, ...rest } = u;
  return { ...rest, major };
}

/**
 * The dictionary type of the course types of a country (getCourseTypByCountryId). Every country
 * uses web_stu_courseType today; the call exists so a country can have its own list, and the
 * save checks a course's type against what this answers.
 */
export async function courseTypeDict(db: Db, countryId: string): Promise<string> {
  const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1);
  if (!c) throw new BizError(CODES.NOT_FOUND);
  return 'web_stu_courseType';
}

/** jxj_major_degree_type (1 undergraduate, 2 master, 3 doctorate) to web_stu_courseType (same values). */
export const courseTypeOfDegree = (degree: string) => (['1', '2', '3'].includes(degree) ? degree : '1');

/** json_build_object('key', column, ...) of a table's columns, keys as the row type names them. */
function jsonRow(columns: Record<string, PgColumn>, omit: readonly string[] = []): SQL {
  const pairs = Object.entries(columns)
    .filter(([k]) => !omit.includes(k))
    .map(([k, c]) => sql`${sql.raw(`'${k}'`)}, ${c}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A JSON array of the rows of a subquery ('[]' for none). */
const jsonList = (row: SQL, order: SQL, from: SQL) => sql`coalesce((SELECT json_agg(${row} ORDER BY ${order}) FROM ${from}), '[]'::json)`;

const listColumns = ['id', 'stuId', 'sort'] as const;
type ListEntry<T> = Omit<T, (typeof listColumns)[number]>;

/** A stored file as a JSON object (id, extension, name) for fileRecord. */
const fileJson = (name: PgColumn, more: SQL = sql``) =>
  sql`json_build_object('id', ${files.id}, 'extension', ${files.extension}, 'originalName', ${name}${more})`;

interface FileJson {
  id: string;
  extension: string;
  originalName: string;
  annexType?: string | null;
}

interface ApplyJson {
  id: number;
  uniId: number;
  uniName: string | null;
  uniEnName: string | null;
  uniLogo: string | null;
  isReduce: string | null;
  isSpecial: string | null;
  stipendShow: string | null;
  uniTypeTip: number | null;
  courses: Omit<typeof studentCourses.$inferSelect, 'applyId' | 'sort'>[];
  nets: FileJson[];
  forms: FileJson[];
}

/**
 * The schools of a student with their catalogue facts, courses, the forms uploaded for each and
 * each university's own forms: one JSON array, so the list costs one statement however many
 * schools there are.
 */
const appliesJson = (stuId: SQL | PgColumn) =>
  jsonList(
    sql`json_build_object('id', ${studentApplies.id}, 'uniId', ${studentApplies.uniId},
      'uniName', ${universities.uniName}, 'uniEnName', ${universities.uniEnName}, 'uniLogo', ${universities.uniLogo},
      'isReduce', ${universities.isReduce}, 'isSpecial', ${universities.isSpecial}, 'stipendShow', ${universities.stipendShow},
      'uniTypeTip', ${universities.uniTypeTip},
      'courses', ${jsonList(jsonRow(getTableColumns(studentCourses), ['applyId', 'sort']), sql`${studentCourses.sort}, ${studentCourses.id}`, sql`${studentCourses} WHERE ${studentCourses.applyId} = ${studentApplies.id}`)},
      'nets', ${jsonList(
        fileJson(studentFiles.fileName, sql`, 'annexType', ${studentFiles.annexType}`),
        sql`${studentFiles.sort}, ${studentFiles.id}`,
        sql`${studentFiles} JOIN ${files} ON ${files.id} = ${studentFiles.fileId}
            WHERE ${studentFiles.stuId} = ${studentApplies.stuId} AND ${studentFiles.kind} = 'uniNet' AND ${studentFiles.applyId} = ${studentApplies.id}`,
      )},
      'forms', ${jsonList(
        fileJson(uniApplyFiles.fileName),
        sql`${uniApplyFiles.sort}, ${uniApplyFiles.id}`,
        sql`${uniApplyFiles} JOIN ${files} ON ${files.id} = ${uniApplyFiles.fileId} WHERE ${uniApplyFiles.uniId} = ${studentApplies.uniId}`,
      )})`,
    sql`${studentApplies.sort}, ${studentApplies.id}`,
    sql`${studentApplies} LEFT JOIN ${universities} ON ${universities.id} = ${studentApplies.uniId} WHERE ${studentApplies.stuId} = ${stuId}`,
  );

function applyItemOf(a: ApplyJson): ApplyItem {
  return {
    applyId: a.id,
    uniId: a.uniId,
    uniName: a.uniName ?? '',
    uniEnName: a.uniEnName ?? '',
    uniLogo: a.uniLogo ?? null,
    isReduce: a.isReduce ?? '0',
    isSpecial: a.isSpecial ?? '0',
    stipendShow: a.stipendShow ?? '1',
    uniTypeTip: a.uniTypeTip ?? 2,
    netApplyFile: a.nets.map((f) => fileRecord(f, f.annexType)),
    courseList: a.courses.map((c): CourseItem => ({
      courseId: c.id,
      majorId: c.majorId,
      courseName: c.courseName,
      courseType: c.courseType,
      courseAge: c.courseAge,
      beginDate: c.beginDate,
      coreBeginDate: c.coreBeginDate,
      professionalLink: c.professionalLink,
      campus: c.campus,
      volSort: c.volSort,
    })),
    fileList: a.forms.map((f) => fileRecord(f)),
  };
}

/** The schools of a student as the save and the draft answer them (one statement; also inside a transaction). */
export async function applyItems(db: Db | Tx, stuId: number): Promise<ApplyItem[]> {
  const [r] = await rows<{ list: ApplyJson[] }>(db as Db, sql`SELECT ${appliesJson(sql`${stuId}`)} AS list`);
  return (r?.list ?? []).map(applyItemOf);
}

/** What a draft holds beyond the students row, read with it in the same statement. */
interface DraftJson {
  edu: ListEntry<typeof studentEducations.$inferSelect>[];
  work: ListEntry<typeof studentWorks.$inferSelect>[];
  lang: ListEntry<typeof studentLanguages.$inferSelect>[];
  refs: ListEntry<typeof studentReferrers.$inferSelect>[];
  contacts: ListEntry<typeof studentContacts.$inferSelect>[];
  kin: ListEntry<typeof studentKinsfolk.$inferSelect>[];
  files: (FileJson & { kind: string })[];
  applies: ApplyJson[];
  countryName: string | null;
  requiresLink: boolean | null;
  /** The stuStatus_agent entry of the file's stuStatus (as staff may have renamed it). */
  stuStatusLabel: { cn: string; en: string } | null;
  /** The next-step setting of the file's state (status_settings); null for a draft or a missing setting. */
  next: { owner: string; waitDays: number | null } | null;
  /** Every sensitive consent of the file withdrawn (null when none was given). */
  sensitiveWithdrawn: boolean | null;
}

const listJson = (table: ListTable) =>
  jsonList(
    jsonRow(getTableColumns(table) as unknown as Record<string, PgColumn>, listColumns),
    sql`${table.sort}, ${table.id}`,
    sql`${table} WHERE ${table.stuId} = ${students.id}`,
  );

/** The tables of the steps' lists (education, work, languages, referrers, guardians, relatives). */
export type ListTable =
  | typeof studentEducations
  | typeof studentWorks
  | typeof studentLanguages
  | typeof studentReferrers
  | typeof studentContacts
  | typeof studentKinsfolk;

// sensitiveWithdrawn names "students"."id" in full: in a select of one table Drizzle writes a column
// without its table, and consents has an id of its own.
const draftJson = () => sql<DraftJson>`json_build_object(
  'edu', ${listJson(studentEducations)}, 'work', ${listJson(studentWorks)}, 'lang', ${listJson(studentLanguages)},
  'refs', ${listJson(studentReferrers)}, 'contacts', ${listJson(studentContacts)}, 'kin', ${listJson(studentKinsfolk)},
  'files', ${jsonList(
    fileJson(studentFiles.fileName, sql`, 'annexType', ${studentFiles.annexType}, 'kind', ${studentFiles.kind}`),
    sql`${studentFiles.sort}, ${studentFiles.id}`,
    sql`${studentFiles} JOIN ${files} ON ${files.id} = ${studentFiles.fileId} WHERE ${studentFiles.stuId} = ${students.id} AND ${studentFiles.kind} <> 'uniNet'`,
  )},
  'applies', ${appliesJson(students.id)},
  'countryName', (SELECT ${countries.name} FROM ${countries} WHERE ${countries.id} = ${students.countryId}),
  'requiresLink', (SELECT ${countries.requiresProfessionalLink} FROM ${countries} WHERE ${countries.id} = ${students.countryId}),
  'stuStatusLabel', (SELECT json_build_object('cn', d.dict_label, 'en', d.dict_en_label) FROM dict_data d
    WHERE d.dict_type = 'stuStatus_agent' AND d.dict_value = ${students.stuStatus}),
  'next', (SELECT json_build_object('owner', ss.next_owner, 'waitDays', ss.wait_days) FROM status_settings ss
    WHERE ss.status = ${settingKeySql('students')}),
  'sensitiveWithdrawn', (SELECT bool_and(c.withdrawn_at IS NOT NULL) FROM consents c
    WHERE c.stu_id = "students"."id" AND c.kind = 'sensitive'))`;

/** The schools stored for a student with what a save's rules read of them, read with the row. */
const savedAppliesJson = () =>
  jsonList(
    sql`json_build_object('uniId', ${studentApplies.uniId}, 'isSpecial', ${universities.isSpecial})`,
    sql`${studentApplies.sort}, ${studentApplies.id}`,
    sql`${studentApplies} LEFT JOIN ${universities} ON ${universities.id} = ${studentApplies.uniId} WHERE ${studentApplies.stuId} = ${students.id}`,
  );

type DraftQuery = ReturnType<typeof draftQueryOf>;
type SavedQuery = ReturnType<typeof savedQueryOf>;
const draftQueryOf = (db: Db) =>
  db
    .select({ ...getTableColumns(students), draft: draftJson() })
    .from(students)
    .where(eq(students.id, sql.placeholder('id')))
    .prepare('student_draft');
const savedQueryOf = (db: Db) =>
  db
    .select({ ...getTableColumns(students), applies: sql<{ uniId: number; isSpecial: string | null }[]>`${savedAppliesJson()}` })
    .from(students)
    .where(eq(students.id, sql.placeholder('id')))
    .prepare('student_saved');
// Built once per database: the statements are long, and PostgreSQL keeps them prepared per connection.
const draftQueries = new WeakMap<Db, DraftQuery>();
const savedQueries = new WeakMap<Db, SavedQuery>();

const owns = (auth: AuthContext, row: { ownerId: number } | undefined) => !!row && (row.ownerId === auth.userId || isStaff(auth.roles));

/** A student the caller may reach with its whole draft (one statement), secrets masked; labels in lang. */
export async function loadDraft(db: Db, secrets: SecretBox, auth: AuthContext, stuId: number, lang: Lang = 'cn'): Promise<StudentDraft> {
  let q = draftQueries.get(db);
  if (!q) draftQueries.set(db, (q = draftQueryOf(db)));
  const [found] = await q.execute({ id: stuId });
  if (!owns(auth, found)) throw new BizError(CODES.NOT_FOUND);
  const { draft, ...row } = found;
  return draftOf(secrets, row, draft, lang);
}

/** A student the caller may reach with its stored schools (one statement): what a save starts from. */
export async function loadForSave(
  db: Db,
  auth: AuthContext,
  stuId: number,
): Promise<{ row: StudentRow; applies: { uniId: number; isSpecial: string }[] }> {
  let q = savedQueries.get(db);
  if (!q) savedQueries.set(db, (q = savedQueryOf(db)));
  const [found] = await q.execute({ id: stuId });
  if (!owns(auth, found)) throw new BizError(CODES.NOT_FOUND);
  const { applies, ...row } = found;
  return { row, applies: applies.map((a) => ({ uniId: a.uniId, isSpecial: a.isSpecial ?? '0' })) };
}

/** Times as the list answers them: 'YYYY-MM-DD HH:mm:ss' in Beijing time (UTC+8, no daylight saving). */
export const beijingTime = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

/** The whole draft of a row already read (the final submit's check); one statement. */
export async function readDraft(db: Db, secrets: SecretBox, row: StudentRow): Promise<StudentDraft> {
  const [r] = await rows<{ draft: DraftJson }>(db, sql`SELECT ${draftJson()} AS draft FROM ${students} WHERE ${students.id} = ${row.id}`);
  return draftOf(secrets, row, r.draft);
}

/** The draft as the wizard and the detail page read it; secrets masked. */
function draftOf(secrets: SecretBox, row: StudentRow, d: DraftJson, lang: Lang = 'cn'): StudentDraft {
  const id = row.id;
  const state = { referralStatus: row.referralStatus, stuStatus: row.stuStatus };
  const stuFiles = d.files;
  const applyList = d.applies.map(applyItemOf);
  const filesOf = (kind: string) => stuFiles.filter((f) => f.kind === kind).map((f) => fileRecord(f, f.annexType));
  const stuOther = {
    currentStep: row.currentStep,
    currentStepStr: row.currentStepStr,
    isWork: row.isWork,
    isApplyKinsfolk: row.isApplyKinsfolk,
    cardType: row.cardType,
    cardUsername: row.cardUsername,
    cardNo: maskCardNo(openStudentSecret(secrets, 'cardNoEnc', row.id, row.cardNoEnc)),
    cardValidity: row.cardValidity,
    cardSafetyCode: row.cardSafetyCodeEnc ? SECRET_MASK : null,
    languageExamOther: row.languageExamOther,
    eduWebsite: row.eduWebsite,
    eduUsername: row.eduUsername,
    eduPassword: row.eduPasswordEnc ? SECRET_MASK : null,
    sensitiveWithdrawn: d.sensitiveWithdrawn === true,
    annexTypeList: row.annexTypeList ?? [],
    isNationalCitizens: row.isNationalCitizens,
    isPr: row.isPr,
    visaStatus: row.visaStatus,
    isEnglish: row.isEnglish,
    firstLanguage: row.firstLanguage,
    isEnglishBg: row.isEnglishBg,
    giveLessonsTime: row.giveLessonsTime,
    isRefusal: row.isRefusal,
    refusalFile: filesOf('refusal'),
    isApplyCountry: row.isApplyCountry,
    schoolName: row.schoolName,
    majorName: row.majorName,
    isApplyVisa: row.isApplyVisa,
    visaType: row.visaType,
    visaBeginDate: row.visaBeginDate,
    visaFile: filesOf('visa'),
    isInCountry: row.isInCountry,
    isTurn: row.isTurn,
  };
  return {
    id,
    stuId: id,
    version: row.version,
    countryId: row.countryId,
    oldCountryId: row.oldCountryId,
    countryName: d.countryName ?? null,
    requiresProfessionalLink: d.requiresLink ?? false,
    isOldVersions: 1,
    agentDraftStatus: row.agentDraftStatus,
    referralStatus: row.referralStatus,
    stuStatus: row.stuStatus,
    statusLabel: fileStatusLabel(state, d.stuStatusLabel)[lang],
    returnReason: row.referralStatus === REFERRAL.returned ? row.returnReason : null,
    nextStep: nextStepOf(state, d.next),
    isEditable: row.referralStatus >= 1 ? '1' : '0',
    isSignContract: row.isSignContract,
    signRoute: row.signRoute,
    isClerkApply: row.isClerkApply,
    stuName: row.stuName ?? '',
    stuSpell: row.stuSpell ?? '',
    sex: row.sex,
    birthday: row.birthday ?? '',
    nationality: row.nationality,
    phoneNumber: row.phoneNumber ?? '',
    stuEmail: row.stuEmail ?? '',
    zipCode: row.zipCode ?? '',
    homeAddress: row.homeAddress ?? '',
    remarks: row.remarks ?? '',
    stuOther,
    stuEduList: d.edu,
    stuWorkList: d.work,
    stuLanguageList: d.lang,
    stuReferrerList: d.refs,
    stuContactList: d.contacts,
    stuKinsfolkList: d.kin,
    applyFile: filesOf('apply'),
    netApplyFile: filesOf('net'),
    agentApplyList: applyList,
    applyList,
    carryUni: null,
    createDate: beijingTime(row.createdAt),
    updateDate: beijingTime(row.updatedAt),
  };
}

/** An empty form (info with id 0): a new student, optionally with the carried university. */
export function emptyDraft(lang: Lang = 'cn'): StudentDraft {
  return {
    id: 0,
    stuId: 0,
    version: 0,
    countryId: null,
    oldCountryId: null,
    countryName: null,
    requiresProfessionalLink: false,
    isOldVersions: 1,
    agentDraftStatus: '0',
    referralStatus: 0,
    stuStatus: null,
    statusLabel: REFERRAL_LABELS[0][lang],
    returnReason: null,
    nextStep: DRAFT_NEXT_STEP,
    isEditable: '0',
    isSignContract: '0',
    signRoute: null,
    isClerkApply: null,
    stuName: '',
    stuSpell: '',
    sex: null,
    birthday: '',
    nationality: null,
    phoneNumber: '',
    stuEmail: '',
    zipCode: '',
    homeAddress: '',
    remarks: '',
    stuOther: { currentStep: 1, currentStepStr: '', annexTypeList: [], sensitiveWithdrawn: false },
    stuEduList: [],
    stuWorkList: [],
    stuLanguageList: [],
    stuReferrerList: [],
    stuContactList: [],
    stuKinsfolkList: [],
    applyFile: [],
    netApplyFile: [],
    agentApplyList: [],
    applyList: [],
    carryUni: null,
    createDate: null,
    updateDate: null,
  };
}
