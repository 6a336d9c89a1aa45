import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@portal/shared';
import { menuPaths, userDisplayName } from './auth';
import { visibleNavItems, type NavItem } from '../app/nav';

describe('userDisplayName', () => {
  const base = { userName: null, name: null, email: null, phoneNumber: null };
  it('cuts names over 7 characters to 5 plus ...', () => {
    expect(userDisplayName({ ...base, userName: '张三' }, '用户')).toBe('张三');
    expect(userDisplayName({ ...base, userName: 'Alexandria' }, 'user')).toBe('Alexa...');
  });
  it('falls back to the word for user plus the contact', () => {
    expect(userDisplayName({ ...base, phoneNumber: '13800138000' }, '用户')).toBe('用户13800...');
    expect(userDisplayName({ ...base, email: 'anna@example.com' }, 'user')).toBe('useranna@...');
  });
});

describe('menu tree and navigation table', () => {
  const tree: MenuNode[] = [
    { name: 'Home', path: '/home', hidden: false, meta: { title: '首页', enTitle: 'Home' } },
    {
      name: 'User',
      path: '/user',
      hidden: false,
      meta: { title: '个人中心', enTitle: 'Personal centre' },
      children: [{ name: 'Fav', path: 'favourites', hidden: false, meta: { title: '收藏', enTitle: 'Favourites' } }],
    },
  ];
  it('flattens paths, children relative to their parent', () => {
    expect([...menuPaths(tree)].sort()).toEqual(['/home', '/user', '/user/favourites']);
  });
  it('shows entries tied to the menu tree only when the tree holds them', () => {
    const items: NavItem[] = [
      { key: 'home', path: '/home', label: 'nav.home' },
      { key: 'fav', path: '/fav', label: 'nav.home', menuPath: '/user/favourites' },
      { key: 'x', path: '/x', label: 'nav.home', menuPath: '/missing' },
    ];
    expect(visibleNavItems(items, menuPaths(tree)).map((i) => i.key)).toEqual(['home', 'fav']);
    expect(visibleNavItems(items, undefined).map((i) => i.key)).toEqual(['home']);
  });
});
