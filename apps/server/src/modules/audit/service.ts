// The audit log: every staff read of a student file, every staff edit, every download of a file
// the reader does not own, every reveal of a card, every role change; who, what, when, from where.
// Read by admins only (routes.ts).
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { isStaff } from '@portal/shared';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { AuthContext } from '../accounts/sessions';

export interface AuditEntry {
  action: string;
  target?: string | number | null;
  detail?: Record<string, unknown> | null;
}

export async function audit(db: Db, actor: { userId: number } | null, ip: string, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.userId ?? null,
    action: e.action,
    target: e.target == null ? null : String(e.target),
    detail: e.detail ?? null,
    ip: ip.slice(0, 64),
  });
}

/** Record the action only when staff did it: students and agents on their own files are not audited. */
export async function auditStaff(db: Db, auth: AuthContext | null, ip: string, e: AuditEntry): Promise<void> {
  if (auth && isStaff(auth.roles)) await audit(db, auth, ip, e);
}

export interface AuditQuery {
  actorId?: number;
  action?: string;
  target?: string;
  dateFrom?: string;
  dateTo?: string;
  pageNo: number;
  pageSize: number;
}

export async function listAudit(db: Db, q: AuditQuery) {
  const where: SQL[] = [];
  if (q.actorId) where.push(eq(auditLog.actorId, q.actorId));
  if (q.action) where.push(sql`${auditLog.action} LIKE ${`${q.action.replace(/[%_\\]/g, '\\$&')}%`}`);
  if (q.target) where.push(eq(auditLog.target, q.target));
  if (q.dateFrom) where.push(gte(auditLog.createdAt, new Date(`${q.dateFrom}T00:00:00Z`)));
  if (q.dateTo) where.push(lt(auditLog.createdAt, new Date(new Date(`${q.dateTo}T00:00:00Z`).getTime() + 86_400_000)));
  const cond = where.length ? and(...where) : undefined;
  const [list, [{ n }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: sql<string | null>`coalesce(${users.userName}, ${users.email}, ${users.phoneNumber})`,
        action: auditLog.action,
        target: auditLog.target,
        detail: auditLog.detail,
        ip: auditLog.ip,
        createTime: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(cond)
      .orderBy(desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(cond),
  ]);
  return {
    list: list.map((e) => ({ ...e, createTime: e.createTime.toISOString() })),
    currPage: q.pageNo,
    pageSize: q.pageSize,
    totalCount: Number(n),
    totalPage: Math.ceil(Number(n) / q.pageSize),
  };
}
