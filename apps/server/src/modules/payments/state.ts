// The state machine of a payment order and what paying changes (issue 12):
//   created -> paid | closed | expired;  paid -> refunding -> refunded
// A refund in progress is 'refunding' (one at a time); done, the order is 'refunded' (after any
// refund, partial or whole; the events hold each refund's amount) and a further partial refund
// moves it refunded -> refunding again; a refund that failed goes back to paid (or refunded).
// Every change is a payment_events row; every notification or query answer that is not believed or
// does not match our order (another amount, an unknown, closed or expired order) is a 'refused'
// event. Marking paid runs in one transaction with the contract's row and its orders locked
// (SELECT ... FOR UPDATE), so a notification delivered many times at once pays once, and two
// channels paid at once cannot both count: the sibling order is closed by the first.
import { and, asc, eq, gt, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { UNMATCHED_PAYMENT_REASONS } from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { contracts, paymentEvents, paymentOrders, students, users } from '../../db/schema';
import { fenToYuan } from '../../providers/payment';
import { audit } from '../audit/service';
import { notifyUsers } from '../notifications/service';
import type { OrderState } from './orders';

export type EventSource = 'create' | 'notify' | 'query' | 'close' | 'expire' | 'staff' | 'refund' | 'refused';

/** Transitions the state machine allows. */
const ALLOWED: Record<OrderState, OrderState[]> = {
  created: ['paid', 'closed', 'expired'],
  paid: ['refunding'],
  // done; failed: back to paid (or refunded when an earlier refund was done).
  refunding: ['refunded', 'paid'],
  closed: [],
  expired: [],
  // a further partial refund
  refunded: ['refunding'],
};
export const canMove = (from: OrderState, to: OrderState) => ALLOWED[from].includes(to);

type OrderRow = typeof paymentOrders.$inferSelect;

/** Move one order (its row locked by the caller) and record the event. */
export async function moveOrder(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'state'>,
  to: OrderState,
  source: EventSource,
  detail: Record<string, unknown> | null = null,
  set: Partial<Pick<OrderRow, 'paidAt' | 'providerTxnId'>> = {},
): Promise<void> {
  const from = order.state as OrderState;
  if (!canMove(from, to)) throw new Error(`payment order ${order.id}: ${from} -> ${to} is not allowed`);
  await tx
    .update(paymentOrders)
    .set({ state: to, updatedAt: new Date(), ...set })
    .where(eq(paymentOrders.id, order.id));
  await tx.insert(paymentEvents).values({ orderId: order.id, fromState: from, toState: to, source, detail });
}

/** A notification or query answer we do not accept: logged, nothing changes. */
export async function recordRefused(db: Db | Tx, orderId: number | null, detail: Record<string, unknown>): Promise<void> {
  await db.insert(paymentEvents).values({ orderId, fromState: null, toState: null, source: 'refused', detail });
}

/** Whether a payment of that transaction was refused for that reason before (its alert went out then). */
async function refusedBefore(tx: Tx, orderId: number, reason: string, txnId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderId, orderId),
        eq(paymentEvents.source, 'refused'),
        sql`${paymentEvents.detail}->>'reason' = ${reason}`,
        sql`${paymentEvents.detail}->>'txnId' = ${txnId}`,
      ),
    )
    .limit(1);
  return !!row;
}

async function alertUnmatched(tx: Tx, contractId: number, r: PaidReport, reason: string): Promise<void> {
  const [c] = await tx
    .select({ stuId: contracts.stuId, contractNo: contracts.contractNo })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`'admin' = ANY(${users.roles})`);
  const why = UNMATCHED_PAYMENT_REASONS[reason];
  await notifyUsers(tx, {
    userIds: admins.map((a) => a.id),
    kind: 'payment_unmatched',
    stuId: c?.stuId ?? null,
    params: {
      contractNum: c?.contractNo ?? '',
      amount: fenToYuan(r.amountFen),
      orderNo: r.outTradeNo,
      txnId: r.txnId,
      reason_cn: why.cn,
      reason_en: why.en,
    },
    mail: true,
  });
}

export interface PaidReport {
  outTradeNo: string;
  amountFen: number;
  txnId: string;
  paidAt?: Date;
  /** Which provider told us (a notification must come from the order's own provider). */
  provider: string;
  source: 'notify' | 'query';
}

export type PaidOutcome =
  { outcome: 'paid'; contractId: number; closedSiblings: string[] } | { outcome: 'already' } | { outcome: 'refused'; reason: string };

/**
 * A provider says an order was paid. Idempotent: the same payment told again changes nothing.
 * Paid: the order (and event), the sibling orders closed, the contract paid, the student file's
 * isSignContract '2', a notice to the owner and an audit entry, all in one transaction. Paying
 * never submits anything.
 */
export async function applyPaid(app: FastifyInstance, r: PaidReport, ip = ''): Promise<PaidOutcome> {
  const result = await app.db.transaction(async (tx): Promise<PaidOutcome> => {
    const [found] = await tx
      .select({ id: paymentOrders.id, contractId: paymentOrders.contractId })
      .from(paymentOrders)
      .where(eq(paymentOrders.outTradeNo, r.outTradeNo));
    const refuse = async (orderId: number | null, reason: string, extra: Record<string, unknown> = {}): Promise<PaidOutcome> => {
      // Money the provider took that cannot be applied here: the admins are told once per transaction
      // (the provider repeats a refused notification), in the portal and by mail, to refund it.
      const moneyTaken = orderId !== null && reason in UNMATCHED_PAYMENT_REASONS && r.txnId !== '';
      if (moneyTaken && !(await refusedBefore(tx, orderId, reason, r.txnId))) await alertUnmatched(tx, found!.contractId, r, reason);
      await recordRefused(tx, orderId, {
        reason,
        source: r.source,
        provider: r.provider,
        outTradeNo: r.outTradeNo,
        amountFen: r.amountFen,
        txnId: r.txnId,
        ...extra,
      });
      return { outcome: 'refused', reason };
    };
    if (!found) return refuse(null, 'unknown order');
    // The contract first, then its orders in id order: payments of two channels at once queue here.
    const [contract] = await tx
      .select({
        id: contracts.id,
        status: contracts.status,
        stuId: contracts.stuId,
        ownerId: contracts.ownerId,
        contractNo: contracts.contractNo,
        serviceFeeFen: contracts.serviceFeeFen,
      })
      .from(contracts)
      .where(eq(contracts.id, found.contractId))
      .for('update');
    const orders = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.contractId, found.contractId))
      .orderBy(asc(paymentOrders.id))
      .for('update');
    const order = orders.find((o) => o.id === found.id)!;
    if (order.provider !== r.provider) return refuse(order.id, 'another provider', { orderProvider: order.provider });
    if (r.amountFen !== order.amountFen) return refuse(order.id, 'amount differs', { expectedFen: order.amountFen });
    if (order.state === 'paid' || order.state === 'refunding' || order.state === 'refunded') {
      if (order.providerTxnId && r.txnId && order.providerTxnId !== r.txnId)
        return refuse(order.id, 'another transaction for a paid order', { state: order.state });
      return { outcome: 'already' };
    }
    if (order.state !== 'created') return refuse(order.id, 'order not open', { state: order.state });
    const when = r.paidAt && !Number.isNaN(r.paidAt.getTime()) ? r.paidAt : new Date();
    if (when.getTime() > order.expiresAt.getTime() || Date.now() > order.expiresAt.getTime() + 24 * 3600_000)
      return refuse(order.id, 'order expired', { state: order.state, expiresAt: order.expiresAt.toISOString() });
    if (!contract || contract.status !== 'signed')
      return refuse(order.id, 'contract not waiting for payment', { contractStatus: contract?.status });

    // The time the provider says the money was taken (now when it does not say).
    const paidAt = when;
    await moveOrder(
      tx,
      order,
      'paid',
      r.source,
      { txnId: r.txnId, provider: r.provider },
      { paidAt, providerTxnId: r.txnId.slice(0, 64) || null },
    );
    const closedSiblings: string[] = [];
    for (const o of orders)
      if (o.id !== order.id && o.state === 'created') {
        await moveOrder(tx, o, 'closed', 'close', { reason: 'sibling paid', paidOrder: order.outTradeNo });
        closedSiblings.push(o.outTradeNo);
      }
    await tx.update(contracts).set({ status: 'paid', paidAt }).where(eq(contracts.id, contract.id));
    if (contract.stuId != null)
      await tx.update(students).set({ isSignContract: '2', contractStatus: 'signed' }).where(eq(students.id, contract.stuId));
    // A deleted account's reduced contract has nobody to tell.
    if (contract.ownerId != null && contract.stuId != null)
      await notifyUsers(tx, {
        userIds: [contract.ownerId],
        kind: 'paid',
        stuId: contract.stuId,
        params: { contractNum: contract.contractNo, amount: fenToYuan(order.amountFen) },
        mail: true,
      });
    await audit(tx as unknown as Db, null, ip, {
      action: 'contract.paid',
      target: contract.contractNo,
      detail: {
        stuId: contract.stuId,
        outTradeNo: order.outTradeNo,
        channel: order.channel,
        provider: r.provider,
        amountFen: order.amountFen,
        source: r.source,
      },
    });
    return { outcome: 'paid', contractId: contract.id, closedSiblings };
  });
  // The sibling's QR code at its provider, after the commit (the scheduler retries what fails).
  if (result.outcome === 'paid')
    closeClosedAtProviders(app).catch((err: Error) => app.log.warn({ err: err.message }, 'closing orders at their providers failed'));
  if (result.outcome === 'refused')
    app.log.warn({ outTradeNo: r.outTradeNo, provider: r.provider, source: r.source, reason: result.reason }, 'payment refused');
  return result;
}

/**
 * Close a closed order at its provider too, so that its QR code cannot be paid any more (a voided
 * contract's orders, the sibling of a paid order). Best effort: done, it is recorded (an event
 * closed -> closed with atProvider); not done, the scheduler tries again while the order's time runs.
 */
export async function closeAtProvider(
  app: FastifyInstance,
  o: { id: number; provider: string; outTradeNo: string; state?: 'closed' | 'expired' },
): Promise<boolean> {
  const provider = app.payments.byName(o.provider);
  if (!provider) return false;
  try {
    await provider.close(o.outTradeNo);
  } catch (err) {
    app.log.warn(
      { outTradeNo: o.outTradeNo, provider: o.provider, err: (err as Error).message },
      'payment order not closed at the provider',
    );
    return false;
  }
  const state = o.state ?? 'closed';
  await app.db
    .insert(paymentEvents)
    .values({ orderId: o.id, fromState: state, toState: state, source: 'close', detail: { atProvider: true } });
  return true;
}

/** Closed orders whose QR code was shown and could still be paid at the provider: close them there. */
export async function closeClosedAtProviders(app: FastifyInstance, limit = 200): Promise<number> {
  const due = await app.db
    .select({ id: paymentOrders.id, provider: paymentOrders.provider, outTradeNo: paymentOrders.outTradeNo })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.state, 'closed'),
        isNotNull(paymentOrders.codeUrl),
        gt(paymentOrders.expiresAt, new Date()),
        notExists(
          app.db
            .select({ one: sql`1` })
            .from(paymentEvents)
            .where(and(eq(paymentEvents.orderId, paymentOrders.id), sql`${paymentEvents.detail}->>'atProvider' = 'true'`)),
        ),
      ),
    )
    .limit(limit);
  let closed = 0;
  for (const o of due) if (await closeAtProvider(app, o)) closed++;
  return closed;
}

/** Expire one open order whose time is up (its row locked here). Answers whether it changed. */
export async function expireOrder(db: Db, orderId: number, source: 'expire' = 'expire'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [o] = await tx
      .select({ id: paymentOrders.id, state: paymentOrders.state, expiresAt: paymentOrders.expiresAt })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId))
      .for('update');
    if (!o || o.state !== 'created' || o.expiresAt.getTime() > Date.now()) return false;
    await moveOrder(tx, o, 'expired', source, { expiresAt: o.expiresAt.toISOString() });
    return true;
  });
}

/**
 * The scheduler's job: open orders past their time. Each is asked of its provider first (a payment
 * whose notification was lost still counts); a provider that cannot answer leaves the order for the
 * next run, for a day at most.
 */
export async function expireDueOrders(app: FastifyInstance, limit = 200): Promise<{ expired: number; paid: number }> {
  const due = await app.db
    .select({
      id: paymentOrders.id,
      outTradeNo: paymentOrders.outTradeNo,
      provider: paymentOrders.provider,
      expiresAt: paymentOrders.expiresAt,
    })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.state, 'created'), lte(paymentOrders.expiresAt, new Date())))
    .orderBy(asc(paymentOrders.expiresAt))
    .limit(limit);
  let expired = 0;
  let paid = 0;
  for (const o of due) {
    const provider = app.payments.byName(o.provider);
    if (provider) {
      try {
        const q = await provider.query(o.outTradeNo);
        if (q.state === 'paid' && q.amountFen !== undefined) {
          const r = await applyPaid(app, {
            outTradeNo: o.outTradeNo,
            amountFen: q.amountFen,
            txnId: q.txnId ?? '',
            paidAt: q.paidAt,
            provider: o.provider,
            source: 'query',
          });
          if (r.outcome === 'paid') {
            paid++;
            continue;
          }
        }
      } catch (err) {
        app.log.warn({ outTradeNo: o.outTradeNo, provider: o.provider, err: (err as Error).message }, 'payment query failed');
        if (Date.now() < o.expiresAt.getTime() + 24 * 3600_000) continue;
      }
    }
    // The provider lets the order lapse at the same time (time_expire); closing it there as well
    // costs little and holds when the clocks differ.
    if (await expireOrder(app.db, o.id)) {
      expired++;
      await closeAtProvider(app, { ...o, state: 'expired' });
    }
  }
  return { expired, paid };
}
