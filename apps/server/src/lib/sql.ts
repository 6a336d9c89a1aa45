// Small helpers for raw SQL through Drizzle on both drivers (node-postgres and PGlite answer
// execute() with { rows }).
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Paged } from '@portal/shared';
import type { Db } from '../db/client';

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/**
 * A PostgreSQL array literal of values, for `= ANY(${pgArray(ids)}::int[])` or `unnest(...)`: one
 * parameter however many values; every element quoted, so text with commas or braces stays whole.
 */
export const pgArray = (values: readonly (string | number)[]) =>
  `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Escape LIKE wildcards in user input. */
export const likeEscape = (s: string) => s.replace(/[%_\\]/g, (m) => `\\${m}`);

export const joinAnd = (parts: SQL[]): SQL => (parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`);

export function paged<T>(list: T[], pageNo: number, pageSize: number, totalCount: number): Paged<T> {
  return { list, currPage: pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) };
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
    if (!parsed.success)
      throw new Error(
        `row ${i} does not match its schema: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`,
      );
    return parsed.data;
  });
}

const countRow = z.object({ n: z.number() });

/**
 * A page of rows parsed by the answer's item schema. The query selects TOTAL to carry the total in
 * the same round trip; only a page past the end, with no row to carry it, runs the count query.
 */
export async function pageAs<S extends z.ZodObject>(
  db: Db,
  item: S,
  query: SQL,
  countQuery: SQL,
  pageNo: number,
  pageSize: number,
): Promise<Paged<z.output<S>>> {
  const found = (await rowsAs(db, item.extend({ __total: z.number() }), query)) as (z.output<S> & { __total: number })[];
  const total = found.length ? found[0].__total : pageNo > 1 ? ((await rowsAs(db, countRow, countQuery))[0]?.n ?? 0) : 0;
  return paged(
    found.map(({ __total: _t, ...r }) => r as z.output<S>),
    pageNo,
    pageSize,
    total,
  );
}
