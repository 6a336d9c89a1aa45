// The one table of route paths (spec 000 section 2). Later features add their paths here.
export const paths = {
  root: '/',
  home: '/home',
  /** Personal centre, query menuItem: 1 basic info, 2 my contracts, 3 change password, 4 my favourites, 5 privacy & my data. */
  user: '/user',
  login: '/login',
  phoneLogin: '/phoneLogin',
  register: '/register',
  resetPass: '/resetPass',
  notFound: '/404',
  redirect: '/redirect',
  // Mobile entries.
  loginIndex: '/loginIndex',
  registerIndex: '/registerIndex',
  resetPassIndex: '/resetPassIndex',
  userInfo: '/userInfo',
  // Catalogue lists (spec 000 screens 2 and 3): query countryIds, countryName; majors query of section 2.
  institutional: '/Institutional',
  majors: '/majors',
  // University, major, case and article pages (spec 000 screens 4-11; spellings as given).
  institutionDetail: '/Instiutiondetail',
  majorDetail: '/majordetail',
  caseShare: '/caseShare',
  caseDetail: '/caseDetail',
  article: '/article',
  studyHelp: '/studyHelp',
  findScholarship: '/findScholarship',
  // Applications (spec 001 section 2): my applications (query none), application detail (query id,
  // comment). studentInfo is the wizard's route (query of spec 000 section 2); addApply is a target
  // of apply-now.
  myApply: '/myApply',
  applyDetail: '/applyDetail',
  studentInfo: '/studentInfo',
  addApply: '/addApply',
  // The service contract (spec 001 sections 2 and 4; issue 12): the agreement with the signature and
  // the fee dialog (query stuId, optional: else the file waiting for a signature), the fee of the
  // signed contract (a mobile route, drawn on desktop too) and the phone's 'my contracts' (desktop:
  // /user?menuItem=2).
  signContract: '/signContract',
  serviceFee: '/serviceFee',
  contractInfo: '/contractInfo',
  // School matching (issue 13 section 2; the spec's mobile menu names it 'AI school selection'):
  // the profile form with reach, match and safety programmes, and how the chances are estimated.
  aiSchool: '/aiSchool',
  aiSchoolMethod: '/aiSchool/method',
  // The counsellors' workbench (staff only, its own layout and guard): the application queue, one
  // application (/console/applications/:stuId), the next-step settings of the statuses.
  console: '/console',
  consoleApplications: '/console/applications',
  consoleStatuses: '/console/settings/statuses',
  /** Each study country's currency, course-link rule, applications, contract class and chat link; the reference rates. */
  consoleCountries: '/console/settings/countries',
  /** The consultation leads (online consultation requests) for counsellors to follow up. */
  consoleLeads: '/console/leads',
  /** Operations: the dashboard (the console's first screen), users, the audit log, contracts and payments. */
  consoleDashboard: '/console/dashboard',
  consoleUsers: '/console/users',
  consoleAudit: '/console/audit',
  consolePayments: '/console/payments',
  /** Content screens: admitted-student cases (with the verified flag), articles, home banners; the dictionaries. */
  consoleContentCases: '/console/content/cases',
  consoleContentArticles: '/console/content/articles',
  consoleContentBanners: '/console/content/banners',
  consoleDictionaries: '/console/settings/dictionaries',
  /** The catalogue's universities (with their faculties) and programmes, edited by staff. */
  consoleUniversities: '/console/catalogue/universities',
  consoleImports: '/console/imports',
  consoleErrorReports: '/console/error-reports',
  consoleMajors: '/console/catalogue/majors',
  /** The privacy policy and the terms of service (issue 15), public; ?version= an earlier version. */
  privacy: '/privacy',
  terms: '/terms',
} as const;

/**
 * Reachable without a session. The spec's public set is /home, /loginIndex, /registerIndex and
 * /resetPassIndex; the desktop's standalone account pages and the not-found page are added, as
 * they exist for visitors without a session (see apps/web/README.md).
 */
export const PUBLIC_PATHS: readonly string[] = [
  paths.home,
  paths.loginIndex,
  paths.registerIndex,
  paths.resetPassIndex,
  paths.login,
  paths.phoneLogin,
  paths.register,
  paths.resetPass,
  paths.notFound,
  // Catalogue lists are browsable without a session (spec 000 section 6); searching needs one.
  paths.institutional,
  paths.majors,
  // Browsing without a session (spec 000 section 6): lists and details; case details and articles need login.
  paths.institutionDetail,
  paths.majorDetail,
  paths.caseShare,
  paths.studyHelp,
  paths.findScholarship,
  // The policy texts are read before registering (issue 15).
  paths.privacy,
  paths.terms,
];

export type UserMenuItem = '1' | '2' | '3' | '4' | '5';
export const userCenterPath = (menuItem: UserMenuItem) => `${paths.user}?menuItem=${menuItem}`;

export const withRedirect = (path: string, redirect: string | undefined) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

const withQuery = (path: string, query: Record<string, string | number | undefined | null>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};
export const uniDetailPath = (uniId: number | string) => withQuery(paths.institutionDetail, { uniId });
export const majorDetailPath = (majorId: number | string) => withQuery(paths.majorDetail, { majorId });
export const caseSharePath = (uniName?: string) => withQuery(paths.caseShare, { uniName });
export const caseDetailPath = (c: { stuId: number | string; uniId?: number | string; uniName?: string | null }) =>
  withQuery(paths.caseDetail, { stuId: c.stuId, uniId: c.uniId, uniName: c.uniName });
export const articlePath = (articleId: number | string) => withQuery(paths.article, { articleId, type: 'help' });
export const institutionalPath = (query: Record<string, string | number | undefined | null> = {}) => withQuery(paths.institutional, query);
export const consoleApplicationPath = (stuId: number | string) => `${paths.consoleApplications}/${stuId}`;
