// The SQL of the counsellor's workbench: the queue of submitted files (one statement a page: the
// page's ids first, then their schools, unread counts and labels through indexed subqueries), the
// staff list, a file's history, the row lock of a status change and the next-step settings. The
// student side reads a file's next step and labels through the expressions exported here.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Lang, QueueFilters } from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { joinAnd, likeEscape, rowsAs } from '../../lib/sql';

/** Times as the console shows them: 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
export const beijing = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

/** An account's name as staff see it: its user name, else its email, else its phone. */
export const accountName = (alias: string) => sql.raw(`coalesce(nullif(${alias}.user_name, ''), ${alias}.email, ${alias}.phone_number)`);

/** The status_settings key of a students row (alias s): lifecycle.ts statusSettingKey in SQL. */
export const settingKeySql = (alias = 's') =>
  sql.raw(
    `CASE ${alias}.referral_status WHEN 1 THEN 'referral:1' WHEN 3 THEN 'referral:3' WHEN 2 THEN 'stu:' || coalesce(${alias}.stu_status, '0') END`,
  );

/** Unread student messages of a file for staff (the partial index student_messages_staff_unread_idx). */
export const staffUnreadSql = (alias = 's') =>
  sql.raw(
    `(SELECT count(*)::int FROM student_messages m WHERE m.stu_id = ${alias}.id AND m.msg_role = '1' AND m.read_by_staff_at IS NULL)`,
  );

/** Unread staff messages of a file for its owner (the partial index student_messages_owner_unread_idx). */
export const ownerUnreadSql = (alias = 's') =>
  sql.raw(
    `(SELECT count(*)::int FROM student_messages m WHERE m.stu_id = ${alias}.id AND m.msg_role <> '1' AND m.read_by_owner_at IS NULL)`,
  );

// --- The queue --------------------------------------------------------------------------------------
function queueWhere(f: QueueFilters, me: number): SQL {
  const parts: SQL[] = [sql`s.referral_status IN (1, 2, 3)`];
  if (f.referralStatus) parts.push(sql`s.referral_status = ${f.referralStatus}`);
  if (f.countryId) parts.push(sql`s.country_id = ${f.countryId}`);
  if (f.uniId) parts.push(sql`EXISTS (SELECT 1 FROM student_applies a WHERE a.stu_id = s.id AND a.uni_id = ${f.uniId})`);
  if (f.stuStatus) parts.push(sql`s.referral_status = 2 AND s.stu_status = ${f.stuStatus}`);
  if (f.assignedTo === 'me') parts.push(sql`s.assigned_to = ${me}`);
  else if (f.assignedTo === 'none') parts.push(sql`s.assigned_to IS NULL`);
  else if (typeof f.assignedTo === 'number') parts.push(sql`s.assigned_to = ${f.assignedTo}`);
  // Days are Beijing days: from its midnight, to the next day's midnight.
  if (f.submittedFrom) parts.push(sql`s.submitted_at >= (${f.submittedFrom}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`);
  if (f.submittedTo) parts.push(sql`s.submitted_at < ((${f.submittedTo}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`);
  if (f.unread)
    parts.push(sql`EXISTS (SELECT 1 FROM student_messages m WHERE m.stu_id = s.id AND m.msg_role = '1' AND m.read_by_staff_at IS NULL)`);
  if (f.ids?.length)
    parts.push(
      sql`s.id IN (${sql.join(
        f.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (f.keyword) {
    const k = `%${likeEscape(f.keyword)}%`;
    parts.push(sql`(s.stu_name ILIKE ${k} OR s.stu_spell ILIKE ${k})`);
  }
  return joinAnd(parts);
}

/**
 * The queue's order: the asked sort (dates newest first, names A to Z unless told), or by default
 * the caller's own assignments first, then the latest activity. The id settles ties, so pages never
 * overlap.
 */
function queueOrder(f: QueueFilters, me: number): SQL {
  const desc = f.order ? f.order === 'desc' : f.sort !== 'stuName';
  const dir = sql.raw(desc ? 'DESC' : 'ASC');
  switch (f.sort) {
    case 'submittedAt':
      return sql`s.submitted_at ${dir} NULLS LAST, s.id ${dir}`;
    case 'lastActivityAt':
      return sql`s.last_activity_at ${dir}, s.id ${dir}`;
    case 'stuName':
      return sql`coalesce(nullif(s.stu_name, ''), s.stu_spell) ${dir} NULLS LAST, s.stu_spell ${dir}, s.id ${dir}`;
    default:
      return sql`(s.assigned_to IS NOT DISTINCT FROM ${me}) DESC, s.last_activity_at DESC, s.id DESC`;
  }
}

export const queueRow = z.object({
  total: z.number(),
  stuId: z.number(),
  stuName: z.string(),
  stuSpell: z.string(),
  ownerName: z.string(),
  countryId: z.string().nullable(),
  countryName: z.string().nullable(),
  schools: z.array(z.object({ uniId: z.number(), uniName: z.string(), uniEnName: z.string() })),
  referralStatus: z.number(),
  stuStatus: z.string().nullable(),
  dictCn: z.string().nullable(),
  dictEn: z.string().nullable(),
  assignedId: z.number().nullable(),
  assignedName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  lastActivityAt: z.string(),
  unreadCount: z.number(),
});
export type QueueRow = z.infer<typeof queueRow>;

/** A page of the queue in one statement: the page's ids in order, then what each row shows. */
export async function queuePage(db: Db, f: QueueFilters, me: number, lang: Lang, limit: number, offset: number): Promise<QueueRow[]> {
  const country = lang === 'en' ? sql`c.en_name` : sql`c.name`;
  return rowsAs(
    db,
    queueRow,
    sql`WITH page AS (
          SELECT s.id, count(*) OVER () AS total, row_number() OVER (ORDER BY ${queueOrder(f, me)}) AS n
          FROM students s WHERE ${queueWhere(f, me)}
          ORDER BY n LIMIT ${limit} OFFSET ${offset})
        SELECT p.total::int AS total, s.id AS "stuId", coalesce(s.stu_name, '') AS "stuName", coalesce(s.stu_spell, '') AS "stuSpell",
          coalesce(${accountName('o')}, '') AS "ownerName", s.country_id AS "countryId", ${country} AS "countryName",
          (SELECT coalesce(json_agg(json_build_object('uniId', u.id, 'uniName', u.uni_name, 'uniEnName', u.uni_en_name) ORDER BY a.sort, a.id), '[]'::json)
             FROM student_applies a JOIN universities u ON u.id = a.uni_id WHERE a.stu_id = s.id) AS schools,
          s.referral_status AS "referralStatus", s.stu_status AS "stuStatus", d.dict_label AS "dictCn", d.dict_en_label AS "dictEn",
          s.assigned_to AS "assignedId", ${accountName('st')} AS "assignedName",
          ${beijing(sql`s.submitted_at`)} AS "submittedAt", ${beijing(sql`s.last_activity_at`)} AS "lastActivityAt",
          ${staffUnreadSql('s')} AS "unreadCount"
        FROM page p
        JOIN students s ON s.id = p.id
        LEFT JOIN users o ON o.id = s.owner_id
        LEFT JOIN users st ON st.id = s.assigned_to
        LEFT JOIN countries c ON c.id = s.country_id
        LEFT JOIN dict_data d ON d.dict_type = 'stuStatus_agent' AND d.dict_value = s.stu_status
        ORDER BY p.n`,
  );
}

/** How many files match (for a page past the end, which has no row to carry the total). */
export async function queueCount(db: Db, f: QueueFilters, me: number): Promise<number> {
  const [r] = await rowsAs(db, z.object({ n: z.number() }), sql`SELECT count(*)::int AS n FROM students s WHERE ${queueWhere(f, me)}`);
  return r?.n ?? 0;
}

// --- Staff --------------------------------------------------------------------------------------
const staffRow = z.object({ id: z.number(), name: z.string(), roles: z.array(z.string()) });

/** Clerks and admins that may sign in, for assignment and the filters. */
export async function staffAccounts(db: Db | Tx, id?: number): Promise<z.infer<typeof staffRow>[]> {
  const one = id === undefined ? sql`TRUE` : sql`u.id = ${id}`;
  return rowsAs(
    db as Db,
    staffRow,
    sql`SELECT u.id, coalesce(${accountName('u')}, '') AS name, u.roles FROM users u
        WHERE u.roles && ARRAY['clerk', 'admin']::text[] AND NOT u.disabled AND ${one} ORDER BY u.id`,
  );
}

// --- A file ----------------------------------------------------------------------------------------
export const fileRow = z.object({
  id: z.number(),
  ownerId: z.number(),
  version: z.number(),
  stuName: z.string(),
  stuSpell: z.string(),
  ownerName: z.string(),
  referralStatus: z.number(),
  stuStatus: z.string().nullable(),
  returnReason: z.string().nullable(),
  assignedId: z.number().nullable(),
  assignedName: z.string().nullable(),
  dictCn: z.string().nullable(),
  dictEn: z.string().nullable(),
  nextOwner: z.string().nullable(),
  waitDays: z.number().nullable(),
});
export type FileRow = z.infer<typeof fileRow>;

const fileSelect = sql`SELECT s.id, s.owner_id AS "ownerId", s.version, coalesce(s.stu_name, '') AS "stuName", coalesce(s.stu_spell, '') AS "stuSpell",
    coalesce(${accountName('o')}, '') AS "ownerName", s.referral_status AS "referralStatus", s.stu_status AS "stuStatus",
    s.return_reason AS "returnReason", s.assigned_to AS "assignedId", ${accountName('st')} AS "assignedName",
    d.dict_label AS "dictCn", d.dict_en_label AS "dictEn", ss.next_owner AS "nextOwner", ss.wait_days AS "waitDays"
  FROM students s
  LEFT JOIN users o ON o.id = s.owner_id
  LEFT JOIN users st ON st.id = s.assigned_to
  LEFT JOIN dict_data d ON d.dict_type = 'stuStatus_agent' AND d.dict_value = s.stu_status
  LEFT JOIN status_settings ss ON ss.status = ${settingKeySql('s')}`;

/** A file with its labels and next-step setting; null when there is none. */
export async function fileOf(db: Db | Tx, stuId: number): Promise<FileRow | null> {
  const [r] = await rowsAs(db as Db, fileRow, sql`${fileSelect} WHERE s.id = ${stuId}`);
  return r ?? null;
}

const lockedRow = z.object({
  id: z.number(),
  ownerId: z.number(),
  stuName: z.string().nullable(),
  stuSpell: z.string().nullable(),
  referralStatus: z.number(),
  stuStatus: z.string().nullable(),
  assignedTo: z.number().nullable(),
});
export type LockedRow = z.infer<typeof lockedRow>;

/**
 * The file's row, locked until the transaction ends: a second change of the same file waits here
 * and then reads the state the first one left, so each change is judged on the state it changes.
 */
export async function lockFile(tx: Tx, stuId: number): Promise<LockedRow | null> {
  const [r] = await rowsAs(
    tx as unknown as Db,
    lockedRow,
    sql`SELECT id, owner_id AS "ownerId", stu_name AS "stuName", stu_spell AS "stuSpell", referral_status AS "referralStatus",
          stu_status AS "stuStatus", assigned_to AS "assignedTo"
        FROM students WHERE id = ${stuId} FOR UPDATE`,
  );
  return r ?? null;
}

export interface ChangeRow {
  stuId: number;
  actorId: number | null;
  action: string;
  fromReferral: number | null;
  toReferral: number | null;
  fromStuStatus: string | null;
  toStuStatus: string | null;
  note: string | null;
}

/** One row of the history. */
export async function insertChange(db: Db | Tx, c: ChangeRow): Promise<void> {
  await (db as Db).execute(
    sql`INSERT INTO status_changes (stu_id, actor_id, action, from_referral, to_referral, from_stu_status, to_stu_status, note)
        VALUES (${c.stuId}, ${c.actorId}, ${c.action}, ${c.fromReferral}, ${c.toReferral}, ${c.fromStuStatus}, ${c.toStuStatus}, ${c.note})`,
  );
}

export const historyRow = z.object({
  action: z.string(),
  fromReferral: z.number().nullable(),
  toReferral: z.number().nullable(),
  fromStuStatus: z.string().nullable(),
  toStuStatus: z.string().nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createTime: z.string(),
});

/** A file's history, oldest first, with the names of who did what. */
export async function historyOf(db: Db | Tx, stuId: number) {
  return rowsAs(
    db as Db,
    historyRow,
    sql`SELECT h.action, h.from_referral AS "fromReferral", h.to_referral AS "toReferral", h.from_stu_status AS "fromStuStatus",
          h.to_stu_status AS "toStuStatus", h.note, ${accountName('u')} AS "actorName", ${beijing(sql`h.created_at`)} AS "createTime"
        FROM status_changes h LEFT JOIN users u ON u.id = h.actor_id
        WHERE h.stu_id = ${stuId} ORDER BY h.created_at, h.id`,
  );
}

// --- Next-step settings ---------------------------------------------------------------------------
const settingRow = z.object({
  status: z.string(),
  nextOwner: z.string(),
  waitDays: z.number().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  dictCn: z.string().nullable(),
  dictEn: z.string().nullable(),
});

export async function settingRows(db: Db) {
  return rowsAs(
    db,
    settingRow,
    sql`SELECT ss.status, ss.next_owner AS "nextOwner", ss.wait_days AS "waitDays", ${beijing(sql`ss.updated_at`)} AS "updatedAt",
          ${accountName('u')} AS "updatedBy", d.dict_label AS "dictCn", d.dict_en_label AS "dictEn"
        FROM status_settings ss
        LEFT JOIN users u ON u.id = ss.updated_by
        LEFT JOIN dict_data d ON d.dict_type = 'stuStatus_agent' AND ss.status = 'stu:' || d.dict_value`,
  );
}

export async function saveSetting(db: Db, status: string, nextOwner: string, waitDays: number | null, by: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO status_settings (status, next_owner, wait_days, updated_by, updated_at) VALUES (${status}, ${nextOwner}, ${waitDays}, ${by}, now())
        ON CONFLICT (status) DO UPDATE SET next_owner = excluded.next_owner, wait_days = excluded.wait_days,
          updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
  );
}
