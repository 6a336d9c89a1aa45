// Sessions: random opaque tokens stored as SHA-256 digests, with an idle and an absolute timeout,
// revocable one by one or all at once for an account.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CODES, type Role } from '@portal/shared';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface AuthContext {
  userId: number;
  sessionId: number;
  roles: Role[];
}

export type Resolved = { ok: true; auth: AuthContext } | { ok: false; code: string };

export async function createSession(
  db: Db,
  policy: SessionPolicy,
  userId: number,
  meta: { ip?: string; userAgent?: string },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + policy.absoluteHours * 3600_000),
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return token;
}

export async function resolveSession(db: Db, policy: SessionPolicy, token: string): Promise<Resolved> {
  if (token.length < 20 || token.length > 200) return { ok: false, code: CODES.TOKEN_INVALID };
  const rows = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      roles: users.roles,
      disabled: users.disabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sha256(token)))
    .limit(1);
  const s = rows[0];
  if (!s) return { ok: false, code: CODES.TOKEN_INVALID };
  if (s.revokedAt) return { ok: false, code: CODES.SESSION_REVOKED };
  if (s.disabled) return { ok: false, code: CODES.ACCOUNT_DISABLED };
  const now = Date.now();
  if (s.expiresAt.getTime() <= now || s.lastSeenAt.getTime() + policy.idleMinutes * 60_000 <= now)
    return { ok: false, code: CODES.SESSION_EXPIRED };
  // Touch at most once a minute so that reads do not turn into writes on every request.
  if (now - s.lastSeenAt.getTime() > 60_000)
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, s.id));
  return { ok: true, auth: { userId: s.userId, sessionId: s.id, roles: s.roles as Role[] } };
}

export async function revokeSession(db: Db, sessionId: number, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: number, reason: string): Promise<number> {
  const r = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return r.length;
}
