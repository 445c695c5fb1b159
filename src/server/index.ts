import { serve } from '@hono/node-server';
import { PRODUCT_NAME } from '#core/brand.ts';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { createLogger, type Logger } from './logger.ts';
import { createApp, createDefaultMailer } from './app.ts';

const MAIL_DRAIN_INTERVAL_MS = 30_000;

/** A database that is still starting (container boot) is waited for, not a reason to crash-loop. */
async function migrateWithRetry(database: Database, logger: Logger) {
  const deadline = Date.now() + 60_000;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.migrate();
      return;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (Date.now() > deadline || database.kind === 'pglite') throw err;
      logger.warn('database not ready, retrying migrations', { attempt, error: message });
      await new Promise((r) => setTimeout(r, Math.min(5000, 500 * attempt)));
    }
  }
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : openPglite(config.DATA_DIR);
  await migrateWithRetry(database, logger);
  const now = () => new Date();
  const mailer = createDefaultMailer({ config, database, logger, now });
  const app = createApp({ config, database, logger, now, mailer });

  // Retries e-mails whose first delivery failed (SMTP down); rows are claimed with SKIP LOCKED,
  // so running this on every instance delivers each message once.
  const drainTimer = setInterval(() => {
    mailer
      .drain()
      .catch((err) => logger.warn('mail drain failed', { error: err instanceof Error ? err.message : String(err) }));
  }, MAIL_DRAIN_INTERVAL_MS);
  drainTimer.unref();

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

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(drainTimer);
    server.close();
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
