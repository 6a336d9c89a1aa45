// The consents of a student file under PIPL (issue 15): sensitive personal information (card,
// CVV, education-portal password, passport attachments), the transfer of the file to the chosen
// universities abroad (naming each recipient), and a guardian's consent for a student under 14
// (verified by a code sent to the guardian's phone). Codes 72020-72039 with their cn/en texts, the
// payloads of /api/privacy/file-consents/* and the rules both sides use (who is under 14, which
// values of a step are sensitive).
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import { msgKey } from '../messages';
import { ageOn, beijingDay } from '../contract';
import { isMaskedCardNo, isMaskedSecret } from './application';
import { commonFields, idSchema } from './common';
import { consentRecord } from './privacy';

export const FILE_CONSENT_KINDS = ['sensitive', 'transfer', 'guardian'] as const;
export type FileConsentKind = (typeof FILE_CONSENT_KINDS)[number];

/** The answer codes of the file consents (72020-72039). */
export const FILE_CONSENT_CODES = {
  /** A sensitive value (card, CVV, portal password, passport) was given without the sensitive consent. */
  SENSITIVE_REQUIRED: '72020',
  /** Submit without an active consent to send the file abroad. */
  TRANSFER_REQUIRED: '72021',
  /** The schools changed since the transfer consent: it must be given again for the current ones. */
  TRANSFER_STALE: '72022',
  /** A student under 14: a guardian's consent is needed before submit. */
  GUARDIAN_REQUIRED: '72023',
  /** The consent does not exist or is not the caller's. */
  CONSENT_UNKNOWN: '72024',
  /** A transfer consent for a file without schools. */
  NO_SCHOOLS: '72025',
  /** The guardian is not one of the file's guardians (step 7) or has no phone. */
  GUARDIAN_UNKNOWN: '72026',
  /** The file is not the caller's own (consents are given by the account that keeps it). */
  FILE_NOT_OWN: '72027',
} as const;

addCodeMessages({
  '72020': {
    cn: '保存银行卡、安全码、教育网站密码或护照/身份证件前，请先同意《敏感个人信息处理》',
    en: 'Please agree to the processing of sensitive personal information before saving a card, CVV, portal password or passport/ID',
  },
  '72021': {
    cn: '提交前请先同意将申请资料传输至所选境外院校',
    en: 'Before submitting, please agree to send the application to the chosen universities abroad',
  },
  '72022': {
    cn: '申请院校已变更，请重新确认向境外院校传输资料的同意',
    en: 'The schools have changed; please give the consent to send the file abroad again',
  },
  '72023': {
    cn: '学生未满14周岁，提交前需要监护人验证同意',
    en: 'The student is under 14: a guardian must verify their consent before submitting',
  },
  '72024': { cn: '该同意记录不存在', en: 'This consent record does not exist' },
  '72025': { cn: '请先选择申请院校', en: 'Please choose the schools first' },
  '72026': {
    cn: '请从申请资料的监护人信息中选择有手机号的监护人',
    en: "Please choose a guardian with a mobile number from the file's guardians",
  },
  '72027': {
    cn: '只有建立该申请的账号可以给予或撤回同意',
    en: 'Only the account that keeps this file can give or withdraw its consents',
  },
});

/** Attachment types (agent_stu_attachment_type) that are identity documents: passport. */
export const SENSITIVE_ANNEX_TYPES: readonly string[] = ['1'];

/** Purpose of the code sent to a guardian's phone (verify_codes.purpose; 5 is the account deletion). */
export const GUARDIAN_CODE_PURPOSE = 6;

/** The fields of the card step whose values are sensitive personal information. */
export const SENSITIVE_CARD_FIELDS = ['cardNo', 'cardSafetyCode', 'eduPassword'] as const;

/** A value the client sends back masked keeps what is stored (the save's own rule), empty clears: neither gives anything new. */
const MASKED: Record<(typeof SENSITIVE_CARD_FIELDS)[number], (v: unknown) => boolean> = {
  cardNo: isMaskedCardNo,
  cardSafetyCode: isMaskedSecret,
  eduPassword: isMaskedSecret,
};

/** The sensitive card-step fields given a new value in this save. */
export function sensitiveCardValues(data: Record<string, unknown>): string[] {
  return SENSITIVE_CARD_FIELDS.filter((f) => {
    const v = data[f];
    return typeof v === 'string' && v.trim() !== '' && !MASKED[f](v);
  });
}

/** Under this age a guardian consents for the child (PIPL art. 31). */
export const GUARDIAN_AGE = 14;

/** A student under 14 on the day (Beijing date): a guardian's consent is needed (PIPL art. 31). */
export function needsGuardian(birthday: string | null | undefined, now = new Date()): boolean {
  const age = ageOn(birthday, beijingDay(now));
  return age !== null && age < GUARDIAN_AGE;
}

// --- Payloads -----------------------------------------------------------------------------------

export const fileConsentGiveBody = z
  .object({
    ...commonFields,
    stuId: idSchema,
    kind: z.enum(['sensitive', 'transfer'], { error: msgKey('oneOf') }),
    /** transfer: the schools the dialog listed; 72022 when the file's schools differ. */
    uniIds: z.array(idSchema).max(20, msgKey('invalid')).optional(),
  })
  .meta({ id: 'FileConsentGiveBody' });
export type FileConsentGiveBody = z.infer<typeof fileConsentGiveBody>;

export const fileConsentWithdrawBody = z.object({ ...commonFields, id: idSchema }).meta({ id: 'FileConsentWithdrawBody' });

export const guardianSendBody = z.object({ ...commonFields, stuId: idSchema, guardianId: idSchema }).meta({ id: 'GuardianSendBody' });
export const guardianVerifyBody = z
  .object({
    ...commonFields,
    stuId: idSchema,
    guardianId: idSchema,
    code: z
      .string({ error: msgKey('required') })
      .trim()
      .regex(/^\d{4,8}$/, msgKey('invalid')),
  })
  .meta({ id: 'GuardianVerifyBody' });

export const stuIdQuery = z.object({ stuId: idSchema });

/** One university the file is sent to, from the catalogue. */
export const transferRecipient = z.object({
  uniId: z.number(),
  uniName: z.string(),
  uniEnName: z.string(),
  country: z.string(),
  countryEn: z.string(),
  website: z.string().nullable(),
});
export type TransferRecipient = z.infer<typeof transferRecipient>;

export const guardianCandidate = z.object({
  guardianId: z.number(),
  name: z.string(),
  relation: z.string(),
  relationLabel: z.object({ cn: z.string(), en: z.string() }),
  phoneMasked: z.string().nullable(),
});
export type GuardianCandidate = z.infer<typeof guardianCandidate>;

/** What the wizard needs to ask for a file's consents. */
export const fileConsentStatus = z
  .object({
    stuId: z.number(),
    own: z.boolean().meta({ description: 'the caller keeps the file (only then can it give consents)' }),
    versions: z.object({ sensitive: z.string(), transfer: z.string(), guardian: z.string() }),
    cvvRetentionDays: z.number(),
    sensitive: consentRecord.nullable(),
    transfer: consentRecord.nullable(),
    transferCovers: z.boolean().meta({ description: 'the active transfer consent names every current school' }),
    recipients: z.array(transferRecipient).meta({ description: 'the current schools of the file' }),
    guardianNeeded: z.boolean(),
    guardian: consentRecord.nullable(),
    guardians: z.array(guardianCandidate),
  })
  .meta({ id: 'FileConsentStatus' });
export type FileConsentStatus = z.infer<typeof fileConsentStatus>;

/** Every file of the account with its consent history (personal centre). */
export const fileConsentFile = z.object({
  stuId: z.number(),
  stuName: z.string().nullable(),
  stuSpell: z.string().nullable(),
  referralStatus: z.number(),
  consents: z.array(consentRecord),
});
export const fileConsentList = z.array(fileConsentFile).meta({ id: 'FileConsentList' });
export type FileConsentFile = z.infer<typeof fileConsentFile>;
