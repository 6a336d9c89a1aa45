// School matching (/aiSchool, issue 13): the admission model, as pure functions (no database).
//
// In plain words: each decided application among the admitted-student cases (admitted or
// conditional offer = 1, refused = 0) is one example. The chance of admission is a logistic
// regression on what the student brings (GPA, language score on the IELTS scale, the type of the
// prior school), the degree level applied for, the study country and the university's QS rank
// band, plus one adjustment per university. That adjustment is pulled toward zero (a Gaussian
// prior), strongly when the university has few cases and weakly when it has many: a school with two
// cases is estimated almost like the other schools of its country and rank band, a school with a
// hundred mostly by its own record ("partial pooling").
//
// The fit alternates a Newton step on the shared coefficients (about 25 of them: a small dense
// solve) with a one-dimensional Newton step per university, until the penalised deviance stops
// moving; the cost grows with the number of applications and universities, never with their
// product. The spread of a chance (its 80% range) comes from the covariance of the coefficients
// (the inverse of the penalised Hessian) and the variance of the university's adjustment.
//
// The model is checked on held-out cases before it is served: a fixed fifth of the CASES (by a hash
// of the case id, so that one student's applications never sit on both sides) is left out, the
// model is fitted on the rest, and the left-out applications are scored (Brier score against one
// rate for everyone, and reliability by tenths). The served model is then fitted on all of them.
// No randomness anywhere: the same cases give the same model.
import { RANK_BANDS, SCHOOL_TIERS, type RankBand, type SchoolTier } from '@portal/shared';

/** Precision of the prior on a university's own adjustment (larger: pulled harder to similar schools). */
export const LAMBDA_UNI = 2;
/** Weak ridge on the shared coefficients (not on the intercept), so that a level absent from the data stays finite. */
export const RIDGE = 0.01;
/** z of the central 80% of a normal distribution. */
export const Z80 = 1.2816;
export const MAX_ROUNDS = 50;
export const TOLERANCE = 1e-6;
/** Centring of the inputs: the intercept is the chance of an average applicant. */
export const GPA_CENTRE = 3.3;
export const IELTS_CENTRE = 6.5;

/** One decided application with what the model reads from its case and its university. */
export interface Outcome {
  caseId: number;
  uniId: number;
  /** 1 admitted (or conditional offer), 0 refused. */
  y: 0 | 1;
  gpa4: number | null;
  ielts: number | null;
  tier: SchoolTier;
  /** The degree level of the case: '1' undergraduate, '2' master, '3' doctorate. */
  degree: string;
  countryId: string;
  band: RankBand;
}

/** What is asked of the model for one student at one university. */
export interface Profile {
  gpa4: number | null;
  ielts: number | null;
  tier: SchoolTier;
  degree: string;
  countryId: string;
  band: RankBand;
}

/** Which column of the design holds what (kept with the model, so that a request reads it the same way). */
export interface Layout {
  names: string[];
  /** Countries with a column of their own; the reference country (most outcomes) has none. */
  countries: string[];
  refCountry: string;
}

const TIER_COLUMNS = SCHOOL_TIERS.filter((t) => t !== 'regular');
const DEGREE_COLUMNS = ['1', '3'];
const BAND_COLUMNS = RANK_BANDS.map((b) => b.key).filter((b) => b !== 'other');

/** The layout for a set of outcomes: the reference country is the one with the most (ties: the smaller id). */
export function layoutFor(outcomes: readonly Outcome[]): Layout {
  const counts = new Map<string, number>();
  for (const o of outcomes) counts.set(o.countryId, (counts.get(o.countryId) ?? 0) + 1);
  const all = [...counts.keys()].sort();
  let refCountry = all[0] ?? '';
  for (const c of all) if ((counts.get(c) ?? 0) > (counts.get(refCountry) ?? 0)) refCountry = c;
  const countries = all.filter((c) => c !== refCountry);
  const names = [
    'intercept',
    'gpa',
    'ielts',
    ...TIER_COLUMNS.map((t) => `tier:${t}`),
    ...DEGREE_COLUMNS.map((d) => `degree:${d}`),
    ...countries.map((c) => `country:${c}`),
    ...BAND_COLUMNS.map((b) => `band:${b}`),
  ];
  return { names, countries, refCountry };
}

/** The design row of a profile: missing GPA or language count as the centre (the average applicant). */
export function rowOf(layout: Layout, p: Profile): number[] {
  const x = [1, p.gpa4 == null ? 0 : p.gpa4 - GPA_CENTRE, p.ielts == null ? 0 : p.ielts - IELTS_CENTRE];
  for (const t of TIER_COLUMNS) x.push(p.tier === t ? 1 : 0);
  for (const d of DEGREE_COLUMNS) x.push(p.degree === d ? 1 : 0);
  for (const c of layout.countries) x.push(p.countryId === c ? 1 : 0);
  for (const b of BAND_COLUMNS) x.push(p.band === b ? 1 : 0);
  return x;
}

export const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

const dot = (a: readonly number[], b: readonly number[]) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};

/** The inverse of a symmetric positive definite matrix (Gauss-Jordan with partial pivoting; p is small). */
export function invert(m: readonly (readonly number[])[]): number[][] {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
    if (Math.abs(a[pivot][col]) < 1e-300) throw new Error('singular matrix');
    [a[col], a[pivot]] = [a[pivot], a[col]];
    const d = a[col][col];
    for (let j = 0; j < 2 * n; j++) a[col][j] /= d;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r][col];
      if (f === 0) continue;
      for (let j = 0; j < 2 * n; j++) a[r][j] -= f * a[col][j];
    }
  }
  return a.map((row) => row.slice(n));
}

/** Log(1 + e^z) without overflow. */
const softplus = (z: number) => (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z)));

export interface UniEffect {
  /** The university's own adjustment on the log-odds scale, and its variance. */
  u: number;
  varU: number;
  /** Decided applications at the university and how many were admitted. */
  n: number;
  admitted: number;
}

export interface Fit {
  layout: Layout;
  beta: number[];
  cov: number[][];
  unis: Map<number, UniEffect>;
  /** Penalised deviance at the end, and the rounds it took. */
  deviance: number;
  rounds: number;
}

/**
 * Fits the model. `fixedZero`: columns held at 0 (used to keep the GPA and language effects from
 * turning negative on odd data, so that a better score never lowers a chance).
 */
export function fit(outcomes: readonly Outcome[], opts: { layout?: Layout; fixedZero?: ReadonlySet<number> } = {}): Fit {
  const layout = opts.layout ?? layoutFor(outcomes);
  const p = layout.names.length;
  const n = outcomes.length;
  const fixed = opts.fixedZero ?? new Set<number>();
  const X = outcomes.map((o) => rowOf(layout, o));
  const y = outcomes.map((o) => o.y);
  // Universities in a stable order, each with the indices of its outcomes.
  const uniIds = [...new Set(outcomes.map((o) => o.uniId))].sort((a, b) => a - b);
  const uniIndex = new Map(uniIds.map((id, k) => [id, k]));
  const of = outcomes.map((o) => uniIndex.get(o.uniId)!);
  const u = new Float64Array(uniIds.length);
  const beta = new Array<number>(p).fill(0);
  // Start the intercept at the overall log-odds.
  const rate = n ? Math.min(0.99, Math.max(0.01, y.reduce<number>((s, v) => s + v, 0) / n)) : 0.5;
  beta[0] = Math.log(rate / (1 - rate));
  const ridge = (j: number): number => (j === 0 ? 0 : RIDGE);

  const eta = new Float64Array(n);
  const computeEta = () => {
    for (let i = 0; i < n; i++) eta[i] = dot(X[i], beta) + u[of[i]];
  };
  const deviance = () => {
    let d = 0;
    for (let i = 0; i < n; i++) d += 2 * (softplus(eta[i]) - y[i] * eta[i]);
    for (let j = 1; j < p; j++) d += ridge(j) * beta[j] * beta[j];
    for (let k = 0; k < u.length; k++) d += LAMBDA_UNI * u[k] * u[k];
    return d;
  };
  /** The penalised Hessian of the shared coefficients (fixed columns: identity, so they stay put). */
  const hessian = (): number[][] => {
    const H = Array.from({ length: p }, (_, j) => Array.from({ length: p }, (_, k) => (j === k ? ridge(j) : 0)));
    for (let i = 0; i < n; i++) {
      const pr = sigmoid(eta[i]);
      const w = pr * (1 - pr);
      const x = X[i];
      for (let j = 0; j < p; j++) {
        if (x[j] === 0) continue;
        const wx = w * x[j];
        for (let k = j; k < p; k++) if (x[k] !== 0) H[j][k] += wx * x[k];
      }
    }
    for (let j = 0; j < p; j++) for (let k = 0; k < j; k++) H[j][k] = H[k][j];
    for (const j of fixed) {
      for (let k = 0; k < p; k++) H[j][k] = H[k][j] = 0;
      H[j][j] = 1;
    }
    return H;
  };

  computeEta();
  let dev = deviance();
  let rounds = 0;
  for (; rounds < MAX_ROUNDS;) {
    rounds++;
    // Newton step on the shared coefficients, the universities' adjustments held.
    const g = new Array<number>(p).fill(0);
    for (let i = 0; i < n; i++) {
      const r = y[i] - sigmoid(eta[i]);
      const x = X[i];
      for (let j = 0; j < p; j++) if (x[j] !== 0) g[j] += r * x[j];
    }
    for (let j = 0; j < p; j++) g[j] -= ridge(j) * beta[j];
    for (const j of fixed) g[j] = 0;
    const Hinv = invert(hessian());
    const step = Hinv.map((row) => dot(row, g));
    // Halved while the deviance would rise (a safeguard; a full step is the rule).
    const before = beta.slice();
    let t = 1;
    for (let tries = 0; tries < 20; tries++) {
      for (let j = 0; j < p; j++) beta[j] = before[j] + t * step[j];
      computeEta();
      if (deviance() <= dev + 1e-12) break;
      t /= 2;
    }
    // One Newton step per university on its adjustment, the shared part held.
    const gu = new Float64Array(u.length);
    const hu = new Float64Array(u.length);
    for (let i = 0; i < n; i++) {
      const pr = sigmoid(eta[i]);
      gu[of[i]] += y[i] - pr;
      hu[of[i]] += pr * (1 - pr);
    }
    for (let k = 0; k < u.length; k++) u[k] += (gu[k] - LAMBDA_UNI * u[k]) / (hu[k] + LAMBDA_UNI);
    computeEta();
    const next = deviance();
    const change = Math.abs(dev - next);
    dev = next;
    if (change < TOLERANCE) break;
  }

  const cov = invert(hessian());
  for (const j of fixed) cov[j][j] = 0;
  const hu = new Float64Array(u.length);
  const nu = new Int32Array(u.length);
  const au = new Int32Array(u.length);
  for (let i = 0; i < n; i++) {
    const pr = sigmoid(eta[i]);
    hu[of[i]] += pr * (1 - pr);
    nu[of[i]]++;
    au[of[i]] += y[i];
  }
  const unis = new Map<number, UniEffect>(
    uniIds.map((id, k) => [id, { u: u[k], varU: 1 / (hu[k] + LAMBDA_UNI), n: nu[k], admitted: au[k] }]),
  );
  return { layout, beta, cov, unis, deviance: dev, rounds };
}

/**
 * Fits, and fits again with the GPA and language effects held at 0 if either came out negative
 * (only on data with no usable pattern): a better score must never lower a chance.
 */
export function fitMonotone(outcomes: readonly Outcome[]): Fit {
  const first = fit(outcomes);
  const negative = new Set([1, 2].filter((j) => first.beta[j] < 0));
  return negative.size ? fit(outcomes, { layout: first.layout, fixedZero: negative }) : first;
}

export interface Chance {
  chance: number;
  low: number;
  high: number;
}

/** The chance at a university (its adjustment and variance; unknown: 0 and the prior's) with its 80% range. */
export function predict(
  m: { layout: Layout; beta: readonly number[]; cov: readonly (readonly number[])[] },
  p: Profile,
  uni: { u: number; varU: number } | undefined,
): Chance {
  const x = rowOf(m.layout, p);
  const u = uni?.u ?? 0;
  const varU = uni?.varU ?? 1 / LAMBDA_UNI;
  const eta = dot(x, m.beta) + u;
  let v = varU;
  for (let j = 0; j < x.length; j++) {
    if (x[j] === 0) continue;
    for (let k = 0; k < x.length; k++) if (x[k] !== 0) v += x[j] * m.cov[j][k] * x[k];
  }
  const sd = Math.sqrt(Math.max(0, v));
  return { chance: sigmoid(eta), low: sigmoid(eta - Z80 * sd), high: sigmoid(eta + Z80 * sd) };
}

/** Held out: about a fifth of the cases, by a multiplicative hash of the case id (never random). */
export const isHeldOut = (caseId: number) => (Math.imul(caseId, 2654435761 | 0) >>> 0) % 5 === 0;

/** Mean squared error of chances against outcomes (0 for a perfect predictor). */
export function brier(pred: readonly number[], y: readonly number[]): number {
  if (!pred.length) return 0;
  let s = 0;
  for (let i = 0; i < pred.length; i++) s += (pred[i] - y[i]) ** 2;
  return s / pred.length;
}

export interface Decile {
  predicted: number;
  observed: number;
  n: number;
}

/** Predictions sorted and cut into ten groups of equal count (empty groups left out). */
export function deciles(pred: readonly number[], y: readonly number[]): Decile[] {
  const order = pred.map((_, i) => i).sort((a, b) => pred[a] - pred[b] || a - b);
  const out: Decile[] = [];
  for (let k = 0; k < 10; k++) {
    const from = Math.floor((k * order.length) / 10);
    const to = Math.floor(((k + 1) * order.length) / 10);
    if (to <= from) continue;
    let sp = 0;
    let sy = 0;
    for (let i = from; i < to; i++) {
      sp += pred[order[i]];
      sy += y[order[i]];
    }
    out.push({ predicted: sp / (to - from), observed: sy / (to - from), n: to - from });
  }
  return out;
}

export interface Calibration {
  trainOutcomes: number;
  testOutcomes: number;
  brier: number;
  baselineBrier: number;
  deciles: Decile[];
}

/** Fits on the cases not held out and scores the held-out ones. */
export function calibrate(outcomes: readonly Outcome[]): Calibration {
  const train = outcomes.filter((o) => !isHeldOut(o.caseId));
  const test = outcomes.filter((o) => isHeldOut(o.caseId));
  const m = fitMonotone(train);
  const rate = train.length ? train.reduce((s, o) => s + o.y, 0) / train.length : 0.5;
  const pred = test.map((o) => predict(m, o, m.unis.get(o.uniId)).chance);
  const ys = test.map((o) => o.y);
  return {
    trainOutcomes: train.length,
    testOutcomes: test.length,
    brier: brier(pred, ys),
    baselineBrier: brier(
      test.map(() => rate),
      ys,
    ),
    deciles: deciles(pred, ys),
  };
}

/** Sorted values: the share strictly below x. */
export function shareBelow(sorted: readonly number[], x: number): number {
  if (!sorted.length) return 0;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo / sorted.length;
}
