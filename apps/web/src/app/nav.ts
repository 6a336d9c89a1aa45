// The top navigation (desktop) and the mobile menu read this one table. Later features add rows;
// only pages that exist are listed. `menuPath` ties an entry to the server's menu tree
// (getRouters, applicationType 3): such an entry shows only when the tree holds that path.
import type { ParseKeys } from 'i18next';
import { paths } from '../config/paths';

export interface NavItem {
  key: string;
  path: string;
  label: ParseKeys<'common'>;
  /** Visitors without a session get the login dialog instead (spec: non-home items open login). */
  needsLogin?: boolean;
  menuPath?: string;
  /** Not in the mobile menu (spec 000 section 2 lists the mobile menu's own entries). */
  desktopOnly?: boolean;
  /** A hover panel under the desktop entry: 'countries' lists the study countries (spec 000 screen 15). */
  panel?: 'countries';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', path: paths.home, label: 'nav.home' },
  { key: 'institutional', path: paths.institutional, label: 'nav.institutional', panel: 'countries' },
  { key: 'majors', path: paths.majors, label: 'nav.majors' },
  // Lists are open to visitors without a session (spec 000 section 6); case details and articles ask for login.
  { key: 'caseShare', path: paths.caseShare, label: 'nav.caseShare' },
  { key: 'studyHelp', path: `${paths.studyHelp}?type=help`, label: 'nav.studyHelp', desktopOnly: true },
  { key: 'findScholarship', path: paths.findScholarship, label: 'nav.scholarships', desktopOnly: true },
  // Spec 000 screen 15 (top nav 'my applications') and section 2 (mobile menu 'my scholarship (myApply)').
  { key: 'myApply', path: paths.myApply, label: 'nav.myApply', needsLogin: true },
];

export function visibleNavItems(items: readonly NavItem[], menuPaths: ReadonlySet<string> | undefined): NavItem[] {
  return items.filter((i) => !i.menuPath || (menuPaths?.has(i.menuPath) ?? false));
}
