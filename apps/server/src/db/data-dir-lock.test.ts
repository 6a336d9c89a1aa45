// One process per embedded PGlite directory: a second open (in this process or another) is refused
// with a message naming the directory; a lock left by a dead process is taken over; close releases.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { DataDirLockedError, lockDataDir, lockPathFor } from './data-dir-lock';
import { serverEnv, startServer } from '../../test/server-process';

const dirs: string[] = [];
const open: Database[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) await d.close().catch(() => undefined);
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(d);
  return d;
};

/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout.trim();

describe('the PGlite data directory lock', () => {
  it('a second open of the same directory is refused, naming it; after close it opens again', async () => {
    const dir = path.join(tmp(), 'pglite');
    const first = await openDatabase({ dataDir: dir });
    open.push(first);
    await first.db.execute(sql`CREATE TABLE t (x int)`);
    expect(JSON.parse(fs.readFileSync(lockPathFor(dir), 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname() });

    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`The database directory ${dir} is in use by another server process (pid ${process.pid}`);

    await first.close();
    open.length = 0;
    expect(fs.existsSync(lockPathFor(dir))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    open.push(again);
    await again.db.execute(sql`INSERT INTO t VALUES (1)`);
  }, 30_000);

  it('a lock left by a process that died is taken over', () => {
    const dir = path.join(tmp(), 'pglite');
    fs.writeFileSync(lockPathFor(dir), JSON.stringify({ pid: Number(deadPid()), host: os.hostname(), since: new Date().toISOString() }));
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockPathFor(dir), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockPathFor(dir))).toBe(false);
  });

  it('a lock of a live process, of another machine, or half written is respected', () => {
    const dir = path.join(tmp(), 'data');
    const write = (v: object | string) => fs.writeFileSync(lockPathFor(dir), typeof v === 'string' ? v : JSON.stringify(v));
    const since = new Date().toISOString();
    // The parent of this process is alive.
    write({ pid: process.ppid, host: os.hostname(), since });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    write({ pid: Number(deadPid()), host: 'another-machine', since });
    expect(() => lockDataDir(dir)).toThrow(/another server process \(pid \d+ on another-machine/);
    write('');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    // Our own pid in a lock this process did not take: left by an earlier life of the same pid (a container).
    write({ pid: process.pid, host: os.hostname(), since });
    const release = lockDataDir(dir);
    release();
    expect(fs.existsSync(lockPathFor(dir))).toBe(false);
  });

  it('a second server process on the same directory refuses to start with a clear message', async () => {
    const dataDir = tmp();
    // Held by this process (as by a running server); the second one stops before opening anything.
    const release = lockDataDir(path.join(dataDir, 'pglite'));
    const start = startServer(serverEnv(dataDir), 30_000);
    const err = await start.then(
      () => null,
      (e: Error) => e,
    );
    expect(err?.message).toMatch(/exited \(1\) before listening/);
    expect(err?.message).toContain(
      `The database directory ${path.join(dataDir, 'pglite')} is in use by another server process (pid ${process.pid}`,
    );
    // The refused process left the holder's lock alone.
    expect(JSON.parse(fs.readFileSync(lockPathFor(path.join(dataDir, 'pglite')), 'utf8')).pid).toBe(process.pid);
    release();
  }, 60_000);
});
