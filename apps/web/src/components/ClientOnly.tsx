// Parts that only the browser draws (lazy antd pieces, floating buttons): the server's page and the
// browser's first render (hydration) show `fallback`, the browser then swaps in the children. The
// switch re-renders only this component, not the page around it.
import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <>{live ? children : fallback}</>;
}
