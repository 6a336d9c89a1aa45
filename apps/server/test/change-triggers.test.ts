// Every table with a change-notice trigger (migration 0011's portal_watch_table) is watched on all
// its columns but the quiet counters: a migration that adds columns to a watched table and forgets
// to make the trigger again would leave staff edits of those columns unseen by other processes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers';
import { rows } from '../src/lib/sql';

/** The columns whose changes are meant to send nothing (counters refreshed on their own). */
const QUIET: Record<string, string[]> = {
  universities: ['view_number', 'collect_number'],
  cases: ['view_number'],
  articles: ['total_view'],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {});
}, 120_000);
afterAll(async () => t?.close());

it('watches every column of every watched table but the quiet ones', async () => {
  const triggers = await rows<{ tbl: string; watched: string[]; all: string[] }>(
    t.database.db,
    sql`SELECT c.relname AS tbl,
               ARRAY(SELECT a.attname::text FROM pg_attribute a
                      WHERE a.attrelid = c.oid AND a.attnum = ANY (tg.tgattr::int2[]) ORDER BY a.attname) AS watched,
               ARRAY(SELECT a.attname::text FROM pg_attribute a
                      WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attname) AS "all"
          FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid
         WHERE tg.tgname = c.relname || '_changed' AND p.proname = 'portal_notify_change'`,
  );
  expect(triggers.map((r) => r.tbl)).toEqual(
    expect.arrayContaining(['universities', 'majors', 'cases', 'articles', 'banners', 'dict_data']),
  );
  for (const r of triggers) {
    const expected = r.all.filter((col) => !(QUIET[r.tbl] ?? []).includes(col));
    expect(r.watched, r.tbl).toEqual(expected);
  }
});
