import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { openPostgres } from './db/client.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from './test/app.ts';
import { call } from './test/http.ts';
import { createVerifiedUser, signUp, uniqueEmail } from './test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(join(t.config.CLIENT_DIST, 'assets'), { recursive: true });
  writeFileSync(join(t.config.CLIENT_DIST, 'assets', 'app-abc123.js'), 'console.log("celujacy")');
});
afterAll(() => t.close());

describe('HTTP basics', () => {
  it('/health reports the database', async () => {
    const res = await call(t.app, '/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', database: { kind: t.database.kind, ok: true, schema: 'current' } });
  });

  it('unknown API paths are a JSON 404, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(t.app, '/api/nie-ma-takiej-trasy', { method, body: method === 'GET' ? undefined : {} });
      expect(res.status).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'route.not_found', message: 'Nie ma takiego adresu API' });
      expect(res.json.error.requestId).toBe(res.headers.get('x-request-id'));
    }
  });

  it('client routes get index.html (SPA fallback); assets are served with long caching', async () => {
    for (const path of ['/', '/parent/dashboard', '/auth/callback?code=1', '/onboarding/add-child']) {
      const res = await call(t.app, path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
    }
    const asset = await call(t.app, '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toContain('celujacy');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('serves a pre-rendered page for its path, revalidated like index.html; other paths get the SPA', async () => {
    const pages = join(t.config.CLIENT_DIST, 'pages');
    mkdirSync(pages, { recursive: true });
    writeFileSync(join(pages, 'index.html'), '<div id="root"><h1>Strona główna</h1></div>');
    writeFileSync(join(pages, 'privacy.html'), '<div id="root"><h1>Polityka prywatności</h1></div>');
    try {
      for (const [path, heading] of [
        ['/', 'Strona główna'],
        ['/?utm=x', 'Strona główna'],
        ['/privacy', 'Polityka prywatności'],
      ] as const) {
        const res = await call(t.app, path);
        expect(res.status, path).toBe(200);
        expect(res.text, path).toContain(`<h1>${heading}</h1>`);
        expect(res.headers.get('cache-control'), path).toBe('no-cache');
      }
      for (const path of ['/terms', '/parent/dashboard', '/privacy/x']) {
        const res = await call(t.app, path);
        expect(res.status, path).toBe(200);
        expect(res.text, path).toContain('<div id="root"></div>');
      }
    } finally {
      rmSync(pages, { recursive: true });
    }
  });

  it('sends security headers with a strict CSP (no inline scripts)', async () => {
    const res = await call(t.app, '/parent/dashboard');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('echoes a request id (or makes one) on every response', async () => {
    const given = await call(t.app, '/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await call(t.app, '/health');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const auth = await call(t.app, '/api/auth/get-session', { headers: { 'x-request-id': 'auth-1' } });
    expect(auth.headers.get('x-request-id')).toBe('auth-1');
  });
});

describe('CSRF on cookie-authenticated mutations', () => {
  it('rejects cross-site POSTs and accepts same-origin and non-browser ones', async () => {
    const u = await createVerifiedUser(t);
    const body = { parental: true, terms: true, privacy: true, marketing: false };
    const evil = await call(t.app, '/api/consents', { cookie: u.cookie, body, origin: 'https://zly.example' });
    expect(evil.status).toBe(403);
    expect(evil.json.error.code).toBe('request.cross_site');
    const fetchMeta = await call(t.app, '/api/consents', {
      cookie: u.cookie,
      body,
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMeta.status).toBe(403);
    const me = await call(t.app, '/api/me', { cookie: u.cookie });
    expect(me.json.hasConsent).toBe(false);

    const same = await call(t.app, '/api/consents', {
      cookie: u.cookie,
      body,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(200);
    expect((await call(t.app, '/api/consents', { cookie: u.cookie, body, origin: null })).status).toBe(200);
  });

  it('Better Auth refuses foreign callback URLs and cross-site cookie requests', async () => {
    const res = await call(t.app, '/api/auth/sign-up/email', {
      body: {
        email: uniqueEmail(),
        password: 'Haslo-Testowe-1',
        name: 'Iks',
        callbackURL: 'https://zly.example/kradziez',
      },
    });
    expect(res.status).toBe(403);
    const u = await createVerifiedUser(t);
    const crossSite = await call(t.app, '/api/auth/sign-out', {
      cookie: u.cookie,
      body: {},
      origin: 'https://zly.example',
    });
    expect(crossSite.status).toBe(403);
    expect((await call(t.app, '/api/me', { cookie: u.cookie })).status).toBe(200);
  });
});

describe('dev mailbox', () => {
  it('lists e-mails newest first as HTML and JSON, with clickable links', async () => {
    const first = uniqueEmail('pierwszy');
    const second = uniqueEmail('drugi');
    await signUp(t, { email: first });
    t.clock.advance(1000);
    await signUp(t, { email: second });

    const json = await call(t.app, '/dev/mailbox.json');
    expect(json.status).toBe(200);
    const [newest, older] = json.json.messages as Array<Record<string, unknown>>;
    expect(newest).toMatchObject({ to: second, subject: 'Potwierdź adres e-mail — Celujący' });
    expect(older).toMatchObject({ to: first });
    expect(newest!.links).toEqual([expect.stringContaining('/api/auth/verify-email?token=')]);
    expect(Object.keys(newest!).sort()).toEqual(['createdAt', 'html', 'id', 'links', 'subject', 'text', 'to']);

    const page = await call(t.app, '/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Skrzynka deweloperska');
    expect(page.text.indexOf(second)).toBeLessThan(page.text.indexOf(first));
    expect(page.text).toContain(`href="/dev/mailbox/${newest!.id}"`);
    expect(page.text).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+&amp;callbackURL/);
    expect(page.text).not.toMatch(/<script/i);

    const one = await call(t.app, `/dev/mailbox/${newest!.id}`);
    expect(one.status).toBe(200);
    expect(one.text).toContain('Potwierdź adres e-mail');
    expect((await call(t.app, '/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(t.app, '/dev/mailbox/nie-uuid')).status).toBe(404);
  });

  it('answers only to this machine: a remote peer, or a request a proxy forwards, gets 404', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.fetch(new Request(`${TEST_BASE_URL}/dev/mailbox.json`, { headers }), {
        incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: 'IPv4' } },
      });
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      expect((await from(address)).status, address).toBe(200);
    }
    for (const address of ['192.0.2.7', '10.0.0.1', '::ffff:192.0.2.7', 'fd00::2']) {
      const res = await from(address);
      expect(res.status, address).toBe(404);
      expect(await res.text()).not.toContain('verify-email');
    }
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded']) {
      expect((await from('127.0.0.1', { [header]: '203.0.113.5' })).status, header).toBe(404);
    }
  });

  it('does not exist in production', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      BASE_URL: TEST_BASE_URL,
      BETTER_AUTH_SECRET: 'y'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:1',
      LOG_LEVEL: 'silent',
      CLIENT_DIST: t.config.CLIENT_DIST,
    });
    const app = createApp({ config, database: t.database, logger: createLogger('silent'), now: () => new Date() });
    for (const path of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/00000000-0000-4000-8000-000000000000']) {
      expect((await call(app, path)).status, path).toBe(404);
    }
  });
});

describe('failures', () => {
  it('a failing query is a 500 with the error shape and no internals', async () => {
    const u = await createVerifiedUser(t, { consent: true });
    await t.database.db.execute(sql`alter table students rename to students_gone`);
    try {
      const res = await call(t.app, '/api/students', { cookie: u.cookie });
      expect(res.status).toBe(500);
      expect(res.json.error).toMatchObject({ code: 'internal', message: 'Wystąpił nieoczekiwany błąd' });
      expect(res.text).not.toMatch(/students|stack|at /);
    } finally {
      await t.database.db.execute(sql`alter table students_gone rename to students`);
    }
  });
});

describe('database unavailable', () => {
  it('answers 503 service.database_unavailable and /health 503', async () => {
    const own = await createTestApp();
    const u = await createVerifiedUser(own);
    await own.database.close();
    const health = await call(own.app, '/health');
    expect(health.status).toBe(503);
    expect(health.json).toMatchObject({ status: 'degraded', database: { ok: false } });
    const me = await call(own.app, '/api/me', { cookie: u.cookie });
    expect(me.status).toBe(503);
    expect(me.json.error.code).toBe('service.database_unavailable');
    expect(me.headers.get('retry-after')).toBe('5');
    const signIn = await call(own.app, '/api/auth/sign-in/email', { body: { email: u.email, password: 'Haslo-1234' } });
    expect(signIn.status).toBe(503);
    expect(signIn.json.error.code).toBe('service.database_unavailable');
  });

  it('a PostgreSQL server that refuses connections gives 503s, not 500s', async () => {
    const database = openPostgres('postgres://postgres@127.0.0.1:1/nie_ma', 1);
    const app = createApp({ config: t.config, database, logger: createLogger('silent'), now: () => new Date() });
    try {
      const health = await call(app, '/health');
      expect(health.status).toBe(503);
      expect(health.json.database).toEqual({ kind: 'postgres', ok: false, schema: 'unreachable' });
      const report = await call(app, '/api/feedback/bug', { body: { description: 'Coś nie działa' } });
      expect(report.status).toBe(503);
      expect(report.json.error.code).toBe('service.database_unavailable');
      const signIn = await call(app, '/api/auth/sign-in/email', {
        body: { email: 'ktos@example.pl', password: 'Haslo-1234' },
      });
      expect(signIn.status).toBe(503);
    } finally {
      await database.close();
    }
  });
});
