// Account consents (issue 15): registration with and without the consent fields, the status after
// a new version, acceptance (once per kind even when sent 30 times at once), the consent history,
// and the policy texts by version and language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { POLICY_VERSIONS, PRIVACY_CODES } from '@portal/shared';
import { createTestApp, freshPhone, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';
import { DEMO_ACCOUNTS, seedAccounts } from '../../db/seed';
import { activeConsent, consentsOf, recordConsent, withdrawConsent } from './service';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

interface ConsentDbRow {
  kind: string;
  version: string;
  ip: string;
  user_agent: string | null;
  stu_id: number | null;
}
const consentRows = (userId: number) =>
  q<ConsentDbRow>(sql`SELECT kind, version, ip, user_agent, stu_id FROM consents WHERE user_id = ${userId} ORDER BY kind, id`);
const userIdOf = async (phone: string) => (await q<{ id: number }>(sql`SELECT id FROM users WHERE phone_number = ${phone}`))[0].id;

/** Registers through the real calls with extra fields; answers the raw answer and the phone. */
async function register(extra: Record<string, unknown>, ip = '10.20.30.40') {
  const phone = freshPhone();
  expect((await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 })).code).toBe('000');
  const code = await t.lastCode(phone);
  const r = await t.call({
    method: 'POST',
    url: '/api/auth/student/register',
    remoteAddress: ip,
    headers: { 'user-agent': 'ConsentTest/1.0' },
    payload: { phoneNumber: phone, passWord: 'Lark8tide', rePassWord: 'Lark8tide', verifyCode: code, stuUniName: '北京大学', ...extra },
  });
  return { body: r.body, phone };
}

describe('consent at registration', () => {
  it('records privacy and terms with version, ip and user agent in the same transaction', async () => {
    const { body, phone } = await register({
      agreePolicy: true,
      policyVersions: { privacy: POLICY_VERSIONS.privacy, terms: POLICY_VERSIONS.terms },
    });
    expect(body.code).toBe('000');
    const got = await consentRows(await userIdOf(phone));
    expect(got).toEqual([
      { kind: 'privacy', version: POLICY_VERSIONS.privacy, ip: '10.20.30.40', user_agent: 'ConsentTest/1.0', stu_id: null },
      { kind: 'terms', version: POLICY_VERSIONS.terms, ip: '10.20.30.40', user_agent: 'ConsentTest/1.0', stu_id: null },
    ]);
    const status = await t.get('/api/privacy/consents/status', { token: body.data.token });
    expect(status.data.pending).toEqual([]);
  });

  it('a client that does not send the field still registers, with no consent, and is asked', async () => {
    const { body, phone } = await register({});
    expect(body.code).toBe('000');
    expect(await consentRows(await userIdOf(phone))).toEqual([]);
    const status = await t.get('/api/privacy/consents/status', { token: body.data.token });
    expect(status.data.pending.map((p: any) => [p.kind, p.version, p.previousVersion])).toEqual([
      ['privacy', POLICY_VERSIONS.privacy, null],
      ['terms', POLICY_VERSIONS.terms, null],
    ]);
    // agreePolicy false records nothing either.
    const no = await register({ agreePolicy: false });
    expect(no.body.code).toBe('000');
    expect(await consentRows(await userIdOf(no.phone))).toEqual([]);
  });

  it('a version never published refuses the registration and creates no account', async () => {
    const { body, phone } = await register({ agreePolicy: true, policyVersions: { privacy: '2001-01-01', terms: POLICY_VERSIONS.terms } });
    expect(body.code).toBe(PRIVACY_CODES.POLICY_VERSION_UNKNOWN);
    expect(await q(sql`SELECT id FROM users WHERE phone_number = ${phone}`)).toEqual([]);
    const bad = await register({ agreePolicy: true, policyVersions: { privacy: 'yesterday', terms: POLICY_VERSIONS.terms } });
    expect(bad.body.code).toBe('003');
  });
});

describe('seeded accounts', () => {
  it('come with the current consents, so the gate does not stop the demo', async () => {
    await seedAccounts(t.database.db, { adminAccount: 'seed-admin@example.com', adminPassword: 'Seed12345x', demo: true });
    // (The admin's userNo exists already in the test database: only the demo accounts are new here.)
    for (const email of DEMO_ACCOUNTS.map((a) => a.email)) {
      const [{ id }] = await q<{ id: number }>(sql`SELECT id FROM users WHERE lower(email) = ${email}`);
      expect((await consentRows(id)).map((c) => [c.kind, c.version])).toEqual([
        ['privacy', POLICY_VERSIONS.privacy],
        ['terms', POLICY_VERSIONS.terms],
      ]);
    }
    // A second start adds nothing.
    await seedAccounts(t.database.db, { adminAccount: 'seed-admin@example.com', adminPassword: 'Seed12345x', demo: true });
    const [{ n }] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM consents c JOIN users u ON u.id = c.user_id WHERE lower(u.email) = ${DEMO_ACCOUNTS[0].email}`,
    );
    expect(n).toBe(2);
  });
});

describe('asking again after a new version', () => {
  it('status names the text agreed to in an older version; accept records the current one', async () => {
    const { body, phone } = await register({ agreePolicy: true });
    const token = body.data.token;
    const userId = await userIdOf(phone);
    // The account agreed to an older privacy policy only (as before a version bump).
    await q(sql`DELETE FROM consents WHERE user_id = ${userId} AND kind = 'privacy'`);
    await q(
      sql`INSERT INTO consents (user_id, kind, version, ip, created_at) VALUES (${userId}, 'privacy', '2025-01-01', '10.0.0.1', now() - interval '300 days')`,
    );
    const status = await t.get('/api/privacy/consents/status', { token, lang: 'en' });
    expect(status.data.pending).toEqual([
      expect.objectContaining({
        kind: 'privacy',
        version: POLICY_VERSIONS.privacy,
        previousVersion: '2025-01-01',
        title: 'Privacy Policy',
      }),
    ]);
    const cn = await t.get('/api/privacy/consents/status', { token });
    expect(cn.data.pending[0].title).toBe('隐私政策');

    const stale = await t.post('/api/privacy/consents/accept', { kinds: ['privacy'], versions: { privacy: '2025-01-01' } }, { token });
    expect(stale.code).toBe(PRIVACY_CODES.POLICY_VERSION_UNKNOWN);
    expect((await t.post('/api/privacy/consents/accept', { kinds: [] }, { token })).code).toBe('003');
    expect((await t.post('/api/privacy/consents/accept', { kinds: ['sensitive'] }, { token })).code).toBe('003');

    const r = await t.call({
      method: 'POST',
      url: '/api/privacy/consents/accept',
      token,
      remoteAddress: '10.9.8.7',
      headers: { 'user-agent': 'Gate/2' },
      payload: { kinds: ['privacy', 'terms'], versions: { privacy: POLICY_VERSIONS.privacy } },
    });
    expect(r.body.code).toBe('000');
    expect(r.body.data.pending).toEqual([]);
    const got = await consentRows(userId);
    expect(got.filter((c) => c.kind === 'privacy').map((c) => [c.version, c.ip, c.user_agent])).toEqual([
      ['2025-01-01', '10.0.0.1', null],
      [POLICY_VERSIONS.privacy, '10.9.8.7', 'Gate/2'],
    ]);
    // terms was current already: not recorded twice.
    expect(got.filter((c) => c.kind === 'terms')).toHaveLength(1);
  });

  it('a withdrawn consent counts as not given', async () => {
    const { body, phone } = await register({ agreePolicy: true });
    const userId = await userIdOf(phone);
    const terms = await activeConsent(t.database.db, { userId, kind: 'terms' });
    expect(terms?.version).toBe(POLICY_VERSIONS.terms);
    const w = await withdrawConsent(t.database.db, terms!.id);
    expect(w?.withdrawnAt).toBeInstanceOf(Date);
    // Withdrawn once: the first time stays.
    const again = await withdrawConsent(t.database.db, terms!.id, new Date(Date.now() + 60_000));
    expect(again?.withdrawnAt?.getTime()).toBe(w!.withdrawnAt!.getTime());
    expect(await activeConsent(t.database.db, { userId, kind: 'terms' })).toBeNull();
    expect(await withdrawConsent(t.database.db, 987654321)).toBeNull();
    const status = await t.get('/api/privacy/consents/status', { token: body.data.token });
    expect(status.data.pending.map((p: any) => p.kind)).toEqual(['terms']);
  });

  it('30 acceptances at once leave one current row per kind', async () => {
    const { body, phone } = await register({});
    const token = body.data.token;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.post('/api/privacy/consents/accept', { kinds: ['privacy', 'terms'] }, { token })),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(30).fill('000'));
    const got = await consentRows(await userIdOf(phone));
    expect(got.map((c) => [c.kind, c.version])).toEqual([
      ['privacy', POLICY_VERSIONS.privacy],
      ['terms', POLICY_VERSIONS.terms],
    ]);
  }, 60_000);

  it('needs a session', async () => {
    expect((await t.get('/api/privacy/consents/status')).code).toBe('002');
    expect((await t.post('/api/privacy/consents/accept', { kinds: ['privacy'] })).code).toBe('002');
    expect((await t.get('/api/privacy/consents')).code).toBe('002');
  });
});

describe('consent history', () => {
  it("lists the account's own consents newest first, and no other account's", async () => {
    const a = await register({ agreePolicy: true });
    const other = await registerByPhone(t);
    const userId = await userIdOf(a.phone);
    const [{ id: stuId }] = await q<{ id: number }>(
      sql`INSERT INTO students (owner_id, stu_name) VALUES (${userId}, '同意学生') RETURNING id`,
    );
    await recordConsent(t.database.db, {
      userId,
      stuId,
      kind: 'sensitive',
      version: POLICY_VERSIONS.sensitive,
      ip: '10.1.1.1',
      detail: { purpose: 'test' },
    });
    expect((await consentsOf(t.database.db, { userId, stuId })).map((c) => c.kind)).toEqual(['sensitive']);
    const list = await t.get('/api/privacy/consents', { token: a.body.data.token });
    expect(list.code).toBe('000');
    const kinds = list.data.map((c: any) => c.kind);
    expect(kinds.slice(-2).sort()).toEqual(['privacy', 'terms']);
    expect(list.data[0]).toMatchObject({ kind: 'sensitive', stuId, detail: { purpose: 'test' } });
    expect(list.data.every((c: any) => typeof c.createdAt === 'string' && c.withdrawnAt === null)).toBe(true);
    const mine = await t.get('/api/privacy/consents', { token: other.token });
    expect(mine.data).toEqual([]);
  });
});

describe('policy texts', () => {
  it('serves the current privacy policy in cn and the terms in en', async () => {
    const cn = await t.get('/api/privacy/policy?kind=privacy');
    expect(cn.code).toBe('000');
    expect(cn.data).toMatchObject({ kind: 'privacy', version: POLICY_VERSIONS.privacy, title: '隐私政策', current: true });
    expect(cn.data.versions[0]).toBe(POLICY_VERSIONS.privacy);
    const body = cn.data.sections.map((s: any) => s.heading + s.body).join('\n');
    for (const must of ['本平台运营方', '敏感个人信息', '不满十四周岁', '境外', '两年', '三十天', '我的数据', '隐私与数据', '注销账号']) {
      expect(body).toContain(must);
    }
    const en = await t.get(`/api/privacy/policy?kind=terms&version=${POLICY_VERSIONS.terms}`, { lang: 'en' });
    expect(en.data).toMatchObject({ kind: 'terms', version: POLICY_VERSIONS.terms, title: 'Terms of Service' });
    expect(en.data.sections.length).toBeGreaterThan(5);
    expect(JSON.stringify(en.data.sections)).not.toMatch(/[\u4e00-\u9fff]/);
    const enPrivacy = await t.get('/api/privacy/policy?kind=privacy&lang=en');
    expect(enPrivacy.data.title).toBe('Privacy Policy');
    expect(JSON.stringify(enPrivacy.data.sections)).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('an unknown version answers 72000, a bad kind 003', async () => {
    const r = await t.get('/api/privacy/policy?kind=privacy&version=1999-01-01', { lang: 'en' });
    expect(r.code).toBe(PRIVACY_CODES.POLICY_UNKNOWN);
    expect(r.msg).toBe('This policy text or version does not exist');
    expect((await t.get('/api/privacy/policy?kind=privacy&version=1999-01-01')).msg).toBe('该政策文本或版本不存在');
    expect((await t.get('/api/privacy/policy?kind=sensitive')).code).toBe('003');
  });
});
