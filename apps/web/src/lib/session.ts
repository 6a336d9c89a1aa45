// What the browser knows about the session. The token is an HttpOnly cookie (student-token) the
// app cannot read; the server sets and clears the readable hint `student-session=1` with it.
import { SESSION_HINT_COOKIE } from '@portal/shared';
import { deleteCookie, getCookie } from './cookies';
import { queryClient } from './query-client';

export function hasSessionHint(): boolean {
  return getCookie(SESSION_HINT_COOKIE) === '1';
}

/** Forget the session on this side: the cookies we can reach and every cached answer. */
export function clearSessionLocal(): void {
  deleteCookie(SESSION_HINT_COOKIE);
  queryClient.clear();
}
