// Refunds of a paid service fee, by admins (POST /console/contract/refund). The terms tie refunds
// to the milestones (on a visa refusal 500 yuan for class A, 1500 for B; ...); the admin enters
// the amount and the reason. One refund at a time per contract: the contract's row and its orders
// are locked while the refund is checked and the paid order is marked 'refunding'; the provider
// is asked after that commit (never inside a transaction). Taken at once: 'refunded', the owner is
// told, audited. Still processing: the scheduler asks the provider until it is done or failed.
// Refused by the provider: the order goes back to what it was and nothing was refunded.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, lte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CODES, CONTRACT_CODES, PAY_CODES, type ConsoleContract, type Lang } from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { contracts, paymentEvents, paymentOrders, students, users } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { fenToYuan, yuanToFen, type PaymentProvider } from '../../providers/payment';
import type { AuthContext } from '../accounts/sessions';
import { audit } from '../audit/service';
import { consoleContractOf } from '../contracts/read';
import { notifyUsers } from '../notifications/service';
import type { OrderState } from './orders';
import { refundRecords, refundSums } from './refund-read';
import { moveOrder } from './state';

const PAID: OrderState[] = ['paid', 'refunding', 'refunded'];
/** The scheduler leaves a refund this long to the request that started it before it asks the provider. */
export const REFUND_CHECK_AFTER_MS = 2 * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** Our refund number (WeChat out_refund_no, Alipay out_request_no): R, UTC time, 12 random hex digits. */
export function newOutRefundNo(now = new Date()): string {
  const t = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `R${t}${randomBytes(6).toString('hex').toUpperCase()}`;
}

interface Started {
  orderId: number;
  outTradeNo: string;
  provider: string;
  totalFen: number;
  outRefundNo: string;
  amountFen: number;
  reason: string;
}

/** Lock a contract and its orders (the order applyPaid locks them in). */
async function lockContract(tx: Tx, contractId: number) {
  const [contract] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  const orders = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.contractId, contractId))
    .orderBy(asc(paymentOrders.id))
    .for('update');
  return { contract, orders };
}

/** The refund an order in 'refunding' is busy with: its start event's detail. */
async function currentRefund(tx: Tx | Db, orderId: number): Promise<{ outRefundNo: string; amountFen: number; reason: string } | null> {
  const [e] = await tx
    .select({ detail: paymentEvents.detail })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.toState, 'refunding')))
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  const d = e?.detail;
  if (!d || typeof d.refund !== 'string') return null;
  return { outRefundNo: d.refund, amountFen: Number(d.amountFen) || 0, reason: typeof d.reason === 'string' ? d.reason : '' };
}

/**
 * A refund's end, told by the provider's answer or a query: done (refunded, the owner told, audited)
 * or failed (back to paid, or refunded when an earlier refund was done). Only for the refund the
 * order is busy with; anything else (told twice, another refund) changes nothing.
 */
export async function finishRefund(
  app: FastifyInstance,
  orderId: number,
  outRefundNo: string,
  end: { result: 'done'; refundId: string; source: 'refund' | 'query' } | { result: 'failed'; reason: string; source: 'refund' | 'query' },
  ip = '',
): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const [found] = await tx.select({ contractId: paymentOrders.contractId }).from(paymentOrders).where(eq(paymentOrders.id, orderId));
    if (!found) return false;
    const { contract, orders } = await lockContract(tx, found.contractId);
    const order = orders.find((o) => o.id === orderId);
    if (!order || order.state !== 'refunding') return false;
    const cur = await currentRefund(tx, orderId);
    if (!cur || cur.outRefundNo !== outRefundNo) return false;
    if (end.result === 'failed') {
      const { doneFen } = refundSums(await refundRecords(tx, { orderId }));
      await moveOrder(tx, order, doneFen > 0 ? 'refunded' : 'paid', end.source, {
        refund: outRefundNo,
        amountFen: cur.amountFen,
        result: 'failed',
        reason: end.reason.slice(0, 200),
      });
      app.log.warn({ outTradeNo: order.outTradeNo, outRefundNo, reason: end.reason }, 'refund failed');
      return true;
    }
    await moveOrder(tx, order, 'refunded', end.source, {
      refund: outRefundNo,
      amountFen: cur.amountFen,
      refundId: end.refundId.slice(0, 64),
      result: 'done',
    });
    // A deleted account's reduced contract has nobody to tell.
    if (contract.ownerId != null && contract.stuId != null)
      await notifyUsers(tx, {
        userIds: [contract.ownerId],
        kind: 'refunded',
        stuId: contract.stuId,
        params: { contractNum: contract.contractNo, amount: fenToYuan(cur.amountFen), reason: cur.reason },
        mail: true,
      });
    await audit(tx as unknown as Db, null, ip, {
      action: 'contract.refunded',
      target: contract.contractNo,
      detail: {
        stuId: contract.stuId,
        outTradeNo: order.outTradeNo,
        outRefundNo,
        provider: order.provider,
        amountFen: cur.amountFen,
        source: end.source,
      },
    });
    return true;
  });
}

/** Ask the provider for the refund (after the commit that marked it); answers how it stands. */
async function askProvider(
  app: FastifyInstance,
  provider: PaymentProvider,
  s: Started,
  ip: string,
): Promise<'done' | 'processing' | 'failed'> {
  try {
    const r = await provider.refund({
      outTradeNo: s.outTradeNo,
      outRefundNo: s.outRefundNo,
      refundFen: s.amountFen,
      totalFen: s.totalFen,
      reason: s.reason,
    });
    if (r.state === 'processing') return 'processing';
    await finishRefund(app, s.orderId, s.outRefundNo, { result: 'done', refundId: r.refundId, source: 'refund' }, ip);
    return 'done';
  } catch (err) {
    const reason = (err as Error).message;
    app.log.warn({ outTradeNo: s.outTradeNo, outRefundNo: s.outRefundNo, provider: s.provider, err: reason }, 'refund call failed');
    // Refused, or the answer was lost on the way: the provider's own record tells which.
    try {
      const q = await provider.queryRefund({ outTradeNo: s.outTradeNo, outRefundNo: s.outRefundNo });
      if (q.state === 'processing') return 'processing';
      if (q.state === 'done') {
        await finishRefund(app, s.orderId, s.outRefundNo, { result: 'done', refundId: q.refundId ?? '', source: 'query' }, ip);
        return 'done';
      }
      await finishRefund(app, s.orderId, s.outRefundNo, { result: 'failed', reason, source: 'refund' }, ip);
      return 'failed';
    } catch {
      // Not known now: the scheduler asks again.
      return 'processing';
    }
  }
}

/**
 * An admin refunds (part of) the paid fee of a file's contract: amount in yuan (at most what was
 * paid minus the refunds done or going on), a reason. Answers the contract section of the console.
 */
export async function requestRefund(
  app: FastifyInstance,
  auth: AuthContext,
  ip: string,
  body: { stuId: number; amount: string; reason: string },
  lang: Lang,
): Promise<ConsoleContract> {
  const amountFen = yuanToFen(body.amount);
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) throw new BizError(CODES.INVALID_PARAM);
  const reason = body.reason.trim();
  const started = await app.db.transaction(async (tx): Promise<Started> => {
    const [stu] = await tx.select({ id: students.id }).from(students).where(eq(students.id, body.stuId));
    if (!stu) throw new BizError(CODES.NOT_FOUND);
    const [current] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.stuId, body.stuId), ne(contracts.status, 'void')))
      .limit(1);
    if (!current) throw new BizError(CONTRACT_CODES.NO_CONTRACT);
    const { contract, orders } = await lockContract(tx, current.id);
    const order = orders.find((o) => PAID.includes(o.state as OrderState));
    if (!contract || contract.status !== 'paid' || !order) throw new BizError(PAY_CODES.REFUND_NOT_PAID);
    if (order.state === 'refunding') throw new BizError(PAY_CODES.REFUND_IN_PROGRESS);
    const { doneFen, processingFen } = refundSums(await refundRecords(tx, { orderId: order.id }));
    const maxFen = order.amountFen - doneFen - processingFen;
    if (amountFen > maxFen) throw new BizError(PAY_CODES.REFUND_TOO_MUCH, undefined, { max: fenToYuan(Math.max(0, maxFen)) });
    if (!app.payments.byName(order.provider)) throw new BizError(PAY_CODES.PROVIDER_UNAVAILABLE);
    const [me] = await tx.select({ name: users.userName }).from(users).where(eq(users.id, auth.userId));
    const outRefundNo = newOutRefundNo();
    await moveOrder(tx, order, 'refunding', 'staff', {
      refund: outRefundNo,
      amountFen,
      reason,
      by: auth.userId,
      byName: me?.name ?? null,
    });
    await audit(tx as unknown as Db, auth, ip, {
      action: 'contract.refund',
      target: contract.contractNo,
      detail: { stuId: contract.stuId, outTradeNo: order.outTradeNo, outRefundNo, amountFen, reason },
    });
    return {
      orderId: order.id,
      outTradeNo: order.outTradeNo,
      provider: order.provider,
      totalFen: order.amountFen,
      outRefundNo,
      amountFen,
      reason,
    };
  });
  const outcome = await askProvider(app, app.payments.byName(started.provider)!, started, ip);
  if (outcome === 'failed') throw new BizError(PAY_CODES.REFUND_REFUSED);
  return (await consoleContractOf(app.db, body.stuId, lang))!;
}

/**
 * The scheduler's job: refunds still going on (the provider said processing, or its answer was
 * lost) are asked of their provider until they are done or failed.
 */
export async function checkRefunds(
  app: FastifyInstance,
  opts: { olderThanMs?: number; limit?: number } = {},
): Promise<{ done: number; failed: number }> {
  const before = new Date(Date.now() - (opts.olderThanMs ?? REFUND_CHECK_AFTER_MS));
  const due = await app.db
    .select({ id: paymentOrders.id, outTradeNo: paymentOrders.outTradeNo, provider: paymentOrders.provider })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.state, 'refunding'), lte(paymentOrders.updatedAt, before)))
    .orderBy(asc(paymentOrders.updatedAt))
    .limit(opts.limit ?? 100);
  let done = 0;
  let failed = 0;
  for (const o of due) {
    const provider = app.payments.byName(o.provider);
    const cur = await currentRefund(app.db, o.id);
    if (!provider || !cur) continue;
    try {
      const q = await provider.queryRefund({ outTradeNo: o.outTradeNo, outRefundNo: cur.outRefundNo });
      if (q.state === 'done') {
        if (await finishRefund(app, o.id, cur.outRefundNo, { result: 'done', refundId: q.refundId ?? '', source: 'query' })) done++;
      } else if (q.state === 'failed' || q.state === 'none') {
        const reason = q.state === 'none' ? 'unknown to the provider' : 'failed at the provider';
        if (await finishRefund(app, o.id, cur.outRefundNo, { result: 'failed', reason, source: 'query' })) failed++;
      }
    } catch (err) {
      app.log.warn({ outTradeNo: o.outTradeNo, outRefundNo: cur.outRefundNo, err: (err as Error).message }, 'refund query failed');
    }
  }
  return { done, failed };
}
