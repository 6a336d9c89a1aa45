// Restore drill: a portal with a student, an avatar and a document is backed up with the real
// command (npm run backup's tool), restored into a fresh database and an empty file store, and a
// server started on the restored copy answers the student's login, profile and files. On
// PostgreSQL (TEST_DB=postgres) the source and the target are scratch databases made and dropped
// here; on PGlite they are data directories in temporary folders. A second drill keeps the files in
// S3 (s3rver). Also: refusals (a store that is not empty, a damaged backup) and --force.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, REPO_ROOT, type Config } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { seedAccounts, seedReference } from '../src/db/seed';
import { buildApp } from '../src/app';
import { backup, restore, verify, MANIFEST, type Manifest } from '../src/tools/backup';
import { makePng, PDF } from './fixtures';
import { startFakeS3, type FakeS3 } from './s3';
import { ADMIN, pgUrlFor, waitIdle } from './snapshots';

const ON_PG = process.env.TEST_DB === 'postgres';
const PG_ADMIN = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATA_KEY = randomBytes(32).toString('hex');
const TOOL = path.join(REPO_ROOT, 'apps/server/src/tools/backup.ts');
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

const temps: string[] = [];
const databases: string[] = [];
const tmp = (tag: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${tag}-`));
  temps.push(d);
  return d;
};

async function pgAdmin<T>(fn: (c: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: PG_ADMIN });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A place for a portal's data: a scratch PostgreSQL database (empty) or a PGlite folder (none yet). */
interface Place {
  env: Record<string, string>;
  config: Config;
}
/** The run's migrated snapshot (test/global-setup.ts), when this file runs in the server project. */
function baseSnapshot(): string | undefined {
  try {
    const s = inject('snapshots');
    return s && s.driver === (ON_PG ? 'postgres' : 'pglite') ? s.base : undefined;
  } catch {
    return undefined;
  }
}

/** A place with a migrated database (the run's snapshot copied: quicker than migrating), or an empty one. */
async function newPlace(storageEnv: Record<string, string> = {}, from?: 'snapshot'): Promise<Place> {
  const dataDir = tmp('data');
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    DEV_OUTBOX: '1',
    SEED_DEMO: '0',
    ADMIN_ACCOUNT: ADMIN.account,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_KEY,
    DATA_KEY_FILE: path.join(dataDir, 'no-key-file'),
    ...storageEnv,
  };
  const snapshot = from === 'snapshot' ? baseSnapshot() : undefined;
  if (ON_PG) {
    const name = `portal_drill_${randomBytes(5).toString('hex')}`;
    await pgAdmin((c) => c.query(snapshot ? `CREATE DATABASE ${name} TEMPLATE ${snapshot}` : `CREATE DATABASE ${name}`));
    databases.push(name);
    env.DATABASE_URL = pgUrlFor(name);
  } else if (snapshot) {
    const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
    await db.close();
  }
  return { env, config: loadConfig(env) };
}

const open = (p: Place) =>
  openDatabase(p.config.DATABASE_URL ? { databaseUrl: p.config.DATABASE_URL } : { dataDir: path.join(p.config.DATA_DIR, 'pglite') });

/** The server as server.ts starts it (migrations, reference data, the admin), on a place. */
async function start(p: Place): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const database = await open(p);
  await migrateDatabase(database);
  await database.withLock(async (db) => {
    await seedReference(db);
    await seedAccounts(db, { adminAccount: ADMIN.account, adminPassword: ADMIN.password, demo: false });
  });
  const app = await buildApp({ config: p.config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let ip = 1;
async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method,
    url,
    payload: opts.payload as never,
    remoteAddress: url.startsWith('/api/dev/') ? '127.0.0.1' : `10.77.${Math.floor(ip / 250)}.${ip++ % 250}`,
    headers: { ...(opts.headers ?? {}), ...(opts.token ? { token: opts.token } : {}) },
  });
  return res;
}
const json = async (...a: Parameters<typeof call>) => (await call(...a)).json();

function multipart(name: string, data: Buffer) {
  const boundary = `----drill${randomBytes(6).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const AVATAR = makePng(4, 4);
const DOCUMENT = Buffer.concat([PDF, randomBytes(70_000)]);
const PASSWORD = 'Lark8tide';

interface Seeded {
  phone: string;
  avatar: string;
  document: string;
}

/** A student registers, uploads an avatar and a document, and sets the avatar. */
async function seed(p: Place): Promise<Seeded> {
  const s = await start(p);
  try {
    const phone = `137${String(process.pid % 1000).padStart(3, '0')}${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
    expect((await json(s.app, 'POST', '/api/auth/student/sendPhone', { payload: { phoneNumber: phone, sendType: 1 } })).code).toBe('000');
    const code = (await json(s.app, 'GET', `/api/dev/outbox?to=${phone}`)).data[0].code;
    const reg = await json(s.app, 'POST', '/api/auth/student/register', {
      payload: {
        phoneNumber: phone,
        passWord: PASSWORD,
        rePassWord: PASSWORD,
        verifyCode: code,
        stuUniName: '北京大学',
        stuUniId: '1',
        isOverseas: '0',
      },
    });
    expect(reg.code, reg.msg).toBe('000');
    const token = reg.data.token as string;
    const up = async (url: string, name: string, data: Buffer) => {
      const m = multipart(name, data);
      const r = await json(s.app, 'POST', url, { token, payload: m.payload, headers: m.headers });
      expect(r.code, r.msg).toBe('000');
      return (Array.isArray(r.data) ? r.data[0] : r.data).imgPath as string;
    };
    const avatar = await up('/api/file/upload/uploadImg?use=avatar', 'me.png', AVATAR);
    const document = await up('/api/file/upload/uploadFiles', 'transcript.pdf', DOCUMENT);
    expect((await json(s.app, 'POST', '/api/admin/user/updateAvatar', { token, payload: { avatar } })).code).toBe('000');
    return { phone, avatar, document };
  } finally {
    await s.close();
  }
}

/** A server on the restored copy: the student logs in and reads the profile and both files. */
async function readBack(p: Place, seeded: Seeded) {
  const s = await start(p);
  try {
    const login = await json(s.app, 'POST', '/api/auth/student/login', { payload: { content: seeded.phone, passWord: PASSWORD } });
    expect(login.code, login.msg).toBe('000');
    const token = login.data.token as string;
    const info = await json(s.app, 'GET', '/api/admin/user/getInfo', { token });
    expect(info.data.user.avatar).toBe(seeded.avatar);
    const avatar = await call(s.app, 'GET', seeded.avatar, { token });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.rawPayload.equals(AVATAR)).toBe(true);
    const part = await call(s.app, 'GET', seeded.document, { token, headers: { range: 'bytes=60000-60099' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(DOCUMENT.subarray(60000, 60100))).toBe(true);
  } finally {
    await s.close();
  }
}

/** The command as `npm run backup -- <dir>` / `npm run restore -- <dir>` runs it. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const base = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !k.startsWith('S3_') && k !== 'DATABASE_URL' && k !== 'DATA_DIR' && k !== 'NODE_ENV'),
    );
    const child = spawn(TSX, [TOOL, ...args], { env: { ...base, ...env }, cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

const journalLength = () =>
  (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps/server/drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries
    .length;

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3(['drill-src', 'drill-dst']);
});
afterAll(async () => {
  await s3?.close();
  if (databases.length)
    await pgAdmin(async (c) => {
      for (const name of databases) {
        await waitIdle(c, name);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    });
  for (const d of temps) fs.rmSync(d, { recursive: true, force: true });
});

// Several servers start and stop in each drill, and the command runs in child processes.
describe(`backup and restore (${ON_PG ? 'PostgreSQL' : 'PGlite'})`, { timeout: 180_000 }, () => {
  it('restores a backup made by the command into a fresh database and file folder, where the data and files read back', async () => {
    const source = await newPlace({}, 'snapshot');
    const seeded = await seed(source);
    const dir = path.join(tmp('backup'), 'nightly');

    const made = await cli(['backup', dir], source.env);
    expect(made.code, made.err).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
    expect(manifest.database.kind).toBe(ON_PG ? 'postgres' : 'pglite');
    expect(manifest.database.migrations.applied).toBe(journalLength());
    expect(manifest.database.migrations.latest).toMatch(/^\d{4}_/);
    expect(manifest.files).toMatchObject({ storage: 'local', count: 2 });
    expect(Object.keys(manifest.files.sha256).map((k) => k.split('/').pop())).toEqual(
      expect.arrayContaining([seeded.avatar.split('/').pop(), seeded.document.split('/').pop()]),
    );
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(120_000);

    // The source holds data: restoring over it is refused, and nothing is changed.
    const over = await cli(['restore', dir], source.env);
    expect(over.code).toBe(1);
    expect(over.err).toMatch(/is not empty.*--force/);

    const target = await newPlace();
    const restored = await cli(['restore', dir], target.env);
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(/restore complete/);
    await readBack(target, seeded);

    // A second restore into the now-used target needs --force, and then replaces what is there.
    await expect(restore(target.config, dir)).rejects.toThrow(/not empty/);
    const extra = await start(target);
    await extra.app.storage.put('20000101/ffffffffffffffffffffffffffffffff.pdf', PDF, 'application/pdf');
    await extra.close();
    await restore(target.config, dir, { force: true });
    const keys: string[] = [];
    const again = await start(target);
    for await (const k of again.app.storage.keys()) keys.push(k);
    await again.close();
    expect(keys.sort()).toEqual(Object.keys(manifest.files.sha256).sort());
    await readBack(target, seeded);
  });

  it('refuses a damaged backup before changing anything', async () => {
    const source = await newPlace({}, 'snapshot');
    await seed(source);
    const dir = path.join(tmp('backup'), 'b');
    const manifest = await backup(source.config, dir);
    expect(await verify(dir)).toEqual(manifest);
    await expect(backup(source.config, dir)).rejects.toThrow(/not empty/);

    const key = Object.keys(manifest.files.sha256)[0];
    fs.appendFileSync(path.join(dir, 'files', key), 'x');
    const target = await newPlace();
    await expect(restore(target.config, dir)).rejects.toThrow(/damaged \(checksum\)/);
    // Nothing was written: the target is still empty, so a good backup restores into it.
    const dir2 = path.join(tmp('backup'), 'c');
    fs.cpSync(dir, dir2, { recursive: true });
    fs.writeFileSync(path.join(dir2, 'files', key), fs.readFileSync(path.join(dir, 'files', key)).subarray(0, -1));
    await restore(target.config, dir2);
  });

  it('backs up the files of an S3 bucket and restores them into another', async () => {
    const source = await newPlace(s3.env('drill-src'), 'snapshot');
    const seeded = await seed(source);
    const dir = path.join(tmp('backup'), 's3');
    const manifest = await backup(source.config, dir);
    expect(manifest.files).toMatchObject({ storage: 's3', count: 2 });
    const target = await newPlace(s3.env('drill-dst'));
    await restore(target.config, dir);
    await readBack(target, seeded);
  });
});
