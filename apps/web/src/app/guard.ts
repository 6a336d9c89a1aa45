// Route guard of spec 000 section 2, run as the loader of every guarded route.
// - With the session hint: /home loads user info (in the background); other routes proceed when
//   user info is held, else load it, and on failure reset the session and go to /home?redirect=.
// - Without it: only the public paths; desktop goes to /home with the login dialog, mobile to /loginIndex.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PUBLIC_PATHS, paths, withRedirect } from '../config/paths';
import { userInfoQuery } from '../lib/auth';
import { isMobileNow } from '../lib/device';
import { toast } from '../lib/feedback';
import { i18n } from '../lib/i18n';
import { askLogin } from '../lib/login-gate';
import { queryClient } from '../lib/query-client';
import { hasSessionHint } from '../lib/session';

export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  const path = url.pathname;
  const fullPath = path + url.search;

  if (hasSessionHint()) {
    if (path === paths.home) {
      void queryClient.prefetchQuery(userInfoQuery);
      return null;
    }
    if (queryClient.getQueryData(userInfoQuery.queryKey)) return null;
    try {
      await queryClient.fetchQuery(userInfoQuery);
      return null;
    } catch {
      // userInfoQuery already reset the session when the server refused it.
      toast.warning(i18n.t('common:session.verifyFailed'));
      return redirect(withRedirect(paths.home, fullPath));
    }
  }

  if (PUBLIC_PATHS.includes(path)) return null;
  if (isMobileNow()) return redirect(withRedirect(paths.loginIndex, fullPath));
  // The login dialog over /home (a case: the consult popup, spec 000 screen 7).
  askLogin(fullPath);
  return redirect(withRedirect(paths.home, fullPath));
}
