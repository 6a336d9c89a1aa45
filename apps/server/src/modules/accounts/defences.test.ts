// What a stranger cannot do to an account: lock its owner out on the browser the owner uses, get
// more guesses through its second identifier, learn whether a contact is registered from register
// or the profile, make the server hash passwords without a code, or change it unseen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '@portal/shared';
import { ageCodes, createTestApp, freshEmail, freshPhone, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);

/** Log in, answering the body and the browser's device cookie. */
async function login(content: string, passWord: string, ip: string, device?: string) {
  const r = await t.call({
    method: 'POST',
    url: '/api/auth/student/login',
    payload: { content, passWord },
    remoteAddress: ip,
    cookies: device ? { 'portal-device': device } : undefined,
  });
  const set = String(r.headers['set-cookie'] ?? '');
  return { code: r.body.code as string, device: /portal-device=([^;]+)/.exec(set)?.[1] };
}

async function withEmail(phone: string, token: string) {
  const email = freshEmail();
  await t.post('/api/auth/student/sendEmail', { email, sendType: 3 }, { token });
  const code = await t.lastCode(email);
  const r = await t.post('/api/admin/user/update/studentUser', { verifyType: 2, email, verifyCode: code }, { token });
  expect(r.code, r.msg).toBe('000');
  return email;
}

describe('the owner on their own browser', () => {
  it('is not held back by a stranger reaching the account ceiling from many addresses', async () => {
    const { phone, password } = await registerByPhone(t);
    const mine = await login(phone, password, '172.24.0.1');
    expect(mine.code).toBe('000');
    expect(mine.device).toMatch(/^[\w-]{40,}$/);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i++) await login(phone, `Wrong${i}x9`, `172.24.${i + 1}.9`);
    // A new browser meets the ceiling; the owner's usual one does not.
    expect((await login(phone, password, '172.24.200.1')).code).toBe('006');
    const again = await login(phone, password, '172.24.200.2', mine.device);
    expect(again.code).toBe('000');
    expect(again.device).toBe(mine.device);
  });

  it('gets a reset code while strangers have used up the destination totals', async () => {
    const { phone, password } = await registerByPhone(t);
    const mine = await login(phone, password, '172.24.100.1');
    await ageCodes(t, phone);
    for (let i = 0; i < 12; i++) await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 2 }, { ip: `172.23.${i}.1` });
    const stranger = await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 2 }, { ip: '172.23.99.1' });
    expect(stranger.code).toBe('006');
    const owner = await t.call({
      method: 'POST',
      url: '/api/auth/student/sendPhone',
      payload: { phoneNumber: phone, sendType: 2 },
      remoteAddress: '172.24.100.1',
      cookies: { 'portal-device': mine.device! },
    });
    expect(owner.body.code).toBe('000');
  });
});

describe('one account, one count', () => {
  it('counts failures on the phone and on the email together', async () => {
    const { phone, token, password } = await registerByPhone(t);
    const email = await withEmail(phone, token);
    const ip = '172.22.0.1';
    for (let i = 0; i < 3; i++) expect((await login(phone, `Wrong${i}x9`, ip)).code).toBe('010');
    for (let i = 0; i < 2; i++) expect((await login(email.toUpperCase(), `Wrong${i}y9`, ip)).code).toBe('010');
    expect((await login(email, password, ip)).code).toBe('006');
    expect((await login(phone, password, ip)).code).toBe('006');
  });

  it('a reset by email clears the lock of the phone as well', async () => {
    const { phone, token } = await registerByPhone(t);
    const email = await withEmail(phone, token);
    const ip = '172.22.1.1';
    for (let i = 0; i < 5; i++) await login(phone, `Wrong${i}x9`, ip);
    await t.post('/api/auth/student/sendEmail', { email, sendType: 2 });
    const code = await t.lastCode(email);
    expect(
      (await t.post('/api/auth/student/reset', { email, passWord: 'Reset7oak', rePassWord: 'Reset7oak', verifyCode: code }, { ip })).code,
    ).toBe('000');
    expect((await login(phone, 'Reset7oak', ip)).code).toBe('000');
  });
});

describe('nothing tells a stranger whether a contact is registered', () => {
  it('register answers the same for a registered and an unknown contact without a code', async () => {
    const { phone } = await registerByPhone(t);
    const body = (p: string) => ({ phoneNumber: p, passWord: 'Kite4791', rePassWord: 'Kite4791', verifyCode: '123456', stuUniName: 'x' });
    const known = await t.post('/api/auth/student/register', body(phone));
    const unknown = await t.post('/api/auth/student/register', body(freshPhone()));
    expect(known.code).toBe('012');
    expect(known).toEqual(unknown);
  });

  it('the profile says 018 only to someone holding the code sent to that contact', async () => {
    const a = await registerByPhone(t);
    const b = await registerByPhone(t);
    const guess = await t.post(
      '/api/admin/user/update/studentUser',
      { verifyType: 1, phoneNumber: a.phone, verifyCode: '123456' },
      { token: b.token },
    );
    const free = await t.post(
      '/api/admin/user/update/studentUser',
      { verifyType: 1, phoneNumber: freshPhone(), verifyCode: '123456' },
      { token: b.token },
    );
    expect(guess.code).toBe('012');
    expect(guess).toEqual(free);
  });

  it('register with a wrong code hashes nothing (answers at once)', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post('/api/auth/student/register', {
          phoneNumber: freshPhone(),
          passWord: 'Kite4791',
          rePassWord: 'Kite4791',
          verifyCode: '123456',
          stuUniName: 'x',
        }),
      ),
    );
    expect(answers.every((a) => a.code === '012')).toBe(true);
    // Twenty Argon2id hashes take well over a second on this machine; twenty code look-ups do not.
    expect(Date.now() - started).toBeLessThan(20 * 40);
  });
});

describe('the owner hears of changes', () => {
  it('a password change or reset and a new contact are told to the account own phone and email', async () => {
    const { phone, token } = await registerByPhone(t);
    const outbox = async (to: string) => q<{ body: string }>(sql`SELECT body FROM outbox WHERE recipient = ${to} ORDER BY id`);
    expect((await t.post('/api/admin/user/updatePwd', { passWord: 'Change8elm', rePassWord: 'Change8elm' }, { token })).code).toBe('000');
    expect((await outbox(phone)).some((m) => m.body.includes('密码刚刚被修改'))).toBe(true);
    const relog = await t.post('/api/auth/student/login', { content: phone, passWord: 'Change8elm' });
    const newPhone = freshPhone();
    await t.post('/api/auth/student/sendPhone', { phoneNumber: newPhone, sendType: 3 }, { token: relog.data.token });
    const code = await t.lastCode(newPhone);
    expect(
      (
        await t.post(
          '/api/admin/user/update/studentUser',
          { verifyType: 1, phoneNumber: newPhone, verifyCode: code },
          { token: relog.data.token, lang: 'en' },
        )
      ).code,
    ).toBe('000');
    const told = await outbox(phone);
    expect(told.some((m) => m.body.includes('mobile number of your account changed'))).toBe(true);
  });
});

describe('behind a reverse proxy', () => {
  it('TRUST_PROXY=1 takes the address the proxy saw, not the one the client wrote', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const answers = [];
      for (let i = 0; i < 30; i++) {
        answers.push(
          await proxied.call({
            method: 'POST',
            url: '/api/auth/student/checkUser',
            payload: { content: freshPhone() },
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': `10.9.0.${i}, 192.0.2.99` },
          }),
        );
      }
      expect(answers.filter((a) => a.body.code === '000').length).toBeLessThanOrEqual(20);
      expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(10);
    } finally {
      await proxied.close();
    }
  });

  it('accepts a hop count or proxy addresses, and refuses nonsense', async () => {
    const { loadConfig } = await import('../../config');
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('codes per client address', () => {
  it('follows CODE_SENDS_PER_ADDRESS_HOUR: past it, a new destination from the same address is refused', async () => {
    const few = await createTestApp({ CODE_SENDS_PER_ADDRESS_HOUR: '3' });
    try {
      const send = (ip: string) =>
        few.post('/api/auth/student/sendPhone', { phoneNumber: freshPhone(), sendType: 1, scholarshipType: 1 }, { ip });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await send('10.55.0.1')).code);
      expect(codes).toEqual(['000', '000', '000', '006']);
      expect((await send('10.55.0.2')).code).toBe('000');
    } finally {
      await few.close();
    }
  });
});
