// The student's rights (issue 15): the "my data" zip holds every table's rows of the account and
// none of another's, with the uploaded bytes; deleting the account erases its rows and stored files,
// keeps a signed contract reduced (PDF still served to staff), refuses staff and wrong codes, and
// deletes once however many requests carry the code; the retention job warns once and deletes
// expired drafts only; correction requests land with staff and are audited.
import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CODES } from '@portal/shared';
import { ADMIN, createTestApp, freshEmail, registerByPhone, type TestApp } from '../../../test/helpers';
import { PDF, makePng } from '../../../test/fixtures';
import { rows } from '../../lib/sql';
import { sealStudentSecret } from '../applications/secret-fields';
import { visitorKey } from '../universities/views';
import { runDraftRetention, DRAFT_RETENTION_DAYS, DRAFT_WARNING_DAYS } from '../../jobs/draft-retention';
import { SECTIONS } from './service';
import { zipStream } from './zip-stream';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
let admin: string;
let uniId: number;

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  admin = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
  [{ id: uniId }] = await q<{ id: number }>(sql`SELECT id FROM universities ORDER BY id LIMIT 1`);
}, 180_000);
afterAll(async () => t?.close());

/** Unpacks a zip (the central directory's entries, deflated or stored). */
function unzip(buf: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const n = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  for (let i = 0; i < n; i++) {
    const method = buf.readUInt16LE(p + 10);
    const csize = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extra = buf.readUInt16LE(p + 30);
    const comment = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const lStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(lStart, lStart + csize);
    out.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    p += 46 + nameLen + extra + comment;
  }
  return out;
}

async function storeFile(ownerId: number, bytes: Buffer, ext: string, mime: string, use: string, name: string) {
  const id = randomBytes(16).toString('hex');
  const key = `test/${id}.${ext}`;
  await t.app.storage.put(key, bytes, mime);
  await q(sql`INSERT INTO files (id, owner_id, storage_key, original_name, extension, mime, size, use)
              VALUES (${id}, ${ownerId}, ${key}, ${name}, ${ext}, ${mime}, ${bytes.length}, ${use})`);
  return { id, key };
}

interface Person {
  token: string;
  phone: string;
  userId: number;
  email: string;
  stuId: number;
  stuName: string;
  fileBytes: Buffer;
  fileKey: string;
  contract: { id: number; accessKey: string; pdfKey: string; pdfId: string; sigKey: string };
}

/** An account with a row in every table that refers to it, a submitted file and a signed contract. */
async function fullAccount(tag: string): Promise<Person> {
  const { token, phone } = await registerByPhone(t);
  const email = freshEmail();
  const [{ id: userId }] = await q<{ id: number }>(
    sql`UPDATE users SET email = ${email}, user_name = ${`User${tag}`} WHERE phone_number = ${phone} RETURNING id`,
  );
  const stuName = `学生${tag}`;
  const [{ id: stuId }] = await q<{ id: number }>(
    sql`INSERT INTO students (owner_id, stu_name, stu_spell, birthday, country_id, referral_status, submitted_at, home_address)
        VALUES (${userId}, ${stuName}, ${`Spell${tag}`}, '2000-01-01', '140', 1, now(), ${`Addr${tag}`}) RETURNING id`,
  );
  await q(sql`UPDATE students SET card_no_enc = ${sealStudentSecret(t.app.secrets, 'cardNoEnc', stuId, '6222020200001234')},
              card_safety_code_enc = ${sealStudentSecret(t.app.secrets, 'cardSafetyCodeEnc', stuId, '987')},
              edu_password_enc = ${sealStudentSecret(t.app.secrets, 'eduPasswordEnc', stuId, `Secret${tag}pw`)} WHERE id = ${stuId}`);
  const fileBytes = makePng(3, 3, `file-${tag}`);
  const f = await storeFile(userId, fileBytes, 'png', 'image/png', 'apply', `passport-${tag}.png`);
  const [{ id: applyId }] = await q<{ id: number }>(
    sql`INSERT INTO student_applies (stu_id, uni_id) VALUES (${stuId}, ${uniId}) RETURNING id`,
  );
  await q(
    sql`INSERT INTO student_courses (apply_id, course_name, course_type, begin_date) VALUES (${applyId}, ${`Course${tag}`}, '1', '2027-09')`,
  );
  await q(
    sql`INSERT INTO student_files (stu_id, kind, file_id, file_name, annex_type) VALUES (${stuId}, 'apply', ${f.id}, ${`passport-${tag}.png`}, '1')`,
  );
  await q(
    sql`INSERT INTO student_educations (stu_id, begin_date, end_date, school_name, major_name, gpa) VALUES (${stuId}, '2018-09', '2022-06', ${`School${tag}`}, 'Math', '3.5')`,
  );
  await q(
    sql`INSERT INTO student_works (stu_id, begin_date, end_date, work_unit, work_position) VALUES (${stuId}, '2022-07', '2023-07', ${`Work${tag}`}, 'Dev')`,
  );
  await q(sql`INSERT INTO student_languages (stu_id, language_type, total_points) VALUES (${stuId}, 'IELTS', '7')`);
  await q(sql`INSERT INTO student_referrers (stu_id, referrer_name) VALUES (${stuId}, ${`Ref${tag}`})`);
  await q(sql`INSERT INTO student_contacts (stu_id, contact_name, contact_relation, phone_number, email, address, zip_code)
              VALUES (${stuId}, ${`Guard${tag}`}, '1', '13900000000', 'g@example.com', 'addr', '100000')`);
  await q(sql`INSERT INTO student_kinsfolk (stu_id, kinsfolk_name, kinsfolk_relation, birthday, nationality, work_unit, phone_number, email, address, zip_code)
              VALUES (${stuId}, ${`Kin${tag}`}, '1', '1970-01-01', 'CN', 'x', '13900000001', 'k@example.com', 'a', '1')`);
  await q(
    sql`INSERT INTO student_messages (stu_id, msg_type, msg_context, msg_role, author_id) VALUES (${stuId}, '5', ${`<p>Msg${tag}</p>`}, '1', ${userId})`,
  );
  await q(sql`INSERT INTO status_changes (stu_id, actor_id, action, to_referral) VALUES (${stuId}, ${userId}, 'submit', 1)`);
  await q(sql`INSERT INTO notifications (user_id, kind, stu_id) VALUES (${userId}, 'reply', ${stuId})`);
  await q(sql`INSERT INTO favourites (user_id, uni_id) VALUES (${userId}, ${uniId})`);
  await q(
    sql`INSERT INTO view_records (target_type, target_id, visitor, day) VALUES ('uni', ${uniId}, ${visitorKey(userId, '', undefined)}, current_date)`,
  );
  const [{ id: bannerId }] = await q<{ id: number }>(sql`SELECT id FROM banners ORDER BY id LIMIT 1`).then((r) =>
    r.length ? r : q<{ id: number }>(sql`INSERT INTO banners (title_name, cover_picture) VALUES ('b', '/x.png') RETURNING id`),
  );
  await q(sql`INSERT INTO banner_clicks (banner_id, user_id) VALUES (${bannerId}, ${userId})`);
  await q(sql`INSERT INTO consult_profiles (user_id, gpa) VALUES (${userId}, '3.1')`);
  await q(sql`INSERT INTO consult_leads (user_id, type, country_id, chat_url) VALUES (${userId}, 0, '140', 'https://chat.example')`);
  await q(
    sql`INSERT INTO error_reports (page, target_type, target_id, note, user_id) VALUES ('/x', 'university', ${uniId}, ${`Note${tag}`}, ${userId})`,
  );
  await q(sql`INSERT INTO mail_jobs (recipient, subject, body) VALUES (${email}, ${`Mail${tag}`}, 'hello')`);
  await q(
    sql`INSERT INTO consents (user_id, stu_id, kind, version, ip) VALUES (${userId}, ${stuId}, 'sensitive', '2026-11-28', '1.2.3.4')`,
  );
  await q(sql`INSERT INTO known_devices (user_id, token_hash) VALUES (${userId}, ${randomBytes(32).toString('hex')})`);
  await q(sql`INSERT INTO login_attempts (account, method, outcome, user_id) VALUES (${phone}, 'password', 'ok', ${userId})`);
  await q(sql`INSERT INTO audit_log (actor_id, action, target) VALUES (${userId}, 'test.action', ${String(stuId)})`);
  // A signed contract with its PDF, signature image, order, event and milestone.
  const sig = await storeFile(userId, makePng(4, 4, `sig-${tag}`), 'png', 'image/png', 'signature', 'sig.png');
  const pdf = await storeFile(userId, PDF, 'pdf', 'application/pdf', 'contract', 'contract.pdf');
  const accessKey = randomBytes(24).toString('base64url');
  const signers = [{ role: 'student', name: stuName, relation: null, fileId: sig.id, phone: '13800000000', idNo: '110101200001011234' }];
  const [{ id: contractId }] = await q<{ id: number }>(
    sql`INSERT INTO contracts (contract_no, access_key, stu_id, owner_id, status, contract_class, country_id, terms_version, student_name, schools, signers,
          service_fee_fen, signed_at, start_date, end_date, pdf_file_id, pdf_sha256, content_sha256)
        VALUES (${`SC${tag}${Date.now()}`}, ${accessKey}, ${stuId}, ${userId}, 'signed', 'A', '140', '1', ${stuName}, '[]'::jsonb, ${JSON.stringify(signers)}::jsonb,
          100000, now(), '2026-11-28', '2028-11-28', ${pdf.id}, ${createHash('sha256').update(PDF).digest('hex')}, ${'0'.repeat(64)})
        RETURNING id`,
  );
  const [{ id: orderId }] = await q<{ id: number }>(
    sql`INSERT INTO payment_orders (out_trade_no, contract_id, channel, provider, amount_fen, state, expires_at)
        VALUES (${`OT${tag}${Date.now()}`}, ${contractId}, 'wechat', 'sandbox', 100000, 'created', now() + interval '2 hours') RETURNING id`,
  );
  await q(sql`INSERT INTO payment_events (order_id, to_state, source) VALUES (${orderId}, 'created', 'create')`);
  await q(sql`INSERT INTO contract_milestones (contract_id, kind) VALUES (${contractId}, 'schools')`);
  return {
    token,
    phone,
    userId,
    email,
    stuId,
    stuName,
    fileBytes,
    fileKey: f.key,
    contract: { id: contractId, accessKey, pdfKey: pdf.key, pdfId: pdf.id, sigKey: sig.key },
  };
}

const download = (token: string) => t.call({ method: 'GET', url: '/api/privacy/my-data', token });
async function rawZip(token: string) {
  const r = await t.app.inject({ method: 'GET', url: '/api/privacy/my-data', headers: { token }, remoteAddress: '10.9.9.9' });
  return { status: r.statusCode, type: r.headers['content-type'], bytes: r.rawPayload };
}

describe('streamed zip', () => {
  it('writes entries as they arrive (a 3 MB stream in many chunks, a buffer, a missing one left out)', async () => {
    const big = randomBytes(3 * 1024 * 1024);
    const chunks = Array.from({ length: 48 }, (_, i) => big.subarray(i * 65536, (i + 1) * 65536));
    const parts: Buffer[] = [];
    for await (const c of zipStream([
      { name: 'a.json', open: async () => Buffer.from('{"a":1}') },
      { name: 'files/big.bin', open: async () => Readable.from(chunks) },
      { name: 'files/gone.bin', open: async () => null },
    ]))
      parts.push(c as Buffer);
    const entries = unzip(Buffer.concat(parts));
    expect([...entries.keys()]).toEqual(['a.json', 'files/big.bin']);
    expect(entries.get('files/big.bin')!.equals(big)).toBe(true);
    expect(entries.get('a.json')!.toString()).toBe('{"a":1}');
  });
});

describe('coverage', () => {
  it('every table with a reference to an account, a file or their rows is exported (or is written by staff only)', async () => {
    const STAFF_ONLY = new Set(['country_settings', 'status_settings', 'cases', 'import_jobs']);
    const fks = await q<{ tbl: string; ref: string }>(
      sql`SELECT DISTINCT tc.table_name AS tbl, ccu.table_name AS ref
          FROM information_schema.table_constraints tc
          JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
          WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'
            AND ccu.table_name IN ('users', 'students', 'student_applies', 'contracts', 'payment_orders')`,
    );
    expect(fks.length).toBeGreaterThan(10);
    const exported = new Set(SECTIONS.map((x) => x.name));
    const missing = fks.filter((f) => !exported.has(f.tbl) && !STAFF_ONLY.has(f.tbl)).map((f) => `${f.tbl}->${f.ref}`);
    expect(missing).toEqual([]);
  });
});

describe('my data', () => {
  let a: Person;
  let b: Person;
  beforeAll(async () => {
    a = await fullAccount('Alpha');
    b = await fullAccount('Bravo');
  }, 120_000);

  it('holds every table of the account, none of another account, the file bytes, no secret in clear; audited', async () => {
    const started = Date.now();
    const r = await rawZip(a.token);
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/zip');
    expect(Date.now() - started).toBeLessThan(5000);
    const entries = unzip(r.bytes);
    const json = entries.get('my-data.json')!.toString('utf8');
    const doc = JSON.parse(json);
    for (const s of SECTIONS) expect(doc.tables[s.name]?.length, s.name).toBeGreaterThan(0);
    expect(doc.tables.users[0].id).toBe(a.userId);
    expect(doc.tables.students[0].card_no).toBe('**** **** **** 1234');
    expect(json).not.toContain('6222020200001234');
    expect(json).not.toContain('SecretAlphapw');
    expect(json).not.toContain('"987"');
    expect(json).not.toContain('password_hash');
    expect(json).not.toContain('token_hash');
    expect(json).not.toContain(a.contract.accessKey);
    expect(doc.notes.students).toMatch(/CVV/);
    // Nothing of the other account.
    for (const s of ['Bravo', b.phone, b.email, b.stuName, b.contract.accessKey]) expect(json).not.toContain(s);
    // The uploaded file's bytes.
    const names = [...entries.keys()];
    const passport = names.find((n) => n.startsWith('files/') && n.endsWith('passport-Alpha.png'))!;
    expect(entries.get(passport)!.equals(a.fileBytes)).toBe(true);
    expect(names.some((n) => n.endsWith('contract.pdf'))).toBe(true);
    const [au] = await q(sql`SELECT * FROM audit_log WHERE action = 'account.export' AND actor_id = ${a.userId}`);
    expect(au.target).toBe(String(a.userId));
  });

  it('signed in only; rate-limited per account (30 at once: at most the limit pass)', async () => {
    expect((await download('')).body.code).toBe(CODES.NOT_LOGGED_IN);
    const all = await Promise.all(Array.from({ length: 30 }, () => download(b.token)));
    const okCount = all.filter((x) => x.status === 200).length;
    expect(okCount).toBeLessThanOrEqual(5);
    expect(okCount).toBeGreaterThan(0);
    expect(all.filter((x) => x.status === 429).length).toBe(30 - okCount);
  });
});

describe('deleting the account', () => {
  it('refuses staff and wrong codes', async () => {
    expect((await t.post('/api/privacy/delete/send-code', {}, { token: admin })).code).toBe('72040');
    const p = await fullAccount('Charlie');
    expect((await t.post('/api/privacy/delete', { code: '123456', confirm: true }, { token: p.token })).code).not.toBe('000');
    expect((await t.post('/api/privacy/delete/send-code', {}, { token: p.token })).code).toBe('000');
    const code = await t.lastCode(p.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.post('/api/privacy/delete', { code: wrong, confirm: true }, { token: p.token })).code).toBe(CODES.CODE_WRONG);
    // The wrong try is counted (not rolled back with the refused deletion).
    const [tries] = await q<{ n: number }>(
      sql`SELECT coalesce(sum(tries), 0)::int AS n FROM code_tries WHERE code_id IN (SELECT id FROM verify_codes WHERE destination = ${p.phone} AND purpose = 5)`,
    );
    expect(tries.n).toBeGreaterThanOrEqual(1);
    expect((await t.post('/api/privacy/delete', { code, confirm: false }, { token: p.token })).code).not.toBe('000');
    expect((await q(sql`SELECT id FROM users WHERE id = ${p.userId}`)).length).toBe(1);
  });

  it('erases rows and stored files, keeps the signed contract reduced; 30 requests with one code delete once', async () => {
    const p = await fullAccount('Delta');
    const other = await fullAccount('Echo');
    const sent = await t.post('/api/privacy/delete/send-code', {}, { token: p.token });
    expect(sent.code).toBe('000');
    expect(sent.data.channel).toBe('sms');
    const code = await t.lastCode(p.phone);
    const all = await Promise.all(
      Array.from({ length: 30 }, () => t.post('/api/privacy/delete', { code, confirm: true }, { token: p.token })),
    );
    const done = all.filter((r) => r.code === '000');
    expect(done.length).toBe(1);
    const out = done[0].data;
    expect(out.erased.students).toBe(1);
    expect(out.contractsKept).toHaveLength(1);
    expect(out.filesErased).toBeGreaterThanOrEqual(2);
    expect((await q(sql`SELECT id FROM users WHERE id = ${p.userId}`)).length).toBe(0);
    expect((await q(sql`SELECT id FROM students WHERE id = ${p.stuId}`)).length).toBe(0);
    for (const table of [
      'sessions',
      'consents',
      'notifications',
      'favourites',
      'consult_profiles',
      'consult_leads',
      'known_devices',
      'login_attempts',
      'error_reports',
      'banner_clicks',
    ])
      expect((await q(sql.raw(`SELECT 1 FROM ${table} WHERE user_id = ${p.userId}`))).length, table).toBe(0);
    expect((await q(sql`SELECT 1 FROM mail_jobs WHERE recipient = ${p.email}`)).length).toBe(0);
    expect((await q(sql`SELECT 1 FROM view_records WHERE visitor = ${visitorKey(p.userId, '', undefined)}`)).length).toBe(0);
    expect(await t.app.storage.get(p.fileKey)).toBeNull();
    expect(await t.app.storage.get(p.contract.sigKey)).toBeNull();
    // The contract: kept, reduced, its PDF still served to staff.
    const [c] = await q(sql`SELECT * FROM contracts WHERE id = ${p.contract.id}`);
    expect(c.reduced_at).not.toBeNull();
    expect(c.owner_id).toBeNull();
    expect(c.stu_id).toBeNull();
    expect(c.signers).toEqual([{ role: 'student', name: p.stuName, signatureSha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect((await q(sql`SELECT 1 FROM payment_orders WHERE contract_id = ${p.contract.id}`)).length).toBe(1);
    expect((await q(sql`SELECT 1 FROM contract_milestones WHERE contract_id = ${p.contract.id}`)).length).toBe(1);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/contract/pdf/${p.contract.accessKey}`, headers: { token: admin } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    // The purge job leaves the contract's PDF.
    await q(sql`UPDATE files SET created_at = now() - interval '3 days' WHERE id = ${p.contract.pdfId}`);
    const { purgeUnusedUploads } = await import('../../jobs/purge-uploads');
    await purgeUnusedUploads(t.database.db, t.app.storage);
    expect((await q(sql`SELECT 1 FROM files WHERE id = ${p.contract.pdfId}`)).length).toBe(1);
    // The session is gone; the login fails; the other account is whole.
    expect((await t.get('/api/getInfo', { token: p.token })).code).not.toBe('000');
    expect((await t.post('/api/auth/student/login', { content: p.phone, passWord: 'Lark8tide' })).code).not.toBe('000');
    expect((await q(sql`SELECT 1 FROM students WHERE id = ${other.stuId}`)).length).toBe(1);
    expect(await t.app.storage.get(other.fileKey)).not.toBeNull();
    // Audited without personal data.
    const [req] = await q(sql`SELECT * FROM audit_log WHERE action = 'account.delete.request' AND target = ${String(p.userId)}`);
    expect(req).toBeTruthy();
    const [del] = await q(sql`SELECT * FROM audit_log WHERE action = 'account.delete' AND target = ${String(p.userId)}`);
    expect(del.detail.erased.students).toBe(1);
    expect(JSON.stringify(del.detail)).not.toContain(p.phone);
    expect(JSON.stringify(del.detail)).not.toContain(p.stuName);
  }, 60_000);
});

describe('correction requests', () => {
  it('lands as a thread on the file, for staff, audited; only the owner, only when locked', async () => {
    const p = await fullAccount('Foxtrot');
    const o = await fullAccount('Golf');
    const body = { stuId: p.stuId, fields: ['stuName'], reason: 'My name is misspelt in the passport field' };
    expect((await t.post('/api/privacy/correction', body, { token: o.token })).code).toBe('72044');
    const r = await t.post('/api/privacy/correction', body, { token: p.token });
    expect(r.code).toBe('000');
    const [m] = await q(sql`SELECT * FROM student_messages WHERE id = ${r.data.messageId}`);
    expect(m.stu_id).toBe(p.stuId);
    expect(m.msg_context).toContain('misspelt');
    expect((await q(sql`SELECT 1 FROM audit_log WHERE action = 'file.correction.request' AND target = ${String(p.stuId)}`)).length).toBe(1);
    // Nobody holds the file: every clerk and admin has it in the bell (the console's unread messages).
    const [adminRow] = await q<{ id: number }>(sql`SELECT id FROM users WHERE 'admin' = ANY(roles) ORDER BY id LIMIT 1`);
    const bell = await q(
      sql`SELECT * FROM notifications WHERE user_id = ${adminRow.id} AND stu_id = ${p.stuId} AND kind = 'student_message'`,
    );
    expect(bell).toHaveLength(1);
    expect(m.msg_role).toBe('1');
    expect(m.msg_type).toBe('5');
    // Returned: the English name and birthday stay locked, so a request is still taken.
    await q(sql`UPDATE students SET referral_status = 3 WHERE id = ${p.stuId}`);
    expect((await t.post('/api/privacy/correction', body, { token: p.token })).code).toBe('000');
    await q(sql`UPDATE students SET referral_status = 0 WHERE id = ${p.stuId}`);
    expect((await t.post('/api/privacy/correction', body, { token: p.token })).code).toBe('72043');
  });
});

describe('draft retention', () => {
  it('warns once, deletes expired drafts after the warning with their files; fresh and submitted drafts stay', async () => {
    const { token, phone } = await registerByPhone(t);
    const email = freshEmail();
    const [{ id: userId }] = await q<{ id: number }>(
      sql`UPDATE users SET email = ${email}, lang = 'en' WHERE phone_number = ${phone} RETURNING id`,
    );
    const mk = async (referral: number, daysOld: number) => {
      const [{ id }] = await q<{ id: number }>(
        sql`INSERT INTO students (owner_id, stu_name, referral_status, updated_at) VALUES (${userId}, 'Old', ${referral}, now() - make_interval(days => ${daysOld})) RETURNING id`,
      );
      return id;
    };
    const old = await mk(0, DRAFT_RETENTION_DAYS + 5);
    const fresh = await mk(0, 10);
    const submitted = await mk(1, DRAFT_RETENTION_DAYS + 100);
    const f = await storeFile(userId, makePng(2, 2, 'old'), 'png', 'image/png', 'apply', 'old.png');
    await q(sql`INSERT INTO student_files (stu_id, kind, file_id, file_name) VALUES (${old}, 'apply', ${f.id}, 'old.png')`);
    const db = t.database.db;
    const url = 'https://portal.example';
    const r1 = await runDraftRetention(db, t.app.storage, url);
    expect(r1.deleted).toBe(0);
    const mails = await q(sql`SELECT * FROM mail_jobs WHERE recipient = ${email}`);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(`${url}/applyDetail?id=${old}`);
    // The bell says it too, in the reader's language, leading to the draft.
    const notices = (await t.post('/api/notice/list', { pageNo: 1, pageSize: 10 }, { token, lang: 'en' })).data.list;
    expect(notices.filter((n: { link: string }) => n.link === `/applyDetail?id=${old}`)).toEqual([
      expect.objectContaining({
        title: 'A draft application will be deleted',
        body: expect.stringContaining('The draft application of Old will be deleted on '),
      }),
    ]);
    // Run again (and two at once): no second warning.
    await Promise.all([runDraftRetention(db, t.app.storage, url), runDraftRetention(db, t.app.storage, url)]);
    expect(await q(sql`SELECT * FROM mail_jobs WHERE recipient = ${email}`)).toHaveLength(1);
    expect(await q(sql`SELECT 1 FROM notifications WHERE stu_id = ${old} AND kind = 'draft_expiring'`)).toHaveLength(1);
    // 31 days later: deleted with its file; fresh and submitted stay.
    const later = new Date(Date.now() + 31 * 86_400_000);
    const r2 = await runDraftRetention(db, t.app.storage, url, later);
    expect(r2.deleted).toBe(1);
    expect((await q(sql`SELECT id FROM students WHERE id IN (${old}, ${fresh}, ${submitted}) ORDER BY id`)).map((x) => x.id)).toEqual([
      fresh,
      submitted,
    ]);
    expect(await t.app.storage.get(f.key)).toBeNull();
    expect((await q(sql`SELECT 1 FROM files WHERE id = ${f.id}`)).length).toBe(0);
  });

  it('a draft saved after its warning is warned again, not deleted on the old warning', async () => {
    const { phone } = await registerByPhone(t);
    const email = freshEmail();
    const [{ id: userId }] = await q<{ id: number }>(sql`UPDATE users SET email = ${email} WHERE phone_number = ${phone} RETURNING id`);
    const [{ id }] = await q<{ id: number }>(
      sql`INSERT INTO students (owner_id, referral_status, updated_at, retention_warned_at)
          VALUES (${userId}, 0, now() - make_interval(days => ${DRAFT_RETENTION_DAYS + 1}), now() - make_interval(days => ${DRAFT_RETENTION_DAYS + 40})) RETURNING id`,
    );
    const r = await runDraftRetention(t.database.db, t.app.storage, 'http://x');
    expect((await q(sql`SELECT 1 FROM students WHERE id = ${id}`)).length).toBe(1);
    expect(r.warned).toBeGreaterThanOrEqual(1);
    expect((await q(sql`SELECT subject FROM mail_jobs WHERE recipient = ${email}`))[0].subject).toMatch(/删除/);
  });

  it('an English account is texted with the English spelling of the name', async () => {
    const { phone } = await registerByPhone(t);
    const [{ id: userId }] = await q<{ id: number }>(
      sql`UPDATE users SET email = NULL, lang = 'en' WHERE phone_number = ${phone} RETURNING id`,
    );
    const [{ id }] = await q<{ id: number }>(
      sql`INSERT INTO students (owner_id, stu_name, stu_spell, referral_status, updated_at)
          VALUES (${userId}, '赵六', 'Zhao Liu', 0, now() - make_interval(days => ${DRAFT_RETENTION_DAYS - 10})) RETURNING id`,
    );
    await runDraftRetention(t.database.db, t.app.storage, 'http://x', new Date(), t.app.sms);
    const texts = await q<{ body: string }>(sql`SELECT body FROM outbox WHERE channel = 'sms' AND recipient = ${phone}`);
    const mine = texts.filter((x) => x.body.includes(`/applyDetail?id=${id}`));
    expect(mine).toHaveLength(1);
    expect(mine[0].body).toMatch(/^\[Scholarship Portal\] Your draft application Zhao Liu /);
  });

  it('an account without an email address is warned in the portal and by a text to its phone', async () => {
    const { token, phone } = await registerByPhone(t);
    const [{ id: userId }] = await q<{ id: number }>(sql`UPDATE users SET email = NULL WHERE phone_number = ${phone} RETURNING id`);
    const [{ id }] = await q<{ id: number }>(
      sql`INSERT INTO students (owner_id, stu_name, referral_status, updated_at)
          VALUES (${userId}, '王五', 0, now() - make_interval(days => ${DRAFT_RETENTION_DAYS - 10})) RETURNING id`,
    );
    const beijingDay = () => new Date(Date.now() + DRAFT_WARNING_DAYS * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10);
    const dayBefore = beijingDay();
    await runDraftRetention(t.database.db, t.app.storage, 'http://x', new Date(), t.app.sms);
    const dayAfter = beijingDay();
    const texts = await q<{ body: string }>(sql`SELECT body FROM outbox WHERE channel = 'sms' AND recipient = ${phone}`);
    expect(texts.filter((x) => x.body.includes('申请草稿'))).toEqual([
      { body: expect.stringMatching(new RegExp(`^【留学奖学金】您的申请草稿「王五」.*http://x/applyDetail\\?id=${id}$`)) },
    ]);
    const list = (await t.post('/api/notice/list', { pageNo: 1, pageSize: 10 }, { token })).data.list;
    const mine = list.filter((n: { link: string }) => n.link === `/applyDetail?id=${id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0].title).toBe('申请草稿即将删除');
    // Deleted on the later of two years after the last change and 30 days from the warning (Beijing date).
    const text = (day: string) =>
      `王五的申请草稿将于 ${day}（北京时间）删除：已近两年未修改，按照隐私政策将连同上传的文件一并删除。在此之前打开并保存即可保留。`;
    expect([text(dayBefore), text(dayAfter)]).toContain(mine[0].body);
    expect((await t.get('/api/notice/unread', { token })).data.count).toBeGreaterThanOrEqual(1);
  });
});
