// Several server processes on one port (npm run start:cluster): the primary starts WEB_CONCURRENCY
// workers (default: one per core), each a full server, and starts a worker again when one dies.
// Everything a second process needs is shared through PostgreSQL (sessions, view counts, change
// notices) and Redis where REDIS_URL is set (rate limits), so this needs DATABASE_URL: embedded
// PGlite is one process only. SIGTERM/SIGINT stop every worker gracefully.
import cluster from 'node:cluster';
import os from 'node:os';

if (cluster.isPrimary) {
  if (!process.env.DATABASE_URL) {
    process.stderr.write('start:cluster needs DATABASE_URL (PostgreSQL): embedded PGlite serves one process only; use npm start for it.\n');
    process.exit(1);
  }
  const wanted = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());
  const count = Number.isInteger(wanted) && wanted > 0 ? Math.min(wanted, 64) : os.availableParallelism();
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    process.stderr.write(`worker ${worker.process.pid} ended (${signal ?? code}); starting another\n`);
    setTimeout(fork, 500);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));
} else {
  await import('./server');
}
