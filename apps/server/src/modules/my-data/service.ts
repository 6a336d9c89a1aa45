// The student's rights under PIPL (art. 44-47): "my data" (every row the portal holds about the
// account and its student files, with the uploaded files, as one zip), deleting the account with a
// code (signed contracts kept with their personal data reduced), and correction requests for the
// locked fields of a submitted file. Which tables hold what about an account is listed once here
// (SECTIONS): the export reads them, the deletion counts and erases them.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CODES,
  DELETE_ACCOUNT_CODE_PURPOSE,
  isStaff,
  maskCardNo,
  maskEmail,
  maskPhone,
  MY_DATA_CODES,
  type CorrectionRequestBody,
  type DeleteAccountData,
  type DeleteSendCodeData,
  type Lang,
} from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { rows } from '../../lib/sql';
import { zipStream, type StreamEntry } from './zip-stream';
import { audit } from '../audit/service';
import { checkCode, sendCode } from '../accounts/codes';
import { forgetUserSessions, type AuthContext } from '../accounts/sessions';
import { openStudentSecret } from '../applications/secret-fields';
import { visitorKey } from '../universities/views';
import { addMessage } from '../messages/service';

interface Who {
  userId: number;
  email: string | null;
  phone: string | null;
}

const STUS = (uid: number) => sql`(SELECT id FROM students WHERE owner_id = ${uid})`;
const CONTRACTS = (uid: number) => sql`(SELECT id FROM contracts WHERE owner_id = ${uid} OR stu_id IN ${STUS(uid)})`;
const ORDERS = (uid: number) => sql`(SELECT id FROM payment_orders WHERE contract_id IN ${CONTRACTS(uid)})`;
const destinations = (w: Who) => sql`(${w.phone ?? ''}, ${(w.email ?? '').toLowerCase()})`;

/**
 * One table's rows about the account, as exported (secrets and digests left out) and counted by the
 * deletion. Tables with a user reference not listed: audit_log rows naming the account as target
 * (staff's reads; the log is kept for accountability), rate_counters (client addresses, minutes),
 * and columns only staff fill (cases.verified_by, import_jobs.created_by, status_settings and
 * country_settings.updated_by, contract_milestones.done_by, consult_leads.assigned_to).
 */
interface Section {
  name: string;
  select: (w: Who) => SQL;
  note?: string;
}

export const SECTIONS: Section[] = [
  {
    name: 'users',
    note: 'The account. The password is stored only as a one-way hash, which is left out: it is not the password and cannot be turned back into it.',
    select: (w) => sql`SELECT id, user_no, user_name, sex, email, phone_number, stu_uni_name, stu_uni_id, is_overseas, avatar, roles,
                         disabled, lang, password_changed_at, created_at, updated_at FROM users WHERE id = ${w.userId}`,
  },
  {
    name: 'sessions',
    note: 'Sign-ins. The session tokens are not stored (only their digests, left out).',
    select: (w) => sql`SELECT id, created_at, last_seen_at, expires_at, revoked_at, revoke_reason, ip, user_agent
                       FROM sessions WHERE user_id = ${w.userId} ORDER BY id`,
  },
  {
    name: 'known_devices',
    select: (w) => sql`SELECT id, created_at, last_used_at FROM known_devices WHERE user_id = ${w.userId} ORDER BY id`,
  },
  {
    name: 'login_attempts',
    select: (w) => sql`SELECT id, account, ip, method, outcome, created_at FROM login_attempts WHERE user_id = ${w.userId} ORDER BY id`,
  },
  {
    name: 'verify_codes',
    note: 'Verification codes sent to the phone or email of the account; the codes themselves are stored only as digests, left out.',
    select: (w) => sql`SELECT id, destination, channel, purpose, expires_at, used_at, ip, created_at
                       FROM verify_codes WHERE destination IN ${destinations(w)} ORDER BY id`,
  },
  {
    name: 'outbox',
    note: 'Text messages and mails sent to the account; verification codes in them are blanked.',
    select: (w) => sql`SELECT id, channel, recipient, subject, regexp_replace(body, '[0-9]{6}', '******', 'g') AS body, created_at
                       FROM outbox WHERE lower(recipient) IN ${destinations(w)} ORDER BY id`,
  },
  {
    name: 'mail_jobs',
    select: (w) => sql`SELECT id, recipient, subject, body, status, attempts, created_at, sent_at
                       FROM mail_jobs WHERE lower(recipient) = ${(w.email ?? '').toLowerCase()} ORDER BY id`,
  },
  {
    name: 'consents',
    select: (w) => sql`SELECT * FROM consents WHERE user_id = ${w.userId} OR stu_id IN ${STUS(w.userId)} ORDER BY id`,
  },
  {
    name: 'students',
    note:
      'The application files. The bank card number is shown masked but for its last 4 digits; the card security code (CVV) and the ' +
      'education-portal password are never given out in clear (they let anyone use the card or the account, so a copy in a download is a risk; ' +
      'the CVV is erased 30 days after it was stored anyway). Whether each is on file is said.',
    select: (w) => sql`SELECT * FROM students WHERE owner_id = ${w.userId} ORDER BY id`,
  },
  { name: 'student_applies', select: (w) => sql`SELECT * FROM student_applies WHERE stu_id IN ${STUS(w.userId)} ORDER BY id` },
  {
    name: 'student_courses',
    select: (w) =>
      sql`SELECT * FROM student_courses WHERE apply_id IN (SELECT id FROM student_applies WHERE stu_id IN ${STUS(w.userId)}) ORDER BY id`,
  },
  { name: 'student_files', select: (w) => sql`SELECT * FROM student_files WHERE stu_id IN ${STUS(w.userId)} ORDER BY id` },
  { name: 'student_educations', select: (w) => sql`SELECT * FROM student_educations WHERE stu_id IN ${STUS(w.userId)} ORDER BY id` },
  { name: 'student_works', select: (w) => sql`SELECT * FROM student_works WHERE stu_id IN ${STUS(w.userId)} ORDER BY id` },
  { name: 'student_languages', select: (w) => sql`SELECT * FROM student_languages WHERE stu_id IN ${STUS(w.userId)} ORDER BY id` },
  { name: 'student_referrers', select: (w) => sql`SELECT * FROM student_referrers WHERE stu_id IN ${STUS(w.userId)} ORDER BY id` },
  { name: 'student_contacts', select: (w) => sql`SELECT * FROM student_contacts WHERE stu_id IN ${STUS(w.userId)} ORDER BY id` },
  { name: 'student_kinsfolk', select: (w) => sql`SELECT * FROM student_kinsfolk WHERE stu_id IN ${STUS(w.userId)} ORDER BY id` },
  { name: 'student_messages', select: (w) => sql`SELECT * FROM student_messages WHERE stu_id IN ${STUS(w.userId)} ORDER BY id` },
  { name: 'status_changes', select: (w) => sql`SELECT * FROM status_changes WHERE stu_id IN ${STUS(w.userId)} ORDER BY id` },
  { name: 'notifications', select: (w) => sql`SELECT * FROM notifications WHERE user_id = ${w.userId} ORDER BY id` },
  { name: 'favourites', select: (w) => sql`SELECT * FROM favourites WHERE user_id = ${w.userId} ORDER BY created_at` },
  {
    name: 'view_records',
    note: 'Pages viewed while signed in (one row per page and day, for view counts).',
    select: (w) => sql`SELECT * FROM view_records WHERE visitor = ${visitorKey(w.userId, '', undefined)} ORDER BY day`,
  },
  { name: 'banner_clicks', select: (w) => sql`SELECT * FROM banner_clicks WHERE user_id = ${w.userId} ORDER BY id` },
  { name: 'consult_profiles', select: (w) => sql`SELECT * FROM consult_profiles WHERE user_id = ${w.userId}` },
  {
    name: 'consult_leads',
    select: (w) => sql`SELECT id, type, country_id, uni_id, uni_en_name, major_name, profile, chat_url, status, created_at, updated_at
                       FROM consult_leads WHERE user_id = ${w.userId} ORDER BY id`,
  },
  {
    name: 'error_reports',
    select: (w) => sql`SELECT id, page, target_type, target_id, field, note, status, handled_at, created_at
                       FROM error_reports WHERE user_id = ${w.userId} ORDER BY id`,
  },
  {
    name: 'contracts',
    note: 'Service agreements; the key in the PDF address is left out (it is a password for the document).',
    select: (
      w,
    ) => sql`SELECT id, contract_no, stu_id, owner_id, status, contract_class, country_id, terms_version, student_name, schools, signers,
                         service_fee_fen, signed_at, start_date, end_date, pdf_file_id, pdf_sha256, content_sha256, paid_at, reduced_at, created_at
                       FROM contracts WHERE id IN ${CONTRACTS(w.userId)} ORDER BY id`,
  },
  {
    name: 'payment_orders',
    select: (
      w,
    ) => sql`SELECT id, out_trade_no, contract_id, channel, provider, amount_fen, state, expires_at, paid_at, provider_txn_id, created_at, updated_at
                       FROM payment_orders WHERE contract_id IN ${CONTRACTS(w.userId)} ORDER BY id`,
  },
  { name: 'payment_events', select: (w) => sql`SELECT * FROM payment_events WHERE order_id IN ${ORDERS(w.userId)} ORDER BY id` },
  {
    name: 'contract_milestones',
    select: (w) =>
      sql`SELECT id, contract_id, kind, done_at FROM contract_milestones WHERE contract_id IN ${CONTRACTS(w.userId)} ORDER BY id`,
  },
  {
    name: 'files',
    note: 'Uploaded files: their description here, their bytes under files/ in this zip.',
    select: (w) =>
      sql`SELECT f.id, f.original_name, f.extension, f.mime, f.size, f.use, f.created_at FROM files f WHERE ${filesOf(w.userId)} ORDER BY f.created_at, f.id`,
  },
  {
    name: 'audit_log',
    note: "What the account did that the portal records for accountability (staff's reads of the files are recorded under the files).",
    select: (w) => sql`SELECT id, action, target, detail, ip, created_at FROM audit_log WHERE actor_id = ${w.userId} ORDER BY id`,
  },
];

/** The files `f` of an account: its uploads, its files' attachments, the messages' attachments and its contracts' PDFs. */
function filesOf(uid: number): SQL {
  return sql`(f.owner_id = ${uid}
    OR f.id IN (SELECT file_id FROM student_files WHERE stu_id IN ${STUS(uid)})
    OR f.id IN (SELECT pdf_file_id FROM contracts WHERE id IN ${CONTRACTS(uid)})
    OR EXISTS (SELECT 1 FROM student_messages m WHERE m.stu_id IN ${STUS(uid)}
               AND m.files @> jsonb_build_array(jsonb_build_object('fileNameAfter', f.id))))`;
}

async function whoIs(db: Db | Tx, userId: number, lock = false): Promise<(Who & { roles: string[]; lang: string }) | null> {
  const [u] = await rows<{ id: number; email: string | null; phone_number: string | null; roles: string[]; lang: string }>(
    db as Db,
    sql`SELECT id, email, phone_number, roles, lang FROM users WHERE id = ${userId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return u ? { userId: u.id, email: u.email, phone: u.phone_number, roles: u.roles, lang: u.lang } : null;
}

async function readAll(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

const SECRET_NOTE = 'not given out in clear';

/** my-data.json and the uploaded files, zipped. */
export async function exportMyData(app: FastifyInstance, auth: AuthContext, ip: string): Promise<{ name: string; zip: Readable }> {
  const db = app.db;
  const who = await whoIs(db, auth.userId);
  if (!who) throw new BizError(CODES.NOT_LOGGED_IN);
  const tables: Record<string, unknown[]> = {};
  const notes: Record<string, string> = {};
  for (const s of SECTIONS) {
    tables[s.name] = await rows<Record<string, unknown>>(db, s.select(who));
    if (s.note) notes[s.name] = s.note;
  }
  // The secrets of each file: the card number masked, the CVV and portal password only said to exist.
  tables.students = (tables.students as Record<string, unknown>[]).map((r) => {
    const { card_no_enc, card_safety_code_enc, edu_password_enc, ...rest } = r as Record<string, string | null>;
    let card: string | null;
    try {
      card = maskCardNo(openStudentSecret(app.secrets, 'cardNoEnc', Number(r.id), card_no_enc ?? null));
    } catch {
      card = card_no_enc ? '****' : null;
    }
    return {
      ...rest,
      card_no: card,
      card_safety_code: card_safety_code_enc ? SECRET_NOTE : null,
      edu_password: edu_password_enc ? SECRET_NOTE : null,
    };
  });
  const stored = await rows<{ id: string; storage_key: string; original_name: string; extension: string }>(
    db,
    sql`SELECT f.id, f.storage_key, f.original_name, f.extension FROM files f WHERE ${filesOf(who.userId)} ORDER BY f.created_at, f.id`,
  );
  const entries: StreamEntry[] = [];
  const fileIndex: Record<string, string> = {};
  for (const f of stored) {
    const base = [...f.original_name].map((ch) => (ch < ' ' || '\\/:*?"<>|'.includes(ch) ? '_' : ch)).join('') || `${f.id}.${f.extension}`;
    const name = `files/${f.id.slice(0, 8)}-${base}`;
    fileIndex[f.id] = name;
    entries.push({ name, open: () => app.storage.get(f.storage_key) });
  }
  const doc = {
    exportedAt: new Date().toISOString(),
    account: who.userId,
    about:
      'Everything the portal holds about this account and its application files, table by table (column names as stored). ' +
      'Uploaded files are under files/ (fileIndex: file id → path in this zip; a file missing from the storage is left out). 本文件包含本平台保存的关于您账号及其申请档案的全部数据。',
    notes,
    fileIndex,
    tables,
  };
  const json = Buffer.from(JSON.stringify(doc, null, 2), 'utf8');
  entries.unshift({ name: 'my-data.json', open: async () => json });
  await audit(db, auth, ip, {
    action: 'account.export',
    target: auth.userId,
    detail: { rows: Object.values(tables).reduce((n, t) => n + t.length, 0), files: stored.length },
  });
  // Streamed: the uploads go out as they are read from the storage, never all in memory.
  return { name: `my-data-${new Date().toISOString().slice(0, 10)}.zip`, zip: zipStream(entries) };
}

// --- Deleting the account ---------------------------------------------------------------------

export interface CodeDeps {
  db: Db;
  key: Buffer;
  sms: Parameters<typeof sendCode>[0]['sms'];
  mail: Parameters<typeof sendCode>[0]['mail'];
  perAddress: { hour: number; day: number };
}

function channelOf(w: Who): { channel: 'sms' | 'mail'; destination: string } {
  if (w.phone) return { channel: 'sms', destination: w.phone };
  if (w.email) return { channel: 'mail', destination: w.email };
  throw new BizError(MY_DATA_CODES.NO_CONTACT);
}

export async function sendDeleteCode(deps: CodeDeps, auth: AuthContext, ip: string): Promise<DeleteSendCodeData> {
  const who = await whoIs(deps.db, auth.userId);
  if (!who) throw new BizError(CODES.NOT_LOGGED_IN);
  if (isStaff(who.roles)) throw new BizError(MY_DATA_CODES.STAFF_ACCOUNT);
  const { channel, destination } = channelOf(who);
  const sent = await sendCode(deps, {
    channel,
    destination,
    purpose: DELETE_ACCOUNT_CODE_PURPOSE,
    ip,
    lang: who.lang === 'en' ? 'en' : 'cn',
    knownDevice: true,
  });
  await audit(deps.db, auth, ip, { action: 'account.delete.request', target: auth.userId, detail: { channel } });
  return { channel, to: (channel === 'sms' ? maskPhone(destination) : maskEmail(destination)) ?? '', expiresIn: sent.expiresIn };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * Erase the account in one transaction, after the code was checked and used (once: of many
 * requests with one code one deletes).
 * Signed and paid contracts stay with their payments, reduced to what the contract needs; the
 * uploaded files leave the storage after the commit (rows the storage could not drop are left to
 * the purge job, which deletes unreferenced files).
 */
export async function deleteAccount(
  app: FastifyInstance,
  deps: { db: Db; key: Buffer },
  auth: AuthContext,
  ip: string,
  code: string,
): Promise<DeleteAccountData> {
  const uid = auth.userId;
  const before = await whoIs(deps.db, uid);
  if (!before) throw new BizError(CODES.NOT_LOGGED_IN);
  if (isStaff(before.roles)) throw new BizError(MY_DATA_CODES.STAFF_ACCOUNT);
  const sentTo = channelOf(before);
  // Outside the transaction: a wrong try is counted even though nothing is deleted (a rollback
  // would give it back). Used once: of many requests with one code, one goes on.
  await checkCode({ db: deps.db, key: deps.key }, { ...sentTo, purpose: DELETE_ACCOUNT_CODE_PURPOSE, code, consume: true, ip });
  const done = await deps.db.transaction(async (tx) => {
    const who = await whoIs(tx, uid, true);
    if (!who) throw new BizError(CODES.NOT_LOGGED_IN);
    const erased: Record<string, number> = {};
    for (const s of SECTIONS) {
      if (s.name === 'audit_log') continue;
      const [{ n }] = await rows<{ n: number }>(tx as unknown as Db, sql`SELECT count(*)::int AS n FROM (${s.select(who)}) x`);
      if (n) erased[s.name] = n;
    }
    const q = <T>(query: SQL) => rows<T>(tx as unknown as Db, query);
    // Contracts a signature binds: kept, reduced.
    const kept = await q<{
      id: number;
      contract_no: string;
      status: string;
      pdf_file_id: string | null;
      signers: { role: string; name: string; fileId?: string }[];
    }>(
      sql`SELECT id, contract_no, status, pdf_file_id, signers FROM contracts
          WHERE id IN ${CONTRACTS(uid)} AND status IN ('signed', 'paid') ORDER BY id FOR UPDATE`,
    );
    for (const c of kept) {
      const reduced = [];
      for (const s of c.signers) {
        let hash: string | null = null;
        if (s.fileId) {
          const [f] = await q<{ storage_key: string }>(sql`SELECT storage_key FROM files WHERE id = ${s.fileId}`);
          const bytes = f ? await readAll(await app.storage.get(f.storage_key)) : null;
          hash = bytes ? sha256(bytes) : null;
        }
        reduced.push({ role: s.role, name: s.name, signatureSha256: hash });
      }
      await q(sql`UPDATE contracts SET signers = ${JSON.stringify(reduced)}::jsonb, reduced_at = now() WHERE id = ${c.id}`);
    }
    // Contracts no signature binds any more (replaced before payment): erased with their orders.
    await q(
      sql`DELETE FROM payment_orders WHERE contract_id IN (SELECT id FROM contracts WHERE id IN ${CONTRACTS(uid)} AND status NOT IN ('signed', 'paid'))`,
    );
    await q(sql`DELETE FROM contracts WHERE id IN ${CONTRACTS(uid)} AND status NOT IN ('signed', 'paid')`);
    // Kept contracts' payments and milestones are not personal data to erase.
    for (const k of ['contracts', 'payment_orders', 'payment_events', 'contract_milestones', 'files']) delete erased[k];
    const keptPdfs = kept.map((c) => c.pdf_file_id).filter((x): x is string => !!x);
    const files = await q<{ id: string; storage_key: string }>(
      sql`SELECT f.id, f.storage_key FROM files f WHERE ${filesOf(uid)} 
          AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.pdf_file_id = f.id AND c.status IN ('signed', 'paid'))
          AND (f.owner_id = ${uid} OR f.id IN (SELECT file_id FROM student_files WHERE stu_id IN ${STUS(uid)}))`,
    );
    erased.files = files.length;
    await q(sql`DELETE FROM view_records WHERE visitor = ${visitorKey(uid, '', undefined)}`);
    await q(sql`DELETE FROM login_attempts WHERE user_id = ${uid}`);
    await q(sql`DELETE FROM verify_codes WHERE destination IN ${destinations(who)}`);
    await q(sql`DELETE FROM outbox WHERE lower(recipient) IN ${destinations(who)}`);
    await q(sql`DELETE FROM mail_jobs WHERE lower(recipient) = ${(who.email ?? '').toLowerCase()}`);
    await q(sql`DELETE FROM banner_clicks WHERE user_id = ${uid}`);
    await q(sql`DELETE FROM consult_leads WHERE user_id = ${uid}`);
    await q(sql`DELETE FROM error_reports WHERE user_id = ${uid}`);
    // Students cascade to every child table, their consents, messages, status changes and notices.
    await q(sql`DELETE FROM students WHERE owner_id = ${uid}`);
    // The account cascades to sessions, devices, consents, notices, favourites, the consultation profile.
    await q(sql`DELETE FROM users WHERE id = ${uid}`);
    const contractsKept = kept.map((c) => ({ contractNo: c.contract_no, status: c.status }));
    await audit(tx as unknown as Db, auth, ip, {
      action: 'account.delete',
      target: uid,
      detail: { outcome: 'deleted', erased, contractsKept: kept.map((c) => c.id) },
    });
    return { erased, files, contractsKept, keptPdfs };
  });
  forgetUserSessions(deps.db, uid);
  let filesErased = 0;
  for (const f of done.files) {
    if (done.keptPdfs.includes(f.id)) continue;
    try {
      await app.storage.remove(f.storage_key);
      await rows(
        deps.db,
        sql`DELETE FROM files WHERE id = ${f.id} AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.pdf_file_id = ${f.id})`,
      );
      filesErased++;
    } catch (err) {
      app.log.warn({ err, fileId: f.id }, 'deleted account: file left to the purge job');
    }
  }
  return { erased: done.erased, filesErased, contractsKept: done.contractsKept };
}

// --- Correction requests ------------------------------------------------------------------------

/** The thread type staff read a correction request under ('5' other, stu_leave_msg_type). */
export const CORRECTION_MSG_TYPE = '5';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function requestCorrection(
  db: Db,
  auth: AuthContext,
  ip: string,
  body: CorrectionRequestBody,
  lang: Lang,
): Promise<{ messageId: number }> {
  const [s] = await rows<{ owner_id: number; referral_status: number }>(
    db,
    sql`SELECT owner_id, referral_status FROM students WHERE id = ${body.stuId}`,
  );
  if (!s || s.owner_id !== auth.userId) throw new BizError(MY_DATA_CODES.FILE_UNKNOWN);
  // A draft (0) is edited directly; once submitted (1, 2, and a returned file's English name and
  // birthday, 3) fields are locked.
  if (s.referral_status === 0) throw new BizError(MY_DATA_CODES.NOT_LOCKED);
  const html =
    `<p><strong>申请更正 Correction request</strong></p>` +
    `<p>字段 Fields: ${body.fields.map(escapeHtml).join(', ')}</p>` +
    `<p>理由 Reason: ${escapeHtml(body.reason)}</p>`;
  const { id } = await addMessage(
    db,
    auth,
    { stuId: body.stuId, parentId: null, msgType: CORRECTION_MSG_TYPE, msgContext: html, msgFiles: [] } as Parameters<typeof addMessage>[2],
    lang,
  );
  await audit(db, auth, ip, { action: 'file.correction.request', target: body.stuId, detail: { fields: body.fields, messageId: id } });
  return { messageId: id };
}
