// The visitor's "reduce motion" setting (prefers-reduced-motion), followed while the page is open.
// antd's components (dialogs zooming, drawers sliding, messages and menus moving in) stand still for
// a visitor who asked for it, as the home page's slides and ticker already do.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}
const current = () => media()?.matches ?? false;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
