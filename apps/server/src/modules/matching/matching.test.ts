// School matching through the calls, on the demo catalogue: the groups and their chances, the
// filters, determinism, refits only when the cases change (and the answer follows the new model),
// universities with too few cases, the held-out figures, monotonic GPA, validation, the session,
// one model under 30 refits at once, and 70080 before any model exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MATCH_BANDS, MATCH_MIN_CASES, MATCH_PER_GROUP, groupOf, tierOf, type MatchItem, type MatchResult } from '@portal/shared';
import { createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';
import { JOBS } from '../../jobs/scheduler';
import type { RefitResult } from './refit';

let t: TestApp;
let token: string;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
const body = {
  gpa: '3.5',
  gpaScale: 'four',
  languageTest: 'IELTS',
  languageScore: '6.5',
  courseType: '2',
  countryIds: [] as string[],
  majorFocusList: [] as string[],
};
const matchCall = (b: object, o: { token?: string; lang?: string } = { token }) =>
  t.post('/api/aiSchool/match', { ...body, ...b }, { token: o.token, lang: o.lang });
const items = (r: MatchResult): MatchItem[] => [...r.reach.list, ...r.match.list, ...r.safety.list, ...r.unrated.list];
const modelRows = async () => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM admission_models`))[0].n;
/** One run of the scheduled job (as each process runs it every minute and at start). */
const refit = () => JOBS.find((j) => j.name === 'refit-admission-model')!.run(t.app) as Promise<RefitResult>;

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  token = (await registerByPhone(t)).token;
}, 120_000);
afterAll(async () => t?.close());

describe('POST /aiSchool/match', () => {
  it('answers reach, match and safety with chances in their bands and ranges, and the profile as read', async () => {
    const r = await matchCall({});
    expect(r.code).toBe('000');
    const res = r.data as MatchResult;
    const [college] = await q<{ type: string }>(sql`SELECT college_type AS type FROM colleges WHERE id = 1`);
    expect(res.profile).toEqual({
      gpa4: 3.5,
      gpaPercent: expect.any(Number),
      languageTest: 'IELTS',
      languageScore: 6.5,
      ielts: 6.5,
      schoolType: tierOf(college?.type),
      budget: null,
    });
    expect(res.model).toMatchObject({ id: expect.any(Number), minCases: MATCH_MIN_CASES });
    for (const g of ['reach', 'match', 'safety'] as const) {
      expect(res[g].list.length).toBe(Math.min(MATCH_PER_GROUP, res[g].total));
      for (const it of res[g].list) {
        expect(it.group).toBe(g);
        expect(it.chance).toBeGreaterThanOrEqual(0);
        expect(it.chance).toBeLessThanOrEqual(1);
        expect(it.low!).toBeLessThanOrEqual(it.chance!);
        expect(it.high!).toBeGreaterThanOrEqual(it.chance!);
        expect(groupOf(it.chance!)).toBe(g);
        if (g === 'reach') expect(it.chance).toBeLessThan(MATCH_BANDS.reach);
        if (g === 'safety') expect(it.chance).toBeGreaterThanOrEqual(MATCH_BANDS.safety);
        expect(it.cases).toBeGreaterThanOrEqual(MATCH_MIN_CASES);
        expect(it.reasons.map((x) => x.kind)).toContain('admitRate');
        expect(it.reasons.every((x) => x.text.length > 0)).toBe(true);
      }
    }
    // The demo cases rate some programmes in each group and leave others unrated.
    expect(res.reach.total + res.match.total + res.safety.total).toBeGreaterThan(0);
    expect(res.unrated.total).toBeGreaterThan(0);
    expect(items(res).every((x) => x.degreeType === '2')).toBe(true);
    // Ordered by QS rank inside a group (no focus asked), unranked last.
    const ranks = res.match.list.map((x) => x.qsRank ?? Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    // In English: names and reasons in English.
    const en = (await matchCall({}, { token, lang: 'en' })).data as MatchResult;
    const one = items(en).find((x) => x.reasons.some((y) => y.kind === 'admitRate'))!;
    expect(one.reasons.find((y) => y.kind === 'admitRate')!.text).toMatch(/^Among the cases/);
  });

  it('honours the country, focus, degree and budget filters', async () => {
    const [c] = await q<{ id: string }>(
      sql`SELECT u.country_id AS id FROM case_applies a JOIN universities u ON u.id = a.uni_id GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const [f] = await q<{ v: string }>(sql`SELECT dict_value AS v FROM dict_data WHERE dict_type = 'major_focus' ORDER BY sort LIMIT 1`);
    const r = (await matchCall({ countryIds: [c.id], majorFocusList: [f.v], courseType: '1', budget: '300000' })).data as MatchResult;
    const all = items(r);
    expect(all.length).toBeGreaterThan(0);
    const focus = new Map(
      (
        await q<{ id: number; focus: string }>(
          sql`SELECT id, major_focus AS focus FROM majors WHERE id = ANY(${`{${all.map((x) => x.majorId).join(',')}}`}::int[])`,
        )
      ).map((x) => [x.id, x.focus.split(',')]),
    );
    for (const it of all) {
      expect(it.countryId).toBe(c.id);
      expect(it.degreeType).toBe('1');
      expect(focus.get(it.majorId)).toContain(f.v);
      if (it.tuitionCny === null) expect(it.reasons.map((x) => x.kind)).toContain('noTuition');
      else {
        expect(it.tuitionCny).toBeLessThanOrEqual(300000);
        expect(it.reasons.find((x) => x.kind === 'budget')).toMatchObject({ good: true, figures: { within: true } });
      }
    }
    // A lower budget: fewer programmes, none above it.
    const tight = (await matchCall({ countryIds: [c.id], courseType: '1', budget: '150000' })).data as MatchResult;
    const wide = (await matchCall({ countryIds: [c.id], courseType: '1' })).data as MatchResult;
    const total = (x: MatchResult) => x.reach.total + x.match.total + x.safety.total + x.unrated.total;
    expect(total(tight)).toBeLessThan(total(wide));
    expect(items(tight).every((x) => x.tuitionCny === null || x.tuitionCny <= 150000)).toBe(true);
  });

  it('gives no chance at a university with too few decided applications: unrated, tooFew', async () => {
    const r = (await matchCall({})).data as MatchResult;
    expect(r.unrated.list.length).toBeGreaterThan(0);
    for (const it of r.unrated.list) {
      expect(it).toMatchObject({ chance: null, low: null, high: null, group: null });
      expect(it.cases).toBeLessThan(MATCH_MIN_CASES);
      expect(it.reasons[0]).toMatchObject({ kind: 'tooFew', figures: { n: it.cases, min: MATCH_MIN_CASES } });
      const [{ n }] = await q<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM case_applies WHERE uni_id = ${it.uniId} AND apply_status IN ('2', '4', '7')`,
      );
      expect(n).toBe(it.cases);
    }
  });

  it('never lowers a chance for a higher GPA', async () => {
    const byMajor = new Map<number, number[]>();
    for (const gpa of ['2.6', '3.0', '3.4', '3.8', '4.0']) {
      const r = (await matchCall({ gpa })).data as MatchResult;
      for (const it of items(r)) if (it.chance !== null) byMajor.set(it.majorId, [...(byMajor.get(it.majorId) ?? []), it.chance]);
    }
    let compared = 0;
    for (const list of byMajor.values()) {
      for (let i = 1; i < list.length; i++) expect(list[i]).toBeGreaterThanOrEqual(list[i - 1]);
      if (list.length > 1) compared++;
    }
    expect(compared).toBeGreaterThan(0);
    // The same through a percentage mark.
    const low = (await matchCall({ gpa: '70', gpaScale: 'percent' })).data as MatchResult;
    const high = (await matchCall({ gpa: '92', gpaScale: 'percent' })).data as MatchResult;
    expect(low.profile.gpa4).toBeLessThan(high.profile.gpa4);
    expect(high.safety.total).toBeGreaterThanOrEqual(low.safety.total);
  });

  it('refuses bad inputs with the shared messages, and callers without a session', async () => {
    const field = async (b: object, lang?: string) => {
      const r = await matchCall(b, { token, lang });
      expect(r.code).toBe('003');
      return r.data.errors[0] as { field: string; message: string };
    };
    expect(await field({ gpa: '4.5' })).toEqual({ field: 'gpa', message: '4分制GPA不能超过4.0' });
    expect(await field({ gpa: '101', gpaScale: 'percent' })).toEqual({ field: 'gpa', message: '百分制成绩不能超过100' });
    expect(await field({ gpa: '3.5a' })).toEqual({ field: 'gpa', message: '请输入数字' });
    expect(await field({ languageScore: '9.5' })).toEqual({ field: 'languageScore', message: '成绩应在0到9之间' });
    expect(await field({ languageTest: 'TOEFL', languageScore: '121' }, 'en')).toEqual({
      field: 'languageScore',
      message: 'The score must be between 0 and 120',
    });
    expect(await field({ courseType: undefined })).toEqual({ field: 'courseType', message: '请选择' });
    expect((await matchCall({}, {})).code).toBe('002');
  });
});

describe('the model behind it', () => {
  it('is deterministic, refits only when the cases change, and the answer follows the new model', async () => {
    const a = await matchCall({});
    // Computed again (the catalogue notice drops the programmes and the remembered answers): the same.
    await t.app.changes.publish('catalogue');
    await t.app.changes.sync();
    const b = await matchCall({});
    expect(b).toEqual(a);
    const rowsBefore = await modelRows();
    expect(await refit()).toEqual({ refitted: false, reason: 'unchanged' });
    expect(await modelRows()).toBe(rowsBefore);

    // A pending application is decided: new data, a new model, announced.
    const [pending] = await q<{ id: number }>(sql`SELECT id FROM case_applies WHERE apply_status = '1' ORDER BY id LIMIT 1`);
    await q(sql`UPDATE case_applies SET apply_status = '2' WHERE id = ${pending.id}`);
    const done = await refit();
    expect(done).toMatchObject({ refitted: true });
    const sigs = await q<{ id: number; signature: string }>(sql`SELECT id, signature FROM admission_models ORDER BY id DESC LIMIT 2`);
    expect(sigs[0].id).toBe((done as { id: number }).id);
    expect(sigs[0].signature).not.toBe(sigs[1].signature);
    await t.app.changes.sync();
    const c = (await matchCall({})).data as MatchResult;
    expect(c.model.id).toBe(sigs[0].id);
    expect(c.model.id).not.toBe(a.data.model.id);

    // A new case with its applications (inserted directly): refitted again.
    const [uni] = await q<{ id: number }>(sql`SELECT uni_id AS id FROM case_applies GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const [kase] = await q<{ id: number }>(
      sql`INSERT INTO cases (stu_name, stu_spell, uni_id, course_type, course_name, result_date, edu_uni_type, edu_gpa, edu_language)
          VALUES ('测试', 'ceshi', ${uni.id}, '2', 'Test', '2026-01-01', '211', 3.9, 'IELTS 7.5') RETURNING id`,
    );
    await q(sql`INSERT INTO case_applies (case_id, uni_id, course_name, apply_status, receipt_date)
                VALUES (${kase.id}, ${uni.id}, 'Test', '2', '2025-12-01'), (${kase.id}, ${uni.id}, 'Test 2', '7', '2025-12-01')`);
    expect(await refit()).toMatchObject({ refitted: true });
    await t.app.changes.sync();
    expect(((await matchCall({})).data as MatchResult).model.id).toBeGreaterThan(c.model.id);
  });

  it('answers the held-out figures it stored, with the features in words', async () => {
    const r = await t.get('/api/aiSchool/method');
    expect(r.code).toBe('000');
    const m = r.data;
    const [stored] = await q<{ id: number; method: any; outcomes: number; cases: number }>(
      sql`SELECT id, method, outcomes, cases FROM admission_models ORDER BY id DESC LIMIT 1`,
    );
    const method = typeof stored.method === 'string' ? JSON.parse(stored.method) : stored.method;
    expect(m).toMatchObject({
      id: stored.id,
      outcomes: stored.outcomes,
      cases: stored.cases,
      brier: method.brier,
      baselineBrier: method.baselineBrier,
      minCases: MATCH_MIN_CASES,
      bands: MATCH_BANDS,
    });
    expect(m.deciles).toHaveLength(10);
    expect(m.deciles.reduce((s: number, d: { n: number }) => s + d.n, 0)).toBe(m.testOutcomes);
    expect(m.trainOutcomes + m.testOutcomes).toBe(m.outcomes);
    // The demo cases have a pattern: the model beats one rate for everyone on unseen cases.
    expect(m.brier).toBeLessThan(m.baselineBrier);
    expect(m.deciles[9].observed).toBeGreaterThan(m.deciles[0].observed);
    expect(m.universitiesRated).toBeGreaterThan(30);
    expect(m.universitiesTotal).toBeGreaterThan(m.universitiesRated);
    expect(m.features[0]).toEqual({ name: '绩点（GPA）', effect: '越高录取机会越大' });
    const en = await t.get('/api/aiSchool/method', { lang: 'en' });
    expect(en.data.features[0]).toEqual({ name: 'GPA', effect: 'higher raises the chance' });
  });

  it('stores exactly one model when 30 refits run at once on changed data', async () => {
    const [pending] = await q<{ id: number }>(sql`SELECT id FROM case_applies WHERE apply_status = '1' ORDER BY id LIMIT 1`);
    await q(sql`UPDATE case_applies SET apply_status = '7' WHERE id = ${pending.id}`);
    const [{ max }] = await q<{ max: number }>(sql`SELECT max(id)::int AS max FROM admission_models`);
    const results = await Promise.all(Array.from({ length: 30 }, () => refit()));
    expect(results.filter((r) => r.refitted)).toHaveLength(1);
    expect((await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM admission_models WHERE id > ${max}`))[0].n).toBe(1);
    expect(await modelRows()).toBeLessThanOrEqual(10);
  });

  it('answers 70080 while no model exists, and serves the next one fitted', async () => {
    await q(sql`DELETE FROM admission_models`);
    await t.app.changes.publish('matching');
    await t.app.changes.sync();
    expect((await matchCall({})).code).toBe('70080');
    expect((await t.get('/api/aiSchool/method')).code).toBe('70080');
    expect(await refit()).toMatchObject({ refitted: true });
    await t.app.changes.sync();
    expect((await matchCall({})).code).toBe('000');
  });
});
