// Browser test of the account consents (issue 15): registering in cn needs the box agreeing to the
// terms and the privacy policy (without it the form says so) and records both consents; /privacy
// and /terms read in en and cn, desktop (1440 px) and phone (390 px); an account registered by a
// client that did not ask (API without agreePolicy) meets the blocking consent dialog at its first
// page, agrees, and is not asked again; declining logs out.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, btn, freshPhone, portalSuite, shot } from './harness.mjs';

const suite = portalSuite(before, after);
const PASSWORD = 'Consent8ok';
const PHONE390 = { ...MOBILE, viewport: { width: 390, height: 844 } };

const api = (path, body, headers = {}) =>
  fetch(`${suite.portal.base}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  }).then((r) => r.json());

/** An account registered through the API as an older client would: without agreePolicy. */
async function registerWithoutConsent() {
  const phone = freshPhone();
  assert.equal((await api('/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 })).code, '000');
  const code = await suite.portal.lastCode(phone);
  const r = await api('/auth/student/register', {
    phoneNumber: phone,
    passWord: PASSWORD,
    rePassWord: PASSWORD,
    verifyCode: code,
    stuUniName: '北京大学',
  });
  assert.equal(r.code, '000');
  return phone;
}

async function signedInPage(opts, phone, lang = 'cn') {
  const { ctx, page, errors } = await suite.newPage(opts);
  if (lang === 'en') await ctx.addCookies([{ name: 'language', value: 'en', url: suite.portal.base }]);
  const login = await ctx.request.post(`${suite.portal.base}/api/auth/student/login`, {
    data: { content: phone, passWord: PASSWORD },
    headers: { origin: suite.portal.base },
  });
  assert.equal((await login.json()).code, '000');
  return { ctx, page, errors };
}

describe('account consents', () => {
  test('register in cn: without the box the form says so; ticked, both consents are recorded', async () => {
    const { ctx, page, errors } = await suite.newPage(DESKTOP);
    const phone = freshPhone();
    await page.goto(`${suite.portal.base}/register`);
    await page.getByPlaceholder('请输入手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByPlaceholder('请输入验证码').fill(await suite.portal.lastCode(phone));
    await page.getByPlaceholder('请输入6-12带有数字+字母的密码').fill(PASSWORD);
    await page.getByPlaceholder('请再次输入密码').fill(PASSWORD);
    await page.getByRole('combobox').fill('北京');
    await page.locator('.ant-select-item-option').first().waitFor();
    await page.locator('.ant-select-item-option').first().click();
    const box = page.getByRole('checkbox', { name: /我已阅读并同意/ });
    assert.equal(await box.isChecked(), false);
    assert.equal(await page.getByRole('link', { name: '《用户协议》' }).getAttribute('href'), '/terms');
    assert.equal(await page.getByRole('link', { name: '《隐私政策》' }).getAttribute('target'), '_blank');
    await btn(page, '注册').click();
    await page.getByText('请阅读并勾选同意《用户协议》和《隐私政策》').waitFor();
    await shot(page, 'privacy-register-needs-consent-cn');
    assert.ok(page.url().includes('/register'), 'not registered without the box');
    await box.check();
    await btn(page, '注册').click();
    await page.waitForURL(/\/home/);
    await page.locator('.user-chip').waitFor();
    // The consents are on the account, and the gate does not ask.
    const list = await page.evaluate(() => fetch('/api/privacy/consents').then((r) => r.json()));
    assert.deepEqual(list.data.map((c) => c.kind).sort(), ['privacy', 'terms']);
    assert.ok(list.data.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.version) && c.ip));
    await page.waitForTimeout(800);
    assert.equal(await page.locator('.consent-gate').count(), 0);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('/privacy in en and /terms in cn, desktop and 390 px', async () => {
    for (const [opts, label] of [
      [DESKTOP, 'desktop'],
      [PHONE390, 'mobile'],
    ]) {
      const en = await suite.newPage(opts);
      await en.ctx.addCookies([{ name: 'language', value: 'en', url: suite.portal.base }]);
      await en.page.goto(`${suite.portal.base}/privacy`);
      await en.page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await en.page.getByRole('heading', { name: '5. Transfer to universities abroad' }).waitFor();
      assert.match(await en.page.locator('.policy-page__meta').innerText(), /Version \d{4}-\d{2}-\d{2}/);
      const width = await en.page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= opts.viewport.width, `no sideways scroll (${width})`);
      await shot(en.page, `privacy-policy-en-${label}`);
      assert.deepEqual(en.errors, []);
      await en.ctx.close();

      const cn = await suite.newPage(opts);
      await cn.page.goto(`${suite.portal.base}/terms`);
      await cn.page.getByRole('heading', { level: 1, name: '用户协议' }).waitFor();
      await cn.page.getByRole('link', { name: '另见《隐私政策》' }).waitFor();
      await shot(cn.page, `privacy-terms-cn-${label}`);
      // An unknown version says so and links the current one.
      await cn.page.goto(`${suite.portal.base}/privacy?version=1999-01-01`);
      await cn.page.getByText('该版本不存在').waitFor();
      assert.deepEqual(cn.errors, []);
      await cn.ctx.close();
    }
  });

  test('an account without consent meets the gate at its first page and agrees (cn, desktop)', async () => {
    const phone = await registerWithoutConsent();
    const { ctx, page, errors } = await signedInPage(DESKTOP, phone);
    await page.goto(`${suite.portal.base}/home`);
    const gate = page.locator('.consent-gate');
    await gate.getByText('使用账号前，请阅读并同意以下条款。').waitFor();
    await gate.getByText(/隐私政策（\d{4}-\d{2}-\d{2} 版/).waitFor();
    await gate.getByText(/用户协议（\d{4}-\d{2}-\d{2} 版/).waitFor();
    assert.equal(await gate.getByRole('link', { name: '阅读全文' }).count(), 2);
    await page.waitForTimeout(600); // the dialog's opening animation
    await shot(page, 'privacy-gate-cn-desktop');
    // It cannot be dismissed with Escape.
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    assert.equal(await gate.isVisible(), true);
    await btn(gate, '同意并继续').click();
    await gate.waitFor({ state: 'hidden' });
    await page.reload();
    await page.locator('.user-chip').waitFor();
    await page.waitForTimeout(800);
    assert.equal(await page.locator('.consent-gate').count(), 0, 'not asked again');
    const status = await page.evaluate(() => fetch('/api/privacy/consents/status').then((r) => r.json()));
    assert.deepEqual(status.data.pending, []);
    // The personal centre lists both consents with their version and time.
    await page.goto(`${suite.portal.base}/user?menuItem=5`);
    const card = page.getByTestId('account-consents-card');
    await card.getByText('《用户协议》与《隐私政策》').waitFor();
    // The list comes with its own request after the card's heading.
    await card.locator('.account-consents li').nth(1).waitFor();
    assert.equal(await card.locator('.account-consents li').count(), 2);
    assert.equal(await card.getByText('当前版本').count(), 2);
    await card.getByText(/如需撤回，请注销账号/).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'privacy-account-consents-cn-desktop');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the gate in en at 390 px: decline logs out', async () => {
    const phone = await registerWithoutConsent();
    const { ctx, page, errors } = await signedInPage(PHONE390, phone, 'en');
    await page.goto(`${suite.portal.base}/home`);
    const gate = page.locator('.consent-gate');
    await gate.getByText('Before using your account, please read and accept these texts.').waitFor();
    await gate.getByText(/Privacy Policy \(version \d{4}-\d{2}-\d{2}/).waitFor();
    await page.waitForTimeout(600);
    await shot(page, 'privacy-gate-en-mobile');
    await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), btn(gate, 'Decline and log out').click()]);
    await page.waitForFunction(() => !document.cookie.includes('student-session=1'));
    const status = await page.evaluate(() => fetch('/api/privacy/consents/status').then((r) => r.json()));
    assert.equal(status.code, '002', 'signed out');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the account consents card in en at 390 px', async () => {
    const phone = freshPhone();
    assert.equal((await api('/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 })).code, '000');
    const code = await suite.portal.lastCode(phone);
    const reg = {
      phoneNumber: phone,
      passWord: PASSWORD,
      rePassWord: PASSWORD,
      verifyCode: code,
      stuUniName: '北京大学',
      agreePolicy: true,
    };
    assert.equal((await api('/auth/student/register', reg)).code, '000');
    const { ctx, page, errors } = await signedInPage(PHONE390, phone, 'en');
    await page.goto(`${suite.portal.base}/user?menuItem=5`);
    const card = page.getByTestId('account-consents-card');
    await card.getByText('Terms of Service and Privacy Policy', { exact: true }).waitFor();
    await card.locator('.account-consents li').nth(1).waitFor();
    assert.equal(await card.getByText('Current version').count(), 2);
    await card.getByText(/to withdraw them, delete the account/).waitFor();
    assert.equal(await page.locator('.consent-gate').count(), 0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'privacy-account-consents-en-mobile');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
