// Browser tests of the file consents (issue 15, PIPL), in cn at 1440 px and in en at 390 px: a file
// filled up to the card step, where the separate consent for sensitive personal information opens
// by itself (purposes in plain words, CVV kept at most N days); declined, the card is not saved and
// the save asks again; agreed, the step saves. At submit the transfer consent lists the chosen
// school with its country; agreed, the file is submitted.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  MOBILE,
  apiCall as apiCallOf,
  apiStudentFile,
  freshLogin,
  portalSuite,
  shot,
  stepReady,
  ukUniversity,
  wizardAction as action,
  shotFailure,
} from './harness.mjs';

const suite = portalSuite(before, after);

const TEXT = {
  cn: {
    sensitiveTitle: '敏感个人信息处理同意（单独同意）',
    cardPurpose: '银行卡号：用于向大学支付申请费。',
    cvv: /最多保存 \d+ 天后自动删除/,
    agree: '同意并继续',
    decline: '不同意',
    declined: '您尚未同意处理敏感个人信息',
    next: '下一步',
    submit: '提交',
    transferTitle: '向境外院校传输个人信息同意（单独同意）',
    transferAgree: '同意并提交',
    country: '英国',
    withdraw: '撤回',
    confirmBtn: '确认撤回',
    stopsAfter: '工作人员会收到通知',
    withdrawnTag: '已于',
    given: /^已同意处理敏感个人信息（版本 \d{4}-\d{2}-\d{2}）$/,
    cardNoLabel: '卡号',
    cardWithdrawn: '未保存（已撤回同意）',
  },
  en: {
    sensitiveTitle: 'Consent to process sensitive personal information (separate consent)',
    cardPurpose: 'Bank card number: to pay the application fee to the university.',
    cvv: /deleted automatically after at most \d+ days/,
    agree: 'Agree and continue',
    decline: 'Decline',
    declined: 'You have not agreed to the processing of sensitive personal information',
    next: 'Next',
    submit: 'Submit',
    transferTitle: 'Consent to send your personal information abroad (separate consent)',
    transferAgree: 'Agree and submit',
    country: 'United Kingdom',
    withdraw: 'Withdraw',
    confirmBtn: 'Withdraw',
    stopsAfter: 'our staff are told to stop sending',
    withdrawnTag: 'Withdrawn on',
    given: /^Consent to sensitive personal information given \(version \d{4}-\d{2}-\d{2}\)$/,
    cardNoLabel: 'Card number',
    cardWithdrawn: 'Not stored (consent withdrawn)',
  },
};

const apiCall = (page, path, body) => apiCallOf(suite.portal, page, path, body);

/** The open confirm dialog with the given title, once it has zoomed in. */
async function dialogOf(page, title) {
  const d = page.locator('.ant-modal').filter({ has: page.getByText(title, { exact: true }) });
  await d.waitFor();
  await page.waitForFunction((el) => !/-(appear|enter)/.test(el.className), await d.elementHandle());
  return d;
}

for (const [lang, opts, label] of [
  ['cn', DESKTOP, 'desktop'],
  ['en', { ...MOBILE, viewport: { width: 390, height: 844 } }, 'mobile'],
]) {
  describe(`file consents in ${lang} (${opts.viewport.width} px)`, () => {
    test('the sensitive consent on the card step, then the transfer consent listing the school at submit', async () => {
      const T = TEXT[lang];
      const { ctx, page, errors } = await freshLogin(suite, opts);
      try {
        await ctx.addCookies([{ name: 'language', value: lang, url: suite.portal.base }]);
        const uni = await ukUniversity(suite.portal, { scholarship: true });
        // A file through the API up to step 7 (before the card), no consent given yet; 9-11 follow.
        const draft = await apiStudentFile(suite.portal, page, {
          student: { stuName: '王芳', stuSpell: 'Wang Fang' },
          unis: [uni],
          consents: false,
          submit: false,
          steps: [2, 3, 4, 5, 6, 7],
        });
        const { stuId } = draft;
        const main = page.locator('.wizard-main');

        // Step 8: the separate consent opens by itself, with the purposes in plain words.
        await page.goto(`${suite.portal.base}/studentInfo?id=${stuId}&activeStep=8`);
        let consent = await dialogOf(page, T.sensitiveTitle);
        await consent.getByText(T.cardPurpose).waitFor();
        assert.match(await consent.innerText(), T.cvv);
        assert.match(await consent.innerText(), /Wang Fang|王芳/);
        await shot(page, `file-consents-${label}-${lang}-sensitive`);
        await consent.getByRole('button', { name: T.decline }).click();
        await consent.waitFor({ state: 'hidden' });
        await page.getByTestId('sensitive-notice').getByText(T.declined, { exact: false }).waitFor();
        await stepReady(page);

        // Declined: the card typed is not saved; the save asks again.
        await main.locator('input#cardUsername').fill('WANG FANG');
        await main.locator('input#cardNo').fill('4111 1111 1111 1111');
        await main.locator('input#cardSafetyCode').fill('123');
        await main.locator('input#eduPassword').fill('chsi-pass9');
        await action(page, T.next).click();
        consent = await dialogOf(page, T.sensitiveTitle);
        const before = await apiCall(page, '/clerk/web/stu/info', { id: stuId });
        assert.ok(!before.data.stuOther?.cardNo, 'nothing stored before the consent');
        await shot(page, `file-consents-${label}-${lang}-sensitive-on-save`);
        await consent.getByRole('button', { name: T.agree }).click();
        // Agreed: the same values are saved and the wizard moves on to step 9.
        await page.waitForURL(/activeStep=9(&|$)/);
        const after = await apiCall(page, '/clerk/web/stu/info', { id: stuId });
        assert.match(String(after.data.stuOther.cardNo), /1111$/);

        // Steps 9-11, then submit: the transfer consent lists the school with its country.
        await draft.save([9, 10, 11]);
        // Step 10 (the passport) says which consent is given, instead of asking again.
        await page.goto(`${suite.portal.base}/studentInfo?id=${stuId}&activeStep=10`);
        await stepReady(page);
        assert.match((await page.getByTestId('sensitive-given').innerText()).trim(), T.given);
        assert.equal(await page.getByTestId('sensitive-notice').count(), 0);
        await shot(page, `file-consents-${label}-${lang}-step10-given`);
        await page.goto(`${suite.portal.base}/studentInfo?id=${stuId}&activeStep=11`);
        await stepReady(page);
        await action(page, T.submit).click();
        const transfer = await dialogOf(page, T.transferTitle);
        const listed = lang === 'en' ? uni.uniEnName || uni.uniName : uni.uniName || uni.uniEnName;
        await transfer.getByText(listed, { exact: true }).first().waitFor();
        await transfer.getByText(T.country, { exact: true }).first().waitFor();
        await shot(page, `file-consents-${label}-${lang}-transfer`);
        await transfer.getByRole('button', { name: T.transferAgree }).click();
        await page.waitForURL(/\/(signContract|myApply)/);
        const done = await apiCall(page, '/clerk/web/stu/info', { id: stuId });
        assert.equal(String(done.data.referralStatus), '1');

        // The consents recorded with their versions and the recipient.
        const list = (await page.request.get(`${suite.portal.base}/api/privacy/file-consents`)).json();
        const file = (await list).data.find((f) => f.stuId === stuId);
        assert.deepEqual(file.consents.map((c) => c.kind).sort(), ['sensitive', 'transfer']);
        const tr = file.consents.find((c) => c.kind === 'transfer');
        assert.deepEqual(
          tr.detail.recipients.map((r) => r.uniId),
          [uni.uniId],
        );

        // The personal centre lists the file's consents; withdrawing the transfer says what stops.
        await page.goto(`${suite.portal.base}/user?menuItem=5`);
        const card = page.getByTestId('file-consents-card');
        const row = card.getByTestId(`file-consent-${tr.id}`);
        await row.waitFor();
        await row.getByText(listed, { exact: false }).waitFor();
        await row.scrollIntoViewIfNeeded();
        await shot(page, `file-consents-${label}-${lang}-centre`);
        await row.getByRole('button', { name: T.withdraw }).click();
        const confirm = page.locator('.ant-modal').filter({ has: page.getByTestId('withdraw-stops') });
        await confirm.getByText(T.stopsAfter, { exact: false }).waitFor();
        await page.waitForFunction((el) => !/-(appear|enter)/.test(el.className), await confirm.elementHandle());
        await shot(page, `file-consents-${label}-${lang}-withdraw`);
        await confirm.getByRole('button', { name: T.confirmBtn }).click();
        await row.getByText(T.withdrawnTag, { exact: false }).waitFor();

        // Withdrawing the sensitive consent erases the card: the detail says so, not '-'.
        const sensitive = file.consents.find((c) => c.kind === 'sensitive');
        assert.equal((await apiCall(page, '/privacy/file-consents/withdraw', { id: sensitive.id })).code, '000');
        await page.goto(`${suite.portal.base}/applyDetail?id=${stuId}`);
        const cardSection = page.locator('#card');
        const cardNoCell = cardSection.locator('.ro-cell', { has: page.getByText(T.cardNoLabel, { exact: true }) });
        await cardNoCell.locator('.ro-cell__value', { hasText: T.cardWithdrawn }).waitFor();
        await cardSection.scrollIntoViewIfNeeded();
        await shot(page, `file-consents-${label}-${lang}-card-withdrawn`);
        assert.deepEqual(errors, []);
      } catch (e) {
        await shotFailure(page, `file-consents-${label}-${lang}`);
        throw e;
      } finally {
        await ctx.close();
      }
    });
  });
}
