// Accounts: login by password or phone code, registration, password reset, account look-up.
// Failures never say whether an account exists; repeated failures are slowed per account and address.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { CODES, LOGIN_THROTTLE, SEND_TYPES, accountKind, stripSpaces, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { loginAttempts, users } from '../../db/schema';
import { dummyPasswordHash, hashPassword, randomId, verifyPassword } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';
import { checkCode } from './codes';
import { createSession, revokeAllSessions, type SessionPolicy } from './sessions';

export interface AccountDeps {
  db: Db;
  policy: SessionPolicy;
  log: { info(obj: object, msg: string): void };
}
export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export type UserRow = typeof users.$inferSelect;

export function findByAccount(db: Db, content: string): Promise<UserRow | undefined> {
  const kind = accountKind(content);
  if (kind === 'phone') return db.query.users.findFirst({ where: eq(users.phoneNumber, stripSpaces(content)) });
  if (kind === 'email')
    return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${content.trim().toLowerCase()}` });
  return Promise.resolve(undefined);
}

async function assertNotThrottled(db: Db, account: string, ip: string): Promise<void> {
  const since = gt(loginAttempts.createdAt, sql`now() - make_interval(secs => ${LOGIN_THROTTLE.windowSeconds})`);
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.account, account), eq(loginAttempts.success, false), since));
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), since));
  if (Number(byAccount.n) >= LOGIN_THROTTLE.maxFailuresPerAccount || Number(byIp.n) >= LOGIN_THROTTLE.maxFailuresPerAddress)
    throw new BizError(CODES.TOO_MANY);
}

async function recordAttempt(
  deps: AccountDeps,
  a: { account: string; ip: string; method: 'password' | 'phone'; success: boolean; userId?: number },
) {
  await deps.db.insert(loginAttempts).values({ ...a, userId: a.userId ?? null });
  // Logged without any secret: which account, from where, how, and the outcome.
  deps.log.info({ event: 'login', account: a.account, ip: a.ip, method: a.method, success: a.success }, 'login attempt');
}

const normAccount = (content: string) => {
  const kind = accountKind(content);
  return kind === 'phone' ? stripSpaces(content) : content.trim().toLowerCase();
};

export async function loginWithPassword(deps: AccountDeps, content: string, password: string, meta: ClientMeta) {
  const account = normAccount(content);
  await assertNotThrottled(deps.db, account, meta.ip);
  const user = await findByAccount(deps.db, content);
  // Spend the same time whether or not the account exists.
  const okPw = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !okPw || user.disabled) {
    await recordAttempt(deps, { account, ip: meta.ip, method: 'password', success: false, userId: user?.id });
    throw new BizError(user?.disabled && okPw ? CODES.ACCOUNT_DISABLED : CODES.BAD_CREDENTIALS);
  }
  await recordAttempt(deps, { account, ip: meta.ip, method: 'password', success: true, userId: user.id });
  return { token: await createSession(deps.db, deps.policy, user.id, meta) };
}

export async function loginWithPhoneCode(deps: AccountDeps, phone: string, code: string, meta: ClientMeta) {
  const account = stripSpaces(phone);
  await assertNotThrottled(deps.db, account, meta.ip);
  try {
    await checkCode(deps.db, { channel: 'sms', destination: account, purpose: SEND_TYPES.login, code, consume: true });
  } catch (e) {
    await recordAttempt(deps, { account, ip: meta.ip, method: 'phone', success: false });
    throw e;
  }
  const user = await findByAccount(deps.db, account);
  if (!user || user.disabled) {
    await recordAttempt(deps, { account, ip: meta.ip, method: 'phone', success: false, userId: user?.id });
    throw new BizError(user ? CODES.ACCOUNT_DISABLED : CODES.BAD_CREDENTIALS);
  }
  await recordAttempt(deps, { account, ip: meta.ip, method: 'phone', success: true, userId: user.id });
  return { token: await createSession(deps.db, deps.policy, user.id, meta) };
}

export async function accountExists(db: Db, content: string): Promise<boolean> {
  return (await findByAccount(db, content)) !== undefined;
}

const newUserNo = () => `S${Date.now().toString(36).toUpperCase()}${randomId(3).toUpperCase()}`;

export interface RegisterInput {
  phoneNumber?: string;
  email?: string;
  passWord: string;
  verifyCode: string;
  stuUniName: string;
  stuUniId?: string | number | null;
  isOverseas?: string | number | null;
  userName?: string;
}

export async function register(deps: AccountDeps, input: RegisterInput, meta: ClientMeta) {
  const phone = input.phoneNumber ? stripSpaces(input.phoneNumber) : undefined;
  const email = phone ? undefined : input.email?.trim().toLowerCase();
  const contact = (phone ?? email)!;
  if (await findByAccount(deps.db, contact)) throw new BizError(CODES.ACCOUNT_EXISTS);
  const passwordHash = await hashPassword(input.passWord);
  const userId = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await checkCode(db, {
      channel: phone ? 'sms' : 'mail',
      destination: contact,
      purpose: SEND_TYPES.register,
      code: input.verifyCode,
      consume: true,
    });
    const inserted = await db
      .insert(users)
      .values({
        userNo: newUserNo(),
        userName: input.userName?.trim() || null,
        phoneNumber: phone ?? null,
        email: email ?? null,
        passwordHash,
        stuUniName: input.stuUniName.trim(),
        stuUniId: input.stuUniId == null || input.stuUniId === '' ? null : String(input.stuUniId),
        isOverseas: input.isOverseas == null || input.isOverseas === '' ? null : String(input.isOverseas),
        roles: ['student'],
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!inserted[0]) throw new BizError(CODES.ACCOUNT_EXISTS);
    return inserted[0].id;
  });
  deps.log.info({ event: 'register', userId, ip: meta.ip, via: phone ? 'phone' : 'email' }, 'account registered');
  return { token: await createSession(deps.db, deps.policy, userId, meta) };
}

export async function resetPassword(
  deps: AccountDeps,
  input: { phoneNumber?: string; email?: string; passWord: string; verifyCode: string },
  meta: ClientMeta,
) {
  const phone = input.phoneNumber ? stripSpaces(input.phoneNumber) : undefined;
  const contact = phone ?? input.email!.trim().toLowerCase();
  const channel = phone ? 'sms' : 'mail';
  const user = await findByAccount(deps.db, contact);
  // An unknown account fails exactly like a wrong code would after the code check.
  await checkCode(deps.db, { channel, destination: contact, purpose: SEND_TYPES.reset, code: input.verifyCode, consume: true });
  if (!user) throw new BizError(CODES.ACCOUNT_UNKNOWN);
  if (user.disabled) throw new BizError(CODES.ACCOUNT_DISABLED);
  await setPassword(deps, user.id, input.passWord, 'password_reset');
  return { token: await createSession(deps.db, deps.policy, user.id, meta) };
}

/** Store a new password and end every session of the account. */
export async function setPassword(deps: AccountDeps, userId: number, password: string, reason: string) {
  const passwordHash = await hashPassword(password);
  await deps.db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  const revoked = await revokeAllSessions(deps.db, userId, reason);
  deps.log.info({ event: reason, userId, revokedSessions: revoked }, 'password changed');
}

export type { Lang };
