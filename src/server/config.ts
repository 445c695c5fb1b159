import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

/** The one place that reads process.env. Fails fast with a readable list of problems. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless told otherwise: a first `npm start` is reachable only from this machine. */
  HOST: z.string().default('127.0.0.1'),
  /** Public origin used in e-mail links and auth callbacks. */
  BASE_URL: z.string().url().optional(),
  /** PostgreSQL connection string; without it the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Most connections this instance opens to DATABASE_URL. Requests beyond it wait for a free
   * connection; keep (instances × this) below the server's max_connections (100 by default).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATA_DIR: z.string().default('./data'),
  /**
   * How long (ms) an instance reuses a signed-in session and a given parental consent before
   * reading them again; 0 turns the cache off. Changes made through this instance (sign-out,
   * consent) take effect at once; changes made elsewhere (another instance, the database)
   * within this time. Default 2000, except under NODE_ENV=test (0; suites switch it on).
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * Secret for signing sessions and tokens (>= 32 chars). Required in production; elsewhere,
   * without it, one is generated at first start and kept in DATA_DIR/auth-secret (mode 0600).
   */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** Comma-separated e-mail addresses that become admins on sign-in. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** smtp(s)://user:pass@host:port; without it mail goes to the dev mailbox (not in production). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Celujący <no-reply@celujacy.pl>'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Directory of the built client; served with an SPA fallback. */
  CLIENT_DIST: z.string().default('./dist/client'),
  /**
   * Rate limits on sign-in, sign-up, magic link and password reset ('on' | 'off').
   * Default: on, except under NODE_ENV=test where suites switch them on when they test them.
   */
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).optional(),
  /**
   * 'true' when the app runs behind a reverse proxy that sets X-Forwarded-For; the client IP
   * (used only for rate limiting, never stored with consents) is then read from that header.
   */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Extra comma-separated origins allowed to call the API with cookies (e.g. the Vite dev server). */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
});

export type Config = z.infer<typeof envSchema> & {
  baseUrl: string;
  authSecret: string;
  /** Origins whose cookie-carrying requests are accepted: the base URL plus TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  authRateLimit: boolean;
  sessionCacheMs: number;
  trustProxy: boolean;
  /** The dev mailbox replaces SMTP when SMTP_URL is unset; never in production. */
  devMailbox: boolean;
};

/**
 * DATABASE_URL as the server will see it, for the launcher (start.ts), which chooses node's flags
 * before the server loads its configuration: the environment's, else the env file's (node's
 * --env-file never overrides a variable the environment already has). Empty means unset.
 */
export function launchDatabaseUrl(
  envFile: string,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  if (env.DATABASE_URL !== undefined) return env.DATABASE_URL || undefined;
  if (!existsSync(envFile)) return undefined;
  return parseEnv(readFileSync(envFile, 'utf8')).DATABASE_URL || undefined;
}

/** The file, inside DATA_DIR, that keeps a generated secret across restarts. */
export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The secret a development server signs with when BETTER_AUTH_SECRET is unset: generated at its
 * first start and kept in the data directory, readable only by its owner. Never a constant in
 * the code, which anyone could read and forge tokens with (an admin's verification, a session).
 */
function dataDirSecret(dataDir: string): string {
  const file = join(dataDir, AUTH_SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // 'wx': when two processes start at once, the second reads what the first wrote.
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`Invalid configuration:\n  ${file}: the stored secret is shorter than 32 characters`);
  }
  return secret;
}

/** Under NODE_ENV=test: one random secret per process, shared by the app instances a suite builds. */
let testSecret: string | undefined;
function processSecret(): string {
  testSecret ??= randomBytes(32).toString('base64url');
  return testSecret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.BETTER_AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  BETTER_AUTH_SECRET: required in production');
  }
  if (c.NODE_ENV === 'production' && !c.SMTP_URL) {
    throw new Error('Invalid configuration:\n  SMTP_URL: required in production (the dev mailbox is disabled there)');
  }
  const baseUrl = (c.BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  const devOrigins = c.NODE_ENV === 'development' ? ['http://localhost:5173'] : [];
  const origins = [new URL(baseUrl).origin, `http://localhost:${c.PORT}`, ...devOrigins];
  // Outside production a loopback site works under each of its names (localhost, 127.0.0.1, [::1]).
  const loopback = c.NODE_ENV === 'production' ? [] : origins.flatMap(loopbackAliases);
  return {
    ...c,
    baseUrl,
    authSecret: c.BETTER_AUTH_SECRET ?? (c.NODE_ENV === 'test' ? processSecret() : dataDirSecret(c.DATA_DIR)),
    trustedOrigins: [
      ...new Set([new URL(baseUrl).origin, ...devOrigins, ...loopback, ...c.TRUSTED_ORIGINS.map(toOrigin)]),
    ],
    authRateLimit: (c.AUTH_RATE_LIMIT ?? (c.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    sessionCacheMs: c.SESSION_CACHE_MS ?? (c.NODE_ENV === 'test' ? 0 : 2000),
    trustProxy: c.TRUST_PROXY === 'true',
    devMailbox: !c.SMTP_URL && c.NODE_ENV !== 'production',
  };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The same loopback origin under every loopback name; any other origin has none. */
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

function toOrigin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`Invalid configuration:\n  TRUSTED_ORIGINS: "${value}" is not a URL`);
  }
}
