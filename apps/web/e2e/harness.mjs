// Browser-test harness: starts the real portal (built web app + API) on a free port with a fresh
// embedded database, and opens Debian's Chromium through playwright-core. No browser is downloaded.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from 'playwright-core';

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

export async function startPortal(env = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  // The built server, as production runs it (npm run build makes it with the web app).
  const built = path.join(ROOT, 'apps/server/dist/server.js');
  const args = fs.existsSync(built) ? ['--enable-source-maps', built] : ['--import', 'tsx', 'apps/server/src/server.ts'];
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
  console.log(`portal ready at ${base} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    base,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(`${dataDir}-key`, { recursive: true, force: true });
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
export const MOBILE = { ...devices['iPhone 12'], viewport: { width: 375, height: 812 }, locale: 'zh-CN' };

export async function shot(page, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
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
 * or hit what the page moved under it: then Escape and try again, four tries in all.
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
      await open.locator(item).first().click({ timeout: 5000 });
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

export function freshPhone() {
  seq += 1;
  return `137${String(Date.now() % 1e5).padStart(5, '0')}${String(seq).padStart(3, '0')}`;
}

/**
 * A new student account, registered through the API with a code from the outbox. Tests that leave
 * applications behind use one of their own: the seeded demo student must stay as a new user finds it
 * for the files that run after them (apply now answers differently once it has files).
 */
export async function registerStudent(portal, password = 'Flow8tide') {
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
    stuUniName: '北京大学',
    agreePolicy: true,
  });
  if (reg.code !== '000') throw new Error(`not registered: ${JSON.stringify(reg)}`);
  return { account: phone, password };
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
 */
export function portalSuite(before, after) {
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
  s.newPage = async (opts) => {
    const ctx = await s.browser.newContext(opts);
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { ctx, page, errors };
  };
  return s;
}

/** A button by its exact label, as the spec writes it (antd's space inside two-character labels is off). */
export const btn = (page, label) => page.getByRole('button', { name: label, exact: true });
