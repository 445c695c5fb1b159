import { createHmac } from 'node:crypto';
import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { createAuthMiddleware } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { session, sessionSecondFactor, twoFactor as twoFactorTable } from '../db/schema/index.ts';
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

const TOTP = { digits: 6, period: 30 } as const;
/** Better Auth accepts the current step and one either side (its `verifyTOTP` default window). */
const TOTP_WINDOW = 1;
/** The plugin's sign-in challenge cookie (its TWO_FACTOR_COOKIE_NAME). */
const CHALLENGE_COOKIE = 'two_factor';

/** Better Auth's plugin: TOTP only (no e-mail/SMS codes), ten backup codes stored encrypted. */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: TWO_FACTOR_ISSUER,
    totpOptions: TOTP,
    // An admin who signs in only by e-mail link has no password to confirm with: the signed-in
    // session enrols (and, once it passed the code, disables). An account with a password must
    // still give it (Better Auth's shouldRequirePassword).
    allowPasswordless: true,
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

function authError(factory: (typeof AuthErrors)[keyof typeof AuthErrors]) {
  // auth-http.ts turns Better Auth's `code` into ours: 'SECOND_FACTOR_REQUIRED' → 'auth.second_factor_required'.
  return new APIError(factory.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', {
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

/** RFC 4226 HOTP, as Better Auth computes it (HMAC-SHA1 over the counter, keyed by the secret's text). */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 15;
  return String((mac.readUInt32BE(offset) % 2 ** 31) % 10 ** TOTP.digits).padStart(TOTP.digits, '0');
}

/** The time step whose code `code` is, within the window Better Auth accepts; null when none. */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  const current = Math.floor(nowMs / 1000 / TOTP.period);
  for (let step = current + TOTP_WINDOW; step >= current - TOTP_WINDOW; step--) {
    if (hotp(secret, step) === code) return step;
  }
  return null;
}

/** Whose code this is: the signed-in account (enrolment, step-up) or the pending sign-in challenge's. */
async function totpAccount(ctx: HookContext): Promise<string | null> {
  const current = await getSessionFromCtx(ctx);
  if (current) return current.user.id;
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}

/**
 * Before `/two-factor/verify-totp`: a correct code is accepted only for a time step later than
 * the last one accepted for that account. The step is claimed in one conditional update, so two
 * requests racing with the same code cannot both pass. A wrong code is left to Better Auth (it
 * counts failures); a code it then refuses for another reason (an expired challenge) has still
 * used its step, and the next code works.
 */
export async function refuseReusedTotp(ctx: HookContext, db: Db) {
  if (ctx.path !== '/two-factor/verify-totp') return;
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  const userId = await totpAccount(ctx);
  if (!userId) return;
  const [row] = await db
    .select({ secret: twoFactorTable.secret })
    .from(twoFactorTable)
    .where(eq(twoFactorTable.userId, userId));
  if (!row) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  const step = totpStep(secret, code, Date.now());
  if (step === null) return;
  const claimed = await db
    .update(twoFactorTable)
    .set({ lastAcceptedStep: step })
    .where(
      and(
        eq(twoFactorTable.userId, userId),
        or(isNull(twoFactorTable.lastAcceptedStep), lt(twoFactorTable.lastAcceptedStep, step)),
      ),
    )
    .returning({ id: twoFactorTable.id });
  if (claimed.length === 0) throw authError(AuthErrors.totpCodeReused);
}
