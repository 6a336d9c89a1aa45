// Browser tests of the service contract (issue 12), in cn and en, at 1440 px and on a phone
// (375 px, iPhone user agent): a student registered for the test submits a file (through the API,
// as the wizard's saves do; the submit's answer asks for the signature), opens /signContract, is
// told 请填写签名 / 'Please sign' for an empty pad, draws a signature with the mouse, submits → the
// fee dialog with the WeChat Pay and Alipay QR codes and the amount; the WeChat code's content (the
// sandbox's pay page, as /admin/pay/transaction answers it) is opened in a second page and paid
// there → the signing page shows 'payment succeeded' by itself (its poll); then 'my contracts'
// (/user?menuItem=2 on desktop, /contractInfo on the phone) lists the contract with the PDF in a
// frame, and the signing page shows the paid state. An account without files sees the empty
// states. Screenshots of the page, the dialog, the result and my contracts go to
// e2e/artifacts/contract-*.png.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  HIDPI_PHONE,
  MOBILE,
  apiCall,
  apiStudentFile,
  openAs,
  failureShown,
  portalSuite,
  registerStudent,
  shot,
} from './harness.mjs';

const suite = portalSuite(before, after);

const TEXT = {
  cn: {
    title: '留学申请服务协议',
    required: '请填写签名',
    submit: '提交',
    clear: '重新签名',
    feeTitle: '支付服务费',
    paidCheck: '我已支付',
    sandboxPay: '确认支付',
    sandboxPaid: '支付成功，请返回页面查看结果。',
    success: '支付成功',
    failed: '支付失败',
    cancel: '取消',
    contracts: '我的合同',
    noAgreement: '暂无协议',
    noneWaiting: '暂无待签署的协议',
    paidTitle: '服务费已支付',
    binding: '中文',
    offer: '获得录取',
    payFee: '支付服务费',
    signAgain: '重新签署',
  },
  en: {
    title: 'Study Abroad Application Service Agreement',
    required: 'Please sign',
    submit: 'Submit',
    clear: 'Clear',
    feeTitle: 'Pay the service fee',
    paidCheck: 'I have paid',
    sandboxPay: 'Pay',
    sandboxPaid: 'Payment succeeded. Go back to the page to see the result.',
    success: 'Payment succeeded',
    failed: 'Payment failed',
    cancel: 'Cancel',
    contracts: 'My contracts',
    noAgreement: 'No agreement yet',
    noneWaiting: 'No agreement is waiting for your signature',
    paidTitle: 'The service fee is paid',
    binding: 'Chinese',
    offer: 'Offer received',
    payFee: 'Pay the service fee',
    signAgain: 'Sign again',
  },
};

const PHONE = HIDPI_PHONE;
const CLERK = { account: 'clerk@demo.local', password: 'Clerk123' };

// --- The API as a context's account -------------------------------------------------------------

const call = (ctx, path, body) => apiCall(suite.portal, ctx, path, body);

/** A complete file of the signed-in student (a UK school: class A), submitted; answers its id and the submit's answer. */
async function submittedFile(ctx, { stuName, stuSpell, birthday = '2004-05-06' }) {
  const file = await apiStudentFile(suite.portal, ctx, { student: { stuName, stuSpell, birthday } });
  return { stuId: file.stuId, submit: file.submitted };
}

// --- Pages --------------------------------------------------------------------------------------

const open = (lang, size, who) => openAs(suite, who, { device: size, lang });

const openModal = (page, cls) => page.locator(`.ant-modal-wrap:not([style*="display: none"]) .ant-modal.${cls}`);

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

/** Runs a step; when it throws, a shot of the page (name-failed) and where it was, first. */
const step = (page, name, body) => failureShown(page, `contract-${name}`, body);

/** Draws a signature-like stroke (two loops and a line) on a pad's canvas with the mouse. */
async function drawOn(page, canvas) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  assert.ok(box && box.width > 100 && box.height > 80, 'the pad has room to sign');
  const at = (fx, fy) => [box.x + box.width * fx, box.y + box.height * fy];
  await page.mouse.move(...at(0.15, 0.6));
  await page.mouse.down();
  for (let i = 0; i <= 24; i++) {
    const a = (i / 24) * Math.PI * 4;
    await page.mouse.move(...at(0.15 + i * 0.012 + 0.05 * Math.cos(a), 0.5 + 0.2 * Math.sin(a)), { steps: 2 });
  }
  await page.mouse.move(...at(0.8, 0.45), { steps: 8 });
  await page.mouse.up();
}

/** The page has no sideways scrolling. */
async function noOverflow(page, what) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(over <= 1, `${what}: no sideways scrolling (${over} px)`);
}

async function flow(lang, size, { checks = false, viaFeePage = false, staff = false } = {}) {
  const T = TEXT[lang];
  const mobile = size.viewport.width < 992;
  const tag = `${lang}-${mobile ? 'mobile' : 'desktop'}`;
  const suffix = `${tag}-${Date.now() % 100000}`;
  const who = await registerStudent((await suite.ready).portal);
  const { page, ctx, errors } = await open(lang, size, who);
  const { stuId, submit } = await submittedFile(ctx, {
    stuName: lang === 'cn' ? `签约${suffix.slice(-5)}` : `Sign${suffix.slice(-5)}`,
    stuSpell: `Sign ${suffix.toUpperCase()}`,
  });
  assert.equal(submit.signContract, true, "the submit's answer asks for the signature");

  await step(page, `${tag}-sign`, async () => {
    await page.goto(`${suite.portal.base}/signContract`);
    await page.locator('.sign-head__title', { hasText: T.title }).waitFor();
    await page.locator('.sign-text__section').first().waitFor();
    assert.ok((await page.locator('.sign-text').textContent()).length > 200, 'the agreement text is shown');
    await page.locator('.sign-binding', { hasText: T.binding }).waitFor();
    await page.locator('[data-testid=pad-student] canvas').waitFor();
    // The canvas holds device pixels: sharp on a high-DPI screen.
    const px = await page
      .locator('[data-testid=pad-student] canvas')
      .evaluate((c) => ({ w: c.width, css: c.offsetWidth, dpr: devicePixelRatio }));
    assert.equal(px.w, Math.round(px.css * Math.min(px.dpr, 3)), 'the canvas follows the pixel ratio');
    await noOverflow(page, 'signContract');
    await shot(page, `contract-sign-${tag}`);

    // An empty pad: 请填写签名 / Please sign, nothing sent.
    await page.getByTestId('sign-submit').click();
    await page.locator('.sign-error', { hasText: T.required }).waitFor();
    await page.locator('.ant-message-notice', { hasText: T.required }).first().waitFor();
    if (checks) {
      await page.locator('.sign-error').scrollIntoViewIfNeeded();
      await shot(page, `contract-sign-empty-${tag}`);
      // Clear after drawing empties the pad again.
      await drawOn(page, page.locator('[data-testid=pad-student] canvas'));
      await page.getByRole('button', { name: T.clear }).click();
      await page.getByTestId('sign-submit').click();
      await page.locator('.sign-error', { hasText: T.required }).waitFor();
    }

    await drawOn(page, page.locator('[data-testid=pad-student] canvas'));
    await page.locator('.sign-error').waitFor({ state: 'detached' });
    await shot(page, `contract-signed-pad-${tag}`);
    await page.getByTestId('sign-submit').click();
  });

  const fee = openModal(page, 'pay-dialog');
  const payUrl = await step(page, `${tag}-fee`, async () => {
    await fee.locator('.ant-modal-title', { hasText: T.feeTitle }).waitFor({ timeout: 20_000 });
    await shown(fee);
    await page.waitForFunction(() => document.querySelectorAll('.pay-dialog img.pay-qr__img').length === 2, null, { timeout: 20_000 });
    const urls = await fee
      .locator('.pay-qr')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-pay-type'), e.getAttribute('data-pay-url')]));
    assert.deepEqual(
      urls.map((u) => u[0]),
      ['1', '2'],
      'WeChat Pay and Alipay',
    );
    for (const [, u] of urls) assert.match(u, /\/api\/pay\/sandbox\/[A-Za-z0-9_-]+$/, 'the sandbox pay page');
    assert.notEqual(urls[0][1], urls[1][1], 'one order per channel');
    // The QR codes are pictures of real size.
    const sizes = await fee.locator('img.pay-qr__img').evaluateAll((els) => els.map((e) => e.naturalWidth));
    assert.ok(
      sizes.every((w) => w >= 128),
      'drawn QR codes',
    );
    const amount = (await fee.getByTestId('pay-amount').textContent()).trim();
    assert.match(amount, /^¥\d{1,3}(,\d{3})*\.\d\d$/, 'the amount in yuan');
    if (mobile) assert.equal(await fee.locator('a.pay-qr__link').count(), 2, 'the pay pages as links on a phone');
    await shot(page, `contract-fee-${tag}`);

    if (checks) {
      // 'I have paid' before paying: payment failed, cancel goes back to the page.
      await fee.getByRole('button', { name: T.paidCheck }).click();
      const failed = openModal(page, 'pay-result--failed');
      await failed.getByText(T.failed, { exact: true }).waitFor();
      await shown(failed);
      await shot(page, `contract-pay-failed-${tag}`);
      await failed.getByRole('button', { name: T.cancel, exact: true }).click();
      await failed.waitFor({ state: 'hidden' });
      // The signed page offers the fee again, and signing again.
      await page.getByRole('button', { name: T.payFee }).waitFor();
      await page.getByRole('button', { name: T.signAgain }).click();
      // Signing again: a new signature, new orders; the earlier ones are closed.
      await drawOn(page, page.locator('[data-testid=pad-student] canvas'));
      await page.getByTestId('sign-submit').click();
      await fee.locator('.ant-modal-title', { hasText: T.feeTitle }).waitFor({ timeout: 20_000 });
      await shown(fee);
      await page.waitForFunction(() => document.querySelectorAll('.pay-dialog img.pay-qr__img').length === 2, null, { timeout: 20_000 });
      const again = await fee.locator('.pay-qr').evaluateAll((els) => els.map((e) => e.getAttribute('data-pay-url')));
      assert.ok(!again.includes(urls[0][1]) && !again.includes(urls[1][1]), 'new orders after signing again');
      const phone = await suite.newContext({ ...MOBILE, locale: lang === 'cn' ? 'zh-CN' : 'en-US' });
      await phone.addCookies([{ name: 'language', value: lang, url: suite.portal.base }]);
      const old = await phone.newPage();
      await old.goto(urls[0][1]);
      // Paying an order of the voided contract (where the pay page still offers it) pays nothing here.
      const payOld = old.getByRole('button', { name: T.sandboxPay, exact: true });
      if (await payOld.count()) {
        await payOld.click();
        await old.waitForURL(/\?r=/);
      }
      const oldResult = await call(ctx, '/admin/pay/result', { orderNo: new URL(urls[0][1]).pathname.split('/').pop() });
      assert.equal(oldResult.code, 'ERROR', 'the earlier order is closed');
      assert.equal(oldResult.data.state, 'closed');
      await phone.close();
      return again[0];
    }
    return urls[0][1];
  });

  if (viaFeePage)
    await step(page, `${tag}-fee-page`, async () => {
      // The fee dialog closed: /serviceFee shows the same fee and codes (a phone's links to the pay pages).
      await fee.locator('.ant-modal-close').click();
      await fee.waitFor({ state: 'hidden' });
      await page.goto(`${suite.portal.base}/serviceFee`);
      await page.waitForFunction(() => document.querySelectorAll('.fee-page img.pay-qr__img').length === 2, null, { timeout: 20_000 });
      await page.waitForURL(new RegExp(`/serviceFee\\?stuId=${stuId}$`));
      assert.equal(await page.locator('.fee-page .pay-qr').first().getAttribute('data-pay-url'), payUrl, 'the same order');
      if (mobile) assert.equal(await page.locator('.fee-page a.pay-qr__link').count(), 2);
      await noOverflow(page, 'serviceFee');
      await shot(page, `contract-service-fee-${tag}`);
    });

  await step(page, `${tag}-pay`, async () => {
    // The QR code's content opened in a second page on another device (a phone that scanned it:
    // no portal session there) and paid there.
    const phone = await suite.newContext({ ...MOBILE, locale: lang === 'cn' ? 'zh-CN' : 'en-US' });
    await phone.addCookies([{ name: 'language', value: lang, url: suite.portal.base }]);
    const payPage = await phone.newPage();
    await payPage.goto(payUrl);
    await shot(payPage, `contract-sandbox-${tag}`);
    await payPage.getByRole('button', { name: T.sandboxPay, exact: true }).click();
    try {
      await payPage.getByText(T.sandboxPaid).waitFor();
    } catch (e) {
      await shot(payPage, `contract-${tag}-sandbox-failed`);
      throw new Error(`the sandbox page says: ${await payPage.locator('body').innerText()}`, { cause: e });
    }
    await phone.close();
    // The signing page finds it by itself (its poll).
    const ok = openModal(page, 'pay-result--ok');
    await ok.getByText(T.success, { exact: true }).waitFor({ timeout: 20_000 });
    await shown(ok);
    if (!viaFeePage) assert.equal(await fee.count(), 0, 'the fee dialog is closed');
    await shot(page, `contract-pay-success-${tag}`);
    await ok.getByRole('button', { name: T.contracts }).click();
  });

  await step(page, `${tag}-contracts`, async () => {
    await page.waitForURL(mobile ? /\/contractInfo$/ : /\/user\?menuItem=2$/);
    const card = page.locator('.ct-card').first();
    await card.waitFor();
    assert.equal(await page.locator('.ct-card').count(), 1, 'one contract');
    const text = await card.textContent();
    assert.ok(/\d/.test(text), 'the contract number and dates');
    await card.locator('.ant-tag', { hasText: lang === 'cn' ? '已付款' : 'Paid' }).waitFor();
    const frame = page.locator('iframe.ct-pdf__frame');
    await frame.waitFor();
    const src = await frame.getAttribute('src');
    assert.match(src, /^\/api\/contract\/pdf\/[A-Za-z0-9_-]+$/, 'the PDF of the contract');
    const pdf = await ctx.request.get(`${suite.portal.base}${src}`);
    assert.equal(pdf.status(), 200);
    assert.match(pdf.headers()['content-type'], /application\/pdf/);
    assert.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-');
    if (!mobile) await page.locator('.user-center__menu .ant-menu-item-selected', { hasText: T.contracts }).waitFor();
    await noOverflow(page, 'my contracts');
    // Let the frame draw the PDF before the picture.
    await page.waitForTimeout(1500);
    await shot(page, `contract-mine-${tag}`);
  });

  await step(page, `${tag}-paid`, async () => {
    // Signing again is over once paid: the page shows the signature and the paid state.
    await page.goto(`${suite.portal.base}/signContract?stuId=${stuId}`);
    await page.getByText(T.paidTitle).waitFor();
    await page.getByTestId('signed-image').waitFor();
    assert.equal(await page.getByTestId('sign-submit').count(), 0, 'no submit once paid');
    if (checks) await shot(page, `contract-paid-${tag}`);
  });

  if (mobile)
    await step(page, `${tag}-menu`, async () => {
      // The phone's side menu leads to my contracts.
      await page.getByRole('button', { name: lang === 'cn' ? '菜单' : 'Menu' }).click();
      const menu = page.locator('.ant-drawer .ant-menu');
      await menu.waitFor();
      await menu.getByText(T.contracts, { exact: true }).click();
      await page.waitForURL(/\/contractInfo$/);
      await page.locator('.ct-card').first().waitFor();
    });

  if (staff) {
    // A counsellor ticks 'offer received' in the workbench; the student's card shows it done.
    const clerk = await open(lang, DESKTOP, CLERK);
    await step(clerk.page, `${tag}-console`, async () => {
      await clerk.page.goto(`${suite.portal.base}/console/applications/${stuId}`);
      const panel = clerk.page.locator('.console-contract');
      await panel.waitFor({ timeout: 20_000 });
      await panel.locator('.ant-tag', { hasText: lang === 'cn' ? '已付款' : 'Paid' }).waitFor();
      assert.equal(await panel.locator('.ant-table-row').count(), 2, 'two orders');
      const offer = panel.locator('.ant-checkbox-wrapper', { hasText: T.offer });
      await offer.click();
      await panel.locator('.ant-checkbox-wrapper-checked', { hasText: T.offer }).waitFor();
      await panel.scrollIntoViewIfNeeded();
      await shot(clerk.page, `contract-console-${tag}`);
    });
    await clerk.ctx.close();
    await step(page, `${tag}-my-apply`, async () => {
      await page.goto(`${suite.portal.base}/myApply`);
      const card = page.locator('.apply-card').first();
      await card.locator('.ms__item[data-kind=offer][data-done="1"]').waitFor();
      assert.equal(await card.locator('.ms__item[data-done="1"]').count(), 1, 'one milestone done');
      await card.scrollIntoViewIfNeeded();
      await shot(page, `contract-my-apply-${tag}`);
      // The file's detail: the contract with its milestones.
      await page.goto(`${suite.portal.base}/applyDetail?id=${stuId}`);
      const panel = page.locator('#contract');
      await panel.locator('.ms__item[data-kind=offer][data-done="1"] .ms__state').waitFor();
      await panel.locator('.ms__rule').first().waitFor();
      await shot(page, `contract-apply-detail-${tag}`);
    });
  }

  assert.deepEqual(errors, [], 'no errors in the page');
  await ctx.close();
}

/** A student under 18: the guardian is chosen and signs on a second pad. */
async function minorFlow(lang, size) {
  const T = TEXT[lang];
  const mobile = size.viewport.width < 992;
  const tag = `${lang}-${mobile ? 'mobile' : 'desktop'}-minor`;
  const who = await registerStudent((await suite.ready).portal);
  const { page, ctx, errors } = await open(lang, size, who);
  const year = new Date().getFullYear() - 16;
  const { stuId } = await submittedFile(ctx, { stuName: '未成年', stuSpell: 'Minor Student', birthday: `${year}-03-04` });
  await step(page, tag, async () => {
    await page.goto(`${suite.portal.base}/signContract?stuId=${stuId}`);
    const guardianPad = page.locator('[data-testid=pad-guardian] canvas');
    await guardianPad.waitFor();
    // Only the student signs: the guardian's pad says 请填写签名 / Please sign.
    await drawOn(page, page.locator('[data-testid=pad-student] canvas'));
    await page.getByTestId('sign-submit').click();
    await page.locator('.sign-error', { hasText: T.required }).waitFor();
    // The one guardian of the file is chosen already.
    await page.locator('.sign-guardian-pick', { hasText: '张父' }).waitFor();
    await drawOn(page, guardianPad);
    await page.locator('.sign-error').waitFor({ state: 'detached' });
    await shot(page, `contract-sign-${tag}`);
    await page.getByTestId('sign-submit').click();
    const fee = openModal(page, 'pay-dialog');
    await fee.locator('.ant-modal-title', { hasText: T.feeTitle }).waitFor({ timeout: 20_000 });
    await fee.locator('.ant-modal-close').click();
    // Both signatures are kept and shown.
    await page.locator('.sign-image img').nth(1).waitFor();
    assert.equal(await page.locator('.sign-image img').count(), 2);
  });
  assert.deepEqual(errors, [], 'no errors in the page');
  await ctx.close();
}

describe('service contract', () => {
  test('cn, desktop: sign, pay in the sandbox, my contracts', async () => flow('cn', DESKTOP, { checks: true }));
  test('en, phone: sign, pay in the sandbox, my contracts', async () => flow('en', PHONE, { checks: true }));
  test('en, desktop, with the workbench ticking a milestone', async () => flow('en', DESKTOP, { staff: true }));
  test('cn, phone, paying from /serviceFee', async () => flow('cn', PHONE, { viaFeePage: true }));
  test('a minor: the guardian signs too (cn, desktop)', async () => minorFlow('cn', DESKTOP));

  test('no agreement: the empty states (cn and en)', async () => {
    for (const lang of ['cn', 'en']) {
      const T = TEXT[lang];
      const who = await registerStudent((await suite.ready).portal);
      const { page, ctx, errors } = await open(lang, DESKTOP, who);
      await page.goto(`${suite.portal.base}/signContract`);
      await page.getByTestId('sign-empty').getByText(T.noneWaiting).waitFor();
      await page.goto(`${suite.portal.base}/user?menuItem=2`);
      await page.getByText(T.noAgreement).waitFor();
      await shot(page, `contract-mine-empty-${lang}`);
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  });
});
