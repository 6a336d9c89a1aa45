// Browser test of the console's content screens (1440 px): in Chinese a clerk writes an article with
// the rich-text editor, publishes it, saves over a version another session changed meanwhile (the
// stale dialog; loading the newer version) and opens it from /studyHelp; in English an admin uploads an
// offer letter to the newest case, marks it verified and sees the ★ Verified badge with its tooltip
// on the public case list and case page (the letter itself stays behind the console). The case is
// set back at the end (the run shares one portal); the article stays, under a title of its own.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, portalSuite, shot } from './harness.mjs';

const suite = portalSuite(before, after);
const ADMIN = { account: 'admin@portal.local', password: 'Admin12345' };
// Seeded with the demo data (SEED_DEMO=1).
const CLERK = { account: 'clerk@demo.local', password: 'Clerk123' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function open(lang, who) {
  const { ctx, page, errors } = await suite.newPage({ ...DESKTOP, locale: lang === 'cn' ? 'zh-CN' : 'en-US' });
  await ctx.addCookies([{ name: 'language', value: lang, url: suite.portal.base }]);
  const login = await ctx.request.post(`${suite.portal.base}/api/auth/student/login`, {
    data: { content: who.account, passWord: who.password },
    headers: { origin: suite.portal.base },
  });
  assert.equal((await login.json()).code, '000');
  return { ctx, page, errors };
}

async function post(ctx, path, body) {
  const r = await ctx.request.post(`${suite.portal.base}/api${path}`, { data: body, headers: { origin: suite.portal.base } });
  return r.json();
}

const toastText = (page, text) => page.locator('.ant-message-notice', { hasText: text }).first();

describe('content screens', () => {
  test('a clerk publishes an article from the console and opens it on /studyHelp (cn)', async () => {
    const title = `控制台发布测试 ${Date.now().toString(36)}`;
    const { ctx, page, errors } = await open('cn', CLERK);
    await page.goto(`${suite.portal.base}/console/content/articles`);
    await page.getByRole('heading', { name: '文章' }).waitFor();
    await page.locator('.console-table tbody tr.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: '写文章' }).click();
    await page.getByRole('heading', { name: '写文章' }).waitFor();
    await page.getByLabel('标题（中文）').fill(title);
    await page.getByLabel('标题（英文）').fill(`Console test ${title.slice(-6)}`);
    await page.getByLabel('简介（中文）').fill('从控制台发布的文章');
    await page.getByRole('combobox', { name: '留学阶段' }).click();
    await page.locator('.ant-select-item-option', { hasText: '选校定位' }).first().click();
    await page.locator('label', { hasText: '已发布' }).first().click();
    const body = page.locator('[data-testid="rich-text-editor"] .console-rte-content').first();
    await body.click();
    await page.keyboard.type('这是控制台写的正文。');
    await page.getByText('未保存').first().waitFor();
    await shot(page, 'content-article-edit-cn');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await toastText(page, '已保存并发布').waitFor();
    await page.waitForURL(/\/console\/content\/articles\/\d+$/);
    const id = Number(page.url().split('/').pop());
    assert.ok(id > 0);

    // An admin changes the introduction in another session: this form's next save is refused as
    // stale, and loading the newer version shows the admin's introduction with nothing unsaved.
    const other = await open('cn', ADMIN);
    const loaded = (await (await other.ctx.request.get(`${suite.portal.base}/api/console/articles/detail?id=${id}`)).json()).data;
    const intro = '另一位同事改过的简介';
    assert.equal((await post(other.ctx, '/console/articles/save', { ...loaded, intro })).code, '000');
    await other.ctx.close();
    await page.getByLabel('标题（英文）').fill(`Console test ${title.slice(-6)} (edited)`);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    const stale = page.locator('.ant-modal').filter({ hasText: '记录已被他人修改' });
    await stale.getByText('该记录已被他人修改，请刷新后重新编辑').waitFor();
    // Zoomed in (antd's motion classes gone) before the picture.
    await page.waitForFunction((el) => !/zoom-|fade-/.test(el.className), await stale.elementHandle());
    await shot(page, 'content-article-stale-cn');
    await stale.getByRole('button', { name: '载入最新内容' }).click();
    await page.waitForFunction((v) => [...document.querySelectorAll('textarea')].some((t) => t.value === v), intro);
    await page.getByText('未保存').waitFor({ state: 'detached' });

    // The public list shows it first in its stage, and it opens.
    await page.goto(`${suite.portal.base}/studyHelp?type=help`);
    const card = page.getByText(title).first();
    await card.waitFor();
    await shot(page, 'content-article-studyhelp-cn');
    await card.click();
    await page.waitForURL(/\/article\?/);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('这是控制台写的正文。').waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('an admin verifies a case with an offer letter and the public case shows the badge (en)', async () => {
    const { ctx, page, errors } = await open('en', ADMIN);
    const newest = (await post(ctx, '/clerk/student/caseShareList', { pageNo: 1, pageSize: 15 })).data.list[0];
    assert.equal(newest.verified, false);
    await page.goto(`${suite.portal.base}/console/content/cases`);
    await page.getByRole('heading', { name: 'Admission cases' }).waitFor();
    await page.locator('.console-table tbody tr.ant-table-row').first().waitFor();
    await shot(page, 'content-cases-en');
    await page.goto(`${suite.portal.base}/console/content/cases/${newest.stuId}`);
    await page.getByText('★ Verification (offer letter)').waitFor();
    const toggle = page.getByRole('switch', { name: 'Offer letter verified' });
    assert.equal(await toggle.isDisabled(), true);
    await page.getByTestId('offer-input').setInputFiles({ name: 'offer-letter.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('offer-link').waitFor();
    await toggle.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Case saved').waitFor();
    await page.locator('h1 .ant-tag', { hasText: 'Verified' }).waitFor();
    await shot(page, 'content-case-verified-en');
    const letter = await page.getByTestId('offer-link').getAttribute('href');

    // The public list: the badge, and its tooltip on hover.
    await page.goto(`${suite.portal.base}/caseShare`);
    const first = page.locator('.case-card').first();
    await first.waitFor();
    const badge = first.getByTestId('verified-badge');
    await badge.waitFor();
    await badge.hover();
    await first.getByRole('tooltip').filter({ hasText: 'offer letter' }).waitFor({ state: 'visible' });
    await page.waitForTimeout(300);
    await shot(page, 'content-case-badge-en');
    await first.click();
    await page.waitForURL(/caseDetail|stuId=/);
    await page.getByTestId('verified-badge').first().waitFor();

    // The letter: staff open it; without a session it is not there.
    assert.equal((await ctx.request.get(`${suite.portal.base}${letter}`)).status(), 200);
    assert.equal((await fetch(`${suite.portal.base}${letter}`)).status, 404);
    assert.deepEqual(errors, []);

    // Set back: the demo's newest case is unverified again.
    const d = (await (await ctx.request.get(`${suite.portal.base}/api/console/cases/detail?id=${newest.stuId}`)).json()).data;
    const back = await post(ctx, '/console/cases/verify', { id: d.id, verified: false });
    assert.equal(back.code, '000');
    await ctx.close();
  });
});
