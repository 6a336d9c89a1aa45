// The answer envelope { code, msg, data } and the business error that produces a non-'000' code.
import { CODES, codeMessage, translateMessage, type Lang } from '@portal/shared';

export class BizError extends Error {
  constructor(
    public readonly code: string,
    /** A message key (validation) or a literal text; when absent the catalogue text of the code is used. */
    public readonly text?: string,
    public readonly data: unknown = null,
    public readonly httpStatus = 200,
  ) {
    super(text ?? code);
  }
}

export function ok<T>(data: T, lang: Lang = 'cn', msg?: string) {
  return { code: CODES.OK, msg: msg ?? codeMessage(CODES.OK, lang), data };
}

export function errorBody(err: BizError, lang: Lang) {
  return { code: err.code, msg: err.text ? translateMessage(err.text, lang) : codeMessage(err.code, lang), data: err.data };
}

/** A 003 answer naming each field and its rule (message keys of the shared catalogue). */
export function invalid(issues: { path: PropertyKey[]; message: string }[], lang: Lang, prefix: PropertyKey[] = []): BizError {
  const errors = issues.map((i) => ({
    field: [...prefix, ...i.path].map(String).join('.') || 'body',
    message: translateMessage(i.message, lang),
  }));
  return new BizError(CODES.INVALID_PARAM, `${errors[0].field}: ${errors[0].message}`, { errors });
}
