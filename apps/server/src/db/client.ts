// The database: embedded PGlite under DATA_DIR when no DATABASE_URL is set, PostgreSQL otherwise.
// Both run the same Drizzle schema and the same committed SQL migrations.
import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { SERVER_ROOT } from '../paths';
import { CONNECT_FAILED, isConnectionError, isRetryableRead } from './connection-errors';
import { lockDataDir } from './data-dir-lock';

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
  /** PostgreSQL: connections of the pool, idle ones, and callers waiting for one (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
const LOCK_KEY = 20261122;

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  dataDir?: string;
  /** Told about errors of idle pooled connections (PostgreSQL only). */
  onIdleError?: (err: Error) => void;
  /**
   * Told about lost connections (PostgreSQL only): 'idle' in the pool, 'in-use' while checked out
   * (the statement running on it fails and is answered), 'read-retried' when a read was repeated.
   */
  onConnectionError?: (err: Error, where: 'idle' | 'in-use' | 'read-retried') => void;
  /** PGlite: start from this data directory archive (a test snapshot). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // A database that does not answer fails the request after 5 s instead of holding it forever.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    const told = (err: Error, where: 'idle' | 'in-use' | 'read-retried') => {
      if (opts.onConnectionError) opts.onConnectionError(err, where);
      else if (where === 'idle') opts.onIdleError?.(err);
    };
    // An idle connection that the server drops (restart, failover, pg_terminate_backend) is
    // replaced on the next checkout; without this listener its error event would end the process.
    pool.on('error', (err) => told(err, 'idle'));
    // The same for a connection while it is checked out (a transaction, a query): the pool listens
    // only while a connection is idle, so a connection dropped under a running statement would
    // otherwise end the process. The statement itself fails and the request is answered; the
    // broken connection is not returned to the pool. (Logged once: by the pool's 'error' event
    // while idle, by makeResilient while checked out.)
    pool.on('connect', (client) => client.on('error', () => undefined));
    makeResilient(pool, told);
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
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = opts.dataDir ?? 'memory://';
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  // One process per directory: a second one would run too and lose writes (DataDirLockedError).
  const release = onDisk ? lockDataDir(path.resolve(dataDir)) : () => undefined;
  let client;
  try {
    if (onDisk) fs.mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir, {
      extensions: { pg_trgm, fuzzystrmatch },
      // Answer a query only once its writes reached the file system.
      relaxedDurability: false,
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
    // Durability of the embedded database: a commit is answered after its WAL record was written
    // to the file (synchronous_commit, said here so that no default can turn it off), so killing
    // the process loses no answered write (test/durability.test.ts). PGlite cannot do more: it runs
    // with fsync=off and its WebAssembly file layer makes fsync a no-op, so a power cut or an
    // operating system crash can lose recent commits. PostgreSQL is the choice for real use (README).
    await client.exec('SET synchronous_commit TO on');
  } catch (e) {
    release();
    throw e;
  }
  const pglite = client;
  const db = drizzle({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection inside this process, and the directory lock keeps other processes out.
    withLock: (fn) => fn(db),
    async close() {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}

type PgPool = import('pg').Pool;

/**
 * Errors of taking a connection are marked (nothing was sent: the request may be answered as
 * "database unavailable"), and a plain read outside a transaction that fails because its
 * connection was lost is run once more on another connection. Transactions (pool.connect()) are
 * never repeated here: their writes may have been applied, and the caller is answered instead.
 *
 * A checked-out connection that dies is given back to the pool at once (which drops it), and a
 * second release is ignored: Drizzle's transaction() releases its connection only when BEGIN
 * succeeded, so a connection that died before BEGIN would otherwise stay checked out for ever,
 * until the pool has none left and pool.end() never returns.
 */
function makeResilient(pool: PgPool, told: (err: Error, where: 'in-use' | 'read-retried') => void): void {
  type Checkout = import('pg').PoolClient;
  const connect = pool.connect.bind(pool) as (cb?: (err: Error | undefined, ...rest: unknown[]) => void) => Promise<Checkout> | void;
  const mark = (err: unknown) => {
    if (err && typeof err === 'object') (err as Record<PropertyKey, unknown>)[CONNECT_FAILED] = true;
    return err;
  };
  const guard = (client: Checkout): Checkout => {
    const release = client.release;
    let released = false;
    const giveBack = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', onError);
      release.call(client, err);
    };
    const onError = (err: Error) => {
      told(err, 'in-use');
      giveBack(err);
    };
    client.on('error', onError);
    client.release = giveBack;
    return client;
  };
  (pool as unknown as { connect: typeof connect }).connect = (cb) => {
    // The callback form is pool.query's own (it listens for errors and releases once).
    if (cb) return connect((err, ...rest) => cb(err ? (mark(err) as Error) : err, ...rest));
    return (connect() as Promise<Checkout>).then(guard, (err) => Promise.reject(mark(err)));
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown> | void;
  (pool as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    // The callback form (not used by Drizzle) is passed through unchanged.
    if (args.some((a) => typeof a === 'function')) return query(...args);
    const once = query(...args) as Promise<unknown>;
    // The statement is classified only when it failed (the check is a regular expression over its text).
    return once.catch(async (err: Error) => {
      const first = args[0] as string | { text?: string };
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      if (!isConnectionError(err) || !isRetryableRead(text)) throw err;
      told(err, 'read-retried');
      // Let the pool see the errors of the other connections that the same event dropped.
      await new Promise((r) => setTimeout(r, 50));
      return query(...args);
    });
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
