// Browser tests of the 11-step application wizard: from a UK university detail page, apply now
// with a fresh account, fill every step with valid data (a real PDF and PNG uploaded on step 10),
// submit, see the card on /myApply and the file in /clerk/web/stu/list, open its read-only detail;
// then the validation messages of a few wrong inputs and the unsaved-leave dialog (step list and a
// navigation link); the wizard on a phone (375 px): no sideways scroll, a step saves; a session
// ending mid-step; two editors of one student (the conflict dialog); a copy without the source's schools.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, btn, freshPhone, portalSuite, shot } from './harness.mjs';

const suite = portalSuite(before, after);

const LEAVE_TEXT = '切换页面后，该页面填写的数据会清空，建议先保存后切换页面！';
const PASSWORD = 'wiz123';
/** The page the running test drives (set by freshLogin), shot when the test fails. */
let current = null;

/** Registers an account through the API (phone code from the dev outbox). */
async function registerAccount(phone) {
  const post = (path, body) =>
    fetch(`${suite.portal.base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  assert.equal((await post('/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 })).code, '000');
  const code = await suite.portal.lastCode(phone);
  const r = await post('/auth/student/register', { phoneNumber: phone, passWord: PASSWORD, rePassWord: PASSWORD, verifyCode: code, stuUniName: '复旦大学' });
  assert.equal(r.code, '000', `register: ${JSON.stringify(r)}`);
}

/** A fresh account, logged in through the login page. */
async function freshLogin(opts) {
  const phone = freshPhone();
  await registerAccount(phone);
  const { ctx, page, errors } = await suite.newPage(opts);
  current = page;
  await page.goto(`${suite.portal.base}/login`);
  await page.getByPlaceholder('请输入手机号或邮箱').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await btn(page, '登录').click();
  await page.waitForURL(/\/home/);
  return { ctx, page, errors, phone };
}

/** A UK university open for applications, with a scholarship and no special forms. */
async function pickUkUniversity() {
  const r = await fetch(`${suite.portal.base}/api/uni/school-university/listUniByKeyWords`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ countryId: '140', uniNameLike: '', pageSize: 20, aiShow: 1 }),
  }).then((x) => x.json());
  assert.equal(r.code, '000');
  const uni = r.data.list.find((u) => u.stipendShow === '1' && u.isSpecial === '0' && String(u.uniTypeTip) !== '1');
  assert.ok(uni, 'a UK university with a scholarship and no special forms');
  return uni;
}

/** A call of the API with the page's session cookie (and its origin). */
async function apiCall(page, path, body) {
  const res = await page.request.post(`${suite.portal.base}/api${path}`, { data: body, headers: { origin: suite.portal.base } });
  assert.equal(res.status(), 200, `${path} answers 200`);
  return res.json();
}

// --- antd helpers ---------------------------------------------------------------------------

const openDropdown = (page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Waits until no Select dropdown is open (closing ones are animated out first). */
const dropdownsClosed = (page) => page.waitForFunction(() => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));

/** Opens an antd Select (located by its label) and picks the option with this exact label. */
async function choose(page, field, option, { multiple = false } = {}) {
  await field.click();
  await openDropdown(page).locator(`.ant-select-item-option[title="${option}"]`).click();
  if (multiple) await page.locator('.ant-select-item-option-selected', { hasText: option }).waitFor();
  else await dropdownsClosed(page);
}

/** Types a date into an antd DatePicker (as its format shows it) and commits it with Enter. */
async function typeDate(field, text) {
  await field.click();
  await field.fill(text);
  await field.press('Enter');
  // Enter commits the typed date; Escape then closes the calendar, keeping it.
  await field.press('Escape');
  await field.page().waitForFunction(() => !document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'));
  await assertValue(field, text);
}

async function assertValue(field, text) {
  assert.equal(await field.inputValue(), text);
}

/** The form item whose label is this text (exact), to reach radios and messages. */
const item = (scope, label) => scope.locator('.ant-form-item').filter({ has: scope.page().locator(`label:text-is("${label}")`) });

/** Clicks the radio with this label inside the form item of the question. */
async function answer(page, question, label) {
  await item(page.locator('.wizard-main'), question).locator('label.ant-radio-wrapper').filter({ hasText: new RegExp(`^${label}$`) }).click();
}

const stepButton = (page, name) => page.getByRole('navigation', { name: '申请步骤' }).getByRole('button', { name: new RegExp(name) });

/** Waits until the wizard shows step n (title and URL). */
async function atStep(page, n, title) {
  await page.waitForURL(new RegExp(`activeStep=${n}(&|$)`));
  await page.locator('#wizard-step-title', { hasText: title }).waitFor();
  await page.getByText(`第 ${n} 步 / 共 11 步`).waitFor();
}

/** A test whose failure leaves a screenshot of the page it drives (name-failed.png). */
function wtest(name, shotName, body) {
  test(name, async () => {
    current = null;
    try {
      await body();
    } catch (e) {
      if (current) await shot(current, `${shotName}-failed`).catch(() => undefined);
      throw e;
    }
  });
}

/**
 * A button of the wizard's footer. After a save antd may leave the button's (zero-width) loading
 * icon in the accessibility tree for a while, naming it 'loading 下一步': the name is matched at its end.
 */
const action = (page, label) => page.locator('.wizard-actions').getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });

async function next(page, n, title) {
  await action(page, '下一步').click();
  await atStep(page, n, title);
}

/** Waits until a dialog has zoomed in (antd's motion classes gone, animations done), before a screenshot. */
async function settled(dialog) {
  await dialog.page().waitForFunction((el) => !/-(appear|enter)/.test(el.className), await dialog.elementHandle());
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/** The message shown under a form item. */
const errorOf = (scope, label) => item(scope, label).locator('.ant-form-item-explain-error');

// --- files ----------------------------------------------------------------------------------

/** A minimal valid one-page PDF (header, objects, xref with correct offsets, trailer, %%EOF). */
function minimalPdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the content stream
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = 'BT /F1 18 Tf 30 100 Td (Transcript) Tj ET';
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// --- the steps ------------------------------------------------------------------------------

const STUDENT = { name: '李明', spell: 'Li Ming', birthday: '2001-05-12', phone: '13912345678', email: 'liming@example.com' };

async function fillBasic(page) {
  const main = page.locator('.wizard-main');
  await choose(page, main.getByLabel('申请国家', { exact: true }), '英国');
  await main.getByPlaceholder('请输入中文名').fill(STUDENT.name);
  await main.getByPlaceholder('请输入英文名（与护照一致）').fill(STUDENT.spell);
  await answer(page, '性别', '男');
  await typeDate(main.getByPlaceholder('请选择出生日期'), STUDENT.birthday);
  await choose(page, main.getByLabel('国籍', { exact: true }), '中国');
  await main.getByPlaceholder('请输入手机号').fill(STUDENT.phone);
  await main.getByPlaceholder('请输入邮箱').fill(STUDENT.email);
  await main.getByPlaceholder('请输入邮编').fill('200000');
  await main.getByPlaceholder('请输入英文家庭住址').fill('1 Century Avenue, Shanghai');
}

/** A new student through the form: step 1 filled and saved; answers its id (the wizard is at step 2). */
async function newStudent(page) {
  await page.goto(`${suite.portal.base}/studentInfo?id=0`);
  await atStep(page, 1, '基本信息');
  await fillBasic(page);
  await next(page, 2, '申请信息');
  return Number(new URL(page.url()).searchParams.get('id'));
}

describe('application wizard on desktop (1440 px)', () => {
  let uni;
  let stuId;
  let session;

  before(async () => {
    uni = await pickUkUniversity();
  });

  after(async () => {
    await session?.ctx.close();
  });

  wtest('apply now from a UK university, fill all 11 steps, submit, see it in my applications', 'wizard-desktop-flow', async () => {
    session = await freshLogin(DESKTOP);
    const { page, errors } = session;
    const main = page.locator('.wizard-main');

    await page.goto(`${suite.portal.base}/Instiutiondetail?uniId=${uni.uniId}`);
    await page.getByRole('heading', { name: uni.uniName }).first().waitFor();
    await page.getByRole('button', { name: /立即申请/ }).first().click();
    // A fresh account has no student: apply-now answers type 1, a new file carrying the university.
    await page.waitForURL(new RegExp(`/studentInfo\\?(.*&)?id=0&.*carryUniId=${uni.uniId}`));
    await atStep(page, 1, '基本信息');

    // Step 1: basic info (the country is not taken from the carried university: it is chosen).
    await fillBasic(page);
    await shot(page, 'wizard-desktop-step01');
    await next(page, 2, '申请信息');
    stuId = Number(new URL(page.url()).searchParams.get('id'));
    assert.ok(stuId > 0, `the new student's id is in the URL (${page.url()})`);

    // Step 2: the carried university is there; fill its course (the UK asks for the course link).
    const school = main.locator('article.apply-school').first();
    await school.locator('.apply-school__title', { hasText: uni.uniName }).waitFor();
    assert.equal(await main.locator('article.apply-school').count(), 1);
    await school.getByLabel('课程名称', { exact: true }).fill('MSc Advanced Computing');
    await choose(page, school.getByLabel('课程类型', { exact: true }), '硕士');
    await choose(page, school.getByLabel('课程时长', { exact: true }), '1年');
    await typeDate(school.getByLabel('课程开始时间', { exact: true }), '2026-09');
    await school.getByPlaceholder('请输入课程链接').fill('https://www.example.ac.uk/msc-advanced-computing');
    await shot(page, 'wizard-desktop-step02');
    await next(page, 3, '教育经历');
    assert.ok(!page.url().includes('carryUniId'), 'the saved school is no longer carried in the URL');

    // Step 3: education, with a school picked from the autocomplete.
    const edu = main.locator('section.wizard-entry').first();
    await typeDate(edu.getByLabel('开始时间', { exact: true }), '2019-09-01');
    await typeDate(edu.getByLabel('结束时间', { exact: true }), '2023-06-30');
    // The school autocomplete's label does not name its input: the combobox of that form item.
    const schoolBox = item(edu, '学校名称').getByRole('combobox');
    await schoolBox.fill('复旦');
    await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: '复旦大学' }).first().click();
    await edu.getByPlaceholder('请输入英文专业名称').fill('Computer Science');
    await choose(page, edu.getByLabel('学位', { exact: true }), '本科');
    await edu.getByPlaceholder('请输入成绩，如 3.6').fill('3.6');
    await typeDate(edu.getByLabel('学位获得日期', { exact: true }), '2023-07-01');
    const schoolName = await schoolBox.inputValue();
    assert.match(schoolName, /Fudan/i, 'the picked school is stored by its English name');
    await shot(page, 'wizard-desktop-step03');
    await next(page, 4, '工作经历');

    // Step 4: no work experience.
    await answer(page, '是否有工作经历', '无工作经历');
    await main.getByText('无工作经历，无需填写').waitFor();
    await next(page, 5, '语言成绩');

    // Step 5: one IELTS score.
    const lang = main.locator('section.wizard-entry').first();
    await choose(page, lang.getByLabel('考试类型', { exact: true }), '雅思');
    await lang.getByLabel('总分', { exact: true }).fill('7.0');
    await lang.getByLabel('听力', { exact: true }).fill('7.5');
    await lang.getByLabel('阅读', { exact: true }).fill('7.0');
    await lang.getByLabel('写作', { exact: true }).fill('6.5');
    await lang.getByLabel('口语', { exact: true }).fill('6.5');
    await typeDate(lang.getByLabel('考试日期', { exact: true }), '2024-03-16');
    await next(page, 6, '推荐人信息');

    // Step 6: one referrer.
    const ref = main.locator('section.wizard-entry').first();
    await ref.getByPlaceholder('请输入推荐人姓名').fill('Zhang Wei');
    await ref.getByPlaceholder('请输入职位').fill('Professor');
    await ref.getByPlaceholder('请输入邮箱').fill('zhangwei@fudan.example.edu');
    await next(page, 7, '监护人信息');

    // Step 7: a guardian with a phone number other than the student's.
    const g = main.locator('section.wizard-entry').first();
    await g.getByPlaceholder('请输入监护人姓名').fill('Li Qiang');
    await choose(page, g.getByLabel('与学生关系', { exact: true }), '父亲');
    await g.getByPlaceholder('请输入手机号').fill('13887654321');
    await g.getByPlaceholder('请输入邮箱').fill('liqiang@example.com');
    await g.getByPlaceholder('请输入地址').fill('1 Century Avenue, Shanghai');
    await g.getByPlaceholder('请输入邮编').fill('200000');
    await shot(page, 'wizard-desktop-step07');
    await next(page, 8, '信用卡信息');

    // Step 8: credit card.
    await answer(page, '信用卡类型', 'Visa');
    await main.getByLabel('持卡人姓名', { exact: true }).fill('LI MING');
    await main.getByLabel('卡号', { exact: true }).fill('4111 1111 1111 1111');
    await typeDate(main.getByLabel('有效期', { exact: true }), '2030-12');
    await main.getByLabel('安全码（CVV）', { exact: true }).fill('123');
    await next(page, 9, '亲属申请');

    // Step 9: no relatives applying.
    await answer(page, '是否有亲属同时申请？', '否');
    await next(page, 10, '附件');

    // Step 10: two attachment types, a real PDF for one and a real PNG for the other.
    const types = main.getByLabel('附件类型', { exact: true });
    await choose(page, types, '成绩单', { multiple: true });
    await choose(page, types, '护照', { multiple: true });
    await page.keyboard.press('Escape');
    await dropdownsClosed(page);
    const files = item(main, '附件');
    const fileInput = files.locator('input[type=file]');
    const uploadType = main.getByLabel('本次上传的附件类型', { exact: true });
    await choose(page, uploadType, '成绩单');
    await fileInput.setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
    await files.locator('.ant-upload-list-item', { hasText: '成绩单 · transcript.pdf' }).waitFor();
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 80 } });
    assert.equal(png.subarray(1, 4).toString(), 'PNG');
    await choose(page, uploadType, '护照');
    await fileInput.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
    await files.locator('.ant-upload-list-item', { hasText: '护照 · passport.png' }).waitFor();
    // Each type has its file now: the count message is gone and both files are stored.
    await files.locator('.ant-form-item-explain-error').waitFor({ state: 'detached' });
    assert.equal(await files.locator('.ant-upload-list-item-done').count(), 2);
    await shot(page, 'wizard-desktop-step10');
    await next(page, 11, '其他信息');

    // Step 11: every question answered; English is not the first language, so that follow-up too.
    for (const q of ['是否为申请国公民？', '是否拥有申请国永久居留权？', '是否有英语授课学习经历？', '是否有拒签记录？', '是否申请过该国院校？', '是否申请过该国签证？', '目前是否在申请国？'])
      await answer(page, q, '否');
    await answer(page, '母语是否为英语？', '否');
    await main.getByLabel('第一语言', { exact: true }).fill('Chinese');
    await shot(page, 'wizard-desktop-step11');
    await action(page, '提交').click();
    await page.waitForURL(/\/myApply/);

    // My applications: the card with the student and the university.
    const card = page.locator('.apply-card').filter({ hasText: STUDENT.name });
    await card.waitFor();
    await card.locator('.apply-card__uni-name', { hasText: uni.uniName }).waitFor();
    assert.match(await card.locator('.apply-card__spell').innerText(), /Li Ming/);
    await card.getByText('已提交').waitFor();
    await shot(page, 'wizard-desktop-my-apply');

    // The list the server answers holds the submitted application.
    const list = await apiCall(page, '/clerk/web/stu/list', { pageNo: 1, pageSize: 10 });
    assert.equal(list.code, '000');
    const row = list.data.list.find((x) => Number(x.stuId) === stuId);
    assert.ok(row, `student ${stuId} is in the list: ${JSON.stringify(list.data.list)}`);
    assert.equal(Number(row.referralStatus), 1);
    assert.equal(row.stuName, STUDENT.name);
    assert.equal(row.uniName, uni.uniName);
    assert.deepEqual(errors, []);
  });

  wtest('view the application: the read-only detail shows every section', 'wizard-desktop-view', async () => {
    assert.ok(stuId, 'the first test submitted an application');
    const { page, errors } = session;
    current = page;
    await page.goto(`${suite.portal.base}/myApply`);
    const card = page.locator('.apply-card').filter({ hasText: STUDENT.name });
    await btn(card, '查看').click();
    await page.waitForURL(new RegExp(`/applyDetail\\?id=${stuId}`));
    await page.getByRole('heading', { name: new RegExp(STUDENT.name) }).waitFor();
    const body = page.locator('.ro-stack');
    for (const s of ['基本信息', '申请信息', '教育经历', '工作经历', '语言成绩', '推荐人信息', '监护人信息', '信用卡信息', '亲属申请', '其他信息', '附件'])
      await body.getByText(s, { exact: true }).first().waitFor();
    await body.getByText(uni.uniName).first().waitFor();
    await body.getByText('MSc Advanced Computing').first().waitFor();
    await body.getByText('transcript.pdf').first().waitFor();
    await body.getByText('passport.png').first().waitFor();
    const text = await body.innerText();
    assert.ok(!text.includes('4111 1111 1111 1111'), 'the card number is not shown in full');
    assert.equal(await page.locator('.ro-stack input, .ro-stack textarea').count(), 0, 'nothing to edit');
    await shot(page, 'wizard-desktop-apply-detail');
    assert.deepEqual(errors, []);
  });
});

describe('wizard validation and the unsaved-leave dialog (1440 px)', () => {
  wtest('wrong inputs show their messages; leaving a changed step asks to save', 'wizard-desktop-validation', async () => {
    const { ctx, page, errors } = await freshLogin(DESKTOP);
    const main = page.locator('.wizard-main');
    await page.goto(`${suite.portal.base}/studentInfo?id=0`);
    await atStep(page, 1, '基本信息');

    // Step 1: wrong inputs, each checked when the field loses focus.
    await fillBasic(page);
    const spell = main.getByPlaceholder('请输入英文名（与护照一致）');
    const phone = main.getByPlaceholder('请输入手机号');
    const email = main.getByPlaceholder('请输入邮箱');
    await spell.fill('Wang 小明');
    await spell.blur(); // fields are checked on blur
    await errorOf(main, '英文名').filter({ hasText: '不允许输入中文' }).waitFor();
    await phone.fill('12800138000');
    await phone.blur(); // fields are checked on blur
    await errorOf(main, '手机号').filter({ hasText: '请输入正确的手机号' }).waitFor();
    await email.fill('wang.example.com');
    await email.blur(); // fields are checked on blur
    await errorOf(main, '邮箱').filter({ hasText: '请输入邮箱正确格式' }).waitFor();
    await shot(page, 'wizard-desktop-validation-step01');
    // Next refuses and stays on step 1 while they are wrong; nothing is saved.
    await action(page, '下一步').click();
    await errorOf(main, '手机号').filter({ hasText: '请输入正确的手机号' }).waitFor();
    assert.match(page.url(), /activeStep=1/);
    assert.match(page.url(), /[?&]id=0(&|$)/, 'nothing was saved');
    assert.equal((await apiCall(page, '/clerk/web/stu/list', { pageNo: 1, pageSize: 10 })).data.totalCount, 0);

    // Corrected, the messages go and the step saves.
    await spell.fill('Wang Xiaoming');
    await phone.fill('13600001111');
    await email.fill('wang@example.com');
    await email.blur();
    for (const label of ['英文名', '手机号', '邮箱']) await errorOf(main, label).waitFor({ state: 'detached' });
    await next(page, 2, '申请信息');
    const stuId = Number(new URL(page.url()).searchParams.get('id'));
    assert.ok(stuId > 0);

    // Step 3 from the step list: a GPA and a major with Chinese.
    await stepButton(page, '教育经历').click();
    await atStep(page, 3, '教育经历');
    const edu = main.locator('section.wizard-entry').first();
    await edu.getByPlaceholder('请输入成绩，如 3.6').fill('三点六');
    await edu.getByPlaceholder('请输入成绩，如 3.6').blur(); // fields are checked on blur
    await errorOf(edu, '成绩（GPA）').filter({ hasText: /只能输入英文、数字/ }).waitFor();
    await edu.getByPlaceholder('请输入英文专业名称').fill('计算机');
    await edu.getByPlaceholder('请输入英文专业名称').blur(); // fields are checked on blur
    await errorOf(edu, '专业名称').filter({ hasText: /只能输入英文、数字/ }).waitFor();
    await shot(page, 'wizard-desktop-validation-step03');

    // Leaving the changed step through the step list asks first; 'Don't save' opens step 1.
    const dialog = page.locator('.ant-modal').filter({ hasText: LEAVE_TEXT });
    await stepButton(page, '基本信息').click();
    await dialog.waitFor();
    assert.equal(await dialog.getByText(LEAVE_TEXT, { exact: true }).count(), 1);
    await settled(dialog);
    await shot(page, 'wizard-desktop-leave-dialog');
    await btn(dialog, '不保存').click();
    await atStep(page, 1, '基本信息');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await spell.inputValue(), 'Wang Xiaoming', 'step 1 shows what was saved');
    let info = await apiCall(page, '/clerk/web/stu/info', { id: stuId });
    assert.equal(info.data.stuEduList?.length ?? 0, 0, 'the discarded education was not saved');

    // A saved step changed, then another step: 'Save' stores the change and opens that step.
    const zip = main.getByPlaceholder('请输入邮编');
    await zip.fill('100001');
    await stepButton(page, '申请信息').click();
    await dialog.waitFor();
    await btn(dialog, '保存').click();
    await atStep(page, 2, '申请信息');
    await dialog.waitFor({ state: 'hidden' });
    info = await apiCall(page, '/clerk/web/stu/info', { id: stuId });
    assert.equal(info.data.zipCode, '100001', 'the change was saved');

    // Changed again, then a navigation link: 'Don't save' follows the link and stores nothing.
    await stepButton(page, '基本信息').click();
    await atStep(page, 1, '基本信息');
    await zip.fill('999999');
    const navLink = page.getByRole('link', { name: '院校库', exact: true }).first();
    await navLink.click();
    await dialog.waitFor();
    // The dialog is the same one as before, opening again: let it finish zooming in first.
    await settled(dialog);
    await btn(dialog, '不保存').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/Institutional/);
    info = await apiCall(page, '/clerk/web/stu/info', { id: stuId });
    assert.equal(info.data.zipCode, '100001', 'the discarded change was not saved');

    // Closing the dialog stays on the step with what was typed.
    await page.goBack();
    await atStep(page, 1, '基本信息');
    await zip.fill('888888');
    await navLink.click();
    await dialog.waitFor();
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'hidden' });
    assert.match(page.url(), /\/studentInfo/);
    assert.equal(await zip.inputValue(), '888888');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('wizard on a phone (375 px, mobile user agent)', () => {
  wtest('no sideways scroll, the step select, and a step saves', 'wizard-mobile', async () => {
    const { ctx, page, errors } = await freshLogin(MOBILE);
    await page.goto(`${suite.portal.base}/studentInfo?id=0`);
    await atStep(page, 1, '基本信息');
    await page.locator('.wizard-steps-mobile').waitFor();
    const noSideways = async () => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `no horizontal scroll at 375 px (scrollWidth ${width})`);
    };
    await noSideways();
    await fillBasic(page);
    await shot(page, 'wizard-mobile-step01');
    await next(page, 2, '申请信息');
    const stuId = Number(new URL(page.url()).searchParams.get('id'));
    assert.ok(stuId > 0, 'step 1 saved: the student was created');
    await noSideways();

    // Step 4 from the step select above the panel; 'no work' saves and step 5 opens.
    await page.locator('.wizard-steps-mobile .ant-select').click();
    await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: '工作经历' }).click();
    await dropdownsClosed(page);
    await atStep(page, 4, '工作经历');
    await noSideways();
    await answer(page, '是否有工作经历', '无工作经历');
    await shot(page, 'wizard-mobile-step04');
    await next(page, 5, '语言成绩');
    await noSideways();
    const info = await apiCall(page, '/clerk/web/stu/info', { id: stuId });
    assert.equal(info.data.stuOther.isWork, '0', 'step 4 was saved');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('a session that ends in the middle of a step (1440 px)', () => {
  wtest('logging in again reopens the same step with what was saved, and offers back what was typed', 'wizard-session', async () => {
    const { ctx, page, errors, phone } = await freshLogin(DESKTOP);
    const main = page.locator('.wizard-main');
    const stuId = await newStudent(page);
    await stepButton(page, '语言成绩').click();
    await atStep(page, 5, '语言成绩');
    const other = main.getByLabel('其他语言考试情况');
    await other.fill('Duolingo English Test 125');

    // Elsewhere the password is changed: every session of the account ends, this page's too.
    const post = (path, body, token) =>
      fetch(`${suite.portal.base}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const login = await post('/auth/student/login', { content: phone, passWord: PASSWORD });
    assert.equal(login.code, '000');
    const NEW_PASSWORD = 'wiz456';
    assert.equal((await post('/admin/user/updatePwd', { passWord: NEW_PASSWORD, rePassWord: NEW_PASSWORD }, login.data.token)).code, '000');

    // The save meets the ended session: the 'abort' alert, then the page reloads without a session.
    await action(page, '下一步').click();
    const abort = page.locator('.ant-modal-confirm').filter({ hasText: '中止' });
    await abort.waitFor();
    await btn(abort, '确定').click();
    await page.waitForURL(/\/home\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
    assert.match(redirect, new RegExp(`/studentInfo\\?.*id=${stuId}`));
    assert.match(redirect, /activeStep=5/);

    // Logging in again (the login dialog the guard opened) comes back to step 5 of the same file.
    const dialog = page.locator('.ant-modal');
    await dialog.getByPlaceholder('请输入手机号或邮箱').fill(phone);
    await dialog.getByPlaceholder('请输入密码').fill(NEW_PASSWORD);
    await btn(dialog, '登录').click();
    await atStep(page, 5, '语言成绩');
    assert.equal(Number(new URL(page.url()).searchParams.get('id')), stuId);
    // What was saved is there (step 1 ticked), and what was typed is offered back.
    await stepButton(page, '基本信息').locator('.wizard-step__no--done').waitFor();
    assert.equal(await stepButton(page, '申请信息').locator('.wizard-step__no--done').count(), 0, 'step 2 was never saved');
    await page.getByText('本页有上次未保存的内容，是否恢复？').waitFor();
    await other.waitFor();
    await shot(page, 'wizard-session-restore');
    await page.getByRole('button', { name: '恢复', exact: true }).click();
    assert.equal(await other.inputValue(), 'Duolingo English Test 125');
    await next(page, 6, '推荐人信息');
    const info = await apiCall(page, '/clerk/web/stu/info', { id: stuId });
    assert.equal(info.data.stuOther.languageExamOther, 'Duolingo English Test 125');
    assert.equal(info.data.stuName, STUDENT.name);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('two editors of the same student (1440 px)', () => {
  wtest('a stale save shows the conflict dialog; the reload keeps what was typed, card secrets included', 'wizard-conflict', async () => {
    const { ctx, page, errors } = await freshLogin(DESKTOP);
    const main = page.locator('.wizard-main');
    const stuId = await newStudent(page);
    await stepButton(page, '信用卡信息').click();
    await atStep(page, 8, '信用卡信息');
    await main.getByLabel('持卡人姓名').fill('LI MING');
    await main.getByLabel('卡号').fill('4111 1111 1111 1234');
    await main.getByLabel('安全码（CVV）').fill('987');

    // Meanwhile another editor (a second tab of the same account) saves step 5.
    const before = await apiCall(page, '/clerk/web/stu/info', { id: stuId });
    const other = await apiCall(page, '/clerk/web/stu/update', {
      id: stuId, stuId, version: before.data.version, isOldVersions: 1,
      stuOther: { currentStep: 5, languageExamOther: 'Duolingo English Test 130' },
    });
    assert.equal(other.code, '000', `the other save: ${JSON.stringify(other)}`);

    // No hint about a stored value: nothing is stored yet.
    assert.equal(await main.locator('.wizard-secret__hint').count(), 0);
    // This page's save (Next saves) is based on the older version: refused, with the conflict dialog.
    await action(page, '下一步').click();
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: '资料已被他人修改' });
    await dialog.waitFor();
    await settled(dialog);
    await shot(page, 'wizard-conflict-dialog');
    const stale = await apiCall(page, '/clerk/web/stu/info', { id: stuId });
    assert.equal(stale.data.stuOther.cardNo ?? null, null, 'the stale save changed nothing');
    await btn(dialog, '重新加载').click();
    await dialog.waitFor({ state: 'detached' });

    // After the reload the typed values are still in the form, the card secrets too.
    await page.waitForFunction(() => document.querySelector('.wizard-main input[id$="cardNo"]')?.value === '4111 1111 1111 1234');
    assert.equal(await main.getByLabel('持卡人姓名').inputValue(), 'LI MING');
    assert.equal(await main.getByLabel('安全码（CVV）').inputValue(), '987');
    await atStep(page, 8, '信用卡信息');
    await next(page, 9, '亲属申请');
    const saved = await apiCall(page, '/clerk/web/stu/info', { id: stuId });
    assert.equal(saved.data.stuOther.cardNo, '**** **** **** 1234');
    assert.equal(saved.data.stuOther.cardUsername, 'LI MING');
    assert.equal(saved.data.stuOther.languageExamOther, 'Duolingo English Test 130', "the other editor's save is kept");
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('a copy for another application (1440 px)', () => {
  wtest('the copy opens without the source\'s schools and saves its own', 'wizard-copy', async () => {
    const { ctx, page, errors } = await freshLogin(DESKTOP);
    const uni = await pickUkUniversity();
    // The source: step 1 and one saved school, through the API with the page's session.
    const basic = {
      countryId: '140', stuName: STUDENT.name, stuSpell: STUDENT.spell, sex: '0', birthday: STUDENT.birthday, nationality: 'CN',
      phoneNumber: STUDENT.phone, stuEmail: STUDENT.email, zipCode: '200000', homeAddress: '1 Century Avenue, Shanghai',
    };
    const src = await apiCall(page, '/clerk/web/stu/add', { isOldVersions: 1, stuOther: { currentStep: 1 }, ...basic });
    assert.equal(src.code, '000', JSON.stringify(src));
    const course = { courseName: 'MSc Computer Science', courseType: '2', courseAge: '1', beginDate: '2027-09', professionalLink: 'https://example.ac.uk/msc', campus: 'Main', volSort: '1' };
    const two = await apiCall(page, '/clerk/web/stu/update', {
      id: src.data.stuId, stuId: src.data.stuId, version: src.data.version, isOldVersions: 1, countryId: '140',
      agentApplyList: [{ uniId: uni.uniId, courseList: [course] }], stuOther: { currentStep: 2 },
    });
    assert.equal(two.code, '000', JSON.stringify(two));

    // Copy with the English name plus 1 (apply-now type 5): step 1 saves a new student.
    await page.goto(`${suite.portal.base}/studentInfo?id=${src.data.stuId}&type=copy&namePlus=1&isClerkApply=3`);
    await atStep(page, 1, '基本信息');
    const main = page.locator('.wizard-main');
    assert.equal(await main.getByPlaceholder('请输入英文名（与护照一致）').inputValue(), `${STUDENT.spell}1`);
    await next(page, 2, '申请信息');
    const copyId = Number(new URL(page.url()).searchParams.get('id'));
    assert.ok(copyId > 0 && copyId !== src.data.stuId, 'the copy is a student of its own');
    // Step 2 of the copy has none of the source's schools: no saved card, an empty picker.
    await main.locator('.apply-school').first().waitFor();
    assert.equal(await main.locator('.apply-tag', { hasText: '已保存' }).count(), 0);
    assert.equal(await main.locator('.apply-school').count(), 1);
    await shot(page, 'wizard-copy-step02');
    const copy = await apiCall(page, '/clerk/web/stu/info', { id: copyId });
    assert.deepEqual(copy.data.agentApplyList, []);
    const source = await apiCall(page, '/clerk/web/stu/info', { id: src.data.stuId });
    assert.equal(source.data.agentApplyList.length, 1, 'the source keeps its school');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
