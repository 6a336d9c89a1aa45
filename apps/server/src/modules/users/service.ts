// The signed-in account: profile read and update, avatar, password, roles (admins only).
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { CODES, SEND_TYPES, stripSpaces, type Lang, type Role, type User, type UpdateStudentUserBody } from '@portal/shared';
import type { Db } from '../../db/client';
import { colleges, files, users } from '../../db/schema';
import { audit } from '../audit/service';
import { BizError } from '../../lib/envelope';
import { checkCode } from '../accounts/codes';
import type { SecurityNotify } from '../accounts/security-notices';
import type { UserRow } from '../accounts/service';
import { forgetUserSessions } from '../accounts/sessions';

/** The account's school as the colleges table lists it (by its Chinese or English name), or null. */
export interface ListedSchool {
  enName: string;
  dataType: string;
}

export async function listedSchool(db: Db, stuUniName: string | null): Promise<ListedSchool | null> {
  const name = stuUniName?.trim();
  if (!name) return null;
  const [c] = await db
    .select({ enName: colleges.enName, dataType: colleges.dataType })
    .from(colleges)
    .where(or(eq(colleges.name, name), sql`lower(${colleges.enName}) = lower(${name})`))
    .orderBy(sql`CASE WHEN ${colleges.name} = ${name} THEN 0 ELSE 1 END`, colleges.id)
    .limit(1);
  return c ?? null;
}

/** The user answer; the school's English name (and, when none was picked, its kind) from the colleges table. */
export function toApiUser(u: UserRow, school: ListedSchool | null): User {
  return {
    userId: u.id,
    userNo: u.userNo,
    userName: u.userName,
    name: u.userName,
    sex: u.sex,
    email: u.email,
    phoneNumber: u.phoneNumber,
    stuUniName: u.stuUniName,
    stuUniEnName: school?.enName ?? null,
    stuUniId: u.stuUniId,
    isOverseas: u.isOverseas ?? school?.dataType ?? null,
    avatar: u.avatar,
    roles: u.roles as Role[],
  };
}

/** Permissions granted by role; the web app shows and hides actions by them, the server checks roles. */
const PERMISSIONS: Record<Role, string[]> = {
  student: ['portal:browse', 'student:own', 'apply:own', 'contract:own'],
  agent: ['portal:browse', 'student:own', 'apply:own', 'contract:own'],
  clerk: ['portal:browse', 'student:all', 'apply:all', 'message:reply', 'console:enter'],
  admin: ['*:*:*'],
};

export async function getUser(db: Db, userId: number): Promise<UserRow> {
  const u = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!u) throw new BizError(CODES.TOKEN_INVALID);
  return u;
}

export async function getInfo(db: Db, userId: number) {
  const u = await getUser(db, userId);
  const roles = u.roles as Role[];
  const permissions = [...new Set(roles.flatMap((r) => PERMISSIONS[r] ?? []))];
  return { user: toApiUser(u, await listedSchool(db, u.stuUniName)), roles, permissions };
}

/**
 * Update the profile. A new phone or email needs a code sent to it (sendType 3): the code is checked
 * before anything says whether the contact is bound to another account (018), and the old contact is
 * told of the change.
 */
export async function updateProfile(
  deps: { db: Db; codeKey: Buffer; notify: SecurityNotify },
  userId: number,
  body: UpdateStudentUserBody,
  meta: { ip: string; lang: Lang },
): Promise<User> {
  const { db } = deps;
  const patch: Partial<typeof users.$inferInsert> = {};
  if (body.userName !== undefined) patch.userName = body.userName?.trim() || null;
  if (body.sex !== undefined && body.sex !== null) patch.sex = body.sex;
  if (body.stuUniName !== undefined && body.stuUniName !== null && body.stuUniName.trim()) {
    patch.stuUniName = body.stuUniName.trim();
    patch.stuUniId = body.stuUniId == null || body.stuUniId === '' ? null : String(body.stuUniId);
    patch.isOverseas = body.isOverseas == null || body.isOverseas === '' ? null : String(body.isOverseas);
  }
  // Mails and notices to the account are written in the language it saves its profile in.
  patch.lang = meta.lang;
  const before = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!before) throw new BizError(CODES.TOKEN_INVALID);
  const updated = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const code = { db: t, key: deps.codeKey };
    if (body.verifyType === 1) {
      const phone = stripSpaces(body.phoneNumber!);
      await checkCode(code, {
        channel: 'sms',
        destination: phone,
        purpose: SEND_TYPES.profile,
        code: body.verifyCode!,
        consume: true,
        ip: meta.ip,
      });
      const taken = await t.query.users.findFirst({ where: and(eq(users.phoneNumber, phone), ne(users.id, userId)) });
      if (taken) throw new BizError(CODES.BOUND_ELSEWHERE);
      patch.phoneNumber = phone;
    }
    if (body.verifyType === 2) {
      const email = body.email!.trim().toLowerCase();
      await checkCode(code, {
        channel: 'mail',
        destination: email,
        purpose: SEND_TYPES.profile,
        code: body.verifyCode!,
        consume: true,
        ip: meta.ip,
      });
      const taken = await t.query.users.findFirst({
        where: and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)),
      });
      if (taken) throw new BizError(CODES.BOUND_ELSEWHERE);
      patch.email = email;
    }
    const [u] = await t
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return u;
  });
  if (before.phoneNumber && patch.phoneNumber && patch.phoneNumber !== before.phoneNumber)
    await deps.notify(updated, { kind: 'phone_change', oldPhone: before.phoneNumber, newPhone: patch.phoneNumber }, meta.lang);
  if (before.email && patch.email && patch.email !== before.email.toLowerCase())
    await deps.notify(updated, { kind: 'email_change', oldEmail: before.email, newEmail: patch.email }, meta.lang);
  return toApiUser(updated, await listedSchool(db, updated.stuUniName));
}

/** The avatar must be an image file this account uploaded (or a public one): no foreign paths. */
export async function updateAvatar(db: Db, userId: number, imgPath: string): Promise<void> {
  const m = /\/api\/file\/([a-f0-9]{32})\.[a-z0-9]+$/.exec(imgPath);
  if (!m) throw new BizError(CODES.INVALID_PARAM, 'invalid');
  const f = await db.query.files.findFirst({ where: eq(files.id, m[1]) });
  if (!f || (f.ownerId !== userId && !f.isPublic) || !['jpeg', 'jpg', 'png', 'webp'].includes(f.extension))
    throw new BizError(CODES.INVALID_PARAM, 'fileType');
  await db
    .update(users)
    .set({ avatar: imgPath, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function changeRoles(db: Db, actorId: number, targetId: number, roles: Role[], ip: string) {
  const target = await db.query.users.findFirst({ where: eq(users.id, targetId) });
  if (!target) throw new BizError(CODES.NOT_FOUND);
  if (targetId === actorId && !roles.includes('admin')) throw new BizError(CODES.FORBIDDEN);
  const unique = [...new Set(roles)];
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ roles: unique, updatedAt: sql`now()` })
      .where(eq(users.id, targetId));
    await audit(tx as unknown as Db, { userId: actorId }, ip, {
      action: 'user.roles',
      target: targetId,
      detail: { from: target.roles, to: unique },
    });
  });
  forgetUserSessions(db, targetId);
  return { userId: targetId, roles: unique };
}
