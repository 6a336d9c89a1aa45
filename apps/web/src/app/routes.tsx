// The one route table (spec 000 section 2, the foundation's share of it). Every page is a lazy
// chunk and passes the route guard. `standalone` pages render without the desktop shell (nav,
// footer); on mobile every page sits in the mobile layout. Later features add rows here.
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { guardLoader } from './guard';
import { RootLayout } from './layouts/RootLayout';
import type { RouteHandle } from './route-handle';
import { PageLoading } from '../components/PageLoading';
import { RouteError } from './routes/RouteError';
import { RedirectRoute } from './routes/RedirectRoute';
import { withAntd } from '../lib/with-antd';
import type { AntdPage } from './antd-pages';
import type { ConsolePage } from './console/pages';

type PageModule = Promise<{ default: ComponentType }>;

/** Routes that only redirect (their loader answers before anything renders). */
const Nothing = () => null;

export interface PageRoute {
  path: string;
  page: () => PageModule;
  standalone?: boolean;
  /** false: the page draws no antd component itself, so it is not wrapped in antd's ConfigProvider
   * (lib/with-antd) and its first load carries no antd. Pieces of it that use antd wrap themselves. */
  antd?: false;
}

const antdPage = (key: AntdPage) => () => import('./antd-pages').then((m) => m.antdPages[key]());

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: paths.home, page: () => import('../features/home/pages/HomePage'), antd: false },
  { path: paths.user, page: antdPage('user') },
  { path: paths.userInfo, page: antdPage('userInfo') },
  { path: paths.login, page: antdPage('login'), standalone: true },
  { path: paths.loginIndex, page: antdPage('login'), standalone: true },
  { path: paths.phoneLogin, page: antdPage('phoneLogin'), standalone: true },
  { path: paths.register, page: antdPage('register'), standalone: true },
  { path: paths.registerIndex, page: antdPage('register'), standalone: true },
  // Desktop: reset by code. Mobile: change password with a session, reset by code without.
  { path: paths.resetPass, page: antdPage('resetPass'), standalone: true },
  { path: paths.resetPassIndex, page: antdPage('resetPassIndex'), standalone: true },
  { path: paths.notFound, page: antdPage('notFound'), standalone: true },
  // Catalogue lists (spec 000 screens 2 and 3).
  { path: paths.institutional, page: () => import('../features/catalogue/pages/InstitutionalPage'), antd: false },
  { path: paths.majors, page: antdPage('majors') },
  // University, major, case, article and scholarship pages (spec 000 screens 4-11).
  { path: paths.institutionDetail, page: () => import('../features/uni-detail/pages/UniDetailPage'), antd: false },
  { path: paths.majorDetail, page: () => import('../features/major-detail/pages/MajorDetailPage'), antd: false },
  { path: paths.caseShare, page: antdPage('caseShare') },
  { path: paths.caseDetail, page: antdPage('caseDetail') },
  { path: paths.studyHelp, page: antdPage('studyHelp') },
  { path: paths.article, page: antdPage('article') },
  { path: paths.findScholarship, page: antdPage('findScholarship') },
  // My applications and the application detail (spec 001 section 2).
  { path: paths.myApply, page: antdPage('myApply') },
  { path: paths.applyDetail, page: antdPage('applyDetail') },
  // The 11-step application wizard (spec 001 sections 2-5).
  { path: paths.studentInfo, page: antdPage('studentInfo') },
  // Add schools to an existing student (spec 001 section 2), with the wizard's school editor.
  { path: paths.addApply, page: antdPage('addApply') },
  // The service contract (issue 12): signing with the fee dialog, the fee, the phone's contracts.
  { path: paths.signContract, page: antdPage('signContract') },
  { path: paths.serviceFee, page: antdPage('serviceFee') },
  { path: paths.contractInfo, page: antdPage('contractInfo') },
  // School matching (issue 13 section 2): both need a session (not in PUBLIC_PATHS).
  { path: paths.aiSchool, page: antdPage('aiSchool') },
  { path: paths.aiSchoolMethod, page: antdPage('aiSchoolMethod') },
  { path: paths.privacy, page: antdPage('policy') },
  { path: paths.terms, page: antdPage('policy') },
];

// The counsellors' workbench (/console, staff only): its own layout, guard and chunks, nothing of
// it in the portal's first load (the guard too is fetched with the area, and the area's imports
// live in app/console/pages.ts). Later content screens (universities, majors, cases, articles,
// dictionaries, imports, leads...) add rows here and entries to its side menu (features/console/menu.tsx).
const consolePages = () => import('./console/pages').then((m) => m.consolePages);

export const CONSOLE_ROUTES: readonly { path: string; page: ConsolePage }[] = [
  { path: 'applications', page: 'queue' },
  { path: 'applications/:stuId', page: 'view' },
  { path: 'settings/statuses', page: 'statuses' },
  { path: 'settings/countries', page: 'countries' },
  { path: 'leads', page: 'leads' },
  { path: 'catalogue/universities', page: 'universities' },
  { path: 'catalogue/universities/:uniId', page: 'university' },
  { path: 'catalogue/majors', page: 'majors' },
  { path: 'catalogue/majors/:majorId', page: 'major' },
  { path: 'imports', page: 'imports' },
  { path: 'error-reports', page: 'errorReports' },
  { path: 'dashboard', page: 'dashboard' },
  { path: 'users', page: 'users' },
  { path: 'audit', page: 'audit' },
  { path: 'payments', page: 'payments' },
  { path: 'content/cases', page: 'contentCases' },
  { path: 'content/cases/:id', page: 'contentCase' },
  { path: 'content/articles', page: 'contentArticles' },
  { path: 'content/articles/:id', page: 'contentArticle' },
  { path: 'content/banners', page: 'contentBanners' },
  { path: 'settings/dictionaries', page: 'dictionaries' },
];

function consoleRoute(): RouteObject {
  return {
    id: 'console',
    path: paths.console,
    HydrateFallback: () => <PageLoading full />,
    ErrorBoundary: RouteError,
    // The account does not change inside the area (logging out leaves it): one check on entry.
    shouldRevalidate: () => false,
    lazy: {
      loader: async () => (await (await consolePages()).guard()).consoleGuard,
      Component: async () => (await withAntd(async () => (await consolePages()).root())()).default,
    },
    children: [
      { index: true, loader: () => redirect(paths.consoleDashboard), Component: Nothing },
      ...CONSOLE_ROUTES.map((r): RouteObject => ({
        path: r.path,
        lazy: { Component: async () => (await (await consolePages())[r.page]()).default },
      })),
      { path: '*', loader: () => redirect(paths.consoleDashboard), Component: Nothing },
    ],
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: () => <PageLoading full />,
      ErrorBoundary: RouteError,
      children: [
        { index: true, loader: () => redirect(paths.home), Component: Nothing },
        ...PAGE_ROUTES.map((r): RouteObject => ({
          path: r.path,
          loader: guardLoader,
          handle: { standalone: r.standalone } satisfies RouteHandle,
          lazy: { Component: async () => (await (r.antd === false ? r.page : withAntd(r.page))()).default },
        })),
        // /redirect/<path>: re-enter a route (used to reload the current page in place).
        { path: `${paths.redirect}/*`, Component: RedirectRoute },
        { path: '*', loader: () => redirect(paths.notFound), Component: Nothing },
      ],
    },
    consoleRoute(),
  ];
}
