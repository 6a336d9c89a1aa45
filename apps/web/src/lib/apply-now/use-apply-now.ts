// The apply entry points (university and major pages, university cards, the floating button): the
// login dialog without a session (the login page on phones), after which the same apply goes on
// from the page it started on; otherwise the runner (loaded on the first click, so the pages that
// show the buttons carry none of it) asks the server and goes where its answer leads.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../auth';
import { openLoginDialog } from '../login-dialog';

type Run = (m: typeof import('./run-apply'), navigate: (to: string) => void) => Promise<void>;

export function useApplyNow() {
  const { loggedIn } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [applying, setApplying] = useState(false);
  const run = (how: Run) => {
    if (!loggedIn) {
      // Back to this page after logging in (or registering), where the apply continues.
      const from = pathname + search;
      return openLoginDialog('login', from, { from, run: (go) => void import('./run-apply').then((m) => how(m, go)) });
    }
    if (applying) return;
    setApplying(true);
    import('./run-apply').then((m) => how(m, (to) => navigate(to))).finally(() => setApplying(false));
  };
  return {
    applying,
    /** Apply from a university (and major) page or card: apply/uni. */
    applyUni: (uniId: number, majorId?: number) => run((m, go) => m.runApplyUni(uniId, majorId, go)),
    /** The floating apply button: apply/situation. */
    applySituation: () => run((m, go) => m.runApplySituation(go)),
  };
}
