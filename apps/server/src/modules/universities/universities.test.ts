// Universities on the demo catalogue: its size, name search (pinyin, aliases, typos), the list filters,
// the detail with its view count, course lists and faculties, the case analysis and the scholarship finder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';
import { chartWindow } from './service';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
}, 120_000);
afterAll(async () => t?.close());

const UK = '140';
const AU = '35';

describe('demo catalogue', () => {
  it('is large enough to judge search and speed', async () => {
    const [c] = await q<{ unis: number; majors: number; cases: number; articles: number; countries: number }>(sql`SELECT
      (SELECT count(*)::int FROM universities) AS unis, (SELECT count(*)::int FROM majors) AS majors,
      (SELECT count(*)::int FROM cases) AS cases, (SELECT count(*)::int FROM articles) AS articles,
      (SELECT count(DISTINCT country_id)::int FROM universities) AS countries`);
    expect(c.unis).toBeGreaterThanOrEqual(300);
    expect(c.majors).toBeGreaterThanOrEqual(5000);
    expect(c.cases).toBeGreaterThanOrEqual(500);
    expect(c.articles).toBeGreaterThanOrEqual(60);
    expect(c.countries).toBe(15);
  });
});

describe('university search', () => {
  const search = (uniNameLike: string, extra: object = {}) =>
    t.post('/api/uni/school-university/listUniByKeyWords', { uniNameLike, lang: 'cn', sign: '', pageNo: 1, pageSize: 20, ...extra });
  it.each(['牛津', 'oxford', 'Oxford', 'niujin', 'nj', 'oxfrod', 'univercity of oxferd'])('finds 牛津大学 first for %s', async (kw) => {
    const r = await search(kw);
    expect(r.code).toBe('000');
    expect(r.data.list[0]).toMatchObject({ uniName: '牛津大学', uniEnName: 'University of Oxford' });
  });
  it.each([
    ['UCL', 'University College London'],
    ['kcl', "King's College London"],
    ['MIT', 'Massachusetts Institute of Technology'],
    ['LSE', 'London School of Economics and Political Science'],
    ['NUS', 'National University of Singapore'],
    ['ANU', 'Australian National University'],
    ['墨大', 'University of Melbourne'],
    ['曼大', 'University of Manchester'],
    ['帝国理工', 'Imperial College London'],
    [' uc berkeley ', 'University of California, Berkeley'],
  ])('finds a school by the short name students type: %s', async (kw, en) => {
    const r = await search(kw);
    expect(r.code).toBe('000');
    expect(r.data.list[0].uniEnName).toBe(en);
  });
  it('matches an alias whole, not as a piece of one', async () => {
    const names = (await search('uc')).data.list.map((u: any) => u.uniEnName);
    expect(names).not.toContain('University College London');
  });
  it('limits suggestions to 20 and honours country and uniIdSort', async () => {
    const all = await search('university', { pageSize: 50 });
    expect(all.code).toBe('003');
    const r = await search('university');
    expect(r.data.list).toHaveLength(20);
    expect(r.data.totalCount).toBeGreaterThan(20);
    const au = await search('university', { countryId: AU });
    expect(au.data.list.every((u: any) => u.countryId === AU)).toBe(true);
    const last = r.data.list[19].uniId;
    const sorted = await search('university', { uniIdSort: last });
    expect(sorted.data.list[0].uniId).toBe(last);
  });
  it('answers nothing for nonsense', async () => {
    expect((await search('zzqxv')).data.totalCount).toBe(0);
  });
});

describe('institution list filters', () => {
  const list = (body: object) => t.post('/api/uni/school-university/getPartnerUniList', { scholarshipType: 1, ...body });
  const total = async (where: ReturnType<typeof sql>) =>
    (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM universities u WHERE ${where}`))[0].n;

  it('pages with the default of 12', async () => {
    const r = await list({});
    expect(r.data).toMatchObject({ currPage: 1, pageSize: 12 });
    expect(r.data.list).toHaveLength(12);
    expect(r.data.totalCount).toBe(await total(sql`status = '0'`));
    const lastPage = Math.ceil(r.data.totalCount / 90);
    const last = await list({ pageNo: lastPage, pageSize: 90 });
    expect(last.data.list).toHaveLength(r.data.totalCount - (lastPage - 1) * 90);
    expect((await list({ pageNo: lastPage + 1, pageSize: 90 })).data.list).toHaveLength(0);
    expect((await list({ pageSize: 0 })).code).toBe('003');
    expect((await list({ pageNo: 0 })).code).toBe('003');
  });

  it('filters by countries (multi-select)', async () => {
    const r = await list({ countryIds: [UK, AU], pageSize: 90 });
    expect(r.data.totalCount).toBe(await total(sql`country_id IN ('140', '35')`));
    expect(r.data.list.every((u: any) => [UK, AU].includes(u.countryId))).toBe(true);
    expect((await list({ countryIds: `${UK},${AU}` })).data.totalCount).toBe(r.data.totalCount);
  });

  it('filters by major focus, stipend, gpa and university type', async () => {
    const focus = await list({ majorFocusList: ['6'] });
    expect(focus.data.totalCount).toBe(
      await total(sql`EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND (',' || m.major_focus || ',') LIKE '%,6,%')`),
    );
    const stipend = await list({ stipendShow: '1' });
    expect(stipend.data.totalCount).toBe(
      await total(sql`u.stipend_show = '1' AND EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND m.stipend > 0)`),
    );
    const gpa = await list({ gpa: '2.9' });
    expect(gpa.data.totalCount).toBe(
      await total(sql`EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND (m.min_gpa IS NULL OR m.min_gpa <= 2.9))`),
    );
    expect(gpa.data.totalCount).toBeLessThan((await list({})).data.totalCount);
    const priv = await list({ uniType: 'private', pageSize: 90 });
    expect(priv.data.list.every((u: any) => u.uniType === 'private')).toBe(true);
    expect((await list({ gpa: '3.a' })).code).toBe('003');
    expect((await list({ gpa: '123456' })).code).toBe('003');
  });

  it('applies tuition only when exactly one country is selected', async () => {
    const one = await list({ countryIds: [UK], majorTuitionMin: '20000', majorTuitionMax: '22000' });
    expect(one.data.totalCount).toBe(
      await total(
        sql`u.country_id = '140' AND EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND m.major_tuition BETWEEN 20000 AND 22000)`,
      ),
    );
    expect(one.data.totalCount).toBeLessThan((await list({ countryIds: [UK] })).data.totalCount);
    const two = await list({ countryIds: [UK, AU], majorTuitionMin: '20000', majorTuitionMax: '22000' });
    expect(two.data.totalCount).toBe((await list({ countryIds: [UK, AU] })).data.totalCount);
    expect((await list({ majorTuitionMin: '-1' })).code).toBe('003');
    expect((await list({ majorTuitionMax: '12345678901' })).code).toBe('003');
  });

  it('filters by major names and by university name, and combines everything', async () => {
    const byName = await list({ majorNameList: ['Data Science'], pageSize: 90 });
    expect(byName.data.totalCount).toBe(
      await total(
        sql`EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND (m.major_name ILIKE '%Data Science%' OR m.major_en_name ILIKE '%Data Science%'))`,
      ),
    );
    const named = await list({ uniName: 'oxford' });
    expect(named.data.list[0].uniName).toBe('牛津大学');
    const combined = await list({
      countryIds: [UK],
      majorFocusList: ['6'],
      stipendShow: '1',
      gpa: '3.4',
      majorTuitionMin: '15000',
      majorTuitionMax: '40000',
      pageSize: 90,
    });
    expect(combined.data.totalCount).toBe(
      await total(sql`u.country_id = '140' AND u.stipend_show = '1' AND EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND (',' || m.major_focus || ',') LIKE '%,6,%'
        AND m.stipend > 0 AND (m.min_gpa IS NULL OR m.min_gpa <= 3.4) AND m.major_tuition BETWEEN 15000 AND 40000)`),
    );
    expect(combined.data.totalCount).toBeGreaterThan(0);
  });

  it('partnerInstitutions sorts by views and carries counts', async () => {
    const r = await t.post('/api/uni/school-university/partnerInstitutions', { pageSize: 30 });
    const views = r.data.list.map((u: any) => u.viewNumber);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(r.data.list[0]).toHaveProperty('collectNumber');
  });
});

describe('university detail', () => {
  it('shows the detail and counts a view once per visitor a day', async () => {
    const [{ id }] = await q<{ id: number }>(sql`SELECT id FROM universities WHERE uni_en_name = 'University of Oxford'`);
    const a = await t.call({ method: 'GET', url: `/api/uni/school-university/show?uniId=${id}`, remoteAddress: '10.9.9.1' });
    const b = await t.call({ method: 'GET', url: `/api/uni/school-university/show?uniId=${id}`, remoteAddress: '10.9.9.1' });
    const c = await t.call({ method: 'GET', url: `/api/uni/school-university/show?uniId=${id}`, remoteAddress: '10.9.9.2' });
    expect(a.body.data).toMatchObject({ uniName: '牛津大学', countryName: '英国', flag: '0', uniWebsite: 'https://www.ox.ac.uk' });
    expect(a.body.data.uniInfo).toContain('创建于');
    const en = await t.get(`/api/uni/school-university/show?uniId=${id}`, { lang: 'en' });
    expect(en.data.uniInfo).toContain('was founded in');
    expect(en.data.uniInfo).not.toMatch(/[\u4e00-\u9fff]{3}/);
    expect(b.body.data.viewNumber).toBe(a.body.data.viewNumber);
    expect(c.body.data.viewNumber).toBe(a.body.data.viewNumber + 1);
    expect((await t.get('/api/uni/school-university/show?uniId=999999')).code).toBe('005');
  });

  it('answers course lists, faculties and the access check', async () => {
    const [{ id }] = await q<{ id: number }>(sql`SELECT uni_id AS id FROM majors GROUP BY uni_id ORDER BY count(*) DESC LIMIT 1`);
    const courses = await t.post('/api/uni/school-university/partnerSchoolInfo', { uniId: id });
    const [{ ug, pg }] = await q<{ ug: number; pg: number }>(
      sql`SELECT count(*) FILTER (WHERE degree_type = '1')::int AS ug, count(*) FILTER (WHERE degree_type = '2')::int AS pg FROM majors WHERE uni_id = ${id}`,
    );
    expect(courses.data.undergraduate).toHaveLength(ug);
    expect(courses.data.master).toHaveLength(pg);
    const fac = await t.get(`/api/uni/faculty/major?uniId=${id}`);
    expect(fac.data[0]).toHaveProperty('facultyName');
    expect(fac.data.flatMap((f: any) => f.majorList)).toHaveLength(
      await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM majors WHERE uni_id = ${id}`).then((r) => r[0].n),
    );
    const masters = await t.get(`/api/uni/faculty/newMajor?uniId=${id}&degreeType=2`);
    expect(masters.data.flatMap((f: any) => f.majorList)).toHaveLength(pg);
    expect((await t.get(`/api/uni/school-university/access?uniId=${id}`)).data.allowed).toBe(true);
    expect((await t.get('/api/uni/school-university/access?uniId=999999')).data.allowed).toBe(false);
  });

  it('analyses cases from the database', async () => {
    const [{ id, n }] = await q<{ id: number; n: number }>(
      sql`SELECT uni_id AS id, count(*)::int AS n FROM cases GROUP BY uni_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const r = await t.post('/api/uni/school-university/caseAnalysis', { uniId: id });
    expect(r.data.educationList.reduce((s: number, e: any) => s + e.sumTotal, 0)).toBe(n);
    expect(r.data.gpaList.reduce((s: number, e: any) => s + e.sumTotal, 0)).toBe(n);
    const [{ applies }] = await q<{ applies: number }>(sql`SELECT count(*)::int AS applies FROM case_applies WHERE uni_id = ${id}`);
    expect(r.data.convertList.reduce((s: number, e: any) => s + e.sumTotal, 0)).toBe(applies);
    expect(r.data.monthList).toHaveLength(12);
    expect(r.data.monthList[0]).toHaveProperty('offerTotal');
  });

  it('follows the study-year rule for the monthly chart', () => {
    expect(chartWindow(new Date(Date.UTC(2026, 8, 30)))).toEqual({ studyYear: 2025, from: '2024-10-01', to: '2025-10-01' });
    expect(chartWindow(new Date(Date.UTC(2026, 9, 1)))).toEqual({ studyYear: 2026, from: '2025-10-01', to: '2026-10-01' });
  });

  it('lists scholarship countries with their universities', async () => {
    const r = await t.post('/api/uni/school-university/scholarshipList', {});
    expect(r.data.length).toBe(15);
    expect(r.data[0].schoolList.length).toBeGreaterThan(0);
    expect(r.data[0]).toHaveProperty('picture');
  });
});

describe('the catalogue in memory', () => {
  const until = async (check: () => Promise<boolean>) => {
    const end = Date.now() + 2000;
    while (Date.now() < end) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };
  const first = async (uniNameLike: string) =>
    (await t.post('/api/uni/school-university/listUniByKeyWords', { uniNameLike, pageNo: 1, pageSize: 20 })).data.list[0]?.uniEnName;

  it('sees a change made straight in the database, through its change notice', async () => {
    expect(await first('oxford')).toBe('University of Oxford'); // now cached
    await q(sql`UPDATE universities SET uni_en_name = 'University of Oxford (renamed)' WHERE uni_en_name = 'University of Oxford'`);
    try {
      expect(await until(async () => (await first('oxford')) === 'University of Oxford (renamed)')).toBe(true);
      // A university closed to browsing leaves the lists and its page.
      await q(sql`UPDATE universities SET status = '1' WHERE uni_en_name = 'University of Oxford (renamed)'`);
      expect(await until(async () => (await first('oxford')) !== 'University of Oxford (renamed)')).toBe(true);
    } finally {
      await q(
        sql`UPDATE universities SET uni_en_name = 'University of Oxford', status = '0' WHERE uni_en_name LIKE 'University of Oxford%'`,
      );
    }
    expect(await until(async () => (await first('oxford')) === 'University of Oxford')).toBe(true);
  });

  it('answers anonymous lists with an ETag-ed, compressed copy; a signed-in reader gets their favourites marked', async () => {
    const body = { pageSize: 30 };
    const a = await t.call({
      method: 'POST',
      url: '/api/uni/school-university/getPartnerUniList',
      payload: body,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(a.headers.etag).toMatch(/^W\/"/);
    const plain = await t.call({ method: 'POST', url: '/api/uni/school-university/getPartnerUniList', payload: body });
    expect(plain.headers.etag).toBe(a.headers.etag);
    expect(plain.body.data.list).toHaveLength(30);
    const show = await t.call({ method: 'GET', url: '/api/uni/school-university/access?uniId=1' });
    expect(show.body.code).toBe('000');
  });
});
