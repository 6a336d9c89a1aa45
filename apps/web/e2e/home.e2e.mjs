// Browser tests of the home page and the shell: the videos play (and seek) in their dialog, the
// start-application panel starts an application, the top navigation's costs entry, the plain
// logout question, and the mobile menu with the spec's entries in both languages.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, btn, chooseUserMenu, freshPhone, portalSuite, shot } from './harness.mjs';

const suite = portalSuite(before, after, { motion: true });

async function registered() {
  const phone = freshPhone();
  const post = async (path, body) =>
    (
      await fetch(`${suite.portal.base}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  assert.equal((await post('/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 })).code, '000');
  const code = await suite.portal.lastCode(phone);
  assert.equal(
    (
      await post('/auth/student/register', {
        phoneNumber: phone,
        passWord: 'Home4you',
        rePassWord: 'Home4you',
        verifyCode: code,
        stuUniName: '复旦大学',
        agreePolicy: true,
      })
    ).code,
    '000',
  );
  return phone;
}

/** Home blocks load as they come near the viewport: scroll down until `selector` exists. */
async function scrollTo(page, selector) {
  for (let i = 0; i < 40; i++) {
    if (await page.locator(selector).count()) break;
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(150);
  }
  await page.locator(selector).first().scrollIntoViewIfNeeded();
}

async function logIn(page, phone, { en = false } = {}) {
  await page.goto(`${suite.portal.base}/login`);
  await page.getByPlaceholder(en ? 'Please enter a mobile number or email' : '请输入手机号或邮箱').fill(phone);
  await page.getByPlaceholder(en ? 'Please enter the password' : '请输入密码').fill('Home4you');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/**
 * The first slide of videos in the page's language: four tiles with that language's posters
 * (intro-N.<lang>.jpg); the first one plays its intro-1.<lang> file in its dialog and seeks.
 */
async function playFirstVideo(page, { lang, title, close, shotName }) {
  await scrollTo(page, '[aria-labelledby=videos-title] .video-card__poster');
  const section = page.locator('[aria-labelledby=videos-title]');
  const tiles = section.locator('.slides__slide').first().locator('.video-card__poster');
  await tiles.first().waitFor();
  assert.equal(await tiles.count(), 4, 'four videos a slide');
  await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-labelledby=videos-title] .video-card__img')]
      .slice(0, 4)
      .every((i) => i.complete && i.naturalWidth > 0),
  );
  const posters = await section.locator('.video-card__img').evaluateAll((imgs) => imgs.map((i) => new URL(i.src).pathname));
  assert.ok(posters.length >= 4, 'posters shown');
  for (const p of posters) assert.match(p, new RegExp(`^/api/assets/videos/intro-\\d\\.${lang}\\.jpg$`), `${lang} poster`);
  await shot(page, shotName);
  await tiles.first().click();
  const dialog = page.locator('dialog.video-dialog[open]');
  await dialog.waitFor();
  await dialog.getByRole('heading', { name: title }).waitFor();
  const video = dialog.locator('video');
  await video.evaluate(
    (v) =>
      new Promise((resolve, reject) => {
        if (v.readyState >= 2) return resolve();
        v.addEventListener('loadeddata', resolve, { once: true });
        v.addEventListener('error', () => reject(new Error('video error')), { once: true });
      }),
  );
  const played = await video.evaluate((v) => ({ src: new URL(v.currentSrc).pathname, poster: new URL(v.poster).pathname }));
  assert.match(played.src, new RegExp(`^/api/assets/videos/intro-1\\.${lang}\\.(webm|mp4)$`), `the ${lang} file plays`);
  assert.equal(played.poster, `/api/assets/videos/intro-1.${lang}.jpg`);
  const duration = await video.evaluate((v) => v.duration);
  assert.ok(duration > 5, `a real clip (duration ${duration})`);
  await video.evaluate(
    (v) =>
      new Promise((resolve) => {
        v.addEventListener('seeked', resolve, { once: true });
        v.currentTime = 6;
      }),
  );
  assert.ok((await video.evaluate((v) => v.currentTime)) >= 5.5, 'seeking works');
  await shot(page, `${shotName}-playing`);
  await dialog.getByRole('button', { name: close }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('home on desktop (1440 px)', () => {
  test("a video plays in its dialog and seeks, in the page's language and again after the switch", async () => {
    const { ctx, page, errors } = await suite.newPage(DESKTOP);
    await page.goto(`${suite.portal.base}/home`);
    await playFirstVideo(page, { lang: 'cn', title: '留学申请全流程解读', close: '关闭', shotName: 'desktop-home-videos' });
    assert.equal(await page.getByText('视频即将上线').count(), 0);
    // The language switch reloads the page in English: the English set plays.
    await page.evaluate(() => window.scrollTo(0, 0));
    const reloaded = page.waitForEvent('load');
    await page.locator('.lang-switch:visible').first().click();
    await reloaded;
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await playFirstVideo(page, {
      lang: 'en',
      title: 'The Application Process Explained',
      close: 'Close',
      shotName: 'desktop-home-videos-en',
    });
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the start-application panel starts an application; the costs entry opens the costs stage; logout asks plainly', async () => {
    const phone = await registered();
    const { ctx, page, errors } = await suite.newPage(DESKTOP);
    await logIn(page, phone);
    await page.goto(`${suite.portal.base}/home`);
    await scrollTo(page, '.apply-panel');
    const panel = page.locator('.apply-panel');
    assert.equal(await page.getByText('在线申请功能即将开放').count(), 0);
    await panel.getByRole('button', { name: '立即申请' }).click();
    // The wizard has opened when its first step is in the address.
    await page.waitForURL(/\/studentInfo\?id=0&activeStep=1/);

    await page.locator('.top-nav').getByRole('link', { name: '留学费用' }).click();
    await page.waitForURL(/\/studyHelp\?type=help&articleType=7/);
    assert.equal(await page.locator('.top-nav__item--active').innerText(), '留学费用');
    await shot(page, 'desktop-nav-costs');

    const confirm = page.locator('.ant-modal-confirm');
    await chooseUserMenu(page, /退出登录/, confirm);
    await confirm.locator('.ant-modal-confirm-title', { hasText: '确定要退出吗？' }).waitFor();
    assert.equal(await confirm.getByText('异常退出').count(), 0);
    await btn(page, '取消').click();
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the top navigation fits at 1440 and 992 px in both languages', async () => {
    for (const [lang, width] of [
      ['cn', 1440],
      ['cn', 992],
      ['en', 1440],
      ['en', 992],
    ]) {
      const { ctx, page } = await suite.newPage({ ...DESKTOP, viewport: { width, height: 800 } });
      if (lang === 'en') await ctx.addCookies([{ name: 'language', value: 'en', url: suite.portal.base }]);
      await page.goto(`${suite.portal.base}/Institutional`);
      await page.locator('.top-nav__item').first().waitFor();
      const overflow = await page.evaluate(() => {
        const nav = document.querySelector('.top-nav');
        const items = [...document.querySelectorAll('.top-nav__item')];
        return {
          scroll: document.documentElement.scrollWidth,
          nav: nav.scrollWidth > nav.clientWidth + 1,
          wrapped: new Set(items.map((i) => i.getBoundingClientRect().top)).size > 1,
        };
      });
      assert.ok(overflow.scroll <= width, `${lang} ${width}: no sideways scroll (${overflow.scroll})`);
      assert.equal(overflow.nav, false, `${lang} ${width}: the navigation does not overflow`);
      assert.equal(overflow.wrapped, false, `${lang} ${width}: one row of entries`);
      await shot(page, `desktop-nav-${lang}-${width}`);
      await ctx.close();
    }
  });
});

describe('mobile (375 px, mobile user agent)', () => {
  test('the side menu has the spec entries; lists open without a session, my scholarship asks for login', async () => {
    const { ctx, page, errors } = await suite.newPage(MOBILE);
    await page.goto(`${suite.portal.base}/home`);
    await page.getByRole('button', { name: '菜单' }).click();
    const menu = page.locator('.ant-drawer .ant-menu');
    await menu.waitFor();
    const labels = (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((s) => s.trim());
    assert.deepEqual(labels.slice(0, 5), ['申请留学', 'AI选校', '院校查询', '案例分享', '我的奖学金']);
    await shot(page, 'mobile-menu-cn');
    await menu.getByText('院校查询').click();
    await page.waitForURL(/\/Institutional/);
    await page.getByRole('button', { name: '菜单' }).click();
    await page.locator('.ant-drawer .ant-menu').getByText('我的奖学金').click();
    await page.waitForURL(/\/loginIndex\?redirect=%2FmyApply/);
    await page.goto(`${suite.portal.base}/home`);
    await page.getByRole('button', { name: '菜单' }).click();
    await page.locator('.ant-drawer .ant-menu').getByText('AI选校').click();
    await page.waitForURL(/\/loginIndex\?redirect=%2FaiSchool/);
    // Typed in, the same addresses behave the same way.
    await page.goto(`${suite.portal.base}/caseShare`);
    await page.waitForURL(/\/caseShare/);
    await page.goto(`${suite.portal.base}/myApply`);
    await page.waitForURL(/\/loginIndex/);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('in English the header shows the short name and the menu reads in English', async () => {
    const { ctx, page, errors } = await suite.newPage({ ...MOBILE, locale: 'en-US' });
    await ctx.addCookies([{ name: 'language', value: 'en', url: suite.portal.base }]);
    await page.goto(`${suite.portal.base}/home`);
    const name = page.locator('.m-header .logo__name');
    await name.waitFor();
    assert.equal(await name.innerText(), 'Scholarship Portal');
    const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth);
    assert.equal(cut, false, 'the short name is not cut');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('.ant-drawer .ant-menu');
    await menu.waitFor();
    const labels = (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((s) => s.trim());
    assert.deepEqual(labels.slice(0, 5), ['Apply abroad', 'AI school selection', 'University search', 'Case sharing', 'My scholarship']);
    await shot(page, 'mobile-menu-en');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
