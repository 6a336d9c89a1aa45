// tsx apps/server/bench/search-index.ts: the university search index in process, without HTTP, at
// today's catalogue and at ten times it. The requests are those of `npm run bench`'s run of searches
// that the answer cache cannot help (every university's English name cut short and with a typo, in
// five page sizes); the larger catalogue is made the same way (nine copies of every university,
// names with a number added, no website domain: it is unique). The catalogue is the demo's: the
// demo universities and the real ones of seed/world-universities (SEED_WORLD=0 leaves those out).
// Prints the time per request (mean, p50, p99) of each round and the median of the rounds, so a
// change to name-search.ts or catalogue-index.ts can be judged in seconds.
//
// Settings: ROUNDS (default 5), SIZES (default "1,10": the catalogue multiples to measure).
// GROWTH=real: instead, the demo's universities alone, then with the real ones of
// seed/world-universities loaded on top (through the import), the same requests (made from the
// demo's names) at both sizes: the catalogue's growth as it came, rather than copies.
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { seedReference } from '../src/db/seed';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { seedWorldUniversities } from '../src/db/seed/world-universities';
import { CatalogueIndex } from '../src/modules/universities/catalogue-index';
import { rows } from '../src/lib/sql';
import { variedKeywords } from './keywords';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SIZES = (process.env.SIZES ?? '1,10').split(',').map(Number);

const database = await openDatabase({ dataDir: 'memory://' });
await migrateDatabase(database);
await seedReference(database.db);
const GROWTH = process.env.GROWTH === 'real';
await seedCatalogue(database.db, { world: !GROWTH && process.env.SEED_WORLD !== '0' });
const catalogue = new CatalogueIndex(database.db);

const names: string[] = [];
for (let page = 1; ; page++) {
  const r = await catalogue.list({ pageNo: page, pageSize: 90, sort: 'views' } as Parameters<CatalogueIndex['list']>[0]);
  names.push(...r.list.map((u) => u.uniEnName.toLowerCase()));
  if (page >= r.totalPage) break;
}
const varied = variedKeywords(names);
const requests = Array.from({ length: varied.length * 5 }, (_, k) => ({
  uniNameLike: varied[k % varied.length],
  pageNo: 1,
  pageSize: 16 + (Math.floor(k / varied.length) % 5),
}));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let size = 1;
const steps: (number | 'real')[] = GROWTH ? [1, 'real'] : SIZES;
for (const wanted of steps) {
  if (wanted === 'real') {
    await seedWorldUniversities(database.db);
    catalogue.invalidate();
  } else if (wanted > size) {
    const cols = (
      await rows<{ c: string }>(
        database.db,
        sql`SELECT column_name AS c FROM information_schema.columns WHERE table_name = 'universities'
              AND column_name NOT IN ('id', 'en_words', 'uni_name', 'uni_en_name', 'website_domain') AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      )
    ).map((r) => r.c);
    await database.db.execute(
      sql.raw(`INSERT INTO universities (uni_name, uni_en_name, ${cols.join(', ')})
       SELECT u.uni_name || k, u.uni_en_name || ' ' || k, ${cols.map((c) => `u.${c}`).join(', ')}
         FROM universities u, generate_series(${size + 1}, ${wanted}) AS k WHERE u.status = '0' AND u.uni_en_name !~ ' [0-9]+$'`),
    );
    size = wanted;
    catalogue.invalidate();
  }
  const total = (await catalogue.list({ pageNo: 1, pageSize: 1, sort: 'views' } as Parameters<CatalogueIndex['list']>[0])).totalCount;
  const label = wanted === 'real' ? 'real catalogue' : `${size}×`;
  const means: number[] = [];
  const p50s: number[] = [];
  const p99s: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const times: number[] = [];
    for (const b of requests) {
      const t0 = process.hrtime.bigint();
      await catalogue.keywords(b);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    if (round === 0) continue; // warm-up
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const p50 = times[Math.floor(times.length * 0.5)];
    const p99 = times[Math.floor(times.length * 0.99)];
    means.push(mean);
    p50s.push(p50);
    p99s.push(p99);
    console.log(
      `${label} (${total} universities) round ${round}: mean ${mean.toFixed(3)} ms  p50 ${p50.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms`,
    );
  }
  console.log(
    `${label} (${total} universities), ${requests.length} requests, median of ${ROUNDS}: mean ${median(means).toFixed(3)} ms  p50 ${median(p50s).toFixed(3)} ms  p99 ${median(p99s).toFixed(3)} ms`,
  );
}
await database.close();
