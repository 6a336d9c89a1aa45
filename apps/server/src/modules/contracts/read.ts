// Reading contracts for other modules' answers: the console's contract section of a file, the
// milestones of a contract (named in the request language with the refund rule tied to each), and
// the SQL of the list item's milestone flags.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MILESTONE_KINDS,
  milestoneTerms,
  yuanText,
  type ConsoleContract,
  type ContractClass,
  type ContractMilestone,
  type Lang,
  type MilestoneKind,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { rowsAs } from '../../lib/sql';
import { refundAnswer, refundRecords, refundSums } from '../payments/refund-read';

/** Beijing time as answers show it. */
export const bjTime = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`);

/** The address of a contract's PDF (the owner and staff must still be signed in). */
export const pdfRoute = (accessKey: string) => `/api/contract/pdf/${accessKey}`;

const KIND_ORDER = `ARRAY[${MILESTONE_KINDS.map((k) => `'${k}'`).join(',')}]::text[]`;

/** The list item's flags: [{ kind, done }] of the file's current contract, '[]' without one (s = students alias). */
export const milestoneFlagsSql = (s: string) =>
  sql.raw(`coalesce((SELECT json_agg(json_build_object('kind', m.kind, 'done', m.done_at IS NOT NULL)
      ORDER BY array_position(${KIND_ORDER}, m.kind::text))
    FROM contracts ct JOIN contract_milestones m ON m.contract_id = ct.id
    WHERE ct.stu_id = ${s}.id AND ct.status <> 'void'), '[]'::json)`);

const milestoneRow = z.object({ contractId: z.number(), kind: z.string(), doneAt: z.string().nullable() });

/** The milestones of contracts, each in the order of the terms, with texts in the language. */
export async function milestonesOf(
  db: Db,
  contracts: { id: number; contractClass: string }[],
  lang: Lang,
): Promise<Map<number, ContractMilestone[]>> {
  const out = new Map<number, ContractMilestone[]>();
  if (!contracts.length) return out;
  const found = await rowsAs(
    db,
    milestoneRow,
    sql`SELECT m.contract_id::int AS "contractId", m.kind, ${bjTime('m.done_at')} AS "doneAt"
        FROM contract_milestones m WHERE m.contract_id IN (${sql.join(
          contracts.map((c) => sql`${c.id}`),
          sql`, `,
        )})`,
  );
  for (const c of contracts) {
    const terms = milestoneTerms(c.contractClass as ContractClass);
    out.set(
      c.id,
      MILESTONE_KINDS.map((kind: MilestoneKind) => {
        const r = found.find((x) => x.contractId === c.id && x.kind === kind);
        return {
          kind,
          title: terms[kind].title[lang],
          refundRule: terms[kind].refundRule[lang],
          done: !!r?.doneAt,
          doneAt: r?.doneAt ?? null,
        };
      }),
    );
  }
  return out;
}

const consoleRow = z.object({
  id: z.number(),
  contractNo: z.string(),
  accessKey: z.string(),
  contractClass: z.string(),
  serviceFeeFen: z.number(),
  signedAt: z.string(),
  paidAt: z.string().nullable(),
  isSignContract: z.string(),
});
const orderRow = z.object({
  outTradeNo: z.string(),
  channel: z.string(),
  state: z.string(),
  amountFen: z.number(),
  paidAt: z.string().nullable(),
});

/** The console's contract section of a file: its current contract, orders and milestones; null without one. */
export async function consoleContractOf(db: Db, stuId: number, lang: Lang): Promise<ConsoleContract | null> {
  const [c] = await rowsAs(
    db,
    consoleRow,
    sql`SELECT c.id::int AS id, c.contract_no AS "contractNo", c.access_key AS "accessKey", c.contract_class AS "contractClass",
          c.service_fee_fen AS "serviceFeeFen", ${bjTime('c.signed_at')} AS "signedAt", ${bjTime('c.paid_at')} AS "paidAt",
          s.is_sign_contract AS "isSignContract"
        FROM contracts c JOIN students s ON s.id = c.stu_id
        WHERE c.stu_id = ${stuId} AND c.status <> 'void' LIMIT 1`,
  );
  if (!c) return null;
  const orders = await rowsAs(
    db,
    orderRow,
    sql`SELECT o.out_trade_no AS "outTradeNo", o.channel, o.state, o.amount_fen AS "amountFen", ${bjTime('o.paid_at')} AS "paidAt"
        FROM payment_orders o WHERE o.contract_id = ${c.id} ORDER BY o.created_at, o.id`,
  );
  const miles = await milestonesOf(db, [c], lang);
  const refunds = await refundRecords(db, { contractId: c.id });
  const { doneFen, processingFen } = refundSums(refunds);
  const paidFen = orders.filter((o) => ['paid', 'refunding', 'refunded'].includes(o.state)).reduce((n, o) => n + o.amountFen, 0);
  return {
    contractNum: c.contractNo,
    isSignContract: (['0', '1', '2', '3'].includes(c.isSignContract) ? c.isSignContract : '1') as ConsoleContract['isSignContract'],
    serviceMoney: yuanText(c.serviceFeeFen),
    contractRoute: pdfRoute(c.accessKey),
    signedAt: c.signedAt,
    paidAt: c.paidAt,
    orders: orders.map((o) => ({
      outTradeNo: o.outTradeNo,
      channel: o.channel,
      state: o.state,
      amount: yuanText(o.amountFen),
      paidAt: o.paidAt,
    })),
    milestones: miles.get(c.id) ?? [],
    paidTotal: yuanText(paidFen),
    refundedTotal: yuanText(doneFen),
    refundable: yuanText(Math.max(0, paidFen - doneFen - processingFen)),
    refunds: refunds.map(refundAnswer),
  };
}
