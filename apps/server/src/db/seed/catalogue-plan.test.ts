// vitest-no-db: runs once, with the unit tests (it opens no database).
// Coherence rules of the demo catalogue, checked on the plan itself (no database): faculties fit
// the university's profile, colleges offer bachelor's programmes only, a case's admitted programme
// is one of its applied rows, and every demo text has its English version.
import { describe, expect, it } from 'vitest';
import { CASE_COUNT, planCatalogue } from './catalogue-plan';
import { allowedFaculties, chooseFaculties, profileOf, PROFILE_RULES, type UniversityProfile } from './profiles';
import { COMMUNITY_COLLEGES, UNIVERSITIES } from './universities';
import { COLLEGES } from './colleges';
import { PROGRAMMES } from './programmes';
import { PROGRAMME_EN } from './programmes-en';
import { PRIOR_MAJORS } from './prior-majors';
import { ARTICLES } from './articles';
import { ARTICLES_EN } from './articles-en';

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;
const unis = UNIVERSITIES.map((u, i) => ({
  id: i + 1,
  uniEnName: u.uniEnName,
  countryId: u.countryId,
  website: u.website,
  qsRank: u.qsRank,
  currency: 'GBP',
}));
const plan = planCatalogue(
  unis,
  COLLEGES.filter((c) => c.dataType === '0'),
  { seed: 20261122, today: Date.UTC(2026, 5, 1), year: 2027 },
);
const uniOf = (name: string) => unis.find((u) => u.uniEnName === name)!.id;
const facultyKeys = (uniId: number) => plan.faculties.filter((f) => f.uniId === uniId).map((f) => f.key);

describe('university profiles', () => {
  it.each([
    ['Imperial College London', 'technical'],
    ['Massachusetts Institute of Technology', 'technical'],
    ['Technical University of Munich', 'technical'],
    ['University of Oxford', 'comprehensive'],
    ['London School of Economics and Political Science', 'social'],
    ['HEC Paris', 'business'],
    ['Norwegian School of Economics', 'business'],
    ['Budapest University of Technology and Economics', 'technical'],
    ['University of the Arts London', 'arts'],
    ['Karolinska Institutet', 'medical'],
    ['Wageningen University & Research', 'agricultural'],
    ['Centennial College', 'college'],
  ] as const)('%s is %s', (name, profile) => {
    expect(profileOf({ uniEnName: name })).toBe(profile);
  });

  it('gives every university faculties its profile allows, the core ones always', () => {
    for (const u of unis) {
      const profile = plan.profiles.get(u.id)!;
      const keys = facultyKeys(u.id);
      const allowed = allowedFaculties(profile);
      expect(
        keys.filter((k) => !allowed.has(k)),
        u.uniEnName,
      ).toEqual([]);
      expect(
        PROFILE_RULES[profile].core.every((k) => keys.includes(k)),
        u.uniEnName,
      ).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('gives Imperial College London no music, performing arts, law or education faculty', () => {
    const keys = facultyKeys(uniOf('Imperial College London'));
    expect(keys).toEqual(expect.arrayContaining(['engineering', 'computing', 'science']));
    for (const k of ['music_performing_arts', 'law', 'education', 'media', 'arts_humanities'] as const) expect(keys).not.toContain(k);
  });

  it('keeps music schools to a minority of comprehensive universities and out of technical and business schools', () => {
    const comprehensive = unis.filter((u) => plan.profiles.get(u.id) === 'comprehensive');
    const withMusic = comprehensive.filter((u) => facultyKeys(u.id).includes('music_performing_arts'));
    expect(withMusic.length).toBeLessThan(comprehensive.length * 0.35);
    for (const profile of ['technical', 'business', 'medical', 'agricultural', 'social', 'college'] as UniversityProfile[])
      expect(allowedFaculties(profile).has('music_performing_arts'), profile).toBe(false);
  });

  it('chooses faculties deterministically within the profile size', () => {
    let a = 0.42;
    const rnd = () => (a = ((a * 9301 + 49297) % 233280) / 233280);
    for (const profile of Object.keys(PROFILE_RULES) as UniversityProfile[]) {
      const keys = chooseFaculties(profile, rnd);
      expect(keys.length).toBeLessThanOrEqual(PROFILE_RULES[profile].max);
      expect(keys.length).toBeGreaterThanOrEqual(PROFILE_RULES[profile].core.length);
    }
  });
});

describe('majors', () => {
  it('places every programme in a faculty of its own kind', () => {
    for (const m of plan.majors) {
      const f = plan.faculties[m.faculty];
      expect(f.uniId).toBe(m.uniId);
      expect(m.programme.faculty).toBe(f.key);
    }
  });
  it('offers no farming or veterinary degrees at technical universities', () => {
    const technical = new Set(unis.filter((u) => plan.profiles.get(u.id) === 'technical').map((u) => u.id));
    const odd = plan.majors.filter((m) => technical.has(m.uniId) && /Veterinary|Agricultur|Forestry/.test(m.programme.en));
    expect(odd.map((m) => m.programme.en)).toEqual([]);
  });
  it('gives community colleges bachelor programmes only', () => {
    for (const name of COMMUNITY_COLLEGES) {
      const list = plan.majors.filter((m) => m.uniId === uniOf(name));
      expect(list.length, name).toBeGreaterThan(0);
      expect(
        list.every((m) => m.programme.degree === '1'),
        name,
      ).toBe(true);
    }
  });
  it('carries English introductions and requirements with no Chinese in them', () => {
    for (const m of plan.majors) {
      expect(m.majorIntroductionEn, m.programme.en).toBeTruthy();
      expect(m.backgroundRequirementEn, m.programme.en).toBeTruthy();
      expect(`${m.majorIntroductionEn} ${m.backgroundRequirementEn} ${m.languageRequirementEn}`).not.toMatch(CJK);
    }
  });
});

describe('cases', () => {
  it('plans every case', () => {
    expect(plan.cases).toHaveLength(CASE_COUNT);
  });
  it('lists the admitted programme among the applied rows, admitted', () => {
    plan.cases.forEach((k, i) => {
      const rows = plan.applies.filter((a) => a.case === i);
      const admitted = rows.find((a) => a.uniId === k.uniId && a.courseName === k.courseName);
      expect(admitted, `case ${i}`).toBeDefined();
      expect(admitted!.status).toBe('2');
      expect(plan.majors[k.major]).toMatchObject({ uniId: k.uniId });
      expect(plan.majors[k.major].programme.degree).toBe(k.courseType);
    });
  });
  it('applies to programmes the schools offer, of the same level, in the same country', () => {
    for (const a of plan.applies) {
      const m = plan.majors[a.major];
      const k = plan.cases[a.case];
      expect(m.uniId).toBe(a.uniId);
      expect(m.programme.en).toBe(a.courseName);
      expect(m.programme.degree).toBe(k.courseType);
      expect(m.countryId).toBe(plan.majors[k.major].countryId);
    }
  });
  it('has a prior major in the admitted field for most students, and English names for school and major', () => {
    const inField = plan.cases.filter((k) => {
      const prior = PRIOR_MAJORS.find((p) => p.cn === k.eduMajorName)!;
      return prior.focus.some((f) => plan.majors[k.major].programme.focus.includes(f));
    });
    expect(inField.length).toBeGreaterThan(plan.cases.length * 0.75);
    for (const k of plan.cases) {
      expect(k.eduUniEnName).toBeTruthy();
      expect(`${k.eduUniEnName} ${k.eduMajorNameEn} ${k.courseName}`).not.toMatch(CJK);
    }
  });
});

describe('English texts', () => {
  it('exist for every programme, and only for programmes of the list', () => {
    const names = new Set(PROGRAMMES.map((p) => p.en));
    expect(PROGRAMMES.filter((p) => !PROGRAMME_EN[p.en]).map((p) => p.en)).toEqual([]);
    expect(Object.keys(PROGRAMME_EN).filter((n) => !names.has(n))).toEqual([]);
    for (const e of Object.values(PROGRAMME_EN)) expect(`${e.background} ${e.intro}`).not.toMatch(CJK);
  });
  it('exist for every article, in its order and with the structure of its Chinese body', () => {
    const tags = (html: string) => [...html.matchAll(/<([a-z0-9]+)[\s>]/g)].map((m) => m[1]);
    expect(ARTICLES_EN).toHaveLength(ARTICLES.length);
    ARTICLES_EN.forEach((e, i) => {
      expect(`${e.articleName} ${e.intro} ${e.content}`, e.articleName).not.toMatch(CJK);
      expect(tags(e.content), e.articleName).toEqual(tags(ARTICLES[i].content));
      expect(e.articleName.length).toBeLessThanOrEqual(300);
      expect(e.intro.length).toBeLessThanOrEqual(800);
    });
    expect(new Set(ARTICLES_EN.map((e) => e.articleName)).size).toBe(ARTICLES.length);
  });
  it('exist for every prior major', () => {
    for (const p of PRIOR_MAJORS) expect(p.en).not.toMatch(CJK);
  });
});
