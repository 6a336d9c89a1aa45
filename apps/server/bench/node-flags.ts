// The node flags `npm start` runs the server with (apps/server/package.json's start script), so the
// bench measures the server as it runs in production.
import fs from 'node:fs';
import path from 'node:path';

export function startFlags(serverDir: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((w) => w.startsWith('--'));
}
