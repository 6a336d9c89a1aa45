// University page views counted in batches: the page answers at once from memory (a visitor's
// first view of the day shows in the count straight away), and the views are written once a second
// in one statement. The database still decides what counts: a view counts once per visitor,
// university and day across every process (view_records' key), and only counted views add to the
// stored number.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { pgArray, rowsAs } from '../../lib/sql';

const counted = z.object({ id: z.number(), n: z.number() });

/** Visitors seen today by this process, bounded (the oldest are forgotten first). */
const SEEN_MAX = 200_000;

export class ViewBatcher {
  private seen_ = new Set<string>();
  /** When the current (UTC) day ends, in ms: the day is worked out again only then. */
  private dayEnds = 0;
  private pending: { id: number; visitor: string }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** Views recorded here and not yet written, per university (added to counters read meanwhile). */
  readonly unwritten = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: Error) => void,
    private readonly intervalMs = 1000,
  ) {}

  /** Whether this visitor's view of the university today is recorded here already (nothing changes). */
  seen(uniId: number, visitor: string): boolean {
    return Date.now() < this.dayEnds && this.seen_.has(`${uniId}|${visitor}`);
  }

  /** Records a view; true when it is this visitor's first view of the university today here. */
  record(uniId: number, visitor: string): boolean {
    const now = Date.now();
    if (now >= this.dayEnds) {
      this.dayEnds = (Math.floor(now / 86_400_000) + 1) * 86_400_000;
      this.seen_.clear();
    }
    const key = `${uniId}|${visitor}`;
    if (this.seen_.has(key)) return false;
    if (this.seen_.size >= SEEN_MAX) this.seen_.delete(this.seen_.values().next().value as string);
    this.seen_.add(key);
    this.pending.push({ id: uniId, visitor });
    this.unwritten.set(uniId, (this.unwritten.get(uniId) ?? 0) + 1);
    if (!this.timer) this.timer = setTimeout(() => void this.flush(), this.intervalMs);
    return true;
  }

  /** Writes what is pending (also at shutdown and in tests). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(async () => {
      if (!batch.length) return;
      try {
        // Inserted records are the views that count; each adds one to its university.
        await rowsAs(
          this.db,
          counted,
          sql`WITH v AS (
                INSERT INTO view_records (target_type, target_id, visitor, day)
                SELECT 'uni', t.id, t.visitor, current_date
                  FROM unnest(${pgArray(batch.map((b) => b.id))}::int[], ${pgArray(batch.map((b) => b.visitor))}::text[]) AS t(id, visitor)
                ON CONFLICT DO NOTHING RETURNING target_id),
              c AS (SELECT target_id AS id, count(*)::int AS n FROM v GROUP BY target_id)
              UPDATE universities u SET view_number = u.view_number + c.n FROM c WHERE u.id = c.id RETURNING u.id, c.n`,
        );
      } catch (err) {
        this.onError(err as Error);
      } finally {
        for (const b of batch) {
          const left = (this.unwritten.get(b.id) ?? 1) - 1;
          if (left > 0) this.unwritten.set(b.id, left);
          else this.unwritten.delete(b.id);
        }
      }
    });
    return this.flushing;
  }
}
