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
};

export type ConsolePage = Exclude<keyof typeof consolePages, 'guard' | 'root'>;
