import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../test/app.ts';
import { call } from '../test/http.ts';
import { createVerifiedUser, markUnverified, signUp, TEST_PASSWORD, uniqueEmail } from '../test/users.ts';
import { toAppError } from './auth-http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Our one error shape, with Better Auth's code kept as auth.<code> and a Polish message. */
function expectOurShape(res: Awaited<ReturnType<typeof call>>, status: number, code: string, message?: RegExp) {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(Object.keys(res.json)).toEqual(['error']);
  expect(res.json.error).toMatchObject({ code, message: expect.any(String), requestId: expect.any(String) });
  expect(res.json.error.requestId).toBe(res.headers.get('x-request-id'));
  if (message) expect(res.json.error.message).toMatch(message);
}

describe("Better Auth's errors in our shape", () => {
  it('wrong password, unverified address, registered address', async () => {
    const u = await createVerifiedUser(t);
    const wrong = await call(t.app, '/api/auth/sign-in/email', { body: { email: u.email, password: 'zle-haslo-1' } });
    expectOurShape(wrong, 401, 'auth.invalid_email_or_password', /Nieprawidłowy e-mail lub hasło/);
    const again = await signUp(t, { email: u.email });
    expectOurShape(again, 422, 'auth.user_already_exists', /już zarejestrowany/);
    await markUnverified(t, u);
    const unverified = await call(t.app, '/api/auth/sign-in/email', {
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expectOurShape(unverified, 403, 'auth.email_not_verified', /Potwierdź adres e-mail/);
    const badToken = await call(t.app, '/api/auth/reset-password', {
      body: { newPassword: 'Nowe-Haslo-456', token: 'x' },
    });
    expectOurShape(badToken, 400, 'auth.invalid_token', /nieprawidłowy lub wygasł/);
  });

  it("its rate limiter's 429 carries retry-after", async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: 'on' } });
    try {
      let res = await call(limited.app, '/api/auth/sign-in/magic-link', {
        body: { email: uniqueEmail(), callbackURL: '/auth/callback' },
      });
      for (let i = 0; i < 10 && res.status !== 429; i++) {
        res = await call(limited.app, '/api/auth/sign-in/magic-link', {
          body: { email: uniqueEmail(), callbackURL: '/auth/callback' },
        });
      }
      expectOurShape(res, 429, 'request.rate_limited', /Zbyt wiele prób/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('an empty-bodied 500 becomes our internal error; an unknown code keeps its status', async () => {
    const config = t.config;
    const internal = await toAppError(new Response(null, { status: 500 }), config);
    expect({ code: internal.code, status: internal.status }).toEqual({ code: 'internal', status: 500 });
    const unknown = await toAppError(Response.json({ code: 'SOMETHING_NEW', message: 'x' }, { status: 400 }), config);
    expect({ code: unknown.code, status: unknown.status, message: unknown.message }).toEqual({
      code: 'auth.something_new',
      status: 400,
      message: 'Nieprawidłowe dane w zapytaniu',
    });
    const noJson = await toAppError(new Response('oops', { status: 404 }), config);
    expect(noJson.status).toBe(404);
  });
});

describe('origins', () => {
  const signUpFrom = (app: TestApp['app'], origin: string) =>
    call(app, '/api/auth/sign-up/email', {
      body: { email: uniqueEmail('origin'), password: TEST_PASSWORD, name: 'Ala', callbackURL: '/onboarding/consent' },
      origin,
    });

  it('outside production, both loopback names of the site work for sign-up and our CSRF check', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      expect((await signUpFrom(t.app, origin)).status, origin).toBe(200);
      const bug = await call(t.app, '/api/feedback/bug', { body: { description: 'x', page: '/' }, origin });
      expect(bug.status, origin).toBe(201);
    }
    const dev = loadConfig({ NODE_ENV: 'development', PORT: '4321', BETTER_AUTH_SECRET: 'd'.repeat(32) });
    expect(dev.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:4321', 'http://127.0.0.1:4321', 'http://127.0.0.1:5173']),
    );
  });

  it('a foreign origin, and in production a loopback one, is refused with a Polish message naming the site', async () => {
    const foreign = await signUpFrom(t.app, 'https://zly.example');
    expectOurShape(foreign, 403, 'request.cross_site', new RegExp(`Otwórz serwis pod adresem ${TEST_BASE_URL}`));
    const ours = await call(t.app, '/api/feedback/bug', {
      body: { description: 'x', page: '/' },
      origin: 'https://zly.example',
    });
    expectOurShape(ours, 403, 'request.cross_site', /Otwórz serwis pod adresem/);
    const production = loadConfig({
      NODE_ENV: 'production',
      BASE_URL: 'https://celujacy.example',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    expect(production.trustedOrigins).toEqual(['https://celujacy.example']);
  });
});
