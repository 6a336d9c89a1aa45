// The database: embedded PGlite under DATA_DIR when no DATABASE_URL is set, PostgreSQL otherwise.
// Both run the same Drizzle schema and the same committed SQL migrations.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run a function while holding a database-wide lock (migrations and seeding across processes). */
  withLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite: the data directory as a tar archive (test snapshots). */
  dumpDataDir?: () => Promise<Blob>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const LOCK_KEY = 20261122;

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  dataDir?: string;
  /** Told about errors of idle pooled connections (PostgreSQL only). */
  onIdleError?: (err: Error) => void;
  /** PGlite: start from this data directory archive (a test snapshot). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover) is replaced on the next checkout;
    // without this listener its error event would end the process.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async withLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
          const locked = drizzle({ client, schema }) as unknown as Db;
          return await fn(locked);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, fuzzystrmatch },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection inside this process: a second process cannot open the same directory.
    withLock: (fn) => fn(db),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  await database.withLock(async (db) => {
    if (database.kind === 'postgres') {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
    } else {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
    }
  });
}
