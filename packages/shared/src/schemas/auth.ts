// Account calls of spec 000 section 7: login, codes, register, reset.
import { z } from 'zod';
import { msgKey } from '../messages';
import { SEND_TYPES } from '../constants';
import { commonFields, flag01Like, idLike } from './common';
import { emailSchema, passwordSchema, phoneSchema, verifyCodeSchema, accountKind } from '../rules';
import { registerConsentFields } from './privacy';

const sendTypeValues = Object.values(SEND_TYPES) as number[];
export const sendTypeSchema = z.coerce
  .number({ error: msgKey('sendType') })
  .int()
  .refine((v) => sendTypeValues.includes(v), msgKey('sendType'))
  .meta({ description: 'Purpose of the code: 1 register, 2 reset password, 3 profile contact change, 4 phone login' });

export const loginBody = z
  .object({
    ...commonFields,
    content: z
      .string({ error: msgKey('account') })
      .trim()
      .min(1, msgKey('account'))
      .max(100, msgKey('account')),
    passWord: z
      .string({ error: msgKey('passwordRequired') })
      .min(1, msgKey('passwordRequired'))
      .max(100),
  })
  .meta({ id: 'LoginBody', description: 'content is a phone number or an email address' });

export const phoneLoginBody = z
  .object({ ...commonFields, phoneNumber: phoneSchema, verifyCode: verifyCodeSchema })
  .meta({ id: 'PhoneLoginBody' });

export const checkUserBody = z
  .object({
    ...commonFields,
    content: z
      .string({ error: msgKey('account') })
      .trim()
      .refine((c) => accountKind(c) !== undefined, msgKey('account')),
  })
  .meta({ id: 'CheckUserBody' });

export const sendPhoneBody = z
  .object({ ...commonFields, phoneNumber: phoneSchema, sendType: sendTypeSchema })
  .meta({ id: 'SendPhoneBody' });
export const sendEmailBody = z.object({ ...commonFields, email: emailSchema, sendType: sendTypeSchema }).meta({ id: 'SendEmailBody' });
export const checkPhoneBody = sendPhoneBody.extend({ verifyCode: verifyCodeSchema }).meta({ id: 'CheckPhoneBody' });
export const checkEmailBody = sendEmailBody.extend({ verifyCode: verifyCodeSchema }).meta({ id: 'CheckEmailBody' });

const contactPair = {
  phoneNumber: z.string().optional(),
  email: z.string().optional(),
};

/** Exactly one of phone number or email; each checked by its own rule. */
function refineContact(v: { phoneNumber?: string; email?: string }, ctx: z.RefinementCtx): void {
  const phone = v.phoneNumber?.trim();
  const email = v.email?.trim();
  if (!phone && !email) {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: msgKey('phoneOrEmail') });
    return;
  }
  if (phone) {
    const r = phoneSchema.safeParse(phone);
    if (!r.success) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: r.error.issues[0].message });
  } else if (email) {
    const r = emailSchema.safeParse(email);
    if (!r.success) ctx.addIssue({ code: 'custom', path: ['email'], message: r.error.issues[0].message });
  }
}

function refinePasswords(v: { passWord: string; rePassWord: string }, ctx: z.RefinementCtx): void {
  if (v.passWord !== v.rePassWord) ctx.addIssue({ code: 'custom', path: ['rePassWord'], message: msgKey('passwordMismatch') });
}

export const registerBody = z
  .object({
    ...commonFields,
    ...contactPair,
    passWord: passwordSchema,
    rePassWord: z.string({ error: msgKey('passwordConfirm') }).min(1, msgKey('passwordConfirm')),
    verifyCode: verifyCodeSchema,
    sendType: sendTypeSchema.optional(),
    stuUniName: z
      .string({ error: msgKey('school') })
      .trim()
      .min(1, msgKey('school'))
      .max(200, msgKey('max200')),
    stuUniId: idLike,
    isOverseas: flag01Like,
    userName: z.string().trim().max(20, msgKey('userNameMax')).optional(),
    ...registerConsentFields,
  })
  .superRefine(refineContact)
  .superRefine(refinePasswords)
  .meta({ id: 'RegisterBody', description: 'Give phoneNumber or email (not both); the code was sent with sendType 1.' });

export const resetBody = z
  .object({
    ...commonFields,
    ...contactPair,
    passWord: passwordSchema,
    rePassWord: z.string({ error: msgKey('passwordConfirm') }).min(1, msgKey('passwordConfirm')),
    verifyCode: verifyCodeSchema,
    sendType: sendTypeSchema.optional(),
  })
  .superRefine(refineContact)
  .superRefine(refinePasswords)
  .meta({ id: 'ResetBody', description: 'The code was sent with sendType 2.' });

export const tokenData = z.object({ token: z.string() }).meta({ id: 'TokenData' });
export const checkUserData = z.object({ exists: z.boolean() }).meta({ id: 'AccountExists' });
export const codeSentData = z
  .object({ expiresIn: z.number().meta({ description: 'seconds the code stays valid' }) })
  .meta({ id: 'CodeSent' });

export type LoginBody = z.infer<typeof loginBody>;
export type RegisterBody = z.infer<typeof registerBody>;
export type ResetBody = z.infer<typeof resetBody>;
