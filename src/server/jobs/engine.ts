import { PgBoss, fromPglite, type Queue } from 'pg-boss';
import type { JobConnection } from '../db/client.ts';
import type { Logger } from '../logger.ts';

/**
 * The background job engine: pg-boss in the app process (docs/decisions/0006). Jobs live in the
 * app's own database (schema `pgboss`), so they survive restarts; a job is fetched by one worker
 * (SKIP LOCKED) however many instances run; a failed job is retried with exponential back-off;
 * each cron schedule makes one job per slot across all instances.
 */

export interface JobDefinition {
  name: string;
  /** Five-field cron, evaluated in UTC; the handlers decide per family's time zone themselves. */
  cron?: string;
  /** Retries and their back-off (pg-boss queue options). */
  queue: Omit<Queue, 'name'>;
  handler: () => Promise<unknown>;
}

export interface JobEngine {
  /** Queues a job now (in addition to its schedule); null when an equal job is already queued. */
  run(name: string): Promise<string | null>;
  /** Stops fetching, waits for running jobs (up to the timeout), releases the connection. */
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

const SCHEMA = 'pgboss';
const STOP_TIMEOUT_MS = 20_000;

function connect(connection: JobConnection) {
  return connection.kind === 'pglite'
    ? { db: fromPglite(connection.client), backend: 'pglite' as const }
    : // Its own small pool: jobs never take the connections requests need.
      { connectionString: connection.url, max: 3 };
}

export async function startJobEngine(deps: {
  connection: JobConnection;
  jobs: readonly JobDefinition[];
  logger: Logger;
  /** How often idle workers look for work (seconds; tests use less). */
  pollingIntervalSeconds?: number;
}): Promise<JobEngine> {
  const { logger } = deps;
  const boss = new PgBoss({
    ...connect(deps.connection),
    schema: SCHEMA,
    application_name: 'celujacy-jobs',
  });
  boss.on('error', (err: Error) => logger.error('job engine error', { error: err.message }));
  await boss.start();
  try {
    await registerJobs(boss, deps);
  } catch (err) {
    await boss.stop({ graceful: false, close: true }).catch(() => {});
    throw err;
  }
  return {
    boss,
    run: (name) => boss.send(name, {}),
    stop: () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true }),
  };
}

/** Creates each job's queue (retry options follow the code), its schedule and its worker. */
async function registerJobs(
  boss: PgBoss,
  deps: { jobs: readonly JobDefinition[]; logger: Logger; pollingIntervalSeconds?: number },
) {
  const { logger } = deps;
  for (const job of deps.jobs) {
    await boss.createQueue(job.name, job.queue);
    // An existing queue keeps its policy; its retry options follow the code.
    const { policy: _policy, ...options } = job.queue;
    if (Object.keys(options).length > 0) await boss.updateQueue(job.name, options);
    if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    else await boss.unschedule(job.name);
    await boss.work(job.name, { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 5 }, async () => {
      const started = performance.now();
      try {
        const result = await job.handler();
        logger.debug('job done', { job: job.name, ms: Math.round(performance.now() - started), result });
      } catch (err) {
        logger.warn('job failed', { job: job.name, error: err instanceof Error ? err.message : String(err) });
        throw err;
      }
    });
  }
}
