// The signed-in user: profile, password, avatar, roles (spec 000 sections 3 and 7; 001 profile).
import { z } from 'zod';
import { msgKey } from '../messages';
import { ROLES } from '../constants';
import { commonFields, flag01Like, idLike, idSchema, intIn } from './common';
import { emailSchema, passwordSchema, phoneSchema, userNameSchema, verifyCodeSchema } from '../rules';
import { DATE_RE } from '../patterns';

export const userSchema = z
  .object({
    userId: z.number(),
    userNo: z.string(),
    userName: z.string().nullable(),
    name: z.string().nullable(),
    sex: z.string().nullable().meta({ description: '0 male, 1 female' }),
    email: z.string().nullable().meta({ description: 'masked unless it is the caller' }),
    phoneNumber: z.string().nullable(),
    stuUniName: z.string().nullable(),
    stuUniEnName: z.string().nullable().meta({
      description: "The school's English name from the colleges table (matched by its Chinese or English name); null when it is not listed",
    }),
    stuUniId: z.string().nullable(),
    isOverseas: z
      .string()
      .nullable()
      .meta({ description: "'0' a mainland China school, '1' an overseas one: as picked, else as the colleges table lists the school" }),
    avatar: z.string().nullable(),
    roles: z.array(z.enum(ROLES)),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const getInfoData = z
  .object({
    user: userSchema,
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof getInfoData>;

export const sexSchema = z.enum(['0', '1'], { error: msgKey('requiredSelect') });

/**
 * Profile update. verifyType says which contact is being changed: 1 phone, 2 email. A changed
 * contact needs the code sent to the new address with sendType 3.
 */
export const updateStudentUserBody = z
  .object({
    ...commonFields,
    userName: userNameSchema.optional().nullable(),
    sex: sexSchema.optional().nullable(),
    stuUniName: z.string().trim().max(200, msgKey('max200')).optional().nullable(),
    stuUniId: idLike,
    isOverseas: flag01Like,
    verifyType: intIn(1, 2).optional().nullable(),
    phoneNumber: z.string().optional().nullable(),
    email: z.string().optional().nullable(),
    verifyCode: z.string().optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.verifyType === 1) {
      const r = phoneSchema.safeParse(v.phoneNumber ?? '');
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: r.error.issues[0].message });
    }
    if (v.verifyType === 2) {
      const r = emailSchema.safeParse(v.email ?? '');
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['email'], message: r.error.issues[0].message });
    }
    if (v.verifyType) {
      const r = verifyCodeSchema.safeParse(v.verifyCode ?? '');
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['verifyCode'], message: r.error.issues[0].message });
    }
  })
  .meta({ id: 'UpdateStudentUserBody' });
export type UpdateStudentUserBody = z.infer<typeof updateStudentUserBody>;

export const updatePwdBody = z
  .object({
    ...commonFields,
    passWord: passwordSchema,
    rePassWord: z.string().optional().meta({ description: 'when given, must equal passWord' }),
  })
  .superRefine((v, ctx) => {
    if (v.rePassWord !== undefined && v.rePassWord !== v.passWord)
      ctx.addIssue({ code: 'custom', path: ['rePassWord'], message: msgKey('passwordMismatch') });
  })
  .meta({ id: 'UpdatePwdBody' });

export const updateAvatarBody = z
  .object({ ...commonFields, avatar: z.string().trim().min(1, msgKey('requiredUpload')).max(500) })
  .meta({ id: 'UpdateAvatarBody', description: 'avatar is an imgPath answered by /file/upload/uploadImg' });

export const changeRolesBody = z
  .object({ ...commonFields, userId: idSchema, roles: z.array(z.enum(ROLES)).min(1) })
  .meta({ id: 'ChangeRolesBody' });

export const getRoutersBody = z.object({ ...commonFields, applicationType: intIn(1, 9).optional() }).meta({ id: 'GetRoutersBody' });

const menuLeaf = z.object({
  name: z.string(),
  path: z.string(),
  hidden: z.boolean(),
  meta: z.object({ title: z.string(), enTitle: z.string(), icon: z.string().optional() }),
});
/** The portal's menu tree (getRouters): entries with their children. */
export const menuNodeSchema = menuLeaf.extend({ children: z.array(menuLeaf).optional() }).meta({ id: 'MenuNode' });
export type MenuNode = z.infer<typeof menuNodeSchema>;

/** Filters of the admins' audit log. */
export const auditListBody = z
  .object({
    ...commonFields,
    actorId: idSchema.optional(),
    action: z.string().trim().max(60).optional(),
    target: z.string().trim().max(100).optional(),
    dateFrom: z.string().regex(DATE_RE, msgKey('date')).optional(),
    dateTo: z.string().regex(DATE_RE, msgKey('date')).optional(),
    pageNo: intIn(1, 100000).default(1),
    pageSize: intIn(1, 100).default(20),
  })
  .meta({ id: 'AuditListBody' });

export const revokeSessionBody = z.object({ ...commonFields, sessionId: idSchema }).meta({ id: 'RevokeSessionBody' });

/** One session of the signed-in account, as the personal centre lists it. */
export const sessionItemSchema = z
  .object({
    sessionId: z.number(),
    createTime: z.string(),
    lastSeenTime: z.string(),
    ip: z.string().nullable(),
    browser: z.string(),
    system: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'SessionItem' });
export type SessionItem = z.infer<typeof sessionItemSchema>;

export const changeRolesData = z.object({ userId: z.number(), roles: z.array(z.enum(ROLES)) }).meta({ id: 'RolesChanged' });

/** One entry of the audit log, as admins read it. */
export const auditItemSchema = z
  .object({
    id: z.number(),
    actorId: z.number().nullable(),
    actorName: z.string().nullable(),
    action: z.string(),
    target: z.string().nullable(),
    detail: z.unknown(),
    ip: z.string().nullable(),
    createTime: z.string(),
  })
  .meta({ id: 'AuditItem' });
