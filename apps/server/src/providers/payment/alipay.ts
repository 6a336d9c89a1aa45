// Alipay face-to-face QR payment (opendocs.alipay.com: alipay.trade.precreate, .query, .close):
// requests signed RSA2 (SHA256withRSA) with the app's private key over the sorted parameters;
// answers verified with Alipay's public key over the raw JSON of the *_response member;
// notifications (form posts) verified over their sorted parameters without sign and sign_type.
// node:crypto and fetch only.
import { createSign, createVerify, type KeyObject } from 'node:crypto';
import {
  NotificationRefused,
  ProviderError,
  fenToYuan,
  yuanToFen,
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

export interface AlipayOptions {
  appId: string;
  /** The app's private key (signs requests). */
  privateKey: KeyObject;
  /** Alipay's public key (verifies answers and notifications). */
  alipayPublicKey: KeyObject;
  gateway?: string;
  fetch?: FetchFn;
  now?: () => number;
}

/** The text Alipay signs: parameters sorted by name, empty ones and those excluded left out, k=v joined by &. */
export function alipaySignText(params: Record<string, string | undefined>, exclude: string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export const rsa2Sign = (key: KeyObject, text: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
export const rsa2Verify = (key: KeyObject, text: string, sign: string) => {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(key, sign, 'base64');
  } catch {
    return false;
  }
};

/** yyyy-MM-dd HH:mm:ss in Beijing time (Alipay's timestamps). */
export function beijingTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The raw JSON text of `<method>_response` in an answer (what Alipay signed), and the sign. The
 * value is cut out of the text as sent, not re-serialised: the signature covers the exact bytes.
 */
export function responseSigned(text: string, method: string): { content: string; sign: string | undefined } | null {
  const member = `"${method.replace(/\./g, '_')}_response"`;
  const at = text.indexOf(member);
  if (at < 0) return null;
  let i = text.indexOf(':', at + member.length) + 1;
  while (text[i] === ' ') i++;
  if (text[i] !== '{') return null;
  // Find the matching brace, skipping strings.
  let depth = 0;
  let inStr = false;
  let j = i;
  for (; j < text.length; j++) {
    const c = text[j];
    if (inStr) {
      if (c === '\\') j++;
      else if (c === '"') inStr = false;
    } else if (c === '"') inStr = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) break;
  }
  const content = text.slice(i, j + 1);
  let sign: string | undefined;
  try {
    sign = (JSON.parse(text) as { sign?: string }).sign;
  } catch {
    return null;
  }
  return { content, sign };
}

interface AlipayAnswer {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  out_trade_no?: string;
  qr_code?: string;
  trade_no?: string;
  trade_status?: string;
  total_amount?: string;
  send_pay_date?: string;
  /** alipay.trade.refund: 'Y' when this call moved money (a repeated call answers 'N'). */
  fund_change?: string;
  /** alipay.trade.fastpay.refund.query */
  out_request_no?: string;
  refund_amount?: string;
  refund_status?: string;
}

export function alipay(opts: AlipayOptions): PaymentProvider {
  const gateway = opts.gateway ?? 'https://openapi.alipay.com/gateway.do';
  const doFetch: FetchFn = opts.fetch ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }));
  const now = opts.now ?? Date.now;

  async function call(method: string, biz: object, extra: Record<string, string> = {}): Promise<AlipayAnswer> {
    const params: Record<string, string> = {
      app_id: opts.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijingTime(new Date(now())),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      ...extra,
    };
    params.sign = rsa2Sign(opts.privateKey, alipaySignText(params));
    const res = await doFetch(`${gateway}?charset=utf-8`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      body: new URLSearchParams(params).toString(),
    });
    const text = await res.text();
    if (!res.ok) throw new ProviderError('alipay', `HTTP ${res.status}`);
    const signed = responseSigned(text, method);
    if (!signed) throw new ProviderError('alipay', 'answer without its response member');
    let answer: AlipayAnswer;
    try {
      answer = JSON.parse(signed.content) as AlipayAnswer;
    } catch {
      throw new ProviderError('alipay', 'answer is not JSON');
    }
    // Gateway errors before the app is known (bad app_id, bad signature) come unsigned; anything
    // that tells us about an order must be signed.
    if (!signed.sign || !rsa2Verify(opts.alipayPublicKey, signed.content, signed.sign)) {
      throw new ProviderError('alipay', `answer not verified (code ${answer.code ?? '?'} ${answer.sub_code ?? ''})`.trim());
    }
    return answer;
  }

  const failed = (a: AlipayAnswer) => new ProviderError('alipay', `${a.code ?? ''} ${a.sub_code ?? ''} ${a.sub_msg ?? a.msg ?? ''}`.trim());

  return {
    name: 'alipay',

    async createNative(input: CreateNativeInput) {
      const a = await call(
        'alipay.trade.precreate',
        {
          out_trade_no: input.outTradeNo,
          total_amount: fenToYuan(input.amountFen),
          subject: input.description.slice(0, 256),
          time_expire: beijingTime(input.expiresAt),
        },
        { notify_url: input.notifyUrl },
      );
      if (a.code !== '10000' || !a.qr_code) throw failed(a);
      return { codeUrl: a.qr_code };
    },

    async parseNotification(n: IncomingNotification): Promise<PaymentNotification> {
      const form = new URLSearchParams(n.rawBody.toString('utf8'));
      const params: Record<string, string> = {};
      for (const [k, v] of form) params[k] = v;
      if (!params.sign) throw new NotificationRefused('signature missing');
      if (params.sign_type && params.sign_type !== 'RSA2') throw new NotificationRefused('not RSA2');
      if (!rsa2Verify(opts.alipayPublicKey, alipaySignText(params, ['sign', 'sign_type']), params.sign))
        throw new NotificationRefused('bad signature');
      if (params.app_id !== opts.appId) throw new NotificationRefused('another app');
      const amountFen = yuanToFen(params.total_amount ?? '');
      if (!params.out_trade_no || !Number.isFinite(amountFen)) throw new NotificationRefused('order or amount missing');
      const paid = params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED';
      return {
        outTradeNo: params.out_trade_no,
        amountFen,
        txnId: params.trade_no ?? '',
        paid,
        ...(params.gmt_payment ? { paidAt: new Date(`${params.gmt_payment.replace(' ', 'T')}+08:00`) } : {}),
      };
    },

    async query(outTradeNo: string): Promise<OrderQueryResult> {
      const a = await call('alipay.trade.query', { out_trade_no: outTradeNo });
      // Not scanned yet: Alipay does not know the trade.
      if (a.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'open' };
      if (a.code !== '10000') throw failed(a);
      if (a.out_trade_no && a.out_trade_no !== outTradeNo) throw new ProviderError('alipay', 'query answered another order');
      const state: OrderQueryResult['state'] =
        a.trade_status === 'TRADE_SUCCESS' || a.trade_status === 'TRADE_FINISHED'
          ? 'paid'
          : a.trade_status === 'TRADE_CLOSED'
            ? 'closed'
            : 'open';
      const amountFen = yuanToFen(a.total_amount ?? '');
      return {
        state,
        ...(Number.isFinite(amountFen) ? { amountFen } : {}),
        ...(a.trade_no ? { txnId: a.trade_no } : {}),
        ...(a.send_pay_date ? { paidAt: new Date(`${a.send_pay_date.replace(' ', 'T')}+08:00`) } : {}),
      };
    },

    async close(outTradeNo: string) {
      const a = await call('alipay.trade.close', { out_trade_no: outTradeNo });
      if (a.code !== '10000' && a.sub_code !== 'ACQ.TRADE_NOT_EXIST') throw failed(a);
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const a = await call('alipay.trade.refund', {
        out_trade_no: input.outTradeNo,
        refund_amount: fenToYuan(input.refundFen),
        out_request_no: input.outRefundNo,
        ...(input.reason ? { refund_reason: input.reason.slice(0, 256) } : {}),
      });
      if (a.code !== '10000') throw failed(a);
      if (a.out_trade_no && a.out_trade_no !== input.outTradeNo) throw new ProviderError('alipay', 'refund answered another order');
      // fund_change 'N' (a repeated request, or not settled yet): the refund query tells.
      return { state: a.fund_change === 'Y' ? 'done' : 'processing', refundId: a.trade_no ?? '' };
    },

    async queryRefund({ outTradeNo, outRefundNo }): Promise<RefundQueryResult> {
      const a = await call('alipay.trade.fastpay.refund.query', { out_trade_no: outTradeNo, out_request_no: outRefundNo });
      if (a.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'none' };
      if (a.code !== '10000') throw failed(a);
      // Alipay: no refund data means no refund was made; with data, an empty status or REFUND_SUCCESS is done.
      if (!a.refund_amount) return { state: 'none' };
      if (a.out_request_no && a.out_request_no !== outRefundNo) throw new ProviderError('alipay', 'refund query answered another refund');
      const refundFen = yuanToFen(a.refund_amount);
      const done = !a.refund_status || a.refund_status === 'REFUND_SUCCESS';
      return {
        state: done ? 'done' : 'processing',
        ...(a.trade_no ? { refundId: a.trade_no } : {}),
        ...(Number.isFinite(refundFen) ? { refundFen } : {}),
      };
    },

    notifyAnswer(accepted: boolean): NotifyAnswer {
      // Alipay reads the text: 'success' stops its retries, anything else makes it send again.
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
    },
  };
}
