// Runs every *.e2e.mjs file with node's test runner (one portal per file, started by the file).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
if (!fs.existsSync(path.resolve(here, '../dist/index.html'))) {
  console.error('The web app is not built: run npm run build first.');
  process.exit(1);
}
const files = fs.readdirSync(here).filter((f) => f.endsWith('.e2e.mjs')).map((f) => path.join(here, f));
const r = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], { stdio: 'inherit' });
process.exit(r.status ?? 1);
