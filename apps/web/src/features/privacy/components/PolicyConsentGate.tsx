// The consent gate (issue 15), mounted once beside the router (app/boot.tsx): while an account is
// signed in and has not agreed to the current privacy policy or terms (registered by a client that
// did not ask, or a text got a new version), a blocking dialog lists the texts with links; the
// choices are agree or log out. Staff accounts are asked too. The dialog (with antd) is loaded only
// when something is pending; the policy pages themselves are never covered, so they stay readable.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ConsentStatus } from '@portal/shared';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { withAntd } from '../../../lib/with-antd';

// The status query lives here, not in api/consents (which re-exports it): this file is in the
// app's first load, the rest of the consents' calls are not.
export const consentStatusKey = ['privacy', 'consent-status'] as const;

export function useConsentStatus(enabled: boolean) {
  return useQuery({
    queryKey: consentStatusKey,
    queryFn: () => api.get<ConsentStatus>('/privacy/consents/status', {}, { quiet: true }),
    enabled,
    staleTime: Infinity,
  });
}

const ConsentGateDialog = lazy(withAntd(() => import('../pages/ConsentGateDialog')));

const UNGATED: readonly string[] = [paths.privacy, paths.terms];

export function PolicyConsentGate() {
  // Nothing on the server's render nor on the first render of the browser (hydration).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { loggedIn } = useCurrentUser();
  const status = useConsentStatus(mounted && loggedIn);
  if (!mounted || !loggedIn || !status.data?.pending.length) return null;
  if (UNGATED.includes(window.location.pathname.toLowerCase())) return null;
  return (
    <Suspense fallback={null}>
      <ConsentGateDialog pending={status.data.pending} />
    </Suspense>
  );
}
