// School matching (/aiSchool, issue 13): fitting the admission model on the cases and storing it.
//
// A job runs refitAdmissionModel every minute and once at start. It compares a digest of the
// training data (every decided application with its case's features and its university's rank and
// country) with the newest stored model's and fits only when they differ, so an unchanged catalogue
// costs one small query a minute. Only one process fits at a time (a transaction-scoped advisory
// lock taken without waiting; the others skip), and a new model is announced to every process with
// the change notice 'matching'. The newest MODELS_KEPT models are kept.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MATCH_BANDS, MATCH_MIN_CASES, parseLanguage, rankBandOf, tierOf, type RankBand } from '@portal/shared';
import type { Db } from '../../db/client';
import { rowsAs } from '../../lib/sql';
import { calibrate, fitMonotone, type Decile, type Layout, type Outcome } from './model';

/** Bumped when the model or its stored form changes: the digest then differs and the next run refits. */
export const MODEL_VERSION = 1;
/** The advisory lock of the refit (one bigint key, apart from the two-key locks of lib/locks.ts). */
export const REFIT_LOCK = 2026_1113_01;
export const MODELS_KEPT = 10;
export const CHANGE_TOPIC = 'matching';

/** What a request needs besides the coefficients, per university and per (country, rank band). */
export interface StoredUni {
  u: number;
  varU: number;
  /** Decided applications and admitted ones. */
  n: number;
  admitted: number;
  /** GPAs of the admitted applications that gave one, ascending (for percentiles). */
  gpas: number[];
}
export interface StoredPool {
  n: number;
  gpas: number[];
}
export interface StoredModel {
  version: number;
  layout: Layout;
  beta: number[];
  cov: number[][];
  unis: Record<string, StoredUni>;
  /** Keyed `${countryId}|${band}`. */
  pools: Record<string, StoredPool>;
}
/** The held-out check and the counts (matchMethod without id, fittedAt and the features' words). */
export interface StoredMethod {
  cases: number;
  outcomes: number;
  admitted: number;
  trainOutcomes: number;
  testOutcomes: number;
  brier: number;
  baselineBrier: number;
  deciles: Decile[];
  minCases: number;
  bands: { reach: number; safety: number };
  universitiesRated: number;
  universitiesTotal: number;
  /** How long the fits took and how many rounds the served one needed (for the operator). */
  fitMs: number;
  rounds: number;
}

export const poolKey = (countryId: string, band: RankBand) => `${countryId}|${band}`;

const DECIDED = sql`a.apply_status IN ('2', '4', '7')`;

/** The digest of the training data and its counts, in one statement. */
export async function trainingSignature(db: Db): Promise<{ signature: string; outcomes: number; cases: number }> {
  const [r] = await rowsAs(
    db,
    z.object({ signature: z.string(), outcomes: z.number(), cases: z.number() }),
    sql`SELECT ${`v${MODEL_VERSION}:`}::text || md5(coalesce(string_agg(
               format('%s|%s|%s|%s|%s|%s|%s|%s|%s|%s', a.id, a.case_id, a.uni_id, a.apply_status, c.edu_gpa, c.edu_language,
                      c.edu_uni_type, c.course_type, u.qs_rank, u.country_id), ';' ORDER BY a.id), '')) AS signature,
               count(*)::int AS outcomes, count(DISTINCT a.case_id)::int AS cases
          FROM case_applies a JOIN cases c ON c.id = a.case_id JOIN universities u ON u.id = a.uni_id
         WHERE ${DECIDED}`,
  );
  return r;
}

const outcomeRow = z.object({
  caseId: z.number(),
  uniId: z.number(),
  status: z.string(),
  gpa: z.coerce.number().nullable(),
  language: z.string().nullable(),
  uniType: z.string().nullable(),
  courseType: z.string(),
  qsRank: z.number().nullable(),
  countryId: z.string(),
});

/** The decided applications as the model reads them. */
export async function loadOutcomes(db: Db): Promise<Outcome[]> {
  const found = await rowsAs(
    db,
    outcomeRow,
    sql`SELECT a.case_id AS "caseId", a.uni_id AS "uniId", a.apply_status AS status, c.edu_gpa AS gpa, c.edu_language AS language,
               c.edu_uni_type AS "uniType", c.course_type AS "courseType", u.qs_rank AS "qsRank", u.country_id AS "countryId"
          FROM case_applies a JOIN cases c ON c.id = a.case_id JOIN universities u ON u.id = a.uni_id
         WHERE ${DECIDED}
         ORDER BY a.id`,
  );
  return found.map((r) => ({
    caseId: r.caseId,
    uniId: r.uniId,
    y: r.status === '7' ? 0 : 1,
    gpa4: r.gpa != null && r.gpa > 0 ? Math.min(4, r.gpa) : null,
    ielts: parseLanguage(r.language)?.ielts ?? null,
    tier: tierOf(r.uniType),
    degree: r.courseType,
    countryId: r.countryId,
    band: rankBandOf(r.qsRank),
  }));
}

/** Fits the held-out check and the served model; answers what is stored. */
export function buildModel(
  outcomes: readonly Outcome[],
  counts: { cases: number; universitiesTotal: number },
): { model: StoredModel; method: StoredMethod } {
  const started = performance.now();
  const check = calibrate(outcomes);
  const m = fitMonotone(outcomes);
  const gpasOf = new Map<number, number[]>();
  const pools = new Map<string, StoredPool>();
  for (const o of outcomes) {
    const key = poolKey(o.countryId, o.band);
    const pool = pools.get(key) ?? { n: 0, gpas: [] };
    pool.n++;
    if (o.y === 1 && o.gpa4 != null) {
      pool.gpas.push(o.gpa4);
      const list = gpasOf.get(o.uniId) ?? [];
      list.push(o.gpa4);
      gpasOf.set(o.uniId, list);
    }
    pools.set(key, pool);
  }
  const asc = (a: number, b: number) => a - b;
  const unis: Record<string, StoredUni> = {};
  for (const [id, e] of m.unis) unis[id] = { ...e, gpas: (gpasOf.get(id) ?? []).sort(asc) };
  const poolsOut: Record<string, StoredPool> = {};
  for (const [k, v] of [...pools].sort(([a], [b]) => a.localeCompare(b))) poolsOut[k] = { n: v.n, gpas: v.gpas.sort(asc) };
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    model: { version: MODEL_VERSION, layout: m.layout, beta: m.beta, cov: m.cov, unis, pools: poolsOut },
    method: {
      cases: counts.cases,
      outcomes: outcomes.length,
      admitted: outcomes.filter((o) => o.y === 1).length,
      trainOutcomes: check.trainOutcomes,
      testOutcomes: check.testOutcomes,
      brier: round(check.brier),
      baselineBrier: round(check.baselineBrier),
      deciles: check.deciles.map((d) => ({ predicted: round(d.predicted), observed: round(d.observed), n: d.n })),
      minCases: MATCH_MIN_CASES,
      bands: { reach: MATCH_BANDS.reach, safety: MATCH_BANDS.safety },
      universitiesRated: [...m.unis.values()].filter((u) => u.n >= MATCH_MIN_CASES).length,
      universitiesTotal: counts.universitiesTotal,
      fitMs: Math.round(performance.now() - started),
      rounds: m.rounds,
    },
  };
}

async function newestSignature(db: Db): Promise<string | null> {
  const [r] = await rowsAs(db, z.object({ signature: z.string() }), sql`SELECT signature FROM admission_models ORDER BY id DESC LIMIT 1`);
  return r?.signature ?? null;
}

export type RefitResult =
  { refitted: true; id: number; ms: number; outcomes: number } | { refitted: false; reason: 'unchanged' | 'busy' | 'no data' };

/**
 * Refits when the training data changed since the newest model. Safe to run from several
 * processes and many times at once: exactly one fits, the others skip.
 */
export async function refitAdmissionModel(db: Db, changes?: { publish(topic: string): Promise<void> }): Promise<RefitResult> {
  // Cheap check first, without a transaction: most runs end here.
  const before = await trainingSignature(db);
  if (!before.outcomes) return { refitted: false, reason: 'no data' };
  if (before.signature === (await newestSignature(db))) return { refitted: false, reason: 'unchanged' };
  const started = performance.now();
  const result = await db.transaction(async (tx): Promise<RefitResult> => {
    const t = tx as unknown as Db;
    const [lock] = await rowsAs(t, z.object({ taken: z.boolean() }), sql`SELECT pg_try_advisory_xact_lock(${REFIT_LOCK}::bigint) AS taken`);
    if (!lock.taken) return { refitted: false, reason: 'busy' };
    // Read again under the lock: another process may have just stored this very data's model.
    const sig = await trainingSignature(t);
    if (sig.signature === (await newestSignature(t))) return { refitted: false, reason: 'unchanged' };
    if (!sig.outcomes) return { refitted: false, reason: 'no data' };
    const outcomes = await loadOutcomes(t);
    const [{ total }] = await rowsAs(
      t,
      z.object({ total: z.number() }),
      sql`SELECT count(*)::int AS total FROM universities WHERE status = '0' AND ai_show`,
    );
    const { model, method } = buildModel(outcomes, { cases: sig.cases, universitiesTotal: total });
    const [row] = await rowsAs(
      t,
      z.object({ id: z.number() }),
      sql`INSERT INTO admission_models (signature, cases, outcomes, model, method)
          VALUES (${sig.signature}, ${sig.cases}, ${outcomes.length}, ${JSON.stringify(model)}::jsonb, ${JSON.stringify(method)}::jsonb)
          RETURNING id`,
    );
    await t.execute(
      sql`DELETE FROM admission_models WHERE id NOT IN (SELECT id FROM admission_models ORDER BY id DESC LIMIT ${MODELS_KEPT})`,
    );
    return { refitted: true, id: row.id, ms: Math.round(performance.now() - started), outcomes: outcomes.length };
  });
  if (result.refitted && changes) await changes.publish(CHANGE_TOPIC);
  return result;
}
