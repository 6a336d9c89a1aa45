// Accounts: login by password or phone code, registration, password reset, account look-up.
// Failures never say whether an account exists; repeated failures are slowed per account and address.
import { and, eq, ne, sql } from 'drizzle-orm';
import { CODES, LOGIN_THROTTLE, SEND_TYPES, accountKind, stripSpaces, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { knownDevices, loginAttempts, users } from '../../db/schema';
import { newToken, randomId, sha256 } from '../../lib/crypto';
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { BizError, invalid } from '../../lib/envelope';
import { checkCode, type CodeContext } from './codes';
import type { SecurityNotify } from './security-notices';
import { lockName } from '../../lib/locks';
import { rows } from '../../lib/sql';
import { createSession, revokeAllSessions, type SessionPolicy } from './sessions';
import { recordRegisterConsents } from '../privacy/account';

export interface AccountDeps {
  db: Db;
  codes: CodeContext;
  policy: SessionPolicy;
  log: { info(obj: object, msg: string): void };
  /** Tells the account's owner about a change to it (security-notices.ts). */
  notify: SecurityNotify;
}
export interface ClientMeta {
  ip: string;
  userAgent?: string;
  lang?: Lang;
  /** The browser's device cookie, if it has one. */
  deviceToken?: string;
}

/** The spec's 6-12 letters-and-digits rule is checked by the shared schema; this refuses the common ones on top. */
export function assertPasswordNotCommon(password: string, lang: Lang = 'cn'): void {
  if (isCommonPassword(password)) throw invalid([{ path: ['passWord'], message: 'passwordCommon' }], lang);
}

export type UserRow = typeof users.$inferSelect;

export function findByAccount(db: Db, content: string): Promise<UserRow | undefined> {
  const kind = accountKind(content);
  if (kind === 'phone') return db.query.users.findFirst({ where: eq(users.phoneNumber, stripSpaces(content)) });
  if (kind === 'email') return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${content.trim().toLowerCase()}` });
  return Promise.resolve(undefined);
}

type Method = 'password' | 'phone' | 'reset';
type Outcome = 'pending' | 'fail' | 'ok' | 'refused';

/** What the limits of an account count against: the user when it exists, so its phone and email share one count. */
const subjectOf = (user: UserRow | undefined, account: string) => (user ? `u:${user.id}` : `a:${account}`);

/**
 * Record a password attempt before the password is checked, and decide in the same locked
 * transaction whether it may be checked at all. Attempts on one subject are taken one at a time, so
 * of 30 tries arriving together at most the allowed number are evaluated. Failures count since the
 * subject's last success: per subject and address (LOGIN_THROTTLE.maxFailuresPerPair), per subject
 * from anywhere (the slower ceiling; not applied on a browser the account has signed in from
 * before, so a stranger's failures elsewhere do not hold the owner back) and per address.
 */
async function admitPasswordAttempt(
  db: Db,
  a: { subject: string; account: string; ip: string; knownDevice: boolean },
): Promise<{ id: number; admitted: boolean }> {
  const T = LOGIN_THROTTLE;
  const { subject, account, ip } = a;
  return db.transaction(async (tx) => {
    await lockName(tx, 'login', subject);
    const [{ id }] = await tx
      .insert(loginAttempts)
      .values({ account, subject, ip, method: 'password', outcome: 'pending' })
      .returning({ id: loginAttempts.id });
    const lastOk = sql`coalesce((SELECT max(created_at) FROM login_attempts WHERE subject = ${subject} AND outcome = 'ok'), '-infinity'::timestamptz)`;
    const since = (seconds: number) => sql`created_at > greatest(now() - make_interval(secs => ${seconds}), ${lastOk})`;
    const counted = sql`method = 'password' AND outcome IN ('pending', 'fail') AND id < ${id}`;
    const [n] = await rows<{ pair: number; account: number; address: number }>(
      tx as unknown as Db,
      sql`
      SELECT
        (SELECT count(*)::int FROM login_attempts WHERE subject = ${subject} AND ip = ${ip} AND ${counted} AND ${since(T.windowSeconds)}) AS pair,
        (SELECT count(*)::int FROM login_attempts WHERE subject = ${subject} AND ${counted} AND ${since(T.accountWindowSeconds)}) AS account,
        (SELECT count(*)::int FROM login_attempts WHERE ip = ${ip} AND ${counted}
           AND created_at > now() - make_interval(secs => ${T.windowSeconds})) AS address`,
    );
    const admitted =
      n.pair < T.maxFailuresPerPair && (a.knownDevice || n.account < T.maxFailuresPerAccount) && n.address < T.maxFailuresPerAddress;
    if (!admitted) await tx.update(loginAttempts).set({ outcome: 'refused' }).where(eq(loginAttempts.id, id));
    return { id, admitted };
  });
}

/**
 * A right password that arrived among more tries of the same subject and address than the limit
 * allows is not trusted: of a burst of guesses, none logs in, whichever was checked first.
 */
async function burstAround(db: Db, subject: string, ip: string, id: number): Promise<boolean> {
  const [n] = await rows<{ n: number }>(
    db,
    sql`
      SELECT count(*)::int AS n FROM login_attempts
      WHERE subject = ${subject} AND ip = ${ip} AND method = 'password' AND id <> ${id}
        AND outcome IN ('pending', 'fail', 'refused')
        AND created_at > now() - make_interval(secs => ${LOGIN_THROTTLE.windowSeconds})
        AND created_at > coalesce((SELECT max(created_at) FROM login_attempts WHERE subject = ${subject} AND outcome = 'ok'), '-infinity'::timestamptz)`,
  );
  return n.n >= LOGIN_THROTTLE.maxFailuresPerPair;
}

async function settle(
  deps: AccountDeps,
  id: number,
  outcome: Outcome,
  userId: number | undefined,
  logged: { account: string; ip: string; method: Method },
) {
  await deps.db
    .update(loginAttempts)
    .set({ outcome, userId: userId ?? null })
    .where(eq(loginAttempts.id, id));
  // Logged without any secret: which account, from where, how, and the outcome.
  deps.log.info({ event: 'login', ...logged, outcome }, 'login attempt');
}

async function recordAttempt(deps: AccountDeps, a: { account: string; ip: string; method: Method; outcome: Outcome; user?: UserRow }) {
  await deps.db.insert(loginAttempts).values({
    account: a.account,
    subject: subjectOf(a.user, a.account),
    ip: a.ip,
    method: a.method,
    outcome: a.outcome,
    userId: a.user?.id ?? null,
  });
  deps.log.info({ event: 'login', account: a.account, ip: a.ip, method: a.method, outcome: a.outcome }, 'login attempt');
}

const normAccount = (content: string) => {
  const kind = accountKind(content);
  return kind === 'phone' ? stripSpaces(content) : content.trim().toLowerCase();
};

/** What a successful sign-in answers: the session token and the device token to keep in the browser. */
export interface SignedIn {
  token: string;
  device: string;
}

async function signedIn(deps: AccountDeps, userId: number, meta: ClientMeta): Promise<SignedIn> {
  // Mails and notices to the account are written in the language it last signed in (or registered) with.
  if (meta.lang)
    await deps.db
      .update(users)
      .set({ lang: meta.lang })
      .where(and(eq(users.id, userId), ne(users.lang, meta.lang)));
  return {
    token: await createSession(deps.db, deps.policy, userId, meta),
    device: await rememberDevice(deps.db, userId, meta.deviceToken),
  };
}

export async function loginWithPassword(deps: AccountDeps, content: string, password: string, meta: ClientMeta): Promise<SignedIn> {
  const account = normAccount(content);
  const logged = { account, ip: meta.ip, method: 'password' as const };
  const found = await findByAccount(deps.db, content);
  const subject = subjectOf(found, account);
  const knownDevice = !!found && (await isKnownDevice(deps.db, found.id, meta.deviceToken));
  const attempt = await admitPasswordAttempt(deps.db, { subject, account, ip: meta.ip, knownDevice });
  if (!attempt.admitted) {
    deps.log.info({ event: 'login', ...logged, outcome: 'refused' }, 'login attempt');
    throw new BizError(CODES.TOO_MANY);
  }
  const user = found;
  // Spend the same time whether or not the account exists.
  const check = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  // A disabled account answers exactly like a wrong password.
  if (!user || !check.ok || user.disabled) {
    await settle(deps, attempt.id, 'fail', user?.id, logged);
    throw new BizError(CODES.BAD_CREDENTIALS);
  }
  if (await burstAround(deps.db, subject, meta.ip, attempt.id)) {
    await settle(deps, attempt.id, 'refused', user.id, logged);
    throw new BizError(CODES.TOO_MANY);
  }
  await settle(deps, attempt.id, 'ok', user.id, logged);
  if (check.rehash) await rehash(deps.db, user.id, user.passwordHash, password);
  return signedIn(deps, user.id, meta);
}

/** Store the password again with the current parameters (the old hash is replaced only if unchanged). */
async function rehash(db: Db, userId: number, oldHash: string, password: string) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}

/**
 * Log in with a code sent to the phone. Not held back by password failures: proving control of the
 * phone is the owner's way back in, and it clears the password lock. Guessing is bounded by the
 * code's own tries (VERIFY_CODE.maxWrongTries per address, maxTotalTries in all) and the send limits.
 */
export async function loginWithPhoneCode(deps: AccountDeps, phone: string, code: string, meta: ClientMeta): Promise<SignedIn> {
  const account = stripSpaces(phone);
  const user = await findByAccount(deps.db, account);
  try {
    await checkCode(deps.codes, { channel: 'sms', destination: account, purpose: SEND_TYPES.login, code, consume: true, ip: meta.ip });
  } catch (e) {
    await recordAttempt(deps, { account, ip: meta.ip, method: 'phone', outcome: 'fail', user });
    throw e;
  }
  if (!user || user.disabled) {
    await recordAttempt(deps, { account, ip: meta.ip, method: 'phone', outcome: 'fail', user });
    throw new BizError(CODES.BAD_CREDENTIALS);
  }
  await recordAttempt(deps, { account, ip: meta.ip, method: 'phone', outcome: 'ok', user });
  return signedIn(deps, user.id, meta);
}

// --- Known devices ------------------------------------------------------------------------------
/** Whether the browser's device token belongs to this account. */
export async function isKnownDevice(db: Db, userId: number, token: string | undefined): Promise<boolean> {
  if (!token || token.length < 20 || token.length > 100) return false;
  const [d] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, sha256(token))))
    .limit(1);
  return !!d;
}

/** The device token to keep: the browser's own when it already belongs to the account, else a new one. */
async function rememberDevice(db: Db, userId: number, token: string | undefined): Promise<string> {
  if (token && (await isKnownDevice(db, userId, token))) {
    await db
      .update(knownDevices)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(knownDevices.tokenHash, sha256(token)));
    return token;
  }
  const fresh = newToken();
  await db.insert(knownDevices).values({ userId, tokenHash: sha256(fresh) });
  return fresh;
}

export async function accountExists(db: Db, content: string): Promise<boolean> {
  return (await findByAccount(db, content)) !== undefined;
}

const newUserNo = () => `S${Date.now().toString(36).toUpperCase()}${randomId(3).toUpperCase()}`;

export interface RegisterInput {
  /** true: agreed to the privacy policy and terms (issue 15); absent from older clients. */
  agreePolicy?: boolean;
  policyVersions?: { privacy: string; terms: string };
  phoneNumber?: string;
  email?: string;
  passWord: string;
  verifyCode: string;
  stuUniName: string;
  stuUniId?: string | number | null;
  isOverseas?: string | number | null;
  userName?: string;
}

export async function register(deps: AccountDeps, input: RegisterInput, meta: ClientMeta): Promise<SignedIn> {
  const phone = input.phoneNumber ? stripSpaces(input.phoneNumber) : undefined;
  const email = phone ? undefined : input.email?.trim().toLowerCase();
  const contact = (phone ?? email)!;
  const channel = phone ? 'sms' : 'mail';
  assertPasswordNotCommon(input.passWord, meta.lang);
  // The code first: register codes go only to unregistered contacts, so without one nothing here
  // tells whether a contact is registered, and no one makes the server hash passwords for free.
  const code = { channel, destination: contact, purpose: SEND_TYPES.register, code: input.verifyCode, ip: meta.ip } as const;
  await checkCode(deps.codes, { ...code, consume: false });
  const passwordHash = await hashPassword(input.passWord);
  const userId = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await checkCode({ ...deps.codes, db }, { ...code, consume: true });
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
    await recordRegisterConsents(db, inserted[0].id, input, { ip: meta.ip, userAgent: meta.userAgent });
    return inserted[0].id;
  });
  deps.log.info({ event: 'register', userId, ip: meta.ip, via: phone ? 'phone' : 'email' }, 'account registered');
  return signedIn(deps, userId, meta);
}

export async function resetPassword(
  deps: AccountDeps,
  input: { phoneNumber?: string; email?: string; passWord: string; verifyCode: string },
  meta: ClientMeta,
): Promise<SignedIn> {
  const phone = input.phoneNumber ? stripSpaces(input.phoneNumber) : undefined;
  const contact = phone ?? input.email!.trim().toLowerCase();
  const channel = phone ? 'sms' : 'mail';
  assertPasswordNotCommon(input.passWord, meta.lang);
  const user = await findByAccount(deps.db, contact);
  // An unknown account fails exactly like a wrong code would after the code check.
  await checkCode(deps.codes, {
    channel,
    destination: contact,
    purpose: SEND_TYPES.reset,
    code: input.verifyCode,
    consume: true,
    ip: meta.ip,
  });
  if (!user) throw new BizError(CODES.ACCOUNT_UNKNOWN);
  if (user.disabled) throw new BizError(CODES.ACCOUNT_DISABLED);
  await setPassword(deps, user.id, input.passWord, 'password_reset', meta.lang);
  // Proving control of the contact clears the password lock of the account, as a code login does.
  await recordAttempt(deps, { account: contact, ip: meta.ip, method: 'reset', outcome: 'ok', user });
  return signedIn(deps, user.id, meta);
}

/**
 * Store a new password and end every session of the account. The account's own phone and email
 * are told, so that a change made through a stolen session does not go unnoticed.
 */
export async function setPassword(
  deps: Pick<AccountDeps, 'db' | 'log' | 'notify'>,
  userId: number,
  password: string,
  reason: 'password_reset' | 'password_change',
  lang: Lang = 'cn',
) {
  assertPasswordNotCommon(password, lang);
  const passwordHash = await hashPassword(password);
  const [user] = await deps.db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  const revoked = await revokeAllSessions(deps.db, userId, reason);
  deps.log.info({ event: reason, userId, revokedSessions: revoked }, 'password changed');
  if (user) await deps.notify(user, { kind: reason }, lang);
}

export type { Lang };
