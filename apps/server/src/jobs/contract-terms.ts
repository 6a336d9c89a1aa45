// The end of a contract's term (two years from the signing day; contracts.end_date is its last
// day, yyyy-MM-dd in Beijing): a paid contract whose end date has passed leaves its file
// isSignContract '3' (expired, dictionary agent_view_contract_status). Idempotent: only files
// still at '2' change.
import { and, eq, inArray, lt } from 'drizzle-orm';
import { beijingDay } from '@portal/shared';
import type { Db } from '../db/client';
import { contracts, students } from '../db/schema';

export async function markEndedContracts(db: Db, today: string = beijingDay()): Promise<{ expired: number }> {
  const ended = db
    .select({ stuId: contracts.stuId })
    .from(contracts)
    .where(and(eq(contracts.status, 'paid'), lt(contracts.endDate, today)));
  const changed = await db
    .update(students)
    .set({ isSignContract: '3' })
    .where(and(eq(students.isSignContract, '2'), inArray(students.id, ended)))
    .returning({ id: students.id });
  return { expired: changed.length };
}
