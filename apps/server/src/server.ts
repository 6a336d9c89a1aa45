// Starts the portal: read configuration, open and migrate the database, load reference and demo
// data, listen; on SIGTERM/SIGINT stop accepting, finish requests in flight, close the database.
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { seedAccounts, seedReference } from './db/seed';
import { seedCatalogue } from './db/seed/catalogue';
import { seedApplyForms } from './modules/applications/forms';
import { buildApp } from './app';
import { restrictTree } from './lib/private-dir';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  // The data folder holds the database and students' documents: the server's own user only.
  process.umask(0o077);
  restrictTree(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pglite`,
    onIdleError: (err) => console.error(`database connection dropped: ${err.message}`),
  });
  await migrateDatabase(database);
  const seeded = await database.withLock(async (db) => {
    await seedReference(db);
    if (config.SEED_DEMO) {
      const started = Date.now();
      const counts = await seedCatalogue(db);
      if (counts) console.log(`Demo catalogue loaded in ${Date.now() - started} ms:`, counts);
    }
    return seedAccounts(db, { adminAccount: config.ADMIN_ACCOUNT, adminPassword: config.ADMIN_PASSWORD, demo: config.SEED_DEMO });
  });
  const app = await buildApp({ config, database });
  if (config.SEED_DEMO) {
    const forms = await database.withLock(() => seedApplyForms(app.db, app.storage));
    if (forms) console.log(`Application forms generated for ${forms} universities`);
  }
  if (seeded.adminPassword) {
    // Printed once, at the start that created the account; not logged through the request logger.
    console.log(`\nAdmin account created: ${config.ADMIN_ACCOUNT}  password: ${seeded.adminPassword}\n`);
  }
  if (config.NODE_ENV === 'production' && config.DEV_OUTBOX) app.log.warn('DEV_OUTBOX is on in production: codes are readable at /api/dev/outbox');
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
  console.error(e);
  process.exit(1);
});
