// Actions that need a session (spec 000 screen 1 and section 6): search, country lists, cases,
// articles, favourites, consultation. Without a session the login dialog opens (on mobile the login
// page), with the target as redirect so that logging in continues where the visitor was going.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PUBLIC_PATHS, paths } from '../config/paths';
import { useCurrentUser } from './auth';
import { openConsultPopup } from './consult';
import { openLoginDialog } from './login-dialog';

/** The route part of an in-app path ('/Institutional?countryIds=1' → '/Institutional'). */
export const routeOf = (path: string) => path.split(/[?#]/, 1)[0];

/**
 * Asks a visitor without a session to log in before going to `redirect`: the login dialog, or for a
 * case the consult popup (spec 000 screen 7: case details need login, 'otherwise the consult popup').
 */
export function askLogin(redirect?: string): void {
  if (redirect && routeOf(redirect) === paths.caseDetail) openConsultPopup({ kind: 'case', redirect });
  else openLoginDialog('login', redirect);
}

/** Whether the route guard lets a visitor without a session open this path. */
export const isPublicPath = (path: string) => PUBLIC_PATHS.includes(routeOf(path));

export function useLoginGate() {
  const { loggedIn } = useCurrentUser();
  const navigate = useNavigate();

  /** Runs the action with a session; otherwise asks for login (then goes to `redirect` when given). */
  const requireLogin = useCallback(
    (action: () => void, redirect?: string) => {
      if (loggedIn) action();
      else askLogin(redirect);
    },
    [loggedIn],
  );

  /** Goes to a path only with a session (a search, a country list). */
  const goWithLogin = useCallback((path: string) => requireLogin(() => navigate(path), path), [requireLogin, navigate]);

  /** Goes to a path, asking for login first only when its route is not public. */
  const go = useCallback((path: string) => (loggedIn || isPublicPath(path) ? navigate(path) : askLogin(path)), [loggedIn, navigate]);

  return { loggedIn, requireLogin, goWithLogin, go };
}
