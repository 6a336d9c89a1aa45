import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import boundaries, { relativeSpecifiers } from './boundaries.mjs';

let dir;
const write = (rel, text) => {
  const p = path.join(dir, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  write('src/features/a/x.ts', "import { y } from '../b/y';\nexport const x = y;\n");
  write('src/features/a/own.ts', "import { x } from './x';\nexport const own = x;\n");
  write('src/features/b/y.ts', 'export const y = 1;\n');
  write('src/components/c.tsx', "export const c = () => import('../features/a/x');\n");
  write('src/lib/l.ts', "import type { Z } from '../lib/z';\nexport type L = Z;\n");
  write('src/lib/z.ts', "import type { L } from './l';\nexport type Z = L | 1;\n");
  write('src/lib/free.ts', "import { y } from '../lib/z';\n// import { no } from './l';\nexport const free = y;\n");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function lint() {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { boundaries },
        rules: {
          'boundaries/zones': [
            'error',
            {
              zones: [
                { target: 'src/features/a', from: 'src/features', except: ['./a'], message: 'Features do not import each other.' },
                { target: 'src/components', from: 'src/features', message: 'components/ imports no feature.' },
              ],
            },
          ],
          'boundaries/no-cycle': ['error', { root: 'src' }],
        },
      },
    ],
  });
  const results = await eslint.lintFiles(['src/**/*.{ts,tsx}']);
  return Object.fromEntries(results.map((r) => [path.relative(dir, r.filePath), r.messages.map((m) => m.message)]));
}

describe('the boundary rules', () => {
  it('refuse a feature importing another feature and a component importing a feature, even through import()', async () => {
    const found = await lint();
    expect(found['src/features/a/x.ts']).toEqual([expect.stringMatching(/crosses a boundary\. Features do not import each other/)]);
    expect(found['src/components/c.tsx']).toEqual([expect.stringMatching(/components\/ imports no feature/)]);
    expect(found['src/features/a/own.ts']).toEqual([]);
  });

  it('refuse an import cycle, type imports included, and name its path', async () => {
    const found = await lint();
    expect(found['src/lib/l.ts']).toEqual([expect.stringMatching(/cycle: lib\/l\.ts → lib\/z\.ts → lib\/l\.ts/)]);
    expect(found['src/lib/z.ts']).toEqual([expect.stringMatching(/cycle: lib\/z\.ts → lib\/l\.ts → lib\/z\.ts/)]);
    expect(found['src/lib/free.ts']).toEqual([]);
  });

  it('read imports, re-exports and import() but not commented-out lines', () => {
    const text =
      "import a from './a';\nexport * from './b';\nconst c = import('./c');\nimport './d.css';\n// import e from './e';\n/* import f from './f' */\nimport g from 'pkg';";
    expect(relativeSpecifiers(text).sort()).toEqual(['./a', './b', './c', './d.css']);
  });
});
