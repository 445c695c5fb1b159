import { serve } from '@hono/node-server';
import { PRODUCT_NAME } from '#core/brand.ts';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { createPgliteDataDir, PGLITE_NODE_FLAGS, pgliteMemoryBounded } from './db/pglite-data-dir.ts';
import { prepareDatabase } from './db/readiness.ts';
import { createLogger } from './logger.ts';
import { createApp, createDefaultMailer } from './app.ts';
import { startJobEngine, type JobEngine } from './jobs/engine.ts';
import { createJobs } from './jobs/jobs.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.DATABASE_URL && !pgliteMemoryBounded()) {
    logger.warn(
      `embedded PGlite without node ${PGLITE_NODE_FLAGS.join(' ')}: memory not bounded (peak ~900 MB instead of under 400 MB); run it with npm start (README, "PGlite memory")`,
    );
  }
  // A new embedded database is created before the port opens (once per installation, seconds).
  if (!config.DATABASE_URL && (await createPgliteDataDir(config.DATA_DIR)) === 'created') {
    logger.info('created the embedded database', { dataDir: config.DATA_DIR });
  }
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : openPglite(config.DATA_DIR);
  // The port opens at once; until the database is reachable and migrated the API answers 503.
  const readiness = prepareDatabase(database, logger);
  readiness.whenReady.catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
  const now = () => new Date();
  const mailer = createDefaultMailer({ config, database, logger, now });
  const app = createApp({
    config,
    database,
    logger,
    now,
    mailer,
    ready: readiness.isReady,
    onSchemaMissing: readiness.schemaMissing,
  });

  // Background work (mail retries, weekly reports, reminders) runs on the job engine once the
  // database is migrated; it lives in the same database, so `npm start` needs nothing else.
  // A database that is briefly unreachable at that moment only delays it (retried with back-off).
  let stopping = false;
  let wakeEngineRetry = () => {};
  const jobsLogger = logger.child({ component: 'jobs' });
  const jobs = createJobs({ db: database.db, database, config, mailer, logger: jobsLogger, now });
  const engineStarted: Promise<JobEngine | null> = readiness.whenReady.then(async () => {
    for (let delay = 1000; !stopping; delay = Math.min(delay * 2, 30_000)) {
      try {
        return await startJobEngine({ connection: database.jobs, jobs, logger: jobsLogger });
      } catch (err) {
        jobsLogger.error('job engine did not start; retrying', {
          error: err instanceof Error ? err.message : String(err),
        });
        await new Promise<void>((resolve) => {
          wakeEngineRetry = resolve;
          setTimeout(resolve, delay);
        });
      }
    }
    return null;
  });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const url = config.BASE_URL ?? `http://localhost:${info.port}`;
    const lines = [
      '',
      `  ${PRODUCT_NAME} działa: ${url}`,
      `  Baza danych: ${database.kind === 'pglite' ? `wbudowany PGlite w ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
      config.devMailbox ? `  Skrzynka deweloperska (e-maile): ${url}/dev/mailbox` : '  E-mail: SMTP (SMTP_URL)',
      config.ADMIN_EMAILS.length
        ? `  Administratorzy (ADMIN_EMAILS): ${config.ADMIN_EMAILS.join(', ')} — zarejestruj się tym adresem i potwierdź go linkiem z e-maila`
        : '  Aby zostać administratorem: ADMIN_EMAILS=twoj@email.pl npm start, potem zarejestruj się tym adresem',
      '',
    ];
    process.stdout.write(lines.join('\n') + '\n');
  });

  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    // Closing waits for the database, which may still be opening or migrating (PGlite on a busy
    // machine): a stop must never hang on it (nor on the job engine's stop).
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    readiness.stop();
    server.close();
    wakeEngineRetry();
    await (await engineStarted.catch(() => null))?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
