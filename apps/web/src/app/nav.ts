// The top navigation (desktop) and the mobile menu read this one table. Later features add rows;
// only pages that exist are listed. `menuPath` ties an entry to the server's menu tree
// (getRouters, applicationType 3): such an entry shows only when the tree holds that path.
import type { ParseKeys } from 'i18next';
import { paths } from '../config/paths';

export interface NavItem {
  key: string;
  path: string;
  label: ParseKeys<'common'>;
  /** Which entry is lit for the current address; by default the path without its query. */
  activeWhen?: (pathname: string, search: URLSearchParams) => boolean;
  /** Visitors without a session get the login dialog instead (spec: non-home items open login). */
  needsLogin?: boolean;
  menuPath?: string;
  /** A hover panel under the desktop entry: 'countries' lists the study countries (spec 000 screen 15). */
  panel?: 'countries';
}

/** The study stage of the 'costs' articles (dictionary jxj_article_type). */
export const COSTS_ARTICLE_TYPE = '7';
const onStudyHelp = (pathname: string) => pathname === paths.studyHelp;

/** The desktop top navigation (spec 000 screen 15), in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', path: paths.home, label: 'nav.home' },
  { key: 'institutional', path: paths.institutional, label: 'nav.institutional', panel: 'countries' },
  { key: 'majors', path: paths.majors, label: 'nav.majors' },
  // School matching reads the student's profile: it needs a session.
  {
    key: 'aiSchool',
    path: paths.aiSchool,
    label: 'nav.aiSchool',
    needsLogin: true,
    activeWhen: (p) => p === paths.aiSchool || p === paths.aiSchoolMethod,
  },
  {
    key: 'costs',
    path: `${paths.studyHelp}?type=help&articleType=${COSTS_ARTICLE_TYPE}`,
    label: 'nav.costs',
    activeWhen: (p, q) => onStudyHelp(p) && q.get('articleType') === COSTS_ARTICLE_TYPE,
  },
  // Lists are open to visitors without a session (spec 000 section 6); case details and articles ask for login.
  { key: 'caseShare', path: paths.caseShare, label: 'nav.caseShare' },
  {
    key: 'studyHelp',
    path: `${paths.studyHelp}?type=help`,
    label: 'nav.studyHelp',
    activeWhen: (p, q) => onStudyHelp(p) && q.get('articleType') !== COSTS_ARTICLE_TYPE,
  },
  { key: 'findScholarship', path: paths.findScholarship, label: 'nav.scholarships' },
  // Spec 000 screen 15 (top nav 'my applications').
  { key: 'myApply', path: paths.myApply, label: 'nav.myApply', needsLogin: true },
];

/**
 * The mobile menu (spec 000 section 2): apply abroad (home), AI school selection, university search,
 * case sharing, my scholarship. The lists open without a session, as their typed addresses do; AI
 * school selection and my scholarship ask for login.
 */
export const MOBILE_NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', path: paths.home, label: 'mnav.home' },
  { key: 'aiSchool', path: paths.aiSchool, label: 'mnav.aiSchool', needsLogin: true },
  { key: 'institutional', path: paths.institutional, label: 'mnav.institutional' },
  { key: 'caseShare', path: paths.caseShare, label: 'mnav.caseShare' },
  { key: 'myApply', path: paths.myApply, label: 'mnav.myApply', needsLogin: true },
];

export function isNavActive(item: NavItem, pathname: string, search: URLSearchParams): boolean {
  if (item.activeWhen) return item.activeWhen(pathname, search);
  return pathname === item.path.split('?')[0];
}

export function visibleNavItems(items: readonly NavItem[], menuPaths: ReadonlySet<string> | undefined): NavItem[] {
  return items.filter((i) => !i.menuPath || (menuPaths?.has(i.menuPath) ?? false));
}
