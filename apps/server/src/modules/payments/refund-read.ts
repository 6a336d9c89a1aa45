// The refunds of a contract's fee as its orders' events tell them (no table of their own): a refund
// starts with the event paid|refunded -> refunding (source 'staff', detail { refund, amountFen,
// reason, by, byName }) and ends with refunding -> refunded (done) or refunding -> paid|refunded
// (failed), detail { refund, amountFen, result }. The order's state says that a refund happened
// ('refunded') or is going on ('refunding'); the amounts are in the events.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ConsoleRefund, RefundState } from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { fenToYuan } from '../../providers/payment';
import { rowsAs } from '../../lib/sql';

export interface RefundRecord {
  orderId: number;
  outRefundNo: string;
  amountFen: number;
  reason: string;
  by: number | null;
  byName: string | null;
  state: RefundState;
  requestedAt: string;
  doneAt: string | null;
}

const eventRow = z.object({
  orderId: z.number(),
  toState: z.string().nullable(),
  source: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});

const bj = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`);

/** The refunds of the orders (by order ids, or of a contract), oldest first. */
export async function refundRecords(db: Db | Tx, where: { contractId: number } | { orderId: number }): Promise<RefundRecord[]> {
  const cond = 'contractId' in where ? sql`o.contract_id = ${where.contractId}` : sql`o.id = ${where.orderId}`;
  const events = await rowsAs(
    db as Db,
    eventRow,
    sql`SELECT e.order_id::int AS "orderId", e.to_state AS "toState", e.source, e.detail, ${bj('e.created_at')} AS at
        FROM payment_events e JOIN payment_orders o ON o.id = e.order_id
        WHERE ${cond} AND e.detail->>'refund' IS NOT NULL ORDER BY e.id`,
  );
  const out = new Map<string, RefundRecord>();
  for (const e of events) {
    const d = e.detail;
    const no = String(d.refund);
    if (e.toState === 'refunding') {
      out.set(no, {
        orderId: e.orderId,
        outRefundNo: no,
        amountFen: Number(d.amountFen) || 0,
        reason: typeof d.reason === 'string' ? d.reason : '',
        by: typeof d.by === 'number' ? d.by : null,
        byName: typeof d.byName === 'string' ? d.byName : null,
        state: 'processing',
        requestedAt: e.at,
        doneAt: null,
      });
      continue;
    }
    const r = out.get(no);
    if (!r || (d.result !== 'done' && d.result !== 'failed')) continue;
    r.state = d.result;
    r.doneAt = e.at;
  }
  return [...out.values()];
}

/** What was refunded (done) and what is being refunded (processing), in fen. */
export function refundSums(records: RefundRecord[]): { doneFen: number; processingFen: number } {
  let doneFen = 0;
  let processingFen = 0;
  for (const r of records) {
    if (r.state === 'done') doneFen += r.amountFen;
    if (r.state === 'processing') processingFen += r.amountFen;
  }
  return { doneFen, processingFen };
}

export const refundAnswer = (r: RefundRecord): ConsoleRefund => ({
  outRefundNo: r.outRefundNo,
  amount: fenToYuan(r.amountFen),
  reason: r.reason,
  state: r.state,
  requestedAt: r.requestedAt,
  doneAt: r.doneAt,
  byName: r.byName,
});
