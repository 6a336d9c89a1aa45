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
import { DESKTOP, MOBILE, pickOption, portalSuite, registerStudent } from './harness.mjs';

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

async function signedIn(who, device = DESKTOP, lang = 'cn') {
  const { ctx, page, errors } = await suite.newPage({ ...device, locale: lang === 'cn' ? 'zh-CN' : 'en-US' });
  await ctx.addCookies([{ name: 'language', value: lang, url: suite.portal.base }]);
  await ok(ctx, '/auth/student/login', { content: who.account, passWord: who.password });
  return { ctx, page, errors };
}

/** A UK university open for applications without special forms. */
async function ukUniversity(ctx) {
  const r = await ok(ctx, '/uni/school-university/listUniByKeyWords', { countryId: '140', uniNameLike: '', pageSize: 20, aiShow: 1 });
  const uni = r.list.find((u) => u.isSpecial === '0' && String(u.uniTypeTip) !== '1');
  assert.ok(uni, 'a UK university without special forms');
  return uni;
}

/** A consent of the file's keeper where the portal asks for one (issue 15); absent feature: nothing to give. */
async function consent(ctx, body) {
  const base = suite.portal.base;
  const res = await ctx.request.post(`${base}/api/privacy/file-consents`, { data: body, headers: { origin: base } });
  if (res.status() === 404) return;
  const r = await res.json();
  assert.equal(r.code, '000', `consent ${body.kind}: ${r.code} ${r.msg}`);
}

/** A one-page PDF with a line of text. */
function makePdf(text) {
  const stream = `BT /F1 28 Tf 60 700 Td (${text}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function upload(ctx, name, buffer) {
  const base = suite.portal.base;
  const res = await ctx.request.post(`${base}/api/file/upload/uploadFiles?use=attachment`, {
    multipart: { file: { name, mimeType: 'application/pdf', buffer } },
    headers: { origin: base },
  });
  const r = await res.json();
  assert.equal(r.code, '000', `upload ${name}: ${r.msg}`);
  const f = r.data[0];
  return { fileName: f.oldName, fileNameAfter: f.newName, fileRoute: f.imgPath, name: f.oldName, url: f.imgPath };
}

/** A complete file of the signed-in student without card data, submitted; answers its id. */
async function submittedFile(ctx, uni, n) {
  const added = await ok(ctx, '/clerk/web/stu/add', {
    isOldVersions: 1,
    stuOther: { currentStep: 1 },
    countryId: '140',
    stuName: `批量${n}`,
    stuSpell: `${TAG} Student${n}`,
    sex: '0',
    birthday: '2004-05-06',
    nationality: 'CN',
    phoneNumber: '13800138000',
    stuEmail: 'bulk@example.com',
    zipCode: '100000',
    homeAddress: '1 Main Street, Beijing',
    remarks: '',
  });
  const stuId = Number(added.stuId);
  const save = async (step, fields, stuOther = {}, extra = {}) => {
    const cur = await ok(ctx, '/clerk/web/stu/info', { id: stuId });
    return ok(ctx, '/clerk/web/stu/update', {
      id: stuId,
      stuId,
      version: cur.version,
      isOldVersions: 1,
      ...fields,
      stuOther: { currentStep: step, ...stuOther },
      ...extra,
    });
  };
  const course = {
    courseName: 'MSc Computer Science',
    courseType: '2',
    courseAge: '1',
    beginDate: '2027-09',
    professionalLink: 'https://example.ac.uk/msc-cs',
    campus: 'Main',
    volSort: '1',
  };
  await save(2, { countryId: '140', agentApplyList: [{ uniId: uni.uniId, courseList: [course] }] });
  await save(3, {
    stuEduList: [
      { beginDate: '2019-09-01', endDate: '2023-06-30', schoolName: 'Peking University', majorName: 'CS', gpa: '3.6', stuDegree: '1' },
    ],
  });
  await save(4, { stuWorkList: [] }, { isWork: '0' });
  await save(5, { stuLanguageList: [{ languageType: '1', totalPoints: '7.0', examDate: '2026-01-10' }] });
  await save(6, { stuReferrerList: [] });
  await save(7, {
    stuContactList: [
      {
        contactName: '张父',
        contactRelation: '1',
        phoneNumber: '13900139000',
        email: 'dad@example.com',
        address: '1 Main St',
        zipCode: '100000',
      },
    ],
  });
  await save(8, {}, { cardType: '1', cardUsername: 'ZHANG SAN', cardValidity: '2029-08' });
  await save(9, { stuKinsfolkList: [] }, { isApplyKinsfolk: '0' });
  // A passport is sensitive information: its consent first where the portal asks for one.
  await consent(ctx, { stuId, kind: 'sensitive' });
  const passport = await upload(ctx, 'passport.pdf', makePdf('Passport'));
  await save(10, { applyFile: [{ ...passport, annexType: '1' }] }, { annexTypeList: ['1'] });
  await consent(ctx, { stuId, kind: 'transfer', uniIds: [uni.uniId] });
  const sub = await save(
    11,
    {},
    {
      isNationalCitizens: '1',
      isPr: '0',
      isEnglish: '0',
      firstLanguage: 'Chinese',
      isEnglishBg: '0',
      isRefusal: '0',
      isApplyCountry: '0',
      isApplyVisa: '0',
      isInCountry: '0',
    },
    { agentDraftStatus: 1 },
  );
  assert.equal(sub.referralStatus, 1, 'the file is submitted');
  return stuId;
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
  const uni = await ukUniversity(ctx);
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
    await confirm.locator('.ant-btn-primary').click();
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
