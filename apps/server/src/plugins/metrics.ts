// Prometheus metrics (prom-client) at GET /api/metrics: request latency by route and method, the
// requests in flight (the server's queue depth), the database pool (PostgreSQL: connections,
// idle ones, callers waiting for one) and the process (event-loop lag, memory, CPU, GC).
// Answered to callers on this machine or with the METRICS_TOKEN bearer token; everyone else gets
// the not-found answer, as if the path did not exist.
import { timingSafeEqual, createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { CODES } from '@portal/shared';
import { BizError } from '../lib/envelope';
import { isLoopbackPeer } from '../modules/dev/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (the process-wide ones are added when answering). */
    metrics: Registry;
  }
}

/** Process-wide metrics (event loop, memory, CPU, GC): one set per process, however many apps it builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether a caller may read the metrics: the bearer token, or this machine without a proxy in between. */
export function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  const auth = req.headers.authorization;
  if (token && auth?.startsWith('Bearer ') && timingSafeEqual(digest(auth.slice(7).trim()), digest(token))) return true;
  return isLoopbackPeer(req.raw.socket.remoteAddress) && !FORWARDED.some((h) => req.headers[h] !== undefined);
}

const IN_FLIGHT = Symbol('inFlight');

export default fp(
  async (app) => {
    const register = new Registry();
    app.decorate('metrics', register);

    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its answer, by route (the registered path), method and HTTP status',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    const inFlight = new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests received and not yet answered (the queue depth of this process)',
      registers: [register],
    });
    let frontCounted = 0;
    new Counter({
      name: 'http_front_answers_total',
      help: 'Anonymous catalogue requests answered from a prepared answer before the hooks ran (lib/front-answers.ts)',
      registers: [register],
      collect() {
        this.inc(app.front.answered - frontCounted);
        frontCounted = app.front.answered;
      },
    });
    const pool = app.database.poolStats;
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database connections of this process, by state (total, idle)',
        labelNames: ['state'] as const,
        registers: [register],
        collect() {
          const s = pool();
          this.set({ state: 'total' }, s.total);
          this.set({ state: 'idle' }, s.idle);
        },
      });
      new Gauge({
        name: 'db_pool_waiting',
        help: 'Callers waiting for a database connection (the pool is exhausted)',
        registers: [register],
        collect() {
          this.set(pool().waiting);
        },
      });
    }

    const done = (req: FastifyRequest) => {
      const r = req as FastifyRequest & { [IN_FLIGHT]?: boolean };
      if (!r[IN_FLIGHT]) return false;
      r[IN_FLIGHT] = false;
      inFlight.dec();
      return true;
    };
    app.addHook('onRequest', (req, _reply, next) => {
      (req as FastifyRequest & { [IN_FLIGHT]?: boolean })[IN_FLIGHT] = true;
      inFlight.inc();
      next();
    });
    app.addHook('onResponse', (req, reply, next) => {
      done(req);
      // Unknown paths share one label, so probing cannot grow the series without bound.
      const route = req.routeOptions.url ?? 'unmatched';
      latency.observe({ route, method: req.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      next();
    });
    app.addHook('onRequestAbort', (req, next) => {
      done(req);
      next();
    });

    app.get(
      '/api/metrics',
      {
        config: { rawResponse: true },
        schema: { tags: ['health'], summary: 'Prometheus metrics (this machine, or Authorization: Bearer METRICS_TOKEN)', hide: true },
      },
      async (req, reply) => {
        if (!mayReadMetrics(req, app.config.METRICS_TOKEN)) throw new BizError(CODES.NOT_FOUND, undefined, null, 404);
        const merged = Registry.merge([processMetrics(), register]);
        reply.header('cache-control', 'no-store');
        return reply.type(merged.contentType).send(await merged.metrics());
      },
    );
  },
  { name: 'portal-metrics' },
);
