// Step 8 helpers without React: the encrypted fields come back masked (card number as
// '**** **** **** 1234', CVV and portal password as SECRET_MASK); a masked value sent back keeps
// the stored one, a new value replaces it, an empty one clears it (spec 001 section 5, README).
import { SECRET_MASK, isMaskedCardNo, isMaskedSecret, msgKey } from '@portal/shared';

/** Never kept in sessionStorage or reported as unsaved values. */
export const SECRET_FIELDS = ['cardNo', 'cardSafetyCode', 'eduPassword'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

export const CARD_TYPES = [
  { value: '0', label: 'Mastercard' },
  { value: '1', label: 'Visa' },
] as const;

/** Whether a value is the server's mask for this field (i.e. "keep what is stored"). */
export function isMasked(field: SecretField, v: unknown): boolean {
  return field === 'cardNo' ? isMaskedCardNo(v) : isMaskedSecret(v);
}

export type SecretState = 'none' | 'new' | 'kept' | 'replaced' | 'cleared';

/**
 * What a save will do with a secret: nothing stored and nothing typed ('none'), store a first value
 * ('new'), keep the stored value ('kept'), replace it ('replaced') or clear it ('cleared').
 */
export function secretState(field: SecretField, value: unknown, stored: unknown): SecretState {
  const hasStored = isMasked(field, stored);
  const v = typeof value === 'string' ? value : '';
  if (hasStored && v === stored) return 'kept';
  if (v === '') return hasStored ? 'cleared' : 'none';
  return hasStored ? 'replaced' : 'new';
}

/** The values without the secrets: what the shell may keep as unsaved values. */
export function withoutSecrets<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Record<string, unknown> = { ...values };
  for (const k of SECRET_FIELDS) delete out[k];
  return out as Partial<T>;
}

/**
 * A typed card number: digits and spaces only. The schema lets '*' through (for the mask), so a
 * typed '*' that is not the stored mask is refused here; the server would read it as "keep".
 */
export function cardNoIssue(value: unknown, stored: unknown): string | null {
  if (typeof value !== 'string' || value === '' || (isMaskedCardNo(stored) && value === stored)) return null;
  return /^[\d\s]*$/.test(value) ? null : msgKey('digitsSpaces');
}

/** A typed CVV or password equal to the mask would be read as "keep": refused. */
export function secretIssue(value: unknown, stored: unknown): string | null {
  return value === SECRET_MASK && stored !== SECRET_MASK ? msgKey('invalid') : null;
}

/** The mask the server answers for a stored value: the card's last four digits, else SECRET_MASK. */
export function maskOf(field: SecretField, v: string): string {
  if (field !== 'cardNo') return SECRET_MASK;
  const digits = v.replace(/\D/g, '');
  return `**** **** **** ${digits.slice(-4)}`;
}

/**
 * The secrets as the form starts with them: always masked. After a save the working draft holds
 * what was typed; masking it again means the plain value is not shown again, and sending the mask
 * back keeps exactly what was just saved.
 */
export function maskSecrets<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const k of SECRET_FIELDS) {
    const v = out[k];
    if (typeof v === 'string' && v !== '' && !isMasked(k, v)) out[k] = maskOf(k, v);
  }
  return out as T;
}

/** The secrets the user typed (not a mask, not empty): kept in memory across a reload after 70030. */
export function typedSecrets(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of SECRET_FIELDS) {
    const v = values[k];
    if (typeof v === 'string' && v !== '' && !isMasked(k, v)) out[k] = v;
  }
  return out;
}
