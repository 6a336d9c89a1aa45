// The workbench's side menu: one entry per screen, grouped. The content screens of later issues
// (universities, majors, cases, articles, dictionaries, imports, leads...) add their entries here
// and their routes beside the console rows of app/routes.tsx.
import type { ReactNode } from 'react';
import { CustomerServiceOutlined, FileSearchOutlined, GlobalOutlined, SettingOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Role } from '@portal/shared';
import { paths } from '../../config/paths';

export interface ConsoleMenuEntry {
  key: string;
  /** Key of the label in the 'console' texts. */
  label: 'menu.applications' | 'menu.settings' | 'menu.statuses' | 'menu.countries' | 'menu.leads';
  icon?: ReactNode;
  /** A screen; entries without one only group their children. */
  path?: string;
  children?: readonly ConsoleMenuEntry[];
  /** Only these roles see the entry (all staff when absent). */
  roles?: readonly Role[];
}

export const CONSOLE_MENU: readonly ConsoleMenuEntry[] = [
  { key: 'applications', label: 'menu.applications', icon: <FileSearchOutlined />, path: paths.consoleApplications },
  { key: 'leads', label: 'menu.leads', icon: <CustomerServiceOutlined />, path: paths.consoleLeads },
  {
    key: 'settings',
    label: 'menu.settings',
    icon: <SettingOutlined />,
    children: [
      { key: 'statuses', label: 'menu.statuses', icon: <UnorderedListOutlined />, path: paths.consoleStatuses },
      { key: 'countries', label: 'menu.countries', icon: <GlobalOutlined />, path: paths.consoleCountries },
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
