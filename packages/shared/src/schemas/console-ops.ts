// The console's operations screens (issue 14 section 3): users and their roles and sessions, the
// audit log, the follow-up of consultation leads, contracts with their payment orders and the daily
// reconciliation, and the dashboard. The same schemas check the console's forms and the server.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import { ROLES } from '../constants';
import { msgKey } from '../messages';
import { DATE_RE } from '../patterns';
import { BULK_MAX } from './catalogue-admin';
import { commonFields, idSchema, intIn } from './common';
import { EXPORT_FORMATS } from './console';
import { consultProfile } from './consultation';

/** The operations screens' own codes (71060-71079). */
export const OPS_CODES = {
  /** An admin cannot disable their own account. */
  SELF_DISABLE: '71060',
  /** The last enabled admin keeps the admin role and stays enabled. */
  LAST_ADMIN: '71061',
  /** The account has neither a phone nor an email to send a reset code to. */
  NO_CONTACT: '71062',
  /** A reset code for a disabled account: enable it first. */
  RESET_DISABLED: '71063',
  /** An admin cannot remove their own admin role. */
  SELF_ADMIN: '71064',
  /** The lead is not there (any more). */
  LEAD_UNKNOWN: '71065',
  /** A lead is assigned to a staff member (clerk or admin) only. */
  NOT_STAFF: '71066',
  /** The session is not one of that account's open sessions. */
  SESSION_UNKNOWN: '71067',
} as const;

addCodeMessages({
  '71060': { cn: '不能停用自己的账号', en: 'You cannot disable your own account' },
  '71061': { cn: '至少需要保留一名启用的管理员', en: 'At least one enabled admin must remain' },
  '71062': { cn: '该账号没有手机号或邮箱，无法发送验证码', en: 'This account has no phone number or email to send a code to' },
  '71063': { cn: '该账号已停用，请先启用', en: 'This account is disabled; enable it first' },
  '71064': { cn: '不能取消自己的管理员角色', en: 'You cannot remove your own admin role' },
  '71065': { cn: '该线索不存在，请刷新后重试', en: 'This lead does not exist; please refresh and try again' },
  '71066': { cn: '只能分配给顾问或管理员', en: 'A lead can only be assigned to a clerk or an admin' },
  '71067': { cn: '该会话不存在或已结束', en: 'This session does not exist or has already ended' },
});

const day = z.string().regex(DATE_RE, msgKey('date'));
const page = { pageNo: intIn(1, 100000).default(1), pageSize: intIn(1, 100).default(20) };
const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');

/** The most rows an export of an operations list writes (leads, audit log, payments). */
export const OPS_EXPORT_MAX = 10_000;
const exportFormat = z.enum(EXPORT_FORMATS, { error: msgKey('oneOf') }).default('xlsx');

/**
 * The chosen rows of an export, as the address carries them: ids separated by commas (or the
 * parameter repeated), at most BULK_MAX. Given, the export writes just those rows (the filters are
 * not applied).
 */
export const exportIds = z
  .union([z.string(), z.array(z.string())], { error: msgKey('invalid') })
  .transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v : v.split(',')).map((x) => x.trim()).filter(Boolean);
    const ids: number[] = [];
    for (const p of parts) {
      const id = idSchema.safeParse(p);
      if (!id.success) {
        ctx.addIssue({ code: 'custom', message: msgKey('idRange') });
        return z.NEVER;
      }
      ids.push(id.data);
    }
    if (!ids.length || ids.length > BULK_MAX) {
      ctx.addIssue({ code: 'custom', message: msgKey(ids.length ? 'invalid' : 'requiredSelect') });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .meta({ description: `row ids separated by commas (at most ${BULK_MAX})` });

/** An IP address as staff see it: IPv4 without its last part (1.2.3.*), IPv6 with its first three groups. */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v = ip.replace(/^::ffff:/i, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(v);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (v.includes(':')) return `${v.split(':').slice(0, 3).join(':')}:*`;
  return '*';
}

// ---------------------------------------------------------------- users

export const OPS_USER_SORTS = ['createdAt', 'lastSeen'] as const;

export const opsUsersQuery = z.object(
  {
    ...commonFields,
    q: z
      .string()
      .trim()
      .max(50, msgKey('max', { max: 50 }))
      .optional(),
    role: z.enum(ROLES).optional(),
    disabled: flag.optional(),
    sort: z.enum(OPS_USER_SORTS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    ...page,
  },
  { error: msgKey('invalid') },
);
export type OpsUsersQuery = z.infer<typeof opsUsersQuery>;

export const opsUserItem = z
  .object({
    userId: z.number(),
    userNo: z.string(),
    userName: z.string().nullable(),
    phone: z.string().nullable().meta({ description: 'masked' }),
    email: z.string().nullable().meta({ description: 'masked' }),
    roles: z.array(z.enum(ROLES)),
    disabled: z.boolean(),
    createdAt: z.string().meta({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
    lastSeen: z.string().nullable().meta({ description: 'last activity of any session, Beijing time' }),
    openSessions: z.number(),
  })
  .meta({ id: 'OpsUser' });
export type OpsUserItem = z.infer<typeof opsUserItem>;

export const opsUserIdBody = z.object({ ...commonFields, userId: idSchema }, { error: msgKey('invalid') }).meta({ id: 'OpsUserIdBody' });

export const opsRolesBody = z
  .object(
    {
      ...commonFields,
      userId: idSchema,
      roles: z
        .array(z.enum(ROLES, { error: msgKey('oneOf') }))
        .min(1, msgKey('requiredSelect'))
        .max(4),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'OpsRolesBody' });
export type OpsRolesBody = z.infer<typeof opsRolesBody>;

export const opsDisableBody = z
  .object({ ...commonFields, userId: idSchema, disabled: z.boolean({ error: msgKey('invalid') }) }, { error: msgKey('invalid') })
  .meta({ id: 'OpsDisableBody' });

export const opsResetData = z
  .object({ channel: z.enum(['sms', 'mail']), to: z.string().meta({ description: 'masked destination' }), expiresIn: z.number() })
  .meta({ id: 'OpsResetSent' });
export type OpsResetData = z.infer<typeof opsResetData>;

export const opsSessionItem = z
  .object({
    sessionId: z.number(),
    browser: z.string(),
    system: z.string(),
    ip: z.string().nullable().meta({ description: 'masked' }),
    createdAt: z.string(),
    lastSeen: z.string(),
  })
  .meta({ id: 'OpsSession' });
export type OpsSessionItem = z.infer<typeof opsSessionItem>;

export const opsEndSessionsBody = z
  .object({ ...commonFields, userId: idSchema, sessionId: idSchema.optional().meta({ description: 'absent: every session' }) })
  .meta({ id: 'OpsEndSessionsBody' });

/** What a bulk action does to each chosen account (the single-account rules hold for each). */
export const USER_BULK_ACTIONS = ['disable', 'enable', 'endSessions'] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

export const opsUsersBulkBody = z
  .object(
    {
      ...commonFields,
      userIds: z
        .array(idSchema, { error: msgKey('invalid') })
        .min(1, msgKey('requiredSelect'))
        .max(BULK_MAX, msgKey('invalid')),
      action: z.enum(USER_BULK_ACTIONS, { error: msgKey('oneOf') }),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'OpsUsersBulkBody' });
export type OpsUsersBulkBody = z.infer<typeof opsUsersBulkBody>;

export const opsUsersBulkResult = z
  .object({
    changed: z.number().meta({ description: 'how many accounts changed' }),
    changedIds: z.array(z.number()),
    unchanged: z.array(z.number()).meta({ description: 'already so (or no session to end): nothing to do' }),
    refused: z
      .array(z.object({ userId: z.number(), userNo: z.string().nullable(), code: z.string(), reason: z.string() }))
      .meta({ description: 'refused rows with the code (71060, 71061, 005) and its text in the request language' }),
  })
  .meta({ id: 'OpsUsersBulkResult' });
export type OpsUsersBulkResult = z.infer<typeof opsUsersBulkResult>;

// ---------------------------------------------------------------- audit

const auditFilters = {
  ...commonFields,
  actorId: idSchema.optional(),
  action: z.string().trim().max(60).optional().meta({ description: 'prefix: user. finds every user action' }),
  target: z.string().trim().max(100).optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
};

export const opsAuditQuery = z
  .object({ ...auditFilters, ...page }, { error: msgKey('invalid') })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { message: msgKey('dateOrder'), path: ['dateTo'] });
export type OpsAuditQuery = z.infer<typeof opsAuditQuery>;
export type OpsAuditFilters = Omit<OpsAuditQuery, 'pageNo' | 'pageSize'>;

/** The audit log's export: the filters (or the chosen rows' ids) and the format. */
export const opsAuditExportQuery = z
  .object({ ...auditFilters, ids: exportIds.optional(), format: exportFormat }, { error: msgKey('invalid') })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { message: msgKey('dateOrder'), path: ['dateTo'] });
export type OpsAuditExportQuery = z.infer<typeof opsAuditExportQuery>;

export const opsAuditItem = z
  .object({
    id: z.number(),
    actorId: z.number().nullable(),
    actorName: z.string().nullable().meta({ description: 'name, else the masked phone or email of who did it' }),
    action: z.string(),
    target: z.string().nullable(),
    detail: z.unknown(),
    ip: z.string().nullable().meta({ description: 'masked' }),
    createdAt: z.string().meta({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
  })
  .meta({ id: 'OpsAuditItem' });
export type OpsAuditItem = z.infer<typeof opsAuditItem>;

/** The action prefixes the audit filter offers (any other prefix may be typed). */
export const AUDIT_ACTION_GROUPS = [
  'user.',
  'student.',
  'student.card.reveal',
  'lead.',
  'contract.',
  'country.',
  'catalogue.',
  'case.',
  'article.',
  'dict.',
  'file.',
] as const;

// ---------------------------------------------------------------- leads

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_NOTES_MAX = 2000;
export const LEAD_EXPORT_MAX = OPS_EXPORT_MAX;

const leadFilters = {
  ...commonFields,
  type: intIn(0, 2).optional(),
  countryId: z.string().trim().max(30, msgKey('oneOf')).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  assignedTo: z
    .union([z.literal('none'), idSchema])
    .optional()
    .meta({ description: "a staff member's id, or 'none' for unassigned" }),
  from: day.optional(),
  to: day.optional(),
};

/** The staff's list of leads: type, country, status, assignee, Beijing days (both inclusive), page. */
export const opsLeadsQuery = z
  .object({ ...leadFilters, ...page }, { error: msgKey('invalid') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: msgKey('dateOrder'), path: ['to'] });
export type OpsLeadsQuery = z.infer<typeof opsLeadsQuery>;

export const opsLeadsExportQuery = z
  .object({ ...leadFilters, format: exportFormat }, { error: msgKey('invalid') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: msgKey('dateOrder'), path: ['to'] });
export type OpsLeadsExportQuery = z.infer<typeof opsLeadsExportQuery>;

export const opsLeadItem = z
  .object({
    id: z.number(),
    type: z.number(),
    userId: z.number().nullable(),
    account: z.string().nullable().meta({ description: "the asker's masked phone or email" }),
    countryId: z.string(),
    countryName: z.string().nullable().meta({ description: 'in the request language' }),
    uniId: z.number().nullable(),
    uniEnName: z.string().nullable(),
    majorName: z.string().nullable(),
    profile: consultProfile.omit({ updatedAt: true }).nullable(),
    chatUrl: z.string(),
    status: z.string(),
    assignedTo: z.number().nullable(),
    assignedName: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OpsLead' });
export type OpsLeadItem = z.infer<typeof opsLeadItem>;

/** A lead's follow-up: any of status, assignee (null: nobody) and notes; what is absent stays. */
export const opsLeadUpdateBody = z
  .object(
    {
      ...commonFields,
      id: idSchema,
      status: z.enum(LEAD_STATUSES, { error: msgKey('oneOf') }).optional(),
      assignedTo: idSchema.nullable().optional(),
      notes: z
        .string()
        .max(LEAD_NOTES_MAX, msgKey('max', { max: LEAD_NOTES_MAX }))
        .nullable()
        .optional()
        .transform((v) => (v == null ? v : v.trim() || null)),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'OpsLeadUpdateBody' });
export type OpsLeadUpdateBody = z.infer<typeof opsLeadUpdateBody>;
export type OpsLeadUpdateInput = z.input<typeof opsLeadUpdateBody>;

// ---------------------------------------------------------------- payments

export const CONTRACT_STATES = ['signed', 'paid', 'void'] as const;

const contractFilters = {
  ...commonFields,
  q: z.string().trim().max(50).optional().meta({ description: 'contract number, student name or order number' }),
  status: z.enum(CONTRACT_STATES).optional(),
  from: day.optional(),
  to: day.optional(),
};

export const opsContractsQuery = z
  .object({ ...contractFilters, ...page }, { error: msgKey('invalid') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: msgKey('dateOrder'), path: ['to'] });
export type OpsContractsQuery = z.infer<typeof opsContractsQuery>;
export type OpsContractFilters = Omit<OpsContractsQuery, 'pageNo' | 'pageSize'>;

/** The payments export (one row per order): the contract filters (or the chosen contracts' ids) and the format. */
export const opsPaymentsExportQuery = z
  .object({ ...contractFilters, ids: exportIds.optional(), format: exportFormat }, { error: msgKey('invalid') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: msgKey('dateOrder'), path: ['to'] });
export type OpsPaymentsExportQuery = z.infer<typeof opsPaymentsExportQuery>;

export const opsOrder = z.object({
  orderId: z.number(),
  outTradeNo: z.string(),
  channel: z.string(),
  provider: z.string(),
  amount: z.string().meta({ description: 'yuan' }),
  state: z.string(),
  paidAt: z.string().nullable(),
  providerTxnId: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsOrder = z.infer<typeof opsOrder>;

export const opsContractItem = z
  .object({
    contractId: z.number(),
    contractNo: z.string(),
    stuId: z.number(),
    studentName: z.string(),
    owner: z.string().nullable().meta({ description: "the owner's masked phone or email" }),
    countryId: z.string(),
    status: z.string(),
    fee: z.string().meta({ description: 'yuan' }),
    signedAt: z.string(),
    paidAt: z.string().nullable(),
    refunded: z.string().meta({ description: 'yuan refunded (done)' }),
    orders: z.array(opsOrder),
  })
  .meta({ id: 'OpsContract' });
export type OpsContractItem = z.infer<typeof opsContractItem>;

export const opsPaymentEvent = z.object({
  id: z.number(),
  outTradeNo: z.string().nullable(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  source: z.string(),
  detail: z.unknown(),
  at: z.string(),
});
export type OpsPaymentEvent = z.infer<typeof opsPaymentEvent>;

export const opsRefund = z.object({
  outRefundNo: z.string(),
  amount: z.string(),
  reason: z.string(),
  state: z.string(),
  requestedAt: z.string(),
  doneAt: z.string().nullable(),
  byName: z.string().nullable(),
});

export const opsContractDetail = opsContractItem
  .extend({ events: z.array(opsPaymentEvent), refunds: z.array(opsRefund), refundable: z.string() })
  .meta({ id: 'OpsContractDetail' });
export type OpsContractDetail = z.infer<typeof opsContractDetail>;

export const opsReconcileQuery = z.object({ ...commonFields, day }, { error: msgKey('invalid') });

/**
 * providerOnly: paid at the provider, not here; hereOnly: paid here, the provider does not say so;
 * amount: the amounts differ; unreachable: the provider could not be asked about the order (an
 * error, no answer in time, or a provider not configured), so it is not reconciled.
 */
export const RECONCILE_KINDS = ['providerOnly', 'hereOnly', 'amount', 'unreachable'] as const;
export type ReconcileKind = (typeof RECONCILE_KINDS)[number];

export const opsReconcileRow = z.object({
  kind: z.enum(RECONCILE_KINDS),
  outTradeNo: z.string().nullable(),
  contractNo: z.string().nullable(),
  provider: z.string().nullable(),
  providerAmount: z.string().nullable().meta({ description: 'yuan the provider reported' }),
  hereAmount: z.string().nullable().meta({ description: 'yuan of our order' }),
  hereState: z.string().nullable(),
  providerState: z
    .enum(['paid', 'open', 'closed', 'refunded'])
    .nullable()
    .meta({ description: "the provider's answer to the query (null: not asked, or no answer)" }),
  txnId: z.string().nullable(),
  reason: z.string().nullable().meta({ description: "why the provider's report was not applied, or why it could not be asked" }),
  source: z.enum(['events', 'query']).meta({ description: "found in the stored provider events, or in the provider's answer to a query" }),
  at: z.string(),
});
export type OpsReconcileRow = z.infer<typeof opsReconcileRow>;

export const opsReconcileData = z
  .object({
    day: z.string(),
    provider: z.object({ count: z.number(), amount: z.string() }).meta({ description: 'payments the providers reported that day' }),
    here: z.object({ count: z.number(), amount: z.string() }).meta({ description: 'orders marked paid that day' }),
    matched: z.number().meta({ description: 'orders marked paid here that day that the provider confirms' }),
    asked: z
      .object({ orders: z.number(), answered: z.number(), notAsked: z.number() })
      .meta({ description: 'orders of the day (paid here or still open) asked of their provider; notAsked: beyond the limit' }),
    mismatches: z.array(opsReconcileRow),
  })
  .meta({ id: 'OpsReconcile' });
export type OpsReconcileData = z.infer<typeof opsReconcileData>;

// ---------------------------------------------------------------- dashboard

export const DASHBOARD_WEEKS = 12;

const countOf = z.object({ key: z.string(), n: z.number() });
export const opsDashboardData = z
  .object({
    byStatus: z.array(countOf).meta({ description: "key 'referral:1' | 'referral:3' | 'stu:<stuStatus>'" }),
    byCountry: z.array(countOf.extend({ name: z.string() })),
    byWeek: z.array(countOf).meta({ description: 'key: the Monday (Beijing) of each of the last 12 weeks, oldest first' }),
    funnel: z.object({ registered: z.number(), file: z.number(), submitted: z.number(), signed: z.number(), paid: z.number() }),
    leadsByCountry: z.array(countOf.extend({ name: z.string() })),
    totals: z.object({ applications: z.number(), leads: z.number(), newLeads: z.number() }),
  })
  .meta({ id: 'OpsDashboard' });
export type OpsDashboardData = z.infer<typeof opsDashboardData>;
