// The workbench's own route guard (the loader of /console, fetched with the area, never with the
// portal's pages): no session → the portal's login page with the way back; a session whose account
// is not staff (clerk or admin) → the area's 403 page (the layout draws it from this answer); staff
// → through. The server checks the role on every /api/console call as well.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isStaff } from '@portal/shared';
import { paths, withRedirect } from '../../config/paths';
import { userInfoQuery } from '../../lib/auth';
import { isMobileNow } from '../../lib/device';
import { queryClient } from '../../lib/query-client';
import { hasSessionHint } from '../../lib/session';

export type ConsoleAccess = { access: 'staff'; admin: boolean } | { access: 'forbidden' };

export async function consoleGuard({ request }: LoaderFunctionArgs): Promise<ConsoleAccess | Response> {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  // Phones and tablets below the desktop width sign in on the mobile login page.
  const login = () => redirect(withRedirect(isMobileNow() ? paths.loginIndex : paths.login, back));
  if (!hasSessionHint()) return login();
  let info = queryClient.getQueryData(userInfoQuery.queryKey);
  if (!info) {
    try {
      info = await queryClient.fetchQuery(userInfoQuery);
    } catch (e) {
      // A session the server refused (userInfoQuery has reset it, hint and all): sign in again. A
      // network failure keeps the session and shows the area's error page with a retry.
      if (!hasSessionHint()) return login();
      throw e;
    }
  }
  const roles = info.roles;
  if (!isStaff(roles)) return { access: 'forbidden' };
  return { access: 'staff', admin: roles.includes('admin') };
}
