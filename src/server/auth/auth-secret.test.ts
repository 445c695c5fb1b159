import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signJWT } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { call } from '../test/http.ts';
import { signUp, uniqueEmail } from '../test/users.ts';

/** The constant the server once signed with when BETTER_AUTH_SECRET was unset. */
const FORMER_DEV_SECRET = 'dev-only-secret-do-not-use-in-production-0123456789';

/** Every string literal of 32+ characters in the server's and core's source: any could be a secret. */
function sourceConstants(): string[] {
  const found = new Set<string>([FORMER_DEV_SECRET]);
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/(['"`])([^'"`\n\\$]{32,})\1/g)) found.add(m[2]!);
      }
    }
  };
  walk('src/server');
  walk('src/core');
  return [...found];
}

let dataDir: string;
let t: TestApp;
const adminEmail = uniqueEmail('admin');

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'celujacy-secret-'));
  // As `npm start` runs with no configuration: development, no BETTER_AUTH_SECRET.
  t = await createTestApp({
    env: { NODE_ENV: 'development', DATA_DIR: dataDir, ADMIN_EMAILS: adminEmail, AUTH_RATE_LIMIT: 'off' },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const verifyWith = async (secret: string, email: string) => {
  const token = await signJWT({ email }, secret, 3600);
  return call(t.app, `/api/auth/verify-email?token=${token}&callbackURL=%2F`);
};

const verified = async (email: string) =>
  (await t.database.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email)))[0]?.v;

describe('tokens signed with a constant from the code', () => {
  it('are refused: an address on ADMIN_EMAILS cannot be verified (and made admin) by a forged token', async () => {
    expect(t.config.NODE_ENV).toBe('development');
    expect(t.config.BETTER_AUTH_SECRET).toBeUndefined();
    expect((await signUp(t, { email: adminEmail })).status).toBe(200);
    const constants = sourceConstants();
    expect(constants.length).toBeGreaterThan(1);
    for (const secret of constants) {
      const res = await verifyWith(secret, adminEmail);
      expect(res.headers.getSetCookie().join(';'), secret).not.toContain('session_token');
    }
    expect(await verified(adminEmail)).toBe(false);
  });

  it('while a token signed with the server’s own secret works (the forgery above is the real shape)', async () => {
    const email = uniqueEmail();
    expect((await signUp(t, { email })).status).toBe(200);
    const res = await verifyWith(t.config.authSecret, email);
    expect(res.headers.getSetCookie().join(';')).toContain('session_token');
    expect(await verified(email)).toBe(true);
  });
});
