// Browser tests of the counsellors' workbench (/console, issue 11), in cn and en, at 1440 px and on
// a tablet (768 px): a demo student's submitted file gets a message with a file (through the API) →
// the clerk sees it in the queue with the unread mark (filter 'has unread student messages'), opens
// it, the thread is read, replies and returns the file with a reason → the student sees the bell,
// the reply and the returned status on /myApply, and resubmits with the wizard's submit → the clerk
// transfers the case and sets Admitted → the student's card shows 已录取 / Admitted and the stage
// counts move. A student opening /console gets the area's 403 page; the settings page saves a
// row. Screenshots of the queue, the view and the settings at 1440, 1024 and 768 px in cn and en
// go to e2e/artifacts/console-*.png.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync, crc32 } from 'node:zlib';
import {
  ARTIFACTS,
  FILE_CARD,
  apiOk,
  apiStudentFile,
  apiUpload,
  chooseUserMenu,
  failureShown,
  makePdf,
  openAs,
  portalSuite,
  registerStudent,
  shot,
} from './harness.mjs';

const suite = portalSuite(before, after);

// A student of its own (registered below): the demo student stays untouched for the other files.
const STUDENT = { account: '', password: '' };
before(async () => Object.assign(STUDENT, await registerStudent((await suite.ready).portal)));
const CLERK = { account: 'clerk@demo.local', password: 'Clerk123' };
// The harness starts the portal with ADMIN_PASSWORD; the account is the server's default.
const ADMIN = { account: 'admin@portal.local', password: 'Admin12345' };

const TEXT = {
  cn: {
    queue: '申请队列',
    unreadFilter: '有未读学生留言',
    keyword: '学生姓名或英文名',
    open: '查看',
    exportCsv: '导出 CSV',
    exportXlsx: '导出 XLSX',
    reveal: '显示卡号',
    expand: '展开',
    reply: '回复',
    send: '提交',
    sent: '留言成功',
    returnButton: '退回修改',
    returnOk: '退回',
    reasonLabel: '退回原因',
    transferButton: '转案',
    transferOk: '转案',
    statusButton: '更新状态',
    statusOk: '更新',
    returned: '已退回',
    returnedNotice: '申请已退回修改',
    noticeWhole: '展开全文',
    noticeLess: '收起',
    submitted: '已提交',
    admitted: '已录取',
    forbidden: '工作台仅对顾问和管理员开放',
    mine: '我的',
    settings: '状态下一步',
    save: '保存',
    saved: '已保存',
    loginAccount: '请输入手机号或邮箱',
    loginPassword: '请输入密码',
    loginButton: '登录',
    wizardSubmit: '提交',
    stageCount: (n) => `共 ${n} 份`,
    workbench: '工作台',
  },
  en: {
    queue: 'Applications',
    unreadFilter: 'Unread student messages',
    keyword: 'Student name or English name',
    open: 'Open',
    exportCsv: 'Export CSV',
    exportXlsx: 'Export XLSX',
    reveal: 'Reveal',
    expand: 'Expand',
    reply: 'Reply',
    send: 'Submit',
    sent: 'Message successful',
    returnButton: 'Return for changes',
    returnOk: 'Return',
    reasonLabel: 'Reason',
    transferButton: 'Transfer the case',
    transferOk: 'Transfer',
    statusButton: 'Change status',
    statusOk: 'Change',
    returned: 'Returned',
    returnedNotice: 'Application returned for changes',
    noticeWhole: 'Show all',
    noticeLess: 'Show less',
    submitted: 'Submitted',
    admitted: 'Admitted',
    forbidden: 'the workbench is open to counsellors and administrators only',
    settings: 'Status next steps',
    save: 'Save',
    saved: 'Saved',
    wizardSubmit: 'Submit',
    stageCount: (n) => `${n} in all`,
    workbench: 'Workbench',
  },
};

const DESKTOP_1440 = { viewport: { width: 1440, height: 900 } };
const LAPTOP_1024 = { viewport: { width: 1024, height: 768 } };
const TABLET_768 = { viewport: { width: 768, height: 1024 } };

// --- Files made in code -------------------------------------------------------------------------

function pngChunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A w×h picture of blue and white stripes. */
function makePng(w = 120, h = 80) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const o = y * (w * 3 + 1) + 1 + x * 3;
      const blue = Math.floor(y / 10) % 2 === 0;
      raw[o] = blue ? 0x16 : 0xff;
      raw[o + 1] = blue ? 0x64 : 0xff;
      raw[o + 2] = 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- The API as the page's account --------------------------------------------------------------

const ok = (ctx, path, body) => apiOk(suite.portal, ctx, path, body);

/** A complete file of the signed-in student (a card with its secrets, a passport and a photo), submitted; answers its id. */
async function submittedFile(ctx, { stuName, stuSpell }) {
  const file = await apiStudentFile(suite.portal, ctx, {
    student: { stuName, stuSpell },
    card: { ...FILE_CARD, eduPassword: 'secret9' },
    attachments: [
      { name: 'passport.pdf', mimeType: 'application/pdf', buffer: makePdf('Passport of the flow student') },
      { name: 'photo.png', mimeType: 'image/png', buffer: makePng() },
    ],
  });
  return file.stuId;
}

/** The student writes a thread with a file (the API, as the messages dialog sends it). */
async function studentMessage(ctx, stuId, text) {
  const types = await ok(ctx, '/admin/dict/types', { dictType: ['stu_leave_msg_type'] });
  const msgType = types.stu_leave_msg_type[0].dictValue;
  const file = await apiUpload(
    suite.portal,
    ctx,
    { name: 'transcript.pdf', mimeType: 'application/pdf', buffer: makePdf('Transcript') },
    'message',
  );
  const r = await ok(ctx, '/clerk/student/addLeaveMsg', {
    stuId,
    msgType,
    msgContext: `<p>${text}</p>`,
    msgFiles: [{ fileNameAfter: file.fileNameAfter, fileName: file.fileName }],
    msgRole: '1',
    isStu: 1,
  });
  return r.id;
}

// --- Pages --------------------------------------------------------------------------------------

/** A browser context in a language (the `language` cookie) and size, optionally signed in through the API. */
const open = (lang, size, who) => openAs(suite, who, { device: size, lang });

const modal = (page) => page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal');
const toastText = (page, text) => page.locator('.ant-message-notice', { hasText: text }).first();

/** Runs a step; when it throws, a shot of the page (name-failed) and where it was, first. */
const step = (page, name, body) => failureShown(page, `console-${name}`, body);

/**
 * Picks an option of an antd Select and checks the Select shows it. A click that lands while the
 * dropdown is still animating in can do nothing on a loaded machine: tried up to three times.
 */
async function chooseOption(page, select, label) {
  for (let attempt = 1; ; attempt++) {
    await select.click();
    const option = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`).last();
    await option.waitFor();
    await option.click();
    try {
      await select.locator('.ant-select-content, .ant-select-selection-item', { hasText: label }).first().waitFor({ timeout: 3000 });
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
      await page.keyboard.press('Escape');
    }
  }
}

/** Where a file stands on /myApply: the stage bar's counts (desktop) and how far its card's progress line has come. */
async function standing(page, name) {
  await page.locator('.stage-bar').waitFor();
  const card = page.locator('.apply-card', { hasText: name });
  await card.locator('.apply-progress .ant-steps-item').first().waitFor();
  return {
    stages: await page.locator('.stage-bar .ant-steps-item').evaluateAll((items) => items.map((i) => i.textContent)),
    progress: await card
      .locator('.apply-progress .ant-steps-item')
      .evaluateAll((items) => items.findLastIndex((i) => /ant-steps-item-(finish|process)/.test(i.className))),
  };
}

// --- The flow -----------------------------------------------------------------------------------

async function flow(lang, size, tag) {
  const T = TEXT[lang];
  const suffix = `${tag}${Date.now() % 100000}`;
  const name = lang === 'cn' ? `流程${suffix}` : `Flow${suffix}`;
  const spell = `Flow ${suffix.toUpperCase()}`;

  // The student: a submitted file and a message with a file.
  const student = await open(lang, size, STUDENT);
  const stuId = await submittedFile(student.ctx, { stuName: name, stuSpell: spell });
  const firstMessage = `Please check my transcript ${suffix}`;
  await studentMessage(student.ctx, stuId, firstMessage);
  await student.page.goto(`${suite.portal.base}/myApply`);
  const before = await standing(student.page, name);

  // The clerk: the queue with the unread mark.
  const clerk = await open(lang, size, size === DESKTOP_1440 ? undefined : CLERK);
  const { page } = clerk;
  await step(page, `${tag}-queue`, async () => {
    if (size === DESKTOP_1440) {
      // Not signed in: the guard sends the clerk to the login page and back.
      await page.goto(`${suite.portal.base}/console`);
      await page.waitForURL(/\/login\?redirect=%2Fconsole/);
      await page.getByPlaceholder(T.loginAccount).fill(CLERK.account);
      await page.getByPlaceholder(T.loginPassword).fill(CLERK.password);
      await page.getByRole('button', { name: T.loginButton, exact: true }).click();
      // The console opens on its dashboard; the queue is the next entry of the side menu.
      await page.waitForURL(/\/console\/dashboard/);
    }
    await page.goto(`${suite.portal.base}/console/applications`);
    await page.waitForURL(/\/console\/applications/);
    await page.getByRole('heading', { name: T.queue }).waitFor();
    // The address changes first (a navigation), then the box shows it.
    await page.getByRole('checkbox', { name: T.unreadFilter }).click();
    await page.waitForURL(/unread=1/);
    const search = page.getByPlaceholder(T.keyword);
    await search.fill(spell);
    await search.press('Enter');
    await page.waitForURL(/keyword=/);
    const row = page.locator('.console-table tbody tr', { hasText: name });
    await row.waitFor();
    assert.equal(await row.locator('.console-unread').count(), 1, 'the row has the unread mark');
    assert.match(await row.getAttribute('class'), /console-row--unread/);
    // The filters are in the address: a reload keeps them.
    await page.reload();
    await page.locator('.console-table tbody tr', { hasText: name }).waitFor();
    assert.equal(await page.getByRole('checkbox', { name: T.unreadFilter }).isChecked(), true);
    await shot(page, `console-queue-${lang}-${size.viewport.width}`);
    // The export of the filtered list: this one file.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.exportCsv }).click()]);
    assert.match(csv.suggestedFilename(), /\.csv$/);
    const text = (await import('node:fs')).readFileSync(await csv.path(), 'utf8');
    assert.ok(text.includes(spell), 'the CSV holds the filtered file');
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.exportXlsx }).click()]);
    assert.match(xlsx.suggestedFilename(), /\.xlsx$/);
    await row.getByRole('link', { name: T.open }).click();
  });

  // The view: the thread unread, opened (read), a reply, then the file returned with a reason.
  const reply = `We received it, please add your IELTS ${suffix}`;
  // Long enough to run past two lines in the bell's list.
  const reason = `Please upload a clearer passport scan and the signed transcript of your last two years ${suffix}`;
  await step(page, `${tag}-view`, async () => {
    await page.waitForURL(new RegExp(`/console/applications/${stuId}`));
    const thread = page.locator('.msg-thread', { hasText: firstMessage });
    await thread.waitFor();
    await thread.locator('.msg-thread__unread').waitFor();
    await thread.getByRole('button', { name: T.expand }).click();
    await thread.locator('.msg-file, a', { hasText: 'transcript.pdf' }).first().waitFor();
    await page.waitForFunction((text) => {
      const el = [...document.querySelectorAll('.msg-thread')].find((x) => x.textContent.includes(text));
      return el && !el.querySelector('.msg-thread__unread');
    }, firstMessage);
    await thread.getByRole('button', { name: T.reply, exact: true }).click();
    const dialog = modal(page);
    await dialog.locator('.ProseMirror').click();
    await page.keyboard.type(reply);
    await dialog.getByRole('button', { name: T.send, exact: true }).click();
    await toastText(page, T.sent).waitFor();
    await page.locator('.msg-reply', { hasText: reply }).waitFor();

    // The attachments: the PDF in a frame, the picture as a picture.
    await page.locator('.console-preview__frame').waitFor();
    await page.locator('.console-file', { hasText: 'photo.png' }).getByRole('button').first().click();
    await page.locator('.console-preview__image').waitFor();
    await page.waitForFunction(() => document.querySelector('.console-preview__image')?.naturalWidth > 0);

    await page.getByRole('button', { name: T.returnButton }).click();
    const ret = modal(page);
    await ret.getByLabel(T.reasonLabel).fill(reason);
    await ret.getByRole('button', { name: T.returnOk, exact: true }).click();
    await page.locator('.console-view__head .console-status-tag', { hasText: T.returned }).waitFor();
    await page.locator('.console-history', { hasText: reason }).waitFor();
    // The card's secrets: masked, then shown in place by the audited reveal.
    const card = page.locator('#card');
    const cardNo = /^4111\s?1111\s?1111\s?1234$/;
    assert.equal(await card.getByText(cardNo).count(), 0, 'the card number is masked');
    await card.getByRole('button', { name: T.reveal }).click();
    await card.getByText(cardNo).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `console-view-${lang}-${size.viewport.width}`);
    await page.screenshot({ path: `${ARTIFACTS}/console-view-${lang}-${size.viewport.width}-full.png`, fullPage: true });
  });

  // The student: the bell, the returned status with its reason, the reply; then resubmits.
  const s = student.page;
  await step(s, `${tag}-student-returned`, async () => {
    await s.goto(`${suite.portal.base}/myApply`);
    const bell = s.locator('.notice-bell').first();
    await bell.waitFor();
    await s.waitForFunction(() => /\d/.test(document.querySelector('.notice-bell .ant-badge-count, .notice-bell sup')?.textContent ?? ''));
    const card = s.locator('.apply-card', { hasText: name });
    await card.waitFor();
    await card.getByText(T.returned, { exact: true }).first().waitFor();
    await card.getByText(reason).waitFor();
    // The bell: the returned notice's text runs past two lines; its toggle shows all of it in place.
    await s.locator('.notice-bell:visible').click();
    const item = s.locator('.notice-item', { has: s.locator('.notice-row__title', { hasText: T.returnedNotice }) }).first();
    await item.waitFor();
    const noticeBody = item.locator('.notice-row__body');
    assert.ok(await noticeBody.evaluate((el) => el.scrollHeight > el.clientHeight + 1), 'the long text is cut at two lines');
    await item.getByRole('button', { name: T.noticeWhole, exact: true }).click();
    await item.getByRole('button', { name: T.noticeLess, exact: true }).waitFor();
    assert.ok(await noticeBody.evaluate((el) => el.scrollHeight <= el.clientHeight + 1), 'all of the text shows');
    assert.match(await noticeBody.innerText(), new RegExp(reason));
    assert.match(s.url(), /\/myApply/, 'the toggle does not open the notice');
    await shot(s, `console-student-notice-${lang}-${size.viewport.width}`);
    await s.keyboard.press('Escape');
    if (await item.isVisible()) await s.locator('.notice-bell:visible').click();
    await s.goto(`${suite.portal.base}/applyDetail?id=${stuId}&comment=1`);
    const thread = s.locator('.msg-thread', { hasText: firstMessage });
    await thread.waitFor();
    if (!(await thread.locator('.msg-reply', { hasText: reply }).count())) await thread.getByRole('button', { name: T.expand }).click();
    await thread.locator('.msg-reply', { hasText: reply }).waitFor();
    await shot(s, `console-student-returned-${lang}-${size.viewport.width}`);
    // Edit and submit again with the wizard's submit (step 11).
    await s.goto(`${suite.portal.base}/studentInfo?id=${stuId}&activeStep=11`);
    await s
      .locator('.wizard-actions')
      .getByRole('button', { name: new RegExp(`(^|\\s)${T.wizardSubmit}$`) })
      .click();
    // A file without a contract goes on to the agreement after a submit (issue 12); then my applications.
    await s.waitForURL(/\/(signContract|myApply)/);
    if (!s.url().includes('/myApply')) await s.goto(`${suite.portal.base}/myApply`);
    await s.locator('.apply-card', { hasText: name }).getByText(T.submitted, { exact: true }).first().waitFor();
  });

  // The clerk: transfer (starting at Submitted), then Admitted.
  await step(page, `${tag}-transfer`, async () => {
    await page.reload();
    await page.getByRole('button', { name: T.transferButton }).click();
    let dialog = modal(page);
    await chooseOption(page, dialog.locator('.ant-select'), T.submitted);
    await dialog.getByRole('button', { name: T.transferOk, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: T.statusButton }).click();
    dialog = modal(page);
    await chooseOption(page, dialog.locator('.ant-select'), T.admitted);
    await dialog.getByRole('button', { name: T.statusOk, exact: true }).click();
    await page.locator('.console-view__head .console-status-tag', { hasText: T.admitted }).waitFor();
    assert.ok(
      (await page.locator('.console-history .ant-timeline-item').count()) >= 4,
      'submit, return, resubmit, transfer, status in the history',
    );
  });

  // The student: Admitted on the card, the stage counts moved.
  await step(s, `${tag}-student-admitted`, async () => {
    await s.goto(`${suite.portal.base}/myApply`);
    const card = s.locator('.apply-card', { hasText: name });
    await card.getByText(T.admitted, { exact: true }).first().waitFor();
    await s.locator('.notice-bell').first().waitFor();
    const now = await standing(s, name);
    assert.ok(now.progress > before.progress, `the card's progress line moved on (${before.progress} → ${now.progress})`);
    // Desktop shows the count of each stage: one file moved from submitted to transferred.
    if (size === DESKTOP_1440) assert.notDeepEqual(now.stages, before.stages, 'the stage counts moved');
    await shot(s, `console-student-admitted-${lang}-${size.viewport.width}`);
  });

  assert.deepEqual(clerk.errors, [], 'no uncaught errors on the workbench');
  assert.deepEqual(student.errors, [], "no uncaught errors on the student's pages");
  await clerk.ctx.close();
  await student.ctx.close();
  return stuId;
}

describe('the counsellors’ workbench', () => {
  test('a student opening /console gets the area’s 403 page, not the portal', async () => {
    for (const lang of ['cn', 'en']) {
      const { ctx, page, errors } = await open(lang, DESKTOP_1440, STUDENT);
      await page.goto(`${suite.portal.base}/console/applications`);
      await page.locator('.ant-result-403').waitFor();
      await page.getByText(TEXT[lang].forbidden).waitFor();
      assert.equal(await page.locator('.console-sider').count(), 0, 'no side menu');
      assert.equal(await page.locator('.shell-header').count(), 0, "not the portal's pages");
      await shot(page, `console-403-${lang}`);
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  });

  test('staff find the workbench in their user menu', async () => {
    const { ctx, page } = await open('cn', DESKTOP_1440, CLERK);
    await page.goto(`${suite.portal.base}/home`);
    // The menu opens on hover: a click that lands while it animates in is tried again.
    await chooseUserMenu(page, TEXT.cn.workbench, page.locator('.console-header'));
    await page.waitForURL(/\/console\/dashboard/);
    await ctx.close();
  });

  test('the whole flow in cn at 1440 px', async () => {
    await flow('cn', DESKTOP_1440, 'd');
  });

  test('the whole flow in en on a tablet (768 px)', async () => {
    await flow('en', TABLET_768, 't');
  });

  test('a change refused by the server (the file moved meanwhile) shows its message in the dialog', async () => {
    const student = await open('cn', DESKTOP_1440, STUDENT);
    const tag = String(Date.now() % 100000);
    const stuId = await submittedFile(student.ctx, { stuName: `拒绝测试${tag}`, stuSpell: `Refusal Test ${tag}` });
    const { ctx, page, errors } = await open('cn', DESKTOP_1440, CLERK);
    await step(page, 'refused', async () => {
      await page.goto(`${suite.portal.base}/console/applications/${stuId}`);
      await page.getByRole('button', { name: TEXT.cn.returnButton }).click();
      const dialog = modal(page);
      await dialog.getByLabel(TEXT.cn.reasonLabel).fill('请补充成绩单');
      // Another counsellor transfers the case while this dialog is open.
      await ok(ctx, '/console/applications/status', { stuId, action: 'transfer', stuStatus: '0' });
      await dialog.getByRole('button', { name: TEXT.cn.returnOk, exact: true }).click();
      await dialog.locator('.ant-alert-error', { hasText: '只有已提交的申请可以退回' }).waitFor();
      assert.equal(await dialog.isVisible(), true, 'the dialog stays open with the reason');
    });
    assert.deepEqual(errors, []);
    await ctx.close();
    await student.ctx.close();
  });

  test("an admin assigns a file to the clerk; the clerk's own files come first, marked as theirs", async () => {
    const student = await open('cn', DESKTOP_1440, STUDENT);
    const tag = String(Date.now() % 100000);
    await submittedFile(student.ctx, { stuName: `分配测试${tag}`, stuSpell: `Assign Test ${tag}` });
    const admin = await open('en', DESKTOP_1440, ADMIN);
    await step(admin.page, 'assign', async () => {
      await admin.page.goto(`${suite.portal.base}/console/applications?keyword=${encodeURIComponent(`Assign Test ${tag}`)}`);
      const row = admin.page.locator('.console-table tbody tr', { hasText: `分配测试${tag}` });
      await row.waitFor();
      await chooseOption(admin.page, row.locator('.console-assign'), '演示顾问');
      await toastText(admin.page, 'Assigned').waitFor();
      await shot(admin.page, 'console-queue-admin-en-1440');
    });
    const clerk = await open('cn', DESKTOP_1440, CLERK);
    await step(clerk.page, 'mine', async () => {
      await clerk.page.goto(`${suite.portal.base}/console/applications`);
      const first = clerk.page.locator('.console-table tbody tr.ant-table-row').first();
      await first.waitFor();
      assert.match(await first.innerText(), new RegExp(`分配测试${tag}`), "the clerk's own file is first");
      await first.getByText(TEXT.cn.mine, { exact: true }).waitFor();
      // The filter 'mine' keeps only it.
      await clerk.page.goto(`${suite.portal.base}/console/applications?assignedTo=me`);
      await clerk.page.locator('.console-table tbody tr', { hasText: `分配测试${tag}` }).waitFor();
      const rows = clerk.page.locator('.console-table tbody tr.ant-table-row');
      assert.equal(await rows.filter({ hasText: TEXT.cn.mine }).count(), await rows.count(), 'only files assigned to the clerk');
    });
    assert.deepEqual(admin.errors, []);
    assert.deepEqual(clerk.errors, []);
    for (const c of [student, admin, clerk]) await c.ctx.close();
  });

  test('the next-step settings save a row; screens at 1440, 1024 and 768 px in cn and en', async () => {
    for (const [lang, size] of [
      ['cn', DESKTOP_1440],
      ['en', DESKTOP_1440],
      ['cn', LAPTOP_1024],
      ['en', TABLET_768],
      ['cn', TABLET_768],
      ['en', LAPTOP_1024],
    ]) {
      const T = TEXT[lang];
      const { ctx, page, errors } = await open(lang, size, CLERK);
      const w = size.viewport.width;
      await step(page, `screens-${lang}-${w}`, async () => {
        await page.goto(`${suite.portal.base}/console/settings/statuses`);
        await page.getByRole('heading', { name: T.settings }).waitFor();
        await page.locator('.console-table tbody tr').nth(10).waitFor();
        if (lang === 'cn' && w === 1440) {
          // Admitted: the student's next step; the usual wait changed and saved (kept after a reload).
          const waitOf = () => page.locator('.console-table tbody tr', { hasText: 'stu:2' }).locator('.console-settings__wait input');
          const days = (await waitOf().inputValue()) === '21' ? '22' : '21';
          await waitOf().fill(days);
          await page.locator('.console-table tbody tr', { hasText: 'stu:2' }).getByRole('button', { name: T.save }).click();
          await toastText(page, T.saved).waitFor();
          await page.reload();
          await waitOf().waitFor();
          assert.equal(await waitOf().inputValue(), days);
        }
        await shot(page, `console-settings-${lang}-${w}`);
        // The queue and a view at this size (the flows shot theirs at 1440 cn and 768 en).
        if (!(lang === 'cn' && w === 1440) && !(lang === 'en' && w === 768)) {
          await page.goto(`${suite.portal.base}/console/applications`);
          await page.locator('.console-table tbody tr .console-student').first().waitFor();
          await shot(page, `console-queue-${lang}-${w}`);
          await page.locator('.console-table tbody tr .console-student').first().click();
          await page.locator('.console-status').waitFor();
          await page.locator('.msg-section').waitFor();
          await shot(page, `console-view-${lang}-${w}`);
        }
      });
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  });
});
