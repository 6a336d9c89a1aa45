// "Report an error" (/api/catalogue/report-error, public, rate-limited per address) and its console
// queue (/api/console/error-reports, clerks and admins).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  bulkCounts,
  errorReportBody,
  errorReportBulkBody,
  errorReportHandleBody,
  errorReportItem,
  errorReportListQuery,
  paged,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { createReport, handleReport, handleReports, listReports } from './service';

/** Reports one address may send per hour. */
export const REPORTS_PER_HOUR = 10;

const routes: FastifyPluginAsyncZod = async (app) => {
  const staff = { roles: ['clerk', 'admin'] as const };
  const limit = app.limiter('error-report', REPORTS_PER_HOUR, 3600_000);

  app.post(
    '/catalogue/report-error',
    {
      onRequest: limit,
      schema: {
        tags: ['catalogue'],
        summary: 'Report an error on a university or programme page (login not required); answers the report id',
        description: `field: which fact (rank, tuition, requirements, dates, name, website, other); note up to 500 characters. A logged-in reporter is recorded. ${REPORTS_PER_HOUR} per hour per address (006). 71007 the page does not exist.`,
        body: errorReportBody,
        response: answers(z.object({ id: z.number() })),
      },
    },
    async (req) => ok(await createReport(app.db, req.auth ?? null, req.body), req.lang),
  );

  app.get(
    '/console/error-reports',
    {
      config: staff,
      schema: {
        tags: ['console'],
        summary: 'The error reports, new ones first, filtered by status and page type',
        querystring: errorReportListQuery,
        response: answers(paged(errorReportItem)),
      },
    },
    async (req) => ok(await listReports(app.db, req.query, req.lang === 'en' ? 'en' : 'cn'), req.lang),
  );

  app.post(
    '/console/error-reports/handle',
    {
      config: staff,
      schema: {
        tags: ['console'],
        summary: 'Mark a new report fixed or dismissed with a staff note; audited',
        description: '71008 unknown report, 71009 handled already.',
        body: errorReportHandleBody,
        response: answers(errorReportItem),
      },
    },
    async (req) => ok(await handleReport(app.db, req.auth!, req.ip, req.body, req.lang === 'en' ? 'en' : 'cn'), req.lang),
  );

  app.post(
    '/console/error-reports/bulk',
    {
      config: staff,
      schema: {
        tags: ['console'],
        summary: 'Mark several new reports fixed or dismissed with one optional note; each change audited',
        description:
          'ids: 1 to 200 reports. A report still new changes; one handled already or unknown is skipped (as the single call would ' +
          'refuse it). Answers how many changed (done) and how many were skipped.',
        body: errorReportBulkBody,
        response: answers(bulkCounts),
      },
    },
    async (req) => ok(await handleReports(app.db, req.auth!, req.ip, req.body), req.lang),
  );
};

export default routes;
