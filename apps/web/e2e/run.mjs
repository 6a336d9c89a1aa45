// Runs every *.e2e.mjs file with node's test runner against one portal started here for the whole
// run (its address goes to the files as PORTAL_BASE); a file run on its own starts its own.
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
  .map((f) => path.join(here, f));
const portal = await startPortal();
let status;
try {
  status = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
      stdio: 'inherit',
      env: { ...process.env, PORTAL_BASE: portal.base },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
} finally {
  await portal.stop();
}
process.exit(status);
