// School matching (/aiSchool, issue 13; the spec names the page and its mobile menu entry, its calls
// are ours): POST /aiSchool/match answers the programmes that fit a student's profile with an
// admission chance from the admitted-student cases, split into reach, match and safety;
// GET /aiSchool/method answers how the chances were estimated and how well they held up on cases
// the model did not see. The same body schema checks the form in the browser and the call.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import type { Lang } from '../lang';
import { msgKey } from '../messages';
import { LANGUAGE_RANGES, LANGUAGE_TESTS, MATCH_DEGREES, SCHOOL_TIERS, type LanguageTest } from '../matching';
import { commonFields } from './common';
import { isoTime } from './answer';

/** The matching's own codes (70080-70089). */
export const MATCH_CODES = {
  /** No model has been fitted yet (a new database before its first refit). */
  NO_MODEL: '70080',
} as const;

addCodeMessages({
  '70080': { cn: '选校模型正在准备中，请稍后再试', en: 'The matching model is being prepared; please try again shortly' },
});

const numberText = (max: number) =>
  z
    .union([z.string(), z.number()], { error: msgKey('invalid') })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .max(max, msgKey('max', { max }))
        .regex(/^\d*(\.\d+)?$/, msgKey('matchNumber')),
    );

/** What the student enters or confirms on /aiSchool. */
export const matchBody = z
  .object(
    {
      ...commonFields,
      /** The GPA as typed, on the scale named by gpaScale. */
      gpa: numberText(6).refine((v) => v !== '', msgKey('required')),
      gpaScale: z.enum(['four', 'percent'], { error: msgKey('requiredSelect') }),
      /** 'none': no test taken yet (the estimate then assumes an average applicant's score). */
      languageTest: z.enum([...LANGUAGE_TESTS, 'none'], { error: msgKey('requiredSelect') }),
      languageScore: numberText(5).optional().nullable(),
      /** Yearly tuition budget in yuan; empty: no limit. */
      budget: numberText(9).optional().nullable(),
      countryIds: z
        .array(z.string().max(30, msgKey('oneOf')), { error: msgKey('oneOf') })
        .max(20, msgKey('max', { max: 20 }))
        .default([]),
      majorFocusList: z
        .array(z.string().max(30, msgKey('oneOf')), { error: msgKey('oneOf') })
        .max(20, msgKey('max', { max: 20 }))
        .default([]),
      courseType: z.enum(MATCH_DEGREES, { error: msgKey('requiredSelect') }),
      /** The prior school's type (college_type); empty: the account's graduated school's. */
      schoolType: z
        .enum(SCHOOL_TIERS, { error: msgKey('oneOf') })
        .optional()
        .nullable(),
    },
    { error: msgKey('invalid') },
  )
  .superRefine((v, ctx) => {
    const g = Number(v.gpa);
    if (v.gpa !== '' && (v.gpaScale === 'four' ? g > 4 : g > 100))
      ctx.addIssue({ code: 'custom', path: ['gpa'], message: msgKey(v.gpaScale === 'four' ? 'matchGpaFour' : 'matchGpaPercent') });
    if (v.languageTest !== 'none') {
      const r = LANGUAGE_RANGES[v.languageTest];
      const s = v.languageScore ?? '';
      if (s === '') ctx.addIssue({ code: 'custom', path: ['languageScore'], message: msgKey('required') });
      else if (Number(s) < r.min || Number(s) > r.max)
        ctx.addIssue({ code: 'custom', path: ['languageScore'], message: msgKey('matchScoreRange', { min: r.min, max: r.max }) });
    }
  })
  .meta({ id: 'MatchBody' });
export type MatchBody = z.infer<typeof matchBody>;
export type MatchInput = z.input<typeof matchBody>;

/** One reason behind a chance, as data (kind and figures) and in plain words in the request language (text). */
export const matchReason = z
  .object({
    kind: z.enum(['gpaPercentile', 'admitRate', 'language', 'noLanguage', 'minGpa', 'budget', 'noTuition', 'tooFew', 'pooled']),
    /** Good for the student (true), against (false) or neither (null). */
    good: z.boolean().nullable(),
    text: z.string(),
    figures: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })
  .meta({ id: 'MatchReason' });
export type MatchReason = z.infer<typeof matchReason>;

export const matchItem = z
  .object({
    majorId: z.number(),
    majorName: z.string().meta({ description: 'in the request language' }),
    majorEnName: z.string().nullable(),
    degreeType: z.string(),
    uniId: z.number(),
    uniName: z.string(),
    uniEnName: z.string(),
    uniLogo: z.string().nullable(),
    countryId: z.string(),
    countryName: z.string().nullable().meta({ description: 'in the request language' }),
    qsRank: z.number().nullable(),
    /** Yearly tuition in the programme's currency, and converted to yuan at the operator's reference rate. */
    tuition: z.number().nullable(),
    currency: z.string(),
    tuitionCny: z.number().nullable(),
    /** The admission chance (0-1) and its 80% range; null: too few cases to estimate. */
    chance: z.number().nullable(),
    low: z.number().nullable(),
    high: z.number().nullable(),
    group: z.enum(['reach', 'match', 'safety']).nullable(),
    /** Decided applications at this university among the cases (the figure the chance rests on). */
    cases: z.number(),
    /** Decided applications at similar schools (same country and rank band) that the estimate also leans on. */
    poolCases: z.number(),
    reasons: z.array(matchReason),
  })
  .meta({ id: 'MatchItem' });
export type MatchItem = z.infer<typeof matchItem>;

const groupList = z.object({ total: z.number(), list: z.array(matchItem) });

export const matchResult = z
  .object({
    /** The inputs as the model read them. */
    profile: z.object({
      gpa4: z.number(),
      gpaPercent: z.number(),
      languageTest: z.string(),
      languageScore: z.number().nullable(),
      ielts: z.number().nullable().meta({ description: 'the language score on the IELTS scale; null: none given' }),
      schoolType: z.string(),
      budget: z.number().nullable(),
    }),
    model: z.object({ id: z.number(), fittedAt: isoTime, minCases: z.number() }),
    reach: groupList,
    match: groupList,
    safety: groupList,
    /** Programmes that fit but whose university has too few cases to estimate. */
    unrated: groupList,
  })
  .meta({ id: 'MatchResult' });
export type MatchResult = z.infer<typeof matchResult>;

/** How the chances are estimated and how well they held up (the "how we estimate" page). */
export const matchMethod = z
  .object({
    id: z.number(),
    fittedAt: isoTime,
    /** Cases and decided applications the model was fitted on. */
    cases: z.number(),
    outcomes: z.number(),
    admitted: z.number(),
    /** The held-out check: fitted on train, scored on test (split by case, never by application). */
    trainOutcomes: z.number(),
    testOutcomes: z.number(),
    brier: z.number().meta({ description: 'mean squared error of the chances on the held-out applications' }),
    baselineBrier: z.number().meta({ description: 'the same for one rate for everyone (the training admission rate)' }),
    /** Held-out applications in ten groups by predicted chance: the mean chance and the share admitted. */
    deciles: z.array(z.object({ predicted: z.number(), observed: z.number(), n: z.number() })),
    minCases: z.number(),
    bands: z.object({ reach: z.number(), safety: z.number() }),
    universitiesRated: z.number().meta({ description: 'universities with at least minCases decided applications' }),
    universitiesTotal: z.number(),
    /** The model's inputs in plain words, with their direction (in the request language). */
    features: z.array(z.object({ name: z.string(), effect: z.string() })),
  })
  .meta({ id: 'MatchMethod' });
export type MatchMethod = z.infer<typeof matchMethod>;

// ---- The reasons in plain words (the server fills `text` with these). ----

const pct = (x: number) => `${Math.round(x * 100)}%`;
const yuan = (n: number, lang: Lang) =>
  lang === 'cn' ? (n >= 10000 ? `¥${(n / 10000).toFixed(1).replace(/\.0$/, '')}万` : `¥${n}`) : `¥${n.toLocaleString('en-US')}`;

export type ReasonFigures = Record<string, string | number | boolean | null>;

export function matchReasonText(kind: MatchReason['kind'], f: ReasonFigures, lang: Lang): string {
  const cn = lang === 'cn';
  const n = Number(f.n ?? 0);
  switch (kind) {
    case 'gpaPercentile':
      return f.scope === 'school'
        ? cn
          ? `你的GPA ${f.gpa} 高于该校 ${n} 个录取案例中 ${pct(Number(f.share))} 的学生`
          : `Your GPA ${f.gpa} is above ${pct(Number(f.share))} of the ${n} admitted cases at this university`
        : cn
          ? `你的GPA ${f.gpa} 高于同类院校 ${n} 个录取案例中 ${pct(Number(f.share))} 的学生`
          : `Your GPA ${f.gpa} is above ${pct(Number(f.share))} of the ${n} admitted cases at similar universities`;
    case 'admitRate':
      return cn
        ? `案例中该校 ${n} 次申请有 ${f.admitted} 次获得录取（${pct(Number(f.admitted) / Math.max(1, n))}）`
        : `Among the cases, ${f.admitted} of ${n} applications to this university were admitted (${pct(Number(f.admitted) / Math.max(1, n))})`;
    case 'language':
      return f.meets
        ? cn
          ? `你的${f.test} ${f.score} 达到该项目雅思 ${f.required} 的要求`
          : `Your ${f.test} ${f.score} meets the programme's IELTS ${f.required} requirement`
        : cn
          ? `你的${f.test} ${f.score} 低于该项目雅思 ${f.required} 的要求`
          : `Your ${f.test} ${f.score} is below the programme's IELTS ${f.required} requirement`;
    case 'noLanguage':
      return cn ? '尚未填写语言成绩：按案例中的平均语言成绩估算' : 'No language score yet: estimated with the average score of the cases';
    case 'minGpa':
      return f.meets
        ? cn
          ? `你的GPA达到该项目最低 ${f.required} 的要求`
          : `Your GPA meets the programme's minimum of ${f.required}`
        : cn
          ? `你的GPA低于该项目最低 ${f.required} 的要求`
          : `Your GPA is below the programme's minimum of ${f.required}`;
    case 'budget':
      return f.within
        ? cn
          ? `学费约 ${yuan(Number(f.tuitionCny), lang)}/年，在你的预算 ${yuan(Number(f.budget), lang)} 以内`
          : `Tuition about ${yuan(Number(f.tuitionCny), lang)} a year, within your budget of ${yuan(Number(f.budget), lang)}`
        : cn
          ? `学费约 ${yuan(Number(f.tuitionCny), lang)}/年，超出你的预算 ${yuan(Number(f.budget), lang)}`
          : `Tuition about ${yuan(Number(f.tuitionCny), lang)} a year, above your budget of ${yuan(Number(f.budget), lang)}`;
    case 'noTuition':
      return cn ? '该项目暂无学费信息' : 'No tuition figure for this programme yet';
    case 'tooFew':
      return cn
        ? `案例太少，无法估算：该校只有 ${n} 次已有结果的申请（至少需要 ${f.min} 次）`
        : `Too few cases to estimate: this university has only ${n} decided applications (at least ${f.min} needed)`;
    case 'pooled':
      return cn
        ? `该校案例不多，估算同时参考了同国家、同排名段院校的 ${n} 次申请`
        : `This university has few cases, so the estimate also draws on ${n} applications to universities of the same country and rank band`;
  }
}

/** The language test's name as the page shows it. */
export const languageTestName = (test: LanguageTest | 'none', lang: Lang): string =>
  test === 'none'
    ? lang === 'cn'
      ? '暂无'
      : 'None yet'
    : test === 'IELTS' && lang === 'cn'
      ? '雅思'
      : test === 'TOEFL' && lang === 'cn'
        ? '托福'
        : test;
