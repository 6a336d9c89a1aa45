// Request limits per client address, counted in Redis when REDIS_URL is set, else in PostgreSQL when
// the server runs on it (both shared by every server process; see rate-store-pg.ts), and in the
// process on embedded PGlite. Named limiters are onRequest hooks: the general /api limit,
// the tighter one on calls that tell whether a contact is registered, and the one on not-found.
// A limit reached answers HTTP 429 with code 006.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { CODES } from '@portal/shared';
import { BizError } from '../lib/envelope';
import { pgRateStore } from './rate-store-pg';

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook allowing `max` requests per `windowMs` per client address, counted under `name`. */
    limiter(name: string, max: number, windowMs?: number): onRequestAsyncHookHandler;
  }
}

export const LIMITS = {
  /** Answers of the JSON not-found handler (path probing). */
  notFound: { max: 60, windowMs: 60_000 },
} as const;

/**
 * Counters in this process (without Redis). The plugin's own local store answers its live counter
 * object, which later requests of a burst change before the first one reads it; this one answers a
 * copy, so each request sees its own count.
 */
class ProcessStore {
  private readonly hits = new Map<string, { current: number; resetAt: number }>();
  private sweptAt = 0;
  incr(key: string, cb: (err: Error | null, res: { current: number; ttl: number }) => void, timeWindow: number) {
    const now = Date.now();
    if (now - this.sweptAt > timeWindow) {
      for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
      this.sweptAt = now;
    }
    let h = this.hits.get(key);
    if (!h || h.resetAt <= now) {
      h = { current: 0, resetAt: now + timeWindow };
      this.hits.set(key, h);
    }
    h.current += 1;
    cb(null, { current: h.current, ttl: h.resetAt - now });
  }
  child() {
    return this;
  }
}

export default fp(
  async (app) => {
    let redis: import('ioredis').Redis | undefined;
    if (app.config.REDIS_URL) {
      const { Redis } = await import('ioredis');
      // Commands never wait for a lost connection (a request is not held up by Redis); the first
      // connection is made before the server takes requests.
      redis = new Redis(app.config.REDIS_URL, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 5000,
      });
      redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis unavailable for rate limits'));
      await redis
        .connect()
        .catch((err: Error) =>
          app.log.warn({ err: err.message }, 'redis unavailable at start: requests are not rate-limited until it is back'),
        );
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => undefined);
      });
    }
    // Without Redis, several processes on PostgreSQL share their counts there; PGlite is one process.
    const pgStore =
      !redis && app.database.kind === 'postgres'
        ? pgRateStore(app.db, (err) => app.log.warn({ err: err.message }, 'rate-limit counts not written'))
        : null;
    if (pgStore) app.addHook('onClose', async () => pgStore.flush());
    // Counting failures (Redis or the database down) let requests through rather than refusing everyone.
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(redis ? { redis, nameSpace: 'portal-rl:' } : { store: pgStore ?? ProcessStore }),
    });

    app.decorate('limiter', (name: string, max: number, windowMs = 60_000) => {
      const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (req: FastifyRequest) => `${name}:${req.ip}` });
      // A request this limiter refused already (the front answers ask first, and a refused request
      // then goes the whole way to be answered in its language) is refused again without a count.
      const refused = Symbol(`refused:${name}`);
      type Refused = FastifyRequest & { [refused]?: number };
      return async (req, reply) => {
        let retryAfter = (req as Refused)[refused];
        if (retryAfter === undefined) {
          const r = await check(req);
          if (r.isAllowed || !r.isExceeded) return;
          retryAfter = (req as Refused)[refused] = r.ttlInSeconds;
        }
        reply.header('retry-after', retryAfter);
        throw new BizError(CODES.TOO_MANY, undefined, null, 429);
      };
    });
  },
  { name: 'portal-rate-limit' },
);
