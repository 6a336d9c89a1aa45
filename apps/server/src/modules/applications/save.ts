// Saving student files: add and update run the step being saved through its entry of steps.ts (the
// same schema as the wizard's form, the step's rules, its columns, list and files), in one
// transaction guarded by the version the form was loaded with. The final submit checks every
// step. agentAddApply and switch/country share the school rules.
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  CODES,
  REFERRAL,
  STEP,
  STEP_NAMES,
  STEP_NUMBERS,
  doneStepsOf,
  doneStepsText,
  flattenForm,
  isStaff,
  stepSchema,
  type ApplyEntry,
  type Lang,
  type SaveAnswer,
  type StepContext,
  type StepNo,
  type StudentSaveBody,
} from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { studentApplies, students } from '../../db/schema';
import { BizError, invalid } from '../../lib/envelope';
import { preparedRows } from '../../lib/sql';
import type { SecretBox } from '../../lib/secrets';
import type { AuthContext } from '../accounts/sessions';
import { insertChange } from '../console/repo';
import { hasCurrentContract } from '../contracts/service';
import { notifyUsers } from '../notifications/service';
import { carrySensitiveConsent, checkSaveConsents } from '../file-consents/service';
import {
  checkDictValues,
  checkFiles,
  checkSchools,
  loadCountry,
  mixesTypes,
  parseOr,
  refsOf,
  refuse,
  type Reference,
  type Values,
} from './checks';
import {
  STEPS,
  copySteps,
  listRowsJson,
  replaceFiles,
  stepColumns,
  stepFiles,
  updateSql,
  updateWithListSql,
  writeCourses,
  writeStep,
  type StepEntry,
  type StepSave,
} from './steps';
import { applyItems, loadForSave, loadOwned, readDraft, uniFacts, type StudentRow } from './store';

export interface Deps {
  db: Db;
  secrets: SecretBox;
  /** Reference data from memory (kept until the catalogue changes); read from the database without it. */
  reference?: Reference;
}

/** A save of another version than the stored one (70030, carrying the stored version). */
const stale = (version: number) => new BizError(CODES.STALE_VERSION, undefined, { version });

/** What a save reads back from the students row it wrote. */
const SAVED = {
  version: students.version,
  currentStep: students.currentStep,
  currentStepStr: students.currentStepStr,
  agentDraftStatus: students.agentDraftStatus,
  referralStatus: students.referralStatus,
};
type StudentSet = Partial<typeof students.$inferInsert>;
type SavedRow = Pick<SaveAnswer, 'version' | 'currentStep' | 'currentStepStr' | 'agentDraftStatus' | 'referralStatus'>;

const studentColumns = getTableColumns(students);
/** The keys of a save's columns (those given), in order, and their values encoded for their columns (as Drizzle encodes a plain value). */
function encodedSet(set: StudentSet): { keys: string[]; values: Record<string, unknown> } {
  const keys = Object.keys(set)
    .filter((k) => set[k as keyof StudentSet] !== undefined)
    .sort();
  const values: Record<string, unknown> = {};
  for (const k of keys) {
    const v = set[k as keyof StudentSet];
    values[k] = v === null ? null : studentColumns[k as keyof typeof studentColumns].mapToDriverValue(v as never);
  }
  return { keys, values };
}

/**
 * The versioned update of the students row (with the step's list in the same statement, when it has
 * one), prepared once per shape: a save based on a stale version, or not meeting `direct`'s
 * conditions, changes nothing and answers no row.
 */
async function writeSave(
  db: Db,
  step: StepNo,
  set: StudentSet,
  values: { _id: number; _version: number; _list: string | null } & Record<string, unknown>,
  direct: { staff: boolean } | null,
): Promise<SavedRow[]> {
  const encoded = encodedSet(set);
  return saveStatement(db, step, encoded.keys, direct)({ ...encoded.values, ...values });
}

/** Every step of a stored draft merged with this save's step, checked before a submit. */
async function checkComplete(deps: Deps, row: StudentRow, step: StepNo, current: Values, ctx: StepContext) {
  const stored = flattenForm((await readDraft(deps.db, deps.secrets, row)) as unknown as Values);
  const merged = { ...stored, ...current };
  for (const s of STEP_NUMBERS) {
    if (s === step) continue;
    if (!stepSchema(s, ctx).safeParse(merged).success) {
      const n = STEP_NAMES[s];
      throw refuse(CODES.BUSINESS_TIP, 'completeStep', { cn: n.cn, en: n.en }, { step: s });
    }
  }
}

/**
 * Per database, each save's statement, by step, set of columns and kind (an ordinary save's version
 * check, or a direct one's conditions for a caller or staff), prepared once: a step writes the same
 * columns every time.
 */
const saveStatements = new WeakMap<Db, Map<string, (values: Record<string, unknown>) => Promise<SavedRow[]>>>();
function saveStatement(db: Db, step: StepNo, keys: string[], direct: { staff: boolean } | null) {
  let byKey = saveStatements.get(db);
  if (!byKey) saveStatements.set(db, (byKey = new Map()));
  const key = `${step}|${direct ? (direct.staff ? 'staff' : 'owner') : 'version'}|${keys.join(',')}`;
  let run = byKey.get(key);
  if (run) return run;
  const entry = STEPS[step];
  // Each value goes in already encoded for its column (as Drizzle encodes a plain value).
  const set = Object.fromEntries(keys.map((k) => [k, sql`${sql.placeholder(k)}`]));
  const update = db
    .update(students)
    .set({ ...set, version: sql`${students.version} + 1` })
    .where(
      and(
        eq(students.id, sql.placeholder('_id')),
        eq(students.version, sql.placeholder('_version')),
        ...(direct
          ? [
              eq(students.referralStatus, REFERRAL.notSubmitted),
              // Staff reach every file (as loadOwned lets them).
              direct.staff ? undefined : eq(students.ownerId, sql.placeholder('_owner')),
              // The step is among the done ones already, so the done steps stay as stored (every
              // writer stores them as doneStepsText makes them, as the ordinary path would write them again).
              sql`(',' || ${students.currentStepStr} || ',') LIKE ${sql.placeholder('_done')}`,
              entry.direct!.where,
            ]
          : []),
      ),
    )
    .returning(SAVED)
    .getSQL();
  const query = entry.list
    ? updateWithListSql(update, sql.placeholder('_id'), entry.list.table, sql.placeholder('_list'))
    : updateSql(update);
  run = preparedRows<SavedRow>(db, query, `student_save_${byKey.size + 1}`);
  byKey.set(key, run);
  return run;
}

/** What a step's rules and writes read (the stored file and its schools when it was read). */
const stepSave = (
  deps: Deps,
  auth: AuthContext,
  lang: Lang,
  body: StudentSaveBody,
  countryId: string,
  row: StudentRow | null = null,
  savedApplies: StepSave['savedApplies'] = [],
): StepSave => ({
  db: deps.db,
  secrets: deps.secrets,
  auth,
  lang,
  body,
  row,
  copyFrom: null,
  countryId,
  savedApplies,
  formFacts: new Map(),
});

/** A list step's entries as its statement takes them (null for a step without a list). */
const listOf = (entry: StepEntry, data: Values) => (entry.list ? listRowsJson(entry.list.table, data[entry.list.field] as Values[]) : null);

/**
 * A re-save of a step already done, on a file not yet submitted, in one statement without reading
 * the file first (most saves in the wizard are of this kind: a step saved again after a change).
 * The statement's conditions are the version, the owner (staff reach every file), the status, the
 * step already among the done ones, and the step's own (StepEntry.direct): those under which every
 * check of the ordinary path that needs the stored row passes. Answers null, having written nothing,
 * when the save is not of that kind, its values do not pass the step's schema and dictionaries, or
 * the statement matched no row: then the ordinary path reads the file and saves or refuses (stale
 * version, not found, transferred, duplicate, ...) as it always has.
 */
async function directSave(deps: Deps, auth: AuthContext, body: StudentSaveBody, step: StepNo, flat: Values, lang: Lang) {
  const entry = STEPS[step];
  const id = Number(body.stuId || body.id);
  // A step that prepares its form or writes more than its columns and list reads the file first.
  if (!entry.direct || entry.prepare || entry.write || !Number.isInteger(id) || id <= 0 || typeof body.version !== 'number') return null;
  // The wizard sends the done steps it loaded: a first save of a step goes the ordinary way at once
  // (the statement would not match). Only a hint: the statement checks the stored ones.
  const told = (body.stuOther as { currentStepStr?: unknown } | undefined)?.currentStepStr;
  if (typeof told === 'string' && !doneStepsOf(told).includes(step)) return null;
  const { db } = deps;
  let countryId = '';
  let requiresLink = false;
  if (entry.country === 'form') {
    countryId = String(flat.countryId ?? '');
    const country = countryId ? await (deps.reference ? deps.reference.country(countryId) : loadCountry(db, countryId)) : null;
    if (!country?.applicationOpen) return null;
    requiresLink = country.requiresProfessionalLink;
  }
  // Steps 1 and 3–9 do not depend on the stored schools (hasSpecialSchool is step 10's).
  const parsed = stepSchema(step, { requiresProfessionalLink: requiresLink, hasSpecialSchool: false }).safeParse(flat);
  if (!parsed.success) return null;
  const data = parsed.data as Values;
  try {
    await checkDictValues(db, step, data, lang, countryId || null, deps.reference);
  } catch (e) {
    if (e instanceof BizError) return null;
    throw e;
  }
  const s = stepSave(deps, auth, lang, body, countryId);
  const own = entry.direct.values(data, s);
  if (!own || stepFiles(entry, data, lang).length) return null;
  const now = new Date();
  const staff = isStaff(auth.roles);
  const [saved] = await writeSave(
    db,
    step,
    { currentStep: step, updatedAt: now, lastActivityAt: now, ...stepColumns(entry, data, s, id) },
    { _id: id, _version: body.version, _list: listOf(entry, data), ...own, _owner: staff ? null : auth.userId, _done: `%,${step},%` },
    { staff },
  );
  if (!saved) return null;
  const answer: SaveAnswer = {
    stuId: id,
    version: saved.version,
    currentStep: saved.currentStep,
    currentStepStr: doneStepsText(saved.currentStepStr, { add: [step] }),
    agentDraftStatus: saved.agentDraftStatus,
    referralStatus: saved.referralStatus,
    signContract: false,
  };
  if (entry.answers?.linkRule) answer.requiresProfessionalLink = requiresLink;
  return answer;
}

export async function saveStudent(
  deps: Deps,
  auth: AuthContext,
  body: StudentSaveBody,
  mode: 'add' | 'update',
  lang: Lang,
): Promise<SaveAnswer> {
  const { db } = deps;
  const step = body.stuOther.currentStep as StepNo;
  const entry = STEPS[step];
  const flat = flattenForm(body as Values);
  const submit = step === 11 && String(body.agentDraftStatus ?? '0') === '1';
  if (mode === 'update' && !submit) {
    const direct = await directSave(deps, auth, body, step, flat, lang);
    if (direct) return direct;
  }

  let row: StudentRow | null = null;
  let savedApplies: { uniId: number; isSpecial: string }[] = [];
  if (mode === 'update') {
    const id = Number(body.stuId || body.id);
    if (!id) throw invalid([{ path: ['stuId'], message: 'required' }], lang);
    const loaded = await loadForSave(db, auth, id);
    savedApplies = loaded.applies;
    row = loaded.row;
    if (body.version === undefined || body.version === null) throw invalid([{ path: ['version'], message: 'required' }], lang);
    if (row.version !== body.version) throw stale(row.version);
    if (row.referralStatus === REFERRAL.transferred) throw refuse(CODES.BUSINESS_TIP, 'transferred');
  } else if (step !== 1) {
    throw refuse(CODES.BUSINESS_TIP, 'newStudentFirst');
  }

  const countryId = entry.country === 'form' ? String(flat.countryId ?? '') : (row?.countryId ?? '');
  const country = deps.reference ? await deps.reference.country(countryId) : await loadCountry(db, countryId);
  if (entry.country === 'form' && countryId && (!country || !country.applicationOpen))
    throw invalid([{ path: ['countryId'], message: 'oneOf' }], lang);

  const s = stepSave(deps, auth, lang, body, countryId, row, savedApplies);
  await entry.prepare?.(flat, s);
  const ctx: StepContext = {
    requiresProfessionalLink: country?.requiresProfessionalLink ?? false,
    hasSpecialSchool: savedApplies.some((a) => a.isSpecial === '1'),
  };
  const data = parseOr(stepSchema(step, ctx), flat, lang) as Values;
  await checkDictValues(db, step, data, lang, countryId || null, deps.reference);
  if (mode === 'add' && body.copyFromId) s.copyFrom = await loadOwned(db, auth, Number(body.copyFromId));
  await entry.check?.(data, s);
  await checkFiles(db, auth, row?.ownerId ?? auth.userId, stepFiles(entry, data, lang), lang);
  if (submit && row) await checkComplete(deps, row, step, data, ctx);
  // PIPL consents (issue 15): sensitive values need the sensitive consent; a submit the transfer (and guardian) consent.
  await checkSaveConsents(db, { row, step, data, submit });

  // A save that writes only columns of the students row is one statement, which needs no transaction.
  // A submit writes its history row (and a notice) with the file, so it always takes one.
  const onlyColumns = !submit && !!row && !entry.write && !entry.list && !entry.files && !entry.answers?.schools;
  // Columns and a list (education, work, languages, referrers, guardians, relatives): one statement too.
  const withList = !submit && !!row && !entry.write && !!entry.list && !entry.files && !entry.answers?.schools;
  const run = <T>(fn: (tx: Tx) => Promise<T>) => (onlyColumns || withList ? fn(db as unknown as Tx) : db.transaction(fn));
  return run(async (tx) => {
    let stuId: number;
    let version: number;
    let stepStr: string;
    let after: Pick<SaveAnswer, 'currentStep' | 'agentDraftStatus' | 'referralStatus'>;
    let signContract = false;
    if (!row) {
      const copyFrom = s.copyFrom;
      const clerkApply = isStaff(auth.roles) ? '1' : body.isClerkApply ? String(body.isClerkApply).slice(0, 1) : null;
      const [created] = await tx
        .insert(students)
        .values({
          ownerId: copyFrom?.ownerId ?? auth.userId,
          countryId,
          isClerkApply: clerkApply,
          copiedFromId: copyFrom?.id ?? null,
          ...stepColumns(entry, data, s, null),
          currentStep: 1,
          currentStepStr: '1',
        })
        .returning({ id: students.id, ...SAVED });
      stuId = created.id;
      version = created.version;
      after = created;
      stepStr = '1';
      if (copyFrom) {
        // Every step the copy takes counts as done in the copy, as it was in the source.
        const copied = new Set([1, ...(await copySteps(tx, deps.secrets, copyFrom.id, stuId))]);
        // The sensitive values copied along keep the consent they were given under (issue 15).
        await carrySensitiveConsent(tx, copyFrom.id, stuId);
        stepStr = doneStepsText(copyFrom.currentStepStr, { add: [STEP.basic] })
          .split(',')
          .filter((n) => copied.has(Number(n)))
          .join(',');
        await tx.update(students).set({ currentStepStr: stepStr }).where(eq(students.id, stuId));
      }
    } else {
      stuId = row.id;
      stepStr = doneStepsText(row.currentStepStr, { add: [step] });
      // A submitted (or returned) file is edited in place: it stays at the end of the wizard, submitted.
      const inPlace = row.referralStatus === REFERRAL.submitted || row.referralStatus === REFERRAL.returned;
      const now = new Date();
      const set: Partial<typeof students.$inferInsert> = {
        currentStep: submit || inPlace ? 12 : step,
        currentStepStr: stepStr,
        updatedAt: now,
        lastActivityAt: now,
        ...stepColumns(entry, data, s, row.id),
      };
      if (inPlace) set.agentDraftStatus = '1';
      const resubmit = submit && row.referralStatus === REFERRAL.returned;
      const firstSubmit = submit && row.referralStatus === REFERRAL.notSubmitted;
      if (submit) {
        set.agentDraftStatus = '1';
        if (firstSubmit || resubmit) {
          set.referralStatus = REFERRAL.submitted;
          set.submittedAt = now;
        }
        if (resubmit) set.returnReason = null;
      }
      // The version check and the write are one statement: of two saves based on the same
      // version, only the first changes anything.
      const updated =
        onlyColumns || withList
          ? await writeSave(db, step, set, { _id: row.id, _version: row.version, _list: listOf(entry, data) }, null)
          : await tx
              .update(students)
              .set({ ...set, version: sql`${students.version} + 1` })
              .where(and(eq(students.id, row.id), eq(students.version, row.version)))
              .returning(SAVED);
      if (!updated.length) throw new BizError(CODES.STALE_VERSION);
      version = updated[0].version;
      after = updated[0];
      if (!withList) await writeStep(tx, entry, stuId, data, s);
      if (firstSubmit || resubmit) {
        // The history (status_changes) starts at the submit; a resubmit tells the assigned counsellor.
        await insertChange(tx, {
          stuId,
          actorId: auth.userId,
          action: resubmit ? 'resubmit' : 'submit',
          fromReferral: row.referralStatus,
          toReferral: REFERRAL.submitted,
          fromStuStatus: row.stuStatus,
          toStuStatus: row.stuStatus,
          note: null,
        });
        if (resubmit && row.assignedTo) await notifyUsers(tx, { userIds: [row.assignedTo], kind: 'resubmitted', stuId, mail: true });
      }
      // A submitted file without a current contract waits for the service agreement to be signed
      // (apply-now type 8, the floating button's type 3); a signed or paid contract is kept as it is.
      if (submit && !(await hasCurrentContract(tx, stuId))) {
        if (row.contractStatus !== 'pending') await tx.update(students).set({ contractStatus: 'pending' }).where(eq(students.id, stuId));
        signContract = true;
      }
    }
    const answer: SaveAnswer = {
      stuId,
      version,
      currentStep: after.currentStep,
      currentStepStr: stepStr,
      agentDraftStatus: after.agentDraftStatus,
      referralStatus: after.referralStatus,
      signContract,
    };
    // The schools as stored after a save of the schools, and after a create (none; a copy starts without).
    if (entry.answers?.schools || !row) answer.agentApplyList = await applyItems(tx, stuId);
    if (entry.answers?.linkRule) answer.requiresProfessionalLink = ctx.requiresProfessionalLink;
    return answer;
  });
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
  if (body.version !== undefined && body.version !== null && body.version !== row.version) throw stale(row.version);
  if (!row.countryId) throw refuse(CODES.BUSINESS_TIP, 'selectCountry');
  const country = await loadCountry(db, row.countryId);
  const saved = await db.select().from(studentApplies).where(eq(studentApplies.stuId, row.id));
  const facts = await uniFacts(db, [...saved.map((a) => a.uniId), ...body.agentApplyList.map((a) => a.uniId)]);
  const entries = body.agentApplyList.map((a) => ({
    ...a,
    applyId: null,
    isSpecial: facts.get(a.uniId)?.isSpecial ?? '0',
  })) as ApplyEntry[];
  // The apply step's rules for the new entries; the count, duplicates and kinds over all schools.
  parseOr(
    stepSchema(2, { requiresProfessionalLink: country?.requiresProfessionalLink ?? false, hasSpecialSchool: false }),
    { countryId: row.countryId, agentApplyList: entries },
    lang,
  );
  await checkDictValues(db, 2, { agentApplyList: entries }, lang, row.countryId);
  const all = [...saved.map((a) => ({ uniId: a.uniId })), ...entries];
  if (new Set(all.map((a) => a.uniId)).size !== all.length) throw refuse(CODES.BUSINESS_TIP, 'schoolTwice');
  checkSchools(entries, facts, row.countryId, saved.length);
  if (mixesTypes(all.map((a) => facts.get(a.uniId)!))) throw refuse(CODES.BUSINESS_TIP, 'uniTypeMix');
  const netRefs = entries.map((e) => refsOf(e.netApplyFile, 'uniNet', lang));
  await checkFiles(db, auth, row.ownerId, netRefs.flat(), lang);

  return db.transaction(async (tx) => {
    const updated = await tx
      .update(students)
      .set({ version: sql`${students.version} + 1`, updatedAt: new Date(), lastActivityAt: new Date() })
      .where(and(eq(students.id, row.id), eq(students.version, row.version)))
      .returning({ version: students.version });
    if (!updated.length) throw new BizError(CODES.STALE_VERSION);
    for (const [i, e] of entries.entries()) {
      const [{ id }] = await tx
        .insert(studentApplies)
        .values({ stuId: row.id, uniId: e.uniId, sort: saved.length + i })
        .returning({ id: studentApplies.id });
      await writeCourses(tx, id, e.courseList);
      await replaceFiles(tx, row.id, ['uniNet'], netRefs[i], id);
    }
    return {
      stuId: row.id,
      version: updated[0].version,
      currentStep: row.currentStep,
      currentStepStr: row.currentStepStr,
      agentDraftStatus: row.agentDraftStatus,
      referralStatus: row.referralStatus,
      agentApplyList: await applyItems(tx, row.id),
      signContract: false,
    };
  });
}

export async function switchCountry(
  deps: Deps,
  auth: AuthContext,
  body: { stuId: number; countryId: string; version?: number | null },
  lang: Lang,
): Promise<SaveAnswer> {
  const { db } = deps;
  const row = await loadOwned(db, auth, body.stuId);
  if (body.version !== undefined && body.version !== null && body.version !== row.version) throw stale(row.version);
  if (row.referralStatus === REFERRAL.transferred) throw refuse(CODES.BUSINESS_TIP, 'transferred');
  if (row.referralStatus !== REFERRAL.notSubmitted) throw refuse(CODES.BUSINESS_TIP, 'submittedCountry');
  const country = await loadCountry(db, body.countryId);
  if (!country || !country.applicationOpen) throw invalid([{ path: ['countryId'], message: 'oneOf' }], lang);
  // The schools go with the old country: the apply step is to be done again.
  const stepStr = doneStepsText(row.currentStepStr, { remove: [STEP.apply] });
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(students)
      .set({
        countryId: body.countryId,
        oldCountryId: row.countryId,
        currentStepStr: stepStr,
        version: sql`${students.version} + 1`,
        updatedAt: new Date(),
        lastActivityAt: new Date(),
      })
      .where(and(eq(students.id, row.id), eq(students.version, row.version)))
      .returning({ version: students.version });
    if (!updated.length) throw new BizError(CODES.STALE_VERSION);
    await tx.delete(studentApplies).where(eq(studentApplies.stuId, row.id));
    return {
      stuId: row.id,
      version: updated[0].version,
      currentStep: row.currentStep,
      currentStepStr: stepStr,
      agentDraftStatus: row.agentDraftStatus,
      referralStatus: row.referralStatus,
      agentApplyList: [],
      requiresProfessionalLink: country.requiresProfessionalLink,
      signContract: false,
    };
  });
}
