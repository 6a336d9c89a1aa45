// Starts the portal: read configuration, open and migrate the database, load reference and demo
// data, listen; on SIGTERM/SIGINT stop accepting, finish requests in flight, close the database.
// Everything is logged through one pino logger (the app's own once it exists); the only plain
// console line is the generated admin password, printed once to the terminal and never to a log.
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { seedAccounts, seedReference } from './db/seed';
import { seedCatalogue } from './db/seed/catalogue';
import { seedApplyForms } from './modules/applications/forms';
import { buildApp } from './app';
import { restrictTree } from './lib/private-dir';
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
  // The data folder holds the database and students' documents: the server's own user only.
  process.umask(0o077);
  restrictTree(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pglite`,
    onIdleError: (err) => log.error({ err: err.message }, 'database connection dropped'),
  });
  await migrateDatabase(database);
  const seeded = await database.withLock(async (db) => {
    await seedReference(db);
    if (config.SEED_DEMO) {
      const started = Date.now();
      const counts = await seedCatalogue(db);
      if (counts) log.info({ ms: Date.now() - started, ...counts }, 'demo catalogue loaded');
    }
    return seedAccounts(db, { adminAccount: config.ADMIN_ACCOUNT, adminPassword: config.ADMIN_PASSWORD, demo: config.SEED_DEMO });
  });
  const app = await buildApp({ config, database });
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    try {
      await app.close(); // stops accepting and waits for requests in flight
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`portal on http://localhost:${config.PORT} (${database.kind})`);
}

main().catch((e) => {
  // Before or after the logger exists: the reason goes to stderr in one line.
  process.stderr.write(`portal failed to start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
