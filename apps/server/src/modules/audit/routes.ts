// The audit log for admins: POST /api/admin/audit/list with filters by person, action, object and date.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, auditItemSchema, auditListBody, paged } from '@portal/shared';
import { ok } from '../../lib/envelope';
import { listAudit } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/audit/list',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first (admins only)',
        description: 'action matches by prefix (student. finds every student action); dates are yyyy-MM-dd in UTC, both inclusive.',
        body: auditListBody,
        response: answers(paged(auditItemSchema)),
      },
    },
    async (req) => ok(await listAudit(app.db, req.body), req.lang),
  );
};

export default routes;
