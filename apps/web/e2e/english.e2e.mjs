// Browser test of issue 8, "English means English": with the language cookie set to en, the main
// public pages (home, institutions, a university with its charts, a major, the case share list, a
// case, study help, an article, the scholarship finder), the personal centre and AI school selection
// (the form, how we estimate) show no Chinese at
// 1440 px and at 375 px, logged in where a page needs it. The only Chinese allowed is a Chinese school's own name in brackets after its English
// name ('Peking University (北京大学)': the allow-list is the portal's list of mainland schools, asked
// for each name found), and the language switch, which names Chinese in Chinese.
// The generated pictures on those pages are checked too, and the home videos' posters are the English
// set's (intro-N.en.jpg: their text is drawn in). Screenshots go to e2e/artifacts/en-*.png.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, freshPhone, portalSuite, shot } from './harness.mjs';

const suite = portalSuite(before, after);

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;
/** A name in brackets right after English text: 'Peking University (北京大学)', '… (中国矿业大学（北京）)'. */
const OWN_NAME = /(?<=[A-Za-z)]\s?)\(([\u4e00-\u9fff]+(?:（[\u4e00-\u9fff]+）)?)\)/g;

/** Chinese names in brackets after English text, to be looked up in the allow-list. */
export const bracketedNames = (text) => [...text.matchAll(OWN_NAME)].map((m) => m[1]);

/** The text when it holds Chinese other than allowed schools' own names in brackets, else null. */
export function disallowedChinese(text, allowed) {
  const rest = text.replace(OWN_NAME, (all, name) => (allowed.has(name) ? '()' : all));
  return CJK.test(rest) ? text : null;
}

/** The allow-list: names the portal knows as mainland Chinese schools (colleges of dataType '0'). */
const schools = new Set();
const notSchools = new Set();
async function allowSchools(names) {
  for (const name of names) {
    if (schools.has(name) || notSchools.has(name)) continue;
    const r = await api('/uni/college/suggest', { keyword: name, dataType: '0', limit: 20 });
    (r.data?.some((c) => c.name === name && c.dataType === '0') ? schools : notSchools).add(name);
  }
  return schools;
}

const api = (path, body) =>
  fetch(`${suite.portal.base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify(body ?? {}),
  }).then((r) => r.json());

/** A new student account, logged in in the browser context (the session cookie is the context's). */
async function signedIn(opts) {
  const phone = freshPhone();
  assert.equal((await api('/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 })).code, '000');
  const code = await suite.portal.lastCode(phone);
  assert.equal(
    (
      await api('/auth/student/register', {
        phoneNumber: phone,
        passWord: 'Eng1ishOnly',
        rePassWord: 'Eng1ishOnly',
        verifyCode: code,
        // Typed as most students do, in Chinese: the personal centre shows 'Peking University (北京大学)'.
        stuUniName: '北京大学',
        agreePolicy: true,
      })
    ).code,
    '000',
  );
  const { ctx, page, errors } = await suite.newPage(opts);
  await ctx.addCookies([{ name: 'language', value: 'en', url: suite.portal.base }]);
  const login = await ctx.request.post(`${suite.portal.base}/api/auth/student/login`, {
    data: { content: phone, passWord: 'Eng1ishOnly' },
    headers: { origin: suite.portal.base },
  });
  assert.equal((await login.json()).code, '000');
  return { ctx, page, errors };
}

/** The pages of the test: ids are taken from the catalogue (a university with cases, its first major and case). */
async function targets() {
  const [uni] = (await api('/clerk/student/caseShareUniList', { uniName: '', limit: 1 })).data;
  const cases = (await api('/clerk/student/uniCaseList', { uniId: uni.uniId, pageNo: 1, pageSize: 5 })).data.list;
  const courses = (await api('/uni/school-university/partnerSchoolInfo', { uniId: uni.uniId })).data;
  const major = [...courses.master, ...courses.undergraduate][0];
  const [article] = (await api('/content/bs/article/list', { pageNo: 1, pageSize: 1 })).data.list;
  return [
    // The home page draws its blocks as they scroll into view: 'loaded' is waited for after scrolling.
    { name: 'home', path: '/home', ready: '.home', loaded: '.recommend-card, .hot-major, .stage-panel .article-card, .video-card__img' },
    { name: 'institutional', path: '/Institutional', ready: '.uni-card' },
    { name: 'uni-detail', path: `/Instiutiondetail?uniId=${uni.uniId}`, ready: '.uni-banner__name', charts: true },
    { name: 'major-detail', path: `/majordetail?majorId=${major.majorId}`, ready: '.major-head__name' },
    { name: 'case-share', path: '/caseShare', ready: '.case-card' },
    { name: 'case-detail', path: `/caseDetail?stuId=${cases[0].stuId}&uniId=${uni.uniId}`, ready: '.case-facts' },
    { name: 'study-help', path: '/studyHelp?type=help', ready: '.article-card' },
    { name: 'article', path: `/article?articleId=${article.articleId}&type=help`, ready: '.article-page__title' },
    { name: 'find-scholarship', path: '/findScholarship', ready: '.sch-uni__name' },
    { name: 'user-centre', path: '/user?menuItem=1', ready: '.profile-view' },
    // AI school selection: the form (its hint names the account's school in English) and how we estimate.
    { name: 'ai-school', path: '/aiSchool', ready: '.ai-form' },
    { name: 'ai-school-method', path: '/aiSchool/method', ready: '.ai-method__chart canvas' },
  ];
}

/** Scrolls to the end in steps so that every lazily loaded block is fetched and drawn. */
async function loadWhole(page) {
  for (let guard = 0; guard < 40; guard++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** Visible texts of the page (text nodes and placeholders), the language switch left out. */
function visibleTexts(page) {
  return page.evaluate(() => {
    const out = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim();
      if (!el || !text || el.closest('.lang-switch, script, style, noscript, template')) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      out.push(text);
    }
    for (const el of document.querySelectorAll('input[placeholder], textarea[placeholder]'))
      if (el.checkVisibility()) out.push(el.getAttribute('placeholder'));
    return out;
  });
}

/** The generated pictures shown on the page, fetched as the page asked for them. */
async function pictureTexts(page) {
  const srcs = await page.evaluate(() => [
    ...new Set([...document.images].map((i) => i.currentSrc || i.src).filter((s) => s.includes('/api/media/'))),
  ]);
  const out = [];
  for (const src of srcs) {
    const svg = await (await page.request.get(src)).text();
    const texts = [...svg.matchAll(/<(?:text|tspan)[^>]*>([^<]+)</g), ...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);
    for (const t of texts) if (CJK.test(t)) out.push(`${new URL(src).pathname}${new URL(src).search}: ${t}`);
  }
  // The demo videos' posters are pictures with their text drawn in: only the English set's will do.
  const posters = await page.evaluate(() => [
    ...new Set([...document.images].map((i) => i.currentSrc || i.src).filter((s) => s.includes('/api/assets/videos/'))),
  ]);
  for (const src of posters)
    if (!/\/intro-\d+\.en\.jpg$/.test(new URL(src).pathname)) out.push(`${new URL(src).pathname}: not the English poster`);
  return { count: srcs.length + posters.length, chinese: out };
}

async function checkPages(opts, label) {
  const pages = await targets();
  const { ctx, page, errors } = await signedIn(opts);
  const problems = [];
  for (const p of pages) {
    await page.goto(`${suite.portal.base}${p.path}`, { waitUntil: 'networkidle' });
    await page.locator(p.ready).first().waitFor({ timeout: 20_000 });
    await loadWhole(page);
    if (p.loaded) for (const sel of p.loaded.split(', ')) await page.locator(sel).first().waitFor({ timeout: 20_000 });
    if (p.charts) {
      await page.waitForFunction(() => document.querySelectorAll('.echart canvas').length >= 3, null, { timeout: 20_000 });
      await page.locator('.analysis').first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(800);
      await shot(page, `en-${label}-${p.name}-charts`);
    }
    const texts = await visibleTexts(page);
    const allowed = await allowSchools(texts.flatMap(bracketedNames));
    const bad = texts.map((t) => disallowedChinese(t, allowed)).filter(Boolean);
    const pictures = await pictureTexts(page);
    for (const t of bad) problems.push(`${p.name}: "${t}"`);
    for (const t of pictures.chinese) problems.push(`${p.name} picture ${t}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await shot(page, `en-${label}-${p.name}`);
  }
  await ctx.close();
  assert.deepEqual(problems, [], `Chinese on the en pages at ${label}:\n${problems.join('\n')}`);
  assert.deepEqual(errors, []);
}

describe('English means English', () => {
  test("the allow-list takes a Chinese school's own name in brackets and nothing else", async () => {
    const allowed = await allowSchools(['北京大学', '中国矿业大学（北京）', '牛津大学']);
    assert.ok(allowed.has('北京大学') && allowed.has('中国矿业大学（北京）'));
    assert.ok(!allowed.has('牛津大学'), "a foreign university's Chinese name is not its own");
    assert.equal(disallowedChinese('Peking University (北京大学) · GPA 3.50', allowed), null);
    assert.equal(disallowedChinese('China University of Mining and Technology-Beijing (中国矿业大学（北京）)', allowed), null);
    assert.equal(disallowedChinese('Admitted to University of Oxford', allowed), null);
    assert.ok(disallowedChinese('University of Oxford 牛津大学', allowed));
    assert.ok(disallowedChinese('University of Oxford (牛津大学)', allowed));
    assert.ok(disallowedChinese('Peking University (北京大学) 同学', allowed));
    assert.ok(disallowedChinese('(北京大学)', allowed));
    assert.ok(disallowedChinese('金融学', allowed));
  });

  test('desktop (1440 px): no Chinese on the main pages, pictures included', async () => {
    await checkPages(DESKTOP, 'desktop');
  });

  test('mobile (375 px): no Chinese on the main pages, pictures included', async () => {
    await checkPages(MOBILE, 'mobile');
  });
});
