// The console's operations calls (issue 14 section 3):
// - /console/users...: admins only (clerks 004): search, roles, disable/enable, reset code, sessions;
// - /console/audit: admins only;
// - /console/leads/update and /console/leads/export: clerks and admins (the list is GET
//   /console/leads in modules/consultation, answered by leads.ts here);
// - /console/payments...: clerks and admins read (the refund is /console/contract/refund, admins);
// - /console/dashboard: clerks and admins.
// Every write is audited (users.ts, leads.ts); plugins/session.ts answers 002 without a session.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  idSchema,
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
  opsReconcileData,
  opsReconcileQuery,
  opsResetData,
  opsRolesBody,
  opsSessionItem,
  opsUserIdBody,
  opsUserItem,
  opsUsersQuery,
  paged,
} from '@portal/shared';
import { ok } from '../../lib/envelope';
import { audit } from '../audit/service';
import { writeCsv, writeXlsx } from '../console/export';
import { listAuditOps } from './audit';
import { dashboard } from './dashboard';
import { exportLeads, updateLead } from './leads';
import { contractDetail, listContracts, reconcile } from './payments';
import { endSessions, getUserItem, listUsers, sendResetCode, setDisabled, setRoles, userSessions } from './users';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
    async (req, reply) => {
      const { format, ...filters } = req.query;
      const { headers, cells, total } = await exportLeads(app.db, filters, req.lang);
      await audit(app.db, req.auth, req.ip, { action: 'lead.export', detail: { format, filters, rows: cells.length, total } });
      const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
      reply.header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="leads-${stamp}.${format}"`);
      reply.header('x-total-count', String(total));
      const out = new PassThrough();
      const none = (async function* () {})();
      const written =
        format === 'xlsx'
          ? writeXlsx(out, req.lang === 'en' ? 'Leads' : '咨询线索', headers, cells, none)
          : writeCsv(out, headers, cells, none);
      written.catch((err: Error) => {
        req.log.error({ err }, 'lead export failed while writing');
        out.destroy(err);
      });
      return reply.send(out);
    },
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
    '/console/payments/reconcile',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Staff: one Beijing day: payments the providers reported versus orders marked paid here, with the mismatches',
        description:
          'providerOnly: reported paid (money taken) but not marked paid here; amount: the reported amount differs; hereOnly: ' +
          'marked paid here with no provider notification or query answer.',
        querystring: opsReconcileQuery,
        response: answers(opsReconcileData),
      },
    },
    async (req) => ok(await reconcile(app.db, req.query.day), req.lang),
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
