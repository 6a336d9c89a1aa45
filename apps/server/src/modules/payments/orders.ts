// The payment orders of a contract's fee: one for WeChat Pay (orderNo) and one for Alipay
// (orderNoAs), both for the same amount; paying one closes the other (state.ts). Called by the
// signing route (modules/contracts) inside its transaction. The QR content is asked from the
// provider when the order is first shown (routes.ts: /admin/pay/transaction), not here, so that
// signing never waits for a provider.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { paymentEvents, paymentOrders } from '../../db/schema';

/** How long an order can be paid: after that the scheduler closes it as expired. */
export const ORDER_TTL_MS = 2 * 3600_000;

export type PayChannel = 'wechat' | 'alipay';
export type OrderState = 'created' | 'paid' | 'closed' | 'expired' | 'refunding' | 'refunded';

/** The implementation configured for a channel (PAY_WECHAT, PAY_ALIPAY; the sandbox by default). */
export function providerNameFor(app: FastifyInstance, channel: PayChannel): 'sandbox' | 'wechat' | 'alipay' {
  return channel === 'wechat' ? app.config.PAY_WECHAT : app.config.PAY_ALIPAY;
}

/** The amount an order asks: the fee, or 1 fen in the sandbox's test mode (PAY_SANDBOX_TEST_AMOUNT=1). */
export function orderAmountFen(app: FastifyInstance, provider: string, serviceFeeFen: number): number {
  return provider === 'sandbox' && app.config.PAY_SANDBOX_TEST_AMOUNT ? 1 : serviceFeeFen;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * A new out_trade_no: channel letter, UTC time to the second, 12 random hex digits (27 characters;
 * WeChat Pay allows 6-32 of [A-Za-z0-9_-|*], Alipay 64). Unique by the index as well.
 */
export function newOutTradeNo(channel: PayChannel, now = new Date()): string {
  const t = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `${channel === 'wechat' ? 'W' : 'A'}${t}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** Create the WeChat Pay and Alipay orders of a contract's fee (state created, 2 h to pay). */
export async function createOrdersForContract(
  tx: Tx,
  app: FastifyInstance,
  contract: { id: number; serviceFeeFen: number },
): Promise<{ orderNo: string; orderNoAs: string }> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ORDER_TTL_MS);
  const out: Record<PayChannel, string> = { wechat: '', alipay: '' };
  for (const channel of ['wechat', 'alipay'] as const) {
    const provider = providerNameFor(app, channel);
    const outTradeNo = newOutTradeNo(channel, now);
    const [row] = await tx
      .insert(paymentOrders)
      .values({
        outTradeNo,
        contractId: contract.id,
        channel,
        provider,
        amountFen: orderAmountFen(app, provider, contract.serviceFeeFen),
        state: 'created',
        expiresAt,
      })
      .returning({ id: paymentOrders.id });
    await tx.insert(paymentEvents).values({
      orderId: row.id,
      fromState: null,
      toState: 'created',
      source: 'create',
      detail: { channel, provider },
    });
    out[channel] = outTradeNo;
  }
  return { orderNo: out.wechat, orderNoAs: out.alipay };
}

/**
 * Close the open orders of a contract (it was voided: signed again before payment). The provider
 * side is closed later, best effort (an unpaid QR code there expires by itself), and a payment
 * that still arrives for a closed order is refused and logged (state.ts).
 */
export async function voidOpenOrders(tx: Tx, contractId: number, source: 'close'): Promise<void> {
  const open = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.contractId, contractId), eq(paymentOrders.state, 'created')))
    .for('update');
  if (open.length === 0) return;
  const ids = open.map((o) => o.id);
  await tx
    .update(paymentOrders)
    .set({ state: 'closed', updatedAt: new Date() })
    .where(and(inArray(paymentOrders.id, ids), eq(paymentOrders.state, 'created')));
  await tx
    .insert(paymentEvents)
    .values(ids.map((orderId) => ({ orderId, fromState: 'created', toState: 'closed', source, detail: { reason: 'contract void' } })));
}
