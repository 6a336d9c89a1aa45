// The counsellor's workbench (issue 11): the queue and its export, assignment, a file's history
// and the changes open to it, status changes, and the next-step settings. A status change or an
// assignment holds the file's row (SELECT ... FOR UPDATE) for its whole transaction, judges the
// change on the state it finds there (lifecycle.ts canChange), and writes the file, its history,
// the notice to the owner (or the assignee) and the audit entry together.
import { eq, sql } from 'drizzle-orm';
import {
  CODES,
  DEFAULT_STATUS_SETTINGS,
  EXPORT_ROWS_MAX,
  HISTORY_ACTIONS,
  HISTORY_ACTION_LABELS,
  QUEUE_EXPORT_COLUMNS,
  QUEUE_REFERRALS,
  STATUS_SETTING_KEYS,
  allowedActions,
  canChange,
  fileStatusLabel,
  msgKey,
  nextStepOf,
  nextStuStatuses,
  statusSettingLabel,
  type BulkAssignBody,
  type BulkCounts,
  type ConsoleDetail,
  type HistoryAction,
  type Lang,
  type NextOwner,
  type NoticeKind,
  type QueueFilters,
  type QueueItem,
  type QueueListBody,
  type QueuePage,
  type StaffItem,
  type StatusAction,
  type StatusChangeBody,
  type StatusSettingBody,
  type StatusSettingItem,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { students } from '../../db/schema';
import { requireTransferConsent } from '../file-consents/service';
import { BizError, invalid } from '../../lib/envelope';
import type { AuthContext } from '../accounts/sessions';
import { audit } from '../audit/service';
import { notifyUsers } from '../notifications/service';
import {
  fileOf,
  historyOf,
  insertChange,
  lockFile,
  queueCount,
  queuePage,
  saveSetting,
  settingRows,
  staffAccounts,
  type QueueRow,
} from './repo';
import { consoleContractOf } from '../contracts/read';

const pick = (b: { cn: string; en: string }, lang: Lang) => b[lang] || b.cn;

/** The filters of a list or export body, without paging and the common fields. */
export function filtersOf(b: QueueFilters & Record<string, unknown>): QueueFilters {
  return {
    ...(b.ids?.length ? { ids: b.ids } : {}),
    countryId: b.countryId,
    uniId: b.uniId,
    referralStatus: b.referralStatus,
    stuStatus: b.stuStatus,
    assignedTo: b.assignedTo,
    submittedFrom: b.submittedFrom,
    submittedTo: b.submittedTo,
    unread: b.unread,
    keyword: b.keyword,
    sort: b.sort,
    order: b.order,
  };
}

function queueItemOf(r: QueueRow, lang: Lang): QueueItem {
  const label = fileStatusLabel(r, r.dictCn ? { cn: r.dictCn, en: r.dictEn ?? '' } : null);
  return {
    stuId: r.stuId,
    stuName: r.stuName,
    stuSpell: r.stuSpell,
    ownerName: r.ownerName,
    countryId: r.countryId,
    countryName: r.countryName,
    schools: r.schools,
    referralStatus: r.referralStatus,
    stuStatus: r.stuStatus,
    statusLabel: pick(label, lang),
    assignedTo: r.assignedId ? { id: r.assignedId, name: r.assignedName ?? '' } : null,
    submittedAt: r.submittedAt,
    lastActivityAt: r.lastActivityAt,
    unreadCount: r.unreadCount,
  };
}

/** A page of the queue: the caller's own assignments first unless a sort is asked. */
export async function listQueue(db: Db, auth: AuthContext, body: QueueListBody, lang: Lang): Promise<QueuePage> {
  const f = filtersOf(body);
  const rows = await queuePage(db, f, auth.userId, lang, body.pageSize, (body.pageNo - 1) * body.pageSize);
  const total = rows.length ? rows[0].total : body.pageNo > 1 ? await queueCount(db, f, auth.userId) : 0;
  return { list: rows.map((r) => queueItemOf(r, lang)), total };
}

/** The export's rows in batches (at most EXPORT_ROWS_MAX in all), with the total that matched. */
export async function exportBatches(
  db: Db,
  auth: AuthContext,
  f: QueueFilters,
  lang: Lang,
  batch = 1000,
): Promise<{ total: number; first: QueueItem[]; rest: () => AsyncGenerator<QueueItem[]> }> {
  const first = await queuePage(db, f, auth.userId, lang, Math.min(batch, EXPORT_ROWS_MAX), 0);
  const total = first[0]?.total ?? 0;
  const limit = Math.min(total, EXPORT_ROWS_MAX);
  return {
    total,
    first: first.map((r) => queueItemOf(r, lang)),
    async *rest() {
      for (let offset = first.length; offset < limit; offset += batch) {
        const rows = await queuePage(db, f, auth.userId, lang, Math.min(batch, limit - offset), offset);
        if (!rows.length) return;
        yield rows.map((r) => queueItemOf(r, lang));
      }
    },
  };
}

/** A queue row as the export's cells, in QUEUE_EXPORT_COLUMNS order. */
export function exportCells(item: QueueItem, lang: Lang): (string | number)[] {
  const cells: Record<(typeof QUEUE_EXPORT_COLUMNS)[number]['key'], string | number> = {
    stuId: item.stuId,
    stuName: item.stuName,
    stuSpell: item.stuSpell,
    ownerName: item.ownerName,
    countryName: item.countryName ?? '',
    schools: item.schools.map((s) => (lang === 'en' ? s.uniEnName || s.uniName : s.uniName || s.uniEnName)).join('; '),
    statusLabel: item.statusLabel,
    assignedTo: item.assignedTo?.name ?? '',
    submittedAt: item.submittedAt ?? '',
    lastActivityAt: item.lastActivityAt,
    unreadCount: item.unreadCount,
  };
  return QUEUE_EXPORT_COLUMNS.map((c) => cells[c.key]);
}

export const exportHeaders = (lang: Lang) => QUEUE_EXPORT_COLUMNS.map((c) => c.header[lang]);

export async function staffList(db: Db): Promise<StaffItem[]> {
  return staffAccounts(db);
}

// --- A file: detail, assignment, status changes -----------------------------------------------------
export async function detail(db: Db, stuId: number, lang: Lang): Promise<ConsoleDetail> {
  const [f, history] = [await fileOf(db, stuId), await historyOf(db, stuId)];
  if (!f) throw new BizError(CODES.NOT_FOUND);
  const state = { referralStatus: f.referralStatus, stuStatus: f.stuStatus };
  return {
    stuId: f.id,
    stuName: f.stuName,
    stuSpell: f.stuSpell,
    ownerName: f.ownerName,
    version: f.version,
    history: history.map((h) => {
      const action = (HISTORY_ACTIONS as readonly string[]).includes(h.action) ? (h.action as HistoryAction) : 'status';
      return { ...h, action, actionLabel: pick(HISTORY_ACTION_LABELS[action], lang) };
    }),
    assignedTo: f.assignedId ? { id: f.assignedId, name: f.assignedName ?? '' } : null,
    referralStatus: f.referralStatus,
    stuStatus: f.stuStatus,
    statusLabel: pick(fileStatusLabel(state, f.dictCn ? { cn: f.dictCn, en: f.dictEn ?? '' } : null), lang),
    returnReason: f.returnReason,
    nextStep: nextStepOf(state, { owner: f.nextOwner, waitDays: f.waitDays }),
    allowedActions: allowedActions(state),
    nextStuStatuses: nextStuStatuses(state),
    contract: await consoleContractOf(db, stuId, lang),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The assignee's name (null: nobody), or 003 on userId when the account is not staff. */
async function assigneeName(tx: Db | Tx, userId: number | null, lang: Lang): Promise<string | null> {
  if (userId === null) return null;
  const [staff] = await staffAccounts(tx, userId);
  if (!staff) throw invalid([{ path: ['userId'], message: 'assignStaffOnly' }], lang);
  return staff.name;
}

/**
 * One file's assignment inside the caller's transaction, the file's row locked: the history row,
 * the assignee's notice (and mail) and the audit entry. Answers false when nothing changed.
 */
async function assignLocked(
  tx: Tx,
  auth: AuthContext,
  ip: string,
  row: NonNullable<Awaited<ReturnType<typeof lockFile>>>,
  userId: number | null,
  name: string | null,
): Promise<boolean> {
  const stuId = row.id;
  if (row.assignedTo === userId) return false;
  await tx.update(students).set({ assignedTo: userId }).where(eq(students.id, stuId));
  await insertChange(tx, {
    stuId,
    actorId: auth.userId,
    action: 'assign',
    fromReferral: row.referralStatus,
    toReferral: row.referralStatus,
    fromStuStatus: row.stuStatus,
    toStuStatus: row.stuStatus,
    note: name,
  });
  if (userId !== null && userId !== auth.userId)
    await notifyUsers(tx, {
      userIds: [userId],
      kind: 'assigned',
      stuId,
      params: { stuName: row.stuName || row.stuSpell, stuName_en: row.stuSpell || row.stuName },
      mail: true,
    });
  await audit(tx as unknown as Db, auth, ip, { action: 'student.assign', target: stuId, detail: { from: row.assignedTo, to: userId } });
  return true;
}

const inQueue = (referralStatus: number) => (QUEUE_REFERRALS as readonly number[]).includes(referralStatus);

/** Admins assign a submitted file to a clerk or admin (null: nobody); the assignee is told. */
export async function assign(
  db: Db,
  auth: AuthContext,
  ip: string,
  stuId: number,
  userId: number | null,
  lang: Lang,
): Promise<ConsoleDetail> {
  await db.transaction(async (tx) => {
    const row = await lockFile(tx, stuId);
    if (!row) throw new BizError(CODES.NOT_FOUND);
    if (!inQueue(row.referralStatus)) throw new BizError(CODES.STATUS_REFUSED, msgKey('assignNotSubmitted'));
    await assignLocked(tx, auth, ip, row, userId, await assigneeName(tx, userId, lang));
  });
  return detail(db, stuId, lang);
}

/**
 * Admins assign the chosen files to one clerk or admin (null: nobody), each by the single
 * assignment's rules: a file not in the queue, unknown, or assigned to that person already is
 * skipped; each change has its history row, notice and audit entry. The files are locked in id
 * order in one transaction, so bulk calls over the same files wait for each other (no deadlock)
 * and each judges the assignment the one before left.
 */
export async function bulkAssign(db: Db, auth: AuthContext, ip: string, body: BulkAssignBody, lang: Lang): Promise<BulkCounts> {
  const ids = [...new Set(body.stuIds)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const name = await assigneeName(tx, body.userId, lang);
    let done = 0;
    for (const stuId of ids) {
      const row = await lockFile(tx, stuId);
      if (row && inQueue(row.referralStatus) && (await assignLocked(tx, auth, ip, row, body.userId, name))) done++;
    }
    return { done, skipped: ids.length - done };
  });
}

const NOTICE_OF: Record<StatusAction, NoticeKind> = { return: 'returned', transfer: 'transferred', status: 'status' };

/**
 * Return, transfer or move the status of a file, judged on its row as locked: of many changes of
 * one file at once, each sees the state the previous one left, so exactly the allowed ones apply
 * and the history is a chain. The file's version is raised (an open wizard is told to reload), its
 * last activity set, the owner told by notice and mail.
 */
export async function changeStatus(db: Db, auth: AuthContext, ip: string, body: StatusChangeBody, lang: Lang): Promise<ConsoleDetail> {
  const { stuId, action } = body;
  await db.transaction(async (tx) => {
    const row = await lockFile(tx, stuId);
    if (!row) throw new BizError(CODES.NOT_FOUND);
    const d = canChange(row, action, { stuStatus: body.stuStatus, note: body.note });
    if (!d.ok) throw new BizError(CODES.STATUS_REFUSED, msgKey(d.reason, d.params));
    // Sending the file to the universities needs the student's transfer consent naming them (PIPL art. 38-39).
    if (action === 'transfer') await requireTransferConsent(tx, stuId);
    const now = new Date();
    await tx
      .update(students)
      .set({
        referralStatus: d.referralStatus,
        stuStatus: d.stuStatus,
        version: sql`${students.version} + 1`,
        lastActivityAt: now,
        ...(action === 'return' ? { returnReason: d.note } : {}),
        // A transferred case keeps no CVV (jobs/purge-cvv.ts deletes it at once for the same reason).
        ...(action === 'transfer' ? { transferredAt: now, returnReason: null, cardSafetyCodeEnc: null, cvvStoredAt: null } : {}),
      })
      .where(eq(students.id, stuId));
    await insertChange(tx, {
      stuId,
      actorId: auth.userId,
      action,
      fromReferral: row.referralStatus,
      toReferral: d.referralStatus,
      fromStuStatus: row.stuStatus,
      toStuStatus: d.stuStatus,
      note: d.note,
    });
    await notifyUsers(tx, {
      userIds: [row.ownerId],
      kind: NOTICE_OF[action],
      stuId,
      params: {
        stuName: row.stuName || row.stuSpell,
        stuName_en: row.stuSpell || row.stuName,
        reason: action === 'return' ? d.note : null,
        stuStatus: d.stuStatus,
      },
      mail: true,
    });
    await audit(tx as unknown as Db, auth, ip, {
      action: `student.${action}`,
      target: stuId,
      detail: { from: [row.referralStatus, row.stuStatus], to: [d.referralStatus, d.stuStatus] },
    });
  });
  return detail(db, stuId, lang);
}

// --- Next-step settings -------------------------------------------------------------------------------
export async function statusSettings(db: Db, lang: Lang): Promise<StatusSettingItem[]> {
  const stored = new Map((await settingRows(db)).map((r) => [r.status, r]));
  return STATUS_SETTING_KEYS.map((status) => {
    const r = stored.get(status);
    const fixed = statusSettingLabel(status);
    const label = r?.dictCn ? { cn: r.dictCn, en: r.dictEn || r.dictCn } : fixed;
    const def = DEFAULT_STATUS_SETTINGS[status];
    return {
      status,
      label: pick(label, lang),
      nextOwner: (r?.nextOwner as NextOwner | undefined) ?? def.owner,
      waitDays: r ? r.waitDays : def.waitDays,
      updatedAt: r?.updatedAt ?? null,
      updatedBy: r?.updatedBy ?? null,
    };
  });
}

export async function updateStatusSetting(db: Db, auth: AuthContext, ip: string, body: StatusSettingBody, lang: Lang) {
  const waitDays = body.nextOwner === 'none' ? null : (body.waitDays ?? null);
  await db.transaction(async (tx) => {
    await saveSetting(tx as unknown as Db, body.status, body.nextOwner, waitDays, auth.userId);
    await audit(tx as unknown as Db, auth, ip, {
      action: 'status.setting',
      target: body.status,
      detail: { nextOwner: body.nextOwner, waitDays },
    });
  });
  return statusSettings(db, lang);
}
