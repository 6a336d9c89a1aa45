// Plans the demo catalogue's faculties, majors and admitted-student cases as plain rows, without a
// database, so the coherence rules can be unit-tested: faculties fit the university's profile,
// community colleges offer bachelor's programmes only, a case's admitted programme is one of the
// rows it applied to (admitted), the other rows are programmes of the same level at schools of the
// same country, and a prior major usually leads to the admitted programme's field.
// Deterministic (seeded PRNG): every start and every test plans the same catalogue.
import { pinyin } from 'pinyin-pro';
import { parseLanguage, rankBandOf, type RankBand } from '@portal/shared';
import { FACULTIES, PROGRAMMES, type ProgrammeSeed } from './programmes';
import { PROGRAMME_EN } from './programmes-en';
import { PRIOR_MAJORS } from './prior-majors';
import { chooseFaculties, profileOf, type FacultyKey, type UniversityProfile } from './profiles';

/** A small deterministic generator (mulberry32). */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Yearly tuition ranges in the country's own currency: [undergraduate, master, doctorate] as [min, max]. */
const TUITION: Record<string, [number, number][]> = {
  GBP: [
    [18000, 32000],
    [19000, 38000],
    [19000, 30000],
  ],
  EUR: [
    [8000, 20000],
    [10000, 25000],
    [0, 8000],
  ],
  SGD: [
    [30000, 45000],
    [35000, 60000],
    [25000, 40000],
  ],
  CAD: [
    [30000, 55000],
    [22000, 45000],
    [8000, 20000],
  ],
  AUD: [
    [35000, 50000],
    [38000, 55000],
    [32000, 48000],
  ],
  NZD: [
    [30000, 45000],
    [33000, 50000],
    [7000, 10000],
  ],
  CHF: [
    [1200, 4000],
    [1200, 5000],
    [800, 2000],
  ],
  SEK: [
    [90000, 150000],
    [100000, 200000],
    [0, 0],
  ],
  MYR: [
    [30000, 60000],
    [25000, 55000],
    [20000, 40000],
  ],
  HUF: [
    [2000000, 6000000],
    [2500000, 7000000],
    [2500000, 6000000],
  ],
  NOK: [
    [0, 150000],
    [0, 180000],
    [0, 0],
  ],
  USD: [
    [35000, 62000],
    [30000, 65000],
    [25000, 55000],
  ],
};

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '子涵 一诺 欣怡 梓萱 浩然 宇轩 雨桐 思远 若曦 俊杰 佳怡 子轩 诗涵 博文 晨阳 嘉怡 文博 梦瑶 天佑 可馨 明哲 雅琪 志远 悦然 泽宇 心怡 皓轩 语嫣 昊天 欣妍'.split(
    ' ',
  );
const LANGS = ['IELTS 6.5', 'IELTS 7.0', 'IELTS 6.0', 'IELTS 7.5', 'TOEFL 95', 'TOEFL 100', 'TOEFL 88', 'PTE 65', 'PTE 58', 'Duolingo 115'];
const INTAKES = ['9月', '1月', '2月', '9月、1月', '7月、2月'];

export const CASE_COUNT = 900;

const GPA_SKEW: Record<RankBand, number> = { top50: 0.45, top100: 0.7, top200: 0.95, top500: 1.15, other: 1.3 };
const TIER_EFFECT: Record<string, number> = { '985': 0.8, '211': 0.5, double_first_class: 0.4, overseas: 0.3, regular: 0, junior: -0.6 };
const RANK_EFFECT: Record<RankBand, number> = { top50: 2.6, top100: 1.6, top200: 0.7, top500: 0.0, other: -0.6 };

/**
 * The result of an application to another school than the admitted one, from one uniform draw `r`:
 * the odds of admission rise with the student's GPA, language score and prior school and fall with
 * the school's rank (the demo cases are invented, so that the matching's model has a pattern to
 * find; real cases replace them). About one in eight is still in progress.
 */
export function outcome(c: Pick<PlannedCase, 'eduGpa' | 'eduLanguage' | 'eduUniType'>, band: RankBand, r: number): string {
  if (r >= 0.88) return '1';
  const ielts = parseLanguage(c.eduLanguage)?.ielts ?? 6.5;
  const z = 0.5 + 2.4 * (Number(c.eduGpa) - 3.3) + 0.9 * (ielts - 6.5) + (TIER_EFFECT[c.eduUniType] ?? 0) - RANK_EFFECT[band];
  const p = 1 / (1 + Math.exp(-z));
  const q = r / 0.88;
  return q < p * 0.85 ? '2' : q < p ? '4' : '7';
}

/** The IELTS requirement sentence in both languages (also used to fill English into older databases). */
export const languageRequirementCn = (ielts: string, band: string) => `IELTS ${ielts}（单项不低于${band}）或同等成绩`;
export const languageRequirementEn = (ielts: string, band: string) =>
  `IELTS ${ielts} overall with no band below ${band}, or an equivalent score`;

export interface PlanUni {
  id: number;
  uniEnName: string;
  countryId: string;
  website: string | null;
  qsRank: number | null;
  currency: string;
}

export interface PlanCollege {
  name: string;
  enName: string;
  collegeType: string;
}

export interface PlannedFaculty {
  uniId: number;
  key: FacultyKey;
  facultyName: string;
  facultyEnName: string;
  sort: number;
}

export interface PlannedMajor {
  /** Index into faculties. */
  faculty: number;
  uniId: number;
  countryId: string;
  programme: ProgrammeSeed;
  majorTuition: string;
  currency: string;
  ieltsScore: string;
  languageRequirement: string;
  languageRequirementEn: string;
  toeflScore: string;
  pte: string;
  gmat: string | null;
  gre: string | null;
  minGpa: string;
  applyDate: string;
  beginDate: string;
  majorLink: string;
  backgroundRequirementEn: string | null;
  majorIntroductionEn: string | null;
  stipend: number;
  hot: number;
}

export interface PlannedCase {
  uniId: number;
  /** Index into majors: the programme the student was admitted to. */
  major: number;
  stuName: string;
  stuSpell: string;
  courseType: string;
  courseName: string;
  resultDate: string;
  eduUniName: string;
  eduUniEnName: string;
  eduUniType: string;
  eduMajorName: string;
  eduMajorNameEn: string;
  eduGpa: string;
  eduLanguage: string;
  isWork: '0' | '1';
  uniMoney: number | null;
  viewNumber: number;
  updateDate: Date;
}

export interface PlannedApply {
  /** Index into cases. */
  case: number;
  uniId: number;
  /** Index into majors. */
  major: number;
  courseName: string;
  /** stuStatus value: 2 admitted, 7 refused, 1 in progress, 4 conditional. */
  status: string;
  receipt: string;
  begin: string;
}

export interface CataloguePlan {
  profiles: Map<number, UniversityProfile>;
  faculties: PlannedFaculty[];
  majors: PlannedMajor[];
  cases: PlannedCase[];
  applies: PlannedApply[];
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Programmes a school of the profile does not offer even in a faculty it has. */
const NOT_OFFERED: Partial<Record<UniversityProfile, RegExp>> = {
  // A technical university's environment faculty is about environment and climate, not farming,
  // and its business school teaches management and finance, not hospitality.
  technical: /Veterinary|Agricultur|Forestry|Food Science and Nutrition|Hospitality|Tourism/,
  // Colleges teach applied bachelor's programmes: no medicine, dentistry, veterinary or pharmacy degrees.
  college: /Medicine|Dental|Veterinary|Pharmacy|Pharmacology/,
  // A business school's law school teaches business law; a medical school's science is life science.
  business: /Criminology|Human Rights/,
  medical: /Mathematics|Physics|Astrophysics|Statistics/,
};

/** Programmes a faculty of that kind offers at a school of that profile (colleges: bachelor's only). */
export function programmesFor(key: FacultyKey, profile: UniversityProfile): ProgrammeSeed[] {
  const excluded = NOT_OFFERED[profile];
  return PROGRAMMES.filter((p) => p.faculty === key && (profile !== 'college' || p.degree === '1') && !excluded?.test(p.en));
}

const shares = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

export function planCatalogue(
  unis: readonly PlanUni[],
  colleges: readonly PlanCollege[],
  opts: { seed: number; today: number; year: number },
): CataloguePlan {
  const rnd = prng(opts.seed);
  const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)];
  const between = (min: number, max: number) => min + rnd() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  const shuffled = <T>(a: readonly T[]) =>
    a
      .map((x) => ({ x, w: rnd() }))
      .sort((p, q) => p.w - q.w)
      .map((p) => p.x);
  const facultyOf = new Map(FACULTIES.map((f) => [f.key, f]));

  // Faculties from the profile, then two to four programmes of each faculty.
  const profiles = new Map<number, UniversityProfile>();
  const faculties: PlannedFaculty[] = [];
  const majors: PlannedMajor[] = [];
  const year = opts.year;
  for (const u of unis) {
    const profile = profileOf(u);
    profiles.set(u.id, profile);
    chooseFaculties(profile, rnd).forEach((key, i) => {
      const f = facultyOf.get(key)!;
      const fIndex = faculties.push({ uniId: u.id, key, facultyName: f.cn, facultyEnName: f.en, sort: i + 1 }) - 1;
      for (const p of shuffled(programmesFor(key, profile)).slice(0, int(2, 4))) {
        const [min, max] = (TUITION[u.currency] ?? TUITION.USD)[Number(p.degree) - 1];
        const tuition = Math.round(between(min, max) / 100) * 100;
        const ielts = pick(['6.0', '6.5', '6.5', '7.0', '7.0', '7.5']);
        const band = (Number(ielts) - 0.5).toFixed(1);
        const business = p.focus.some((x) => ['1', '2', '3', '4'].includes(x));
        const en = PROGRAMME_EN[p.en];
        majors.push({
          faculty: fIndex,
          uniId: u.id,
          countryId: u.countryId,
          programme: p,
          majorTuition: String(tuition),
          currency: u.currency,
          ieltsScore: ielts,
          languageRequirement: languageRequirementCn(ielts, band),
          languageRequirementEn: languageRequirementEn(ielts, band),
          toeflScore: String(Math.round(Number(ielts) * 14)),
          pte: String(Math.round(Number(ielts) * 9.5)),
          gmat: business && p.degree === '2' && rnd() < 0.4 ? String(int(55, 70) * 10) : null,
          gre: !business && p.degree !== '1' && rnd() < 0.3 ? String(int(310, 325)) : null,
          minGpa: (Math.round(between(2.8, 3.6) * 10) / 10).toFixed(1),
          applyDate: `${year - 1}年10月1日 - ${year}年${pick(['3', '4', '5', '6'])}月30日`,
          beginDate: `${year}年${pick(INTAKES)}`,
          majorLink: `${u.website ?? ''}/study`,
          backgroundRequirementEn: en?.background ?? null,
          majorIntroductionEn: en?.intro ?? null,
          stipend: rnd() < 0.55 ? Math.round((between(0.1, 0.5) * tuition) / 100) * 100 : 0,
          hot: int(0, 1000),
        });
      }
    });
  }

  const majorsByUni = new Map<number, number[]>();
  majors.forEach((m, i) => majorsByUni.set(m.uniId, [...(majorsByUni.get(m.uniId) ?? []), i]));

  // Well-known universities admit more of the portal's students: cases are drawn with a weight
  // falling with the rank, so the case analysis of a leading university has real numbers in it.
  const byRank = [...unis].sort((a, b) => (a.qsRank ?? 9999) - (b.qsRank ?? 9999) || a.id - b.id);
  const cumulative: number[] = [];
  byRank.reduce((sum, _u, i) => (cumulative[i] = sum + 1 / (i + 6)), 0);
  const pickUni = () => {
    const x = rnd() * cumulative[cumulative.length - 1];
    return byRank[cumulative.findIndex((c) => c >= x)];
  };
  const byRankInCountry = new Map<string, number[]>();
  for (const u of byRank) byRankInCountry.set(u.countryId, [...(byRankInCountry.get(u.countryId) ?? []), u.id]);
  /** n distinct ids of a rank-ordered list, earlier ones likelier (weight 1 / (place + 3)). */
  const weightedSample = (ids: number[], n: number) =>
    ids
      .map((id, i) => ({ id, key: Math.pow(rnd(), i + 3) }))
      .sort((a, b) => b.key - a.key)
      .slice(0, n)
      .map((x) => x.id);
  // Chinese university graduates apply mostly for master's degrees, some for a doctorate, a few
  // transfer into a bachelor's programme.
  const pickLevel = () => {
    const x = rnd();
    return x < 0.75 ? '2' : x < 0.9 ? '3' : '1';
  };

  const cases: PlannedCase[] = [];
  const applies: PlannedApply[] = [];
  const today = opts.today;
  for (let i = 0; i < CASE_COUNT; i++) {
    const uni = pickUni();
    const offered = majorsByUni.get(uni.id) ?? [];
    if (!offered.length) continue;
    const level = pickLevel();
    const atLevel = offered.filter((m) => majors[m].programme.degree === level);
    const admitted = pick(atLevel.length ? atLevel : offered);
    const m = majors[admitted];
    const focus = m.programme.focus;
    // Most students stay in their field; about one in seven changed field.
    const related = PRIOR_MAJORS.filter((p) => shares(p.focus, focus));
    const prior = related.length && rnd() < 0.85 ? pick(related) : pick(PRIOR_MAJORS);
    const name = pick([...SURNAMES]) + pick(GIVEN);
    const result = new Date(today - int(20, 760) * 86400_000);
    const edu = pick(colleges);
    cases.push({
      uniId: uni.id,
      major: admitted,
      stuName: name,
      stuSpell: pinyin(name, { toneType: 'none', separator: ' ' })
        .replace(/^(\S+)\s(.*)$/, (_s, a: string, b: string) => `${b.replace(/\s/g, '')} ${a}`)
        .replace(/\b\w/g, (c) => c.toUpperCase()),
      courseType: m.programme.degree,
      courseName: m.programme.en,
      resultDate: isoDate(result),
      eduUniName: edu.name,
      eduUniEnName: edu.enName,
      eduUniType: edu.collegeType,
      eduMajorName: prior.cn,
      eduMajorNameEn: prior.en,
      // Students admitted to leading universities had better grades: the same draw, skewed upwards
      // by the university's rank.
      eduGpa: (Math.round((2.6 + 1.35 * Math.pow(rnd(), GPA_SKEW[rankBandOf(uni.qsRank)])) * 100) / 100).toFixed(2),
      eduLanguage: pick(LANGS),
      isWork: rnd() < 0.35 ? '1' : '0',
      uniMoney: m.stipend && rnd() < 0.7 ? m.stipend : null,
      viewNumber: int(20, 3000),
      updateDate: new Date(result.getTime() + int(1, 30) * 86400_000),
    });
    const caseIndex = cases.length - 1;
    const begin = isoDate(new Date(Date.UTC(result.getUTCFullYear() + (result.getUTCMonth() >= 8 ? 1 : 0), 8, 15)));
    // The admitted programme first, then up to three programmes of the same level (in the same
    // field where the school has one) at other schools of the country.
    applies.push({
      case: caseIndex,
      uniId: uni.id,
      major: admitted,
      courseName: m.programme.en,
      status: '2',
      receipt: isoDate(new Date(result.getTime() - int(20, 200) * 86400_000)),
      begin,
    });
    // Students also apply to other schools of the country, the well-known ones more often (reach
    // schools), so a leading university's applications are not all admissions.
    const others = weightedSample(
      byRankInCountry.get(uni.countryId)!.filter((x) => x !== uni.id),
      int(0, 3),
    );
    for (const uid of others) {
      const there = (majorsByUni.get(uid) ?? []).filter((x) => majors[x].programme.degree === m.programme.degree);
      if (!there.length) continue;
      const close = there.filter((x) => shares(majors[x].programme.focus, focus));
      const om = pick(close.length ? close : there);
      applies.push({
        case: caseIndex,
        uniId: uid,
        major: om,
        courseName: majors[om].programme.en,
        status: outcome(cases[caseIndex], rankBandOf(unis.find((u) => u.id === uid)?.qsRank), rnd()),
        receipt: isoDate(new Date(result.getTime() - int(20, 200) * 86400_000)),
        begin,
      });
    }
  }
  return { profiles, faculties, majors, cases, applies };
}
