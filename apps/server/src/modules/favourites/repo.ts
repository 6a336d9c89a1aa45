// The SQL of favourites: adding and removing one (with the university's collect count in the same
// transaction), the caller's favourite cards and the set of their ids.
import { and, desc, eq, sql } from 'drizzle-orm';
import { favouriteUni, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { favourites, universities } from '../../db/schema';
import { TOTAL, pageAs } from '../../lib/sql';
import { UNI_CARD, uniInfoIn } from '../universities/repo';

export async function universityExists(db: Db, uniId: number): Promise<boolean> {
  return (await db.select({ id: universities.id }).from(universities).where(eq(universities.id, uniId))).length > 0;
}

/** Adds or removes a favourite; the collect count moves only when the favourite did. */
export async function writeFavourite(db: Db, userId: number, uniId: number, add: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = add
      ? await tx.insert(favourites).values({ userId, uniId }).onConflictDoNothing().returning({ uniId: favourites.uniId })
      : await tx
          .delete(favourites)
          .where(and(eq(favourites.userId, userId), eq(favourites.uniId, uniId)))
          .returning({ uniId: favourites.uniId });
    if (!changed.length) return;
    await tx
      .update(universities)
      .set({ collectNumber: add ? sql`${universities.collectNumber} + 1` : sql`greatest(${universities.collectNumber} - 1, 0)` })
      .where(eq(universities.id, uniId));
  });
}

/**
 * The caller's favourite universities, newest first, each with the first 120 characters of its
 * introduction as plain text (headings, tags and runs of spaces removed).
 */
export function favouritePage(db: Db, userId: number, pageNo: number, pageSize: number, lang: Lang) {
  return pageAs(
    db,
    favouriteUni,
    sql`SELECT ${UNI_CARD}, '1' AS flag, left(btrim(regexp_replace(regexp_replace(regexp_replace(coalesce(${uniInfoIn(lang)}, ''),
      '<h[1-6][^>]*>.*?</h[1-6]>', '', 'g'), '<[^>]+>', ' ', 'g'), '\\s+', ' ', 'g')), 120) AS "uniIntro", ${TOTAL}
        FROM favourites f JOIN universities u ON u.id = f.uni_id JOIN countries c ON c.id = u.country_id
        WHERE f.user_id = ${userId} ORDER BY f.created_at DESC, u.id LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    sql`SELECT count(*)::int AS n FROM favourites WHERE user_id = ${userId}`,
    pageNo,
    pageSize,
  );
}

export async function favouriteIds(db: Db, userId: number): Promise<number[]> {
  const list = await db
    .select({ uniId: favourites.uniId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
  return list.map((r) => r.uniId);
}
