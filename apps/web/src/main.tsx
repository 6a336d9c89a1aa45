// Entry. A page the server drew (the first screen of a public page on a first visit) is on screen
// before any script runs: its inline loader fetches this entry after the page's first paint and its
// pictures (the load event), so that painting never waits for script; the app then takes the page
// over. Otherwise (index.html) the app starts at once.
import { readFirstScreenState } from './app/first-screen-state';
import './styles.css';

function afterFirstPaint(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((r) => window.addEventListener('load', () => r(), { once: true }));
  // A frame after the load event, then a task after that frame has been painted.
  return loaded.then(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));

/** Fetches the page's scripts in parallel (the app's start would otherwise find them one level at a
 * time), a few at a time: starting a request costs the page some time, dozens at once a long task. */
async function preloadModules(urls: readonly string[]): Promise<void> {
  for (let i = 0; i < urls.length; i++) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = urls[i];
    link.crossOrigin = '';
    document.head.appendChild(link);
    if (i % 4 === 3) await nextTask();
  }
}

async function start() {
  const state = readFirstScreenState();
  if (state) {
    await afterFirstPaint();
    await preloadModules(state.modules ?? []);
  }
  // The libraries are evaluated one at a time, each in a task of its own: together they would be
  // one long task that keeps the page from answering input.
  await import('./app/steps/react');
  await nextTask();
  await import('./app/steps/router');
  await nextTask();
  await import('./app/steps/i18n');
  await nextTask();
  await import('./app/steps/query');
  await nextTask();
  const { boot } = await import('./app/boot');
  await boot(state);
}

void start().catch((err: unknown) => {
  // The app could not start (a script failed to load): a page the server drew stays usable as a
  // plain page, its links working as plain links.
  document.getElementById('root')?.removeAttribute('inert');
  throw err;
});
