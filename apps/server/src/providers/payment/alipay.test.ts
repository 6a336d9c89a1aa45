// vitest-no-db: runs once, with the unit tests (it opens no database).
// Alipay against keys made here (no network: the adapter's fetch is ours): requests are RSA2-signed
// over their sorted parameters, answers are checked over the raw JSON of their response member,
// notifications over their sorted parameters without sign and sign_type; any change is refused.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipay, alipaySignText, responseSigned, rsa2Sign, rsa2Verify } from './alipay';
import { loadPrivateKey, loadPublicKey } from './keys';
import { NotificationRefused, ProviderError, type FetchFn } from './types';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const app = rsa();
const ali = rsa();
const other = rsa();
const APP_ID = '2021000000000001';

const adapter = (fetch?: FetchFn) => alipay({ appId: APP_ID, privateKey: app.privateKey, alipayPublicKey: ali.publicKey, fetch });

function notifyParams(over: Record<string, string> = {}) {
  return {
    notify_time: '2026-11-27 18:31:02',
    notify_type: 'trade_status_sync',
    notify_id: 'ac05099524730693a8b330c5ecf72da9786',
    app_id: APP_ID,
    charset: 'utf-8',
    version: '1.0',
    trade_no: '2026112722001400001000000001',
    out_trade_no: 'A20261127183000ABCDEF012345',
    trade_status: 'TRADE_SUCCESS',
    total_amount: '3000.00',
    receipt_amount: '3000.00',
    buyer_pay_amount: '3000.00',
    subject: '留学服务费',
    gmt_payment: '2026-11-27 18:31:00',
    ...over,
  };
}

function signed(params: Record<string, string>, key = ali.privateKey) {
  return { ...params, sign_type: 'RSA2', sign: rsa2Sign(key, alipaySignText(params, ['sign', 'sign_type'])) };
}

const form = (p: Record<string, string>) => Buffer.from(new URLSearchParams(p).toString());
const parse = (p: Record<string, string>) => adapter().parseNotification({ headers: {}, rawBody: form(p) });

async function refusedWith(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(NotificationRefused);
    return (e as NotificationRefused).reason;
  }
  throw new Error('accepted');
}

/** A fake Alipay gateway: checks the app's signature, answers signed with Alipay's key. */
function fakeGateway(answer: (method: string, biz: Record<string, unknown>) => object, seen: Record<string, string>[] = []): FetchFn {
  return async (_url, init) => {
    const p = Object.fromEntries(new URLSearchParams(init.body ?? ''));
    if (!rsa2Verify(app.publicKey, alipaySignText(p), p.sign)) return new Response('bad', { status: 400 });
    seen.push(p);
    const member = `${p.method.replace(/\./g, '_')}_response`;
    const content = JSON.stringify(answer(p.method, JSON.parse(p.biz_content)));
    return new Response(`{"${member}":${content},"sign":"${rsa2Sign(ali.privateKey, content)}"}`, {
      status: 200,
      headers: { 'content-type': 'application/json;charset=utf-8' },
    });
  };
}

describe('Alipay notifications', () => {
  it('a correctly signed notification is accepted', async () => {
    const n = await parse(signed(notifyParams()));
    expect(n).toMatchObject({
      outTradeNo: 'A20261127183000ABCDEF012345',
      amountFen: 300000,
      paid: true,
      txnId: '2026112722001400001000000001',
    });
    expect(n.paidAt?.toISOString()).toBe('2026-11-27T10:31:00.000Z');
  });

  it('a changed amount, order or status is refused', async () => {
    const s = signed(notifyParams());
    expect(await refusedWith(parse({ ...s, total_amount: '0.01' }))).toBe('bad signature');
    expect(await refusedWith(parse({ ...s, out_trade_no: 'A20261127183000ABCDEF099999' }))).toBe('bad signature');
    expect(await refusedWith(parse({ ...s, extra: 'x' }))).toBe('bad signature');
  });

  it('a changed or missing signature, another key or another app is refused', async () => {
    const s = signed(notifyParams());
    const sig = Buffer.from(s.sign, 'base64');
    sig[0] ^= 1;
    expect(await refusedWith(parse({ ...s, sign: sig.toString('base64') }))).toBe('bad signature');
    const { sign: _dropped, ...unsigned } = s;
    expect(await refusedWith(parse(unsigned))).toBe('signature missing');
    expect(await refusedWith(parse(signed(notifyParams(), other.privateKey)))).toBe('bad signature');
    expect(await refusedWith(parse(signed(notifyParams({ app_id: '2021000000000002' }))))).toBe('another app');
  });

  it('a waiting trade is not a payment; answers success / fail as Alipay reads them', async () => {
    expect((await parse(signed(notifyParams({ trade_status: 'WAIT_BUYER_PAY' })))).paid).toBe(false);
    expect(adapter().notifyAnswer(true).body).toBe('success');
    expect(adapter().notifyAnswer(false).body).toBe('fail');
  });
});

describe('Alipay calls', () => {
  it('precreates with a signed request and reads qr_code from a signed answer', async () => {
    const seen: Record<string, string>[] = [];
    const a = adapter(
      fakeGateway(() => ({ code: '10000', msg: 'Success', out_trade_no: 'A1234567', qr_code: 'https://qr.alipay.com/bax01234' }), seen),
    );
    const r = await a.createNative({
      outTradeNo: 'A1234567',
      amountFen: 300001,
      description: '留学服务费',
      expiresAt: new Date('2026-11-27T12:00:00Z'),
      notifyUrl: 'https://portal.example.com/api/pay/notify/alipay',
    });
    expect(r.codeUrl).toBe('https://qr.alipay.com/bax01234');
    expect(seen[0]).toMatchObject({
      method: 'alipay.trade.precreate',
      sign_type: 'RSA2',
      app_id: APP_ID,
      notify_url: 'https://portal.example.com/api/pay/notify/alipay',
    });
    expect(JSON.parse(seen[0].biz_content)).toMatchObject({
      out_trade_no: 'A1234567',
      total_amount: '3000.01',
      time_expire: '2026-11-27 20:00:00',
    });
  });

  it('an answer signed with another key is not believed', async () => {
    const forged: FetchFn = async () => {
      const content = '{"code":"10000","msg":"Success","out_trade_no":"A1234567","qr_code":"https://evil"}';
      return new Response(`{"alipay_trade_precreate_response":${content},"sign":"${rsa2Sign(other.privateKey, content)}"}`);
    };
    await expect(
      adapter(forged).createNative({
        outTradeNo: 'A1234567',
        amountFen: 1,
        description: 'x',
        expiresAt: new Date(),
        notifyUrl: 'https://x/n',
      }),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('queries (paid, not yet scanned) and closes', async () => {
    const seen: Record<string, string>[] = [];
    const paid = adapter(
      fakeGateway(
        (method) =>
          method === 'alipay.trade.query'
            ? {
                code: '10000',
                msg: 'Success',
                out_trade_no: 'A1234567',
                trade_no: 'T1',
                trade_status: 'TRADE_SUCCESS',
                total_amount: '3000.00',
              }
            : { code: '10000', msg: 'Success' },
        seen,
      ),
    );
    expect(await paid.query('A1234567')).toMatchObject({ state: 'paid', amountFen: 300000, txnId: 'T1' });
    await paid.close('A1234567');
    expect(seen.map((s) => s.method)).toEqual(['alipay.trade.query', 'alipay.trade.close']);
    const unknown = adapter(fakeGateway(() => ({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' })));
    expect((await unknown.query('A1234567')).state).toBe('open');
    await unknown.close('A1234567');
  });

  it('refunds with a signed alipay.trade.refund (yuan with 2 decimals, out_request_no); fund_change Y is done', async () => {
    const seen: Record<string, string>[] = [];
    let fundChange = 'Y';
    const a = adapter(
      fakeGateway((method, biz) => {
        if (method === 'alipay.trade.refund')
          return {
            code: '10000',
            msg: 'Success',
            out_trade_no: biz.out_trade_no,
            trade_no: '2026112722001400001000000001',
            refund_fee: biz.refund_amount,
            fund_change: fundChange,
          };
        if (biz.out_request_no === 'RNONE') return { code: '10000', msg: 'Success' };
        return {
          code: '10000',
          msg: 'Success',
          out_trade_no: biz.out_trade_no,
          out_request_no: biz.out_request_no,
          trade_no: 'T1',
          refund_amount: '500.00',
          total_amount: '3000.00',
          refund_status: 'REFUND_SUCCESS',
        };
      }, seen),
    );
    const input = { outTradeNo: 'A1234567', outRefundNo: 'R20261127183000AB', refundFen: 50001, totalFen: 300000, reason: '签证拒签' };
    expect(await a.refund(input)).toEqual({ state: 'done', refundId: '2026112722001400001000000001' });
    expect(seen[0]).toMatchObject({ method: 'alipay.trade.refund', sign_type: 'RSA2', app_id: APP_ID });
    expect(JSON.parse(seen[0].biz_content)).toEqual({
      out_trade_no: 'A1234567',
      refund_amount: '500.01',
      out_request_no: 'R20261127183000AB',
      refund_reason: '签证拒签',
    });
    fundChange = 'N';
    expect((await a.refund(input)).state).toBe('processing');
    expect(await a.queryRefund({ outTradeNo: 'A1234567', outRefundNo: 'R1' })).toEqual({ state: 'done', refundId: 'T1', refundFen: 50000 });
    expect(seen.at(-1)!.method).toBe('alipay.trade.fastpay.refund.query');
    expect(JSON.parse(seen.at(-1)!.biz_content)).toEqual({ out_trade_no: 'A1234567', out_request_no: 'R1' });
    expect(await a.queryRefund({ outTradeNo: 'A1234567', outRefundNo: 'RNONE' })).toEqual({ state: 'none' });
  });

  it('a refund Alipay refuses, or an answer signed with another key, is an error', async () => {
    const input = { outTradeNo: 'A1234567', outRefundNo: 'R1', refundFen: 50000, totalFen: 300000, reason: 'x' };
    const refused = adapter(
      fakeGateway(() => ({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' })),
    );
    await expect(refused.refund(input)).rejects.toThrow(/ACQ.REFUND_AMT_NOT_EQUAL_TOTAL/);
    const forged: FetchFn = async () => {
      const content = '{"code":"10000","msg":"Success","out_trade_no":"A1234567","fund_change":"Y"}';
      return new Response(`{"alipay_trade_refund_response":${content},"sign":"${rsa2Sign(other.privateKey, content)}"}`);
    };
    await expect(adapter(forged).refund(input)).rejects.toBeInstanceOf(ProviderError);
  });

  it('cuts the signed member out of an answer as sent', () => {
    const text = '{"alipay_trade_query_response":{"code":"10000","msg":"a}\\"b","n":{"x":1}},"sign":"S"}';
    expect(responseSigned(text, 'alipay.trade.query')).toEqual({ content: '{"code":"10000","msg":"a}\\"b","n":{"x":1}}', sign: 'S' });
  });

  it('reads keys as PEM or bare base64 (as Alipay hands them out)', () => {
    const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    const priv = loadPrivateKey(bare(app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()));
    const pub = loadPublicKey(bare(ali.publicKey.export({ type: 'spki', format: 'pem' }).toString()));
    expect(rsa2Verify(app.publicKey, 'x', rsa2Sign(priv, 'x'))).toBe(true);
    expect(rsa2Verify(pub, 'x', rsa2Sign(ali.privateKey, 'x'))).toBe(true);
  });
});
