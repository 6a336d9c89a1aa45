import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';
import { sanitizeHtml } from '../../lib/sanitize';
import { chartWindow } from './universities';

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
  const search = (uniNameLike: string, extra: object = {}) => t.post('/api/uni/school-university/listUniByKeyWords', { uniNameLike, lang: 'cn', sign: '', pageNo: 1, pageSize: 20, ...extra });
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
  const total = async (where: ReturnType<typeof sql>) => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM universities u WHERE ${where}`))[0].n;

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
    expect(focus.data.totalCount).toBe(await total(sql`EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND (',' || m.major_focus || ',') LIKE '%,6,%')`));
    const stipend = await list({ stipendShow: '1' });
    expect(stipend.data.totalCount).toBe(await total(sql`u.stipend_show = '1' AND EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND m.stipend > 0)`));
    const gpa = await list({ gpa: '2.9' });
    expect(gpa.data.totalCount).toBe(await total(sql`EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND (m.min_gpa IS NULL OR m.min_gpa <= 2.9))`));
    expect(gpa.data.totalCount).toBeLessThan((await list({})).data.totalCount);
    const priv = await list({ uniType: 'private', pageSize: 90 });
    expect(priv.data.list.every((u: any) => u.uniType === 'private')).toBe(true);
    expect((await list({ gpa: '3.a' })).code).toBe('003');
    expect((await list({ gpa: '123456' })).code).toBe('003');
  });

  it('applies tuition only when exactly one country is selected', async () => {
    const one = await list({ countryIds: [UK], majorTuitionMin: '20000', majorTuitionMax: '22000' });
    expect(one.data.totalCount).toBe(await total(sql`u.country_id = '140' AND EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND m.major_tuition BETWEEN 20000 AND 22000)`));
    expect(one.data.totalCount).toBeLessThan((await list({ countryIds: [UK] })).data.totalCount);
    const two = await list({ countryIds: [UK, AU], majorTuitionMin: '20000', majorTuitionMax: '22000' });
    expect(two.data.totalCount).toBe((await list({ countryIds: [UK, AU] })).data.totalCount);
    expect((await list({ majorTuitionMin: '-1' })).code).toBe('003');
    expect((await list({ majorTuitionMax: '12345678901' })).code).toBe('003');
  });

  it('filters by major names and by university name, and combines everything', async () => {
    const byName = await list({ majorNameList: ['Data Science'], pageSize: 90 });
    expect(byName.data.totalCount).toBe(await total(sql`EXISTS (SELECT 1 FROM majors m WHERE m.uni_id = u.id AND (m.major_name ILIKE '%Data Science%' OR m.major_en_name ILIKE '%Data Science%'))`));
    const named = await list({ uniName: 'oxford' });
    expect(named.data.list[0].uniName).toBe('牛津大学');
    const combined = await list({ countryIds: [UK], majorFocusList: ['6'], stipendShow: '1', gpa: '3.4', majorTuitionMin: '15000', majorTuitionMax: '40000', pageSize: 90 });
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
    const [{ ug, pg }] = await q<{ ug: number; pg: number }>(sql`SELECT count(*) FILTER (WHERE degree_type = '1')::int AS ug, count(*) FILTER (WHERE degree_type = '2')::int AS pg FROM majors WHERE uni_id = ${id}`);
    expect(courses.data.undergraduate).toHaveLength(ug);
    expect(courses.data.master).toHaveLength(pg);
    const fac = await t.get(`/api/uni/faculty/major?uniId=${id}`);
    expect(fac.data[0]).toHaveProperty('facultyName');
    expect(fac.data.flatMap((f: any) => f.majorList)).toHaveLength(await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM majors WHERE uni_id = ${id}`).then((r) => r[0].n));
    const masters = await t.get(`/api/uni/faculty/newMajor?uniId=${id}&degreeType=2`);
    expect(masters.data.flatMap((f: any) => f.majorList)).toHaveLength(pg);
    expect((await t.get(`/api/uni/school-university/access?uniId=${id}`)).data.allowed).toBe(true);
    expect((await t.get('/api/uni/school-university/access?uniId=999999')).data.allowed).toBe(false);
  });

  it('analyses cases from the database', async () => {
    const [{ id, n }] = await q<{ id: number; n: number }>(sql`SELECT uni_id AS id, count(*)::int AS n FROM cases GROUP BY uni_id ORDER BY count(*) DESC LIMIT 1`);
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

describe('favourites', () => {
  it('adds, lists and removes, per account', async () => {
    const a = await registerByPhone(t);
    const b = await registerByPhone(t);
    const [{ id, c }] = await q<{ id: number; c: number }>(sql`SELECT id, collect_number AS c FROM universities ORDER BY id LIMIT 1`);
    expect((await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=0`)).code).toBe('002');
    const add = await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=0`, { token: a.token });
    expect(add).toMatchObject({ code: '000', data: { flag: '1' }, msg: '已加入收藏' });
    await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=0`, { token: a.token });
    expect((await q<{ c: number }>(sql`SELECT collect_number AS c FROM universities WHERE id = ${id}`))[0].c).toBe(c + 1);
    expect((await t.get(`/api/uni/school-university/show?uniId=${id}`, { token: a.token })).data.flag).toBe('1');
    expect((await t.get(`/api/uni/school-university/show?uniId=${id}`, { token: b.token })).data.flag).toBe('0');
    const listA = await t.get('/api/uni/school-university/stuWeb/userCollect', { token: a.token });
    expect(listA.data.list.map((u: any) => u.uniId)).toEqual([id]);
    // The blurb is the first words of the introduction: no heading run into it, no tags, single spaces.
    const intro: string = listA.data.list[0].uniIntro;
    expect(intro.length).toBeGreaterThan(20);
    expect(intro).not.toMatch(/学校概况|<|\s{2}/);
    const introEn: string = (await t.get('/api/uni/school-university/stuWeb/userCollect', { token: a.token, lang: 'en' })).data.list[0].uniIntro;
    expect(introEn).not.toMatch(/^About the university/);
    expect((await t.get('/api/uni/school-university/stuWeb/listSchool', { token: a.token })).data).toEqual([id]);
    expect((await t.get('/api/uni/school-university/stuWeb/userCollect', { token: b.token })).data.totalCount).toBe(0);
    const cards = await t.post('/api/uni/school-university/getPartnerUniList', { uniId: id }, { token: a.token });
    expect(cards.data.list[0].flag).toBe('1');
    // B removing A's favourite changes nothing of A's.
    await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=1`, { token: b.token });
    expect((await t.get('/api/uni/school-university/stuWeb/listSchool', { token: a.token })).data).toEqual([id]);
    expect((await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=1`, { token: a.token })).data.flag).toBe('0');
    expect((await t.get('/api/uni/school-university/stuWeb/userCollect', { token: a.token })).data.totalCount).toBe(0);
    expect((await q<{ c: number }>(sql`SELECT collect_number AS c FROM universities WHERE id = ${id}`))[0].c).toBe(c);
    expect((await t.get('/api/uni/school-university/stuWeb/collectSchool?uniId=999999&flag=0', { token: a.token })).code).toBe('005');
    expect((await t.get(`/api/uni/school-university/stuWeb/collectSchool?uniId=${id}&flag=2`, { token: a.token })).code).toBe('003');
  });
});

describe('majors', () => {
  it('lists universities by major with the default of 18', async () => {
    const r = await t.post('/api/uni/major/getMajorUniList', { majorName: 'Computer Science' });
    expect(r.data.pageSize).toBe(18);
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(DISTINCT uni_id)::int AS n FROM majors WHERE major_name ILIKE '%Computer Science%' OR major_en_name ILIKE '%Computer Science%'`);
    expect(r.data.totalCount).toBe(n);
    expect(r.data.list[0]).toHaveProperty('majorName');
    expect((await t.post('/api/uni/major/getMajorUniList', { majorName: 'zzqxv', countryIds: [UK] })).data.totalCount).toBe(0);
  });
  it('suggests names, lists majors, answers universities for a major and hot majors', async () => {
    const names = await t.post('/api/uni/major/getMajorNameList', { majorName: 'science' });
    expect(names.data.length).toBeLessThanOrEqual(20);
    expect(names.data.every((m: any) => /science/i.test(m.majorEnName) || /science/i.test(m.majorName))).toBe(true);
    const list = await t.post('/api/uni/major/list', { countryIds: [AU], majorType: '2', pageSize: 30 });
    expect(list.data.list.every((m: any) => m.countryId === AU && m.degreeType === '2')).toBe(true);
    const unis = await t.post('/api/uni/major/uniList', { majorName: names.data[0].majorEnName });
    expect(unis.data.length).toBeGreaterThan(0);
    expect((await t.post('/api/uni/major/uniList', {})).data).toHaveLength(20);
  });
  it('answers every field of the major detail', async () => {
    const [{ id }] = await q<{ id: number }>(sql`SELECT id FROM majors ORDER BY id LIMIT 1`);
    const r = await t.get(`/api/uni/major/info?majorId=${id}`);
    for (const f of ['majorId', 'majorName', 'majorEnName', 'uniId', 'uniName', 'uniEnName', 'uniLogo', 'countryId', 'countryName', 'countryFlag', 'majorLink', 'backgroundRequirement', 'majorIntroduction', 'majorSystem', 'majorTuition', 'languageRequirement', 'toeflScore', 'ieltsScore', 'pte', 'gmat', 'gre', 'applyDate', 'beginDate'])
      expect(r.data, f).toHaveProperty(f);
    expect((await t.get('/api/uni/major/info?majorId=99999999')).code).toBe('005');
  });
});

describe('cases', () => {
  it('lists case cards, 15 a page by default, with filters', async () => {
    const r = await t.post('/api/clerk/student/caseShareList', {});
    expect(r.data.pageSize).toBe(15);
    expect(r.data.list).toHaveLength(15);
    expect(r.data.list[0].stuName).toHaveLength(1);
    expect(r.data.list[0].stuSpell).toMatch(/^[A-Z]$/);
    const [full] = await q<{ spell: string }>(sql`SELECT stu_spell AS spell FROM cases WHERE id = ${r.data.list[0].stuId}`);
    expect(r.data.list[0].stuSpell).toBe(full.spell.split(' ').pop()![0]);
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM cases`);
    expect(r.data.totalCount).toBe(n);
    const uk = await t.post('/api/clerk/student/caseShareList', { countryIds: [UK], eduUniTypeList: ['985'], gpaList: ['1'] });
    const [{ m }] = await q<{ m: number }>(sql`SELECT count(*)::int AS m FROM cases k JOIN universities u ON u.id = k.uni_id WHERE u.country_id = '140' AND k.edu_uni_type = '985' AND k.edu_gpa >= 3.5`);
    expect(uk.data.totalCount).toBe(m);
    const byUni = await t.post('/api/clerk/student/caseShareList', { uniName: '牛津大学' });
    expect(byUni.data.list.every((k: any) => k.uniName.includes('牛津'))).toBe(true);
    const unis = await t.post('/api/clerk/student/caseShareUniList', { uniName: 'lond' });
    expect(unis.data.every((u: any) => u.caseTotal > 0)).toBe(true);
  });
  it('shows a case to logged-in users only, with applied universities and related cases', async () => {
    const [{ id }] = await q<{ id: number }>(sql`SELECT case_id AS id FROM case_applies GROUP BY case_id ORDER BY count(*) DESC LIMIT 1`);
    expect((await t.get(`/api/clerk/agent/stu/webCase?stuId=${id}`)).code).toBe('002');
    const { token } = await registerByPhone(t);
    const r = await t.get(`/api/clerk/agent/stu/webCase?stuId=${id}`, { token });
    expect(r.code).toBe('000');
    expect(r.data.stuName).toHaveLength(1);
    expect(r.data.applyList.length).toBeGreaterThan(1);
    expect(r.data.applyList[0]).toHaveProperty('applyStatusName');
    expect(r.data.relatedList.length).toBeLessThanOrEqual(5);
    const five = await t.post('/api/clerk/student/uniCaseList', { uniId: r.data.uniId });
    expect(five.data.pageSize).toBe(5);
    expect((await t.post('/api/clerk/student/scrollbar', {})).data.length).toBeGreaterThanOrEqual(6);
    expect((await t.get(`/api/clerk/cases/college?enName=${encodeURIComponent('University of Oxford')}`)).data.uniName).toBe('牛津大学');
  });
});

describe('articles, banners, services', () => {
  it('lists stages and articles, 4 for the home page', async () => {
    const types = await t.post('/api/content/bs/article/wechatTypes', { dictType: 'jxj_article_type' });
    expect(types.data).toHaveLength(8);
    expect(types.data[0]).toHaveProperty('slogan');
    const four = await t.post('/api/content/bs/article/list', { articleType: types.data[0].dictValue, limit: 4 });
    expect(four.data.list).toHaveLength(4);
    expect(four.data.list.every((a: any) => a.articleType === types.data[0].dictValue)).toBe(true);
    const page = await t.post('/api/content/bs/article/webDetail', { tabType: 3, pageNo: 2, pageSize: 8 });
    expect(page.data).toMatchObject({ currPage: 2, pageSize: 8 });
    const found = await t.post('/api/content/bs/article/list', { articleName: four.data.list[0].articleName.slice(0, 4) });
    expect(found.data.list.some((a: any) => a.articleId === four.data.list[0].articleId)).toBe(true);
  });
  it('shows an article to logged-in users with a sanitised body', async () => {
    const [{ id }] = await q<{ id: number }>(sql`SELECT id FROM articles ORDER BY id LIMIT 1`);
    expect((await t.post('/api/content/bs/article/webArticle', { articleId: id })).code).toBe('002');
    const { token } = await registerByPhone(t);
    const r = await t.post('/api/content/bs/article/webArticle', { articleId: id }, { token });
    expect(r.data.content).toMatch(/<p>/);
    const bad = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM articles WHERE content ~* '<script|onerror=|javascript:'`);
    expect(bad[0].n).toBe(0);
  });
  it('sanitises HTML on the way in', () => {
    const dirty = '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:alert(1)" onerror="x"><a href="javascript:bad()">a</a><a href="https://ok.example">b</a><iframe src="https://x"></iframe></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|iframe/i);
    expect(clean).toContain('<a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">b</a>');
  });
  it('answers banners, records clicks, and the services', async () => {
    const banners = await t.post('/api/operate/bs/stu/banner', { functionType: 0 });
    expect(banners.data).toHaveLength(2);
    const { token } = await registerByPhone(t);
    expect((await t.post('/api/operate/bs/add/view', { bannerId: banners.data[0].bannerId }, { token })).code).toBe('000');
    const clicks = await q<{ user_id: number | null }>(sql`SELECT user_id FROM banner_clicks WHERE banner_id = ${banners.data[0].bannerId}`);
    expect(clicks).toHaveLength(1);
    expect(clicks[0].user_id).not.toBeNull();
    expect((await t.post('/api/operate/bs/add/view', { bannerId: 999999 })).code).toBe('005');
    expect((await t.post('/api/operate/bs/stu/banner', { functionType: 2 })).data).toHaveLength(4);
    const en = await t.post('/api/operate/bs/stu/banner', { functionType: 0 }, { lang: 'en' });
    expect(en.data[0].titleName).toBe('Scholarships at leading universities');
    expect(en.data[0].coverPicture).toMatch(/\?lang=en$/);
    const picture = await t.call({ method: 'GET', url: en.data[0].coverPicture });
    expect(picture.body).toContain('Scholarships at leading universities');
    const cnPicture = await t.call({ method: 'GET', url: banners.data[0].coverPicture, cookies: { language: 'en' } });
    expect(cnPicture.body).toContain('名校奖学金');
    expect((await t.post('/api/dynamics/bs/stu/service', { functionType: 1 }, { lang: 'en' })).data[0].title).toBe('Scholarship applications');
  });
  it('answers the home figures and the source universities', async () => {
    const s = await t.post('/api/operate/bs/stu/summary', {});
    const [c] = await q<{ u: number; k: number }>(sql`SELECT (SELECT count(*)::int FROM universities) AS u, (SELECT count(*)::int FROM cases) AS k`);
    expect(s.data).toMatchObject({ uniTotal: c.u, caseTotal: c.k, countryTotal: 15 });
    const src = await t.post('/api/operate/bs/stu/school', { pageSize: 12 });
    expect(src.data.list).toHaveLength(12);
    const ranks = src.data.list.map((u: any) => u.qsRank ?? 9999);
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
  });
  it('pages the case and major lists to their edges', async () => {
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM cases`);
    const last = Math.ceil(n / 90);
    expect((await t.post('/api/clerk/student/caseShareList', { pageNo: last, pageSize: 90 })).data.list).toHaveLength(n - (last - 1) * 90);
    const past = await t.post('/api/clerk/student/caseShareList', { pageNo: last + 1, pageSize: 90 });
    expect(past.data).toMatchObject({ list: [], totalCount: n });
    const majors = await t.post('/api/uni/major/list', { pageNo: 100000, pageSize: 18 });
    expect(majors.data.list).toHaveLength(0);
    expect(majors.data.totalCount).toBeGreaterThan(5000);
  });
  it('draws the generated pictures', async () => {
    const logo = await t.call({ method: 'GET', url: '/api/media/logo/1.svg' });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('<svg');
    expect((await t.call({ method: 'GET', url: '/api/media/flag/uk.svg' })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/media/flag/zz.svg' })).status).toBe(404);
  });
  it('draws a country or campus picture with English texts only for ?lang=en', async () => {
    const cn = (await t.call({ method: 'GET', url: `/api/media/country/${UK}.svg` })).body as string;
    const en = (await t.call({ method: 'GET', url: `/api/media/country/${UK}.svg?lang=en` })).body as string;
    expect(cn).toContain('英国');
    expect(cn).toContain('United Kingdom');
    expect(en).toContain('United Kingdom');
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
    const campus = (await t.call({ method: 'GET', url: '/api/media/campus/1.svg?lang=en' })).body as string;
    expect(campus).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
