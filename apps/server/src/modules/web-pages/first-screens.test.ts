// Serving public pages drawn by the web app's server renderer (first-screens.ts), with a stand-in
// renderer in a web build of the test's own: it is asked for GETs of pages without a session,
// its page goes out compressed with its inline loader allowed by hash, its API calls reach this
// server as the visitor's, and index.html is served whenever it declines or fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

const RENDERER = `
export function createFirstScreenRenderer({ distDir }) {
  return {
    scriptHashes: ['sha256-TESTHASH='],
    async render(req) {
      if (req.url === '/boom') throw new Error('renderer failed');
      if (req.url !== '/home') return null;
      // An API call as the page makes it; the dev outbox answers loopback visitors only.
      const res = await req.fetch('/api/dev/outbox?to=nobody@example.com', { method: 'GET', headers: { accept: 'application/json' } });
      const body = await res.json();
      return '<!doctype html><html><body>drawn from ' + distDir.length + ' outbox ' + body.code + ' ua ' + req.userAgent + ' cookie ' + req.cookie + ' ' + 'x'.repeat(2000) + '</body></html>';
    },
  };
}
`;

let t: TestApp;
let tmp: string;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pages-'));
  const dist = path.join(tmp, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.mkdirSync(path.join(tmp, 'dist-ssr'));
  fs.writeFileSync(path.join(tmp, 'dist-ssr', 'package.json'), '{"type":"module"}');
  fs.writeFileSync(path.join(tmp, 'dist-ssr', 'first-screen.js'), RENDERER);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}, remoteAddress = '10.9.8.7') =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html', 'user-agent': 'TestPhone Mobile', ...headers } });

describe('public pages drawn by the server', () => {
  it('sends the drawn page compressed, with its loader allowed by hash and the page not cached', async () => {
    const r = await page('/home', { 'accept-encoding': 'gzip, br', cookie: 'language=en' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers.vary).toContain('Cookie');
    expect(r.headers['content-security-policy']).toContain("script-src 'self' 'sha256-TESTHASH='");
    const html = zlib.brotliDecompressSync(r.rawPayload).toString();
    expect(html).toContain('ua TestPhone Mobile cookie language=en');
  });

  it("makes the page's calls as the visitor: from the visitor's address", async () => {
    const outside = await page('/home', { 'accept-encoding': 'identity' });
    expect(outside.body).toContain('outbox 005');
    const loopback = await page('/home', {}, '127.0.0.1');
    expect(loopback.body).toContain('outbox 000');
  });

  it('serves index.html with a session, for pages it does not draw, and when drawing fails', async () => {
    for (const r of [
      await page('/home', { cookie: 'student-session=1' }),
      await page('/home', { cookie: 'student-token=abc' }),
      await page('/caseShare'),
      await page('/boom'),
    ]) {
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe('<!doctype html><div id="root"></div>');
      expect(r.headers['content-security-policy']).not.toContain('sha256');
    }
  });
});
