// Asks the shell to show the login dialog (desktop) or the login page (mobile). Features call
// openLoginDialog() without importing the auth feature; the app renders the host.
// An action that asked for the login (apply now) may leave what to do once logged in: the shell
// runs it when the visitor is back on the page it started from with a session
// (useResumeAfterLogin). Another login request, or closing the dialog, drops it.
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

/** What to do after a login, on the page (path and query) that asked for it. */
export interface AfterLogin {
  from: string;
  run: (navigate: (to: string) => void) => void;
}

let afterLogin: AfterLogin | null = null;

export function openLoginDialog(view: AuthView = 'login', redirect?: string, after?: AfterLogin): void {
  afterLogin = after ?? null;
  set({ open: true, view, redirect });
}

/** The visitor closed the dialog without logging in: nothing is left to continue. */
export function cancelLoginDialog(): void {
  afterLogin = null;
  closeLoginDialog();
}

/** The action left for after the login, handed over once (then forgotten). */
export function takeAfterLogin(): AfterLogin | null {
  const a = afterLogin;
  afterLogin = null;
  return a;
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
    () => state,
  );
}
