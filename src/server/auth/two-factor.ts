import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { session, sessionSecondFactor } from '../db/schema/index.ts';
import { AuthErrors } from './auth.errors.ts';

/** The name authenticator apps show next to the account. */
export const TWO_FACTOR_ISSUER = 'Celujący';

/** Per client IP, on top of Better Auth's own per-challenge (5) and per-account (10) limits. */
export const TWO_FACTOR_RATE_LIMITS = {
  verify: { window: 60, max: 5 },
} as const;

/** The endpoints that prove the second factor; a session they answer for is marked as passed. */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/** Managing an enrolled authenticator needs a session that passed it (else a magic link could remove it). */
const MANAGE_PATHS = new Set(['/two-factor/disable', '/two-factor/generate-backup-codes', '/two-factor/get-totp-uri']);

/** Better Auth's plugin: TOTP only (no e-mail/SMS codes), ten backup codes stored encrypted. */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: TWO_FACTOR_ISSUER,
    totpOptions: { digits: 6, period: 30 },
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
  });
}

export function twoFactorRateLimitRules() {
  return {
    '/two-factor/verify-totp': TWO_FACTOR_RATE_LIMITS.verify,
    '/two-factor/verify-backup-code': TWO_FACTOR_RATE_LIMITS.verify,
  };
}

export interface SecondFactorStore {
  /** Whether this session proved the second factor. */
  passed: (sessionId: string) => Promise<boolean>;
  mark: (sessionId: string) => Promise<void>;
}

export function createSecondFactorStore(db: Db): SecondFactorStore {
  return {
    async passed(sessionId) {
      const [row] = await db
        .select({ sessionId: sessionSecondFactor.sessionId })
        .from(sessionSecondFactor)
        .where(eq(sessionSecondFactor.sessionId, sessionId));
      return row !== undefined;
    },
    async mark(sessionId) {
      await db.insert(sessionSecondFactor).values({ sessionId }).onConflictDoNothing();
    },
  };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function authError(factory: typeof AuthErrors.secondFactorRequired | typeof AuthErrors.twoFactorAdminsOnly) {
  // auth-http.ts turns Better Auth's `code` into ours: 'SECOND_FACTOR_REQUIRED' → 'auth.second_factor_required'.
  return new APIError('FORBIDDEN', {
    code: factory.code.replace(/^auth\./, '').toUpperCase(),
    message: factory.message,
  });
}

/**
 * Before the plugin's endpoints: enrolment is for admins, and an enrolled account's
 * authenticator is managed only from a session that passed it.
 */
export async function guardTwoFactorManagement(ctx: HookContext, store: SecondFactorStore) {
  const isEnable = ctx.path === '/two-factor/enable';
  if (!isEnable && !MANAGE_PATHS.has(ctx.path)) return;
  const current = await getSessionFromCtx(ctx);
  if (!current) return; // the endpoint answers 401 itself
  const u = current.user as typeof current.user & { role?: string; twoFactorEnabled?: boolean | null };
  if (isEnable && u.role !== 'admin') throw authError(AuthErrors.twoFactorAdminsOnly);
  if (u.twoFactorEnabled && !(await store.passed(current.session.id))) throw authError(AuthErrors.secondFactorRequired);
}

/**
 * After a correct TOTP or backup code: mark the session it leaves signed in. That is the new
 * session of a password sign-in or of enrolment (Better Auth rotates it), or else the current
 * session stepping up (a magic-link session of an enrolled admin).
 */
export async function markSecondFactor(ctx: HookContext, db: Db, store: SecondFactorStore) {
  if (!SECOND_FACTOR_PATHS.has(ctx.path)) return;
  const returned = ctx.context.returned;
  if (!returned || isAPIError(returned) || returned instanceof Response) return;
  const fresh = ctx.context.newSession?.session.id;
  if (fresh) return store.mark(fresh);
  const token = (returned as { token?: unknown }).token;
  if (typeof token !== 'string') return;
  const [row] = await db.select({ id: session.id }).from(session).where(eq(session.token, token));
  if (row) await store.mark(row.id);
}
