import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openPostgres, type Database } from './db/client.ts';
import { prepareDatabase, type DatabaseReadiness } from './db/readiness.ts';
import { createLogger } from './logger.ts';
import { createTempClientDist, TEST_BASE_URL } from './test/app.ts';
import { createEmptyPostgresDatabase } from './test/database.ts';
import { call } from './test/http.ts';
import { loadConfig } from './config.ts';
import { createVerifiedUser } from './test/users.ts';

/**
 * The database is absent at boot, arrives, disappears while the server runs and returns: the
 * server answers 503 with retry-after meanwhile and recovers without a restart. A TCP proxy in
 * front of PostgreSQL plays the outage, so this runs on PostgreSQL (TEST_DATABASE_URL) only;
 * PGlite is a local directory that cannot go away.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** Forwards to PostgreSQL while up; when down, refuses new connections and cuts open ones. */
function outageProxy(target: URL) {
  let up = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!up) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    up: () => void (up = true),
    down: () => {
      up = false;
      for (const s of sockets) s.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!serverUrl)('database outage (PostgreSQL)', () => {
  let proxy: ReturnType<typeof outageProxy>;
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let database: Database;
  let readiness: DatabaseReadiness;
  let t: { app: ReturnType<typeof createApp>; database: Database; config: ReturnType<typeof loadConfig> };

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase(serverUrl!);
    proxy = outageProxy(new URL(serverUrl!));
    const port = await proxy.listen();
    const viaProxy = new URL(empty.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(port);
    database = openPostgres(viaProxy.toString(), 2);
    const logger = createLogger('silent');
    // Absent at boot: the app is built and answering before any connection succeeded.
    readiness = prepareDatabase(database, logger, { initialMs: 20, maxMs: 100 });
    const config = loadConfig({
      NODE_ENV: 'test',
      BASE_URL: TEST_BASE_URL,
      LOG_LEVEL: 'silent',
      CLIENT_DIST: createTempClientDist(),
    });
    const app = createApp({ config, database, logger, now: () => new Date(), ready: readiness.isReady });
    t = { app, database, config };
  });
  afterAll(async () => {
    readiness?.stop();
    await database?.close();
    await proxy?.close();
    await empty?.drop();
  });

  /** `cookie`: a signed-in caller, whose session lookup needs the database. */
  async function expectUnavailable(cookie?: string) {
    const health = await call(t.app, '/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    for (const res of [
      await call(t.app, '/api/feedback/bug', { body: { description: 'Coś nie działa', page: '/' } }),
      await call(t.app, '/api/auth/sign-in/email', { body: { email: 'ktos@example.pl', password: 'Haslo-1234' } }),
      await call(t.app, '/api/me', { cookie }),
    ]) {
      expect(res.status, res.text).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.json.error).toMatchObject({ code: 'service.database_unavailable', requestId: expect.any(String) });
    }
  }

  it('absent at boot: 503s with retry-after, then migrations run and it serves, no restart', async () => {
    await new Promise((r) => setTimeout(r, 200));
    expect(readiness.isReady()).toBe(false);
    await expectUnavailable();
    expect((await call(t.app, '/health')).json.status).toBe('starting');
    proxy.up();
    await readiness.whenReady;
    expect((await call(t.app, '/health')).status).toBe(200);
    await createVerifiedUser(t as never, { consent: true });
  });

  it('disappearing while running: 503s with retry-after, then recovery without a restart', async () => {
    const u = await createVerifiedUser(t as never, { consent: true });
    proxy.down();
    await expectUnavailable(u.cookie);
    expect((await call(t.app, '/health')).json.status).toBe('degraded');
    proxy.up();
    expect((await call(t.app, '/health')).status).toBe(200);
    expect((await call(t.app, '/api/students', { cookie: u.cookie })).status).toBe(200);
  });
});
