// WeChat Pay Native, API v3 (pay.weixin.qq.com/doc/v3/merchant): requests signed with the
// merchant's key (Authorization: WECHATPAY2-SHA256-RSA2048), answers and notifications verified
// with the platform key (Wechatpay-Signature over "timestamp\nnonce\nbody\n", RSA-SHA256), the
// notification's resource decrypted with the APIv3 key (AEAD_AES_256_GCM). node:crypto and fetch only.
import { createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import {
  NotificationRefused,
  ProviderError,
  headerOf,
  type CreateNativeInput,
  type FetchFn,
  type IncomingNotification,
  type NotifyAnswer,
  type OrderQueryResult,
  type PaymentNotification,
  type PaymentProvider,
  type RefundInput,
  type RefundQueryResult,
  type RefundResult,
} from './types';

export interface WechatPayOptions {
  mchId: string;
  appId: string;
  /** Serial number of the merchant's API certificate. */
  merchantSerial: string;
  merchantKey: KeyObject;
  /** APIv3 key: 32 characters. */
  apiV3Key: string;
  /** Platform keys by serial (a platform certificate's serial or a WeChat Pay public key id). */
  platformKeys: Map<string, KeyObject>;
  apiBase?: string;
  fetch?: FetchFn;
  /** Notifications and answers older or newer than this are refused (replays). Default 5 minutes. */
  maxSkewSeconds?: number;
  now?: () => number;
}

/** The signature text of a request (and of an answer or a notification without the method/url lines). */
export const wechatMessage = (parts: string[]) => parts.map((p) => `${p}\n`).join('');

export function wechatSign(key: KeyObject, parts: string[]): string {
  return createSign('RSA-SHA256').update(wechatMessage(parts)).sign(key, 'base64');
}

/** RFC 3339 in Beijing time, as WeChat Pay writes it (2026-11-27T18:30:00+08:00). */
export function rfc3339Beijing(d: Date): string {
  const t = new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
  return `${t}+08:00`;
}

/** Decrypt a notification's resource (AEAD_AES_256_GCM: the last 16 bytes of the ciphertext are the tag). */
export function decryptResource(apiV3Key: string, r: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

interface Transaction {
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  mchid?: string;
  appid?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

/** A refund as WeChat Pay answers it (create and query). */
interface Refund {
  refund_id?: string;
  out_refund_no?: string;
  out_trade_no?: string;
  /** SUCCESS, CLOSED (failed), PROCESSING, ABNORMAL (stuck: the merchant acts on the merchant platform). */
  status?: string;
  amount?: { refund?: number; total?: number; currency?: string };
}

export function wechatPay(opts: WechatPayOptions): PaymentProvider {
  const base = (opts.apiBase ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, '');
  const doFetch: FetchFn = opts.fetch ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }));
  const maxSkew = opts.maxSkewSeconds ?? 300;
  const now = opts.now ?? Date.now;
  if (Buffer.byteLength(opts.apiV3Key, 'utf8') !== 32) throw new Error('the WeChat Pay APIv3 key must be 32 bytes');

  /** Check a platform signature (answers and notifications); throws NotificationRefused. */
  function verify(headers: IncomingNotification['headers'], body: string): void {
    const timestamp = headerOf(headers, 'wechatpay-timestamp');
    const nonce = headerOf(headers, 'wechatpay-nonce');
    const signature = headerOf(headers, 'wechatpay-signature');
    const serial = headerOf(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature || !serial) throw new NotificationRefused('signature headers missing');
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now() / 1000 - Number(timestamp)) > maxSkew)
      throw new NotificationRefused('timestamp out of range');
    const key = opts.platformKeys.get(serial.toUpperCase());
    if (!key) throw new NotificationRefused('unknown platform serial');
    const good = createVerify('RSA-SHA256')
      .update(wechatMessage([timestamp, nonce, body]))
      .verify(key, signature, 'base64');
    if (!good) throw new NotificationRefused('bad signature');
  }

  async function call(method: 'GET' | 'POST', pathAndQuery: string, payload?: object): Promise<{ status: number; json: unknown }> {
    const body = payload ? JSON.stringify(payload) : '';
    const timestamp = String(Math.floor(now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = wechatSign(opts.merchantKey, [method, pathAndQuery, timestamp, nonce, body]);
    const authorization =
      `WECHATPAY2-SHA256-RSA2048 mchid="${opts.mchId}",nonce_str="${nonce}",signature="${signature}",` +
      `timestamp="${timestamp}",serial_no="${opts.merchantSerial}"`;
    const res = await doFetch(base + pathAndQuery, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        'user-agent': 'scholarship-portal',
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { body } : {}),
    });
    const text = await res.text();
    // Answers are signed by the platform too; an answer that is not is not believed.
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => (headers[k] = v));
    try {
      verify(headers, text);
    } catch (e) {
      throw new ProviderError('wechat', `answer not verified (${(e as NotificationRefused).reason ?? 'error'}), HTTP ${res.status}`);
    }
    let json: unknown = null;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        throw new ProviderError('wechat', `answer is not JSON, HTTP ${res.status}`);
      }
    }
    return { status: res.status, json };
  }

  const failed = (status: number, json: unknown) => {
    const j = (json ?? {}) as { code?: string; message?: string };
    return new ProviderError('wechat', `HTTP ${status} ${j.code ?? ''} ${j.message ?? ''}`.trim());
  };

  return {
    name: 'wechat',

    async createNative(input: CreateNativeInput) {
      const r = await call('POST', '/v3/pay/transactions/native', {
        appid: opts.appId,
        mchid: opts.mchId,
        description: input.description.slice(0, 127),
        out_trade_no: input.outTradeNo,
        time_expire: rfc3339Beijing(input.expiresAt),
        notify_url: input.notifyUrl,
        amount: { total: input.amountFen, currency: 'CNY' },
      });
      const codeUrl = (r.json as { code_url?: string } | null)?.code_url;
      if (r.status !== 200 || !codeUrl) throw failed(r.status, r.json);
      return { codeUrl };
    },

    async parseNotification(n: IncomingNotification): Promise<PaymentNotification> {
      const body = n.rawBody.toString('utf8');
      verify(n.headers, body);
      let event: { event_type?: string; resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string } };
      try {
        event = JSON.parse(body);
      } catch {
        throw new NotificationRefused('body is not JSON');
      }
      const r = event.resource;
      if (!r || r.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce) throw new NotificationRefused('no encrypted resource');
      let txn: Transaction;
      try {
        txn = JSON.parse(decryptResource(opts.apiV3Key, { ciphertext: r.ciphertext, nonce: r.nonce, associated_data: r.associated_data }));
      } catch {
        throw new NotificationRefused('resource does not decrypt');
      }
      if (txn.mchid && txn.mchid !== opts.mchId) throw new NotificationRefused('another merchant');
      if (txn.appid && txn.appid !== opts.appId) throw new NotificationRefused('another app');
      if (!txn.out_trade_no || typeof txn.amount?.total !== 'number') throw new NotificationRefused('order or amount missing');
      if (txn.amount.currency && txn.amount.currency !== 'CNY') throw new NotificationRefused('currency is not CNY');
      return {
        outTradeNo: txn.out_trade_no,
        amountFen: txn.amount.total,
        txnId: txn.transaction_id ?? '',
        paid: event.event_type === 'TRANSACTION.SUCCESS' && txn.trade_state === 'SUCCESS',
        ...(txn.success_time ? { paidAt: new Date(txn.success_time) } : {}),
      };
    },

    async query(outTradeNo: string): Promise<OrderQueryResult> {
      const r = await call(
        'GET',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(opts.mchId)}`,
      );
      if (r.status === 404) return { state: 'open' };
      if (r.status !== 200) throw failed(r.status, r.json);
      const t = r.json as Transaction;
      if (t.out_trade_no !== outTradeNo) throw new ProviderError('wechat', 'query answered another order');
      const state: OrderQueryResult['state'] =
        t.trade_state === 'SUCCESS'
          ? 'paid'
          : t.trade_state === 'REFUND'
            ? 'refunded'
            : t.trade_state === 'CLOSED' || t.trade_state === 'REVOKED' || t.trade_state === 'PAYERROR'
              ? 'closed'
              : 'open';
      return {
        state,
        ...(typeof t.amount?.total === 'number' ? { amountFen: t.amount.total } : {}),
        ...(t.transaction_id ? { txnId: t.transaction_id } : {}),
        ...(t.success_time ? { paidAt: new Date(t.success_time) } : {}),
      };
    },

    async close(outTradeNo: string) {
      const r = await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: opts.mchId });
      if (r.status !== 204 && r.status !== 200) throw failed(r.status, r.json);
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const r = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.outRefundNo,
        ...(input.reason ? { reason: input.reason.slice(0, 80) } : {}),
        amount: { refund: input.refundFen, total: input.totalFen, currency: 'CNY' },
      });
      const a = (r.json ?? {}) as Refund;
      if (r.status !== 200 || !a.status) throw failed(r.status, r.json);
      if (a.out_refund_no && a.out_refund_no !== input.outRefundNo) throw new ProviderError('wechat', 'refund answered another refund');
      if (typeof a.amount?.refund === 'number' && a.amount.refund !== input.refundFen)
        throw new ProviderError('wechat', 'refund answered another amount');
      if (a.status === 'CLOSED') throw new ProviderError('wechat', 'refund closed');
      // PROCESSING, and ABNORMAL (the money has not reached the payer; the merchant platform resolves it): checked later.
      return { state: a.status === 'SUCCESS' ? 'done' : 'processing', refundId: a.refund_id ?? '' };
    },

    async queryRefund({ outRefundNo }): Promise<RefundQueryResult> {
      const r = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
      if (r.status === 404) return { state: 'none' };
      if (r.status !== 200) throw failed(r.status, r.json);
      const a = (r.json ?? {}) as Refund;
      if (a.out_refund_no !== outRefundNo) throw new ProviderError('wechat', 'refund query answered another refund');
      const state: RefundQueryResult['state'] = a.status === 'SUCCESS' ? 'done' : a.status === 'CLOSED' ? 'failed' : 'processing';
      return {
        state,
        ...(a.refund_id ? { refundId: a.refund_id } : {}),
        ...(typeof a.amount?.refund === 'number' ? { refundFen: a.amount.refund } : {}),
      };
    },

    notifyAnswer(accepted: boolean): NotifyAnswer {
      // 200/204 with no body: handled. Anything else: WeChat Pay sends it again later.
      return accepted
        ? { status: 204, contentType: 'application/json', body: '' }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: 'refused' }) };
    },
  };
}
