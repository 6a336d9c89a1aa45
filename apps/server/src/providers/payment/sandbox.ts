// The offline payment sandbox (the default): a stand-in provider that behaves like the real ones.
// It keeps its own record of each order it was asked to create (a small file per order under
// DATA_DIR/pay-sandbox, so every server process of the install sees it), shows a pay page for the
// QR code's address, and when the payer pays there it sends the server a signed notification over
// HTTP to the notify URL, as WeChat Pay or Alipay would. The signature is an HMAC-SHA256 with a
// per-install secret (derived from the data key, never written anywhere) over
// "timestamp\nnonce\nbody\n"; a notification older than 5 minutes is refused.
import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  NotificationRefused,
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
  ProviderError,
} from './types';

export const SANDBOX_OUT_TRADE_NO = /^[A-Za-z0-9_-]{6,32}$/;

/** What the sandbox knows of an order (its side, as a provider keeps it). */
export interface SandboxOrder {
  outTradeNo: string;
  amountFen: number;
  description: string;
  expiresAt: string;
  notifyUrl: string;
  state: 'open' | 'paid' | 'closed';
  txnId?: string;
  paidAt?: string;
  /** Refunds of a paid order, each taken at once. */
  refunds?: { outRefundNo: string; refundFen: number; refundId: string; at: string }[];
}

export interface SandboxOptions {
  /** The portal's public address: the QR code opens `${publicUrl}/api/pay/sandbox/<outTradeNo>`. */
  publicUrl: string;
  /** Where the sandbox keeps its orders. */
  dir: string;
  /** The per-install signing secret. */
  secret: Buffer;
  fetch?: FetchFn;
  maxSkewSeconds?: number;
  now?: () => number;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The order as the sandbox knows it (the pay page), or null. */
  view(outTradeNo: string): SandboxOrder | null;
  /**
   * The payer pays: the order is paid at the sandbox, then the notification is sent. Answers the
   * order and whether the server accepted the notification (when not, the server learns it by query).
   */
  pay(outTradeNo: string): Promise<{ order: SandboxOrder; delivered: boolean } | { refused: 'unknown' | 'closed' | 'expired' }>;
  /** Sign a notification body as the sandbox does (the headers to send with it). */
  signHeaders(body: string, timestamp?: number): Record<string, string>;
}

export function sandboxSignature(secret: Buffer, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}\n`).digest('hex');
}

export function paymentSandbox(opts: SandboxOptions): SandboxProvider {
  const doFetch: FetchFn = opts.fetch ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }));
  const maxSkew = opts.maxSkewSeconds ?? 300;
  const now = opts.now ?? Date.now;
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');

  const fileOf = (outTradeNo: string) => {
    if (!SANDBOX_OUT_TRADE_NO.test(outTradeNo)) return null;
    return path.join(opts.dir, `${outTradeNo}.json`);
  };
  const read = (outTradeNo: string): SandboxOrder | null => {
    const f = fileOf(outTradeNo);
    if (!f) return null;
    try {
      return JSON.parse(fs.readFileSync(f, 'utf8')) as SandboxOrder;
    } catch {
      return null;
    }
  };
  const write = (o: SandboxOrder) => {
    const f = fileOf(o.outTradeNo)!;
    fs.mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
    const tmp = `${f}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, JSON.stringify(o), { mode: 0o600 });
    fs.renameSync(tmp, f);
  };

  const signHeaders = (body: string, timestamp = Math.floor(now() / 1000)) => {
    const ts = String(timestamp);
    const nonce = randomBytes(16).toString('hex');
    return {
      'content-type': 'application/json',
      'x-sandbox-timestamp': ts,
      'x-sandbox-nonce': nonce,
      'x-sandbox-signature': sandboxSignature(opts.secret, ts, nonce, body),
    };
  };

  return {
    name: 'sandbox',

    async createNative(input: CreateNativeInput) {
      if (!fileOf(input.outTradeNo)) throw new Error('out_trade_no not valid for the sandbox');
      const known = read(input.outTradeNo);
      if (!known || known.state === 'open')
        write({
          outTradeNo: input.outTradeNo,
          amountFen: input.amountFen,
          description: input.description,
          expiresAt: input.expiresAt.toISOString(),
          notifyUrl: input.notifyUrl,
          state: 'open',
        });
      return { codeUrl: `${publicUrl}/api/pay/sandbox/${input.outTradeNo}` };
    },

    view: read,

    async pay(outTradeNo) {
      const o = read(outTradeNo);
      if (!o) return { refused: 'unknown' as const };
      if (o.state === 'closed') return { refused: 'closed' as const };
      if (o.state === 'open' && new Date(o.expiresAt).getTime() <= now()) return { refused: 'expired' as const };
      if (o.state === 'open') {
        o.state = 'paid';
        o.txnId = `SBX${Date.now()}${randomBytes(5).toString('hex').toUpperCase()}`;
        o.paidAt = new Date(now()).toISOString();
        write(o);
      }
      const body = JSON.stringify({
        out_trade_no: o.outTradeNo,
        amount_fen: o.amountFen,
        txn_id: o.txnId,
        trade_state: 'SUCCESS',
        paid_at: o.paidAt,
      });
      let delivered: boolean;
      try {
        const res = await doFetch(o.notifyUrl, { method: 'POST', headers: signHeaders(body), body });
        delivered = res.ok;
        await res.text().catch(() => '');
      } catch {
        delivered = false;
      }
      return { order: o, delivered };
    },

    signHeaders,

    async parseNotification(n: IncomingNotification): Promise<PaymentNotification> {
      const ts = headerOf(n.headers, 'x-sandbox-timestamp');
      const nonce = headerOf(n.headers, 'x-sandbox-nonce');
      const sig = headerOf(n.headers, 'x-sandbox-signature');
      if (!ts || !nonce || !sig) throw new NotificationRefused('signature headers missing');
      if (!/^\d{1,12}$/.test(ts) || Math.abs(now() / 1000 - Number(ts)) > maxSkew) throw new NotificationRefused('timestamp out of range');
      const body = n.rawBody.toString('utf8');
      const want = Buffer.from(sandboxSignature(opts.secret, ts, nonce, body), 'hex');
      const got = Buffer.from(/^[0-9a-f]{64}$/i.test(sig) ? sig : '', 'hex');
      if (got.length !== want.length || !timingSafeEqual(got, want)) throw new NotificationRefused('bad signature');
      let b: { out_trade_no?: unknown; amount_fen?: unknown; txn_id?: unknown; trade_state?: unknown; paid_at?: unknown };
      try {
        b = JSON.parse(body);
      } catch {
        throw new NotificationRefused('body is not JSON');
      }
      if (typeof b.out_trade_no !== 'string' || typeof b.amount_fen !== 'number' || !Number.isInteger(b.amount_fen))
        throw new NotificationRefused('order or amount missing');
      return {
        outTradeNo: b.out_trade_no,
        amountFen: b.amount_fen,
        txnId: typeof b.txn_id === 'string' ? b.txn_id : '',
        paid: b.trade_state === 'SUCCESS',
        ...(typeof b.paid_at === 'string' ? { paidAt: new Date(b.paid_at) } : {}),
      };
    },

    async query(outTradeNo: string): Promise<OrderQueryResult> {
      const o = read(outTradeNo);
      if (!o || o.state === 'open') return { state: 'open' };
      if (o.state === 'closed') return { state: 'closed' };
      return {
        state: 'paid',
        amountFen: o.amountFen,
        ...(o.txnId ? { txnId: o.txnId } : {}),
        ...(o.paidAt ? { paidAt: new Date(o.paidAt) } : {}),
      };
    },

    async close(outTradeNo: string) {
      const o = read(outTradeNo);
      if (o && o.state === 'open') write({ ...o, state: 'closed' });
    },

    // A refund is taken at once and written to the order's file; the same outRefundNo again is the
    // same refund. Refused as a provider would: an order not paid, more than is left of it.
    async refund(input: RefundInput): Promise<RefundResult> {
      const o = read(input.outTradeNo);
      if (!o || o.state !== 'paid') throw new ProviderError('sandbox', 'order not paid');
      const refunds = o.refunds ?? [];
      const same = refunds.find((r) => r.outRefundNo === input.outRefundNo);
      if (same) return { state: 'done', refundId: same.refundId };
      const refunded = refunds.reduce((n, r) => n + r.refundFen, 0);
      if (!Number.isInteger(input.refundFen) || input.refundFen <= 0 || refunded + input.refundFen > o.amountFen)
        throw new ProviderError('sandbox', 'refund amount not valid');
      const refundId = `SBXR${Date.now()}${randomBytes(5).toString('hex').toUpperCase()}`;
      write({
        ...o,
        refunds: [...refunds, { outRefundNo: input.outRefundNo, refundFen: input.refundFen, refundId, at: new Date(now()).toISOString() }],
      });
      return { state: 'done', refundId };
    },

    async queryRefund({ outTradeNo, outRefundNo }): Promise<RefundQueryResult> {
      const r = read(outTradeNo)?.refunds?.find((x) => x.outRefundNo === outRefundNo);
      return r ? { state: 'done', refundId: r.refundId, refundFen: r.refundFen } : { state: 'none' };
    },

    notifyAnswer(accepted: boolean): NotifyAnswer {
      return accepted
        ? { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS' }) }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL' }) };
    },
  };
}
