// The shape of a published policy text: one version of the privacy policy or the terms, in both languages.
import type { AccountConsentKind } from '@portal/shared';

export interface PolicyLangText {
  title: string;
  sections: { heading: string; body: string }[];
}

export interface PolicyText {
  kind: AccountConsentKind;
  /** The version (the effective date, YYYY-MM-DD); consents record it. */
  version: string;
  effectiveDate: string;
  /** What changed against the previous version, one line each (empty for the first version). */
  changes: { cn: string[]; en: string[] };
  cn: PolicyLangText;
  en: PolicyLangText;
}
