// Sessions: random opaque tokens stored as SHA-256 digests, with an idle and an absolute timeout,
// revocable one by one or all at once for an account.
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { CODES, isStaff, type Role } from '@portal/shared';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
  /** Staff (clerk, admin) reach every student's file: their sessions end sooner. */
  staffIdleMinutes: number;
  staffAbsoluteHours: number;
}

export interface AuthContext {
  userId: number;
  sessionId: number;
  roles: Role[];
}

export type Resolved = { ok: true; auth: AuthContext } | { ok: false; code: string };

export interface SessionRow {
  id: number;
  userId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  roles: string[];
  disabled: boolean;
}

/** How long a resolved session may be answered from memory (change notices drop it sooner). */
const CACHED_MS = 30_000;
const CACHE_MAX = 50_000;

/**
 * Resolved sessions kept in memory, so a signed-in request does not cost a query. Dropped at once
 * here when this process revokes one, and in every process by the change notices of the sessions
 * and users tables ('session:<token hash>', 'user:<id>'). Used only while the process hears the
 * notices (SessionCache.enabled).
 */
export class SessionCache {
  private byHash = new Map<string, { row: SessionRow; at: number }>();
  /**
   * Counts the drops. A row read from the database is kept only if it was not dropped since the read
   * began (its own hash, or every row by dropWhere or clear): otherwise a read that started before a
   * revocation could put the old row back after the revocation's own drop and its change notice, and
   * the ended session would work for 30 s more. The notices of sessions merely seen (once a minute
   * each) drop only their own hash, so they do not keep other reads from being kept.
   */
  private drops = 0;
  /** The count at the last drop of every row. */
  private wideAt = 0;
  /** The count at the last drop of a hash (forgotten in bulk, which then counts as a drop of every row). */
  private droppedAt = new Map<string, number>();
  /** Whether entries may be kept: the app says so while it hears the change notices. */
  enabled: () => boolean = () => true;

  /** Taken before reading a row from the database; given back to set(). */
  generation(): number {
    return this.drops;
  }

  get(hash: string): SessionRow | undefined {
    if (!this.enabled()) return undefined;
    const hit = this.byHash.get(hash);
    if (!hit) return undefined;
    if (Date.now() - hit.at > CACHED_MS) {
      this.byHash.delete(hash);
      return undefined;
    }
    return hit.row;
  }
  set(hash: string, row: SessionRow, generation: number): void {
    if (!this.enabled() || this.wideAt > generation || (this.droppedAt.get(hash) ?? 0) > generation) return;
    if (this.byHash.size >= CACHE_MAX) this.byHash.delete(this.byHash.keys().next().value as string);
    this.byHash.set(hash, { row, at: Date.now() });
  }
  dropHash(hash: string): void {
    this.drops++;
    if (this.droppedAt.size >= CACHE_MAX) {
      this.droppedAt.clear();
      this.wideAt = this.drops;
    }
    this.droppedAt.set(hash, this.drops);
    this.byHash.delete(hash);
  }
  dropWhere(test: (row: SessionRow) => boolean): void {
    this.wideAt = ++this.drops;
    for (const [hash, e] of this.byHash) if (test(e.row)) this.byHash.delete(hash);
  }
  clear(): void {
    this.wideAt = ++this.drops;
    this.droppedAt.clear();
    this.byHash.clear();
  }
}

/** The account's roles or state changed: its sessions are read again (this process; others by notice). */
export function forgetUserSessions(db: Db, userId: number): void {
  caches.get(db)?.dropWhere((row) => row.userId === userId);
}

/** The cache of the app using this database (revocations here drop their entries at once). */
const caches = new WeakMap<Db, SessionCache>();
export function sessionCacheFor(db: Db): SessionCache {
  let c = caches.get(db);
  if (!c) {
    c = new SessionCache();
    caches.set(db, c);
  }
  return c;
}

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
  const hash = sha256(token);
  const cache = caches.get(db);
  const cached = cache?.get(hash);
  const generation = cache?.generation() ?? 0;
  const s: SessionRow | undefined = cached ?? (await loadSession(db, hash));
  if (!s) return { ok: false, code: CODES.TOKEN_INVALID };
  if (!cached) cache?.set(hash, s, generation);
  return checkSession(db, policy, s);
}

async function loadSession(db: Db, hash: string): Promise<SessionRow | undefined> {
  const rows = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      roles: users.roles,
      disabled: users.disabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hash))
    .limit(1);
  return rows[0] ? { ...rows[0], roles: rows[0].roles as string[] } : undefined;
}

async function checkSession(db: Db, policy: SessionPolicy, s: SessionRow): Promise<Resolved> {
  if (s.revokedAt) return { ok: false, code: CODES.SESSION_REVOKED };
  if (s.disabled) return { ok: false, code: CODES.ACCOUNT_DISABLED };
  const now = Date.now();
  // The roles of now decide: an account made staff gets the shorter limits on its open sessions too.
  const staff = isStaff(s.roles);
  const idleMs = (staff ? policy.staffIdleMinutes : policy.idleMinutes) * 60_000;
  const endsAt = staff
    ? Math.min(s.expiresAt.getTime(), s.createdAt.getTime() + policy.staffAbsoluteHours * 3600_000)
    : s.expiresAt.getTime();
  if (endsAt <= now || s.lastSeenAt.getTime() + idleMs <= now) return { ok: false, code: CODES.SESSION_EXPIRED };
  // Touch at most once a minute so that reads do not turn into writes on every request.
  if (now - s.lastSeenAt.getTime() > 60_000) {
    s.lastSeenAt = new Date(now);
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, s.id));
  }
  return { ok: true, auth: { userId: s.userId, sessionId: s.id, roles: s.roles as Role[] } };
}

/**
 * The revocations drop the cached rows before their UPDATE and again after it: a read of this
 * process that got the old row in between is not answered from memory once the revocation returns,
 * whenever the change notice arrives.
 */
export async function revokeSession(db: Db, sessionId: number, reason: string): Promise<void> {
  const drop = () => caches.get(db)?.dropWhere((r) => r.id === sessionId);
  drop();
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  drop();
}

export async function revokeAllSessions(db: Db, userId: number, reason: string): Promise<number> {
  const drop = () => caches.get(db)?.dropWhere((row) => row.userId === userId);
  drop();
  const r = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  drop();
  return r.length;
}

/** The account's sessions that still work, newest activity first. */
export async function activeSessions(db: Db, policy: SessionPolicy, userId: number, roles: readonly string[]) {
  const staff = isStaff(roles);
  const idle = staff ? policy.staffIdleMinutes : policy.idleMinutes;
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${idle})`,
        staff ? sql`${sessions.createdAt} > now() - make_interval(hours => ${policy.staffAbsoluteHours})` : sql`TRUE`,
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** End one session of the account (another account's id changes nothing). */
export async function revokeOwnSession(db: Db, userId: number, sessionId: number, reason: string): Promise<boolean> {
  const drop = () => caches.get(db)?.dropWhere((row) => row.id === sessionId && row.userId === userId);
  drop();
  const r = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  drop();
  return r.length > 0;
}

/** End every other session of the account. */
export async function revokeOtherSessions(db: Db, userId: number, keepId: number, reason: string): Promise<number> {
  const drop = () => caches.get(db)?.dropWhere((row) => row.userId === userId && row.id !== keepId);
  drop();
  const r = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  drop();
  return r.length;
}
