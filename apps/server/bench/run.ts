// npm run bench: the targets of the speed issue, measured against the built server (dist/server.js)
// on PostgreSQL with 50 connections, side by side with a bare Fastify (anchor.mjs) answering the
// same bytes on the same machine. Prints a table (req/s, p50, p99, share of the anchor, errors,
// server memory) and writes it as JSON to bench/results/latest.json.
//
// Settings: BENCH_ADMIN_URL (a PostgreSQL database to create the bench database from; default
// postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (each run, default 8), BENCH_ONLY (a
// word of the target names to run only those), BENCH_NO_TEN=1 (leave out the run at ten times the
// catalogue, which follows the varied searches), BENCH_NO_GROWTH=1 (leave out the run of the
// demo's universities against the real catalogue, also after the varied searches). The bench
// databases are dropped at the end. The server runs with the per-address request limit raised,
// since every request comes from one address here; everything else is as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { basicStudent } from '../test/fixtures';
import { startFlags } from '../scripts/start-flags.mjs';
import { variedKeywords } from './keywords';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ONLY = process.env.BENCH_ONLY;
const CONNECTIONS = 50;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** CPU time (user and system) a process has used, in ms (from /proc, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * autocannon with the CPU the server used per answered request: on a shared machine throughput
 * moves with what else runs, while the server's own CPU per request moves much less.
 */
async function measured(pid: number, opts: autocannon.Options): Promise<{ result: autocannon.Result; cpuUs: number }> {
  const before = cpuMs(pid);
  const result = await autocannon(opts);
  const answered = Math.max(1, result.requests.total);
  return { result, cpuUs: Math.round(((cpuMs(pid) - before) * 1000) / answered) };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

// --- the database and the portal -------------------------------------------------------------
const dbName = `portal_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
// BENCH_PG_LOG=1: PostgreSQL logs every statement of the run with its duration (to see where its time goes).
if (process.env.BENCH_PG_LOG) await admin.query(`ALTER DATABASE ${dbName} SET log_min_duration_statement = 0`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const started = Date.now();
// BENCH_PROFILE=<dir>: the server writes a CPU profile there when it stops.
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
// BENCH_NODE_FLAGS: extra flags for the server's node (garbage collector settings, say).
const nodeFlags = [
  ...(process.env.BENCH_SNAPSHOT ? ['--heapsnapshot-signal=SIGUSR2'] : []),
  ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
];
/** The built server as `npm start` runs it, on database `db`, with files in `dir`. */
const spawnPortal = (db: URL, dir: string, at: number, flags: string[] = [], env: Record<string, string> = {}): ChildProcess =>
  spawn(process.execPath, [...flags, ...startFlags(), ...nodeFlags, path.join(serverDir, 'dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: db.toString(),
      DATA_DIR: dir,
      PORT: String(at),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEV_OUTBOX: '1',
      RATE_LIMIT_PER_MINUTE: '1000000',
      CONTACT_LOOKUP_PER_MINUTE: '1000000',
      WEB_DIST: path.join(dir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const portal = spawnPortal(dbUrl, dataDir, port, profile);
let anchor: ChildProcess | undefined;
/** The portal of the catalogue's growth (on a database of its own), while it runs. */
let grown: ChildProcess | undefined;
const grownDb = `${dbName}_grown`;
const cleanUp = async () => {
  portal.kill('SIGTERM');
  anchor?.kill('SIGTERM');
  grown?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  for (const db of [dbName, grownDb]) await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  await waitFor(`${base}/api/health/ready`);
  const startSeconds = (Date.now() - started) / 1000;
  console.log(`portal (built, PostgreSQL, demo data) ready in ${startSeconds.toFixed(1)} s`);

  // Calls from a loopback address of their own (127.0.0.x): code sends are limited per address.
  const call = (method: string, url: string, body?: unknown, token?: string, from = '127.0.0.1', at = base) =>
    new Promise<{ code: string; data: any }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${at}${url}`,
        { method, localAddress: from, headers: { 'content-type': 'application/json', ...(token ? { token } : {}) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => {
            try {
              resolve(JSON.parse(text) as { code: string; data: any });
            } catch (e) {
              reject(e as Error);
            }
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  // --- students, each with a file of their own ------------------------------------------------
  const basic = basicStudent;
  const students: { token: string; stuId: number; version: number }[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const phone = `139${String(process.pid % 10000).padStart(4, '0')}${String(i).padStart(4, '0')}`;
    const from = `127.0.${1 + Math.floor(i / 200)}.${2 + (i % 200)}`;
    const sent = await call(
      'POST',
      '/api/auth/student/sendPhone',
      { phoneNumber: phone, sendType: 1, scholarshipType: 1 },
      undefined,
      from,
    );
    if (sent.code !== '000') throw new Error(`code not sent: ${JSON.stringify(sent)}`);
    const box = await call('GET', `/api/dev/outbox?to=${phone}`);
    const reg = await call(
      'POST',
      '/api/auth/student/register',
      {
        phoneNumber: phone,
        passWord: 'Lark8tide',
        rePassWord: 'Lark8tide',
        verifyCode: box.data[0].code,
        stuUniName: '北京大学',
        stuUniId: '1',
        isOverseas: '0',
      },
      undefined,
      from,
    );
    if (reg.code !== '000') throw new Error(`not registered: ${JSON.stringify(reg)}`);
    const added = await call(
      'POST',
      '/api/clerk/web/stu/add',
      { isOldVersions: 1, stuOther: { currentStep: 1 }, ...basic },
      reg.data.token,
    );
    if (added.code !== '000') throw new Error(`no file: ${JSON.stringify(added)}`);
    students.push({ token: reg.data.token, stuId: added.data.stuId, version: added.data.version });
  }

  // --- what is measured -------------------------------------------------------------------------
  type Target = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown };
  const targets: Target[] = [
    {
      name: 'university search niujin (listUniByKeyWords)',
      method: 'POST',
      path: '/api/uni/school-university/listUniByKeyWords',
      body: { uniNameLike: 'niujin' },
    },
    {
      name: 'university list, search niujin (getPartnerUniList)',
      method: 'POST',
      path: '/api/uni/school-university/getPartnerUniList',
      body: { uniName: 'niujin' },
    },
    { name: 'university list, no filter', method: 'POST', path: '/api/uni/school-university/getPartnerUniList', body: {} },
    {
      name: 'university list, every filter',
      method: 'POST',
      path: '/api/uni/school-university/getPartnerUniList',
      body: {
        countryIds: ['140'],
        majorFocusList: ['6'],
        stipendShow: '1',
        gpa: '3.4',
        majorTuitionMin: '15000',
        majorTuitionMax: '40000',
      },
    },
    { name: 'university detail (show)', method: 'GET', path: '/api/uni/school-university/show?uniId=1' },
    { name: 'major detail (info)', method: 'GET', path: '/api/uni/major/info?majorId=1' },
  ];
  const keywords = [
    'niujin',
    'oxford',
    'ucl',
    '墨大',
    'cambridge',
    'harvard',
    'nus',
    'melbourne',
    'toronto',
    'mit',
    'lond',
    'edinbrugh',
    'sydney',
    'king',
    'manchester',
    'imperial',
    'yale',
    'princeton',
    'stanford',
    'duke',
    'bristol',
    'warwick',
    'leeds',
    'glasgow',
    'monash',
    'auckland',
    'dublin',
    'mcgill',
    'ubc',
    'anu',
    'kcl',
    'lse',
    'hku',
    'ntu',
    'tokyo',
    'kyoto',
    'seoul',
    'sorbonne',
    'munich',
    'zurich',
  ];

  const answers: Record<string, string> = {};
  for (const t of targets) {
    const r = await fetch(`${base}${t.path}`, {
      method: t.method,
      headers: { 'content-type': 'application/json' },
      body: t.body === undefined ? undefined : JSON.stringify(t.body),
    });
    const text = await r.text();
    if ((JSON.parse(text) as { code: string }).code !== '000') throw new Error(`${t.name}: ${text.slice(0, 200)}`);
    answers[`${t.method} ${t.path.split('?')[0]}`] ??= text;
  }
  const answersFile = path.join(dataDir, 'answers.json');
  fs.writeFileSync(answersFile, JSON.stringify(answers));
  const anchorPort = await freePort();
  anchor = spawn(process.execPath, [path.join(here, 'anchor.mjs'), answersFile, String(anchorPort)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => anchor!.once('message', resolve));
  const anchorBase = `http://127.0.0.1:${anchorPort}`;

  interface Measured {
    name: string;
    server: 'portal' | 'anchor';
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    /** Server CPU per answered request, in microseconds. */
    cpuUs?: number;
    rssMb?: number;
  }
  const results: Measured[] = [];
  /** Refusals by kind and code, printed at the end (a run should have none). */
  const refused: Record<string, number> = {};
  const print = (m: Measured, anchorRps?: number) =>
    console.log(
      `${m.server.padEnd(6)} ${m.name.padEnd(52)} ${String(Math.round(m.rps)).padStart(7)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(4)} ms` +
        (anchorRps ? `  ${((100 * m.rps) / anchorRps).toFixed(0).padStart(3)}% of anchor` : '') +
        `  errors ${m.errors}` +
        (m.cpuUs ? `  CPU ${m.cpuUs} µs/req` : '') +
        (m.rssMb ? `  RSS ${m.rssMb} MB` : ''),
    );

  const run = async (opts: autocannon.Options, pid = portal.pid!): Promise<Omit<Measured, 'name' | 'server'>> => {
    const { result: r, cpuUs } = await measured(pid, { connections: CONNECTIONS, duration: SECONDS, ...opts });
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx + ((opts as { failed?: () => number }).failed?.() ?? 0),
      cpuUs,
    };
  };
  const wanted = (name: string) => !ONLY || ONLY.split('|').some((w) => name.includes(w));
  const warm = async (url: string, t: Target) => {
    await autocannon({
      url,
      connections: 10,
      duration: 1,
      method: t.method,
      body: t.body === undefined ? undefined : JSON.stringify(t.body),
      headers: { 'content-type': 'application/json' },
    });
  };

  for (const t of targets) {
    if (!wanted(t.name)) continue;
    const opts = {
      method: t.method,
      body: t.body === undefined ? undefined : JSON.stringify(t.body),
      headers: { 'content-type': 'application/json' },
    };
    await warm(anchorBase + t.path, t);
    const a: Measured = { name: t.name, server: 'anchor', ...(await run({ url: anchorBase + t.path, ...opts }, anchor.pid!)) };
    await warm(base + t.path, t);
    const p: Measured = { name: t.name, server: 'portal', ...(await run({ url: base + t.path, ...opts })) };
    results.push(a, p);
    print(a);
    print(p, a.rps);
  }

  // Searches that change with every request: keywords made from every university's English name
  // (cut short, and with two letters swapped as a typo) in five page sizes, more different requests
  // than the answer cache holds, taken in turn, so each is answered by the index, not the cache.
  /** The English names of every open university of the portal at `url`, lower case. */
  const enNames = async (url: string) => {
    const out: string[] = [];
    for (let page = 1; ; page++) {
      const r = await call(
        'POST',
        '/api/uni/school-university/getPartnerUniList',
        { pageNo: page, pageSize: 90 },
        undefined,
        '127.0.0.1',
        url,
      );
      out.push(...(r.data.list as { uniEnName: string }[]).map((u) => u.uniEnName.toLowerCase()));
      if (page >= r.data.totalPage) break;
    }
    return out;
  };
  const names = await enNames(base);
  const varied = variedKeywords(names);
  const variedRequests = (words: readonly string[], sizes: number[]) => {
    let n = 0;
    return [
      {
        method: 'POST' as const,
        path: '/api/uni/school-university/listUniByKeyWords',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: any) => {
          const k = n++;
          return {
            ...req,
            body: JSON.stringify({ uniNameLike: words[k % words.length], pageSize: sizes[Math.floor(k / words.length) % sizes.length] }),
          };
        },
      },
    ];
  };
  const variedRun = async (name: string, url = base, words: readonly string[] = varied, pid = portal.pid!) => {
    // Warmed like the other targets, for a second, with page sizes the measured run does not use
    // (answers it will not find in the cache).
    await autocannon({ url, connections: 10, duration: 1, requests: variedRequests(words, [11, 12, 13, 14, 15]) });
    const p = await run({ url, requests: variedRequests(words, [16, 17, 18, 19, 20]) }, pid);
    const m: Measured = { name, server: 'portal', ...p };
    results.push(m);
    print(m);
    return m;
  };
  let variedOne: Measured | undefined;
  if (wanted('varied') || wanted('university search, different requests')) {
    variedOne = await variedRun(`university search, ${varied.length * 5} different requests, ${names.length} universities`);
  }

  // Step saves: each save takes a file that no other save has in flight and sends the version the
  // last save of that file answered (autocannon's per-connection state is not relied on: a
  // connection it opens again starts with a new one). Answers come back in the order sent on a
  // connection, so each connection keeps the files of its saves in flight in order.
  /** The stored versions (a run cut off at its end leaves saves that were made but not answered). */
  const refreshVersions = async () => {
    for (const s of students) {
      const r = await call('POST', '/api/clerk/web/stu/info', { id: s.stuId }, s.token);
      if (r.code !== '000') throw new Error(`file not read: ${JSON.stringify(r)}`);
      s.version = r.data.version;
    }
  };
  const saveRequest = (failures: { n: number }, files: number) => {
    const free = students.slice(0, files);
    return {
      method: 'POST' as const,
      path: '/api/clerk/web/stu/update',
      setupRequest: (req: any, context: any) => {
        const s = free.shift();
        if (!s) throw new Error('more saves in flight than files');
        (context.saving ??= []).push(s);
        return {
          ...req,
          method: 'POST',
          path: '/api/clerk/web/stu/update',
          headers: { 'content-type': 'application/json', token: s.token },
          body: JSON.stringify({
            id: s.stuId,
            stuId: s.stuId,
            version: s.version,
            isOldVersions: 1,
            ...basic,
            stuOther: { currentStep: 1 },
          }),
        };
      },
      onResponse: (status: number, body: string, context: any) => {
        // The answer names its file; a refusal is taken as the oldest save in flight here.
        const r = JSON.parse(body) as { code: string; data?: { stuId?: number; version: number } };
        const saving = (context.saving ?? []) as (typeof students)[number][];
        const at = r.code === '000' && r.data?.stuId ? saving.findIndex((x) => x.stuId === r.data!.stuId) : 0;
        const [s] = saving.splice(Math.max(at, 0), 1);
        if (!s) return;
        if (r.code === '000' && r.data) s.version = r.data.version;
        else {
          failures.n++;
          refused[`save ${r.code}`] = (refused[`save ${r.code}`] ?? 0) + 1;
        }
        free.push(s);
      },
    };
  };
  if (wanted('save')) {
    const failures = { n: 0 };
    await refreshVersions();
    const { result: p, cpuUs } = await measured(portal.pid!, {
      url: base,
      connections: 20,
      duration: SECONDS,
      requests: [saveRequest(failures, 20)],
    });
    const m: Measured = {
      name: 'wizard step save, 20 writers',
      server: 'portal',
      rps: p.requests.average,
      p50: p.latency.p50,
      p99: p.latency.p99,
      errors: p.errors + p.timeouts + p.non2xx + failures.n,
      cpuUs,
    };
    results.push(m);
    print(m);
  }

  // Results day: 70% catalogue reads, 20% my applications and file reads, 10% step saves.
  /**
   * The server's own latency histogram by route (GET /api/metrics, answered to loopback callers):
   * count, sum and the count at or under each bucket's bound, per route and method.
   */
  const routeMetrics = async () => {
    const text = await (await fetch(`${base}/api/metrics`)).text();
    const out = new Map<string, { count: number; sum: number; le: Map<number, number> }>();
    const entry = (k: string) => out.get(k) ?? out.set(k, { count: 0, sum: 0, le: new Map() }).get(k)!;
    for (const line of text.split('\n')) {
      const m = /^http_request_duration_seconds_(bucket|sum|count)\{([^}]*)\} (\S+)$/.exec(line);
      if (!m) continue;
      const labels = Object.fromEntries([...m[2].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
      const e = entry(`${labels.method} ${labels.route}`);
      const v = Number(m[3]);
      if (m[1] === 'count') e.count += v;
      else if (m[1] === 'sum') e.sum += v;
      else if (labels.le !== '+Inf') e.le.set(Number(labels.le), (e.le.get(Number(labels.le)) ?? 0) + v);
    }
    return out;
  };
  /** Per route during a run: answers, mean time in the server, and the share over 25, 50 and 100 ms. */
  const printRouteLatencies = (before: Awaited<ReturnType<typeof routeMetrics>>, after: Awaited<ReturnType<typeof routeMetrics>>) => {
    for (const [k, a] of after) {
      const b = before.get(k);
      const count = a.count - (b?.count ?? 0);
      if (count < 10) continue;
      const mean = ((a.sum - (b?.sum ?? 0)) / count) * 1000;
      const over = (bound: number) => {
        const under = (a.le.get(bound) ?? 0) - (b?.le.get(bound) ?? 0);
        return `${(((count - under) / count) * 100).toFixed(1).padStart(5)}%`;
      };
      console.log(
        `  ${k.padEnd(58)} n ${String(count).padStart(6)}  mean ${mean.toFixed(1).padStart(6)} ms  >25 ms ${over(0.025)}  >50 ms ${over(0.05)}  >100 ms ${over(0.1)}`,
      );
    }
  };

  /** One mixed run of the given length; its failures counted in `failures`. */
  const mixedRun = async (seconds: number, failures: { n: number }) => {
    let n = 0;
    const catalogue = [
      ...targets.map((t) => ({ method: t.method, path: t.path, body: t.body })),
      ...keywords
        .slice(0, 10)
        .map((k) => ({ method: 'POST' as const, path: '/api/uni/school-university/listUniByKeyWords', body: { uniNameLike: k } })),
    ];
    await refreshVersions();
    const save = saveRequest(failures, students.length);
    let nextStudent = 0;
    return measured(portal.pid!, {
      url: base,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/',
          setupRequest: (req: any, context: any) => {
            const s = students[nextStudent++ % students.length];
            const roll = n++ % 10;
            // autocannon may prepare a connection's next request before the answer to the last one
            // arrives: the kinds wait in order for their answers.
            context.kind = roll < 7 ? 'read' : roll < 9 ? 'mine' : 'save';
            (context.kinds ??= []).push(context.kind);
            if (context.kind === 'save') return save.setupRequest(req, context);
            if (context.kind === 'mine') {
              const mine =
                roll === 7
                  ? { path: '/api/clerk/web/stu/list', body: { pageNo: 1, pageSize: 10 } }
                  : { path: '/api/clerk/web/stu/info', body: { id: s.stuId } };
              return {
                ...req,
                method: 'POST',
                path: mine.path,
                headers: { 'content-type': 'application/json', token: s.token },
                body: JSON.stringify(mine.body),
              };
            }
            const c = catalogue[n % catalogue.length];
            return {
              ...req,
              method: c.method,
              path: c.path,
              headers: { 'content-type': 'application/json' },
              body: c.body === undefined ? undefined : JSON.stringify(c.body),
            };
          },
          onResponse: (status: number, body: string, context: any) => {
            const kind = (context.kinds as string[]).shift();
            // A save is known by its answer (or its refusal), whatever the queue says.
            const answer = JSON.parse(body) as { code: string; data?: { currentStepStr?: string } };
            if (kind === 'save' || answer.data?.currentStepStr !== undefined || answer.code === '70030')
              return save.onResponse(status, body, context);
            const code = answer.code;
            if (code !== '000') {
              failures.n++;
              refused[`${kind} ${code}`] = (refused[`${kind} ${code}`] ?? 0) + 1;
            }
          },
        },
      ],
    });
  };
  // BENCH_SNAPSHOT=<dir>: a heap snapshot of the server after the results-day run (where its memory
  // is measured), to see what it holds.
  const snapshot = async () => {
    if (!process.env.BENCH_SNAPSHOT) return;
    const dir = path.resolve(process.env.BENCH_SNAPSHOT);
    fs.mkdirSync(dir, { recursive: true });
    // The server writes it into its working directory, which is this process's.
    const before = new Set(fs.readdirSync(process.cwd()));
    portal.kill('SIGUSR2');
    for (let i = 0; i < 120; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      const made = fs.readdirSync(process.cwd()).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
      if (made && Date.now() - fs.statSync(path.join(process.cwd(), made)).mtimeMs > 3000) {
        fs.renameSync(path.join(process.cwd(), made), path.join(dir, made));
        console.log(`heap snapshot: ${path.join(dir, made)}`);
        break;
      }
    }
  };
  let rssMbSettled: number | undefined;
  if (wanted('mixed')) {
    // Warmed for two seconds like the other targets (its refusals are not counted), then measured.
    const before = JSON.stringify(refused);
    await mixedRun(2, { n: 0 });
    for (const k of Object.keys(refused)) delete refused[k];
    Object.assign(refused, JSON.parse(before));
    const failures = { n: 0 };
    const metricsBefore = await routeMetrics();
    const { result: p, cpuUs } = await mixedRun(SECONDS, failures);
    printRouteLatencies(metricsBefore, await routeMetrics());
    const m: Measured = {
      name: 'results day: 70% catalogue, 20% mine, 10% saves',
      server: 'portal',
      rps: p.requests.average,
      p50: p.latency.p50,
      p99: p.latency.p99,
      errors: p.errors + p.timeouts + p.non2xx + failures.n,
      cpuUs,
      rssMb: rssMb(portal.pid!),
    };
    results.push(m);
    print(m);
    // And once the crowd has gone: V8 gives back the garbage of the run when the process is quiet.
    await new Promise((r) => setTimeout(r, 15_000));
    rssMbSettled = rssMb(portal.pid!);
    console.log(`server memory 15 s after the results day: ${rssMbSettled} MB RSS`);
    await snapshot();
  }

  // School matching: a signed-in student's profile answered with chances for every programme of
  // the degree level, the GPA and language score changing with each request (the students in turn).
  if (wanted('match')) {
    const failures = { n: 0 };
    let n = 0;
    const matchBody = (k: number) => ({
      gpa: (2.6 + (k % 141) / 100).toFixed(2),
      gpaScale: 'four',
      languageTest: 'IELTS',
      languageScore: String(5.5 + (k % 7) * 0.5),
      courseType: k % 2 === 0 ? '1' : '2',
      countryIds: [],
      majorFocusList: [],
    });
    const first = await call('POST', '/api/aiSchool/match', matchBody(0), students[0].token);
    if (first.code !== '000') throw new Error(`match: ${JSON.stringify(first).slice(0, 200)}`);
    const requests = [
      {
        method: 'POST' as const,
        path: '/api/aiSchool/match',
        setupRequest: (req: any) => {
          const k = n++;
          return {
            ...req,
            headers: { 'content-type': 'application/json', token: students[k % students.length].token },
            body: JSON.stringify(matchBody(k)),
          };
        },
        onResponse: (_status: number, body: string) => {
          const code = (JSON.parse(body) as { code: string }).code;
          if (code !== '000') {
            failures.n++;
            refused[`match ${code}`] = (refused[`match ${code}`] ?? 0) + 1;
          }
        },
      },
    ];
    await autocannon({ url: base, connections: 10, duration: 1, requests });
    const { result: p, cpuUs } = await measured(portal.pid!, { url: base, connections: CONNECTIONS, duration: SECONDS, requests });
    const m: Measured = {
      name: 'school matching (aiSchool/match)',
      server: 'portal',
      rps: p.requests.average,
      p50: p.latency.p50,
      p99: p.latency.p99,
      errors: p.errors + p.timeouts + p.non2xx + failures.n,
      cpuUs,
    };
    results.push(m);
    print(m);
    console.log(`  match latency: p90 ${p.latency.p90} ms, p97.5 ${p.latency.p97_5} ms, p99 ${p.latency.p99} ms, max ${p.latency.max} ms`);
  }

  // The catalogue's growth as it came: the demo's universities alone (SEED_WORLD=0), then the same
  // database started again with the real universities of seed/world-universities loaded on top
  // (through the import, as at a first start), and the same searches, made from the demo's names,
  // at both sizes. A portal and a database of their own; the main portal is idle meanwhile.
  if (variedOne && process.env.BENCH_NO_GROWTH !== '1') {
    await admin.query(`CREATE DATABASE ${grownDb}`);
    const grownUrl = new URL(dbUrl);
    grownUrl.pathname = `/${grownDb}`;
    const grownDir = path.join(dataDir, 'grown');
    const grownPort = await freePort();
    const grownBase = `http://127.0.0.1:${grownPort}`;
    const startGrown = async (world: boolean) => {
      grown = spawnPortal(grownUrl, grownDir, grownPort, [], { SEED_WORLD: world ? '1' : '0' });
      await waitFor(`${grownBase}/api/health/ready`, 300_000);
    };
    const stopGrown = async () => {
      const exited = new Promise((r) => grown!.once('exit', r));
      grown!.kill('SIGTERM');
      await exited;
      grown = undefined;
    };
    await startGrown(false);
    const demoNames = await enNames(grownBase);
    const demoWords = variedKeywords(demoNames);
    const small = await variedRun(
      `university search, ${demoWords.length * 5} different requests, the demo's ${demoNames.length} universities`,
      grownBase,
      demoWords,
      grown!.pid!,
    );
    await stopGrown();
    await startGrown(true);
    const realCount = (
      await call('POST', '/api/uni/school-university/getPartnerUniList', { pageNo: 1, pageSize: 1 }, undefined, '127.0.0.1', grownBase)
    ).data.totalCount as number;
    const real = await variedRun(`the same with the real catalogue (${realCount} universities)`, grownBase, demoWords, grown!.pid!);
    console.log(
      `  ${(realCount / demoNames.length).toFixed(1)}× the universities: p99 ${real.p99} ms against ${small.p99} ms, ` +
        `${(small.rps / real.rps).toFixed(1)}× slower in req/s, CPU ${small.cpuUs} → ${real.cpuUs} µs a search`,
    );
    await stopGrown();
  }

  // Last, as it changes the catalogue for good.
  if (variedOne && process.env.BENCH_NO_TEN !== '1') {
    // Ten times the catalogue: nine copies of every university (names with a number added), as the
    // back office's real catalogue of thousands will bring; the change notice reloads the index.
    // The copies have no website domain (it is unique: the key imports merge universities by).
    const admin10 = new pg.Client({ connectionString: dbUrl.toString() });
    await admin10.connect();
    const cols = (
      await admin10.query<{ c: string }>(
        `SELECT column_name AS c FROM information_schema.columns WHERE table_name = 'universities'
           AND column_name NOT IN ('id', 'en_words', 'uni_name', 'uni_en_name', 'website_domain') AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      )
    ).rows.map((r) => r.c);
    await admin10.query(
      `INSERT INTO universities (uni_name, uni_en_name, ${cols.join(', ')})
       SELECT u.uni_name || k, u.uni_en_name || ' ' || k, ${cols.map((c) => `u.${c}`).join(', ')}
         FROM universities u, generate_series(2, 10) AS k WHERE u.status = '0'`,
    );
    const total = (await admin10.query<{ n: number }>(`SELECT count(*)::int AS n FROM universities WHERE status = '0'`)).rows[0].n;
    await admin10.end();
    await call('POST', '/api/uni/school-university/listUniByKeyWords', { uniNameLike: 'oxford' });
    const ten = await variedRun(`the same at 10× the catalogue (${total} universities)`);
    console.log(`  10× catalogue: p99 ${ten.p99} ms against ${variedOne.p99} ms, ${(variedOne.rps / ten.rps).toFixed(1)}× slower in req/s`);
  }

  if (Object.keys(refused).length) console.log('refused:', refused);
  // Where the memory is: the V8 heap in use against what the process holds (RSS).
  const metrics = await (await fetch(`${base}/api/metrics`)).text();
  const gauge = (name: string) => Math.round(Number(new RegExp(`^${name} (\\S+)`, 'm').exec(metrics)?.[1] ?? 0) / 2 ** 20);
  const heap = {
    usedMb: gauge('nodejs_heap_size_used_bytes'),
    totalMb: gauge('nodejs_heap_size_total_bytes'),
    externalMb: gauge('nodejs_external_memory_bytes'),
  };
  console.log(`heap: ${heap.usedMb} MB used of ${heap.totalMb} MB, external ${heap.externalMb} MB`);
  const out = {
    refused,
    when: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    seconds: SECONDS,
    connections: CONNECTIONS,
    only: ONLY ?? null,
    tenfold: process.env.BENCH_NO_TEN !== '1',
    startSeconds,
    rssMbAfter: rssMb(portal.pid!),
    rssMbSettled,
    heap,
    results,
  };
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results', 'latest.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nserver memory after the runs: ${out.rssMbAfter} MB RSS; written to bench/results/latest.json`);
} finally {
  await cleanUp();
}
