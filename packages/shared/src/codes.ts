// The one catalogue of answer codes (spec 000 section 8, 001 section 8) and how the web app reacts
// to each; their cn/en texts are in code-messages.ts. Codes the spec does not name are ours; they
// avoid the spec's.
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

/** The envelope of every answer. */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}
