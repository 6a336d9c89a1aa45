// The password policy on top of the spec's rule: common passwords refused everywhere a password is
// set, Argon2id storage, and older scrypt hashes replaced at the next successful login.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ageCodes, createTestApp, freshPhone, registerByPhone, type TestApp } from '../../../test/helpers';
import { commonPasswordCount, isCommonPassword } from '../../lib/passwords';
import { rows } from '../../lib/sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('common passwords', () => {
  it('ships a list of at least 10,000, with the ones Chinese users pick', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const p of ['abc123', 'password1', 'Password1', 'qwerty123', 'woaini1314', 'a123456', 'qq123456'])
      expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword('Kite4791')).toBe(false);
  });

  it('refuses them at registration with the field named, in cn and en, and creates nothing', async () => {
    const phone = freshPhone();
    await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 });
    const code = await t.lastCode(phone);
    const body = { phoneNumber: phone, passWord: 'password1', rePassWord: 'password1', verifyCode: code, stuUniName: '北京大学' };
    const cn = await t.post('/api/auth/student/register', body);
    expect(cn).toMatchObject({ code: '003', msg: 'passWord: 该密码过于常见，容易被猜到，请换一个密码' });
    expect(cn.data.errors[0].field).toBe('passWord');
    const en = await t.post('/api/auth/student/register', body, { lang: 'en' });
    expect(en.msg).toBe('passWord: This password is too common and easy to guess; please choose another one');
    expect((await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM users WHERE phone_number = ${phone}`))[0].n).toBe(
      0,
    );
    // The code was not used up by the refusal.
    expect((await t.post('/api/auth/student/register', { ...body, passWord: 'Kite4791', rePassWord: 'Kite4791' })).code).toBe('000');
  });

  it('refuses them at reset and change', async () => {
    const { phone, token } = await registerByPhone(t);
    await ageCodes(t, phone);
    await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 2 });
    const code = await t.lastCode(phone);
    expect(
      (await t.post('/api/auth/student/reset', { phoneNumber: phone, passWord: 'abc123', rePassWord: 'abc123', verifyCode: code })).code,
    ).toBe('003');
    const change = await t.post('/api/admin/user/updatePwd', { passWord: 'qwerty123', rePassWord: 'qwerty123' }, { token });
    expect(change.code).toBe('003');
    expect(change.msg).toMatch(/^passWord: /);
    // Nothing changed: the session still works.
    expect((await t.get('/api/admin/user/getInfo', { token })).code).toBe('000');
  });
});

describe('hashes', () => {
  it('replaces an older scrypt hash with Argon2id at the next successful login', async () => {
    const { phone, password } = await registerByPhone(t);
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const legacy = `scrypt$${1 << 15}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    await t.database.db.execute(sql`UPDATE users SET password_hash = ${legacy} WHERE phone_number = ${phone}`);
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: 'Wrong4you' })).code).toBe('010');
    expect((await rows<{ h: string }>(t.database.db, sql`SELECT password_hash AS h FROM users WHERE phone_number = ${phone}`))[0].h).toBe(
      legacy,
    );
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: password })).code).toBe('000');
    const [after] = await rows<{ h: string }>(t.database.db, sql`SELECT password_hash AS h FROM users WHERE phone_number = ${phone}`);
    expect(after.h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await t.post('/api/auth/student/login', { content: phone, passWord: password })).code).toBe('000');
  });
});
