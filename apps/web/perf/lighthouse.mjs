// npm run bench:web: Lighthouse (mobile, simulated throttling, performance only) on the pages the
// speed issue names, against the built app served by the built server with the demo data (embedded
// PGlite in a temporary folder), in Debian's Chromium. Each page is measured LIGHTHOUSE_RUNS times
// (default 3: a shared machine makes single runs noisy); prints score, LCP, TBT and CLS per run and
// the median of each page, and writes apps/web/perf/results/latest.json. Timings belong here, never
// in tests. LIGHTHOUSE_PAGES=/home,/Institutional measures those pages only; LIGHTHOUSE_TASKS=1 also
// prints each run's long tasks (their script and length, as Lighthouse simulated them), which is what
// the total blocking time is made of.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startPortal } from '../e2e/harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/home',
  '/Institutional',
  '/Instiutiondetail?uniId=1',
  '/majordetail?majorId=1',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const portal = await startPortal({ RATE_LIMIT_PER_MINUTE: '0' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results = [];
try {
  for (const page of PAGES) {
    const url = `${portal.base}${page}`;
    // A first visit warms the server's caches (as the second student of a results day finds them).
    await fetch(url, { headers: { accept: 'text/html' } });
    for (let i = 0; i < RUNS; i++) {
      const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const lhr = r.lhr;
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      const row = {
        page,
        score: lhr.categories.performance.score,
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
        fcpMs: Math.round(audit('first-contentful-paint')),
        jsKb: Math.round(
          (lhr.audits['network-requests']?.details?.items ?? [])
            .filter((x) => x.resourceType === 'Script')
            .reduce((s, x) => s + (x.transferSize ?? 0), 0) / 1024,
        ),
      };
      results.push(row);
      console.log(
        `${page.padEnd(28)} score ${row.score === null ? `- (${lhr.runtimeError?.code ?? 'no score'})` : row.score.toFixed(2)}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  FCP ${row.fcpMs} ms  JS ${row.jsKb} kB`,
      );
      if (process.env.LIGHTHOUSE_TASKS)
        for (const t of lhr.audits['long-tasks']?.details?.items ?? [])
          console.log(
            `    long task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms  ${String(t.url).replace(portal.base, '')}`,
          );
    }
  }
} finally {
  await chrome.kill();
  await portal.stop();
}
const medians = PAGES.map((page) => {
  const rows = results.filter((r) => r.page === page && r.score !== null);
  const m = { page, runs: rows.length };
  for (const k of ['score', 'lcpMs', 'tbtMs', 'cls', 'fcpMs', 'jsKb']) m[k] = rows.length ? median(rows.map((r) => r[k])) : null;
  return m;
});
console.log(`\nmedian of ${RUNS} runs:`);
for (const m of medians)
  console.log(
    `${m.page.padEnd(28)} score ${m.score?.toFixed(2)}  LCP ${m.lcpMs} ms  TBT ${m.tbtMs} ms  CLS ${m.cls}  FCP ${m.fcpMs} ms  JS ${m.jsKb} kB`,
  );
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(here, 'results', 'latest.json'),
  `${JSON.stringify({ when: new Date().toISOString(), runs: RUNS, medians, results }, null, 2)}\n`,
);
