// Saving student files: add and update check the step being saved with the same schema as the
// wizard's form, apply the business rules (schools, duplicates, locks, files), and write that
// step's section in one transaction guarded by the version the form was loaded with. The final
// submit checks every step. agentAddApply and switch/country share the school rules.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CODES, COURSE_TYPE_OF_COUNTRY, MAX_SCHOOLS, REFERRAL, STEP_DICT_FIELDS, STEP_NAMES, STEP_NUMBERS, flattenForm, valuesAtPath, isMaskedCardNo, isMaskedSecret,
  isMessageKey, isStaff, msgKey, stepSchema, translateMessage, type ApplyEntry, type Lang, type MessageKey, type SaveAnswer, type StepNo, type StudentSaveBody,
} from '@portal/shared';
import type { Db } from '../../db/client';
import {
  countries, dictData, files, studentApplies, studentContacts, studentCourses, studentEducations, studentFiles, studentKinsfolk, studentLanguages,
  studentReferrers, students, studentWorks,
} from '../../db/schema';
import { BizError, invalid } from '../../lib/envelope';
import type { SecretBox } from '../../lib/secrets';
import { openStudentSecret, sealStudentSecret, type StudentSecretField } from './secret-fields';
import type { AuthContext } from '../accounts/sessions';
import { applyItems, courseTypeDict, fileIdOf, loadOwned, readDraft, uniFacts, type StudentRow, type UniFacts } from './store';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Rec = Record<string, unknown>;

export interface Deps {
  db: Db;
  secrets: SecretBox;
}

const VISA_EXT = ['jpg', 'jpeg', 'png', 'webp', 'pdf'];

// --- Errors -----------------------------------------------------------------------------------
const tip = (code: string, key: MessageKey, params?: Record<string, unknown>, data: unknown = null) =>
  new BizError(code, msgKey(key, params), data);

/**
 * 003 naming the field and the rule; data.errors lists every issue (paths as dotted fields). Every
 * rule of the shared schemas carries a catalogue key (a shared test sends one bad value per rule);
 * should one ever come without, the user still reads the catalogue's 'invalid', never zod's English.
 */
function parseOr<T>(schema: z.ZodType<T>, value: unknown, lang: Lang, prefix: PropertyKey[] = []): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    const issues = r.error.issues.map((i) => ({ path: i.path, message: isMessageKey(i.message.split('|')[0]) ? i.message : 'invalid' }));
    throw invalid(issues, lang, prefix);
  }
  return r.data;
}

// --- Reference checks -------------------------------------------------------------------------
async function loadCountry(db: Db | Tx, countryId: string | null | undefined) {
  if (!countryId) return null;
  const [c] = await db.select().from(countries).where(eq(countries.id, countryId)).limit(1);
  return c ?? null;
}

/** The student a family of copies started from. */
const copyRoot = (s: StudentRow) => s.copiedFromId ?? s.id;

/**
 * Dictionary fields hold one of the dictionary's entries, as the form's selects offer them. The
 * course types are checked against the dictionary of the application country.
 */
async function checkDictValues(db: Db, step: StepNo, data: unknown, lang: Lang, countryId: string | null): Promise<void> {
  const found: { path: (string | number)[]; value: string; dictType: string }[] = [];
  for (const f of STEP_DICT_FIELDS[step] ?? []) {
    const values = valuesAtPath(data, f.path);
    if (!values.length) continue;
    let dictType = f.dictType;
    if (dictType === COURSE_TYPE_OF_COUNTRY) {
      if (!countryId) throw invalid([{ path: ['countryId'], message: 'selectCountry' }], lang);
      dictType = await courseTypeDict(db, countryId);
    }
    found.push(...values.map((v) => ({ ...v, dictType })));
  }
  if (!found.length) return;
  const types = [...new Set(found.map((f) => f.dictType))];
  const known = await db
    .select({ dictType: dictData.dictType, dictValue: dictData.dictValue })
    .from(dictData)
    .where(inArray(dictData.dictType, types));
  const set = new Set(known.map((k) => `${k.dictType}\u0000${k.dictValue}`));
  const wrong = found.filter((f) => !set.has(`${f.dictType}\u0000${f.value}`));
  if (wrong.length) throw invalid(wrong.map((w) => ({ path: w.path, message: 'oneOf' })), lang);
}

const typeClass = (uniTypeTip: number) => (uniTypeTip === 1 ? 'college' : 'university');

/** Community colleges and universities are not mixed in one application. */
export const mixesTypes = (list: { uniTypeTip: number }[]) => new Set(list.map((u) => typeClass(u.uniTypeTip))).size > 1;

/**
 * The school rules of apply info and add-application: known, open universities of the
 * application's country, each once, with a scholarship, at most five, one kind of school.
 */
function checkSchools(entries: { uniId: number }[], facts: Map<number, UniFacts>, countryId: string, keptCount = 0) {
  const seen = new Set<number>();
  for (const e of entries) {
    const u = facts.get(e.uniId);
    if (!u || u.status !== '0' || u.countryId !== countryId || !u.applicationOpen) throw tip(CODES.BUSINESS_TIP, 'schoolInvalid');
    if (seen.has(e.uniId)) throw tip(CODES.BUSINESS_TIP, 'schoolTwice');
    seen.add(e.uniId);
    if (u.stipendShow === '0') throw tip(CODES.BUSINESS_TIP, 'noStipend');
  }
  if (entries.length + keptCount > MAX_SCHOOLS) throw tip(CODES.BUSINESS_TIP, 'fiveSchools');
  if (mixesTypes(entries.map((e) => facts.get(e.uniId)!))) throw tip(CODES.BUSINESS_TIP, 'uniTypeMix');
}

/** Whether the school flags the client sent agree with the catalogue: the server's word wins. */
function withCatalogueFlags(list: unknown, facts: Map<number, UniFacts>): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((a: Rec) => {
    const u = facts.get(Number(a?.uniId));
    return u ? { ...a, isSpecial: u.isSpecial } : a;
  });
}

interface FileRef {
  id: string;
  kind: string;
  fileName: string;
  annexType: string | null;
  applyIndex?: number;
}

/** Files named in a save must exist and belong to the caller, the file's owner account, or staff. */
async function checkFiles(db: Db, auth: AuthContext, ownerId: number, refs: FileRef[], lang: Lang): Promise<Map<string, { extension: string }>> {
  if (!refs.length) return new Map();
  const found = await db
    .select({ id: files.id, ownerId: files.ownerId, extension: files.extension, isPublic: files.isPublic })
    .from(files)
    .where(inArray(files.id, [...new Set(refs.map((r) => r.id))]));
  const byId = new Map(found.map((f) => [f.id, f]));
  for (const r of refs) {
    const f = byId.get(r.id);
    const mine = f && (f.ownerId === auth.userId || f.ownerId === ownerId || isStaff(auth.roles));
    if (!mine) throw new BizError(CODES.INVALID_PARAM, translateMessage('fileUnknown', lang));
    if ((r.kind === 'refusal' || r.kind === 'visa') && !VISA_EXT.includes(f.extension)) throw new BizError(CODES.INVALID_PARAM, translateMessage('visaFileType', lang));
  }
  return byId;
}

function refsOf(list: unknown, kind: string, lang: Lang): FileRef[] {
  if (!Array.isArray(list)) return [];
  return list.map((f: Rec) => {
    const id = fileIdOf(f as { fileRoute?: string; fileNameAfter?: string });
    if (!id) throw new BizError(CODES.INVALID_PARAM, translateMessage('fileUnknown', lang));
    return { id, kind, fileName: String(f.fileName ?? f.name ?? 'file').slice(0, 255), annexType: (f.annexType as string | null) ?? null };
  });
}

// --- Writing sections ---------------------------------------------------------------------------
async function replaceFiles(tx: Tx, stuId: number, kinds: string[], refs: FileRef[], applyId: number | null = null) {
  await tx.delete(studentFiles).where(and(eq(studentFiles.stuId, stuId), inArray(studentFiles.kind, kinds), applyId ? eq(studentFiles.applyId, applyId) : sql`TRUE`));
  if (refs.length)
    await tx.insert(studentFiles).values(refs.map((r, i) => ({ stuId, applyId, kind: r.kind, fileId: r.id, fileName: r.fileName, annexType: r.annexType, sort: i })));
}

async function replaceList<T extends Rec>(tx: Tx, table: Parameters<Tx['insert']>[0], stuIdCol: Parameters<typeof eq>[0], stuId: number, list: T[]) {
  await tx.delete(table).where(eq(stuIdCol, stuId));
  if (list.length) await tx.insert(table).values(list.map((r, i) => ({ ...r, stuId, sort: i })) as never);
}

const nz = (v: unknown) => (v === undefined || v === '' ? null : (v as string | null));

async function writeCourses(tx: Tx, applyId: number, courses: ApplyEntry['courseList']) {
  await tx.delete(studentCourses).where(eq(studentCourses.applyId, applyId));
  await tx.insert(studentCourses).values(
    courses.map((c, i) => ({
      applyId,
      majorId: c.majorId ?? null,
      courseName: c.courseName.trim(),
      courseType: c.courseType,
      courseAge: c.courseAge,
      beginDate: c.beginDate,
      coreBeginDate: nz(c.coreBeginDate),
      professionalLink: nz(c.professionalLink),
      campus: nz(c.campus),
      volSort: c.volSort,
      sort: i,
    })),
  );
}

/** Upsert the chosen schools: entries with an applyId of this student are kept, others added, the rest removed. */
async function writeApplies(tx: Tx, stuId: number, entries: ApplyEntry[], netRefs: FileRef[][], lang: Lang) {
  const existing = await tx.select({ id: studentApplies.id }).from(studentApplies).where(eq(studentApplies.stuId, stuId));
  const known = new Set(existing.map((e) => e.id));
  const kept = new Set<number>();
  for (const [i, e] of entries.entries()) {
    let applyId = e.applyId ? Number(e.applyId) : 0;
    if (applyId && !known.has(applyId)) throw invalid([{ path: ['agentApplyList', i, 'applyId'], message: 'invalid' }], lang);
    if (applyId) await tx.update(studentApplies).set({ uniId: e.uniId, sort: i }).where(eq(studentApplies.id, applyId));
    else [{ id: applyId }] = await tx.insert(studentApplies).values({ stuId, uniId: e.uniId, sort: i }).returning({ id: studentApplies.id });
    kept.add(applyId);
    await writeCourses(tx, applyId, e.courseList);
    await replaceFiles(tx, stuId, ['uniNet'], netRefs[i], applyId);
  }
  const gone = [...known].filter((id) => !kept.has(id));
  if (gone.length) await tx.delete(studentApplies).where(inArray(studentApplies.id, gone));
}

// --- The save ---------------------------------------------------------------------------------
const doneSteps = (str: string, add: number[]) =>
  [...new Set([...str.split(',').filter(Boolean).map(Number), ...add])].filter((n) => n >= 1 && n <= 11).sort((a, b) => a - b).join(',');

/** Every step of a stored draft merged with this save's step, checked before a submit. */
async function checkComplete(deps: Deps, row: StudentRow, step: StepNo, current: Rec, ctx: { requiresProfessionalLink: boolean; hasSpecialSchool: boolean }) {
  const stored = flattenForm((await readDraft(deps.db, deps.secrets, row)) as unknown as Rec);
  const merged = { ...stored, ...current };
  for (const s of STEP_NUMBERS) {
    if (s === step) continue;
    const r = stepSchema(s, ctx).safeParse(merged);
    if (!r.success) {
      const n = STEP_NAMES[s];
      throw tip(CODES.BUSINESS_TIP, 'completeStep', { cn: n.cn, en: n.en }, { step: s });
    }
  }
}

export async function saveStudent(deps: Deps, auth: AuthContext, body: StudentSaveBody, mode: 'add' | 'update', lang: Lang): Promise<SaveAnswer> {
  const { db } = deps;
  const step = body.stuOther.currentStep as StepNo;
  const flat = flattenForm(body as Rec);
  const submit = step === 11 && String(body.agentDraftStatus ?? '0') === '1';

  let row: StudentRow | null = null;
  if (mode === 'update') {
    const id = Number(body.stuId || body.id);
    if (!id) throw invalid([{ path: ['stuId'], message: 'required' }], lang);
    row = await loadOwned(db, auth, id);
    if (body.version === undefined || body.version === null) throw invalid([{ path: ['version'], message: 'required' }], lang);
    if (row.version !== body.version) throw new BizError(CODES.STALE_VERSION, undefined, { version: row.version });
    if (row.referralStatus === REFERRAL.transferred) throw tip(CODES.BUSINESS_TIP, 'transferred');
  } else if (step !== 1) {
    throw tip(CODES.BUSINESS_TIP, 'newStudentFirst');
  }

  const savedApplies = row ? await db.select().from(studentApplies).where(eq(studentApplies.stuId, row.id)) : [];
  const savedFacts = await uniFacts(db, savedApplies.map((a) => a.uniId));
  const countryId = step === 1 || step === 2 ? String(flat.countryId ?? '') : (row?.countryId ?? '');
  const country = await loadCountry(db, countryId);
  if ((step === 1 || step === 2) && countryId && (!country || !country.applicationOpen)) throw invalid([{ path: ['countryId'], message: 'oneOf' }], lang);

  // The catalogue decides which school is special, whatever the client says.
  let stepFacts = new Map<number, UniFacts>();
  if (step === 2 && Array.isArray(flat.agentApplyList)) {
    stepFacts = await uniFacts(db, (flat.agentApplyList as Rec[]).map((a) => Number(a?.uniId)).filter((n) => Number.isInteger(n) && n > 0));
    flat.agentApplyList = withCatalogueFlags(flat.agentApplyList, stepFacts);
  }
  const ctx = {
    requiresProfessionalLink: country?.requiresProfessionalLink ?? false,
    hasSpecialSchool: savedApplies.some((a) => savedFacts.get(a.uniId)?.isSpecial === '1'),
  };
  const data = parseOr(stepSchema(step, ctx), flat, lang) as Rec;
  await checkDictValues(db, step, data, lang, countryId || null);

  // Business rules of the step.
  const countryChanged = !!row?.countryId && countryId !== row.countryId;
  const fileRefs: FileRef[] = [];
  let netRefs: FileRef[][] = [];
  const copyFrom = mode === 'add' && body.copyFromId ? await loadOwned(db, auth, Number(body.copyFromId)) : null;
  if (step === 1) {
    if (countryChanged && savedApplies.length) throw tip(CODES.BUSINESS_TIP, row!.referralStatus ? 'submittedCountry' : 'switchCountryFirst');
    if (row && row.referralStatus >= REFERRAL.submitted && (data.stuSpell !== row.stuSpell || data.birthday !== row.birthday))
      throw tip(CODES.BUSINESS_TIP, 'studentLocked');
    const identityChanged = !row || data.stuSpell !== row.stuSpell || data.birthday !== row.birthday;
    if (identityChanged && String(body.isDuplicate ?? '') !== '1') {
      const [dup] = await db
        .select({ id: students.id })
        .from(students)
        .where(
          and(
            eq(students.ownerId, row?.ownerId ?? auth.userId),
            sql`lower(${students.stuSpell}) = lower(${String(data.stuSpell).trim()})`,
            eq(students.birthday, String(data.birthday)),
            row ? sql`${students.id} <> ${row.id}` : sql`TRUE`,
            // A copy is the same person by design: its source and the other copies of that source
            // are not duplicates of it.
            copyFrom ? sql`NOT (${students.id} = ${copyRoot(copyFrom)} OR ${students.copiedFromId} = ${copyRoot(copyFrom)} OR ${students.id} = ${copyFrom.id})` : sql`TRUE`,
          ),
        )
        .limit(1);
      if (dup) throw tip(CODES.DUPLICATE_STUDENT, 'duplicateStudent', { name: String(data.stuSpell).trim(), birthday: data.birthday }, { stuId: dup.id });
    }
  }
  if (step === 2) {
    if (countryChanged && savedApplies.length) throw tip(CODES.BUSINESS_TIP, row!.referralStatus ? 'submittedCountry' : 'switchCountryFirst');
    const entries = data.agentApplyList as ApplyEntry[];
    checkSchools(entries, stepFacts, countryId);
    netRefs = entries.map((e) => refsOf(e.netApplyFile, 'uniNet', lang));
    fileRefs.push(...netRefs.flat());
  }
  if (step === 7 && (data.stuContactList as Rec[]).some((c) => c.phoneNumber === row?.phoneNumber)) throw tip(CODES.BUSINESS_TIP_2, 'guardianPhone');
  if (step === 9 && (data.stuKinsfolkList as Rec[]).some((c) => c.phoneNumber === row?.phoneNumber)) throw tip(CODES.BUSINESS_TIP_2, 'kinsfolkPhone');
  const applyRefs = step === 10 ? refsOf(data.applyFile, 'apply', lang) : [];
  const netStepRefs = step === 10 ? refsOf(data.netApplyFile, 'net', lang) : [];
  const refusalRefs = step === 11 ? refsOf(data.refusalFile, 'refusal', lang) : [];
  const visaRefs = step === 11 ? refsOf(data.visaFile, 'visa', lang) : [];
  fileRefs.push(...applyRefs, ...netStepRefs, ...refusalRefs, ...visaRefs);
  await checkFiles(db, auth, row?.ownerId ?? auth.userId, fileRefs, lang);
  if (submit && row) await checkComplete(deps, row, step, data, ctx);

  return db.transaction(async (tx) => {
    let stuId: number;
    let version: number;
    let stepStr: string;
    if (!row) {
      const clerkApply = isStaff(auth.roles) ? '1' : body.isClerkApply ? String(body.isClerkApply).slice(0, 1) : null;
      const [created] = await tx
        .insert(students)
        .values({
          ownerId: copyFrom?.ownerId ?? auth.userId,
          countryId,
          isClerkApply: clerkApply,
          copiedFromId: copyFrom?.id ?? null,
          ...basicColumns(data),
          currentStep: 1,
          currentStepStr: '1',
        })
        .returning({ id: students.id, version: students.version });
      stuId = created.id;
      version = created.version;
      stepStr = '1';
      if (copyFrom) stepStr = await copySections(tx, deps.secrets, copyFrom, stuId);
    } else {
      stuId = row.id;
      stepStr = doneSteps(row.currentStepStr, [step]);
      const set: Partial<typeof students.$inferInsert> = { currentStep: submit ? 12 : step, currentStepStr: stepStr, updatedAt: new Date() };
      if (step === 1) Object.assign(set, basicColumns(data), { countryId });
      if (step === 2) set.countryId = countryId;
      if (step === 4) set.isWork = data.isWork as string;
      if (step === 5) set.languageExamOther = nz(data.languageExamOther);
      if (step === 8) Object.assign(set, cardColumns(deps.secrets, data, row.id));
      if (step === 9) set.isApplyKinsfolk = data.isApplyKinsfolk as string;
      if (step === 10) set.annexTypeList = data.annexTypeList as string[];
      if (step === 11) Object.assign(set, otherColumns(data));
      if (submit) {
        set.agentDraftStatus = '1';
        if (row.referralStatus === REFERRAL.notSubmitted || row.referralStatus === REFERRAL.returned) {
          set.referralStatus = REFERRAL.submitted;
          set.submittedAt = new Date();
        }
      }
      // The version check and the write are one statement: of two saves based on the same
      // version, only the first changes anything.
      const updated = await tx
        .update(students)
        .set({ ...set, version: sql`${students.version} + 1` })
        .where(and(eq(students.id, row.id), eq(students.version, row.version)))
        .returning({ version: students.version });
      if (!updated.length) throw new BizError(CODES.STALE_VERSION);
      version = updated[0].version;
      if (step === 2) await writeApplies(tx, stuId, data.agentApplyList as ApplyEntry[], netRefs, lang);
      if (step === 3) await replaceList(tx, studentEducations, studentEducations.stuId, stuId, (data.stuEduList as Rec[]).map(eduColumns));
      if (step === 4) await replaceList(tx, studentWorks, studentWorks.stuId, stuId, (data.stuWorkList as Rec[]).map(workColumns));
      if (step === 5) await replaceList(tx, studentLanguages, studentLanguages.stuId, stuId, (data.stuLanguageList as Rec[]).map(langColumns));
      if (step === 6) await replaceList(tx, studentReferrers, studentReferrers.stuId, stuId, (data.stuReferrerList as Rec[]).map(nullEmpty));
      if (step === 7) await replaceList(tx, studentContacts, studentContacts.stuId, stuId, data.stuContactList as Rec[]);
      if (step === 9) await replaceList(tx, studentKinsfolk, studentKinsfolk.stuId, stuId, data.stuKinsfolkList as Rec[]);
      if (step === 10) {
        await replaceFiles(tx, stuId, ['apply'], applyRefs);
        await replaceFiles(tx, stuId, ['net'], netStepRefs);
      }
      if (step === 11) {
        await replaceFiles(tx, stuId, ['refusal'], refusalRefs);
        await replaceFiles(tx, stuId, ['visa'], visaRefs);
      }
    }
    const [after] = await tx
      .select({ currentStep: students.currentStep, agentDraftStatus: students.agentDraftStatus, referralStatus: students.referralStatus })
      .from(students)
      .where(eq(students.id, stuId));
    const answer: SaveAnswer = {
      stuId, version, currentStep: after.currentStep, currentStepStr: stepStr, agentDraftStatus: after.agentDraftStatus, referralStatus: after.referralStatus,
    };
    // The schools as stored after a step-2 save, and after a create (none; a copy starts without).
    if (step === 2 || !row) answer.agentApplyList = await applyItems(tx as unknown as Db, stuId);
    if (step === 1 || step === 2) answer.requiresProfessionalLink = ctx.requiresProfessionalLink;
    return answer;
  });
}

function nullEmpty(r: Rec): Rec {
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === '' || v === undefined ? null : v]));
}

function basicColumns(d: Rec) {
  return {
    stuName: String(d.stuName),
    stuSpell: String(d.stuSpell).trim(),
    sex: d.sex as string,
    birthday: d.birthday as string,
    nationality: d.nationality as string,
    phoneNumber: d.phoneNumber as string,
    stuEmail: d.stuEmail as string,
    zipCode: nz(d.zipCode),
    homeAddress: d.homeAddress as string,
    remarks: nz(d.remarks),
  };
}

const eduColumns = (e: Rec) => nullEmpty({
  beginDate: e.beginDate, endDate: e.endDate, schoolName: e.schoolName, collegeId: e.collegeId == null ? null : String(e.collegeId), dataType: e.dataType,
  majorName: e.majorName, stuDegree: e.stuDegree, gpa: e.gpa, degreeDate: e.degreeDate,
});
const workColumns = (w: Rec) => nullEmpty({ beginDate: w.beginDate, endDate: w.endDate, workUnit: w.workUnit, workPosition: w.workPosition, workDuty: w.workDuty });
const langColumns = (l: Rec) => nullEmpty({
  languageType: l.languageType, totalPoints: l.totalPoints, languageHear: l.languageHear, languageRead: l.languageRead,
  languageWrite: l.languageWrite, languageSpeak: l.languageSpeak, examDate: l.examDate,
});

/** Card and education-portal fields; a masked value sent back unchanged keeps what is stored. */
function cardColumns(secrets: SecretBox, d: Rec, stuId: number): Partial<typeof students.$inferInsert> {
  const out: Partial<typeof students.$inferInsert> = {
    cardType: nz(d.cardType),
    cardUsername: nz(d.cardUsername),
    cardValidity: nz(d.cardValidity),
    eduWebsite: nz(d.eduWebsite),
    eduUsername: nz(d.eduUsername),
  };
  const secret = (field: StudentSecretField, v: unknown, masked: (v: unknown) => boolean, normalise = (s: string) => s) => {
    if (masked(v)) return undefined;
    const s = typeof v === 'string' ? normalise(v) : '';
    return s ? sealStudentSecret(secrets, field, stuId, s) : null;
  };
  const cardNo = secret('cardNoEnc', d.cardNo, isMaskedCardNo, (s) => s.replace(/\s/g, ''));
  if (cardNo !== undefined) out.cardNoEnc = cardNo;
  const cvv = secret('cardSafetyCodeEnc', d.cardSafetyCode, isMaskedSecret);
  if (cvv !== undefined) {
    out.cardSafetyCodeEnc = cvv;
    // The CVV is kept at most CVV_RETENTION_DAYS from this moment (jobs/purge-cvv).
    out.cvvStoredAt = cvv ? new Date() : null;
  }
  const eduPassword = secret('eduPasswordEnc', d.eduPassword, isMaskedSecret);
  if (eduPassword !== undefined) out.eduPasswordEnc = eduPassword;
  return out;
}

function otherColumns(d: Rec): Partial<typeof students.$inferInsert> {
  const keys = [
    'isNationalCitizens', 'isPr', 'visaStatus', 'isEnglish', 'firstLanguage', 'isEnglishBg', 'giveLessonsTime', 'isRefusal', 'isApplyCountry',
    'schoolName', 'majorName', 'isApplyVisa', 'visaType', 'visaBeginDate', 'isInCountry', 'isTurn',
  ] as const;
  return Object.fromEntries(keys.map((k) => [k, nz(d[k])]));
}

/**
 * A copy (type=copy) takes every section but the schools from its source. The card number and the
 * portal password are re-encrypted for the new row; the CVV is never copied.
 */
async function copySections(tx: Tx, secrets: SecretBox, from: StudentRow, to: number): Promise<string> {
  const cols = [
    'is_work', 'is_apply_kinsfolk', 'card_type', 'card_username', 'card_validity', 'language_exam_other',
    'edu_website', 'edu_username', 'annex_type_list', 'is_national_citizens', 'is_pr', 'visa_status', 'is_english',
    'first_language', 'is_english_bg', 'give_lessons_time', 'is_refusal', 'is_apply_country', 'school_name', 'major_name', 'is_apply_visa',
    'visa_type', 'visa_begin_date', 'is_in_country', 'is_turn',
  ];
  const set = sql.join(cols.map((c) => sql`${sql.identifier(c)} = src.${sql.identifier(c)}`), sql`, `);
  await tx.execute(sql`UPDATE students SET ${set} FROM students src WHERE students.id = ${to} AND src.id = ${from.id}`);
  const reseal = (field: 'cardNoEnc' | 'eduPasswordEnc') => {
    const plain = openStudentSecret(secrets, field, from.id, from[field]);
    return plain ? sealStudentSecret(secrets, field, to, plain) : null;
  };
  await tx.update(students).set({ cardNoEnc: reseal('cardNoEnc'), eduPasswordEnc: reseal('eduPasswordEnc') }).where(eq(students.id, to));
  const lists: [string, string[]][] = [
    ['student_educations', ['begin_date', 'end_date', 'school_name', 'college_id', 'data_type', 'major_name', 'stu_degree', 'gpa', 'degree_date']],
    ['student_works', ['begin_date', 'end_date', 'work_unit', 'work_position', 'work_duty']],
    ['student_languages', ['language_type', 'total_points', 'language_hear', 'language_read', 'language_write', 'language_speak', 'exam_date']],
    ['student_referrers', ['referrer_name', 'sex', 'work_position', 'phone_number', 'email', 'zip_code', 'postal_address']],
    ['student_contacts', ['contact_name', 'contact_relation', 'phone_number', 'email', 'address', 'zip_code']],
    ['student_kinsfolk', ['kinsfolk_name', 'kinsfolk_relation', 'birthday', 'nationality', 'work_unit', 'phone_number', 'email', 'address', 'zip_code']],
    ['student_files', ['kind', 'file_id', 'file_name', 'annex_type']],
  ];
  for (const [table, c] of lists) {
    const names = sql.join(c.map((x) => sql.identifier(x)), sql`, `);
    const where = table === 'student_files' ? sql`stu_id = ${from.id} AND kind <> 'uniNet'` : sql`stu_id = ${from.id}`;
    await tx.execute(sql`INSERT INTO ${sql.identifier(table)} (stu_id, sort, ${names}) SELECT ${to}, sort, ${names} FROM ${sql.identifier(table)} WHERE ${where}`);
  }
  // Every step but the schools counts as done in the copy, as it was in the source.
  const steps = doneSteps(from.currentStepStr, [1]).split(',').filter((s) => s !== '2').join(',');
  await tx.update(students).set({ currentStepStr: steps }).where(eq(students.id, to));
  return steps;
}

// --- Add schools to an existing student, switch the country -------------------------------------
export async function addApplies(
  deps: Deps,
  auth: AuthContext,
  body: { stuId: number; version?: number | null; agentApplyList: ApplyEntry[] },
  lang: Lang,
): Promise<SaveAnswer> {
  const { db } = deps;
  const row = await loadOwned(db, auth, body.stuId);
  if (body.version !== undefined && body.version !== null && body.version !== row.version) throw new BizError(CODES.STALE_VERSION, undefined, { version: row.version });
  if (!row.countryId) throw tip(CODES.BUSINESS_TIP, 'selectCountry');
  const country = await loadCountry(db, row.countryId);
  const saved = await db.select().from(studentApplies).where(eq(studentApplies.stuId, row.id));
  const facts = await uniFacts(db, [...saved.map((a) => a.uniId), ...body.agentApplyList.map((a) => a.uniId)]);
  const entries = body.agentApplyList.map((a) => ({ ...a, applyId: null, isSpecial: facts.get(a.uniId)?.isSpecial ?? '0' })) as ApplyEntry[];
  // The apply step's rules for the new entries; the count, duplicates and kinds over all schools.
  parseOr(
    stepSchema(2, { requiresProfessionalLink: country?.requiresProfessionalLink ?? false, hasSpecialSchool: false }),
    { countryId: row.countryId, agentApplyList: entries },
    lang,
  );
  await checkDictValues(db, 2, { agentApplyList: entries }, lang, row.countryId);
  const all = [...saved.map((s) => ({ uniId: s.uniId })), ...entries];
  if (new Set(all.map((a) => a.uniId)).size !== all.length) throw tip(CODES.BUSINESS_TIP, 'schoolTwice');
  checkSchools(entries, facts, row.countryId, saved.length);
  if (mixesTypes(all.map((a) => facts.get(a.uniId)!))) throw tip(CODES.BUSINESS_TIP, 'uniTypeMix');
  const netRefs = entries.map((e) => refsOf(e.netApplyFile, 'uniNet', lang));
  await checkFiles(db, auth, row.ownerId, netRefs.flat(), lang);

  return db.transaction(async (tx) => {
    const updated = await tx
      .update(students)
      .set({ version: sql`${students.version} + 1`, updatedAt: new Date() })
      .where(and(eq(students.id, row.id), eq(students.version, row.version)))
      .returning({ version: students.version });
    if (!updated.length) throw new BizError(CODES.STALE_VERSION);
    for (const [i, e] of entries.entries()) {
      const [{ id }] = await tx.insert(studentApplies).values({ stuId: row.id, uniId: e.uniId, sort: saved.length + i }).returning({ id: studentApplies.id });
      await writeCourses(tx, id, e.courseList);
      await replaceFiles(tx, row.id, ['uniNet'], netRefs[i], id);
    }
    return {
      stuId: row.id, version: updated[0].version, currentStep: row.currentStep, currentStepStr: row.currentStepStr,
      agentDraftStatus: row.agentDraftStatus, referralStatus: row.referralStatus, agentApplyList: await applyItems(tx as unknown as Db, row.id),
    };
  });
}

export async function switchCountry(deps: Deps, auth: AuthContext, body: { stuId: number; countryId: string; version?: number | null }, lang: Lang): Promise<SaveAnswer> {
  const { db } = deps;
  const row = await loadOwned(db, auth, body.stuId);
  if (body.version !== undefined && body.version !== null && body.version !== row.version) throw new BizError(CODES.STALE_VERSION, undefined, { version: row.version });
  if (row.referralStatus === REFERRAL.transferred) throw tip(CODES.BUSINESS_TIP, 'transferred');
  if (row.referralStatus !== REFERRAL.notSubmitted) throw tip(CODES.BUSINESS_TIP, 'submittedCountry');
  const country = await loadCountry(db, body.countryId);
  if (!country || !country.applicationOpen) throw invalid([{ path: ['countryId'], message: 'oneOf' }], lang);
  const stepStr = row.currentStepStr.split(',').filter((s) => s && s !== '2').join(',');
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(students)
      .set({ countryId: body.countryId, oldCountryId: row.countryId, currentStepStr: stepStr, version: sql`${students.version} + 1`, updatedAt: new Date() })
      .where(and(eq(students.id, row.id), eq(students.version, row.version)))
      .returning({ version: students.version });
    if (!updated.length) throw new BizError(CODES.STALE_VERSION);
    await tx.delete(studentApplies).where(eq(studentApplies.stuId, row.id));
    return {
      stuId: row.id, version: updated[0].version, currentStep: row.currentStep, currentStepStr: stepStr,
      agentDraftStatus: row.agentDraftStatus, referralStatus: row.referralStatus, agentApplyList: [],
      requiresProfessionalLink: country.requiresProfessionalLink,
    };
  });
}
