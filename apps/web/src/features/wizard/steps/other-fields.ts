// Step 11 helpers without React: what an answer clears, worded as spec 001 section 4 ('Conditional
// other-info fields') says it. Which follow-ups a question has, and when they show, is the shared
// FOLLOW_UPS (followUpsOf, followUpShown).
import { followUpsOf, msgKey, WIZARD_DICT } from '@portal/shared';

/** The United States: the only country where converting to an I-20 (isTurn) is asked. */
export const US_COUNTRY_ID = '877157913121263616';
export const VISA_STATUS_DICT = WIZARD_DICT.visaStatus;

const FILE_FIELDS: readonly string[] = ['refusalFile', 'visaFile'];
const SELECT_FIELDS: readonly string[] = ['visaStatus', 'visaBeginDate'];
/** The empty value of a follow-up as the form holds it (plain JSON). */
export const emptyOf = (field: string): unknown => (FILE_FIELDS.includes(field) ? [] : SELECT_FIELDS.includes(field) ? null : '');

/**
 * The follow-ups an answer clears:
 * isPr switching to 0 clears visaStatus; isEnglish choosing 0 clears firstLanguage; any change of
 * isEnglishBg, isRefusal, isApplyCountry or isApplyVisa clears all of its follow-ups.
 */
export function clearsOnAnswer(question: string, answer: unknown): Record<string, unknown> {
  const clear = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, emptyOf(f)]));
  switch (question) {
    case 'isPr':
    case 'isEnglish':
      return answer === '0' ? clear(followUpsOf(question)) : {};
    case 'isEnglishBg':
    case 'isRefusal':
    case 'isApplyCountry':
    case 'isApplyVisa':
      return clear(followUpsOf(question));
    default:
      return {};
  }
}

/** All clears of one change event (antd reports the changed fields only). */
export function clearsOnChange(changed: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(changed)) out = { ...out, ...clearsOnAnswer(k, v) };
  return out;
}

/** A shown follow-up text: required, not only spaces, within its length. */
export function requiredTextIssue(v: unknown, max: number): string | null {
  const s = typeof v === 'string' ? v : '';
  if (s === '') return msgKey('required');
  if (s.trim() === '') return msgKey('notBlank');
  if (s.length > max) return msgKey('max', { max });
  return null;
}
