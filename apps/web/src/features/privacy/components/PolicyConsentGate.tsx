// The consent gate (issue 15), mounted beside the router for a signed-in account only (the app
// loads this module then, app/consent-gate.tsx): while the account has not agreed to the current
// privacy policy or terms (registered by a client that did not ask, or a text got a new version), a
// blocking dialog lists the texts with links; the choices are agree or log out. Staff accounts are
// asked too. The dialog (with antd) is loaded only when something is pending; the policy pages
// themselves are never covered, so they stay readable.
import { lazy, Suspense } from 'react';
import { paths } from '../../../config/paths';
import { withAntd } from '../../../lib/with-antd';
import { useConsentStatus } from '../api/consents';

const ConsentGateDialog = lazy(withAntd(() => import('../pages/ConsentGateDialog')));

const UNGATED: readonly string[] = [paths.privacy, paths.terms];

export function PolicyConsentGate() {
  const status = useConsentStatus();
  if (!status.data?.pending.length) return null;
  if (UNGATED.includes(window.location.pathname.toLowerCase())) return null;
  return (
    <Suspense fallback={null}>
      <ConsentGateDialog pending={status.data.pending} />
    </Suspense>
  );
}
