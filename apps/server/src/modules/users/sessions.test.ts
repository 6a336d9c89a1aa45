// One's own sessions (list, end one, end the others), the shorter limits of staff sessions, the
// favourite GET refused from another site, and the audit log of staff actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  admin = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
}, 120_000);
afterAll(async () => t?.close());

const loginAs = async (phone: string, password: string, ua: string) =>
  (
    await t.call({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { content: phone, passWord: password },
      headers: { 'user-agent': ua },
    })
  ).body.data.token as string;

describe('my sessions', () => {
  it('lists the working sessions with their device, marks the current one, and ends one or the others', async () => {
    const { phone, password, token: first } = await registerByPhone(t);
    const phoneUa =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const pcUa = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const onPhone = await loginAs(phone, password, phoneUa);
    const onPc = await loginAs(phone, password, pcUa);
    const list = (await t.get('/api/admin/user/sessions', { token: onPc })).data;
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.find((s: { current: boolean }) => s.current)).toMatchObject({ browser: 'Chrome', system: 'Windows' });
    const phoneSession = list.find((s: { system: string }) => s.system === 'iOS');
    expect(phoneSession.browser).toBe('Safari');
    expect((await t.post('/api/admin/user/sessions/revoke', { sessionId: phoneSession.sessionId }, { token: onPc })).code).toBe('000');
    expect((await t.get('/api/admin/user/getInfo', { token: onPhone })).code).toBe('015');
    expect((await t.post('/api/admin/user/sessions/revokeOthers', {}, { token: onPc })).data.ended).toBe(1);
    expect((await t.get('/api/admin/user/getInfo', { token: first })).code).toBe('015');
    expect((await t.get('/api/admin/user/sessions', { token: onPc })).data).toHaveLength(1);
  });

  it('cannot end another account session', async () => {
    const a = await registerByPhone(t);
    const b = await registerByPhone(t);
    const [bSession] = (await t.get('/api/admin/user/sessions', { token: b.token })).data;
    expect((await t.post('/api/admin/user/sessions/revoke', { sessionId: bSession.sessionId }, { token: a.token })).code).toBe('005');
    expect((await t.get('/api/admin/user/getInfo', { token: b.token })).code).toBe('000');
  });

  it('ending the current session clears the cookies', async () => {
    const { token } = await registerByPhone(t);
    const [me] = (await t.get('/api/admin/user/sessions', { token })).data;
    const r = await t.call({ method: 'POST', url: '/api/admin/user/sessions/revoke', payload: { sessionId: me.sessionId }, token });
    expect(r.body.code).toBe('000');
    expect(String(r.headers['set-cookie'])).toMatch(/student-token=;/);
  });
});

describe('staff sessions', () => {
  it('end after 2 idle hours and 12 hours in all, where a student session goes on', async () => {
    const { token: student } = await registerByPhone(t);
    const staff = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
    // Changed in the database directly: the server hears of it through the change notice.
    const age = async (token: string, col: 'last_seen_at' | 'created_at', hours: number) => {
      await t.database.db.execute(
        sql`UPDATE sessions SET ${sql.identifier(col)} = now() - make_interval(hours => ${hours}) WHERE token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
      );
      await t.app.changes.sync();
    };
    await age(staff, 'last_seen_at', 3);
    await age(student, 'last_seen_at', 3);
    expect((await t.get('/api/admin/user/getInfo', { token: staff })).code).toBe('014');
    expect((await t.get('/api/admin/user/getInfo', { token: student })).code).toBe('000');
    const staff2 = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
    await age(staff2, 'created_at', 13);
    expect((await t.get('/api/admin/user/getInfo', { token: staff2 })).code).toBe('014');
  });
});

describe('favourites from another site', () => {
  it('refuses the favourite GET sent with the cookie from another site, and changes nothing', async () => {
    const { token } = await registerByPhone(t);
    const [uni] = await rows<{ id: number }>(t.database.db, sql`SELECT id FROM universities ORDER BY id LIMIT 1`);
    const url = `/api/uni/school-university/stuWeb/collectSchool?uniId=${uni.id}&flag=0`;
    const cookies = { 'student-token': token };
    const evil = await t.call({
      method: 'GET',
      url,
      cookies,
      headers: { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' },
    });
    expect(evil.body.code).toBe('022');
    const oldBrowser = await t.call({ method: 'GET', url, cookies, headers: { referer: 'https://evil.example/page' } });
    expect(oldBrowser.body.code).toBe('022');
    const list = await t.call({ method: 'GET', url: '/api/uni/school-university/stuWeb/userCollect', token });
    expect(JSON.stringify(list.body.data)).not.toContain(`"uniId":${uni.id},`);
    const own = await t.call({ method: 'GET', url, cookies, headers: { 'sec-fetch-site': 'same-origin', host: 'portal.test' } });
    expect(own.body.code).toBe('000');
    // With the token header the call is not cookie-borne: allowed whatever the site.
    expect(
      (await t.call({ method: 'GET', url: url.replace('flag=0', 'flag=1'), token, headers: { 'sec-fetch-site': 'cross-site' } })).body.code,
    ).toBe('000');
  });
});

describe('audit log', () => {
  it('records staff reads, edits, downloads and reveals, and shows them to admins only', async () => {
    const { token } = await registerByPhone(t);
    const basic = {
      countryId: '140',
      stuName: '审计',
      stuSpell: 'Audit Me',
      sex: '0',
      birthday: '2004-05-06',
      nationality: 'CN',
      phoneNumber: '13800138000',
      stuEmail: 'a@example.com',
      zipCode: '100000',
      homeAddress: '1 Main Street',
      remarks: '',
    };
    const stuId = (await t.post('/api/clerk/web/stu/add', { isOldVersions: 1, stuOther: { currentStep: 1 }, ...basic }, { token })).data
      .stuId;
    // The owner's own reads are not audited.
    await t.post('/api/clerk/web/stu/info', { id: stuId }, { token });
    const before = (await t.post('/api/admin/audit/list', { target: String(stuId) }, { token: admin })).data.totalCount;
    expect(before).toBe(0);
    const ip = '198.51.100.9';
    const read = await t.post('/api/clerk/web/stu/info', { id: stuId }, { token: admin, ip });
    await t.post(
      '/api/clerk/web/stu/update',
      { id: stuId, stuId, version: read.data.version, isOldVersions: 1, ...basic, remarks: 'checked', stuOther: { currentStep: 1 } },
      { token: admin, ip },
    );
    await t.post('/api/clerk/web/stu/card/reveal', { stuId }, { token: admin, ip });
    const log = (await t.post('/api/admin/audit/list', { target: String(stuId) }, { token: admin })).data;
    expect(log.list.map((e: { action: string }) => e.action).sort()).toEqual(['student.card.reveal', 'student.read', 'student.update']);
    const me = (await t.get('/api/admin/user/getInfo', { token: admin })).data.user;
    for (const e of log.list) expect(e).toMatchObject({ actorId: me.userId, actorName: me.userName ?? ADMIN.account, ip });
    expect((await t.post('/api/admin/audit/list', { action: 'student.' }, { token })).code).toBe('004');
    expect((await t.post('/api/admin/audit/list', { action: 'student.' })).code).toBe('002');
  });

  it('records a staff download of a student file', async () => {
    const { token } = await registerByPhone(t);
    const boundary = '----portal' + Math.random().toString(16).slice(2);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="passport.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.call({
      method: 'POST',
      url: '/api/file/upload/uploadFiles',
      payload,
      token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const name = up.body.data[0].newName;
    await t.call({ method: 'GET', url: up.body.data[0].imgPath, token });
    await t.call({ method: 'GET', url: up.body.data[0].imgPath, token: admin });
    const log = (await t.post('/api/admin/audit/list', { action: 'file.download', target: name }, { token: admin })).data;
    expect(log.totalCount).toBe(1);
  });
});
