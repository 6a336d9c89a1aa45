// View counts that one visitor cannot inflate: a view counts once per visitor, target and day.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../lib/sql';

export function visitorKey(userId: number | undefined, ip: string, userAgent: string | undefined): string {
  return createHash('sha256').update(userId ? `u:${userId}` : `a:${ip}:${userAgent ?? ''}`).digest('hex').slice(0, 40);
}

const COUNTERS = {
  uni: { table: 'universities', column: 'view_number' },
  case: { table: 'cases', column: 'view_number' },
  article: { table: 'articles', column: 'total_view' },
} as const;

/** Record a view; answers true when it counted. */
export async function countView(db: Db, type: keyof typeof COUNTERS, id: number, visitor: string): Promise<boolean> {
  const inserted = await rows<{ target_id: number }>(
    db,
    sql`INSERT INTO view_records (target_type, target_id, visitor, day) VALUES (${type}, ${id}, ${visitor}, current_date)
        ON CONFLICT DO NOTHING RETURNING target_id`,
  );
  if (inserted.length === 0) return false;
  const c = COUNTERS[type];
  await db.execute(sql`UPDATE ${sql.raw(c.table)} SET ${sql.raw(c.column)} = ${sql.raw(c.column)} + 1 WHERE id = ${id}`);
  return true;
}
