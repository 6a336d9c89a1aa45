// School matching (/aiSchool, issue 13): answering a student's profile with the programmes that fit
// it, each with an admission chance from the newest admission model (model.ts, fitted by refit.ts),
// and the "how we estimate" figures.
//
// Every process keeps the newest model and the candidate programmes (open majors of open
// universities shown to the matching, with their university's card and the yuan rate of their
// currency) in memory: both are loaded on first use, the model again on the change notice
// 'matching' (a refit), the programmes again on 'catalogue'. A request reads no programme table.
// The same form sent again (same model, catalogue version, language and inputs) is answered from a
// small memo of recent answers.
//
// A programme's chance is the model's at its university for the student and the programme's degree
// level. A university with fewer than MATCH_MIN_CASES decided applications among the cases gets no
// number ('tooFew', the unrated group). Each chance comes with its reasons as data and in words.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MATCH_CODES,
  MATCH_MIN_CASES,
  MATCH_PER_GROUP,
  RANK_BANDS,
  RANK_BAND_NAMES,
  SCHOOL_TIERS,
  groupOf,
  languageTestName,
  gpa4ToPercent,
  matchReasonText,
  percentToGpa4,
  rankBandOf,
  tierOf,
  toIelts,
  type Lang,
  type MatchBody,
  type MatchGroup,
  type MatchItem,
  type MatchMethod,
  type MatchReason,
  type MatchResult,
  answer as answerSchema,
  matchResult,
  type RankBand,
  type ReasonFigures,
  type SchoolTier,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { prepare, type Prepared } from '../../lib/answer-cache';
import { BizError, ok } from '../../lib/envelope';
import { rowsAs } from '../../lib/sql';
import { predict, shareBelow, type Chance, type Profile } from './model';
import { poolKey, type StoredMethod, type StoredModel } from './refit';

/** Below this many decided applications at a school, the estimate leans visibly on similar schools ('pooled'). */
export const POOLED_BELOW = 30;
/** Answers kept per process for identical requests (the key names the model and the catalogue version). */
const ANSWERS_KEPT = 200;

export interface LoadedModel {
  id: number;
  fittedAt: string;
  model: StoredModel;
  method: StoredMethod;
}

/** A candidate programme with what the answer shows of it and its university. */
export interface Programme {
  majorId: number;
  majorName: string;
  majorEnName: string | null;
  degreeType: string;
  focus: string[];
  tuition: number | null;
  currency: string;
  tuitionCny: number | null;
  ielts: number | null;
  minGpa: number | null;
  uniId: number;
  uniName: string;
  uniEnName: string;
  uniLogo: string | null;
  countryId: string;
  countryName: string | null;
  countryEnName: string | null;
  qsRank: number | null;
  band: RankBand;
}

const modelRow = z.object({ id: z.number(), fittedAt: z.string(), model: z.unknown(), method: z.unknown() });

async function loadNewestModel(db: Db): Promise<LoadedModel | null> {
  const [r] = await rowsAs(
    db,
    modelRow,
    sql`SELECT id, to_char(fitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "fittedAt", model, method
          FROM admission_models ORDER BY id DESC LIMIT 1`,
  );
  if (!r) return null;
  // PGlite and node-postgres both parse jsonb; a text answer is parsed here.
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return { id: r.id, fittedAt: r.fittedAt, model: parse(r.model) as StoredModel, method: parse(r.method) as StoredMethod };
}

const programmeRow = z.object({
  majorId: z.number(),
  majorName: z.string(),
  majorEnName: z.string().nullable(),
  degreeType: z.string(),
  focus: z.string().nullable(),
  tuition: z.coerce.number().nullable(),
  currency: z.string(),
  rate: z.coerce.number().nullable(),
  ieltsScore: z.string().nullable(),
  minGpa: z.coerce.number().nullable(),
  uniId: z.number(),
  uniName: z.string(),
  uniEnName: z.string(),
  uniLogo: z.string().nullable(),
  countryId: z.string(),
  countryName: z.string().nullable(),
  countryEnName: z.string().nullable(),
  qsRank: z.number().nullable(),
});

async function loadProgrammes(db: Db): Promise<Programme[]> {
  const found = await rowsAs(
    db,
    programmeRow,
    sql`SELECT m.id AS "majorId", m.major_name AS "majorName", m.major_en_name AS "majorEnName", m.degree_type AS "degreeType",
               m.major_focus AS focus, m.major_tuition AS tuition, m.currency,
               CASE WHEN m.currency = 'CNY' THEN 1 ELSE r.cny_per_unit END AS rate,
               m.ielts_score AS "ieltsScore", m.min_gpa AS "minGpa",
               u.id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", u.uni_logo AS "uniLogo",
               u.country_id AS "countryId", c.name AS "countryName", c.en_name AS "countryEnName", u.qs_rank AS "qsRank"
          FROM majors m
          JOIN universities u ON u.id = m.uni_id AND u.status = '0' AND u.ai_show
          LEFT JOIN countries c ON c.id = u.country_id
          LEFT JOIN currency_rates r ON r.currency = m.currency
         WHERE m.major_status = '0'
         ORDER BY u.qs_rank NULLS LAST, m.id`,
  );
  return found.map((r) => {
    const ielts = r.ieltsScore != null && r.ieltsScore.trim() !== '' ? Number(r.ieltsScore) : NaN;
    return {
      majorId: r.majorId,
      majorName: r.majorName,
      majorEnName: r.majorEnName,
      degreeType: r.degreeType,
      focus: (r.focus ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
      tuition: r.tuition,
      currency: r.currency,
      tuitionCny: r.tuition != null && r.rate != null ? Math.round(r.tuition * r.rate) : null,
      ielts: Number.isFinite(ielts) && ielts > 0 ? ielts : null,
      minGpa: r.minGpa != null && r.minGpa > 0 ? r.minGpa : null,
      uniId: r.uniId,
      uniName: r.uniName,
      uniEnName: r.uniEnName,
      uniLogo: r.uniLogo,
      countryId: r.countryId,
      countryName: r.countryName,
      countryEnName: r.countryEnName,
      qsRank: r.qsRank,
      band: rankBandOf(r.qsRank),
    };
  });
}

/** A value loaded on first use and again after it was dropped (a load under way when dropped is not kept). */
class Lazy<T> {
  private value: Promise<T> | null = null;
  /** Bumped on every drop: a cached answer built from an older value is stale. */
  version = 0;
  constructor(
    private readonly load: () => Promise<T>,
    /** Whether a loaded value may be kept (a missing model is asked for again next time). */
    private readonly keep: (v: T) => boolean = () => true,
  ) {}
  get(): Promise<T> {
    if (!this.value) {
      const version = this.version;
      const p = this.load();
      this.value = p;
      p.then(
        (v) => {
          if (!this.keep(v) && this.value === p && this.version === version) this.value = null;
        },
        () => {
          if (this.value === p) this.value = null;
        },
      );
    }
    return this.value;
  }
  drop(): void {
    this.value = null;
    this.version++;
  }
}

/** The matching's in-memory state of one process. */
export class MatchingState {
  readonly model: Lazy<LoadedModel | null>;
  /** The candidate programmes by degree level. */
  readonly programmes: Lazy<Map<string, Programme[]>>;
  constructor(readonly db: Db) {
    this.model = new Lazy(
      () => loadNewestModel(db),
      (m) => m !== null,
    );
    this.programmes = new Lazy(async () => {
      const byDegree = new Map<string, Programme[]>();
      for (const p of await loadProgrammes(db)) byDegree.set(p.degreeType, [...(byDegree.get(p.degreeType) ?? []), p]);
      return byDegree;
    });
  }
  /** Recent answers as the bytes sent, by model, catalogue version, language and inputs (identical forms sent again). */
  private answers = new Map<string, Prepared>();
  async remember(key: string, build: () => Promise<Prepared>): Promise<Prepared> {
    const hit = this.answers.get(key);
    if (hit) {
      this.answers.delete(key);
      this.answers.set(key, hit);
      return hit;
    }
    const value = await build();
    if (this.answers.size >= ANSWERS_KEPT) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, value);
    return value;
  }
  async requireModel(): Promise<LoadedModel> {
    const m = await this.model.get();
    if (!m) throw new BizError(MATCH_CODES.NO_MODEL);
    return m;
  }
}

/** Per database, the prepared read of an account's graduated school's college type. */
const tierQueries = new WeakMap<Db, ReturnType<typeof prepareTier>>();
function prepareTier(db: Db) {
  // The school chosen from the list (stu_uni_id, a colleges id when numeric), else one of that name.
  const listed = sql`CASE WHEN ${users.stuUniId} ~ '^[0-9]{1,9}$' THEN ${users.stuUniId}::int END`;
  return db
    .select({
      collegeType: sql<string | null>`(SELECT c.college_type FROM colleges c WHERE c.id = ${listed} OR c.name = ${users.stuUniName}
                                        ORDER BY c.id = ${listed} DESC NULLS LAST LIMIT 1)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('match_account_tier');
}

/** The prior school's tier of an account: its graduated school's college type, else 'regular'. */
export async function accountTier(db: Db, userId: number): Promise<SchoolTier> {
  let q = tierQueries.get(db);
  if (!q) tierQueries.set(db, (q = prepareTier(db)));
  const [r] = await q.execute({ id: userId });
  return tierOf(r?.collegeType);
}

const reason = (kind: MatchReason['kind'], good: boolean | null, figures: ReasonFigures, lang: Lang): MatchReason => ({
  kind,
  good,
  text: matchReasonText(kind, figures, lang),
  figures,
});

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const CHANCE_ROUND = 1e4;
const roundChance = (c: Chance): Chance => ({
  chance: Math.round(c.chance * CHANCE_ROUND) / CHANCE_ROUND,
  low: Math.round(c.low * CHANCE_ROUND) / CHANCE_ROUND,
  high: Math.round(c.high * CHANCE_ROUND) / CHANCE_ROUND,
});

/** The student's inputs as the model reads them. */
export function readProfile(body: MatchBody, schoolType: SchoolTier): MatchResult['profile'] {
  const g = Number(body.gpa);
  const gpa4 = body.gpaScale === 'four' ? Math.round(Math.min(4, g) * 100) / 100 : percentToGpa4(g);
  const gpaPercent = body.gpaScale === 'percent' ? Math.round(g * 10) / 10 : gpa4ToPercent(gpa4);
  const score = body.languageTest !== 'none' && body.languageScore ? Number(body.languageScore) : null;
  const ielts = body.languageTest !== 'none' && score !== null ? toIelts(body.languageTest, score) : null;
  return {
    gpa4,
    gpaPercent,
    languageTest: body.languageTest,
    languageScore: ielts === null ? null : score,
    ielts,
    schoolType,
    budget: body.budget ? Number(body.budget) : null,
  };
}

/**
 * The programmes shown of a group: the first MATCH_PER_GROUP in `order`, at most PER_UNIVERSITY of
 * one university while others are left (a leading school's many programmes would otherwise fill the
 * whole list), then the rest in order.
 */
function spread(items: readonly Candidate[], order: (a: Candidate, b: Candidate) => number): Candidate[] {
  const head = headOf(items, MATCH_PER_GROUP * 8, order);
  const shown: Candidate[] = [];
  const perUni = new Map<number, number>();
  for (const x of head) {
    if (shown.length === MATCH_PER_GROUP) break;
    const n = perUni.get(x.p.uniId) ?? 0;
    if (n >= PER_UNIVERSITY) continue;
    perUni.set(x.p.uniId, n + 1);
    shown.push(x);
  }
  for (const x of head) {
    if (shown.length === MATCH_PER_GROUP) break;
    if (!shown.includes(x)) shown.push(x);
  }
  return shown.sort(order);
}

/**
 * The first `n` candidates in `order` (focus matches, QS rank, chance, major id) without sorting a
 * whole group (the too-few group holds thousands): the candidates come in QS rank and major id order
 * (the programmes are kept so), so taking them by focus matches, most first, gives that order but for
 * the chance among programmes of equal rank; the run of equal rank at the cut is taken whole, and
 * what was taken is sorted.
 */
function headOf(items: readonly Candidate[], n: number, order: (a: Candidate, b: Candidate) => number): Candidate[] {
  const hits = [...new Set(items.map((c) => c.focusHits))].sort((a, b) => b - a);
  const out: Candidate[] = [];
  for (const h of hits) {
    for (const c of items) {
      if (c.focusHits !== h) continue;
      if (out.length >= n) {
        const last = out[out.length - 1];
        // (Without chances, as in the too-few group, equal ranks are already in order.)
        if (last.focusHits !== c.focusHits || last.p.qsRank !== c.p.qsRank || c.chance === null) break;
      }
      out.push(c);
    }
    if (out.length >= n) break;
  }
  return out.sort(order);
}

/** Programmes of one university shown in a group before other universities' (while there are others). */
export const PER_UNIVERSITY = 2;

/** A programme that passed the filters, with what its order and its group need. */
interface Candidate {
  p: Programme;
  focusHits: number;
  chance: Chance | null;
}

/** The reasons behind a programme's chance (built only for the programmes shown). */
function reasonsFor(c: Candidate, model: StoredModel, profile: MatchResult['profile'], body: MatchBody, lang: Lang): MatchReason[] {
  const { p } = c;
  const uni = model.unis[p.uniId];
  const n = uni?.n ?? 0;
  const pool = model.pools[poolKey(p.countryId, p.band)];
  const out: MatchReason[] = [];
  if (!c.chance) out.push(reason('tooFew', null, { n, min: MATCH_MIN_CASES }, lang));
  const schoolGpas = uni?.gpas ?? [];
  const gpas = schoolGpas.length >= MATCH_MIN_CASES ? schoolGpas : (pool?.gpas ?? []);
  if (gpas.length) {
    const share = r3(shareBelow(gpas, profile.gpa4));
    out.push(
      reason(
        'gpaPercentile',
        share >= 0.5 ? true : share < 0.25 ? false : null,
        { gpa: profile.gpa4, share, n: gpas.length, scope: gpas === schoolGpas ? 'school' : 'similar' },
        lang,
      ),
    );
  }
  if (n > 0) out.push(reason('admitRate', null, { n, admitted: uni!.admitted }, lang));
  if (profile.ielts === null || body.languageTest === 'none') out.push(reason('noLanguage', null, {}, lang));
  else if (p.ielts !== null) {
    const meets = profile.ielts >= p.ielts;
    const figures = { test: body.languageTest, score: profile.languageScore, ielts: profile.ielts, required: p.ielts, meets };
    // The figures name the test as data; the words as the page names it (雅思, 托福).
    out.push({
      ...reason('language', meets, figures, lang),
      text: matchReasonText('language', { ...figures, test: languageTestName(body.languageTest, lang) }, lang),
    });
  }
  if (p.minGpa !== null) {
    const meets = profile.gpa4 >= p.minGpa;
    out.push(reason('minGpa', meets, { required: p.minGpa, gpa: profile.gpa4, meets }, lang));
  }
  if (p.tuitionCny === null) out.push(reason('noTuition', null, {}, lang));
  else if (profile.budget !== null)
    out.push(reason('budget', true, { tuitionCny: p.tuitionCny, budget: profile.budget, within: true }, lang));
  if (c.chance && n < POOLED_BELOW) out.push(reason('pooled', null, { n: pool?.n ?? 0, school: n }, lang));
  return out;
}

/**
 * The programmes that fit the profile, by group, with chances and reasons, as the bytes of the
 * answer envelope. The answer is built by typed code and written once; it is checked against its
 * schema (matchResult) under NODE_ENV=test, where every test call goes through that check, and not
 * again on each production call (a 35 kB answer's check cost more than its computation).
 */
export async function matchAnswer(state: MatchingState, userId: number, body: MatchBody, lang: Lang, check: boolean): Promise<Prepared> {
  const loaded = await state.requireModel();
  // The version before the wait: a catalogue change during it leaves this answer under an old key.
  const version = state.programmes.version;
  const programmes = (await state.programmes.get()).get(body.courseType) ?? [];
  const schoolType = body.schoolType ?? (await accountTier(state.db, userId));
  const key = JSON.stringify([loaded.id, version, lang, schoolType, body]);
  return state.remember(key, async () => {
    const envelope = ok(answer(loaded, programmes, body, schoolType, lang), lang);
    return prepare(JSON.stringify(check ? MATCH_ANSWER.parse(envelope) : envelope));
  });
}

const MATCH_ANSWER = answerSchema(matchResult);

function answer(loaded: LoadedModel, programmes: readonly Programme[], body: MatchBody, schoolType: SchoolTier, lang: Lang): MatchResult {
  const profile = readProfile(body, schoolType);
  const { model } = loaded;
  const countries = new Set(body.countryIds);
  const focus = [...new Set(body.majorFocusList)];
  // One chance per university (the degree level is the same for every candidate).
  const chances = new Map<number, Chance | null>();
  const chanceAt = (p: Programme): Chance | null => {
    if (chances.has(p.uniId)) return chances.get(p.uniId)!;
    const uni = model.unis[p.uniId];
    const x: Profile = {
      gpa4: profile.gpa4,
      ielts: profile.ielts,
      tier: schoolType,
      degree: p.degreeType,
      countryId: p.countryId,
      band: p.band,
    };
    const c = uni && uni.n >= MATCH_MIN_CASES ? roundChance(predict(model, x, uni)) : null;
    chances.set(p.uniId, c);
    return c;
  };

  const groups: Record<MatchGroup | 'unrated', Candidate[]> = { reach: [], match: [], safety: [], unrated: [] };
  for (const p of programmes) {
    if (countries.size && !countries.has(p.countryId)) continue;
    const focusHits = focus.length ? focus.filter((f) => p.focus.includes(f)).length : 0;
    if (focus.length && !focusHits) continue;
    if (profile.budget !== null && p.tuitionCny !== null && p.tuitionCny > profile.budget) continue;
    const chance = chanceAt(p);
    groups[chance ? groupOf(chance.chance) : 'unrated'].push({ p, focusHits, chance });
  }

  const order = (a: Candidate, b: Candidate) =>
    b.focusHits - a.focusHits ||
    (a.p.qsRank ?? Number.MAX_SAFE_INTEGER) - (b.p.qsRank ?? Number.MAX_SAFE_INTEGER) ||
    (b.chance?.chance ?? 0) - (a.chance?.chance ?? 0) ||
    a.p.majorId - b.p.majorId;
  const itemOf = (c: Candidate): MatchItem => {
    const { p } = c;
    return {
      majorId: p.majorId,
      majorName: lang === 'en' ? p.majorEnName || p.majorName : p.majorName,
      majorEnName: p.majorEnName,
      degreeType: p.degreeType,
      uniId: p.uniId,
      uniName: p.uniName,
      uniEnName: p.uniEnName,
      uniLogo: p.uniLogo,
      countryId: p.countryId,
      countryName: lang === 'en' ? (p.countryEnName ?? p.countryName) : p.countryName,
      qsRank: p.qsRank,
      tuition: p.tuition,
      currency: p.currency,
      tuitionCny: p.tuitionCny,
      chance: c.chance?.chance ?? null,
      low: c.chance?.low ?? null,
      high: c.chance?.high ?? null,
      group: c.chance ? groupOf(c.chance.chance) : null,
      cases: model.unis[p.uniId]?.n ?? 0,
      poolCases: model.pools[poolKey(p.countryId, p.band)]?.n ?? 0,
      reasons: reasonsFor(c, model, profile, body, lang),
    };
  };
  const listOf = (c: Candidate[]) => ({ total: c.length, list: spread(c, order).map(itemOf) });
  return {
    profile,
    model: { id: loaded.id, fittedAt: loaded.fittedAt, minCases: MATCH_MIN_CASES },
    reach: listOf(groups.reach),
    match: listOf(groups.match),
    safety: listOf(groups.safety),
    unrated: listOf(groups.unrated),
  };
}

// ---- How the chances are estimated (GET /aiSchool/method). ----

const TIER_NAMES: Record<SchoolTier, Record<Lang, string>> = {
  '985': { cn: '985院校', en: '985 universities' },
  '211': { cn: '211院校', en: '211 universities' },
  double_first_class: { cn: '双一流院校', en: 'Double First-Class universities' },
  regular: { cn: '普通本科', en: 'other universities' },
  junior: { cn: '专科院校', en: 'junior colleges' },
  overseas: { cn: '海外院校', en: 'universities abroad' },
};
const DEGREE_NAMES: Record<string, Record<Lang, string>> = {
  '1': { cn: '本科', en: 'bachelor' },
  '2': { cn: '硕士', en: 'master' },
  '3': { cn: '博士', en: 'doctorate' },
};

/** The coefficient of a named column (0 for a reference level or a column the model lacks). */
const coefficient = (m: StoredModel, name: string) => {
  const j = m.layout.names.indexOf(name);
  return j < 0 ? 0 : m.beta[j];
};

/** Levels from the highest effect to the lowest, joined as "a > b > c". */
function ranking<K extends string>(m: StoredModel, levels: readonly K[], column: (k: K) => string, name: (k: K) => string): string {
  return [...levels]
    .map((k) => ({ k, b: coefficient(m, column(k)) }))
    .sort((a, b) => b.b - a.b)
    .map((x) => name(x.k))
    .join(' > ');
}

/** The model's inputs in plain words, the directions read from the fitted coefficients. */
export function featureWords(m: StoredModel, lang: Lang): MatchMethod['features'] {
  const cn = lang === 'cn';
  const direction = (b: number, higher: Record<Lang, string>) =>
    Math.abs(b) < 1e-6
      ? cn
        ? '在案例中看不出影响'
        : 'no visible effect among the cases'
      : b > 0
        ? higher[lang]
        : cn
          ? '越高录取机会越小'
          : 'higher lowers the chance';
  const raises = { cn: '越高录取机会越大', en: 'higher raises the chance' };
  const bands = RANK_BANDS.map((b) => b.key);
  const bandOrder = bands.map((b) => coefficient(m, `band:${b}`));
  // Leading bands listed first: increasing effect down the list means leading schools are harder.
  const harderAtTop = bandOrder.every((b, i) => i === 0 || b >= bandOrder[i - 1]);
  return [
    { name: cn ? '绩点（GPA）' : 'GPA', effect: direction(coefficient(m, 'gpa'), raises) },
    { name: cn ? '语言成绩（换算为雅思分数）' : 'Language score (on the IELTS scale)', effect: direction(coefficient(m, 'ielts'), raises) },
    {
      name: cn ? '本科院校类型' : 'Type of prior school',
      effect:
        (cn ? '录取机会从高到低：' : 'From the highest chance to the lowest: ') +
        ranking(
          m,
          SCHOOL_TIERS,
          (t) => `tier:${t}`,
          (t) => TIER_NAMES[t][lang],
        ),
    },
    {
      name: cn ? '申请的学位层次' : 'Degree level applied for',
      effect:
        (cn ? '录取机会从高到低：' : 'From the highest chance to the lowest: ') +
        ranking(
          m,
          ['1', '2', '3'] as const,
          (d) => `degree:${d}`,
          (d) => DEGREE_NAMES[d][lang],
        ),
    },
    {
      name: cn ? '留学国家' : 'Study country',
      effect: cn ? '每个国家有各自的录取基准' : 'each country has its own baseline',
    },
    {
      name: cn ? '院校QS排名段' : 'QS rank band of the university',
      effect: harderAtTop
        ? cn
          ? '排名越靠前，录取越难'
          : 'the higher the rank, the harder the admission'
        : (cn ? '录取机会从高到低：' : 'From the highest chance to the lowest: ') +
          ranking(
            m,
            bands,
            (b) => `band:${b}`,
            (b) => RANK_BAND_NAMES[b][lang],
          ),
    },
    {
      name: cn ? '院校自身' : 'The university itself',
      effect: cn
        ? `按该校案例的录取情况调整；案例少于${POOLED_BELOW}次时更多参考同国家、同排名段的院校，少于${MATCH_MIN_CASES}次时不给出估算`
        : `adjusted by the university's own cases, drawing more on universities of the same country and rank band below ${POOLED_BELOW} cases; no estimate below ${MATCH_MIN_CASES}`,
    },
  ];
}

/** The method figures of the newest model, with the features in the request language. */
export async function method(state: MatchingState, lang: Lang): Promise<MatchMethod> {
  const loaded = await state.requireModel();
  const f = loaded.method;
  return {
    id: loaded.id,
    fittedAt: loaded.fittedAt,
    cases: f.cases,
    outcomes: f.outcomes,
    admitted: f.admitted,
    trainOutcomes: f.trainOutcomes,
    testOutcomes: f.testOutcomes,
    brier: f.brier,
    baselineBrier: f.baselineBrier,
    deciles: f.deciles,
    minCases: f.minCases,
    bands: f.bands,
    universitiesRated: f.universitiesRated,
    universitiesTotal: f.universitiesTotal,
    features: featureWords(loaded.model, lang),
  };
}
