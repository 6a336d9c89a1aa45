// The server's drawing of a public page's first screen (the pages of ssr/pages.ts, for a visitor
// without a session). Built apart from the app (vite build --ssr, see package.json) into
// dist-ssr/first-screen.js, which the API server loads (apps/server src/modules/web-pages).
//
// For a request it fetches what the page's first render reads (through the server itself), draws
// the page with the app's own components and router (react-dom/server) in the request's language
// and layout (phone or desktop, from the user agent), and returns index.html with:
// - the drawn page in #root, marked inert until the app has taken it over (clicks before then are
//   not lost on elements without their handlers);
// - instead of the entry script in the head, an inline loader (allowed by its hash in the page's
//   Content-Security-Policy, `scriptHashes`) that fetches the app once the page has loaded and
//   painted, so that no script competes with the first paint;
// - the styles the page needs inline (no stylesheet request before the first paint), and disabled
//   <link> twins of the route's style sheets so that the app does not fetch them again;
// - a preload of the first screen's largest picture (and no script fetched before the first
//   paint: the app's files are listed in the state, fetched together once the page has painted);
// - the fetched answers, the router's loader results and the text namespaces used
//   (app/first-screen-state), from which the browser's first render (hydration) starts.
// The drawn markup is kept per address, language, layout and answers: a repeat costs one lookup.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, type ReportNamespaces } from 'react-i18next';
import { FIRST_SCREEN_STATE_ID, type FirstScreenState } from '../app/first-screen-state';
import { layouts } from '../app/layouts/RootLayout';
import { AppProvider } from '../app/provider';
import { buildRoutes } from '../app/routes';
import { isMobileUserAgent } from '../lib/device';
import { I18N_CODE, getLang } from '../lib/lang';
import { START_NAMESPACES } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { setRenderContextSource, type ImagePreload, type RenderContext } from '../lib/render-context';
import { hasSessionHint } from '../lib/session';
import { FIRST_SCREEN_PAGES } from './pages';

export { isMobileUserAgent };

const contexts = new AsyncLocalStorage<RenderContext>();
setRenderContextSource(() => contexts.getStore());

// Every text of both languages, loaded once: a request renders with a copy in its language.
const texts = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, data] of Object.entries(texts)) {
  const [, code, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  (resources[code] ??= {})[ns] = data;
}
const baseI18n: I18n = i18next.createInstance();
void baseI18n.use(initReactI18next).init({
  lng: I18N_CODE.cn,
  fallbackLng: false,
  ns: Object.keys(resources[I18N_CODE.cn] ?? {}),
  defaultNS: 'common',
  resources,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export interface FirstScreenRequest {
  /** Path and query of the page. */
  url: string;
  /** The request's Cookie header. */
  cookie: string;
  userAgent: string;
  /** Answers the page's API calls (the server calls itself). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

interface Drawn {
  markup: string;
  title: string;
  preloads: ImagePreload[];
  namespaces: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The drawn pages kept, by their markup's characters in all (a list of 90 cards is about 0.6 M). */
const MARKUP_CACHE_CHARS = 16_000_000;
const partsLoaded = Promise.all([layouts.preloadAll(), ...Object.values(FIRST_SCREEN_PAGES).map((p) => p.parts?.())]);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: nothing in it may close the element or end a line for a parser. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function createFirstScreenRenderer({ distDir }: { distDir: string }) {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  if (!entry) throw new Error('the web build has no entry chunk in its manifest');
  // What the entry loads itself: the libraries one by one, then the app's start (main.tsx).
  const startKeys = entry.dynamicImports ?? [];
  const cssText = new Map<string, string>();
  const readCss = (file: string) => {
    let text = cssText.get(file);
    if (text === undefined) cssText.set(file, (text = fs.readFileSync(path.join(distDir, file), 'utf8')));
    return text;
  };
  const href = (file: string) => `/${file}`;

  /** The chunks (and their styles) a module needs, by its static imports. */
  const graph = (keys: readonly string[]) => {
    const js: string[] = [];
    const css: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      chunk.imports?.forEach(visit);
      js.push(chunk.file);
      css.push(...(chunk.css ?? []));
    };
    keys.forEach(visit);
    return { js: [...new Set(js)], css: [...new Set(css)] };
  };

  // The template without its stylesheet link (the entry's styles go inline) and with the shell's
  // language and title filled in per request.
  const entryCss = entry.css ?? [];
  let shell = template;
  for (const file of entryCss) shell = shell.replace(new RegExp(`<link rel="stylesheet"[^>]*href="${href(file)}"[^>]*>\\s*`), '');
  // The entry script is not in the head, where the browser would fetch it (and what it imports)
  // before painting: a small inline script asks for it once the page has loaded and painted.
  shell = shell.replace(new RegExp(`<script type="module" crossorigin src="${href(entry.file)}"></script>\\s*`), '');
  // Should the app not load (offline, a new deployment), the page is not left inert: its links
  // then work as plain links.
  const loader =
    `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(href(entry.file))};` +
    `s.onerror=function(){document.getElementById('root').removeAttribute('inert')};` +
    `document.head.appendChild(s)})})})`;
  /** The hash the page's Content-Security-Policy names to allow the inline loader. */
  const loaderHash = `sha256-${createHash('sha256').update(loader).digest('base64')}`;
  // Scripts the template loads itself (the entry and what it imports).
  const inTemplate = new Set(
    [...template.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]),
  );

  // Oldest out first; a hit moves to the end.
  const markupCache = new Map<string, Drawn>();
  let cachedChars = 0;
  const remember = (key: string, drawn: Drawn) => {
    cachedChars -= markupCache.get(key)?.markup.length ?? 0;
    markupCache.set(key, drawn);
    cachedChars += drawn.markup.length;
    for (const [oldKey, old] of markupCache) {
      if (cachedChars <= MARKUP_CACHE_CHARS) break;
      markupCache.delete(oldKey);
      cachedChars -= old.markup.length;
    }
  };

  async function render(req: FirstScreenRequest): Promise<string | null> {
    const url = new URL(req.url, 'http://portal.invalid');
    const page = FIRST_SCREEN_PAGES[url.pathname];
    if (!page) return null;
    await partsLoaded;
    const mobile = isMobileUserAgent(req.userAgent);
    const ctx: RenderContext = { cookie: req.cookie, mobile, fetch: req.fetch, preloads: [] };
    return contexts.run(ctx, async () => {
      // A session means answers of that user (favourites, menus): the browser draws those pages.
      if (hasSessionHint()) return null;
      const queries = page.queries(url.searchParams);
      if (!queries) return null;
      const client = createQueryClient();
      try {
        await Promise.all(queries.map((q) => client.fetchQuery(q)));
      } catch {
        return null; // not found, or a failure: the browser draws the page and says so
      }
      const handler = createStaticHandler(buildRoutes());
      const context = await handler.query(new Request(url.href));
      if (context instanceof Response || context.errors) return null;

      const lang = getLang();
      const code = I18N_CODE[lang];
      const answers = JSON.stringify(queries.map((q) => client.getQueryData(q.queryKey)));
      const key = createHash('sha1')
        .update(`${url.pathname}${url.search}|${lang}|${mobile ? 'm' : 'd'}|${answers}`)
        .digest('base64');
      let drawn = markupCache.get(key);
      if (drawn) {
        markupCache.delete(key);
        markupCache.set(key, drawn);
      } else {
        const i18n = baseI18n.cloneInstance({ lng: code });
        const router = createStaticRouter(handler.dataRoutes, context);
        const markup = renderToString(
          <AppProvider client={client} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>,
        );
        // react-i18next notes the namespaces each useTranslation asked for.
        // A part that failed to draw leaves a boundary for the browser to draw ("<!--$!-->"): the
        // page would then change under the visitor's eyes; the browser draws it all instead.
        if (markup.includes('<!--$!-->')) return null;
        const used = (i18n as I18n & { reportNamespaces?: ReportNamespaces }).reportNamespaces?.getUsedNamespaces() ?? [];
        drawn = {
          markup,
          title: i18n.t('app.title'),
          preloads: ctx.preloads,
          namespaces: used.filter((ns) => !(START_NAMESPACES as readonly string[]).includes(ns)),
        };
        remember(key, drawn);
      }

      const texts = [...START_NAMESPACES, ...drawn.namespaces].map((ns) => `src/locales/${code}/${ns}.json`);
      const layout = `src/app/layouts/${mobile ? 'MobileLayout' : 'DesktopLayout'}.tsx`;
      const app = graph([...startKeys, layout, page.module, ...(page.partModules ?? []), ...texts]);
      const pageCss = app.css.filter((f) => !entryCss.includes(f));
      const state: FirstScreenState = {
        queries: dehydrate(client),
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        namespaces: drawn.namespaces,
        modules: app.js.filter((f) => !inTemplate.has(f)).map(href),
      };
      const head = [
        ...drawn.preloads.map(
          (p) =>
            `<link rel="preload" as="image" href="${escapeHtml(p.href)}" fetchpriority="high"${p.media ? ` media="${escapeHtml(p.media)}"` : ''}>`,
        ),
        `<style>${[...entryCss, ...pageCss].map(readCss).join('\n')}</style>`,
        // Present for the app's loader of styles (lazy imports name the sheets they need), which
        // then does not add them again after the inline copy, where they would win the cascade
        // over the page's own rules of the same weight. Disabled: not fetched, not applied.
        ...[...entryCss, ...pageCss].map((f) => `<link rel="stylesheet" href="${href(f)}" disabled>`),
      ].join('\n    ');

      // Replacement functions: the inserted text is taken as it is (no $-patterns).
      const { markup, title } = drawn;
      return shell
        .replace(/<html[^>]*>/, () => `<html lang="${code}" data-layout="${mobile ? 'mobile' : 'desktop'}">`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace('</head>', () => `    ${head}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" inert>${markup}</div>\n    <script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptJson(state)}</script>` +
            `\n    <script>${loader}</script>`,
        );
    });
  }

  return { render, scriptHashes: [loaderHash] };
}
