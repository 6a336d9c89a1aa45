// "Report an error": anyone may report on an open university or programme page (a logged-in reporter
// is recorded, masked in the queue), the note is checked, the address is rate-limited; the console
// queue is for clerks and admins only, filters by status and type, and handling is audited and once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';
import { REPORTS_PER_HOUR } from './routes';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
let admin: string;
let clerk: string;
let student: { token: string; phone: string };
let uniId: number;
let majorId: number;

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  admin = (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
  const c = await registerByPhone(t);
  const [cu] = await q<{ id: number }>(sql`SELECT id FROM users WHERE phone_number = ${c.phone}`);
  expect((await t.post('/api/admin/user/changeRoles', { userId: cu.id, roles: ['clerk'] }, { token: admin })).code).toBe('000');
  clerk = c.token;
  student = await registerByPhone(t);
  [{ id: uniId }] = await q<{ id: number }>(sql`SELECT id FROM universities WHERE status = '0' ORDER BY id LIMIT 1`);
  [{ id: majorId }] = await q<{ id: number }>(sql`SELECT id FROM majors WHERE major_status = '0' ORDER BY id LIMIT 1`);
}, 180_000);
afterAll(async () => t?.close());

const report = (body: object, opts: { token?: string; ip?: string } = {}) => t.post('/api/catalogue/report-error', body, opts);

describe('reporting', () => {
  it('takes a report without login and records a logged-in reporter', async () => {
    const a = await report({ targetType: 'university', targetId: uniId, field: 'rank', note: 'The rank is from 2019' });
    expect(a.code).toBe('000');
    const b = await report(
      { targetType: 'major', targetId: majorId, field: 'tuition', note: '学费已涨到 40000' },
      { token: student.token },
    );
    expect(b.code).toBe('000');
    const stored = await q<any>(sql`SELECT page, target_type, field, note, user_id, status FROM error_reports ORDER BY id`);
    expect(stored[0]).toMatchObject({ page: `/Instiutiondetail?uniId=${uniId}`, field: 'rank', user_id: null, status: 'new' });
    expect(stored[1]).toMatchObject({ page: `/majordetail?majorId=${majorId}`, field: 'tuition', note: '学费已涨到 40000' });
    expect(stored[1].user_id).not.toBeNull();
  });

  it('checks the note and the page', async () => {
    expect((await report({ targetType: 'university', targetId: uniId, field: 'rank', note: '   ' })).code).toBe('003');
    expect((await report({ targetType: 'university', targetId: uniId, field: 'rank', note: 'x'.repeat(501) })).code).toBe('003');
    expect((await report({ targetType: 'university', targetId: uniId, field: 'colour', note: 'x' })).code).toBe('003');
    expect((await report({ targetType: 'university', targetId: 99999999, field: 'rank', note: 'x' })).code).toBe('71007');
  });

  it('limits one address to a few reports an hour', async () => {
    const codes: string[] = [];
    for (let i = 0; i < REPORTS_PER_HOUR + 2; i++)
      codes.push((await report({ targetType: 'university', targetId: uniId, field: 'other', note: `n${i}` }, { ip: '10.9.9.9' })).code);
    expect(codes.slice(0, REPORTS_PER_HOUR).every((c) => c === '000')).toBe(true);
    expect(codes.slice(REPORTS_PER_HOUR)).toEqual(['006', '006']);
  });
});

describe('the console queue', () => {
  it('is for clerks and admins only', async () => {
    expect((await t.get('/api/console/error-reports')).code).toBe('002');
    expect((await t.get('/api/console/error-reports', { token: student.token })).code).toBe('004');
    expect((await t.post('/api/console/error-reports/handle', { id: 1, status: 'fixed' }, { token: student.token })).code).toBe('004');
    expect((await t.get('/api/console/error-reports', { token: admin })).code).toBe('000');
  });

  it('lists with filters, masks the reporter, and handles a report once (audited)', async () => {
    const majorsOnly = await t.get('/api/console/error-reports?targetType=major', { token: clerk });
    expect(majorsOnly.data.list).toHaveLength(1);
    const item = majorsOnly.data.list[0];
    expect(item.reporter).toMatch(/\*/);
    expect(item.reporter).not.toBe(student.phone);
    expect(item.targetName).toBeTruthy();
    const done = await t.post(
      '/api/console/error-reports/handle',
      { id: item.id, status: 'fixed', staffNote: '已更新学费' },
      { token: clerk },
    );
    expect(done.code).toBe('000');
    expect(done.data).toMatchObject({ status: 'fixed', staffNote: '已更新学费' });
    expect(done.data.handledBy).toMatch(/\*/);
    expect((await t.post('/api/console/error-reports/handle', { id: item.id, status: 'dismissed' }, { token: admin })).code).toBe('71009');
    expect((await t.post('/api/console/error-reports/handle', { id: 99999999, status: 'fixed' }, { token: admin })).code).toBe('71008');
    const [a] = await q<any>(sql`SELECT detail FROM audit_log WHERE action = 'error-report.handle' AND target = ${String(item.id)}`);
    expect(a.detail).toMatchObject({ status: 'fixed', targetType: 'major', targetId: majorId });
    const fixed = await t.get('/api/console/error-reports?status=fixed', { token: clerk });
    expect(fixed.data.list.map((r: any) => r.id)).toEqual([item.id]);
    const fresh = await t.get('/api/console/error-reports?status=new&pageSize=100', { token: clerk });
    expect(fresh.data.list.every((r: any) => r.status === 'new')).toBe(true);
  });
});

describe('bulk handling', () => {
  const bulk = (body: object, token = clerk) => t.post('/api/console/error-reports/bulk', body, { token });
  const fresh = async (n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const [r] = await q<{ id: number }>(
        sql`INSERT INTO error_reports (page, target_type, target_id, field, note) VALUES ('/x', 'university', ${uniId}, 'rank', ${`bulk ${i}`}) RETURNING id`,
      );
      ids.push(Number(r.id));
    }
    return ids;
  };
  const audits = async (ids: number[]) =>
    (
      await q<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'error-report.handle' AND target IN ${sql.raw(`('${ids.join("','")}')`)}`,
      )
    )[0].n;

  it('closes the new ones with the note, skips handled and unknown ones, audits each change', async () => {
    const [a, b, c] = await fresh(3);
    expect((await t.post('/api/console/error-reports/handle', { id: c, status: 'fixed' }, { token: clerk })).code).toBe('000');
    const r = await bulk({ ids: [b, a, c, 99999999, a], status: 'dismissed', staffNote: '重复报告' });
    expect(r.code, r.msg).toBe('000');
    expect(r.data).toEqual({ done: 2, skipped: 2 });
    const stored = await q<any>(sql`SELECT id, status, staff_note FROM error_reports WHERE id IN (${a}, ${b}, ${c}) ORDER BY id`);
    expect(stored.map((s) => [s.status, s.staff_note])).toEqual([
      ['dismissed', '重复报告'],
      ['dismissed', '重复报告'],
      ['fixed', null],
    ]);
    expect(await audits([a, b])).toBe(2);
    expect(await audits([c])).toBe(1);
    // The note is optional; the same ids again change nothing.
    const [d] = await fresh(1);
    expect((await bulk({ ids: [d], status: 'fixed' })).data).toEqual({ done: 1, skipped: 0 });
    expect((await bulk({ ids: [a, d], status: 'fixed' })).data).toEqual({ done: 0, skipped: 2 });
  });

  it('checks the body and the caller', async () => {
    expect((await bulk({ ids: [], status: 'fixed' })).code).toBe('003');
    expect((await bulk({ ids: Array.from({ length: 201 }, (_, i) => i + 1), status: 'fixed' })).code).toBe('003');
    expect((await bulk({ ids: [1], status: 'new' })).code).toBe('003');
    expect((await bulk({ ids: [1], status: 'fixed', staffNote: 'x'.repeat(501) })).code).toBe('003');
    expect((await t.post('/api/console/error-reports/bulk', { ids: [1], status: 'fixed' })).code).toBe('002');
    expect((await bulk({ ids: [1], status: 'fixed' }, student.token)).code).toBe('004');
  });

  it('changes each report once when 30 bulk requests over overlapping ids run at once', async () => {
    const ids = await fresh(10);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const chosen = [ids[i % 10], ids[(i + 3) % 10], ids[(i + 7) % 10]];
        return bulk({ ids: i % 2 ? chosen.reverse() : chosen, status: i % 3 ? 'fixed' : 'dismissed' }, i % 2 ? clerk : admin);
      }),
    );
    expect(answers.map((r) => r.code)).toEqual(Array(30).fill('000'));
    const done = answers.reduce((n, r) => n + r.data.done, 0);
    expect(done).toBe(10);
    expect(answers.reduce((n, r) => n + r.data.done + r.data.skipped, 0)).toBe(90);
    const left = await q<any>(
      sql`SELECT count(*)::int AS n FROM error_reports WHERE id IN ${sql.raw(`(${ids.join(',')})`)} AND status = 'new'`,
    );
    expect(left[0].n).toBe(0);
    expect(await audits(ids)).toBe(done);
  }, 60_000);
});
