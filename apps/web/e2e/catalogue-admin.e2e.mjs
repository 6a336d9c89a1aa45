// Browser test of the console's catalogue screens (cn and en, 1440 px and a 390 px phone): a clerk
// (registered here and given the role) finds a programme, changes its tuition, and the public
// programme page shows the new fee at once; leaving with unsaved changes asks first; the English
// introduction of a university is rewritten with the rich-text editor (a bold word included) and
// the public university page shows it at once. Screenshots of every screen go to /tmp/shots/B.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { devices } from 'playwright-core';
import { DESKTOP, freshPhone, pickOption, portalSuite } from './harness.mjs';

const suite = portalSuite(before, after);
const ADMIN = { account: 'admin@portal.local', password: 'Admin12345' };
const PASSWORD = 'Catalog8ue';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/B';
const PHONE = { ...devices['iPhone 12'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };

async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

const call = (pathname, body, token) =>
  fetch(`${suite.portal.base}/api${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body ?? {}),
  }).then((r) => r.json());

/** A new account made a clerk by the admin: the test's own staff member. */
async function newClerk() {
  const phone = freshPhone();
  assert.equal((await call('/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 })).code, '000');
  const code = await suite.portal.lastCode(phone);
  const r = await call('/auth/student/register', {
    phoneNumber: phone,
    passWord: PASSWORD,
    rePassWord: PASSWORD,
    verifyCode: code,
    stuUniName: '北京大学',
    agreePolicy: true,
  });
  assert.equal(r.code, '000');
  const admin = await call('/auth/student/login', { content: ADMIN.account, passWord: ADMIN.password });
  const own = await call('/auth/student/login', { content: phone, passWord: PASSWORD });
  const me = await fetch(`${suite.portal.base}/api/admin/user/getInfo`, { headers: { token: own.data.token } }).then((x) => x.json());
  const userId = me.data?.user?.userId ?? me.data?.userId;
  assert.ok(userId, 'the new account has an id');
  assert.equal((await call('/admin/user/changeRoles', { userId, roles: ['clerk'] }, admin.data.token)).code, '000');
  return { account: phone, password: PASSWORD };
}

async function open(lang, who, device = DESKTOP) {
  const { ctx, page, errors } = await suite.newPage({ ...device, locale: lang === 'cn' ? 'zh-CN' : 'en-US' });
  await ctx.addCookies([{ name: 'language', value: lang, url: suite.portal.base }]);
  const login = await ctx.request.post(`${suite.portal.base}/api/auth/student/login`, {
    data: { content: who.account, passWord: who.password },
    headers: { origin: suite.portal.base },
  });
  assert.equal((await login.json()).code, '000');
  return { ctx, page, errors };
}

async function post(ctx, pathname, body) {
  const r = await ctx.request.post(`${suite.portal.base}/api${pathname}`, { data: body, headers: { origin: suite.portal.base } });
  return r.json();
}

/** The table's first data row; on a timeout the page is kept as a screenshot to show why. */
async function firstRow(page, name) {
  try {
    await page.locator('.console-table tbody tr.ant-table-row').first().waitFor({ timeout: 20_000 });
  } catch (e) {
    await shot(page, `failed-${name}`);
    throw e;
  }
}

const toastText = (page, text) => page.locator('.ant-message-notice', { hasText: text }).first();

describe('catalogue console', () => {
  let clerk;
  let oxford;
  let majorId;
  before(async () => {
    clerk = await newClerk();
  });

  test('cn: lists, a tuition edited in the console shows on the public programme page at once, and leaving unsaved asks', async () => {
    const { ctx, page, errors } = await open('cn', clerk);
    // The list: search by pinyin, then open the university.
    await page.goto(`${suite.portal.base}/console/catalogue/universities`);
    await page.getByRole('heading', { name: '院校' }).waitFor();
    await firstRow(page, 'row1');
    await shot(page, 'universities-cn-1440');
    await page.getByLabel('中文名、英文名、拼音或简称').fill('niujin');
    await page.getByLabel('中文名、英文名、拼音或简称').press('Enter');
    const row = page.locator('.console-table tbody tr.ant-table-row', { hasText: 'University of Oxford' }).first();
    await row.waitFor();
    assert.match(page.url(), /keyword=niujin/);
    const list = await post(ctx, '/console/universities/list', { keyword: 'oxford' });
    oxford = list.data.list.find((u) => u.uniEnName === 'University of Oxford').uniId;
    const majors = await post(ctx, '/console/majors/list', { uniId: oxford, status: '0', pageSize: 5 });
    majorId = majors.data.list[0].majorId;

    // Choose a column off: remembered after a reload.
    await page.getByRole('button', { name: '列设置' }).click();
    // A click while the popover is still opening can do nothing on a loaded machine: tried again.
    const majorsColumn = page.getByRole('checkbox', { name: '专业数' });
    for (let attempt = 1; ; attempt++) {
      try {
        await majorsColumn.uncheck({ timeout: 5000 });
        break;
      } catch (e) {
        if (!(await majorsColumn.isChecked())) break;
        if (attempt >= 3) throw e;
        await page.waitForTimeout(300);
      }
    }
    await page.keyboard.press('Escape');
    await page.reload();
    await row.waitFor();
    assert.equal(await page.locator('.console-table thead th', { hasText: '专业数' }).count(), 0);

    // Programmes of Oxford.
    await page.goto(`${suite.portal.base}/console/catalogue/majors?uniId=${oxford}`);
    await page.getByRole('heading', { name: '专业' }).waitFor();
    await firstRow(page, 'row2');
    await shot(page, 'majors-cn-1440');
    // Bulk edit of one field across two chosen rows (a stipend of 0, as the demo rows have: nothing else changes).
    const boxes = page.locator('.console-table tbody tr.ant-table-row .ant-checkbox-input');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByText('已选 2 项').waitFor();
    await page.getByRole('button', { name: '批量修改' }).click();
    const modal = page.getByRole('dialog', { name: '批量修改专业' });
    await pickOption(page, modal.locator('.ant-select').first(), '奖学金');
    // The value box turns into a number box for a stipend: fill that one, not the text box it replaces.
    await modal.getByRole('spinbutton', { name: '新值' }).fill('0');
    await shot(page, 'majors-bulk-cn-1440');
    await modal.getByRole('button', { name: /应\s*用/ }).click();
    await page.getByText(/确定把所选 2 个专业/).waitFor();
    await page
      .getByRole('button', { name: /确\s*定/ })
      .last()
      .click();
    await toastText(page, '已更新').waitFor();

    // The public page first (its answer is cached), then the edit.
    const pub = await suite.newPage({ ...DESKTOP });
    await pub.ctx.addCookies([{ name: 'language', value: 'cn', url: suite.portal.base }]);
    await pub.page.goto(`${suite.portal.base}/majordetail?majorId=${majorId}`);
    await pub.page.waitForLoadState('networkidle');
    const fee = 40000 + Math.floor(Math.random() * 9000);
    const feeText = new RegExp(`${String(fee).slice(0, 2)},?${String(fee).slice(2)}`);
    assert.doesNotMatch(await pub.page.locator('body').innerText(), feeText);

    await page.goto(`${suite.portal.base}/console/catalogue/majors/${majorId}`);
    await page.getByText('学费与日期').waitFor();
    await shot(page, 'major-edit-cn-1440');
    const tuition = page.getByLabel('学费（每年）');
    await tuition.fill(String(fee));
    // Leaving with the change unsaved asks; staying keeps it.
    await page.getByRole('link', { name: '返回列表' }).click();
    await page.getByText('本页的修改将丢失').waitFor();
    await shot(page, 'major-leave-cn-1440');
    await page.getByRole('button', { name: '留在本页' }).click();
    assert.equal(await tuition.inputValue(), String(fee));
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await toastText(page, '专业已保存').waitFor();

    await pub.page.reload();
    await pub.page.getByText(feeText).first().waitFor({ timeout: 10_000 });
    await pub.ctx.close();
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('cn: a programme made by hand from the programme list (its university asked first) shows on the public page', async () => {
    const { ctx, page, errors } = await open('cn', clerk);
    await page.goto(`${suite.portal.base}/console/catalogue/majors`);
    await page.getByRole('heading', { name: '专业' }).waitFor();
    await page.getByRole('button', { name: '新建专业' }).click();
    const ask = page.getByRole('dialog', { name: '新专业属于哪所院校？' });
    await ask.getByRole('button', { name: /继\s*续/ }).click();
    await ask.getByText('请先选择院校').waitFor();
    await ask.getByRole('combobox').fill('oxford');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'University of Oxford' })
      .first()
      .click();
    await ask.getByRole('button', { name: /继\s*续/ }).click();
    await page.getByRole('heading', { name: '新建专业' }).waitFor();
    assert.match(page.url(), /\/console\/catalogue\/majors\/new\?uniId=\d+$/);
    await page.getByRole('link', { name: '牛津大学' }).first().waitFor();

    // Saving it empty asks for the names and creates nothing.
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    assert.match(page.url(), /majors\/new/);

    const tag = String(Date.now()).slice(-6);
    const name = `人工智能伦理 ${tag}`;
    await page.getByLabel('中文名称', { exact: true }).fill(name);
    await page.getByLabel('英文名称', { exact: true }).fill(`MSc AI Ethics ${tag}`);
    await page.getByLabel('学费（每年）', { exact: true }).fill('36500');
    await page.getByLabel('币种', { exact: true }).fill('gbp');
    await shot(page, 'major-new-cn-1440');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await toastText(page, '专业已创建').waitFor();
    // Its own page opens (no leave question: nothing is unsaved).
    await page.waitForURL(/\/console\/catalogue\/majors\/\d+$/);
    await page.getByRole('heading', { name }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await (await ctx.request.get(`${suite.portal.base}/api/console/majors/detail?majorId=${id}`)).json();
    assert.equal(saved.code, '000');
    assert.equal(saved.data.currency, 'GBP');
    assert.equal(saved.data.majorTuition, 36500);

    const pub = await suite.newPage({ ...DESKTOP });
    await pub.ctx.addCookies([{ name: 'language', value: 'cn', url: suite.portal.base }]);
    await pub.page.goto(`${suite.portal.base}/majordetail?majorId=${id}`);
    await pub.page.getByText(name).first().waitFor();
    await pub.ctx.close();
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('en: the English introduction edited with the rich-text editor shows on the public university page at once', async () => {
    const { ctx, page, errors } = await open('en', clerk);
    const words = `Edited in the console ${Date.now()}`;
    await page.goto(`${suite.portal.base}/console/catalogue/universities`);
    await page.getByRole('heading', { name: 'Universities' }).waitFor();
    await firstRow(page, 'row3');
    await shot(page, 'universities-en-1440');
    await page.goto(`${suite.portal.base}/console/catalogue/majors`);
    await firstRow(page, 'row4');
    await shot(page, 'majors-en-1440');

    // Public page first (cached), then the edit.
    const pub = await suite.newPage({ ...DESKTOP, locale: 'en-US' });
    await pub.ctx.addCookies([{ name: 'language', value: 'en', url: suite.portal.base }]);
    await pub.page.goto(`${suite.portal.base}/Instiutiondetail?uniId=${oxford}`);
    await pub.page.waitForLoadState('networkidle');

    await page.goto(`${suite.portal.base}/console/catalogue/universities/${oxford}`);
    const editor = page.getByRole('textbox', { name: 'Introduction (English)' });
    await editor.waitFor();
    await shot(page, 'university-edit-en-1440');
    // Opening the form changes nothing: no unsaved mark before an edit.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByText('Unsaved changes').count(), 0, 'no unsaved mark on a form just opened');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Oxford, ');
    const toolbar = page.getByRole('toolbar').nth(1);
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('the oldest');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(` English-speaking university. ${words}`);
    await editor.locator('strong', { hasText: 'the oldest' }).waitFor();
    await shot(page, 'university-editor-en-1440');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'University saved').waitFor();

    await pub.page.reload();
    await pub.page.getByText(words).first().waitFor({ timeout: 10_000 });
    assert.equal(await pub.page.locator('.rich-html strong', { hasText: 'the oldest' }).count(), 1);
    await pub.ctx.close();
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('phone (390 px), cn and en: the lists and forms fit', async () => {
    for (const lang of ['cn', 'en']) {
      const { ctx, page, errors } = await open(lang, clerk, PHONE);
      await page.goto(`${suite.portal.base}/console/catalogue/universities`);
      await firstRow(page, 'row5');
      await shot(page, `universities-${lang}-390`);
      await page.goto(`${suite.portal.base}/console/catalogue/universities/${oxford}`);
      await page.locator('[data-testid="rich-text-editor"]').first().waitFor();
      await shot(page, `university-edit-${lang}-390`);
      await page.goto(`${suite.portal.base}/console/catalogue/majors`);
      await firstRow(page, 'row6');
      await shot(page, `majors-${lang}-390`);
      // The programme list on a phone: a card per row (each value beside its column's name, the
      // row's box kept), nothing to scroll sideways, on the page or inside the table.
      const card = page.locator('.console-table--cards tbody tr.ant-table-row').first();
      assert.ok(await card.locator('.console-table__label').first().isVisible(), 'values carry their labels');
      assert.ok(await card.locator('.ant-checkbox-input').isVisible(), 'the row can still be chosen');
      const wide = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        table: Math.max(
          ...[...document.querySelectorAll('.console-table .ant-table-content')].map((el) => el.scrollWidth - el.clientWidth),
        ),
      }));
      assert.ok(wide.page <= 0 && wide.table <= 0, `the programme list fits the phone (${JSON.stringify(wide)})`);
      await page.goto(`${suite.portal.base}/console/catalogue/majors/${majorId}`);
      await page.locator('.console-catalogue__savebar').waitFor();
      await shot(page, `major-edit-${lang}-390`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `the programme form fits the phone (${overflow}px too wide)`);
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  });
});
