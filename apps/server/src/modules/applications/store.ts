// Reading student files: ownership, the whole draft as /clerk/web/stu/info answers it (encrypted
// fields masked), and the file records the wizard shows. Writing lives in save.ts and steps.ts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CODES,
  SECRET_MASK,
  isStaff,
  maskCardNo,
  type ApplyItem,
  type CarriedUni,
  type CourseItem,
  type FileRecord,
  type SchoolFacts,
  type StudentDraft,
} from '@portal/shared';
import type { Db } from '../../db/client';
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

/** The entries of a list as the draft answers them: the row without its id, owner and order. */
const entries = <T extends { id: number; stuId: number; sort: number }>(rows: T[]) =>
  rows.map(({ id: _id, stuId: _s, sort: _o, ...r }) => r);

/** The university's own application forms. */
export async function uniForms(db: Db, uniIds: number[]): Promise<Map<number, FileRecord[]>> {
  const out = new Map<number, FileRecord[]>();
  if (!uniIds.length) return out;
  const list = await db
    .select({ uniId: uniApplyFiles.uniId, fileName: uniApplyFiles.fileName, id: files.id, extension: files.extension })
    .from(uniApplyFiles)
    .innerJoin(files, eq(files.id, uniApplyFiles.fileId))
    .where(inArray(uniApplyFiles.uniId, uniIds))
    .orderBy(asc(uniApplyFiles.sort), asc(uniApplyFiles.id));
  for (const f of list)
    out.set(f.uniId, [...(out.get(f.uniId) ?? []), fileRecord({ id: f.id, extension: f.extension, originalName: f.fileName })]);
  return out;
}

export async function applyItems(db: Db, stuId: number): Promise<ApplyItem[]> {
  const applies = await db
    .select()
    .from(studentApplies)
    .where(eq(studentApplies.stuId, stuId))
    .orderBy(asc(studentApplies.sort), asc(studentApplies.id));
  if (!applies.length) return [];
  const ids = applies.map((a) => a.id);
  // One query after another: this also runs inside a save's transaction, where the queries share
  // one connection and cannot overlap.
  const uniIds = applies.map((a) => a.uniId);
  const facts = await uniFacts(db, uniIds);
  const courses = await db
    .select()
    .from(studentCourses)
    .where(inArray(studentCourses.applyId, ids))
    .orderBy(asc(studentCourses.sort), asc(studentCourses.id));
  const nets = await db
    .select({
      applyId: studentFiles.applyId,
      annexType: studentFiles.annexType,
      id: files.id,
      extension: files.extension,
      originalName: studentFiles.fileName,
    })
    .from(studentFiles)
    .innerJoin(files, eq(files.id, studentFiles.fileId))
    .where(and(eq(studentFiles.stuId, stuId), eq(studentFiles.kind, 'uniNet')))
    .orderBy(asc(studentFiles.sort), asc(studentFiles.id));
  const forms = await uniForms(db, uniIds);
  return applies.map((a) => {
    const u = facts.get(a.uniId);
    const courseList: CourseItem[] = courses
      .filter((c) => c.applyId === a.id)
      .map((c) => ({
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
      }));
    return {
      applyId: a.id,
      uniId: a.uniId,
      uniName: u?.uniName ?? '',
      uniEnName: u?.uniEnName ?? '',
      uniLogo: u?.uniLogo ?? null,
      isReduce: u?.isReduce ?? '0',
      isSpecial: u?.isSpecial ?? '0',
      stipendShow: u?.stipendShow ?? '1',
      uniTypeTip: u?.uniTypeTip ?? 2,
      netApplyFile: nets.filter((f) => f.applyId === a.id).map((f) => fileRecord(f, f.annexType)),
      courseList,
      fileList: forms.get(a.uniId) ?? [],
    };
  });
}

/** Times as the list answers them: 'YYYY-MM-DD HH:mm:ss' in Beijing time (UTC+8, no daylight saving). */
export const beijingTime = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

/** The whole draft as the wizard and the detail page read it; secrets masked. */
export async function readDraft(db: Db, secrets: SecretBox, row: StudentRow): Promise<StudentDraft> {
  const id = row.id;
  const [edu, work, lang, refs, contacts, kin, stuFiles, applyList, country] = await Promise.all([
    db
      .select()
      .from(studentEducations)
      .where(eq(studentEducations.stuId, id))
      .orderBy(asc(studentEducations.sort), asc(studentEducations.id)),
    db.select().from(studentWorks).where(eq(studentWorks.stuId, id)).orderBy(asc(studentWorks.sort), asc(studentWorks.id)),
    db.select().from(studentLanguages).where(eq(studentLanguages.stuId, id)).orderBy(asc(studentLanguages.sort), asc(studentLanguages.id)),
    db.select().from(studentReferrers).where(eq(studentReferrers.stuId, id)).orderBy(asc(studentReferrers.sort), asc(studentReferrers.id)),
    db.select().from(studentContacts).where(eq(studentContacts.stuId, id)).orderBy(asc(studentContacts.sort), asc(studentContacts.id)),
    db.select().from(studentKinsfolk).where(eq(studentKinsfolk.stuId, id)).orderBy(asc(studentKinsfolk.sort), asc(studentKinsfolk.id)),
    db
      .select({
        kind: studentFiles.kind,
        annexType: studentFiles.annexType,
        id: files.id,
        extension: files.extension,
        originalName: studentFiles.fileName,
      })
      .from(studentFiles)
      .innerJoin(files, eq(files.id, studentFiles.fileId))
      .where(and(eq(studentFiles.stuId, id), sql`${studentFiles.kind} <> 'uniNet'`))
      .orderBy(asc(studentFiles.sort), asc(studentFiles.id)),
    applyItems(db, id),
    row.countryId
      ? db
          .select({ name: countries.name, requires: countries.requiresProfessionalLink })
          .from(countries)
          .where(eq(countries.id, row.countryId))
          .limit(1)
      : Promise.resolve([]),
  ]);
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
    countryName: country[0]?.name ?? null,
    requiresProfessionalLink: country[0]?.requires ?? false,
    isOldVersions: 1,
    agentDraftStatus: row.agentDraftStatus,
    referralStatus: row.referralStatus,
    stuStatus: row.stuStatus,
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
    stuEduList: entries(edu),
    stuWorkList: entries(work),
    stuLanguageList: entries(lang),
    stuReferrerList: entries(refs),
    stuContactList: entries(contacts),
    stuKinsfolkList: entries(kin),
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
export function emptyDraft(): StudentDraft {
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
    stuOther: { currentStep: 1, currentStepStr: '', annexTypeList: [] },
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
