// Contracts and their payment orders for staff (clerks and admins read; the refund itself stays the
// admins' /console/contract/refund of the application view): the list with each contract's orders
// and what was refunded, one contract with its orders' events and refunds, the export of the
// filtered (or chosen) contracts one row per order, and the daily reconciliation of one Beijing day:
// - what the providers reported paid that day: the events of source 'notify' or 'query' that moved
//   an order to paid, and the refused reports where money was taken (a transaction id) but nothing
//   was marked paid here (a closed or expired order, another amount, a second transaction...);
// - what is marked paid here that day: orders whose paid_at falls on it (whatever their state now);
// - what each provider says now: every order of the day that is paid here or still open (created
//   that day and shown as a QR code) is asked of its provider (PaymentProvider.query), a few at a
//   time, each call with its own time limit and all of them within one time budget (the console's
//   call gives up after 10 s); a provider that failed three calls of a run and answered none is not
//   asked again in it.
// Mismatches: paid at the provider but not here ('providerOnly'; 'amount' when the amounts
// differ), marked paid here but not at the provider ('hereOnly': the provider says open or closed,
// or, when it could not be asked, no provider event moved it), and an order whose provider could
// not be asked ('unreachable': an error, no answer in time, a provider not configured here), listed
// apart so one provider down does not fail the whole view.
import { sql, type SQL } from 'drizzle-orm';
import {
  CODES,
  OPS_EXPORT_MAX,
  maskEmail,
  maskPhone,
  type OpsContractDetail,
  type OpsContractItem,
  type OpsContractFilters,
  type OpsContractsQuery,
  type OpsOrder,
  type OpsReconcileData,
  type OpsReconcileRow,
  type Lang,
  type Paged,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { likeEscape, pgArray, rows } from '../../lib/sql';
import { fenToYuan, type OrderQueryResult, type PaymentProvider } from '../../providers/payment/types';
import { refundAnswer, refundRecords, refundSums } from '../payments/refund-read';
import type { Sheet } from './sheet';

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

function whereOf(q: OpsContractFilters & { ids?: number[] }): SQL {
  // Chosen rows: just those, whatever the filters.
  if (q.ids?.length) return sql`c.id = ANY(${pgArray(q.ids)}::bigint[])`;
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
  return sql.join(conds, sql` AND `);
}

export async function listContracts(db: Db, q: OpsContractsQuery): Promise<Paged<OpsContractItem>> {
  const where = whereOf(q);
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

// ---------------------------------------------------------------- export

const EXPORT_COLUMNS = [
  { cn: '合同编号', en: 'Contract no.' },
  { cn: '学生', en: 'Student' },
  { cn: '账号', en: 'Account' },
  { cn: '合同状态', en: 'Contract status' },
  { cn: '服务费', en: 'Fee' },
  { cn: '签约时间', en: 'Signed' },
  { cn: '合同付款时间', en: 'Contract paid' },
  { cn: '已退款', en: 'Refunded' },
  { cn: '订单号', en: 'Order no.' },
  { cn: '渠道', en: 'Channel' },
  { cn: '支付方', en: 'Provider' },
  { cn: '订单金额', en: 'Order amount' },
  { cn: '订单状态', en: 'Order status' },
  { cn: '订单付款时间', en: 'Order paid' },
  { cn: '渠道交易号', en: 'Transaction id' },
] as const;

const TEXT: Record<string, { cn: string; en: string }> = {
  'contract:signed': { cn: '待付款', en: 'Awaiting payment' },
  'contract:paid': { cn: '已付款', en: 'Paid' },
  'contract:void': { cn: '已作废', en: 'Void' },
  'order:created': { cn: '待支付', en: 'Awaiting payment' },
  'order:paid': { cn: '已支付', en: 'Paid' },
  'order:closed': { cn: '已关闭', en: 'Closed' },
  'order:expired': { cn: '已过期', en: 'Expired' },
  'order:refunding': { cn: '退款中', en: 'Refunding' },
  'order:refunded': { cn: '已退款', en: 'Refunded' },
  'channel:wechat': { cn: '微信支付', en: 'WeChat Pay' },
  'channel:alipay': { cn: '支付宝', en: 'Alipay' },
};
const text = (kind: string, v: string, lang: Lang) => TEXT[`${kind}:${v}`]?.[lang] ?? v;

/**
 * The export's sheet: the filtered (or chosen) contracts, newest signed first, one row per payment
 * order (a contract without orders is one row), at most OPS_EXPORT_MAX rows; the owner's contact
 * masked as on the screen.
 */
export async function exportPayments(db: Db, q: OpsContractFilters & { ids?: number[] }, lang: Lang): Promise<Sheet> {
  const where = whereOf(q);
  const [{ total }] = await rows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM contracts c LEFT JOIN payment_orders o ON o.contract_id = c.id WHERE ${where}`,
  );
  const list = await rows<{
    contractNo: string;
    studentName: string;
    phone: string | null;
    email: string | null;
    status: string;
    feeFen: number;
    signedAt: string;
    paidAt: string | null;
    refundedFen: number;
    outTradeNo: string | null;
    channel: string | null;
    provider: string | null;
    amountFen: number | null;
    state: string | null;
    orderPaidAt: string | null;
    txnId: string | null;
  }>(
    db,
    sql`SELECT c.contract_no AS "contractNo", c.student_name AS "studentName", u.phone_number AS phone, u.email,
               c.status, c.service_fee_fen AS "feeFen", ${bj('c.signed_at')} AS "signedAt", ${bj('c.paid_at')} AS "paidAt",
               coalesce((SELECT sum((e.detail->>'amountFen')::int) FROM payment_events e JOIN payment_orders o2 ON o2.id = e.order_id
                          WHERE o2.contract_id = c.id AND e.detail->>'refund' IS NOT NULL AND e.detail->>'result' = 'done'), 0)::int AS "refundedFen",
               o.out_trade_no AS "outTradeNo", o.channel, o.provider, o.amount_fen AS "amountFen", o.state,
               ${bj('o.paid_at')} AS "orderPaidAt", o.provider_txn_id AS "txnId"
          FROM contracts c
          LEFT JOIN users u ON u.id = c.owner_id
          LEFT JOIN payment_orders o ON o.contract_id = c.id
         WHERE ${where}
         ORDER BY c.signed_at DESC, c.id DESC, o.id
         LIMIT ${OPS_EXPORT_MAX}`,
  );
  const cells = list.map((r) => [
    r.contractNo,
    r.studentName,
    maskPhone(r.phone) ?? maskEmail(r.email) ?? '',
    text('contract', r.status, lang),
    fenToYuan(r.feeFen),
    r.signedAt,
    r.paidAt ?? '',
    fenToYuan(r.refundedFen),
    r.outTradeNo ?? '',
    r.channel ? text('channel', r.channel, lang) : '',
    r.provider ?? '',
    r.amountFen == null ? '' : fenToYuan(r.amountFen),
    r.state ? text('order', r.state, lang) : '',
    r.orderPaidAt ?? '',
    r.txnId ?? '',
  ]);
  return { headers: EXPORT_COLUMNS.map((c) => c[lang]), cells, total };
}

// ---------------------------------------------------------------- reconciliation

/** How the reconciliation asks the providers. */
export interface ReconcileOptions {
  /** The provider an order was created with; null when it is not configured here. */
  providerOf: (name: string) => PaymentProvider | null;
  /** Calls at once (default RECONCILE_CONCURRENCY). */
  concurrency?: number;
  /** The time limit of each call, ms (default RECONCILE_TIMEOUT_MS). */
  timeoutMs?: number;
  /**
   * The time all the asking may take, ms (default RECONCILE_BUDGET_MS: the console's calls give up
   * after 10 s); an order not asked by then keeps the stored verdict and counts as not asked.
   */
  budgetMs?: number;
  /** The most orders asked for one day (default RECONCILE_ASK_MAX); the rest keep the stored verdict. */
  maxAsked?: number;
}

export const RECONCILE_CONCURRENCY = 6;
export const RECONCILE_TIMEOUT_MS = 4_000;
export const RECONCILE_BUDGET_MS = 7_000;
export const RECONCILE_ASK_MAX = 1_000;
/** Less time than this left in the budget: an order is not asked. */
const MIN_ASK_MS = 20;
/** A provider that failed this many calls of a run and answered none is not asked again in that run. */
export const RECONCILE_GIVE_UP_AFTER = 3;

type Answer = { ok: true; q: OrderQueryResult } | { ok: false; reason: string };

class TimedOut extends Error {}

/** Ask one order of its provider within the time limit; never throws. */
async function ask(provider: PaymentProvider, outTradeNo: string, timeoutMs: number): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const q = await Promise.race([
      provider.query(outTradeNo),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimedOut()), timeoutMs);
      }),
    ]);
    return { ok: true, q };
  } catch (err) {
    if (err instanceof TimedOut) return { ok: false, reason: `no answer in ${timeoutMs} ms` };
    return { ok: false, reason: String((err as Error)?.message ?? err).slice(0, 200) || 'error' };
  } finally {
    clearTimeout(timer);
  }
}

/** Run fn over items with at most `limit` running at once; answers in the items' order. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return out;
}

const PAID_HERE = ['paid', 'refunding', 'refunded'];

/** The reconciliation of one Beijing day. */
export async function reconcile(db: Db, day: string, opts: ReconcileOptions): Promise<OpsReconcileData> {
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
  // The orders of the day: marked paid here that day (whatever their state now, and whether a
  // provider's report moved them), and still open, created that day and shown to the payer (an
  // order never shown as a QR code cannot have been paid).
  const orders = await rows<{
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
               ${bj('coalesce(o.paid_at, o.created_at)')} AS at
          FROM payment_orders o LEFT JOIN contracts c ON c.id = o.contract_id
         WHERE (o.paid_at >= ${start} AND o.paid_at < ${end} AND o.state = ANY(${pgArray(PAID_HERE)}::text[]))
            OR (o.state = 'created' AND o.code_url IS NOT NULL AND o.created_at >= ${start} AND o.created_at < ${end})
         ORDER BY coalesce(o.paid_at, o.created_at), o.id`,
  );
  const here = orders.filter((o) => PAID_HERE.includes(o.state));

  // Ask the providers.
  const maxAsked = opts.maxAsked ?? RECONCILE_ASK_MAX;
  const toAsk = orders.slice(0, maxAsked);
  const timeoutMs = opts.timeoutMs ?? RECONCILE_TIMEOUT_MS;
  const deadline = Date.now() + (opts.budgetMs ?? RECONCILE_BUDGET_MS);
  const health = new Map<string, { answered: number; failed: number }>();
  const got = await pool(toAsk, opts.concurrency ?? RECONCILE_CONCURRENCY, async (o): Promise<Answer | undefined> => {
    const provider = opts.providerOf(o.provider);
    if (!provider) return { ok: false, reason: 'provider not configured' };
    const h = health.get(o.provider) ?? { answered: 0, failed: 0 };
    health.set(o.provider, h);
    if (!h.answered && h.failed >= RECONCILE_GIVE_UP_AFTER)
      return { ok: false, reason: `not asked: ${h.failed} calls to this provider failed in this run` };
    // Too little time left to hear an answer: not asked (a timer may also fire a millisecond before
    // the clock reads its end, which would otherwise let one more ask start).
    const left = deadline - Date.now();
    if (left < MIN_ASK_MS) return undefined;
    const a = await ask(provider, o.outTradeNo, Math.min(timeoutMs, left));
    if (a.ok) h.answered += 1;
    else h.failed += 1;
    return a;
  });
  const answers = new Map<number, Answer>();
  toAsk.forEach((o, i) => {
    if (got[i]) answers.set(o.orderId, got[i]);
  });

  const mismatches: OpsReconcileRow[] = [];
  const seen = new Set<string>();
  const push = (row: OpsReconcileRow) => {
    const key = `${row.kind}:${row.outTradeNo}`;
    if (row.source === 'query' && seen.has(key)) return;
    seen.add(key);
    mismatches.push(row);
  };
  const yuan = (fen: number | null | undefined) => (fen == null ? null : fenToYuan(fen));
  for (const r of reported) {
    if (r.applied) continue;
    push({
      kind: r.reason === 'amount differs' ? 'amount' : 'providerOnly',
      outTradeNo: r.outTradeNo,
      contractNo: r.contractNo,
      provider: r.provider,
      providerAmount: yuan(r.reportedFen),
      hereAmount: yuan(r.orderFen),
      hereState: r.orderState,
      providerState: null,
      txnId: r.txnId,
      reason: r.reason,
      source: 'events',
      at: r.at,
    });
  }
  let matched = 0;
  let answered = 0;
  for (const o of orders) {
    const a = answers.get(o.orderId);
    const paidHere = PAID_HERE.includes(o.state);
    const base = {
      outTradeNo: o.outTradeNo,
      contractNo: o.contractNo,
      provider: o.provider,
      hereAmount: fenToYuan(o.amountFen),
      hereState: o.state,
      at: o.at,
    };
    if (a?.ok) {
      answered += 1;
      const q = a.q;
      // A refund at the provider: WeChat Pay says 'refunded', Alipay closes a trade refunded in full.
      const paidThere =
        q.state === 'paid' || q.state === 'refunded' || (q.state === 'closed' && (o.state === 'refunded' || o.state === 'refunding'));
      const amountDiffers = q.amountFen !== undefined && q.amountFen !== o.amountFen;
      const row = {
        ...base,
        providerAmount: yuan(q.amountFen),
        providerState: q.state,
        txnId: q.txnId ?? o.txnId,
        reason: null,
        source: 'query' as const,
      };
      if (paidHere) {
        if (!paidThere) push({ ...row, kind: 'hereOnly' });
        else if (amountDiffers) push({ ...row, kind: 'amount' });
        else matched += 1;
      } else if (paidThere) {
        push({ ...row, kind: amountDiffers ? 'amount' : 'providerOnly' });
      }
      continue;
    }
    if (a && !a.ok)
      push({ ...base, kind: 'unreachable', providerAmount: null, providerState: null, txnId: o.txnId, reason: a.reason, source: 'query' });
    // Not answered (or beyond the limit): the stored events decide for an order paid here.
    if (!paidHere) continue;
    if (o.reported) matched += 1;
    else push({ ...base, kind: 'hereOnly', providerAmount: null, providerState: null, txnId: o.txnId, reason: null, source: 'events' });
  }
  const providerFen = reported.reduce((s, r) => s + (r.reportedFen ?? 0), 0);
  const hereFen = here.reduce((s, h) => s + h.amountFen, 0);
  return {
    day,
    provider: { count: reported.length, amount: fenToYuan(providerFen) },
    here: { count: here.length, amount: fenToYuan(hereFen) },
    matched,
    asked: { orders: answers.size, answered, notAsked: orders.length - answers.size },
    mismatches,
  };
}
