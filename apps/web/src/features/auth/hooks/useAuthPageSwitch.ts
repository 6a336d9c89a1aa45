// On the account pages, the links between login, code login, register and reset are page changes
// (desktop pages or their mobile *Index twins), keeping the redirect target.
import { useNavigate, useSearchParams } from 'react-router';
import { paths, withRedirect } from '../../../config/paths';
import { useIsMobile } from '../../../lib/device';
import type { AuthView } from '../../../lib/login-dialog';
import { safeRedirect } from '../../../lib/redirect';

const DESKTOP: Record<AuthView, string> = {
  login: paths.login,
  phoneLogin: paths.phoneLogin,
  register: paths.register,
  reset: paths.resetPass,
};
const MOBILE: Record<AuthView, string> = {
  login: paths.loginIndex,
  phoneLogin: paths.phoneLogin,
  register: paths.registerIndex,
  reset: paths.resetPassIndex,
};

export function useAuthPageSwitch() {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  return (view: AuthView) => navigate(withRedirect((mobile ? MOBILE : DESKTOP)[view], redirect), { replace: true });
}
