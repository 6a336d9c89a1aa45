// Builds the real app on a real database for integration tests: an in-memory PGlite by default,
// or a fresh database on the PostgreSQL server when TEST_DB=postgres (dropped after). Each is a
// clone of a snapshot made once per run (test/snapshots.ts), so no file migrates or seeds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { buildApp } from '../src/app';
import { ADMIN, makeSnapshots, pgUrlFor, waitIdle, type SnapshotKind, type Snapshots } from './snapshots';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export { ADMIN };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
  /** inject with a distinct client address per call site unless given. */
  call(opts: InjectOptions & { token?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  post(
    url: string,
    payload?: unknown,
    opts?: { token?: string; lang?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<any>;
  get(url: string, opts?: { token?: string; lang?: string; ip?: string }): Promise<any>;
  lastCode(to: string): Promise<string>;
}

/** The run's snapshots (test/global-setup.ts), or ones made here when a file runs on its own. */
let local: Promise<Snapshots> | undefined;
async function snapshots(): Promise<Snapshots> {
  try {
    const provided = inject('snapshots');
    if (provided) return provided;
  } catch {
    /* not provided: outside the configured project */
  }
  local ??= makeSnapshots(TEST_DB);
  return local;
}

/** A new database cloned from a snapshot: a PGlite in memory, or a PostgreSQL database from its template. */
async function cloneDatabase(s: Snapshots, kind: SnapshotKind): Promise<{ database: Database; url?: string; drop?: () => Promise<void> }> {
  if (s.driver === 'pglite') {
    const blob = new Blob([fs.readFileSync(s[kind])]);
    return { database: await openDatabase({ dataDir: 'memory://', loadDataDir: blob }) };
  }
  const { Client } = await import('pg');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${s[kind]}`);
  await admin.end();
  const url = pgUrlFor(name);
  return {
    database: await openDatabase({ databaseUrl: url }),
    url,
    async drop() {
      const c = new Client({ connectionString: process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test' });
      await c.connect();
      await waitIdle(c, name);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A database for a server started as a child process (test/server-process.ts), cloned from the
 * base snapshot: a PostgreSQL database (DATABASE_URL) or a PGlite directory under dataDir/pglite.
 */
export async function databaseForProcess(
  dataDir: string,
  kind: SnapshotKind = 'catalogue',
): Promise<{ env: Record<string, string>; url?: string; drop(): Promise<void> }> {
  const snap = await snapshots();
  if (kind === 'catalogue' && fs.existsSync(snap.catalogueUploads))
    fs.cpSync(snap.catalogueUploads, path.join(dataDir, 'uploads'), { recursive: true });
  if (snap.driver === 'pglite') {
    const loaded = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([fs.readFileSync(snap[kind])]) });
    await loaded.close();
    return { env: {}, drop: async () => undefined };
  }
  const cloned = await cloneDatabase(snap, kind);
  await cloned.database.close();
  return { env: { DATABASE_URL: cloned.url! }, url: cloned.url, drop: () => cloned.drop!() };
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { catalogue?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const snap = await snapshots();
  const cloned = await cloneDatabase(snap, opts.catalogue ? 'catalogue' : 'base');
  // The catalogue's rows refer to the forms generated with it.
  if (opts.catalogue && fs.existsSync(snap.catalogueUploads))
    fs.cpSync(snap.catalogueUploads, path.join(tmp, 'uploads'), { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tmp,
    WEB_DIST: path.join(tmp, 'no-web'),
    LOG_LEVEL: 'silent',
    DEV_OUTBOX: '1',
    SEED_DEMO: '0',
    ADMIN_ACCOUNT: ADMIN.account,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_KEY: randomBytes(32).toString('hex'),
    ...(cloned.url ? { DATABASE_URL: cloned.url } : {}),
    ...env,
  });
  const database = cloned.database;
  const app = await buildApp({ config, database, logger: opts.logStream ? { level: 'info', stream: opts.logStream } : false });
  await app.ready();

  let ipCounter = 1;
  const nextIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

  const call: TestApp['call'] = async ({ token, ...opts }) => {
    const headers = { ...(opts.headers ?? {}), ...(token ? { token } : {}) };
    const res = await app.inject({ ...opts, remoteAddress: opts.remoteAddress ?? nextIp(), headers });
    let body: any = res.body;
    try {
      body = res.json();
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };

  const t: TestApp = {
    app,
    database,
    call,
    async post(url, payload = {}, o = {}) {
      const r = await call({
        method: 'POST',
        url,
        payload: payload as object,
        token: o.token,
        remoteAddress: o.ip,
        headers: { ...(o.lang ? { lang: o.lang } : {}), ...(o.headers ?? {}) },
      });
      return r.body;
    },
    async get(url, o = {}) {
      const r = await call({ method: 'GET', url, token: o.token, remoteAddress: o.ip, headers: o.lang ? { lang: o.lang } : {} });
      return r.body;
    },
    async lastCode(to) {
      // The outbox answers only on the loopback address.
      const r = await t.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { ip: '127.0.0.1' });
      const code = r.data?.[0]?.code;
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
    async close() {
      await app.close();
      await database.close();
      await cloned.drop?.();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
  return t;
}

let phoneSeq = 0;
/** A fresh mainland mobile number for each call within a test file. */
export function freshPhone(): string {
  phoneSeq += 1;
  const tail = `${process.pid % 1000}`.padStart(3, '0') + `${phoneSeq}`.padStart(5, '0');
  return `139${tail}`;
}
let mailSeq = 0;
export const freshEmail = () => `user${process.pid}x${++mailSeq}@example.com`;

/** Register a student by phone through the real calls; answers its token and phone. */
export async function registerByPhone(t: TestApp, password = 'Lark8tide', phone = freshPhone()) {
  const s = await t.post('/api/auth/student/sendPhone', { phoneNumber: phone, sendType: 1, scholarshipType: 1 });
  if (s.code !== '000') throw new Error(`send failed: ${JSON.stringify(s)}`);
  const code = await t.lastCode(phone);
  const r = await t.post('/api/auth/student/register', {
    phoneNumber: phone,
    passWord: password,
    rePassWord: password,
    verifyCode: code,
    stuUniName: '北京大学',
    stuUniId: '1',
    isOverseas: '0',
  });
  if (r.code !== '000') throw new Error(`register failed: ${JSON.stringify(r)}`);
  return { token: r.data.token as string, phone, password };
}

/** Move the codes already sent to a destination back in time, as if the minute limit had passed. */
export async function ageCodes(t: TestApp, destination: string, minutes = 2) {
  const { sql } = await import('drizzle-orm');
  await t.database.db.execute(
    sql`update verify_codes set created_at = created_at - make_interval(mins => ${minutes}) where destination = ${destination}`,
  );
}
