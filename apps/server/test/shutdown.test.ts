// Graceful shutdown of the server process: after SIGTERM it takes no new connections, a step save
// whose body is still arriving completes and is stored, and the process exits 0 with its database
// closed (PGlite: the directory lock released).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { lockPathFor } from '../src/db/data-dir-lock';
import { rows } from '../src/lib/sql';
import { TEST_DB, databaseForProcess } from './helpers';
import { client, registerStudent, serverEnv, startServer, stepOne, tempDir, type ServerProcess } from './server-process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`graceful shutdown (${TEST_DB})`, () => {
  let dir: string;
  let db: Awaited<ReturnType<typeof databaseForProcess>>;
  let srv: ServerProcess;

  beforeAll(async () => {
    dir = tempDir('portal-stop-');
    db = await databaseForProcess(dir);
    srv = await startServer(serverEnv(dir, db.env));
  }, 90_000);

  afterAll(async () => {
    await srv?.stop('SIGKILL');
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a save in flight at SIGTERM completes and is stored; new connections are refused; exit 0', async () => {
    const c = client(srv.url);
    const token = await registerStudent(c);
    const created = await c.post('/api/clerk/web/stu/add', stepOne(0, 'before the shutdown'), token);
    expect(created.code).toBe('000');
    const stuId = created.data.stuId as number;

    // A save whose body arrives in two parts, 1.5 s apart, with SIGTERM in between.
    const body = Buffer.from(
      JSON.stringify({ id: stuId, stuId, version: created.data.version, ...stepOne(0, 'saved during the shutdown') }),
    );
    const { hostname, port } = new URL(srv.url);
    const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = http.request(
        {
          host: hostname,
          port,
          method: 'POST',
          path: '/api/clerk/web/stu/update',
          headers: { 'content-type': 'application/json', 'content-length': body.length, token, connection: 'keep-alive' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 40));
      setTimeout(() => req.end(body.subarray(40)), 1500);
    });
    await sleep(300);
    const signalled = Date.now();
    srv.child.kill('SIGTERM');
    await sleep(500);
    // Not listening any more: a new connection is refused.
    await expect(fetch(`${srv.url}/api/health`, { signal: AbortSignal.timeout(3000) })).rejects.toThrow();
    expect(srv.running()).toBe(true);

    const r = await answer;
    expect(r.status).toBe(200);
    expect(r.body.code).toBe('000');
    const exit = await srv.exited;
    expect(exit, srv.lines.slice(-8).join('\n')).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const messages = srv.lines.map((l) => (JSON.parse(l) as { msg?: string }).msg);
    expect(messages).toEqual(expect.arrayContaining(['shutting down: finishing requests in flight', 'shut down']));

    // The save is in the database, which was closed properly (PGlite: its lock is gone).
    if (TEST_DB === 'pglite') expect(fs.existsSync(lockPathFor(path.join(dir, 'pglite')))).toBe(false);
    const database = await openDatabase(db.url ? { databaseUrl: db.url } : { dataDir: path.join(dir, 'pglite') });
    try {
      const [row] = await rows<{ remarks: string }>(database.db, sql`SELECT remarks FROM students WHERE id = ${stuId}`);
      expect(row.remarks).toBe('saved during the shutdown');
    } finally {
      await database.close();
    }
  }, 60_000);
});
