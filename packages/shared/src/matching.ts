// School matching (/aiSchool, issue 13): the conversions and thresholds both sides use.
// - GPA: the 4.0 scale and the percentage are converted with the curve Chinese universities commonly
//   use for transcripts sent abroad, GPA = 4 - 3 (100 - x)^2 / 1600 for 60 <= x <= 100 (60 gives 1.0,
//   100 gives 4.0); below 60 is a fail (0).
// - Language: every test is put on the IELTS band scale through published concordance tables
//   (TOEFL iBT and IELTS: ETS; PTE Academic: Pearson; Duolingo English Test: Duolingo), so one model
//   coefficient reads every test.
// - A chance falls into reach, match or safety by fixed cut points, and a school with fewer decided
//   applications among the cases than MATCH_MIN_CASES gets no number at all.
import type { Lang } from './lang';

/** Below this many decided applications (admitted, conditional or refused) at a school: no chance is shown. */
export const MATCH_MIN_CASES = 8;
/** Chance below REACH: reach; from it to below SAFETY: match; from SAFETY: safety. */
export const MATCH_BANDS = { reach: 0.4, safety: 0.75 } as const;
/** The range shown around a chance: the central 80% of the estimate's uncertainty. */
export const MATCH_RANGE_LEVEL = 0.8;
/** Programmes shown per group (reach, match, safety, too few cases). */
export const MATCH_PER_GROUP = 12;

export const MATCH_GROUPS = ['reach', 'match', 'safety'] as const;
export type MatchGroup = (typeof MATCH_GROUPS)[number];

export function groupOf(chance: number): MatchGroup {
  return chance < MATCH_BANDS.reach ? 'reach' : chance < MATCH_BANDS.safety ? 'match' : 'safety';
}

/** A percentage mark (60-100) on the 4.0 scale; below 60: 0. Two decimals. */
export function percentToGpa4(percent: number): number {
  if (!Number.isFinite(percent) || percent < 60) return 0;
  const x = Math.min(100, percent);
  return Math.round((4 - (3 * (100 - x) ** 2) / 1600) * 100) / 100;
}

/** A 4.0-scale GPA (1-4) as a percentage mark; below 1: under 60 (shown as 60). One decimal. */
export function gpa4ToPercent(gpa: number): number {
  if (!Number.isFinite(gpa) || gpa <= 1) return 60;
  const g = Math.min(4, gpa);
  return Math.round((100 - Math.sqrt(((4 - g) * 1600) / 3)) * 10) / 10;
}

export const LANGUAGE_TESTS = ['IELTS', 'TOEFL', 'PTE', 'Duolingo'] as const;
export type LanguageTest = (typeof LANGUAGE_TESTS)[number];

/** The score range each test reports. */
export const LANGUAGE_RANGES: Record<LanguageTest, { min: number; max: number; step: number }> = {
  IELTS: { min: 0, max: 9, step: 0.5 },
  TOEFL: { min: 0, max: 120, step: 1 },
  PTE: { min: 10, max: 90, step: 1 },
  Duolingo: { min: 10, max: 160, step: 5 },
};

// [lowest score of the row, IELTS band], highest rows first.
const TOEFL_TO_IELTS: [number, number][] = [
  [118, 9],
  [115, 8.5],
  [110, 8],
  [102, 7.5],
  [94, 7],
  [79, 6.5],
  [60, 6],
  [46, 5.5],
  [35, 5],
  [32, 4.5],
  [0, 4],
];
const PTE_TO_IELTS: [number, number][] = [
  [86, 9],
  [83, 8.5],
  [79, 8],
  [73, 7.5],
  [65, 7],
  [58, 6.5],
  [50, 6],
  [42, 5.5],
  [36, 5],
  [29, 4.5],
  [0, 4],
];
const DUOLINGO_TO_IELTS: [number, number][] = [
  [155, 9],
  [145, 8.5],
  [140, 8],
  [130, 7.5],
  [120, 7],
  [105, 6.5],
  [95, 6],
  [85, 5.5],
  [75, 5],
  [65, 4.5],
  [0, 4],
];

/** A score of a test on the IELTS band scale; null when the score is outside the test's range. */
export function toIelts(test: LanguageTest, score: number): number | null {
  const r = LANGUAGE_RANGES[test];
  if (!Number.isFinite(score) || score < r.min || score > r.max) return null;
  if (test === 'IELTS') return Math.round(score * 2) / 2;
  const table = test === 'TOEFL' ? TOEFL_TO_IELTS : test === 'PTE' ? PTE_TO_IELTS : DUOLINGO_TO_IELTS;
  return table.find(([min]) => score >= min)![1];
}

/** A case's language text as stored ('IELTS 6.5', 'TOEFL 95', '雅思6.5'...) on the IELTS scale; null when unreadable. */
export function parseLanguage(text: string | null | undefined): { test: LanguageTest; score: number; ielts: number } | null {
  if (!text) return null;
  const m = /(ielts|雅思|toefl|托福|pte|duolingo|多邻国)\s*[:：]?\s*(\d+(?:\.\d+)?)/i.exec(text);
  if (!m) return null;
  const word = m[1].toLowerCase();
  const test: LanguageTest =
    word === 'ielts' || word === '雅思' ? 'IELTS' : word === 'toefl' || word === '托福' ? 'TOEFL' : word === 'pte' ? 'PTE' : 'Duolingo';
  const score = Number(m[2]);
  const ielts = toIelts(test, score);
  return ielts === null ? null : { test, score, ielts };
}

/** Degree levels of the matching (jxj_major_degree_type / web_stu_courseType values). */
export const MATCH_DEGREES = ['1', '2', '3'] as const;

/** Prior-school tiers the model knows (college_type dictionary values); anything else counts as 'regular'. */
export const SCHOOL_TIERS = ['985', '211', 'double_first_class', 'regular', 'junior', 'overseas'] as const;
export type SchoolTier = (typeof SCHOOL_TIERS)[number];
export const tierOf = (collegeType: string | null | undefined): SchoolTier =>
  (SCHOOL_TIERS as readonly string[]).includes(collegeType ?? '') ? (collegeType as SchoolTier) : 'regular';

/** University rank bands the model pools schools by (QS rank; unranked last). */
export const RANK_BANDS = [
  { key: 'top50', max: 50 },
  { key: 'top100', max: 100 },
  { key: 'top200', max: 200 },
  { key: 'top500', max: 500 },
  { key: 'other', max: Infinity },
] as const;
export type RankBand = (typeof RANK_BANDS)[number]['key'];
export const rankBandOf = (qsRank: number | null | undefined): RankBand =>
  RANK_BANDS.find((b) => qsRank != null && qsRank > 0 && qsRank <= b.max)?.key ?? 'other';

/** Names of the rank bands as the page shows them. */
export const RANK_BAND_NAMES: Record<RankBand, Record<Lang, string>> = {
  top50: { cn: 'QS前50', en: 'QS top 50' },
  top100: { cn: 'QS 51-100', en: 'QS 51-100' },
  top200: { cn: 'QS 101-200', en: 'QS 101-200' },
  top500: { cn: 'QS 201-500', en: 'QS 201-500' },
  other: { cn: 'QS 500名以后或未排名', en: 'QS beyond 500 or unranked' },
};
