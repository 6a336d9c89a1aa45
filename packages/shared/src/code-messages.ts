// The cn/en texts of the answer codes (codes.ts), apart from the codes themselves: the web app's
// start needs the codes and how to react to them, and fetches these texts only with the screens
// that show them.
import type { Bilingual } from './lang';

export const CODE_MESSAGES: Record<string, Bilingual> = {
  '000': { cn: '操作成功', en: 'Success' },
  '001': { cn: '操作失败', en: 'Operation failed' },
  '002': { cn: '请先登录', en: 'Please log in first' },
  '003': { cn: '参数错误', en: 'Invalid parameter' },
  '004': { cn: '没有权限执行此操作', en: 'You are not allowed to do this' },
  '005': { cn: '内容不存在', en: 'Not found' },
  '006': { cn: '操作过于频繁，请稍后再试', en: 'Too many attempts, please try again later' },
  '010': { cn: '账号或密码错误', en: 'Incorrect account or password' },
  '011': { cn: '验证码错误', en: 'Incorrect verification code' },
  '012': { cn: '验证码已失效，请重新获取', en: 'The verification code has expired, please request a new one' },
  '013': { cn: '该账号已注册', en: 'This account is already registered' },
  '014': { cn: '登录已过期，请重新登录', en: 'Your session has expired, please log in again' },
  '015': { cn: '您已退出登录，请重新登录', en: 'You have been logged out, please log in again' },
  '016': { cn: '登录信息无效，请重新登录', en: 'Invalid login, please log in again' },
  '017': { cn: '账号已停用', en: 'This account has been disabled' },
  '018': { cn: '已被其他账号绑定，请重新操作', en: 'Already bound to another account, please try again' },
  '019': { cn: '该手机号或邮箱未注册', en: 'This phone number or email is not registered' },
  '020': { cn: '请上传规定格式的文件', en: 'Please upload a file of an allowed format' },
  '021': { cn: '上传文件过大', en: 'The file is too large' },
  '022': { cn: '请求来源不被允许', en: 'Request origin not allowed' },
  '500': { cn: '服务器繁忙，请稍后再试', en: 'The server is busy, please try again later' },
  '503': {
    cn: '服务暂时连不上数据库，刚才的操作可能没有保存，请稍后重试',
    en: 'The service briefly lost its database; your last change may not have been saved, please try again in a moment',
  },
};

/** Texts of codes that belong to one feature's calls, added by that feature's module. */
export function addCodeMessages(table: Record<string, Bilingual>): void {
  Object.assign(CODE_MESSAGES, table);
}

export function codeMessage(code: string, lang: 'cn' | 'en'): string {
  return (CODE_MESSAGES[code] ?? CODE_MESSAGES['001'])[lang];
}
