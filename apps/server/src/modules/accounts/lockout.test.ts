// Limits that must hold when many requests arrive at once, and the lock that must not become a
// weapon: 30 concurrent tries, the per-account ceiling, the code login that always gets through,
// keyed code digests and the per-address limits on calls that reveal registration.
import { createHmac, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOGIN_THROTTLE, VERIFY_CODE } from '@portal/shared';
import { ageCodes, createTestApp, freshPhone, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
const login = (content: string, passWord: string, ip?: string) => t.post('/api/auth/student/login', { content, passWord }, { ip });

describe('password login under concurrency', () => {
  it('of 30 tries at once from one address, the right one last, none logs in and at most the allowed number are checked', async () => {
    const { phone, password } = await registerByPhone(t);
    const ip = '172.30.1.1';
    const tries = [...Array.from({ length: 29 }, (_, i) => `Wrong${i}x9`), password];
    const answers = await Promise.all(tries.map((pw) => login(phone, pw, ip)));
    const codes = answers.map((a) => a.code);
    expect(codes).not.toContain('000');
    expect(codes.filter((c) => c === '006').length).toBeGreaterThanOrEqual(30 - LOGIN_THROTTLE.maxFailuresPerPair);
    const [n] = await q<{ evaluated: number }>(
      sql`SELECT count(*)::int AS evaluated FROM login_attempts WHERE account = ${phone} AND outcome IN ('fail', 'ok')`,
    );
    expect(n.evaluated).toBeLessThanOrEqual(LOGIN_THROTTLE.maxFailuresPerPair);
    // The owner elsewhere is unaffected.
    expect((await login(phone, password, '172.30.1.2')).code).toBe('000');
  });

  it('holds a slower ceiling per account from many addresses; a code login gets through and clears it', async () => {
    const { phone, password } = await registerByPhone(t);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i++)
      expect((await login(phone, `Wrong${i}x9`, `172.29.${i}.1`)).code).toBe('010');
    expect((await login(phone, password, '172.29.200.1')).code).toBe('006');
    await ageCodes(t, phone);
    expect((await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 4 })).code).toBe('000');
    const code = await t.lastCode(phone);
    expect((await t.post('/api/auth/agent/login/phone', { phoneNumber: phone, verifyCode: code }, { ip: '172.29.200.1' })).code).toBe(
      '000',
    );
    expect((await login(phone, password, '172.29.200.1')).code).toBe('000');
  });

  it('a password reset by code clears the lock too', async () => {
    const { phone } = await registerByPhone(t);
    const ip = '172.30.3.3';
    for (let i = 0; i < 5; i++) await login(phone, `Wrong${i}x9`, ip);
    await ageCodes(t, phone);
    await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 2 });
    const code = await t.lastCode(phone);
    const reset = await t.post(
      '/api/auth/student/reset',
      { phoneNumber: phone, passWord: 'Fresh7pine', rePassWord: 'Fresh7pine', verifyCode: code },
      { ip },
    );
    expect(reset.code).toBe('000');
    expect((await login(phone, 'Fresh7pine', ip)).code).toBe('000');
  });
});

describe('codes under concurrency', () => {
  it('30 checks at once from one address evaluate at most the allowed tries', async () => {
    const phone = freshPhone();
    await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 });
    const code = await t.lastCode(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    const ip = '172.25.1.1';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.post('/api/auth/student/checkPhone', { phoneNumber: phone, sendType: 1, verifyCode: wrong }, { ip }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === '011')).toHaveLength(VERIFY_CODE.maxWrongTries - 1);
    expect(codes.filter((c) => c === '012')).toHaveLength(30 - (VERIFY_CODE.maxWrongTries - 1));
    const [row] = await q<{ attempts: number }>(sql`SELECT attempts FROM verify_codes WHERE destination = ${phone}`);
    expect(row.attempts).toBe(VERIFY_CODE.maxWrongTries);
    // Used up for that address; the owner, typing it elsewhere, still gets through.
    expect((await t.post('/api/auth/student/checkPhone', { phoneNumber: phone, sendType: 1, verifyCode: code }, { ip })).code).toBe('012');
    expect(
      (await t.post('/api/auth/student/checkPhone', { phoneNumber: phone, sendType: 1, verifyCode: code }, { ip: '172.25.1.2' })).code,
    ).toBe('000');
  });

  it('caps the tries of a code across addresses', async () => {
    const phone = freshPhone();
    await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 });
    const code = await t.lastCode(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.post('/api/auth/student/checkPhone', { phoneNumber: phone, sendType: 1, verifyCode: wrong }, { ip: `172.25.2.${i}` }),
      ),
    );
    expect(answers.filter((a) => a.code === '011').length).toBe(VERIFY_CODE.maxTotalTries - 1);
    const [row] = await q<{ attempts: number }>(sql`SELECT attempts FROM verify_codes WHERE destination = ${phone}`);
    expect(row.attempts).toBe(VERIFY_CODE.maxTotalTries);
  });

  it('30 phone-code logins at once, the right code last, evaluate at most the allowed tries', async () => {
    const { phone } = await registerByPhone(t);
    await ageCodes(t, phone);
    await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 4 });
    const code = await t.lastCode(phone);
    const guesses = [...Array.from({ length: 29 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')), code];
    const ip = '172.25.3.1';
    const answers = await Promise.all(
      guesses.map((c) => t.post('/api/auth/agent/login/phone', { phoneNumber: phone, verifyCode: c }, { ip })),
    );
    expect(answers.map((a) => a.code)).not.toContain('000');
    const [row] = await q<{ attempts: number }>(sql`SELECT attempts FROM verify_codes WHERE destination = ${phone} AND purpose = 4`);
    expect(row.attempts).toBe(VERIFY_CODE.maxWrongTries);
  });

  it('30 sends at once to one number from one address deliver one code; from many, at most the hourly total', async () => {
    const phone = freshPhone();
    const one = await Promise.all(
      Array.from({ length: 30 }, () => t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 }, { ip: '172.28.0.1' })),
    );
    expect(one.filter((a) => a.code === '000')).toHaveLength(1);
    const other = freshPhone();
    const many = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post('/api/auth/student/sendPhone', { phoneNumber: other, sendType: 1 }, { ip: `172.28.${i}.2` }),
      ),
    );
    expect(many.filter((a) => a.code === '000')).toHaveLength(VERIFY_CODE.destinationTotals.hour);
    const [n] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox WHERE recipient = ${other}`);
    expect(n.n).toBe(VERIFY_CODE.destinationTotals.hour);
  });

  it('keeps codes as an HMAC under a server secret, not a bare hash of the 10^6 space', async () => {
    const phone = freshPhone();
    await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 });
    const code = await t.lastCode(phone);
    const [row] = await q<{ code_hash: string }>(sql`SELECT code_hash FROM verify_codes WHERE destination = ${phone}`);
    expect(row.code_hash).not.toBe(createHash('sha256').update(`1:${phone}:${code}`).digest('hex'));
    expect(row.code_hash).toBe(createHmac('sha256', t.app.secrets.digestKey).update(`1:${phone}:${code}`).digest('hex'));
  });
});

describe('calls that reveal whether a contact is registered', () => {
  it('limits checkUser per address: of 100 calls in a burst most are refused with 006', async () => {
    const ip = '172.27.1.1';
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.call({ method: 'POST', url: '/api/auth/student/checkUser', payload: { content: freshPhone() }, remoteAddress: ip }),
      ),
    );
    const ok = answers.filter((a) => a.body.code === '000').length;
    const limited = answers.filter((a) => a.status === 429 && a.body.code === '006').length;
    expect(ok).toBeLessThanOrEqual(20);
    expect(ok + limited).toBe(100);
    // Another address is not affected.
    expect((await t.post('/api/auth/student/checkUser', { content: freshPhone() }, { ip: '172.27.1.2' })).code).toBe('000');
  });

  it('limits the send-code answers 013/019 the same way', async () => {
    const ip = '172.27.2.1';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => t.post('/api/auth/student/sendPhone', { phoneNumber: freshPhone(), sendType: 2 }, { ip })),
    );
    expect(answers.filter((a) => a.code === '019').length).toBeLessThanOrEqual(20);
    expect(answers.filter((a) => a.code === '006').length).toBeGreaterThanOrEqual(20);
  });

  it('limits unknown API paths per address', async () => {
    const ip = '172.27.3.1';
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => t.call({ method: 'GET', url: `/api/probe-${i}`, remoteAddress: ip })),
    );
    expect(answers.filter((a) => a.status === 404).length).toBeLessThanOrEqual(60);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(20);
  });
});

describe('the general limit on /api', () => {
  it('refuses an address past RATE_LIMIT_PER_MINUTE with 006 and names the wait', async () => {
    const small = await createTestApp({ RATE_LIMIT_PER_MINUTE: '30' });
    try {
      const ip = '172.26.1.1';
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          small.call({ method: 'POST', url: '/api/admin/dict/types', payload: { dictType: ['web_stu_sex'] }, remoteAddress: ip }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(10);
      expect(refused[0].body.code).toBe('006');
      expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });
});

describe('limits shared through Redis', () => {
  it('counts one address across two server processes', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '10', REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const a = await createTestApp(env);
    const b = await createTestApp(env);
    try {
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const call = (x: TestApp) =>
        x.call({ method: 'POST', url: '/api/admin/dict/types', payload: { dictType: ['web_stu_sex'] }, remoteAddress: ip });
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await call(a), await call(b));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(4);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
