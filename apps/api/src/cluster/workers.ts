// API workers (#26): with a PostgreSQL server (DATABASE_URL) `npm start` runs API_WORKERS processes
// (default: the number of cores) that share the one port through node:cluster; the primary only
// starts them, replaces one that dies and passes a stop on. What a worker needs of another lives in
// PostgreSQL: sessions and kept answers' versions (NOTIFY aafiya_data), throttle counters, the mail
// outbox, push subscriptions, notifications (NOTIFY aafiya_notifications), the reminders' claims.
// With the embedded database (PGlite) there is one process: PGlite is a database inside that
// process, which no other process can open (main.ts says so at start).
import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';

/** A worker's number (1 to API_WORKERS), in its environment; a replacement keeps the number of the one it replaces. */
export const WORKER_ENV = 'AAFIYA_WORKER';

/** This process's worker number; undefined when it is the only API process. */
export function workerNumber(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = Number(env[WORKER_ENV]);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** A worker that ends within this long of its start counts as failing to start: the next try waits longer. */
const EARLY_DEATH_MS = 10_000;
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * The primary process: starts worker 1, which migrates the database and on a first start makes the
 * demo data, then the others once it listens (so no two migrate or seed at once); replaces a worker
 * that ends at once (after 1, 2, 4 … up to 30 s when it keeps ending within 10 s of its start, as
 * when the database cannot be reached), and logs it. SIGINT or SIGTERM stops every worker, each
 * finishing its requests, then the primary.
 */
export function runPrimary(config: Config, log: (line: string) => void = console.log): void {
  const count = config.apiWorkers;
  const numbers = new Map<number, { number: number; startedAt: number }>();
  const failures = new Map<number, number>();
  let stopping = false;
  let othersStarted = false;

  const fork = (number: number): Worker => {
    const worker = cluster.fork({ [WORKER_ENV]: String(number) });
    numbers.set(worker.id, { number, startedAt: Date.now() });
    worker.once('listening', () => {
      failures.delete(number);
      // The others once a worker 1 listens: the first, or its replacement when the first died starting.
      if (number === 1 && !othersStarted) {
        othersStarted = true;
        for (let other = 2; other <= count; other++) fork(other);
      }
    });
    return worker;
  };

  log(
    `[api] primary ${process.pid}: ${count} API worker${count === 1 ? '' : 's'} on port ${config.port} (API_WORKERS)`,
  );
  fork(1);

  cluster.on('exit', (worker, code, signal) => {
    const started = numbers.get(worker.id);
    numbers.delete(worker.id);
    if (stopping) {
      if (numbers.size === 0) process.exit(0);
      return;
    }
    const number = started?.number ?? 1;
    const early = started !== undefined && Date.now() - started.startedAt < EARLY_DEATH_MS;
    const tries = early ? (failures.get(number) ?? 0) + 1 : 0;
    failures.set(number, tries);
    const delay = tries === 0 ? 0 : Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** (tries - 1));
    const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
    log(
      `[api] worker ${number} (pid ${worker.process.pid}) ${how}; starting another${delay ? ` in ${delay / 1000} s` : ''}`,
    );
    setTimeout(() => {
      if (!stopping) fork(number);
    }, delay);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (numbers.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // A worker that does not finish within 10 s is not waited for.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
