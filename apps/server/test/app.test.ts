import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, registerByPhone, type TestApp } from './helpers';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc.js'), 'console.log(1)');
  // The build's brotli copy of a bigger file (apps/web/scripts/precompress.mjs).
  fs.writeFileSync(path.join(webDir, 'assets', 'big-abc.js'), 'console.log(2);'.repeat(200));
  fs.writeFileSync(path.join(webDir, 'assets', 'big-abc.js.br'), zlib.brotliCompressSync('console.log(2);'.repeat(200)));
  t = await createTestApp({ WEB_DIST: webDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('names each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadConfig({ DEV_OUTBOX: 'maybe' })).toThrow(/DEV_OUTBOX/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATA_KEY/);
    expect(() => loadConfig({ DATA_KEY: 'tooshort' })).toThrow(/DATA_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', DATA_KEY: 'a'.repeat(64) }).DATA_KEY).toHaveLength(64);
    expect(loadConfig({}).PORT).toBe(3000);
    // Mails link to the port the portal listens on unless the public address is given.
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://portal.example.com/' }).PUBLIC_URL).toBe('https://portal.example.com');
  });
});

describe('HTTP conventions', () => {
  it('serves the web app with history fallback, and JSON 404 under /api', async () => {
    const page = await t.call({ method: 'GET', url: '/user?menuItem=1', headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const asset = await t.call({ method: 'GET', url: '/assets/app-abc.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const big = await t.app.inject({ method: 'GET', url: '/assets/big-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(big.rawPayload).toString()).toBe('console.log(2);'.repeat(200));
    const api = await t.call({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: '005', data: null });
    const icon = await t.call({ method: 'GET', url: '/favicon.ico', headers: { accept: 'image/*' } });
    expect(icon.status).toBe(404);
  });

  it('answers malformed JSON with the envelope', async () => {
    const r = await t.call({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.body.code).toBe('003');
    expect(typeof r.body.msg).toBe('string');
  });

  it('publishes an OpenAPI document built from the schemas', async () => {
    const doc = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/auth/student/login', '/admin/user/getInfo', '/file/upload/uploadFiles']),
    );
    const login = doc.body.paths['/auth/student/login'].post;
    expect(JSON.stringify(login.requestBody)).toContain('LoginBody');
    expect(Object.keys(doc.body.components.schemas.LoginBodyInput.properties)).toEqual(
      expect.arrayContaining(['content', 'passWord', 'lang', 'sign', 'scholarshipType']),
    );
    expect((await t.call({ method: 'GET', url: '/api/docs/' })).status).toBe(200);
  });

  it('hides the dev outbox unless DEV_OUTBOX=1', async () => {
    const prod = await createTestApp({ DEV_OUTBOX: '0' });
    try {
      expect((await prod.call({ method: 'GET', url: '/api/dev/outbox?to=13800138000' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('keeps overlapping requests apart from a transaction that fails', async () => {
    // A register whose code check fails inside its transaction runs beside other writes.
    const { token } = await registerByPhone(t);
    const results = await Promise.all([
      t.post('/api/auth/student/register', {
        phoneNumber: '13912345678',
        passWord: 'Kite4791',
        rePassWord: 'Kite4791',
        verifyCode: '000000',
        stuUniName: 'x',
      }),
      t.post('/api/admin/user/update/studentUser', { userName: '并发' }, { token }),
      t.post('/api/auth/student/register', {
        phoneNumber: '13912345679',
        passWord: 'Kite4791',
        rePassWord: 'Kite4791',
        verifyCode: '000000',
        stuUniName: 'x',
      }),
      t.post('/api/admin/user/update/studentUser', { sex: '0' }, { token }),
    ]);
    expect(results.map((r) => r.code)).toEqual(['012', '000', '012', '000']);
    expect((await t.get('/api/admin/user/getInfo', { token })).data.user).toMatchObject({ userName: '并发', sex: '0' });
    const n = await t.database.db.execute(sql`select count(*)::int as n from users where phone_number in ('13912345678','13912345679')`);
    expect(JSON.stringify(n)).toContain('"n":0');
  });
});
