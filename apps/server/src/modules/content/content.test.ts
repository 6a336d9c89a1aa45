// Content on the demo catalogue: study stages and articles, the article page with its sanitised body,
// banners and their clicks, services, the home figures and source universities, and the pictures drawn
// for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registerByPhone, type TestApp } from '../../../test/helpers';
import { rows } from '../../lib/sql';
import { sanitizeHtml } from '../../lib/sanitize';

let t: TestApp;
const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
}, 120_000);
afterAll(async () => t?.close());

const UK = '140';

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
    const dirty =
      '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:alert(1)" onerror="x"><a href="javascript:bad()">a</a><a href="https://ok.example">b</a><iframe src="https://x"></iframe></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|iframe/i);
    expect(clean).toContain('<a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">b</a>');
  });
  it('answers banners, records clicks, and the services', async () => {
    const banners = await t.post('/api/operate/bs/stu/banner', { functionType: 0 });
    expect(banners.data).toHaveLength(2);
    const { token } = await registerByPhone(t);
    expect((await t.post('/api/operate/bs/add/view', { bannerId: banners.data[0].bannerId }, { token })).code).toBe('000');
    const clicks = await q<{ user_id: number | null }>(
      sql`SELECT user_id FROM banner_clicks WHERE banner_id = ${banners.data[0].bannerId}`,
    );
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
    expect((await t.post('/api/dynamics/bs/stu/service', { functionType: 1 }, { lang: 'en' })).data[0].title).toBe(
      'Scholarship applications',
    );
  });
  it('answers the home figures and the source universities', async () => {
    const s = await t.post('/api/operate/bs/stu/summary', {});
    const [c] = await q<{ u: number; k: number }>(
      sql`SELECT (SELECT count(*)::int FROM universities) AS u, (SELECT count(*)::int FROM cases) AS k`,
    );
    expect(s.data).toMatchObject({ uniTotal: c.u, caseTotal: c.k, countryTotal: 15 });
    // Kept in memory until the catalogue changes: a banner switched off and a university closed
    // show at once on the next home page.
    const before = await t.post('/api/operate/bs/stu/banner', { functionType: 0 });
    await q(sql`UPDATE banners SET status = '1' WHERE id = ${before.data[0].bannerId}`);
    const [open] = await q<{ id: number }>(sql`SELECT min(id) AS id FROM universities WHERE status = '0'`);
    await q(sql`UPDATE universities SET status = '1' WHERE id = ${open.id}`);
    await t.app.changes.sync();
    const after = await t.post('/api/operate/bs/stu/banner', { functionType: 0 });
    expect(after.data.map((b: any) => b.bannerId)).not.toContain(before.data[0].bannerId);
    expect((await t.post('/api/operate/bs/stu/summary', {})).data.uniTotal).toBe(s.data.uniTotal - 1);
    await q(sql`UPDATE banners SET status = '0' WHERE id = ${before.data[0].bannerId}`);
    await q(sql`UPDATE universities SET status = '0' WHERE id = ${open.id}`);
    const src = await t.post('/api/operate/bs/stu/school', { pageSize: 12 });
    expect(src.data.list).toHaveLength(12);
    const ranks = src.data.list.map((u: any) => u.qsRank ?? 9999);
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
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
