// vitest-no-db: runs once, with the unit tests (it opens no database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restrictTree } from './private-dir';

describe('restrictTree', () => {
  it('takes group and other rights away from files and folders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-perm-'));
    fs.mkdirSync(path.join(dir, 'pglite', 'base'), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'pglite', 'base', 'table'), 'x', { mode: 0o666 });
    fs.chmodSync(path.join(dir, 'pglite', 'base', 'table'), 0o666);
    expect(restrictTree(dir)).toBeGreaterThan(0);
    const mode = (p: string) => (fs.statSync(path.join(dir, p)).mode & 0o777).toString(8);
    expect(mode('pglite/base/table')).toBe('600');
    expect(mode('pglite/base')).toBe('700');
    expect(mode('.')).toBe('700');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
