// The fee dialog's calls: the QR code of an order (asked of its provider the first time) and the
// result check (which asks the providers of the open orders when no notification came yet).
// Only the contract's owner reaches its orders; for anyone else they do not exist (005).
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CODES, PAY_CODES, type Bilingual, type PayResult, type PayResultCode } from '@portal/shared';
import { contracts, paymentOrders } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { fenToYuan, NotificationRefused } from '../../providers/payment';
import type { OrderState, PayChannel } from './orders';
import { applyPaid, expireOrder, moveOrder } from './state';

/** What the payer sees in WeChat / Alipay (the order's subject); the payment apps show Chinese. */
export const ORDER_SUBJECT: Bilingual = { cn: '留学服务合同{contractNum}服务费', en: 'Service fee, contract {contractNum}' };

/** The least time between two provider queries about one order for the payer's result checks. */
export const PAY_QUERY_GAP_MS = 10_000;

export const notifyUrlFor = (app: FastifyInstance, provider: string) => `${app.config.PUBLIC_URL}/api/pay/notify/${provider}`;

async function ownOrder(app: FastifyInstance, outTradeNo: string, userId: number) {
  const [row] = await app.db
    .select({ order: paymentOrders, ownerId: contracts.ownerId, contractNo: contracts.contractNo, contractStatus: contracts.status })
    .from(paymentOrders)
    .innerJoin(contracts, eq(contracts.id, paymentOrders.contractId))
    .where(eq(paymentOrders.outTradeNo, outTradeNo));
  if (!row || row.ownerId !== userId) throw new BizError(CODES.NOT_FOUND);
  return row;
}

/** The QR code's content of an open order (payType 1 WeChat Pay, 2 Alipay). */
export async function qrContent(app: FastifyInstance, userId: number, outTradeNo: string, payType: 1 | 2): Promise<string> {
  const { order, contractNo } = await ownOrder(app, outTradeNo, userId);
  const channel: PayChannel = payType === 1 ? 'wechat' : 'alipay';
  if (order.channel !== channel) throw new BizError(PAY_CODES.PAY_TYPE_MISMATCH);
  const siblings = await app.db
    .select({ state: paymentOrders.state })
    .from(paymentOrders)
    .where(eq(paymentOrders.contractId, order.contractId));
  if (order.state === 'paid' || siblings.some((s) => s.state === 'paid' || s.state === 'refunding' || s.state === 'refunded'))
    throw new BizError(PAY_CODES.ORDER_PAID);
  if (order.state !== 'created') throw new BizError(PAY_CODES.ORDER_CLOSED);
  if (order.expiresAt.getTime() <= Date.now()) {
    await expireOrder(app.db, order.id);
    throw new BizError(PAY_CODES.ORDER_CLOSED);
  }
  if (order.codeUrl) return order.codeUrl;
  const provider = app.payments.byName(order.provider);
  if (!provider) {
    app.log.error({ outTradeNo, provider: order.provider }, 'payment provider of an order is not configured');
    throw new BizError(PAY_CODES.PROVIDER_UNAVAILABLE);
  }
  let codeUrl: string;
  try {
    ({ codeUrl } = await provider.createNative({
      outTradeNo,
      amountFen: order.amountFen,
      description: ORDER_SUBJECT.cn.replace('{contractNum}', contractNo),
      expiresAt: order.expiresAt,
      notifyUrl: notifyUrlFor(app, order.provider),
    }));
  } catch (err) {
    app.log.warn({ outTradeNo, provider: order.provider, err: (err as Error).message }, 'payment order not created at the provider');
    throw new BizError(PAY_CODES.PROVIDER_UNAVAILABLE);
  }
  await app.db.update(paymentOrders).set({ codeUrl, updatedAt: new Date() }).where(eq(paymentOrders.id, order.id));
  return codeUrl;
}

/**
 * Ask the providers of a contract's open orders (no notification came): a payment is applied as a
 * notification would be; an order the provider closed is closed here too.
 */
async function queryOpenOrders(app: FastifyInstance, contractId: number, ip: string): Promise<void> {
  const open = await app.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.contractId, contractId), eq(paymentOrders.state, 'created')))
    .orderBy(asc(paymentOrders.id));
  for (const o of open) {
    // An order never shown (no QR code asked) cannot have been paid.
    if (!o.codeUrl) continue;
    const provider = app.payments.byName(o.provider);
    if (!provider) continue;
    // The payer's page asks every 3 s, perhaps from several tabs and through several processes: the
    // provider is asked about an order at most once per PAY_QUERY_GAP_MS (the notification is the
    // main path; the query only covers a lost one). The claim is one conditional update.
    const claimed = await app.db
      .update(paymentOrders)
      .set({ queriedAt: sql`now()` })
      .where(
        and(
          eq(paymentOrders.id, o.id),
          or(isNull(paymentOrders.queriedAt), lt(paymentOrders.queriedAt, sql`now() - make_interval(secs => ${PAY_QUERY_GAP_MS / 1000})`)),
        ),
      )
      .returning({ id: paymentOrders.id });
    if (!claimed.length) continue;
    try {
      const q = await provider.query(o.outTradeNo);
      if (q.state === 'paid' && q.amountFen !== undefined) {
        const r = await applyPaid(
          app,
          {
            outTradeNo: o.outTradeNo,
            amountFen: q.amountFen,
            txnId: q.txnId ?? '',
            paidAt: q.paidAt,
            provider: o.provider,
            source: 'query',
          },
          ip,
        );
        if (r.outcome === 'paid') return;
      } else if (q.state === 'closed') {
        await app.db.transaction(async (tx) => {
          const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, o.id)).for('update');
          if (locked?.state === 'created') await moveOrder(tx, locked, 'closed', 'query', { reason: 'closed at the provider' });
        });
      }
    } catch (err) {
      if (!(err instanceof NotificationRefused))
        app.log.warn({ outTradeNo: o.outTradeNo, provider: o.provider, err: (err as Error).message }, 'payment query failed');
    }
  }
}

/** The result check: SUCCESS when the contract's fee is paid (either channel), NO_PAY while the order is open, ERROR when closed or expired. */
export async function payResult(
  app: FastifyInstance,
  userId: number,
  outTradeNo: string,
  ip: string,
): Promise<{ code: PayResultCode; data: PayResult }> {
  const first = await ownOrder(app, outTradeNo, userId);
  const read = async () => {
    const orders = await app.db.select().from(paymentOrders).where(eq(paymentOrders.contractId, first.order.contractId));
    return { orders, order: orders.find((o) => o.id === first.order.id)! };
  };
  let { orders, order } = await read();
  const paidOne = () => orders.find((o) => o.state === 'paid' || o.state === 'refunding' || o.state === 'refunded');
  if (!paidOne() && order.state === 'created') {
    await queryOpenOrders(app, order.contractId, ip);
    ({ orders, order } = await read());
    if (!paidOne() && order.state === 'created' && order.expiresAt.getTime() <= Date.now()) {
      await expireOrder(app.db, order.id);
      ({ orders, order } = await read());
    }
  }
  const paid = paidOne();
  if (paid)
    return {
      code: 'SUCCESS',
      data: { state: paid.state as OrderState, paidAt: paid.paidAt?.toISOString() ?? null, amount: fenToYuan(paid.amountFen) },
    };
  const data = { state: order.state as OrderState, paidAt: null, amount: fenToYuan(order.amountFen) };
  return { code: order.state === 'created' ? 'NO_PAY' : 'ERROR', data };
}
