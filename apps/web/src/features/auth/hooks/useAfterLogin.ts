// After login, register or reset: load the user, then go to the redirect target (or /home); the
// consult popup is due 5 s later.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { menusKey, userInfoQuery } from '../../../lib/auth';
import { markLoginForConsultPopup } from '../../../lib/consult';
import { safeRedirect } from '../../../lib/redirect';

export function useAfterLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  return async ({ target, stay = false }: { target?: string; stay?: boolean } = {}) => {
    // The consult popup comes 5 s after each login (spec 000 screen 15), once.
    markLoginForConsultPopup();
    await queryClient.invalidateQueries({ queryKey: menusKey });
    try {
      await queryClient.fetchQuery({ ...userInfoQuery, staleTime: 0 });
    } catch {
      /* the shell shows the logged-out state; the next guarded route asks again */
    }
    const to = safeRedirect(target) ?? safeRedirect(params.get('redirect'));
    if (to) navigate(to, { replace: true });
    else if (!stay) navigate(paths.home, { replace: true });
  };
}
