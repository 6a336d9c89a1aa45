// The lazy imports of the workbench (its root, guard and screens), apart from the route table: each
// names the antd chunks its module needs, lists the portal's first load would otherwise carry
// (as app/antd-pages.ts does for the portal's antd pages). This module is fetched on entering /console.
export const consolePages = {
  guard: () => import('../../features/console/guard'),
  root: () => import('./ConsoleRoot'),
  queue: () => import('../../features/console/applications/QueuePage'),
  view: () => import('../../features/console/applications/ApplicationViewPage'),
  statuses: () => import('../../features/console/settings/StatusSettingsPage'),
  countries: () => import('../../features/console/settings/CountrySettingsPage'),
  leads: () => import('../../features/console/leads/LeadsPage'),
  universities: () => import('../../features/console/catalogue/UniversitiesPage'),
  university: () => import('../../features/console/catalogue/UniversityEditPage'),
  majors: () => import('../../features/console/catalogue/MajorsPage'),
  major: () => import('../../features/console/catalogue/MajorEditPage'),
  imports: () => import('../../features/console/imports/ImportsPage'),
  errorReports: () => import('../../features/console/error-reports/ErrorReportsPage'),
  dashboard: () => import('../../features/console/ops/dashboard/DashboardPage'),
  users: () => import('../../features/console/ops/users/UsersPage'),
  audit: () => import('../../features/console/ops/audit/AuditPage'),
  payments: () => import('../../features/console/ops/payments/PaymentsPage'),
  contentCases: () => import('../../features/console/content/CasesPage'),
  contentCase: () => import('../../features/console/content/CaseEditPage'),
  contentArticles: () => import('../../features/console/content/ArticlesPage'),
  contentArticle: () => import('../../features/console/content/ArticleEditPage'),
  contentBanners: () => import('../../features/console/content/BannersPage'),
  dictionaries: () => import('../../features/console/content/DictionariesPage'),
};

export type ConsolePage = Exclude<keyof typeof consolePages, 'guard' | 'root'>;
