// Prometheus metrics at GET /api/metrics: request latency by route and method, requests in flight,
// the database pool (PostgreSQL) and the event loop; answered to this machine or with the bearer
// METRICS_TOKEN, and to nobody else (the not-found answer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB, createTestApp, type TestApp } from './helpers';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => t?.close());

const scrape = (opts: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.call({ method: 'GET', url: '/api/metrics', remoteAddress: opts.ip ?? '127.0.0.1', headers: opts.headers ?? {} });

/** The value of one series in the text format, or undefined. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
}

describe('metrics', () => {
  it('latency by route and method, requests in flight, event-loop lag, and the pool on PostgreSQL', async () => {
    await t.get('/api/health');
    await t.get('/api/health');
    await t.post('/api/admin/dict/types', { dictType: ['sex'] });
    await t.get('/api/no-such-call');
    const r = await scrape();
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers['cache-control']).toBe('no-store');
    const text = r.body as string;
    expect(value(text, 'http_request_duration_seconds_count{route="/api/health",method="GET",status="200"}')).toBe(2);
    expect(value(text, 'http_request_duration_seconds_count{route="/api/admin/dict/types",method="POST",status="200"}')).toBe(1);
    // Unknown paths share one series.
    expect(value(text, 'http_request_duration_seconds_count{route="unmatched",method="GET",status="404"}')).toBe(1);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.05",route="\/api\/health",method="GET",status="200"\} \d/);
    // The scrape itself is the one request in flight.
    expect(value(text, 'http_requests_in_flight')).toBe(1);
    expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    if (TEST_DB === 'postgres') {
      expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(value(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(value(text, 'db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toMatch(/db_pool_/);
    }
  });

  it('requests in flight go back to 0 once answered', async () => {
    await Promise.all([0, 1, 2, 3, 4].map(() => t.get('/api/health')));
    const text = (await scrape()).body as string;
    expect(value(text, 'http_requests_in_flight')).toBe(1);
  });

  it('answered to loopback callers without proxy headers, or with the bearer token; not to others', async () => {
    expect((await scrape({ ip: '::1' })).status).toBe(200);
    expect((await scrape({ ip: '::ffff:127.0.0.1' })).status).toBe(200);
    for (const refused of [
      scrape({ ip: '203.0.113.7' }),
      scrape({ ip: '10.1.2.3' }),
      // A reverse proxy on this machine passes a visitor's request on: not this machine's own caller.
      scrape({ headers: { 'x-forwarded-for': '203.0.113.7' } }),
      scrape({ headers: { forwarded: 'for=203.0.113.7' } }),
      scrape({ headers: { 'x-real-ip': '203.0.113.7' } }),
      scrape({ ip: '203.0.113.7', headers: { authorization: 'Bearer wrong-token-0123456789' } }),
      scrape({ ip: '203.0.113.7', headers: { authorization: TOKEN } }),
    ]) {
      const r = await refused;
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: '005', data: null });
    }
    const withToken = await scrape({ ip: '203.0.113.7', headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.51.100.1' } });
    expect(withToken.status).toBe(200);
    expect(withToken.body).toMatch(/http_request_duration_seconds/);
  });

  it('is not in the published API document and is declared as a raw answer', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).body;
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(t.app.routeInventory.find((r) => r.url === '/api/metrics')).toMatchObject({ method: 'GET', raw: true });
  });
});

describe('metrics without a token', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => plain?.close());

  it('only this machine reads them; a bearer token opens nothing when none is configured', async () => {
    const call = (ip: string, headers: Record<string, string> = {}) =>
      plain.call({ method: 'GET', url: '/api/metrics', remoteAddress: ip, headers });
    expect((await call('127.0.0.1')).status).toBe(200);
    expect((await call('203.0.113.7', { authorization: 'Bearer ' })).status).toBe(404);
    expect((await call('203.0.113.7', { authorization: 'Bearer undefined' })).status).toBe(404);
  });
});
