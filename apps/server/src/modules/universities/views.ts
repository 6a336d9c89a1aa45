// View counts that one visitor cannot inflate: a view counts once per visitor, target and day.
// Shared by the university, case and article pages.
import { hash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { articles, cases, universities, viewRecords } from '../../db/schema';

/** Keys of recent visitors: a visitor's next view (or a crowd behind one address) skips the hash. */
const recentKeys = new Map<string, string>();
const RECENT_MAX = 20_000;

export function visitorKey(userId: number | undefined, ip: string, userAgent: string | undefined): string {
  const plain = userId ? `u:${userId}` : `a:${ip}:${userAgent ?? ''}`;
  let key = recentKeys.get(plain);
  if (key === undefined) {
    // One-shot hash: no Hash object per request (this runs on every university, case and article view).
    key = hash('sha256', plain, 'hex').slice(0, 40);
    if (recentKeys.size >= RECENT_MAX) recentKeys.clear();
    recentKeys.set(plain, key);
  }
  return key;
}

/** The visitor of a request: its account when signed in, else its address and browser. */
export const visitorOf = (req: FastifyRequest) =>
  visitorKey(req.auth?.userId, req.ip, typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined);

export type ViewTarget = 'uni' | 'case' | 'article';

/** Record a view; answers true when it counted. */
export async function countView(db: Db, type: ViewTarget, id: number, visitor: string): Promise<boolean> {
  const inserted = await db
    .insert(viewRecords)
    .values({ targetType: type, targetId: id, visitor, day: sql`current_date` })
    .onConflictDoNothing()
    .returning({ targetId: viewRecords.targetId });
  if (inserted.length === 0) return false;
  if (type === 'uni')
    await db
      .update(universities)
      .set({ viewNumber: sql`${universities.viewNumber} + 1` })
      .where(eq(universities.id, id));
  else if (type === 'case')
    await db
      .update(cases)
      .set({ viewNumber: sql`${cases.viewNumber} + 1` })
      .where(eq(cases.id, id));
  else
    await db
      .update(articles)
      .set({ totalView: sql`${articles.totalView} + 1` })
      .where(eq(articles.id, id));
  return true;
}
