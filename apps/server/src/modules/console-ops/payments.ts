// Contracts and their payment orders for staff (clerks and admins read; the refund itself stays the
// admins' /console/contract/refund of the application view): the list with each contract's orders
// and what was refunded, one contract with its orders' events and refunds, and the daily
// reconciliation of one Beijing day:
// - what the providers reported paid that day: the events of source 'notify' or 'query' that moved
//   an order to paid, and the refused reports where money was taken (a transaction id) but nothing
//   was marked paid here (a closed or expired order, another amount, a second transaction...);
// - what is marked paid here that day: orders whose paid_at falls on it (whatever their state now).
// Mismatches: paid at the provider but not here ('providerOnly'; 'amount' when the amounts
// differ), marked paid here with no provider event ('hereOnly').
import { sql } from 'drizzle-orm';
import {
  CODES,
  maskEmail,
  maskPhone,
  type OpsContractDetail,
  type OpsContractItem,
  type OpsContractsQuery,
  type OpsOrder,
  type OpsReconcileData,
  type OpsReconcileRow,
  type Paged,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { likeEscape, rows } from '../../lib/sql';
import { fenToYuan } from '../../providers/payment/types';
import { refundAnswer, refundRecords, refundSums } from '../payments/refund-read';

const bj = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`);

interface ContractRow {
  contractId: number;
  contractNo: string;
  stuId: number;
  studentName: string;
  phone: string | null;
  email: string | null;
  countryId: string;
  status: string;
  feeFen: number;
  signedAt: string;
  paidAt: string | null;
  refundedFen: number;
  orders: (Omit<OpsOrder, 'amount'> & { amountFen: number })[] | null;
}

const CONTRACT_SELECT = sql`
  SELECT c.id::int AS "contractId", c.contract_no AS "contractNo", c.stu_id AS "stuId", c.student_name AS "studentName",
         u.phone_number AS phone, u.email, c.country_id AS "countryId", c.status, c.service_fee_fen AS "feeFen",
         ${bj('c.signed_at')} AS "signedAt", ${bj('c.paid_at')} AS "paidAt",
         coalesce((SELECT sum((e.detail->>'amountFen')::int) FROM payment_events e JOIN payment_orders o2 ON o2.id = e.order_id
                    WHERE o2.contract_id = c.id AND e.detail->>'refund' IS NOT NULL AND e.detail->>'result' = 'done'), 0)::int AS "refundedFen",
         (SELECT json_agg(json_build_object(
                   'orderId', o.id, 'outTradeNo', o.out_trade_no, 'channel', o.channel, 'provider', o.provider,
                   'amountFen', o.amount_fen, 'state', o.state,
                   'paidAt', to_char(o.paid_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS'),
                   'providerTxnId', o.provider_txn_id,
                   'createdAt', to_char(o.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')) ORDER BY o.id)
            FROM payment_orders o WHERE o.contract_id = c.id) AS orders
    FROM contracts c LEFT JOIN users u ON u.id = c.owner_id`;

const toItem = (r: ContractRow): OpsContractItem => ({
  contractId: r.contractId,
  contractNo: r.contractNo,
  stuId: r.stuId,
  studentName: r.studentName,
  owner: maskPhone(r.phone) ?? maskEmail(r.email),
  countryId: r.countryId,
  status: r.status,
  fee: fenToYuan(r.feeFen),
  signedAt: r.signedAt,
  paidAt: r.paidAt,
  refunded: fenToYuan(r.refundedFen),
  orders: (r.orders ?? []).map(({ amountFen, ...o }) => ({ ...o, orderId: Number(o.orderId), amount: fenToYuan(amountFen) })),
});

export async function listContracts(db: Db, q: OpsContractsQuery): Promise<Paged<OpsContractItem>> {
  const conds = [sql`true`];
  if (q.q) {
    const like = `%${likeEscape(q.q)}%`;
    conds.push(
      sql`(c.contract_no ILIKE ${like} OR c.student_name ILIKE ${like}
           OR EXISTS (SELECT 1 FROM payment_orders o WHERE o.contract_id = c.id AND (o.out_trade_no ILIKE ${like} OR o.provider_txn_id ILIKE ${like})))`,
    );
  }
  if (q.status) conds.push(sql`c.status = ${q.status}`);
  if (q.from) conds.push(sql`c.signed_at >= (${q.from}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  if (q.to) conds.push(sql`c.signed_at < (${q.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  const where = sql.join(conds, sql` AND `);
  const [{ total }] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM contracts c WHERE ${where}`);
  const list = await rows<ContractRow>(
    db,
    sql`${CONTRACT_SELECT} WHERE ${where} ORDER BY c.signed_at DESC, c.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
  );
  return { list: list.map(toItem), currPage: q.pageNo, pageSize: q.pageSize, totalCount: total, totalPage: Math.ceil(total / q.pageSize) };
}

export async function contractDetail(db: Db, contractId: number): Promise<OpsContractDetail> {
  const [r] = await rows<ContractRow>(db, sql`${CONTRACT_SELECT} WHERE c.id = ${contractId}`);
  if (!r) throw new BizError(CODES.NOT_FOUND);
  const events = await rows<OpsContractDetail['events'][number]>(
    db,
    sql`SELECT e.id::int AS id, o.out_trade_no AS "outTradeNo", e.from_state AS "fromState", e.to_state AS "toState",
               e.source, e.detail, ${bj('e.created_at')} AS at
          FROM payment_events e JOIN payment_orders o ON o.id = e.order_id
         WHERE o.contract_id = ${contractId} ORDER BY e.id`,
  );
  const refunds = await refundRecords(db, { contractId });
  const sums = refundSums(refunds);
  const paidFen = (r.orders ?? []).filter((o) => ['paid', 'refunding', 'refunded'].includes(o.state)).reduce((s, o) => s + o.amountFen, 0);
  return {
    ...toItem(r),
    events,
    refunds: refunds.map(refundAnswer),
    refundable: fenToYuan(Math.max(0, paidFen - sums.doneFen - sums.processingFen)),
  };
}

/** The reconciliation of one Beijing day. */
export async function reconcile(db: Db, day: string): Promise<OpsReconcileData> {
  const start = sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`;
  const end = sql`(${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`;
  // What the providers reported paid that day, one row per reported transaction.
  const reported = await rows<{
    orderId: number | null;
    outTradeNo: string | null;
    contractNo: string | null;
    provider: string | null;
    reportedFen: number | null;
    orderFen: number | null;
    orderState: string | null;
    txnId: string | null;
    applied: boolean;
    reason: string | null;
    at: string;
  }>(
    db,
    sql`SELECT DISTINCT ON (coalesce(e.detail->>'txnId', e.id::text))
               e.order_id::int AS "orderId", coalesce(o.out_trade_no, e.detail->>'outTradeNo') AS "outTradeNo",
               c.contract_no AS "contractNo", coalesce(o.provider, e.detail->>'provider') AS provider,
               CASE WHEN e.source = 'refused' THEN (e.detail->>'amountFen')::int ELSE o.amount_fen END AS "reportedFen",
               o.amount_fen AS "orderFen", o.state AS "orderState", e.detail->>'txnId' AS "txnId",
               (e.source <> 'refused') AS applied, e.detail->>'reason' AS reason, ${bj('e.created_at')} AS at
          FROM payment_events e
          LEFT JOIN payment_orders o ON o.id = e.order_id
          LEFT JOIN contracts c ON c.id = o.contract_id
         WHERE e.created_at >= ${start} AND e.created_at < ${end}
           AND ((e.source IN ('notify', 'query') AND e.to_state = 'paid')
                OR (e.source = 'refused' AND coalesce(e.detail->>'txnId', '') <> '' AND e.detail->>'reason' <> 'unknown order'
                    AND e.detail->>'reason' <> 'another provider'))
         ORDER BY coalesce(e.detail->>'txnId', e.id::text), e.id`,
  );
  // What is marked paid here that day, and whether a provider's report moved it.
  const here = await rows<{
    orderId: number;
    outTradeNo: string;
    contractNo: string | null;
    provider: string;
    amountFen: number;
    state: string;
    txnId: string | null;
    reported: boolean;
    at: string;
  }>(
    db,
    sql`SELECT o.id::int AS "orderId", o.out_trade_no AS "outTradeNo", c.contract_no AS "contractNo", o.provider,
               o.amount_fen AS "amountFen", o.state, o.provider_txn_id AS "txnId",
               EXISTS (SELECT 1 FROM payment_events e WHERE e.order_id = o.id AND e.to_state = 'paid' AND e.source IN ('notify', 'query')) AS reported,
               ${bj('o.paid_at')} AS at
          FROM payment_orders o LEFT JOIN contracts c ON c.id = o.contract_id
         WHERE o.paid_at >= ${start} AND o.paid_at < ${end} AND o.state IN ('paid', 'refunding', 'refunded')
         ORDER BY o.paid_at, o.id`,
  );
  const mismatches: OpsReconcileRow[] = [];
  let matched = 0;
  for (const r of reported) {
    if (r.applied) continue;
    // A refused report for an order that is (now) paid by that same transaction is not money lost.
    const kind = r.reason === 'amount differs' ? 'amount' : 'providerOnly';
    mismatches.push({
      kind,
      outTradeNo: r.outTradeNo,
      contractNo: r.contractNo,
      provider: r.provider,
      providerAmount: r.reportedFen == null ? null : fenToYuan(r.reportedFen),
      hereAmount: r.orderFen == null ? null : fenToYuan(r.orderFen),
      hereState: r.orderState,
      txnId: r.txnId,
      reason: r.reason,
      at: r.at,
    });
  }
  for (const h of here) {
    if (h.reported) {
      matched += 1;
      continue;
    }
    mismatches.push({
      kind: 'hereOnly',
      outTradeNo: h.outTradeNo,
      contractNo: h.contractNo,
      provider: h.provider,
      providerAmount: null,
      hereAmount: fenToYuan(h.amountFen),
      hereState: h.state,
      txnId: h.txnId,
      reason: null,
      at: h.at,
    });
  }
  const providerFen = reported.reduce((s, r) => s + (r.reportedFen ?? 0), 0);
  const hereFen = here.reduce((s, h) => s + h.amountFen, 0);
  return {
    day,
    provider: { count: reported.length, amount: fenToYuan(providerFen) },
    here: { count: here.length, amount: fenToYuan(hereFen) },
    matched,
    mismatches,
  };
}
