import { defineConfig } from 'vitest/config';

// Four projects: shared rules, lint tools, web helpers, server integration (PGlite by default; TEST_DB=postgres
// runs the same tests against the PostgreSQL server of DATABASE_URL_TEST).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tools', include: ['tools/**/*.test.mjs'], environment: 'node' } },
      // Component tests render antd forms: on a loaded 2-core machine one can take several seconds.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 20_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
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
