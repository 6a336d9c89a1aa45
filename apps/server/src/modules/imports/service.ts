// Catalogue imports: a file's rows checked against the kind's row schema and planned against the
// catalogue (dry run, stored as an import_jobs row with its errors and summary), then applied once in
// one transaction. Keys make it idempotent: universities by website domain, majors and cases by
// external_key, so the same file applied twice changes nothing the second time.
//
// Both steps run in the background of the request that starts them; the job's processed/total is
// kept in memory while it runs (the console polls it) and in the row once it is done. Applying is
// claimed with one UPDATE … WHERE status = 'checked': of two staff clicking apply at once, one
// applies and the other gets 71001 (71002 once it is applied). Applies of different jobs run one
// after the other (a transaction-scoped advisory lock).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  IMPORT_CODES,
  IMPORT_COLUMNS,
  IMPORT_PREVIEW_ROWS,
  checkImportRow,
  columnLabel,
  mapHeaders,
  templateHeaders,
  maskEmail,
  maskPhone,
  type ImportJob,
  type ImportJobDetail,
  type ImportKind,
  type ImportMode,
  type ImportSummary,
  type Paged,
  type RowError,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { paged, rows, rowsAs } from '../../lib/sql';
import { audit } from '../audit/service';
import type { ParsedFile } from './parse';
import { planRows, writePlan, type CheckedRow, type PlannedRow } from './plan';

/** The advisory lock space of imports (lib/locks.ts uses 1-6). */
const IMPORT_LOCK_SPACE = 71;

export interface JobOptions {
  kind: ImportKind;
  fileName: string;
  source: string;
  checkedAt: string;
  mode: ImportMode;
}

interface StoredSummary extends ImportSummary {
  mode: ImportMode;
  applied?: ImportSummary;
  failure?: string;
}

/** A planned row as the job keeps it: what the preview shows and the row to apply. */
interface StoredRow {
  row: number;
  data: Record<string, unknown>;
  outcome: PlannedRow['outcome'];
  key: string;
  name: string;
  changes: PlannedRow['changes'];
}

/**
 * Progress of the jobs running here (processed rows), read by the job answer. With `persist` (on
 * PostgreSQL) it is also written to the job's row at most once a second, outside the apply's
 * transaction, so a console served by another process sees the bar move too; embedded PGlite has
 * one connection (taken by the apply) and one process, so there it stays in memory.
 */
export class ImportProgress {
  constructor(private readonly persist?: (id: number, processed: number) => Promise<unknown>) {}
  private readonly written = new Map<number, number>();
  private readonly running = new Map<number, number>();
  /** The job as it was when its step started: answered while the step runs, without the database
   * (on embedded PGlite the one connection is taken by the apply's transaction until it ends). */
  private readonly started = new Map<number, ImportJobDetail>();
  private readonly pending = new Set<Promise<unknown>>();
  set(id: number, n: number) {
    this.running.set(id, n);
    const now = Date.now();
    if (this.persist && now - (this.written.get(id) ?? 0) >= 1000) {
      this.written.set(id, now);
      this.track(this.persist(id, n));
    }
  }
  get(id: number) {
    return this.running.get(id);
  }
  start(job: ImportJobDetail) {
    this.started.set(job.id, job);
  }
  /** The running job with its progress, or undefined when no step of it runs here. */
  live(id: number): ImportJobDetail | undefined {
    const job = this.started.get(id);
    const n = this.running.get(id);
    return job && n !== undefined ? { ...job, processed: Math.min(n, job.total) } : undefined;
  }
  done(id: number) {
    this.running.delete(id);
    this.started.delete(id);
    this.written.delete(id);
  }
  /** Runs work in the background, kept until it ends (so closing the app can wait for it). */
  track(p: Promise<unknown>) {
    const q = p.catch(() => undefined).finally(() => this.pending.delete(q));
    this.pending.add(q);
  }
  async idle() {
    await Promise.all([...this.pending]);
  }
}

/** Checks the file's header row: every required column of the kind must be there (71006). */
export function fieldsOfHeaders(kind: ImportKind, headers: string[]): (string | undefined)[] {
  const fields = mapHeaders(kind, headers);
  const required = IMPORT_COLUMNS[kind].filter((c) => c.required).map((c) => c.field);
  if (!required.every((f) => fields.includes(f))) throw new BizError(IMPORT_CODES.FILE_COLUMNS);
  return fields;
}

/** Every row checked against the kind's row schema: the valid rows (normalised) and the row errors. */
export function checkFile(kind: ImportKind, file: ParsedFile): { valid: CheckedRow[]; errors: RowError[] } {
  const fields = fieldsOfHeaders(kind, file.headers);
  const valid: CheckedRow[] = [];
  const errors: RowError[] = [];
  for (const r of file.rows) {
    const cells: Record<string, string> = {};
    fields.forEach((f, i) => {
      if (f) cells[f] = r.cells[i] ?? '';
    });
    const checked = checkImportRow(kind, r.rowNo, cells);
    if (checked.ok) valid.push({ row: r.rowNo, data: checked.row });
    else errors.push(...checked.errors);
  }
  return { valid, errors };
}

const summaryOf = (planned: { outcome: string }[], errorRows: number): ImportSummary => ({
  create: planned.filter((p) => p.outcome === 'create').length,
  change: planned.filter((p) => p.outcome === 'change').length,
  same: planned.filter((p) => p.outcome === 'same').length,
  error: errorRows,
});
const errorRowCount = (errors: RowError[]) => new Set(errors.map((e) => e.row)).size;

/** Creates the job of a parsed file (status 'checking', its row count known). */
export async function createJob(db: Db, userId: number | null, o: JobOptions, total: number): Promise<number> {
  const [job] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO import_jobs (kind, file_name, source, checked_at, status, total, processed, summary, errors, rows, created_by)
        VALUES (${o.kind}, ${o.fileName.slice(0, 255)}, ${o.source}, ${o.checkedAt}, 'checking', ${total}, 0,
                ${JSON.stringify({ create: 0, change: 0, same: 0, error: 0, mode: o.mode })}::jsonb, '[]'::jsonb, '[]'::jsonb, ${userId})
        RETURNING id`,
  );
  return Number(job.id);
}

/** The dry run: checks and plans the rows, stores them with the errors and the summary ('checked'). */
export async function runCheck(db: Db, id: number, o: JobOptions, file: ParsedFile, progress?: ImportProgress): Promise<ImportSummary> {
  try {
    const { valid, errors } = checkFile(o.kind, file);
    progress?.set(id, Math.floor(file.rows.length / 2));
    const plan = await planRows(db, o.kind, valid, o);
    const allErrors = [...errors, ...plan.errors].sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
    const byRow = new Map(valid.map((v) => [v.row, v.data]));
    const stored: StoredRow[] = plan.planned.map((p) => ({
      row: p.row,
      data: byRow.get(p.row)!,
      outcome: p.outcome,
      key: p.key,
      name: p.name,
      changes: p.changes,
    }));
    const summary = summaryOf(plan.planned, errorRowCount(allErrors));
    await db.execute(
      sql`UPDATE import_jobs SET status = 'checked', processed = total,
            summary = ${JSON.stringify({ ...summary, mode: o.mode })}::jsonb,
            errors = ${JSON.stringify(allErrors)}::jsonb, rows = ${JSON.stringify(stored)}::jsonb
          WHERE id = ${id}`,
    );
    return summary;
  } catch (e) {
    await fail(db, id, o.mode, e);
    throw e;
  } finally {
    progress?.done(id);
  }
}

async function fail(db: Db, id: number, mode: ImportMode, e: unknown) {
  const failure = e instanceof BizError ? e.code : e instanceof Error ? e.message.slice(0, 300) : 'failed';
  await db
    .execute(
      sql`UPDATE import_jobs SET status = 'failed',
            summary = summary || ${JSON.stringify({ failure, mode })}::jsonb WHERE id = ${id}`,
    )
    .catch(() => undefined);
}

/**
 * Claims a checked job for applying (one caller wins): 71000 unknown, 71001 being applied, 71002
 * applied, 71003 not checked (or failed), 71011 nothing valid to apply.
 */
export async function claimJob(db: Db, id: number): Promise<JobOptions> {
  const [claimed] = await rows<{ kind: ImportKind; fileName: string; source: string; checkedAt: string; mode: ImportMode }>(
    db,
    sql`UPDATE import_jobs SET status = 'applying', processed = 0
         WHERE id = ${id} AND status = 'checked' AND jsonb_array_length(rows) > 0
        RETURNING kind, file_name AS "fileName", source, to_char(checked_at, 'YYYY-MM-DD') AS "checkedAt", summary->>'mode' AS mode`,
  );
  if (claimed) return { ...claimed, mode: claimed.mode === 'fill' ? 'fill' : 'update' };
  const [job] = await rows<{ status: string; n: number }>(
    db,
    sql`SELECT status, jsonb_array_length(rows)::int AS n FROM import_jobs WHERE id = ${id}`,
  );
  if (!job) throw new BizError(IMPORT_CODES.JOB_UNKNOWN);
  if (job.status === 'applying') throw new BizError(IMPORT_CODES.JOB_APPLYING);
  if (job.status === 'applied') throw new BizError(IMPORT_CODES.JOB_APPLIED);
  if (job.status === 'checked' && Number(job.n) === 0) throw new BizError(IMPORT_CODES.JOB_EMPTY);
  throw new BizError(IMPORT_CODES.JOB_NOT_READY);
}

/**
 * Applies a claimed job in one transaction: its rows planned again against the catalogue as it is now
 * (under the imports' lock), written, the job marked applied with what it did, and the audit row.
 * A failure rolls everything back and marks the job failed.
 */
export async function runApply(
  db: Db,
  id: number,
  o: JobOptions,
  actor: { userId: number } | null,
  ip: string,
  progress?: ImportProgress,
): Promise<ImportSummary> {
  try {
    const applied = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_SPACE}::int, hashtext('catalogue'))`);
      const [job] = await rows<{ rows: StoredRow[] | string; errorRows: number }>(
        t,
        sql`SELECT rows, (SELECT count(DISTINCT e->>'row')::int FROM jsonb_array_elements(errors) e) AS "errorRows"
              FROM import_jobs WHERE id = ${id}`,
      );
      const stored: StoredRow[] = typeof job.rows === 'string' ? JSON.parse(job.rows) : job.rows;
      const plan = await planRows(
        t,
        o.kind,
        stored.map((s) => ({ row: s.row, data: s.data })),
        o,
      );
      await writePlan(t, o.kind, plan.planned, (n) => progress?.set(id, n));
      const summary = summaryOf(plan.planned, Number(job.errorRows) + plan.errors.length);
      await tx.execute(
        sql`UPDATE import_jobs SET status = 'applied', applied_at = now(), processed = total,
              summary = summary || ${JSON.stringify({ applied: summary })}::jsonb
            WHERE id = ${id}`,
      );
      await audit(t, actor, ip, {
        action: 'catalogue.import',
        target: id,
        detail: { kind: o.kind, fileName: o.fileName, source: o.source, checkedAt: o.checkedAt, mode: o.mode, ...summary },
      });
      return summary;
    });
    return applied;
  } catch (e) {
    await fail(db, id, o.mode, e);
    throw e;
  } finally {
    progress?.done(id);
  }
}

/** Check and apply in one go (the demo's world-universities load at start): answers what the apply did. */
export async function importFile(
  db: Db,
  o: JobOptions,
  file: ParsedFile,
): Promise<{ id: number; checked: ImportSummary; applied: ImportSummary | null; errors: RowError[] }> {
  const id = await createJob(db, null, o, file.rows.length);
  const checked = await runCheck(db, id, o, file);
  const [job] = await rows<{ errors: RowError[] | string; n: number }>(
    db,
    sql`SELECT errors, jsonb_array_length(rows)::int AS n FROM import_jobs WHERE id = ${id}`,
  );
  const errors: RowError[] = typeof job.errors === 'string' ? JSON.parse(job.errors) : job.errors;
  if (Number(job.n) === 0) return { id, checked, applied: null, errors };
  const claimed = await claimJob(db, id);
  return { id, checked, applied: await runApply(db, id, claimed, null, '127.0.0.1'), errors };
}

// --- Reading jobs ----------------------------------------------------------------------------------

const beijing = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`);

const jobRow = z.object({
  id: z.coerce.number(),
  kind: z.enum(['universities', 'majors', 'cases']),
  fileName: z.string(),
  source: z.string(),
  checkedAt: z.string(),
  status: z.enum(['checking', 'checked', 'applying', 'applied', 'failed']),
  total: z.number(),
  processed: z.number(),
  summary: z.union([z.string().transform((s) => JSON.parse(s) as StoredSummary), z.custom<StoredSummary>()]),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

const JOB_COLUMNS = sql`j.id, j.kind, j.file_name AS "fileName", j.source, to_char(j.checked_at, 'YYYY-MM-DD') AS "checkedAt", j.status,
  j.total, j.processed, j.summary, ${beijing('j.created_at')} AS "createdAt", ${beijing('j.applied_at')} AS "appliedAt",
  u.phone_number AS phone, u.email`;

function jobOf(r: z.output<typeof jobRow>, progress?: ImportProgress): ImportJob {
  const s = r.summary;
  const live = progress?.get(r.id);
  return {
    id: r.id,
    kind: r.kind,
    fileName: r.fileName,
    source: r.source,
    checkedAt: r.checkedAt,
    mode: s.mode === 'fill' ? 'fill' : 'update',
    status: r.status,
    total: r.total,
    processed: live !== undefined && (r.status === 'checking' || r.status === 'applying') ? Math.min(live, r.total) : r.processed,
    summary: { create: s.create ?? 0, change: s.change ?? 0, same: s.same ?? 0, error: s.error ?? 0 },
    applied: s.applied ?? null,
    createdAt: r.createdAt,
    appliedAt: r.appliedAt,
    createdBy: r.phone || r.email ? (maskPhone(r.phone) ?? maskEmail(r.email)) : null,
    failure: s.failure ?? null,
  };
}

export async function listJobs(
  db: Db,
  q: { pageNo: number; pageSize: number; kind?: ImportKind; id?: number },
  progress?: ImportProgress,
): Promise<Paged<ImportJob>> {
  const where = q.id ? sql`WHERE j.id = ${q.id}` : q.kind ? sql`WHERE j.kind = ${q.kind}` : sql``;
  const found = await rowsAs(
    db,
    jobRow.extend({ __total: z.number() }),
    sql`SELECT ${JOB_COLUMNS}, count(*) OVER ()::int AS "__total" FROM import_jobs j LEFT JOIN users u ON u.id = j.created_by
        ${where} ORDER BY j.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
  );
  return paged(
    found.map((r) => jobOf(r, progress)),
    q.pageNo,
    q.pageSize,
    found[0]?.__total ?? 0,
  );
}

const ERRORS_SHOWN = 500;

export async function jobDetail(db: Db, id: number, progress?: ImportProgress): Promise<ImportJobDetail> {
  const [r] = await rowsAs(
    db,
    jobRow.extend({ errorCount: z.number(), errors: z.unknown(), preview: z.unknown() }),
    sql`SELECT ${JOB_COLUMNS}, jsonb_array_length(j.errors)::int AS "errorCount",
               (SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM (SELECT e FROM jsonb_array_elements(j.errors) e LIMIT ${ERRORS_SHOWN}) x) AS errors,
               (SELECT coalesce(jsonb_object_agg(outcome, list), '{}'::jsonb) FROM (
                  SELECT r->>'outcome' AS outcome, jsonb_agg(r - 'data') AS list FROM (
                    SELECT r, row_number() OVER (PARTITION BY r->>'outcome' ORDER BY (r->>'row')::int) AS n
                      FROM jsonb_array_elements(j.rows) r) y
                   WHERE n <= ${IMPORT_PREVIEW_ROWS} GROUP BY r->>'outcome') z) AS preview
          FROM import_jobs j LEFT JOIN users u ON u.id = j.created_by WHERE j.id = ${id}`,
  );
  if (!r) throw new BizError(IMPORT_CODES.JOB_UNKNOWN);
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const preview = parse<Record<string, StoredRow[]>>(r.preview);
  const rowsOf = (k: 'create' | 'change' | 'same') =>
    (preview[k] ?? [])
      .sort((a, b) => a.row - b.row)
      .map((p) => ({ row: p.row, outcome: p.outcome, key: p.key, name: p.name, changes: p.changes }));
  return {
    ...jobOf(r, progress),
    errorCount: r.errorCount,
    errors: parse<RowError[]>(r.errors),
    preview: { create: rowsOf('create'), change: rowsOf('change'), same: rowsOf('same') },
  };
}

/** Every row error of a job, as the downloadable report's rows (headers in the request language). */
export async function errorReportRows(db: Db, id: number, lang: 'cn' | 'en'): Promise<{ kind: ImportKind; rows: string[][] }> {
  const [job] = await rows<{ kind: ImportKind; errors: RowError[] | string }>(
    db,
    sql`SELECT kind, errors FROM import_jobs WHERE id = ${id}`,
  );
  if (!job) throw new BizError(IMPORT_CODES.JOB_UNKNOWN);
  const errors: RowError[] = typeof job.errors === 'string' ? JSON.parse(job.errors) : job.errors;
  const head = lang === 'en' ? ['Row', 'Column', 'Value', 'Reason', 'Reason (Chinese)'] : ['行号', '列', '值', '原因', '原因（英文）'];
  return {
    kind: job.kind,
    rows: [
      head,
      ...errors.map((e) => [
        String(e.row),
        e.column ? columnLabel(job.kind, e.column, lang) : '',
        e.value,
        lang === 'en' ? e.reason.en : e.reason.cn,
        lang === 'en' ? e.reason.cn : e.reason.en,
      ]),
    ],
  };
}

/** A template of the kind: the header row in the language and one example row. */
export function templateRows(kind: ImportKind, lang: 'cn' | 'en'): string[][] {
  return [templateHeaders(kind, lang), IMPORT_COLUMNS[kind].map((c) => c.example)];
}
