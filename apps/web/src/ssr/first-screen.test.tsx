// @vitest-environment happy-dom
// vitest-isolate: it loads the i18n namespaces of the drawn pages itself, so it must start from none.
// The server's drawing of the public pages' first screens (ssr/first-screen): which requests it
// draws, what the page carries (layout, language, styles inline, the picture to preload, the state
// handed over, the app's loader instead of the entry script), and that the browser's first render
// takes the drawn page over without changing it (hydration without a mismatch, the same elements).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STATE_ID, type FirstScreenState } from '../app/first-screen-state';
import { layouts } from '../app/layouts/RootLayout';
import { AppProvider } from '../app/provider';
import { buildRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { createFirstScreenRenderer } from './first-screen';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

// A web build as Vite writes it: the template, the manifest and the style sheets.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
fs.mkdirSync(path.join(dist, '.vite'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>奖学金留学申请平台</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
);
fs.writeFileSync(path.join(dist, 'assets/index-a.css'), '.entry-rule{color:red}');
fs.writeFileSync(path.join(dist, 'assets/home-c.css'), '.home-rule{color:blue}');
const chunk = (file: string, more: object = {}) => ({ file: `assets/${file}`, ...more });
fs.writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': chunk('index-a.js', { isEntry: true, css: ['assets/index-a.css'], dynamicImports: ['_react-r.js', '_boot-b.js'] }),
    '_react-r.js': chunk('react-r.js'),
    '_boot-b.js': chunk('boot-b.js', { imports: ['_react-r.js'] }),
    'src/app/layouts/MobileLayout.tsx': chunk('MobileLayout-m.js', { imports: ['_boot-b.js'] }),
    'src/app/layouts/DesktopLayout.tsx': chunk('DesktopLayout-d.js', { imports: ['_boot-b.js'] }),
    'src/features/home/pages/HomePage.tsx': chunk('HomePage-h.js', { imports: ['_boot-b.js'], css: ['assets/home-c.css'] }),
    'src/features/home/blocks/ServicesBlock.tsx': chunk('ServicesBlock-s.js'),
    'src/features/major-detail/pages/MajorDetailPage.tsx': chunk('MajorDetailPage-j.js', { imports: ['_boot-b.js'] }),
    'src/locales/zh-CN/common.json': chunk('common-1.js'),
    'src/locales/zh-CN/home.json': chunk('home-2.js'),
    'src/locales/zh-CN/detail.json': chunk('detail-3.js'),
    'src/locales/en/common.json': chunk('common-4.js'),
    'src/locales/en/home.json': chunk('home-5.js'),
  }),
);

const BANNERS = [
  { bannerId: 1, titleName: '名校奖学金 <一站式>', coverPicture: '/api/media/banner/1.svg', bannerRoute: '/Institutional', routeUrl: null },
  { bannerId: 2, titleName: 'Second', coverPicture: '/api/media/banner/2.svg', bannerRoute: null, routeUrl: null },
  { bannerId: 3, titleName: 'Third', coverPicture: '/api/media/banner/3.svg', bannerRoute: null, routeUrl: null },
];
const SERVICES = [{ serviceId: 1, icon: 'trophy', title: '奖学金申请', intro: '匹配可申请的奖学金项目' }];
const MAJOR = {
  majorId: 7,
  majorName: '电气工程',
  majorEnName: 'Electrical Engineering',
  uniId: 1,
  uniName: '帝国理工学院',
  uniEnName: 'Imperial College London',
  uniLogo: '/api/media/logo/1.svg',
  countryName: '英国',
  countryEnName: 'United Kingdom',
  countryFlag: '/api/media/flag/uk.svg',
  facultyName: '工程学院',
  facultyEnName: 'Faculty of Engineering',
  degreeType: '1',
  majorSystem: '3',
  majorTuition: 28400,
  currency: 'GBP',
  stipend: null,
  majorLink: 'https://www.imperial.ac.uk',
  majorIntroduction: '电路与信号',
  backgroundRequirement: null,
  languageRequirement: null,
  ieltsScore: '6.5',
  toeflScore: null,
  pte: null,
  gmat: null,
  gre: null,
  minGpa: null,
  applyDate: null,
  beginDate: null,
};
const DICTS = { major_system: [{ dictValue: '3', dictLabel: '3年', dictEnLabel: '3 years', remark: null }] };

/** The server's answers to the pages' calls; `fail` answers one path with a failure code. */
function api(fail?: string) {
  const calls: string[] = [];
  const fetch = async (url: string) => {
    calls.push(url);
    const path = url.split('?')[0];
    const data = path.endsWith('/banner')
      ? BANNERS
      : path.endsWith('/service')
        ? SERVICES
        : path.endsWith('/uni/major/info')
          ? MAJOR
          : path.endsWith('/dict/types')
            ? DICTS
            : null;
    const body = fail && path.endsWith(fail) ? { code: '005', msg: 'not found', data: null } : { code: '000', msg: '', data };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
}

const renderer = createFirstScreenRenderer({ distDir: dist });
const draw = (url: string, opts: { cookie?: string; ua?: string; fail?: string } = {}) =>
  renderer.render({ url, cookie: opts.cookie ?? '', userAgent: opts.ua ?? PHONE, fetch: api(opts.fail).fetch });

function stateOf(html: string): FirstScreenState {
  const json = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">(.*?)</script>`, 's').exec(html)![1];
  return JSON.parse(json) as FirstScreenState;
}

describe('the server draws the first screen of the public pages', () => {
  it('/home on a phone, in Chinese: the mobile layout, the banner and the services in #root, inert', async () => {
    const html = (await draw('/home'))!;
    expect(html).toContain('<html lang="zh-CN" data-layout="mobile">');
    const root = /<div id="root" inert>(.*?)<\/div>\n {4}<script/s.exec(html)![1];
    expect(root).toContain('class="m-header"');
    expect(root).toContain('hero-banner');
    expect(root).toContain('奖学金申请');
    // Texts are escaped, pictures of the first slides drawn.
    expect(root).toContain('名校奖学金 &lt;一站式&gt;');
    expect(root).toContain('/api/media/banner/1.svg');
  });

  it('carries its styles inline (with disabled twins for the app), the banner preload, and no script in the head', async () => {
    const html = (await draw('/home'))!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>.entry-rule{color:red}\n.home-rule{color:blue}</style>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/index-a.css" disabled>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/home-c.css" disabled>');
    expect(head).not.toMatch(/<script/);
    expect(head).toContain(
      '<link rel="preload" as="image" href="/api/media/banner/1.svg?shape=narrow" fetchpriority="high" media="(max-width: 767.98px)">',
    );
    expect(head).toContain(
      '<link rel="preload" as="image" href="/api/media/banner/1.svg" fetchpriority="high" media="(min-width: 768px)">',
    );
  });

  it('loads the app after the first paint with an inline script whose hash it gives for the policy', async () => {
    const html = (await draw('/home'))!;
    const loader = /<script>(addEventListener\('load'.*?)<\/script>/s.exec(html)![1];
    expect(loader).toContain('/assets/index-a.js');
    expect(renderer.scriptHashes).toEqual([`sha256-${createHash('sha256').update(loader).digest('base64')}`]);
  });

  it('hands over the answers, the loader results and the scripts of the page', async () => {
    const state = stateOf((await draw('/home'))!);
    expect(state.queries.queries.map((q) => q.queryKey)).toEqual([
      ['home', 'banners', 0],
      ['home', 'services'],
    ]);
    expect(Object.keys(state.router.loaderData ?? {}).length).toBeGreaterThan(0);
    expect(state.modules).toEqual([
      '/assets/react-r.js',
      '/assets/boot-b.js',
      '/assets/MobileLayout-m.js',
      '/assets/HomePage-h.js',
      '/assets/ServicesBlock-s.js',
      '/assets/common-1.js',
      '/assets/home-2.js',
    ]);
  });

  it('keeps the state from closing its element', async () => {
    const html = (await draw('/home'))!;
    const json = new RegExp(`id="${FIRST_SCREEN_STATE_ID}">(.*?)</script>`, 's').exec(html)![1];
    expect(json).not.toContain('<');
    expect(JSON.stringify(stateOf(html))).toContain('<一站式>');
  });

  it('in English on a desktop: the desktop shell, English texts', async () => {
    const html = (await draw('/home', { cookie: 'language=en', ua: DESKTOP }))!;
    expect(html).toContain('<html lang="en" data-layout="desktop">');
    expect(html).toContain('class="shell-header"');
    expect(html).toContain('Scholarship');
    expect(html).not.toContain('登录/注册');
  });

  it('the major page with the texts of its namespace', async () => {
    const html = (await draw('/majordetail?majorId=7'))!;
    expect(html).toContain('class="major-head__name">电气工程</h1>');
    expect(html).toContain('3年');
    expect(stateOf(html).namespaces).toEqual(['detail']);
    expect(stateOf(html).modules).toContain('/assets/detail-3.js');
  });

  it('declines what the browser draws itself: other pages, a session, a missing id, a failed call', async () => {
    expect(await draw('/caseShare')).toBeNull();
    expect(await draw('/home', { cookie: 'student-session=1' })).toBeNull();
    expect(await draw('/majordetail')).toBeNull();
    expect(await draw('/majordetail?majorId=7', { fail: '/uni/major/info' })).toBeNull();
  });
});

describe('the browser takes the drawn page over', () => {
  it('hydrates /home without a mismatch, keeping the server-drawn elements', async () => {
    const html = (await draw('/home'))!;
    const state = stateOf(html);
    // A phone's window: the layout stays the server's after the first render.
    Object.defineProperty(window, 'innerWidth', { value: 412, configurable: true });
    document.documentElement.dataset.layout = 'mobile';
    document.body.innerHTML = /<body>(.*)<\/body>/s.exec(html)![1];
    const root = document.getElementById('root')!;
    const banner = root.querySelector('.hero-banner');
    expect(banner).not.toBeNull();

    // The app's start (app/boot), with a memory router at the page's address.
    const i18n = i18next.createInstance();
    const texts = import.meta.glob<Record<string, unknown>>('../locales/zh-CN/*.json', { eager: true, import: 'default' });
    const resources = Object.fromEntries(Object.entries(texts).map(([f, d]) => [/([^/]+)\.json$/.exec(f)![1], d]));
    await i18n
      .use(initReactI18next)
      .init({ lng: 'zh-CN', resources: { 'zh-CN': resources }, defaultNS: 'common', interpolation: { escapeValue: false } });
    const client = createQueryClient();
    hydrate(client, state.queries);
    const routes = buildRoutes();
    for (const { route } of matchRoutes(routes, '/home') ?? []) {
      const lazy = route.lazy;
      if (lazy && typeof lazy !== 'function' && lazy.Component)
        Object.assign(route, { Component: await lazy.Component(), lazy: undefined });
    }
    await layouts.preload(true);
    const router = createMemoryRouter(routes, { initialEntries: ['/home'], hydrationData: state.router });

    const errors: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(
        root,
        <AppProvider client={client} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProvider>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    expect(errors).toEqual([]);
    expect(root.querySelector('.hero-banner')).toBe(banner);
    // Taken over: the page answers from here on.
    expect(root.hasAttribute('inert')).toBe(false);
  });
});
