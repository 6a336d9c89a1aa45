// The consents of a student file (issue 15, PIPL): giving the sensitive-information and transfer
// consents, the guardian's consent verified by a code to the guardian's phone, withdrawing any of
// them (with its effects), and the checks the save and the console's transfer run before they
// store sensitive values, submit a file or send it abroad. The rows live in the consent store
// (modules/privacy/service.ts); the account that keeps the file records them.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CODES,
  FILE_CONSENT_CODES,
  FILE_CONSENT_KINDS,
  GUARDIAN_CODE_PURPOSE,
  POLICY_VERSIONS,
  REFERRAL,
  SENSITIVE_ANNEX_TYPES,
  STEP,
  doneStepsText,
  maskPhone,
  needsGuardian,
  sensitiveCardValues,
  type ConsentRecord,
  type FileConsentFile,
  type FileConsentKind,
  type FileConsentStatus,
  type GuardianCandidate,
  type Lang,
  type TransferRecipient,
} from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import {
  consents,
  countries,
  dictData,
  studentApplies,
  studentFiles,
  studentContacts,
  students,
  universities,
  users,
} from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { pgArray, rows } from '../../lib/sql';
import type { StorageProvider } from '../../providers/storage';
import { FILE_IN_USE } from '../files/references';
import { CVV_RETENTION_DAYS } from '../../jobs/purge-cvv';
import type { AuthContext } from '../accounts/sessions';
import { checkCode, sendCode, type CodeContext } from '../accounts/codes';
import { fileIdOf } from '../applications/store';
import { notifyUsers } from '../notifications/service';
import { activeConsent, consentsOf, recordConsent, withdrawConsent, type ConsentRow } from '../privacy/service';
import type { MailProvider, SmsProvider } from '../../providers/messaging';

type StudentRow = typeof students.$inferSelect;
const C = FILE_CONSENT_CODES;

/** Where a consent was given from. */
export interface Origin {
  ip: string;
  userAgent?: string | null;
}

export function toRecord(r: ConsentRow): ConsentRecord {
  return {
    id: r.id,
    kind: r.kind as ConsentRecord['kind'],
    version: r.version,
    stuId: r.stuId,
    detail: r.detail ?? null,
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
    withdrawnAt: r.withdrawnAt ? r.withdrawnAt.toISOString() : null,
  };
}

async function loadFile(db: Db | Tx, stuId: number): Promise<StudentRow | null> {
  const [row] = await db.select().from(students).where(eq(students.id, stuId)).limit(1);
  return row ?? null;
}

/** The file when the caller keeps it; 005 when it does not exist or is someone else's. */
async function ownFile(db: Db | Tx, auth: AuthContext, stuId: number): Promise<StudentRow> {
  const row = await loadFile(db, stuId);
  if (!row || row.ownerId !== auth.userId) throw new BizError(C.FILE_NOT_OWN);
  return row;
}

/** On whose behalf the account consents: the student of the file (an agent keeps several). */
async function behalfOf(db: Db | Tx, auth: AuthContext, row: StudentRow) {
  const [u] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, auth.userId)).limit(1);
  return {
    onBehalfOf: { stuId: row.id, stuName: row.stuName ?? null, stuSpell: row.stuSpell ?? null },
    byAccount: auth.userId,
    byRoles: u?.roles ?? [],
  };
}

/** The file's current schools as the catalogue names them: the recipients of a transfer. */
export async function recipientsOf(db: Db | Tx, stuId: number): Promise<TransferRecipient[]> {
  return db
    .select({
      uniId: universities.id,
      uniName: universities.uniName,
      uniEnName: universities.uniEnName,
      country: countries.name,
      countryEn: countries.enName,
      website: universities.website,
    })
    .from(studentApplies)
    .innerJoin(universities, eq(universities.id, studentApplies.uniId))
    .innerJoin(countries, eq(countries.id, universities.countryId))
    .where(eq(studentApplies.stuId, stuId))
    .orderBy(asc(studentApplies.sort), asc(studentApplies.id));
}

const uniIdsOf = (c: ConsentRow | null): number[] => {
  const ids = (c?.detail as { uniIds?: unknown } | null)?.uniIds;
  return Array.isArray(ids) ? ids.map(Number) : [];
};

/** The active transfer consent names every current school of the file. */
function covers(c: ConsentRow | null, current: number[]): boolean {
  if (!c) return false;
  const named = new Set(uniIdsOf(c));
  return current.every((id) => named.has(id));
}

/** 72021 without an active transfer consent, 72022 when it does not name every current school. */
export async function requireTransferConsent(db: Db | Tx, stuId: number): Promise<void> {
  const c = await activeConsent(db, { stuId, kind: 'transfer' });
  if (!c) throw new BizError(C.TRANSFER_REQUIRED);
  const current = await db.select({ uniId: studentApplies.uniId }).from(studentApplies).where(eq(studentApplies.stuId, stuId));
  if (
    !covers(
      c,
      current.map((a) => a.uniId),
    )
  )
    throw new BizError(C.TRANSFER_STALE);
}

/** Sensitive values of this save that are new to the file: card step secrets, passport attachments. */
async function newSensitiveValues(db: Db | Tx, row: StudentRow, step: number, data: Record<string, unknown>): Promise<string[]> {
  if (step === 8) return sensitiveCardValues(data);
  if (step !== 10 || !Array.isArray(data.applyFile)) return [];
  const ids = (data.applyFile as { annexType?: string | null; fileRoute?: string; fileNameAfter?: string }[])
    .filter((f) => SENSITIVE_ANNEX_TYPES.includes(String(f.annexType ?? '')))
    .map((f) => fileIdOf(f))
    .filter((id): id is string => !!id);
  if (!ids.length) return [];
  const stored = await db
    .select({ fileId: studentFiles.fileId })
    .from(studentFiles)
    .where(and(eq(studentFiles.stuId, row.id), inArray(studentFiles.fileId, ids)));
  const known = new Set(stored.map((f) => f.fileId));
  return ids.filter((id) => !known.has(id)).length ? ['applyFile'] : [];
}

/**
 * The checks of a wizard save (applications/save.ts), before anything is written: a sensitive value
 * newly given needs the sensitive consent (72020); a submit needs the transfer consent naming every
 * current school (72021/72022) and, for a student under 14, the guardian's consent (72023).
 */
export async function checkSaveConsents(
  db: Db | Tx,
  a: { row: StudentRow | null; step: number; data: Record<string, unknown>; submit: boolean },
): Promise<void> {
  const { row } = a;
  if (!row) return;
  if ((await newSensitiveValues(db, row, a.step, a.data)).length && !(await activeConsent(db, { stuId: row.id, kind: 'sensitive' })))
    throw new BizError(C.SENSITIVE_REQUIRED);
  const submitting = a.submit && (row.referralStatus === REFERRAL.notSubmitted || row.referralStatus === REFERRAL.returned);
  if (!submitting) return;
  await requireTransferConsent(db, row.id);
  if (needsGuardian(row.birthday) && !(await activeConsent(db, { stuId: row.id, kind: 'guardian' })))
    throw new BizError(C.GUARDIAN_REQUIRED);
}

/** The guardians of the file (step 7, student_contacts) who can consent for the child (with a phone). */
async function guardiansOf(db: Db | Tx, stuId: number): Promise<GuardianCandidate[]> {
  const list = await db
    .select({
      guardianId: studentContacts.id,
      name: studentContacts.contactName,
      relation: studentContacts.contactRelation,
      phone: studentContacts.phoneNumber,
      cn: dictData.dictLabel,
      en: dictData.dictEnLabel,
    })
    .from(studentContacts)
    .leftJoin(dictData, and(eq(dictData.dictType, 'contact_relation'), eq(dictData.dictValue, studentContacts.contactRelation)))
    .where(eq(studentContacts.stuId, stuId))
    .orderBy(asc(studentContacts.sort), asc(studentContacts.id));
  return list
    .filter((k) => !!k.phone)
    .map((k) => ({
      guardianId: k.guardianId,
      name: k.name,
      relation: k.relation,
      relationLabel: { cn: k.cn ?? k.relation, en: k.en ?? k.relation },
      phoneMasked: maskPhone(k.phone),
    }));
}

/** What the wizard needs to ask for the file's consents (owner or staff). */
export async function fileConsentStatus(db: Db, auth: AuthContext, stuId: number, staff: boolean): Promise<FileConsentStatus> {
  const row = await loadFile(db, stuId);
  if (!row || (row.ownerId !== auth.userId && !staff)) throw new BizError(C.FILE_NOT_OWN);
  const [sensitive, transfer, guardian, recipients, guardians] = await Promise.all([
    activeConsent(db, { stuId, kind: 'sensitive' }),
    activeConsent(db, { stuId, kind: 'transfer' }),
    activeConsent(db, { stuId, kind: 'guardian' }),
    recipientsOf(db, stuId),
    guardiansOf(db, stuId),
  ]);
  return {
    stuId,
    own: row.ownerId === auth.userId,
    versions: { sensitive: POLICY_VERSIONS.sensitive, transfer: POLICY_VERSIONS.transfer, guardian: POLICY_VERSIONS.guardian },
    cvvRetentionDays: CVV_RETENTION_DAYS,
    sensitive: sensitive ? toRecord(sensitive) : null,
    transfer: transfer ? toRecord(transfer) : null,
    transferCovers: covers(
      transfer,
      recipients.map((r) => r.uniId),
    ),
    recipients,
    guardianNeeded: needsGuardian(row.birthday),
    guardian: guardian ? toRecord(guardian) : null,
    guardians,
  };
}

/** What a transfer sends, in words (stored with the consent). */
const SENT = {
  sections: ['basic', 'schools', 'education', 'work', 'languages', 'referees', 'contacts', 'family', 'attachments', 'other'],
  excluded: ['card', 'eduPassword'],
};

/** Give the sensitive or transfer consent of a file (owner only). Answers the recorded consent. */
export async function giveFileConsent(
  db: Db,
  auth: AuthContext,
  body: { stuId: number; kind: 'sensitive' | 'transfer'; uniIds?: number[] },
  origin: Origin,
): Promise<ConsentRecord> {
  return db.transaction(async (tx) => {
    const row = await ownFile(tx, auth, body.stuId);
    // One consent at a time per file: of two clicks at once the second finds the first.
    await tx.select({ id: students.id }).from(students).where(eq(students.id, row.id)).for('update');
    const who = await behalfOf(tx, auth, row);
    if (body.kind === 'sensitive') {
      const active = await activeConsent(tx, { stuId: row.id, kind: 'sensitive' });
      if (active && active.version === POLICY_VERSIONS.sensitive) return toRecord(active);
      const c = await recordConsent(tx, {
        userId: auth.userId,
        stuId: row.id,
        kind: 'sensitive',
        version: POLICY_VERSIONS.sensitive,
        detail: { ...who, purposes: ['card', 'cvv', 'eduPassword', 'identityDocuments'], cvvRetentionDays: CVV_RETENTION_DAYS },
        ...origin,
      });
      return toRecord(c);
    }
    const recipients = await recipientsOf(tx, row.id);
    if (!recipients.length) throw new BizError(C.NO_SCHOOLS);
    const current = recipients.map((r) => r.uniId).sort((a, b) => a - b);
    if (body.uniIds) {
      const shown = [...new Set(body.uniIds)].sort((a, b) => a - b);
      if (shown.join(',') !== current.join(',')) throw new BizError(C.TRANSFER_STALE);
    }
    const c = await recordConsent(tx, {
      userId: auth.userId,
      stuId: row.id,
      kind: 'transfer',
      version: POLICY_VERSIONS.transfer,
      detail: { ...who, uniIds: current, recipients, sent: SENT },
      ...origin,
    });
    return toRecord(c);
  });
}

/** The code to the chosen guardian's phone (rate-limited as every code). */
export async function sendGuardianCode(
  deps: CodeContext & { sms: SmsProvider; mail: MailProvider; perAddress?: { hour: number; day: number } },
  auth: AuthContext,
  body: { stuId: number; guardianId: number },
  ip: string,
  lang: Lang,
) {
  const row = await ownFile(deps.db, auth, body.stuId);
  const g = await guardianRow(deps.db, row.id, body.guardianId);
  return sendCode(deps, { channel: 'sms', destination: g.phoneNumber, purpose: GUARDIAN_CODE_PURPOSE, ip, lang });
}

async function guardianRow(db: Db | Tx, stuId: number, guardianId: number) {
  const [g] = await db
    .select()
    .from(studentContacts)
    .where(and(eq(studentContacts.id, guardianId), eq(studentContacts.stuId, stuId)))
    .limit(1);
  if (!g || !g.phoneNumber) throw new BizError(C.GUARDIAN_UNKNOWN);
  return g;
}

/** The guardian's code checked (single use) and the consent recorded with who gave it. */
export async function verifyGuardian(
  ctx: CodeContext,
  auth: AuthContext,
  body: { stuId: number; guardianId: number; code: string },
  origin: Origin,
): Promise<ConsentRecord> {
  const row = await ownFile(ctx.db, auth, body.stuId);
  const g = await guardianRow(ctx.db, row.id, body.guardianId);
  await checkCode(ctx, {
    channel: 'sms',
    destination: g.phoneNumber,
    purpose: GUARDIAN_CODE_PURPOSE,
    code: body.code,
    consume: true,
    ip: origin.ip,
  });
  const [label] = await ctx.db
    .select({ cn: dictData.dictLabel, en: dictData.dictEnLabel })
    .from(dictData)
    .where(and(eq(dictData.dictType, 'contact_relation'), eq(dictData.dictValue, g.contactRelation)))
    .limit(1);
  const c = await recordConsent(ctx.db, {
    userId: auth.userId,
    stuId: row.id,
    kind: 'guardian',
    version: POLICY_VERSIONS.guardian,
    detail: {
      ...(await behalfOf(ctx.db, auth, row)),
      guardianId: g.id,
      name: g.contactName,
      relation: g.contactRelation,
      relationLabel: { cn: label?.cn ?? g.contactRelation, en: label?.en ?? g.contactRelation },
      phoneMasked: maskPhone(g.phoneNumber),
    },
    ...origin,
  });
  return toRecord(c);
}

/**
 * Withdraw a file consent (owner only). The sensitive consent takes the file's sensitive values with
 * it: the card number, CVV and portal password, and the identity-document attachments (passport),
 * whose stored files are deleted once nothing else refers to them (a copy of the file that still has
 * its own consent keeps its attachments); the attachments step then counts as not done. Transfer
 * after submit: the assigned counsellor (or the admins) are told. Transfer or guardian before
 * submit: the next submit is refused until given again.
 */
export async function withdrawFileConsent(db: Db, storage: StorageProvider, auth: AuthContext, id: number): Promise<ConsentRecord> {
  const erased: string[] = [];
  const record = await db.transaction(async (tx) => {
    const [c] = await tx.select().from(consents).where(eq(consents.id, id)).limit(1);
    if (!c || c.userId !== auth.userId || !c.stuId || !(FILE_CONSENT_KINDS as readonly string[]).includes(c.kind))
      throw new BizError(C.CONSENT_UNKNOWN);
    if (c.withdrawnAt) return toRecord(c);
    const done = (await withdrawConsent(tx, c.id))!;
    const row = await loadFile(tx, c.stuId);
    if (!row) return toRecord(done);
    const kind = c.kind as FileConsentKind;
    if (kind === 'sensitive') {
      const gone = await tx
        .delete(studentFiles)
        .where(and(eq(studentFiles.stuId, row.id), inArray(studentFiles.annexType, [...SENSITIVE_ANNEX_TYPES])))
        .returning({ fileId: studentFiles.fileId });
      erased.push(...new Set(gone.map((g) => g.fileId)));
      await tx
        .update(students)
        .set({
          cardNoEnc: null,
          cardSafetyCodeEnc: null,
          cvvStoredAt: null,
          eduPasswordEnc: null,
          // The attachments step lost the files of a type it asks for: it is not done any more.
          ...(gone.length ? { currentStepStr: doneStepsText(row.currentStepStr, { remove: [STEP.attachments] }) } : {}),
          version: sql`${students.version} + 1`,
        })
        .where(eq(students.id, row.id));
    }
    if (kind === 'transfer' && row.referralStatus !== REFERRAL.notSubmitted) {
      let staff = row.assignedTo ? [row.assignedTo] : [];
      if (!staff.length)
        staff = (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`'admin' = ANY(${users.roles})`)
        ).map((u) => u.id);
      await notifyUsers(tx, {
        userIds: staff,
        kind: 'consent_withdrawn',
        stuId: row.id,
        params: { stuName: row.stuName || row.stuSpell, stuName_en: row.stuSpell || row.stuName },
        mail: true,
      });
    }
    return toRecord(done);
  });
  if (erased.length) {
    const unused = await rows<{ storage_key: string }>(
      db,
      sql`DELETE FROM files f WHERE f.id = ANY(${pgArray(erased)}::text[]) AND NOT (${sql.join(FILE_IN_USE, sql` OR `)})
          RETURNING f.storage_key`,
    );
    // A file the storage could not delete now has no row: nothing serves it; the storage keeps the bytes until removed by hand.
    for (const f of unused) await storage.remove(f.storage_key).catch(() => undefined);
  }
  return record;
}

/** Every file the account keeps, with its file consents, newest first (personal centre). */
export async function listFileConsents(db: Db, auth: AuthContext): Promise<FileConsentFile[]> {
  const files = await db
    .select({ stuId: students.id, stuName: students.stuName, stuSpell: students.stuSpell, referralStatus: students.referralStatus })
    .from(students)
    .where(eq(students.ownerId, auth.userId))
    .orderBy(desc(students.id));
  const all = (await consentsOf(db, { userId: auth.userId })).filter(
    (c) => c.stuId && (FILE_CONSENT_KINDS as readonly string[]).includes(c.kind),
  );
  return files.map((f) => ({ ...f, consents: all.filter((c) => c.stuId === f.stuId).map(toRecord) }));
}

/** The consents of one file for staff (every kind, newest first). */
export async function consentsOfFile(db: Db, stuId: number): Promise<ConsentRecord[]> {
  const row = await loadFile(db, stuId);
  if (!row) throw new BizError(CODES.NOT_FOUND);
  const list = await db.select().from(consents).where(eq(consents.stuId, stuId)).orderBy(desc(consents.createdAt), desc(consents.id));
  return list.map(toRecord);
}

/**
 * A file copied from another (add with copyFromId) takes the source's card number, CVV and portal
 * password along: the sensitive consent given for the source goes with them, recorded for the copy
 * (same account, version, address and browser; detail names the source), so that the copy shows it in
 * the personal centre and withdrawing it there erases the copy's values. A source without an active
 * consent holds no such values (the save refuses them), so nothing is recorded.
 */
export async function carrySensitiveConsent(tx: Db | Tx, fromStuId: number, toStuId: number): Promise<void> {
  const src = await activeConsent(tx, { stuId: fromStuId, kind: 'sensitive' });
  if (!src) return;
  await recordConsent(tx, {
    userId: src.userId,
    stuId: toStuId,
    kind: 'sensitive',
    version: src.version,
    detail: { ...(src.detail ?? {}), copiedFrom: fromStuId, sourceConsentId: src.id },
    ip: src.ip ?? '',
    userAgent: src.userAgent,
  });
}
