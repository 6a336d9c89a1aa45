// vitest-no-db: runs once, with the unit tests (it opens no database).
import { describe, expect, it } from 'vitest';
import { IDLE_GC, idleGcStep, idleGcWatch } from './idle-gc';

const MB = 2 ** 20;

/**
 * A process as the watch sees it: a heap that grows by `grow` bytes an interval while busy (each
 * utilisation of `busy`), and that collections bring back to `live`. Returns the intervals at which
 * it collected and what it logged.
 */
function simulate(busy: boolean[], opts: { live?: number; grow?: number } = {}) {
  const live = opts.live ?? 100 * MB;
  const grow = opts.grow ?? 20 * MB;
  let heap = 150 * MB;
  let collections = 0;
  const logged: object[] = [];
  const tick = idleGcWatch({
    gc: () => {
      collections++;
      heap = live;
    },
    heapBytes: () => heap,
    rssBytes: () => heap + 100 * MB,
    log: { info: (o) => logged.push(o) },
  });
  const atStart = collections;
  const collectedAt: number[] = [];
  busy.forEach((b, i) => {
    if (b) heap += grow;
    const before = collections;
    tick(b ? 0.9 : 0.005);
    if (collections > before) collectedAt.push(i);
  });
  return { atStart, collectedAt, collections, logged };
}

const quiet = (n: number) => Array.from({ length: n }, () => false);
const busy = (n: number) => Array.from({ length: n }, () => true);

describe('memory handed back when quiet', () => {
  it('collects at the start, and once after a busy spell when quiet for the set number of intervals', () => {
    const r = simulate([...busy(3), ...quiet(IDLE_GC.quietIntervals + 5)]);
    // Two collections each time: the second hands back the pages the first one swept.
    expect(r.atStart).toBe(2);
    expect(r.collectedAt).toEqual([3 + IDLE_GC.quietIntervals - 1]);
    expect(r.collections).toBe(4);
    expect(r.logged).toEqual([expect.objectContaining({ heapMb: [160, 100], rssMb: [260, 200] })]);
  });

  it('does not collect while requests keep coming, however large the heap grows', () => {
    const pattern = Array.from({ length: 30 }, (_, i) => i % IDLE_GC.quietIntervals === 0);
    expect(simulate(pattern).collectedAt).toEqual([]);
  });

  it('does not collect a quiet process whose heap has not grown past the last collection', () => {
    expect(simulate([...busy(1), ...quiet(20)], { grow: IDLE_GC.grownBytes - 1 }).collectedAt).toEqual([]);
  });

  it('counts the quiet again from the start after a busy interval', () => {
    const n = IDLE_GC.quietIntervals;
    expect(simulate([...busy(2), ...quiet(n - 1), ...busy(1), ...quiet(n)]).collectedAt).toEqual([2 + n - 1 + 1 + n - 1]);
  });

  it('steps: quiet intervals are counted and a busy one resets them', () => {
    const s = { quiet: 0, baseline: 0 };
    const a = idleGcStep(s, 0, 0);
    expect(a).toEqual({ state: { quiet: 1, baseline: 0 }, collect: false });
    expect(idleGcStep(a.state, 0.5, 0).state.quiet).toBe(0);
  });
});
