// English means English: in en the catalogue answers articles, majors and cases with their English
// texts (Chinese only as a Chinese school's own name, in its own field), in cn with the Chinese
// ones; generated pictures are drawn per article and per university in the asked language; the
// demo data is coherent in the database; and a catalogue loaded by an earlier version is completed
// at start without adding anything twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';
import { seedCatalogue } from '../../db/seed/catalogue';

let t: TestApp;
let token: string;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;
/** The tag names of an HTML text in order: the English body must keep the Chinese one's structure. */
const tags = (html: string) => [...html.matchAll(/<([a-z0-9]+)[\s>]/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  token = (await registerByPhone(t)).token;
}, 120_000);
afterAll(async () => t?.close());

describe('articles', () => {
  it('are listed in English in en and in Chinese in cn, found by either title', async () => {
    const en = await t.post('/api/content/bs/article/list', { pageNo: 1, pageSize: 90 }, { lang: 'en' });
    const cn = await t.post('/api/content/bs/article/list', { pageNo: 1, pageSize: 90 }, { lang: 'cn' });
    expect(en.data.totalCount).toBe(64);
    for (const a of en.data.list) {
      expect(`${a.articleName} ${a.intro} ${a.articleIntro}`, a.articleName).not.toMatch(CJK);
      expect(a.articleCoverRoute).toBe(`/api/media/article/${a.articleId}.svg?lang=en`);
    }
    for (const a of cn.data.list) {
      expect(a.articleName).toMatch(CJK);
      expect(a.articleCoverRoute).toBe(`/api/media/article/${a.articleId}.svg`);
    }
    const first = en.data.list[0];
    const byEnglish = await t.post(
      '/api/content/bs/article/list',
      { articleName: first.articleName.split(' ').slice(0, 3).join(' ') },
      { lang: 'cn' },
    );
    expect(byEnglish.data.list.map((a: any) => a.articleId)).toContain(first.articleId);
  });

  it('show their English body in en with the structure of the Chinese one', async () => {
    const ids = (await q<{ id: number }>(sql`SELECT id FROM articles ORDER BY id`)).map((r) => r.id);
    for (const id of ids) {
      const en = await t.post('/api/content/bs/article/webArticle', { articleId: id }, { token, lang: 'en' });
      const cn = await t.post('/api/content/bs/article/webArticle', { articleId: id }, { token, lang: 'cn' });
      expect(en.code).toBe('000');
      expect(`${en.data.articleName} ${en.data.intro} ${en.data.content}`, `article ${id}`).not.toMatch(CJK);
      expect(cn.data.content).toMatch(CJK);
      expect(tags(en.data.content), `article ${id}`).toEqual(tags(cn.data.content));
      expect(en.data.articleTypeEnName).not.toMatch(CJK);
    }
  });

  it('each have a cover of their own, drawn in the language asked for', async () => {
    const [a, b] = await q<{ id: number; name: string; en: string }>(
      sql`SELECT id, article_name AS name, article_name_en AS en FROM articles WHERE article_type = '1' ORDER BY id LIMIT 2`,
    );
    const enA = (await t.call({ method: 'GET', url: `/api/media/article/${a.id}.svg?lang=en` })).body as string;
    const enB = (await t.call({ method: 'GET', url: `/api/media/article/${b.id}.svg?lang=en` })).body as string;
    const cnA = (await t.call({ method: 'GET', url: `/api/media/article/${a.id}.svg` })).body as string;
    expect(enA).not.toMatch(CJK);
    expect(enA).toContain(a.en.split(' ')[0]);
    expect(enA).not.toBe(enB);
    expect(cnA).toContain([...a.name].slice(0, 2).join(''));
    expect((await t.call({ method: 'GET', url: '/api/media/article/99999999.svg' })).status).toBe(404);
    // Covers of earlier catalogues (<stage>-<n>) are still drawn.
    expect((await t.call({ method: 'GET', url: '/api/media/article/1-0.svg?lang=en' })).body).not.toMatch(CJK);
  });
});

describe('majors', () => {
  it('answer introduction and entry and language requirements in the request language', async () => {
    const ids = (await q<{ id: number }>(sql`SELECT min(id) AS id FROM majors GROUP BY major_en_name ORDER BY 1`)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(200);
    for (const id of ids) {
      const en = await t.get(`/api/uni/major/info?majorId=${id}`, { lang: 'en' });
      const text = `${en.data.majorIntroduction} ${en.data.backgroundRequirement} ${en.data.languageRequirement} ${en.data.majorEnName} ${en.data.facultyEnName}`;
      expect(text, en.data.majorEnName).not.toMatch(CJK);
      expect(en.data.majorIntroduction.length).toBeGreaterThan(60);
    }
    const cn = await t.get(`/api/uni/major/info?majorId=${ids[0]}`, { lang: 'cn' });
    for (const f of ['majorIntroduction', 'backgroundRequirement', 'languageRequirement']) expect(cn.data[f], f).toMatch(CJK);
    expect(cn.data.majorName).toMatch(CJK);
  });
});

describe('cases', () => {
  it("answer the school and major studied before in English in en, keeping the school's own Chinese name", async () => {
    const en = await t.post('/api/clerk/student/caseShareList', { pageSize: 90 }, { lang: 'en' });
    const cn = await t.post('/api/clerk/student/caseShareList', { pageSize: 90 }, { lang: 'cn' });
    for (const k of en.data.list) {
      expect(`${k.eduUniName} ${k.eduMajorName} ${k.courseName} ${k.uniEnName} ${k.countryEnName}`).not.toMatch(CJK);
      expect(k.eduUniCnName).toMatch(CJK);
    }
    expect(cn.data.list[0].eduUniName).toMatch(CJK);
    expect(cn.data.list[0].eduMajorName).toMatch(CJK);
    const home = await t.post('/api/clerk/student/scrollbar', {}, { lang: 'en' });
    expect(home.data.every((k: any) => !CJK.test(`${k.eduUniName} ${k.eduMajorName}`))).toBe(true);
    const five = await t.post('/api/clerk/student/uniCaseList', { uniId: en.data.list[0].uniId }, { lang: 'en' });
    expect(five.data.list.every((k: any) => !CJK.test(k.eduMajorName))).toBe(true);
  });

  it('show their detail in English in en, the admitted programme among the applied rows', async () => {
    const [{ id }] = await q<{ id: number }>(
      sql`SELECT case_id AS id FROM case_applies GROUP BY case_id ORDER BY count(*) DESC, case_id LIMIT 1`,
    );
    const en = await t.get(`/api/clerk/agent/stu/webCase?stuId=${id}`, { token, lang: 'en' });
    const cn = await t.get(`/api/clerk/agent/stu/webCase?stuId=${id}`, { token, lang: 'cn' });
    expect(`${en.data.eduUniName} ${en.data.eduMajorName}`).not.toMatch(CJK);
    expect(cn.data.eduMajorName).toMatch(CJK);
    expect(
      en.data.applyList.some((a: any) => a.uniId === en.data.uniId && a.courseName === en.data.courseName && a.applyStatus === '2'),
    ).toBe(true);
    for (const a of en.data.applyList) expect(`${a.uniEnName} ${a.courseName} ${a.applyStatusEnName}`).not.toMatch(CJK);
    for (const r of en.data.relatedList) expect(`${r.eduUniName} ${r.eduMajorName}`).not.toMatch(CJK);
  });
});

describe('demo data in the database', () => {
  it("lists every case's admitted programme among its applied rows, of the programmes its schools offer", async () => {
    const [bad] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM cases k WHERE NOT EXISTS
      (SELECT 1 FROM case_applies a WHERE a.case_id = k.id AND a.uni_id = k.uni_id AND a.course_name = k.course_name AND a.apply_status = '2')`);
    expect(bad.n).toBe(0);
    const [offered] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM case_applies a WHERE NOT EXISTS
      (SELECT 1 FROM majors m WHERE m.uni_id = a.uni_id AND m.major_en_name = a.course_name)`);
    expect(offered.n).toBe(0);
  });

  it('gives Imperial College London no music or performing arts school, and the music schools to few', async () => {
    const imperial = await q<{ name: string }>(sql`SELECT f.faculty_en_name AS name FROM faculties f JOIN universities u ON u.id = f.uni_id
      WHERE u.uni_en_name = 'Imperial College London'`);
    expect(imperial.map((f) => f.name)).toEqual(expect.arrayContaining(['Faculty of Engineering']));
    expect(imperial.map((f) => f.name)).not.toContain('School of Music and Performing Arts');
    const [music] = await q<{ n: number; all: number }>(sql`SELECT
      (SELECT count(DISTINCT uni_id)::int FROM faculties WHERE faculty_en_name = 'School of Music and Performing Arts') AS n,
      (SELECT count(*)::int FROM universities) AS all`);
    expect(music.n).toBeLessThan(music.all / 4);
  });
});

describe('generated pictures', () => {
  it('give each campus header its own colour in en as in cn', async () => {
    const hueOf = (svg: string) => svg.match(/stop-color="hsl\((\d+),/)![1];
    const [a, b] = await q<{ id: number }>(sql`SELECT id FROM universities ORDER BY id LIMIT 2`);
    const enA = (await t.call({ method: 'GET', url: `/api/media/campus/${a.id}.svg?lang=en` })).body as string;
    const enB = (await t.call({ method: 'GET', url: `/api/media/campus/${b.id}.svg?lang=en` })).body as string;
    const cnA = (await t.call({ method: 'GET', url: `/api/media/campus/${a.id}.svg` })).body as string;
    expect(hueOf(enA)).toBe(hueOf(cnA));
    expect(hueOf(enA)).not.toBe(hueOf(enB));
    expect(enA).not.toMatch(CJK);
  });

  it('wrap the English recommendation titles into the card', async () => {
    const cards = await t.post('/api/operate/bs/stu/banner', { functionType: 2 }, { lang: 'en' });
    for (const c of cards.data) {
      const svg = (await t.call({ method: 'GET', url: c.coverPicture })).body as string;
      expect(svg).not.toMatch(CJK);
      // Every line of text starts inside the picture and is estimated to end inside it (narrow
      // letters and spaces about a third of the font size, capitals .72, the others .6).
      const em = (l: string) => [...l].reduce((w, ch) => w + (/[\siljtfr.,:;'!|()-]/.test(ch) ? 0.35 : /[A-Z]/.test(ch) ? 0.72 : 0.6), 0);
      const width = Number(svg.match(/width="(\d+)"/)![1]);
      const texts = [...svg.matchAll(/<text x="(\d+)"[^>]*font-size="(\d+)"[^>]*>(.*?)<\/text>/g)];
      expect(texts.length).toBeGreaterThan(0);
      for (const m of texts) {
        const lines = [...m[3].matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((x) => x[1]);
        for (const l of lines) expect(Number(m[1]) + em(l) * Number(m[2]), l).toBeLessThanOrEqual(width);
      }
    }
  });
});

describe('a catalogue loaded by an earlier version', () => {
  it('gets its English texts, article covers and admitted rows at start, and nothing twice', async () => {
    const counts = sql`SELECT (SELECT count(*)::int FROM articles) AS a, (SELECT count(*)::int FROM majors) AS m,
      (SELECT count(*)::int FROM cases) AS k, (SELECT count(*)::int FROM case_applies) AS ca, (SELECT count(*)::int FROM faculties) AS f`;
    const before = await q(counts);
    const [{ caseId, uniId, course }] = await q<{ caseId: number; uniId: number; course: string }>(
      sql`SELECT id AS "caseId", uni_id AS "uniId", course_name AS course FROM cases ORDER BY id LIMIT 1`,
    );
    // What the database of the earlier version held: Chinese only, covers per stage, a case whose
    // admitted university row names another programme.
    await t.database.db.execute(sql`UPDATE articles SET article_name_en = NULL, intro_en = NULL, content_en = NULL,
      article_cover_route = '/api/media/article/' || article_type || '-' || (id % 4) || '.svg'`);
    await t.database.db.execute(
      sql`UPDATE majors SET major_introduction_en = NULL, background_requirement_en = NULL, language_requirement_en = NULL`,
    );
    await t.database.db.execute(sql`UPDATE cases SET edu_uni_en_name = NULL, edu_major_name_en = NULL`);
    await t.database.db.execute(
      sql`UPDATE case_applies SET course_name = 'MSc Something Else', apply_status = '7' WHERE case_id = ${caseId} AND uni_id = ${uniId}`,
    );

    expect(await seedCatalogue(t.database.db)).toBeNull();
    const [left] = await q<{ n: number }>(sql`SELECT
      (SELECT count(*)::int FROM articles WHERE article_name_en IS NULL OR content_en IS NULL OR article_cover_route <> '/api/media/article/' || id || '.svg')
      + (SELECT count(*)::int FROM majors WHERE major_introduction_en IS NULL OR background_requirement_en IS NULL OR language_requirement_en IS NULL)
      + (SELECT count(*)::int FROM cases WHERE edu_uni_en_name IS NULL OR edu_major_name_en IS NULL) AS n`);
    expect(left.n).toBe(0);
    const fixed = await q<{ course: string; status: string }>(sql`SELECT course_name AS course, apply_status AS status FROM case_applies
      WHERE case_id = ${caseId} AND uni_id = ${uniId} ORDER BY id LIMIT 1`);
    expect(fixed[0]).toEqual({ course, status: '2' });
    const en = await t.get(`/api/uni/major/info?majorId=${(await q<{ id: number }>(sql`SELECT min(id) AS id FROM majors`))[0].id}`, {
      lang: 'en',
    });
    expect(en.data.languageRequirement).toMatch(/^IELTS \d\.\d overall with no band below \d\.\d, or an equivalent score$/);

    expect(await seedCatalogue(t.database.db)).toBeNull();
    expect(await q(counts)).toEqual(before);
  });

  it('keeps an English text it did not write, and the Chinese a staff member changed', async () => {
    const [{ id }] = await q<{ id: number }>(sql`SELECT min(id) AS id FROM articles`);
    await t.database.db.execute(sql`UPDATE articles SET article_name_en = 'Edited by staff' WHERE id = ${id}`);
    const [{ mid }] = await q<{ mid: number }>(sql`SELECT min(id) AS mid FROM majors`);
    await t.database.db.execute(sql`UPDATE majors SET major_introduction = '新的介绍', major_introduction_en = NULL WHERE id = ${mid}`);
    await seedCatalogue(t.database.db);
    expect((await q<{ en: string }>(sql`SELECT article_name_en AS en FROM articles WHERE id = ${id}`))[0].en).toBe('Edited by staff');
    expect((await q<{ en: string | null }>(sql`SELECT major_introduction_en AS en FROM majors WHERE id = ${mid}`))[0].en).toBeNull();
    // Without an English text the en answer falls back to the Chinese one rather than nothing.
    expect((await t.get(`/api/uni/major/info?majorId=${mid}`, { lang: 'en' })).data.majorIntroduction).toBe('新的介绍');
  });
});
