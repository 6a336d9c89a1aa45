// Latency of the list and search calls on the demo catalogue with embedded PGlite: each call is
// answered N times through inject (no network), after a warm-up; prints p50, p95 and max in ms.
// Run with `npm run bench`. Set BENCH_DB=postgres to run against DATABASE_URL_TEST instead.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { seedAccounts, seedReference } from '../src/db/seed';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { buildApp } from '../src/app';

const N = Number(process.env.BENCH_N ?? 200);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: tmp, LOG_LEVEL: 'silent', WEB_DIST: path.join(tmp, 'none'), DEV_OUTBOX: '0' });
const database = await openDatabase({
  databaseUrl:
    process.env.BENCH_DB === 'postgres' ? (process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined,
  dataDir: path.join(tmp, 'pglite'),
});
await migrateDatabase(database);
await seedReference(database.db);
await seedAccounts(database.db, { adminAccount: 'admin@bench.local', adminPassword: 'Admin12345', demo: false });
const t0 = performance.now();
await seedCatalogue(database.db);
console.log(`catalogue seeded in ${Math.round(performance.now() - t0)} ms (${database.kind})`);
const app = await buildApp({ config, database, logger: false });
await app.ready();

type Case = [name: string, method: 'GET' | 'POST', url: string, payload?: object];
const cases: Case[] = [
  ['listUniByKeyWords 牛津', 'POST', '/api/uni/school-university/listUniByKeyWords', { uniNameLike: '牛津' }],
  ['listUniByKeyWords niujin', 'POST', '/api/uni/school-university/listUniByKeyWords', { uniNameLike: 'niujin' }],
  ['listUniByKeyWords UCL (alias)', 'POST', '/api/uni/school-university/listUniByKeyWords', { uniNameLike: 'UCL' }],
  ['listUniByKeyWords typo', 'POST', '/api/uni/school-university/listUniByKeyWords', { uniNameLike: 'univercity of oxferd' }],
  ['getPartnerUniList (no filter)', 'POST', '/api/uni/school-university/getPartnerUniList', {}],
  [
    'getPartnerUniList (all filters)',
    'POST',
    '/api/uni/school-university/getPartnerUniList',
    { countryIds: ['140'], majorFocusList: ['6'], stipendShow: '1', gpa: '3.4', majorTuitionMin: '15000', majorTuitionMax: '40000' },
  ],
  ['partnerInstitutions', 'POST', '/api/uni/school-university/partnerInstitutions', { pageSize: 30 }],
  ['getMajorUniList', 'POST', '/api/uni/major/getMajorUniList', { majorName: 'Data Science', countryIds: ['140', '35'] }],
  ['major list', 'POST', '/api/uni/major/list', { countryIds: ['35'], majorType: '2' }],
  ['getMajorNameList', 'POST', '/api/uni/major/getMajorNameList', { majorName: 'science' }],
  ['caseShareList', 'POST', '/api/clerk/student/caseShareList', { countryIds: ['140'], gpaList: ['1', '2'] }],
  ['article list', 'POST', '/api/content/bs/article/list', { articleType: '1', pageSize: 8 }],
  ['caseAnalysis', 'POST', '/api/uni/school-university/caseAnalysis', { uniId: 1 }],
  ['university show', 'GET', '/api/uni/school-university/show?uniId=1'],
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const out: string[] = [];
let worst = 0;
for (const [name, method, url, payload] of cases) {
  for (let i = 0; i < 10; i++) await app.inject({ method, url, payload });
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const s = performance.now();
    const r = await app.inject({ method, url, payload });
    times.push(performance.now() - s);
    if (r.json().code !== '000') throw new Error(`${name}: ${r.body}`);
  }
  times.sort((a, b) => a - b);
  const p95 = pct(times, 95);
  worst = Math.max(worst, p95);
  out.push(
    `${name.padEnd(34)} p50 ${pct(times, 50).toFixed(1).padStart(6)}  p95 ${p95.toFixed(1).padStart(6)}  max ${times[times.length - 1].toFixed(1).padStart(6)} ms`,
  );
}
console.log(
  `\n${N} calls each, ${database.kind}, ${os.cpus().length} cores\n${out.join('\n')}\nworst p95: ${worst.toFixed(1)} ms (target < 30 ms)`,
);
await app.close();
await database.close();
fs.rmSync(tmp, { recursive: true, force: true });
