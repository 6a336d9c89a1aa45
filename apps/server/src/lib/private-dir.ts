// The data folder (embedded database, uploads) is readable and writable by the server's own user
// only: a new file is created without group and other rights (umask 077), and what an earlier
// start left more open is narrowed once at start.
import fs from 'node:fs';
import path from 'node:path';

/** Take group and other rights away from everything under `dir` that this process owns. */
export function restrictTree(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  const uid = process.getuid?.();
  let changed = 0;
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if ((uid === undefined || st.uid === uid) && st.mode & 0o077) {
      fs.chmodSync(p, st.mode & 0o700);
      changed++;
    }
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
  };
  walk(dir);
  return changed;
}
