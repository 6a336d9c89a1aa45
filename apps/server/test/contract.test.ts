// The wire contract: every call declares what it answers (its response schema, from
// packages/shared), so the OpenAPI document describes the answers and the server cannot send a
// shape that its clients do not know. Routes that answer bytes say so (config.rawResponse).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Routes of plugins that serve the API document and shipped files. */
const THIRD_PARTY = [/^\/api\/docs/, /^\/api\/assets\//];

describe('the wire contract', () => {
  it('every /api route declares its answer', () => {
    const api = t.app.routeInventory.filter((r) => r.url.startsWith('/api/') && !THIRD_PARTY.some((re) => re.test(r.url)));
    expect(api.length).toBeGreaterThan(60);
    const missing = api.filter((r) => !r.hasResponse && !r.raw).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('the API document shows the answers', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).body;
    const login = doc.paths['/auth/student/login'].post;
    expect(JSON.stringify(login.responses['200'])).toMatch(/TokenData/);
  });
});
