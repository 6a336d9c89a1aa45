// Runs every *.e2e.mjs file with node's test runner. The files are dealt into shards (E2E_SHARDS,
// 2 by default): each shard has a portal of its own, started here for the whole shard (its address
// goes to the files as PORTAL_BASE), and runs its files one after another, while the shards run at
// the same time. Files of one shard share a database as they always did; files of different shards
// never see each other's changes. A file run on its own starts its own portal.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
if (!fs.existsSync(path.resolve(here, '../dist/index.html'))) {
  console.error('The web app is not built: run npm run build first.');
  process.exit(1);
}
const { startPortal } = await import('./harness.mjs');
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort()
  .map((f) => path.join(here, f));
const count = Math.max(1, Math.min(files.length, Number(process.env.E2E_SHARDS ?? 2) || 1));

// Dealt by size (a fair stand-in for running time): the largest file goes to the lightest shard.
const shards = Array.from({ length: count }, () => ({ files: [], weight: 0 }));
for (const f of [...files].sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)) {
  const lightest = shards.reduce((a, b) => (b.weight < a.weight ? b : a));
  lightest.files.push(f);
  lightest.weight += fs.statSync(f).size;
}
for (const s of shards) s.files.sort();

const started = Date.now();
const portals = await Promise.all(shards.map(() => startPortal()));

function runShard(shard, portal, i) {
  return new Promise((resolve) => {
    const names = shard.files.map((f) => path.basename(f)).join(', ');
    console.log(`shard ${i + 1}/${count} on ${portal.base}: ${names}`);
    const child = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...shard.files], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORTAL_BASE: portal.base },
    });
    // Each shard's report is printed whole when it ends, so the two do not interleave line by line.
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      console.log(`\n==== shard ${i + 1}/${count} (${names}): exit ${code} after ${Math.round((Date.now() - started) / 1000)} s\n${out}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(shards.map((s, i) => runShard(s, portals[i], i))).finally(() => Promise.all(portals.map((p) => p.stop())));
process.exit(codes.every((c) => c === 0) ? 0 : 1);
