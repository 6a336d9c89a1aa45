// Every scheduled job of the server, in one place: what runs, how often, and that it runs once at
// start. Jobs are idempotent, so with several server processes each may run them; none keeps state
// in the process.
import type { FastifyInstance } from 'fastify';
import { purgeCvv } from './purge-cvv';
import { purgeUnusedUploads } from './purge-uploads';

interface Job {
  name: string;
  everyMs: number;
  run(app: FastifyInstance): Promise<unknown>;
}

export const JOBS: Job[] = [
  { name: 'purge-cvv', everyMs: 3600_000, run: (app) => purgeCvv(app.db) },
  { name: 'purge-unused-uploads', everyMs: 3600_000, run: (app) => purgeUnusedUploads(app.db, app.storage) },
];

export function startScheduler(app: FastifyInstance, jobs: Job[] = JOBS): void {
  const timers: NodeJS.Timeout[] = [];
  const runOne = async (job: Job) => {
    try {
      const result = await job.run(app);
      app.log.debug({ job: job.name, result }, 'job done');
    } catch (err) {
      app.log.error({ job: job.name, err }, 'job failed');
    }
  };
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      await runOne(job);
      const t = setInterval(() => void runOne(job), job.everyMs);
      t.unref();
      timers.push(t);
    }
  });
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}
