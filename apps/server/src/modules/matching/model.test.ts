// vitest-no-db: runs once, with the unit tests (it opens no database).
// The admission model on synthetic applications drawn from known coefficients: the fit finds the
// GPA effect's sign and size, pools a school with two cases toward its band, is deterministic,
// keeps a better GPA from lowering a chance, and the held-out scoring behaves (Brier, deciles,
// split by case).
import { describe, expect, it } from 'vitest';
import type { RankBand, SchoolTier } from '@portal/shared';
import {
  LAMBDA_UNI,
  brier,
  calibrate,
  deciles,
  fit,
  fitMonotone,
  invert,
  isHeldOut,
  predict,
  shareBelow,
  sigmoid,
  type Outcome,
} from './model';
import { prng } from '../../db/seed/catalogue-plan';

const BANDS: RankBand[] = ['top50', 'top100', 'top200', 'top500', 'other'];
const BAND_EFFECT: Record<RankBand, number> = { top50: -1.5, top100: -0.9, top200: -0.4, top500: 0, other: 0.3 };
const TIERS: SchoolTier[] = ['985', '211', 'regular', 'junior'];
const TIER_EFFECT: Record<string, number> = { '985': 0.8, '211': 0.5, regular: 0, junior: -0.6 };
const GPA_EFFECT = 2.4;

interface Synthetic {
  outcomes: Outcome[];
  /** The true university offsets. */
  offsets: Map<number, number>;
  bandOf: Map<number, RankBand>;
}

/** Applications to `unis` universities (two countries) from `cases` students applying to 3 each. */
function synthetic(cases: number, unis: number, seed = 7, effects = { gpa: GPA_EFFECT }): Synthetic {
  const rnd = prng(seed);
  const offsets = new Map<number, number>();
  const bandOf = new Map<number, RankBand>();
  for (let u = 1; u <= unis; u++) {
    offsets.set(u, (rnd() - 0.5) * 0.8);
    bandOf.set(u, BANDS[u % BANDS.length]);
  }
  const outcomes: Outcome[] = [];
  for (let c = 1; c <= cases; c++) {
    const gpa4 = 2.6 + 1.4 * rnd();
    const ielts = 5.5 + 0.5 * Math.floor(rnd() * 5);
    const tier = TIERS[Math.floor(rnd() * TIERS.length)];
    for (let k = 0; k < 3; k++) {
      const uniId = 1 + Math.floor(rnd() * unis);
      const band = bandOf.get(uniId)!;
      const z = 0.4 + effects.gpa * (gpa4 - 3.3) + 0.8 * (ielts - 6.5) + TIER_EFFECT[tier] + BAND_EFFECT[band] + offsets.get(uniId)!;
      outcomes.push({
        caseId: c,
        uniId,
        y: rnd() < sigmoid(z) ? 1 : 0,
        gpa4,
        ielts,
        tier,
        degree: '2',
        countryId: uniId % 2 ? '140' : '141',
        band,
      });
    }
  }
  return { outcomes, offsets, bandOf };
}

describe('admission model', () => {
  it('recovers the GPA effect, the language effect and the rank bands from synthetic data', () => {
    const { outcomes } = synthetic(3000, 60);
    const m = fit(outcomes);
    const b = (name: string) => m.beta[m.layout.names.indexOf(name)];
    expect(b('gpa')).toBeGreaterThan(GPA_EFFECT * 0.75);
    expect(b('gpa')).toBeLessThan(GPA_EFFECT * 1.25);
    expect(b('ielts')).toBeGreaterThan(0.5);
    expect(b('ielts')).toBeLessThan(1.1);
    expect(b('tier:985')).toBeGreaterThan(b('tier:junior'));
    expect(b('band:top50')).toBeLessThan(b('band:top500'));
    expect(m.rounds).toBeLessThanOrEqual(50);
    // The covariance is the inverse of a positive definite matrix: positive variances.
    m.layout.names.forEach((_, j) => expect(m.cov[j][j]).toBeGreaterThan(0));
  });

  it('pools a school with two outcomes toward its country and band; a school with many keeps its own record', () => {
    const base = synthetic(2000, 40, 11).outcomes;
    // Two admissions at a new top-50 school (in a top-50 band where most are refused).
    const lucky: Outcome[] = [1, 2].map((k) => ({ ...base[k], caseId: 90_000 + k, uniId: 999, band: 'top50', countryId: '140', y: 1 }));
    const m = fit([...base, ...lucky]);
    const at = (uniId: number) => m.unis.get(uniId)!;
    const student = { gpa4: 3.3, ielts: 6.5, tier: 'regular' as SchoolTier, degree: '2', countryId: '140', band: 'top50' as RankBand };
    const pooled = predict(m, student, at(999)).chance;
    const raw = 1; // two of two admitted
    const bandOnly = predict(m, student, { u: 0, varU: 1 / LAMBDA_UNI }).chance;
    // Much closer to what similar schools give than to its own 100%.
    expect(Math.abs(pooled - bandOnly)).toBeLessThan(Math.abs(raw - pooled));
    expect(at(999).u).toBeGreaterThan(0);
    expect(at(999).u).toBeLessThan(1);
    expect(at(999).varU).toBeGreaterThan(1 / (2 * 0.25 + LAMBDA_UNI) - 1e-9);
    // More outcomes: a narrower range.
    const big = [...m.unis.entries()].sort((a, b) => b[1].n - a[1].n)[0];
    expect(big[1].varU).toBeLessThan(at(999).varU);
    const wide = predict(m, student, at(999));
    expect(wide.low).toBeLessThanOrEqual(wide.chance);
    expect(wide.high).toBeGreaterThanOrEqual(wide.chance);
  });

  it('is deterministic: the same outcomes give the same model and the same check', () => {
    const { outcomes } = synthetic(800, 30, 3);
    const a = fit(outcomes);
    const b = fit([...outcomes]);
    expect(b.beta).toEqual(a.beta);
    expect([...b.unis]).toEqual([...a.unis]);
    expect(calibrate(outcomes)).toEqual(calibrate(outcomes));
  });

  it('never lets a better GPA lower a chance, even on data where GPA appears to hurt', () => {
    const { outcomes } = synthetic(600, 20, 5, { gpa: -1.5 });
    expect(fit(outcomes).beta[1]).toBeLessThan(0);
    const m = fitMonotone(outcomes);
    expect(m.beta[1]).toBe(0);
    const at = (gpa4: number) =>
      predict(m, { gpa4, ielts: 6.5, tier: 'regular', degree: '2', countryId: '140', band: 'top100' }, m.unis.get(1)).chance;
    expect(at(3.9)).toBeGreaterThanOrEqual(at(2.8));
  });

  it('scores held-out applications: a perfect predictor 0, deciles of equal count, split by case', () => {
    expect(brier([1, 0, 1], [1, 0, 1])).toBe(0);
    expect(brier([0.5, 0.5], [1, 0])).toBe(0.25);
    const d = deciles(
      Array.from({ length: 25 }, (_, i) => i / 25),
      Array.from({ length: 25 }, (_, i) => (i > 12 ? 1 : 0)),
    );
    expect(d).toHaveLength(10);
    expect(d.reduce((s, x) => s + x.n, 0)).toBe(25);
    expect(d[0].predicted).toBeLessThan(d[9].predicted);
    expect(d[9].observed).toBe(1);

    const { outcomes } = synthetic(1000, 30, 9);
    const c = calibrate(outcomes);
    expect(c.trainOutcomes + c.testOutcomes).toBe(outcomes.length);
    expect(c.testOutcomes / outcomes.length).toBeGreaterThan(0.15);
    expect(c.testOutcomes / outcomes.length).toBeLessThan(0.25);
    expect(c.brier).toBeLessThan(c.baselineBrier);
    expect(c.deciles.reduce((s, x) => s + x.n, 0)).toBe(c.testOutcomes);
    // All applications of a case are on the same side.
    const sides = new Map<number, boolean>();
    for (const o of outcomes) {
      const side = isHeldOut(o.caseId);
      expect(sides.get(o.caseId) ?? side).toBe(side);
      sides.set(o.caseId, side);
    }
  });

  it('small helpers: matrix inverse, share below, stable sigmoid', () => {
    const inv = invert([
      [4, 1],
      [1, 3],
    ]);
    expect(inv[0][0]).toBeCloseTo(3 / 11);
    expect(inv[0][1]).toBeCloseTo(-1 / 11);
    expect(shareBelow([3, 3.2, 3.5, 3.8], 3.5)).toBe(0.5);
    expect(shareBelow([], 3)).toBe(0);
    expect(sigmoid(-800)).toBe(0);
    expect(sigmoid(800)).toBe(1);
  });
});
