// Comparing form values with the draft: empty (undefined, null, '') counts as one value, so an
// untouched empty field is not a change.
import { REFERRAL, type StudentDraft } from '@portal/shared';
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function normalize(v: unknown): Json {
  if (v === undefined || v === null || v === '') return null;
  if (Array.isArray(v)) return v.map(normalize);
  if (typeof v === 'object') {
    const out: { [k: string]: Json } = {};
    for (const k of Object.keys(v as object).sort()) {
      const n = normalize((v as Record<string, unknown>)[k]);
      if (n !== null) out[k] = n;
    }
    return out;
  }
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') return v;
  return String(v);
}

/** Same values for the given fields (all keys of both when fields is omitted). */
export function sameValues(a: Record<string, unknown>, b: Record<string, unknown>, fields?: readonly string[]): boolean {
  const keys = fields ?? [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.every((k) => JSON.stringify(normalize(a[k])) === JSON.stringify(normalize(b[k])));
}

/** The given fields of a flat view. */
export function pick(src: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of fields) if (k in src) out[k] = src[k];
  return out;
}

/** The fields of `values` that differ from `base` (empty values count as equal). */
export function changedFields(values: Record<string, unknown>, base: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(values)) if (!sameValues(values, base, [k])) out[k] = values[k];
  return out;
}

/** A submitted (or later) file keeps its country: the server refuses a change (spec 001 section 4). */
export function submittedFile(draft: Pick<StudentDraft, 'referralStatus'>): boolean {
  return (draft.referralStatus ?? 0) >= REFERRAL.submitted;
}
