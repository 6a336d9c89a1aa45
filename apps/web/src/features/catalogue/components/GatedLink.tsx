// A link to a page of the catalogue. When the target's route needs a session and there is none,
// the login dialog opens instead and leads there after login (the guard would otherwise move the
// visitor to the home page).
import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';
import { isPublicPath } from '../../../lib/login-gate';
import { openLoginDialog } from '../../../lib/login-dialog';

export function GatedLink({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { loggedIn } = useCurrentUser();
  return (
    <Link
      to={to}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (!loggedIn && !isPublicPath(to) && !e.defaultPrevented) {
          e.preventDefault();
          openLoginDialog('login', to);
        }
      }}
    />
  );
}
