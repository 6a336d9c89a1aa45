// The console's audit log screen (admins only): every staff write and every reveal (card reveal,
// downloads of others' files) that modules/audit records, filtered by person, action prefix, object
// (target) and Beijing days, newest first. Secrets were masked when the rows were written; the
// screen masks the actor's contact and the address as every list of the console does.
import { sql } from 'drizzle-orm';
import { maskEmail, maskIp, maskPhone, type OpsAuditItem, type OpsAuditQuery, type Paged } from '@portal/shared';
import type { Db } from '../../db/client';
import { likeEscape, rows } from '../../lib/sql';

export async function listAuditOps(db: Db, q: OpsAuditQuery): Promise<Paged<OpsAuditItem>> {
  const conds = [sql`true`];
  if (q.actorId) conds.push(sql`a.actor_id = ${q.actorId}`);
  if (q.action) conds.push(sql`a.action LIKE ${`${likeEscape(q.action)}%`}`);
  if (q.target) conds.push(sql`a.target = ${q.target}`);
  if (q.dateFrom) conds.push(sql`a.created_at >= (${q.dateFrom}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  if (q.dateTo) conds.push(sql`a.created_at < (${q.dateTo}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  const where = sql.join(conds, sql` AND `);
  const [{ total }] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM audit_log a WHERE ${where}`);
  const list = await rows<{
    id: number;
    actorId: number | null;
    userName: string | null;
    phone: string | null;
    email: string | null;
    action: string;
    target: string | null;
    detail: unknown;
    ip: string | null;
    createdAt: string;
  }>(
    db,
    sql`SELECT a.id::int AS id, a.actor_id AS "actorId", u.user_name AS "userName", u.phone_number AS phone, u.email,
               a.action, a.target, a.detail, a.ip,
               to_char(a.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt"
          FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
         WHERE ${where}
         ORDER BY a.id DESC
         LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
  );
  return {
    list: list.map(({ userName, phone, email, ip, ...a }) => ({
      ...a,
      actorName: userName || maskPhone(phone) || maskEmail(email),
      ip: maskIp(ip),
    })),
    currPage: q.pageNo,
    pageSize: q.pageSize,
    totalCount: total,
    totalPage: Math.ceil(total / q.pageSize),
  };
}
