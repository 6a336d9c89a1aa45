// Backup and restore of the database and the stored files:
//   npm run backup -- <dir>             into a new or empty folder
//   npm run restore -- <dir> [--force]  into an empty database and an empty file store
// The settings are the server's (DATABASE_URL, DATA_DIR, UPLOAD_DIR, S3_*). On PostgreSQL the
// database is a pg_dump in custom format, taken while the portal runs (one consistent snapshot);
// on the embedded PGlite it is the data directory's archive, and the server must be stopped (the
// directory is locked by the running server). The files are copied from the local folder or the
// S3 bucket. manifest.json, written last, gives the time, the schema migration level, the file
// count and a SHA-256 of every part; restore checks all of them before it changes anything, and
// refuses a database or file store that is not empty unless --force (which empties them first).
// The data key (DATA_KEY) is never in a backup: keep it apart, the restored data needs it.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from '../config';
import { MIGRATIONS_DIR, openDatabase } from '../db/client';
import { createStorage, type StorageProvider } from '../providers/storage';
import { MIME } from '../modules/files/detect';
import { rows } from '../lib/sql';

export const MANIFEST = 'manifest.json';
const FORMAT = 'scholarship-portal-backup';
const PG_DUMP_FILE = 'database.pgdump';
const PGLITE_FILE = 'pglite-datadir.tar.gz';
const FILES_DIR = 'files';

export interface MigrationLevel {
  /** Migrations applied to the database. */
  applied: number;
  /** The last one applied: its name in drizzle/ and its time stamp (drizzle's created_at). */
  latest: string | null;
  latestAt: number | null;
}

export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string; bytes: number; sha256: string; migrations: MigrationLevel };
  files: { storage: 'local' | 's3'; count: number; bytes: number; sha256: Record<string, string> };
}

export class BackupError extends Error {}

type Log = (line: string) => void;
export interface Options {
  /** Restore: empty a database or file store that holds data first. */
  force?: boolean;
  log?: Log;
}

interface JournalEntry {
  tag: string;
  when: number;
}
function journal(): JournalEntry[] {
  const j = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return j.entries;
}

function level(rows: { created_at: string | number }[]): MigrationLevel {
  const times = rows.map((r) => Number(r.created_at)).sort((a, b) => a - b);
  const latestAt = times.length ? times[times.length - 1] : null;
  return { applied: times.length, latestAt, latest: journal().find((e) => e.when === latestAt)?.tag ?? null };
}

const MIGRATIONS_SQL = `SELECT created_at FROM drizzle.__drizzle_migrations`;
const HAS_MIGRATIONS_SQL = `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS has`;

/** pg_dump and pg_restore get the password through the environment, never on the command line. */
function pgArgs(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env = { ...process.env };
  if (u.password) {
    env.PGPASSWORD = decodeURIComponent(u.password);
    u.password = '';
  }
  return { url: u.toString(), env };
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          e.code === 'ENOENT'
            ? `${cmd} was not found: install the PostgreSQL client tools (the server's major version or newer)`
            : e.message,
        ),
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${cmd} failed (exit ${code}): ${err.trim()}`))));
  });
}

async function withPg<T>(url: string, fn: (c: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Writes a stream to a file; answers its length and SHA-256. */
async function writeHashed(src: NodeJS.ReadableStream, file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      bytes += chunk.length;
      cb(null, chunk);
    },
  });
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await pipeline(src, tap, fs.createWriteStream(file, { flags: 'wx' }));
  return { bytes, sha256: hash.digest('hex') };
}

async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

const pgliteDir = (config: Config) => path.join(config.DATA_DIR, 'pglite');

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fsp.readdir(dir)).length === 0;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw e;
  }
}

async function firstKey(storage: StorageProvider): Promise<string | undefined> {
  for await (const k of storage.keys()) return k;
  return undefined;
}

/** Back up the database and the stored files of `config` into `dir` (new or empty). */
export async function backup(config: Config, dir: string, opts: Options = {}): Promise<Manifest> {
  const log = opts.log ?? (() => undefined);
  if (!(await isEmptyDir(dir))) throw new BackupError(`${dir} is not empty: back up into a new or empty folder`);
  await fsp.mkdir(dir, { recursive: true });
  const storage = await createStorage(config);
  await storage.check();

  let database: Manifest['database'];
  if (config.DATABASE_URL) {
    const migrations = await withPg(config.DATABASE_URL, async (c) => {
      const has = (await c.query(HAS_MIGRATIONS_SQL)).rows[0].has as boolean;
      return level(has ? (await c.query(MIGRATIONS_SQL)).rows : []);
    });
    log(`dumping the PostgreSQL database (migration level ${migrations.applied}: ${migrations.latest ?? 'none'})`);
    const file = path.join(dir, PG_DUMP_FILE);
    const pg = pgArgs(config.DATABASE_URL);
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${pg.url}`], pg.env);
    database = { kind: 'postgres', file: PG_DUMP_FILE, ...(await hashFile(file)), migrations };
  } else {
    const dataDir = pgliteDir(config);
    if (await isEmptyDir(dataDir)) throw new BackupError(`no PGlite database in ${dataDir} (is DATA_DIR right?)`);
    log(`archiving the PGlite data directory ${dataDir}`);
    // Opening takes the directory's lock: a running server holds it, and the copy must not run beside it.
    const db = await openDatabase({ dataDir });
    try {
      const [has] = await rows<{ has: boolean }>(db.db, sql.raw(HAS_MIGRATIONS_SQL));
      const migrations = level(has.has ? await rows<{ created_at: string }>(db.db, sql.raw(MIGRATIONS_SQL)) : []);
      const blob = await db.dumpDataDir!();
      const file = path.join(dir, PGLITE_FILE);
      await pipeline(
        Readable.fromWeb(blob.stream() as import('node:stream/web').ReadableStream),
        createGzip(),
        fs.createWriteStream(file, { flags: 'wx' }),
      );
      database = { kind: 'pglite', file: PGLITE_FILE, ...(await hashFile(file)), migrations };
    } finally {
      await db.close();
    }
  }

  log(`copying the stored files (${storage.name})`);
  const sums: Record<string, string> = {};
  let bytes = 0;
  for await (const key of storage.keys()) {
    const src = await storage.get(key);
    if (!src) continue; // removed since it was listed
    const r = await writeHashed(src, path.join(dir, FILES_DIR, key));
    sums[key] = r.sha256;
    bytes += r.bytes;
  }
  const manifest: Manifest = {
    format: FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    database,
    files: { storage: storage.name === 's3' ? 's3' : 'local', count: Object.keys(sums).length, bytes, sha256: sums },
  };
  // Written last: a folder without it is an unfinished backup.
  await fsp.writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
  log(`backup complete: ${manifest.files.count} files, ${bytes} bytes of files`);
  return manifest;
}

/** Reads a backup's manifest and checks every part against its checksum; throws BackupError. */
export async function verify(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${dir} has no readable ${MANIFEST}: not a backup, or an unfinished one`);
  }
  if (manifest.format !== FORMAT || manifest.version !== 1) throw new BackupError(`${dir}: not a backup of this portal (format)`);
  const db = await hashFile(path.join(dir, manifest.database.file)).catch(() => null);
  if (!db || db.sha256 !== manifest.database.sha256) throw new BackupError(`${manifest.database.file}: missing or damaged (checksum)`);
  for (const [key, sum] of Object.entries(manifest.files.sha256)) {
    if (key.includes('..') || path.isAbsolute(key)) throw new BackupError(`${key}: not a storage key`);
    const f = await hashFile(path.join(dir, FILES_DIR, key)).catch(() => null);
    if (!f || f.sha256 !== sum) throw new BackupError(`files/${key}: missing or damaged (checksum)`);
  }
  const known = journal();
  const m = manifest.database.migrations;
  if (m.latestAt !== null && !known.some((e) => e.when === m.latestAt))
    throw new BackupError(
      `the backup's schema (migration ${m.latest ?? m.latestAt}) is newer than this version of the portal knows: restore with the version that made it`,
    );
  return manifest;
}

/** Restore the backup in `dir` into the database and file store of `config`. */
export async function restore(config: Config, dir: string, opts: Options = {}): Promise<Manifest> {
  const log = opts.log ?? (() => undefined);
  const manifest = await verify(dir);
  log(`backup of ${manifest.createdAt}: checksums match (${manifest.files.count} files)`);
  const target = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target)
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? 'this is a backup of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore into'
        : 'this is a backup of the embedded PGlite database: unset DATABASE_URL and set DATA_DIR to the folder to restore into',
    );
  const storage = await createStorage(config);
  await storage.check();

  // Everything is checked before anything changes.
  const dbHasData = config.DATABASE_URL
    ? await withPg(config.DATABASE_URL, async (c) => {
        const r = await c.query(`SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`);
        return r.rows[0].n > 0;
      })
    : !(await isEmptyDir(pgliteDir(config)));
  const fileInStore = await firstKey(storage);
  const where = config.DATABASE_URL ? 'the database of DATABASE_URL' : pgliteDir(config);
  if ((dbHasData || fileInStore) && !opts.force)
    throw new BackupError(
      [dbHasData ? `${where} is not empty` : '', fileInStore ? `the file store (${storage.name}) is not empty (${fileInStore})` : '']
        .filter(Boolean)
        .join('; ') + ': restore into an empty one, or add --force to replace what is there',
    );

  if (config.DATABASE_URL) {
    if (dbHasData) {
      log('--force: emptying the database');
      await withPg(config.DATABASE_URL, async (c) => {
        const schemas = await c.query(`SELECT nspname FROM pg_namespace
          WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`);
        for (const s of schemas.rows as { nspname: string }[]) await c.query(`DROP SCHEMA "${s.nspname.replace(/"/g, '""')}" CASCADE`);
        await c.query('CREATE SCHEMA public');
      });
    }
    log('restoring the PostgreSQL database');
    const pg = pgArgs(config.DATABASE_URL);
    await run(
      'pg_restore',
      ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${pg.url}`, path.join(dir, manifest.database.file)],
      pg.env,
    );
  } else {
    const dataDir = pgliteDir(config);
    if (dbHasData) {
      log(`--force: removing ${dataDir}`);
      // Locked while a server uses it: opening it first fails with that message.
      const open = await openDatabase({ dataDir });
      await open.close();
      await fsp.rm(dataDir, { recursive: true, force: true });
    }
    log(`restoring the PGlite data directory into ${dataDir}`);
    const archive = await fsp.readFile(path.join(dir, manifest.database.file));
    const db = await openDatabase({ dataDir, loadDataDir: new Blob([archive], { type: 'application/x-gzip' }) });
    await db.close();
  }

  if (fileInStore) {
    log(`--force: emptying the file store (${storage.name})`);
    const keys: string[] = [];
    for await (const k of storage.keys()) keys.push(k);
    for (const k of keys) await storage.remove(k);
  }
  log(`restoring ${manifest.files.count} files (${storage.name})`);
  for (const key of Object.keys(manifest.files.sha256)) {
    const ext = key.slice(key.lastIndexOf('.') + 1);
    await storage.put(key, fs.createReadStream(path.join(dir, FILES_DIR, key)), MIME[ext] ?? 'application/octet-stream');
  }
  log(
    `restore complete: migration level ${manifest.database.migrations.applied} (${manifest.database.migrations.latest ?? 'none'}); ` +
      'the server applies newer migrations when it starts',
  );
  return manifest;
}

const USAGE = 'usage: npm run backup -- <dir>\n       npm run restore -- <dir> [--force]';

/** The command line: backup|restore <dir> [--force]. Answers the exit code. */
export async function main(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const args = rest.filter((a) => a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || args.length !== 1 || args[0].startsWith('-') || (force && command === 'backup')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  // npm runs scripts from the repository root; a relative folder is meant from where it was typed.
  const dir = path.resolve(env.INIT_CWD ?? process.cwd(), args[0]);
  const log: Log = (line) => process.stdout.write(`${line}\n`);
  try {
    const config = loadConfig(env);
    if (command === 'backup') await backup(config, dir, { log });
    else await restore(config, dir, { log, force });
    return 0;
  } catch (e) {
    if (e instanceof BackupError || e instanceof ConfigError) {
      process.stderr.write(`${command} refused: ${e.message}\n`);
      return 1;
    }
    process.stderr.write(`${command} failed: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).then((code) => process.exit(code));
