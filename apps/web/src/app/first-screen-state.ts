// What the server hands over with a page it drew (src/ssr), in <script type="application/json"
// id="first-screen-state">: the answers the first screen was drawn from, the router's loader
// results, the text namespaces it used and the app's scripts the page needs. The browser's first
// render starts from them.
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

export interface FirstScreenState {
  queries: DehydratedState;
  router: HydrationState;
  namespaces: string[];
  /** The app's scripts for this page (its start, layout, page and texts), fetched in one go. */
  modules: string[];
}

/** The state of a page drawn by the server, or null for the app's empty page. */
export function readFirstScreenState(): FirstScreenState | null {
  const el = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as FirstScreenState;
  } catch {
    return null;
  }
}
