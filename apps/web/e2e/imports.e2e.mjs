// Browser test of catalogue imports and "report an error" (1440 px, cn and en): an admin uploads a
// CSV with one bad row, sees exactly that row in the error report, uploads the fixed file, applies
// it, and the new university is on the public list and its page at once (English-only: no logo,
// pictures, introduction or majors). A reader reports an error from the page and the report is in
// the console queue. Screenshots of each screen at 1440 px and 390 px go to e2e/artifacts/.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, portalSuite, pressOk, shot } from './harness.mjs';

const suite = portalSuite(before, after);
const ADMIN = { account: 'admin@portal.local', password: 'Admin12345' };
const HEAD = 'English name,Country,Website,City';

async function open(lang, who, device = DESKTOP) {
  const { ctx, page, errors } = await suite.newPage({ ...device, locale: lang === 'cn' ? 'zh-CN' : 'en-US' });
  await ctx.addCookies([{ name: 'language', value: lang, url: suite.portal.base }]);
  if (who) {
    const login = await ctx.request.post(`${suite.portal.base}/api/auth/student/login`, {
      data: { content: who.account, passWord: who.password },
      headers: { origin: suite.portal.base },
    });
    assert.equal((await login.json()).code, '000');
  }
  return { ctx, page, errors };
}

async function uploadAndCheck(page, text, name) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await page.locator('#source').fill('E2E source');
  await page.getByTestId('import-check').click();
  // The panel of this upload (its title names the file), once its dry run is done.
  await page
    .locator('.ant-card', { hasText: name })
    .filter({ has: page.getByTestId('import-status') })
    .locator('[data-testid=import-status][data-status=checked]')
    .waitFor({ timeout: 30_000 });
}

/** Confirms the apply in its dialog (the one open: an earlier apply's dialog may still be in the page, hidden). */
async function confirmApply(page) {
  const dialog = page.locator('.ant-modal-confirm:visible');
  await pressOk(dialog, dialog.locator('.ant-modal-confirm-btns .ant-btn-primary'));
}

for (const lang of ['cn', 'en']) {
  describe(`imports and error reports (${lang})`, () => {
    const stamp = `${lang}${Date.now().toString(36)}`;
    const uniName = `E2E Import University ${stamp}`;
    const domain = `e2e-${stamp}.example.edu`;
    let uniId;

    test('an import with an error shows it; the fixed file applies and the university is public at once', async () => {
      const { page, errors } = await open(lang, ADMIN);
      await page.goto(`${suite.portal.base}/console/imports`);
      await page.locator('h1', { hasText: lang === 'cn' ? '数据导入' : 'Imports' }).waitFor();
      const bad = `${HEAD}\n${uniName},GB,https://${domain},London\nBroken ${stamp},XX,https://broken-${domain},\n`;
      await uploadAndCheck(page, bad, 'bad.csv');
      const table = page.getByTestId('import-errors');
      await table.locator('tr', { hasText: 'XX' }).waitFor();
      assert.equal(await table.locator('tbody tr.ant-table-row').count(), 1);
      const rowText = await table.locator('tbody tr.ant-table-row').first().innerText();
      assert.match(rowText, /3/);
      assert.match(rowText, lang === 'cn' ? /国家/ : /Country/);
      assert.match(rowText, lang === 'cn' ? /不是留学国家/ : /Not a study country/);
      await shot(page, `imports-errors-${lang}`);

      const fixed = `${HEAD}\n${uniName},GB,https://${domain},London\n`;
      await uploadAndCheck(page, fixed, 'fixed.csv');
      assert.equal(await page.getByTestId('import-errors').locator('tbody tr.ant-table-row').count(), 0);
      await page.getByTestId('import-apply').click();
      await confirmApply(page);
      await page.getByTestId('import-applied').waitFor({ timeout: 30_000 });
      await shot(page, `imports-applied-${lang}`);

      const found = await (
        await fetch(`${suite.portal.base}/api/uni/school-university/getPartnerUniList`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pageNo: 1, pageSize: 5, uniName }),
        })
      ).json();
      uniId = found.data.list.find((u) => u.uniEnName === uniName).uniId;
      assert.ok(uniId);
      await page.goto(`${suite.portal.base}/Institutional?uniName=${encodeURIComponent(uniName)}`);
      await page.locator(`a[href*="uniId=${uniId}"]`).first().waitFor({ timeout: 15_000 });
      await shot(page, `imports-public-list-${lang}`);

      // A programme of it, imported with its source: the page shows "source, last checked".
      await page.goto(`${suite.portal.base}/console/imports`);
      await page.locator('.imports-form .ant-select').first().click();
      await page.locator('.ant-select-item-option', { hasText: lang === 'cn' ? '专业/课程' : 'Programmes' }).click();
      const majors = `University website,English name,Degree,Tuition,Requirements\n${domain},MSc E2E ${stamp},master,31000,A good degree\n`;
      await uploadAndCheck(page, majors, 'majors.csv');
      await page.getByTestId('import-apply').click();
      await confirmApply(page);
      await page.getByTestId('import-applied').waitFor({ timeout: 30_000 });
      const courses = await (
        await fetch(`${suite.portal.base}/api/uni/school-university/partnerSchoolInfo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ uniId }),
        })
      ).json();
      const majorId = JSON.stringify(courses.data).match(/"majorId":(\d+)/)?.[1];
      assert.ok(majorId, JSON.stringify(courses).slice(0, 300));
      await page.goto(`${suite.portal.base}/majordetail?majorId=${majorId}`);
      await page.getByTestId('source-line').first().waitFor();
      assert.match(await page.getByTestId('source-line').first().innerText(), /E2E source/);
      await shot(page, `imports-major-source-${lang}`);
      assert.deepEqual(errors, []);
    });

    test('a reader reports an error from the university page and it is in the console queue', async () => {
      const { page, errors } = await open(lang);
      await page.goto(`${suite.portal.base}/Instiutiondetail?uniId=${uniId}`);
      await page.locator('#uni-name', { hasText: uniName }).waitFor();
      await page.getByTestId('report-error').waitFor();
      await shot(page, `imports-english-only-detail-${lang}`);
      await page.getByTestId('report-error').click();
      const note = `E2E note ${stamp}`;
      await page.getByTestId('report-note').fill(note);
      await page.getByTestId('report-submit').click();
      await page.locator('.ant-message-notice', { hasText: lang === 'cn' ? '感谢反馈' : 'Thank you' }).waitFor();
      assert.deepEqual(errors, []);

      const staff = await open(lang, ADMIN);
      await staff.page.goto(`${suite.portal.base}/console/error-reports?status=new`);
      const row = staff.page.locator('.console-table tr', { hasText: note });
      await row.waitFor();
      await shot(staff.page, `error-reports-${lang}`);
      await row.locator('button[data-report-id]').click();
      await staff.page.locator('textarea').fill('checked');
      await staff.page.getByTestId('report-save').click();
      await staff.page.locator('.ant-message-notice', { hasText: lang === 'cn' ? '已处理' : 'Handled' }).waitFor();
      assert.deepEqual(staff.errors, []);
    });

    test('the screens on a phone', async () => {
      const { page } = await open(lang, ADMIN, { ...MOBILE, viewport: { width: 390, height: 844 } });
      await page.goto(`${suite.portal.base}/console/imports`);
      await page.getByTestId('import-check').waitFor();
      await shot(page, `imports-mobile-${lang}`);
      await page.goto(`${suite.portal.base}/console/error-reports`);
      await page.locator('.console-table').waitFor();
      await shot(page, `error-reports-mobile-${lang}`);
      await page.goto(`${suite.portal.base}/Instiutiondetail?uniId=${uniId}`);
      await page.locator('#uni-name').waitFor();
      await page.getByTestId('report-error').waitFor();
      await shot(page, `imports-english-only-detail-mobile-${lang}`);
    });
  });
}
