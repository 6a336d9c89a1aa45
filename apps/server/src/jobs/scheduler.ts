// Every scheduled job of the server, in one place: what runs, how often, and that it runs once at
// start. Jobs are idempotent, so with several server processes each may run them; none keeps state
// in the process. On close no job starts again and a run in progress is waited for (graceful
// shutdown closes the database only after it).
import type { FastifyInstance } from 'fastify';
import { purgeCvv } from './purge-cvv';
import { purgeUnusedUploads } from './purge-uploads';
import { runDraftRetention } from './draft-retention';
import { sendDueMails } from './send-mails';
import { closeClosedAtProviders, expireDueOrders } from '../modules/payments/state';
import { checkRefunds } from '../modules/payments/refunds';
import { markEndedContracts } from './contract-terms';
import { refitAdmissionModel } from '../modules/matching/refit';

interface Job {
  name: string;
  /** How often; from the configuration when a function; 0 or less: not run at all. */
  everyMs: number | ((app: FastifyInstance) => number);
  run(app: FastifyInstance): Promise<unknown>;
}

export const JOBS: Job[] = [
  { name: 'purge-cvv', everyMs: 3600_000, run: (app) => purgeCvv(app.db) },
  { name: 'purge-unused-uploads', everyMs: 3600_000, run: (app) => purgeUnusedUploads(app.db, app.storage) },
  // Drafts untouched for two years: warned 30 days before (the bell, and a mail or else a text), then deleted with their files (issue 15).
  {
    name: 'draft-retention',
    everyMs: 3600_000,
    run: async (app) => {
      const r = await runDraftRetention(app.db, app.storage, app.config.PUBLIC_URL, new Date(), app.sms);
      if (r.smsFailed)
        app.log.warn({ smsFailed: r.smsFailed }, 'draft retention: warning texts not delivered (the notices in the portal stay)');
      return r;
    },
  },
  { name: 'send-mails', everyMs: (app) => app.config.MAIL_QUEUE_SECONDS * 1000, run: (app) => sendDueMails(app.db, app.mail, app.log) },
  // Payment orders of the contract fee open past their 2 hours: asked of their provider, then
  // expired; orders closed here (a voided contract's) closed at their provider too.
  {
    name: 'expire-payment-orders',
    everyMs: 60_000,
    run: async (app) => ({ ...(await expireDueOrders(app)), closedAtProvider: await closeClosedAtProviders(app) }),
  },
  // Refunds the provider is still processing (or whose answer was lost): asked until done or failed.
  { name: 'check-refunds', everyMs: 60_000, run: (app) => checkRefunds(app) },
  // Paid contracts whose term ended (end date before today, Beijing): the file's isSignContract '3'.
  // A day's matter, checked hourly so that it holds within the hour after Beijing midnight.
  { name: 'contract-terms', everyMs: 3600_000, run: (app) => markEndedContracts(app.db) },
  // School matching: the admission model fitted again when the cases changed (a digest is compared;
  // one process fits, the others skip), announced to every process.
  { name: 'refit-admission-model', everyMs: 60_000, run: (app) => refitAdmissionModel(app.db, app.changes) },
];

export function startScheduler(app: FastifyInstance, jobs: Job[] = JOBS): void {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const runOne = (job: Job): Promise<void> => {
    // A run still going when the next is due is not doubled.
    if (stopped || running.has(job.name)) return running.get(job.name) ?? Promise.resolve();
    const run = (async () => {
      try {
        const result = await job.run(app);
        app.log.debug({ job: job.name, result }, 'job done');
      } catch (err) {
        app.log.error({ job: job.name, err }, 'job failed');
      }
    })();
    running.set(job.name, run);
    void run.finally(() => running.delete(job.name));
    return run;
  };
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const every = typeof job.everyMs === 'function' ? job.everyMs(app) : job.everyMs;
      if (every <= 0) continue;
      await runOne(job);
      const t = setInterval(() => void runOne(job), every);
      t.unref();
      timers.push(t);
    }
  });
  app.addHook('onClose', async () => {
    stopped = true;
    timers.forEach(clearInterval);
    if (running.size) app.log.info({ jobs: running.size }, 'waiting for running jobs');
    await Promise.all(running.values());
  });
}
