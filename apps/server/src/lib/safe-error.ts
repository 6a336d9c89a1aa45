// What an error may say in the logs. A failed SQL statement carries its parameters (names, phones,
// emails, addresses) in the driver's error and in its message: the log gets the statement, the
// SQLSTATE code and the constraint or column names, never the values.
const QUOTED = /"[^"]*"|'[^']*'|\([^()]*\)=\([^()]*\)/g;

interface DbErrorLike {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  message?: unknown;
}

const frames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 8)
    .join('\n');

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The SQLSTATE of a database error, wherever the driver or Drizzle put it. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = str(e?.cause?.code) ?? str(e?.code);
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  [k: string]: unknown;
}

export function safeError(err: unknown): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err).replace(QUOTED, '?'), stack: '' };
  const e = err as Error & { query?: unknown; params?: unknown; cause?: unknown; statusCode?: unknown; code?: unknown };
  if (typeof e.query === 'string' || e.params !== undefined) {
    // Drizzle's wrapper: its message repeats the parameters.
    const cause = (e.cause ?? {}) as DbErrorLike;
    return {
      type: 'DatabaseError',
      message: 'database statement failed',
      code: sqlState(e),
      statement: typeof e.query === 'string' ? e.query.slice(0, 2000) : undefined,
      constraint: str(cause.constraint),
      table: str(cause.table),
      column: str(cause.column),
      reason: str(cause.message)?.replace(QUOTED, '?'),
      stack: frames(e.stack) ?? '',
    };
  }
  const state = sqlState(e);
  return {
    type: e.name,
    message: state ? e.message.replace(QUOTED, '?') : e.message,
    code: typeof e.code === 'string' ? e.code : undefined,
    statusCode: typeof e.statusCode === 'number' ? e.statusCode : undefined,
    // The first line of a stack repeats the message: only the frames are kept for database errors.
    stack: (state ? frames(e.stack) : e.stack) ?? '',
  };
}
