// Continues the action a login was asked for (lib/login-dialog AfterLogin), once: when a session
// is there and the visitor is back on the page the action started from, after the dialog (desktop)
// or the login and register pages (phones, which come back through ?redirect=). Logged in anywhere
// else, the action is dropped rather than run later by surprise.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useCurrentUser } from './auth';
import { takeAfterLogin } from './login-dialog';

/** Where a visitor logs in or registers: the action waits until they come back from there. */
const LOGIN_PAGES: readonly string[] = [
  paths.login,
  paths.phoneLogin,
  paths.register,
  paths.resetPass,
  paths.loginIndex,
  paths.registerIndex,
  paths.resetPassIndex,
];

export function useResumeAfterLogin(): void {
  const { loggedIn } = useCurrentUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loggedIn || LOGIN_PAGES.includes(pathname)) return;
    const after = takeAfterLogin();
    if (after && after.from === pathname + search) after.run((to) => navigate(to));
  }, [loggedIn, pathname, search, navigate]);
}
