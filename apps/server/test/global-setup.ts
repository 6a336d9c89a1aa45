// Makes the run's database snapshots before the first server test file (test/snapshots.ts) and
// removes them after the last; the files learn where they are through vitest's provide/inject.
import type { TestProject } from 'vitest/node';
import { dropSnapshots, makeSnapshots, type Snapshots } from './snapshots';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshots: Snapshots;
  }
}

let made: Snapshots | undefined;

export async function setup(project: TestProject) {
  const started = Date.now();
  made = await makeSnapshots(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  project.provide('snapshots', made);
  console.log(`test databases ready in ${Date.now() - started} ms (${made.driver})`);
}

export async function teardown() {
  if (made) await dropSnapshots(made);
}
