// Draft retention (issue 15, written in /privacy): a draft (referral_status 0) untouched for
// DRAFT_RETENTION_DAYS is deleted with its uploaded files, after a warning to its owner
// DRAFT_WARNING_DAYS before: an in-portal notice (the bell) for every owner, and a mail to the
// account's address, or a text message to its phone where it has no address (as /privacy says).
// A draft saved after its warning is warned again before it goes.
// Idempotent and safe with several processes: each step takes its rows with FOR UPDATE SKIP LOCKED
// in one transaction, so a draft is warned or deleted by one process once.
import { sql } from 'drizzle-orm';
import type { NoticeParams } from '@portal/shared';
import type { Db } from '../db/client';
import type { StorageProvider } from '../providers/storage';
import type { SmsProvider } from '../providers/messaging';
import { rows } from '../lib/sql';
import { FILE_IN_USE } from '../modules/files/references';

/** Two years. */
export const DRAFT_RETENTION_DAYS = 730;
export const DRAFT_WARNING_DAYS = 30;
const BATCH = 200;
const DAY = 86_400_000;

const fmtDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

function warningMail(lang: string, name: string, deleteOn: string, link: string) {
  return lang === 'en'
    ? {
        subject: `Your draft application ${name} will be deleted on ${deleteOn}`,
        body:
          `Your draft application ${name} has not been changed for almost two years. As our privacy policy says, drafts untouched ` +
          `for two years are deleted with their uploaded files. It will be deleted on ${deleteOn} (Beijing time) unless you open and ` +
          `save it before then: ${link}`,
      }
    : {
        subject: `您的申请草稿「${name}」将于 ${deleteOn} 删除`,
        body:
          `您的申请草稿「${name}」已近两年未修改。按照隐私政策，两年未修改的草稿将连同上传的文件一并删除。` +
          `若您在 ${deleteOn}（北京时间）前未打开并保存，该草稿将被删除：${link}`,
      };
}

function warningSms(lang: string, name: string, deleteOn: string, link: string) {
  return lang === 'en'
    ? `[Scholarship Portal] Your draft application ${name} has not been changed for almost two years and will be deleted on ${deleteOn} (Beijing time) unless you open and save it: ${link}`
    : `【留学奖学金】您的申请草稿「${name}」已近两年未修改，将于 ${deleteOn}（北京时间）删除，打开并保存即可保留：${link}`;
}

/** The student's name in the account's language: the English spelling first for en. */
const nameIn = (d: { id: number; lang: string; stu_name: string | null; stu_spell: string | null }) =>
  (d.lang === 'en' ? d.stu_spell || d.stu_name : d.stu_name || d.stu_spell) || `#${d.id}`;

export interface RetentionResult {
  warned: number;
  /** Text messages not delivered (logged by the caller; the notice in the portal stays). */
  smsFailed: number;
  deleted: number;
  filesRemoved: number;
}

export async function runDraftRetention(
  db: Db,
  storage: StorageProvider,
  publicUrl: string,
  now = new Date(),
  sms?: SmsProvider,
): Promise<RetentionResult> {
  const warnBefore = new Date(now.getTime() - (DRAFT_RETENTION_DAYS - DRAFT_WARNING_DAYS) * DAY);
  const deleteBefore = new Date(now.getTime() - DRAFT_RETENTION_DAYS * DAY);
  const warnedBefore = new Date(now.getTime() - DRAFT_WARNING_DAYS * DAY);

  // 1. Warnings: drafts near their end, not warned since their last change (students_draft_age_idx).
  const warned = await db.transaction(async (tx) => {
    const due = await rows<{
      id: number;
      updated_at: Date | string;
      stu_name: string | null;
      stu_spell: string | null;
      owner_id: number;
      email: string | null;
      phone_number: string | null;
      lang: string;
    }>(
      tx as unknown as Db,
      sql`WITH due AS (
            SELECT s.id FROM students s
            WHERE s.referral_status = 0 AND s.updated_at < ${warnBefore}
              AND (s.retention_warned_at IS NULL OR s.retention_warned_at < s.updated_at)
            ORDER BY s.updated_at LIMIT ${BATCH}
            FOR UPDATE OF s SKIP LOCKED)
          UPDATE students s SET retention_warned_at = ${now} FROM due, users u
          WHERE s.id = due.id AND u.id = s.owner_id
          RETURNING s.id, s.updated_at, s.stu_name, s.stu_spell, s.owner_id, u.email, u.phone_number, u.lang`,
    );
    const linkOf = (d: (typeof due)[number]) => `${publicUrl.replace(/\/$/, '')}/applyDetail?id=${d.id}`;
    const deleteOn = (d: (typeof due)[number]) =>
      fmtDay(new Date(Math.max(new Date(d.updated_at).getTime() + DRAFT_RETENTION_DAYS * DAY, now.getTime() + DRAFT_WARNING_DAYS * DAY)));
    const mails = due
      .filter((d) => d.email)
      .map((d) => {
        const m = warningMail(d.lang, nameIn(d), deleteOn(d), linkOf(d));
        return sql`(${d.email!}, ${m.subject.slice(0, 200)}, ${m.body})`;
      });
    if (mails.length) await tx.execute(sql`INSERT INTO mail_jobs (recipient, subject, body) VALUES ${sql.join(mails, sql`, `)}`);
    // Every row has its owner (the UPDATE joins it).
    const notices = due.map((d) => {
      const params: NoticeParams = {
        stuName: nameIn({ ...d, lang: 'cn' }),
        stuName_en: nameIn({ ...d, lang: 'en' }),
        deleteOn: deleteOn(d),
      };
      return sql`(${d.owner_id}, 'draft_expiring', ${d.id}, ${JSON.stringify(params)}::jsonb)`;
    });
    if (notices.length)
      await tx.execute(sql`INSERT INTO notifications (user_id, kind, stu_id, params) VALUES ${sql.join(notices, sql`, `)}`);
    const texts = due
      .filter((d) => !d.email && d.phone_number)
      .map((d) => ({
        to: d.phone_number!,
        text: warningSms(d.lang, nameIn(d), deleteOn(d), linkOf(d)),
      }));
    return { count: due.length, texts };
  });
  // Sent once the warnings are recorded: a process that stops here has warned in the portal.
  let smsFailed = 0;
  if (sms)
    for (const m of warned.texts)
      await sms.send(m.to, m.text).catch(() => {
        smsFailed++;
      });

  // 2. Deletions: drafts past two years whose warning (given after their last change) is 30 days old.
  const removed = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const due = await rows<{ id: number }>(
      t,
      sql`SELECT s.id FROM students s
          WHERE s.referral_status = 0 AND s.updated_at < ${deleteBefore}
            AND s.retention_warned_at IS NOT NULL AND s.retention_warned_at >= s.updated_at AND s.retention_warned_at < ${warnedBefore}
          ORDER BY s.updated_at LIMIT ${BATCH}
          FOR UPDATE OF s SKIP LOCKED`,
    );
    if (!due.length) return { deleted: 0, keys: [] as string[] };
    const ids = sql.join(
      due.map((d) => sql`${d.id}`),
      sql`, `,
    );
    const fileIds = await rows<{ file_id: string }>(t, sql`SELECT DISTINCT file_id FROM student_files WHERE stu_id IN (${ids})`);
    await t.execute(sql`DELETE FROM students WHERE id IN (${ids})`);
    for (const d of due)
      await t.execute(
        sql`INSERT INTO audit_log (actor_id, action, target, detail) VALUES (NULL, 'draft.retention.delete', ${String(d.id)}, NULL)`,
      );
    if (!fileIds.length) return { deleted: due.length, keys: [] as string[] };
    // A file a copy of the draft still uses stays.
    const gone = await rows<{ storage_key: string }>(
      t,
      sql`DELETE FROM files f WHERE f.id IN (${sql.join(
        fileIds.map((f) => sql`${f.file_id}`),
        sql`, `,
      )})
          AND NOT (${sql.join(FILE_IN_USE, sql` OR `)})
          AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.pdf_file_id = f.id)
          RETURNING f.storage_key`,
    );
    return { deleted: due.length, keys: gone.map((g) => g.storage_key) };
  });
  let filesRemoved = 0;
  for (const key of removed.keys) {
    await storage.remove(key).then(
      () => filesRemoved++,
      () => undefined,
    );
  }
  return { warned: warned.count, smsFailed, deleted: removed.deleted, filesRemoved };
}
