// The service contract and its fee (spec 001 sections 2-5, 7-9): the contract class of each study
// country, the signed contracts with their PDF and its hash, the payment orders of the fee with
// every state change, and the service milestones a contract promises.
import { sql } from 'drizzle-orm';
import { bigserial, bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { files, users } from './accounts';
import { students } from './students';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Settings of a study country that staff keep (more join them with the back office): the contract
 * class ('A' or 'B', spec 001 section 9) that sets the fees of its agreement, and its consultation
 * chat link.
 */
export const countrySettings = pgTable('country_settings', {
  countryId: varchar('country_id', { length: 30 }).primaryKey(),
  contractClass: varchar('contract_class', { length: 1 }).notNull(),
  /** Where online consultation about this country leads (a chat page); null: the seeded demo chat. */
  chatUrl: text('chat_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A school of the agreement, as it stood when it was signed. */
export interface ContractSchool {
  uniId: number;
  uniName: string;
  uniEnName: string;
  courseNames: string[];
}

/** A signature of the agreement (the student's, and a guardian's for a minor). */
export interface ContractSigner {
  role: 'student' | 'guardian';
  name: string;
  /** Guardians: contact_relation value. */
  relation?: string | null;
  /** The uploaded PNG (files.id). */
  fileId: string;
}

/**
 * A signed service agreement of one student file. A file has at most one contract that is not
 * void; signing again before payment voids the earlier one. Money is integer fen.
 * status: 'signed' (waiting for the fee), 'paid', 'void' (replaced or cancelled).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The contract number shown to people (contractNum). */
    contractNo: varchar('contract_no', { length: 32 }).notNull(),
    /** Random, unguessable: the PDF's address carries it (the owner and staff still must be signed in). */
    accessKey: varchar('access_key', { length: 64 }).notNull(),
    /** The file; null once its account was deleted (the contract is kept, reduced). */
    stuId: integer('stu_id').references(() => students.id, { onDelete: 'set null' }),
    /** The account that signed (the file's owner); null once that account was deleted. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).notNull(),
    contractClass: varchar('contract_class', { length: 1 }).notNull(),
    countryId: varchar('country_id', { length: 30 }).notNull(),
    /** Version of the terms text the agreement was generated from. */
    termsVersion: varchar('terms_version', { length: 20 }).notNull(),
    studentName: varchar('student_name', { length: 100 }).notNull(),
    schools: jsonb('schools').$type<ContractSchool[]>().notNull(),
    signers: jsonb('signers').$type<ContractSigner[]>().notNull(),
    serviceFeeFen: integer('service_fee_fen').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    /** Term: from the signing day, two years. */
    startDate: varchar('start_date', { length: 10 }).notNull(),
    endDate: varchar('end_date', { length: 10 }).notNull(),
    /** The generated PDF (files.id) and the SHA-256 of its bytes, checked whenever it is served. */
    pdfFileId: varchar('pdf_file_id', { length: 40 }).references(() => files.id, { onDelete: 'restrict' }),
    pdfSha256: varchar('pdf_sha256', { length: 64 }),
    /** SHA-256 of the signed content (terms, parties, schools, fees, signatures), printed in the PDF. */
    contentSha256: varchar('content_sha256', { length: 64 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the signing account was deleted and the contract's personal data reduced to what it needs. */
    reducedAt: timestamp('reduced_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('contracts_no_uq').on(t.contractNo),
    uniqueIndex('contracts_access_key_uq').on(t.accessKey),
    uniqueIndex('contracts_stu_current_uq')
      .on(t.stuId)
      .where(sql`${t.status} <> 'void'`),
    index('contracts_owner_idx').on(t.ownerId, t.createdAt),
  ],
);

/**
 * A payment order of a contract's fee with one provider (orderNo is WeChat Pay's, orderNoAs
 * Alipay's; both for the same fee, paying one closes the other). outTradeNo is unique.
 * state: created -> paid | closed | expired; paid -> refunding -> refunded.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    /** 'wechat' | 'alipay' (the provider configured for that channel answers it, the sandbox by default). */
    channel: varchar('channel', { length: 10 }).notNull(),
    /** The implementation that created it: 'sandbox' | 'wechat' | 'alipay'. */
    provider: varchar('provider', { length: 10 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    state: varchar('state', { length: 10 }).notNull(),
    /** The QR code's content the provider answered (code_url / qr_code / the sandbox page). */
    codeUrl: text('code_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's transaction id once paid. */
    providerTxnId: varchar('provider_txn_id', { length: 64 }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the provider was last asked about it for a result check (at most once per PAY_QUERY_GAP_MS, all processes together). */
    queriedAt: timestamp('queried_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_out_trade_no_uq').on(t.outTradeNo),
    index('payment_orders_contract_idx').on(t.contractId),
    index('payment_orders_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'created'`),
  ],
);

/**
 * Every state change of an order, and every notification that was refused (bad signature, amount
 * or order that differs from ours), with where it came from.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => paymentOrders.id, { onDelete: 'cascade' }),
    fromState: varchar('from_state', { length: 10 }),
    toState: varchar('to_state', { length: 10 }),
    /** 'create' | 'notify' | 'query' | 'close' | 'expire' | 'staff' | 'refused'. */
    source: varchar('source', { length: 10 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: created(),
  },
  (t) => [index('payment_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The service milestones of a contract (spec 001 section 9 ties refunds to them): 'schools'
 * (applications sent), 'offer', 'visa', 'enrolment'. Staff mark them done.
 */
export const contractMilestones = pgTable(
  'contract_milestones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [uniqueIndex('contract_milestones_uq').on(t.contractId, t.kind)],
);
