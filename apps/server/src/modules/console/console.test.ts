// The counsellor's workbench through the real app: who may call it, every allowed and refused status
// change (nothing changes on a refusal), the history and the owner's notices, 30 changes of one file
// at once, the queue's filters, sort and pages, the exports, assignment, the next-step settings, and
// what the student's list and file show after each change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_STATUS_SETTINGS,
  EXPORT_ROWS_MAX,
  STATUS_SETTING_KEYS,
  STU_STATUS_TRANSITIONS,
  STU_STATUS_VALUES,
  codeMessage,
  consoleDetail,
  queuePage,
  staffItem,
  statusSettingItem,
  studentDraft,
  studentPage,
  translateMessage,
  type StuStatus,
} from '@portal/shared';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { recordTransferConsent } from '../../../test/fixtures';
import { rows } from '../../lib/sql';
import { seedReference } from '../../db/seed';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
const UK = '140';
const CA = '100';

let admin: { token: string; id: number };
let clerkA: { token: string; id: number };
let clerkB: { token: string; id: number };
let owner: { token: string; id: number };
let agent: { token: string; id: number };
let ukUnis: number[];
let caUni: number;

/** The answer each route declares: every success of these tests is held to it. */
const DECLARED: Record<string, z.ZodType> = {
  '/api/console/applications/list': queuePage,
  '/api/console/staff': z.array(staffItem),
  '/api/console/applications/assign': consoleDetail,
  '/api/console/applications/detail': consoleDetail,
  '/api/console/applications/status': consoleDetail,
  '/api/console/status-settings': z.array(statusSettingItem),
  '/api/clerk/web/stu/list': studentPage,
  '/api/clerk/web/stu/info': studentDraft,
};
function expectDeclared(url: string, body: any) {
  const schema = DECLARED[url.split('?')[0]];
  if (!schema || body?.code !== '000') return;
  const parsed = schema.safeParse(body.data);
  expect(parsed.success, `${url} answers its schema: ${parsed.error?.message}`).toBe(true);
}

async function account(roles?: string[]) {
  const { token, phone } = await registerByPhone(t);
  const [u] = await q<{ id: number }>(sql`SELECT id FROM users WHERE phone_number = ${phone}`);
  if (roles) expect((await t.post('/api/admin/user/changeRoles', { userId: u.id, roles }, { token: admin.token })).code).toBe('000');
  return { token, id: u.id };
}

let seq = 0;
interface FileOpts {
  ownerId?: number;
  name?: string;
  spell?: string;
  country?: string;
  referral?: number;
  stuStatus?: string | null;
  unis?: number[];
  submittedAt?: string;
  lastActivityAt?: string;
  assignedTo?: number | null;
}
/** A file as the wizard leaves it after a submit (written directly: the console does not read the steps). */
async function makeFile(o: FileOpts = {}): Promise<number> {
  seq += 1;
  const [r] = await q<{ id: number }>(
    sql`INSERT INTO students (owner_id, stu_name, stu_spell, country_id, referral_status, stu_status, agent_draft_status, current_step,
          current_step_str, submitted_at, last_activity_at, assigned_to, card_safety_code_enc, cvv_stored_at)
        VALUES (${o.ownerId ?? owner.id}, ${o.name ?? `测试${seq}`}, ${o.spell ?? `Test Student ${seq}`}, ${o.country ?? UK},
          ${o.referral ?? 1}, ${o.stuStatus ?? null}, '1', 12, '1,2,3,4,5,6,7,8,9,10,11',
          ${o.submittedAt ?? '2026-03-01T02:00:00Z'}::timestamptz, ${o.lastActivityAt ?? new Date().toISOString()}::timestamptz,
          ${o.assignedTo ?? null}, 'sealed-cvv', now())
        RETURNING id`,
  );
  const unis = o.unis ?? [ukUnis[0]];
  for (const [i, u] of unis.entries()) await q(sql`INSERT INTO student_applies (stu_id, uni_id, sort) VALUES (${r.id}, ${u}, ${i})`);
  await recordTransferConsent(t.database.db, r.id);
  return r.id;
}

const post = async (url: string, body: object, token?: string, lang?: string) => {
  const r = await t.post(url, body, { token, lang });
  expectDeclared(url, r);
  return r;
};
const status = (stuId: number, body: object, token = clerkA.token) => post('/api/console/applications/status', { stuId, ...body }, token);
const fileState = async (stuId: number) =>
  (
    await q<any>(
      sql`SELECT referral_status, stu_status, return_reason, version, transferred_at, card_safety_code_enc, cvv_stored_at, last_activity_at
          FROM students WHERE id = ${stuId}`,
    )
  )[0];
const counts = async (stuId: number) =>
  (
    await q<any>(
      sql`SELECT (SELECT count(*)::int FROM status_changes WHERE stu_id = ${stuId}) AS history,
                 (SELECT count(*)::int FROM notifications WHERE stu_id = ${stuId}) AS notices,
                 (SELECT count(*)::int FROM audit_log WHERE target = ${String(stuId)}) AS audits`,
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  const login = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
  const [a] = await q<{ id: number }>(sql`SELECT id FROM users WHERE email = ${ADMIN.account}`);
  admin = { token: login.data.token, id: a.id };
  clerkA = await account(['clerk']);
  clerkB = await account(['clerk']);
  owner = await account();
  agent = await account(['agent']);
  await q(sql`UPDATE users SET user_name = 'Clerk A' WHERE id = ${clerkA.id}`);
  await q(sql`UPDATE users SET user_name = 'Clerk B' WHERE id = ${clerkB.id}`);
  await q(sql`UPDATE users SET email = ${`owner${owner.id}@example.com`}, user_name = 'Owner', lang = 'en' WHERE id = ${owner.id}`);
  ukUnis = (await q<{ id: number }>(sql`SELECT id FROM universities WHERE country_id = ${UK} AND status = '0' ORDER BY id LIMIT 3`)).map(
    (r) => r.id,
  );
  [{ id: caUni }] = await q<{ id: number }>(sql`SELECT id FROM universities WHERE country_id = ${CA} AND status = '0' ORDER BY id LIMIT 1`);
}, 180_000);
afterAll(async () => t?.close());

describe('who may use the workbench', () => {
  it('answers clerks and admins only (others 004, no session 002); assignment is for admins', async () => {
    const stuId = await makeFile();
    const calls: [string, 'GET' | 'POST', object][] = [
      ['/api/console/applications/list', 'POST', {}],
      ['/api/console/applications/export?format=csv', 'GET', {}],
      ['/api/console/staff', 'GET', {}],
      ['/api/console/applications/detail', 'POST', { stuId }],
      ['/api/console/applications/status', 'POST', { stuId, action: 'status', stuStatus: '1' }],
      ['/api/console/status-settings', 'GET', {}],
      ['/api/console/status-settings', 'POST', { status: 'stu:1', nextOwner: 'university', waitDays: 30 }],
      ['/api/console/applications/assign', 'POST', { stuId, userId: clerkA.id }],
    ];
    for (const [url, method, body] of calls) {
      const send = (token?: string) => (method === 'GET' ? t.call({ method, url, token }) : t.call({ method, url, payload: body, token }));
      expect((await send()).body.code, `${url} anonymous`).toBe('002');
      expect((await send(owner.token)).body.code, `${url} student`).toBe('004');
      expect((await send(agent.token)).body.code, `${url} agent`).toBe('004');
      const clerk = await send(clerkA.token);
      const expected = url.endsWith('/assign') ? '004' : url.endsWith('/status') ? '70040' : '000';
      expect(clerk.status === 200 && (clerk.body.code ?? '000'), `${url} clerk`).toBe(expected);
      const adm = await send(admin.token);
      expect(adm.body.code ?? '000', `${url} admin`).toBe(url.endsWith('/status') ? '70040' : '000');
    }
    // The file of another student is the console's to read, never the other student's.
    expect((await t.post('/api/clerk/web/stu/info', { id: stuId }, { token: agent.token })).code).toBe('005');
  });

  it('lists the clerks and admins', async () => {
    const r = await t.get('/api/console/staff', { token: clerkA.token });
    expectDeclared('/api/console/staff', r);
    const ids = r.data.map((s: any) => s.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, clerkA.id, clerkB.id]));
    expect(ids).not.toContain(owner.id);
    expect(ids).not.toContain(agent.id);
    expect(r.data.find((s: any) => s.id === clerkA.id)).toEqual({ id: clerkA.id, name: 'Clerk A', roles: ['clerk'] });
  });
});

describe('status changes', () => {
  it('returns a submitted file with the reason the student reads, notifies the owner, and shows it on the student side', async () => {
    const stuId = await makeFile({ name: '退回生', spell: 'Return Student' });
    const before = await fileState(stuId);
    const r = await status(stuId, { action: 'return', note: '请补充雅思成绩单' });
    expect(r.code, r.msg).toBe('000');
    expect(r.data).toMatchObject({ referralStatus: 3, returnReason: '请补充雅思成绩单', allowedActions: [], statusLabel: '已退回' });
    expect(r.data.history).toMatchObject([
      { action: 'return', fromReferral: 1, toReferral: 3, note: '请补充雅思成绩单', actorName: 'Clerk A' },
    ]);
    expect(r.data.history[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const after = await fileState(stuId);
    expect(after).toMatchObject({ referral_status: 3, return_reason: '请补充雅思成绩单', version: before.version + 1 });
    expect(new Date(after.last_activity_at).getTime()).toBeGreaterThan(new Date(before.last_activity_at).getTime());
    const [notice] = await q<any>(sql`SELECT user_id, kind, params FROM notifications WHERE stu_id = ${stuId}`);
    expect(notice).toMatchObject({ user_id: owner.id, kind: 'returned', params: { reason: '请补充雅思成绩单', stuName: '退回生' } });
    const [mail] = await q<any>(
      sql`SELECT subject, body FROM mail_jobs WHERE recipient = ${`owner${owner.id}@example.com`} ORDER BY id DESC LIMIT 1`,
    );
    expect(mail.subject).toBe('[Scholarship Portal] Application returned for changes');
    expect(mail.body).toContain('请补充雅思成绩单');
    expect(mail.body).toContain(`/applyDetail?id=${stuId}&comment=1`);
    const [audit] = await q<any>(sql`SELECT action FROM audit_log WHERE target = ${String(stuId)} AND action = 'student.return'`);
    expect(audit).toBeTruthy();

    // The student's list and file: the label, the reason and who holds the next step.
    const list = await post('/api/clerk/web/stu/list', { referralStatus: 3, pageSize: 50 }, owner.token);
    const item = list.data.list.find((x: any) => x.stuId === stuId);
    expect(item).toMatchObject({
      referralStatus: 3,
      statusLabel: '已退回',
      returnReason: '请补充雅思成绩单',
      nextStep: { owner: 'student', waitDays: null },
    });
    const en = await post('/api/clerk/web/stu/info', { id: stuId }, owner.token, 'en');
    expect(en.data).toMatchObject({
      statusLabel: 'Returned',
      returnReason: '请补充雅思成绩单',
      nextStep: { owner: 'student', waitDays: null },
    });
  });

  it('transfers a submitted file with a starting status (CVV deleted), then moves it as the table allows', async () => {
    const stuId = await makeFile({ name: '转案生' });
    const t1 = await status(stuId, { action: 'transfer', stuStatus: '1', note: 'sent to the university' });
    expect(t1.code, t1.msg).toBe('000');
    expect(t1.data).toMatchObject({
      referralStatus: 2,
      stuStatus: '1',
      statusLabel: '已提交',
      allowedActions: ['status'],
      nextStuStatuses: ['2', '7', '4', '5', '8'],
    });
    const s = await fileState(stuId);
    expect(s).toMatchObject({ referral_status: 2, stu_status: '1', card_safety_code_enc: null, cvv_stored_at: null });
    expect(s.transferred_at).toBeTruthy();
    const admitted = await status(stuId, { action: 'status', stuStatus: '2' });
    expect(admitted.data).toMatchObject({ stuStatus: '2', statusLabel: '已录取', nextStep: { owner: 'student', waitDays: 14 } });
    expect(admitted.data.history.map((h: any) => [h.action, h.fromStuStatus, h.toStuStatus])).toEqual([
      ['transfer', null, '1'],
      ['status', '1', '2'],
    ]);
    const kinds = await q<any>(sql`SELECT kind, params FROM notifications WHERE stu_id = ${stuId} ORDER BY id`);
    expect(kinds.map((k) => k.kind)).toEqual(['transferred', 'status']);
    expect(kinds[1].params).toMatchObject({ stuStatus: '2', status_cn: '已录取', status_en: 'Admitted' });
    // The student's card shows the dictionary label in the request language, and that the student holds the next step.
    const list = await post('/api/clerk/web/stu/list', { referralStatus: 2, pageSize: 50 }, owner.token, 'en');
    expect(list.data.list.find((x: any) => x.stuId === stuId)).toMatchObject({
      statusLabel: 'Admitted',
      stuStatus: '2',
      returnReason: null,
      nextStep: { owner: 'student', waitDays: 14 },
    });
    const cn = await post('/api/clerk/web/stu/info', { id: stuId }, owner.token);
    expect(cn.data).toMatchObject({ statusLabel: '已录取', referralStatus: 2 });
  });

  it('refuses what the state does not allow, with the reason, and changes nothing', async () => {
    const submitted = await makeFile();
    const draft = await makeFile({ referral: 0 });
    const returned = await makeFile({ referral: 3 });
    const transferred = await makeFile({ referral: 2, stuStatus: '0' });
    const cases: [number, object, string][] = [
      [submitted, { action: 'return' }, '退回时请填写原因，学生会看到这条原因'],
      [submitted, { action: 'return', note: '   ' }, '退回时请填写原因，学生会看到这条原因'],
      [submitted, { action: 'transfer' }, '转案时请选择申请状态'],
      [submitted, { action: 'transfer', stuStatus: '2' }, '转案时申请状态只能是“处理中”或“已提交”'],
      [submitted, { action: 'transfer', stuStatus: 'Admitted' }, '申请状态不正确'],
      [submitted, { action: 'status', stuStatus: '1' }, '只有已转案的申请可以更改申请状态'],
      [draft, { action: 'return', note: 'x' }, '只有已提交的申请可以退回'],
      [draft, { action: 'transfer', stuStatus: '0' }, '只有已提交的申请可以转案'],
      [returned, { action: 'return', note: 'x' }, '只有已提交的申请可以退回'],
      [returned, { action: 'transfer', stuStatus: '0' }, '只有已提交的申请可以转案'],
      [returned, { action: 'status', stuStatus: '1' }, '只有已转案的申请可以更改申请状态'],
      [transferred, { action: 'return', note: 'x' }, '只有已提交的申请可以退回'],
      [transferred, { action: 'transfer', stuStatus: '1' }, '只有已提交的申请可以转案'],
      [transferred, { action: 'status' }, '请选择新的申请状态'],
      [transferred, { action: 'status', stuStatus: '2' }, '申请状态不能从“处理中”改为“已录取”'],
      [transferred, { action: 'status', stuStatus: '0' }, '申请状态不能从“处理中”改为“处理中”'],
    ];
    for (const [stuId, body, msg] of cases) {
      const before = [await fileState(stuId), await counts(stuId)];
      const r = await status(stuId, body);
      expect(r, JSON.stringify(body)).toMatchObject({ code: '70040', msg });
      expect([await fileState(stuId), await counts(stuId)]).toEqual(before);
    }
    const en = await t.post(
      '/api/console/applications/status',
      { stuId: transferred, action: 'status', stuStatus: '6' },
      { token: clerkA.token, lang: 'en' },
    );
    expect(en).toMatchObject({ code: '70040', msg: 'The status cannot change from "Processing" to "Register"' });
    expect(codeMessage('70040', 'en')).toBeTruthy();
    expect((await status(999999, { action: 'return', note: 'x' })).code).toBe('005');
    expect((await status(submitted, { action: 'delete' })).code).toBe('003');
    expect((await status(submitted, { action: 'return', note: 'x'.repeat(501) })).code).toBe('003');
  });

  it('applies every move of the table and refuses every other, from every status', async () => {
    for (const from of STU_STATUS_VALUES)
      for (const to of STU_STATUS_VALUES) {
        const stuId = await makeFile({ referral: 2, stuStatus: from });
        const before = [await fileState(stuId), await counts(stuId)];
        const r = await status(stuId, { action: 'status', stuStatus: to });
        const allowed = STU_STATUS_TRANSITIONS[from].includes(to);
        expect(r.code, `${from} → ${to}`).toBe(allowed ? '000' : '70040');
        if (allowed) {
          expect(await fileState(stuId)).toMatchObject({ referral_status: 2, stu_status: to, version: before[0].version + 1 });
          expect(await counts(stuId)).toMatchObject({ history: 1, notices: 1 });
          expect(r.data.nextStuStatuses).toEqual(STU_STATUS_TRANSITIONS[to as StuStatus]);
        } else {
          expect([await fileState(stuId), await counts(stuId)]).toEqual(before);
        }
      }
  }, 120_000);

  it('keeps one consistent history when 30 changes of one file arrive at once', async () => {
    // A submitted file: of 30 returns and transfers at once exactly one applies.
    const one = await makeFile();
    const first = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        status(one, i % 3 === 0 ? { action: 'return', note: `reason ${i}` } : { action: 'transfer', stuStatus: String(i % 2) }),
      ),
    );
    expect(first.filter((r) => r.code === '000')).toHaveLength(1);
    expect(first.filter((r) => r.code === '70040')).toHaveLength(29);
    expect(await counts(one)).toMatchObject({ history: 1, notices: 1 });

    // A transferred case: 30 moves to assorted statuses; each applies only if the state it finds allows it.
    const stuId = await makeFile({ referral: 2, stuStatus: '0' });
    const v0 = (await fileState(stuId)).version;
    const targets = ['1', '5', '0', '4', '1', '2', '5', '0', '1', '4'];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        status(stuId, { action: 'status', stuStatus: targets[i % targets.length] }, i % 2 ? clerkA.token : clerkB.token),
      ),
    );
    const ok = answers.filter((r) => r.code === '000').length;
    expect(ok + answers.filter((r) => r.code === '70040').length).toBe(30);
    expect(ok).toBeGreaterThan(0);
    const history = await q<any>(
      sql`SELECT from_stu_status AS f, to_stu_status AS t FROM status_changes WHERE stu_id = ${stuId} ORDER BY id`,
    );
    expect(history).toHaveLength(ok);
    let cur = '0';
    for (const h of history) {
      expect(h.f).toBe(cur);
      expect(STU_STATUS_TRANSITIONS[cur as StuStatus]).toContain(h.t);
      cur = h.t;
    }
    const end = await fileState(stuId);
    expect(end).toMatchObject({ stu_status: cur, version: v0 + ok });
    expect(await counts(stuId)).toMatchObject({ notices: ok });
  }, 60_000);
});

describe('assignment', () => {
  it('lets an admin assign a submitted file to a clerk, who is notified; writes the history and the audit', async () => {
    const stuId = await makeFile({ name: '分配生' });
    const r = await post('/api/console/applications/assign', { stuId, userId: clerkB.id }, admin.token);
    expect(r.code, r.msg).toBe('000');
    expect(r.data.assignedTo).toEqual({ id: clerkB.id, name: 'Clerk B' });
    expect(r.data.history).toMatchObject([{ action: 'assign', note: 'Clerk B', fromReferral: 1, toReferral: 1 }]);
    const [n] = await q<any>(sql`SELECT user_id, kind FROM notifications WHERE stu_id = ${stuId}`);
    expect(n).toEqual({ user_id: clerkB.id, kind: 'assigned' });
    expect(await q(sql`SELECT 1 FROM audit_log WHERE target = ${String(stuId)} AND action = 'student.assign'`)).toHaveLength(1);
    // The same again changes nothing; nobody clears it.
    await post('/api/console/applications/assign', { stuId, userId: clerkB.id }, admin.token);
    expect(await counts(stuId)).toMatchObject({ history: 1, notices: 1 });
    const none = await post('/api/console/applications/assign', { stuId, userId: null }, admin.token);
    expect(none.data.assignedTo).toBeNull();
    // Only staff accounts, only submitted files, only admins.
    expect((await post('/api/console/applications/assign', { stuId, userId: owner.id }, admin.token)).code).toBe('003');
    const draft = await makeFile({ referral: 0 });
    expect((await post('/api/console/applications/assign', { stuId: draft, userId: clerkA.id }, admin.token)).code).toBe('70040');
    expect((await post('/api/console/applications/assign', { stuId, userId: clerkA.id }, clerkA.token)).code).toBe('004');
  });
});

describe('bulk assignment and the export of chosen files', () => {
  const bulk = (body: object, token = admin.token) => post('/api/console/applications/bulk-assign', body, token);

  it('assigns each chosen file by the single rules: skipped when not in the queue, unknown or unchanged', async () => {
    const a = await makeFile({ name: '批量甲' });
    const b = await makeFile({ name: '批量乙', assignedTo: clerkA.id });
    const draft = await makeFile({ referral: 0 });
    const r = await bulk({ stuIds: [b, a, draft, 99999999, a], userId: clerkA.id });
    expect(r.code, r.msg).toBe('000');
    expect(r.data).toEqual({ done: 1, skipped: 3 });
    expect(await counts(a)).toMatchObject({ history: 1, notices: 1, audits: 1 });
    expect(await counts(b)).toMatchObject({ history: 0, notices: 0, audits: 0 });
    expect((await fileState(draft)).referral_status).toBe(0);
    expect(await q(sql`SELECT 1 FROM students WHERE id = ${draft} AND assigned_to IS NOT NULL`)).toHaveLength(0);
    const [n] = await q<any>(sql`SELECT user_id, kind FROM notifications WHERE stu_id = ${a}`);
    expect(n).toEqual({ user_id: clerkA.id, kind: 'assigned' });
    // Nobody: both cleared, no notice.
    expect((await bulk({ stuIds: [a, b], userId: null })).data).toEqual({ done: 2, skipped: 0 });
    expect(await counts(b)).toMatchObject({ history: 1, notices: 0, audits: 1 });
    // Only staff accounts, only admins, 1 to 200 files.
    expect((await bulk({ stuIds: [a], userId: owner.id })).code).toBe('003');
    expect((await bulk({ stuIds: [a], userId: clerkA.id }, clerkA.token)).code).toBe('004');
    expect((await bulk({ stuIds: [], userId: clerkA.id })).code).toBe('003');
    expect((await bulk({ stuIds: Array.from({ length: 201 }, (_, i) => i + 1), userId: clerkA.id })).code).toBe('003');
  });

  it('changes each file once when 30 bulk assignments over the same files run at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await makeFile({ name: `并发${i}` }));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const chosen = [ids[i % 6], ids[(i + 1) % 6], ids[(i + 3) % 6]];
        return bulk({ stuIds: i % 2 ? chosen.reverse() : chosen, userId: clerkB.id });
      }),
    );
    expect(answers.every((r) => r.code === '000')).toBe(true);
    expect(answers.reduce((n, r) => n + r.data.done, 0)).toBe(6);
    expect(answers.reduce((n, r) => n + r.data.done + r.data.skipped, 0)).toBe(90);
    for (const id of ids) expect(await counts(id)).toMatchObject({ history: 1, notices: 1, audits: 1 });
    const assigned = await q<any>(
      sql`SELECT count(*)::int AS n FROM students WHERE id IN ${sql.raw(`(${ids.join(',')})`)} AND assigned_to = ${clerkB.id}`,
    );
    expect(assigned[0].n).toBe(6);
  }, 60_000);

  it('exports just the chosen files that are in the queue', async () => {
    const a = await makeFile({ name: '导出甲' });
    const b = await makeFile({ name: '导出乙' });
    const draft = await makeFile({ name: '导出草稿', referral: 0 });
    const c = await t.app.inject({
      method: 'GET',
      url: `/api/console/applications/export?format=csv&ids=${a},${draft},${b}`,
      headers: { token: clerkA.token },
    });
    expect(c.statusCode).toBe(200);
    const lines = c.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(
      lines
        .slice(1)
        .map((l) => Number(l.split(',')[0]))
        .sort(),
    ).toEqual([a, b].sort());
    const [audit] = await q<any>(sql`SELECT detail FROM audit_log WHERE action = 'student.export' ORDER BY id DESC LIMIT 1`);
    expect(audit.detail).toMatchObject({ rows: 2, filters: { ids: [a, draft, b] } });
    const bad = await t.call({ method: 'GET', url: '/api/console/applications/export?ids=1,x', token: clerkA.token });
    expect(bad.body.code).toBe('003');
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expect((await t.call({ method: 'GET', url: `/api/console/applications/export?ids=${tooMany}`, token: clerkA.token })).body.code).toBe(
      '003',
    );
  });
});

describe('the queue', () => {
  const K = 'Qzeta';
  let files: Record<string, number>;
  beforeAll(async () => {
    const f = (name: string, o: FileOpts) => makeFile({ spell: `${K} ${name}`, name: `队列${name}`, ...o });
    files = {
      a: await f('Alpha', { submittedAt: '2026-01-10T03:00:00Z', lastActivityAt: '2026-04-01T00:00:00Z', unis: [ukUnis[0], ukUnis[1]] }),
      b: await f('Bravo', { submittedAt: '2026-01-20T03:00:00Z', lastActivityAt: '2026-04-05T00:00:00Z', assignedTo: clerkA.id }),
      c: await f('Charlie', { submittedAt: '2026-02-01T03:00:00Z', lastActivityAt: '2026-04-03T00:00:00Z', country: CA, unis: [caUni] }),
      d: await f('Delta', {
        submittedAt: '2026-02-15T03:00:00Z',
        lastActivityAt: '2026-04-02T00:00:00Z',
        referral: 2,
        stuStatus: '2',
        assignedTo: clerkB.id,
      }),
      e: await f('Echo', {
        submittedAt: '2026-03-01T03:00:00Z',
        lastActivityAt: '2026-03-01T00:00:00Z',
        referral: 3,
        assignedTo: clerkA.id,
      }),
      draft: await f('Draft', { referral: 0 }),
    };
    // Student messages: two unread on Alpha, one read on Charlie, a counsellor's on Bravo.
    for (const [stu, role, read] of [
      [files.a, '1', false],
      [files.a, '1', false],
      [files.c, '1', true],
      [files.b, '0', false],
    ] as const)
      await q(
        sql`INSERT INTO student_messages (stu_id, msg_type, msg_context, msg_role, read_by_staff_at) VALUES (${stu}, '5', '<p>hi</p>', ${role}, ${read ? sql`now()` : null})`,
      );
  });
  const list = async (body: object, token = clerkA.token, lang?: string) => {
    const r = await post('/api/console/applications/list', { keyword: K, pageSize: 50, ...body }, token, lang);
    expect(r.code, r.msg).toBe('000');
    return r.data as { list: any[]; total: number };
  };
  const names = (d: { list: any[] }) => d.list.map((x) => x.stuSpell.replace(`${K} `, ''));

  it('holds only submitted files, with their schools, country, label, assignee and unread count', async () => {
    const d = await list({ sort: 'submittedAt', order: 'asc' });
    expect(names(d)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(d.total).toBe(5);
    const alpha = d.list[0];
    expect(alpha).toMatchObject({
      stuId: files.a,
      stuName: '队列Alpha',
      ownerName: 'Owner',
      countryId: UK,
      countryName: '英国',
      referralStatus: 1,
      statusLabel: '已提交',
      assignedTo: null,
      unreadCount: 2,
      submittedAt: '2026-01-10 11:00:00',
    });
    expect(alpha.schools.map((s: any) => s.uniId)).toEqual([ukUnis[0], ukUnis[1]]);
    expect(d.list[3]).toMatchObject({ statusLabel: '已录取', assignedTo: { id: clerkB.id, name: 'Clerk B' }, unreadCount: 0 });
    const en = await list({ sort: 'submittedAt', order: 'asc' }, clerkA.token, 'en');
    expect(en.list[3].statusLabel).toBe('Admitted');
    expect(en.list[4].statusLabel).toBe('Returned');
    expect(en.list[0].countryName).toBe('United Kingdom');
  });

  it('filters by country, school, status, assignee, submitted days, unread messages and name', async () => {
    expect(names(await list({ countryId: CA }))).toEqual(['Charlie']);
    expect(names(await list({ uniId: ukUnis[1] }))).toEqual(['Alpha']);
    expect(names(await list({ referralStatus: 3 }))).toEqual(['Echo']);
    expect(names(await list({ referralStatus: 2, stuStatus: '2' }))).toEqual(['Delta']);
    expect(names(await list({ stuStatus: '1' }))).toEqual([]);
    expect(names(await list({ assignedTo: 'me', sort: 'submittedAt' }))).toEqual(['Echo', 'Bravo']);
    expect(names(await list({ assignedTo: 'me', sort: 'submittedAt' }, clerkB.token))).toEqual(['Delta']);
    expect(names(await list({ assignedTo: clerkB.id }))).toEqual(['Delta']);
    expect(names(await list({ assignedTo: 'none', sort: 'submittedAt', order: 'asc' }))).toEqual(['Alpha', 'Charlie']);
    // Beijing days: 2026-01-10 11:00 and 2026-01-20 11:00 Beijing time; both ends inclusive.
    expect(names(await list({ submittedFrom: '2026-01-10', submittedTo: '2026-01-20', sort: 'submittedAt', order: 'asc' }))).toEqual([
      'Alpha',
      'Bravo',
    ]);
    expect(names(await list({ submittedFrom: '2026-01-11', submittedTo: '2026-02-01', sort: 'submittedAt', order: 'asc' }))).toEqual([
      'Bravo',
      'Charlie',
    ]);
    expect(names(await list({ unread: true }))).toEqual(['Alpha']);
    expect(names(await list({ unread: false, sort: 'submittedAt', order: 'asc' }))).toHaveLength(5);
    expect(names(await list({ keyword: '队列Char' }))).toEqual(['Charlie']);
    expect(names(await list({ keyword: `${K} ech` }))).toEqual(['Echo']);
    expect(names(await list({ keyword: '100%_' }))).toEqual([]);
    const bad = await post('/api/console/applications/list', { submittedFrom: '2026-02-01', submittedTo: '2026-01-01' }, clerkA.token);
    expect(bad).toMatchObject({ code: '003', msg: `submittedTo: ${translateMessage('dateOrder', 'cn')}` });
    expect((await post('/api/console/applications/list', { pageSize: 101 }, clerkA.token)).code).toBe('003');
    expect((await post('/api/console/applications/list', { referralStatus: 0 }, clerkA.token)).code).toBe('003');
  });

  it("sorts, pages, and puts the caller's own files first when no sort is given", async () => {
    expect(names(await list({ sort: 'lastActivityAt' }))).toEqual(['Bravo', 'Charlie', 'Delta', 'Alpha', 'Echo']);
    expect(names(await list({ sort: 'lastActivityAt', order: 'asc' }))).toEqual(['Echo', 'Alpha', 'Delta', 'Charlie', 'Bravo']);
    expect(names(await list({ sort: 'stuName' }))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(names(await list({ sort: 'submittedAt' }))).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']);
    // Mine first (Bravo, Echo for A; Delta for B), then the latest activity.
    expect(names(await list({}))).toEqual(['Bravo', 'Echo', 'Charlie', 'Delta', 'Alpha']);
    expect(names(await list({}, clerkB.token))).toEqual(['Delta', 'Bravo', 'Charlie', 'Alpha', 'Echo']);
    const pages = [1, 2, 3].map((pageNo) => list({ sort: 'stuName', pageSize: 2, pageNo }));
    const got = await Promise.all(pages);
    expect(got.map(names)).toEqual([['Alpha', 'Bravo'], ['Charlie', 'Delta'], ['Echo']]);
    expect(got.map((g) => g.total)).toEqual([5, 5, 5]);
    expect(await list({ pageSize: 2, pageNo: 9 })).toEqual({ list: [], total: 5 });
  });

  it('exports the filtered list as XLSX and as CSV with a byte-order mark, and audits it', async () => {
    const x = await t.call({
      method: 'GET',
      url: `/api/console/applications/export?format=xlsx&keyword=${K}&sort=submittedAt&order=asc`,
      token: clerkA.token,
    });
    expect(x.status).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect(String(x.headers['content-disposition'])).toMatch(/^attachment; filename="applications-\d{8}-\d{4}\.xlsx"$/);
    expect(x.headers['x-export-rows']).toBe('5');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/console/applications/export?format=xlsx&keyword=${K}&sort=submittedAt&order=asc`,
      headers: { token: clerkA.token },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('申请列表');
    const sheet = ws
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(sheet[0]).toEqual([
      '学生编号',
      '学生姓名',
      '英文名',
      '提交账号',
      '申请国家',
      '申请院校',
      '申请状态',
      '负责顾问',
      '提交时间',
      '最近动态',
      '未读留言',
    ]);
    expect(sheet).toHaveLength(6);
    expect(sheet[1].slice(0, 3)).toEqual([files.a, '队列Alpha', `${K} Alpha`]);
    expect(sheet[1][6]).toBe('已提交');
    expect(sheet[1][10]).toBe(2);
    expect(sheet[4][7]).toBe('Clerk B');

    const c = await t.app.inject({
      method: 'GET',
      url: `/api/console/applications/export?format=csv&keyword=${K}&unread=true`,
      headers: { token: clerkA.token, lang: 'en' },
    });
    expect(c.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = c.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Student ID,Name,English name,Account,Country,Universities,Status,Counsellor,Submitted,Last activity,Unread messages',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${files.a},队列Alpha,${K} Alpha,Owner,United Kingdom,`);
    expect(lines[1]).toContain(',Submitted,,2026-01-10 11:00:00,');
    const audits = await q<any>(sql`SELECT detail FROM audit_log WHERE action = 'student.export' ORDER BY id`);
    expect(audits.length).toBeGreaterThanOrEqual(3);
    expect(audits.at(-1).detail).toMatchObject({ format: 'csv', rows: 1, filters: { keyword: K, unread: true } });
    expect((await t.call({ method: 'GET', url: '/api/console/applications/export?format=pdf', token: clerkA.token })).body.code).toBe(
      '003',
    );
  });

  it('keeps a formula typed as a name as text in the CSV', async () => {
    const stuId = await makeFile({ spell: `${K}X`, name: '=HYPERLINK("http://x")' });
    const c = await t.app.inject({
      method: 'GET',
      url: `/api/console/applications/export?format=csv&keyword=${K}X`,
      headers: { token: clerkA.token },
    });
    expect(c.rawPayload.toString('utf8')).toContain(`${stuId},"'=HYPERLINK(""http://x"")",`);
  });

  it(`stops an export at ${EXPORT_ROWS_MAX.toLocaleString('en')} rows`, async () => {
    await q(
      sql`INSERT INTO students (owner_id, stu_name, stu_spell, country_id, referral_status, agent_draft_status, current_step, submitted_at)
          SELECT ${owner.id}, '批量' || g, 'Bulk ' || g, ${UK}, 1, '1', 12, now() FROM generate_series(1, ${EXPORT_ROWS_MAX + 5}) g`,
    );
    const c = await t.app.inject({
      method: 'GET',
      url: '/api/console/applications/export?format=csv&keyword=Bulk',
      headers: { token: clerkA.token },
    });
    expect(c.headers['x-total-count']).toBe(String(EXPORT_ROWS_MAX + 5));
    expect(c.headers['x-export-rows']).toBe(String(EXPORT_ROWS_MAX));
    const lines = c.rawPayload.toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(EXPORT_ROWS_MAX + 1);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(EXPORT_ROWS_MAX);
  }, 120_000);
});

describe('next-step settings', () => {
  it('answers every status with the seeded defaults, lets staff change one (audited), and the student sees it', async () => {
    expect((await post('/api/console/status-settings', {}, clerkA.token)).code).toBe('003');
    const g = await t.get('/api/console/status-settings', { token: clerkA.token });
    expectDeclared('/api/console/status-settings', g);
    expect(g.data.map((s: any) => s.status)).toEqual([...STATUS_SETTING_KEYS]);
    for (const s of g.data) expect({ owner: s.nextOwner, waitDays: s.waitDays }).toEqual(DEFAULT_STATUS_SETTINGS[s.status as 'stu:1']);
    expect(g.data.find((s: any) => s.status === 'stu:1').label).toBe('已提交');
    const en = await t.get('/api/console/status-settings', { token: clerkA.token, lang: 'en' });
    expect(en.data.find((s: any) => s.status === 'referral:3').label).toBe('Returned');

    const stuId = await makeFile({ referral: 2, stuStatus: '1' });
    const audited = async () => (await q(sql`SELECT 1 FROM audit_log WHERE action = 'status.setting' AND target = 'stu:1'`)).length;
    const auditsBefore = await audited();
    const saved = await post('/api/console/status-settings', { status: 'stu:1', nextOwner: 'counsellor', waitDays: 21 }, clerkA.token);
    expect(saved.data.find((s: any) => s.status === 'stu:1')).toMatchObject({
      nextOwner: 'counsellor',
      waitDays: 21,
      updatedBy: 'Clerk A',
    });
    expect(await audited()).toBe(auditsBefore + 1);
    const card = (await post('/api/clerk/web/stu/list', { referralStatus: 2, pageSize: 50 }, owner.token)).data.list.find(
      (x: any) => x.stuId === stuId,
    );
    expect(card.nextStep).toEqual({ owner: 'counsellor', waitDays: 21 });
    expect((await post('/api/clerk/web/stu/info', { id: stuId }, owner.token)).data.nextStep).toEqual({
      owner: 'counsellor',
      waitDays: 21,
    });
    // A restart's seeding leaves the edit alone.
    await seedReference(t.database.db);
    const again = await t.get('/api/console/status-settings', { token: admin.token });
    expect(again.data.find((s: any) => s.status === 'stu:1')).toMatchObject({ nextOwner: 'counsellor', waitDays: 21 });

    for (const bad of [
      { status: 'stu:6', nextOwner: 'none', waitDays: 3 },
      { status: 'stu:9', nextOwner: 'student', waitDays: 3 },
      { status: 'stu:1', nextOwner: 'dean', waitDays: 3 },
      { status: 'stu:1', nextOwner: 'student', waitDays: -1 },
    ])
      expect((await post('/api/console/status-settings', bad, clerkA.token)).code, JSON.stringify(bad)).toBe('003');
    await post('/api/console/status-settings', { status: 'stu:1', nextOwner: 'university', waitDays: 30 }, admin.token);
  });
});

describe('the student side', () => {
  it('counts the messages from staff the owner has not opened', async () => {
    const stuId = await makeFile();
    for (const [role, read] of [
      ['0', false],
      ['0', false],
      ['2', false],
      ['0', true],
      ['1', false],
    ] as const)
      await q(
        sql`INSERT INTO student_messages (stu_id, msg_type, msg_context, msg_role, read_by_owner_at) VALUES (${stuId}, '5', '<p>x</p>', ${role}, ${read ? sql`now()` : null})`,
      );
    const list = await post('/api/clerk/web/stu/list', { referralStatus: 1, pageSize: 50 }, owner.token);
    expect(list.data.list.find((x: any) => x.stuId === stuId)).toMatchObject({
      leaveMsgCount: 3,
      statusLabel: '已提交',
      nextStep: { owner: 'counsellor', waitDays: 3 },
    });
  });
});
