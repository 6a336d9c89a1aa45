// Browser test of the student's rights (issue 15), cn and en: personal centre → 隐私与数据 →
// download "my data" (the zip arrives and holds my-data.json with the account's own rows) → delete
// the account with the code from the dev outbox → goodbye, signed out, and the password no longer
// signs in. Desktop 1440 px in cn, phone 390 px in en; screenshots of both languages and sizes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, portalSuite, registerStudent, shot } from './harness.mjs';

const suite = portalSuite(before, after);
/** Two accounts registered at the start, so that their code minute has mostly passed when deleting. */
const accounts = [];
before(async () => {
  await suite.ready;
  for (let i = 0; i < 2; i++) accounts.push({ ...(await registerStudent(suite.portal)), at: Date.now() });
});

/** Sends of a code to one destination from one address: one a minute (the registration's came first). */
async function waitCodeMinute(who) {
  const left = who.at + 61_000 - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}
const PHONE390 = { ...MOBILE, viewport: { width: 390, height: 844 } };

/** The entries of a zip (names and inflated bytes), read from its central directory. */
function unzip(buf) {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(end >= 0, 'a zip');
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  const out = new Map();
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extra = buf.readUInt16LE(p + 30);
    const comment = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const packed = buf.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(packed) : packed);
    p += 46 + nameLen + extra + comment;
  }
  return out;
}

async function signedInPage(opts, who, lang) {
  const { ctx, page, errors } = await suite.newPage(opts);
  await ctx.addCookies([{ name: 'language', value: lang, url: suite.portal.base }]);
  const login = await ctx.request.post(`${suite.portal.base}/api/auth/student/login`, {
    data: { content: who.account, passWord: who.password },
    headers: { origin: suite.portal.base },
  });
  assert.equal((await login.json()).code, '000');
  return { ctx, page, errors };
}

const T = {
  cn: {
    menu: '隐私与数据',
    download: '下载我的数据',
    del: '注销账号',
    getCode: '获取验证码',
    sent: /验证码已发送至/,
    code: '请输入 6 位验证码',
    confirm: /确认永久注销账号/,
    ok: '确认注销',
    bye: '账号已注销',
    home: '返回首页',
    navLink: '院校库',
    loginRegister: '登录/注册',
  },
  en: {
    menu: 'Privacy & my data',
    download: 'Download my data',
    del: 'Delete the account',
    getCode: 'Get code',
    sent: /Code sent to/,
    code: 'Enter the 6-digit code',
    confirm: /delete the account for good/,
    ok: 'Delete for good',
    bye: 'The account has been deleted',
    home: 'Back to the home page',
    navLink: 'Universities',
    loginRegister: 'Log in / Register',
  },
};

/**
 * Download my data, delete the account with the outbox code, check the goodbye and that login fails.
 * `leave`: 'home', the goodbye's button; 'nav', a link of the header (the page it opens is a visitor's).
 */
async function downloadAndDelete(page, who, lang, name, leave = 'home') {
  const t = T[lang];
  await page.getByTestId('my-data-card').waitFor();
  await shot(page, `my-data-centre-${name}`);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: t.download }).click(),
  ]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'my-data-')), download.suggestedFilename());
  await download.saveAs(file);
  assert.match(download.suggestedFilename(), /^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzip(fs.readFileSync(file));
  assert.ok(entries.has('my-data.json'), `the zip lists my-data.json: ${[...entries.keys()]}`);
  const json = entries.get('my-data.json').toString('utf8');
  assert.ok(json.includes(who.account), 'the JSON holds the account');
  assert.ok(!/password_hash|passwordHash/.test(json), 'no password hash');

  // The icon's label is part of the button's name: not an exact match.
  await page.getByRole('button', { name: t.del }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // The registration's code went to the same phone from the same address: one code a minute.
  await waitCodeMinute(who);
  await dialog.getByRole('button', { name: t.getCode }).click();
  await dialog.getByText(t.sent).waitFor();
  const code = await suite.portal.lastCode(who.account);
  await dialog.getByPlaceholder(t.code).fill(code);
  await dialog.getByRole('checkbox', { name: t.confirm }).check();
  await shot(page, `my-data-delete-dialog-${name}`);
  await dialog.getByRole('button', { name: t.ok }).click();
  await page.getByTestId('goodbye').getByText(t.bye).waitFor({ timeout: 20_000 });
  await shot(page, `my-data-goodbye-${name}`);
  if (leave === 'home') {
    await page.getByRole('button', { name: t.home }).click();
    await page.waitForURL(/\/home/);
  } else {
    await page.getByRole('link', { name: t.navLink, exact: true }).first().click();
    await page.waitForURL(/\/Institutional/);
    // Signed out: the header offers to log in, and no "session ended" dialog comes up.
    await page.getByRole('button', { name: t.loginRegister }).first().waitFor();
    await page.waitForTimeout(1500);
    assert.equal(await page.locator('.ant-modal:visible').count(), 0, 'no dialog after leaving the goodbye');
    await shot(page, `my-data-after-goodbye-${name}`);
  }
  const again = await fetch(`${suite.portal.base}/api/auth/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: suite.portal.base },
    body: JSON.stringify({ content: who.account, passWord: who.password }),
  }).then((r) => r.json());
  assert.notEqual(again.code, '000', 'the deleted account no longer signs in');
  const info = await page.evaluate(() => fetch('/api/admin/user/getInfo').then((r) => r.json()));
  assert.notEqual(info.code, '000', 'the browser is signed out');
}

describe('my data and deleting the account', () => {
  test('screenshots: cn at 390 px and en at 1440 px', async () => {
    const who = await registerStudent(suite.portal);
    for (const [opts, lang, name] of [
      [PHONE390, 'cn', 'cn-390'],
      [DESKTOP, 'en', 'en-desktop'],
    ]) {
      const { ctx, page, errors } = await signedInPage(opts, who, lang);
      await page.goto(`${suite.portal.base}/user?menuItem=5`);
      await page.getByTestId('delete-account-card').waitFor();
      await page.getByText(T[lang].menu, { exact: true }).first().waitFor();
      await shot(page, `my-data-centre-${name}`);
      await page.getByTestId('delete-account-card').scrollIntoViewIfNeeded();
      await shot(page, `my-data-delete-card-${name}`);
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  });

  test('cn, desktop 1440: 隐私与数据 from the personal centre menu, download, delete', async () => {
    const who = accounts[0];
    const { ctx, page, errors } = await signedInPage(DESKTOP, who, 'cn');
    await page.goto(`${suite.portal.base}/user`);
    await page.getByRole('menuitem', { name: T.cn.menu }).click();
    await page.waitForURL(/menuItem=5/);
    await downloadAndDelete(page, who, 'cn', 'cn-desktop', 'nav');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('en, phone 390: the mobile menu leads to Privacy & my data, download, delete', async () => {
    const who = accounts[1];
    const { ctx, page, errors } = await signedInPage(PHONE390, who, 'en');
    await page.goto(`${suite.portal.base}/user?menuItem=5`);
    await downloadAndDelete(page, who, 'en', 'en-390');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
