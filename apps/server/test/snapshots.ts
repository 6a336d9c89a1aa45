// Test databases are made once per run and cloned for each test file: migrating and seeding a
// fresh database per file cost most of the suite's time. Two snapshots: 'base' (reference data and
// the admin) and 'catalogue' (base plus the demo catalogue and the special schools' form files).
// PGlite: a dump of the data directory loaded into each new in-memory database. PostgreSQL: template
// databases copied with CREATE DATABASE ... TEMPLATE.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { seedAccounts, seedReference } from '../src/db/seed';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { seedApplyForms } from '../src/modules/applications/forms';
import { localStorage } from '../src/providers/storage';
import { refitAdmissionModel } from '../src/modules/matching/refit';

export const ADMIN = { account: 'admin@test.local', password: 'Admin12345' };
export type SnapshotKind = 'base' | 'catalogue';

export interface Snapshots {
  driver: 'pglite' | 'postgres';
  /** PGlite: the dump file of each kind. PostgreSQL: the template database of each kind. */
  base: string;
  catalogue: string;
  /** Files the catalogue snapshot's rows refer to (the special schools' forms). */
  catalogueUploads: string;
  dir: string;
}

const PG_ADMIN_URL = () => process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Base: migrations, reference data and the admin. */
async function seedBase(database: Database) {
  await migrateDatabase(database);
  await seedReference(database.db);
  await seedAccounts(database.db, { adminAccount: ADMIN.account, adminPassword: ADMIN.password, demo: false });
}

/** Catalogue: base plus the demo catalogue and the special schools' form files. */
async function addCatalogue(database: Database, uploads: string) {
  await seedCatalogue(database.db);
  await seedApplyForms(database.db, localStorage(uploads));
  // The admission model of the demo cases fitted once here: test apps started from this snapshot
  // find its signature current and skip the fit at start.
  await refitAdmissionModel(database.db);
}

async function pgAdmin<T>(fn: (c: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: PG_ADMIN_URL() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export const pgUrlFor = (name: string) => {
  const url = new URL(PG_ADMIN_URL());
  url.pathname = `/${name}`;
  return url.toString();
};

/** Wait until nobody is connected to a database (pool.end() answers before its sockets close). */
export async function waitIdle(c: import('pg').Client, name: string) {
  for (let i = 0; i < 100; i++) {
    const r = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (r.rows[0].n === 0) return;
    await new Promise((res) => setTimeout(res, 50));
  }
}

export async function makeSnapshots(driver: 'pglite' | 'postgres'): Promise<Snapshots> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-snapshots-'));
  const catalogueUploads = path.join(dir, 'uploads');
  if (driver === 'pglite') {
    // One database: dumped after the base, then again after the catalogue is added to it.
    const out = {
      driver,
      dir,
      catalogueUploads,
      base: path.join(dir, 'base.tar'),
      catalogue: path.join(dir, 'catalogue.tar'),
    } as Snapshots;
    const database = await openDatabase({ dataDir: 'memory://' });
    const dump = async (file: string) => fs.writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    await seedBase(database);
    await dump(out.base);
    await addCatalogue(database, catalogueUploads);
    await dump(out.catalogue);
    await database.close();
    return out;
  }
  // The catalogue template is copied from the base one, then the catalogue is added to it.
  const tag = randomBytes(4).toString('hex');
  const out = { driver, dir, catalogueUploads, base: `portal_tmpl_base_${tag}`, catalogue: `portal_tmpl_cat_${tag}` } as Snapshots;
  await pgAdmin((c) => c.query(`CREATE DATABASE ${out.base}`));
  const base = await openDatabase({ databaseUrl: pgUrlFor(out.base) });
  await seedBase(base);
  await base.close();
  await pgAdmin(async (c) => {
    await waitIdle(c, out.base);
    await c.query(`CREATE DATABASE ${out.catalogue} TEMPLATE ${out.base}`);
  });
  const catalogue = await openDatabase({ databaseUrl: pgUrlFor(out.catalogue) });
  await addCatalogue(catalogue, catalogueUploads);
  await catalogue.close();
  await pgAdmin((c) => waitIdle(c, out.catalogue));
  return out;
}

export async function dropSnapshots(s: Snapshots) {
  if (s.driver === 'postgres')
    await pgAdmin(async (c) => {
      for (const name of [s.base, s.catalogue]) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  fs.rmSync(s.dir, { recursive: true, force: true });
}
