// Browser test of the console lists' bulk actions and phone cards (issue 14): an admin selects two
// new error reports and marks them fixed with one note (the two change, a third stays new); an
// admin selects two queue rows and assigns them to the demo clerk in one go; at 390 px (mobile
// agent) a queue card shows its open link as the card's footer (no label, below the other lines)
// and the pages bar is one line. The queue, error reports, articles and universities lists are
// photographed with the bulk bar showing at 1440 and 375 px in cn and en (SHOTS_DIR, default
// /tmp/shots/P4). The file registers its own student for the queue's files.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DESKTOP, MOBILE, apiStudentFile, openAs, pickOption, portalSuite, pressOk, registerStudent, ukUniversity } from './harness.mjs';

const suite = portalSuite(before, after);
const ADMIN = { account: 'admin@portal.local', password: 'Admin12345' };
const CLERK_NAME = '演示顾问';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/P4';
const PHONE = { ...MOBILE, viewport: { width: 390, height: 844 } };
const TAG = `Bulk${Date.now() % 1e6}`;

const TEXT = {
  cn: { fixed: '标记为已修正', reportsDone: '已处理 2 条', assignDone: '已分配 2 份', open: '查看' },
  en: { fixed: 'Mark fixed', reportsDone: '2 handled', assignDone: '2 assigned', open: 'Open' },
};

// --- The API as a context's account -------------------------------------------------------------

async function ok(ctx, url, body, method = 'post') {
  const base = suite.portal.base;
  const res = await ctx.request[method](`${base}/api${url}`, {
    ...(method === 'post' ? { data: body ?? {} } : {}),
    headers: { origin: base },
  });
  const r = await res.json();
  assert.equal(r.code, '000', `${url}: ${r.code} ${r.msg}`);
  return r.data;
}

const signedIn = (who, device = DESKTOP, lang = 'cn') => openAs(suite, who, { device, lang });

/** A complete file of the signed-in student at `uni` without card data, submitted; answers its id. */
async function submittedFile(ctx, uni, n) {
  const file = await apiStudentFile(suite.portal, ctx, {
    student: { stuName: `批量${n}`, stuSpell: `${TAG} Student${n}` },
    unis: [uni],
    card: { cardType: '1', cardUsername: 'ZHANG SAN', cardValidity: '2029-08' },
  });
  return file.stuId;
}

async function snap(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

const toast = (page, text) => page.locator('.ant-message-notice', { hasText: text }).first();
const rowBox = (page, key) => page.locator(`tr[data-row-key="${key}"] input[type="checkbox"]`);

// --- Data made once -----------------------------------------------------------------------------

const made = { files: [], reports: [], uniId: 0 };
before(async () => {
  const { portal } = await suite.ready;
  const student = await registerStudent(portal);
  const { ctx } = await signedIn(student);
  const uni = await ukUniversity(portal);
  made.uniId = uni.uniId;
  for (let i = 1; i <= 3; i++) made.files.push(await submittedFile(ctx, uni, i));
  for (let i = 1; i <= 3; i++)
    made.reports.push(
      (
        await ok(ctx, '/catalogue/report-error', {
          targetType: 'university',
          targetId: uni.uniId,
          field: 'rank',
          note: `${TAG} report ${i}`,
        })
      ).id,
    );
  await ctx.close();
});

describe('console bulk actions and phone cards', () => {
  test('an admin marks two chosen error reports fixed with one note; the third stays new', async () => {
    const { ctx, page, errors } = await signedIn(ADMIN);
    await page.goto(`${suite.portal.base}/console/error-reports?status=new`);
    const [a, b, c] = made.reports;
    await rowBox(page, a).waitFor({ timeout: 20_000 });
    await rowBox(page, a).check();
    await rowBox(page, b).check();
    await page.locator('.console-bulk', { hasText: '已选 2 项' }).waitFor();
    await page.getByTestId('reports-bulk-fixed').click();
    const modal = page.locator('.ant-modal', { hasText: '将选中的 2 条报告标记为已修正' });
    await modal.locator('textarea').fill('排名已更新');
    await modal.locator('.ant-btn-primary').click();
    await toast(page, TEXT.cn.reportsDone).waitFor({ timeout: 15_000 });
    await page.locator('.console-bulk').waitFor({ state: 'detached' });
    for (const [id, status, note] of [
      [a, 'fixed', '排名已更新'],
      [b, 'fixed', '排名已更新'],
      [c, 'new', null],
    ]) {
      const r = (await ok(ctx, '/console/error-reports?pageNo=1&pageSize=100', undefined, 'get')).list.find((x) => x.id === id);
      assert.equal(r?.status, status, `report ${id}`);
      assert.equal(r.staffNote, note, `report ${id} note`);
    }
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('an admin assigns two chosen queue rows to the clerk in one go', async () => {
    const { ctx, page, errors } = await signedIn(ADMIN);
    await page.goto(`${suite.portal.base}/console/applications?keyword=${encodeURIComponent(TAG)}`);
    const [a, b, c] = made.files;
    await rowBox(page, a).waitFor({ timeout: 20_000 });
    await rowBox(page, a).check();
    await rowBox(page, b).check();
    await pickOption(page, page.getByTestId('queue-bulk-assign'), CLERK_NAME);
    const confirm = page.locator('.ant-modal-confirm', { hasText: `将选中的 2 份申请分配给「${CLERK_NAME}」` });
    await pressOk(confirm, confirm.locator('.ant-btn-primary'));
    await toast(page, TEXT.cn.assignDone).waitFor({ timeout: 15_000 });
    const list = await ok(ctx, '/console/applications/list', { pageNo: 1, pageSize: 20, keyword: TAG });
    const who = Object.fromEntries(list.list.map((r) => [r.stuId, r.assignedTo?.name ?? null]));
    assert.deepEqual([who[a], who[b], who[c]], [CLERK_NAME, CLERK_NAME, null]);
    // The table shows it too: the chosen rows' assignment selects name the clerk.
    await page.locator(`tr[data-row-key="${a}"] .console-assign`, { hasText: CLERK_NAME }).waitFor({ timeout: 10_000 });
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('at 390 px a queue card has its open link as the footer and the pages bar is one line', async () => {
    const { ctx, page, errors } = await signedIn(ADMIN, PHONE, 'en');
    await page.goto(`${suite.portal.base}/console/applications?keyword=${encodeURIComponent(TAG)}`);
    const card = page.locator(`tr[data-row-key="${made.files[0]}"]`);
    await card.waitFor({ timeout: 20_000 });
    const cells = card.locator('td');
    const last = cells.last();
    assert.ok(await last.evaluate((td) => td.classList.contains('console-table__actions')), 'the last line is the actions line');
    assert.equal(await last.locator('.console-table__label').count(), 0, 'the actions line has no label');
    await last.getByRole('link', { name: TEXT.en.open }).waitFor();
    const lastBox = await last.boundingBox();
    const fieldBoxes = await card
      .locator('td.console-table__field')
      .evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().bottom));
    assert.ok(fieldBoxes.length > 3, 'the card has its labelled lines');
    assert.ok(
      fieldBoxes.every((bottom) => bottom <= lastBox.y + 1),
      'the actions line is below every other line',
    );
    const pages = page.locator('.ant-pagination').first();
    assert.ok(await pages.evaluate((el) => el.classList.contains('ant-pagination-simple')), 'the simple pages bar');
    const lines = await pages.evaluate((el) => {
      const tops = new Set(
        [...el.children].filter((c) => c.getBoundingClientRect().height > 0).map((c) => Math.round(c.getBoundingClientRect().top)),
      );
      return { tops: tops.size, width: el.getBoundingClientRect().width };
    });
    assert.equal(lines.tops, 1, 'every item of the pages bar is on one line');
    assert.ok(lines.width <= 390, 'the pages bar fits the screen');
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await snap(page, 'queue-390-en-card');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the lists with the bulk bar showing, at 1440 and 375 px in cn and en', async () => {
    const lists = [
      { name: 'queue', url: `/console/applications?keyword=${encodeURIComponent(TAG)}` },
      { name: 'error-reports', url: '/console/error-reports' },
      { name: 'articles', url: '/console/content/articles' },
      { name: 'universities', url: '/console/catalogue/universities' },
    ];
    for (const lang of ['cn', 'en'])
      for (const [size, device] of [
        ['1440', DESKTOP],
        ['375', MOBILE],
      ]) {
        const { ctx, page, errors } = await signedIn(ADMIN, device, lang);
        for (const l of lists) {
          await page.goto(`${suite.portal.base}${l.url}`);
          const box = page.locator('tbody tr.ant-table-row input[type="checkbox"]:not([disabled])').first();
          await box.waitFor({ timeout: 20_000 });
          await box.check();
          await page.locator('.console-bulk').waitFor();
          await snap(page, `${l.name}-${size}-${lang}`);
          // The bar stays inside the screen.
          const bar = await page.locator('.console-bulk').boundingBox();
          assert.ok(bar.x >= 0 && bar.x + bar.width <= device.viewport.width + 1, `${l.name} ${size} ${lang}: the bulk bar fits`);
        }
        assert.deepEqual(errors, []);
        await ctx.close();
      }
  });
});
