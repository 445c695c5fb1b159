import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { call } from '../test/http.ts';
import { createVerifiedUser, lastEmailTo, uniqueEmail, type TestUser } from '../test/users.ts';
import { assertStorableText, MAX_BODY_BYTES, readBodyText, readIncomingText } from './request-input.ts';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createVerifiedUser(t, { consent: true });
});
afterAll(() => t.close());

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = 'a\udc00b';

/** The error shape every refusal carries. */
function expectErrorShape(res: Awaited<ReturnType<typeof call>>, status: number, code?: string) {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(res.json.error).toMatchObject({
    code: code ?? expect.any(String),
    message: expect.any(String),
    requestId: expect.any(String),
  });
}

describe('text PostgreSQL cannot store', () => {
  it('is recognised in strings and keys at any depth, a deep nesting included', () => {
    for (const bad of [NUL, `a${NUL}b`, LONE_HIGH, LONE_LOW, '\udfff']) {
      expect(() => assertStorableText({ a: [{ b: bad }] })).toThrow();
      expect(() => assertStorableText({ [bad]: 1 })).toThrow();
    }
    expect(() => assertStorableText({ ok: 'Zażółć 😀 ∑', n: 1, b: true, z: null })).not.toThrow();
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => assertStorableText(deep)).toThrow();
  });

  it('is refused with 400 in the fields of our routes', async () => {
    const cases: Array<[string, unknown]> = [
      ['/api/question-reports', { questionId: NUL, issueType: 'other', description: 'x' }],
      ['/api/question-reports', { questionId: 'q', issueType: 'other', description: LONE_HIGH }],
      ['/api/diagnostic/heartbeat', { attemptId: '00000000-0000-4000-8000-000000000000', tabId: NUL }],
      ['/api/diagnostic/save', { attemptId: '00000000-0000-4000-8000-000000000000', tabId: NUL, answers: {} }],
      ['/api/diagnostic/next', { attemptId: '00000000-0000-4000-8000-000000000000', tabId: LONE_LOW }],
      ['/api/tutor/step', { attemptId: 'x', stepIndex: 0, input: NUL }],
      ['/api/feedback/bug', { description: `błąd${NUL}`, page: '/' }],
      ['/api/students', { nickname: `Ola${NUL}`, grade: '6', goal: 'habit', difficulties: [] }],
    ];
    for (const [path, body] of cases) {
      expectErrorShape(await call(t.app, path, { cookie: owner.cookie, body }), 400, 'request.invalid_text');
    }
  });

  it("is refused with 400 in Better Auth's fields, before Better Auth sees them", async () => {
    const cases: Array<[string, unknown]> = [
      ['/api/auth/sign-up/email', { email: `a${NUL}@example.pl`, password: 'Haslo-Testowe-1', name: 'Ala' }],
      ['/api/auth/reset-password', { newPassword: 'Nowe-Haslo-456', token: NUL }],
      ['/api/auth/update-user', { name: `Ala${NUL}` }],
      ['/api/auth/revoke-session', { token: NUL }],
      ['/api/auth/sign-in/email', { email: 'a@example.pl', password: LONE_HIGH }],
    ];
    for (const [path, body] of cases) {
      expectErrorShape(await call(t.app, path, { cookie: owner.cookie, body }), 400, 'request.invalid_text');
    }
    const form = await call(t.app, '/api/auth/sign-in/email', {
      body: 'email=a%00%40example.pl&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectErrorShape(form, 400, 'request.invalid_text');
  });

  it('is refused with 400 in paths and queries, Better Auth links included', async () => {
    for (const path of [
      '/api/students/%00',
      '/api/tutor/%ED%A0%80',
      '/api/diagnostic/latest?studentId=%00',
      '/api/auth/verify-email?token=%00',
      '/api/auth/reset-password/%00?callbackURL=/auth/reset-password',
    ]) {
      expectErrorShape(await call(t.app, path, { cookie: owner.cookie }), 400, 'request.invalid_text');
    }
  });
});

describe("the user's name (Better Auth's update-user and sign-up)", () => {
  it('must be a string of 2 to 100 characters', async () => {
    for (const name of [null, 42, { first: 'Ala' }, [['Ala']], 'A', '  A  ', 'x'.repeat(101), 'ą'.repeat(60_000)]) {
      const res = await call(t.app, '/api/auth/update-user', { cookie: owner.cookie, body: { name } });
      expect([400, 413], JSON.stringify(name).slice(0, 40)).toContain(res.status);
      expectErrorShape(res, res.status);
    }
    const ok = await call(t.app, '/api/auth/update-user', { cookie: owner.cookie, body: { name: 'Anna Nowak' } });
    expect(ok.status).toBe(200);
    const [row] = await t.database.db.select({ name: user.name }).from(user).where(eq(user.id, owner.id));
    expect(row?.name).toBe('Anna Nowak');
  });

  it('is checked at sign-up too; a blank one is allowed there (the newer form asks none)', async () => {
    for (const name of [null, { a: 1 }, 'A', 'x'.repeat(101)]) {
      const email = uniqueEmail('imie');
      const res = await call(t.app, '/api/auth/sign-up/email', {
        body: { email, password: 'Haslo-Testowe-1', name, callbackURL: '/onboarding/consent' },
      });
      expectErrorShape(res, 400);
      await expect(lastEmailTo(t, email)).rejects.toThrow();
    }
    const blank = await call(t.app, '/api/auth/sign-up/email', {
      body: { email: uniqueEmail('bez-imienia'), password: 'Haslo-Testowe-1', name: '', callbackURL: '/' },
    });
    expect(blank.status).toBe(200);
  });
});

describe('request bodies', () => {
  it("over 64 KB get 413 on Better Auth's routes as on ours, declared or not", async () => {
    const huge = { email: 'a@example.pl', password: 'x'.repeat(MAX_BODY_BYTES + 10) };
    expectErrorShape(await call(t.app, '/api/auth/sign-in/email', { body: huge }), 413, 'request.too_large');
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'content-length': '10' },
      body: JSON.stringify(huge),
    });
    expect(res.status).toBe(413);
  });

  it('that stop arriving end in 408 after the read timeout', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":'));
        // …and nothing more: a client whose content-length promised more.
      },
    });
    const request = new Request('http://localhost/api/auth/sign-in/email', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    await expect(readBodyText(request, 50)).rejects.toMatchObject({ status: 408, code: 'request.timeout' });
  });

  it('that are not JSON get 415 on JSON routes; GET routes and empty bodies are unaffected', async () => {
    const res = await call(t.app, '/api/consents', {
      cookie: owner.cookie,
      body: 'parental=true',
      headers: { 'content-type': 'text/plain' },
    });
    expectErrorShape(res, 415, 'request.unsupported_media_type');
    const noType = await t.app.request('/api/feedback/bug', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
      body: '{"description":"x","page":"/"}',
    });
    expect(noType.status).toBe(415);
    const json = await call(t.app, '/api/feedback/bug', {
      body: '{"description":"Przycisk","page":"/"}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(json.status).toBe(201);
    expect((await call(t.app, '/api/students', { cookie: owner.cookie })).status).toBe(200);
  });
});

/** One request over a real socket; `chunks` are written one by one (no content-length: chunked). */
function rawRequest(
  port: number,
  p: { path: string; headers?: Record<string, string>; body?: string; chunks?: string[] },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: p.path,
        headers: { origin: 'http://localhost:3000', ...p.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    for (const chunk of p.chunks ?? []) req.write(chunk);
    req.end(p.body);
  });
}

describe('request bodies served by node (@hono/node-server, as in production)', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('are read from node’s request on our routes and Better Auth’s', async () => {
    const json = { 'content-type': 'application/json' };
    const bug = await rawRequest(port, {
      path: '/api/feedback/bug',
      headers: json,
      body: JSON.stringify({ description: 'Zażółć gęślą jaźń — przycisk', page: '/' }),
    });
    expect(bug.status, bug.text).toBe(201);
    const signIn = await rawRequest(port, {
      path: '/api/auth/sign-in/email',
      headers: json,
      chunks: ['{"email":"nikt@example.pl",', '"password":"Zle-Haslo-123"}'],
    });
    expect(signIn.status, signIn.text).toBe(401);
    const bad = await rawRequest(port, { path: '/api/feedback/bug', headers: json, body: '{"description":' });
    expect(JSON.parse(bad.text).error.code).toBe('request.malformed_json');
  });

  it('over 64 KB get 413 when declared, and lose the connection when they only turn out so', async () => {
    const declared = await rawRequest(port, {
      path: '/api/feedback/bug',
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) },
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text).error.code).toBe('request.too_large');
    const chunked = rawRequest(port, {
      path: '/api/feedback/bug',
      headers: { 'content-type': 'application/json' },
      chunks: Array.from({ length: 5 }, () => 'x'.repeat(MAX_BODY_BYTES / 4)),
    });
    await expect(chunked.then((r) => r.status)).rejects.toThrow();
  });

  it('that stop arriving end in 408 after the read timeout, and the connection is closed', async () => {
    const incoming = Object.assign(new PassThrough(), { headers: { 'content-length': '100' } });
    incoming.write('{"email":');
    await expect(readIncomingText(incoming as unknown as IncomingMessage, 50)).rejects.toMatchObject({
      status: 408,
      code: 'request.timeout',
    });
    expect(incoming.destroyed).toBe(true);
  });
});
