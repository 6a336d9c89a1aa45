// Every published version of the privacy policy and the terms, newest first. A new text is a new
// file added at the front of its list (and its version in POLICY_VERSIONS): old versions stay
// servable, so a consent's version can always be read back.
import { ACCOUNT_CONSENT_KINDS, POLICY_VERSIONS, type AccountConsentKind } from '@portal/shared';
import { privacy20261128 } from './privacy-2026-11-28';
import { terms20261128 } from './terms-2026-11-28';
import type { PolicyText } from './types';

export type { PolicyText } from './types';

export const POLICY_TEXTS: Record<AccountConsentKind, readonly PolicyText[]> = {
  privacy: [privacy20261128],
  terms: [terms20261128],
};

/** One version of a text (the current one when no version is given); null when never published. */
export function policyText(kind: AccountConsentKind, version?: string): PolicyText | null {
  const list = POLICY_TEXTS[kind];
  const want = version ?? POLICY_VERSIONS[kind];
  return list.find((p) => p.version === want) ?? null;
}

/** Every published version of a kind, newest first. */
export function policyVersions(kind: AccountConsentKind): string[] {
  return POLICY_TEXTS[kind].map((p) => p.version);
}

// The current version of each kind must be published here (checked when the module loads).
for (const k of ACCOUNT_CONSENT_KINDS) {
  if (!policyText(k)) throw new Error(`policy ${k} ${POLICY_VERSIONS[k]} has no text`);
}
