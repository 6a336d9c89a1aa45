// tsx apps/server/bench/imports.ts: a 20,000-row import (majors of the demo universities, as CSV)
// checked and applied through the import code on an in-memory PGlite with the demo catalogue and the
// world universities, timed: the parse, the dry run, the apply (one transaction), and the same file
// checked again (all rows "same"). The target is under a minute for check plus apply.
//
// Settings: ROWS (default 20000), DATABASE_URL (PostgreSQL instead of PGlite).
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { seedReference } from '../src/db/seed';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { parseImportFile } from '../src/modules/imports/parse';
import { claimJob, createJob, runApply, runCheck } from '../src/modules/imports/service';
import { rows } from '../src/lib/sql';

const ROWS = Number(process.env.ROWS ?? 20_000);
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory://' });
await migrateDatabase(database);
await seedReference(database.db);
const t = Date.now();
await seedCatalogue(database.db, { world: true });
console.log(`demo catalogue + world universities: ${Date.now() - t} ms`);
const domains = (
  await rows<{ d: string }>(database.db, sql`SELECT website_domain AS d FROM universities WHERE website_domain IS NOT NULL ORDER BY id`)
).map((r) => r.d);
const lines = [['University website', 'English name', 'Chinese name', 'Degree', 'Tuition', 'IELTS', 'Requirements']];
for (let i = 0; i < ROWS; i++)
  lines.push([
    domains[i % domains.length],
    `MSc Bench Programme ${i}`,
    `基准专业${i}`,
    i % 3 === 0 ? 'bachelor' : 'master',
    String(20000 + i),
    '6.5',
    'A relevant degree',
  ]);
const buf = Buffer.from(Papa.unparse(lines), 'utf8');
console.log(`file: ${ROWS} rows, ${(buf.length / 1024 / 1024).toFixed(1)} MB`);

async function checkAndApply(label: string) {
  const o = { kind: 'majors' as const, fileName: 'bench.csv', source: 'bench', checkedAt: '2026-11-27', mode: 'update' as const };
  let s = Date.now();
  const file = await parseImportFile('bench.csv', buf);
  const parseMs = Date.now() - s;
  s = Date.now();
  const id = await createJob(database.db, null, o, file.rows.length);
  const checked = await runCheck(database.db, id, o, file);
  const checkMs = Date.now() - s;
  s = Date.now();
  const applied = await runApply(database.db, id, await claimJob(database.db, id), null, '127.0.0.1');
  const applyMs = Date.now() - s;
  console.log(
    `${label}: parse ${parseMs} ms, check ${checkMs} ms (${JSON.stringify(checked)}), apply ${applyMs} ms (${JSON.stringify(applied)}), total ${parseMs + checkMs + applyMs} ms`,
  );
}
await checkAndApply('first import');
await checkAndApply('same file again');
await database.close();
