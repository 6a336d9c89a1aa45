// Runs every *.e2e.mjs file with node's test runner. E2E_SHARDS (2 by default) portals are started,
// each with a database of its own (its address goes to the files as PORTAL_BASE), and each portal
// takes the next file from one queue as soon as its last file ends, so the shards finish together.
// The queue starts with the files that took longest last time (durations.json, refreshed from
// artifacts/durations.json after a full run), then the unknown ones by size. Files run one at a
// time per portal; files of one portal share its database, files of different portals never see
// each other's changes. A file run on its own starts its own portal.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
if (!fs.existsSync(path.resolve(here, '../dist/index.html'))) {
  console.error('The web app is not built: run npm run build first.');
  process.exit(1);
}
const { ARTIFACTS, startPortal } = await import('./harness.mjs');
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort();
const count = Math.max(1, Math.min(files.length, Number(process.env.E2E_SHARDS ?? 2) || 1));

/** Seconds each file took in a full run (a missing file: its size in kB, a fair stand-in). */
const known = (() => {
  try {
    return JSON.parse(fs.readFileSync(path.join(here, 'durations.json'), 'utf8'));
  } catch {
    return {};
  }
})();
const expected = (f) => known[f] ?? fs.statSync(path.join(here, f)).size / 1000;
const queue = [...files].sort((a, b) => expected(b) - expected(a));

const started = Date.now();
const portals = await Promise.all(Array.from({ length: count }, () => startPortal()));

/**
 * A test that runs longer than this fails (a hang must not eat the run's time budget). Each file
 * runs as one test of its own process, so this also bounds a whole file: the wizard's file, the
 * longest, took 262 s on a loaded CI machine and 449 s on a day the whole machine ran 1.6× slower.
 */
const TEST_TIMEOUT = 720_000;
const took = {};
/** The reports of the files that failed, printed again after the summary (a CI log's tail). */
const failedReports = [];
function runFile(file, portal, i) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(
      process.execPath,
      ['--test', '--test-concurrency=1', `--test-timeout=${TEST_TIMEOUT}`, '--test-reporter=spec', path.join(here, file)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, PORTAL_BASE: portal.base },
      },
    );
    // A file's report is printed whole when it ends, so two portals' reports do not interleave.
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      took[file] = Math.round((Date.now() - t0) / 1000);
      const at = Math.round((Date.now() - started) / 1000);
      const report = `\n==== ${file} on portal ${i + 1}/${count}: exit ${code} in ${took[file]} s (at ${at} s)\n${out}`;
      console.log(report);
      if (code !== 0) failedReports.push(report);
      resolve(code ?? 1);
    });
  });
}

async function runPortal(portal, i) {
  const codes = [];
  for (let file = queue.shift(); file; file = queue.shift()) codes.push(await runFile(file, portal, i));
  return codes;
}

const codes = (await Promise.all(portals.map((p, i) => runPortal(p, i))).finally(() => Promise.all(portals.map((p) => p.stop())))).flat();
fs.mkdirSync(ARTIFACTS, { recursive: true });
fs.writeFileSync(path.join(ARTIFACTS, 'durations.json'), JSON.stringify(took, Object.keys(took).sort(), 2) + '\n');
const failed = Object.keys(took).length - codes.filter((c) => c === 0).length;
const summary = `${files.length} files on ${count} portals in ${Math.round((Date.now() - started) / 1000)} s; ${failed} failed`;
if (failedReports.length) console.log(`\n${summary}. The failed files' reports again:\n${failedReports.join('\n')}`);
console.log(`\n${summary}`);
process.exit(failed === 0 ? 0 : 1);
