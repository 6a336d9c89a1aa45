// vitest-no-db: runs once, with the unit tests (it opens no database).
// WeChat Pay API v3 against keys made here (no network: the adapter's fetch is ours): requests
// carry a merchant signature that verifies, answers and notifications are checked with the platform
// key, the resource is decrypted with the APIv3 key; any change to a signed notification is refused.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCipheriv, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadPlatformKey } from './keys';
import { NotificationRefused, ProviderError, type FetchFn } from './types';
import { decryptResource, wechatMessage, wechatPay, wechatSign } from './wechat';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = rsa();
const platform = rsa();
const other = rsa();
const API_V3_KEY = 'a'.repeat(8) + randomBytes(12).toString('hex'); // 32 characters
const SERIAL = 'PUB_KEY_ID_0114232134912410000000000000';
const MCH = '1900000001';
const APP = 'wx8888888888888888';

function encrypt(plain: string, nonce = randomBytes(6).toString('hex'), aad = 'transaction') {
  const c = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY, 'utf8'), Buffer.from(nonce, 'utf8'));
  c.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final(), c.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: body.toString('base64'), nonce, associated_data: aad, original_type: 'transaction' };
}

function txn(over: Record<string, unknown> = {}) {
  return {
    appid: APP,
    mchid: MCH,
    out_trade_no: 'W20261127183000ABCDEF012345',
    transaction_id: '4200000000202611270000000001',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: '2026-11-27T18:31:00+08:00',
    amount: { total: 300000, payer_total: 300000, currency: 'CNY', payer_currency: 'CNY' },
    ...over,
  };
}

function notification(t: object = txn(), opts: { key?: KeyObject; timestamp?: number; serial?: string } = {}) {
  const body = JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-11-27T18:31:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encrypt(JSON.stringify(t)),
  });
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = wechatSign(opts.key ?? platform.privateKey, [timestamp, nonce, body]);
  return {
    headers: {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': opts.serial ?? SERIAL,
    } as Record<string, string>,
    body,
  };
}

/** A fake WeChat Pay: checks the merchant's signature, answers signed by the platform key. */
function fakeApi(answer: (method: string, url: string, body: string) => { status: number; json?: object }, seen: string[] = []): FetchFn {
  return async (url, init) => {
    const u = new URL(url);
    const auth = init.headers.authorization;
    const m = /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="([^"]+)"$/.exec(
      auth,
    );
    if (!m) return new Response('{"code":"SIGN_ERROR"}', { status: 401 });
    const good = createVerify('RSA-SHA256')
      .update(wechatMessage([init.method, u.pathname + u.search, m[4], m[2], init.body ?? '']))
      .verify(merchant.publicKey, m[3], 'base64');
    if (!good || m[1] !== MCH) return new Response('{"code":"SIGN_ERROR"}', { status: 401 });
    seen.push(`${init.method} ${u.pathname}${u.search} ${init.body ?? ''}`);
    const a = answer(init.method, u.pathname + u.search, init.body ?? '');
    const text = a.json ? JSON.stringify(a.json) : '';
    const ts = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return new Response(a.status === 204 ? null : text, {
      status: a.status,
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': nonce,
        'wechatpay-serial': SERIAL,
        'wechatpay-signature': wechatSign(platform.privateKey, [ts, nonce, text]),
      },
    });
  };
}

const adapter = (fetch?: FetchFn) =>
  wechatPay({
    mchId: MCH,
    appId: APP,
    merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantKey: merchant.privateKey,
    apiV3Key: API_V3_KEY,
    platformKeys: new Map([[SERIAL, platform.publicKey]]),
    fetch,
  });

const parse = (n: { headers: Record<string, string>; body: string }) =>
  adapter().parseNotification({ headers: n.headers, rawBody: Buffer.from(n.body) });

async function refusedWith(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(NotificationRefused);
    return (e as NotificationRefused).reason;
  }
  throw new Error('accepted');
}

describe('WeChat Pay notifications', () => {
  it('a correctly signed notification is accepted and its resource decrypted', async () => {
    const n = await parse(notification());
    expect(n).toMatchObject({
      outTradeNo: 'W20261127183000ABCDEF012345',
      amountFen: 300000,
      paid: true,
      txnId: '4200000000202611270000000001',
    });
    expect(n.paidAt?.toISOString()).toBe('2026-11-27T10:31:00.000Z');
  });

  it('a changed body is refused (the signature covers the exact bytes)', async () => {
    const n = notification();
    expect(await refusedWith(parse({ ...n, body: n.body.replace('支付成功', '支付失败') }))).toBe('bad signature');
    expect(await refusedWith(parse({ ...n, body: `${n.body} ` }))).toBe('bad signature');
  });

  it('a different amount in a resource of the same signature is refused', async () => {
    const good = notification(txn());
    const forged = notification(txn({ amount: { total: 1, currency: 'CNY' } }));
    expect(await refusedWith(parse({ headers: good.headers, body: forged.body }))).toBe('bad signature');
  });

  it('a resource that is changed and signed again with another key is refused', async () => {
    expect(await refusedWith(parse(notification(txn(), { key: other.privateKey })))).toBe('bad signature');
  });

  it('a changed signature, an unknown serial or missing headers are refused', async () => {
    const n = notification();
    const sig = Buffer.from(n.headers['wechatpay-signature'], 'base64');
    sig[10] ^= 1;
    expect(await refusedWith(parse({ ...n, headers: { ...n.headers, 'wechatpay-signature': sig.toString('base64') } }))).toBe(
      'bad signature',
    );
    expect(await refusedWith(parse({ ...n, headers: { ...n.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' } }))).toBe(
      'unknown platform serial',
    );
    const { 'wechatpay-signature': _dropped, ...rest } = n.headers;
    expect(await refusedWith(parse({ ...n, headers: rest }))).toBe('signature headers missing');
  });

  it('an old timestamp (a replay) or a changed one is refused', async () => {
    const old = notification(txn(), { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(await refusedWith(parse(old))).toBe('timestamp out of range');
    const n = notification();
    const moved = String(Number(n.headers['wechatpay-timestamp']) - 1);
    expect(await refusedWith(parse({ ...n, headers: { ...n.headers, 'wechatpay-timestamp': moved } }))).toBe('bad signature');
  });

  it('a ciphertext that is changed does not decrypt (GCM tag), even when the body is signed again', async () => {
    const t = JSON.stringify(txn());
    const r = encrypt(t);
    const bytes = Buffer.from(r.ciphertext, 'base64');
    bytes[3] ^= 1;
    expect(() => decryptResource(API_V3_KEY, { ...r, ciphertext: bytes.toString('base64') })).toThrow();
    expect(decryptResource(API_V3_KEY, r)).toBe(t);
  });

  it('another merchant or a non-SUCCESS state is not a payment of ours', async () => {
    expect(await refusedWith(parse(notification(txn({ mchid: '1900000002' }))))).toBe('another merchant');
    expect((await parse(notification(txn({ trade_state: 'NOTPAY' })))).paid).toBe(false);
  });
});

describe('WeChat Pay calls', () => {
  it('creates a native order with a signed request and reads code_url from a signed answer', async () => {
    const seen: string[] = [];
    const a = adapter(fakeApi(() => ({ status: 200, json: { code_url: 'weixin://wxpay/bizpayurl?pr=abc' } }), seen));
    const r = await a.createNative({
      outTradeNo: 'W1234567',
      amountFen: 300000,
      description: '留学服务费',
      expiresAt: new Date('2026-11-27T12:00:00Z'),
      notifyUrl: 'https://portal.example.com/api/pay/notify/wechat',
    });
    expect(r.codeUrl).toBe('weixin://wxpay/bizpayurl?pr=abc');
    expect(seen[0]).toContain('POST /v3/pay/transactions/native');
    const body = JSON.parse(seen[0].slice(seen[0].indexOf('{')));
    expect(body).toMatchObject({ mchid: MCH, appid: APP, out_trade_no: 'W1234567', amount: { total: 300000, currency: 'CNY' } });
    expect(body.time_expire).toBe('2026-11-27T20:00:00+08:00');
  });

  it('an answer not signed by the platform is not believed', async () => {
    const unsigned: FetchFn = async () => new Response('{"code_url":"weixin://wxpay/bizpayurl?pr=evil"}', { status: 200 });
    await expect(
      adapter(unsigned).createNative({
        outTradeNo: 'W1234567',
        amountFen: 1,
        description: 'x',
        expiresAt: new Date(),
        notifyUrl: 'https://x/n',
      }),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('queries and closes an order', async () => {
    const seen: string[] = [];
    const a = adapter(
      fakeApi(
        (method) =>
          method === 'GET'
            ? { status: 200, json: { out_trade_no: 'W1234567', trade_state: 'SUCCESS', transaction_id: '42', amount: { total: 300000 } } }
            : { status: 204 },
        seen,
      ),
    );
    expect(await a.query('W1234567')).toMatchObject({ state: 'paid', amountFen: 300000, txnId: '42' });
    await a.close('W1234567');
    expect(seen[0]).toMatch(/^GET \/v3\/pay\/transactions\/out-trade-no\/W1234567\?mchid=1900000001/);
    expect(seen[1]).toBe(`POST /v3/pay/transactions/out-trade-no/W1234567/close {"mchid":"${MCH}"}`);
    const open = adapter(fakeApi(() => ({ status: 200, json: { out_trade_no: 'W1234567', trade_state: 'NOTPAY' } })));
    expect((await open.query('W1234567')).state).toBe('open');
  });

  it('refunds with a signed request (amount refund/total/currency) and reads SUCCESS or PROCESSING from a signed answer', async () => {
    const seen: string[] = [];
    let status = 'SUCCESS';
    const a = adapter(
      fakeApi(
        (method, url, body) =>
          method === 'POST'
            ? {
                status: 200,
                json: {
                  refund_id: '50000000382019052709732678859',
                  out_refund_no: JSON.parse(body).out_refund_no,
                  out_trade_no: 'W1234567',
                  status,
                  amount: { refund: JSON.parse(body).amount.refund, total: 300000, currency: 'CNY' },
                },
              }
            : url.endsWith('/R404')
              ? { status: 404, json: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } }
              : {
                  status: 200,
                  json: { refund_id: '5001', out_refund_no: url.split('/').pop(), status: 'SUCCESS', amount: { refund: 50000 } },
                },
        seen,
      ),
    );
    const input = { outTradeNo: 'W1234567', outRefundNo: 'R20261127183000AB', refundFen: 50000, totalFen: 300000, reason: '签证拒签' };
    expect(await a.refund(input)).toEqual({ state: 'done', refundId: '50000000382019052709732678859' });
    expect(seen[0].startsWith('POST /v3/refund/domestic/refunds {')).toBe(true);
    expect(JSON.parse(seen[0].slice(seen[0].indexOf('{')))).toEqual({
      out_trade_no: 'W1234567',
      out_refund_no: 'R20261127183000AB',
      reason: '签证拒签',
      amount: { refund: 50000, total: 300000, currency: 'CNY' },
    });
    status = 'PROCESSING';
    expect((await a.refund(input)).state).toBe('processing');
    status = 'CLOSED';
    await expect(a.refund(input)).rejects.toBeInstanceOf(ProviderError);
    expect(await a.queryRefund({ outTradeNo: 'W1234567', outRefundNo: 'R77' })).toEqual({
      state: 'done',
      refundId: '5001',
      refundFen: 50000,
    });
    expect(seen.at(-1)).toBe('GET /v3/refund/domestic/refunds/R77 ');
    expect(await a.queryRefund({ outTradeNo: 'W1234567', outRefundNo: 'R404' })).toEqual({ state: 'none' });
  });

  it('a refund refused by WeChat Pay, or an answer not signed by the platform, is an error', async () => {
    const input = { outTradeNo: 'W1234567', outRefundNo: 'R1', refundFen: 50000, totalFen: 300000, reason: 'x' };
    const refused = adapter(fakeApi(() => ({ status: 403, json: { code: 'NOT_ENOUGH', message: '基本账户余额不足' } })));
    await expect(refused.refund(input)).rejects.toThrow(/NOT_ENOUGH/);
    const unsigned: FetchFn = async () =>
      new Response('{"out_refund_no":"R1","status":"SUCCESS","amount":{"refund":50000}}', { status: 200 });
    await expect(adapter(unsigned).refund(input)).rejects.toBeInstanceOf(ProviderError);
    await expect(adapter(unsigned).queryRefund({ outTradeNo: 'W1234567', outRefundNo: 'R1' })).rejects.toBeInstanceOf(ProviderError);
  });

  it('answers a notification as WeChat Pay expects', () => {
    expect(adapter().notifyAnswer(true).status).toBe(204);
    expect(adapter().notifyAnswer(false)).toMatchObject({ status: 400, body: JSON.stringify({ code: 'FAIL', message: 'refused' }) });
  });
});

describe('WeChat Pay platform keys', () => {
  it('reads a platform certificate (its serial) or a public key with its id', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wxcert-'));
    try {
      fs.writeFileSync(path.join(dir, 'key.pem'), platform.privateKey.export({ type: 'pkcs8', format: 'pem' }));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-key',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
          '-days',
          '1',
          '-subj',
          '/CN=Tenpay',
          '-set_serial',
          '0x1A2B3C',
        ],
        {
          stdio: 'ignore',
        },
      );
      const c = loadPlatformKey(path.join(dir, 'cert.pem'));
      expect(c.serial).toBe('1A2B3C');
      expect(c.key.export({ type: 'spki', format: 'pem' })).toBe(platform.publicKey.export({ type: 'spki', format: 'pem' }));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e; // no openssl here: the public-key form below still runs
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const pem = platform.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(loadPlatformKey(pem, SERIAL.toLowerCase()).serial).toBe(SERIAL);
    expect(() => loadPlatformKey(pem)).toThrow(/PAY_WECHAT_PLATFORM_SERIAL/);
  });
});
