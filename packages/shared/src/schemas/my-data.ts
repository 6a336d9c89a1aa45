// The student's rights under PIPL (issue 15): "my data" export (GET /api/privacy/my-data, a zip),
// deleting the account with a code (/api/privacy/delete*), correction requests for the locked fields
// of a submitted file (/api/privacy/correction), and the answer codes 72040-72059 with cn/en texts.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';

/** The answer codes of the rights module (72040-72059). */
export const MY_DATA_CODES = {
  /** Staff accounts are removed by an admin, not by themselves. */
  STAFF_ACCOUNT: '72040',
  /** The account has neither a phone nor an email to send the code to. */
  NO_CONTACT: '72041',
  /** A correction request is for a submitted (or returned) file's locked fields; a draft is edited directly. */
  NOT_LOCKED: '72043',
  /** The student file does not exist or is not the caller's. */
  FILE_UNKNOWN: '72044',
} as const;

addCodeMessages({
  '72040': {
    cn: '工作人员账号不能自行注销，请联系管理员',
    en: 'Staff accounts cannot delete themselves; please ask an administrator',
  },
  '72041': { cn: '账号未绑定手机或邮箱，无法发送验证码', en: 'The account has no phone or email to send the code to' },
  '72043': {
    cn: '该申请尚未提交，可直接修改；只有已提交锁定的字段需要申请更正',
    en: 'This application is not submitted: edit it directly; only locked fields of a submitted one need a correction request',
  },
  '72044': { cn: '该申请不存在', en: 'This application does not exist' },
});

/** Purpose of the verification code that confirms deleting the account (verify_codes.purpose). */
export const DELETE_ACCOUNT_CODE_PURPOSE = 5;

/** "My data" downloads per account per hour. */
export const MY_DATA_EXPORTS_PER_HOUR = 5;

export const deleteSendCodeData = z.object({
  channel: z.enum(['sms', 'mail']),
  /** Where it went, masked. */
  to: z.string(),
  expiresIn: z.number(),
});
export type DeleteSendCodeData = z.infer<typeof deleteSendCodeData>;

export const deleteAccountBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  confirm: z.literal(true),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** What a deletion erased and kept: counts only, no personal data. */
export const deleteAccountData = z.object({
  /** Rows erased per table. */
  erased: z.record(z.string(), z.number()),
  /** Uploaded files erased from the storage. */
  filesErased: z.number(),
  /** Signed or paid contracts kept (reduced) because the contract and the law require them. */
  contractsKept: z.array(z.object({ contractNo: z.string(), status: z.string() })),
});
export type DeleteAccountData = z.infer<typeof deleteAccountData>;

/** A correction request for locked fields of a submitted file. */
export const correctionRequestBody = z.object({
  stuId: z.number().int().positive(),
  fields: z.array(z.string().trim().min(1).max(60)).min(1).max(20),
  reason: z.string().trim().min(5).max(500),
});
export type CorrectionRequestBody = z.infer<typeof correctionRequestBody>;

export const correctionRequestData = z.object({ messageId: z.number() });
