// Small helpers for raw SQL through Drizzle on both drivers (node-postgres and PGlite answer
// execute() with { rows }).
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Paged } from '@portal/shared';
import type { Db } from '../db/client';

/**
 * Rows of raw SQL. With a name, the statement is prepared once per database connection and later
 * calls only bind and run it: PostgreSQL then skips parsing and, after a few runs, planning (a long
 * statement such as my applications' page spent 2 ms of the server's CPU in them on every call, ten
 * times its run). Use it for statements on a hot path whose text takes one of a few forms.
 */
export async function rows<T>(db: Db, query: SQL, name?: string): Promise<T[]> {
  return rowsOf<T>(name ? await runPrepared(db, query, name) : await db.execute(query));
}

/** The rows of a driver's answer to raw SQL (an array, or { rows }). */
function rowsOf<T>(r: unknown): T[] {
  const answer = r as { rows?: T[] } | T[];
  return Array.isArray(answer) ? answer : (answer.rows ?? []);
}

/** Statement names by text: a text keeps its name for the process (node-postgres refuses a name reused for another text). */
const statementNames = new Map<string, string>();
const MAX_NAMED = 500;

/** What Drizzle's database keeps inside to build a statement and prepare it (both drivers have it). */
interface Internals {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      q: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(values?: Record<string, unknown>): Promise<unknown> };
  };
}

function runPrepared(db: Db, query: SQL, name: string): Promise<unknown> {
  const d = db as unknown as Internals;
  const built = d.dialect.sqlToQuery(query);
  let statement = statementNames.get(built.sql);
  if (!statement && statementNames.size < MAX_NAMED) {
    // Each form of the text (a filter present or not) gets a name of its own.
    statement = `${name}_${statementNames.size}`;
    statementNames.set(built.sql, statement);
  }
  return d.session.prepareQuery(built, undefined, statement, false).execute();
}

/**
 * A statement built once, with `sql.placeholder(name)` for its values, and prepared under its name:
 * each call binds the values and runs it, without building the text again (Drizzle's building of a
 * long UPDATE costs more of the server's CPU than its run) or PostgreSQL parsing it. Build one per
 * database and shape of the text.
 */
export function preparedRows<T>(db: Db, query: SQL, name: string): (values: Record<string, unknown>) => Promise<T[]> {
  const d = db as unknown as Internals;
  const prepared = d.session.prepareQuery(d.dialect.sqlToQuery(query), undefined, name, false);
  return async (values) => rowsOf<T>(await prepared.execute(values));
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
export async function rowsAs<S extends z.ZodType>(db: Db, schema: S, query: SQL, name?: string): Promise<z.output<S>[]> {
  const found = await rows<unknown>(db, query, name);
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
