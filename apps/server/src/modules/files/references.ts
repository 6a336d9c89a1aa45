// Where the portal keeps uploaded files in use. An upload no row refers to a day after it arrived
// (a file picked and then not saved) is deleted by the scheduler (jobs/purge-uploads.ts). A feature
// that keeps files adds its table here. Also who, besides a file's owner and staff, may read it.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../lib/sql';

/** A message's files hold the file's id as fileNameAfter. */
const inMessage = (m: string) => sql.raw(`${m}.files @> jsonb_build_array(jsonb_build_object('fileNameAfter', f.id))`);

/** Conditions that hold when the file `f` (an alias of files) is in use. */
export const FILE_IN_USE: SQL[] = [
  sql`EXISTS (SELECT 1 FROM student_files sf WHERE sf.file_id = f.id)`,
  sql`EXISTS (SELECT 1 FROM uni_apply_files uf WHERE uf.file_id = f.id)`,
  sql`EXISTS (SELECT 1 FROM users u WHERE u.avatar LIKE '%/api/file/' || f.id || '.%')`,
  sql`EXISTS (SELECT 1 FROM student_messages m WHERE ${inMessage('m')})`,
];

/**
 * Whether an account may read a file it neither owns nor reaches as staff: a file attached to a
 * message on a student file the account owns (a counsellor's attachment in a reply), or a staff
 * member's avatar (shown beside their messages).
 */
export async function readableThrough(db: Db, userId: number, fileId: string): Promise<boolean> {
  const [r] = await rows<{ ok: boolean }>(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM files f WHERE f.id = ${fileId} AND (
            EXISTS (SELECT 1 FROM student_messages m JOIN students s ON s.id = m.stu_id
                    WHERE s.owner_id = ${userId} AND ${inMessage('m')})
            OR EXISTS (SELECT 1 FROM users u WHERE u.avatar LIKE '%/api/file/' || f.id || '.%'
                       AND u.roles && ARRAY['clerk','admin']::text[]))
        ) AS ok`,
  );
  return !!r?.ok;
}
