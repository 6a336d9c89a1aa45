// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { UserInfo } from '@portal/shared';

vi.mock('../../lib/feedback', () => ({
  toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() },
  dialog: { warning: vi.fn(), confirm: vi.fn() },
}));

import { consoleGuard } from './guard';
import { activeEntry, CONSOLE_MENU, visibleMenu } from './menu';
import { userInfoQuery } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';

const info = (roles: UserInfo['roles']): UserInfo => ({
  user: {
    userId: 9,
    userNo: 'C1',
    userName: '演示顾问',
    name: null,
    sex: '1',
    email: 'clerk@demo.local',
    phoneNumber: null,
    stuUniName: null,
    stuUniEnName: null,
    stuUniId: null,
    isOverseas: null,
    avatar: null,
    roles: roles as UserInfo['user']['roles'],
  },
  roles,
  permissions: [],
});

const run = (url: string) => consoleGuard({ request: new Request(`http://localhost${url}`), params: {} } as LoaderFunctionArgs);
const location = (r: unknown) => (r instanceof Response ? r.headers.get('Location') : null);
const envelope = (code: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg: '', data }), { headers: { 'content-type': 'application/json' } });
const setWidth = (px: number) => Object.defineProperty(window, 'innerWidth', { value: px, configurable: true });

beforeEach(() => {
  setWidth(1440);
  document.cookie = 'student-session=; path=/; max-age=0';
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('console guard', () => {
  it('without a session: the login page with the way back (desktop), the mobile login below 992 px', async () => {
    expect(location(await run('/console/applications?status=referral%3A1'))).toBe(
      '/login?redirect=%2Fconsole%2Fapplications%3Fstatus%3Dreferral%253A1',
    );
    setWidth(768);
    expect(location(await run('/console/applications/5'))).toBe('/loginIndex?redirect=%2Fconsole%2Fapplications%2F5');
  });

  describe('with a session', () => {
    beforeEach(() => {
      document.cookie = 'student-session=1; path=/';
    });
    it('a clerk goes through, not as an admin', async () => {
      queryClient.setQueryData(userInfoQuery.queryKey, info(['clerk']));
      expect(await run('/console')).toEqual({ access: 'staff', admin: false });
    });
    it('an admin goes through as an admin', async () => {
      queryClient.setQueryData(userInfoQuery.queryKey, info(['admin']));
      expect(await run('/console/settings/statuses')).toEqual({ access: 'staff', admin: true });
    });
    it('a student or an agent gets the area’s 403, not a redirect to the portal', async () => {
      queryClient.setQueryData(userInfoQuery.queryKey, info(['student']));
      expect(await run('/console/applications')).toEqual({ access: 'forbidden' });
      queryClient.setQueryData(userInfoQuery.queryKey, info(['agent']));
      expect(await run('/console/applications')).toEqual({ access: 'forbidden' });
    });
    it('loads user info first when it is not held', async () => {
      const fetch = vi.fn(async () => envelope('000', info(['clerk'])));
      vi.stubGlobal('fetch', fetch);
      expect(await run('/console/applications')).toEqual({ access: 'staff', admin: false });
      expect(fetch).toHaveBeenCalledTimes(1);
    });
    it('a session the server refuses goes to login with the way back', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => envelope('016')),
      );
      expect(location(await run('/console/applications'))).toBe('/login?redirect=%2Fconsole%2Fapplications');
    });
    it('a network failure is an error of the area (retry), not a logout', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('offline');
        }),
      );
      await expect(run('/console/applications')).rejects.toMatchObject({ kind: 'network' });
    });
  });
});

describe('console menu', () => {
  it('marks the screen of the address and opens its group', () => {
    expect(activeEntry(CONSOLE_MENU, '/console/applications/12')).toEqual({ key: 'applications', parents: [] });
    expect(activeEntry(CONSOLE_MENU, '/console/settings/statuses')).toEqual({ key: 'statuses', parents: ['settings'] });
    expect(activeEntry(CONSOLE_MENU, '/console/other').key).toBeUndefined();
  });
  it('hides entries for roles that may not see them, and groups left empty', () => {
    const menu = [
      { key: 'a', label: 'menu.applications' as const, path: '/console/a' },
      {
        key: 'g',
        label: 'menu.settings' as const,
        children: [{ key: 'b', label: 'menu.statuses' as const, path: '/console/b', roles: ['admin' as const] }],
      },
    ];
    expect(visibleMenu(menu, ['clerk']).map((e) => e.key)).toEqual(['a']);
    expect(visibleMenu(menu, ['admin']).map((e) => e.key)).toEqual(['a', 'g']);
  });
});
