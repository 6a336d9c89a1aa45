// Security rules of the whole server: the dev outbox only for the machine itself, production
// refusing demo settings, headers, and the API document per reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { ADMIN, createTestApp, freshPhone, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the dev outbox', () => {
  it('answers only to a loopback peer, whatever X-Forwarded-For says', async () => {
    const phone = freshPhone();
    await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 });
    const url = `/api/dev/outbox?to=${phone}`;
    const remote = await t.call({ method: 'GET', url, remoteAddress: '203.0.113.7' });
    expect(remote.status).toBe(404);
    expect(JSON.stringify(remote.body)).not.toMatch(/\d{6}/);
    const forged = await t.call({ method: 'GET', url, remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forged.status).toBe(404);
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const r = await t.call({ method: 'GET', url, remoteAddress: local });
      expect(r.status, local).toBe(200);
      expect(r.body.data[0].code).toMatch(/^\d{6}$/);
    }
  });

  it('ignores X-Forwarded-For even when the server trusts a proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const r = await proxied.call({
        method: 'GET',
        url: '/api/dev/outbox?to=13800138000',
        remoteAddress: '203.0.113.8',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(r.status).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('is left out of the published API document', async () => {
    const doc = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(doc.body.paths)).not.toContain('/dev/outbox');
  });
});

describe('production settings', () => {
  it('refuses to start with the outbox on, naming both variables', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', DATA_KEY: 'a'.repeat(64), DEV_OUTBOX: '1' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/DEV_OUTBOX/);
    expect(start).toThrow(/NODE_ENV=production/);
  });

  it('defaults to secure cookies and HSTS, and no demo data', () => {
    const prod = loadConfig({ NODE_ENV: 'production', DATA_KEY: 'a'.repeat(64) });
    expect(prod.COOKIE_SECURE).toBe(true);
    expect(prod.SEED_DEMO).toBe(false);
    const dev = loadConfig({});
    expect(dev.COOKIE_SECURE).toBe(false);
    expect(dev.SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATA_KEY: 'a'.repeat(64), SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
  });

  it('caps the session lifetime at 30 days', () => {
    expect(() => loadConfig({ SESSION_ABSOLUTE_HOURS: String(24 * 31) })).toThrow(/SESSION_ABSOLUTE_HOURS/);
  });
});

describe('headers', () => {
  it('sends Permissions-Policy and an X-Frame-Options that agrees with frame-ancestors', async () => {
    const r = await t.call({ method: 'POST', url: '/api/admin/dict/types', payload: { dictType: ['web_stu_sex'] } });
    expect(r.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(r.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // An API answer is data: nothing may load from it, and document-only policies are left out.
    expect(r.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});

describe('the API document', () => {
  it('lists staff-only calls to staff only', async () => {
    const anon = await t.call({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(anon.body.paths);
    expect(paths).toContain('/auth/student/login');
    expect(paths).not.toContain('/clerk/web/stu/card/reveal');
    expect(paths).not.toContain('/admin/user/changeRoles');
    // Nor the schemas only those calls use.
    const schemas = Object.keys(anon.body.components.schemas);
    expect(schemas.some((n) => n.startsWith('ChangeRolesBody') || n.startsWith('AuditListBody'))).toBe(false);
    expect(schemas.some((n) => n.startsWith('LoginBody'))).toBe(true);
    const login = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
    const staff = await t.call({ method: 'GET', url: '/api/docs/json', headers: { token: login.data.token } });
    expect(Object.keys(staff.body.paths)).toEqual(expect.arrayContaining(['/clerk/web/stu/card/reveal', '/admin/user/changeRoles']));
  });
});

describe('bad input', () => {
  it('refuses control characters with 003 naming the field, in the caller language', async () => {
    const r = await t.post('/api/auth/student/login', { content: 'a\u0000b@x.cn', passWord: 'Kite4791' });
    expect(r.code).toBe('003');
    expect(r.msg).toBe('content: 不能包含控制字符');
    const en = await t.post('/api/admin/dict/types', { dictType: ['web_stu_sex\u0007'] }, { lang: 'en' });
    expect(en.msg).toBe('dictType.0: Cannot contain control characters');
  });

  it('refuses ids past the int4 range and negative page sizes with 003 naming the field', async () => {
    const big = await t.call({ method: 'GET', url: `/api/uni/school-university/show?uniId=${2 ** 40}` });
    expect(big.body.code).toBe('003');
    expect(big.body.msg).toBe('uniId: 编号超出范围');
    const neg = await t.post('/api/uni/school-university/getPartnerUniList', { pageNo: 1, pageSize: -5 });
    expect(neg.code).toBe('003');
    expect(neg.msg).toMatch(/^pageSize: /);
  });
});

describe('error logs', () => {
  it('log a failed statement and its SQLSTATE, never its parameter values', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({}, { logStream: { write: (l: string) => void lines.push(l) } });
    try {
      const { sql } = await import('drizzle-orm');
      const err = await logged.database.db
        .execute(sql`SELECT ${'alice.wang@example.com'}::int AS n, ${'13812345678'}::int AS m`)
        .catch((e: unknown) => e);
      logged.app.log.error({ err }, 'query failed');
      const line = lines.find((l) => l.includes('query failed'))!;
      expect(line).toBeTruthy();
      expect(line).toContain('22P02');
      expect(line).toContain('::int');
      expect(line).not.toContain('alice.wang@example.com');
      expect(line).not.toContain('13812345678');
    } finally {
      await logged.close();
    }
  });
});
