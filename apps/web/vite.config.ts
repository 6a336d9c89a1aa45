// Vite 8 (rolldown) build of the web app. Chunk groups keep React, the router, i18next and
// TanStack Query in long-cached chunks of their own (the entry evaluates them one task at a time)
// and each language's texts in its own chunk; everything else is split by route (lazy imports).
// `vite build --ssr` builds the server's drawing of the public pages' first screens
// (src/ssr/first-screen.tsx) into dist-ssr/, one bundle with its dependencies, for Node.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

// react-router's package exports only its development build (warnings, checks: about 30 kB more
// of gzip); the production build sits beside it.
const routerBuild = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
const resolve = {
  alias: [
    { find: /^react-router$/, replacement: routerBuild('index.mjs') },
    { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
    {
      find: /^use-sync-external-store\/shim$/,
      replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
    },
  ],
};

// The API server the dev and preview servers forward /api to (the lead's server runs on :3000).
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

// Chunks that are always loaded before any lazy import runs: the entry and the app's start (boot)
// with everything they import. The lists of files to preload with a lazy import (one a route in
// the route table) leave them out: they would only be found loaded already, at the cost of a few
// kB of file names in the first load.
const loadedAtStart = new Set<string>();
const startChunks: Plugin = {
  name: 'portal:start-chunks',
  enforce: 'pre',
  generateBundle(_, bundle) {
    loadedAtStart.clear();
    const visit = (file: string) => {
      const chunk = bundle[file];
      if (!chunk || chunk.type !== 'chunk' || loadedAtStart.has(file)) return;
      loadedAtStart.add(file);
      chunk.imports.forEach(visit);
    };
    for (const chunk of Object.values(bundle))
      // The start is a chunk group ('boot' below): a chunk of a group has no facade module.
      if (chunk.type === 'chunk' && (chunk.isEntry || chunk.moduleIds.some((id) => id.endsWith('/src/app/boot.tsx'))))
        visit(chunk.fileName);
  },
};

// The app's own modules that its start (app/boot.tsx) imports, and the shared pieces (lib,
// components, config, icons, the shared patterns) of the layouts and the home page, found once the
// build has read them: kept in one chunk with the start ('boot'). The pieces that the list and
// detail pages share besides go into one chunk of their own ('pieces'). As dozens of small chunks
// they cost several kB more of gzip and a request each.
const startModules = new Set<string>();
const pieceModules = new Set<string>();
const APP = /[\\/]apps[\\/]web[\\/]src[\\/]/;
const SHARED = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const SHARED_PIECE =
  /[\\/]apps[\\/]web[\\/]src[\\/](lib[\\/]|components[\\/]|config[\\/]|app[\\/]nav\.ts)|[\\/]@ant-design[\\/]icons-svg[\\/]es[\\/]asn[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]patterns\.ts/;
const startModuleSet: Plugin = {
  name: 'portal:start-modules',
  buildEnd() {
    startModules.clear();
    pieceModules.clear();
    const ids = [...this.getModuleIds()];
    const closure = (root: string, into: Set<string>, take: (id: string) => boolean) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || !(APP.test(id) || SHARED.test(id) || SHARED_PIECE.test(id))) return;
        seen.add(id);
        if (take(id)) into.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      const found = ids.find((id) => id.endsWith(root));
      if (found) visit(found);
    };
    closure('/src/app/boot.tsx', startModules, (id) => APP.test(id) || SHARED_PIECE.test(id));
    for (const root of ['/src/app/layouts/DesktopLayout.tsx', '/src/app/layouts/MobileLayout.tsx', '/src/features/home/pages/HomePage.tsx'])
      closure(root, startModules, (id) => SHARED_PIECE.test(id));
    const detailPieces = new Set<string>();
    for (const root of [
      '/src/features/catalogue/pages/InstitutionalPage.tsx',
      '/src/features/uni-detail/pages/UniDetailPage.tsx',
      '/src/features/major-detail/pages/MajorDetailPage.tsx',
    ])
      closure(root, detailPieces, (id) => SHARED_PIECE.test(id));
    // The services under the home banner (their own chunk, taken over after the page): what they
    // share with the other pages goes with the start, their own icons stay with them.
    closure(
      '/src/features/home/blocks/ServicesBlock.tsx',
      startModules,
      (id) => SHARED_PIECE.test(id) && (!/icons-svg/.test(id) || detailPieces.has(id)),
    );
    for (const id of detailPieces) if (!startModules.has(id)) pieceModules.add(id);
  },
};

// The modules of TanStack Query no first screen uses (the query client itself needs the rest).
const QUERY_LATER =
  /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;

const bundleEntry = (file: string) => /(^|\/)index-[\w-]+\.js$/.test(file);

const ssrBuild: UserConfig = {
  plugins: [react()],
  resolve,
  // React and the libraries bundled in pick their production build by NODE_ENV at run time otherwise.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/ssr/first-screen.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]/, sideEffects: false }] },
      output: { entryFileNames: '[name].js' },
    },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        plugins: [react(), startChunks, startModuleSet],
        resolve,
        server: {
          port: 5173,
          proxy: { '/api': { target: apiTarget, changeOrigin: false } },
        },
        preview: {
          proxy: { '/api': { target: apiTarget, changeOrigin: false } },
        },
        build: {
          manifest: true,
          modulePreload: {
            // Every browser the portal supports knows <link rel="modulepreload">.
            polyfill: false,
            // The entry's lazy import of the app's start needs its whole list; later ones do not.
            resolveDependencies: (_file, deps, { hostId }) => (bundleEntry(hostId) ? deps : deps.filter((dep) => !loadedAtStart.has(dep))),
          },
          chunkSizeWarningLimit: 700,
          rolldownOptions: {
            treeshake: {
              // @portal/shared registers zod schemas with .meta() at module level, which a bundler must
              // treat as a side effect. The browser never reads that registry, so modules of the shared
              // package whose exports are unused (the zod schemas on /home) can be dropped.
              moduleSideEffects: [{ test: /packages[\\/]shared[\\/]/, sideEffects: false }],
            },
            output: {
              codeSplitting: {
                groups: [
                  {
                    // With React (which the entry evaluates first anyway): Vite's helper of lazy imports,
                    // which the entry uses too; so the entry does not import the app's start (where the
                    // helper would land otherwise), and a small request fewer.
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]steps[\\/]react\.ts|vite[\\/]preload-helper/,
                    priority: 30,
                  },
                  { name: 'router', test: /node_modules[\\/]react-router[\\/]|src[\\/]app[\\/]steps[\\/]router\.ts/, priority: 30 },
                  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]|src[\\/]app[\\/]steps[\\/]i18n\.ts/, priority: 20 },
                  {
                    name: 'query',
                    test: (id: string) =>
                      /node_modules[\\/]@tanstack[\\/]|src[\\/]app[\\/]steps[\\/]query\.ts/.test(id) && !QUERY_LATER.test(id),
                    priority: 20,
                  },
                  // TanStack Query's mutations and infinite lists, used by later pages and pieces only: a
                  // chunk of their own, out of the first load. Below 'query': a group takes along the
                  // modules its matches import, and these import the query client's.
                  { name: 'query-more', test: QUERY_LATER, priority: 19 },
                  { name: 'boot', test: (id: string) => startModules.has(id), priority: 10 },
                  { name: 'pieces', test: (id: string) => pieceModules.has(id), priority: 9 },
                ],
              },
            },
          },
        },
      },
);
