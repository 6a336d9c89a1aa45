// The dev outbox: what the local SMS and mail providers "sent", newest first. Registered only when
// DEV_OUTBOX=1 (the demo); production leaves it off and the path does not exist.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../../db/schema';
import { ok } from '../../lib/envelope';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/outbox', {
    schema: {
      tags: ['dev'],
      summary: 'Messages sent to a phone number or email by the local providers (demo only)',
      querystring: z.object({ to: z.string().trim().min(1).max(100) }),
    },
  }, async (req) => {
    const to = req.query.to.includes('@') ? req.query.to.toLowerCase() : req.query.to.replace(/\s+/g, '');
    const rows = await app.db
      .select({ channel: outbox.channel, to: outbox.recipient, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
      .from(outbox)
      .where(eq(outbox.recipient, to))
      .orderBy(desc(outbox.id))
      .limit(20);
    return ok(rows.map((r) => ({ ...r, code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null })), req.lang);
  });
};

export default routes;
