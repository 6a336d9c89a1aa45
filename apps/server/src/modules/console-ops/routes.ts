// The console's operations calls (issue 14 section 3):
// - /console/users...: admins only (clerks 004): search, roles, disable/enable, reset code, sessions,
//   and the bulk disable / enable / end sessions;
// - /console/audit and /console/audit/export: admins only;
// - /console/leads/update and /console/leads/export: clerks and admins (the list is GET
//   /console/leads in modules/consultation, answered by leads.ts here);
// - /console/payments...: clerks and admins read and export (the refund is /console/contract/refund,
//   admins); the reconciliation asks each order's provider;
// - /console/dashboard: clerks and admins.
// Every write and every export is audited; plugins/session.ts answers 002 without a session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  idSchema,
  opsAuditExportQuery,
  opsAuditItem,
  opsAuditQuery,
  opsContractDetail,
  opsContractItem,
  opsContractsQuery,
  opsDashboardData,
  opsDisableBody,
  opsEndSessionsBody,
  opsLeadItem,
  opsLeadUpdateBody,
  opsLeadsExportQuery,
  opsPaymentsExportQuery,
  opsReconcileData,
  opsReconcileQuery,
  opsResetData,
  opsRolesBody,
  opsSessionItem,
  opsUserIdBody,
  opsUserItem,
  opsUsersBulkBody,
  opsUsersBulkResult,
  opsUsersQuery,
  paged,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { exportAudit, listAuditOps } from './audit';
import { dashboard } from './dashboard';
import { exportLeads, updateLead } from './leads';
import { contractDetail, exportPayments, listContracts, reconcile } from './payments';
import { exportHandler } from './sheet';
import { bulkUsers, endSessions, getUserItem, listUsers, sendResetCode, setDisabled, setRoles, userSessions } from './users';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const staff = { roles: ['clerk', 'admin'] as const };
  const admins = { roles: ['admin'] as const };

  // ---- users
  app.get(
    '/console/users',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Admins: accounts by account number, phone, email or name; role and disabled filters; paged',
        description: 'Phones and emails masked. sort createdAt (default) or lastSeen.',
        querystring: opsUsersQuery,
        response: answers(paged(opsUserItem)),
      },
    },
    async (req) => ok(await listUsers(app.db, req.query), req.lang),
  );

  app.get(
    '/console/users/detail',
    {
      config: admins,
      schema: { tags, summary: 'Admins: one account', querystring: z.object({ userId: idSchema }), response: answers(opsUserItem) },
    },
    async (req) => ok(await getUserItem(app.db, req.query.userId), req.lang),
  );

  app.post(
    '/console/users/roles',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Admins: set the roles of an account; audited (user.roles)',
        description: '71064 removing your own admin role; 71061 the last enabled admin; 005 unknown account.',
        body: opsRolesBody,
        response: answers(opsUserItem),
      },
    },
    async (req) => ok(await setRoles(app.db, req.auth!, req.ip, req.body.userId, req.body.roles), req.lang),
  );

  app.post(
    '/console/users/disable',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Admins: disable (its sessions answer 017 at once) or enable an account; audited',
        description: '71060 disabling yourself; 71061 the last enabled admin. Enabling ends the sessions left from before.',
        body: opsDisableBody,
        response: answers(opsUserItem),
      },
    },
    async (req) => ok(await setDisabled(app.db, req.auth!, req.ip, req.body.userId, req.body.disabled), req.lang),
  );

  app.post(
    '/console/users/resetCode',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Admins: send the account a password-reset code (its phone, else its email); audited',
        description:
          'The reset flow sends it (same limits, 006); the owner sets the password on the reset page. Answers the masked ' +
          'destination. 71062 no phone or email; 71063 a disabled account.',
        body: opsUserIdBody,
        response: answers(opsResetData),
      },
    },
    async (req) =>
      ok(
        await sendResetCode(
          {
            db: app.db,
            key: app.secrets.digestKey,
            sms: app.sms,
            mail: app.mail,
            perAddress: { hour: app.config.CODE_SENDS_PER_ADDRESS_HOUR, day: app.config.CODE_SENDS_PER_ADDRESS_DAY },
          },
          req.auth!,
          req.ip,
          req.body.userId,
        ),
        req.lang,
      ),
  );

  app.get(
    '/console/users/sessions',
    {
      config: admins,
      schema: {
        tags,
        summary: "Admins: an account's sessions that still work (device, masked IP, created, last seen), newest activity first",
        querystring: z.object({ userId: idSchema }),
        response: answers(z.array(opsSessionItem)),
      },
    },
    async (req) => ok(await userSessions(app.db, app.sessionPolicy, req.query.userId), req.lang),
  );

  app.post(
    '/console/users/sessions/end',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Admins: end one session of an account (sessionId) or all of them; audited',
        description: '71067 a session that is not one of its open ones.',
        body: opsEndSessionsBody,
        response: answers(z.object({ ended: z.number() })),
      },
    },
    async (req) => ok(await endSessions(app.db, req.auth!, req.ip, req.body.userId, req.body.sessionId), req.lang),
  );

  app.post(
    '/console/users/bulk',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Admins: disable, enable or end the sessions of several accounts at once; audited (user.bulk, one row)',
        description:
          'The single rules hold for each row, checked in id order with the admins locked: 71060 yourself (disable), 71061 ' +
          'the last enabled admin, 005 unknown. Answers how many changed, which were already so, and the refused rows with ' +
          'their reason. Ending sessions keeps your own current session.',
        body: opsUsersBulkBody,
        response: answers(opsUsersBulkResult),
      },
    },
    async (req) => ok(await bulkUsers(app.db, req.auth!, req.ip, req.body, req.lang), req.lang),
  );

  // ---- audit
  app.get(
    '/console/audit',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Admins: the audit log, newest first, by person, action prefix, object and Beijing days',
        querystring: opsAuditQuery,
        response: answers(paged(opsAuditItem)),
      },
    },
    async (req) => ok(await listAuditOps(app.db, req.query), req.lang),
  );

  app.get(
    '/console/audit/export',
    {
      config: { ...admins, rawResponse: true },
      schema: {
        tags,
        summary: 'Admins: the filtered audit log (or the rows of ids) as XLSX or CSV, at most 10,000 rows; audited (audit.export)',
        description:
          'The list filters as query parameters, or ids (comma separated) for just those rows; X-Total-Count says how many matched.',
        querystring: opsAuditExportQuery,
      },
    },
    exportHandler(app, { action: 'audit.export', file: 'audit', sheetName: { cn: '操作日志', en: 'Audit log' }, build: exportAudit }),
  );

  // ---- leads
  app.post(
    '/console/leads/update',
    {
      config: staff,
      schema: {
        tags,
        summary: "Staff: a lead's follow-up (status, assigned staff member, notes); audited (lead.update). Answers the lead",
        description: '71065 unknown lead; 71066 an assignee who is not an enabled clerk or admin.',
        body: opsLeadUpdateBody,
        response: answers(opsLeadItem),
      },
    },
    async (req) => ok(await updateLead(app.db, req.auth!, req.ip, req.body, req.lang), req.lang),
  );

  app.get(
    '/console/leads/export',
    {
      config: { ...staff, rawResponse: true },
      schema: {
        tags,
        summary: 'Staff: the filtered leads as XLSX or CSV (at most 10,000 rows, contacts masked); audited (lead.export)',
        description: 'The list filters as query parameters; X-Total-Count says how many matched.',
        querystring: opsLeadsExportQuery,
      },
    },
    exportHandler(app, { action: 'lead.export', file: 'leads', sheetName: { cn: '咨询线索', en: 'Leads' }, build: exportLeads }),
  );

  // ---- payments
  app.get(
    '/console/payments/contracts',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Staff: contracts with their payment orders and refunded amount, newest signed first',
        description: 'q: contract number, student name, order number or provider transaction; from/to: Beijing signing days.',
        querystring: opsContractsQuery,
        response: answers(paged(opsContractItem)),
      },
    },
    async (req) => ok(await listContracts(app.db, req.query), req.lang),
  );

  app.get(
    '/console/payments/contract',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Staff: one contract with its orders, their events and the refunds',
        querystring: z.object({ contractId: idSchema }),
        response: answers(opsContractDetail),
      },
    },
    async (req) => ok(await contractDetail(app.db, req.query.contractId), req.lang),
  );

  app.get(
    '/console/payments/export',
    {
      config: { ...staff, rawResponse: true },
      schema: {
        tags,
        summary:
          'Staff: the filtered contracts (or those of ids) as XLSX or CSV, one row per order, at most 10,000 rows; audited (payment.export)',
        description:
          "The list filters as query parameters, or ids (contract ids, comma separated); the owner's contact masked as on " +
          'the screen; X-Total-Count says how many rows matched.',
        querystring: opsPaymentsExportQuery,
      },
    },
    exportHandler(app, {
      action: 'payment.export',
      file: 'payments',
      sheetName: { cn: '合同与支付', en: 'Payments' },
      build: exportPayments,
    }),
  );

  app.get(
    '/console/payments/reconcile',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Staff: one Beijing day: the providers' stored reports and their answers now versus orders marked paid here, with the mismatches",
        description:
          'Every order of the day paid here or still open (shown as a QR code) is asked of its provider (a few at a time, ' +
          'each call limited in time). providerOnly: paid at the provider but not here; amount: the amounts differ; ' +
          'hereOnly: marked paid here, the provider says open or closed (or, not asked, no provider event moved it); ' +
          'unreachable: the provider could not be asked about that order.',
        querystring: opsReconcileQuery,
        response: answers(opsReconcileData),
      },
    },
    async (req) => ok(await reconcile(app.db, req.query.day, { providerOf: (name) => app.payments.byName(name) }), req.lang),
  );

  // ---- dashboard
  app.get(
    '/console/dashboard',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Staff: applications by status, country and week, the funnel, leads by country (one call, database aggregates)',
        response: answers(opsDashboardData),
      },
    },
    async (req) => ok(await dashboard(app.db, req.lang), req.lang),
  );
};

export default routes;
