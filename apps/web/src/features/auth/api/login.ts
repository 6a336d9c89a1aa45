// Login calls (spec 000 section 7). The answer's token is not kept: the server sets the HttpOnly
// session cookie and its readable hint.
import { accountKind, stripSpaces, type LoginBody } from '@portal/shared';
import { api } from '../../../lib/api-client';

export interface TokenData {
  token: string;
}

export function accountLogin({ content, passWord }: Pick<LoginBody, 'content' | 'passWord'>): Promise<TokenData> {
  const c = content.trim();
  return api.post<TokenData>('/auth/student/login', { content: accountKind(c) === 'phone' ? stripSpaces(c) : c, passWord });
}

export function phoneLogin({ phoneNumber, verifyCode }: { phoneNumber: string; verifyCode: string }): Promise<TokenData> {
  return api.post<TokenData>('/auth/agent/login/phone', { phoneNumber: stripSpaces(phoneNumber), verifyCode: verifyCode.trim() });
}
