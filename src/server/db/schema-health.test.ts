import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createTempClientDist, TEST_BASE_URL } from '../test/app.ts';
import { createTestDatabase } from '../test/database.ts';
import { call } from '../test/http.ts';
import { uniqueEmail } from '../test/users.ts';
import type { Database } from './client.ts';
import { prepareDatabase, type DatabaseReadiness } from './readiness.ts';

let database: Database;
let readiness: DatabaseReadiness;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = createLogger('silent');
  readiness = prepareDatabase(database, logger, { initialMs: 20, maxMs: 200 });
  await readiness.whenReady;
  const config = loadConfig({
    NODE_ENV: 'test',
    BASE_URL: TEST_BASE_URL,
    LOG_LEVEL: 'silent',
    CLIENT_DIST: createTempClientDist(),
  });
  app = createApp({
    config,
    database,
    logger,
    now: () => new Date(),
    ready: readiness.isReady,
    onSchemaMissing: readiness.schemaMissing,
  });
});
afterAll(async () => {
  readiness.stop();
  await database.close();
});

const signUp = (email: string) =>
  call(app, '/api/auth/sign-up/email', {
    body: { email, password: 'Haslo-Testowe-123', name: 'Ala', callbackURL: '/onboarding/consent' },
  });

/** The database recreated empty under the running server: every table and the migrations' record gone. */
async function recreateEmpty() {
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.db.execute(sql`drop schema drizzle cascade`);
}

async function healthWithin(ms: number, status: number) {
  const deadline = Date.now() + ms;
  let res = await call(app, '/health');
  while (res.status !== status && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    res = await call(app, '/health');
  }
  return res;
}

describe('health includes the schema', () => {
  it('says ok only with the migrations applied; a database recreated empty is migrated again', async () => {
    const healthy = await call(app, '/health');
    expect(healthy.status).toBe(200);
    expect(healthy.json).toMatchObject({ status: 'ok', database: { ok: true, schema: 'current' } });
    expect((await signUp(uniqueEmail())).status).toBe(200);

    await recreateEmpty();
    // Whoever notices first — /health or an API call — answers 503 and starts the migrations.
    const noticed = await call(app, '/health');
    expect(noticed.status).toBe(503);
    expect(noticed.json.database.ok).toBe(false);
    const duringRepair = await signUp(uniqueEmail());
    expect([200, 503]).toContain(duringRepair.status);

    const repaired = await healthWithin(20_000, 200);
    expect(repaired.json).toMatchObject({ status: 'ok', database: { schema: 'current' } });
    expect((await signUp(uniqueEmail())).status).toBe(200);
  });

  it('an API call that meets a missing table answers 503, not 500, and starts the repair', async () => {
    await recreateEmpty();
    const res = await call(app, '/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: 'Haslo-Testowe-123', name: 'Ala', callbackURL: '/' },
    });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe('service.database_unavailable');
    expect((await healthWithin(20_000, 200)).json.status).toBe('ok');
  });
});
