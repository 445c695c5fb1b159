/**
 * `npm run test:production` (part of `npm test`, after the build): the app as docs/deploy.md runs
 * it — NODE_ENV=production on PostgreSQL, two instances behind Caddy with deploy/Caddyfile, mail
 * through a real SMTP server (smtp-server on loopback). It checks what only that shape shows:
 * sign-up and the verification mail, Secure cookies, no dev mailbox, /health through the proxy,
 * the proxy's affinity cookie, and an answer given on one instance read back through the other.
 *
 * Needs TEST_DATABASE_URL (a PostgreSQL server where it may create a database) and Caddy
 * (`apt-get install caddy`; .ci/run installs it). Without TEST_DATABASE_URL it is skipped, as
 * the PostgreSQL suites are; with it and no Caddy it fails.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createEmptyPostgresDatabase } from '../src/server/test/database.ts';

const ROOT = resolve(import.meta.dirname, '..');
const STARTUP_MS = 60_000;
const serverUrl = process.env.TEST_DATABASE_URL;

if (!serverUrl) {
  process.stdout.write('TEST_DATABASE_URL is not set: the production-shape test is skipped.\n');
  process.exit(0);
}
if (spawnSync('caddy', ['version']).status !== 0) {
  process.stderr.write('The production-shape test needs Caddy (apt-get install caddy; .ci/run installs it).\n');
  process.exit(1);
}

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** A quoted-printable body as text (nodemailer encodes Polish mail that way). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** An SMTP server on loopback that keeps every message it receives. */
async function smtpSink() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise<void>((done) => server.close(done)) };
}

/** A started process whose output is kept for the failure message. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv, name: string) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return { child, name, output: () => output };
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs = STARTUP_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null) return value;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The cookies a browser would keep: name → value, from Set-Cookie headers. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  readonly seen: string[] = [];
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      this.seen.push(line);
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const database = await createEmptyPostgresDatabase(serverUrl);
const smtp = await smtpSink();
const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
const site = `http://127.0.0.1:${proxyPort}`;
const scratch = mkdtempSync(join(tmpdir(), 'celujacy-production-'));
const processes: { child: ChildProcess; name: string; output: () => string }[] = [];

const randomSecret = randomBytes(32).toString('base64url');
const appEnv = (port: number): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  BASE_URL: site,
  DATABASE_URL: database.url,
  BETTER_AUTH_SECRET: randomSecret,
  SMTP_URL: smtp.url,
  TRUST_PROXY: 'true',
  COMPRESS_RESPONSES: 'off',
  DATA_DIR: join(scratch, `data-${port}`),
  LOG_LEVEL: 'warn',
});
try {
  // Two instances started at once on a new database (they migrate in turn), Caddy in front.
  for (const [port, name] of [
    [portA, 'instance A'],
    [portB, 'instance B'],
  ] as const) {
    processes.push(start(process.execPath, ['src/server/start.ts'], appEnv(port), name));
  }
  processes.push(
    start(
      'caddy',
      ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
      {
        PATH: process.env.PATH,
        HOME: scratch,
        XDG_DATA_HOME: scratch,
        XDG_CONFIG_HOME: scratch,
        CELUJACY_SITE: site,
        CELUJACY_UPSTREAMS: `127.0.0.1:${portA} 127.0.0.1:${portB}`,
      },
      'caddy',
    ),
  );
  for (const port of [portA, portB]) {
    await waitFor(`the instance on port ${port}`, async () =>
      (await fetch(`http://127.0.0.1:${port}/health`)).ok ? true : null,
    );
  }

  // /health through the proxy, with the proxy's affinity cookie.
  const health = await waitFor('/health through Caddy', async () => {
    const res = await fetch(`${site}/health`);
    return res.ok ? res : null;
  });
  assert.equal(((await health.json()) as { status: string }).status, 'ok');
  assert.match(health.headers.getSetCookie().join('\n'), /celujacy_lb=/, 'Caddy gives a family its instance');

  // No dev mailbox in production, from anywhere.
  assert.equal((await fetch(`${site}/dev/mailbox`)).status, 404, 'no dev mailbox in production');

  // Sign-up through the proxy; the verification mail comes through SMTP with a link to the site.
  const jar = new CookieJar();
  const email = `rodzic.${Date.now().toString(36)}@example.pl`;
  const call = async (base: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        origin: site,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    jar.take(res);
    return res;
  };
  const signUp = await call(site, '/api/auth/sign-up/email', {
    email,
    password: 'Bezpieczne-Haslo-2026',
    name: 'Ewa',
    callbackURL: '/onboarding/consent',
  });
  assert.equal(signUp.status, 200, `sign-up: ${await signUp.text()}`);
  const mail = await waitFor(
    'the verification e-mail',
    async () => smtp.messages.find((m) => m.to.includes(email)) ?? null,
    15_000,
  );
  const link = new RegExp(`${site.replace(/[.]/g, '\\.')}/api/auth/verify-email\\?token=[^\\s"<>]+`).exec(
    mail.raw,
  )?.[0];
  assert.ok(link, 'the e-mail links to the public address');
  const verified = await call(site, new URL(link).pathname + new URL(link).search);
  assert.equal(verified.status, 302, 'the link signs in and goes on');
  const session = jar.seen.find((c) => c.includes('session_token='));
  assert.ok(session, 'a session cookie');
  assert.match(session, /^__Secure-/, 'the session cookie is a __Secure- one');
  assert.match(session, /;\s*Secure/i, 'Secure');
  assert.match(session, /;\s*HttpOnly/i, 'HttpOnly');

  // Consent and a child, then an answer on instance A, read back through instance B.
  assert.equal(
    (await call(site, '/api/consents', { parental: true, terms: true, privacy: true, marketing: false })).status,
    200,
  );
  const child = await call(site, '/api/students', { nickname: 'Ola', grade: '7', goal: 'exam_70', difficulties: [] });
  assert.equal(child.status, 201, `add child: ${await child.clone().text()}`);
  const studentId = ((await child.json()) as { student: { id: string } }).student.id;
  const a = `http://127.0.0.1:${portA}`;
  const b = `http://127.0.0.1:${portB}`;
  const started = await call(a, '/api/session/start', { studentId });
  assert.equal(started.status, 200, `session start: ${await started.clone().text()}`);
  const { sessionId } = (await started.json()) as { sessionId: string };
  // A number is a valid answer to a number question (right or wrong): skip to the first one.
  type Next = { question: { id: string; inputKind: string } };
  let next = (await (await call(a, '/api/session/next', { sessionId })).json()) as Next;
  for (let skips = 0; next.question.inputKind !== 'number'; skips++) {
    assert.ok(skips < 30, 'a number question within 30 questions');
    next = (await (await call(a, '/api/session/next', { sessionId, skip: true })).json()) as Next;
  }
  const answered = await call(a, '/api/session/answer', { sessionId, questionId: next.question.id, answer: '7' });
  assert.equal(answered.status, 200, `answer: ${await answered.clone().text()}`);
  const { result } = (await answered.json()) as { result: string };
  assert.ok(result === 'correct' || result === 'incorrect', `the answer is checked (${result})`);
  const readBack = await call(b, `/api/session/${sessionId}`);
  assert.equal(readBack.status, 200);
  const { session: read } = (await readBack.json()) as { session: { answeredCount: number; correctCount: number } };
  assert.equal(read.answeredCount, 1, 'the other instance sees the answer');
  assert.equal(read.correctCount, result === 'correct' ? 1 : 0);
  process.stdout.write(
    `production shape: 2 instances behind Caddy on PostgreSQL, mail over SMTP, Secure cookies, no dev mailbox; an answer (${result}) on one instance read back on the other\n`,
  );
} catch (error) {
  for (const p of processes) process.stderr.write(`--- ${p.name}\n${p.output().slice(-3000)}\n`);
  throw error;
} finally {
  for (const p of processes) p.child.kill('SIGTERM');
  await Promise.all(
    processes.map((p) => new Promise((r) => (p.child.exitCode !== null ? r(null) : p.child.once('exit', r)))),
  );
  await smtp.close();
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
}
