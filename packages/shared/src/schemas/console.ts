// The counsellor's workbench calls (/api/console/..., clerk or admin; issue 11): the queue of
// submitted applications with its filters (the same schema checks the console's filter form and the
// server, for the list and the export), assignment, a file's history and the changes open to it,
// status changes and the next-step settings. The rules of the statuses live in lifecycle.ts.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import {
  HISTORY_ACTIONS,
  NEXT_OWNERS,
  QUEUE_REFERRALS,
  STATUS_ACTIONS,
  STATUS_NOTE_MAX,
  STATUS_SETTING_KEYS,
  STU_STATUS_VALUES,
  WAIT_DAYS_MAX,
} from '../lifecycle';
import { msgKey } from '../messages';
import { commonFields, idSchema, intIn } from './common';
import { consoleContract } from './contract';

addCodeMessages({
  '70040': { cn: '当前状态下不能进行该操作', en: 'This status change is not allowed from the current status' },
});

const invalid = msgKey('invalid');
const maybeText = z.string().nullable();

/** Queue page sizes: the console's table offers 10, 20, 50 and 100. */
export const QUEUE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const QUEUE_PAGE_SIZE_MAX = 100;
/** The most rows one export writes (the filtered list beyond it is cut; the file says so in its name). */
export const EXPORT_ROWS_MAX = 10_000;
export const QUEUE_SORTS = ['submittedAt', 'lastActivityAt', 'stuName'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const KEYWORD_MAX = 50;

/** A calendar day yyyy-MM-dd that exists (Beijing time on the server). */
const day = z
  .string({ error: msgKey('date') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, msgKey('date'))
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, msgKey('date'));

/** A yes/no the JSON body sends as a boolean and the export's query string as text. */
const boolLike = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: invalid })
  .transform((v) => v === true || v === 'true' || v === '1');

/** 'me', 'none' (nobody assigned) or a staff account's id. */
const assignedToField = z.union([z.enum(['me', 'none']), idSchema], { error: msgKey('oneOf') });

const countryIdFilter = z.union([z.string().max(30, msgKey('oneOf')), z.number()], { error: msgKey('oneOf') }).transform((v) => String(v));

/** The queue's filters: the list and the export take the same ones with the same limits. */
export const queueFilterFields = {
  countryId: countryIdFilter.optional().nullable(),
  uniId: idSchema.optional().nullable(),
  referralStatus: intIn(1, 3)
    .refine((v) => (QUEUE_REFERRALS as readonly number[]).includes(v), msgKey('oneOf'))
    .optional()
    .nullable()
    .meta({ description: '1 submitted, 2 transferred, 3 returned' }),
  stuStatus: z
    .enum(STU_STATUS_VALUES, { error: msgKey('oneOf') })
    .optional()
    .nullable(),
  assignedTo: assignedToField.optional().nullable().meta({ description: "'me', 'none' or a staff account's id" }),
  submittedFrom: day.optional().nullable(),
  submittedTo: day.optional().nullable(),
  unread: boolLike.optional().nullable().meta({ description: 'only files with student messages no staff member has read' }),
  keyword: z
    .string({ error: invalid })
    .trim()
    .max(KEYWORD_MAX, msgKey('max', { max: KEYWORD_MAX }))
    .optional()
    .nullable()
    .meta({ description: 'part of the Chinese or English name of the student' }),
  sort: z
    .enum(QUEUE_SORTS, { error: msgKey('oneOf') })
    .optional()
    .nullable(),
  order: z
    .enum(SORT_ORDERS, { error: msgKey('oneOf') })
    .optional()
    .nullable(),
};

const datesInOrder = (f: { submittedFrom?: string | null; submittedTo?: string | null }) =>
  !f.submittedFrom || !f.submittedTo || f.submittedFrom <= f.submittedTo;
const dateOrderIssue = { message: msgKey('dateOrder'), path: ['submittedTo'] };

export const queueListBody = z
  .object(
    {
      ...commonFields,
      ...queueFilterFields,
      pageNo: intIn(1, 100000).default(1),
      pageSize: intIn(1, QUEUE_PAGE_SIZE_MAX).default(20),
    },
    { error: invalid },
  )
  .refine(datesInOrder, dateOrderIssue)
  .meta({ id: 'ConsoleQueueBody' });
export type QueueListBody = z.infer<typeof queueListBody>;
export type QueueListInput = z.input<typeof queueListBody>;

/** The most files one bulk action (assignment, export of the chosen rows) takes. */
export const QUEUE_BULK_MAX = 200;

/**
 * The chosen files of an export as the address carries them: ids separated by commas (or the
 * parameter repeated), at most QUEUE_BULK_MAX. Given, the export writes just those files that are
 * in the queue (the other filters still apply).
 */
const queueIdsParam = z
  .union([z.string(), z.array(z.string())], { error: invalid })
  .transform((v, ctx) => {
    const ids: number[] = [];
    for (const p of (Array.isArray(v) ? v : v.split(',')).map((x) => x.trim()).filter(Boolean)) {
      const id = idSchema.safeParse(p);
      if (!id.success) {
        ctx.addIssue({ code: 'custom', message: msgKey('idRange') });
        return z.NEVER;
      }
      ids.push(id.data);
    }
    if (!ids.length || ids.length > QUEUE_BULK_MAX) {
      ctx.addIssue({ code: 'custom', message: msgKey(ids.length ? 'invalid' : 'requiredSelect') });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .meta({ description: `the chosen files' stuIds separated by commas (at most ${QUEUE_BULK_MAX})` });

export const queueExportQuery = z
  .object(
    {
      ...commonFields,
      ...queueFilterFields,
      ids: queueIdsParam.optional(),
      format: z.enum(EXPORT_FORMATS, { error: msgKey('oneOf') }).default('xlsx'),
    },
    { error: invalid },
  )
  // No meta id: a querystring must stay inline (the API document reads its properties).
  .refine(datesInOrder, dateOrderIssue);
export type QueueExportQuery = z.infer<typeof queueExportQuery>;
/** The filters alone, as both calls read them (ids: the export's chosen files). */
export type QueueFilters = Omit<QueueListBody, 'pageNo' | 'pageSize' | 'scholarshipType' | 'lang' | 'sign'> & { ids?: number[] };

/** A staff account (clerk or admin) as the console names it. */
export const staffRef = z.object({ id: z.number(), name: z.string() }).meta({ id: 'StaffRef' });
export type StaffRef = z.infer<typeof staffRef>;

export const staffItem = staffRef.extend({ roles: z.array(z.string()) }).meta({ id: 'StaffItem' });
export type StaffItem = z.infer<typeof staffItem>;

/** Who holds the next step of a file and the usual wait (status settings). */
export const nextStepSchema = z
  .object({ owner: z.enum(NEXT_OWNERS), waitDays: z.number().nullable() })
  .meta({ id: 'NextStep', description: 'who holds the next step (student, counsellor, university, none) and the usual wait in days' });

export const queueSchool = z.object({ uniId: z.number(), uniName: z.string(), uniEnName: z.string() });

export const queueItem = z
  .object({
    stuId: z.number(),
    stuName: z.string(),
    stuSpell: z.string(),
    ownerName: z.string().meta({ description: 'the account that keeps the file (student or agent): name, else email or phone' }),
    countryId: maybeText,
    countryName: maybeText.meta({ description: 'in the request language' }),
    schools: z.array(queueSchool),
    referralStatus: z.number(),
    stuStatus: maybeText,
    statusLabel: z.string().meta({ description: 'referralStatus name, or the stuStatus_agent label once transferred; request language' }),
    assignedTo: staffRef.nullable(),
    submittedAt: maybeText.meta({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
    lastActivityAt: z.string().meta({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
    unreadCount: z.number().meta({ description: 'student messages no staff member has read' }),
  })
  .meta({ id: 'ConsoleQueueItem' });
export type QueueItem = z.infer<typeof queueItem>;

export const queuePage = z.object({ list: z.array(queueItem), total: z.number() }).meta({ id: 'ConsoleQueuePage' });
export type QueuePage = z.infer<typeof queuePage>;

export const assignBody = z
  .object(
    { ...commonFields, stuId: idSchema, userId: idSchema.nullable().meta({ description: 'a clerk or admin; null unassigns' }) },
    { error: invalid },
  )
  .meta({ id: 'ConsoleAssignBody' });
export type AssignBody = z.infer<typeof assignBody>;

/** Admins: the chosen files assigned to one clerk or admin (null: nobody), each by the single assignment's rules. */
export const bulkAssignBody = z
  .object(
    {
      ...commonFields,
      stuIds: z.array(idSchema, { error: invalid }).min(1, msgKey('requiredSelect')).max(QUEUE_BULK_MAX, invalid),
      userId: idSchema.nullable().meta({ description: 'a clerk or admin; null unassigns' }),
    },
    { error: invalid },
  )
  .meta({ id: 'ConsoleBulkAssignBody' });
export type BulkAssignBody = z.infer<typeof bulkAssignBody>;
export type BulkAssignInput = z.input<typeof bulkAssignBody>;

export const consoleStuBody = z.object({ ...commonFields, stuId: idSchema }, { error: invalid }).meta({ id: 'ConsoleStuBody' });

export const historyItem = z
  .object({
    action: z.enum(HISTORY_ACTIONS),
    actionLabel: z.string().meta({ description: 'request language' }),
    fromReferral: z.number().nullable(),
    toReferral: z.number().nullable(),
    fromStuStatus: maybeText,
    toStuStatus: maybeText,
    note: maybeText,
    actorName: maybeText,
    createTime: z.string().meta({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
  })
  .meta({ id: 'StatusHistoryItem' });
export type HistoryItem = z.infer<typeof historyItem>;

export const consoleDetail = z
  .object({
    stuId: z.number(),
    stuName: z.string(),
    stuSpell: z.string(),
    ownerName: z.string(),
    version: z.number().meta({ description: "the file's version: a change raises it (an open wizard then reloads)" }),
    history: z.array(historyItem).meta({ description: 'oldest first' }),
    assignedTo: staffRef.nullable(),
    referralStatus: z.number(),
    stuStatus: maybeText,
    statusLabel: z.string(),
    returnReason: maybeText,
    nextStep: nextStepSchema,
    allowedActions: z.array(z.enum(STATUS_ACTIONS)),
    nextStuStatuses: z
      .array(z.string())
      .meta({ description: 'stuStatus values the next change may set: the starting ones of a transfer (1), the moves of the table (2)' }),
    contract: consoleContract.nullable().meta({ description: "the file's current contract (not void) with its orders and milestones" }),
  })
  .meta({ id: 'ConsoleDetail' });
export type ConsoleDetail = z.infer<typeof consoleDetail>;

export const statusChangeBody = z
  .object(
    {
      ...commonFields,
      stuId: idSchema,
      action: z.enum(STATUS_ACTIONS, { error: msgKey('oneOf') }),
      note: z
        .string({ error: invalid })
        .max(STATUS_NOTE_MAX, msgKey('max', { max: STATUS_NOTE_MAX }))
        .optional()
        .nullable()
        .meta({ description: 'required to return (the reason the student reads); kept with every change' }),
      stuStatus: z
        .string({ error: invalid })
        .max(20, msgKey('oneOf'))
        .optional()
        .nullable()
        .meta({ description: 'stuStatus_agent value: required to transfer and to change the status' }),
    },
    { error: invalid },
  )
  .meta({ id: 'ConsoleStatusBody' });
export type StatusChangeBody = z.infer<typeof statusChangeBody>;

export const statusSettingItem = z
  .object({
    status: z.enum(STATUS_SETTING_KEYS),
    label: z.string().meta({ description: 'request language' }),
    nextOwner: z.enum(NEXT_OWNERS),
    waitDays: z.number().nullable(),
    updatedAt: maybeText.meta({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
    updatedBy: maybeText,
  })
  .meta({ id: 'StatusSetting' });
export type StatusSettingItem = z.infer<typeof statusSettingItem>;

export const statusSettingBody = z
  .object(
    {
      ...commonFields,
      status: z.enum(STATUS_SETTING_KEYS, { error: msgKey('oneOf') }),
      nextOwner: z.enum(NEXT_OWNERS, { error: msgKey('requiredSelect') }),
      waitDays: intIn(0, WAIT_DAYS_MAX).nullable().optional(),
    },
    { error: invalid },
  )
  .refine((b) => b.nextOwner !== 'none' || b.waitDays === null || b.waitDays === undefined, {
    message: msgKey('waitDaysNone'),
    path: ['waitDays'],
  })
  .meta({ id: 'StatusSettingBody' });
export type StatusSettingBody = z.infer<typeof statusSettingBody>;

/** The export's columns in order, with their headers (written in the request language). */
export const QUEUE_EXPORT_COLUMNS = [
  { key: 'stuId', header: { cn: '学生编号', en: 'Student ID' } },
  { key: 'stuName', header: { cn: '学生姓名', en: 'Name' } },
  { key: 'stuSpell', header: { cn: '英文名', en: 'English name' } },
  { key: 'ownerName', header: { cn: '提交账号', en: 'Account' } },
  { key: 'countryName', header: { cn: '申请国家', en: 'Country' } },
  { key: 'schools', header: { cn: '申请院校', en: 'Universities' } },
  { key: 'statusLabel', header: { cn: '申请状态', en: 'Status' } },
  { key: 'assignedTo', header: { cn: '负责顾问', en: 'Counsellor' } },
  { key: 'submittedAt', header: { cn: '提交时间', en: 'Submitted' } },
  { key: 'lastActivityAt', header: { cn: '最近动态', en: 'Last activity' } },
  { key: 'unreadCount', header: { cn: '未读留言', en: 'Unread messages' } },
] as const;
