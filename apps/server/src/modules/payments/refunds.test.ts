// Refunds of a paid fee by admins, on a real database (PGlite, or PostgreSQL with TEST_DB=postgres):
// a sandbox-paid contract refunded in part (500) and then the rest, an over-refund refused, clerks
// and students 004, unknown files 005, 30 refunds at once (at most what was paid), the owner's
// notice and the audit; a refund the provider refuses or still processes; and the end of a paid
// contract's term (isSignContract 3).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { beijingDay } from '@portal/shared';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { basicStudent } from '../../../test/fixtures';
import { auditLog, contracts, notifications, paymentEvents, paymentOrders, students, users } from '../../db/schema';
import { createPaymentProviders, ProviderError, type FetchFn } from '../../providers/payment';
import { markEndedContracts } from '../../jobs/contract-terms';
import { createOrdersForContract } from './orders';
import { checkRefunds } from './refunds';

const PUBLIC_URL = 'http://portal.test';
let t: TestApp;
let admin: { token: string; id: number };
let clerk: { token: string; id: number };

const viaInject: FetchFn = async (url, init) => {
  const u = new URL(url);
  const res = await t.app.inject({
    method: init.method as 'POST',
    url: u.pathname + u.search,
    headers: init.headers,
    payload: init.body,
    remoteAddress: '10.200.0.1',
  });
  return new Response(res.statusCode === 204 || !res.body ? null : res.body, { status: res.statusCode });
};

async function account(roles?: string[]) {
  const { token, phone } = await registerByPhone(t);
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  if (roles) expect((await t.post('/api/admin/user/changeRoles', { userId: u.id, roles }, { token: admin.token })).code).toBe('000');
  return { token, id: u.id };
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL }, { catalogue: true });
  Object.assign(t.app.payments, createPaymentProviders(t.app.config, t.app.secrets.digestKey, { fetch: viaInject }));
  const login = await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
  const [a] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.account));
  admin = { token: login.data.token, id: a.id };
  await t.database.db.update(users).set({ userName: 'Admin R' }).where(eq(users.id, a.id));
  clerk = await account(['clerk']);
}, 180_000);
afterAll(async () => t?.close());

interface Paid {
  token: string;
  userId: number;
  stuId: number;
  contractId: number;
  contractNo: string;
  orderNo: string;
}

/** A student's file with a signed contract (a row written here, as signing would) paid through the sandbox's page. */
async function paidContract(fee = 300000, endDate = '2028-11-26'): Promise<Paid> {
  const { token } = await registerByPhone(t);
  const add = await t.post('/api/clerk/web/stu/add', { isOldVersions: 1, stuOther: { currentStep: 1 }, ...basicStudent }, { token });
  expect(add.code, JSON.stringify(add)).toBe('000');
  const stuId = add.data.stuId as number;
  const db = t.database.db;
  const [stu] = await db.select({ ownerId: students.ownerId }).from(students).where(eq(students.id, stuId));
  await db.update(students).set({ isSignContract: '1', contractStatus: 'signed' }).where(eq(students.id, stuId));
  const contractNo = `HT${randomBytes(6).toString('hex').toUpperCase()}`;
  const s = await db.transaction(async (tx) => {
    const [c] = await tx
      .insert(contracts)
      .values({
        contractNo,
        accessKey: randomBytes(24).toString('hex'),
        stuId,
        ownerId: stu.ownerId,
        status: 'signed',
        contractClass: 'A',
        countryId: '140',
        termsVersion: 'test',
        studentName: basicStudent.stuName,
        schools: [],
        signers: [],
        serviceFeeFen: fee,
        signedAt: new Date(),
        startDate: '2026-11-27',
        endDate,
        contentSha256: 'a'.repeat(64),
      })
      .returning({ id: contracts.id });
    const orders = await createOrdersForContract(tx, t.app, { id: c.id, serviceFeeFen: fee });
    return { token, userId: stu.ownerId, stuId, contractId: c.id, contractNo, orderNo: orders.orderNo };
  });
  expect((await t.post('/api/admin/pay/transaction', { orderNo: s.orderNo, payType: 1 }, { token })).code).toBe('000');
  const pay = await t.call({
    method: 'POST',
    url: `/api/pay/sandbox/${s.orderNo}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(pay.headers.location).toBe(`/api/pay/sandbox/${s.orderNo}?r=paid`);
  return s;
}

const refund = (stuId: number, amount: string | number, reason = '签证拒签', token = admin.token, lang?: 'en') =>
  t.post('/api/console/contract/refund', { stuId, amount, reason }, { token, ...(lang ? { lang } : {}) });
const order = async (outTradeNo: string) =>
  (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.outTradeNo, outTradeNo)))[0];
const eventsOf = async (outTradeNo: string) => {
  const o = await order(outTradeNo);
  return t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, o.id)).orderBy(asc(paymentEvents.id));
};

describe('refunds of a paid fee', () => {
  it('refunds part (500), then the rest; refuses more; the order refunded, the events hold each amount; notice and audit', async () => {
    const s = await paidContract();
    const first = await refund(s.stuId, '500');
    expect(first.code, JSON.stringify(first)).toBe('000');
    expect(first.data).toMatchObject({ paidTotal: '3000.00', refundedTotal: '500.00', refundable: '2500.00' });
    expect(first.data.refunds).toEqual([
      expect.objectContaining({ amount: '500.00', reason: '签证拒签', state: 'done', byName: 'Admin R', doneAt: expect.any(String) }),
    ]);
    expect((await order(s.orderNo)).state).toBe('refunded');

    // More than what is left: refused with the maximum; nothing changes.
    const over = await refund(s.stuId, 2500.01);
    expect(over).toMatchObject({ code: '70066', data: { max: '2500.00' } });
    expect((await refund(s.stuId, '2500.00', '  ')).code).toBe('003');
    expect((await refund(s.stuId, '0')).code).toBe('003');
    expect((await refund(s.stuId, '1.234')).code).toBe('003');
    expect((await refund(s.stuId, '10', 'x'.repeat(201))).code).toBe('003');

    const rest = await refund(s.stuId, 2500, 'Cancelled before the applications were sent', admin.token, 'en');
    expect(rest.code).toBe('000');
    expect(rest.data).toMatchObject({ refundedTotal: '3000.00', refundable: '0.00' });
    expect(rest.data.refunds.map((r: { amount: string }) => r.amount)).toEqual(['500.00', '2500.00']);
    expect((await refund(s.stuId, '0.01')).code).toBe('70066');

    expect((await eventsOf(s.orderNo)).map((e) => [e.source, e.fromState, e.toState, e.detail?.amountFen ?? null])).toEqual([
      ['create', null, 'created', null],
      ['notify', 'created', 'paid', null],
      ['staff', 'paid', 'refunding', 50000],
      ['refund', 'refunding', 'refunded', 50000],
      ['staff', 'refunded', 'refunding', 250000],
      ['refund', 'refunding', 'refunded', 250000],
    ]);
    // The sandbox has both refunds in its own record of the order.
    expect(t.app.payments.sandbox.view(s.orderNo)!.refunds!.map((r) => r.refundFen)).toEqual([50000, 250000]);

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.userId), eq(notifications.kind, 'refunded')))
      .orderBy(asc(notifications.id));
    expect(notes.map((n) => n.params)).toEqual([
      expect.objectContaining({ contractNum: s.contractNo, amount: '500.00', reason: '签证拒签' }),
      expect.objectContaining({ contractNum: s.contractNo, amount: '2500.00' }),
    ]);
    const list = await t.post('/api/notice/list', { pageNo: 1, pageSize: 10 }, { token: s.token });
    expect(list.code).toBe('000');
    expect(JSON.stringify(list.data)).toContain('服务费已退款');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.target, s.contractNo)).orderBy(asc(auditLog.id));
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([
      ['contract.paid', null],
      ['contract.refund', admin.id],
      ['contract.refunded', null],
      ['contract.refund', admin.id],
      ['contract.refunded', null],
    ]);

    // The console's detail shows the same.
    const d = await t.post('/api/console/applications/detail', { stuId: s.stuId }, { token: clerk.token });
    expect(d.data.contract).toMatchObject({ paidTotal: '3000.00', refundedTotal: '3000.00', refundable: '0.00' });
    expect(d.data.contract.refunds).toHaveLength(2);
  });

  it('is for admins only: clerks and students 004; an unknown file 005, a file without a paid contract 70057 / 70064', async () => {
    const s = await paidContract();
    expect((await refund(s.stuId, '500', 'x', clerk.token)).code).toBe('004');
    expect((await refund(s.stuId, '500', 'x', s.token)).code).toBe('004');
    const other = await paidContract();
    expect((await refund(s.stuId, '500', 'x', other.token)).code).toBe('004');
    expect((await refund(999999, '500')).code).toBe('005');
    const { token } = await registerByPhone(t);
    const add = await t.post('/api/clerk/web/stu/add', { isOldVersions: 1, stuOther: { currentStep: 1 }, ...basicStudent }, { token });
    expect((await refund(add.data.stuId, '500')).code).toBe('70057');
    await t.database.db.update(contracts).set({ status: 'signed' }).where(eq(contracts.id, other.contractId));
    expect((await refund(other.stuId, '500')).code).toBe('70064');
    expect((await order(s.orderNo)).state).toBe('paid');
  });

  it('30 refunds of 500 at once on a 3000 fee: at most 6 are made, never more than was paid', async () => {
    const s = await paidContract();
    const answers = await Promise.all(Array.from({ length: 30 }, () => refund(s.stuId, '500')));
    const codes = answers.map((a) => a.code);
    expect(
      codes.every((c) => ['000', '70065', '70066'].includes(c)),
      codes.join(),
    ).toBe(true);
    const ok = codes.filter((c) => c === '000').length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(6);
    const done = (await eventsOf(s.orderNo)).filter((e) => e.toState === 'refunded' && e.detail?.result === 'done');
    expect(done).toHaveLength(ok);
    const sandboxSum = t.app.payments.sandbox.view(s.orderNo)!.refunds!.reduce((n, r) => n + r.refundFen, 0);
    expect(sandboxSum).toBe(ok * 50000);
    // One after another, the rest goes until nothing is left: exactly the fee in all.
    for (let i = ok; i < 6; i++) expect((await refund(s.stuId, '500')).code).toBe('000');
    expect((await refund(s.stuId, '500')).code).toBe('70066');
    expect(t.app.payments.sandbox.view(s.orderNo)!.refunds!.reduce((n, r) => n + r.refundFen, 0)).toBe(300000);
  });

  it('a refund the provider refuses: 70067, the order back to paid, nothing refunded', async () => {
    const s = await paidContract();
    const sandbox = t.app.payments.sandbox;
    const real = sandbox.refund;
    sandbox.refund = async () => {
      throw new ProviderError('sandbox', 'NOT_ENOUGH');
    };
    try {
      expect((await refund(s.stuId, '500')).code).toBe('70067');
    } finally {
      sandbox.refund = real;
    }
    expect((await order(s.orderNo)).state).toBe('paid');
    const d = await t.post('/api/console/applications/detail', { stuId: s.stuId }, { token: admin.token });
    expect(d.data.contract.refunds).toEqual([expect.objectContaining({ amount: '500.00', state: 'failed' })]);
    expect(d.data.contract.refundable).toBe('3000.00');
    expect((await refund(s.stuId, '3000')).code).toBe('000');
  });

  it('a refund still processing blocks another (70065) and is finished by the scheduler job', async () => {
    const s = await paidContract();
    const sandbox = t.app.payments.sandbox;
    const [real, realQuery] = [sandbox.refund, sandbox.queryRefund];
    sandbox.refund = async () => ({ state: 'processing', refundId: '' });
    try {
      const r = await refund(s.stuId, '1500');
      expect(r.code).toBe('000');
      expect(r.data.refunds).toEqual([expect.objectContaining({ state: 'processing', amount: '1500.00', doneAt: null })]);
      expect(r.data.refundable).toBe('1500.00');
      expect((await order(s.orderNo)).state).toBe('refunding');
      expect((await refund(s.stuId, '100')).code).toBe('70065');
      // Not yet due (the request that started it has 2 minutes), then the provider still processes.
      expect(await checkRefunds(t.app)).toEqual({ done: 0, failed: 0 });
      sandbox.queryRefund = async () => ({ state: 'processing' });
      expect(await checkRefunds(t.app, { olderThanMs: 0 })).toEqual({ done: 0, failed: 0 });
      sandbox.queryRefund = async () => ({ state: 'done', refundId: 'SBXR1', refundFen: 150000 });
      expect(await checkRefunds(t.app, { olderThanMs: 0 })).toMatchObject({ done: 1 });
    } finally {
      sandbox.refund = real;
      sandbox.queryRefund = realQuery;
    }
    expect((await order(s.orderNo)).state).toBe('refunded');
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.userId), eq(notifications.kind, 'refunded')));
    expect(note.params).toMatchObject({ amount: '1500.00' });
    // Told again: nothing changes.
    expect(await checkRefunds(t.app, { olderThanMs: 0 })).toEqual({ done: 0, failed: 0 });
  });
});

describe('the end of a contract term', () => {
  it('a paid contract whose end date has passed (Beijing) marks its file isSignContract 3; my contracts answers 3', async () => {
    const ended = await paidContract(300000, '2020-01-01');
    const today = await paidContract(300000, beijingDay());
    const isSign = async (stuId: number) =>
      (await t.database.db.select({ v: students.isSignContract }).from(students).where(eq(students.id, stuId)))[0].v;
    expect(await isSign(ended.stuId)).toBe('2');
    const r = await markEndedContracts(t.database.db);
    expect(r.expired).toBeGreaterThanOrEqual(1);
    expect(await isSign(ended.stuId)).toBe('3');
    expect(await isSign(today.stuId)).toBe('2');
    expect((await markEndedContracts(t.database.db)).expired).toBe(0);
    const mine = await t.get('/api/admin/user/contract', { token: ended.token });
    expect(mine.code).toBe('000');
    expect(mine.data[0]).toMatchObject({ contractNum: ended.contractNo, isSignContract: '3', contractEndDate: '2020-01-01' });
    expect((await t.get('/api/admin/user/contract', { token: today.token })).data[0].isSignContract).toBe('2');
    const d = await t.post('/api/console/applications/detail', { stuId: ended.stuId }, { token: clerk.token });
    expect(d.data.contract.isSignContract).toBe('3');
    // Tomorrow the other one ends too.
    const tomorrow = beijingDay(new Date(Date.now() + 86_400_000));
    await markEndedContracts(t.database.db, tomorrow);
    expect(await isSign(today.stuId)).toBe('3');
  });
});
