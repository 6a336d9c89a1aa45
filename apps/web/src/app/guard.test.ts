// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { UserInfo } from '@portal/shared';

vi.mock('../lib/feedback', () => ({
  toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() },
  dialog: { warning: vi.fn(), confirm: vi.fn() },
}));

import { guardLoader } from './guard';
import { userInfoQuery } from '../lib/auth';
import { closeLoginDialog, getLoginDialogState } from '../lib/login-dialog';
import { queryClient } from '../lib/query-client';

const USER_INFO: UserInfo = {
  user: {
    userId: 1,
    userNo: 'S1',
    userName: 'Anna',
    name: null,
    sex: '1',
    email: 'a@b.cn',
    phoneNumber: null,
    stuUniName: null,
    stuUniEnName: null,
    stuUniId: null,
    isOverseas: null,
    avatar: null,
    roles: ['student'],
  },
  roles: ['student'],
  permissions: [],
};

const run = async (url: string) =>
  (await guardLoader({ request: new Request(`http://localhost${url}`), params: {} } as LoaderFunctionArgs)) as Response | null;
const location = (r: Response | null) => r?.headers.get('Location');
const envelope = (code: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg: '', data }), { headers: { 'content-type': 'application/json' } });

function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { value: px, configurable: true });
}

beforeEach(() => {
  setWidth(1440);
  document.cookie = 'student-session=; path=/; max-age=0';
  queryClient.clear();
  closeLoginDialog();
});
afterEach(() => vi.unstubAllGlobals());

describe('guard without a session', () => {
  it('lets the public paths through', async () => {
    for (const p of ['/home', '/loginIndex', '/registerIndex', '/resetPassIndex', '/login', '/register', '/resetPass'])
      expect(await run(p)).toBeNull();
  });
  it('desktop: other routes go to /home with the login dialog and the way back', async () => {
    const r = await run('/user?menuItem=3');
    expect(location(r)).toBe('/home?redirect=%2Fuser%3FmenuItem%3D3');
    expect(getLoginDialogState()).toMatchObject({ open: true, view: 'login', redirect: '/user?menuItem=3' });
  });
  it('mobile: other routes go to /loginIndex', async () => {
    setWidth(375);
    expect(location(await run('/userInfo'))).toBe('/loginIndex?redirect=%2FuserInfo');
    expect(getLoginDialogState().open).toBe(false);
  });
});

describe('guard with a session', () => {
  beforeEach(() => {
    document.cookie = 'student-session=1; path=/';
  });
  it('proceeds when user info is held', async () => {
    queryClient.setQueryData(userInfoQuery.queryKey, USER_INFO);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await run('/user')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
  it('loads user info first when it is not held', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope('000', USER_INFO)),
    );
    expect(await run('/user')).toBeNull();
    expect(queryClient.getQueryData(userInfoQuery.queryKey)).toEqual(USER_INFO);
  });
  it('resets the session and goes home with the way back when user info fails', async () => {
    const fetch = vi.fn(async (url: string) => envelope(String(url).includes('getInfo') ? '016' : '000'));
    vi.stubGlobal('fetch', fetch);
    expect(location(await run('/user?menuItem=1'))).toBe('/home?redirect=%2Fuser%3FmenuItem%3D1');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/api/admin/user/crm/logOut'))).toBe(true);
    expect(document.cookie).not.toContain('student-session=1');
  });
  it('/home loads user info in the background and never waits', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    expect(await run('/home')).toBeNull();
  });
});
