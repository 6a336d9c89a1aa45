// The console's users screen (admins only): search, roles, disable and enable, a password-reset
// code sent to the account's own phone or email, and the account's sessions. Every change is audited.
//
// Role rules (those of /admin/user/changeRoles, plus the last admin): an admin cannot remove their
// own admin role (71064) nor disable themselves (71060); the last enabled admin keeps the role and
// stays enabled (71061). Changes that could take away an admin lock every admin row first, so that
// concurrent changes cannot together leave none.
//
// Disabling: the account's sessions are refused at once with 017 (the session check reads
// users.disabled; this process's cache is dropped, others hear the users table's change notice).
// They are not marked revoked then, which would answer 015 instead; enabling revokes whatever was
// left open, so an old session never comes back.
import { sql } from 'drizzle-orm';
import {
  CODES,
  OPS_CODES,
  SEND_TYPES,
  codeMessage,
  maskEmail,
  maskIp,
  maskPhone,
  type Lang,
  type OpsResetData,
  type OpsSessionItem,
  type OpsUserItem,
  type OpsUsersBulkBody,
  type OpsUsersBulkResult,
  type OpsUsersQuery,
  type Paged,
  type Role,
} from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { likeEscape, pgArray, rows } from '../../lib/sql';
import { deviceOf } from '../../lib/user-agent';
import type { MailProvider, SmsProvider } from '../../providers/messaging';
import type { AuthContext, SessionPolicy } from '../accounts/sessions';
import { activeSessions, forgetUserSessions, revokeAllSessions, revokeOwnSession } from '../accounts/sessions';
import { sendCode } from '../accounts/codes';
import { audit } from '../audit/service';

const bj = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`);

interface UserRow {
  userId: number;
  userNo: string;
  userName: string | null;
  phone: string | null;
  email: string | null;
  roles: string[];
  disabled: boolean;
  createdAt: string;
  lastSeen: string | null;
  openSessions: number;
}

const toItem = (r: UserRow): OpsUserItem => ({
  ...r,
  phone: maskPhone(r.phone),
  email: maskEmail(r.email),
  roles: r.roles as Role[],
});

/** Who the sessions columns count: open (not revoked, not past their absolute end) sessions. */
const OPEN = sql.raw(`s.revoked_at IS NULL AND s.expires_at > now()`);

export async function listUsers(db: Db, q: OpsUsersQuery): Promise<Paged<OpsUserItem>> {
  const conds = [sql`true`];
  if (q.q) {
    const like = `%${likeEscape(q.q.replace(/\s+/g, ''))}%`;
    const likeName = `%${likeEscape(q.q)}%`;
    conds.push(
      sql`(u.user_no ILIKE ${like} OR u.phone_number LIKE ${like} OR lower(u.email) LIKE lower(${like}) OR u.user_name ILIKE ${likeName})`,
    );
  }
  if (q.role) conds.push(sql`${q.role} = ANY(u.roles)`);
  if (q.disabled !== undefined) conds.push(sql`u.disabled = ${q.disabled}`);
  const where = sql.join(conds, sql` AND `);
  const dir = sql.raw(q.order === 'asc' ? 'ASC' : 'DESC');
  const order = q.sort === 'lastSeen' ? sql`x.last_seen ${dir} NULLS LAST, u.id DESC` : sql`u.created_at ${dir}, u.id ${dir}`;
  const [{ total }] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM users u WHERE ${where}`);
  const list = await rows<UserRow>(
    db,
    sql`SELECT u.id AS "userId", u.user_no AS "userNo", u.user_name AS "userName", u.phone_number AS phone, u.email,
               u.roles, u.disabled, ${bj('u.created_at')} AS "createdAt",
               ${bj('x.last_seen')} AS "lastSeen", coalesce(x.open, 0)::int AS "openSessions"
          FROM users u
          LEFT JOIN LATERAL (
            SELECT max(s.last_seen_at) AS last_seen, (count(*) FILTER (WHERE ${OPEN}))::int AS open
              FROM sessions s WHERE s.user_id = u.id
          ) x ON true
         WHERE ${where}
         ORDER BY ${order}
         LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
  );
  return {
    list: list.map(toItem),
    currPage: q.pageNo,
    pageSize: q.pageSize,
    totalCount: total,
    totalPage: Math.ceil(total / q.pageSize),
  };
}

async function oneUser(db: Db | Tx, userId: number): Promise<UserRow> {
  const [r] = await rows<UserRow>(
    db as Db,
    sql`SELECT u.id AS "userId", u.user_no AS "userNo", u.user_name AS "userName", u.phone_number AS phone, u.email,
               u.roles, u.disabled, ${bj('u.created_at')} AS "createdAt",
               ${bj('(SELECT max(s.last_seen_at) FROM sessions s WHERE s.user_id = u.id)')} AS "lastSeen",
               (SELECT count(*) FROM sessions s WHERE s.user_id = u.id AND ${OPEN})::int AS "openSessions"
          FROM users u WHERE u.id = ${userId}`,
  );
  if (!r) throw new BizError(CODES.NOT_FOUND);
  return r;
}

export async function getUserItem(db: Db, userId: number): Promise<OpsUserItem> {
  return toItem(await oneUser(db, userId));
}

/**
 * Lock the admins' rows and the account's own row in one statement, in id order (every change of
 * this module locks the rows it needs that way, single or bulk, so concurrent changes queue instead
 * of deadlocking), and answer how many enabled admins there would be without this account.
 */
async function otherEnabledAdmins(tx: Tx, userId: number): Promise<number> {
  const admins = await rows<{ id: number; disabled: boolean; roles: string[] }>(
    tx as unknown as Db,
    sql`SELECT id, disabled, roles FROM users WHERE 'admin' = ANY(roles) OR id = ${userId} ORDER BY id FOR UPDATE`,
  );
  return admins.filter((a) => a.id !== userId && a.roles.includes('admin') && !a.disabled).length;
}

export async function setRoles(db: Db, actor: AuthContext, ip: string, userId: number, roles: Role[]): Promise<OpsUserItem> {
  const unique = [...new Set(roles)];
  if (userId === actor.userId && !unique.includes('admin')) throw new BizError(OPS_CODES.SELF_ADMIN);
  await db.transaction(async (tx) => {
    const removesAdmin = !unique.includes('admin');
    const others = removesAdmin ? await otherEnabledAdmins(tx, userId) : 0;
    const [before] = await rows<{ roles: string[]; disabled: boolean }>(
      tx as unknown as Db,
      sql`SELECT roles, disabled FROM users WHERE id = ${userId} FOR UPDATE`,
    );
    if (!before) throw new BizError(CODES.NOT_FOUND);
    if (removesAdmin && before.roles.includes('admin') && !before.disabled && others === 0) throw new BizError(OPS_CODES.LAST_ADMIN);
    await tx.execute(sql`UPDATE users SET roles = ${`{${unique.join(',')}}`}::text[], updated_at = now() WHERE id = ${userId}`);
    await audit(tx as unknown as Db, actor, ip, { action: 'user.roles', target: userId, detail: { from: before.roles, to: unique } });
  });
  forgetUserSessions(db, userId);
  return getUserItem(db, userId);
}

export async function setDisabled(db: Db, actor: AuthContext, ip: string, userId: number, disabled: boolean): Promise<OpsUserItem> {
  if (disabled && userId === actor.userId) throw new BizError(OPS_CODES.SELF_DISABLE);
  let ended = 0;
  await db.transaction(async (tx) => {
    const others = disabled ? await otherEnabledAdmins(tx, userId) : 0;
    const [before] = await rows<{ roles: string[]; disabled: boolean }>(
      tx as unknown as Db,
      sql`SELECT roles, disabled FROM users WHERE id = ${userId} FOR UPDATE`,
    );
    if (!before) throw new BizError(CODES.NOT_FOUND);
    if (before.disabled === disabled) return;
    if (disabled && before.roles.includes('admin') && others === 0) throw new BizError(OPS_CODES.LAST_ADMIN);
    if (!disabled) {
      // The sessions refused while it was disabled stay ended.
      const r = await rows<{ id: number }>(
        tx as unknown as Db,
        sql`UPDATE sessions SET revoked_at = now(), revoke_reason = 'disabled'
             WHERE user_id = ${userId} AND revoked_at IS NULL RETURNING id`,
      );
      ended = r.length;
    } else {
      ended = (
        await rows<{ n: number }>(
          tx as unknown as Db,
          sql`SELECT count(*)::int AS n FROM sessions s WHERE s.user_id = ${userId} AND ${OPEN}`,
        )
      )[0].n;
    }
    await tx.execute(sql`UPDATE users SET disabled = ${disabled}, updated_at = now() WHERE id = ${userId}`);
    await audit(tx as unknown as Db, actor, ip, {
      action: disabled ? 'user.disable' : 'user.enable',
      target: userId,
      detail: { sessionsEnded: ended },
    });
  });
  forgetUserSessions(db, userId);
  return getUserItem(db, userId);
}

/**
 * A reset code sent to the account's phone (else its email) through the reset flow's own sender
 * (same limits, same text, in the account's language); the owner sets the new password on the reset
 * page. The admin sees only where it went, masked.
 */
export async function sendResetCode(
  deps: { db: Db; key: Buffer; sms: SmsProvider; mail: MailProvider; perAddress: { hour: number; day: number } },
  actor: AuthContext,
  ip: string,
  userId: number,
): Promise<OpsResetData> {
  const [u] = await rows<{ phone: string | null; email: string | null; disabled: boolean; lang: string }>(
    deps.db,
    sql`SELECT phone_number AS phone, email, disabled, lang FROM users WHERE id = ${userId}`,
  );
  if (!u) throw new BizError(CODES.NOT_FOUND);
  if (u.disabled) throw new BizError(OPS_CODES.RESET_DISABLED);
  const channel = u.phone ? 'sms' : u.email ? 'mail' : null;
  if (!channel) throw new BizError(OPS_CODES.NO_CONTACT);
  const destination = (channel === 'sms' ? u.phone : u.email)!;
  const sent = await sendCode(
    { db: deps.db, key: deps.key, sms: deps.sms, mail: deps.mail, perAddress: deps.perAddress },
    { channel, destination, purpose: SEND_TYPES.reset, ip, lang: (u.lang === 'en' ? 'en' : 'cn') as Lang, knownDevice: true },
  );
  const to = (channel === 'sms' ? maskPhone(destination) : maskEmail(destination)) ?? '';
  await audit(deps.db, actor, ip, { action: 'user.resetCode', target: userId, detail: { channel, to } });
  return { channel, to, expiresIn: sent.expiresIn };
}

export async function userSessions(db: Db, policy: SessionPolicy, userId: number): Promise<OpsSessionItem[]> {
  const u = await oneUser(db, userId);
  // A disabled account's sessions are refused: none of them works.
  if (u.disabled) return [];
  const list = await activeSessions(db, policy, userId, u.roles);
  return list.map((s) => ({
    sessionId: s.id,
    ...deviceOf(s.userAgent),
    ip: maskIp(s.ip),
    createdAt: fmt(s.createdAt),
    lastSeen: fmt(s.lastSeenAt),
  }));
}

/** yyyy-MM-dd HH:mm:ss in Beijing time. */
const fmt = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

export async function endSessions(db: Db, actor: AuthContext, ip: string, userId: number, sessionId?: number): Promise<{ ended: number }> {
  await oneUser(db, userId);
  let ended: number;
  if (sessionId) {
    if (!(await revokeOwnSession(db, userId, sessionId, 'ended_by_admin'))) throw new BizError(OPS_CODES.SESSION_UNKNOWN);
    ended = 1;
  } else {
    ended = await revokeAllSessions(db, userId, 'ended_by_admin');
  }
  await audit(db, actor, ip, { action: 'user.sessions.end', target: userId, detail: { sessionId: sessionId ?? 'all', ended } });
  return { ended };
}

/**
 * Disable, enable or end the sessions of several accounts at once, in one transaction. The rules of
 * the single calls hold for each row: an admin cannot disable themselves (71060), the last enabled
 * admin stays (71061, counted row by row in id order: the admins' rows and the chosen ones are
 * locked first, in id order, so two admins acting at once cannot leave none), an unknown account is
 * refused (005). Ending sessions keeps the caller's own current session. Answers what changed, what
 * was already so, and each refused row with its reason; one audit row (user.bulk, as the catalogue's
 * bulk changes) names every changed account.
 */
export async function bulkUsers(db: Db, actor: AuthContext, ip: string, body: OpsUsersBulkBody, lang: Lang): Promise<OpsUsersBulkResult> {
  const ids = [...new Set(body.userIds)].sort((a, b) => a - b);
  const changed: number[] = [];
  const unchanged: number[] = [];
  const refused: OpsUsersBulkResult['refused'] = [];
  const refuse = (userId: number, userNo: string | null, code: string) =>
    refused.push({ userId, userNo, code, reason: codeMessage(code, lang) });
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const locked = await rows<{ id: number; userNo: string; roles: string[]; disabled: boolean }>(
      t,
      body.action === 'disable'
        ? sql`SELECT id, user_no AS "userNo", roles, disabled FROM users
               WHERE id = ANY(${pgArray(ids)}::int[]) OR 'admin' = ANY(roles) ORDER BY id FOR UPDATE`
        : sql`SELECT id, user_no AS "userNo", roles, disabled FROM users WHERE id = ANY(${pgArray(ids)}::int[]) ORDER BY id FOR UPDATE`,
    );
    const byId = new Map(locked.map((u) => [u.id, u]));
    let enabledAdmins = locked.filter((u) => u.roles.includes('admin') && !u.disabled).length;
    let sessionsEnded = 0;
    for (const id of ids) {
      const u = byId.get(id);
      if (!u) {
        refuse(id, null, CODES.NOT_FOUND);
        continue;
      }
      if (body.action === 'disable') {
        if (id === actor.userId) refuse(id, u.userNo, OPS_CODES.SELF_DISABLE);
        else if (u.disabled) unchanged.push(id);
        else if (u.roles.includes('admin') && enabledAdmins <= 1) refuse(id, u.userNo, OPS_CODES.LAST_ADMIN);
        else {
          if (u.roles.includes('admin')) enabledAdmins -= 1;
          changed.push(id);
        }
      } else if (body.action === 'enable') {
        if (u.disabled) changed.push(id);
        else unchanged.push(id);
      }
    }
    if (body.action === 'disable' && changed.length) {
      // The sessions are refused at once (017) and stay so; counted for the audit only.
      const [{ n }] = await rows<{ n: number }>(
        t,
        sql`SELECT count(*)::int AS n FROM sessions s WHERE s.user_id = ANY(${pgArray(changed)}::int[]) AND ${OPEN}`,
      );
      sessionsEnded = n;
      await tx.execute(sql`UPDATE users SET disabled = true, updated_at = now() WHERE id = ANY(${pgArray(changed)}::int[])`);
    } else if (body.action === 'enable' && changed.length) {
      // The sessions refused while disabled stay ended.
      sessionsEnded = (
        await rows<{ id: number }>(
          t,
          sql`UPDATE sessions SET revoked_at = now(), revoke_reason = 'disabled'
               WHERE user_id = ANY(${pgArray(changed)}::int[]) AND revoked_at IS NULL RETURNING id`,
        )
      ).length;
      await tx.execute(sql`UPDATE users SET disabled = false, updated_at = now() WHERE id = ANY(${pgArray(changed)}::int[])`);
    } else if (body.action === 'endSessions') {
      const found = ids.filter((id) => byId.has(id));
      const ended = found.length
        ? await rows<{ userId: number }>(
            t,
            sql`UPDATE sessions SET revoked_at = now(), revoke_reason = 'ended_by_admin'
                 WHERE user_id = ANY(${pgArray(found)}::int[]) AND revoked_at IS NULL AND id <> ${actor.sessionId}
                 RETURNING user_id AS "userId"`,
          )
        : [];
      sessionsEnded = ended.length;
      const hit = new Set(ended.map((e) => Number(e.userId)));
      for (const id of found) (hit.has(id) ? changed : unchanged).push(id);
    }
    if (changed.length)
      await audit(t, actor, ip, {
        action: 'user.bulk',
        target: body.action,
        detail: { action: body.action, userIds: changed, sessionsEnded, refused: refused.map((r) => ({ userId: r.userId, code: r.code })) },
      });
  });
  for (const id of changed) forgetUserSessions(db, id);
  return { changed: changed.length, changedIds: changed, unchanged, refused };
}
