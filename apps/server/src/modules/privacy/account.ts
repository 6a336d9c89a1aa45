// The account's own consents (privacy policy and terms): recorded at registration, asked again
// after a new version, accepted once per version even when the page sends the acceptance twice.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  ACCOUNT_CONSENT_KINDS,
  POLICY_VERSIONS,
  PRIVACY_CODES,
  pendingAccountKinds,
  type AccountConsentKind,
  type ConsentStatus,
  type Lang,
} from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import { consents, users } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { policyText } from './policies';
import { recordConsent, type ConsentRow } from './service';

export interface ConsentMeta {
  ip: string;
  userAgent?: string | null;
}

/** The newest consent (not withdrawn) of each account kind. */
async function newestAccountConsents(db: Db | Tx, userId: number): Promise<Partial<Record<AccountConsentKind, ConsentRow>>> {
  const rows = await db
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        inArray(consents.kind, [...ACCOUNT_CONSENT_KINDS]),
        isNull(consents.withdrawnAt),
        isNull(consents.stuId),
      ),
    )
    .orderBy(desc(consents.createdAt), desc(consents.id));
  const newest: Partial<Record<AccountConsentKind, ConsentRow>> = {};
  for (const r of rows) {
    const k = r.kind as AccountConsentKind;
    if (!newest[k]) newest[k] = r;
  }
  return newest;
}

/** Which texts the account has not agreed to in their current version, with what changed. */
export async function consentStatus(db: Db | Tx, userId: number, lang: Lang): Promise<ConsentStatus> {
  const newest = await newestAccountConsents(db, userId);
  const pending = pendingAccountKinds({ privacy: newest.privacy?.version, terms: newest.terms?.version }).map((kind) => {
    const text = policyText(kind)!;
    return {
      kind,
      version: text.version,
      effectiveDate: text.effectiveDate,
      title: text[lang].title,
      previousVersion: newest[kind]?.version ?? null,
      changes: text.changes[lang],
    };
  });
  return { pending, versions: { privacy: POLICY_VERSIONS.privacy, terms: POLICY_VERSIONS.terms } };
}

/**
 * Records the account's consent to the current version of each kind it has not yet agreed to. The
 * user row is locked first, so that acceptances sent at once leave one current row per kind.
 * versions: what the page showed; a version that is no longer current answers 72001.
 */
export async function acceptConsents(
  db: Db,
  userId: number,
  kinds: readonly AccountConsentKind[],
  versions: Partial<Record<AccountConsentKind, string>> | undefined,
  meta: ConsentMeta,
): Promise<ConsentRow[]> {
  for (const k of kinds) {
    const shown = versions?.[k];
    if (shown !== undefined && shown !== POLICY_VERSIONS[k]) {
      throw new BizError(policyText(k, shown) ? PRIVACY_CODES.POLICY_STALE : PRIVACY_CODES.POLICY_VERSION_UNKNOWN);
    }
  }
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const newest = await newestAccountConsents(tx, userId);
    const added: ConsentRow[] = [];
    for (const kind of new Set(kinds)) {
      if (newest[kind]?.version === POLICY_VERSIONS[kind]) continue;
      added.push(await recordConsent(tx, { userId, kind, version: POLICY_VERSIONS[kind], ip: meta.ip, userAgent: meta.userAgent }));
    }
    return added;
  });
}

/**
 * At registration, inside the transaction that creates the account: agreePolicy true records the
 * privacy and terms consents with the versions the form showed (default: the current ones). A
 * version never published answers 72002 and the account is not created. Without agreePolicy
 * (an older client) nothing is recorded and the first sign-in asks.
 */
export async function recordRegisterConsents(
  tx: Db | Tx,
  userId: number,
  input: { agreePolicy?: boolean; policyVersions?: { privacy: string; terms: string } },
  meta: ConsentMeta,
): Promise<void> {
  if (input.agreePolicy !== true) return;
  for (const kind of ACCOUNT_CONSENT_KINDS) {
    const version = input.policyVersions?.[kind] ?? POLICY_VERSIONS[kind];
    if (!policyText(kind, version)) throw new BizError(PRIVACY_CODES.POLICY_VERSION_UNKNOWN);
    await recordConsent(tx, { userId, kind, version, ip: meta.ip, userAgent: meta.userAgent });
  }
}

/** Consents of the current versions for accounts created outside registration (seeded accounts). */
export async function recordCurrentAccountConsents(db: Db | Tx, userId: number, meta: ConsentMeta): Promise<void> {
  const newest = await newestAccountConsents(db, userId);
  for (const kind of ACCOUNT_CONSENT_KINDS) {
    if (newest[kind]?.version === POLICY_VERSIONS[kind]) continue;
    await recordConsent(db, { userId, kind, version: POLICY_VERSIONS[kind], ip: meta.ip, userAgent: meta.userAgent });
  }
}
