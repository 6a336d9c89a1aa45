// Memory handed back after a crowd. V8 keeps the heap it grew to under load (a results-day run left
// about 200 MB of heap around 80 MB of live objects) and gives little of it back on its own. When the
// heap has grown well past what the last full collection left and the process has then been quiet
// for a while (the event loop busy under 2% of the time), one full collection runs. It takes about
// 100 ms, which nobody waits for when nothing is arriving. It needs node's --expose-gc (npm start and
// start:cluster have it); without that flag this does nothing.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import v8 from 'node:v8';

export const IDLE_GC = {
  /** How often the event loop's utilisation is read. */
  intervalMs: 3_000,
  /** Quiet: the event loop busy less than this share of an interval. */
  quietBelow: 0.02,
  /** How many quiet intervals in a row before collecting. */
  quietIntervals: 3,
  /** Collect only when the heap has grown by this much since the last full collection. */
  grownBytes: 32 * 2 ** 20,
};

export interface IdleGcState {
  /** Quiet intervals in a row so far. */
  quiet: number;
  /** The heap's size after the last full collection (or at the start). */
  baseline: number;
}

/** One interval: its event-loop utilisation and the heap's size now; whether to collect, and the next state. */
export function idleGcStep(state: IdleGcState, utilisation: number, heapBytes: number): { state: IdleGcState; collect: boolean } {
  const quiet = utilisation < IDLE_GC.quietBelow ? state.quiet + 1 : 0;
  const collect = quiet >= IDLE_GC.quietIntervals && heapBytes - state.baseline >= IDLE_GC.grownBytes;
  return { state: { quiet: collect ? 0 : quiet, baseline: state.baseline }, collect };
}

interface Log {
  info(o: object, msg: string): void;
}

/** Starts the watch (when the garbage collector is exposed); returns its stop. */
export function startIdleGc(log: Log): () => void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return () => undefined;
  const heap = () => v8.getHeapStatistics().total_heap_size;
  // Once at the start, so that what loading the data left behind is not taken for the baseline.
  gc();
  let state: IdleGcState = { quiet: 0, baseline: heap() };
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const step = idleGcStep(state, performance.eventLoopUtilization(now, last).utilization, heap());
    last = now;
    state = step.state;
    if (!step.collect) return;
    const before = { heap: heap(), rss: process.memoryUsage.rss() };
    const started = performance.now();
    // The second collection finds the first one's sweeping done and hands the emptied pages back
    // (one alone left about half of them: 214 -> 192 MB of heap, against 201 -> 150 MB for two).
    gc();
    gc();
    const after = { heap: heap(), rss: process.memoryUsage.rss() };
    state = { quiet: 0, baseline: after.heap };
    const mb = (n: number) => Math.round(n / 2 ** 20);
    log.info(
      { ms: Math.round(performance.now() - started), heapMb: [mb(before.heap), mb(after.heap)], rssMb: [mb(before.rss), mb(after.rss)] },
      'quiet after a busy spell: heap collected',
    );
  }, IDLE_GC.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
