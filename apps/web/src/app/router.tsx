// The browser's router. For a page drawn by the server, the route of the address is loaded before
// the router is made and the server's loader results are handed over, so that the router starts
// ready (no fallback) and its first render matches the server's page.
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

export async function createAppRouter(hydrationData?: HydrationState): Promise<Router> {
  const routes = buildRoutes();
  if (hydrationData) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        const lazy = route.lazy;
        if (!lazy || typeof lazy === 'function' || !lazy.Component) return;
        Object.assign(route, { Component: await lazy.Component(), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { hydrationData });
}

export function AppRouter({ router }: { router: Router }) {
  return <RouterProvider router={router} />;
}
