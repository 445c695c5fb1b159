import type { Logger } from '../logger.ts';
import type { Database } from './client.ts';

export interface BackOff {
  /** First wait after a failed attempt (ms); doubled after each failure up to `maxMs`. */
  initialMs: number;
  maxMs: number;
}

export const DEFAULT_BACK_OFF: BackOff = { initialMs: 500, maxMs: 15_000 };

export interface DatabaseReadiness {
  /** True once the database answered and the migrations ran. */
  isReady(): boolean;
  /**
   * The database answers but its schema is gone (recreated empty, restored from an older
   * backup): not ready until the migrations have run again, which starts now unless running.
   */
  schemaMissing(): void;
  /** Resolves when ready (or stopped); rejects when PGlite cannot migrate. */
  whenReady: Promise<void>;
  stop(): void;
}

/**
 * Connects and migrates in the background, retrying with back-off for as long as it takes: a
 * database that is down at boot (container start, maintenance) is waited for while the server
 * already listens and answers 503, and it serves normally once the database arrives.
 */
export function prepareDatabase(database: Database, logger: Logger, backOff = DEFAULT_BACK_OFF): DatabaseReadiness {
  let ready = false;
  let stopped = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  const run = async () => {
    running = true;
    try {
      for (let attempt = 1, wait = backOff.initialMs; ; attempt++, wait = Math.min(backOff.maxMs, wait * 2)) {
        if (stopped) return;
        try {
          await database.migrate();
          // Statistics before the first request (PGlite: a new or upgraded database has none).
          await database.maintain('statistics');
          ready = true;
          if (attempt > 1) logger.info('database ready', { attempt });
          return;
        } catch (err) {
          // PGlite is a local directory: a failure there is not something waiting fixes.
          if (database.kind === 'pglite') throw err;
          const message = err instanceof Error ? err.message : String(err);
          logger.warn('database not ready, retrying', { attempt, retryInMs: wait, error: message });
        }
        if (stopped) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, wait);
        });
      }
    } finally {
      running = false;
    }
  };
  const whenReady = run();
  return {
    isReady: () => ready,
    whenReady,
    schemaMissing: () => {
      if (stopped || running) return;
      ready = false;
      logger.warn('database schema missing: migrating again');
      run().catch((err: unknown) =>
        logger.error('migrating again failed', { error: err instanceof Error ? err.message : String(err) }),
      );
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      wake?.();
    },
  };
}
