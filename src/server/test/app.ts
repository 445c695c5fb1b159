import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createLogger } from '../logger.ts';
import type { Database, OpenOptions } from '../db/client.ts';
import { createTestDatabase } from './database.ts';

export const TEST_BASE_URL = 'http://localhost:3000';
export const TEST_ORIGIN = TEST_BASE_URL;

/** A throw-away client build with just an index.html, so the SPA fallback can be tested. */
export function createTempClientDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'celujacy-client-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="pl"><body><div id="root"></div></body></html>');
  return dir;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  config: Config;
  /** Moves the injected clock (ms); Better Auth's own timers still use the real clock. */
  clock: { now: () => Date; advance: (ms: number) => void };
  close: () => Promise<void>;
}

/**
 * The whole server on a fresh migrated database (in-memory PGlite, or a new PostgreSQL database
 * when TEST_DATABASE_URL is set). `env` overrides the test configuration.
 */
export async function createTestApp(
  options: { env?: Record<string, string | undefined>; mailer?: AppDeps['mailer']; database?: OpenOptions } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    BASE_URL: TEST_BASE_URL,
    LOG_LEVEL: 'silent',
    CLIENT_DIST: createTempClientDist(),
    ...options.env,
  });
  const database = await createTestDatabase(options.database);
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
  const app = createApp({ config, database, logger: createLogger('silent'), now: clock.now, mailer: options.mailer });
  return { app, database, config, clock, close: () => database.close() };
}
