// Browser-test harness: starts the real portal (built web app + API) on a free port with a fresh
// embedded database, and opens Debian's Chromium through playwright-core. No browser is downloaded.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from 'playwright-core';
import { startFlags } from '../../server/scripts/start-flags.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../../..');
export const ARTIFACTS = path.join(here, 'artifacts');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  // Chromium keeps only the last --disable-features it is given, and playwright-core gives its own
  // first: the list repeats playwright-core's (1.65, chromiumSwitches) and adds the address bar's
  // popup pages. Headless Chromium still loads those two pages in renderers of their own, which
  // took a fifth of the browser's CPU in a run of catalogue.e2e (124 against 84 CPU-seconds).
  `--disable-features=${[
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
  ].join(',')}`,
  // More flags for a run (E2E_CHROMIUM_FLAGS, separated by spaces).
  ...(process.env.E2E_CHROMIUM_FLAGS ?? '').split(' ').filter(Boolean),
];

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * With E2E_DB=postgres a portal runs on a database of its own, created on DATABASE_URL_TEST's
 * server (default the local PostgreSQL) and dropped when the portal stops; otherwise on embedded
 * PGlite in a temporary directory.
 */
const PG_ADMIN = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';
async function pgAdmin(sql) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: PG_ADMIN });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export async function startPortal(env = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  let database;
  if (process.env.E2E_DB === 'postgres' && !env.DATABASE_URL) {
    const name = `e2e_${process.pid}_${port}`;
    await pgAdmin(`DROP DATABASE IF EXISTS ${name}`);
    await pgAdmin(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    database = { name, url: url.toString() };
  }
  // The built server, as production runs it (npm run build makes it with the web app).
  const built = path.join(ROOT, 'apps/server/dist/server.js');
  // With the node flags of npm start.
  const args = fs.existsSync(built) ? [...startFlags(), built] : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_OUTBOX: '1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Admin12345',
      // Every browser test comes from 127.0.0.1; the limits themselves are tested on the server.
      RATE_LIMIT_PER_MINUTE: '0',
      CONTACT_LOOKUP_PER_MINUTE: '100000',
      // Every test asks for its codes from 127.0.0.1: more than one address may ask for in an hour.
      CODE_SENDS_PER_ADDRESS_HOUR: '1000',
      CODE_SENDS_PER_ADDRESS_DAY: '1000',
      DATA_KEY_FILE: path.join(`${dataDir}-key`, 'data.key'),
      // Links the server makes to itself (the sandbox's pay page in a payment QR code, its
      // notification back to the portal) lead to this portal.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  // The first start seeds the demo catalogue: a loaded machine may take minutes, so wait on the
  // readiness endpoint with a generous limit and say how long it took.
  const started = Date.now();
  const deadline = started + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited early:\n${log}`);
    try {
      const r = await fetch(`${base}/api/health/ready`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`portal did not start in ${Math.round((Date.now() - started) / 1000)} s:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  console.log(`portal ready at ${base} on ${database ? 'PostgreSQL' : 'PGlite'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    base,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(`${dataDir}-key`, { recursive: true, force: true });
      if (database) await pgAdmin(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
    },
    /** Newest code sent to a phone number or email through the dev outbox. */
    async lastCode(to) {
      for (let i = 0; i < 20; i++) {
        const r = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json();
        if (r.data?.[0]?.code) return r.data[0].code;
        await new Promise((res) => setTimeout(res, 250));
      }
      throw new Error(`no code for ${to}`);
    },
  };
}

export async function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

export const DESKTOP = { viewport: { width: 1440, height: 900 }, locale: 'zh-CN' };
/**
 * A phone: its user agent, touch and 375 px width. Drawn at 1 device pixel per CSS pixel (the iPhone's
 * 3 drew nine times the pixels, and its screenshots took a quarter more of the browser's CPU); the
 * contract's signing pad, which follows the pixel ratio, is tried at 3 (HIDPI_PHONE).
 */
export const MOBILE = { ...devices['iPhone 12'], viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, locale: 'zh-CN' };
export const HIDPI_PHONE = { ...MOBILE, deviceScaleFactor: 3 };

export async function shot(page, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/**
 * After a failure: a shot of the page (name-failed.png) and, for a CI log (a clean clone keeps no
 * screenshot), where the page was and what it showed (toasts, dialog titles, form messages, the
 * wizard's step title). Never throws.
 */
export async function shotFailure(page, name) {
  await shot(page, `${name}-failed`).catch(() => undefined);
  const seen = await page
    .evaluate(() =>
      [
        ...document.querySelectorAll(
          '.ant-message-notice, .ant-modal-title, .ant-modal-confirm-title, .ant-modal-body, .ant-form-item-explain-error, #wizard-step-title, .ant-btn-loading, [role="alert"], .ant-spin-spinning, .ant-select-dropdown:not(.ant-select-dropdown-hidden)',
        ),
      ]
        .map((el) => {
          const text = el.textContent?.trim();
          if (el.classList.contains('ant-btn-loading')) return `[busy: ${text}]`;
          if (el.classList.contains('ant-spin-spinning')) return '[loading]';
          if (el.classList.contains('ant-select-dropdown')) {
            const titles = [...el.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? o.textContent);
            return `[open list: ${titles.length ? titles.join(', ') : text || 'nothing in it'}]`;
          }
          return text;
        })
        .filter((text, i, all) => text && all.indexOf(text) === i)
        .join(' | '),
    )
    .catch(() => '(the page did not answer)');
  console.error(`[${name}] failed at ${page.url()}; on the page: ${seen || '(no message, dialog or step title)'}`);
}

/** Runs a step of a test; when it throws, shotFailure first. */
export async function failureShown(page, name, body) {
  try {
    return await body();
  } catch (e) {
    await shotFailure(page, name);
    throw e;
  }
}

let seq = 0;
/**
 * Chooses an entry of the signed-in user's menu (desktop header) and waits for what it opens
 * (`opened`). The menu opens on hover; on a loaded machine a click can land while it is still
 * animating and do nothing, so the hover and click are tried again, up to three times.
 */
export async function chooseUserMenu(page, name, opened) {
  for (let attempt = 1; ; attempt++) {
    await page.locator('.user-chip').hover();
    const item = page.getByRole('menuitem', { name });
    await item.waitFor({ state: 'visible' });
    await item.click();
    try {
      await opened.waitFor({ timeout: 5000 });
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
      await page.mouse.move(0, 0);
    }
  }
}

/**
 * Opens an antd Select (`field`, its combobox or its box) and picks the option titled `option` (null: the first),
 * then waits for the dropdown to close (or, with `multiple`, for the option to show as chosen).
 * On a loaded machine a click can land while the dropdown is still sliding in and hit nothing,
 * or hit what the page moved under it: then Escape and try again, four tries in all. A list that
 * opens empty (its options still loading) is given longer before the try counts.
 */
export async function pickOption(page, field, option, { multiple = false } = {}) {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const closed = () => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  for (let attempt = 1; ; attempt++) {
    try {
      if (attempt === 1 || (await open.count()) === 0) await field.click({ timeout: 10_000 });
      // A short wait per try: a click that hit something else (the page still moving) may have
      // closed the dropdown, and then only a new try helps.
      const item = option === null ? '.ant-select-item-option' : `.ant-select-item-option[title="${option}"]`;
      const target = open.locator(item).first();
      const listed = await target.waitFor({ state: 'attached', timeout: 5000 }).then(
        () => true,
        () => false,
      );
      // An open list with no option at all: its options (a dictionary) are still on their way.
      if (!listed && (await open.count()) > 0 && (await open.locator('.ant-select-item-option').count()) === 0)
        await target.waitFor({ state: 'attached', timeout: 15_000 });
      await target.click({ timeout: 5000 });
      if (multiple) await page.locator('.ant-select-item-option-selected', { hasText: option }).first().waitFor({ timeout: 5000 });
      else await page.waitForFunction(closed, null, { timeout: 5000 });
      return;
    } catch (e) {
      if (attempt >= 4) throw e;
      if (!multiple) {
        await page.keyboard.press('Escape');
        await page.waitForFunction(closed, null, { timeout: 5000 }).catch(() => {});
      }
    }
  }
}

/**
 * Presses OK (`ok`) on a dialog and waits for the dialog to close. On a loaded machine a click on a
 * dialog that is still zooming in can be lost: if the dialog is still open after 10 s, OK is pressed
 * once more (a button busy with the first press ignores it).
 */
export async function pressOk(dialog, ok) {
  await dialog.waitFor();
  await ok.click();
  const closed = await dialog.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => 'still open');
  if (closed === 'still open') {
    await ok.click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

export function freshPhone() {
  seq += 1;
  return `137${String(Date.now() % 1e5).padStart(5, '0')}${String(seq).padStart(3, '0')}`;
}

/**
 * A new student account, registered through the API with a code from the outbox. Tests that leave
 * applications behind use one of their own: the seeded demo student must stay as a new user finds it
 * for the files that run after them (apply now answers differently once it has files).
 */
export async function registerStudent(portal, password = 'Flow8tide', school = '北京大学') {
  const phone = freshPhone();
  const post = (url, body) =>
    fetch(`${portal.base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      (r) => r.json(),
    );
  const sent = await post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1 });
  if (sent.code !== '000') throw new Error(`no code sent: ${JSON.stringify(sent)}`);
  const code = await portal.lastCode(phone);
  const reg = await post('/api/auth/student/register', {
    phoneNumber: phone,
    passWord: password,
    rePassWord: password,
    verifyCode: code,
    stuUniName: school,
    agreePolicy: true,
  });
  if (reg.code !== '000') throw new Error(`not registered: ${JSON.stringify(reg)}`);
  return { account: phone, password };
}

/**
 * A new student account (registerStudent) signed in through the login page of a new page of the
 * suite (`opts`: its device and locale). `opened` hears of the page as soon as it is open, before
 * the login (a test that shoots its page on failure). Answers the page and the account's phone.
 */
export async function freshLogin(suite, opts, { password, school, opened } = {}) {
  const who = await registerStudent(suite.portal, password, school);
  const { ctx, page, errors } = await suite.newPage(opts);
  opened?.(page);
  await page.goto(`${suite.portal.base}/login`);
  await page.getByPlaceholder('请输入手机号或邮箱').fill(who.account);
  await page.getByPlaceholder('请输入密码').fill(who.password);
  await btn(page, '登录').click();
  await page.waitForURL(/\/home/);
  return { ctx, page, errors, phone: who.account };
}

/**
 * A new page of the suite in `lang` (its locale and the language cookie) on `device`, signed in as
 * `who` through the API when given.
 */
export async function openAs(suite, who, { device = DESKTOP, lang = 'cn' } = {}) {
  const { ctx, page, errors } = await suite.newPage({ ...device, locale: lang === 'cn' ? 'zh-CN' : 'en-US' });
  await ctx.addCookies([{ name: 'language', value: lang, url: suite.portal.base }]);
  if (who) await apiOk(suite.portal, ctx, '/auth/student/login', { content: who.account, passWord: who.password });
  return { ctx, page, errors };
}

// --- The API with a browser's session -----------------------------------------------------------

/**
 * A POST to the API with the session cookie of `who` (a browser context or page) and the portal's
 * origin; the call must answer 200. Answers the envelope.
 */
export async function apiCall(portal, who, path, body) {
  const res = await who.request.post(`${portal.base}/api${path}`, { data: body ?? {}, headers: { origin: portal.base } });
  assert.equal(res.status(), 200, `${path} answers 200`);
  return res.json();
}

/** As apiCall, and the envelope must say 000 (`what` names the call in the message); answers its data. */
export async function apiOk(portal, who, path, body, what = path) {
  const r = await apiCall(portal, who, path, body);
  assert.equal(r.code, '000', `${what}: ${r.code} ${r.msg}`);
  return r.data;
}

/** Uploads `file` ({ name, mimeType, buffer }) for `use` with the session of `who`; answers it as a file list of a step holds it. */
export async function apiUpload(portal, who, { name, mimeType, buffer }, use = 'attachment') {
  const res = await who.request.post(`${portal.base}/api/file/upload/uploadFiles?use=${use}`, {
    multipart: { file: { name, mimeType, buffer } },
    headers: { origin: portal.base },
  });
  const r = await res.json();
  assert.equal(r.code, '000', `upload ${name}: ${r.msg}`);
  const f = r.data[0];
  return { fileName: f.oldName, fileNameAfter: f.newName, fileRoute: f.imgPath, name: f.oldName, url: f.imgPath };
}

/** A one-page PDF with a line of text (so a preview shows something). */
export function makePdf(text) {
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

/**
 * A UK university open for applications without special forms (with `scholarship`, one showing a
 * scholarship; never `exceptId`), as the public catalogue lists it.
 */
export async function ukUniversity(portal, { scholarship = false, exceptId = 0 } = {}) {
  const r = await fetch(`${portal.base}/api/uni/school-university/listUniByKeyWords`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ countryId: '140', uniNameLike: '', pageSize: 20, aiShow: 1 }),
  }).then((x) => x.json());
  assert.equal(r.code, '000', `the UK universities: ${r.code} ${r.msg}`);
  const uni = r.data.list.find(
    (u) => u.uniId !== exceptId && (!scholarship || u.stipendShow === '1') && u.isSpecial === '0' && String(u.uniTypeTip) !== '1',
  );
  assert.ok(uni, `a UK university${scholarship ? ' with a scholarship' : ''} without special forms`);
  return uni;
}

// --- A student file through the API, as the wizard's saves make it ------------------------------

/** Step 1 of a file for the United Kingdom. */
const FILE_BASIC = {
  countryId: '140',
  stuName: '张三',
  stuSpell: 'Zhang San',
  sex: '0',
  birthday: '2004-05-06',
  nationality: 'CN',
  phoneNumber: '13800138000',
  stuEmail: 'student@example.com',
  zipCode: '100000',
  homeAddress: '1 Main Street, Beijing',
  remarks: '',
};

const FILE_COURSE = {
  courseName: 'MSc Computer Science',
  courseType: '2',
  courseAge: '1',
  beginDate: '2027-09',
  professionalLink: 'https://example.ac.uk/msc-cs',
  campus: 'Main',
  volSort: '1',
};

/** The card step (8) with a card number and CVV (sensitive information: the consent comes first). */
export const FILE_CARD = {
  cardType: '1',
  cardUsername: 'ZHANG SAN',
  cardNo: '4111 1111 1111 1234',
  cardValidity: '2029-08',
  cardSafetyCode: '321',
};

/** Step 11's answers that ask for nothing more (no refusal, no visa, no earlier application). */
const FILE_OTHER = {
  isNationalCitizens: '1',
  isPr: '0',
  isEnglish: '0',
  firstLanguage: 'Chinese',
  isEnglishBg: '0',
  isRefusal: '0',
  isApplyCountry: '0',
  isApplyVisa: '0',
  isInCountry: '0',
};

/**
 * A student file made through the API with the session of `who` (a browser context or page), each
 * step saved on the file's current version as the wizard saves it. Options:
 * - `student`: step 1's fields over a UK student's (stuName, stuSpell, birthday for a minor, …);
 * - `unis`: the chosen schools, one course each (default: one, ukUniversity's);
 * - `card`: step 8's answers (default FILE_CARD; without a number, a card that holds no secret);
 * - `attachments`: step 10's files ({ name, mimeType, buffer }; default a passport PDF);
 * - `consents` (default true): the separate consents of issue 15 through the API, the sensitive
 *   one after step 1 and the transfer one naming the schools before a submit;
 * - `submit` (default true): step 11 submits, and the answer must say submitted (referralStatus 1);
 * - `steps`: the steps saved now (default 2-11); `save(steps)` saves more later.
 * Answers { stuId, unis, submitted (step 11's answer when it submitted), save }.
 */
export async function apiStudentFile(portal, who, opts = {}) {
  const { student = {}, card = FILE_CARD, consents = true, submit = true, steps = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] } = opts;
  const unis = opts.unis ?? [await ukUniversity(portal)];
  const attachments = opts.attachments ?? [{ name: 'passport.pdf', mimeType: 'application/pdf', buffer: makePdf('Passport') }];
  const ok = (path, body, what) => apiOk(portal, who, path, body, what);
  const added = await ok('/clerk/web/stu/add', { isOldVersions: 1, stuOther: { currentStep: 1 }, ...FILE_BASIC, ...student });
  const stuId = Number(added.stuId);
  if (consents) await ok('/privacy/file-consents', { stuId, kind: 'sensitive' });
  /** Each step's [fields, stuOther, extra]. */
  const answers = {
    2: () => [{ countryId: '140', agentApplyList: unis.map((u) => ({ uniId: u.uniId, courseList: [FILE_COURSE] })) }],
    3: () => [
      {
        stuEduList: [
          {
            beginDate: '2019-09-01',
            endDate: '2023-06-30',
            schoolName: 'Peking University',
            majorName: 'Computer Science',
            gpa: '3.6',
            stuDegree: '1',
          },
        ],
      },
    ],
    4: () => [{ stuWorkList: [] }, { isWork: '0' }],
    5: () => [{ stuLanguageList: [{ languageType: '1', totalPoints: '7.0', examDate: '2026-01-10' }] }],
    6: () => [{ stuReferrerList: [] }],
    7: () => [
      {
        stuContactList: [
          {
            contactName: '张父',
            contactRelation: '1',
            phoneNumber: '13900139000',
            email: 'dad@example.com',
            address: '1 Main Street',
            zipCode: '100000',
          },
        ],
      },
    ],
    8: () => [{}, card],
    9: () => [{ stuKinsfolkList: [] }, { isApplyKinsfolk: '0' }],
    10: async () => {
      const applyFile = [];
      for (const f of attachments) applyFile.push({ ...(await apiUpload(portal, who, f)), annexType: '1' });
      return [{ applyFile }, { annexTypeList: ['1'] }];
    },
    11: () => [{}, FILE_OTHER, submit ? { agentDraftStatus: 1 } : {}],
  };
  const file = {
    stuId,
    unis,
    submitted: undefined,
    async save(list) {
      for (const step of list) {
        const [fields, stuOther = {}, extra = {}] = await answers[step]();
        if (step === 11 && submit && consents) {
          await ok('/privacy/file-consents', { stuId, kind: 'transfer', uniIds: unis.map((u) => u.uniId) });
        }
        const cur = await ok('/clerk/web/stu/info', { id: stuId });
        const saved = await ok(
          '/clerk/web/stu/update',
          { id: stuId, stuId, version: cur.version, isOldVersions: 1, ...fields, stuOther: { currentStep: step, ...stuOther }, ...extra },
          `step ${step}`,
        );
        if (step === 11 && submit) {
          assert.equal(saved.referralStatus, 1, 'the file is submitted');
          file.submitted = saved;
        }
      }
    },
  };
  await file.save(steps);
  return file;
}

// --- The wizard's page ---------------------------------------------------------------------------

/**
 * A button of the wizard's footer. After a save antd may leave the button's (zero-width) loading
 * icon in the accessibility tree for a while, naming it 'loading 下一步': the name is matched at its end.
 */
export const wizardAction = (page, label) => page.locator('.wizard-actions').getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });

/** Waits until the wizard's primary footer button is enabled (the step is ready) and the fades are over. */
export async function stepReady(page) {
  await page.waitForFunction(() => {
    const b = document.querySelector('.wizard-actions .ant-btn-primary');
    return b && !b.disabled && !b.querySelector('.anticon-loading');
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .querySelector('.wizard-page')
        .getAnimations({ subtree: true })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** A portal another process started (run.mjs starts one for the whole run and passes its address). */
function sharedPortal(base) {
  return {
    base,
    log: () => '',
    async stop() {},
    async lastCode(to) {
      for (let i = 0; i < 20; i++) {
        const r = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json();
        if (r.data?.[0]?.code) return r.data[0].code;
        await new Promise((res) => setTimeout(res, 250));
      }
      throw new Error(`no code for ${to}`);
    },
  };
}

/**
 * The portal (the run's shared one when PORTAL_BASE is set, else one started for this file) and one
 * browser for the tests of a file, and a page opener that collects the page's uncaught errors.
 *
 * Pages ask for reduced motion (prefers-reduced-motion: reduce) unless the file says `motion: true`:
 * the portal then draws antd's dialogs, drawers, menus and messages without their zoom and slide, so a
 * click on a loaded machine does not land on a dialog still zooming in (lost clicks of that kind
 * failed CI runs). The new user's walk and the home page keep the motion most visitors see.
 */
export function portalSuite(before, after, { motion = false } = {}) {
  const s = { portal: undefined, browser: undefined };
  let started;
  /** Resolves once the portal and the browser are up (other before hooks of a file may not wait for this one). */
  s.ready = new Promise((resolve) => (started = resolve));
  before(async () => {
    s.portal = process.env.PORTAL_BASE ? sharedPortal(process.env.PORTAL_BASE) : await startPortal();
    s.browser = await launch();
    started(s);
  });
  after(async () => {
    await s.browser?.close();
    await s.portal?.stop();
  });
  /** A browser context with the file's motion setting (`opts` may override it). */
  s.newContext = (opts) => s.browser.newContext({ reducedMotion: motion ? 'no-preference' : 'reduce', ...opts });
  s.newPage = async (opts) => {
    const ctx = await s.newContext(opts);
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { ctx, page, errors };
  };
  return s;
}

/** A button by its exact label, as the spec writes it (antd's space inside two-character labels is off). */
export const btn = (page, label) => page.getByRole('button', { name: label, exact: true });
