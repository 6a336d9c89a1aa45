// The node flags `npm start` runs the server with (this package's start script), for whatever else
// starts the built server (the bench, the browser tests' portals), so it runs as in production.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json');

/** @returns {string[]} */
export function startFlags() {
  return JSON.parse(fs.readFileSync(pkg, 'utf8'))
    .scripts.start.split(/\s+/)
    .filter((/** @type {string} */ w) => w.startsWith('--'));
}
