// The workbench's side menu: one entry per screen, grouped. The content screens of later issues
// (universities, majors, cases, articles, dictionaries, imports, leads...) add their entries here
// and their routes beside the console rows of app/routes.tsx.
import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FlagOutlined,
  GlobalOutlined,
  ImportOutlined,
  PictureOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Role } from '@portal/shared';
import { paths } from '../../config/paths';

export interface ConsoleMenuEntry {
  key: string;
  /** Key of the label in the 'console' texts. */
  label:
    | 'menu.applications'
    | 'menu.settings'
    | 'menu.statuses'
    | 'menu.countries'
    | 'menu.leads'
    | 'menu.dashboard'
    | 'menu.payments'
    | 'menu.users'
    | 'menu.audit'
    | 'menu.content'
    | 'menu.cases'
    | 'menu.articles'
    | 'menu.banners'
    | 'menu.dictionaries'
    | 'menu.catalogue'
    | 'menu.universities'
    | 'menu.majors'
    | 'menu.imports'
    | 'menu.errorReports';
  icon?: ReactNode;
  /** A screen; entries without one only group their children. */
  path?: string;
  children?: readonly ConsoleMenuEntry[];
  /** Only these roles see the entry (all staff when absent). */
  roles?: readonly Role[];
}

export const CONSOLE_MENU: readonly ConsoleMenuEntry[] = [
  { key: 'dashboard', label: 'menu.dashboard', icon: <DashboardOutlined />, path: paths.consoleDashboard },
  { key: 'applications', label: 'menu.applications', icon: <FileSearchOutlined />, path: paths.consoleApplications },
  { key: 'leads', label: 'menu.leads', icon: <CustomerServiceOutlined />, path: paths.consoleLeads },
  { key: 'payments', label: 'menu.payments', icon: <AccountBookOutlined />, path: paths.consolePayments },
  { key: 'users', label: 'menu.users', icon: <TeamOutlined />, path: paths.consoleUsers, roles: ['admin'] },
  { key: 'audit', label: 'menu.audit', icon: <AuditOutlined />, path: paths.consoleAudit, roles: ['admin'] },
  {
    key: 'catalogue',
    label: 'menu.catalogue',
    icon: <DatabaseOutlined />,
    children: [
      { key: 'universities', label: 'menu.universities', icon: <BankOutlined />, path: paths.consoleUniversities },
      { key: 'majors', label: 'menu.majors', icon: <ContainerOutlined />, path: paths.consoleMajors },
      { key: 'imports', label: 'menu.imports', icon: <ImportOutlined />, path: paths.consoleImports },
      { key: 'errorReports', label: 'menu.errorReports', icon: <FlagOutlined />, path: paths.consoleErrorReports },
    ],
  },
  {
    key: 'content',
    label: 'menu.content',
    icon: <ReadOutlined />,
    children: [
      { key: 'cases', label: 'menu.cases', icon: <TrophyOutlined />, path: paths.consoleContentCases },
      { key: 'articles', label: 'menu.articles', icon: <FileTextOutlined />, path: paths.consoleContentArticles },
      { key: 'banners', label: 'menu.banners', icon: <PictureOutlined />, path: paths.consoleContentBanners },
    ],
  },
  {
    key: 'settings',
    label: 'menu.settings',
    icon: <SettingOutlined />,
    children: [
      { key: 'statuses', label: 'menu.statuses', icon: <UnorderedListOutlined />, path: paths.consoleStatuses },
      { key: 'countries', label: 'menu.countries', icon: <GlobalOutlined />, path: paths.consoleCountries },
      { key: 'dictionaries', label: 'menu.dictionaries', icon: <BookOutlined />, path: paths.consoleDictionaries },
    ],
  },
];

/** The entries a user with these roles sees. */
export function visibleMenu(entries: readonly ConsoleMenuEntry[], roles: readonly string[]): ConsoleMenuEntry[] {
  return entries
    .filter((e) => !e.roles || e.roles.some((r) => roles.includes(r)))
    .map((e) => (e.children ? { ...e, children: visibleMenu(e.children, roles) } : e))
    .filter((e) => e.path || e.children?.length);
}

/** The entry whose screen holds this address (the longest path that is a prefix of it) and its parents' keys. */
export function activeEntry(entries: readonly ConsoleMenuEntry[], pathname: string): { key?: string; parents: string[] } {
  let best: { key?: string; parents: string[]; len: number } = { parents: [], len: 0 };
  const walk = (list: readonly ConsoleMenuEntry[], parents: string[]) => {
    for (const e of list) {
      if (e.path && (pathname === e.path || pathname.startsWith(`${e.path}/`)) && e.path.length > best.len)
        best = { key: e.key, parents, len: e.path.length };
      if (e.children) walk(e.children, [...parents, e.key]);
    }
  };
  walk(entries, []);
  return { key: best.key, parents: best.parents };
}

/** The screen of each entry, by key. */
export function entryPaths(entries: readonly ConsoleMenuEntry[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (list: readonly ConsoleMenuEntry[]) => {
    for (const e of list) {
      if (e.path) out.set(e.key, e.path);
      if (e.children) walk(e.children);
    }
  };
  walk(entries);
  return out;
}
