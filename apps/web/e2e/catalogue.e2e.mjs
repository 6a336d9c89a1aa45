// Browser tests of the catalogue: pinyin search from home to a university, its charts, favourite
// it and remove it from personal-centre tab 4; filter the case share list; page through study
// help; find a school by its abbreviation and apply from its card; the mobile institution list at
// 375 px.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, btn, freshPhone, portalSuite, shot } from './harness.mjs';

const suite = portalSuite(before, after);

const DEMO = { account: 'student@demo.local', password: 'Student123' };

async function loggedIn(opts) {
  const { ctx, page, errors } = await suite.newPage(opts);
  await page.goto(`${suite.portal.base}/login`);
  await page.getByPlaceholder('请输入手机号或邮箱').fill(DEMO.account);
  await page.getByPlaceholder('请输入密码').fill(DEMO.password);
  await btn(page, '登录').click();
  await page.waitForURL(/\/home/);
  return { ctx, page, errors };
}

describe('catalogue on desktop (1440 px)', () => {
  test('search by pinyin, open the university, see the charts, favourite it and remove it', async () => {
    const { ctx, page, errors } = await loggedIn(DESKTOP);
    const input = page.locator('.hero-search .combo__input');
    await input.fill('niujin');
    const option = page.getByRole('option', { name: /牛津大学/ }).first();
    await option.waitFor();
    await option.click();
    assert.equal(await input.inputValue(), '牛津大学');
    await page.locator('.hero-search button[type=submit]').click();
    await page.waitForURL(/\/Institutional/);
    const card = page.locator('.uni-card').filter({ hasText: '牛津大学' }).first();
    await card.waitFor();
    await shot(page, 'desktop-institutional-search');
    await card.locator('.uni-card__name').click();
    await page.waitForURL(/\/Instiutiondetail\?uniId=\d+/);
    await page.getByRole('heading', { name: '牛津大学' }).first().waitFor();

    // Case analysis: three charts drawn on canvases (two pies and the monthly line), loaded when
    // their section comes near the viewport.
    await page.locator('#uni-section-analysis').scrollIntoViewIfNeeded();
    const charts = page.locator('.echart');
    await charts.first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.echart canvas').length >= 3, null, { timeout: 20_000 });
    const drawn = await page.evaluate(() => [...document.querySelectorAll('.echart canvas')].every((c) => c.width > 0 && c.height > 0));
    assert.ok(drawn, 'every chart canvas has a size');
    await shot(page, 'desktop-uni-detail-charts');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '已加入收藏' }).waitFor();
    await page.getByRole('button', { name: /查看我的收藏/ }).click();
    await page.waitForURL(/\/user\?menuItem=4/);
    const fav = page.locator('.fav-card').filter({ hasText: '牛津大学' });
    await fav.waitFor();
    await shot(page, 'desktop-favourites');
    await fav.locator('.fav-card__star').click();
    await page.getByText('暂无收藏的院校').waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('find a school by the abbreviation students type, and apply from its card', async () => {
    // A fresh account: with no student yet, applying opens a new form carrying the school.
    const phone = freshPhone();
    const post = (path, body) =>
      fetch(`${suite.portal.base}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    assert.equal((await post('/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 })).code, '000');
    const code = await suite.portal.lastCode(phone);
    assert.equal(
      (
        await post('/auth/student/register', {
          phoneNumber: phone,
          passWord: 'card123',
          rePassWord: 'card123',
          verifyCode: code,
          stuUniName: '复旦大学',
          agreePolicy: true,
        })
      ).code,
      '000',
    );
    const { ctx, page, errors } = await suite.newPage(DESKTOP);
    await page.goto(`${suite.portal.base}/login`);
    await page.getByPlaceholder('请输入手机号或邮箱').fill(phone);
    await page.getByPlaceholder('请输入密码').fill('card123');
    await btn(page, '登录').click();
    await page.waitForURL(/\/home/);

    await page.goto(`${suite.portal.base}/Institutional?uniName=UCL`);
    const first = page.locator('.uni-card').first();
    await first.filter({ hasText: '伦敦大学学院' }).waitFor();
    await first.getByRole('button', { name: /申请$/ }).click();
    await page.waitForURL(/\/studentInfo\?.*carryUniId=\d+/);
    await page.locator('#wizard-step-title', { hasText: '基本信息' }).waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('filter the case share list', async () => {
    const { ctx, page } = await loggedIn(DESKTOP);
    await page.goto(`${suite.portal.base}/caseShare`);
    const count = page.locator('.case-share__count');
    await count.waitFor();
    const all = Number((await count.innerText()).replace(/\D/g, ''));
    assert.ok(all >= 500, `all cases listed (${all})`);
    assert.equal(await page.locator('.case-card').count(), 15);
    await page.goto(`${suite.portal.base}/caseShare?uniName=${encodeURIComponent('牛津大学')}`);
    await page.waitForFunction((n) => {
      const el = document.querySelector('.case-share__count');
      return el && Number(el.textContent.replace(/\D/g, '')) !== n;
    }, all);
    const names = await page.locator('.case-card .case-card__name').allInnerTexts();
    assert.ok(names.length > 0 && names.every((n) => n.includes('牛津')), `only Oxford cases: ${names.join(', ')}`);
    await shot(page, 'desktop-case-share-filtered');
    await ctx.close();
  });

  test('page through study help', async () => {
    const { ctx, page } = await loggedIn(DESKTOP);
    await page.goto(`${suite.portal.base}/studyHelp?type=help`);
    const cards = page.locator('.article-card');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 8);
    await page.getByRole('button', { name: '查看更多' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.article-card').length === 16);
    const tabs = page.getByRole('tab');
    await tabs.nth(1).click();
    await page.waitForFunction(() => document.querySelectorAll('.article-card').length === 8);
    await shot(page, 'desktop-study-help');
    await cards.first().click();
    await page.waitForURL(/\/article\?articleId=\d+/);
    await page.locator('.dpage__crumbs').first().waitFor();
    await ctx.close();
  });
});

describe('list addresses that do not fit (1440 px)', () => {
  test('a page past the end goes to the last page; countries that are not study countries are dropped', async () => {
    const { ctx, page, errors } = await suite.newPage(DESKTOP);
    await page.goto(`${suite.portal.base}/Institutional?pageNo=99999`);
    await page.waitForURL((u) => u.searchParams.get('pageNo') !== '99999');
    const last = Number(new URL(page.url()).searchParams.get('pageNo'));
    assert.ok(last > 1, `moved to the last page (${last})`);
    await page.locator('.uni-card').first().waitFor();
    // The pagination is loaded when it comes near the viewport.
    await page.locator('.list-pagination-slot').scrollIntoViewIfNeeded();
    await page.locator('.ant-pagination').waitFor();
    assert.equal(await page.getByText('没有符合条件的院校').count(), 0);
    await page.goto(`${suite.portal.base}/Institutional?countryIds=140,not-a-country,99999`);
    await page.waitForURL((u) => u.searchParams.get('countryIds') === '140');
    await page.locator('.uni-card').first().waitFor();
    // The form follows the corrected address: the unknown values leave its country select.
    await page.waitForFunction(() => !document.body.innerText.includes('not-a-country'));
    assert.equal(await page.getByText('货币加载失败').count(), 0);
    await page.goto(`${suite.portal.base}/majors?countryId=nope&index=1`);
    await page.waitForURL((u) => !u.searchParams.get('countryId'));
    assert.equal(await page.getByText('货币加载失败').count(), 0);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('before the click (1440 px)', () => {
  test('a university of a country closed to applications shows apply disabled, and says why', async () => {
    const { ctx, page, errors } = await loggedIn(DESKTOP);
    await page.goto(`${suite.portal.base}/Institutional?countryIds=877157913121263616`);
    const card = page.locator('.uni-card').first();
    await card.waitFor();
    const apply = card.locator('.apply-disabled');
    assert.equal(await apply.getAttribute('aria-label'), '申请: 该国家暂未开放申请');
    assert.equal(await card.getByRole('button', { name: /申请$/ }).count(), 0, 'no clickable apply');
    await apply.hover();
    await page.getByRole('tooltip').filter({ hasText: '该国家暂未开放申请' }).waitFor();
    await shot(page, 'desktop-card-apply-closed');
    await page.goto(`${suite.portal.base}/Institutional?countryIds=140`);
    await page.locator('.uni-card').first().getByRole('button', { name: /申请$/ }).waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the study stage lives in the address: kept across an article and back, gone after leaving', async () => {
    const { ctx, page } = await loggedIn(DESKTOP);
    await page.goto(`${suite.portal.base}/studyHelp?type=help`);
    await page.locator('.article-card').first().waitFor();
    await page.getByRole('tab', { name: '签证办理' }).click();
    await page.waitForURL(/articleType=4/);
    await page.locator('.article-card').first().click();
    await page.waitForURL(/\/article\?articleId=\d+/);
    await page.goBack();
    await page.waitForURL(/articleType=4/);
    assert.equal(await page.getByRole('tab', { name: '签证办理' }).getAttribute('aria-selected'), 'true');
    // Leaving by a full page load and coming back shows all stages.
    await page.goto(`${suite.portal.base}/home`);
    await page.goto(`${suite.portal.base}/studyHelp?type=help`);
    await page.locator('.article-card').first().waitFor();
    assert.equal(await page.getByRole('tab', { name: '全部' }).getAttribute('aria-selected'), 'true');
    await ctx.close();
  });
});

describe('mobile (375 px)', () => {
  test('the institution list is one column without sideways scrolling', async () => {
    const { ctx, page } = await suite.newPage(MOBILE);
    await page.goto(`${suite.portal.base}/Institutional`);
    const cards = page.locator('.uni-card');
    await cards.first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `no horizontal scroll (scrollWidth ${width})`);
    const boxes = await Promise.all([0, 1].map((i) => cards.nth(i).boundingBox()));
    assert.ok(boxes[0].width > 300, 'a card takes the row');
    assert.ok(boxes[1].y > boxes[0].y, 'cards stack');
    await shot(page, 'mobile-institutional');
    await ctx.close();
  });
});
