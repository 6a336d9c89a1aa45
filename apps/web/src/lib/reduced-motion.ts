// The visitor's "reduce motion" setting (prefers-reduced-motion), followed while the page is open.
// antd's components (dialogs zooming, drawers sliding, messages and menus moving in) and the home
// page's slides stand still for a visitor who asked for it.
import { useSyncExternalStore } from 'react';

let list: MediaQueryList | null | undefined;
/** The media query's list, made once (none where there is no window, as in the server's rendering). */
const media = () =>
  list !== undefined
    ? list
    : (list =
        typeof window !== 'undefined' && typeof window.matchMedia === 'function'
          ? window.matchMedia('(prefers-reduced-motion: reduce)')
          : null);

function subscribe(onChange: () => void) {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}
const current = () => media()?.matches ?? false;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
