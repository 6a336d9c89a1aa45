// Short transaction-scoped locks on a name (PostgreSQL advisory locks), for counters and limits that
// must hold when many requests for the same account or destination arrive at once, in one process or
// in several. Released at the end of the transaction that took them.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

export const LOCK_SPACES = { login: 1, verifyCode: 2, codeSend: 3, upload: 4, consult: 5, rate: 6 } as const;

export async function lockName(tx: Tx, space: keyof typeof LOCK_SPACES, name: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES[space]}::int, hashtext(${name}))`);
}
