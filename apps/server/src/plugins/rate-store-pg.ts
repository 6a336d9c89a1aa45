// Rate-limit counters in PostgreSQL (table rate_counters), for several server processes without
// Redis. Tight limits (at most STRICT_MAX a window: contact lookups, not-found probing) are counted
// in the database on every request, exactly. Wide limits (the general per-address /api limit,
// hundreds a minute) are counted in the process and added to the shared count once a second, so an
// ordinary request costs no query; across processes such a limit may be overshot by what arrives
// within that second.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { pgArray, rowsAs } from '../lib/sql';

export const STRICT_MAX = 200;
const FLUSH_MS = 1000;

type Callback = (err: Error | null, res: { current: number; ttl: number }) => void;

const counted = z.object({ key: z.string(), count: z.number(), ttl: z.number() });

/** One statement: add `n` to each key's count in its window, or start a new window. */
function addCounts(db: Db, keys: string[], adds: number[], windows: number[]) {
  return rowsAs(
    db,
    counted,
    sql`INSERT INTO rate_counters AS r (key, count, reset_at)
        SELECT k, n, now() + w * interval '1 millisecond'
          FROM unnest(${pgArray(keys)}::text[], ${pgArray(adds)}::int[], ${pgArray(windows)}::int[]) AS t(k, n, w)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.reset_at <= now() THEN excluded.count ELSE r.count + excluded.count END,
          reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
        RETURNING r.key, r.count, greatest(0, (extract(epoch FROM r.reset_at - now()) * 1000))::int AS ttl`,
  );
}

interface Wide {
  shared: number;
  pending: number;
  resetAt: number;
  window: number;
}

export function pgRateStore(db: Db, onError: (err: Error) => void) {
  const wide = new Map<string, Wide>();
  let timer: NodeJS.Timeout | null = null;
  let sweptAt = Date.now();

  async function flush(): Promise<void> {
    timer = null;
    const batch = [...wide].filter(([, w]) => w.pending > 0);
    if (!batch.length) return;
    const adds = batch.map(([, w]) => w.pending);
    for (const [, w] of batch) w.pending = 0;
    try {
      const rows = await addCounts(
        db,
        batch.map(([k]) => k),
        adds,
        batch.map(([, w]) => w.window),
      );
      const now = Date.now();
      for (const r of rows) {
        const w = wide.get(r.key);
        if (w) {
          w.shared = r.count;
          w.resetAt = now + r.ttl;
        }
      }
      if (now - sweptAt > 60_000) {
        sweptAt = now;
        for (const [k, w] of wide) if (w.resetAt <= now && w.pending === 0) wide.delete(k);
        await db.execute(sql`DELETE FROM rate_counters WHERE reset_at < now() - interval '1 hour'`);
      }
    } catch (err) {
      onError(err as Error);
    }
  }

  return class PgRateStore {
    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      if (max <= STRICT_MAX) {
        addCounts(db, [key], [1], [timeWindow]).then(
          ([r]) => cb(null, { current: r.count, ttl: r.ttl }),
          (err: Error) => cb(err, { current: 0, ttl: 0 }),
        );
        return;
      }
      const now = Date.now();
      let w = wide.get(key);
      if (!w || w.resetAt <= now) {
        w = { shared: 0, pending: 0, resetAt: now + timeWindow, window: timeWindow };
        wide.set(key, w);
      }
      w.pending += 1;
      if (!timer) timer = setTimeout(() => void flush(), FLUSH_MS);
      cb(null, { current: w.shared + w.pending, ttl: w.resetAt - now });
    }
    child() {
      return this;
    }
    /** Writes the counts of wide limits now (tests, shutdown). */
    static flush = flush;
  };
}
