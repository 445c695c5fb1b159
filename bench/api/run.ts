/**
 * API load benchmark (`npm run bench:api`): starts the REAL server as a child process
 * (`node src/server/index.ts`), first on a fresh embedded PGlite data directory, then on a fresh
 * PostgreSQL database (127.0.0.1:5432, skipped with a note when unreachable), and measures:
 *   1. a trivial route (GET /health, one `select 1`) with autocannon;
 *   2. many simulated learners doing the product's real work concurrently — each parent signs
 *      up, verifies the address through the dev mailbox, consents and adds a child; then every
 *      child runs practice sessions: start → (next → answer) × N → end.
 * Learners answer as pupils would: with the stored item of each served question (read from the
 * database on PostgreSQL, from the admin content API on PGlite), about two in three right, the
 * rest wrong in a form the checker reads (src/core/questions/typed-answers.ts); how the checker
 * read them is printed, and any answer read as invalid is an error.
 * Reports requests/s, p50/p99 latency, errors (any non-2xx), the server's peak memory
 * (VmHWM from /proc/<pid>/status) and the CPU time per request, learning and /health, of the
 * server, of the database's backends (/proc/<pid>/stat) and of this process: steadier than
 * requests/s on a shared machine, and on one machine the share of /health's requests/s the
 * learning routes reach is about the inverse of how many /health requests' CPU one learning
 * request costs (printed). Prints a table, and a JSON summary as the last line.
 * Options: --learners N (default 40), --questions N per session (default 15), --sessions N per
 * learner (default 2), --concurrency N (default = learners), --health-seconds N (default 5),
 * --pg-url URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres), --no-pg, --no-pglite,
 * --cpu-prof DIR (the server writes a V8 CPU profile per engine there, for chrome://inspect or speedscope,
 *   and phases.json with each phase's monotonic start and end: `node bench/api/profile-top.ts DIR/CPU…`
 *   lists where the learning phase spent its time),
 * --instances N (PostgreSQL: N server processes on the one database behind a loopback round-robin
 *   proxy; PGlite, embedded in one process, always runs one),
 * --soak SECONDS (instead of the fixed sessions: learners keep practising for that long — each
 *   parent moves on to a new account before the trial's 50 tasks — and the server's memory is
 *   printed over time: VmRSS, and the server's heap and external memory from a preloaded probe,
 *   bench/api/memory-probe.ts — with the first-half and second-half peaks and the second half's
 *   slope),
 * --warmup N (default 1): N rounds of the same learning work, each by as many new accounts as --learners, before the
 *   measured phase, printed as their own rows and not counted in it — /health is measured after
 *   thousands of requests have warmed its code, the learning routes' code (the question templates)
 *   is still being compiled by V8 in a first round; --warmup 0 measures that cold round,
 * --history N (PostgreSQL; default 0): before the warm-up, every learner's child gets N answered
 *   questions of past practice sessions (15 a day, going back one day per session; real generated
 *   items), stored directly in the database: a child after months of practice. What the learning
 *   routes read must not grow with it (issue 14: a whole school year; the tables are analyzed after
 *   the load, as autovacuum would; a soak's later accounts start without history),
 * --accept-encoding "…" (default "gzip, deflate, br, zstd", what Chromium sends: the server compresses
 *   API JSON of 1 kB and more as it would for a browser; "identity" asks for none),
 * --server-flags "…" (extra node flags for the server, e.g. "--heapsnapshot-signal=SIGUSR2", for
 *   experiments; the default is exactly how `npm start` runs it on that engine: src/server/node-flags.ts).
 * After each engine the answers stored in the database are counted and compared with the answers
 * the learners were told were stored: none lost, none doubled.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  Agent,
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URI, type TOTP } from 'otpauth';
import { GOALS, GRADES } from '#core/curriculum/student-profile.ts';
import { typedAnswer } from '#core/questions/typed-answers.ts';
import type { CheckableQuestion } from '#core/questions/check-answer.ts';
import { serverNodeFlags } from '#server/node-flags.ts';
import { storePastAnswers } from '#server/test/history.ts';
import type { MemorySample } from './memory-probe.ts';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../free-port.ts';

interface Options {
  learners: number;
  questions: number;
  sessions: number;
  concurrency: number;
  healthSeconds: number;
  pgUrl: string;
  pg: boolean;
  pglite: boolean;
  cpuProfDir: string | null;
  instances: number;
  soakSeconds: number;
  serverFlags: string[];
  warmupRounds: number;
  history: number;
  acceptEncoding: string;
}

function parseArgs(argv: readonly string[]): Options {
  const get = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
  };
  const learners = Number(get('learners', '40'));
  return {
    learners,
    questions: Number(get('questions', '15')),
    sessions: Number(get('sessions', '2')),
    concurrency: Number(get('concurrency', String(learners))),
    healthSeconds: Number(get('health-seconds', '5')),
    pgUrl: get('pg-url', 'postgres://postgres@127.0.0.1:5432/postgres'),
    pg: !argv.includes('--no-pg'),
    pglite: !argv.includes('--no-pglite'),
    cpuProfDir: argv.includes('--cpu-prof') ? get('cpu-prof', '.') : null,
    instances: Math.max(1, Number(get('instances', '1'))),
    soakSeconds: Number(get('soak', '0')),
    serverFlags: get('server-flags', '').split(' ').filter(Boolean),
    warmupRounds: Number(get('warmup', '1')),
    history: Number(get('history', '0')),
    acceptEncoding: get('accept-encoding', 'gzip, deflate, br, zstd'),
  };
}

/** VmHWM (peak) or VmRSS (now) of a process, in MB. */
function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) a process has used, in ms, from /proc/<pid>/stat (clock ticks of
 * 10 ms, USER_HZ on Linux); null when the process is gone. Less disturbed by a busy machine
 * than requests/s: what one request costs, not how fast the machine answered.
 */
function cpuMs(pid: number): number | null {
  try {
    // The fields after the command name (which may hold spaces) — utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** CPU ms the processes used between two readings (processes gone by the second are left out). */
function cpuUsedMs(before: ReadonlyMap<number, number>, pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    const now = cpuMs(pid);
    if (now !== null) total += now - (before.get(pid) ?? 0);
  }
  return total;
}

function cpuTotalMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

function cpuReadings(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuMs(pid) ?? 0]));
}

/** CPU ms per request of the server process(es), the database's backends and this bench process. */
interface CpuPerRequest {
  serverMs: number;
  databaseMs: number;
  clientMs: number;
}

/**
 * Starts counting the CPU the server processes, the database's backends and this process use;
 * the function returned divides what they used since by a number of requests. Backends opened
 * meanwhile count from zero.
 */
async function cpuMeter(
  serverPids: readonly number[],
  databasePids: () => Promise<number[]>,
): Promise<(requests: number) => Promise<CpuPerRequest>> {
  const server = cpuReadings(serverPids);
  const database = cpuReadings(await databasePids());
  const client = process.cpuUsage();
  return async (requests) => {
    const n = Math.max(1, requests);
    return {
      serverMs: round2(cpuUsedMs(server, serverPids) / n),
      databaseMs: round2(cpuUsedMs(database, await databasePids()) / n),
      clientMs: round2(cpuTotalMs(process.cpuUsage(client)) / n),
    };
  };
}

/** Microseconds of the monotonic clock, the time base of V8's CPU profiles. */
function monotonicUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

interface Server {
  base: string;
  child: ChildProcess;
  /** Where the memory probe writes (a soak), else null. */
  memoryFile: string | null;
  stderr: () => string;
  stop(): Promise<void>;
}

/** One secret for every instance of a run (a session signed by one is read by the other), none on disk. */
const BENCH_AUTH_SECRET = randomBytes(32).toString('base64url');

/** `publicBase`: the address clients use (the proxy's, with several instances); default its own. */
async function startServer(env: Record<string, string>, opts: Options, publicBase?: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: publicBase ?? base,
    LOG_LEVEL: 'error',
    // The bench signs up many parents from one address: the auth rate limits must be off.
    AUTH_RATE_LIMIT: 'off',
    // The answer key's reader on PGlite (adminApiKey).
    ADMIN_EMAILS: KEY_ADMIN,
    BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
    ...env,
  };
  // Mail goes to the dev mailbox (read back for the verification links); no database URL means PGlite.
  delete childEnv.SMTP_URL;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  if (opts.cpuProfDir) mkdirSync(opts.cpuProfDir, { recursive: true });
  const profile = opts.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', opts.cpuProfDir] : [];
  const memoryFile = opts.soakSeconds > 0 ? join(tmpdir(), `celujacy-bench-memory-${port}.jsonl`) : null;
  const probe = memoryFile ? ['--import', new URL('./memory-probe.ts', import.meta.url).href] : [];
  if (memoryFile) {
    childEnv.BENCH_MEMORY_FILE = memoryFile;
    childEnv.BENCH_MEMORY_EVERY_MS = String(Math.max(5, Math.round(opts.soakSeconds / 60)) * 1000);
  }
  // As `npm start` runs it: the node flags of its engine (they bound the embedded PGlite's memory; README).
  const flags = [...serverNodeFlags(childEnv.DATABASE_URL), ...profile, ...probe, ...opts.serverFlags];
  const child = spawn(process.execPath, [...flags, 'src/server/index.ts'], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  // Start-up (module loading, migrations) can be slow on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    child,
    memoryFile,
    stderr: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// A tiny cookie-carrying client that records latency per route.

interface Sample {
  route: string;
  ms: number;
  ok: boolean;
}

class Recorder {
  samples: Sample[] = [];
  errors: string[] = [];
  retries = 0;
  record(route: string, ms: number, ok: boolean, detail?: string) {
    this.samples.push({ route, ms, ok });
    if (!ok && this.errors.length < 20) this.errors.push(`${route}: ${detail ?? ''}`.slice(0, 300));
  }
}

/**
 * The learners' connections: node's own HTTP client with keep-alive, as lean per request as
 * autocannon's on /health (fetch's WHATWG layers cost the bench about twice the CPU per request,
 * and on this one machine the bench's CPU is taken from the server's and the database's).
 */
const learnerAgent = new Agent({ keepAlive: true });

interface HttpAnswer {
  status: number;
  setCookies: readonly string[];
  text: string;
}

/** One request; redirects are not followed (the API answers JSON; the e-mail link's 302 is read as is). */
function httpCall(url: string, method: string, headers: Record<string, string>, body?: string): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: learnerAgent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          setCookies: res.headers['set-cookie'] ?? [],
          text: decoded(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The response's body as the browser would read it. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** The Accept-Encoding every learner sends (--accept-encoding). */
let acceptEncoding = 'identity';

class Client {
  cookie = '';
  base: string;
  rec: Recorder | null;
  constructor(base: string, rec: Recorder | null) {
    this.base = base;
    this.rec = rec;
  }

  /**
   * A connection the server closed while idle (keep-alive race) fails the request before it is
   * read; like a browser, the client then retries once. Every learning route is idempotent
   * (a repeated answer returns the stored result), so a retry never counts twice. Retries are
   * reported; a request failing twice is an error.
   */
  async request(route: string, method: string, path: string, body?: unknown) {
    const first = await this.once(route, method, path, body, false);
    if (first.status !== 0) return { ...first, retried: false };
    if (this.rec) this.rec.retries++;
    return { ...(await this.once(route, method, path, body, true)), retried: true };
  }

  private async once(route: string, method: string, path: string, body: unknown, lastTry: boolean) {
    const headers: Record<string, string> = { origin: this.base, 'accept-encoding': acceptEncoding };
    if (this.cookie) headers.cookie = this.cookie;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const started = performance.now();
    let res: HttpAnswer;
    try {
      res = await httpCall(this.base + path, method, headers, payload);
    } catch (err) {
      const code = (err as { code?: string; message?: string }).code ?? (err as Error).message;
      if (lastTry) this.rec?.record(route, performance.now() - started, false, `network: ${code}`);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bench inspects arbitrary JSON
      return { status: 0, json: undefined as any, text: '' };
    }
    const ms = performance.now() - started;
    this.absorbCookies(res.setCookies);
    const ok = res.status < 400;
    this.rec?.record(route, ms, ok, `${res.status} ${res.text.slice(0, 200)}`);
    let json: unknown;
    try {
      json = res.text ? JSON.parse(res.text) : undefined;
    } catch {
      json = undefined;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bench inspects arbitrary JSON
    return { status: res.status, json: json as any, text: res.text };
  }

  absorbCookies(setCookies: readonly string[]) {
    if (setCookies.length === 0) return;
    const jar = new Map(
      this.cookie
        .split('; ')
        .filter(Boolean)
        .map((p) => [p.split('=')[0]!, p.slice(p.indexOf('=') + 1)]),
    );
    for (const line of setCookies) {
      const pair = line.split(';')[0] ?? '';
      const name = pair.split('=')[0]!.trim();
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookie = [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

/** Signs an account up and verifies its address through the dev mailbox (which signs it in). */
const PASSWORD = 'Haslo-Benchmark-123';

async function signedUpVerified(base: string, email: string, name: string, rec: Recorder): Promise<Client> {
  const client = new Client(base, rec);
  const signUp = await client.request('auth:sign-up', 'POST', '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name,
    callbackURL: '/onboarding/consent',
  });
  if (signUp.status !== 200) throw new Error(`sign-up ${signUp.status}: ${signUp.text}`);
  let link: string | undefined;
  for (let tries = 0; tries < 50 && !link; tries++) {
    const box = await new Client(base, null).request('mailbox', 'GET', '/dev/mailbox.json');
    const msg = (box.json?.messages ?? []).find((m: { to: string }) => m.to === email);
    link = msg?.links?.find((l: string) => l.includes('/api/auth/verify-email'));
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  const url = new URL(link);
  await client.request('auth:verify', 'GET', url.pathname + url.search);
  if (!client.cookie.includes('session_token')) throw new Error('verification did not sign in');
  return client;
}

/** The real onboarding journey through the API; returns the parent's client and the child id. */
async function onboard(
  base: string,
  i: number,
  runId: string,
  rec: Recorder,
): Promise<{ client: Client; childId: string }> {
  const client = await signedUpVerified(base, `bench.${runId}.${i}@example.pl`, `Rodzic ${i}`, rec);
  const consent = await client.request('consents', 'POST', '/api/consents', {
    parental: true,
    terms: true,
    privacy: true,
    marketing: false,
  });
  if (consent.status !== 200) throw new Error(`consent ${consent.status}: ${consent.text}`);
  const child = await client.request('students:add', 'POST', '/api/students', {
    nickname: `Uczeń ${i}`,
    grade: GRADES[i % GRADES.length],
    goal: GOALS[i % GOALS.length],
    difficulties: i % 2 ? ['fractions_powers'] : [],
  });
  if (child.status !== 201) throw new Error(`add child ${child.status}: ${child.text}`);
  return { client, childId: child.json.student.id };
}

/**
 * The stored item behind a served question (the API never sends the key): learners answer with
 * it as a pupil would — mostly right, sometimes wrong, always in a form the checker reads.
 */
interface AnswerKey {
  itemOf(attemptId: string): Promise<CheckableQuestion>;
  close(): Promise<void>;
}

/**
 * What the checker reads of a stored item (CheckableQuestion), not its steps, hints and solution.
 * jsonb_to_record takes the fields apart in one call (seven `item->` would each decompress the item).
 */
const KEY_QUERY = `select jsonb_strip_nulls(jsonb_build_object('answer', k.answer, 'type', k.type,
  'commonErrors', k."commonErrors", 'options', k.options, 'unitLabel', k."unitLabel",
  'truthCount', k."truthCount", 'verdictRows', k."verdictRows")) as item
  from attempts a, jsonb_to_record(a.item) as k(answer jsonb, type jsonb, "commonErrors" jsonb, options jsonb,
    "unitLabel" jsonb, "truthCount" jsonb, "verdictRows" jsonb)
  where a.id = $1`;

/**
 * PostgreSQL: read from the database directly (a primary-key read of what the checker needs, on
 * the database server, no work for the server under test).
 */
function databaseKey(url: string): AnswerKey {
  const keyPool = new pg.Pool({ connectionString: url, max: 4 });
  return {
    async itemOf(attemptId) {
      const { rows } = await keyPool.query<{ item: CheckableQuestion }>({
        name: 'bench_answer_key',
        text: KEY_QUERY,
        values: [attemptId],
      });
      if (!rows[0]) throw new Error(`no attempt ${attemptId}`);
      return rows[0].item;
    },
    close: () => keyPool.end(),
  };
}

const KEY_ADMIN = 'bench.admin@example.pl';

/**
 * PGlite is embedded in the server: the key comes from the admin content API (an admin listed in
 * ADMIN_EMAILS), one extra request per question, not counted among the learning requests.
 */
async function adminApiKey(base: string): Promise<AnswerKey> {
  const admin = await signedUpVerified(base, KEY_ADMIN, 'Administrator benchmarku', new Recorder());
  admin.rec = null;
  // Admins must enrol an authenticator before the admin routes answer (decision 0007).
  const enabled = await admin.request('admin:2fa', 'POST', '/api/auth/two-factor/enable', { password: PASSWORD });
  if (enabled.status !== 200) throw new Error(`two-factor enable ${enabled.status}: ${enabled.text}`);
  const code = (URI.parse(enabled.json.totpURI) as TOTP).generate();
  const verified = await admin.request('admin:2fa', 'POST', '/api/auth/two-factor/verify-totp', { code });
  if (verified.status !== 200) throw new Error(`two-factor verify ${verified.status}: ${verified.text}`);
  return {
    async itemOf(attemptId) {
      const res = await admin.request('admin:attempt', 'GET', `/api/admin/content/attempt/${attemptId}`);
      if (res.status !== 200) throw new Error(`admin attempt ${attemptId}: ${res.status} ${res.text}`);
      return res.json.item as CheckableQuestion;
    },
    close: async () => {},
  };
}

/** About two answers in three are right, as for a pupil practising at a fitting level. */
function answersRight(n: number): boolean {
  return n % 3 !== 2;
}

async function learnerLoop(
  client: Client,
  childId: string,
  opts: Options,
  seedBase: number,
  tally: Tally,
  key: AnswerKey,
) {
  for (let s = 0; s < opts.sessions; s++) {
    const start = await client.request('session:start', 'POST', '/api/session/start', { studentId: childId });
    const sessionId = start.json?.sessionId;
    if (!sessionId) continue;
    for (let q = 0; q < opts.questions; q++) {
      const next = await client.request('session:next', 'POST', '/api/session/next', { sessionId });
      const question = next.json?.question;
      if (!question) break;
      const answer = await client.request('session:answer', 'POST', '/api/session/answer', {
        sessionId,
        questionId: question.id,
        answer: typedAnswer(await key.itemOf(question.id), answersRight(seedBase + q)),
        timeSpentMs: 8000,
      });
      // Stored now, or by a first try whose reply was lost (the retry then says "duplicate").
      const result: unknown = answer.json?.result;
      if (result === 'correct' || result === 'incorrect' || result === 'invalid') tally.results[result]++;
      if ((result === 'correct' || result === 'incorrect') && (!answer.json.duplicate || answer.retried))
        tally.stored++;
      // A notation problem is not counted: the pupil moves on with Skip, as the UI allows.
      if (result === 'invalid') {
        await client.request('session:next', 'POST', '/api/session/next', { sessionId, skip: true });
      }
    }
    await client.request('session:end', 'POST', '/api/session/end', { sessionId });
  }
}

async function pool<T>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  });
  await Promise.all(workers);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** All three processes' CPU per request. */
function cpuTotal(c: CpuPerRequest): number {
  return round2(c.serverMs + c.databaseMs + c.clientMs);
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
}

interface Stats {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function stats(samples: readonly Sample[], seconds: number): Stats {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    rps: Math.round((samples.length / seconds) * 10) / 10,
    p50: Math.round(percentile(ms, 50) * 10) / 10,
    p99: Math.round(percentile(ms, 99) * 10) / 10,
    errors: samples.filter((s) => !s.ok).length,
  };
}

async function healthBench(base: string, seconds: number): Promise<Stats> {
  const result = await autocannon({ url: `${base}/health`, connections: 20, duration: seconds });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** A warm-up round's figures (the same work as the learning phase, by other learners, before it). */
interface WarmupRound extends Stats {
  seconds: number;
  cpuPerRequest: CpuPerRequest;
}

interface EngineResult {
  /** The rounds before the measured learning phase (--warmup), first one on a cold server. */
  warmups: WarmupRound[];
  /**
   * CPU ms per learning request: the server process(es), the database's backends (PostgreSQL),
   * and this bench process (the learners' HTTP client and the answer key), which shares the machine.
   */
  cpuPerRequest: CpuPerRequest;
  /** The same per /health request (autocannon runs in this process). */
  healthCpuPerRequest: CpuPerRequest;
  engine: string;
  health: Stats;
  onboarding: Stats & { seconds: number };
  learning: Stats & { seconds: number; answers: number; retries: number };
  byRoute: Record<string, Stats>;
  peakMemoryMb: number | null;
  /** Resident memory of each server process over a soak (seconds since the learning began). */
  memory: { second: number; rssMb: number[] }[];
  /** Each server process's own figures over a soak (memory-probe.ts; seconds since it started). */
  probes: MemorySample[][];
  stored: { told: number } & StoredCounts;
  /** How the checker read the learners' answers. */
  checked: Tally['results'];
  sampleErrors: string[];
}

/** A loopback round-robin HTTP proxy in front of several server processes (keep-alive to each). */
async function startProxy(port: number, backends: readonly string[]): Promise<HttpServer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse, target: URL, retried: boolean): void => {
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.rawHeaders);
        up.pipe(res);
      },
    );
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as it was reused: the request never reached
      // it (node marks it reusedSocket), so it is sent again once — what node's docs advise.
      if (!retried && upstream.reusedSocket && err.code === 'ECONNRESET') return forward(req, body, res, target, true);
      // The cause goes into the 502's body, which the bench prints with the error.
      if (!res.headersSent) res.writeHead(502);
      res.end(`proxy: ${err.code ?? err.message}`);
    });
    upstream.end(body);
  };
  const proxy = createHttpServer((req, res) => {
    const target = new URL(backends[next++ % backends.length]!);
    // The learners' bodies are small JSON: read whole, so a request can be sent again.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, target, false));
  });
  proxy.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return proxy;
}

/** One engine's server processes (several behind a proxy) and where clients reach them. */
interface Deployment {
  base: string;
  servers: Server[];
  stop(): Promise<void>;
}

async function deploy(env: Record<string, string>, opts: Options, instances: number): Promise<Deployment> {
  if (instances === 1) {
    const server = await startServer(env, opts);
    return { base: server.base, servers: [server], stop: () => server.stop() };
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const servers: Server[] = [];
  // One after the other: the first one migrates the fresh database.
  for (let i = 0; i < instances; i++) servers.push(await startServer(env, opts, base));
  const proxy = await startProxy(
    port,
    servers.map((s) => s.base),
  );
  let stopped = false;
  return {
    base,
    servers,
    stop: async () => {
      if (!stopped) {
        stopped = true;
        proxy.closeAllConnections();
        proxy.close();
      }
      await Promise.all(servers.map((s) => s.stop()));
    },
  };
}

/**
 * Answers the learners were told were stored (not invalid, not a repeat of an earlier one), and
 * how the checker read every answer.
 */
interface Tally {
  stored: number;
  results: { correct: number; incorrect: number; invalid: number };
}

/**
 * Learners practising until `until` (performance.now()): each parent moves on to a new account
 * before the trial's 50 tasks run out, so a long soak never hits the trial's end.
 */
async function soakLoop(
  base: string,
  opts: Options,
  runId: string,
  rec: Recorder,
  tally: Tally,
  worker: number,
  until: number,
  key: AnswerKey,
) {
  const perAccount = Math.max(1, Math.floor(45 / opts.questions));
  for (let account = 0; performance.now() < until; account++) {
    const setup = new Recorder();
    // Past the indices of the accounts the onboarding phase made (its e-mail addresses).
    const { client, childId } = await onboard(base, (worker + 1) * 100_000 + account, runId, setup);
    client.rec = rec;
    for (let s = 0; s < perAccount && performance.now() < until; s++) {
      await learnerLoop(client, childId, { ...opts, sessions: 1 }, worker * 7 + s, tally, key);
    }
  }
}

async function runEngine(
  engine: string,
  env: Record<string, string>,
  opts: Options,
  instances: number,
  countStored: (since: Date) => Promise<StoredCounts>,
  openKey: (base: string) => Promise<AnswerKey>,
  /** The database server's processes serving this run (PostgreSQL backends), for their CPU time. */
  databasePids: () => Promise<number[]> = async () => [],
  /** Stores --history's past answers for these children (PostgreSQL); null where the engine cannot. */
  seedHistory: ((childIds: readonly string[]) => Promise<void>) | null = null,
): Promise<EngineResult> {
  const runStarted = new Date();
  const deployment = await deploy(env, opts, instances);
  let key: AnswerKey | null = null;
  const phases: Record<string, [number, number]> = {};
  const timed = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const from = monotonicUs();
    try {
      return await fn();
    } finally {
      phases[name] = [from, monotonicUs()];
    }
  };
  const memory: { second: number; rssMb: number[] }[] = [];
  const pids = deployment.servers.map((s) => s.child.pid).filter((p): p is number => p !== undefined);
  try {
    const healthMeter = await cpuMeter(pids, databasePids);
    const health = await timed('health', () => healthBench(deployment.base, opts.healthSeconds));
    const healthCpuPerRequest = await healthMeter(health.requests);
    const runId = Date.now().toString(36);
    const setupRec = new Recorder();
    const learners: { client: Client; childId: string }[] = [];
    const t0 = performance.now();
    await timed('onboarding', () =>
      pool(
        Array.from({ length: opts.learners }, (_, i) => i),
        Math.min(10, opts.concurrency),
        async (i) => {
          learners.push(await onboard(deployment.base, i, runId, setupRec));
        },
      ),
    );
    const setupSeconds = (performance.now() - t0) / 1000;
    if (opts.history > 0 && seedHistory) await seedHistory(learners.map((l) => l.childId));

    const rec = new Recorder();
    const tally: Tally = { stored: 0, results: { correct: 0, incorrect: 0, invalid: 0 } };
    const answerKey = (key = await openKey(deployment.base));
    const warmupErrors: string[] = [];
    // Warm-up rounds (fresh learners, the same work, not in the learning figures): /health is
    // measured after thousands of requests have warmed its code; the learning routes' code (165
    // question templates) is still being compiled by V8 through a first round.
    const warmups: WarmupRound[] = [];
    for (let round = 1; round <= opts.warmupRounds && opts.soakSeconds === 0; round++) {
      const warmRec = new Recorder();
      const warmLearners: { client: Client; childId: string }[] = [];
      await pool(
        Array.from({ length: opts.learners }, (_, i) => round * 10_000 + i),
        Math.min(10, opts.concurrency),
        async (i) => {
          warmLearners.push(await onboard(deployment.base, i, runId, setupRec));
        },
      );
      if (opts.history > 0 && seedHistory) await seedHistory(warmLearners.map((l) => l.childId));
      for (const l of warmLearners) l.client.rec = warmRec;
      const meter = await cpuMeter(pids, databasePids);
      const from = performance.now();
      await timed(`warm-up ${round}`, () =>
        pool(warmLearners, opts.concurrency, (l, i) => learnerLoop(l.client, l.childId, opts, i * 7, tally, answerKey)),
      );
      const seconds = (performance.now() - from) / 1000;
      warmups.push({
        ...stats(warmRec.samples, seconds),
        seconds: Math.round(seconds * 10) / 10,
        cpuPerRequest: await meter(warmRec.samples.length),
      });
      warmupErrors.push(...warmRec.errors);
    }
    for (const l of learners) l.client.rec = rec;
    const learningMeter = await cpuMeter(pids, databasePids);
    const t1 = performance.now();
    const sampleEvery = opts.soakSeconds > 0 ? Math.max(5, Math.round(opts.soakSeconds / 20)) : 0;
    const sampler = sampleEvery
      ? setInterval(() => {
          memory.push({
            second: Math.round((performance.now() - t1) / 1000),
            rssMb: pids.map((pid) => memoryMb(pid, 'VmRSS') ?? 0),
          });
        }, sampleEvery * 1000)
      : null;
    await timed('learning', async () => {
      if (opts.soakSeconds > 0) {
        const until = t1 + opts.soakSeconds * 1000;
        await pool(learners, opts.concurrency, (l, i) =>
          soakLoop(deployment.base, opts, runId, rec, tally, i, until, answerKey),
        );
      } else {
        await pool(learners, opts.concurrency, (l, i) =>
          learnerLoop(l.client, l.childId, opts, i * 7, tally, answerKey),
        );
      }
    });
    if (sampler) clearInterval(sampler);
    const learnSeconds = (performance.now() - t1) / 1000;
    // Backends opened during the phase started from zero; the key reader's are counted too (a primary-key read each).
    const cpuPerRequest = await learningMeter(rec.samples.length);
    if (opts.cpuProfDir) writeFileSync(join(opts.cpuProfDir, 'phases.json'), JSON.stringify(phases));

    const byRoute: Record<string, Stats> = {};
    for (const route of [...new Set(rec.samples.map((s) => s.route))].sort()) {
      byRoute[route] = stats(
        rec.samples.filter((s) => s.route === route),
        learnSeconds,
      );
    }
    const peaks = pids.map((pid) => memoryMb(pid) ?? 0);
    const exited = deployment.servers.filter((s) => s.child.exitCode !== null);
    await key.close();
    key = null;
    await deployment.stop();
    const probes = deployment.servers.map((s) => readProbe(s.memoryFile));
    const counts = await countStored(runStarted);
    const countErrors =
      counts.answered === tally.stored && counts.trialTasks === tally.stored
        ? []
        : [
            `stored answers: learners told ${tally.stored}, database ${counts.answered}, trial tasks ${counts.trialTasks}`,
          ];
    // Every answer is typed in a form the checker reads: an invalid one is a bug (of the bench or the checker).
    const invalidErrors = tally.results.invalid
      ? [`${tally.results.invalid} answers read as invalid (expected none)`]
      : [];
    return {
      engine: instances > 1 ? `${engine}×${instances}` : engine,
      health,
      onboarding: { ...stats(setupRec.samples, setupSeconds), seconds: Math.round(setupSeconds * 10) / 10 },
      learning: {
        ...stats(rec.samples, learnSeconds),
        seconds: Math.round(learnSeconds * 10) / 10,
        answers: rec.samples.filter((s) => s.route === 'session:answer').length,
        retries: rec.retries + setupRec.retries,
      },
      byRoute,
      peakMemoryMb: peaks.length ? Math.max(...peaks) : null,
      cpuPerRequest,
      healthCpuPerRequest,
      memory,
      probes,
      stored: { told: tally.stored, ...counts },
      checked: tally.results,
      warmups,
      sampleErrors: [
        ...setupRec.errors,
        ...warmupErrors,
        ...rec.errors,
        ...countErrors,
        ...invalidErrors,
        ...exited.map((s) => `server exited ${s.child.exitCode}: ${s.stderr().slice(-2000)}`),
      ],
    };
  } finally {
    await key?.close();
    await deployment.stop();
  }
}

/** The memory probe's samples (and the file removed), or none when it did not run. */
function readProbe(file: string | null): MemorySample[] {
  if (!file) return [];
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as MemorySample);
  } catch {
    return [];
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Whether memory keeps growing over a soak: the peaks of its first and second halves, and the
 * second half's least-squares slope in MB per minute.
 */
function memoryTrend(points: readonly { second: number; mb: number }[]) {
  if (points.length < 4) return null;
  const mid = (points[0]!.second + points[points.length - 1]!.second) / 2;
  const first = points.filter((p) => p.second <= mid);
  const second = points.filter((p) => p.second > mid);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const mx = mean(second.map((p) => p.second));
  const my = mean(second.map((p) => p.mb));
  const sxx = second.reduce((a, p) => a + (p.second - mx) ** 2, 0);
  const sxy = second.reduce((a, p) => a + (p.second - mx) * (p.mb - my), 0);
  return {
    firstHalfPeakMb: Math.max(...first.map((p) => p.mb)),
    secondHalfPeakMb: Math.max(...second.map((p) => p.mb)),
    secondHalfSlopeMbPerMin: sxx > 0 ? Math.round((600 * sxy) / sxx) / 10 : 0,
  };
}

function printSoakMemory(r: EngineResult) {
  if (r.memory.length) {
    const trend = memoryTrend(r.memory.map((m) => ({ second: m.second, mb: Math.max(...m.rssMb) })));
    process.stdout.write(`${r.engine}: server memory (VmRSS MB) over the soak\n`);
    for (const m of r.memory) process.stdout.write(`  ${String(m.second).padStart(5)} s  ${m.rssMb.join('  ')}\n`);
    if (trend) {
      process.stdout.write(
        `  first half peak ${trend.firstHalfPeakMb} MB, second half peak ${trend.secondHalfPeakMb} MB, ` +
          `second half slope ${trend.secondHalfSlopeMbPerMin} MB/min\n`,
      );
    }
  }
  r.probes.forEach((samples, i) => {
    if (!samples.length) return;
    process.stdout.write(
      `${r.engine}: server ${i + 1} by memoryUsage() (MB; s since the server started; old = V8 old space reserved)\n` +
        '      s    rss  heapUsed  heapTotal   old  external  arrayBuffers\n',
    );
    for (const m of samples) {
      const cells = [m.second, m.rssMb, m.heapUsedMb, m.heapTotalMb, m.oldSpaceMb, m.externalMb, m.arrayBuffersMb];
      const widths = [7, 7, 10, 11, 6, 10, 14];
      process.stdout.write(cells.map((c, j) => String(c).padStart(widths[j]!)).join('') + '\n');
    }
    for (const field of ['heapTotalMb', 'externalMb'] as const) {
      const trend = memoryTrend(samples.map((m) => ({ second: m.second, mb: m[field] })));
      if (trend) process.stdout.write(`  ${field}: ${JSON.stringify(trend)}\n`);
    }
  });
}

/** What the database holds after a run: answered questions and trial tasks counted. */
interface StoredCounts {
  answered: number;
  trialTasks: number;
}

/** Answers stored since the run began ($1): --history's past answers are not the learners'. */
const COUNT_SQL = `select (select count(*) from attempts where result in ('correct', 'incorrect')
    and created_at >= $1::timestamptz)::int as answered,
  (select coalesce(sum(trial_tasks_used), 0) from subscriptions)::int as "trialTasks"`;

/** --history on PostgreSQL: the children's past answers (src/server/test/history.ts). */
async function seedHistory(url: string, childIds: readonly string[], perChild: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await storePastAnswers((text, params) => client.query(text, params), childIds, perChild);
    // After a bulk load, as autovacuum would soon (it may be off, as on the CI machine).
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The PostgreSQL backends connected to the bench's database (local server only: their /proc entries). */
async function backendPids(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database,
  ]);
  return rows.map((r) => r.pid);
}

async function countPostgres(url: string, since: Date): Promise<StoredCounts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<StoredCounts>(COUNT_SQL, [since.toISOString()])).rows[0]!;
  } finally {
    await client.end();
  }
}

/** PGlite is embedded: its data directory is opened here once the server has stopped. */
async function countPglite(dataDir: string, since: Date): Promise<StoredCounts> {
  const db = new PGlite(dataDir);
  try {
    return (await db.query<StoredCounts>(COUNT_SQL, [since.toISOString()])).rows[0]!;
  } finally {
    await db.close();
  }
}

function printTable(results: readonly EngineResult[]) {
  const rows: string[][] = [['engine', 'workload', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors']];
  for (const r of results) {
    rows.push([r.engine, 'GET /health (autocannon)', ...fmt(r.health)]);
    rows.push([r.engine, 'onboarding (sign-up…child)', ...fmt(r.onboarding)]);
    r.warmups.forEach((w, i) => rows.push([r.engine, `warm-up round ${i + 1} (not counted)`, ...fmt(w)]));
    rows.push([r.engine, 'learning (all routes)', ...fmt(r.learning)]);
    for (const [route, s] of Object.entries(r.byRoute)) rows.push([r.engine, `  ${route}`, ...fmt(s)]);
    rows.push([r.engine, 'server peak memory (VmHWM)', `${r.peakMemoryMb ?? '?'} MB`, '', '', '', '']);
    for (const [label, cpu] of [
      ['CPU per /health request', r.healthCpuPerRequest],
      ...r.warmups.map((w, i) => [`CPU per warm-up ${i + 1} request`, w.cpuPerRequest] as const),
      ['CPU per learning request', r.cpuPerRequest],
    ] as const) {
      rows.push([
        r.engine,
        label,
        `server ${cpu.serverMs} ms`,
        r.engine.startsWith('postgres') ? `database ${cpu.databaseMs} ms` : '',
        `bench ${cpu.clientMs} ms`,
        '',
        '',
      ]);
    }
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  for (const row of rows) process.stdout.write(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  ') + '\n');
  for (const r of results) {
    if (r.sampleErrors.length) process.stdout.write(`\n${r.engine} errors:\n  ${r.sampleErrors.join('\n  ')}\n`);
  }
}

function fmt(s: Stats): string[] {
  return [String(s.requests), String(s.rps), String(s.p50), String(s.p99), String(s.errors)];
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  acceptEncoding = opts.acceptEncoding;
  const results: EngineResult[] = [];
  if (opts.pglite) {
    const dataDir = mkdtempSync(join(tmpdir(), 'celujacy-bench-'));
    try {
      results.push(
        await runEngine(
          'pglite',
          { DATA_DIR: dataDir },
          opts,
          1,
          (since) => countPglite(dataDir, since),
          (base) => adminApiKey(base),
        ),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  let pgNote: string | null = null;
  if (opts.pg) {
    const name = `bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: opts.pgUrl });
    try {
      await admin.connect();
      await admin.query(`create database ${name}`);
    } catch (err) {
      pgNote = `PostgreSQL skipped: ${(err as Error).message}`;
    }
    if (!pgNote) {
      const url = new URL(opts.pgUrl);
      url.pathname = `/${name}`;
      try {
        results.push(
          await runEngine(
            'postgres',
            { DATABASE_URL: url.toString() },
            opts,
            opts.instances,
            (since) => countPostgres(url.toString(), since),
            async () => databaseKey(url.toString()),
            () => backendPids(admin, name),
            (childIds) => seedHistory(url.toString(), childIds, opts.history),
          ),
        );
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      }
    }
    await admin.end().catch(() => {});
  }

  const workload =
    opts.soakSeconds > 0 ? `soak ${opts.soakSeconds} s` : `${opts.sessions} sessions × ${opts.questions} questions`;
  const history = opts.history > 0 ? `, ${opts.history} past answers per child (PostgreSQL only; PGlite without)` : '';
  process.stdout.write(
    `\nAPI benchmark: ${opts.learners} learners × ${workload}, concurrency ${opts.concurrency}${history}\n\n`,
  );
  printTable(results);
  for (const r of results) {
    process.stdout.write(
      `\n${r.engine}: answers stored — learners told ${r.stored.told}, database ${r.stored.answered}, trial tasks ${r.stored.trialTasks}` +
        ` (learning routes at ${((100 * r.learning.rps) / r.health.rps).toFixed(1)} % of /health's requests/s` +
        (r.warmups[0] ? `; the first, cold round at ${((100 * r.warmups[0].rps) / r.health.rps).toFixed(1)} %` : '') +
        ')\n' +
        `${r.engine}: CPU per request, server + database + bench — learning ${cpuTotal(r.cpuPerRequest)} ms, /health ${cpuTotal(r.healthCpuPerRequest)} ms:` +
        ` a learning request costs ${(cpuTotal(r.cpuPerRequest) / Math.max(0.001, cpuTotal(r.healthCpuPerRequest))).toFixed(1)}× a /health request\n` +
        `${r.engine}: answers checked — correct ${r.checked.correct}, incorrect ${r.checked.incorrect}, invalid ${r.checked.invalid}\n`,
    );
    printSoakMemory(r);
  }
  if (pgNote) process.stdout.write(`\n${pgNote}\n`);
  const summary = {
    bench: 'api',
    learners: opts.learners,
    concurrency: opts.concurrency,
    instances: opts.instances,
    soakSeconds: opts.soakSeconds,
    history: opts.history,
    results: results.map((r) => ({
      engine: r.engine,
      health: r.health,
      learning: r.learning,
      learningShareOfHealth: Math.round((1000 * r.learning.rps) / r.health.rps) / 1000,
      warmups: r.warmups,
      cpuPerRequest: r.cpuPerRequest,
      healthCpuPerRequest: r.healthCpuPerRequest,
      onboarding: r.onboarding,
      peakMemoryMb: r.peakMemoryMb,
      stored: r.stored,
      checked: r.checked,
      ...(r.memory.length ? { memory: r.memory, probes: r.probes } : {}),
    })),
    errors: results.reduce(
      (a, r) =>
        a +
        r.health.errors +
        r.learning.errors +
        r.onboarding.errors +
        r.warmups.reduce((n, w) => n + w.errors, 0) +
        (r.stored.answered === r.stored.told && r.stored.trialTasks === r.stored.told ? 0 : 1) +
        (r.checked.invalid > 0 ? 1 : 0),
      0,
    ),
    ...(pgNote ? { note: pgNote } : {}),
  };
  process.stdout.write('\n' + JSON.stringify(summary) + '\n');
  if (summary.errors > 0) process.exitCode = 1;
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
