// Browser test of the console's operations screens (cn and en): an admin disables a user on
// /console/users and that user's next page shows the disabled message; the dashboard (the console's
// first screen) draws its charts; a lead is assigned and noted on /console/leads and the list shows
// it; in cn two users are disabled and enabled in bulk and the audit log's export downloads a
// file. Every screen is photographed at 1440 px and on a phone (390 px, mobile agent) in both
// languages under /tmp/shots/D (SHOTS_DIR). The file registers its own accounts.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DESKTOP, MOBILE, freshPhone, portalSuite } from './harness.mjs';

const suite = portalSuite(before, after);
const ADMIN = { account: 'admin@portal.local', password: 'Admin12345' };
const PASSWORD = 'Opsuser8x';
const UK = '140';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/D';
const PHONE = { ...MOBILE, viewport: { width: 390, height: 844 } };

const TEXT = {
  cn: { disabled: '账号已停用', disable: '停用账号', ok: '确定', manage: '管理', follow: '跟进', save: '保存', saved: '跟进已保存' },
  en: {
    disabled: 'This account has been disabled',
    disable: 'Disable account',
    ok: 'OK',
    manage: 'Manage',
    follow: 'Follow up',
    save: 'Save',
    saved: 'Follow-up saved',
  },
};

const api = (path, body, token) =>
  fetch(`${suite.portal.base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
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
  return { account: phone, password: PASSWORD, token: r.data.token };
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

async function snap(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

describe('console operations', () => {
  for (const lang of ['cn', 'en']) {
    test(`${lang}: an admin disables a user and the user's next page says the account is disabled`, async () => {
      const t = TEXT[lang];
      const user = await register();
      const who = await open(lang, user);
      await who.page.goto(`${suite.portal.base}/user?menuItem=1`);
      await who.page.waitForLoadState('networkidle');
      const admin = await open(lang, ADMIN);
      await admin.page.goto(`${suite.portal.base}/console/users?q=${user.account}`);
      const row = admin.page.locator(`tr[data-user-id]`).first();
      await row.waitFor();
      assert.match(await row.innerText(), new RegExp(`${user.account.slice(0, 3)}\\*{4}${user.account.slice(-4)}`));
      assert.doesNotMatch(await admin.page.locator('.console-table').innerText(), new RegExp(user.account));
      await row.getByRole('button', { name: t.manage }).click();
      const drawer = admin.page.getByRole('dialog');
      await drawer.getByRole('button', { name: t.disable }).click();
      await admin.page.locator('.ant-popconfirm').getByRole('button', { name: t.ok }).click();
      await drawer.locator('.ant-tag-error').first().waitFor();
      await snap(admin.page, `users-drawer-${lang}-1440`);
      // The user's next page (an in-app navigation to the favourites, as a click on the menu): its
      // list call answers 017 and the shared reaction says why the session ended.
      await who.page.evaluate(() => {
        window.history.pushState({}, '', '/user?menuItem=4');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await who.page.getByText(t.disabled).first().waitFor({ timeout: 15_000 });
      await snap(who.page, `disabled-user-${lang}-1440`);
      assert.deepEqual(admin.errors, []);
      await who.ctx.close();
      await admin.ctx.close();
    });

    if (lang === 'cn')
      test('cn: two users are disabled and enabled in bulk; the audit log exports a file', async () => {
        const users = [await register(), await register()];
        const { ctx, page, errors } = await open(lang, ADMIN);
        const idOf = async (u) =>
          (await (await ctx.request.get(`${suite.portal.base}/api/console/users?q=${u.account}`)).json()).data.list[0].userId;
        const ids = [await idOf(users[0]), await idOf(users[1])];
        const stateOf = async () =>
          Promise.all(
            ids.map(
              async (id) =>
                (await (await ctx.request.get(`${suite.portal.base}/api/console/users/detail?userId=${id}`)).json()).data.disabled,
            ),
          );
        await page.goto(`${suite.portal.base}/console/users?role=student&pageSize=50`);
        for (const [action, done] of [
          ['disable', [true, true]],
          ['enable', [false, false]],
        ]) {
          for (const id of ids) await page.locator(`tr[data-user-id="${id}"] .ant-checkbox-input`).check();
          const bar = page.getByRole('region', { name: '批量操作' });
          await bar.getByText('已选 2 项').waitFor();
          await bar.locator(`[data-bulk="${action}"]`).click();
          if (action === 'disable') await snap(page, 'users-bulk-cn-1440');
          await page.locator('.ant-popconfirm').getByRole('button', { name: TEXT.cn.ok }).click();
          await page.locator('.ant-message-notice', { hasText: '已处理 2 个账号' }).first().waitFor();
          await bar.waitFor({ state: 'detached' });
          assert.deepEqual(await stateOf(), done);
        }
        await page.goto(`${suite.portal.base}/console/audit?action=user.bulk`);
        await page.locator('.console-table .ant-table-row').first().waitFor();
        const [csv] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export="filtered-csv"]').click()]);
        assert.match(csv.suggestedFilename(), /^audit-\d{8}-\d{4}\.csv$/);
        const text = fs.readFileSync(await csv.path(), 'utf8');
        assert.match(text, /^\uFEFF时间,操作人,操作,对象,IP,内容\r\n/);
        const lines = text.trim().split('\r\n');
        assert.ok(lines.length >= 3, 'the two bulk changes');
        assert.ok(
          ids.every((id) => lines.slice(1, 3).join().includes(String(id))),
          'the newest rows name both accounts',
        );
        assert.deepEqual(errors, []);
        await ctx.close();
      });

    test(`${lang}: the console opens on the dashboard and draws its charts`, async () => {
      const { ctx, page, errors } = await open(lang, ADMIN);
      await page.goto(`${suite.portal.base}/console`);
      await page.waitForURL(/\/console\/dashboard$/);
      // The funnel and the weeks always draw; the others draw once there is data (else 'no data').
      await page.locator('.echart canvas').nth(1).waitFor({ timeout: 20_000 });
      const cards = await page.locator('.console-ops-chart').count();
      const drawn = await page.locator('.console-ops-chart .echart canvas').count();
      const empty = await page.locator('.console-ops-chart .ant-empty').count();
      assert.equal(cards, 5);
      assert.equal(drawn + empty, 5);
      assert.ok(drawn >= 2);
      await snap(page, `dashboard-${lang}-1440`);
      assert.deepEqual(errors, []);
      await ctx.close();
    });

    test(`${lang}: a lead is assigned and noted, and the list shows it`, async () => {
      const t = TEXT[lang];
      const user = await register();
      const clue = await api('/dynamics/clue/add', { type: 0, countryId: UK }, user.token);
      assert.equal(clue.code, '000');
      const { ctx, page, errors } = await open(lang, ADMIN);
      await page.goto(`${suite.portal.base}/console/leads?status=new&countryId=${UK}`);
      const row = page.locator('.console-table tr', { hasText: `${user.account.slice(0, 3)}****${user.account.slice(-4)}` }).first();
      await row.waitFor();
      await row.getByRole('button', { name: t.follow }).click();
      const drawer = page.getByRole('dialog');
      await drawer.locator('.ant-select').nth(1).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      const note = `${lang} note ${Date.now()}`;
      await drawer.locator('textarea').fill(note);
      await snap(page, `leads-drawer-${lang}-1440`);
      await drawer.getByRole('button', { name: t.save }).click();
      await page.locator('.ant-message-notice', { hasText: t.saved }).first().waitFor();
      await page.locator('.ant-drawer-close').click();
      await page.goto(`${suite.portal.base}/console/leads?countryId=${UK}`);
      const saved = page.locator('.console-table tr', { hasText: note }).first();
      await saved.waitFor();
      const listed = await (await ctx.request.get(`${suite.portal.base}/api/console/leads?countryId=${UK}&pageSize=100`)).json();
      const lead = listed.data.list.find((l) => l.notes === note);
      assert.ok(lead?.assignedTo, 'the lead is assigned');
      assert.ok((await saved.innerText()).includes(lead.assignedName));
      await snap(page, `leads-${lang}-1440`);
      assert.deepEqual(errors, []);
      await ctx.close();
    });

    test(`${lang}: every operations screen at 1440 px and on a phone`, async () => {
      for (const [device, size] of [
        [DESKTOP, '1440'],
        [PHONE, '390'],
      ]) {
        const { ctx, page, errors } = await open(lang, ADMIN, device);
        for (const [name, url, ready] of [
          ['dashboard', '/console/dashboard', '.echart canvas'],
          ['users', '/console/users', 'tr[data-user-id]'],
          ['audit', '/console/audit', '.console-table .ant-table-row'],
          ['leads', '/console/leads', '.console-table .ant-table-row'],
          ['payments', '/console/payments', '.console-table'],
          ['reconcile', '/console/payments?tab=reconcile', '.ant-statistic'],
        ]) {
          await page.goto(`${suite.portal.base}${url}`);
          await page.locator(ready).first().waitFor({ timeout: 20_000 });
          await snap(page, `${name}-${lang}-${size}`);
        }
        await page.goto(`${suite.portal.base}/console/audit`);
        await page.locator('.console-table .ant-table-row').first().getByRole('button').first().click();
        await page.getByRole('dialog').waitFor();
        await snap(page, `audit-drawer-${lang}-${size}`);
        assert.deepEqual(errors, []);
        await ctx.close();
      }
    });
  }
});
