// Paying the contract's fee end to end on a real database (issue 12): sign (a contract row made
// here) -> orders -> QR code -> the sandbox pay page -> its signed notification (delivered twice,
// and 30 times at once) -> result SUCCESS; tampered, wrong-amount, expired and closed cases; the
// result asking the provider when no notification came; ownership; and one run over real HTTP.
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { basicStudent } from '../../../test/fixtures';
import { auditLog, contracts, notifications, paymentEvents, paymentOrders, students, users } from '../../db/schema';
import { createPaymentProviders, type FetchFn } from '../../providers/payment';
import { loadConfig } from '../../config';
import { createOrdersForContract, voidOpenOrders } from './orders';
import { closeClosedAtProviders, expireDueOrders } from './state';

const PUBLIC_URL = 'http://portal.test';

let t: TestApp;
/** Notifications the sandbox sent (to replay them), and whether delivery is cut off. */
const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
let dropDelivery = false;

/** The sandbox's HTTP to the portal, carried by inject (the real-HTTP run is below). */
const viaInject: FetchFn = async (url, init) => {
  sent.push({ url, headers: init.headers, body: init.body ?? '' });
  if (dropDelivery) throw new Error('network down');
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

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL }, { catalogue: true });
  Object.assign(t.app.payments, createPaymentProviders(t.app.config, t.app.secrets.digestKey, { fetch: viaInject }));
});
afterAll(async () => t?.close());

interface Signed {
  token: string;
  userId: number;
  stuId: number;
  contractId: number;
  contractNo: string;
  orderNo: string;
  orderNoAs: string;
}

/** A student with a file and a signed contract (a row written here, as the signing route would) and its two orders. */
async function signedContract(fee = 300000, existing?: { token: string }): Promise<Signed> {
  const token = existing?.token ?? (await registerByPhone(t)).token;
  const add = await t.post('/api/clerk/web/stu/add', { isOldVersions: 1, stuOther: { currentStep: 1 }, ...basicStudent }, { token });
  expect(add.code, JSON.stringify(add)).toBe('000');
  const stuId = add.data.stuId as number;
  const db = t.database.db;
  const [stu] = await db.select({ ownerId: students.ownerId }).from(students).where(eq(students.id, stuId));
  await db.update(students).set({ isSignContract: '1', contractStatus: 'signed' }).where(eq(students.id, stuId));
  const contractNo = `HT${randomBytes(6).toString('hex').toUpperCase()}`;
  return db.transaction(async (tx) => {
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
        endDate: '2028-11-26',
        contentSha256: 'a'.repeat(64),
      })
      .returning({ id: contracts.id });
    const orders = await createOrdersForContract(tx, t.app, { id: c.id, serviceFeeFen: fee });
    return { token, userId: stu.ownerId, stuId, contractId: c.id, contractNo, ...orders };
  });
}

const order = async (outTradeNo: string) =>
  (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.outTradeNo, outTradeNo)))[0];
const eventsOf = async (outTradeNo: string) => {
  const o = await order(outTradeNo);
  return t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, o.id)).orderBy(asc(paymentEvents.id));
};
const notify = (body: string, headers: Record<string, string>, provider = 'sandbox') =>
  t.call({ method: 'POST', url: `/api/pay/notify/${provider}`, headers, payload: body });
/** A notification signed as the sandbox signs them. */
const signedNotice = (fields: Record<string, unknown>) => {
  const body = JSON.stringify({ trade_state: 'SUCCESS', txn_id: `SBX${randomBytes(4).toString('hex')}`, ...fields });
  return { body, headers: t.app.payments.sandbox.signHeaders(body) };
};
const result = (s: { token: string }, orderNo: string) => t.post('/api/admin/pay/result', { orderNo }, { token: s.token });
const qr = (s: { token: string }, orderNo: string, payType: number) =>
  t.post('/api/admin/pay/transaction', { orderNo, payType }, { token: s.token });

describe('orders of a signed contract', () => {
  it('two orders, WeChat and Alipay, open for 2 hours, each with a create event', async () => {
    const s = await signedContract();
    expect(s.orderNo).toMatch(/^W\d{14}[0-9A-F]{12}$/);
    expect(s.orderNoAs).toMatch(/^A\d{14}[0-9A-F]{12}$/);
    const w = await order(s.orderNo);
    expect(w).toMatchObject({ channel: 'wechat', provider: 'sandbox', state: 'created', amountFen: 300000, contractId: s.contractId });
    expect(Math.abs(w.expiresAt.getTime() - Date.now() - 2 * 3600_000)).toBeLessThan(60_000);
    expect((await order(s.orderNoAs)).channel).toBe('alipay');
    expect((await eventsOf(s.orderNo)).map((e) => [e.source, e.fromState, e.toState])).toEqual([['create', null, 'created']]);
  });
});

describe('sign -> order -> sandbox pay -> notification -> SUCCESS', () => {
  it('pays once, closes the sibling, marks the contract and the file paid, tells the owner, audits; never submits', async () => {
    const s = await signedContract();
    const [before] = await t.database.db
      .select({ agentDraftStatus: students.agentDraftStatus, referralStatus: students.referralStatus })
      .from(students)
      .where(eq(students.id, s.stuId));

    const wx = await qr(s, s.orderNo, 1);
    expect(wx).toMatchObject({ code: '000', data: `${PUBLIC_URL}/api/pay/sandbox/${s.orderNo}` });
    expect((await qr(s, s.orderNoAs, 2)).data).toBe(`${PUBLIC_URL}/api/pay/sandbox/${s.orderNoAs}`);
    expect((await qr(s, s.orderNo, 2)).code).toBe('70062');
    expect(await result(s, s.orderNo)).toMatchObject({ code: 'NO_PAY', data: { state: 'created', paidAt: null, amount: '3000.00' } });

    // The page the QR code opens: cn by default, en by the language cookie; its own CSP.
    const page = await t.call({ method: 'GET', url: `/api/pay/sandbox/${s.orderNo}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain('3000.00');
    expect(page.body).toContain('确认支付');
    expect(String(page.headers['content-security-policy'])).toMatch(/style-src 'nonce-[^']+'/);
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-inline');
    // Its forms post with the site's origin (a signed-in browser is not refused as 'Origin: null').
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const en = await t.call({ method: 'GET', url: `/api/pay/sandbox/${s.orderNo}`, headers: { cookie: 'language=en' } });
    expect(en.body).toContain('>Pay<');
    const accept = await t.call({ method: 'GET', url: `/api/pay/sandbox/${s.orderNo}`, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(accept.body).toContain('Payment sandbox');

    // Cancel changes nothing.
    const cancel = await t.call({
      method: 'POST',
      url: `/api/pay/sandbox/${s.orderNo}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancel.status).toBe(303);
    expect((await order(s.orderNo)).state).toBe('created');

    // Pay: the sandbox sends its signed notification to /api/pay/notify/sandbox.
    sent.length = 0;
    const pay = await t.call({
      method: 'POST',
      url: `/api/pay/sandbox/${s.orderNo}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.location).toBe(`/api/pay/sandbox/${s.orderNo}?r=paid`);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(`${PUBLIC_URL}/api/pay/notify/sandbox`);
    expect((await t.call({ method: 'GET', url: pay.headers.location as string })).body).toContain('支付成功');

    // Delivered a second time (providers retry): accepted, nothing changes.
    const again = await notify(sent[0].body, sent[0].headers);
    expect(again.status).toBe(200);

    const w = await order(s.orderNo);
    expect(w.state).toBe('paid');
    expect(w.paidAt).not.toBeNull();
    expect(w.providerTxnId).toMatch(/^SBX/);
    expect((await eventsOf(s.orderNo)).map((e) => [e.source, e.fromState, e.toState])).toEqual([
      ['create', null, 'created'],
      ['notify', 'created', 'paid'],
    ]);
    expect((await order(s.orderNoAs)).state).toBe('closed');
    expect((await eventsOf(s.orderNoAs)).find((e) => e.toState === 'closed')).toMatchObject({ source: 'close', fromState: 'created' });
    // ...and at its provider, after the commit: the sibling's QR code can no longer be paid.
    await expect.poll(async () => (await eventsOf(s.orderNoAs)).some((e) => e.detail?.atProvider)).toBe(true);
    expect((await t.call({ method: 'GET', url: `/api/pay/sandbox/${s.orderNoAs}` })).body).toContain('该订单已关闭');

    const [c] = await t.database.db.select().from(contracts).where(eq(contracts.id, s.contractId));
    expect(c.status).toBe('paid');
    expect(c.paidAt).not.toBeNull();
    const [after] = await t.database.db.select().from(students).where(eq(students.id, s.stuId));
    expect(after.isSignContract).toBe('2');
    expect(after.contractStatus).toBe('signed');
    expect({ agentDraftStatus: after.agentDraftStatus, referralStatus: after.referralStatus }).toEqual(before);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.userId), eq(notifications.kind, 'paid')));
    expect(notes).toHaveLength(1);
    expect(notes[0].params).toMatchObject({ contractNum: s.contractNo, amount: '3000.00' });
    const bell = await t.post('/api/notice/list', {}, { token: s.token, lang: 'en' });
    expect(bell.data.list[0]).toMatchObject({ kind: 'paid', title: 'Service fee paid', link: '/user?menuItem=2' });
    expect(bell.data.list[0].body).toContain('3000.00');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contract.paid'), eq(auditLog.target, s.contractNo)));
    expect(audits).toHaveLength(1);

    // Either order of the contract now answers SUCCESS; its QR codes are no longer offered.
    const ok = await result(s, s.orderNo);
    expect(ok).toMatchObject({ code: 'SUCCESS', msg: '支付成功', data: { state: 'paid', amount: '3000.00' } });
    expect(ok.data.paidAt).toBe(w.paidAt!.toISOString());
    expect((await result(s, s.orderNoAs)).code).toBe('SUCCESS');
    expect((await qr(s, s.orderNo, 1)).code).toBe('70060');
    expect((await qr(s, s.orderNoAs, 2)).code).toBe('70060');
  });

  it('only the contract owner reaches its orders (others: 005); not signed in: 002', async () => {
    const s = await signedContract();
    const other = await registerByPhone(t);
    expect((await qr(other, s.orderNo, 1)).code).toBe('005');
    expect((await result(other, s.orderNo)).code).toBe('005');
    expect((await t.post('/api/admin/pay/result', { orderNo: s.orderNo })).code).toBe('002');
    expect((await qr(s, 'W000000000000000000000000000', 1)).code).toBe('005');
    expect((await qr(s, '../../etc', 1)).code).toBe('003');
  });
});

describe('notifications that are refused', () => {
  it('a tampered notification (amount, order, signature, timestamp) is refused and logged; the order stays open', async () => {
    const s = await signedContract();
    const good = signedNotice({ out_trade_no: s.orderNo, amount_fen: 300000 });
    const tampered = [
      { body: good.body.replace('300000', '1'), headers: good.headers },
      { body: good.body.replace(s.orderNo, s.orderNoAs), headers: good.headers },
      { body: good.body, headers: { ...good.headers, 'x-sandbox-signature': '0'.repeat(64) } },
      { body: good.body, headers: { ...good.headers, 'x-sandbox-timestamp': String(Number(good.headers['x-sandbox-timestamp']) - 1) } },
      signedNotice({ out_trade_no: s.orderNo, amount_fen: 300000 }),
    ];
    // The last one is good except that it is old (a replay outside the window).
    const old = tampered[4];
    const oldTs = String(Math.floor(Date.now() / 1000) - 3600);
    tampered[4] = { body: old.body, headers: t.app.payments.sandbox.signHeaders(old.body, Number(oldTs)) };
    const refusedBefore = (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.source, 'refused'))).length;
    for (const n of tampered) {
      const r = await notify(n.body, n.headers);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ code: 'FAIL' });
    }
    const refused = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.source, 'refused'))
      .orderBy(asc(paymentEvents.id));
    expect(refused.slice(refusedBefore).map((e) => e.detail?.reason)).toEqual([
      'bad signature',
      'bad signature',
      'bad signature',
      'bad signature',
      'timestamp out of range',
    ]);
    // Nothing of a refused notification's signature is kept.
    expect(JSON.stringify(refused)).not.toContain(good.headers['x-sandbox-signature']);
    expect((await order(s.orderNo)).state).toBe('created');
    expect((await result(s, s.orderNo)).code).toBe('NO_PAY');
    // A notification for another provider's route is not one of its.
    expect((await notify(good.body, good.headers, 'wechat')).status).toBe(404);
  });

  it('a correctly signed notification with another amount is refused and logged', async () => {
    const s = await signedContract();
    const n = signedNotice({ out_trade_no: s.orderNo, amount_fen: 1 });
    expect((await notify(n.body, n.headers)).status).toBe(400);
    const ev = (await eventsOf(s.orderNo)).at(-1)!;
    expect(ev).toMatchObject({ source: 'refused', fromState: null, toState: null });
    expect(ev.detail).toMatchObject({ reason: 'amount differs', amountFen: 1, expectedFen: 300000 });
    expect((await order(s.orderNo)).state).toBe('created');
    const unknown = signedNotice({ out_trade_no: 'W20990101000000FFFFFFFFFFFF', amount_fen: 300000 });
    expect((await notify(unknown.body, unknown.headers)).status).toBe(400);
  });

  it('an expired order is refused for payment, answered ERROR, and its QR code is no longer offered', async () => {
    const s = await signedContract();
    await t.database.db
      .update(paymentOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentOrders.contractId, s.contractId));
    const n = signedNotice({ out_trade_no: s.orderNo, amount_fen: 300000 });
    expect((await notify(n.body, n.headers)).status).toBe(400);
    expect((await eventsOf(s.orderNo)).at(-1)!.detail).toMatchObject({ reason: 'order expired' });
    expect(await result(s, s.orderNo)).toMatchObject({ code: 'ERROR', msg: '支付失败', data: { state: 'expired', paidAt: null } });
    expect((await eventsOf(s.orderNo)).at(-1)).toMatchObject({ source: 'expire', fromState: 'created', toState: 'expired' });
    expect((await qr(s, s.orderNoAs, 2)).code).toBe('70061');
    expect((await order(s.orderNoAs)).state).toBe('expired');
    const [c] = await t.database.db.select().from(contracts).where(eq(contracts.id, s.contractId));
    expect(c.status).toBe('signed');
  });

  it('the scheduler job expires open orders past their 2 hours (asking the provider first)', async () => {
    const s = await signedContract();
    expect((await qr(s, s.orderNo, 1)).code).toBe('000');
    await t.database.db
      .update(paymentOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentOrders.contractId, s.contractId));
    const r = await expireDueOrders(t.app);
    expect(r.expired).toBeGreaterThanOrEqual(2);
    expect((await order(s.orderNo)).state).toBe('expired');
    expect((await order(s.orderNoAs)).state).toBe('expired');
    // The sandbox closed its side too: its page offers no Pay.
    const page = await t.call({ method: 'GET', url: `/api/pay/sandbox/${s.orderNo}` });
    expect(page.body).not.toContain('确认支付');
    expect((await expireDueOrders(t.app)).expired).toBe(0);
  });

  it('a closed order (its contract signed again) is refused for payment and answered ERROR', async () => {
    const s = await signedContract();
    expect((await qr(s, s.orderNo, 1)).code).toBe('000');
    await t.database.db.transaction(async (tx) => {
      await voidOpenOrders(tx, s.contractId, 'close');
      await tx.update(contracts).set({ status: 'void' }).where(eq(contracts.id, s.contractId));
    });
    expect((await eventsOf(s.orderNo)).at(-1)).toMatchObject({ source: 'close', fromState: 'created', toState: 'closed' });
    const n = signedNotice({ out_trade_no: s.orderNo, amount_fen: 300000 });
    const alerts = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'payment_unmatched'), sql`${notifications.params}->>'orderNo' = ${s.orderNo}`));
    expect((await notify(n.body, n.headers)).status).toBe(400);
    expect((await eventsOf(s.orderNo)).at(-1)!.detail).toMatchObject({ reason: 'order not open', state: 'closed' });
    // The money was taken: every admin is told once (the provider repeats the refused notification).
    const admins = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`'admin' = ANY(${users.roles})`);
    expect(admins.length).toBeGreaterThan(0);
    expect((await notify(n.body, n.headers)).status).toBe(400);
    const told = await alerts();
    expect(told.map((a) => a.userId).sort()).toEqual(admins.map((a) => a.id).sort());
    expect(told[0]).toMatchObject({ stuId: s.stuId, params: { amount: '3000.00', reason_en: expect.stringContaining('closed') } });
    expect((await result(s, s.orderNo)).code).toBe('ERROR');
    expect((await qr(s, s.orderNo, 1)).code).toBe('70061');
    // The scheduler closes it at its provider too: the old QR code can no longer be paid.
    expect((await t.call({ method: 'GET', url: `/api/pay/sandbox/${s.orderNo}` })).body).toContain('确认支付');
    expect(await closeClosedAtProviders(t.app)).toBeGreaterThanOrEqual(1);
    expect((await eventsOf(s.orderNo)).at(-1)).toMatchObject({
      source: 'close',
      fromState: 'closed',
      toState: 'closed',
      detail: { atProvider: true },
    });
    const page = await t.call({ method: 'GET', url: `/api/pay/sandbox/${s.orderNo}` });
    expect(page.body).not.toContain('确认支付');
    expect(page.body).toContain('该订单已关闭');
    const pay = await t.call({ method: 'POST', url: `/api/pay/sandbox/${s.orderNo}/pay` });
    expect(pay.headers.location).toContain('r=closed');
    // Done once: the next run has nothing to close.
    await closeClosedAtProviders(t.app);
    expect((await eventsOf(s.orderNo)).filter((e) => e.detail?.atProvider)).toHaveLength(1);
  });

  it('an order paid before its time whose notification was lost is paid by the scheduler, not expired', async () => {
    const s = await signedContract();
    expect((await qr(s, s.orderNo, 1)).code).toBe('000');
    dropDelivery = true;
    try {
      await t.call({ method: 'POST', url: `/api/pay/sandbox/${s.orderNo}/pay` });
    } finally {
      dropDelivery = false;
    }
    // Its time runs out after the payment, before anyone asked.
    await t.database.db
      .update(paymentOrders)
      .set({ expiresAt: new Date(Date.now() + 300) })
      .where(eq(paymentOrders.contractId, s.contractId));
    await new Promise((r) => setTimeout(r, 400));
    const r = await expireDueOrders(t.app);
    expect(r.paid).toBeGreaterThanOrEqual(1);
    expect((await order(s.orderNo)).state).toBe('paid');
    expect((await eventsOf(s.orderNo)).find((e) => e.toState === 'paid')).toMatchObject({ source: 'query' });
    expect((await order(s.orderNoAs)).state).toBe('closed');
    expect((await result(s, s.orderNoAs)).code).toBe('SUCCESS');
  });
});

describe('duplicates and lost notifications', () => {
  it('30 copies of a notification at once: paid once, one paid event, one notice', async () => {
    const s = await signedContract();
    const n = signedNotice({ out_trade_no: s.orderNoAs, amount_fen: 300000 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => notify(n.body, n.headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const paid = (await eventsOf(s.orderNoAs)).filter((e) => e.toState === 'paid');
    expect(paid).toHaveLength(1);
    expect((await order(s.orderNo)).state).toBe('closed');
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.userId), eq(notifications.kind, 'paid')));
    expect(notes).toHaveLength(1);
    // The sibling paid afterwards (a second payment): refused and logged for a refund by staff.
    const second = signedNotice({ out_trade_no: s.orderNo, amount_fen: 300000 });
    expect((await notify(second.body, second.headers)).status).toBe(400);
    expect((await eventsOf(s.orderNo)).at(-1)!.detail).toMatchObject({ reason: 'order not open' });
  });

  it('when no notification came, the result asks the provider first', async () => {
    const s = await signedContract();
    expect((await qr(s, s.orderNoAs, 2)).code).toBe('000');
    dropDelivery = true;
    try {
      const pay = await t.call({ method: 'POST', url: `/api/pay/sandbox/${s.orderNoAs}/pay` });
      expect(pay.headers.location).toBe(`/api/pay/sandbox/${s.orderNoAs}?r=notConfirmed`);
    } finally {
      dropDelivery = false;
    }
    expect((await order(s.orderNoAs)).state).toBe('created');
    // The web polls with the WeChat orderNo: the open orders of the contract are asked.
    expect((await result(s, s.orderNo)).code).toBe('SUCCESS');
    expect((await order(s.orderNoAs)).state).toBe('paid');
    expect((await eventsOf(s.orderNoAs)).at(-1)).toMatchObject({ source: 'query', fromState: 'created', toState: 'paid' });
  });

  it('sandbox test mode: orders of 0.01 yuan', async () => {
    const t2 = await createTestApp({ PUBLIC_URL, PAY_SANDBOX_TEST_AMOUNT: '1' }, { catalogue: true });
    try {
      const prev = t;
      t = t2;
      try {
        const s = await signedContract();
        expect((await order(s.orderNo)).amountFen).toBe(1);
        expect((await result(s, s.orderNo)).data.amount).toBe('0.01');
      } finally {
        t = prev;
      }
    } finally {
      await t2.close();
    }
  });
});

describe('over real HTTP', () => {
  it('the sandbox sends its notification to the listening server, which marks the order paid', async () => {
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    const t2 = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` }, { catalogue: true });
    const prev = t;
    try {
      await t2.app.listen({ port, host: '127.0.0.1' });
      t = t2;
      const s = await signedContract();
      const url = (await qr(s, s.orderNo, 1)).data as string;
      expect(url).toBe(`http://127.0.0.1:${port}/api/pay/sandbox/${s.orderNo}`);
      const page = await fetch(url, { headers: { 'accept-language': 'zh-CN' } });
      expect(await page.text()).toContain('确认支付');
      const pay = await fetch(`${url}/pay`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(pay.status).toBe(303);
      expect(pay.headers.get('location')).toContain('r=paid');
      expect((await order(s.orderNo)).state).toBe('paid');
      expect((await result(s, s.orderNo)).code).toBe('SUCCESS');
    } finally {
      t = prev;
      await t2.close();
    }
  });
});

describe('configuration and the wire contract', () => {
  it('every pay route declares its answer or that it answers the provider’s own form', () => {
    const pay = t.app.routeInventory.filter((r) => r.url.startsWith('/api/admin/pay/') || r.url.startsWith('/api/pay/'));
    expect(pay.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/pay/sandbox/:outTradeNo',
      'POST /api/admin/pay/result',
      'POST /api/admin/pay/transaction',
      'POST /api/pay/notify/:provider',
      'POST /api/pay/sandbox/:outTradeNo/cancel',
      'POST /api/pay/sandbox/:outTradeNo/pay',
    ]);
    expect(pay.filter((r) => !r.hasResponse && !r.raw)).toEqual([]);
  });

  it('the API document describes the pay calls', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).body;
    expect(JSON.stringify(doc.paths['/admin/pay/transaction'].post)).toMatch(/PayTransactionBody/);
    expect(JSON.stringify(doc.paths['/admin/pay/result'].post.responses['200'])).toMatch(/NO_PAY/);
    expect(doc.paths['/pay/notify/{provider}'].post).toBeTruthy();
  });

  it('a real provider without its settings stops the start, naming them (not their values)', () => {
    expect(() => loadConfig({ PAY_WECHAT: 'wechat', PAY_WECHAT_APIV3_KEY: 'short-secret-value' })).toThrow(
      /PAY_WECHAT_MCHID: is required when PAY_WECHAT=wechat/,
    );
    let msg = '';
    try {
      loadConfig({ PAY_ALIPAY: 'alipay', PAY_WECHAT_APIV3_KEY: 'short-secret-value' });
    } catch (e) {
      msg = String(e);
    }
    expect(msg).toMatch(/PAY_ALIPAY_PRIVATE_KEY/);
    expect(msg).toMatch(/PAY_WECHAT_APIV3_KEY: must be 32 bytes/);
    expect(msg).not.toContain('short-secret-value');
    expect(loadConfig({}).PAY_WECHAT).toBe('sandbox');
    expect(() => loadConfig({ PAY_WECHAT: 'wechat', PUBLIC_URL: 'http://portal.example.com' })).toThrow(/PUBLIC_URL: must be https/);
  });
});

describe('the sandbox in production', () => {
  it('serves no pay page and takes no pay action with NODE_ENV=production (it would pay without money)', async () => {
    const prod = await createTestApp({ PUBLIC_URL, NODE_ENV: 'production', DEV_OUTBOX: '0', COOKIE_SECURE: '0' });
    try {
      const no = 'SBX20261127000000000000'; // any order number: the routes are not there at all
      const page = await prod.app.inject({ method: 'GET', url: `/api/pay/sandbox/${no}` });
      expect(page.statusCode).toBe(404);
      const pay = await prod.app.inject({ method: 'POST', url: `/api/pay/sandbox/${no}/pay` });
      expect(pay.statusCode).toBe(404);
      expect(prod.app.routeInventory.some((r) => r.url.startsWith('/api/pay/sandbox'))).toBe(false);
    } finally {
      await prod.close();
    }
    expect(t.app.routeInventory.some((r) => r.url.startsWith('/api/pay/sandbox'))).toBe(true);
  });
});
