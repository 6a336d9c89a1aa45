// The account's consents under PIPL (issue 15): the kinds of consent every module records, the
// current version of each text, the privacy/terms pages (GET /api/privacy/policy), the account's
// consent status and acceptance after a new version (/api/privacy/consents/*), and the answer codes
// 72000-72019 with their cn/en texts. File-level consents (sensitive, transfer, guardian) are
// recorded by the file-consents module with the same kinds and versions.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import { msgKey } from '../messages';
import { commonFields } from './common';

/** Every kind of consent the portal records (table `consents`, column kind). */
export const CONSENT_KINDS = ['privacy', 'terms', 'sensitive', 'transfer', 'guardian'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The consents of the account itself: given at registration, asked again after a new version. */
export const ACCOUNT_CONSENT_KINDS = ['privacy', 'terms'] as const;
export type AccountConsentKind = (typeof ACCOUNT_CONSENT_KINDS)[number];

/** The current version of each consent text (a date, YYYY-MM-DD). A new text gets a new version. */
export const POLICY_VERSIONS: Record<ConsentKind, string> = {
  privacy: '2026-11-28',
  terms: '2026-11-28',
  sensitive: '2026-11-28',
  transfer: '2026-11-28',
  guardian: '2026-11-28',
};

/** The answer codes of the account consents (72000-72019). */
export const PRIVACY_CODES = {
  /** No such policy text or version. */
  POLICY_UNKNOWN: '72000',
  /** The consent was given to a version that is no longer current: the page must show the new one. */
  POLICY_STALE: '72001',
  /** A registration sent a policy version the portal never published. */
  POLICY_VERSION_UNKNOWN: '72002',
  /** The consent does not exist or is not the caller's. */
  CONSENT_UNKNOWN: '72003',
  /** Privacy policy and terms are required for the account: they are withdrawn by deleting it. */
  CONSENT_REQUIRED: '72004',
} as const;

addCodeMessages({
  '72000': { cn: '该政策文本或版本不存在', en: 'This policy text or version does not exist' },
  '72001': {
    cn: '政策已更新，请阅读最新版本后再同意',
    en: 'The policy has been updated; please read the latest version before agreeing',
  },
  '72002': {
    cn: '协议版本无效，请刷新页面后重新阅读并同意',
    en: 'The policy version is not valid; please reload the page, read and agree again',
  },
  '72003': { cn: '该同意记录不存在', en: 'This consent record does not exist' },
  '72004': {
    cn: '《用户协议》和《隐私政策》是使用本平台账号的前提，如需撤回请注销账号',
    en: 'The Terms of Service and Privacy Policy are required to use an account; to withdraw them, delete the account',
  },
});

const VERSION_RE = /^\d{4}-\d{2}-\d{2}$/;
export const policyVersionSchema = z
  .string({ error: msgKey('invalid') })
  .trim()
  .regex(VERSION_RE, msgKey('invalid'))
  .meta({ description: 'a text version (YYYY-MM-DD)' });

export const accountConsentKind = z.enum(ACCOUNT_CONSENT_KINDS, { error: msgKey('oneOf') });
export const consentKindSchema = z.enum(CONSENT_KINDS, { error: msgKey('oneOf') });

/**
 * The fields a registration may add (optional: a client of spec 000 that does not send them still
 * registers, and is asked at its first sign-in). agreePolicy true records privacy and terms consents
 * with the versions the form showed (policyVersions), or the current versions when not given.
 */
export const registerConsentFields = {
  agreePolicy: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 'true' || v === '1'))
    .meta({ description: 'true: the user agreed to the Terms of Service and Privacy Policy shown by the form' }),
  policyVersions: z
    .object({ privacy: policyVersionSchema, terms: policyVersionSchema })
    .optional()
    .meta({ description: 'the versions of the texts the form showed; default the current ones' }),
};

/** Which account consents are missing for the current versions, given the newest consent of each kind. */
export function pendingAccountKinds(
  newest: Partial<Record<AccountConsentKind, string | null | undefined>>,
  current: Record<AccountConsentKind, string> = POLICY_VERSIONS,
): AccountConsentKind[] {
  return ACCOUNT_CONSENT_KINDS.filter((k) => newest[k] !== current[k]);
}

// --- GET /api/privacy/policy ---------------------------------------------------------------

// No id: a query schema must stay an inline object for the API document (a $ref has no properties).
export const policyQuery = z.object({
  ...commonFields,
  kind: accountConsentKind,
  version: policyVersionSchema.optional(),
});

export const policySection = z.object({ heading: z.string(), body: z.string() });
export const policyDoc = z
  .object({
    kind: accountConsentKind,
    version: z.string(),
    effectiveDate: z.string().meta({ description: 'YYYY-MM-DD' }),
    title: z.string(),
    current: z.boolean().meta({ description: 'true when this is the version in force' }),
    versions: z.array(z.string()).meta({ description: 'every published version, newest first' }),
    changes: z.array(z.string()).meta({ description: 'what changed against the previous version' }),
    sections: z.array(policySection),
  })
  .meta({ id: 'PolicyDoc' });
export type PolicyDoc = z.infer<typeof policyDoc>;

// --- /api/privacy/consents -----------------------------------------------------------------

export const pendingConsent = z.object({
  kind: accountConsentKind,
  version: z.string(),
  effectiveDate: z.string(),
  title: z.string(),
  previousVersion: z.string().nullable().meta({ description: 'the version the account agreed to before, if any' }),
  changes: z.array(z.string()),
});
export const consentStatus = z
  .object({ pending: z.array(pendingConsent), versions: z.object({ privacy: z.string(), terms: z.string() }) })
  .meta({ id: 'ConsentStatus' });
export type ConsentStatus = z.infer<typeof consentStatus>;

export const acceptConsentsBody = z
  .object({
    ...commonFields,
    kinds: z
      .array(accountConsentKind, { error: msgKey('requiredSelect') })
      .min(1, msgKey('requiredSelect'))
      .max(ACCOUNT_CONSENT_KINDS.length, msgKey('invalid')),
    versions: z
      .object({ privacy: policyVersionSchema.optional(), terms: policyVersionSchema.optional() })
      .optional()
      .meta({ description: 'the versions the page showed; a version no longer current answers 72001' }),
  })
  .meta({ id: 'AcceptConsentsBody' });
export type AcceptConsentsBody = z.infer<typeof acceptConsentsBody>;

export const consentRecord = z
  .object({
    id: z.number(),
    kind: consentKindSchema,
    version: z.string(),
    stuId: z.number().nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
    createdAt: z.string().meta({ description: 'ISO time (UTC)' }),
    withdrawnAt: z.string().nullable(),
  })
  .meta({ id: 'ConsentRecord' });
export type ConsentRecord = z.infer<typeof consentRecord>;
export const consentList = z.array(consentRecord).meta({ id: 'ConsentList' });
