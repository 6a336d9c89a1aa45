// Browser test of AI school selection (issue 13 section 2), cn and en, desktop (1440 px) and phone:
// /aiSchool opened from the top navigation or the phone menu; the form's checks (the server's rules,
// the field named), the GPA shown on the other scale and a TOEFL score as IELTS; reach, match and
// safety with their counts, chances with ranges, the cases they rest on, the reasons and the tuition;
// the universities with too few cases; consult from a result (the country dialog with the
// programme's country) and apply from a result (the wizard carrying the university); "how we
// estimate" with the Brier scores and the reliability chart's canvas. Without a session the entry
// asks for login. Every test registers its own student. Screenshots go to e2e/artifacts/ai-school-*.png.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, portalSuite, registerStudent, shot } from './harness.mjs';

const suite = portalSuite(before, after);

const TEXT = {
  cn: {
    nav: 'AI选校',
    menuNav: 'AI选校',
    menu: '菜单',
    title: 'AI选校',
    submit: '开始匹配',
    gpaRequired: '请输入GPA',
    degreeRequired: '请选择申请学位',
    asPercent: /^≈ \d+\.\d 分（百分制）$/,
    asFour: /^≈ \d\.\d\d（4分制）$/,
    percent: '百分制',
    four: '4分制',
    languageTest: '语言考试',
    toefl: '托福',
    ielts: '雅思',
    ieltsSeven: '≈ 雅思 7',
    countries: '意向国家',
    uk: '英国',
    australia: '澳大利亚',
    degree: '申请学位',
    master: '硕士',
    schoolType: '本科院校类型',
    regular: '普通本科',
    groups: { reach: '冲刺', match: '匹配', safety: '保底', unrated: '案例太少' },
    chance: /^(\d+)%（\d+%–\d+%）$/,
    cases: /^基于(该校)? \d+ 个案例/,
    tuition: /^(约 ¥[\d.]+万?\/年（[\d,]+ [A-Z]{3}）|约 ¥[\d.]+万?\/年|[\d,]+ [A-Z]{3}\/年|暂无学费信息)$/,
    tooFew: '案例太少，无法估算',
    consult: '咨询',
    apply: '立即申请',
    dialogTitle: '选择咨询国家',
    cancel: '取消',
    method: '我们如何估算',
    methodTitle: '我们如何估算',
    brier: 'Brier 分数',
    login: '请输入手机号或邮箱',
  },
  en: {
    // The desktop's short label (the header holds nine entries); the phone menu's has room for the spec's name.
    nav: 'AI match',
    menuNav: 'AI school selection',
    menu: 'Menu',
    title: 'AI school selection',
    submit: 'Find matches',
    gpaRequired: 'Please enter GPA',
    degreeRequired: 'Please select degree level',
    asPercent: /^≈ \d+\.\d as a percentage$/,
    asFour: /^≈ \d\.\d\d on the 4\.0 scale$/,
    percent: 'Percentage',
    four: '4.0 scale',
    languageTest: 'Language test',
    toefl: 'TOEFL',
    ielts: 'IELTS',
    ieltsSeven: '≈ IELTS 7',
    countries: 'Countries',
    uk: 'United Kingdom',
    australia: 'Australia',
    degree: 'Degree level',
    master: 'Master',
    schoolType: 'Prior school type',
    regular: 'Regular University',
    groups: { reach: 'Reach', match: 'Match', safety: 'Safety', unrated: 'Too few cases' },
    chance: /^(\d+)% \(\d+%–\d+%\)$/,
    cases: /^Based on \d+ cases/,
    tuition: /^(About ¥[\d,]+ a year \([\d,]+ [A-Z]{3}\)|About ¥[\d,]+ a year|[\d,]+ [A-Z]{3} a year|No tuition figure yet)$/,
    tooFew: 'Too few cases to estimate',
    consult: 'Consult',
    apply: 'Apply now',
    dialogTitle: 'Select consultation country',
    cancel: 'Cancel',
    method: 'How we estimate',
    methodTitle: 'How we estimate',
    brier: 'Brier score',
    login: 'Phone number or email',
  },
};

/** A new student, signed in through the API, with the page in `lang`. */
async function signedIn(opts, lang) {
  const account = await registerStudent((await suite.ready).portal);
  const { ctx, page, errors } = await suite.newPage(opts);
  await ctx.addCookies([{ name: 'language', value: lang, url: suite.portal.base }]);
  const login = await ctx.request.post(`${suite.portal.base}/api/auth/student/login`, {
    data: { content: account.account, passWord: account.password },
    headers: { origin: suite.portal.base },
  });
  assert.equal((await login.json()).code, '000');
  return { ctx, page, errors };
}

/** Opens /aiSchool from the top navigation (desktop) or the side menu (phone). */
async function openFromNav(page, T, mobile) {
  await page.goto(`${suite.portal.base}/home`);
  if (mobile) {
    await page.getByRole('button', { name: T.menu }).click();
    await page.getByRole('menuitem', { name: T.menuNav }).click();
  } else {
    await page.locator('.top-nav').getByRole('link', { name: T.nav }).click();
  }
  await page.waitForURL(/\/aiSchool$/);
  await page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
}

/** Picks options of the form's select labelled `label` (all of them for a multiple select). */
async function pick(page, form, label, ...choices) {
  const open = page.locator('.ant-select-dropdown:visible');
  // Bounded waits: a dropdown that stays open fails the test instead of hanging the run.
  const closed = () => page.waitForFunction(() => ![...document.querySelectorAll('.ant-select-dropdown')].some((d) => d.checkVisibility()));
  await closed();
  await form.getByLabel(label, { exact: true }).click();
  for (const c of choices)
    await open
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${c}$`) })
      .first()
      .click();
  if (choices.length > 1 || (await open.count()) > 0) await page.keyboard.press('Escape');
  await closed();
}

const tab = (page, name) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const tabCount = async (page, group) => Number(await page.locator(`.ai-tab--${group} .ai-tab__count`).innerText());

async function matchFlow(opts, lang, mobile) {
  const T = TEXT[lang];
  const tag = `${lang}-${mobile ? 'phone' : 'desktop'}`;
  const { ctx, page, errors } = await signedIn(opts, lang);
  await openFromNav(page, T, mobile);
  const form = page.locator('.ai-form');
  await form.waitFor();

  // Nothing filled: the server's rules, naming the field.
  await form.getByRole('button', { name: T.submit }).click();
  await form.getByText(T.gpaRequired, { exact: true }).waitFor();
  await form.getByText(T.degreeRequired, { exact: true }).waitFor();

  // The GPA on the other scale, live, both ways; a TOEFL score as IELTS.
  const gpa = form.getByRole('textbox', { name: 'GPA' });
  const converted = form.getByTestId('gpa-converted');
  await gpa.fill('85');
  await form.getByText(T.percent, { exact: true }).click();
  await converted.waitFor();
  assert.match(await converted.innerText(), T.asFour);
  await form.getByText(T.four, { exact: true }).click();
  await gpa.fill('3.2');
  await page.waitForFunction(
    (re) => new RegExp(re).test(document.querySelector('[data-testid=gpa-converted]')?.textContent ?? ''),
    T.asPercent.source,
  );
  await pick(page, form, T.languageTest, T.toefl);
  const score = form.locator('#languageScore');
  assert.equal(await score.getAttribute('placeholder'), '0–120');
  await score.fill('100');
  assert.equal(await form.getByTestId('ielts-equivalent').innerText(), T.ieltsSeven);
  await pick(page, form, T.languageTest, T.ielts);
  await score.fill('6.5');
  await pick(page, form, T.countries, T.uk, T.australia);
  await pick(page, form, T.degree, T.master);
  await pick(page, form, T.schoolType, T.regular);
  await shot(page, `ai-school-form-${tag}`);

  await form.getByRole('button', { name: T.submit }).click();
  const results = page.locator('.ai-layout__results');
  const cards = results.locator('.ai-group:visible .ai-card');
  await cards.first().waitFor({ timeout: 30_000 });
  // Reach, match and safety each hold programmes; match opens first.
  for (const g of ['reach', 'match', 'safety', 'unrated']) assert.ok((await tabCount(page, g)) > 0, `${g} has programmes`);
  assert.equal(await tab(page, T.groups.match).getAttribute('aria-selected'), 'true');

  const card = cards.first();
  const chance = (await card.locator('.ai-card__chance-value').innerText()).trim();
  const pct = Number(T.chance.exec(chance)?.[1]);
  assert.ok(pct >= 40 && pct < 75, `a match chance: ${chance}`);
  assert.match((await card.locator('.ai-card__cases').innerText()).trim(), T.cases);
  assert.ok((await card.locator('.ai-reason').count()) > 0, 'the reasons are listed');
  assert.ok((await card.locator('.ai-reason__icon--good, .ai-reason__icon--bad, .ai-reason__icon--neutral').count()) > 0);
  assert.match((await card.locator('.ai-card__tuition').innerText()).trim(), T.tuition);
  if (lang === 'cn') assert.ok((await card.locator('.ai-card__uni-en').count()) === 1, 'cn: the English name below the Chinese one');
  await page.waitForTimeout(300);
  await shot(page, `ai-school-results-${tag}`);

  // Reach below 40%, safety from 75%, the rest without a number.
  await tab(page, T.groups.reach).click();
  const reach = Number(T.chance.exec((await cards.first().locator('.ai-card__chance-value').innerText()).trim())?.[1]);
  assert.ok(reach < 40, `a reach chance: ${reach}`);
  await tab(page, T.groups.safety).click();
  const safety = Number(T.chance.exec((await cards.first().locator('.ai-card__chance-value').innerText()).trim())?.[1]);
  assert.ok(safety >= 75, `a safety chance: ${safety}`);
  await tab(page, T.groups.unrated).click();
  assert.equal((await cards.first().locator('.ai-card__too-few').innerText()).trim(), T.tooFew);
  assert.equal(await cards.first().locator('.ai-card__chance-value').count(), 0);
  await shot(page, `ai-school-unrated-${tag}`);

  // Consult about a programme: the country dialog with its country chosen.
  await tab(page, T.groups.match).click();
  const first = cards.first();
  const country = (await first.locator('.ai-card__meta').innerText()).split(' · ')[0];
  await first.getByRole('button', { name: T.consult }).click();
  const dialog = page.locator('.consult-dialog');
  await dialog.getByText(T.dialogTitle).waitFor();
  assert.match(await dialog.getByRole('radio', { checked: true }).innerText(), new RegExp(country));
  await page.waitForTimeout(400);
  await shot(page, `ai-school-consult-${tag}`);
  await dialog.getByRole('button', { name: T.cancel }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Apply from a programme: the wizard's new form carrying its university.
  const uniId = new URL(await first.locator('.ai-card__uni').getAttribute('href'), suite.portal.base).searchParams.get('uniId');
  await first.getByRole('button', { name: T.apply }).click();
  await page.waitForURL(new RegExp(`/studentInfo\\?id=0&carryUniId=${uniId}`));
  await page.locator('#wizard-step-title').waitFor();

  // Back on the page later in the tab: the last form and its results are there again.
  await page.goto(`${suite.portal.base}/aiSchool`);
  await cards.first().waitFor({ timeout: 30_000 });
  assert.equal(await form.locator('#languageScore').inputValue(), '6.5');

  // How we estimate: the Brier scores and the reliability chart.
  await page.getByRole('link', { name: T.method }).first().click();
  await page.waitForURL(/\/aiSchool\/method$/);
  await page.getByRole('heading', { name: T.methodTitle, level: 1 }).waitFor();
  const brier = page.getByTestId('brier');
  await brier.waitFor();
  assert.match(await brier.innerText(), new RegExp(`${T.brier}\\s+0\\.\\d{3}`));
  assert.match(await page.getByTestId('baseline-brier').innerText(), /0\.\d{3}/);
  await page.locator('.ai-method__chart canvas').first().waitFor({ timeout: 20_000 });
  await page.locator('.ai-method__chart').scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  await shot(page, `ai-school-method-${tag}`);
  await page.goBack();
  await page.waitForURL(/\/aiSchool$/);
  await cards.first().waitFor({ timeout: 30_000 });
  assert.deepEqual(errors, []);
  await ctx.close();
}

describe('AI school selection', () => {
  test('desktop cn: the nav entry, the form, reach/match/safety, consult, apply, how we estimate', () => matchFlow(DESKTOP, 'cn', false));
  test('phone cn: the menu entry and the same flow', () => matchFlow(MOBILE, 'cn', true));
  test('desktop en', () => matchFlow(DESKTOP, 'en', false));
  test('phone en', () => matchFlow({ ...MOBILE, locale: 'en-US' }, 'en', true));

  test('without a session the entry asks for login (the dialog on desktop, /loginIndex on a phone)', async () => {
    const desk = await suite.newPage(DESKTOP);
    await desk.page.goto(`${suite.portal.base}/home`);
    await desk.page.locator('.top-nav').getByRole('link', { name: TEXT.cn.nav }).click();
    await desk.page.getByPlaceholder(TEXT.cn.login).waitFor();
    await desk.page.goto(`${suite.portal.base}/aiSchool/method`);
    await desk.page.waitForURL(/\/home\?redirect=%2FaiSchool%2Fmethod/);
    assert.deepEqual(desk.errors, []);
    await desk.ctx.close();

    const phone = await suite.newPage(MOBILE);
    await phone.page.goto(`${suite.portal.base}/home`);
    await phone.page.getByRole('button', { name: TEXT.cn.menu }).click();
    await phone.page.getByRole('menuitem', { name: TEXT.cn.menuNav }).click();
    await phone.page.waitForURL(/\/loginIndex\?redirect=%2FaiSchool/);
    assert.deepEqual(phone.errors, []);
    await phone.ctx.close();
  });
});
