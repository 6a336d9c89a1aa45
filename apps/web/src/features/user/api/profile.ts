// Profile calls (spec 000 section 7): profile and contact update, avatar, password.
import type { UpdateStudentUserBody, User } from '@portal/shared';
import { api } from '../../../lib/api-client';

export type ProfileFields = Pick<UpdateStudentUserBody, 'userName' | 'sex' | 'stuUniName' | 'stuUniId' | 'isOverseas'>;

/** The profile fields as held now: sent along when only a contact changes. */
export function profileOf(user: User): ProfileFields {
  return {
    userName: user.userName,
    sex: user.sex === '0' || user.sex === '1' ? user.sex : null,
    stuUniName: user.stuUniName,
    stuUniId: user.stuUniId,
    isOverseas: user.isOverseas,
  };
}

/** Answers the server's message, which the screen shows. */
export async function updateStudentUser(body: UpdateStudentUserBody): Promise<string> {
  const res = await api.postEnvelope<unknown>('/admin/user/update/studentUser', body);
  return res.msg;
}

export function uploadAvatarImage(file: Blob): Promise<{ imgPath: string }> {
  return api.upload<{ imgPath: string }>('/file/upload/uploadImg', file, { use: 'avatar' });
}

export function updateAvatar(avatar: string): Promise<unknown> {
  return api.post('/admin/user/updateAvatar', { avatar });
}

export function updatePwd(body: { passWord: string; rePassWord: string }): Promise<unknown> {
  // Quiet: the form shows field messages under their fields and reports the rest (reportFormError).
  return api.post('/admin/user/updatePwd', body, { quiet: true });
}
