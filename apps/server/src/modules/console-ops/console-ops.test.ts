// The console's operations calls through the real app: who may call each (anonymous 002, student
// and agent 004, clerks only where allowed, admins 000), the users screen (search and masking, role
// rules, disabling ends the sessions with 017 at once, the reset code reaches the outbox, sessions
// listed masked and ended; bulk disable / enable / end sessions row by row), the audit filter and
// export, the leads' follow-up and export, the payments export, the reconciliation finding planted
// mismatches in the stored events and by asking the sandbox provider (paid there only, paid here
// only, amounts differ, not reachable), the dashboard equal to counts made here, and concurrent
// changes (30 bulk disables over every admin leave an enabled admin).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { ADMIN, createTestApp, freshEmail, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';
import type { OrderQueryResult, PaymentProvider } from '../../providers/payment/types';
import { reconcile } from './payments';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
let admin: { token: string; id: number };
let clerk: { token: string; id: number };
let student: { token: string; id: number; phone: string };
let agent: { token: string; id: number };

async function account(roles?: string[]) {
  const { token, phone } = await registerByPhone(t);
  const [u] = await q<{ id: number }>(sql`SELECT id FROM users WHERE phone_number = ${phone}`);
  if (roles) expect((await t.post('/api/console/users/roles', { userId: u.id, roles }, { token: admin.token })).code).toBe('000');
  return { token, id: u.id, phone };
}

const UK = '140';
const FR = '214';
const bjToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://portal.test' }, { catalogue: true });
  const login = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
  const [a] = await q<{ id: number }>(sql`SELECT id FROM users WHERE email = ${ADMIN.account}`);
  admin = { token: login.data.token, id: a.id };
  clerk = await account(['clerk']);
  agent = await account(['agent']);
  student = await account();
}, 180_000);
afterAll(async () => t?.close());

describe('who may call', () => {
  it('answers 002 without a session, 004 to students and agents, clerks per route, 000 to admins', async () => {
    const [lead] = await q<{ id: number }>(
      sql`INSERT INTO consult_leads (user_id, type, country_id, chat_url) VALUES (${student.id}, 0, ${UK}, 'http://x') RETURNING id::int AS id`,
    );
    const calls: [string, 'GET' | 'POST', unknown, boolean][] = [
      // path, method, body, clerks allowed
      [`/api/console/users?q=1`, 'GET', undefined, false],
      [`/api/console/users/detail?userId=${student.id}`, 'GET', undefined, false],
      ['/api/console/users/roles', 'POST', { userId: student.id, roles: ['student'] }, false],
      ['/api/console/users/disable', 'POST', { userId: student.id, disabled: false }, false],
      [`/api/console/users/sessions?userId=${student.id}`, 'GET', undefined, false],
      ['/api/console/users/sessions/end', 'POST', { userId: agent.id, sessionId: 999999 }, false],
      ['/api/console/users/bulk', 'POST', { userIds: [999999], action: 'enable' }, false],
      ['/api/console/audit', 'GET', undefined, false],
      ['/api/console/audit/export?format=csv&ids=1', 'GET', undefined, false],
      ['/api/console/leads', 'GET', undefined, true],
      ['/api/console/leads/update', 'POST', { id: lead.id, status: 'new' }, true],
      ['/api/console/leads/export?format=csv', 'GET', undefined, true],
      ['/api/console/payments/contracts', 'GET', undefined, true],
      ['/api/console/payments/export?format=csv&ids=999999', 'GET', undefined, true],
      [`/api/console/payments/reconcile?day=${bjToday()}`, 'GET', undefined, true],
      ['/api/console/dashboard', 'GET', undefined, true],
    ];
    const codeOf = async (url: string, method: string, body: unknown, token?: string) => {
      const r = await t.call({ method: method as 'GET', url, token, ...(body ? { payload: body as object } : {}) });
      return typeof r.body === 'object' && r.body?.code ? r.body.code : r.status === 200 ? '000' : String(r.status);
    };
    for (const [url, method, body, clerks] of calls) {
      expect(await codeOf(url, method, body), `${url} anonymous`).toBe('002');
      expect(await codeOf(url, method, body, student.token), `${url} student`).toBe('004');
      expect(await codeOf(url, method, body, agent.token), `${url} agent`).toBe('004');
      expect(await codeOf(url, method, body, clerk.token), `${url} clerk`).toBe(clerks ? '000' : '004');
      const expected = url.endsWith('/sessions/end') ? '71067' : '000';
      expect(await codeOf(url, method, body, admin.token), `${url} admin`).toBe(expected);
    }
  });
});

describe('users', () => {
  it('finds accounts by phone, email and name, masks contacts, filters by role and disabled', async () => {
    const email = freshEmail();
    await q(sql`UPDATE users SET email = ${email}, user_name = '测试王五' WHERE id = ${student.id}`);
    const byPhone = await t.get(`/api/console/users?q=${student.phone.slice(3, 9)}`, { token: admin.token });
    expect(byPhone.code).toBe('000');
    const me = byPhone.data.list.find((u: any) => u.userId === student.id);
    expect(me).toMatchObject({ phone: `${student.phone.slice(0, 3)}****${student.phone.slice(-4)}`, roles: ['student'], disabled: false });
    expect(me.email).toMatch(/^us\*\*\*@example\.com$/);
    expect(JSON.stringify(byPhone.data)).not.toContain(student.phone);
    expect(JSON.stringify(byPhone.data)).not.toContain(email);
    const byMail = await t.get(`/api/console/users?q=${encodeURIComponent(email.toUpperCase())}`, { token: admin.token });
    expect(byMail.data.list.map((u: any) => u.userId)).toEqual([student.id]);
    const byName = await t.get(`/api/console/users?q=${encodeURIComponent('王五')}`, { token: admin.token });
    expect(byName.data.list.map((u: any) => u.userId)).toContain(student.id);
    const clerks = await t.get('/api/console/users?role=clerk&pageSize=100', { token: admin.token });
    expect(clerks.data.list.length).toBeGreaterThan(0);
    expect(clerks.data.list.every((u: any) => u.roles.includes('clerk'))).toBe(true);
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE 'clerk' = ANY(roles)`);
    expect(clerks.data.totalCount).toBe(n);
    expect((await t.get('/api/console/users?role=boss', { token: admin.token })).code).toBe('003');
  });

  it('keeps the role rules: not your own admin role, the last admin stays; audited', async () => {
    expect((await t.post('/api/console/users/roles', { userId: admin.id, roles: ['clerk'] }, { token: admin.token })).code).toBe('71064');
    expect((await t.post('/api/console/users/disable', { userId: admin.id, disabled: true }, { token: admin.token })).code).toBe('71060');
    expect((await t.post('/api/console/users/roles', { userId: 999999, roles: ['clerk'] }, { token: admin.token })).code).toBe('005');
    expect((await t.post('/api/console/users/roles', { userId: student.id, roles: [] }, { token: admin.token })).code).toBe('003');
    const other = await account(['admin']);
    // The other admin may take the role of the first only while another enabled admin remains.
    const r = await t.post('/api/console/users/roles', { userId: other.id, roles: ['clerk'] }, { token: admin.token });
    expect(r.code).toBe('000');
    expect(r.data.roles).toEqual(['clerk']);
    const [row] = await q<any>(
      sql`SELECT actor_id, detail FROM audit_log WHERE action = 'user.roles' AND target = ${String(other.id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toMatchObject({ actor_id: admin.id, detail: { from: ['admin'], to: ['clerk'] } });
    // The changed account's open session answers with its new roles at once.
    expect((await t.get('/api/console/users', { token: other.token })).code).toBe('004');
  });

  it('disabling ends the sessions at once (017), enabling does not bring them back; audited', async () => {
    const u = await account();
    const second = await t.post('/api/auth/student/login', { content: u.phone, passWord: 'Lark8tide' });
    expect((await t.get('/api/admin/user/getInfo', { token: u.token })).code).toBe('000');
    const sessions = await t.get(`/api/console/users/sessions?userId=${u.id}`, { token: admin.token });
    expect(sessions.data).toHaveLength(2);
    expect(sessions.data[0].ip).toMatch(/\.\*$/);
    const d = await t.post('/api/console/users/disable', { userId: u.id, disabled: true }, { token: admin.token });
    expect(d.data).toMatchObject({ disabled: true });
    expect((await t.get('/api/admin/user/getInfo', { token: u.token })).code).toBe('017');
    expect((await t.get('/api/admin/user/getInfo', { token: second.data.token })).code).toBe('017');
    expect((await t.post('/api/auth/student/login', { content: u.phone, passWord: 'Lark8tide' })).code).not.toBe('000');
    expect((await t.get(`/api/console/users/sessions?userId=${u.id}`, { token: admin.token })).data).toEqual([]);
    expect(
      (await t.get('/api/console/users?disabled=1&pageSize=100', { token: admin.token })).data.list.map((x: any) => x.userId),
    ).toContain(u.id);
    await t.post('/api/console/users/disable', { userId: u.id, disabled: false }, { token: admin.token });
    expect((await t.get('/api/admin/user/getInfo', { token: u.token })).code).not.toBe('000');
    const again = await t.post('/api/auth/student/login', { content: u.phone, passWord: 'Lark8tide' });
    expect(again.code).toBe('000');
    const acts = await q<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE target = ${String(u.id)} AND action LIKE 'user.%' ORDER BY id`,
    );
    expect(acts.map((a) => a.action)).toEqual(['user.disable', 'user.enable']);
  });

  it('sends a reset code to the outbox through the reset flow; the admin sees only where it went', async () => {
    const u = await account();
    const r = await t.post('/api/console/users/resetCode', { userId: u.id }, { token: admin.token });
    expect(r.code).toBe('000');
    expect(r.data).toMatchObject({ channel: 'sms', to: `${u.phone.slice(0, 3)}****${u.phone.slice(-4)}` });
    expect(JSON.stringify(r)).not.toMatch(/\b\d{6}\b/);
    const code = await t.lastCode(u.phone);
    const reset = await t.post('/api/auth/student/reset', {
      phoneNumber: u.phone,
      passWord: 'Newpass9x',
      rePassWord: 'Newpass9x',
      verifyCode: code,
    });
    expect(reset.code).toBe('000');
    expect((await t.get('/api/admin/user/getInfo', { token: u.token })).code).not.toBe('000');
    const [a] = await q<any>(sql`SELECT detail FROM audit_log WHERE action = 'user.resetCode' AND target = ${String(u.id)}`);
    expect(a.detail).toEqual({ channel: 'sms', to: r.data.to });
    await q(sql`UPDATE users SET disabled = true WHERE id = ${u.id}`);
    expect((await t.post('/api/console/users/resetCode', { userId: u.id }, { token: admin.token })).code).toBe('71063');
  });

  it('ends one session or all of them', async () => {
    const u = await account();
    const s2 = await t.post('/api/auth/student/login', { content: u.phone, passWord: 'Lark8tide' });
    const list = (await t.get(`/api/console/users/sessions?userId=${u.id}`, { token: admin.token })).data;
    expect(list).toHaveLength(2);
    const one = await t.post('/api/console/users/sessions/end', { userId: u.id, sessionId: list[0].sessionId }, { token: admin.token });
    expect(one.data).toEqual({ ended: 1 });
    expect(
      (await t.post('/api/console/users/sessions/end', { userId: u.id, sessionId: list[0].sessionId }, { token: admin.token })).code,
    ).toBe('71067');
    const codes = [
      (await t.get('/api/admin/user/getInfo', { token: u.token })).code,
      (await t.get('/api/admin/user/getInfo', { token: s2.data.token })).code,
    ];
    expect(codes.filter((c) => c === '000')).toHaveLength(1);
    expect((await t.post('/api/console/users/sessions/end', { userId: u.id }, { token: admin.token })).data).toEqual({ ended: 1 });
    expect((await t.get(`/api/console/users/sessions?userId=${u.id}`, { token: admin.token })).data).toEqual([]);
  });

  const bulk = (userIds: unknown, action: unknown, token = admin.token, lang?: 'en') =>
    t.post('/api/console/users/bulk', { userIds, action }, { token, lang });
  const bulkAudits = () => q<any>(sql`SELECT target, detail FROM audit_log WHERE action = 'user.bulk' ORDER BY id`);

  it('bulk: bad input changes nothing', async () => {
    const u = await account();
    const before = (await bulkAudits()).length;
    for (const [ids, action] of [
      [[], 'disable'],
      [[u.id], 'boss'],
      [[u.id, 'x'], 'disable'],
      [[0], 'disable'],
      [Array.from({ length: 501 }, (_, i) => u.id + i), 'disable'],
      [u.id, 'disable'],
      [[u.id], undefined],
    ] as const) {
      expect((await bulk(ids, action)).code, JSON.stringify([ids, action]).slice(0, 80)).toBe('003');
    }
    expect((await bulk([u.id], 'disable', clerk.token)).code).toBe('004');
    expect((await bulkAudits()).length).toBe(before);
    const [row] = await q<{ disabled: boolean }>(sql`SELECT disabled FROM users WHERE id = ${u.id}`);
    expect(row.disabled).toBe(false);
    expect((await t.get('/api/admin/user/getInfo', { token: u.token })).code).toBe('000');
  });

  it('bulk: disables row by row with the single rules, answers the refused with reasons; enables; one audit row each', async () => {
    const a = await account();
    const b = await account();
    const off = await account();
    await bulk([off.id], 'disable');
    const r = await bulk([b.id, admin.id, a.id, 999999, off.id, a.id], 'disable', admin.token, 'en');
    expect(r.code).toBe('000');
    expect(r.data).toMatchObject({ changed: 2, changedIds: [a.id, b.id].sort((x, y) => x - y), unchanged: [off.id] });
    expect(r.data.refused.map((x: any) => [x.userId, x.code]).sort()).toEqual(
      [
        [admin.id, '71060'],
        [999999, '005'],
      ].sort(),
    );
    expect(r.data.refused.find((x: any) => x.code === '71060').reason).toBe('You cannot disable your own account');
    expect((await t.get('/api/admin/user/getInfo', { token: a.token })).code).toBe('017');
    expect((await t.get('/api/admin/user/getInfo', { token: b.token })).code).toBe('017');
    expect((await t.get('/api/admin/user/getInfo', { token: admin.token })).code).toBe('000');
    const [last] = (await bulkAudits()).slice(-1);
    expect(last).toMatchObject({
      target: 'disable',
      detail: { action: 'disable', userIds: r.data.changedIds, sessionsEnded: 2 },
    });
    expect(last.detail.refused).toHaveLength(2);
    // Enable: the sessions left from before stay ended; an already enabled account is unchanged.
    const e = await bulk([a.id, b.id, student.id], 'enable');
    expect(e.data).toMatchObject({ changed: 2, unchanged: [student.id], refused: [] });
    expect((await t.get('/api/admin/user/getInfo', { token: a.token })).code).not.toBe('000');
    expect((await t.post('/api/auth/student/login', { content: a.phone, passWord: 'Lark8tide' })).code).toBe('000');
    expect((await bulkAudits()).slice(-1)[0]).toMatchObject({ target: 'enable', detail: { userIds: e.data.changedIds, sessionsEnded: 2 } });
    // Nothing to change: no audit row.
    const n = (await bulkAudits()).length;
    expect((await bulk([a.id, b.id], 'enable')).data).toMatchObject({ changed: 0, unchanged: [a.id, b.id].sort((x, y) => x - y) });
    expect((await bulkAudits()).length).toBe(n);
  });

  it('bulk: ends every session of the chosen accounts but the caller’s current one', async () => {
    const a = await account();
    const a2 = await t.post('/api/auth/student/login', { content: a.phone, passWord: 'Lark8tide' });
    const b = await account();
    await bulk([b.id], 'endSessions');
    const second = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
    const r = await bulk([a.id, b.id, admin.id], 'endSessions');
    expect(r.data).toMatchObject({ changed: 2, unchanged: [b.id], refused: [] });
    expect(r.data.changedIds).toEqual([a.id, admin.id].sort((x, y) => x - y));
    for (const token of [a.token, a2.data.token, second.data.token])
      expect((await t.get('/api/admin/user/getInfo', { token })).code).not.toBe('000');
    expect((await t.get('/api/admin/user/getInfo', { token: admin.token })).code).toBe('000');
    expect((await bulkAudits()).slice(-1)[0]).toMatchObject({ target: 'endSessions', detail: { sessionsEnded: 3 } });
  });
});

describe('audit log', () => {
  it('filters by person, action prefix, object and day, masks the address', async () => {
    const all = await t.get('/api/console/audit?pageSize=100', { token: admin.token });
    expect(all.code).toBe('000');
    expect(all.data.totalCount).toBeGreaterThan(3);
    const mine = await t.get(`/api/console/audit?actorId=${admin.id}&action=user.&pageSize=100`, { token: admin.token });
    expect(mine.data.list.length).toBeGreaterThan(0);
    expect(mine.data.list.every((a: any) => a.actorId === admin.id && a.action.startsWith('user.'))).toBe(true);
    const [{ n }] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE actor_id = ${admin.id} AND action LIKE 'user.%'`,
    );
    expect(mine.data.totalCount).toBe(n);
    const target = mine.data.list[0].target;
    const byTarget = await t.get(`/api/console/audit?target=${target}`, { token: admin.token });
    expect(byTarget.data.list.every((a: any) => a.target === target)).toBe(true);
    const [{ today }] = await q<{ today: number }>(
      sql`SELECT count(*)::int AS today FROM audit_log WHERE (created_at AT TIME ZONE 'Asia/Shanghai')::date = ${bjToday()}::date`,
    );
    expect((await t.get(`/api/console/audit?dateFrom=${bjToday()}&dateTo=${bjToday()}`, { token: admin.token })).data.totalCount).toBe(
      today,
    );
    expect((await t.get('/api/console/audit?dateFrom=2000-01-01&dateTo=2000-01-01', { token: admin.token })).data.totalCount).toBe(0);
    expect((await t.get('/api/console/audit?dateFrom=2000-01-02&dateTo=2000-01-01', { token: admin.token })).code).toBe('003');
    expect(all.data.list.every((a: any) => a.ip === null || /\*$/.test(a.ip))).toBe(true);
  });

  const csvLines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  const exportAudits = () => q<any>(sql`SELECT actor_id, detail FROM audit_log WHERE action = 'audit.export' ORDER BY id`);

  it('exports the filtered rows or the chosen ones as CSV and XLSX, masked; audited; bad input exports nothing', async () => {
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'user.%'`);
    const csv = await t.call({
      method: 'GET',
      url: '/api/console/audit/export?format=csv&action=user.',
      token: admin.token,
      headers: { lang: 'en' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{8}-\d{4}\.csv"$/);
    expect(csv.headers['x-total-count']).toBe(String(n));
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('Time,By,Action,Object,IP,Details');
    expect(lines).toHaveLength(n + 1);
    expect(lines.slice(1).every((l) => /^[\d-]+ [\d:]+,[^,]*,user\./.test(l))).toBe(true);
    expect(csv.body).not.toContain(student.phone);
    expect(csv.body).not.toMatch(/\b10\.\d+\.\d+\.\d+\b/);
    const [ex] = (await exportAudits()).slice(-1);
    expect(ex).toMatchObject({ actor_id: admin.id, detail: { format: 'csv', filters: { action: 'user.' }, rows: n, total: n } });
    // The chosen rows only (the filters do not apply), newest first.
    const picked = await q<{ id: number }>(sql`SELECT id::int AS id FROM audit_log WHERE action LIKE 'user.%' ORDER BY id LIMIT 2`);
    const ids = picked.map((p) => p.id);
    const x = await t.app.inject({
      method: 'GET',
      url: `/api/console/audit/export?format=xlsx&action=lead.&ids=${ids.join(',')}`,
      headers: { token: admin.token },
    });
    expect(x.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(3);
    expect(ws.getRow(1).getCell(1).value).toBe('时间');
    expect([ws.getRow(2).getCell(3).value, ws.getRow(3).getCell(3).value].every((v) => String(v).startsWith('user.'))).toBe(true);
    expect((await exportAudits()).slice(-1)[0].detail).toMatchObject({ format: 'xlsx', filters: { ids }, rows: 2, total: 2 });
    // Bad input: refused, nothing exported, nothing audited.
    const count = (await exportAudits()).length;
    for (const url of [
      '/api/console/audit/export?format=pdf',
      '/api/console/audit/export?ids=abc',
      '/api/console/audit/export?ids=0',
      `/api/console/audit/export?ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`,
      '/api/console/audit/export?dateFrom=2000-01-02&dateTo=2000-01-01',
    ]) {
      const r = await t.call({ method: 'GET', url, token: admin.token });
      expect(r.body?.code, url.slice(0, 60)).toBe('003');
    }
    expect((await t.call({ method: 'GET', url: '/api/console/audit/export', token: clerk.token })).body.code).toBe('004');
    expect((await exportAudits()).length).toBe(count);
  });

  it('exports at most 10,000 rows and says how many matched', async () => {
    await q(
      sql`INSERT INTO audit_log (actor_id, action, target, detail) SELECT ${admin.id}, 'zz.bulkrow', g::text, '{}'::jsonb FROM generate_series(1, 10005) g`,
    );
    const csv = await t.call({ method: 'GET', url: '/api/console/audit/export?format=csv&action=zz.', token: admin.token });
    expect(csv.headers['x-total-count']).toBe('10005');
    expect(csvLines(csv.body)).toHaveLength(10_001);
    expect((await exportAudits()).slice(-1)[0].detail).toMatchObject({ rows: 10_000, total: 10_005 });
  });
});

describe('leads follow-up', () => {
  let leadId: number;
  beforeAll(async () => {
    const [l] = await q<{ id: number }>(
      sql`INSERT INTO consult_leads (user_id, type, country_id, chat_url) VALUES (${student.id}, 0, ${FR}, 'http://x') RETURNING id::int AS id`,
    );
    leadId = l.id;
  });

  it('changes status, assignee and notes; filters by them; refuses a non-staff assignee; audited', async () => {
    const r = await t.post(
      '/api/console/leads/update',
      { id: leadId, status: 'contacted', assignedTo: clerk.id, notes: ' 已电话联系 ' },
      { token: clerk.token },
    );
    expect(r.code).toBe('000');
    expect(r.data).toMatchObject({ id: leadId, status: 'contacted', assignedTo: clerk.id, notes: '已电话联系' });
    expect(r.data.assignedName).toBeTruthy();
    expect((await t.post('/api/console/leads/update', { id: leadId, assignedTo: student.id }, { token: clerk.token })).code).toBe('71066');
    expect((await t.post('/api/console/leads/update', { id: 999999, status: 'closed' }, { token: clerk.token })).code).toBe('71065');
    expect((await t.post('/api/console/leads/update', { id: leadId, status: 'lost' }, { token: clerk.token })).code).toBe('003');
    const f = await t.get(`/api/console/leads?status=contacted&assignedTo=${clerk.id}&countryId=${FR}`, { token: admin.token });
    expect(f.data.list.map((l: any) => l.id)).toEqual([leadId]);
    const none = await t.get('/api/console/leads?assignedTo=none&pageSize=100', { token: admin.token });
    expect(none.data.list.every((l: any) => l.assignedTo === null)).toBe(true);
    expect(none.data.list.map((l: any) => l.id)).not.toContain(leadId);
    const [a] = await q<any>(
      sql`SELECT actor_id, detail FROM audit_log WHERE action = 'lead.update' AND target = ${String(leadId)} ORDER BY id LIMIT 1`,
    );
    expect(a).toMatchObject({
      actor_id: clerk.id,
      detail: { from: { status: 'new', assignedTo: null }, to: { status: 'contacted', assignedTo: clerk.id } },
    });
    // unassign
    expect(
      (await t.post('/api/console/leads/update', { id: leadId, assignedTo: null }, { token: admin.token })).data.assignedTo,
    ).toBeNull();
  });

  it('exports the filtered leads as CSV and XLSX with masked contacts; audited', async () => {
    const csv = await t.call({
      method: 'GET',
      url: `/api/console/leads/export?format=csv&countryId=${FR}`,
      token: admin.token,
      headers: { lang: 'en' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Asker,Name,Type,Country,University,Major,Status,Assigned to,Notes,Updated');
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM consult_leads WHERE country_id = ${FR}`);
    expect(lines.length - 1).toBe(n);
    expect(csv.body).not.toContain(student.phone);
    const xlsx = await t.app.inject({ method: 'GET', url: `/api/console/leads/export?format=xlsx`, headers: { token: admin.token } });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const [{ all }] = await q<{ all: number }>(sql`SELECT count(*)::int AS all FROM consult_leads`);
    expect(wb.worksheets[0].rowCount).toBe(all + 1);
    expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('时间');
    const ex = await q<any>(sql`SELECT detail FROM audit_log WHERE action = 'lead.export' ORDER BY id`);
    expect(ex.slice(-2).map((e) => e.detail.format)).toEqual(['csv', 'xlsx']);
    expect(ex.at(-2).detail).toMatchObject({ filters: { countryId: FR }, rows: n, total: n });
  });

  it('holds 30 concurrent updates of one lead: each whole, the last audited one is the row', async () => {
    const statuses = ['new', 'contacted', 'closed'] as const;
    const rs = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post(
          '/api/console/leads/update',
          { id: leadId, status: statuses[i % 3], notes: `note ${i}`, assignedTo: i % 2 ? clerk.id : admin.id },
          { token: i % 2 ? clerk.token : admin.token },
        ),
      ),
    );
    expect(rs.map((r) => r.code)).toEqual(Array(30).fill('000'));
    const [row] = await q<any>(sql`SELECT status, notes, assigned_to FROM consult_leads WHERE id = ${leadId}`);
    const i = Number(row.notes.split(' ')[1]);
    expect(row).toEqual({ status: statuses[i % 3], notes: `note ${i}`, assigned_to: i % 2 ? clerk.id : admin.id });
    const audits = await q<any>(sql`SELECT detail FROM audit_log WHERE action = 'lead.update' AND target = ${String(leadId)} ORDER BY id`);
    expect(audits).toHaveLength(30 + 2);
    expect(audits.at(-1).detail.to).toMatchObject({ status: row.status, assignedTo: row.assigned_to });
  });
});

describe('payments', () => {
  async function contractWithOrders(state: 'signed' | 'paid') {
    const [s] = await q<{ id: number }>(sql`INSERT INTO students (owner_id, stu_name) VALUES (${student.id}, '对账学生') RETURNING id`);
    const no = `HT${randomBytes(5).toString('hex').toUpperCase()}`;
    const [c] = await q<{ id: number }>(
      sql`INSERT INTO contracts (contract_no, access_key, stu_id, owner_id, status, contract_class, country_id, terms_version,
                                 student_name, schools, signers, service_fee_fen, signed_at, start_date, end_date, content_sha256, paid_at)
          VALUES (${no}, ${randomBytes(16).toString('hex')}, ${s.id}, ${student.id}, ${state}, 'A', ${UK}, 'test', '对账学生', '[]', '[]',
                  300000, now(), '2026-11-27', '2028-11-26', ${'a'.repeat(64)}, ${state === 'paid' ? sql`now()` : null})
          RETURNING id::int AS id`,
    );
    const order = async (channel: string, st: string, paid: boolean, amount = 300000, provider = 'sandbox', shown = false) => {
      const out = `T${randomBytes(8).toString('hex').toUpperCase()}`;
      const [o] = await q<{ id: number }>(
        sql`INSERT INTO payment_orders (out_trade_no, contract_id, channel, provider, amount_fen, state, expires_at, paid_at, provider_txn_id, code_url)
            VALUES (${out}, ${c.id}, ${channel}, ${provider}, ${amount}, ${st}, now() + interval '2 hours', ${paid ? sql`now()` : null},
                    ${paid ? `TX${out}` : null}, ${shown ? `http://portal.test/api/pay/sandbox/${out}` : null}) RETURNING id::int AS id`,
      );
      return { id: o.id, out };
    };
    return { contractId: c.id, contractNo: no, order };
  }

  /** The order as the sandbox provider knows it: created there, and paid there (its notification never arrives). */
  async function atSandbox(outTradeNo: string, amountFen: number, pay: boolean) {
    const sandbox = t.app.payments.sandbox;
    await sandbox.createNative({
      outTradeNo,
      amountFen,
      description: 'test',
      expiresAt: new Date(Date.now() + 3600_000),
      notifyUrl: 'http://127.0.0.1:9/api/pay/notify/sandbox',
    });
    if (pay) {
      const r = await sandbox.pay(outTradeNo);
      expect('order' in r ? r.delivered : r.refused).toBe(false);
      expect(sandbox.view(outTradeNo)?.state).toBe('paid');
    }
  }

  it('lists contracts with their orders; one contract with its events', async () => {
    const c = await contractWithOrders('paid');
    const w = await c.order('wechat', 'paid', true);
    await c.order('alipay', 'closed', false);
    await q(
      sql`INSERT INTO payment_events (order_id, from_state, to_state, source, detail) VALUES (${w.id}, 'created', 'paid', 'notify', ${JSON.stringify({ txnId: `TX${w.out}` })}::jsonb)`,
    );
    const list = await t.get(`/api/console/payments/contracts?q=${c.contractNo}`, { token: clerk.token });
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({ contractNo: c.contractNo, status: 'paid', fee: '3000.00', refunded: '0.00' });
    expect(list.data.list[0].orders.map((o: any) => o.state)).toEqual(['paid', 'closed']);
    expect(list.data.list[0].owner).toMatch(/\*/);
    const byOrder = await t.get(`/api/console/payments/contracts?q=${w.out}`, { token: clerk.token });
    expect(byOrder.data.list.map((x: any) => x.contractId)).toEqual([c.contractId]);
    const d = await t.get(`/api/console/payments/contract?contractId=${c.contractId}`, { token: clerk.token });
    expect(d.data.events).toHaveLength(1);
    expect(d.data.refundable).toBe('3000.00');
    expect(
      (await t.get('/api/console/payments/contracts?status=paid&pageSize=100', { token: clerk.token })).data.list.every(
        (x: any) => x.status === 'paid',
      ),
    ).toBe(true);
  });

  it('reconciles a day: finds the planted mismatches, matches the rest', async () => {
    const day = bjToday();
    const before = (await t.get(`/api/console/payments/reconcile?day=${day}`, { token: clerk.token })).data;
    // Matched: paid here after the provider's notification, and paid at the sandbox.
    const ok = await contractWithOrders('paid');
    const okOrder = await ok.order('wechat', 'paid', true);
    await atSandbox(okOrder.out, 300000, true);
    await q(
      sql`INSERT INTO payment_events (order_id, from_state, to_state, source, detail) VALUES (${okOrder.id}, 'created', 'paid', 'query', ${JSON.stringify({ txnId: `TX${okOrder.out}` })}::jsonb)`,
    );
    // Here only: marked paid with no provider event.
    const here = await contractWithOrders('paid');
    const hereOrder = await here.order('alipay', 'paid', true);
    // Provider only: the provider took money for an expired order.
    const lost = await contractWithOrders('signed');
    const lostOrder = await lost.order('wechat', 'expired', false);
    await q(
      sql`INSERT INTO payment_events (order_id, source, detail) VALUES (${lostOrder.id}, 'refused',
            ${JSON.stringify({ reason: 'order expired', source: 'notify', provider: 'sandbox', outTradeNo: lostOrder.out, amountFen: 300000, txnId: 'TXLOST1' })}::jsonb)`,
    );
    // Amount differs.
    const diff = await contractWithOrders('signed');
    const diffOrder = await diff.order('wechat', 'created', false);
    await q(
      sql`INSERT INTO payment_events (order_id, source, detail) VALUES (${diffOrder.id}, 'refused',
            ${JSON.stringify({ reason: 'amount differs', source: 'notify', provider: 'sandbox', outTradeNo: diffOrder.out, amountFen: 100, txnId: 'TXDIFF1', expectedFen: 300000 })}::jsonb)`,
    );
    const r = await t.get(`/api/console/payments/reconcile?day=${day}`, { token: clerk.token });
    expect(r.code).toBe('000');
    const mine = r.data.mismatches.filter((m: any) => [hereOrder.out, lostOrder.out, diffOrder.out, okOrder.out].includes(m.outTradeNo));
    expect(mine.map((m: any) => [m.kind, m.outTradeNo]).sort()).toEqual(
      [
        ['amount', diffOrder.out],
        ['hereOnly', hereOrder.out],
        ['providerOnly', lostOrder.out],
      ].sort(),
    );
    expect(mine.find((m: any) => m.kind === 'amount')).toMatchObject({ providerAmount: '1.00', hereAmount: '3000.00' });
    expect(r.data.matched).toBe(before.matched + 1);
    expect(r.data.here.count).toBe(before.here.count + 2);
    expect(r.data.provider.count).toBe(before.provider.count + 3);
    expect((await t.get('/api/console/payments/reconcile?day=2000-01-01', { token: clerk.token })).data).toMatchObject({
      matched: 0,
      mismatches: [],
    });
    expect((await t.get('/api/console/payments/reconcile?day=2000-13-01', { token: clerk.token })).code).toBe('003');
  });

  it('reconciles a day by asking the sandbox: paid there only, paid here only, amounts differ, not reachable', async () => {
    const day = bjToday();
    const sandbox = t.app.payments.sandbox;
    // Paid at the sandbox, never notified: still open here.
    const lost = await contractWithOrders('signed');
    const lostOrder = await lost.order('wechat', 'created', false, 300000, 'sandbox', true);
    await atSandbox(lostOrder.out, 300000, true);
    // Open here and at the sandbox: nothing to say.
    const open = await lost.order('alipay', 'created', false, 300000, 'sandbox', true);
    await atSandbox(open.out, 300000, false);
    // Paid here (a provider event even), the sandbox has it open.
    const here = await contractWithOrders('paid');
    const hereOrder = await here.order('wechat', 'paid', true);
    await atSandbox(hereOrder.out, 300000, false);
    await q(
      sql`INSERT INTO payment_events (order_id, from_state, to_state, source, detail) VALUES (${hereOrder.id}, 'created', 'paid', 'notify', '{}'::jsonb)`,
    );
    // Paid here 3000.00, paid at the sandbox 2999.00.
    const diff = await contractWithOrders('paid');
    const diffOrder = await diff.order('alipay', 'paid', true);
    await atSandbox(diffOrder.out, 299900, true);
    // A provider not configured here, and a provider that throws.
    const wx = await contractWithOrders('paid');
    const wxOrder = await wx.order('wechat', 'paid', true, 300000, 'wechat');
    const broken = await contractWithOrders('paid');
    const brokenOrder = await broken.order('alipay', 'paid', true);
    await atSandbox(brokenOrder.out, 300000, true);
    const query = sandbox.query;
    sandbox.query = async (outTradeNo: string) => {
      if (outTradeNo === brokenOrder.out) throw new Error('sandbox: HTTP 502');
      return query(outTradeNo);
    };
    try {
      const r = await t.get(`/api/console/payments/reconcile?day=${day}`, { token: clerk.token });
      expect(r.code).toBe('000');
      const mine = (out: string) => r.data.mismatches.filter((m: any) => m.outTradeNo === out);
      expect(mine(lostOrder.out)).toEqual([
        expect.objectContaining({
          kind: 'providerOnly',
          source: 'query',
          providerState: 'paid',
          providerAmount: '3000.00',
          hereState: 'created',
        }),
      ]);
      expect(mine(lostOrder.out)[0].txnId).toMatch(/^SBX/);
      expect(mine(open.out)).toEqual([]);
      expect(mine(hereOrder.out)).toEqual([
        expect.objectContaining({ kind: 'hereOnly', source: 'query', providerState: 'open', hereAmount: '3000.00' }),
      ]);
      expect(mine(diffOrder.out)).toEqual([
        expect.objectContaining({
          kind: 'amount',
          source: 'query',
          providerAmount: '2999.00',
          hereAmount: '3000.00',
          providerState: 'paid',
        }),
      ]);
      // Not reachable is its own kind; with no provider event, the stored view also says paid here only.
      expect(mine(wxOrder.out).map((m: any) => [m.kind, m.reason])).toEqual([
        ['unreachable', 'provider not configured'],
        ['hereOnly', null],
      ]);
      expect(mine(brokenOrder.out).map((m: any) => [m.kind, m.reason])).toEqual([
        ['unreachable', 'sandbox: HTTP 502'],
        ['hereOnly', null],
      ]);
      const [{ n }] = await q<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM payment_orders
             WHERE ((paid_at AT TIME ZONE 'Asia/Shanghai')::date = ${day}::date AND state IN ('paid', 'refunding', 'refunded'))
                OR (state = 'created' AND code_url IS NOT NULL AND (created_at AT TIME ZONE 'Asia/Shanghai')::date = ${day}::date)`,
      );
      expect(r.data.asked).toEqual({ orders: n, answered: n - 2, notAsked: 0 });
    } finally {
      sandbox.query = query;
    }
    // Nothing was changed by asking: the open order stays open here.
    const [o] = await q<{ state: string }>(sql`SELECT state FROM payment_orders WHERE id = ${lostOrder.id}`);
    expect(o.state).toBe('created');
  });

  it('asks a few providers at a time, each within its time limit', async () => {
    const day = bjToday();
    const c = await contractWithOrders('paid');
    const slow = await c.order('wechat', 'paid', true);
    let running = 0;
    let most = 0;
    const provider = {
      name: 'sandbox',
      async query(outTradeNo: string): Promise<OrderQueryResult> {
        running += 1;
        most = Math.max(most, running);
        try {
          if (outTradeNo === slow.out) await new Promise((resolve) => setTimeout(resolve, 5_000));
          else await new Promise((resolve) => setTimeout(resolve, 5));
          return { state: 'open' };
        } finally {
          running -= 1;
        }
      },
    } as unknown as PaymentProvider;
    const started = Date.now();
    const r = await reconcile(t.database.db, day, { providerOf: () => provider, concurrency: 2, timeoutMs: 200 });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(most).toBe(2);
    expect(r.asked.orders).toBeGreaterThan(3);
    expect(r.mismatches.filter((m) => m.outTradeNo === slow.out).map((m) => [m.kind, m.reason])).toEqual([
      ['unreachable', 'no answer in 200 ms'],
      ['hereOnly', null],
    ]);
    const capped = await reconcile(t.database.db, day, { providerOf: () => provider, maxAsked: 1, timeoutMs: 200 });
    expect(capped.asked).toMatchObject({ orders: 1, notAsked: r.asked.orders - 1 });
    // A provider that fails three calls and answers none is not asked again in the run.
    let calls = 0;
    const down = {
      name: 'sandbox',
      async query(): Promise<OrderQueryResult> {
        calls += 1;
        throw new Error('connection refused');
      },
    } as unknown as PaymentProvider;
    const gaveUp = await reconcile(t.database.db, day, { providerOf: (name) => (name === 'sandbox' ? down : null), concurrency: 1 });
    expect(calls).toBe(3);
    const unreachable = gaveUp.mismatches.filter((m) => m.kind === 'unreachable');
    expect(unreachable).toHaveLength(r.asked.orders);
    const reasons = unreachable.filter((m) => m.provider === 'sandbox').map((m) => m.reason);
    expect(reasons.length).toBeGreaterThan(3);
    expect(unreachable.filter((m) => m.provider !== 'sandbox').map((m) => m.reason)).toEqual(['provider not configured']);
    expect(reasons.slice(0, 3)).toEqual(Array(3).fill('connection refused'));
    expect(new Set(reasons.slice(3))).toEqual(new Set(['not asked: 3 calls to this provider failed in this run']));
    // All the asking stays within its time budget: what was not asked by then keeps the stored verdict.
    const hanging = { name: 'sandbox', query: () => new Promise<OrderQueryResult>(() => {}) } as unknown as PaymentProvider;
    const t0 = Date.now();
    const late = await reconcile(t.database.db, day, { providerOf: () => hanging, concurrency: 1, timeoutMs: 10_000, budgetMs: 300 });
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(late.asked).toEqual({ orders: 1, answered: 0, notAsked: r.asked.orders - 1 });
    expect(late.mismatches.filter((m) => m.kind === 'unreachable').map((m) => m.reason)).toEqual([
      expect.stringMatching(/^no answer in \d+ ms$/),
    ]);
    // A budget too short to hear an answer asks nobody.
    const none = await reconcile(t.database.db, day, { providerOf: () => hanging, concurrency: 1, timeoutMs: 10_000, budgetMs: 5 });
    expect(none.asked).toEqual({ orders: 0, answered: 0, notAsked: r.asked.orders });
  });

  it('exports the filtered or chosen contracts, one row per order, owner masked; audited; bad input exports nothing', async () => {
    const c1 = await contractWithOrders('paid');
    await c1.order('wechat', 'paid', true);
    await c1.order('alipay', 'closed', false);
    const c2 = await contractWithOrders('signed');
    const csv = await t.call({
      method: 'GET',
      url: `/api/console/payments/export?format=csv&q=${c1.contractNo}`,
      token: clerk.token,
      headers: { lang: 'en' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="payments-\d{8}-\d{4}\.csv"/);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Contract no.,Student,Account,Contract status,Fee,Signed,Contract paid,Refunded,Order no.,Channel,Provider,Order amount,Order status,Order paid,Transaction id',
    );
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((l) => l.split(',')[12])).toEqual(['Paid', 'Closed']);
    expect(lines[1].split(',')[2]).toBe(`${student.phone.slice(0, 3)}****${student.phone.slice(-4)}`);
    expect(csv.body).not.toContain(student.phone);
    const x = await t.app.inject({
      method: 'GET',
      url: `/api/console/payments/export?ids=${c1.contractId},${c2.contractId}&status=void`,
      headers: { token: admin.token },
    });
    expect(x.statusCode).toBe(200);
    expect(x.headers['x-total-count']).toBe('3');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(4);
    expect(ws.getRow(1).getCell(1).value).toBe('合同编号');
    expect([2, 3, 4].map((i) => ws.getRow(i).getCell(1).value).sort()).toEqual([c1.contractNo, c1.contractNo, c2.contractNo].sort());
    const ex = await q<any>(sql`SELECT actor_id, detail FROM audit_log WHERE action = 'payment.export' ORDER BY id`);
    expect(ex.slice(-2).map((e) => [e.actor_id, e.detail.format, e.detail.rows])).toEqual([
      [clerk.id, 'csv', 2],
      [admin.id, 'xlsx', 3],
    ]);
    expect(ex.at(-1).detail.filters.ids).toEqual([c1.contractId, c2.contractId]);
    for (const url of [
      '/api/console/payments/export?format=doc',
      '/api/console/payments/export?ids=1,x',
      '/api/console/payments/export?from=2020-02-02&to=2020-01-01',
    ]) {
      expect((await t.call({ method: 'GET', url, token: clerk.token })).body?.code, url).toBe('003');
    }
    expect((await t.call({ method: 'GET', url: '/api/console/payments/export', token: student.token })).body.code).toBe('004');
    expect(await q(sql`SELECT id FROM audit_log WHERE action = 'payment.export'`)).toHaveLength(ex.length);
  });
});

describe('dashboard', () => {
  it('answers database counts: statuses, countries, weeks, funnel, leads', async () => {
    const before = (await t.get('/api/console/dashboard', { token: clerk.token })).data;
    const owner = await account();
    // Three submitted files (UK, UK, FR), one transferred (stu_status 2), one draft, one lead.
    await q(sql`INSERT INTO students (owner_id, country_id, referral_status, submitted_at) VALUES
                 (${owner.id}, ${UK}, 1, now()), (${owner.id}, ${UK}, 1, now() - interval '8 days'),
                 (${owner.id}, ${FR}, 3, now()), (${owner.id}, ${FR}, 0, NULL)`);
    await q(
      sql`INSERT INTO students (owner_id, country_id, referral_status, stu_status, submitted_at) VALUES (${owner.id}, ${UK}, 2, '2', now() - interval '200 days')`,
    );
    await q(sql`INSERT INTO consult_leads (user_id, type, country_id, chat_url) VALUES (${owner.id}, 0, ${UK}, 'http://x')`);
    const after = (await t.get('/api/console/dashboard', { token: clerk.token })).data;
    const n = (list: { key: string; n: number }[], key: string) => list.find((x) => x.key === key)?.n ?? 0;
    expect(n(after.byStatus, 'referral:1') - n(before.byStatus, 'referral:1')).toBe(2);
    expect(n(after.byStatus, 'referral:3') - n(before.byStatus, 'referral:3')).toBe(1);
    expect(n(after.byStatus, 'stu:2') - n(before.byStatus, 'stu:2')).toBe(1);
    expect(n(after.byCountry, UK) - n(before.byCountry, UK)).toBe(3);
    expect(n(after.byCountry, FR) - n(before.byCountry, FR)).toBe(1);
    expect(after.byWeek).toHaveLength(12);
    const weekSum = (d: any) => d.byWeek.reduce((s: number, w: any) => s + w.n, 0);
    expect(weekSum(after) - weekSum(before)).toBe(3);
    const [{ weeks }] = await q<{ weeks: number }>(
      sql`SELECT count(*)::int AS weeks FROM students WHERE referral_status IN (1,2,3)
            AND submitted_at >= (date_trunc('week', now() AT TIME ZONE 'Asia/Shanghai') - interval '11 weeks') AT TIME ZONE 'Asia/Shanghai'`,
    );
    expect(weekSum(after)).toBe(weeks);
    expect(after.funnel.registered - before.funnel.registered).toBe(1);
    expect(after.funnel.file - before.funnel.file).toBe(1);
    expect(after.funnel.submitted - before.funnel.submitted).toBe(1);
    const [f] = await q<any>(
      sql`SELECT (SELECT count(DISTINCT owner_id) FROM contracts WHERE status <> 'void')::int AS signed,
                 (SELECT count(DISTINCT owner_id) FROM contracts WHERE status = 'paid')::int AS paid`,
    );
    expect(after.funnel).toMatchObject(f);
    expect(n(after.leadsByCountry, UK) - n(before.leadsByCountry, UK)).toBe(1);
    const [{ leads }] = await q<{ leads: number }>(sql`SELECT count(*)::int AS leads FROM consult_leads`);
    expect(after.totals.leads).toBe(leads);
  });
});

describe('concurrent role changes', () => {
  it('30 changes of one account at once: every one applied whole, the row is the last audited', async () => {
    const u = await account();
    const sets = [['student'], ['agent'], ['clerk'], ['student', 'agent']];
    const rs = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post('/api/console/users/roles', { userId: u.id, roles: sets[i % 4] }, { token: admin.token }),
      ),
    );
    expect(rs.map((r) => r.code)).toEqual(Array(30).fill('000'));
    const [row] = await q<{ roles: string[] }>(sql`SELECT roles FROM users WHERE id = ${u.id}`);
    const audits = await q<any>(sql`SELECT detail FROM audit_log WHERE action = 'user.roles' AND target = ${String(u.id)} ORDER BY id`);
    expect(audits).toHaveLength(30);
    expect(audits.at(-1).detail.to).toEqual(row.roles);
    // Each change saw the one before it.
    for (let i = 1; i < audits.length; i++) expect(audits[i].detail.from).toEqual(audits[i - 1].detail.to);
  });

  it('two admins taking each other’s role at once leave one admin', async () => {
    const enabledAdmins = async () =>
      (await q<{ id: number }>(sql`SELECT id FROM users WHERE 'admin' = ANY(roles) AND NOT disabled ORDER BY id`)).map((r) => r.id);
    // Only the first admin and a second one are enabled admins.
    for (const id of await enabledAdmins()) if (id !== admin.id) await q(sql`UPDATE users SET roles = ARRAY['clerk'] WHERE id = ${id}`);
    const second = await account(['admin']);
    expect(await enabledAdmins()).toEqual([admin.id, second.id].sort((a, b) => a - b));
    const rs = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? t.post('/api/console/users/roles', { userId: second.id, roles: ['clerk'] }, { token: admin.token })
          : t.post('/api/console/users/disable', { userId: admin.id, disabled: true }, { token: second.token }),
      ),
    );
    expect(rs.filter((r) => r.code === '000').length).toBeGreaterThan(0);
    expect(rs.every((r) => ['000', '004', '017', '71061'].includes(r.code))).toBe(true);
    expect(await enabledAdmins()).toHaveLength(1);
  });
});

describe('concurrent bulk disables', () => {
  it('30 bulk disables at once over a set with every admin, by three admins, leave an enabled admin', async () => {
    // A known start: the first admin enabled with a fresh session, two more admins.
    await q(sql`UPDATE users SET disabled = false, roles = ARRAY['admin'] WHERE id = ${admin.id}`);
    const login = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
    expect(login.code).toBe('000');
    admin.token = login.data.token;
    const b = await account(['admin']);
    const c = await account(['admin']);
    const others = [await account(), await account()];
    const admins = (await q<{ id: number }>(sql`SELECT id FROM users WHERE 'admin' = ANY(roles)`)).map((r) => r.id);
    expect(admins).toEqual(expect.arrayContaining([admin.id, b.id, c.id]));
    const set = [...admins, ...others.map((o) => o.id)];
    const actors = [admin, b, c];
    const before = (await q(sql`SELECT id FROM audit_log WHERE action = 'user.bulk'`)).length;
    const rs = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post('/api/console/users/bulk', { userIds: set, action: 'disable' }, { token: actors[i % 3].token }),
      ),
    );
    const codes = rs.map((r) => r.code);
    expect(
      codes.every((code) => code === '000' || code === '017'),
      codes.join(),
    ).toBe(true);
    expect(codes.filter((code) => code === '000').length).toBeGreaterThan(0);
    for (const r of rs.filter((x) => x.code === '000'))
      expect(
        r.data.refused.every((x: any) => ['71060', '71061'].includes(x.code)),
        JSON.stringify(r.data.refused),
      ).toBe(true);
    const enabled = await q<{ id: number }>(sql`SELECT id FROM users WHERE 'admin' = ANY(roles) AND NOT disabled`);
    expect(enabled.length).toBeGreaterThanOrEqual(1);
    // Every other account of the set was disabled once, by one audited change.
    const rows2 = await q<any>(sql`SELECT detail FROM audit_log WHERE action = 'user.bulk' ORDER BY id`);
    const audited = rows2.slice(before).flatMap((a) => a.detail.userIds as number[]);
    expect(audited.sort((x, y) => x - y)).toEqual(set.filter((id) => !enabled.some((e) => e.id === id)).sort((x, y) => x - y));
    expect(rs.filter((r) => r.code === '000' && r.data.changed > 0)).toHaveLength(rows2.length - before);
  });
});
