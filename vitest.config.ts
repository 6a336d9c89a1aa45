import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The test files under `dir` whose text matches `marker`, as paths from the repository's root. */
const marked = (dir: string, marker: RegExp) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .filter((f) => marker.test(fs.readFileSync(f, 'utf8')));

// Web tests share their modules between files (isolate: false; importing antd and React again for
// every file was half of their time), except files that replace modules (vi.mock) or hold module
// state on purpose (a `vitest-isolate` comment): those run isolated, in a project of their own.
const isolatedWebTests = marked('apps/web/src', /vi\.(mock|doMock)\(|vitest-isolate/);

// Server tests that open no database (a `vitest-no-db` comment) run once, with the unit tests: the
// server project runs twice in CI (PGlite, then PostgreSQL), and these would answer the same twice.
const noDbServerTests = ['apps/server/src', 'apps/server/test'].flatMap((dir) => marked(dir, /vitest-no-db/));

// Projects: shared rules, lint tools, web helpers, server rules without a database, server integration (PGlite by default; TEST_DB=postgres
// runs the same tests against the PostgreSQL server of DATABASE_URL_TEST).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tools', include: ['tools/**/*.test.mjs'], environment: 'node' } },
      // Component tests render antd forms: on a loaded 2-core machine one can take several seconds.
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: isolatedWebTests,
          environment: 'node',
          testTimeout: 20_000,
          isolate: false,
        },
      },
      { test: { name: 'web-isolated', include: isolatedWebTests, environment: 'node', testTimeout: 20_000 } },
      { test: { name: 'server-unit', include: noDbServerTests, environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: noDbServerTests,
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          isolate: false,
          maxWorkers: 2,
        },
      },
    ],
  },
});
