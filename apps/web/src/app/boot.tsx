// Starts the app: the texts of the page's language, the router and the query cache, then React.
// A page drawn by the server is taken over (hydrateRoot: React attaches to the server's elements
// instead of drawing them again); otherwise the app renders from nothing. Either way as a
// transition, which React works through in slices of a few milliseconds, giving the browser back
// in between, instead of one long task.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { initI18n } from '../lib/i18n';
import { getLang } from '../lib/lang';
import { queryClient } from '../lib/query-client';
import type { FirstScreenState } from './first-screen-state';
import { layouts } from './layouts/RootLayout';
import { AppProvider } from './provider';
import { AppRouter, createAppRouter } from './router';
import { ConsentGate } from './consent-gate';

const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));

export async function boot(state: FirstScreenState | null): Promise<void> {
  const ready = Promise.all([initI18n(getLang(), state?.namespaces), createAppRouter(state?.router), layouts.preload(!!state)]);
  // Once the texts, the route's page and the layout have been loaded (and evaluated, each as its
  // module arrived), the rest waits for a task of its own.
  const [i18n, router] = await ready;
  await nextTask();
  document.title = i18n.t('app.title');
  if (state) hydrate(queryClient, state.queries);
  const app = (
    <AppProvider client={queryClient} i18n={i18n}>
      <AppRouter router={router} />
      <ConsentGate />
    </AppProvider>
  );
  const root = document.getElementById('root')!;
  startTransition(() => {
    if (state) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
