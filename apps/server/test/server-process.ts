// Runs the real server (src/server.ts) as a child process for tests that need a process to kill,
// signal or starve of its database: started with node --import tsx (no wrapper process, so a
// signal reaches the server itself), on a free port, with its logs kept for the assertions.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './snapshots';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Every line the process wrote (stdout and stderr), in order. */
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  /** Wait for the exit (after a signal); kills it with SIGKILL after timeoutMs. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The environment of a test server: no demo data, no rate limit, the outbox on, a fixed key. */
export function serverEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    DEV_OUTBOX: '1',
    SEED_DEMO: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '0',
    ADMIN_ACCOUNT: ADMIN.account,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_KEY: randomBytes(32).toString('hex'),
    DATA_KEY_FILE: path.join(dataDir, 'unused.key'),
    ...extra,
  };
}

export function tempDir(prefix = 'portal-proc-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Start the server and wait until it listens (its "portal on" log line names the address). */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const base: Record<string, string | undefined> = { ...process.env };
  // The parent's test settings must not leak into the child.
  for (const k of ['DATABASE_URL', 'TEST_DB', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_OPTIONS']) delete base[k];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${lines.join('\n')}`)), timeoutMs);
    const onLine = (line: string) => {
      lines.push(line);
      const m = /"url":"(http:\/\/[^"]+)"/.exec(line);
      if (m && line.includes('portal on')) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    for (const stream of [child.stdout!, child.stderr!]) {
      let buf = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buf += chunk;
        let i: number;
        while ((i = buf.indexOf('\n')) >= 0) {
          onLine(buf.slice(0, i));
          buf = buf.slice(i + 1);
        }
      });
    }
    void exited.then((e) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${e.code ?? e.signal}) before listening:\n${lines.join('\n')}`));
    });
  });
  return {
    child,
    url,
    lines,
    exited,
    running: () => exit === undefined,
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (exit) return exit;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const e = await exited;
      clearTimeout(timer);
      return e;
    },
  };
}

/** A small JSON client of one server: the envelope of each answer, or a thrown network error. */
export function client(base: string) {
  const call = async (method: string, url: string, body?: unknown, token?: string) => {
    const res = await fetch(base + url, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    try {
      return { status: res.status, ...(JSON.parse(text) as { code: string; msg: string; data: any }) };
    } catch {
      return { status: res.status, code: `HTTP${res.status}`, msg: text.slice(0, 200), data: null };
    }
  };
  return {
    post: (url: string, body: unknown = {}, token?: string) => call('POST', url, body, token),
    get: (url: string, token?: string) => call('GET', url, undefined, token),
  };
}

export type Client = ReturnType<typeof client>;

let phoneSeq = 0;
/** Register a student by phone (the outbox answers loopback callers): answers the session token. */
export async function registerStudent(c: Client): Promise<string> {
  phoneSeq += 1;
  const phone = `137${`${process.pid % 1000}`.padStart(3, '0')}${`${phoneSeq}${Date.now() % 1000}`.padStart(5, '0').slice(-5)}`;
  const s = await c.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1, scholarshipType: 1 });
  if (s.code !== '000') throw new Error(`sendPhone: ${JSON.stringify(s)}`);
  const out = await c.get(`/api/dev/outbox?to=${phone}`);
  const code = out.data?.[0]?.code;
  const r = await c.post('/api/auth/student/register', {
    phoneNumber: phone,
    passWord: 'Lark8tide',
    rePassWord: 'Lark8tide',
    verifyCode: code,
    stuUniName: '北京大学',
    stuUniId: '1',
    isOverseas: '0',
  });
  if (r.code !== '000') throw new Error(`register: ${JSON.stringify(r)}`);
  return r.data.token as string;
}

/** Step 1 of the wizard of student file n with a given remark: the save the durability tests repeat. */
export function stepOne(n: number, remarks: string) {
  return {
    isOldVersions: 1,
    countryId: '140',
    stuName: '张三',
    // Files of one name and birthday would be refused as duplicates.
    stuSpell: `Zhang San ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}`,
    sex: '0',
    birthday: '2004-05-06',
    nationality: 'CN',
    phoneNumber: '13800138000',
    stuEmail: 'zs@example.com',
    zipCode: '100000',
    homeAddress: '1 Main Street, Beijing',
    remarks,
    stuOther: { currentStep: 1 },
  };
}
