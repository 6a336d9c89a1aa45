// Small helpers for raw SQL through Drizzle on both drivers (node-postgres and PGlite answer
// execute() with { rows }).
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** Escape LIKE wildcards in user input. */
export const likeEscape = (s: string) => s.replace(/[%_\\]/g, (m) => `\\${m}`);

export const joinAnd = (parts: SQL[]): SQL => (parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`);

export interface Paged<T> {
  list: T[];
  currPage: number;
  pageSize: number;
  totalCount: number;
  totalPage: number;
}

export function paged<T>(list: T[], pageNo: number, pageSize: number, totalCount: number): Paged<T> {
  return { list, currPage: pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) };
}

/**
 * Run a page query whose select list carries `count(*) OVER () AS "__total"`: one round trip for
 * the rows and the total. Only a page past the end needs the separate count.
 */
export async function pageOf<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
  countQuery: SQL,
  pageNo: number,
  pageSize: number,
): Promise<Paged<T>> {
  const found = await rows<T & { __total?: number }>(db, query);
  let total: number;
  if (found.length) total = Number(found[0].__total ?? 0);
  else total = pageNo > 1 ? Number((await rows<{ n: number }>(db, countQuery))[0]?.n ?? 0) : 0;
  const list = found.map(({ __total: _t, ...r }) => r as unknown as T);
  return paged(list, pageNo, pageSize, total);
}

export const TOTAL = sql`count(*) OVER ()::int AS "__total"`;

/**
 * Raw SQL whose rows are checked by a zod schema (the answer's own item schema, or a row schema):
 * a renamed column alias or a driver's differing type fails at once, in the tests of both drivers,
 * instead of reaching a screen as undefined.
 */
export async function rowsAs<S extends z.ZodType>(db: Db, schema: S, query: SQL): Promise<z.output<S>[]> {
  const found = await rows<unknown>(db, query);
  return found.map((r, i) => {
    const parsed = schema.safeParse(r);
    if (!parsed.success) throw new Error(`row ${i} does not match its schema: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
    return parsed.data;
  });
}
