// The one catalogue of answer codes (spec 000 section 8, 001 section 8) with their cn/en texts
// and how the web app reacts to each. Codes the spec does not name are ours; they avoid the spec's.
import type { Bilingual } from './lang';

export const CODES = {
  OK: '000',
  FAIL: '001',
  NOT_LOGGED_IN: '002',
  INVALID_PARAM: '003',
  FORBIDDEN: '004',
  NOT_FOUND: '005',
  TOO_MANY: '006',
  BAD_CREDENTIALS: '010',
  CODE_WRONG: '011',
  CODE_EXPIRED: '012',
  ACCOUNT_EXISTS: '013',
  SESSION_EXPIRED: '014',
  SESSION_REVOKED: '015',
  TOKEN_INVALID: '016',
  ACCOUNT_DISABLED: '017',
  BOUND_ELSEWHERE: '018',
  ACCOUNT_UNKNOWN: '019',
  FILE_TYPE: '020',
  FILE_TOO_LARGE: '021',
  CROSS_SITE: '022',
  SERVER_ERROR: '500',
  /** Ours: the database could not be reached or dropped the connection; nothing to fix in the request, try again. */
  DB_UNAVAILABLE: '503',
  // Application codes of spec 001 (used by the wizard issue).
  DUPLICATE_STUDENT: '70022',
  BUSINESS_TIP: '70020',
  BUSINESS_TIP_2: '70023',
  APPLY_REFUSED: '70024',
  DUPLICATE_ALT: '70017',
  /** Ours: the form was loaded before someone else saved the student; reload before saving. */
  STALE_VERSION: '70030',
  /** Ours: a status change that is not allowed from the file's current state (lifecycle.ts canChange). */
  STATUS_REFUSED: '70040',
  SILENT_70100: '70100',
  SILENT_70101: '70101',
} as const;
export type Code = (typeof CODES)[keyof typeof CODES];

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

/** Codes after which the session is gone: 'abort' alert, token cleared, page reloaded. */
export const ABORT_CODES: readonly string[] = ['014', '015', '016', '017', '002'];
/** Codes the shared response handler does not toast (the calling screen handles them). */
export const SILENT_CODES: readonly string[] = ['70100', '70101', '018', 'NO_PAY', 'SUCCESS', 'ERROR', '70020', '70017', '70024', '70023'];

export type CodeReaction = 'ok' | 'abort' | 'silent' | 'toast';
export function reactionFor(code: string | number | undefined | null): CodeReaction {
  if (code === undefined || code === null || code === 0 || code === '000') return 'ok';
  const c = String(code);
  if (ABORT_CODES.includes(c)) return 'abort';
  if (SILENT_CODES.includes(c)) return 'silent';
  return 'toast';
}

/** Texts of codes that belong to one feature's calls, added by that feature's module. */
export function addCodeMessages(table: Record<string, Bilingual>): void {
  Object.assign(CODE_MESSAGES, table);
}

export function codeMessage(code: string, lang: 'cn' | 'en'): string {
  return (CODE_MESSAGES[code] ?? CODE_MESSAGES['001'])[lang];
}

/** The envelope of every answer. */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}
