// The consent store (issue 15, PIPL): every consent given and withdrawn is a row of `consents`
// (who, which text version, when, from where). Used by the privacy module (privacy/terms of the
// account), file-consents (sensitive, transfer, guardian of a student file) and my-data (export).
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ConsentKind } from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { consents } from '../../db/schema';

export type ConsentRow = typeof consents.$inferSelect;
export type { ConsentKind };

export interface ConsentInput {
  userId: number;
  stuId?: number | null;
  kind: ConsentKind;
  version: string;
  detail?: Record<string, unknown> | null;
  ip: string;
  userAgent?: string | null;
}

/** Inserts one consent row. */
export async function recordConsent(db: Db | Tx, c: ConsentInput): Promise<ConsentRow> {
  const [row] = await db
    .insert(consents)
    .values({
      userId: c.userId,
      stuId: c.stuId ?? null,
      kind: c.kind,
      version: c.version,
      detail: c.detail ?? null,
      ip: c.ip.slice(0, 64),
      userAgent: c.userAgent ? c.userAgent.slice(0, 300) : null,
    })
    .returning();
  return row;
}

/** The newest consent of the kind that is not withdrawn (of the user, of the student file, or both). */
export async function activeConsent(db: Db | Tx, q: { userId?: number; stuId?: number; kind: ConsentKind }): Promise<ConsentRow | null> {
  const where = [eq(consents.kind, q.kind), isNull(consents.withdrawnAt)];
  if (q.userId !== undefined) where.push(eq(consents.userId, q.userId));
  if (q.stuId !== undefined) where.push(eq(consents.stuId, q.stuId));
  const [row] = await db
    .select()
    .from(consents)
    .where(and(...where))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1);
  return row ?? null;
}

/** Sets withdrawnAt once; a consent already withdrawn keeps its first time. Null when no such row. */
export async function withdrawConsent(db: Db | Tx, id: number, at: Date = new Date()): Promise<ConsentRow | null> {
  const [updated] = await db
    .update(consents)
    .set({ withdrawnAt: at })
    .where(and(eq(consents.id, id), isNull(consents.withdrawnAt)))
    .returning();
  if (updated) return updated;
  const [row] = await db.select().from(consents).where(eq(consents.id, id)).limit(1);
  return row ?? null;
}

/** The consent history of the account (or of one of its student files), newest first. */
export async function consentsOf(db: Db | Tx, q: { userId: number; stuId?: number }): Promise<ConsentRow[]> {
  const where = [eq(consents.userId, q.userId)];
  if (q.stuId !== undefined) where.push(eq(consents.stuId, q.stuId));
  return db
    .select()
    .from(consents)
    .where(and(...where))
    .orderBy(desc(consents.createdAt), desc(consents.id));
}
