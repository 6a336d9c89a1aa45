// The counsellor's workbench under /api/console (issue 11). Every route is for clerks and admins
// (plugins/session.ts answers 004 to other accounts, 002 without a session); assignment is for
// admins only. The file itself is read with /clerk/web/stu/info, which staff may already call.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_ROWS_MAX,
  answers,
  assignBody,
  bulkAssignBody,
  bulkCounts,
  consoleDetail,
  consoleStuBody,
  queueExportQuery,
  queueListBody,
  queuePage,
  staffItem,
  statusChangeBody,
  statusSettingBody,
  statusSettingItem,
  milestoneAnswer,
  milestoneBody,
  consoleContract,
  refundBody,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { audit } from '../audit/service';
import { markMilestone } from '../contracts/service';
import { requestRefund } from '../payments/refunds';
import { writeCsv, writeXlsx } from './export';
import {
  assign,
  bulkAssign,
  changeStatus,
  detail,
  exportBatches,
  exportCells,
  exportHeaders,
  filtersOf,
  listQueue,
  staffList,
  statusSettings,
  updateStatusSetting,
} from './service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const staff = { roles: ['clerk', 'admin'] as const };

  app.post(
    '/console/applications/list',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The queue: every submitted, transferred or returned application, filtered, sorted and paged',
        description:
          "Without sort the caller's own assignments come first, then the latest activity. statusLabel and countryName are in the " +
          'request language; unreadCount counts student messages no staff member has read. submittedFrom/To are Beijing days, both inclusive.',
        body: queueListBody,
        response: answers(queuePage),
      },
    },
    async (req) => ok(await listQueue(app.db, req.auth!, req.body, req.lang), req.lang),
  );

  app.get(
    '/console/applications/export',
    {
      config: { ...staff, rawResponse: true },
      schema: {
        tags,
        summary: `The filtered queue as an XLSX or CSV file (at most ${EXPORT_ROWS_MAX.toLocaleString('en')} rows); audited`,
        description:
          'The list filters and sort as query parameters; ids (stuIds separated by commas, at most 200) keeps just the chosen files. Headers in the request language; CSV is UTF-8 with a byte-order mark. ' +
          'X-Total-Count says how many files matched, X-Export-Rows how many the file holds.',
        querystring: queueExportQuery,
      },
    },
    async (req, reply) => {
      const { format } = req.query;
      const f = filtersOf(req.query);
      const { total, first, rest } = await exportBatches(app.db, req.auth!, f, req.lang);
      const count = Math.min(total, EXPORT_ROWS_MAX);
      await audit(app.db, req.auth, req.ip, { action: 'student.export', detail: { format, filters: f, rows: count, total } });
      const cells = (items: typeof first) => items.map((i) => exportCells(i, req.lang));
      async function* more() {
        for await (const batch of rest()) yield cells(batch);
      }
      const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
      reply.header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="applications-${stamp}.${format}"`);
      reply.header('x-total-count', String(total));
      reply.header('x-export-rows', String(count));
      const out = new PassThrough();
      const headers = exportHeaders(req.lang);
      const written =
        format === 'xlsx'
          ? writeXlsx(out, req.lang === 'en' ? 'Applications' : '申请列表', headers, cells(first), more())
          : writeCsv(out, headers, cells(first), more());
      written.catch((err: Error) => {
        req.log.error({ err }, 'export failed while writing');
        out.destroy(err);
      });
      return reply.send(out);
    },
  );

  app.get(
    '/console/staff',
    {
      config: staff,
      schema: { tags, summary: 'Clerks and admins (for assignment and the filters)', response: answers(z.array(staffItem)) },
    },
    async (req) => ok(await staffList(app.db), req.lang),
  );

  app.post(
    '/console/applications/assign',
    {
      config: { roles: ['admin'] as const },
      schema: {
        tags,
        summary: 'Admins: assign a submitted application to a clerk or admin (userId null: nobody); audited, the assignee is notified',
        body: assignBody,
        response: answers(consoleDetail),
      },
    },
    async (req) => ok(await assign(app.db, req.auth!, req.ip, req.body.stuId, req.body.userId, req.lang), req.lang),
  );

  app.post(
    '/console/applications/bulk-assign',
    {
      config: { roles: ['admin'] as const },
      schema: {
        tags,
        summary: 'Admins: assign the chosen applications (1 to 200) to one clerk or admin (userId null: nobody)',
        description:
          "Each file by the single assignment's rules, history, notice to the assignee and audit entry; a file not in the queue, " +
          'unknown or already assigned to that person is skipped. A userId that is not staff answers 003. Answers done and skipped.',
        body: bulkAssignBody,
        response: answers(bulkCounts),
      },
    },
    async (req) => ok(await bulkAssign(app.db, req.auth!, req.ip, req.body, req.lang), req.lang),
  );

  app.post(
    '/console/applications/detail',
    {
      config: staff,
      schema: {
        tags,
        summary: "An application's history, assignment, status, next step and the changes open to it",
        description: 'The file itself is read with /clerk/web/stu/info (isMsg 1 for the messages).',
        body: consoleStuBody,
        response: answers(consoleDetail),
      },
    },
    async (req) => ok(await detail(app.db, req.body.stuId, req.lang), req.lang),
  );

  app.post(
    '/console/applications/status',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Return (1 → 3, note required), transfer (1 → 2, stuStatus 0 or 1) or move the stuStatus of a transferred case',
        description:
          'The stuStatus moves of packages/shared/src/lifecycle.ts. A change not allowed from the current state answers 70040 with the ' +
          'reason. Every change is written to the history, raises the file version and notifies the owner (notice and mail). Answers the new detail.',
        body: statusChangeBody,
        response: answers(consoleDetail),
      },
    },
    async (req) => ok(await changeStatus(app.db, req.auth!, req.ip, req.body, req.lang), req.lang),
  );

  app.get(
    '/console/status-settings',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Who holds the next step in each status, and the usual wait (what students see)',
        response: answers(z.array(statusSettingItem)),
      },
    },
    async (req) => ok(await statusSettings(app.db, req.lang), req.lang),
  );

  app.post(
    '/console/status-settings',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change one status's next-step holder and usual wait; audited. Answers every setting",
        body: statusSettingBody,
        response: answers(z.array(statusSettingItem)),
      },
    },
    async (req) => ok(await updateStatusSetting(app.db, req.auth!, req.ip, req.body, req.lang), req.lang),
  );

  app.post(
    '/console/contract/milestone',
    {
      config: staff,
      schema: {
        tags,
        summary: "Mark a service milestone of a file's contract done (or not done); audited",
        description:
          'kind: schools (applications sent), offer, visa, enrolment. done true keeps the first time it was marked; false clears it. ' +
          "70057 when the file has no current contract. Answers the contract's milestones in the request language.",
        body: milestoneBody,
        response: answers(milestoneAnswer),
      },
    },
    async (req) => ok({ milestones: await markMilestone(app.db, req.auth!, req.ip, req.body, req.lang) }, req.lang),
  );

  app.post(
    '/console/contract/refund',
    {
      config: { roles: ['admin'] as const },
      schema: {
        tags,
        summary: "Admins: refund (part of) the paid fee of a file's contract through its payment provider; audited, the owner is told",
        description:
          'amount in yuan (more than 0, at most what was paid minus the refunds done or in progress), reason required (at most 200). ' +
          'One refund at a time per contract. Answers the contract section with its refunds (done, or processing: the scheduler asks the ' +
          'provider until it is done). Codes: 70057 no contract, 70064 not paid, 70065 a refund in progress, 70066 more than can be ' +
          'refunded (data.max in yuan), 70067 refused by the provider (nothing refunded), 70063 provider not configured; clerks 004.',
        body: refundBody,
        response: answers(consoleContract),
      },
    },
    async (req) => ok(await requestRefund(app, req.auth!, req.ip, req.body, req.lang), req.lang),
  );
};

export default routes;
