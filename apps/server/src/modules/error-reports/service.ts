// "Report an error" on public university and major pages: a reader (logged in or not) says which
// fact looks wrong and why; staff see the queue in the console and mark each report fixed or
// dismissed with a note (audited). The reporter's account is kept when logged in, shown masked.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  IMPORT_CODES,
  maskEmail,
  maskPhone,
  type BulkCounts,
  type ErrorReportBody,
  type ErrorReportBulkBody,
  type ErrorReportHandleBody,
  type ErrorReportItem,
  type ErrorReportStatus,
  type ErrorReportTarget,
  type Paged,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { paged, rows, rowsAs } from '../../lib/sql';
import type { AuthContext } from '../accounts/sessions';
import { audit } from '../audit/service';

/** The public page of a target (the web's uniDetailPath / majorDetailPath). */
export const pageOf = (t: ErrorReportTarget, id: number) =>
  t === 'university' ? `/Instiutiondetail?uniId=${id}` : `/majordetail?majorId=${id}`;

/** Records a report on an open university or programme (71007 otherwise). Answers its id. */
export async function createReport(db: Db, auth: AuthContext | null, body: ErrorReportBody): Promise<{ id: number }> {
  const exists =
    body.targetType === 'university'
      ? sql`SELECT 1 FROM universities WHERE id = ${body.targetId} AND status = '0'`
      : sql`SELECT 1 FROM majors WHERE id = ${body.targetId} AND major_status = '0'`;
  if (!(await rows(db, exists)).length) throw new BizError(IMPORT_CODES.REPORT_TARGET_UNKNOWN);
  const [r] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO error_reports (page, target_type, target_id, field, note, user_id)
        VALUES (${pageOf(body.targetType, body.targetId)}, ${body.targetType}, ${body.targetId}, ${body.field}, ${body.note}, ${auth?.userId ?? null})
        RETURNING id`,
  );
  return { id: Number(r.id) };
}

const beijing = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`);

const itemRow = z.object({
  id: z.coerce.number(),
  page: z.string(),
  targetType: z.enum(['university', 'major']),
  targetId: z.number(),
  targetName: z.string().nullable(),
  targetEnName: z.string().nullable(),
  field: z.string(),
  note: z.string(),
  status: z.enum(['new', 'fixed', 'dismissed']),
  staffNote: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
  rPhone: z.string().nullable(),
  rEmail: z.string().nullable(),
  hPhone: z.string().nullable(),
  hEmail: z.string().nullable(),
  __total: z.number(),
});

const masked = (phone: string | null, email: string | null) => (phone || email ? (maskPhone(phone) ?? maskEmail(email)) : null);

export async function listReports(
  db: Db,
  q: { pageNo: number; pageSize: number; status?: ErrorReportStatus; targetType?: ErrorReportTarget; id?: number },
  lang: 'cn' | 'en',
): Promise<Paged<ErrorReportItem>> {
  const conds = [sql`TRUE`];
  if (q.status) conds.push(sql`r.status = ${q.status}`);
  if (q.targetType) conds.push(sql`r.target_type = ${q.targetType}`);
  if (q.id) conds.push(sql`r.id = ${q.id}`);
  const found = await rowsAs(
    db,
    itemRow,
    sql`SELECT r.id, r.page, r.target_type AS "targetType", r.target_id AS "targetId",
               CASE WHEN r.target_type = 'university' THEN u.uni_name ELSE m.major_name END AS "targetName",
               CASE WHEN r.target_type = 'university' THEN u.uni_en_name ELSE m.major_en_name END AS "targetEnName",
               r.field, r.note, r.status, r.staff_note AS "staffNote",
               ${beijing('r.handled_at')} AS "handledAt", ${beijing('r.created_at')} AS "createdAt",
               ru.phone_number AS "rPhone", ru.email AS "rEmail", hu.phone_number AS "hPhone", hu.email AS "hEmail",
               count(*) OVER ()::int AS "__total"
          FROM error_reports r
          LEFT JOIN universities u ON r.target_type = 'university' AND u.id = r.target_id
          LEFT JOIN majors m ON r.target_type = 'major' AND m.id = r.target_id
          LEFT JOIN users ru ON ru.id = r.user_id
          LEFT JOIN users hu ON hu.id = r.handled_by
         WHERE ${sql.join(conds, sql` AND `)}
         ORDER BY (r.status = 'new') DESC, r.id DESC
         LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
  );
  return paged(
    found.map((r) => ({
      id: r.id,
      page: r.page,
      targetType: r.targetType,
      targetId: r.targetId,
      targetName: (lang === 'en' ? r.targetEnName : r.targetName) ?? r.targetName,
      field: r.field,
      note: r.note,
      reporter: masked(r.rPhone, r.rEmail),
      status: r.status,
      staffNote: r.staffNote,
      handledBy: masked(r.hPhone, r.hEmail),
      handledAt: r.handledAt,
      createdAt: r.createdAt,
    })),
    q.pageNo,
    q.pageSize,
    found[0]?.__total ?? 0,
  );
}

/** Marks a new report fixed or dismissed with the staff note (71008 unknown, 71009 handled already); audited. */
export async function handleReport(
  db: Db,
  auth: AuthContext,
  ip: string,
  body: ErrorReportHandleBody,
  lang: 'cn' | 'en',
): Promise<ErrorReportItem> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [r] = await rows<{ status: string; targetType: string; targetId: number }>(
      t,
      sql`SELECT status, target_type AS "targetType", target_id AS "targetId" FROM error_reports WHERE id = ${body.id} FOR UPDATE`,
    );
    if (!r) throw new BizError(IMPORT_CODES.REPORT_UNKNOWN);
    if (r.status !== 'new') throw new BizError(IMPORT_CODES.REPORT_HANDLED);
    await tx.execute(
      sql`UPDATE error_reports SET status = ${body.status}, staff_note = ${body.staffNote || null}, handled_by = ${auth.userId}, handled_at = now()
           WHERE id = ${body.id}`,
    );
    await audit(t, auth, ip, {
      action: 'error-report.handle',
      target: body.id,
      detail: { status: body.status, staffNote: body.staffNote || null, targetType: r.targetType, targetId: r.targetId },
    });
  });
  return (await listReports(db, { pageNo: 1, pageSize: 1, id: body.id }, lang)).list[0];
}

/**
 * Marks several reports fixed or dismissed with one note, by the single action's rule: a report
 * still new changes, any other (handled already, or unknown) is skipped. One transaction locks the
 * rows in id order, so bulk calls over overlapping reports wait for each other instead of
 * deadlocking, and each sees the statuses the one before left: a report changes once. Each change
 * is audited as the single action audits it.
 */
export async function handleReports(db: Db, auth: AuthContext, ip: string, body: ErrorReportBulkBody): Promise<BulkCounts> {
  const ids = [...new Set(body.ids)].sort((a, b) => a - b);
  const staffNote = body.staffNote || null;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const locked = await rows<{ id: number; status: string; targetType: string; targetId: number }>(
      t,
      sql`SELECT id, status, target_type AS "targetType", target_id AS "targetId" FROM error_reports
           WHERE id IN (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
           ORDER BY id FOR UPDATE`,
    );
    const open = locked.filter((r) => r.status === 'new');
    for (const r of open) {
      await tx.execute(
        sql`UPDATE error_reports SET status = ${body.status}, staff_note = ${staffNote}, handled_by = ${auth.userId}, handled_at = now()
             WHERE id = ${r.id}`,
      );
      await audit(t, auth, ip, {
        action: 'error-report.handle',
        target: Number(r.id),
        detail: { status: body.status, staffNote, targetType: r.targetType, targetId: r.targetId, bulk: true },
      });
    }
    return { done: open.length, skipped: ids.length - open.length };
  });
}
