// Personal centre menu (spec: 1 basic info, 2 my contracts, 3 change password, 4 my favourites;
// issue 15: 5 privacy & my data).
// 'My contracts' is the contract's shared piece (components/contract), also the phone's /contractInfo.
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { FileProtectOutlined, IdcardOutlined, LockOutlined, SafetyCertificateOutlined, StarOutlined } from '@ant-design/icons';
import type { UserMenuItem } from '../../config/paths';

export interface UserMenuEntry {
  key: UserMenuItem;
  label: 'menu.basicInfo' | 'menu.contracts' | 'menu.changePassword' | 'menu.favourites' | 'menu.privacy';
  icon: ReactNode;
  Component: LazyExoticComponent<ComponentType>;
}

export const USER_MENU: readonly UserMenuEntry[] = [
  {
    key: '1',
    label: 'menu.basicInfo',
    icon: <IdcardOutlined />,
    Component: lazy(() => import('./components/BasicInfo').then((m) => ({ default: m.BasicInfo }))),
  },
  {
    key: '2',
    label: 'menu.contracts',
    icon: <FileProtectOutlined />,
    Component: lazy(() => import('../../components/contract/MyContracts').then((m) => ({ default: m.MyContracts }))),
  },
  {
    key: '3',
    label: 'menu.changePassword',
    icon: <LockOutlined />,
    Component: lazy(() => import('./components/AccountSecurity').then((m) => ({ default: m.AccountSecurity }))),
  },
  {
    key: '4',
    label: 'menu.favourites',
    icon: <StarOutlined />,
    Component: lazy(() => import('./components/Favourites').then((m) => ({ default: m.Favourites }))),
  },
  {
    key: '5',
    label: 'menu.privacy',
    icon: <SafetyCertificateOutlined />,
    // Drawn by the privacy feature, handed in by the app layer (lib/parts.tsx).
    Component: lazy(() => import('./components/PrivacyPart').then((m) => ({ default: m.PrivacyPart }))),
  },
];

export function userMenuEntry(menuItem: string | null): UserMenuEntry {
  return USER_MENU.find((m) => m.key === menuItem) ?? USER_MENU[0];
}
