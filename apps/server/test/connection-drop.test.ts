// PostgreSQL drops the server's connections under traffic (pg_terminate_backend, as a restart or a
// failover does; then refuses new ones for a while): the server process stays up, reads are tried
// again, failed writes get the clear 503 answer, and it serves reads and writes again within 5 s
// of the database being back. The server runs as a child process, as in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import pg from 'pg';
import { CODES } from '@portal/shared';
import { TEST_DB, databaseForProcess } from './helpers';
import { client, registerStudent, serverEnv, startServer, stepOne, tempDir, type Client, type ServerProcess } from './server-process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(TEST_DB !== 'postgres')('PostgreSQL drops the connections under traffic', () => {
  let dir: string;
  let db: Awaited<ReturnType<typeof databaseForProcess>>;
  let srv: ServerProcess;
  let c: Client;
  let admin: pg.Client;
  let dbName: string;
  let token: string;
  const files: { n: number; stuId: number; version: number }[] = [];
  /** The file that only the recovery probe saves (the writers each save their own). */
  let probeFile: { n: number; stuId: number; version: number };

  beforeAll(async () => {
    dir = tempDir();
    db = await databaseForProcess(dir);
    dbName = new URL(db.url!).pathname.slice(1);
    srv = await startServer(serverEnv(dir, db.env));
    c = client(srv.url);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test' });
    await admin.connect();
    token = await registerStudent(c);
    for (let i = 0; i < 7; i++) {
      const r = await c.post('/api/clerk/web/stu/add', stepOne(i, `file ${i}`), token);
      expect(r.code, r.msg).toBe('000');
      files.push({ n: i, stuId: r.data.stuId, version: r.data.version });
    }
    probeFile = files.pop()!;
  }, 90_000);

  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
    await srv?.stop('SIGKILL');
    await admin?.end();
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Ends every connection of the server's database; answers how many there were. */
  const terminate = async () =>
    (
      await admin.query<{ n: number }>(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [dbName],
      )
    ).rows[0].n;

  const read = (i: number) =>
    i % 2
      ? c.post('/api/admin/dict/types', { dictType: ['country', 'sex'] })
      : c.post('/api/clerk/web/stu/info', { id: files[i % files.length].stuId }, token);

  async function save(f: { n: number; stuId: number; version: number }, remarks: string) {
    const body = { id: f.stuId, stuId: f.stuId, version: f.version, ...stepOne(f.n, remarks) };
    const r = await c.post('/api/clerk/web/stu/update', body, token);
    if (r.code === '000') f.version = r.data.version;
    else {
      // A failed save may still have been applied: continue from what is stored.
      const cur = await c.post('/api/clerk/web/stu/info', { id: f.stuId }, token).catch(() => null);
      if (cur?.code === '000') f.version = cur.data.version;
    }
    return r;
  }

  /** Reads and step saves from several callers until stopped, counting the answers by code. */
  function traffic() {
    const reads = new Map<string, number>();
    const writes = new Map<string, number>();
    const count = (m: Map<string, number>, code: string) => m.set(code, (m.get(code) ?? 0) + 1);
    let stopped = false;
    const loops = [
      ...files.map(async (f, w) => {
        for (let n = 0; !stopped; n++) {
          const r = await save(f, `writer ${w} save ${n}`).catch((e: Error) => ({ code: `network: ${e.message}` }));
          count(writes, r.code);
          if (r.code !== CODES.OK) await sleep(20);
        }
      }),
      ...[0, 1, 2, 3].map(async (k) => {
        for (let n = 0; !stopped; n++) {
          const r = await read(k + n).catch((e: Error) => ({ code: `network: ${e.message}` }));
          count(reads, r.code);
          if (r.code !== CODES.OK) await sleep(20);
        }
      }),
    ];
    return {
      reads,
      writes,
      async stop() {
        stopped = true;
        await Promise.all(loops);
      },
    };
  }

  /** Milliseconds until one read and one save both succeed again (at most 10 s). */
  async function untilServing(since: number) {
    const f = probeFile;
    for (;;) {
      const t0 = Date.now();
      const [r, w] = await Promise.all([read(1), save(f, `probe ${Date.now()}`)]);
      if (process.env.DEBUG_PROBE) console.log('probe', Date.now() - since, Date.now() - t0, r.code, w.code, w.msg);
      if (r.code === '000' && w.code === '000') return Date.now() - since;
      if (Date.now() - since > 10_000) throw new Error(`not serving after 10 s: read ${r.code}, save ${w.code}`);
      await sleep(50);
    }
  }

  it('terminated backends: the process stays up and serves again at once', async () => {
    const load = traffic();
    await sleep(1000);
    let killed = 0;
    for (let round = 0; round < 3; round++) {
      killed += await terminate();
      await sleep(300);
    }
    const last = Date.now();
    const recovered = await untilServing(last);
    await sleep(500);
    await load.stop();
    console.log(
      `terminated ${killed} connections in 3 rounds; serving again ${recovered} ms after the last; reads`,
      load.reads,
      'writes',
      load.writes,
    );

    expect(killed).toBeGreaterThan(0);
    expect(srv.running()).toBe(true);
    expect(recovered).toBeLessThan(5000);
    // Every answer is a success, the clear "database unavailable" answer, or (a save after a lost
    // answer whose write had been applied) the stale-version answer; nothing else, no dropped connection.
    const allowed = new Set<string>([CODES.OK, CODES.DB_UNAVAILABLE, CODES.STALE_VERSION]);
    expect([...load.writes.keys()].filter((k) => !allowed.has(k))).toEqual([]);
    expect([...load.reads.keys()].filter((k) => k !== CODES.OK && k !== CODES.DB_UNAVAILABLE)).toEqual([]);
    expect(load.writes.get(CODES.OK) ?? 0).toBeGreaterThan(10);
    // Reads are tried again on a new connection: nearly all of them succeed.
    const readFailures = load.reads.get(CODES.DB_UNAVAILABLE) ?? 0;
    expect(readFailures).toBeLessThanOrEqual(Math.max(3, (load.reads.get(CODES.OK) ?? 0) / 50));
    expect(srv.lines.some((l) => l.includes('database connection lost'))).toBe(true);
  }, 60_000);

  it('the database refuses connections for 2 s: clear answers meanwhile, serving within 5 s of its return', async () => {
    const load = traffic();
    await sleep(500);
    await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS false`);
    await terminate();
    await sleep(500);
    // While it is away: answered quickly with the clear code, not held.
    const started = Date.now();
    const during = await c.post('/api/admin/dict/types', { dictType: ['country'] });
    expect(during.code).toBe(CODES.DB_UNAVAILABLE);
    expect(during.status).toBe(503);
    expect(during.msg).toMatch(/数据库/);
    expect(Date.now() - started).toBeLessThan(5000);
    await sleep(1500);
    await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`);
    const back = Date.now();
    const recovered = await untilServing(back);
    await load.stop();
    console.log(
      `database refused connections for 2 s; serving again ${recovered} ms after its return; reads`,
      load.reads,
      'writes',
      load.writes,
    );
    expect(srv.running()).toBe(true);
    expect(recovered).toBeLessThan(5000);
  }, 60_000);

  it('stops cleanly after all that (SIGTERM, exit code 0)', async () => {
    const r = await c.post('/api/admin/dict/types', { dictType: ['country'] });
    expect(r.code).toBe('000');
    const exit = await srv.stop('SIGTERM');
    expect(exit, srv.lines.slice(-15).join('\n')).toEqual({ code: 0, signal: null });
  }, 30_000);
});
