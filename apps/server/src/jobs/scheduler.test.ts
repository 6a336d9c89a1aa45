// vitest-no-db: runs once, with the unit tests (it opens no database).
// The scheduler on close: no job starts again, and a run in progress is waited for before the
// app's close returns (the database is closed only after it).
import { expect, it } from 'vitest';
import Fastify from 'fastify';
import { startScheduler } from './scheduler';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('a job is not doubled while it runs; close waits for the running one and starts no other', async () => {
  const app = Fastify({ logger: false });
  const events: string[] = [];
  let runs = 0;
  startScheduler(app as never, [
    {
      name: 'slow',
      everyMs: 30,
      async run() {
        const n = ++runs;
        events.push(`start ${n}`);
        await sleep(n === 1 ? 0 : 250);
        events.push(`end ${n}`);
      },
    },
  ]);
  await app.ready(); // the first run, at start, is done before ready
  expect(events).toEqual(['start 1', 'end 1']);
  while (runs < 2) await sleep(5); // the second run is in progress
  await sleep(100); // due three times more meanwhile: not started again
  expect(runs).toBe(2);
  await app.close();
  events.push('closed');
  const after = runs;
  await sleep(150);
  expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'closed']);
  expect(runs).toBe(after);
});
