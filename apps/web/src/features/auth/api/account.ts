// Register and reset password (spec 000 section 7): one contact (phone or email), a code sent with
// sendType 1 (register) or 2 (reset), the password twice. Both answer a token and log in.
import { SEND_TYPES, stripSpaces, type RegisterBody, type ResetBody } from '@portal/shared';
import { api } from '../../../lib/api-client';
import type { ContactKind } from '../../../lib/verify-code';
import type { TokenData } from './login';

export interface ContactPasswordValues {
  phoneNumber?: string;
  email?: string;
  passWord: string;
  rePassWord: string;
  verifyCode: string;
}

export interface RegisterValues extends ContactPasswordValues {
  stuUniName: string;
  stuUniId?: string;
  isOverseas?: string;
  /** The ticked consent box (issue 15) and the versions of the texts the form linked. */
  agreePolicy?: boolean;
  policyVersions?: RegisterBody['policyVersions'];
}

function contactOf(kind: ContactKind, v: ContactPasswordValues): Pick<RegisterBody, 'phoneNumber' | 'email'> {
  return kind === 'phone' ? { phoneNumber: stripSpaces(v.phoneNumber ?? '') } : { email: (v.email ?? '').trim() };
}

export function register(kind: ContactKind, v: RegisterValues): Promise<TokenData> {
  const body: RegisterBody = {
    ...contactOf(kind, v),
    passWord: v.passWord,
    rePassWord: v.rePassWord,
    verifyCode: v.verifyCode.trim(),
    sendType: SEND_TYPES.register,
    stuUniName: v.stuUniName.trim(),
    stuUniId: v.stuUniId || undefined,
    isOverseas: v.isOverseas || undefined,
    agreePolicy: v.agreePolicy,
    policyVersions: v.policyVersions,
  };
  // Quiet: the form shows field messages under their fields and reports the rest (reportFormError).
  return api.post<TokenData>('/auth/student/register', body, { quiet: true });
}

export function resetPassword(kind: ContactKind, v: ContactPasswordValues): Promise<TokenData> {
  const body: ResetBody = {
    ...contactOf(kind, v),
    passWord: v.passWord,
    rePassWord: v.rePassWord,
    verifyCode: v.verifyCode.trim(),
    sendType: SEND_TYPES.reset,
  };
  return api.post<TokenData>('/auth/student/reset', body, { quiet: true });
}
