// The embedded-PGlite default as it is meant to be used: one person clicking around the demo.
// Starts the built server with no DATABASE_URL (PGlite in a fresh data directory, demo data),
// signs one student in and walks the portal's pages in turn, each page's calls sent together as
// the web app sends them, with a short pause between pages. Prints p50/p99/max per call over the
// walk and writes them to bench/results/pglite-demo.json (the target: p99 under 100 ms).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { basicStudent } from '../test/fixtures';
import { startFlags } from '../scripts/start-flags.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const ROUNDS = Number(process.env.BENCH_DEMO_ROUNDS ?? 15);
const PAUSE_MS = 150;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-demo-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const started = Date.now();
const server = spawn(process.execPath, [...startFlags(), path.join(serverDir, 'dist/server.js')], {
  env: {
    ...process.env,
    DATABASE_URL: '',
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEV_OUTBOX: '1',
    WEB_DIST: path.join(dataDir, 'no-web'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

type Call = [method: 'GET' | 'POST', url: string, body?: unknown];
const timings = new Map<string, number[]>();

async function call(method: string, url: string, body?: unknown, token?: string): Promise<{ code: string; data: any }> {
  const t0 = performance.now();
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: string; data: any };
  const ms = performance.now() - t0;
  const key = `${method} ${url.split('?')[0]}`;
  timings.set(key, [...(timings.get(key) ?? []), ms]);
  if (answer.code !== '000') throw new Error(`${key} answered ${answer.code}`);
  return answer;
}

const pct = (list: number[], p: number) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

try {
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > 120_000) throw new Error('the demo server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`portal (built, embedded PGlite, demo data) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const phone = '13900000077';
  await call('POST', '/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1, scholarshipType: 1 });
  const box = await call('GET', `/api/dev/outbox?to=${phone}`);
  const reg = await call('POST', '/api/auth/student/register', {
    phoneNumber: phone,
    passWord: 'Lark8tide',
    rePassWord: 'Lark8tide',
    verifyCode: box.data[0].code,
    stuUniName: '北京大学',
    stuUniId: '1',
    isOverseas: '0',
  });
  const token = reg.data.token as string;
  const added = await call('POST', '/api/clerk/web/stu/add', { isOldVersions: 1, stuOther: { currentStep: 1 }, ...basicStudent }, token);
  const stuId = added.data.stuId as number;
  let version = added.data.version as number;
  timings.clear();

  const pages: Call[][] = [
    [
      ['POST', '/api/operate/bs/stu/banner', {}],
      ['POST', '/api/operate/bs/stu/summary', {}],
      ['POST', '/api/clerk/student/scrollbar', {}],
      ['GET', '/api/admin/user/getInfo'],
    ],
    [
      ['POST', '/api/uni/school-university/getPartnerUniList', { pageNo: 1, pageSize: 12 }],
      ['POST', '/api/uni/school-university/getPartnerUniList', { pageNo: 2, pageSize: 12, uniNameLike: 'uni' }],
    ],
    [
      ['GET', '/api/uni/school-university/show?uniId=3'],
      ['POST', '/api/uni/school-university/caseAnalysis', { uniId: 3 }],
    ],
    [['GET', '/api/uni/major/info?majorId=2']],
    [
      ['POST', '/api/clerk/student/caseShareList', { pageNo: 1, pageSize: 10 }],
      ['POST', '/api/content/bs/article/webArticle', { articleId: 1 }],
    ],
    [['POST', '/api/clerk/web/stu/list', { pageNo: 1, pageSize: 10 }]],
    [['POST', '/api/clerk/web/stu/info', { id: stuId }]],
  ];
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of pages) {
      await Promise.all(page.map(([m, u, b]) => call(m, u, b, token)));
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
    // A step save, as the wizard's next button sends it.
    const saved = await call(
      'POST',
      '/api/clerk/web/stu/update',
      { id: stuId, stuId, version, isOldVersions: 1, ...basicStudent, stuOther: { currentStep: 1 } },
      token,
    );
    version = saved.data.version;
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }

  const all = [...timings.values()].flat();
  const rows = [...timings].map(([call, list]) => ({
    call,
    n: list.length,
    p50: Math.round(pct(list, 50)),
    p99: Math.round(pct(list, 99)),
    max: Math.round(Math.max(...list)),
  }));
  for (const r of rows)
    console.log(
      `${r.call.padEnd(52)} n ${String(r.n).padStart(3)}  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms`,
    );
  const total = { n: all.length, p50: Math.round(pct(all, 50)), p99: Math.round(pct(all, 99)), max: Math.round(Math.max(...all)) };
  console.log(
    `one person on PGlite: ${total.n} calls, p50 ${total.p50} ms, p99 ${total.p99} ms, max ${total.max} ms (target p99 < 100 ms)`,
  );
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(here, 'results', 'pglite-demo.json'),
    JSON.stringify({ date: new Date().toISOString(), total, rows }, null, 2),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
