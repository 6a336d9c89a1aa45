// Browser test of the console's country settings (1440 px, cn and en): an admin sees every study
// country and the rates, a javascript: link is refused under its field, a saved chat link is what
// a student's consultation about that country opens next; a rate is changed in place; a clerk sees
// the same tables without edit buttons. The link is set back at the end (the run shares one portal).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, freshPhone, portalSuite, shot } from './harness.mjs';

const suite = portalSuite(before, after);
const ADMIN = { account: 'admin@portal.local', password: 'Admin12345' };
// Seeded with the demo data (SEED_DEMO=1).
const CLERK = { account: 'clerk@demo.local', password: 'Clerk123' };
const PASSWORD = 'Country8set';
const UK = '140';

const api = (path, body) =>
  fetch(`${suite.portal.base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  }).then((r) => r.json());

async function register() {
  const phone = freshPhone();
  assert.equal((await api('/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 })).code, '000');
  const code = await suite.portal.lastCode(phone);
  const r = await api('/auth/student/register', {
    phoneNumber: phone,
    passWord: PASSWORD,
    rePassWord: PASSWORD,
    verifyCode: code,
    stuUniName: '北京大学',
    agreePolicy: true,
  });
  assert.equal(r.code, '000');
  return { account: phone, password: PASSWORD };
}

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

const rowOf = (page, name) => page.locator('.console-table').first().locator('tr', { hasText: name }).first();
const toastText = (page, text) => page.locator('.ant-message-notice', { hasText: text }).first();

describe('country settings', () => {
  let link;
  test('an admin sets a chat link (a javascript: link refused), and a student consulting about the country opens it', async () => {
    link = `${suite.portal.base}/api/consult/chat?country=${UK}&from=settings`;
    const { ctx, page, errors } = await open('cn', ADMIN);
    await page.goto(`${suite.portal.base}/console/settings/countries`);
    await page.getByRole('heading', { name: '国家设置' }).waitFor();
    const uk = rowOf(page, '英国');
    await uk.waitFor();
    assert.match(await uk.innerText(), /GBP/);
    assert.match(await uk.innerText(), /演示聊天页/);
    await page.getByText('参考汇率').first().waitFor();
    await shot(page, 'country-settings-cn');

    await page.getByRole('button', { name: '编辑英国' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('咨询链接').waitFor();
    const input = drawer.getByLabel('咨询链接');
    await input.fill('javascript:alert(1)');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await drawer.locator('.ant-form-item-explain-error', { hasText: '请输入以 http:// 或 https:// 开头的完整链接' }).waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'country-settings-drawer-error-cn');
    await input.fill(link);
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await toastText(page, '已保存：英国').waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await rowOf(page, '英国').getByRole('link', { name: link }).waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();

    // A student asks about the UK: the new link opens in a new tab.
    const student = await register();
    const s = await open('cn', student);
    const r = await post(s.ctx, '/uni/school-university/listUniByKeyWords', { countryId: UK, uniNameLike: '', pageNo: 1, pageSize: 5 });
    const uni = r.data.list[0];
    await s.page.goto(`${suite.portal.base}/Instiutiondetail?uniId=${uni.uniId}`);
    await s.page.locator('.uni-banner__name').first().waitFor();
    await s.page.getByRole('button', { name: '院校咨询' }).first().click();
    const dialog = s.page.locator('.consult-dialog');
    await dialog.getByText('选择咨询国家').waitFor();
    // The page's country is chosen already, so 开始咨询 is enabled: wait for both before the click.
    await dialog.getByRole('radio', { name: '英国', checked: true }).waitFor();
    const startButton = dialog.getByRole('button', { name: '开始咨询' });
    assert.ok(await startButton.isEnabled(), '开始咨询 is enabled');
    const [chat] = await Promise.all([s.ctx.waitForEvent('page'), startButton.click()]);
    await chat.waitForURL(/from=settings/);
    assert.equal(chat.url(), link);
    assert.deepEqual(s.errors, []);
    await s.ctx.close();
  });

  test('in English an admin changes a rate in place; a clerk sees the tables without edit buttons', async () => {
    const { ctx, page, errors } = await open('en', ADMIN);
    await page.goto(`${suite.portal.base}/console/settings/countries`);
    await page.getByRole('heading', { name: 'Country settings' }).waitFor();
    await rowOf(page, 'United Kingdom').waitFor();
    const rate = page.getByLabel('Rate of GBP');
    const before = await rate.inputValue();
    await rate.fill('1000');
    const rates = page.locator('.console-countries__rates');
    await rates.locator('tr', { hasText: 'GBP' }).getByRole('button', { name: 'Save' }).click();
    await rates.getByText('The rate must be more than 0 and less than 1000').waitFor();
    await rate.fill('9.35');
    await rates.locator('tr', { hasText: 'GBP' }).getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Rate saved: GBP').waitFor();
    await rowOf(page, 'United Kingdom').getByText('9.35 yuan').waitFor();
    await shot(page, 'country-settings-en');
    await page.locator('.console-countries__rates').scrollIntoViewIfNeeded();
    await shot(page, 'country-settings-rates-en');
    // Back as it was; the UK's chat link too (the run shares one portal).
    const rateList = (await (await ctx.request.get(`${suite.portal.base}/api/console/rates`)).json()).data;
    const gbp = rateList.find((r) => r.currency === 'GBP');
    assert.equal(
      (await post(ctx, '/console/rates/save', { currency: 'GBP', cnyPerUnit: Number(before), updatedAt: gbp.updatedAt })).code,
      '000',
    );
    const list = (await (await ctx.request.get(`${suite.portal.base}/api/console/countries`)).json()).data;
    const uk = list.find((c) => c.countryId === UK);
    const saved = await post(ctx, '/console/countries/save', { ...uk, chatUrl: '' });
    assert.equal(saved.code, '000');

    // The demo clerk: the same tables, read-only.
    assert.deepEqual(errors, []);
    await ctx.close();
    const c = await open('en', CLERK);
    await c.page.goto(`${suite.portal.base}/console/settings/countries`);
    await rowOf(c.page, 'United Kingdom').waitFor();
    assert.equal(await c.page.getByRole('button', { name: 'Edit' }).count(), 0);
    assert.equal(await c.page.locator('.console-rates__input').count(), 0);
    await c.page.getByText('only admins can change them').waitFor();
    await shot(c.page, 'country-settings-clerk-en');
    assert.deepEqual(c.errors, []);
    await c.ctx.close();
  });
});
