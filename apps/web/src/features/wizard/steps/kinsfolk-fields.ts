// Step 9 helpers without React: the list follows the yes/no answer (spec 001 section 4, as the
// work step: 'no' empties it, 'yes' starts with one empty entry).
import { msgKey, WIZARD_DICT } from '@portal/shared';

export const KINSFOLK_RELATION_DICT = WIZARD_DICT.kinsfolkRelation;
export const NATIONALITY_DICT = WIZARD_DICT.nationality;
export const KINSFOLK_DICTS = [KINSFOLK_RELATION_DICT, NATIONALITY_DICT] as const;

export const emptyKinsfolk = (): Record<string, unknown> => ({
  kinsfolkName: '',
  kinsfolkRelation: null,
  birthday: '',
  nationality: null,
  workUnit: '',
  phoneNumber: '',
  email: '',
  address: '',
  zipCode: '',
});

/** The list after the answer changed to `answer`; null when it stays as it is. */
export function kinsfolkListFor(answer: unknown, list: unknown): Record<string, unknown>[] | null {
  const current = Array.isArray(list) ? list : [];
  if (answer === '0') return current.length ? [] : null;
  if (answer === '1') return current.length ? null : [emptyKinsfolk()];
  return null;
}

/** A relative with the student's own mobile number (the server refuses it with 70023). */
export function ownPhoneIssue(phone: unknown, studentPhone: unknown): string | null {
  return typeof phone === 'string' && phone !== '' && phone === studentPhone ? msgKey('kinsfolkPhone') : null;
}
