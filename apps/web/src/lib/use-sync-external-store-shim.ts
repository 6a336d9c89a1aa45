// react-i18next imports the use-sync-external-store shim, written for React versions before 18; the
// build points it here, at React's own hook (React 19), which leaves the shim's fallback out.
export { useSyncExternalStore } from 'react';
