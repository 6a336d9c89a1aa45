// The SQL of messages on a student file (student_messages): who may reach a file's messages, the
// message written, the threads read with their labels, authors and files, and each side's reading.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG_ROLE } from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { dictData, files, studentMessages, students, users } from '../../db/schema';
import type { MessageFile } from '../../db/schema/lifecycle';
import { rowsAs } from '../../lib/sql';

export type Side = 'owner' | 'staff';

export interface FileAccess {
  stuId: number;
  ownerId: number;
  assignedTo: number | null;
}

export async function fileAccessOf(db: Db | Tx, stuId: number): Promise<FileAccess | undefined> {
  const [row] = await db
    .select({ stuId: students.id, ownerId: students.ownerId, assignedTo: students.assignedTo })
    .from(students)
    .where(eq(students.id, stuId))
    .limit(1);
  return row;
}

export async function isMessageType(db: Db | Tx, value: string): Promise<boolean> {
  const [row] = await db
    .select({ v: dictData.dictValue })
    .from(dictData)
    .where(and(eq(dictData.dictType, 'stu_leave_msg_type'), eq(dictData.dictValue, value), eq(dictData.status, '0')))
    .limit(1);
  return !!row;
}

/** Whether `id` is a thread (no parent) of the file. */
export async function isThreadOf(db: Db | Tx, stuId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: studentMessages.id })
    .from(studentMessages)
    .where(and(eq(studentMessages.id, id), eq(studentMessages.stuId, stuId), isNull(studentMessages.parentId)))
    .limit(1);
  return !!row;
}

export async function uploadsByIds(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, ownerId: files.ownerId, use: files.use, extension: files.extension })
    .from(files)
    .where(inArray(files.id, ids));
}

export interface NewMessage {
  stuId: number;
  parentId: number | null;
  msgType: string | null;
  msgContext: string;
  msgRole: string;
  authorId: number;
  files: MessageFile[];
}

/** Store the message and mark the file active; answers the new id. */
export async function insertMessage(tx: Tx, m: NewMessage): Promise<number> {
  const [row] = await tx.insert(studentMessages).values(m).returning({ id: studentMessages.id });
  await tx
    .update(students)
    .set({ lastActivityAt: sql`now()` })
    .where(eq(students.id, m.stuId));
  return row.id;
}

/** Staff accounts (clerk or admin), enabled. */
export async function staffIds(db: Db | Tx): Promise<number[]> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.disabled, false), sql`${users.roles} && ARRAY['clerk','admin']::text[]`));
  return found.map((u) => u.id);
}

/** The condition of a message being unread for the side (the other side's messages not yet read). */
const unreadFor = (side: Side) =>
  side === 'owner'
    ? sql`m.msg_role <> ${MSG_ROLE.owner} AND m.read_by_owner_at IS NULL`
    : sql`m.msg_role = ${MSG_ROLE.owner} AND m.read_by_staff_at IS NULL`;

const countRow = z.object({ n: z.number() });

export async function unreadCount(db: Db | Tx, stuId: number, side: Side): Promise<number> {
  const [r] = await rowsAs(
    db as Db,
    countRow,
    sql`SELECT count(*)::int AS n FROM student_messages m WHERE m.stu_id = ${stuId} AND ${unreadFor(side)}`,
  );
  return r.n;
}

/** Mark the other side's messages of the file (or of one thread and its replies) read for the side. */
export async function markRead(db: Db | Tx, stuId: number, side: Side, threadId: number | null): Promise<void> {
  const column = side === 'owner' ? sql`read_by_owner_at` : sql`read_by_staff_at`;
  const inThread = threadId === null ? sql`TRUE` : sql`(m.id = ${threadId} OR m.parent_id = ${threadId})`;
  await db.execute(sql`UPDATE student_messages m SET ${column} = now() WHERE m.stu_id = ${stuId} AND ${unreadFor(side)} AND ${inThread}`);
}

const messageRow = z.object({
  id: z.coerce.number(),
  stuId: z.number(),
  parentId: z.coerce.number().nullable(),
  msgType: z.string().nullable(),
  typeCn: z.string().nullable(),
  typeEn: z.string().nullable(),
  msgRole: z.string(),
  roleCn: z.string().nullable(),
  roleEn: z.string().nullable(),
  msgContext: z.string(),
  createTime: z.string(),
  avatar: z.string().nullable(),
  authorName: z.string().nullable(),
  unread: z.boolean(),
  files: z.array(z.object({ id: z.string(), extension: z.string(), fileName: z.string() })),
});
export type MessageRow = z.infer<typeof messageRow>;

/**
 * Every message of a file, oldest first, with its dictionary labels, its author's name and avatar,
 * its files (those still stored, in their order) and whether the side has read it. One statement.
 */
export async function messagesOf(db: Db, stuId: number, side: Side): Promise<MessageRow[]> {
  return rowsAs(
    db,
    messageRow,
    sql`SELECT m.id, m.stu_id AS "stuId", m.parent_id AS "parentId", m.msg_type AS "msgType",
          tl.dict_label AS "typeCn", tl.dict_en_label AS "typeEn",
          m.msg_role AS "msgRole", rl.dict_label AS "roleCn", rl.dict_en_label AS "roleEn",
          m.msg_context AS "msgContext",
          to_char(m.created_at AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
          u.avatar, u.user_name AS "authorName",
          (${unreadFor(side)}) AS unread,
          COALESCE((
            SELECT json_agg(json_build_object('id', f.id, 'extension', f.extension, 'fileName', e.v->>'fileName') ORDER BY e.n)
            FROM jsonb_array_elements(m.files) WITH ORDINALITY AS e(v, n)
            JOIN files f ON f.id = e.v->>'fileNameAfter'
          ), '[]'::json) AS files
        FROM student_messages m
        LEFT JOIN dict_data tl ON tl.dict_type = 'stu_leave_msg_type' AND tl.dict_value = m.msg_type
        LEFT JOIN dict_data rl ON rl.dict_type = 'web_stu_leave_msg_role' AND rl.dict_value = m.msg_role
        LEFT JOIN users u ON u.id = m.author_id
        WHERE m.stu_id = ${stuId}
        ORDER BY m.created_at, m.id`,
  );
}
