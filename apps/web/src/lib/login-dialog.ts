// Asks the shell to show the login dialog (desktop) or the login page (mobile). Features call
// openLoginDialog() without importing the auth feature; the app renders the host.
import { useSyncExternalStore } from 'react';

export type AuthView = 'login' | 'phoneLogin' | 'register' | 'reset';

export interface LoginDialogState {
  open: boolean;
  view: AuthView;
  /** Where to go after a successful login; undefined stays on the current page. */
  redirect?: string;
}

let state: LoginDialogState = { open: false, view: 'login' };
const listeners = new Set<() => void>();

function set(next: LoginDialogState): void {
  state = next;
  listeners.forEach((l) => l());
}

export function openLoginDialog(view: AuthView = 'login', redirect?: string): void {
  set({ open: true, view, redirect });
}

export function switchLoginView(view: AuthView): void {
  set({ ...state, view });
}

export function closeLoginDialog(): void {
  set({ ...state, open: false });
}

export const getLoginDialogState = (): LoginDialogState => state;

export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
