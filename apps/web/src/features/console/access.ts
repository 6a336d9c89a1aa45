// What the guard found out about the account, for the screens below the layout.
import { useRouteLoaderData } from 'react-router';
import type { ConsoleAccess } from './guard';

export const CONSOLE_ROUTE_ID = 'console';

export function useConsoleAccess(): { admin: boolean } {
  const access = useRouteLoaderData(CONSOLE_ROUTE_ID) as ConsoleAccess | undefined;
  return { admin: access?.access === 'staff' && access.admin };
}
