// Shows the login dialog when a screen asks for it (openLoginDialog). On mobile there is no
// dialog: the matching mobile page opens instead, keeping the redirect target.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, withRedirect } from '../../config/paths';
import { useIsMobile } from '../../lib/device';
import { closeLoginDialog, useLoginDialog, type AuthView } from '../../lib/login-dialog';
import { withAntd } from '../../lib/with-antd';
import { antdPiece } from '../antd-piece';

const LoginDialog = lazy(withAntd(antdPiece('loginDialog')));

const MOBILE_PAGE: Record<AuthView, string> = {
  login: paths.loginIndex,
  phoneLogin: paths.phoneLogin,
  register: paths.registerIndex,
  reset: paths.resetPassIndex,
};

export function LoginDialogHost() {
  const state = useLoginDialog();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const location = useLocation();
  const [used, setUsed] = useState(false);

  useEffect(() => {
    if (!state.open) return;
    if (mobile) {
      closeLoginDialog();
      navigate(withRedirect(MOBILE_PAGE[state.view], state.redirect ?? location.pathname + location.search));
    } else {
      setUsed(true);
    }
  }, [state, mobile, navigate, location]);

  if (!used || mobile) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
