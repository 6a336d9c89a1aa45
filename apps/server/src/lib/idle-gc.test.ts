import { describe, expect, it } from 'vitest';
import { IDLE_GC, idleGcStep, type IdleGcState } from './idle-gc';

const MB = 2 ** 20;

/** Runs the steps over utilisations and heap sizes; the indexes of the steps that collect. */
function run(start: IdleGcState, steps: [number, number][]): number[] {
  let state = start;
  const collected: number[] = [];
  steps.forEach(([u, heap], i) => {
    const step = idleGcStep(state, u, heap);
    state = step.state;
    if (step.collect) {
      collected.push(i);
      // As startIdleGc does: what the collection left is the new baseline (here the heap did not shrink).
      state = { ...state, baseline: heap };
    }
  });
  return collected;
}

describe('memory handed back when quiet', () => {
  const base = { quiet: 0, baseline: 100 * MB };

  it('collects once the heap has grown and the process has been quiet for the set number of intervals', () => {
    const busy: [number, number][] = [
      [0.9, 180 * MB],
      [0.95, 200 * MB],
    ];
    const quiet: [number, number][] = Array.from({ length: IDLE_GC.quietIntervals + 3 }, () => [0.005, 200 * MB]);
    expect(run(base, [...busy, ...quiet])).toEqual([busy.length + IDLE_GC.quietIntervals - 1]);
  });

  it('does not collect while requests keep coming, however large the heap', () => {
    const steps: [number, number][] = Array.from({ length: 20 }, (_, i) => [i % 2 ? 0.3 : 0.01, 400 * MB]);
    expect(run(base, steps)).toEqual([]);
  });

  it('does not collect a quiet process whose heap has not grown past the last collection', () => {
    const steps: [number, number][] = Array.from({ length: 20 }, () => [0, 100 * MB + IDLE_GC.grownBytes - 1]);
    expect(run(base, steps)).toEqual([]);
  });

  it('starts counting the quiet again after a busy interval', () => {
    const n = IDLE_GC.quietIntervals;
    const steps: [number, number][] = [
      ...Array.from({ length: n - 1 }, (): [number, number] => [0, 300 * MB]),
      [0.5, 300 * MB],
      ...Array.from({ length: n }, (): [number, number] => [0, 300 * MB]),
    ];
    expect(run(base, steps)).toEqual([2 * n - 1]);
  });
});
