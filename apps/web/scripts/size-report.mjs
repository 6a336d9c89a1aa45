// Prints every built JS chunk with its gzip size, then the JS that /home needs on first load
// (desktop, cn, no session): the entry with its static imports, the modules it loads itself (the
// libraries one by one, then the app's start), and the modules the app loads before it runs /home
// (the desktop layout, the texts of the start namespaces, the home route), with their imports. Chunks fetched later (antd with its ConfigProvider and locale, the
// login dialog, toasts, the signed-in menu, the home blocks below the fold) are not counted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const sizes = new Map();
for (const chunk of Object.values(manifest)) {
  if (chunk.file.endsWith('.js') && !sizes.has(chunk.file)) sizes.set(chunk.file, gzip(chunk.file));
}

console.log('\nJS chunks (gzip):');
for (const [file, size] of [...sizes].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size).padStart(9)}  ${file}`);
console.log(`  ${kb([...sizes.values()].reduce((a, b) => a + b, 0)).padStart(9)}  total`);

// Source modules dynamically imported on the way to a painted /home.
// A key is a source path (its end) or, for a chunk group of vite.config.ts, the group's name.
const HOME_FIRST_LOAD = [
  'src/app/layouts/DesktopLayout.tsx',
  'src/features/home/pages/HomePage.tsx',
  'src/locales/zh-CN/common.json',
  'src/locales/zh-CN/home.json',
];

const byKey = (key) => manifest[key] ?? Object.entries(manifest).find(([k, c]) => k.endsWith(key) || c.name === key)?.[1];
const needed = new Set();
const visit = (key) => {
  const chunk = byKey(key);
  if (!chunk || needed.has(chunk.file)) return;
  needed.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
visit(entry[0]);
for (const key of entry[1].dynamicImports ?? []) visit(key);
for (const key of HOME_FIRST_LOAD) {
  if (!byKey(key)) console.warn(`  (not in manifest: ${key})`);
  visit(key);
}

console.log('\n/home first load (gzip):');
let total = 0;
for (const file of [...needed].sort((a, b) => sizes.get(b) - sizes.get(a))) {
  total += sizes.get(file);
  console.log(`  ${kb(sizes.get(file)).padStart(9)}  ${file}`);
}
console.log(`  ${kb(total).padStart(9)}  total JS for /home (target ≤ 150 kB)\n`);
