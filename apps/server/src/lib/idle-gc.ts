// Memory handed back after a crowd. V8 keeps the heap it grew to under load (a results-day run left
// about 200 MB of heap around 80 MB of live objects) and gives little of it back on its own. When the
// heap has grown well past what this watch's last collection left and the process has then been
// quiet for a while (the event loop busy under 2% of the time), it collects: two full collections,
// about 100 ms, which nobody waits for when nothing is arriving. It needs node's --expose-gc (npm
// start and start:cluster pass it; each cluster worker watches its own heap); without that flag
// this does nothing.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import v8 from 'node:v8';

export const IDLE_GC = {
  /** How often the event loop's utilisation is read. */
  intervalMs: 3_000,
  /** Quiet: the event loop busy less than this share of an interval. */
  quietBelow: 0.02,
  /** How many quiet intervals in a row before collecting. */
  quietIntervals: 3,
  /** Collect only when the heap has grown by this much since this watch's last collection. */
  grownBytes: 32 * 2 ** 20,
};

export interface IdleGcState {
  /** Quiet intervals in a row so far. */
  quiet: number;
  /** The heap's size after this watch's last collection (V8's own collections do not move it). */
  baseline: number;
}

/** One interval: its event-loop utilisation and the heap's size now; whether to collect, and the next state. */
export function idleGcStep(state: IdleGcState, utilisation: number, heapBytes: number): { state: IdleGcState; collect: boolean } {
  const quiet = utilisation < IDLE_GC.quietBelow ? state.quiet + 1 : 0;
  return {
    state: { quiet, baseline: state.baseline },
    collect: quiet >= IDLE_GC.quietIntervals && heapBytes - state.baseline >= IDLE_GC.grownBytes,
  };
}

interface Log {
  info(o: object, msg: string): void;
}

export interface IdleGcDeps {
  /** The exposed collector (globalThis.gc). */
  gc: () => void;
  /** The heap's size in bytes. */
  heapBytes: () => number;
  /** The process's resident memory in bytes (logged). */
  rssBytes: () => number;
  log: Log;
}

/**
 * The watch without its timer: collects once at once (so that the start's own garbage is not taken
 * for the baseline) and returns what to call at each interval with its event-loop utilisation.
 */
export function idleGcWatch(deps: IdleGcDeps): (utilisation: number) => void {
  const collect = () => {
    // The second collection finds the first one's sweeping done and hands the emptied pages back
    // (one alone left about half of them: 214 -> 192 MB of heap, against 201 -> 150 MB for two).
    deps.gc();
    deps.gc();
    return deps.heapBytes();
  };
  let state: IdleGcState = { quiet: 0, baseline: collect() };
  return (utilisation) => {
    const step = idleGcStep(state, utilisation, deps.heapBytes());
    state = step.state;
    if (!step.collect) return;
    const before = { heap: deps.heapBytes(), rss: deps.rssBytes() };
    const started = performance.now();
    state = { quiet: 0, baseline: collect() };
    const mb = (n: number) => Math.round(n / 2 ** 20);
    deps.log.info(
      {
        ms: Math.round(performance.now() - started),
        heapMb: [mb(before.heap), mb(state.baseline)],
        rssMb: [mb(before.rss), mb(deps.rssBytes())],
      },
      'quiet after a busy spell: heap collected',
    );
  };
}

/** Starts the watch when the collector is exposed; returns its stop. */
export function startIdleGc(log: Log): () => void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return () => undefined;
  const tick = idleGcWatch({ gc, heapBytes: () => v8.getHeapStatistics().total_heap_size, rssBytes: () => process.memoryUsage.rss(), log });
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    tick(performance.eventLoopUtilization(now, last).utilization);
    last = now;
  }, IDLE_GC.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
