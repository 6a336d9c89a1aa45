// The follow-up of consultation leads (clerks and admins): the list with its filters (type,
// country, status, assignee, Beijing days), the follow-up itself (status new/contacted/closed, the
// staff member following it up, notes; audited as 'lead.update' with what changed) and the export
// of the filtered list as CSV or XLSX (audited as 'lead.export'). Contacts are masked everywhere.
import { sql, type SQL } from 'drizzle-orm';
import {
  CODES,
  LEAD_EXPORT_MAX,
  OPS_CODES,
  maskEmail,
  maskPhone,
  type Lang,
  type OpsLeadItem,
  type OpsLeadUpdateBody,
  type OpsLeadsQuery,
  type Paged,
} from '@portal/shared';
import type { Db } from '../../db/client';
import type { LeadProfile } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { rows } from '../../lib/sql';
import type { AuthContext } from '../accounts/sessions';
import { audit } from '../audit/service';

type LeadFilters = Omit<OpsLeadsQuery, 'pageNo' | 'pageSize'>;

function whereOf(q: LeadFilters): SQL {
  const conds = [sql`true`];
  if (q.type !== undefined) conds.push(sql`l.type = ${q.type}`);
  if (q.countryId) conds.push(sql`l.country_id = ${q.countryId}`);
  if (q.status) conds.push(sql`l.status = ${q.status}`);
  if (q.assignedTo === 'none') conds.push(sql`l.assigned_to IS NULL`);
  else if (q.assignedTo) conds.push(sql`l.assigned_to = ${q.assignedTo}`);
  if (q.from) conds.push(sql`l.created_at >= (${q.from}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  if (q.to) conds.push(sql`l.created_at < (${q.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  return sql.join(conds, sql` AND `);
}

interface LeadRow {
  id: number;
  type: number;
  userId: number | null;
  phone: string | null;
  email: string | null;
  countryId: string;
  countryName: string | null;
  uniId: number | null;
  uniEnName: string | null;
  majorName: string | null;
  profile: LeadProfile | null;
  chatUrl: string;
  status: string;
  assignedTo: number | null;
  aName: string | null;
  aPhone: string | null;
  aEmail: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

const bj = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`);

const select = (lang: Lang) => sql`
  SELECT l.id::int AS id, l.type, l.user_id AS "userId", u.phone_number AS phone, u.email,
         l.country_id AS "countryId", ${lang === 'en' ? sql`c.en_name` : sql`c.name`} AS "countryName",
         l.uni_id AS "uniId", l.uni_en_name AS "uniEnName", l.major_name AS "majorName", l.profile,
         l.chat_url AS "chatUrl", l.status, l.assigned_to AS "assignedTo",
         a.user_name AS "aName", a.phone_number AS "aPhone", a.email AS "aEmail", l.notes,
         ${bj('l.created_at')} AS "createdAt", ${bj('l.updated_at')} AS "updatedAt"
    FROM consult_leads l
    LEFT JOIN users u ON u.id = l.user_id
    LEFT JOIN users a ON a.id = l.assigned_to
    LEFT JOIN countries c ON c.id = l.country_id`;

const toItem = ({ phone, email, profile, aName, aPhone, aEmail, ...l }: LeadRow): OpsLeadItem => ({
  ...l,
  account: maskPhone(phone) ?? maskEmail(email),
  assignedName: l.assignedTo ? aName || maskPhone(aPhone) || maskEmail(aEmail) : null,
  profile: profile ? { ...profile, majorFocusList: profile.majorFocusList ?? [] } : null,
});

/** The leads for staff, newest first. */
export async function listLeads(db: Db, q: OpsLeadsQuery, lang: Lang): Promise<Paged<OpsLeadItem>> {
  const where = whereOf(q);
  const [{ total }] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM consult_leads l WHERE ${where}`);
  const list = await rows<LeadRow>(
    db,
    sql`${select(lang)} WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
  );
  return { list: list.map(toItem), currPage: q.pageNo, pageSize: q.pageSize, totalCount: total, totalPage: Math.ceil(total / q.pageSize) };
}

async function oneLead(db: Db, id: number, lang: Lang): Promise<OpsLeadItem> {
  const [r] = await rows<LeadRow>(db, sql`${select(lang)} WHERE l.id = ${id}`);
  if (!r) throw new BizError(OPS_CODES.LEAD_UNKNOWN);
  return toItem(r);
}

/**
 * One follow-up change, in one statement (concurrent changes each apply whole, the last one wins
 * field by field) with its audit row in the same transaction.
 */
export async function updateLead(db: Db, actor: AuthContext, ip: string, body: OpsLeadUpdateBody, lang: Lang): Promise<OpsLeadItem> {
  if (body.assignedTo) {
    const [s] = await rows<{ ok: boolean }>(
      db,
      sql`SELECT (roles && ARRAY['clerk','admin']::text[] AND NOT disabled) AS ok FROM users WHERE id = ${body.assignedTo}`,
    );
    if (!s?.ok) throw new BizError(OPS_CODES.NOT_STAFF);
  }
  const sets: SQL[] = [sql`updated_at = now()`];
  const changed: Record<string, unknown> = {};
  if (body.status !== undefined) {
    sets.push(sql`status = ${body.status}`);
    changed.status = body.status;
  }
  if (body.assignedTo !== undefined) {
    sets.push(sql`assigned_to = ${body.assignedTo}`);
    changed.assignedTo = body.assignedTo;
  }
  if (body.notes !== undefined) {
    sets.push(sql`notes = ${body.notes}`);
    changed.notes = body.notes ? `${body.notes.length} chars` : null;
  }
  if (Object.keys(changed).length === 0) throw new BizError(CODES.INVALID_PARAM, 'invalid');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await rows<{ status: string; assignedTo: number | null }>(
      t,
      sql`SELECT status, assigned_to AS "assignedTo" FROM consult_leads WHERE id = ${body.id} FOR UPDATE`,
    );
    if (!before[0]) throw new BizError(OPS_CODES.LEAD_UNKNOWN);
    await tx.execute(sql`UPDATE consult_leads SET ${sql.join(sets, sql`, `)} WHERE id = ${body.id}`);
    await audit(t, actor, ip, {
      action: 'lead.update',
      target: body.id,
      detail: { from: { status: before[0].status, assignedTo: before[0].assignedTo }, to: changed },
    });
  });
  return oneLead(db, body.id, lang);
}

export const LEAD_EXPORT_COLUMNS = [
  { key: 'createdAt', cn: '时间', en: 'Time' },
  { key: 'account', cn: '咨询人', en: 'Asker' },
  { key: 'name', cn: '姓名', en: 'Name' },
  { key: 'type', cn: '类型', en: 'Type' },
  { key: 'country', cn: '国家', en: 'Country' },
  { key: 'uni', cn: '院校', en: 'University' },
  { key: 'major', cn: '专业', en: 'Major' },
  { key: 'status', cn: '状态', en: 'Status' },
  { key: 'assigned', cn: '跟进人', en: 'Assigned to' },
  { key: 'notes', cn: '备注', en: 'Notes' },
  { key: 'updatedAt', cn: '更新时间', en: 'Updated' },
] as const;

const TYPE_TEXT = { cn: ['国家', '院校', '专业'], en: ['Country', 'University', 'Major'] };
const STATUS_TEXT: Record<string, { cn: string; en: string }> = {
  new: { cn: '新线索', en: 'New' },
  contacted: { cn: '已联系', en: 'Contacted' },
  closed: { cn: '已关闭', en: 'Closed' },
};

/** The export's header and rows (at most LEAD_EXPORT_MAX), with how many matched. */
export async function exportLeads(
  db: Db,
  q: LeadFilters,
  lang: Lang,
): Promise<{ headers: string[]; cells: (string | number)[][]; total: number }> {
  const where = whereOf(q);
  const [{ total }] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM consult_leads l WHERE ${where}`);
  const list = await rows<LeadRow>(db, sql`${select(lang)} WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT ${LEAD_EXPORT_MAX}`);
  const cells = list
    .map(toItem)
    .map((l) => [
      l.createdAt,
      l.account ?? '',
      l.profile?.userName ?? '',
      TYPE_TEXT[lang][l.type] ?? String(l.type),
      l.countryName ?? l.countryId,
      l.uniEnName ?? '',
      l.majorName ?? '',
      STATUS_TEXT[l.status]?.[lang] ?? l.status,
      l.assignedName ?? '',
      l.notes ?? '',
      l.updatedAt,
    ]);
  return { headers: LEAD_EXPORT_COLUMNS.map((c) => c[lang]), cells, total };
}
