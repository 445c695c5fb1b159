import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { attempts } from './db/schema/index.ts';
import { createTempClientDist } from './test/app.ts';
import { createEmptyPostgresDatabase } from './test/database.ts';

/**
 * The real server process answers questions; it is killed with SIGKILL right after the last
 * acknowledgement, restarted on the same data, and every acknowledged answer must be there.
 * PGlite by default, PostgreSQL when TEST_DATABASE_URL is set (like every server suite).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ANSWERS = 6;
const running = new Set<ChildProcess>();
const SECRET = randomBytes(32).toString('base64url');
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startServer(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['src/server/index.ts'], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: 'off',
      // As a deployment keeps its secret across restarts (under NODE_ENV=test one is made per process).
      BETTER_AUTH_SECRET: SECRET,
    },
    stdio: 'ignore',
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

async function waitHealthy(base: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/health`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

/** A tiny browser: the site's origin on every request and the cookies it was given. */
function browser(base: string) {
  let cookie = '';
  return async (path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { origin: base, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      cookie = [...cookie.split('; ').filter((c) => c && !c.startsWith(pair.split('=')[0]! + '=')), pair].join('; ');
    }
    const text = await res.text();
    return { status: res.status, json: text.startsWith('{') ? JSON.parse(text) : undefined };
  };
}

describe('durability', () => {
  it('every acknowledged answer survives a SIGKILL and a restart', async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const empty = serverUrl ? await createEmptyPostgresDatabase(serverUrl) : undefined;
    const dataDir = mkdtempSync(join(tmpdir(), 'celujacy-durability-'));
    const env = {
      PORT: String(port),
      BASE_URL: base,
      CLIENT_DIST: createTempClientDist(),
      ...(empty ? { DATABASE_URL: empty.url } : { DATA_DIR: dataDir }),
    };
    try {
      let server = startServer(env);
      await waitHealthy(base);
      const api = browser(base);
      const email = `trwalosc.${Date.now().toString(36)}@example.pl`;
      expect(
        (await api('/api/auth/sign-up/email', { email, password: 'Haslo-Testowe-123', name: 'Ala', callbackURL: '/' }))
          .status,
      ).toBe(200);
      const mailbox = await api('/dev/mailbox.json');
      const link = (mailbox.json.messages as Array<{ to: string; links: string[] }>)
        .find((m) => m.to === email)!
        .links.find((l) => l.includes('verify-email'))!;
      await api(new URL(link).pathname + new URL(link).search);
      expect(
        (await api('/api/consents', { parental: true, terms: true, privacy: true, marketing: false })).status,
      ).toBe(200);
      const child = await api('/api/students', { nickname: 'Ola', grade: '6', goal: 'habit', difficulties: [] });
      const { sessionId } = (await api('/api/session/start', { studentId: child.json.student.id })).json;

      const acknowledged: string[] = [];
      for (let i = 0; i < ANSWERS * 3 && acknowledged.length < ANSWERS; i++) {
        const { question } = (await api('/api/session/next', { sessionId })).json;
        const answer = await api('/api/session/answer', { sessionId, questionId: question.id, answer: '1' });
        if (answer.status === 200) acknowledged.push(question.id);
      }
      // Right after the last acknowledgement, no chance to flush anything more.
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
      expect(acknowledged).toHaveLength(ANSWERS);

      server = startServer(env);
      await waitHealthy(base);
      const session = await api(`/api/session/${sessionId}`);
      expect(session.status).toBe(200);
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));

      const database: Database = empty ? openPostgres(empty.url, 1) : openPglite(dataDir);
      try {
        const rows = await database.db
          .select({ id: attempts.id, rawAnswer: attempts.rawAnswer, result: attempts.result })
          .from(attempts)
          .where(inArray(attempts.id, acknowledged));
        expect(rows.map((r) => r.id).sort()).toEqual([...acknowledged].sort());
        expect(rows.every((r) => r.rawAnswer === '1' && r.result !== null)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      await empty?.drop();
    }
  }, 90_000);
});
