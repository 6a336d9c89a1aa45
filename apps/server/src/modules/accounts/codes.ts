// Verification codes: 6 digits from a cryptographic source, bound to destination and purpose,
// valid 5 minutes, single use, 5 wrong tries at most; sending is capped per destination and per address.
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODES, VERIFY_CODE, type Bilingual, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { verifyCodes } from '../../db/schema';
import { newVerifyCode, safeEqualHex, sha256 } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';
import type { MailProvider, SmsProvider } from '../../providers/messaging';

export type Channel = 'sms' | 'mail';
const digest = (dest: string, purpose: number, code: string) => sha256(`${purpose}:${dest}:${code}`);

/** Normalised destination: phone digits, or the lower-cased email. */
export const normalizeDest = (channel: Channel, dest: string) =>
  channel === 'sms' ? dest.replace(/\s+/g, '') : dest.trim().toLowerCase();

const PURPOSE_TEXT: Record<number, Bilingual> = {
  1: { cn: '注册账号', en: 'registration' },
  2: { cn: '重置密码', en: 'password reset' },
  3: { cn: '更换绑定', en: 'changing your contact details' },
  4: { cn: '登录', en: 'login' },
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
  deps: { db: Db; sms: SmsProvider; mail: MailProvider },
  args: { channel: Channel; destination: string; purpose: number; ip: string; lang: Lang },
): Promise<{ expiresIn: number }> {
  const { db } = deps;
  const dest = normalizeDest(args.channel, args.destination);
  const byDest = eq(verifyCodes.destination, dest);
  const limits = VERIFY_CODE.perDestination;
  if (
    (await countSince(db, and(byDest), 60)) >= limits.minute ||
    (await countSince(db, and(byDest), 3600)) >= limits.hour ||
    (await countSince(db, and(byDest), 86400)) >= limits.day
  )
    throw new BizError(CODES.TOO_MANY);
  const byIp = eq(verifyCodes.ip, args.ip);
  if (
    (await countSince(db, and(byIp), 3600)) >= VERIFY_CODE.perAddress.hour ||
    (await countSince(db, and(byIp), 86400)) >= VERIFY_CODE.perAddress.day
  )
    throw new BizError(CODES.TOO_MANY);

  const code = newVerifyCode(VERIFY_CODE.length);
  // Deliver first: a code that could not be sent must not count against the caller or be checkable.
  const text = messageText(code, args.purpose, args.lang);
  if (args.channel === 'sms') await deps.sms.send(dest, text);
  else await deps.mail.send(dest, args.lang === 'cn' ? '验证码' : 'Verification code', text);
  // Earlier unused codes for the same purpose stop working: only the newest one counts.
  await db
    .update(verifyCodes)
    .set({ usedAt: sql`now()` })
    .where(and(byDest, eq(verifyCodes.purpose, args.purpose), isNull(verifyCodes.usedAt)));
  await db.insert(verifyCodes).values({
    destination: dest,
    channel: args.channel,
    purpose: args.purpose,
    codeHash: digest(dest, args.purpose, code),
    expiresAt: new Date(Date.now() + VERIFY_CODE.ttlSeconds * 1000),
    ip: args.ip,
  });
  return { expiresIn: VERIFY_CODE.ttlSeconds };
}

/**
 * Check a code. consume=true marks it used (the action it guards is happening now);
 * consume=false only confirms it (a step before the action), still counting wrong tries.
 */
export async function checkCode(
  db: Db,
  args: { channel: Channel; destination: string; purpose: number; code: string; consume: boolean },
): Promise<void> {
  const dest = normalizeDest(args.channel, args.destination);
  const rows = await db
    .select()
    .from(verifyCodes)
    .where(and(eq(verifyCodes.destination, dest), eq(verifyCodes.purpose, args.purpose), isNull(verifyCodes.usedAt)))
    .orderBy(desc(verifyCodes.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= VERIFY_CODE.maxWrongTries)
    throw new BizError(CODES.CODE_EXPIRED);
  if (!safeEqualHex(row.codeHash, digest(dest, args.purpose, args.code.trim()))) {
    const r = await db
      .update(verifyCodes)
      .set({ attempts: sql`${verifyCodes.attempts} + 1` })
      .where(eq(verifyCodes.id, row.id))
      .returning({ attempts: verifyCodes.attempts });
    if ((r[0]?.attempts ?? VERIFY_CODE.maxWrongTries) >= VERIFY_CODE.maxWrongTries) throw new BizError(CODES.CODE_EXPIRED);
    throw new BizError(CODES.CODE_WRONG);
  }
  if (args.consume) {
    // Single use even when two requests race: only one update finds it unused.
    const r = await db
      .update(verifyCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(verifyCodes.id, row.id), isNull(verifyCodes.usedAt)))
      .returning({ id: verifyCodes.id });
    if (r.length === 0) throw new BizError(CODES.CODE_EXPIRED);
  }
}
