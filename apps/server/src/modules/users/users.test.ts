import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, ageCodes, createTestApp, freshEmail, freshPhone, registerByPhone, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('session', () => {
  it('reads the token from the token header, Bearer and the cookie', async () => {
    const { token } = await registerByPhone(t);
    expect((await t.call({ method: 'GET', url: '/api/admin/user/getInfo', headers: { token } })).body.code).toBe('000');
    expect((await t.call({ method: 'GET', url: '/api/admin/user/getInfo', headers: { authorization: `Bearer ${token}` } })).body.code).toBe(
      '000',
    );
    expect((await t.call({ method: 'GET', url: '/api/admin/user/getInfo', cookies: { 'student-token': token } })).body.code).toBe('000');
  });

  it('answers 002 without a token and 016 for an unknown one', async () => {
    expect((await t.get('/api/admin/user/getInfo')).code).toBe('002');
    expect((await t.get('/api/admin/user/getInfo', { token: 'x'.repeat(43) })).code).toBe('016');
  });

  it('answers 014 after the idle timeout and after the absolute timeout', async () => {
    const a = await registerByPhone(t);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '5 hours' where user_id = (select id from users where phone_number = ${a.phone})`,
    );
    expect((await t.get('/api/admin/user/getInfo', { token: a.token })).code).toBe('014');
    const b = await registerByPhone(t);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where phone_number = ${b.phone})`,
    );
    expect((await t.get('/api/admin/user/getInfo', { token: b.token })).code).toBe('014');
  });

  it('ends the sessions of a disabled account (017); its login answers like a wrong password, so the right one is not confirmed', async () => {
    const a = await registerByPhone(t);
    await t.database.db.execute(sql`update users set disabled = true where phone_number = ${a.phone}`);
    expect((await t.get('/api/admin/user/getInfo', { token: a.token })).code).toBe('017');
    const right = await t.post('/api/auth/student/login', { content: a.phone, passWord: a.password });
    const wrong = await t.post('/api/auth/student/login', { content: a.phone, passWord: 'Wrong4you' });
    expect(right.code).toBe('010');
    expect(right).toEqual(wrong);
    await t.database.db.execute(sql`update users set disabled = false where phone_number = ${a.phone}`);
    expect((await t.post('/api/auth/student/login', { content: a.phone, passWord: a.password })).code).toBe('000');
  });

  it('logout revokes the token (015) and clears the cookies', async () => {
    const { token } = await registerByPhone(t);
    const r = await t.call({ method: 'POST', url: '/api/admin/user/crm/logOut', headers: { token }, payload: {} });
    expect(r.body.code).toBe('000');
    expect(String(r.headers['set-cookie'])).toMatch(/student-token=;/);
    expect((await t.get('/api/admin/user/getInfo', { token })).code).toBe('015');
  });

  it('stores only a digest of the token', async () => {
    const { token } = await registerByPhone(t);
    const rows = await t.database.db.execute(sql`select token_hash from sessions`);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('marks authenticated answers no-store', async () => {
    const { token } = await registerByPhone(t);
    const r = await t.call({ method: 'GET', url: '/api/admin/user/getInfo', headers: { token } });
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('refuses a cookie-borne state change from another origin', async () => {
    const { token } = await registerByPhone(t);
    const evil = await t.call({
      method: 'POST',
      url: '/api/admin/user/update/studentUser',
      cookies: { 'student-token': token },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { userName: 'hacked' },
    });
    expect(evil.body.code).toBe('022');
    const same = await t.call({
      method: 'POST',
      url: '/api/admin/user/update/studentUser',
      cookies: { 'student-token': token },
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { userName: 'fine' },
    });
    expect(same.body.code).toBe('000');
    const info = await t.get('/api/admin/user/getInfo', { token });
    expect(info.data.user.userName).toBe('fine');
  });
});

describe('getInfo and menus', () => {
  it('answers user, roles and permissions', async () => {
    const { token, phone } = await registerByPhone(t);
    const r = await t.get('/api/admin/user/getInfo', { token });
    expect(r.data.user).toMatchObject({ phoneNumber: phone, roles: ['student'] });
    expect(r.data.user).not.toHaveProperty('passwordHash');
    expect(r.data.permissions).toContain('student:own');
  });

  it('answers the menu tree in the request language', async () => {
    const { token } = await registerByPhone(t);
    const cn = await t.post('/api/admin/menu/getRouters', { applicationType: 3, lang: 'cn', sign: '' }, { token });
    const en = await t.post('/api/admin/menu/getRouters', { applicationType: 3 }, { token, lang: 'en' });
    expect(cn.data.map((m: any) => m.path)).toEqual([
      '/home',
      '/Institutional',
      '/majors',
      '/caseShare',
      '/studyHelp',
      '/findScholarship',
      '/user',
    ]);
    const userCn = cn.data.find((m: any) => m.path === '/user');
    const userEn = en.data.find((m: any) => m.path === '/user');
    expect(userCn.meta.title).toBe('个人中心');
    expect(userEn.meta.title).toBe('Personal centre');
    expect(userEn.children.map((c: any) => c.path)).toEqual(['/user?menuItem=1', '/user?menuItem=3', '/user?menuItem=4']);
    expect((await t.post('/api/admin/menu/getRouters', { applicationType: 3 })).code).toBe('002');
  });
});

describe('profile', () => {
  it('updates name and sex with the rules of the form', async () => {
    const { token } = await registerByPhone(t);
    expect((await t.post('/api/admin/user/update/studentUser', { userName: '张三', sex: '1' }, { token })).code).toBe('000');
    const long = await t.post('/api/admin/user/update/studentUser', { userName: 'x'.repeat(21) }, { token });
    expect(long.code).toBe('003');
    expect(long.msg).toBe('userName: 用户名不能超过20个字符');
    expect((await t.post('/api/admin/user/update/studentUser', { sex: '3' }, { token })).code).toBe('003');
    const info = await t.get('/api/admin/user/getInfo', { token });
    expect(info.data.user).toMatchObject({ userName: '张三', sex: '1' });
  });

  it("answers the school's English name from the colleges table, matched by its Chinese or English name", async () => {
    const { token } = await registerByPhone(t);
    const info = await t.get('/api/admin/user/getInfo', { token });
    expect(info.data.user).toMatchObject({ stuUniName: '北京大学', stuUniEnName: 'Peking University', isOverseas: '0' });
    // Typed, not picked: the name still finds the school, and its kind fills isOverseas.
    const typed = await t.post('/api/admin/user/update/studentUser', { stuUniName: 'peking university' }, { token });
    expect(typed.data).toMatchObject({ stuUniName: 'peking university', stuUniEnName: 'Peking University', isOverseas: '0' });
    const unlisted = await t.post('/api/admin/user/update/studentUser', { stuUniName: '某某职业学院' }, { token });
    expect(unlisted.data).toMatchObject({ stuUniName: '某某职业学院', stuUniEnName: null, isOverseas: null });
  });

  it('changes the email with a code sent to the new address', async () => {
    const { token } = await registerByPhone(t);
    const email = freshEmail();
    expect((await t.post('/api/auth/student/sendEmail', { email, sendType: 3 })).code).toBe('000');
    const code = await t.lastCode(email);
    const wrong = await t.post(
      '/api/admin/user/update/studentUser',
      { verifyType: 2, email, verifyCode: code === '123456' ? '654321' : '123456' },
      { token },
    );
    expect(wrong.code).toBe('011');
    const r = await t.post('/api/admin/user/update/studentUser', { verifyType: 2, email, verifyCode: code }, { token });
    expect(r.code).toBe('000');
    expect((await t.get('/api/admin/user/getInfo', { token })).data.user.email).toBe(email);
  });

  it('answers 018 when the phone is bound to another account, and changes nothing', async () => {
    const me = await registerByPhone(t);
    // A code for a free number in hand, then another account takes the number: the bind is refused.
    const phone = freshPhone();
    expect((await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 3 })).code).toBe('000');
    const myCode = await t.lastCode(phone);
    await registerByPhone(t, 'Other9bay', phone);
    expect((await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 3 })).code).toBe('018');
    const r = await t.post(
      '/api/admin/user/update/studentUser',
      { verifyType: 1, phoneNumber: phone, verifyCode: myCode, userName: 'changed' },
      { token: me.token },
    );
    expect(r.code).toBe('018');
    expect((await t.get('/api/admin/user/getInfo', { token: me.token })).data.user).toMatchObject({
      phoneNumber: me.phone,
      userName: null,
    });
  });

  it('changes the phone with a code', async () => {
    const me = await registerByPhone(t);
    const phone = freshPhone();
    await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 3 });
    const code = await t.lastCode(phone);
    expect(
      (await t.post('/api/admin/user/update/studentUser', { verifyType: 1, phoneNumber: phone, verifyCode: code }, { token: me.token }))
        .code,
    ).toBe('000');
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: me.password })).code).toBe('000');
  });

  it('requires a valid contact and code when verifyType is given', async () => {
    const { token } = await registerByPhone(t);
    expect(
      (await t.post('/api/admin/user/update/studentUser', { verifyType: 1, phoneNumber: '123', verifyCode: '1' }, { token })).msg,
    ).toMatch(/^phoneNumber: /);
    expect(
      (await t.post('/api/admin/user/update/studentUser', { verifyType: 2, email: 'a@b.cn', verifyCode: 'x' }, { token })).msg,
    ).toMatch(/^verifyCode: /);
  });
});

describe('password change', () => {
  it('revokes every session of the account and works with the new password', async () => {
    const { token, phone, password } = await registerByPhone(t);
    const second = (await t.post('/api/auth/student/login', { content: phone, passWord: password })).data.token;
    const r = await t.post('/api/admin/user/updatePwd', { passWord: 'newpw88', lang: 'cn', sign: '' }, { token });
    expect(r.code).toBe('000');
    expect((await t.get('/api/admin/user/getInfo', { token })).code).toBe('015');
    expect((await t.get('/api/admin/user/getInfo', { token: second })).code).toBe('015');
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: password })).code).toBe('010');
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: 'newpw88' })).code).toBe('000');
  });

  it('enforces the password rule and the confirmation', async () => {
    const { token } = await registerByPhone(t);
    expect((await t.post('/api/admin/user/updatePwd', { passWord: 'short' }, { token })).code).toBe('003');
    expect((await t.post('/api/admin/user/updatePwd', { passWord: 'abc123', rePassWord: 'abc124' }, { token })).msg).toMatch(
      /^rePassWord: /,
    );
    expect((await t.get('/api/admin/user/getInfo', { token })).code).toBe('000');
  });

  it('stores the password as an Argon2id hash with OWASP parameters', async () => {
    const { phone } = await registerByPhone(t, 'plain1234');
    const rows = await t.database.db.execute(sql`select password_hash from users where phone_number = ${phone}`);
    const text = JSON.stringify(rows);
    expect(text).toContain('$argon2id$v=19$m=19456,t=2,p=1$');
    expect(text).not.toContain('plain1234');
  });
});

describe('roles', () => {
  it('lets only admins change roles, and audits it', async () => {
    const student = await registerByPhone(t);
    const info = await t.get('/api/admin/user/getInfo', { token: student.token });
    const userId = info.data.user.userId;
    expect((await t.post('/api/admin/user/changeRoles', { userId, roles: ['admin'] }, { token: student.token })).code).toBe('004');
    const admin = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
    const r = await t.post('/api/admin/user/changeRoles', { userId, roles: ['agent'] }, { token: admin });
    expect(r).toMatchObject({ code: '000', data: { roles: ['agent'] } });
    expect((await t.get('/api/admin/user/getInfo', { token: student.token })).data.roles).toEqual(['agent']);
    const audit = await t.database.db.execute(sql`select action from audit_log where target = ${String(userId)}`);
    expect(JSON.stringify(audit)).toContain('user.roles');
    expect((await t.post('/api/admin/user/changeRoles', { userId, roles: ['boss'] }, { token: admin })).code).toBe('003');
  });
});

describe('phone code login after age', () => {
  it('sends login codes only after the minute limit', async () => {
    const { phone } = await registerByPhone(t);
    const ip = '172.31.5.5';
    expect((await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 4 }, { ip })).code).toBe('000');
    expect((await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 4 }, { ip })).code).toBe('006');
    await ageCodes(t, phone);
    expect((await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 4 }, { ip })).code).toBe('000');
  });
});
