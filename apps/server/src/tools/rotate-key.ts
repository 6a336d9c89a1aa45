// Re-encrypts every sensitive field with the current DATA_KEY, after a key change:
//   DATA_KEY=<new> DATA_KEYS_OLD=<old> npm run rotate-key
// Each row is rewritten only if it still holds the values that were read (a save in between wins),
// and values already under the current key are left alone, so the command can run again safely.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { students } from '../db/schema';
import type { SecretBox } from '../lib/secrets';
import {
  STUDENT_SECRET_COLUMNS,
  openStudentSecret,
  sealStudentSecret,
  type StudentSecretField,
} from '../modules/applications/secret-fields';

const FIELDS = Object.keys(STUDENT_SECRET_COLUMNS) as StudentSecretField[];

/** Values that no configured key opens (tampered, or written under a key that is gone) are left as they are and reported. */
export async function rotateKeys(db: Db, secrets: SecretBox, batch = 200): Promise<{ rows: number; values: number; unreadable: number[] }> {
  const unreadable: number[] = [];
  const current = `v2.${secrets.currentKeyId}.%`;
  const stale = or(...FIELDS.map((f) => sql`${students[f]} IS NOT NULL AND ${students[f]} NOT LIKE ${current}`));
  let rowsDone = 0;
  let values = 0;
  let after = 0;
  for (;;) {
    const found = await db
      .select({
        id: students.id,
        cardNoEnc: students.cardNoEnc,
        cardSafetyCodeEnc: students.cardSafetyCodeEnc,
        eduPasswordEnc: students.eduPasswordEnc,
      })
      .from(students)
      .where(and(stale, sql`${students.id} > ${after}`))
      .orderBy(students.id)
      .limit(batch);
    if (found.length === 0) break;
    for (const row of found) {
      after = row.id;
      const set: Partial<Record<StudentSecretField, string>> = {};
      for (const f of FIELDS) {
        const stored = row[f];
        if (!stored || secrets.keyIdOf(stored) === secrets.currentKeyId) continue;
        let plain: string | null;
        try {
          plain = openStudentSecret(secrets, f, row.id, stored);
        } catch {
          unreadable.push(row.id);
          continue;
        }
        if (plain !== null) {
          set[f] = sealStudentSecret(secrets, f, row.id, plain);
          values++;
        }
      }
      if (Object.keys(set).length === 0) continue;
      const unchanged = FIELDS.map((f) => (row[f] === null ? sql`${students[f]} IS NULL` : eq(students[f], row[f]!)));
      const r = await db
        .update(students)
        .set(set)
        .where(and(eq(students.id, row.id), ...unchanged))
        .returning({ id: students.id });
      rowsDone += r.length;
    }
  }
  return { rows: rowsDone, values, unreadable: [...new Set(unreadable)] };
}

async function main() {
  const { loadConfig } = await import('../config');
  const { openDatabase } = await import('../db/client');
  const { loadDataKeys, secretBox } = await import('../lib/secrets');
  const config = loadConfig();
  const keys = loadDataKeys({
    dataKey: config.DATA_KEY,
    oldKeys: config.DATA_KEYS_OLD,
    keyFile: config.DATA_KEY_FILE,
    dataDir: config.DATA_DIR,
    production: config.NODE_ENV === 'production',
  });
  const secrets = secretBox(keys.current, keys.older);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pglite`,
  });
  try {
    const r = await rotateKeys(database.db, secrets);
    console.log(`rotate-key: ${r.values} values in ${r.rows} rows now use key ${secrets.currentKeyId}.`);
    if (r.unreadable.length) {
      console.error(
        `rotate-key: no configured key opens values of students ${r.unreadable.join(', ')}; keep the old keys until they are dealt with.`,
      );
      process.exitCode = 2;
    } else console.log('rotate-key: every value is under the current key; the old keys may be removed from DATA_KEYS_OLD.');
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((e) => {
    console.error(`rotate-key failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
