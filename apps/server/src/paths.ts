// Where the server's files are, whether it runs from its TypeScript sources (src/, through tsx) or
// from the built bundle (dist/server.js): the package folder is found by walking up to its
// package.json, so migrations, assets and the repository's data folder resolve the same in both.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function packageRoot(from: string): string {
  let dir = from;
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string }).name === '@portal/server') return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`the @portal/server package folder was not found above ${from}`);
    dir = up;
  }
}

export const SERVER_ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
