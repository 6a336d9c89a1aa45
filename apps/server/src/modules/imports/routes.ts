// The console's catalogue imports (/api/console/imports/...), clerks and admins only: upload a CSV or
// XLSX (the dry run starts at once and runs in the background), poll the job, read its preview and
// errors, download the error report and the templates, apply (once), and the history of imports.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODES,
  IMPORT_CODES,
  IMPORT_KINDS,
  UPLOAD_LIMITS,
  answers,
  commonFields,
  importApplyBody,
  importFileQuery,
  importJob,
  importJobDetail,
  importJobQuery,
  importListQuery,
  importUploadFields,
  paged,
} from '@portal/shared';
import { BizError, ok } from '../../lib/envelope';
import { cleanFileName, extensionOf } from '../files/detect';
import { parseImportFile, toCsv, toXlsx } from './parse';
import {
  ImportProgress,
  claimJob,
  createJob,
  errorReportRows,
  fieldsOfHeaders,
  jobDetail,
  listJobs,
  runApply,
  runCheck,
  templateRows,
} from './service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const staff = { roles: ['clerk', 'admin'] as const };
  const progress = new ImportProgress(
    app.database.kind === 'postgres'
      ? (id, n) =>
          app.db.execute(
            sql`UPDATE import_jobs SET processed = ${n} WHERE id = ${id} AND status IN ('checking', 'applying') AND processed < ${n}`,
          )
      : undefined,
  );
  // Closing the app waits for a check or an apply still running (it is one transaction either way).
  app.addHook('onClose', async () => progress.idle());

  app.post(
    '/console/imports/upload',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Upload a CSV or XLSX of universities, majors or cases; starts its dry run. Answers the job (status checking)',
        description:
          `multipart/form-data with the field file (csv/xlsx up to ${UPLOAD_LIMITS.import.maxBytes / 1024 / 1024} MB); kind, source, ` +
          "checkedAt (YYYY-MM-DD) and mode ('update' replaces stored values with the file's, 'fill' only fills empty ones) as query parameters. " +
          'Poll /console/imports/job until status is checked. 020 not csv/xlsx, 021 too large, 71004 unreadable, 71005 too many rows, 71006 columns missing.',
        querystring: importUploadFields,
        consumes: ['multipart/form-data'],
        body: z.any().optional(),
        response: answers(importJob),
      },
    },
    async (req) => {
      const part = await req.file({ limits: { files: 1, fileSize: UPLOAD_LIMITS.import.maxBytes + 1 } });
      if (!part) throw new BizError(CODES.INVALID_PARAM, 'requiredUpload');
      const name = cleanFileName(part.filename);
      if (!(UPLOAD_LIMITS.import.extensions as readonly string[]).includes(extensionOf(name))) {
        part.file.resume();
        throw new BizError(CODES.FILE_TYPE);
      }
      // Read as it streams in, refused as soon as it passes the limit.
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (size > UPLOAD_LIMITS.import.maxBytes) {
          part.file.resume();
          throw new BizError(CODES.FILE_TOO_LARGE);
        }
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw new BizError(CODES.FILE_TOO_LARGE);
      const file = await parseImportFile(name, Buffer.concat(chunks));
      fieldsOfHeaders(req.query.kind, file.headers);
      if (!file.rows.length) throw new BizError(IMPORT_CODES.FILE_UNREADABLE);
      const o = { kind: req.query.kind, fileName: name, source: req.query.source, checkedAt: req.query.checkedAt, mode: req.query.mode };
      const id = await createJob(app.db, req.auth!.userId, o, file.rows.length);
      progress.set(id, 0);
      progress.track(runCheck(app.db, id, o, file, progress).catch((err) => req.log.error({ err, id }, 'import check failed')));
      return ok((await listJobs(app.db, { pageNo: 1, pageSize: 1, id }, progress)).list[0], req.lang);
    },
  );

  app.get(
    '/console/imports/job',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One import: status, processed/total, counts, the first rows of each outcome with their changes, the first row errors',
        querystring: importJobQuery,
        response: answers(importJobDetail),
      },
    },
    async (req) => ok(progress.live(req.query.id) ?? (await jobDetail(app.db, req.query.id, progress)), req.lang),
  );

  app.get(
    '/console/imports/list',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The history of imports, newest first',
        querystring: importListQuery,
        response: answers(paged(importJob)),
      },
    },
    async (req) => ok(await listJobs(app.db, req.query, progress), req.lang),
  );

  app.post(
    '/console/imports/apply',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Apply a checked import in one transaction (in the background; poll the job). Audited; public pages follow at once',
        description:
          'Only one apply of a job wins: 71001 while it is being applied, 71002 once applied, 71003 not checked yet or failed, 71011 no valid row, 71000 unknown.',
        body: importApplyBody,
        response: answers(importJob),
      },
    },
    async (req) => {
      const id = req.body.id;
      const o = await claimJob(app.db, id);
      progress.start(await jobDetail(app.db, id));
      progress.set(id, 0);
      progress.track(
        runApply(app.db, id, o, req.auth!, req.ip, progress)
          .then(() => app.changes.publish('catalogue'))
          .catch((err) => req.log.error({ err, id }, 'import apply failed')),
      );
      return ok((await listJobs(app.db, { pageNo: 1, pageSize: 1, id }, progress)).list[0], req.lang);
    },
  );

  app.get(
    '/console/imports/errors',
    {
      config: { ...staff, rawResponse: true },
      schema: {
        tags,
        summary: "An import's row-level error report as CSV or XLSX: row, column, value, reason (in both languages)",
        querystring: importFileQuery.extend({ id: importJobQuery.shape.id }),
      },
    },
    async (req, reply) => {
      const { rows } = await errorReportRows(app.db, req.query.id, req.lang === 'en' ? 'en' : 'cn');
      const name = `import-${req.query.id}-errors.${req.query.format}`;
      reply.header('content-type', req.query.format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${name}"`);
      return reply.send(req.query.format === 'xlsx' ? await toXlsx(req.lang === 'en' ? 'Errors' : '错误', rows) : toCsv(rows));
    },
  );

  app.get(
    '/console/imports/template',
    {
      config: { ...staff, rawResponse: true },
      schema: {
        tags,
        summary: 'The template of a kind (CSV or XLSX): the header row in the request language and an example row',
        description: 'Headers in Chinese or English are both accepted on upload; * marks a required column.',
        querystring: importFileQuery.extend({ kind: z.enum(IMPORT_KINDS), ...commonFields }),
      },
    },
    async (req, reply) => {
      const rows = templateRows(req.query.kind, req.lang === 'en' ? 'en' : 'cn');
      reply.header('content-type', req.query.format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${req.query.kind}-template.${req.query.format}"`);
      return reply.send(req.query.format === 'xlsx' ? await toXlsx(req.query.kind, rows) : toCsv(rows));
    },
  );
};

export default routes;
