// The console's audit log screen (admins only): every staff write and every reveal (card reveal,
// downloads of others' files) that modules/audit records, filtered by person, action prefix, object
// (target) and Beijing days, newest first. Secrets were masked when the rows were written; the
// screen masks the actor's contact and the address as every list of the console does. The filtered
// rows (or the chosen ones) export as CSV or XLSX, at most OPS_EXPORT_MAX, masked the same way.
import { sql, type SQL } from 'drizzle-orm';
import {
  OPS_EXPORT_MAX,
  maskEmail,
  maskIp,
  maskPhone,
  type Lang,
  type OpsAuditFilters,
  type OpsAuditItem,
  type OpsAuditQuery,
  type Paged,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { likeEscape, pgArray, rows } from '../../lib/sql';
import type { Sheet } from './sheet';

function whereOf(q: OpsAuditFilters & { ids?: number[] }): SQL {
  // Chosen rows: just those, whatever the filters.
  if (q.ids?.length) return sql`a.id = ANY(${pgArray(q.ids)}::bigint[])`;
  const conds = [sql`true`];
  if (q.actorId) conds.push(sql`a.actor_id = ${q.actorId}`);
  if (q.action) conds.push(sql`a.action LIKE ${`${likeEscape(q.action)}%`}`);
  if (q.target) conds.push(sql`a.target = ${q.target}`);
  if (q.dateFrom) conds.push(sql`a.created_at >= (${q.dateFrom}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  if (q.dateTo) conds.push(sql`a.created_at < (${q.dateTo}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  return sql.join(conds, sql` AND `);
}

interface AuditRow {
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
}

const SELECT = sql`
  SELECT a.id::int AS id, a.actor_id AS "actorId", u.user_name AS "userName", u.phone_number AS phone, u.email,
         a.action, a.target, a.detail, a.ip,
         to_char(a.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt"
    FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id`;

const toItem = ({ userName, phone, email, ip, ...a }: AuditRow): OpsAuditItem => ({
  ...a,
  actorName: userName || maskPhone(phone) || maskEmail(email),
  ip: maskIp(ip),
});

export async function listAuditOps(db: Db, q: OpsAuditQuery): Promise<Paged<OpsAuditItem>> {
  const where = whereOf(q);
  const [{ total }] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM audit_log a WHERE ${where}`);
  const list = await rows<AuditRow>(
    db,
    sql`${SELECT} WHERE ${where} ORDER BY a.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
  );
  return {
    list: list.map(toItem),
    currPage: q.pageNo,
    pageSize: q.pageSize,
    totalCount: total,
    totalPage: Math.ceil(total / q.pageSize),
  };
}

const COLUMNS = [
  { cn: '时间', en: 'Time' },
  { cn: '操作人', en: 'By' },
  { cn: '操作', en: 'Action' },
  { cn: '对象', en: 'Object' },
  { cn: 'IP', en: 'IP' },
  { cn: '内容', en: 'Details' },
] as const;

/** A spreadsheet cell holds at most 32,767 characters. */
const CELL_MAX = 32_000;

/** The export's sheet: the filtered (or chosen) rows, newest first, at most OPS_EXPORT_MAX. */
export async function exportAudit(db: Db, q: OpsAuditFilters & { ids?: number[] }, lang: Lang): Promise<Sheet> {
  const where = whereOf(q);
  const [{ total }] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM audit_log a WHERE ${where}`);
  const list = await rows<AuditRow>(db, sql`${SELECT} WHERE ${where} ORDER BY a.id DESC LIMIT ${OPS_EXPORT_MAX}`);
  const none = lang === 'en' ? 'System' : '系统';
  const cells = list.map(toItem).map((a) => {
    const detail = a.detail == null ? '' : JSON.stringify(a.detail);
    return [
      a.createdAt,
      a.actorName ?? none,
      a.action,
      a.target ?? '',
      a.ip ?? '',
      detail.length > CELL_MAX ? `${detail.slice(0, CELL_MAX)}…` : detail,
    ];
  });
  return { headers: COLUMNS.map((c) => c[lang]), cells, total };
}
