// Notices to accounts (the bell) and their mails (issue 11). notifyUsers is called by the features
// that tell someone about a change (a message, a reply, a status change, an assignment), inside
// their own transaction when they have one, so the notice and its mail exist exactly when the
// change does. Mails are written now, in each recipient's account language (users.lang), and queued
// in mail_jobs; the scheduler sends them (jobs/send-mails.ts). The bell reads them (routes.ts).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { noticeLink, noticeMail, noticeText, type Lang, type NoticeKind, type NoticePage, type NoticeParams } from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { dictData, mailJobs, notifications, students, users } from '../../db/schema';
import { rowsAs } from '../../lib/sql';

export interface NotifyOptions {
  userIds: number[];
  kind: NoticeKind;
  /** The student file the notice is about (its link); null for none. */
  stuId: number | null;
  /**
   * Text params (shared notices.ts). stuName and stuName_en are filled from the file when absent;
   * a stuStatus (stuStatus_agent value) without status fills status_cn and status_en from the dictionary.
   */
  params?: NoticeParams;
  /** Also queue a mail to each recipient that has an email address. */
  mail?: boolean;
  /** The portal's address for the mail's link; default the configured PUBLIC_URL. */
  publicUrl?: string;
}

let configuredPublicUrl = 'http://localhost:3000';

/** Set once at start from the configuration (PUBLIC_URL): the address mails link to. */
export function setPublicUrl(url: string): void {
  configuredPublicUrl = url;
}

const given = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** The params with the file's names and the status labels the texts use. */
async function completeParams(db: Db | Tx, stuId: number | null, params: NoticeParams): Promise<NoticeParams> {
  const out: NoticeParams = { ...params };
  if (stuId !== null && !given(out.stuName)) {
    const [s] = await db.select({ stuName: students.stuName, stuSpell: students.stuSpell }).from(students).where(eq(students.id, stuId));
    if (s) {
      out.stuName = s.stuName || s.stuSpell || null;
      if (!given(out.stuName_en)) out.stuName_en = s.stuSpell || s.stuName || null;
    }
  }
  if (given(out.stuStatus) && !given(out.status) && !given(out.status_cn)) {
    const [d] = await db
      .select({ cn: dictData.dictLabel, en: dictData.dictEnLabel })
      .from(dictData)
      .where(and(eq(dictData.dictType, 'stuStatus_agent'), eq(dictData.dictValue, String(out.stuStatus))));
    if (d) {
      out.status_cn = d.cn;
      out.status_en = d.en || d.cn;
    }
  }
  return out;
}

/**
 * Write a notice for each account (disabled ones excepted) and, with mail, queue a mail to each
 * that has an email address, in its language. Works on the database or inside a transaction.
 */
export async function notifyUsers(db: Db | Tx, opts: NotifyOptions): Promise<void> {
  const ids = [...new Set(opts.userIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) return;
  const recipients = await db
    .select({ id: users.id, lang: users.lang, email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.disabled, false)))
    .orderBy(users.id);
  if (recipients.length === 0) return;
  const params = await completeParams(db, opts.stuId, opts.params ?? {});
  await db.insert(notifications).values(recipients.map((r) => ({ userId: r.id, kind: opts.kind, stuId: opts.stuId, params })));
  if (!opts.mail) return;
  const publicUrl = opts.publicUrl ?? configuredPublicUrl;
  const mails = recipients
    .filter((r): r is typeof r & { email: string } => !!r.email)
    .map((r) => {
      const lang: Lang = r.lang === 'en' ? 'en' : 'cn';
      const m = noticeMail(opts.kind, params, lang, opts.stuId, publicUrl);
      return { recipient: r.email, subject: m.subject.slice(0, 200), body: m.body };
    });
  if (mails.length) await db.insert(mailJobs).values(mails);
}

/** Beijing time as the lists answer it ('yyyy-MM-dd HH:mm:ss'). */
const beijing = sql`to_char(n.created_at AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`;

const noticeRow = z.object({
  id: z.coerce.number(),
  kind: z.string(),
  stuId: z.number().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createTime: z.string(),
  read: z.boolean(),
  total: z.number(),
});

export async function unreadNotices(db: Db, userId: number): Promise<number> {
  return db.$count(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** A page of the account's notices, newest first, written in the language. */
export async function listNotices(db: Db, userId: number, pageNo: number, pageSize: number, lang: Lang): Promise<NoticePage> {
  const found = await rowsAs(
    db,
    noticeRow,
    sql`SELECT n.id, n.kind, n.stu_id AS "stuId", n.params, ${beijing} AS "createTime", n.read_at IS NOT NULL AS read,
          count(*) OVER ()::int AS total
        FROM notifications n WHERE n.user_id = ${userId}
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
  );
  const total = found.length ? found[0].total : await db.$count(notifications, eq(notifications.userId, userId));
  return {
    list: found.map((n) => ({
      id: n.id,
      kind: n.kind,
      stuId: n.stuId,
      ...noticeText(n.kind, n.params, lang),
      link: noticeLink(n.kind, n.stuId),
      createTime: n.createTime,
      read: n.read,
    })),
    total,
    unread: await unreadNotices(db, userId),
  };
}

/** Mark the account's own notices read (those of ids, or all); answers the unread count after. */
export async function markNoticesRead(db: Db, userId: number, ids: number[], all: boolean): Promise<number> {
  if (all || ids.length)
    await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), all ? undefined : inArray(notifications.id, ids)));
  return unreadNotices(db, userId);
}
