// kill -9 during step saves: a server process receiving wizard saves from several writers is
// killed with SIGKILL (three times over about 1,000 saves, the last time right after an answer);
// after each restart every save that was answered '000' is there. Runs on the database of the run:
// PGlite (its directory, crash recovery at the next open, the lock of the dead process taken
// over) or PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { TEST_DB, databaseForProcess } from './helpers';
import { client, registerStudent, serverEnv, startServer, stepOne, tempDir, type ServerProcess } from './server-process';

const WRITERS = 8;
const TOTAL = 1000;

interface File {
  n: number;
  stuId: number;
  /** The last save answered '000': its version and remark. */
  acked: { version: number; remarks: string };
  /** A save sent and not answered (the process died under it): it may or may not be there. */
  pending?: string;
}

describe(`kill -9 during step saves (${TEST_DB})`, () => {
  let dir: string;
  let db: Awaited<ReturnType<typeof databaseForProcess>>;
  let env: Record<string, string>;
  let srv: ServerProcess;
  let token: string;
  const files: File[] = [];
  let acknowledged = 0;

  beforeAll(async () => {
    dir = tempDir('portal-kill-');
    db = await databaseForProcess(dir);
    env = serverEnv(dir, db.env);
    srv = await startServer(env);
    const c = client(srv.url);
    token = await registerStudent(c);
    for (let i = 0; i < WRITERS; i++) {
      const r = await c.post('/api/clerk/web/stu/add', stepOne(i, `file ${i} created`), token);
      expect(r.code, r.msg).toBe('000');
      files.push({ n: i, stuId: r.data.stuId, acked: { version: r.data.version, remarks: `file ${i} created` } });
    }
  }, 90_000);

  afterAll(async () => {
    await srv?.stop('SIGKILL');
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Every writer saves its own file until `until` saves in all were answered; then the process is
   * killed at once, while the other writers' saves are in flight. Answers how many were answered '000'.
   */
  async function saveThenKill(until: number): Promise<number> {
    const c = client(srv.url);
    const before = acknowledged;
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      srv.child.kill('SIGKILL');
    };
    await Promise.all(
      files.map(async (f) => {
        for (let k = 0; !killed; k++) {
          const remarks = `file ${f.n} save ${acknowledged}.${k}`;
          f.pending = remarks;
          const body = { id: f.stuId, stuId: f.stuId, version: f.acked.version, ...stepOne(f.n, remarks) };
          const r = await c.post('/api/clerk/web/stu/update', body, token).catch(() => null);
          if (!r) return; // the process is gone
          expect(r.code, r.msg).toBe('000');
          f.acked = { version: r.data.version, remarks };
          f.pending = undefined;
          acknowledged += 1;
          if (acknowledged >= until) kill();
        }
      }),
    );
    await srv.exited;
    return acknowledged - before;
  }

  /** Restart on the same database and check every file against its last answered save. */
  async function restartAndCheck() {
    srv = await startServer(env);
    const c = client(srv.url);
    const lost: string[] = [];
    for (const f of files) {
      const r = await c.post('/api/clerk/web/stu/info', { id: f.stuId }, token);
      expect(r.code, r.msg).toBe('000');
      const { version, remarks } = r.data as { version: number; remarks: string };
      // The answered save, or the one after it that was applied but whose answer never arrived.
      if (version === f.acked.version && remarks === f.acked.remarks) continue;
      if (version === f.acked.version + 1 && f.pending !== undefined && remarks === f.pending) {
        f.acked = { version, remarks };
        continue;
      }
      lost.push(`file ${f.n}: answered version ${f.acked.version} "${f.acked.remarks}", found version ${version} "${remarks}"`);
    }
    for (const f of files) f.pending = undefined;
    return lost;
  }

  it(`every answered save of ${TOTAL} survives SIGKILL (killed 3 times)`, async () => {
    const started = Date.now();
    const rounds: string[] = [];
    for (const until of [Math.round(TOTAL * 0.35), Math.round(TOTAL * 0.7), TOTAL]) {
      const t0 = Date.now();
      const saved = await saveThenKill(until);
      const t1 = Date.now();
      const lost = await restartAndCheck();
      rounds.push(`${saved} saves in ${t1 - t0} ms, killed, restarted and checked in ${Date.now() - t1} ms`);
      expect(lost).toEqual([]);
    }
    console.log(`${TEST_DB}: ${acknowledged} answered saves, 0 lost, ${Date.now() - started} ms\n  ${rounds.join('\n  ')}`);
    expect(acknowledged).toBeGreaterThanOrEqual(TOTAL);
    expect(await srv.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 240_000);
});
