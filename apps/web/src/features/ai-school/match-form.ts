// The /aiSchool form's pure parts: its values, the start from the consultation profile, the body of
// POST /aiSchool/match, the per-field check with the server's own schema (matchBody), and the live
// conversions shown under the GPA and the language score.
import {
  LANGUAGE_RANGES,
  MATCH_DEGREES,
  SCHOOL_TIERS,
  gpa4ToPercent,
  matchBody,
  percentToGpa4,
  toIelts,
  type ConsultProfile,
  type LanguageTest,
  type MatchInput,
  type SchoolTier,
} from '@portal/shared';

export type GpaScale = 'four' | 'percent';
export type LanguageChoice = LanguageTest | 'none';
export type Degree = (typeof MATCH_DEGREES)[number];

export interface MatchFormValues {
  gpa?: string;
  gpaScale: GpaScale;
  languageTest: LanguageChoice;
  languageScore?: string;
  budget?: string;
  countryIds: string[];
  majorFocusList: string[];
  courseType?: Degree;
  schoolType?: SchoolTier;
}

const isDegree = (v: string | null | undefined): v is Degree => (MATCH_DEGREES as readonly string[]).includes(v ?? '');
const isTier = (v: string | null | undefined): v is SchoolTier => (SCHOOL_TIERS as readonly string[]).includes(v ?? '');

/**
 * The form's first values from the consultation profile: the GPA on the scale its size says (above
 * 4: a percentage), the intended country, the major focus and the degree level when it is one the
 * matching knows (undergraduate, master, doctorate; the profile's grade may be a foundation course).
 */
export function initialValues(profile: ConsultProfile | null | undefined, schoolType?: string | null): MatchFormValues {
  const gpa = (profile?.gpa ?? '').trim();
  const n = Number(gpa);
  return {
    gpa: gpa || undefined,
    gpaScale: gpa && Number.isFinite(n) && n > 4 ? 'percent' : 'four',
    languageTest: 'IELTS',
    languageScore: undefined,
    budget: undefined,
    countryIds: profile?.countryId ? [profile.countryId] : [],
    majorFocusList: profile?.majorFocusList ?? [],
    courseType: isDegree(profile?.courseType) ? profile.courseType : undefined,
    schoolType: isTier(schoolType) ? schoolType : undefined,
  };
}

const blank = (v: string | undefined | null) => {
  const s = (v ?? '').trim();
  return s === '' ? null : s;
};

/** The body of POST /aiSchool/match; no score is sent without a test, empty optional fields as null. */
export function matchRequest(v: MatchFormValues): MatchInput {
  return {
    gpa: (v.gpa ?? '').trim(),
    gpaScale: v.gpaScale,
    languageTest: v.languageTest,
    languageScore: v.languageTest === 'none' ? null : blank(v.languageScore),
    budget: blank(v.budget),
    countryIds: v.countryIds ?? [],
    majorFocusList: v.majorFocusList ?? [],
    courseType: v.courseType as Degree,
    schoolType: v.schoolType ?? null,
  };
}

/** Valid values for every field, so that one field is checked with only the fields it depends on. */
const VALID: MatchInput = { gpa: '3', gpaScale: 'four', languageTest: 'none', countryIds: [], majorFocusList: [], courseType: '2' };

/** Which fields a field's check reads besides itself (matchBody's refinement). */
export const FIELD_DEPENDENCIES: Partial<Record<keyof MatchFormValues, (keyof MatchFormValues)[]>> = {
  gpa: ['gpaScale'],
  languageScore: ['languageTest'],
};

/**
 * The message key matchBody reports for one field of the form (undefined: fine). The field and the
 * fields it depends on are checked on otherwise valid values, so each field shows its own message
 * whatever the state of the others (zod runs the refinement only on an otherwise valid object).
 */
export function fieldIssue(values: MatchFormValues, field: keyof MatchFormValues): string | undefined {
  const request = matchRequest(values) as unknown as Record<string, unknown>;
  const probe: Record<string, unknown> = { ...VALID };
  for (const f of [field, ...(FIELD_DEPENDENCIES[field] ?? [])]) probe[f] = request[f] === undefined ? undefined : request[f];
  const r = matchBody.safeParse(probe);
  if (r.success) return undefined;
  return r.error.issues.find((i) => i.path[0] === field)?.message;
}

const decimal = (s: string | undefined) => {
  const t = (s ?? '').trim();
  if (!/^\d*(\.\d+)?$/.test(t) || t === '' || t === '.') return null;
  return Number(t);
};

/** The typed GPA on the other scale, or null when it is not a number on its own scale (or a failing mark). */
export function convertedGpa(gpa: string | undefined, scale: GpaScale): { scale: GpaScale; value: string } | null {
  const n = decimal(gpa);
  if (n === null) return null;
  if (scale === 'four') return n > 4 || n <= 0 ? null : { scale: 'percent', value: gpa4ToPercent(n).toFixed(1) };
  // Below 60 is a fail (0 on the 4.0 scale): the form says so instead of showing 0.00.
  return n > 100 || n < 60 ? null : { scale: 'four', value: percentToGpa4(n).toFixed(2) };
}

/** The score on the IELTS band scale, for a test other than IELTS; null when not a score of the test. */
export function ieltsEquivalent(test: LanguageChoice, score: string | undefined): number | null {
  if (test === 'none' || test === 'IELTS') return null;
  const n = decimal(score);
  return n === null ? null : toIelts(test, n);
}

/** The score range of a test ('0–9'), for the placeholder. */
export const scoreRange = (test: LanguageChoice): { min: number; max: number } | null => (test === 'none' ? null : LANGUAGE_RANGES[test]);
