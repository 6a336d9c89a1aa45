// Which failures mean "the database connection is gone" (terminated, refused, reset, timed out)
// rather than "this statement is wrong", and which statements may safely run a second time.

/** SQLSTATEs of a lost or refused connection: class 08, and the server shutting down or starting. */
const STATES = /^(08...|57P0[1-3])$/;
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** Marks an error raised while taking a connection from the pool (nothing was sent on it). */
export const CONNECT_FAILED = Symbol('connectFailed');

/** Whether an error (or the error Drizzle wrapped) is a lost, refused or unavailable connection. */
export function isConnectionError(err: unknown): boolean {
  for (let e = err as Record<PropertyKey, unknown> | undefined, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e[CONNECT_FAILED]) return true;
    const code = typeof e.code === 'string' ? e.code : '';
    if (STATES.test(code) || NODE_CODES.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (MESSAGES.some((m) => message.startsWith(m))) return true;
    // AggregateError of a connect to several addresses (localhost: ::1 and 127.0.0.1).
    if (Array.isArray(e.errors) && e.errors.some((x) => isConnectionError(x))) return true;
    e = e.cause as Record<PropertyKey, unknown> | undefined;
  }
  return false;
}

/**
 * Whether a statement only reads, so that running it again after a lost connection changes
 * nothing: a single SELECT that takes no row locks, calls no sequence or lock functions and
 * creates no table. Anything else (writes, WITH, SELECT INTO, locking reads) is never repeated.
 */
export function isRetryableRead(text: string): boolean {
  if (!/^\s*select\b/i.test(text)) return false;
  return !/\b(for\s+(update|share|no\s+key\s+update|key\s+share)|into|nextval|setval|pg_advisory\w*|pg_notify|set_config|txid_current|pg_terminate_backend|pg_cancel_backend|dblink\w*)\b/i.test(
    text,
  );
}
