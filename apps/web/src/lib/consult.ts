// Online consultation's entry points (spec 000 sections 2 screen 15 and 4): every consult button asks
// for it through useConsult(). Without a session the login dialog opens (the login page on phones)
// and the consultation goes on once logged in on the same page; with one the country dialog
// ('Select consultation country') opens, with the page's country chosen when it has one. The dialog
// and the consult popup are drawn by ConsultHost, which loads them on first use: a page with consult
// buttons carries none of it.
// The consult popup: 5 s after a login (once per login, whatever page the user is on then), and
// for a visitor without a session who opens a case (instead of the login dialog).
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { CONSULT_POPUP_DELAY_MS } from '@portal/shared';
import { useCurrentUser } from './auth';
import { openLoginDialog } from './login-dialog';

/** What the page asks about: a country (type 0), a university of it (1) or one of its majors (2). */
export interface ConsultSubject {
  countryId?: string | null;
  uniId?: number | null;
  uniEnName?: string | null;
  majorName?: string | null;
}

export interface ConsultState {
  /** The country dialog, with what it was opened for; null: closed. */
  dialog: { subject: ConsultSubject; seq: number } | null;
  /** The consult popup: after a login, or for a case a visitor without a session opened. */
  popup: { kind: 'afterLogin' } | { kind: 'case'; redirect: string } | null;
  /** Whether the host has anything to draw yet (it loads the dialogs on first use). */
  used: boolean;
}

let state: ConsultState = { dialog: null, popup: null, used: false };
let seq = 0;
const listeners = new Set<() => void>();
function set(next: Partial<ConsultState>) {
  state = { ...state, ...next, used: true };
  listeners.forEach((l) => l());
}

export function openConsultDialog(subject: ConsultSubject = {}): void {
  set({ dialog: { subject, seq: ++seq }, popup: null });
}
export function closeConsultDialog(): void {
  set({ dialog: null });
}
export function openConsultPopup(popup: NonNullable<ConsultState['popup']>): void {
  set({ popup });
}
export function closeConsultPopup(): void {
  set({ popup: null });
}

export function useConsultState(): ConsultState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

/** The consult action of a button: login first without a session, then the country dialog. */
export function useConsult() {
  const { loggedIn } = useCurrentUser();
  const { pathname, search } = useLocation();
  return (subject: ConsultSubject = {}) => {
    if (loggedIn) return openConsultDialog(subject);
    const from = pathname + search;
    openLoginDialog('login', from, { from, run: () => openConsultDialog(subject) });
  };
}

const POPUP_KEY = 'consultPopupAt';

/** A login (or register) just succeeded: the consult popup is due 5 s from now, once. */
export function markLoginForConsultPopup(): void {
  try {
    sessionStorage.setItem(POPUP_KEY, String(Date.now() + CONSULT_POPUP_DELAY_MS));
  } catch {
    /* storage unavailable: no popup */
  }
}

/** When the popup of the last login is due (ms since epoch), or null when none is pending. */
export function consultPopupDue(): number | null {
  try {
    const v = Number(sessionStorage.getItem(POPUP_KEY));
    return v > 0 ? v : null;
  } catch {
    return null;
  }
}

/** The popup was shown (or the session ended): not again until the next login. */
export function clearConsultPopup(): void {
  try {
    sessionStorage.removeItem(POPUP_KEY);
  } catch {
    /* nothing kept */
  }
}
