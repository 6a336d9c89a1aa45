// Liveness and readiness for process managers, load balancers and the browser-test harness:
// /api/health answers while the process runs; /api/health/ready only once the database answers.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '@portal/shared';
import { ok } from '../../lib/envelope';

const status = z.object({ status: z.enum(['ok', 'unavailable']), uptimeSeconds: z.number() }).meta({ id: 'Health' });

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['health'];
  app.get('/health', { schema: { tags, summary: 'The process is up', response: answers(status) } }, async (req) =>
    ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }, req.lang),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        summary: 'The server takes requests: its database answers (503 otherwise)',
        response: { ...answers(status), 503: status },
      },
    },
    async (req, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`);
        return ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }, req.lang);
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, uptimeSeconds: Math.round(process.uptime()) });
      }
    },
  );
};

export default routes;
