// The avatar rule of spec 000 section 5: jpeg, jpg, png or webp, up to 10240 KB, checked before upload.
import { UPLOAD_LIMITS } from '@portal/shared';

export const AVATAR_LIMIT = UPLOAD_LIMITS.avatar;
export const AVATAR_ACCEPT = AVATAR_LIMIT.extensions.map((e) => `.${e}`).join(',');

/** Why a file cannot be an avatar, or undefined when it can. */
export function avatarProblem(file: { name: string; size: number }): 'type' | 'size' | undefined {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(AVATAR_LIMIT.extensions as readonly string[]).includes(ext)) return 'type';
  if (file.size > AVATAR_LIMIT.maxBytes) return 'size';
  return undefined;
}
