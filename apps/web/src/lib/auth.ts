// The signed-in user as the whole app sees it: user info (getInfo), the menu tree, logout.
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CODES, displayName, type MenuNode, type User, type UserInfo } from '@portal/shared';
import { abortSession, api, isApiError } from './api-client';
import { clearSessionLocal, hasSessionHint } from './session';

export const userInfoKey = ['user', 'info'] as const;

/** Drop the session on both sides; the server clears its cookies, we clear ours and the cache. */
export async function logout(): Promise<void> {
  try {
    await api.post('/admin/user/crm/logOut', {}, { quiet: true });
  } catch {
    /* the session may already be gone on the server */
  }
  clearSessionLocal();
}

/**
 * getInfo is quiet: when it fails with an answer from the server the session is reset here and
 * the caller (route guard, shell) decides where to go. A network failure keeps the session. An
 * account that staff disabled is told so (the shared session-lost dialog), not just signed out.
 */
async function fetchUserInfo(): Promise<UserInfo> {
  try {
    return await api.get<UserInfo>('/admin/user/getInfo', {}, { quiet: true });
  } catch (e) {
    if (isApiError(e) && e.kind === 'business') {
      await logout();
      if (e.code === CODES.ACCOUNT_DISABLED) abortSession(e.code, e.message);
    }
    throw e;
  }
}

export const userInfoQuery = queryOptions({ queryKey: userInfoKey, queryFn: fetchUserInfo, staleTime: Infinity });

export interface CurrentUser {
  user: User | undefined;
  info: UserInfo | undefined;
  /** A session hint exists and user info is on its way. */
  loading: boolean;
  loggedIn: boolean;
  refetch: () => Promise<unknown>;
}

export function useCurrentUser(): CurrentUser {
  const hint = hasSessionHint();
  const q = useQuery({ ...userInfoQuery, enabled: hint });
  return {
    user: q.data?.user,
    info: q.data,
    loading: hint && q.isPending && q.fetchStatus !== 'idle',
    loggedIn: !!q.data,
    refetch: q.refetch,
  };
}

/**
 * Starts `load` (the import of a chunk only signed-in accounts need) as soon as a session may exist:
 * while user info is on its way, so the chunk arrives with the answer instead of after it.
 */
export function usePreloadWhileSignedIn(load: () => unknown): void {
  const { loggedIn, loading } = useCurrentUser();
  const mayExist = loading || loggedIn;
  useEffect(() => {
    if (mayExist) void load();
  }, [mayExist, load]);
}

/** The name rule of spec 000 section 8, with the contact as fallback. */
export function userDisplayName(user: Pick<User, 'userName' | 'name' | 'email' | 'phoneNumber'>, userWord: string): string {
  return displayName(user.userName || user.name, user.email || user.phoneNumber, userWord);
}

export const menusKey = ['user', 'menus'] as const;

/** The menu tree of applicationType 3: which of the portal's menu routes this user may open. */
export function useMenus(enabled: boolean) {
  return useQuery({
    queryKey: menusKey,
    queryFn: () => api.post<MenuNode[]>('/admin/menu/getRouters', { applicationType: 3 }, { quiet: true }),
    enabled,
    staleTime: Infinity,
  });
}

export function menuPaths(nodes: readonly MenuNode[] | undefined, base = ''): Set<string> {
  const out = new Set<string>();
  const walk = (list: readonly MenuNode[], prefix: string) => {
    for (const n of list) {
      const full = n.path.startsWith('/') ? n.path : `${prefix.replace(/\/$/, '')}/${n.path}`;
      out.add(full);
      if (n.children?.length) walk(n.children, full);
    }
  };
  walk(nodes ?? [], base);
  return out;
}
