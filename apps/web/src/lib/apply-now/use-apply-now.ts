// The apply entry points (university and major pages, university cards, the floating button): the
// login dialog without a session; otherwise the runner (loaded on the first click, so the pages that
// show the buttons carry none of it) asks the server and goes where its answer leads.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../auth';
import { openLoginDialog } from '../login-dialog';

type Run = (m: typeof import('./run-apply'), navigate: (to: string) => void) => Promise<void>;

export function useApplyNow() {
  const { loggedIn } = useCurrentUser();
  const navigate = useNavigate();
  const [applying, setApplying] = useState(false);
  const run = (how: Run) => {
    if (!loggedIn) return openLoginDialog('login');
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
