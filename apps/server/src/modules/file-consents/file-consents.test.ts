// The consents of a student file (issue 15): sensitive values need the sensitive consent, a submit
// the transfer consent naming every current school (and a guardian's for a child under 14), the
// console's transfer the same; withdrawing has its effects; only the keeping account gives,
// withdraws or lists them; staff read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FILE_CONSENT_CODES as C, POLICY_VERSIONS, consentList, consentRecord, fileConsentList, fileConsentStatus } from '@portal/shared';
import { ADMIN, ageCodes, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import {
  PDF,
  basicStudent,
  fillStudentFile,
  saveStep,
  studentCard,
  studentCourse,
  studentGuardian,
  studentOther,
  updateBody,
  uploadFile,
} from '../../../test/fixtures';
import { rows } from '../../lib/sql';

let t: TestApp;
let adminToken: string;
let unis: number[];
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
const UK = '140';

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  unis = (
    await q<{ id: number }>(
      sql`SELECT id FROM universities WHERE status = '0' AND country_id = ${UK} AND stipend_show = '1' AND is_special = '0' AND uni_type_tip = 2 ORDER BY id LIMIT 3`,
    )
  ).map((u) => u.id);
  adminToken = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
}, 180_000);
afterAll(async () => t?.close());

const info = (token: string, id: number) => t.post('/api/clerk/web/stu/info', { id }, { token });
const save = (token: string, stuId: number, step: number, fields: object, stuOther: object = {}, extra: object = {}) =>
  saveStep(t, token, stuId, step, fields, stuOther, extra);
const add = async (token: string, extra: object = {}) =>
  (
    await t.post(
      '/api/clerk/web/stu/add',
      { isOldVersions: 1, stuOther: { currentStep: 1 }, ...basicStudent, countryId: UK, ...extra },
      { token },
    )
  ).data.stuId as number;
const give = (token: string, stuId: number, kind: 'sensitive' | 'transfer', uniIds?: number[]) =>
  t.post('/api/privacy/file-consents', { stuId, kind, ...(uniIds ? { uniIds } : {}) }, { token });
const status = (token: string, stuId: number) => t.get(`/api/privacy/file-consents/status?stuId=${stuId}`, { token });
const withdraw = (token: string, id: number) => t.post('/api/privacy/file-consents/withdraw', { id }, { token });

const upload = (token: string, name: string, bytes: Buffer) => uploadFile(t, token, name, bytes);
const course = studentCourse;
const CARD = studentCard;
const GUARDIAN_PHONE = studentGuardian.phoneNumber;

/** Every step after the first, valid; the card and passport after the sensitive consent. */
const fillAll = (token: string, stuId: number) => fillStudentFile(t, token, stuId, { uniId: unis[0] });
const submit = (token: string, stuId: number) => save(token, stuId, 11, {}, studentOther, { agentDraftStatus: 1 });

describe('sensitive personal information', () => {
  it('refuses a card, CVV, portal password or passport without the consent and changes nothing; stores them after it', async () => {
    const { token } = await registerByPhone(t);
    const stuId = await add(token);
    const before = (await info(token, stuId)).data.version;
    const refused = await save(token, stuId, 8, {}, CARD);
    expect(refused.code).toBe(C.SENSITIVE_REQUIRED);
    expect(refused.msg).toContain('敏感个人信息');
    const en = await t.post('/api/clerk/web/stu/update', updateBody(stuId, before, 8, {}, CARD), { token, lang: 'en' });
    expect(en.msg).toContain('sensitive personal information');
    const [row] = await q(sql`SELECT card_no_enc, card_safety_code_enc, edu_password_enc, version FROM students WHERE id = ${stuId}`);
    expect(row).toMatchObject({ card_no_enc: null, card_safety_code_enc: null, edu_password_enc: null, version: before });
    // The card step without any secret saves as before.
    expect((await save(token, stuId, 8, {}, { cardType: '1', cardUsername: 'ZHANG SAN' })).code).toBe('000');
    // A passport attachment is sensitive too; other attachments are not.
    const passport = await upload(token, 'passport.pdf', PDF);
    expect((await save(token, stuId, 10, { applyFile: [{ ...passport, annexType: '1' }] }, { annexTypeList: ['1'] })).code).toBe(
      C.SENSITIVE_REQUIRED,
    );
    const transcript = await upload(token, 'transcript.pdf', PDF);
    expect((await save(token, stuId, 10, { applyFile: [{ ...transcript, annexType: '2' }] }, { annexTypeList: ['2'] })).code).toBe('000');

    const st = await status(token, stuId);
    expect(fileConsentStatus.safeParse(st.data).success).toBe(true);
    expect(st.data).toMatchObject({ own: true, sensitive: null, cvvRetentionDays: 30 });
    const given = await t.post(
      '/api/privacy/file-consents',
      { stuId, kind: 'sensitive' },
      { token, headers: { 'user-agent': 'TestAgent/1' } },
    );
    expect(given.code).toBe('000');
    expect(consentRecord.safeParse(given.data).success).toBe(true);
    const [stored] = await q(sql`SELECT user_id, kind, version, ip, user_agent, detail FROM consents WHERE id = ${given.data.id}`);
    expect(stored).toMatchObject({ kind: 'sensitive', version: POLICY_VERSIONS.sensitive, user_agent: 'TestAgent/1' });
    expect(stored.ip).toBeTruthy();
    expect(stored.detail.onBehalfOf).toMatchObject({ stuId, stuSpell: basicStudent.stuSpell });
    expect((await save(token, stuId, 8, {}, CARD)).code).toBe('000');
    expect((await save(token, stuId, 10, { applyFile: [{ ...passport, annexType: '1' }] }, { annexTypeList: ['1'] })).code).toBe('000');
    const [after] = await q(sql`SELECT card_no_enc, edu_password_enc FROM students WHERE id = ${stuId}`);
    expect(after.card_no_enc).toMatch(/^v2\./);
  });

  it('records one consent when 30 agree at once', async () => {
    const { token } = await registerByPhone(t);
    const stuId = await add(token);
    const all = await Promise.all(Array.from({ length: 30 }, () => give(token, stuId, 'sensitive')));
    expect(all.every((r) => r.code === '000')).toBe(true);
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM consents WHERE stu_id = ${stuId} AND kind = 'sensitive'`);
    expect(n).toBe(1);
  });

  it('erases the card number, CVV, portal password and passport when the consent is withdrawn; a masked resend still saves', async () => {
    const { token } = await registerByPhone(t);
    const stuId = await add(token);
    const c = (await give(token, stuId, 'sensitive')).data;
    expect((await save(token, stuId, 8, {}, CARD)).code).toBe('000');
    const passport = await upload(token, 'passport.pdf', PDF);
    const transcript = await upload(token, 'transcript.pdf', PDF);
    const files = [
      { ...passport, annexType: '1' },
      { ...transcript, annexType: '2' },
    ];
    expect((await save(token, stuId, 10, { applyFile: files }, { annexTypeList: ['1', '2'] })).code).toBe('000');
    const fileGet = (f: { url: string }) => t.call({ method: 'GET', url: f.url, token });
    expect((await fileGet(passport)).status).toBe(200);
    const before = (await info(token, stuId)).data;
    expect(before.stuOther.currentStepStr.split(',')).toContain('10');
    expect(before.stuOther.sensitiveWithdrawn).toBe(false);
    const w = await withdraw(token, c.id);
    expect(w.code).toBe('000');
    expect(w.data.withdrawnAt).toBeTruthy();
    const [row] = await q(
      sql`SELECT card_no_enc, card_safety_code_enc, edu_password_enc, cvv_stored_at, card_username FROM students WHERE id = ${stuId}`,
    );
    expect(row).toMatchObject({
      card_no_enc: null,
      card_safety_code_enc: null,
      edu_password_enc: null,
      cvv_stored_at: null,
      card_username: 'ZHANG SAN',
    });
    // The passport is gone from the file and from storage; the transcript stays.
    const after = (await info(token, stuId)).data;
    expect(after.applyFile.map((f: { fileName: string }) => f.fileName)).toEqual(['transcript.pdf']);
    // Passport stays a ticked type without its file: the attachments step is not done any more; the others are.
    expect(after.stuOther.annexTypeList).toEqual(['1', '2']);
    expect(after.stuOther.currentStepStr.split(',')).toEqual(before.stuOther.currentStepStr.split(',').filter((n: string) => n !== '10'));
    // The draft says why the secrets are not there (the detail reads "not stored, consent withdrawn").
    expect(after.stuOther).toMatchObject({ cardNo: null, cardSafetyCode: null, eduPassword: null, sensitiveWithdrawn: true });
    const passportId = passport.fileNameAfter.split('.')[0];
    expect(await q(sql`SELECT id FROM files WHERE id = ${passportId}`)).toEqual([]);
    expect((await fileGet(passport)).status).toBe(404);
    expect((await fileGet(transcript)).status).toBe(200);
    expect((await save(token, stuId, 8, {}, CARD)).code).toBe(C.SENSITIVE_REQUIRED);
    expect(
      (await save(token, stuId, 8, {}, { ...CARD, cardNo: '**** **** **** 1234', cardSafetyCode: '******', eduPassword: '******' })).code,
    ).toBe('000');
    // Withdrawing twice keeps the first time.
    expect((await withdraw(token, c.id)).data.withdrawnAt).toBe(w.data.withdrawnAt);
    // Given again, the file is no longer "withdrawn".
    expect((await give(token, stuId, 'sensitive')).code).toBe('000');
    expect((await info(token, stuId)).data.stuOther.sensitiveWithdrawn).toBe(false);
  });
});

describe('transfer abroad', () => {
  it('refuses submit without the transfer consent, after the schools change, and submits with it', async () => {
    const { token } = await registerByPhone(t);
    const stuId = await add(token);
    await fillAll(token, stuId);
    expect((await submit(token, stuId)).code).toBe(C.TRANSFER_REQUIRED);
    const st = (await status(token, stuId)).data;
    expect(st.recipients).toHaveLength(1);
    expect(st.recipients[0]).toMatchObject({ uniId: unis[0], countryEn: 'United Kingdom' });
    expect(st.recipients[0].uniName).toBeTruthy();
    // The dialog's list must be the current schools.
    expect((await give(token, stuId, 'transfer', [unis[1]])).code).toBe(C.TRANSFER_STALE);
    const c = await give(token, stuId, 'transfer', [unis[0]]);
    expect(c.code).toBe('000');
    expect(c.data.detail.recipients).toEqual(st.recipients);
    expect(c.data.detail.sent.sections).toContain('attachments');
    expect((await status(token, stuId)).data.transferCovers).toBe(true);
    // A school added since: ask again.
    const added = await t.post(
      '/api/clerk/web/stu/agentAddApply',
      { stuId, agentApplyList: [{ uniId: unis[1], courseList: [course] }] },
      { token },
    );
    expect(added.code).toBe('000');
    expect((await status(token, stuId)).data.transferCovers).toBe(false);
    expect((await submit(token, stuId)).code).toBe(C.TRANSFER_STALE);
    expect((await give(token, stuId, 'transfer')).code).toBe('000');
    const done = await submit(token, stuId);
    expect(done.code).toBe('000');
    expect(done.data.referralStatus).toBe(1);
  });

  it('after submit: withdrawing is recorded and staff are told; the console cannot transfer the file until it is given again', async () => {
    const { token } = await registerByPhone(t);
    const stuId = await add(token);
    await fillAll(token, stuId);
    const c = (await give(token, stuId, 'transfer')).data;
    expect((await submit(token, stuId)).code).toBe('000');
    expect((await withdraw(token, c.id)).code).toBe('000');
    const notices = await q(sql`SELECT n.kind, u.roles FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.stu_id = ${stuId}`);
    expect(notices.filter((n) => n.kind === 'consent_withdrawn').length).toBeGreaterThan(0);
    expect(notices.filter((n) => n.kind === 'consent_withdrawn').every((n) => n.roles.includes('admin'))).toBe(true);
    const refused = await t.post('/api/console/applications/status', { stuId, action: 'transfer', stuStatus: '1' }, { token: adminToken });
    expect(refused.code).toBe(C.TRANSFER_REQUIRED);
    const legacy = await t.post('/api/clerk/web/stu/transfer', { stuId, stuStatus: 'Processing' }, { token: adminToken });
    expect(legacy.code).toBe(C.TRANSFER_REQUIRED);
    expect((await q(sql`SELECT referral_status FROM students WHERE id = ${stuId}`))[0].referral_status).toBe(1);
    expect((await give(token, stuId, 'transfer')).code).toBe('000');
    expect(
      (await t.post('/api/console/applications/status', { stuId, action: 'transfer', stuStatus: '1' }, { token: adminToken })).code,
    ).toBe('000');
    // Staff read the file's consents (audited); a student may not.
    const read = await t.get(`/api/console/applications/consents?stuId=${stuId}`, { token: adminToken });
    expect(read.code).toBe('000');
    expect(consentList.safeParse(read.data).success).toBe(true);
    expect(read.data.map((r: any) => r.kind)).toEqual(['transfer', 'transfer', 'sensitive']);
    expect((await q(sql`SELECT 1 FROM audit_log WHERE action = 'student.consents.read' AND target = ${String(stuId)}`)).length).toBe(1);
    expect((await t.get(`/api/console/applications/consents?stuId=${stuId}`, { token })).code).toBe('004');
  });
});

describe("a guardian's consent for a student under 14", () => {
  it('refuses submit without it; a code to the guardian; 30 verifies at once make one consent; the code is not reusable', async () => {
    const { token } = await registerByPhone(t);
    const stuId = await add(token, { stuSpell: 'Young Student', birthday: '2015-06-01' });
    await fillAll(token, stuId);
    expect((await give(token, stuId, 'transfer')).code).toBe('000');
    expect((await submit(token, stuId)).code).toBe(C.GUARDIAN_REQUIRED);
    const st = (await status(token, stuId)).data;
    expect(st.guardianNeeded).toBe(true);
    expect(st.guardians).toEqual([
      {
        guardianId: expect.any(Number),
        name: '张父',
        relation: '1',
        relationLabel: { cn: '父亲', en: 'Father' },
        phoneMasked: '139****9000',
      },
    ]);
    const guardianId = st.guardians[0].guardianId;
    expect((await t.post('/api/privacy/file-consents/guardian/send', { stuId, guardianId: guardianId + 100000 }, { token })).code).toBe(
      C.GUARDIAN_UNKNOWN,
    );
    expect((await t.post('/api/privacy/file-consents/guardian/send', { stuId, guardianId }, { token, ip: '10.9.9.9' })).code).toBe('000');
    // Sends are limited as every code: a second within the minute is refused.
    expect((await t.post('/api/privacy/file-consents/guardian/send', { stuId, guardianId }, { token, ip: '10.9.9.9' })).code).toBe('006');
    const code = await t.lastCode(GUARDIAN_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.post('/api/privacy/file-consents/guardian/verify', { stuId, guardianId, code: wrong }, { token })).code).not.toBe(
      '000',
    );
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post('/api/privacy/file-consents/guardian/verify', { stuId, guardianId, code }, { token, ip: `10.20.0.${i + 1}` }),
      ),
    );
    expect(all.filter((r) => r.code === '000')).toHaveLength(1);
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM consents WHERE stu_id = ${stuId} AND kind = 'guardian'`);
    expect(n).toBe(1);
    const g = all.find((r) => r.code === '000')!.data;
    expect(g.detail).toMatchObject({ name: '张父', relation: '1', phoneMasked: '139****9000' });
    expect(JSON.stringify(g.detail)).not.toContain(GUARDIAN_PHONE);
    expect((await t.post('/api/privacy/file-consents/guardian/verify', { stuId, guardianId, code }, { token })).code).not.toBe('000');
    // Withdrawn before submit: refused again until a new code is verified.
    expect((await withdraw(token, g.id)).code).toBe('000');
    expect((await submit(token, stuId)).code).toBe(C.GUARDIAN_REQUIRED);
    await ageCodes(t, GUARDIAN_PHONE);
    expect((await t.post('/api/privacy/file-consents/guardian/send', { stuId, guardianId }, { token })).code).toBe('000');
    const again = await t.post(
      '/api/privacy/file-consents/guardian/verify',
      { stuId, guardianId, code: await t.lastCode(GUARDIAN_PHONE) },
      { token },
    );
    expect(again.code).toBe('000');
    expect((await submit(token, stuId)).code).toBe('000');
  });

  it('asks no guardian for a student of 14 or more', async () => {
    const { token } = await registerByPhone(t);
    const stuId = await add(token, { stuSpell: 'Adult Student' });
    expect((await status(token, stuId)).data.guardianNeeded).toBe(false);
  });
});

describe('ownership', () => {
  it('lets only the keeping account give, withdraw, read or list the consents of a file', async () => {
    const owner = await registerByPhone(t);
    const other = await registerByPhone(t);
    const stuId = await add(owner.token);
    const c = (await give(owner.token, stuId, 'sensitive')).data;
    expect((await give(other.token, stuId, 'sensitive')).code).toBe(C.FILE_NOT_OWN);
    expect((await status(other.token, stuId)).code).toBe(C.FILE_NOT_OWN);
    expect((await withdraw(other.token, c.id)).code).toBe(C.CONSENT_UNKNOWN);
    expect((await t.post('/api/privacy/file-consents/guardian/send', { stuId, guardianId: 1 }, { token: other.token })).code).toBe(
      C.FILE_NOT_OWN,
    );
    // Account consents are not withdrawn here.
    const account = await q<{ id: number }>(sql`SELECT id FROM consents WHERE stu_id IS NULL LIMIT 1`);
    if (account[0]) expect((await withdraw(owner.token, account[0].id)).code).toBe(C.CONSENT_UNKNOWN);
    const mine = await t.get('/api/privacy/file-consents', { token: owner.token });
    expect(fileConsentList.safeParse(mine.data).success).toBe(true);
    expect(mine.data).toEqual([expect.objectContaining({ stuId, consents: [expect.objectContaining({ id: c.id, kind: 'sensitive' })] })]);
    expect((await t.get('/api/privacy/file-consents', { token: other.token })).data).toEqual([]);
    expect((await t.get('/api/privacy/file-consents')).code).toBe('002');
    expect((await withdraw(owner.token, c.id)).code).toBe('000');
    const [row] = await q(sql`SELECT withdrawn_at FROM consents WHERE id = ${c.id}`);
    expect(row.withdrawn_at).toBeTruthy();
  });
});
