// Sending a verification code to a phone or an email (sendType: 1 register, 2 reset, 3 profile, 4 phone login).
import { CODES, stripSpaces, type SendType } from '@portal/shared';
import { api, isApiError } from './api-client';

export type ContactKind = 'phone' | 'email';

export function sendCode(kind: ContactKind, to: string, sendType: SendType): Promise<{ expiresIn?: number }> {
  return kind === 'phone'
    ? api.post('/auth/student/sendPhone', { phoneNumber: stripSpaces(to), sendType })
    : api.post('/auth/student/sendEmail', { email: to.trim(), sendType });
}

/** Whether an account with this phone number or email exists. */
export async function accountExists(content: string): Promise<boolean> {
  const data = await api.post<{ exists: boolean }>('/auth/student/checkUser', { content });
  return !!data?.exists;
}

/** A wrong code (011) clears the code field (spec 000 section 4); so does an expired one (012). */
export const isWrongCode = (e: unknown): boolean => isApiError(e) && (e.code === CODES.CODE_WRONG || e.code === CODES.CODE_EXPIRED);
