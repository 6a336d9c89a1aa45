// One process per embedded database directory. PGlite does not lock its data directory: two
// server processes on one directory both run, each with its own cache of the same files, and
// writes are lost. The lock is a file beside the directory (so that dumps and copies of the
// directory never carry it), created with O_EXCL, holding the owner's pid, host and start time.
// A lock whose process is gone (killed, machine restarted) is taken over; a live one stops the start.
import fs from 'node:fs';
import os from 'node:os';

export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly holder: LockInfo | null,
  ) {
    super(
      `The database directory ${dataDir} is in use by another server process` +
        (holder ? ` (pid ${holder.pid} on ${holder.host}, since ${holder.since})` : '') +
        '. Embedded PGlite allows one process per directory: stop the other process, or set DATABASE_URL to use PostgreSQL for several processes.',
    );
  }
}

interface LockInfo {
  pid: number;
  host: string;
  since: string;
}

/** Lock files this process holds (path → its content): a pid equal to ours is ours only if listed. */
const held = new Map<string, string>();

export const lockPathFor = (dataDir: string) => `${dataDir.replace(/[/\\]+$/, '')}.lock`;

function parse(text: string): LockInfo | null {
  try {
    const v = JSON.parse(text) as Partial<LockInfo>;
    return typeof v.pid === 'number' && typeof v.host === 'string' ? { pid: v.pid, host: v.host, since: String(v.since ?? '') } : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists under another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote this lock is certainly gone. */
function isStale(file: string, text: string): boolean {
  const info = parse(text);
  if (!info) {
    // Unreadable or half-written: stale only once it is old enough that its writer cannot be mid-write.
    const age = Date.now() - fs.statSync(file).mtimeMs;
    return age > 10_000;
  }
  // Another machine (a shared disk): its processes cannot be checked from here.
  if (info.host !== os.hostname()) return false;
  // Written before this machine started: the process is gone even if its pid was reused.
  const bootedAt = Date.now() - os.uptime() * 1000;
  if (Date.parse(info.since) < bootedAt - 60_000) return true;
  // Our own pid: ours only if this process took it (a container restarts with the same pid).
  if (info.pid === process.pid) return !held.has(file);
  return !alive(info.pid);
}

/**
 * Take the lock of a data directory, or throw DataDirLockedError naming the directory and the
 * holder. Answers the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockPathFor(dataDir);
  const content = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL, 0o600);
      try {
        fs.writeSync(fd, content);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      held.set(file, content);
      return () => releaseDataDir(dataDir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let existing: string;
    try {
      existing = fs.readFileSync(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile
      throw e;
    }
    if (!isStale(file, existing)) throw new DataDirLockedError(dataDir, parse(existing));
    // Take the stale lock over by moving it aside: of several processes doing the same at once,
    // one moves it; if what was moved is not the stale lock read above, another process took it
    // over in between: its lock is put back and this start stops.
    const aside = `${file}.stale-${process.pid}-${Date.now()}`;
    try {
      fs.renameSync(file, aside);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw e;
    }
    const moved = fs.readFileSync(aside, 'utf8');
    if (moved !== existing) {
      try {
        fs.linkSync(aside, file);
      } catch {
        /* a third process holds it now */
      }
      fs.rmSync(aside, { force: true });
      throw new DataDirLockedError(dataDir, parse(moved));
    }
    fs.rmSync(aside, { force: true });
  }
  throw new DataDirLockedError(dataDir, null);
}

/** Remove the lock if this process holds it (a lock taken over by another process is left alone). */
export function releaseDataDir(dataDir: string): void {
  const file = lockPathFor(dataDir);
  const mine = held.get(file);
  if (mine === undefined) return;
  held.delete(file);
  try {
    if (fs.readFileSync(file, 'utf8') === mine) fs.rmSync(file, { force: true });
  } catch {
    /* already gone */
  }
}

// A process that exits without closing its database (an error at start, process.exit) leaves no lock behind.
process.once('exit', () => {
  for (const file of [...held.keys()]) releaseDataDir(file.slice(0, -'.lock'.length));
});
