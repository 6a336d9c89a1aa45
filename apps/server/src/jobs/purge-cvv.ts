// The CVV retention rule: a CVV is deleted CVV_RETENTION_DAYS after it was stored, whatever the
// file's status (draft, submitted or returned), and at once when the case is transferred. Copies
// never receive it. Idempotent: any process may run it any time.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { students } from '../db/schema';

export const CVV_RETENTION_DAYS = 30;
const REFERRAL_TRANSFERRED = 2;

export async function purgeCvv(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CVV_RETENTION_DAYS * 24 * 3600 * 1000);
  const r = await db
    .update(students)
    .set({ cardSafetyCodeEnc: null, cvvStoredAt: null })
    .where(
      and(
        sql`${students.cardSafetyCodeEnc} IS NOT NULL`,
        or(eq(students.referralStatus, REFERRAL_TRANSFERRED), lt(students.cvvStoredAt, cutoff), sql`${students.cvvStoredAt} IS NULL`),
      ),
    )
    .returning({ id: students.id });
  return r.length;
}
