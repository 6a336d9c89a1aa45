// Starts the portal: read configuration, open and migrate the database, load reference and demo
// data, listen; on SIGTERM/SIGINT stop accepting, finish requests in flight, close the database.
// Everything is logged through one pino logger (the app's own once it exists); the only plain
// console line is the generated admin password, printed once to the terminal and never to a log.
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedAccounts, seedReference } from './db/seed';
import { seedCatalogue } from './db/seed/catalogue';
import { seedApplyForms } from './modules/applications/forms';
import { buildApp } from './app';
import { restrictTree } from './lib/private-dir';
import { startIdleGc } from './lib/idle-gc';
import { pino } from 'pino';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const log = pino({ level: config.LOG_LEVEL });
  // The app's logger takes over once the app exists: a lost database connection is logged through it.
  let current: Pick<typeof log, 'warn' | 'error'> = log;
  // The data folder holds the database and students' documents: the server's own user only.
  process.umask(0o077);
  restrictTree(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pglite`,
    // A dropped connection does not end the process: the statement on it fails (a read is tried
    // once more) and the pool opens new connections when the database answers again.
    onConnectionError: (err, where) =>
      current[where === 'read-retried' ? 'warn' : 'error'](
        { where, code: (err as { code?: string }).code, reason: err.message },
        where === 'read-retried' ? 'database connection lost under a read: tried again' : 'database connection lost',
      ),
  });
  await migrateDatabase(database);
  const seeded = await database.withLock(async (db) => {
    await seedReference(db);
    if (config.SEED_DEMO) {
      const started = Date.now();
      // The real universities of seed/world-universities (SEED_WORLD=0 leaves them out, e.g. to bench without them).
      const counts = await seedCatalogue(db, { world: process.env.SEED_WORLD !== '0' });
      if (counts) log.info({ ms: Date.now() - started, ...counts }, 'demo catalogue loaded');
    }
    return seedAccounts(db, { adminAccount: config.ADMIN_ACCOUNT, adminPassword: config.ADMIN_PASSWORD, demo: config.SEED_DEMO });
  });
  const app = await buildApp({ config, database });
  current = app.log;
  if (config.SEED_DEMO) {
    const forms = await database.withLock(() => seedApplyForms(app.db, app.storage));
    if (forms) log.info({ universities: forms }, 'application forms generated');
  }
  if (seeded.adminPassword) {
    // Printed once, at the start that created the account, to the terminal: a secret is never logged.
    process.stdout.write(`\nAdmin account created: ${config.ADMIN_ACCOUNT}  password: ${seeded.adminPassword}\n\n`);
  }
  if (config.NODE_ENV === 'production' && config.DEV_OUTBOX)
    app.log.warn('DEV_OUTBOX is on in production: codes are readable at /api/dev/outbox');
  if (config.SMS_PROVIDER === 'outbox') app.log.info('SMS goes to the local outbox (SMS_PROVIDER=outbox)');

  // Graceful shutdown: stop accepting connections, let requests in flight finish (requests that
  // arrive on open keep-alive connections meanwhile get 503 and Connection: close), stop the
  // scheduled jobs and wait for a running one, then close the database. A shutdown that takes
  // longer than 15 s ends the process anyway.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error({ signal, ms: Date.now() - started }, 'shutdown took too long: exiting');
      process.exit(1);
    }, 15_000);
    let code = 0;
    // A keep-alive connection whose request finishes during the shutdown is closed as soon as it
    // is idle, rather than when its keep-alive time runs out.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close(); // stops accepting, waits for requests in flight, then runs onClose (jobs)
      clearInterval(reaper);
      app.log.info({ ms: Date.now() - started }, 'requests finished: closing the database');
      await database.close();
      app.log.info({ signal, ms: Date.now() - started }, 'shut down');
    } catch (err) {
      code = 1;
      app.log.error({ err }, 'shutdown failed');
    } finally {
      clearInterval(reaper);
      clearTimeout(timer);
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A promise nobody awaited is a bug to log, not a reason to drop every request in flight.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));

  // Before listening: its first collection (of what the migrations and the seeding left) delays no request.
  startIdleGc(app.log);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host =
    config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const url = `http://${host}:${port}`;
  app.log.info({ url, db: database.kind, pid: process.pid }, `portal on ${url} (${database.kind})`);
}

main().catch((e) => {
  if (e instanceof DataDirLockedError) {
    process.stderr.write(`portal failed to start: ${e.message}\n`);
    process.exit(1);
  }
  // Before or after the logger exists: the reason goes to stderr in one line.
  process.stderr.write(`portal failed to start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
