// Builds the real app on a real database for integration tests: an in-memory PGlite by default,
// or a fresh database on the PostgreSQL server when TEST_DB=postgres (created here, dropped after).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { seedAccounts, seedReference } from '../src/db/seed';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { buildApp } from '../src/app';
import { seedApplyForms } from '../src/modules/applications/forms';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const PG_ADMIN_URL = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
  /** inject with a distinct client address per call site unless given. */
  call(opts: InjectOptions & { token?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  post(url: string, payload?: unknown, opts?: { token?: string; lang?: string; ip?: string; headers?: Record<string, string> }): Promise<any>;
  get(url: string, opts?: { token?: string; lang?: string; ip?: string }): Promise<any>;
  lastCode(to: string): Promise<string>;
}

export const ADMIN = { account: 'admin@test.local', password: 'Admin12345' };

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      // pool.end() answers before its sockets have closed: wait for the sessions to go, so that the
      // drop does not terminate a connection that is still closing (an uncaught 57P01 in the client).
      for (let i = 0; i < 100; i++) {
        const r = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (r.rows[0].n === 0) break;
        await new Promise((res) => setTimeout(res, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { catalogue?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const pg = TEST_DB === 'postgres' ? await createPgDatabase() : undefined;
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
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: 'memory://' });
  await migrateDatabase(database);
  await seedReference(database.db);
  await seedAccounts(database.db, { adminAccount: ADMIN.account, adminPassword: ADMIN.password, demo: false });
  if (opts.catalogue) await seedCatalogue(database.db);
  const app = await buildApp({ config, database, logger: opts.logStream ? { level: 'info', stream: opts.logStream } : false });
  await app.ready();
  if (opts.catalogue) await seedApplyForms(app.db, app.storage);

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
      await pg?.drop();
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
    phoneNumber: phone, passWord: password, rePassWord: password, verifyCode: code, stuUniName: '北京大学', stuUniId: '1', isOverseas: '0',
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
