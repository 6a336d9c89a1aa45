// The role matrix of the staff calls: every /api/console/... route, and every other route that only
// staff may call, called as anonymous, student, agent, clerk and admin. The expected roles are
// written here, apart from the routes' own declarations, so a route that loosens or tightens its
// roles by mistake fails, and a new staff route fails until it is added to the table.
// Anonymous: 002. A role not admitted: 004. An admitted role passes the gate (neither 002 nor 004),
// and the reads that need no input answer 000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Role } from '@portal/shared';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from './helpers';
import { rows } from '../src/lib/sql';

const STAFF: Role[] = ['clerk', 'admin'];
const ADMINS: Role[] = ['admin'];

/** Method and path → the roles admitted. */
const EXPECTED: Record<string, readonly Role[]> = {
  'POST /api/console/applications/list': STAFF,
  'POST /api/console/applications/detail': STAFF,
  'GET /api/console/applications/export': STAFF,
  'POST /api/console/applications/assign': ADMINS,
  'POST /api/console/applications/bulk-assign': ADMINS,
  'POST /api/console/applications/status': STAFF,
  'GET /api/console/applications/consents': STAFF,
  'POST /api/console/contract/milestone': STAFF,
  'POST /api/console/contract/refund': ADMINS,
  'GET /api/console/countries': STAFF,
  'POST /api/console/countries/save': ADMINS,
  'GET /api/console/rates': STAFF,
  'POST /api/console/rates/save': ADMINS,
  'GET /api/console/leads': STAFF,
  'GET /api/console/staff': STAFF,
  'GET /api/console/status-settings': STAFF,
  'POST /api/console/status-settings': STAFF,
  'POST /api/clerk/web/stu/card/reveal': STAFF,
  'POST /api/clerk/web/stu/transfer': STAFF,
  'POST /api/admin/audit/list': ADMINS,
  'POST /api/admin/user/changeRoles': ADMINS,
  // Catalogue editing: universities, faculties, programmes, published pictures.
  'POST /api/console/universities/list': STAFF,
  'GET /api/console/universities/detail': STAFF,
  'POST /api/console/universities/save': STAFF,
  'POST /api/console/universities/bulk': STAFF,
  'POST /api/console/faculties/save': STAFF,
  'POST /api/console/faculties/order': STAFF,
  'POST /api/console/faculties/delete': STAFF,
  'POST /api/console/majors/list': STAFF,
  'GET /api/console/majors/detail': STAFF,
  'POST /api/console/majors/save': STAFF,
  'POST /api/console/majors/create': STAFF,
  'POST /api/console/majors/bulk': STAFF,
  'POST /api/console/images': STAFF,
  // Imports and the readers' error reports.
  'POST /api/console/imports/upload': STAFF,
  'GET /api/console/imports/job': STAFF,
  'GET /api/console/imports/list': STAFF,
  'POST /api/console/imports/apply': STAFF,
  'GET /api/console/imports/errors': STAFF,
  'GET /api/console/imports/template': STAFF,
  'GET /api/console/error-reports': STAFF,
  'POST /api/console/error-reports/handle': STAFF,
  'POST /api/console/error-reports/bulk': STAFF,
  // Content: cases (with the verified flag), articles, banners, dictionaries.
  'POST /api/console/cases/list': STAFF,
  'GET /api/console/cases/detail': STAFF,
  'POST /api/console/cases/save': STAFF,
  'POST /api/console/cases/verify': STAFF,
  'POST /api/console/cases/status': STAFF,
  'POST /api/console/articles/list': STAFF,
  'GET /api/console/articles/detail': STAFF,
  'POST /api/console/articles/save': STAFF,
  'POST /api/console/articles/status': STAFF,
  'GET /api/console/banners': STAFF,
  'POST /api/console/banners/save': STAFF,
  'POST /api/console/banners/move': STAFF,
  'POST /api/console/banners/status': STAFF,
  'GET /api/console/dicts/types': STAFF,
  'GET /api/console/dicts': STAFF,
  'POST /api/console/dicts/save': STAFF,
  'POST /api/console/dicts/status': STAFF,
  'POST /api/console/dicts/delete': STAFF,
  // Operations: users and the audit log for admins; leads, payments and the dashboard for staff.
  'GET /api/console/users': ADMINS,
  'GET /api/console/users/detail': ADMINS,
  'POST /api/console/users/roles': ADMINS,
  'POST /api/console/users/disable': ADMINS,
  'POST /api/console/users/resetCode': ADMINS,
  'GET /api/console/users/sessions': ADMINS,
  'POST /api/console/users/sessions/end': ADMINS,
  'POST /api/console/users/bulk': ADMINS,
  'GET /api/console/audit': ADMINS,
  'GET /api/console/audit/export': ADMINS,
  'POST /api/console/leads/update': STAFF,
  'GET /api/console/leads/export': STAFF,
  'GET /api/console/payments/contracts': STAFF,
  'GET /api/console/payments/contract': STAFF,
  'GET /api/console/payments/export': STAFF,
  'GET /api/console/payments/reconcile': STAFF,
  'GET /api/console/dashboard': STAFF,
};

/** Reads that answer 000 with no input at all, for every admitted role. */
const NO_INPUT_READS = new Set([
  'POST /api/console/applications/list',
  'GET /api/console/countries',
  'GET /api/console/rates',
  'GET /api/console/leads',
  'GET /api/console/staff',
  'GET /api/console/status-settings',
  'POST /api/console/universities/list',
  'POST /api/console/majors/list',
  'GET /api/console/imports/list',
  'GET /api/console/error-reports',
  'POST /api/console/cases/list',
  'POST /api/console/articles/list',
  'GET /api/console/banners',
  'GET /api/console/dicts/types',
  'GET /api/console/users',
  'GET /api/console/audit',
  'GET /api/console/payments/contracts',
  'GET /api/console/dashboard',
]);

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};

async function accountWith(roles: Role[] | null): Promise<string> {
  const { token, phone } = await registerByPhone(t);
  if (roles) {
    const [u] = await rows<{ id: number }>(t.database.db, sql`SELECT id FROM users WHERE phone_number = ${phone}`);
    const r = await t.post('/api/admin/user/changeRoles', { userId: u.id, roles }, { token: tokens.admin });
    expect(r.code).toBe('000');
  }
  return token;
}

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  const login = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
  tokens.admin = login.data.token;
  tokens.student = await accountWith(null);
  tokens.agent = await accountWith(['agent']);
  tokens.clerk = await accountWith(['clerk']);
}, 180_000);
afterAll(async () => t?.close());

/** The staff routes of the app: under /api/console/, or admitting only clerks and admins. */
function staffRoutes() {
  return t.app.routeInventory.filter(
    (r) => r.url.startsWith('/api/console/') || (r.roles.length > 0 && r.roles.every((role) => role === 'clerk' || role === 'admin')),
  );
}

// Path parameters get a value that exists nowhere: the gate answers before any lookup.
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

let ipSeq = 0;
async function callAs(role: Role | 'anonymous', key: string) {
  const [method, url] = key.split(' ');
  const ip = `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
  const r = await t.call({
    method: method as 'GET' | 'POST',
    url: concrete(url),
    token: role === 'anonymous' ? undefined : tokens[role],
    remoteAddress: ip,
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  let code: string | undefined;
  try {
    code = (typeof r.body === 'string' ? JSON.parse(r.body) : r.body)?.code;
  } catch {
    code = undefined; // a file answer: the gate let it through
  }
  return { status: r.status, code };
}

describe('role matrix of the staff calls', () => {
  it('lists every staff route, and only those', () => {
    const actual = staffRoutes().map((r) => `${r.method} ${r.url}`);
    const missing = actual.filter((k) => !(k in EXPECTED));
    const gone = Object.keys(EXPECTED).filter((k) => !actual.includes(k));
    expect({ missing, gone }).toEqual({ missing: [], gone: [] });
  });

  it('declares the same roles as the table', () => {
    for (const r of staffRoutes()) {
      const key = `${r.method} ${r.url}`;
      expect([...r.roles].sort(), key).toEqual([...(EXPECTED[key] ?? [])].sort());
    }
  });

  it('answers each role as the table says', async () => {
    const failures: string[] = [];
    for (const key of Object.keys(EXPECTED)) {
      const admitted = EXPECTED[key];
      for (const role of ['anonymous', 'student', 'agent', 'clerk', 'admin'] as const) {
        const { code } = await callAs(role, key);
        let want: string;
        if (role === 'anonymous') want = '002';
        else if (!admitted.includes(role)) want = '004';
        else want = NO_INPUT_READS.has(key) ? '000' : 'passes';
        const ok = want === 'passes' ? code !== '002' && code !== '004' : code === want;
        if (!ok) failures.push(`${key} as ${role}: ${code}, expected ${want}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
