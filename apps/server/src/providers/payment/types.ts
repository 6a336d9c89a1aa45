// A payment provider as the payments module sees it: create a QR (native) order, verify and read a
// notification, query and close an order, and the answer each provider expects to a notification.
// Implementations: the offline sandbox (default), WeChat Pay Native API v3, Alipay trade precreate.
// Money is integer fen on this side of the interface; each adapter converts to its wire format.

export type ProviderName = 'sandbox' | 'wechat' | 'alipay';

export interface CreateNativeInput {
  outTradeNo: string;
  amountFen: number;
  /** What the payer sees (order subject / description). */
  description: string;
  /** After this the provider refuses payment too. */
  expiresAt: Date;
  /** Where the provider sends its notification. */
  notifyUrl: string;
}

/** A notification as it arrived: the headers and the raw body (signatures cover the exact bytes). */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

/** What a verified notification says. paid is false for notifications about other states. */
export interface PaymentNotification {
  outTradeNo: string;
  amountFen: number;
  txnId: string;
  paid: boolean;
  /** When the provider says it was paid, if it says. */
  paidAt?: Date;
}

/** The provider's view of an order. 'open': not paid yet (or not even scanned). */
export interface OrderQueryResult {
  state: 'paid' | 'open' | 'closed' | 'refunded';
  amountFen?: number;
  txnId?: string;
  paidAt?: Date;
}

/** A refund of (part of) a paid order. outRefundNo is ours and unique: asking again with it is the same refund. */
export interface RefundInput {
  outTradeNo: string;
  outRefundNo: string;
  refundFen: number;
  /** The order's amount (WeChat Pay wants it with every refund). */
  totalFen: number;
  reason: string;
}

/** The provider's answer to a refund: taken at once ('done') or accepted and still going ('processing'). */
export interface RefundResult {
  state: 'done' | 'processing';
  /** The provider's id of the refund ('' when it gives none). */
  refundId: string;
}

/** The provider's view of a refund. 'none': it knows no such refund (never made, or refused when asked). */
export interface RefundQueryResult {
  state: 'done' | 'processing' | 'failed' | 'none';
  refundId?: string;
  refundFen?: number;
}

/** The HTTP answer a provider expects to its notification. */
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A notification that is not believed: a bad or missing signature, an old timestamp, a body that does not parse. */
export class NotificationRefused extends Error {
  constructor(public readonly reason: string) {
    super(`notification refused: ${reason}`);
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Create the order at the provider; answers the QR code's content. */
  createNative(input: CreateNativeInput): Promise<{ codeUrl: string }>;
  /** Verify the signature (throws NotificationRefused) and read the notification. */
  parseNotification(input: IncomingNotification): Promise<PaymentNotification>;
  query(outTradeNo: string): Promise<OrderQueryResult>;
  /** Close an unpaid order at the provider (an order it never saw is fine). */
  close(outTradeNo: string): Promise<void>;
  /** Refund (part of) a paid order; a refusal or a failed call throws ProviderError. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** Where a refund stands at the provider. */
  queryRefund(input: { outTradeNo: string; outRefundNo: string }): Promise<RefundQueryResult>;
  /** The answer to a notification: accepted (handled, do not send again) or not. */
  notifyAnswer(accepted: boolean): NotifyAnswer;
}

/** A fetch function (global fetch by default; tests pass their own: no network). */
export type FetchFn = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

/** A provider call that failed (HTTP error, refused request, answer with a bad signature). */
export class ProviderError extends Error {
  constructor(
    public readonly provider: ProviderName,
    message: string,
  ) {
    super(`${provider}: ${message}`);
  }
}

/** fen → yuan with two decimals ('3000.00'). */
export const fenToYuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;

/** '3000.00' / '0.01' / '12' → fen; NaN for anything else. */
export function yuanToFen(yuan: string): number {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export function headerOf(headers: IncomingNotification['headers'], name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
