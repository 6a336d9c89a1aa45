// Builds the server to one JavaScript file, dist/server.js, so production runs plain node (no
// TypeScript compiler at start or in memory). The workspace's shared package is bundled in; every
// other package stays in node_modules. Source maps point errors back to the TypeScript lines.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => d !== '@portal/shared');

const entries = { server: 'src/server.ts', cluster: 'src/cluster.ts' };
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(entries).filter(([, f]) => fs.existsSync(path.join(root, f)))),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces need the mappings only; the sources are in the repository (and were most of the map).
  sourcesContent: false,
  external: [...external, ...external.map((d) => `${d}/*`)],
  // Packages written for CommonJS that the bundle pulls in call require(): give them one.
  banner: { js: "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`server built to ${path.join(root, 'dist')}`);
