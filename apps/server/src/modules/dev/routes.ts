// The dev outbox: what the local SMS and mail providers "sent", newest first. Registered only when
// DEV_OUTBOX=1 (the local demo; the server refuses to start with it under NODE_ENV=production), and
// answered only to the machine itself: the connection's own address must be loopback, whatever
// X-Forwarded-For says. Anyone else gets the plain not-found answer, as if the path did not exist.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../../db/schema';
import { CODES, answers, outboxItemSchema } from '@portal/shared';
import { BizError, ok } from '../../lib/envelope';

/** Whether the TCP peer is this machine (the socket's address; proxies' headers are not read). */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (req) => {
    if (!isLoopbackPeer(req.raw.socket.remoteAddress)) throw new BizError(CODES.NOT_FOUND, undefined, null, 404);
  });

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages sent to a phone number or email by the local providers (local demo only, loopback clients only)',
        hide: true,
        querystring: z.object({ to: z.string().trim().min(1).max(100) }),
        response: answers(z.array(outboxItemSchema)),
      },
    },
    async (req) => {
      const to = req.query.to.includes('@') ? req.query.to.toLowerCase() : req.query.to.replace(/\s+/g, '');
      const rows = await app.db
        .select({ channel: outbox.channel, to: outbox.recipient, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
        .from(outbox)
        .where(eq(outbox.recipient, to))
        .orderBy(desc(outbox.id))
        .limit(20);
      return ok(
        rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null })),
        req.lang,
      );
    },
  );
};

export default routes;
