// Validation rules of spec 000 section 5 and 001 section 5 as zod pieces with message keys.
import { z } from 'zod';
import { msgKey } from './messages';
import { CHINESE_RE, CODE_RE, EMAIL_RE, GPA_RE, PHONE_RE, TUITION_RE } from './patterns';

/**
 * Password: 6-12 characters, first a letter or digit, no Chinese characters or whitespace,
 * and at least one letter and one digit ('带有数字+字母'). Symbols after the first character are allowed.
 */
export function isValidPassword(p: string): boolean {
  return (
    p.length >= 6 && p.length <= 12 && /^[A-Za-z0-9]/.test(p) && !/\s/.test(p) && !CHINESE_RE.test(p) && /[A-Za-z]/.test(p) && /\d/.test(p)
  );
}

/** Spaces that users type into a phone field (the login form shows 3-4-4) are removed before checking. */
export const stripSpaces = (s: string) => s.replace(/\s+/g, '');

export const phoneSchema = z
  .string({ error: msgKey('phoneRequired') })
  .transform(stripSpaces)
  .pipe(z.string().min(1, msgKey('phoneRequired')).regex(PHONE_RE, msgKey('phone')));

export const emailSchema = z
  .string({ error: msgKey('emailRequired') })
  .trim()
  .min(1, msgKey('emailRequired'))
  .max(50, msgKey('max50'))
  .regex(EMAIL_RE, msgKey('email'));

export const passwordSchema = z
  .string({ error: msgKey('passwordRequired') })
  .min(1, msgKey('passwordRequired'))
  .refine(isValidPassword, msgKey('password'));

export const verifyCodeSchema = z
  .string({ error: msgKey('codeRequired') })
  .trim()
  .min(1, msgKey('codeRequired'))
  .regex(CODE_RE, msgKey('codeDigits'))
  .max(10, msgKey('codeDigits'));

export const userNameSchema = z.string().trim().max(20, msgKey('userNameMax'));

export const gpaSchema = z.string().regex(GPA_RE, msgKey('gpa'));
export const tuitionSchema = z.string().regex(TUITION_RE, msgKey('tuition'));

/** An account identifier typed at login: a mainland phone number or an email address. */
export function accountKind(content: string): 'phone' | 'email' | undefined {
  const c = content.trim();
  if (PHONE_RE.test(stripSpaces(c))) return 'phone';
  if (EMAIL_RE.test(c)) return 'email';
  return undefined;
}

/** Control characters other than tab, line feed and carriage return (NUL among them): never valid in any text field. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHAR_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Path to the first string (or key) holding a control character in a parsed payload, or null. */
export function controlCharPath(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return CONTROL_CHAR_RE.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharPath(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (CONTROL_CHAR_RE.test(k)) return [...path, k];
    const found = controlCharPath(v, [...path, k], depth + 1);
    if (found) return found;
  }
  return null;
}
