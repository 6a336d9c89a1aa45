// The privacy feature's consent gate (features/privacy/components/PolicyConsentGate), mounted once
// beside the router: a lazy chunk fetched only where a session may exist (while user info is on its
// way, so that the gate asks as soon as the account is known), never for a visitor without one.
// Nothing on the first render of the browser (hydration).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser, usePreloadWhileSignedIn } from '../lib/auth';

const loadGate = () => import('../features/privacy/components/PolicyConsentGate').then((m) => ({ default: m.PolicyConsentGate }));
const PolicyConsentGate = lazy(loadGate);

export function ConsentGate() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { loggedIn } = useCurrentUser();
  usePreloadWhileSignedIn(loadGate);
  if (!mounted || !loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <PolicyConsentGate />
    </Suspense>
  );
}
