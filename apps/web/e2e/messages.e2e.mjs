// Browser tests of the messages of a student file and the notice bell (issue 11), in cn and en, at
// 1440 px and on a phone (390 px): the demo student opens a submitted file's detail with
// ?comment=1 (the page scrolls to the messages), writes a message with a file in the dialog (type,
// rich text, upload with progress; a wrong format and the 1,000-character cut say so) and sees it
// in its thread; a counsellor replies through the API (clerk@demo.local, addLeaveMsg) → the bell
// shows 1 and the card the unread count; the notice leads to the file's messages and opening the
// thread clears the count. Screenshots of the section, the dialog and the bell at 1440 and 390 px
// in cn and en go to e2e/artifacts/messages-*.png.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync, crc32 } from 'node:zlib';
import { MOBILE, apiOk, apiStudentFile, failureShown, makePdf, openAs, portalSuite, registerStudent, shot } from './harness.mjs';

const suite = portalSuite(before, after);

// A student of its own (registered below): the demo student stays untouched for the other files.
const STUDENT = { account: '', password: '' };
before(async () => Object.assign(STUDENT, await registerStudent((await suite.ready).portal)));
const CLERK = { account: 'clerk@demo.local', password: 'Clerk123' };

const TEXT = {
  cn: {
    section: '留言/补件提醒',
    add: '添加留言',
    hint: '如需加专业、换专业或申请延期',
    newTitle: '填写留言',
    replyTitle: '回复',
    type: '加专业',
    submit: '提交',
    sent: '留言成功',
    typeRequired: '请选择留言类型',
    contentRequired: '请输入留言内容',
    tooLong: '超出字符限制',
    fileType: '请上传规定格式的文件',
    expand: '展开',
    notice: '您的申请有新回复',
    markAll: '全部已读',
    empty: '暂无留言',
  },
  en: {
    section: 'Message / supplement reminder',
    add: 'Add message',
    hint: 'To add a major, change a major or request a deferral',
    newTitle: 'Fill in message',
    replyTitle: 'Reply',
    type: 'Add a Major',
    submit: 'Submit',
    sent: 'Message successful',
    typeRequired: 'Please select the message type',
    contentRequired: 'Please enter the message content',
    tooLong: 'Exceeds the character limit',
    fileType: 'Please upload files in the specified format',
    expand: 'Expand',
    notice: 'New reply on your application',
    markAll: 'Mark all read',
    empty: 'No messages yet',
  },
};

const DESKTOP_1440 = { viewport: { width: 1440, height: 900 } };
const PHONE_390 = { ...MOBILE, viewport: { width: 390, height: 844 } };

// --- Files made in code -------------------------------------------------------------------------

function pngChunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

function makePng(w = 40, h = 30) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const raw = Buffer.alloc((w + 1) * h, 0x80);
  for (let y = 0; y < h; y++) raw[y * (w + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- The API as a context's account -------------------------------------------------------------

const ok = (ctx, path, body) => apiOk(suite.portal, ctx, path, body);

async function get(ctx, path) {
  const base = suite.portal.base;
  const res = await ctx.request.get(`${base}/api${path}`, { headers: { origin: base } });
  const r = await res.json();
  assert.equal(r.code, '000', `${path}: ${r.code} ${r.msg}`);
  return r.data;
}

/** A complete file of the signed-in student, submitted (referralStatus 1); answers its id. */
async function submittedFile(ctx, { stuName, stuSpell }) {
  return (await apiStudentFile(suite.portal, ctx, { student: { stuName, stuSpell } })).stuId;
}

// --- Pages --------------------------------------------------------------------------------------

const open = (lang, size, who) => openAs(suite, who, { device: size, lang });

const modal = (page) => page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal');
const toastText = (page, text) => page.locator('.ant-message-notice', { hasText: text }).first();
const bellCount = (page) =>
  page.evaluate(() => {
    const bells = [...document.querySelectorAll('.notice-bell')].filter((b) => b.getBoundingClientRect().width > 0);
    const sup = bells[0]?.querySelector('.ant-badge-count');
    return sup ? Number(sup.getAttribute('title') ?? sup.textContent) : 0;
  });

/**
 * Picks the message type, then sees the list closed. On a loaded machine a click can land while
 * the list is still sliding in and choose nothing: the choice is tried again, up to three times.
 */
async function chooseType(page, dialog, label) {
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const chosen = dialog.locator('.ant-select-content', { hasText: label });
  for (let attempt = 1; ; attempt++) {
    if (!(await list.isVisible())) await dialog.locator('.ant-select').click();
    await list.waitFor();
    await list.evaluate(
      (el) =>
        new Promise((resolve) => {
          const tick = () => (/slide-|zoom-/.test(el.className) ? requestAnimationFrame(tick) : resolve());
          tick();
        }),
    );
    await list.locator('.ant-select-item-option', { hasText: label }).first().click();
    try {
      await chosen.waitFor({ timeout: 3000 });
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
  // Closed by the choice; if it stays open, a click on the dialog's title closes it (Escape would close the dialog).
  try {
    await list.waitFor({ state: 'hidden', timeout: 3000 });
  } catch {
    await dialog.locator('.ant-modal-title').click();
    await list.waitFor({ state: 'hidden' });
  }
}

/** Waits until a dialog has finished opening (antd zooms it in). */
async function shown(dialog) {
  await dialog.waitFor();
  await dialog.evaluate(
    (el) =>
      new Promise((resolve) => {
        const done = () => !/zoom-|fade-/.test(el.className) && getComputedStyle(el).opacity === '1';
        const tick = () => (done() ? resolve() : requestAnimationFrame(tick));
        tick();
      }),
  );
}

/** Waits until the page stops scrolling (a smooth scroll in progress). */
async function settled(page) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(150);
  }
}

/** Runs a step; when it throws, a shot of the page (name-failed) and where it was, first. */
const step = (page, name, body) => failureShown(page, `messages-${name}`, body);

async function flow(lang, size, { checks = false } = {}) {
  const T = TEXT[lang];
  const w = size.viewport.width;
  const tag = `${lang}-${w}`;
  const suffix = `${tag}-${Date.now() % 100000}`;
  const name = lang === 'cn' ? `留言${suffix}` : `Msg${suffix}`;
  const student = await open(lang, size, STUDENT);
  const { page, ctx } = student;
  // Earlier runs' notices of the demo account: the bell starts at 0.
  await ok(ctx, '/notice/read', { all: true });
  const stuId = await submittedFile(ctx, { stuName: name, stuSpell: `Msg ${suffix.toUpperCase()}` });
  const text = `Please add a second major ${suffix}`;

  await step(page, `${tag}-write`, async () => {
    await page.goto(`${suite.portal.base}/applyDetail?id=${stuId}&comment=1`);
    const section = page.locator('#messages');
    await section.getByText(T.section, { exact: true }).waitFor();
    await section.getByText(T.hint).waitFor();
    await section.getByText(T.empty).waitFor();
    // ?comment=1: scrolled down to the section (as far as the page goes).
    await page.waitForFunction(() => {
      const r = document.getElementById('messages')?.getBoundingClientRect();
      return !!r && window.scrollY > 0 && r.top >= 0 && r.top < window.innerHeight - 100;
    });
    await settled(page);
    await shot(page, `messages-section-empty-${tag}`);

    await section.getByRole('button', { name: T.add }).click();
    const dialog = modal(page);
    await dialog.getByText(T.newTitle, { exact: true }).waitFor();
    await shown(dialog);
    // Nothing filled: both required messages.
    await dialog.getByRole('button', { name: T.submit, exact: true }).click();
    await dialog.locator('.ant-form-item-explain-error', { hasText: T.typeRequired }).waitFor();
    await dialog.locator('.ant-form-item-explain-error', { hasText: T.contentRequired }).waitFor();
    await shot(page, `messages-dialog-required-${tag}`);

    await chooseType(page, dialog, T.type);
    const editor = dialog.locator('.ProseMirror');
    await editor.click();
    if (checks) {
      // 1,005 characters typed at once: cut to 1,000 with the message.
      await page.keyboard.insertText('x'.repeat(1005));
      await toastText(page, T.tooLong).waitFor();
      assert.equal(await editor.evaluate((el) => el.textContent.length), 1000);
      await dialog.locator('.rte-count', { hasText: '1000/1000' }).waitFor();
      // Everything selected (as a long press would; the shortcut differs by platform), then deleted.
      await editor.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        getSelection().removeAllRanges();
        getSelection().addRange(range);
      });
      await page.waitForTimeout(100);
      await page.keyboard.press('Backspace');
      await dialog.locator('.rte-count', { hasText: '0/1000' }).waitFor();
      // A file of another format is refused before it is sent.
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'tool.EXE', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await toastText(page, T.fileType).waitFor();
    }
    await page.keyboard.type(`${text} `);
    await dialog.getByRole('button', { name: lang === 'cn' ? '加粗' : 'Bold' }).click();
    await page.keyboard.type('IELTS 7.0');
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'transcript.PDF', mimeType: 'application/pdf', buffer: makePdf('Transcript') },
      { name: 'photo.png', mimeType: 'image/png', buffer: makePng() },
    ]);
    // Both stored (an uploading entry stays a moment while it animates out).
    await dialog.locator('.ant-upload-list-item-done', { hasText: 'photo.png' }).waitFor();
    await dialog.locator('.ant-upload-list-item-done', { hasText: 'transcript.PDF' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.msg-dialog .ant-upload-list-item-uploading'));
    await shot(page, `messages-dialog-${tag}`);
    // Two clicks: one message.
    const submit = dialog.getByRole('button', { name: T.submit, exact: true });
    await submit.dblclick();
    await toastText(page, T.sent).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const thread = section.locator('.msg-thread', { hasText: text });
    await thread.waitFor();
    await thread.locator('strong', { hasText: 'IELTS 7.0' }).waitFor();
    assert.equal((await thread.locator('.msg-thread__content').textContent()).trim(), `${text} IELTS 7.0`);
    await thread.getByRole('link', { name: 'transcript.PDF' }).waitFor();
    assert.equal(await section.locator('.msg-thread').count(), 1, 'one thread for a double click');
    await shot(page, `messages-section-${tag}`);
  });

  // A counsellor replies through the API.
  const info = await ok(ctx, '/clerk/web/stu/info', { id: stuId, isMsg: 1 });
  assert.equal(info.leaveMsgList.length, 1);
  const threadId = info.leaveMsgList[0].id;
  assert.equal(info.leaveMsgList[0].msgFiles.length, 2);
  const clerk = await open(lang, DESKTOP_1440, CLERK);
  const replyText = `We will add it, please send the IELTS report ${suffix}`;
  await ok(clerk.ctx, '/clerk/student/addLeaveMsg', {
    stuId,
    parentId: threadId,
    msgContext: `<p>${replyText}</p><script>window.__bad=1</script>`,
  });
  await clerk.ctx.close();

  await step(page, `${tag}-notice`, async () => {
    // /myApply: the bell shows 1 and the card the unread count.
    await page.goto(`${suite.portal.base}/myApply`);
    await page.waitForFunction(() => document.querySelector('.notice-bell .ant-badge-count'));
    assert.equal(await bellCount(page), 1, 'the bell shows 1');
    const card = page.locator('.apply-card', { hasText: name });
    await card.waitFor();
    await card.locator('.apply-card__msgs .ant-badge-count').waitFor();
    assert.equal(Number(await card.locator('.apply-card__msgs .ant-badge-count').getAttribute('title')), 1, 'the card counts 1 unread');
    await card.scrollIntoViewIfNeeded();
    await shot(page, `messages-myapply-${tag}`);

    // The bell's list, then its notice leads to the file's messages.
    await page.locator('.notice-bell:visible').click();
    const row = page.locator('.notice-row', { hasText: T.notice }).first();
    await row.waitFor();
    await page.getByRole('button', { name: T.markAll }).waitFor();
    await shot(page, `messages-bell-${tag}`);
    // The popover may still be sliding in when the row is clicked: try again (reopening the bell).
    for (let attempt = 1; ; attempt++) {
      await row.click();
      try {
        await page.waitForURL(new RegExp(`/applyDetail\\?id=${stuId}&comment=1`), { timeout: 8000 });
        break;
      } catch (e) {
        if (attempt >= 3) throw e;
        if (!(await row.isVisible())) await page.locator('.notice-bell:visible').click();
      }
    }
    await page.waitForFunction(() => !document.querySelector('.notice-bell .ant-badge-count'));
  });

  await step(page, `${tag}-read`, async () => {
    const section = page.locator('#messages');
    const thread = section.locator('.msg-thread', { hasText: text });
    await thread.locator('.msg-thread__unread').waitFor();
    await thread.getByRole('button', { name: T.expand }).click();
    const reply = thread.locator('.msg-reply', { hasText: replyText });
    await reply.waitFor();
    assert.equal(await page.evaluate(() => window.__bad), undefined, 'the script of a message never runs');
    assert.equal(await section.locator('script').count(), 0);
    await thread.locator('.msg-thread__unread').waitFor({ state: 'detached' });
    await thread.scrollIntoViewIfNeeded();
    await shot(page, `messages-thread-${tag}`);
    // The reply dialog shows the original above.
    await thread.getByRole('button', { name: T.replyTitle, exact: true }).click();
    const dialog = modal(page);
    await dialog.getByText(T.replyTitle, { exact: true }).first().waitFor();
    await dialog.locator('.msg-original', { hasText: text }).waitFor();
    await shown(dialog);
    assert.equal(await dialog.locator('.ant-select').count(), 0, 'a reply has no type');
    await shot(page, `messages-dialog-reply-${tag}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The card's count is gone.
    await page.goto(`${suite.portal.base}/myApply`);
    const card = page.locator('.apply-card', { hasText: name });
    await card.waitFor();
    assert.equal(await card.locator('.apply-card__msgs .ant-badge-count').count(), 0, 'no unread count once read');
    const list = await ok(ctx, '/clerk/web/stu/list', { pageNo: 1, pageSize: 10 });
    assert.equal(list.list.find((x) => x.stuId === stuId)?.leaveMsgCount, 0);
    assert.equal((await get(ctx, '/notice/unread')).count, 0);
  });

  assert.deepEqual(student.errors, [], 'no uncaught errors');
  await ctx.close();
}

describe('messages and the notice bell', () => {
  test('cn at 1440 px (with the length cut and a refused format)', async () => {
    await flow('cn', DESKTOP_1440, { checks: true });
  });
  test('cn on a phone (390 px)', async () => {
    await flow('cn', PHONE_390);
  });
  test('en at 1440 px', async () => {
    await flow('en', DESKTOP_1440);
  });
  test('en on a phone (390 px, with the length cut and a refused format)', async () => {
    await flow('en', PHONE_390, { checks: true });
  });
});
