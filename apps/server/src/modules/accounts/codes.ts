// Verification codes: 6 digits from a cryptographic source, bound to destination and purpose,
// valid 5 minutes, single use, 5 wrong tries at most; sending is capped per destination and per address.
// Codes are stored as an HMAC under a server secret (derived from the data key), so a copy of the
// table does not give away live codes by trying the 10^6 possibilities. Limits and tries are counted
// under a lock, so they hold when many requests arrive at once.
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODES, VERIFY_CODE, type Bilingual, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { verifyCodes } from '../../db/schema';
import { newVerifyCode, safeEqualHex } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';
import { lockName } from '../../lib/locks';
import { rows } from '../../lib/sql';
import { keyedDigest } from '../../lib/secrets';
import type { MailProvider, SmsProvider } from '../../providers/messaging';

export type Channel = 'sms' | 'mail';
/** What code checks need: the database and the secret of the code digests. */
export interface CodeContext {
  db: Db;
  key: Buffer;
}
const digest = (key: Buffer, dest: string, purpose: number, code: string) => keyedDigest(key, `${purpose}:${dest}:${code}`);

/** Normalised destination: phone digits, or the lower-cased email. */
export const normalizeDest = (channel: Channel, dest: string) => (channel === 'sms' ? dest.replace(/\s+/g, '') : dest.trim().toLowerCase());

const PURPOSE_TEXT: Record<number, Bilingual> = {
  1: { cn: '注册账号', en: 'registration' },
  2: { cn: '重置密码', en: 'password reset' },
  3: { cn: '更换绑定', en: 'changing your contact details' },
  4: { cn: '登录', en: 'login' },
  5: { cn: '注销账号', en: 'deleting your account' },
  6: { cn: '监护人同意', en: "a guardian's consent" },
};

function messageText(code: string, purpose: number, lang: Lang) {
  const what = PURPOSE_TEXT[purpose]?.[lang] ?? '';
  const minutes = VERIFY_CODE.ttlSeconds / 60;
  return lang === 'cn'
    ? `【留学奖学金】您的${what}验证码是 ${code}，${minutes}分钟内有效。请勿告诉他人。`
    : `[Scholarship Portal] Your verification code for ${what} is ${code}. It is valid for ${minutes} minutes. Do not share it.`;
}

async function countSince(db: Db, where: ReturnType<typeof and>, seconds: number): Promise<number> {
  const r = await db
    .select({ n: count() })
    .from(verifyCodes)
    .where(and(where, gt(verifyCodes.createdAt, sql`now() - make_interval(secs => ${seconds})`)));
  return Number(r[0]?.n ?? 0);
}

export async function sendCode(
  deps: CodeContext & { sms: SmsProvider; mail: MailProvider; perAddress?: { hour: number; day: number } },
  args: { channel: Channel; destination: string; purpose: number; ip: string; lang: Lang; knownDevice?: boolean },
): Promise<{ expiresIn: number }> {
  const { db } = deps;
  const dest = normalizeDest(args.channel, args.destination);
  const code = newVerifyCode(VERIFY_CODE.length);
  // Count and reserve under a lock per destination: of many sends at once, only as many as the
  // limits allow get a row. The row stays inactive (used) until the code has been delivered.
  const reserved = await db.transaction(async (tx) => {
    await lockName(tx, 'codeSend', dest);
    await lockName(tx, 'codeSend', `ip:${args.ip}`);
    const t = tx as unknown as Db;
    const byDest = eq(verifyCodes.destination, dest);
    const byIp = eq(verifyCodes.ip, args.ip);
    const pair = VERIFY_CODE.perDestination;
    if (
      (await countSince(t, and(byDest, byIp), 60)) >= pair.minute ||
      (await countSince(t, and(byDest, byIp), 3600)) >= pair.hour ||
      (await countSince(t, and(byDest, byIp), 86400)) >= pair.day
    )
      throw new BizError(CODES.TOO_MANY);
    // Totals per destination hold against texting someone from many addresses; the owner on a
    // browser the account signed in from before is not held back by a stranger's sends.
    const totals = VERIFY_CODE.destinationTotals;
    if (
      !args.knownDevice &&
      ((await countSince(t, and(byDest), 3600)) >= totals.hour || (await countSince(t, and(byDest), 86400)) >= totals.day)
    )
      throw new BizError(CODES.TOO_MANY);
    if (
      (await countSince(t, and(byIp), 3600)) >= (deps.perAddress ?? VERIFY_CODE.perAddress).hour ||
      (await countSince(t, and(byIp), 86400)) >= (deps.perAddress ?? VERIFY_CODE.perAddress).day
    )
      throw new BizError(CODES.TOO_MANY);
    const [row] = await t
      .insert(verifyCodes)
      .values({
        destination: dest,
        channel: args.channel,
        purpose: args.purpose,
        codeHash: digest(deps.key, dest, args.purpose, code),
        expiresAt: new Date(Date.now() + VERIFY_CODE.ttlSeconds * 1000),
        usedAt: sql`now()`,
        ip: args.ip,
      })
      .returning({ id: verifyCodes.id });
    return row.id;
  });
  const text = messageText(code, args.purpose, args.lang);
  try {
    if (args.channel === 'sms') await deps.sms.send(dest, text);
    else await deps.mail.send(dest, args.lang === 'cn' ? '验证码' : 'Verification code', text);
  } catch (e) {
    // A code that could not be sent does not count against the caller and cannot be checked.
    await db.delete(verifyCodes).where(eq(verifyCodes.id, reserved));
    throw e;
  }
  // Delivered: earlier unused codes of the purpose stop working, this one starts.
  await db.transaction(async (tx) => {
    await tx
      .update(verifyCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(verifyCodes.destination, dest), eq(verifyCodes.purpose, args.purpose), isNull(verifyCodes.usedAt)));
    await tx.update(verifyCodes).set({ usedAt: null }).where(eq(verifyCodes.id, reserved));
  });
  return { expiresIn: VERIFY_CODE.ttlSeconds };
}

/**
 * Check a code. consume=true marks it used (the action it guards is happening now);
 * consume=false only confirms it (a step before the action), still counting wrong tries.
 * Each check first takes one try of its client address (at most VERIFY_CODE.maxWrongTries) and one
 * of the code (at most maxTotalTries), each in a single statement, so concurrent checks cannot
 * evaluate more than that, and wrong tries from one address do not burn the code for the owner who
 * types it elsewhere. A right code gives its tries back.
 */
export async function checkCode(
  ctx: CodeContext,
  args: { channel: Channel; destination: string; purpose: number; code: string; consume: boolean; ip: string },
): Promise<void> {
  const { db } = ctx;
  const dest = normalizeDest(args.channel, args.destination);
  const [row] = await db
    .select()
    .from(verifyCodes)
    .where(and(eq(verifyCodes.destination, dest), eq(verifyCodes.purpose, args.purpose), isNull(verifyCodes.usedAt)))
    .orderBy(desc(verifyCodes.createdAt), desc(verifyCodes.id))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new BizError(CODES.CODE_EXPIRED);
  const ip = args.ip.slice(0, 64);
  const [mine] = await rows<{ tries: number }>(
    db,
    sql`INSERT INTO code_tries (code_id, ip, tries) VALUES (${row.id}, ${ip}, 1)
        ON CONFLICT (code_id, ip) DO UPDATE SET tries = code_tries.tries + 1 WHERE code_tries.tries < ${VERIFY_CODE.maxWrongTries}
        RETURNING tries`,
  );
  if (!mine) throw new BizError(CODES.CODE_EXPIRED);
  const [taken] = await db
    .update(verifyCodes)
    .set({ attempts: sql`${verifyCodes.attempts} + 1` })
    .where(and(eq(verifyCodes.id, row.id), isNull(verifyCodes.usedAt), sql`${verifyCodes.attempts} < ${VERIFY_CODE.maxTotalTries}`))
    .returning({ attempts: verifyCodes.attempts });
  if (!taken) throw new BizError(CODES.CODE_EXPIRED);
  if (!safeEqualHex(row.codeHash, digest(ctx.key, dest, args.purpose, args.code.trim()))) {
    if (mine.tries >= VERIFY_CODE.maxWrongTries || taken.attempts >= VERIFY_CODE.maxTotalTries) throw new BizError(CODES.CODE_EXPIRED);
    throw new BizError(CODES.CODE_WRONG);
  }
  // Right: the tries are given back; single use even when two requests race, since only one
  // update finds it unused.
  await db.execute(sql`UPDATE code_tries SET tries = tries - 1 WHERE code_id = ${row.id} AND ip = ${ip}`);
  const [done] = await db
    .update(verifyCodes)
    .set(args.consume ? { usedAt: sql`now()`, attempts: sql`${verifyCodes.attempts} - 1` } : { attempts: sql`${verifyCodes.attempts} - 1` })
    .where(and(eq(verifyCodes.id, row.id), isNull(verifyCodes.usedAt)))
    .returning({ id: verifyCodes.id });
  if (!done) throw new BizError(CODES.CODE_EXPIRED);
}
