// The WeChat Pay and Alipay adapters wired from the configuration (PAY_WECHAT=wechat,
// PAY_ALIPAY=alipay with keys made here), behind the real routes: the QR code comes from the
// provider's (fake, in-process) API, its signed notifications pay the order, tampered ones are
// refused, and the result asks the provider when no notification came. No network.
import { createCipheriv, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq } from 'drizzle-orm';
import { ADMIN, createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { basicStudent } from '../../../test/fixtures';
import { contracts, paymentEvents, paymentOrders, students } from '../../db/schema';
import { createPaymentProviders, type FetchFn } from '../../providers/payment';
import { alipaySignText, rsa2Sign, rsa2Verify } from '../../providers/payment/alipay';
import { wechatMessage, wechatSign } from '../../providers/payment/wechat';
import { createOrdersForContract } from './orders';
import { checkRefunds } from './refunds';

const PUBLIC_URL = 'https://portal.example.com';
const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = rsa();
const platform = rsa();
const aliApp = rsa();
const aliPlatform = rsa();
const MCH = '1900000001';
const WX_APP = 'wx8888888888888888';
const SERIAL = 'PUB_KEY_ID_0114232134912410000000000000';
const API_V3_KEY = randomBytes(16).toString('hex');
const ALI_APP = '2021000000000001';
const pem = (k: KeyObject) =>
  k.export(k.type === 'private' ? { type: 'pkcs8', format: 'pem' } : { type: 'spki', format: 'pem' }).toString();
const bare = (k: KeyObject) =>
  pem(k)
    .replace(/-----[^-]+-----/g, '')
    .replace(/\s+/g, '');

let t: TestApp;
const wxSeen: { method: string; path: string; body: string }[] = [];
const aliSeen: Record<string, string>[] = [];
/** What the fake Alipay answers to a query. */
let aliTrade: Record<string, string> = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' };
/** The fake WeChat Pay's refunds by out_refund_no, and the status it answers a new refund with. */
const wxRefunds = new Map<string, { out_trade_no: string; amount: { refund: number; total: number; currency: string } }>();
let wxRefundStatus = 'SUCCESS';

function signedWx(status: number, json?: object): Response {
  const text = json ? JSON.stringify(json) : '';
  const ts = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(8).toString('hex');
  return new Response(status === 204 ? null : text, {
    status,
    headers: {
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': SERIAL,
      'wechatpay-signature': wechatSign(platform.privateKey, [ts, nonce, text]),
    },
  });
}

/** In-process stand-ins for api.mch.weixin.qq.com and the Alipay gateway; they check our signatures. */
const fakeApis: FetchFn = async (url, init) => {
  const u = new URL(url);
  if (u.host === 'api.mch.weixin.qq.com') {
    const m = /nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)"/.exec(init.headers.authorization);
    const good =
      !!m &&
      createVerify('RSA-SHA256')
        .update(wechatMessage([init.method, u.pathname + u.search, m[3], m[1], init.body ?? '']))
        .verify(merchant.publicKey, m[2], 'base64');
    if (!good) return signedWx(401, { code: 'SIGN_ERROR', message: 'bad signature' });
    wxSeen.push({ method: init.method, path: u.pathname + u.search, body: init.body ?? '' });
    if (u.pathname.endsWith('/native')) return signedWx(200, { code_url: 'weixin://wxpay/bizpayurl?pr=TEST01' });
    if (u.pathname === '/v3/refund/domestic/refunds') {
      const b = JSON.parse(init.body ?? '{}');
      wxRefunds.set(b.out_refund_no, { out_trade_no: b.out_trade_no, amount: b.amount });
      return signedWx(200, { refund_id: `50000${b.out_refund_no}`, ...b, status: wxRefundStatus });
    }
    if (u.pathname.startsWith('/v3/refund/domestic/refunds/')) {
      const no = u.pathname.split('/').pop()!;
      const r = wxRefunds.get(no);
      if (!r) return signedWx(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return signedWx(200, { refund_id: `50000${no}`, out_refund_no: no, ...r, status: 'SUCCESS' });
    }
    if (u.pathname.endsWith('/close')) return signedWx(204);
    return signedWx(200, { out_trade_no: u.pathname.split('/').pop(), trade_state: 'NOTPAY' });
  }
  const p = Object.fromEntries(new URLSearchParams(init.body ?? ''));
  if (!rsa2Verify(aliApp.publicKey, alipaySignText(p), p.sign)) return new Response('{}', { status: 400 });
  aliSeen.push(p);
  const biz = JSON.parse(p.biz_content) as { out_trade_no: string };
  const answer =
    p.method === 'alipay.trade.precreate'
      ? { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, qr_code: `https://qr.alipay.com/${biz.out_trade_no}` }
      : p.method === 'alipay.trade.query'
        ? { ...aliTrade, out_trade_no: biz.out_trade_no }
        : p.method === 'alipay.trade.refund'
          ? { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, trade_no: 'T2026R', fund_change: 'Y' }
          : { code: '10000', msg: 'Success' };
  const content = JSON.stringify(answer);
  const member = `${p.method.replace(/\./g, '_')}_response`;
  return new Response(`{"${member}":${content},"sign":"${rsa2Sign(aliPlatform.privateKey, content)}"}`, { status: 200 });
};

beforeAll(async () => {
  t = await createTestApp(
    {
      PUBLIC_URL,
      PAY_WECHAT: 'wechat',
      PAY_WECHAT_MCHID: MCH,
      PAY_WECHAT_APPID: WX_APP,
      PAY_WECHAT_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      PAY_WECHAT_PRIVATE_KEY: pem(merchant.privateKey),
      PAY_WECHAT_APIV3_KEY: API_V3_KEY,
      PAY_WECHAT_PLATFORM_CERT: pem(platform.publicKey),
      PAY_WECHAT_PLATFORM_SERIAL: SERIAL,
      PAY_ALIPAY: 'alipay',
      PAY_ALIPAY_APP_ID: ALI_APP,
      PAY_ALIPAY_PRIVATE_KEY: bare(aliApp.privateKey),
      PAY_ALIPAY_PUBLIC_KEY: pem(aliPlatform.publicKey),
    },
    { catalogue: true },
  );
  // The same configuration, with the fake APIs instead of the network.
  Object.assign(t.app.payments, createPaymentProviders(t.app.config, t.app.secrets.digestKey, { fetch: fakeApis }));
});
afterAll(async () => t?.close());

async function signedContract(fee = 500000) {
  const { token } = await registerByPhone(t);
  const add = await t.post('/api/clerk/web/stu/add', { isOldVersions: 1, stuOther: { currentStep: 1 }, ...basicStudent }, { token });
  expect(add.code, JSON.stringify(add)).toBe('000');
  const stuId = add.data.stuId as number;
  const db = t.database.db;
  const [stu] = await db.select({ ownerId: students.ownerId }).from(students).where(eq(students.id, stuId));
  return db.transaction(async (tx) => {
    const [c] = await tx
      .insert(contracts)
      .values({
        contractNo: `HT${randomBytes(6).toString('hex').toUpperCase()}`,
        accessKey: randomBytes(24).toString('hex'),
        stuId,
        ownerId: stu.ownerId,
        status: 'signed',
        contractClass: 'B',
        countryId: '140',
        termsVersion: 'test',
        studentName: basicStudent.stuName,
        schools: [],
        signers: [],
        serviceFeeFen: fee,
        signedAt: new Date(),
        startDate: '2026-11-27',
        endDate: '2028-11-26',
        contentSha256: 'b'.repeat(64),
      })
      .returning({ id: contracts.id });
    return { token, contractId: c.id, ...(await createOrdersForContract(tx, t.app, { id: c.id, serviceFeeFen: fee })) };
  });
}

const order = async (no: string) => (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.outTradeNo, no)))[0];
const lastEvent = async (no: string) => {
  const o = await order(no);
  return (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, o.id)).orderBy(asc(paymentEvents.id))).at(-1)!;
};

function wxNotification(outTradeNo: string, total: number) {
  const nonce = randomBytes(6).toString('hex');
  const c = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), Buffer.from(nonce));
  c.setAAD(Buffer.from('transaction'));
  const plain = JSON.stringify({
    appid: WX_APP,
    mchid: MCH,
    out_trade_no: outTradeNo,
    transaction_id: `42000${randomBytes(8).toString('hex')}`,
    trade_state: 'SUCCESS',
    success_time: new Date().toISOString().replace('Z', '+00:00'),
    amount: { total, currency: 'CNY' },
  });
  const ciphertext = Buffer.concat([c.update(plain), c.final(), c.getAuthTag()]).toString('base64');
  const body = JSON.stringify({
    id: 'EV-1',
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext, nonce, associated_data: 'transaction', original_type: 'transaction' },
  });
  const ts = String(Math.floor(Date.now() / 1000));
  const n = randomBytes(8).toString('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': n,
      'wechatpay-serial': SERIAL,
      'wechatpay-signature': wechatSign(platform.privateKey, [ts, n, body]),
    },
  };
}

function aliNotification(outTradeNo: string, amount: string) {
  const p: Record<string, string> = {
    notify_time: '2026-11-27 18:31:02',
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(8).toString('hex'),
    app_id: ALI_APP,
    charset: 'utf-8',
    version: '1.0',
    trade_no: `2026${randomBytes(8).toString('hex')}`,
    out_trade_no: outTradeNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: amount,
  };
  return { ...p, sign_type: 'RSA2', sign: rsa2Sign(aliPlatform.privateKey, alipaySignText(p, ['sign', 'sign_type'])) };
}
const postForm = (url: string, p: Record<string, string>) =>
  t.call({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(p).toString(),
  });

describe('WeChat Pay Native, configured', () => {
  it('QR code from the API; a signed notification pays; a tampered one is refused', async () => {
    const s = await signedContract();
    expect((await order(s.orderNo)).provider).toBe('wechat');
    const qr = await t.post('/api/admin/pay/transaction', { orderNo: s.orderNo, payType: 1 }, { token: s.token });
    expect(qr).toMatchObject({ code: '000', data: 'weixin://wxpay/bizpayurl?pr=TEST01' });
    // The fee dialog shows both codes: the Alipay order exists at Alipay too.
    expect((await t.post('/api/admin/pay/transaction', { orderNo: s.orderNoAs, payType: 2 }, { token: s.token })).code).toBe('000');
    const req = JSON.parse(wxSeen.find((r) => r.path.endsWith('/native') && r.body.includes(s.orderNo))!.body);
    expect(req).toMatchObject({ out_trade_no: s.orderNo, notify_url: `${PUBLIC_URL}/api/pay/notify/wechat`, amount: { total: 500000 } });
    // Asked once: the second call answers the stored code.
    const seen = wxSeen.length;
    await t.post('/api/admin/pay/transaction', { orderNo: s.orderNo, payType: 1 }, { token: s.token });
    expect(wxSeen.length).toBe(seen);

    const good = wxNotification(s.orderNo, 500000);
    const forged = wxNotification(s.orderNo, 1);
    const refused = await t.call({ method: 'POST', url: '/api/pay/notify/wechat', headers: good.headers, payload: forged.body });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'FAIL', message: 'refused' });
    expect((await order(s.orderNo)).state).toBe('created');
    // Correctly signed, but the amount is not ours.
    const wrong = await t.call({ method: 'POST', url: '/api/pay/notify/wechat', headers: forged.headers, payload: forged.body });
    expect(wrong.status).toBe(400);
    expect((await lastEvent(s.orderNo)).detail).toMatchObject({ reason: 'amount differs' });

    const okRes = await t.call({ method: 'POST', url: '/api/pay/notify/wechat', headers: good.headers, payload: good.body });
    expect(okRes.status).toBe(204);
    expect((await order(s.orderNo)).state).toBe('paid');
    expect((await t.post('/api/admin/pay/result', { orderNo: s.orderNo }, { token: s.token })).code).toBe('SUCCESS');
    // The Alipay sibling was closed here and, after the commit, at Alipay.
    expect((await order(s.orderNoAs)).state).toBe('closed');
    await expect.poll(() => aliSeen.some((p) => p.method === 'alipay.trade.close' && p.biz_content.includes(s.orderNoAs))).toBe(true);
  });

  it('a sandbox notification for a WeChat order is refused', async () => {
    const s = await signedContract();
    const body = JSON.stringify({ out_trade_no: s.orderNo, amount_fen: 500000, txn_id: 'X', trade_state: 'SUCCESS' });
    const r = await t.call({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: t.app.payments.sandbox.signHeaders(body),
      payload: body,
    });
    expect(r.status).toBe(400);
    expect((await lastEvent(s.orderNo)).detail).toMatchObject({ reason: 'another provider' });
  });
});

describe('Alipay precreate, configured', () => {
  it('QR code from the gateway; a signed notification pays (answered success); a tampered one fails', async () => {
    const s = await signedContract();
    const qr = await t.post('/api/admin/pay/transaction', { orderNo: s.orderNoAs, payType: 2 }, { token: s.token });
    expect(qr).toMatchObject({ code: '000', data: `https://qr.alipay.com/${s.orderNoAs}` });
    expect(aliSeen.at(-1)).toMatchObject({ method: 'alipay.trade.precreate', notify_url: `${PUBLIC_URL}/api/pay/notify/alipay` });
    expect(JSON.parse(aliSeen.at(-1)!.biz_content)).toMatchObject({ total_amount: '5000.00' });

    const n = aliNotification(s.orderNoAs, '5000.00');
    const tampered = await postForm('/api/pay/notify/alipay', { ...n, total_amount: '0.01' });
    expect(tampered.body).toBe('fail');
    // Not believed, so not tied to the order it names: logged with the reason only.
    expect((await lastEvent(s.orderNoAs)).source).toBe('create');
    const [latest] = await t.database.db.select().from(paymentEvents).orderBy(desc(paymentEvents.id)).limit(1);
    expect(latest).toMatchObject({ orderId: null, source: 'refused', detail: { reason: 'bad signature', provider: 'alipay' } });
    const ok = await postForm('/api/pay/notify/alipay', n);
    expect(ok.body).toBe('success');
    expect((await postForm('/api/pay/notify/alipay', n)).body).toBe('success');
    expect((await order(s.orderNoAs)).state).toBe('paid');
    expect((await order(s.orderNo)).state).toBe('closed');
  });

  it('no notification came: the result asks Alipay (query, at most once per order in 10 s) and applies the payment', async () => {
    const s = await signedContract();
    await t.post('/api/admin/pay/transaction', { orderNo: s.orderNoAs, payType: 2 }, { token: s.token });
    const queries = () => aliSeen.filter((p) => p.method === 'alipay.trade.query' && p.biz_content.includes(s.orderNoAs)).length;
    expect((await t.post('/api/admin/pay/result', { orderNo: s.orderNoAs }, { token: s.token })).code).toBe('NO_PAY');
    expect(queries()).toBe(1);
    // The page asks every 3 s, here from 30 tabs at once: Alipay is not asked again within the gap.
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => t.post('/api/admin/pay/result', { orderNo: s.orderNoAs }, { token: s.token })),
    );
    expect(burst.every((r) => r.code === 'NO_PAY')).toBe(true);
    expect(queries()).toBe(1);
    aliTrade = { code: '10000', msg: 'Success', trade_no: 'T2026', trade_status: 'TRADE_SUCCESS', total_amount: '5000.00' };
    try {
      // The gap passed: the next check asks again.
      await t.database.db.update(paymentOrders).set({ queriedAt: null }).where(eq(paymentOrders.outTradeNo, s.orderNoAs));
      expect((await t.post('/api/admin/pay/result', { orderNo: s.orderNo }, { token: s.token })).code).toBe('SUCCESS');
      expect(queries()).toBe(2);
    } finally {
      aliTrade = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' };
    }
    expect(await lastEvent(s.orderNoAs)).toMatchObject({ source: 'query', toState: 'paid' });
  });
});

describe('refunds through the configured providers', () => {
  const adminToken = async () => (await t.post('/api/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password })).data.token;
  const stuOf = async (contractId: number) =>
    (await t.database.db.select({ stuId: contracts.stuId }).from(contracts).where(eq(contracts.id, contractId)))[0].stuId;

  it('WeChat Pay: a signed refund request (refund, total, CNY); PROCESSING is finished by the scheduler asking the refund query', async () => {
    const s = await signedContract();
    const n = wxNotification(s.orderNo, 500000);
    expect((await t.call({ method: 'POST', url: '/api/pay/notify/wechat', headers: n.headers, payload: n.body })).status).toBe(204);
    const token = await adminToken();
    wxRefundStatus = 'PROCESSING';
    let r;
    try {
      r = await t.post('/api/console/contract/refund', { stuId: await stuOf(s.contractId), amount: '1500', reason: '签证拒签' }, { token });
    } finally {
      wxRefundStatus = 'SUCCESS';
    }
    expect(r.code, JSON.stringify(r)).toBe('000');
    expect(r.data.refunds).toEqual([expect.objectContaining({ amount: '1500.00', state: 'processing' })]);
    const sent = wxSeen.filter((x) => x.path === '/v3/refund/domestic/refunds').at(-1)!;
    expect(sent.method).toBe('POST');
    const body = JSON.parse(sent.body);
    expect(body).toEqual({
      out_trade_no: s.orderNo,
      out_refund_no: r.data.refunds[0].outRefundNo,
      reason: '签证拒签',
      amount: { refund: 150000, total: 500000, currency: 'CNY' },
    });
    expect((await order(s.orderNo)).state).toBe('refunding');
    expect(await checkRefunds(t.app, { olderThanMs: 0 })).toMatchObject({ done: 1 });
    expect(wxSeen.at(-1)).toMatchObject({ method: 'GET', path: `/v3/refund/domestic/refunds/${body.out_refund_no}` });
    expect((await order(s.orderNo)).state).toBe('refunded');
    expect((await lastEvent(s.orderNo)).detail).toMatchObject({
      result: 'done',
      amountFen: 150000,
      refundId: `50000${body.out_refund_no}`,
    });
  });

  it('Alipay: a signed alipay.trade.refund (yuan, out_request_no); fund_change Y is done at once', async () => {
    const s = await signedContract();
    expect((await postForm('/api/pay/notify/alipay', aliNotification(s.orderNoAs, '5000.00'))).body).toBe('success');
    const token = await adminToken();
    const r = await t.post(
      '/api/console/contract/refund',
      { stuId: await stuOf(s.contractId), amount: 1500.5, reason: 'Visa refused' },
      { token },
    );
    expect(r.code, JSON.stringify(r)).toBe('000');
    expect(r.data).toMatchObject({ paidTotal: '5000.00', refundedTotal: '1500.50', refundable: '3499.50' });
    const p = aliSeen.filter((x) => x.method === 'alipay.trade.refund').at(-1)!;
    expect(p).toMatchObject({ app_id: ALI_APP, sign_type: 'RSA2' });
    expect(JSON.parse(p.biz_content)).toEqual({
      out_trade_no: s.orderNoAs,
      refund_amount: '1500.50',
      out_request_no: r.data.refunds[0].outRefundNo,
      refund_reason: 'Visa refused',
    });
    expect((await order(s.orderNoAs)).state).toBe('refunded');
  });
});
