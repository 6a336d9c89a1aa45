import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ageCodes, createTestApp, freshEmail, freshPhone, registerByPhone, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const send = (phone: string, sendType = 1, ip?: string) =>
  t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType, scholarshipType: 1, lang: 'cn', sign: '' }, { ip });

describe('register', () => {
  it('registers by phone with the code from the outbox and answers a token and cookies', async () => {
    const phone = freshPhone();
    expect((await send(phone)).code).toBe('000');
    const code = await t.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const r = await t.call({
      method: 'POST',
      url: '/api/auth/student/register',
      payload: {
        phoneNumber: phone,
        passWord: 'Kite4791',
        rePassWord: 'Kite4791',
        verifyCode: code,
        stuUniName: '北京大学',
        stuUniId: '1',
        isOverseas: '0',
      },
    });
    expect(r.body.code).toBe('000');
    expect(r.body.data.token.length).toBeGreaterThanOrEqual(40);
    const cookies = String(r.headers['set-cookie']);
    expect(cookies).toMatch(/student-token=[^;]+;.*HttpOnly/);
    expect(cookies).toMatch(/SameSite=Lax/);
    expect(r.headers['cache-control']).toBe('no-store');
    const info = await t.get('/api/admin/user/getInfo', { token: r.body.data.token });
    expect(info.data.user.phoneNumber).toBe(phone);
    expect(info.data.user.stuUniName).toBe('北京大学');
    expect(info.data.roles).toEqual(['student']);
  });

  it('registers by email', async () => {
    const email = freshEmail();
    expect((await t.post('/api/auth/student/sendEmail', { email, sendType: 1 })).code).toBe('000');
    const code = await t.lastCode(email);
    const r = await t.post('/api/auth/student/register', {
      email,
      passWord: 'Rq7wander',
      rePassWord: 'Rq7wander',
      verifyCode: code,
      stuUniName: 'University of Oxford',
      isOverseas: '1',
    });
    expect(r.code).toBe('000');
    const login = await t.post('/api/auth/student/login', { content: email.toUpperCase(), passWord: 'Rq7wander' });
    expect(login.code).toBe('000');
  });

  it.each([
    ['short password', { passWord: 'ab12', rePassWord: 'ab12' }, 'passWord'],
    ['long password', { passWord: 'abc1234567890', rePassWord: 'abc1234567890' }, 'passWord'],
    ['letters only', { passWord: 'abcdefg', rePassWord: 'abcdefg' }, 'passWord'],
    ['digits only', { passWord: '1234567', rePassWord: '1234567' }, 'passWord'],
    ['starts with a symbol', { passWord: '_abc123', rePassWord: '_abc123' }, 'passWord'],
    ['contains a space', { passWord: 'abc 123', rePassWord: 'abc 123' }, 'passWord'],
    ['contains Chinese', { passWord: 'abc123中', rePassWord: 'abc123中' }, 'passWord'],
    ['mismatch', { passWord: 'abc123', rePassWord: 'abc124' }, 'rePassWord'],
    ['bad phone', { phoneNumber: '12800138000' }, 'phoneNumber'],
    ['phone 16x', { phoneNumber: '16800138000' }, 'phoneNumber'],
    ['code with letters', { verifyCode: '12a456' }, 'verifyCode'],
    ['no school', { stuUniName: '  ' }, 'stuUniName'],
    ['no contact', { phoneNumber: undefined }, 'phoneNumber'],
  ])('refuses %s and names the field', async (_name, patch, field) => {
    const phone = freshPhone();
    const body = {
      phoneNumber: phone,
      passWord: 'Kite4791',
      rePassWord: 'Kite4791',
      verifyCode: '123456',
      stuUniName: '北京大学',
      ...patch,
    };
    const r = await t.post('/api/auth/student/register', body);
    expect(r.code).toBe('003');
    expect(r.msg.startsWith(`${field}: `)).toBe(true);
    const count = await t.database.db.execute(sql`select count(*)::int as n from users where phone_number = ${phone}`);
    expect(JSON.stringify(count)).toContain('"n":0');
  });

  it('answers the password rule in both languages', async () => {
    const body = { phoneNumber: freshPhone(), passWord: 'ab', rePassWord: 'ab', verifyCode: '1', stuUniName: 'x' };
    expect((await t.post('/api/auth/student/register', body)).msg).toBe('passWord: 请输入6-12带有数字+字母的密码');
    expect((await t.post('/api/auth/student/register', body, { lang: 'en' })).msg).toBe('passWord: Password of 6-12 letters and digits');
    expect((await t.post('/api/auth/student/register', { ...body, lang: 'en' })).msg).toMatch(/^passWord: Password of 6-12/);
    const byCookie = await t.call({ method: 'POST', url: '/api/auth/student/register', payload: body, cookies: { language: 'en' } });
    expect(byCookie.body.msg).toMatch(/^passWord: Password of 6-12/);
  });

  it('accepts the 6 and 12 character boundaries', async () => {
    for (const pw of ['Hu3xlt', 'Hu3xltnqzp12']) {
      const { token } = await registerByPhone(t, pw);
      expect(token).toBeTruthy();
    }
  });

  it('refuses a wrong code, and a second registration of the same phone', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await t.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { phoneNumber: phone, passWord: 'Kite4791', rePassWord: 'Kite4791', stuUniName: '北京大学' };
    expect((await t.post('/api/auth/student/register', { ...body, verifyCode: wrong })).code).toBe('011');
    expect((await t.post('/api/auth/student/register', { ...body, verifyCode: code })).code).toBe('000');
    // The code is used up; and no new register code goes to a registered phone.
    expect((await t.post('/api/auth/student/register', { ...body, verifyCode: code })).code).toBe('012');
    expect((await send(phone)).code).toBe('013');
  });
});

describe('verification codes', () => {
  it('sends at most one code a minute to a destination from an address', async () => {
    const phone = freshPhone();
    expect((await send(phone, 1, '172.31.8.1')).code).toBe('000');
    expect((await send(phone, 1, '172.31.8.1')).code).toBe('006');
  });

  it('caps a destination at 5 an hour and 10 a day from an address', async () => {
    const phone = freshPhone();
    const ip = '172.31.8.2';
    const send = (p: string) => t.post('/api/auth/student/sendPhone', { phoneNumber: p, sendType: 1 }, { ip });
    // Earlier sends moved back in time stand for the sends of the last hour and day.
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).code).toBe('000');
      await t.database.db.execute(sql`update verify_codes set created_at = created_at - interval '2 minutes' where destination = ${phone}`);
    }
    expect((await send(phone)).code).toBe('006');
    await t.database.db.execute(sql`update verify_codes set created_at = created_at - interval '2 hours' where destination = ${phone}`);
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).code).toBe('000');
      await t.database.db.execute(
        sql`update verify_codes set created_at = created_at - interval '2 minutes' where destination = ${phone} and created_at > now() - interval '1 hour'`,
      );
    }
    await t.database.db.execute(sql`update verify_codes set created_at = now() - interval '3 hours' where destination = ${phone}`);
    expect((await send(phone)).code).toBe('006');
  });

  it('caps a client address across destinations', async () => {
    const ip = '172.31.9.9';
    const results = [];
    for (let i = 0; i < 21; i++) results.push((await send(freshPhone(), 1, ip)).code);
    expect(results.slice(0, 20).every((c) => c === '000')).toBe(true);
    expect(results[20]).toBe('006');
  });

  it('locks a code after 5 wrong tries from an address and accepts it only once', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await t.lastCode(phone);
    const wrong = code === '999999' ? '888888' : '999999';
    const check = (c: string) =>
      t.post('/api/auth/student/checkPhone', { phoneNumber: phone, sendType: 1, verifyCode: c }, { ip: '172.31.8.3' });
    expect((await check(code)).code).toBe('000');
    for (let i = 0; i < 4; i++) expect((await check(wrong)).code).toBe('011');
    expect((await check(wrong)).code).toBe('012');
    expect((await check(code)).code).toBe('012');
  });

  it('binds a code to its purpose and expires it after 5 minutes', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await t.lastCode(phone);
    expect((await t.post('/api/auth/student/checkPhone', { phoneNumber: phone, sendType: 2, verifyCode: code })).code).toBe('012');
    await t.database.db.execute(sql`update verify_codes set expires_at = now() - interval '1 second' where destination = ${phone}`);
    expect((await t.post('/api/auth/student/checkPhone', { phoneNumber: phone, sendType: 1, verifyCode: code })).code).toBe('012');
  });

  it('checks an email code', async () => {
    const email = freshEmail();
    await t.post('/api/auth/student/sendEmail', { email, sendType: 1 });
    const code = await t.lastCode(email);
    expect((await t.post('/api/auth/student/checkEmail', { email, sendType: 1, verifyCode: code })).code).toBe('000');
  });

  it('refuses unknown purposes, reset codes for unknown accounts, and login codes for unknown phones', async () => {
    expect((await send(freshPhone(), 9)).code).toBe('003');
    expect((await send(freshPhone(), 2)).code).toBe('019');
    expect((await send(freshPhone(), 4)).code).toBe('019');
  });

  it('does not keep the code in clear text', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await t.lastCode(phone);
    const rows = await t.database.db.execute(sql`select code_hash from verify_codes where destination = ${phone}`);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('login', () => {
  it('logs in by phone or email and password, with a new token each time', async () => {
    const { phone, password } = await registerByPhone(t);
    const a = await t.post('/api/auth/student/login', { content: phone, passWord: password });
    const b = await t.post('/api/auth/student/login', {
      content: `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`,
      passWord: password,
    });
    expect(a.code).toBe('000');
    expect(b.code).toBe('000');
    expect(a.data.token).not.toBe(b.data.token);
  });

  it('says the same for a wrong password and an unknown account', async () => {
    const { phone } = await registerByPhone(t);
    const wrong = await t.post('/api/auth/student/login', { content: phone, passWord: 'zzz999' });
    const unknown = await t.post('/api/auth/student/login', { content: freshPhone(), passWord: 'zzz999' });
    expect(wrong.code).toBe('010');
    expect(unknown).toEqual(wrong);
  });

  it('slows repeated failures per account and address, without locking the owner out elsewhere', async () => {
    const { phone, password } = await registerByPhone(t);
    const ip = '172.31.6.6';
    for (let i = 0; i < 5; i++)
      expect((await t.post('/api/auth/student/login', { content: phone, passWord: 'bad999' }, { ip })).code).toBe('010');
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: password }, { ip })).code).toBe('006');
    // The owner, from another address, is not locked out by a stranger's failures.
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: password }, { ip: '172.31.6.7' })).code).toBe('000');
    // Past the window (and after that success) the address may try again.
    await t.database.db.execute(sql`update login_attempts set created_at = created_at - interval '16 minutes' where account = ${phone}`);
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: password }, { ip })).code).toBe('000');
  });

  it('slows repeated failures per address', async () => {
    const ip = '172.31.7.7';
    for (let i = 0; i < 20; i++) await t.post('/api/auth/student/login', { content: freshPhone(), passWord: 'bad999' }, { ip });
    const { phone, password } = await registerByPhone(t);
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: password }, { ip })).code).toBe('006');
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: password }, { ip: '172.31.7.8' })).code).toBe('000');
  });

  it('records attempts without secrets', async () => {
    const { phone } = await registerByPhone(t);
    await t.post('/api/auth/student/login', { content: phone, passWord: 'Secret77' });
    const rows = await t.database.db.execute(sql`select * from login_attempts where account = ${phone}`);
    const text = JSON.stringify(rows);
    expect(text).toContain(phone);
    expect(text).not.toContain('Secret77');
  });

  it('logs in by phone and code (sendType 4), code single use', async () => {
    const { phone } = await registerByPhone(t);
    await ageCodes(t, phone);
    expect((await send(phone, 4)).code).toBe('000');
    const code = await t.lastCode(phone);
    const r = await t.post('/api/auth/agent/login/phone', { phoneNumber: phone, verifyCode: code });
    expect(r.code).toBe('000');
    expect((await t.post('/api/auth/agent/login/phone', { phoneNumber: phone, verifyCode: code })).code).toBe('012');
  });

  it('requires both fields', async () => {
    expect((await t.post('/api/auth/student/login', { content: '', passWord: 'x' })).code).toBe('003');
    expect((await t.post('/api/auth/student/login', { content: 'a@b.cn' })).code).toBe('003');
  });

  it('answers checkUser', async () => {
    const { phone } = await registerByPhone(t);
    expect((await t.post('/api/auth/student/checkUser', { content: phone })).data.exists).toBe(true);
    expect((await t.post('/api/auth/student/checkUser', { content: freshPhone() })).data.exists).toBe(false);
    expect((await t.post('/api/auth/student/checkUser', { content: 'nope' })).code).toBe('003');
  });
});

describe('reset password', () => {
  it('resets with a code, revokes every session, and answers a new token', async () => {
    const { phone, token } = await registerByPhone(t);
    await ageCodes(t, phone);
    expect((await send(phone, 2)).code).toBe('000');
    const code = await t.lastCode(phone);
    const r = await t.post('/api/auth/student/reset', {
      phoneNumber: phone,
      passWord: 'Nw5trail',
      rePassWord: 'Nw5trail',
      verifyCode: code,
      sendType: 2,
    });
    expect(r.code).toBe('000');
    expect((await t.get('/api/admin/user/getInfo', { token })).code).toBe('015');
    expect((await t.get('/api/admin/user/getInfo', { token: r.data.token })).code).toBe('000');
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: 'Nw5trail' })).code).toBe('000');
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: 'Lark8tide' })).code).toBe('010');
  });

  it('refuses a register code for a reset', async () => {
    const phone = freshPhone();
    expect(await send(phone, 1)).toMatchObject({ code: '000' });
    const code = await t.lastCode(phone);
    const r = await t.post('/api/auth/student/reset', {
      phoneNumber: phone,
      passWord: 'Nw5trail',
      rePassWord: 'Nw5trail',
      verifyCode: code,
    });
    expect(r.code).toBe('012');
  });
});
