// Online consultation's dialogs (lib/consult): the country dialog and the consult popup, loaded on
// first use. Also times the popup 5 s after a login, once per login, on whatever page the user is.
import { lazy, Suspense, useEffect } from 'react';
import { useCurrentUser } from '../../lib/auth';
import { clearConsultPopup, consultPopupDue, openConsultPopup, useConsultState } from '../../lib/consult';
import { withAntd } from '../../lib/with-antd';
import { antdPiece } from '../antd-piece';

const ConsultDialogs = lazy(withAntd(antdPiece('consultDialogs')));

function useConsultPopupAfterLogin(loggedIn: boolean) {
  useEffect(() => {
    const due = consultPopupDue();
    if (!loggedIn || due === null) return;
    const timer = window.setTimeout(
      () => {
        clearConsultPopup();
        openConsultPopup({ kind: 'afterLogin' });
      },
      Math.max(0, due - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [loggedIn]);
}

export function ConsultHost() {
  const state = useConsultState();
  const { loggedIn } = useCurrentUser();
  useConsultPopupAfterLogin(loggedIn);
  if (!state.used) return null;
  return (
    <Suspense fallback={null}>
      <ConsultDialogs />
    </Suspense>
  );
}
