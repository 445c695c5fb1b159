import { createHmac } from 'node:crypto';
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { pluralForm } from '#core/text/plural.ts';
import type { Db } from '../db/client.ts';
import { authAttempt } from '../db/schema/index.ts';
import { CommonErrors, type AppError } from '../errors.ts';

/**
 * Limits per account (the e-mail address, trimmed and lower-cased), on top of Better Auth's limits
 * per client address (AUTH_RATE_LIMITS): guessing one parent's password or flooding one inbox from
 * many addresses. Sliding windows, and a refused attempt is not counted, so a limit lifts at most
 * `windowSeconds` after the attempts stop: it slows an attacker down and never locks a parent out
 * (docs/decisions/0028). Far above what a family does: a few mistyped passwords, a link sent again.
 */
export const ACCOUNT_RATE_LIMITS = {
  /** Failed password sign-ins (a wrong password or an unknown address); a sign-in clears them. */
  signInFailures: { windowSeconds: 15 * 60, max: 5 },
  magicLink: { windowSeconds: 10 * 60, max: 5 },
  passwordReset: { windowSeconds: 60 * 60, max: 5 },
  verificationEmail: { windowSeconds: 60 * 60, max: 5 },
} as const;

type Limit = keyof typeof ACCOUNT_RATE_LIMITS;

/** The routes limited per account, by the address in their body, and what counts on each. */
const LIMITED_ROUTES: Record<string, { limit: Limit; counts: 'failures' | 'requests' }> = {
  '/api/auth/sign-in/email': { limit: 'signInFailures', counts: 'failures' },
  '/api/auth/sign-in/magic-link': { limit: 'magicLink', counts: 'requests' },
  '/api/auth/request-password-reset': { limit: 'passwordReset', counts: 'requests' },
  '/api/auth/forget-password': { limit: 'passwordReset', counts: 'requests' },
  '/api/auth/send-verification-email': { limit: 'verificationEmail', counts: 'requests' },
};

const LONGEST_WINDOW_MS = Math.max(...Object.values(ACCOUNT_RATE_LIMITS).map((l) => l.windowSeconds)) * 1000;

/** Better Auth's answer to a wrong password or an unknown address. */
const FAILED_SIGN_IN_STATUS = 401;

/** An attempt counted before Better Auth handles it; settled with Better Auth's status. */
export interface AccountAttempt {
  settle(status: number): Promise<void>;
}

/** Thrown with the seconds until the oldest counted attempt leaves the window. */
export class AccountRateLimited extends Error {
  readonly error: AppError;
  readonly retryAfterSeconds: number;
  constructor(limit: Limit, retryAfterSeconds: number) {
    super(`account rate limit: ${limit}`);
    this.retryAfterSeconds = retryAfterSeconds;
    this.error = CommonErrors.rateLimited(limitMessage(limit, retryAfterSeconds));
  }
}

function limitMessage(limit: Limit, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `${minutes} ${pluralForm(minutes, { one: 'minutę', few: 'minuty', many: 'minut' })}`;
  if (limit === 'signInFailures') {
    return `Zbyt wiele nieudanych prób logowania na to konto. Spróbuj ponownie za ${wait} albo zaloguj się linkiem wysłanym na e-mail.`;
  }
  return `Na ten adres wysłaliśmy już kilka wiadomości. Sprawdź skrzynkę (także folder spam) albo spróbuj ponownie za ${wait}.`;
}

/**
 * The per-account limiter, stored in the database (every instance counts the same attempts). An
 * attempt is inserted first and then counted with all others in its window, so attempts arriving
 * at once from many instances never pass the limit (at the edge both may be refused).
 */
export function createAccountLimits(deps: { db: Db; secret: string; now: () => Date }) {
  const { db } = deps;
  /** Addresses are kept only as a keyed hash: the table holds no one's e-mail address. */
  const keyOf = (limit: Limit, email: string) =>
    createHmac('sha256', deps.secret).update(`${limit}:${email.trim().toLowerCase()}`).digest('base64url');

  return {
    /**
     * Counts an attempt at `path` for `email`, or throws AccountRateLimited past the limit (the
     * refused attempt is not counted). null for a route without a per-account limit.
     */
    async begin(path: string, email: unknown): Promise<AccountAttempt | null> {
      const route = LIMITED_ROUTES[path];
      if (!route || typeof email !== 'string' || email.trim() === '') return null;
      const { windowSeconds, max } = ACCOUNT_RATE_LIMITS[route.limit];
      const key = keyOf(route.limit, email);
      const now = deps.now();
      await db.delete(authAttempt).where(lt(authAttempt.at, new Date(now.getTime() - LONGEST_WINDOW_MS)));
      const [mine] = await db.insert(authAttempt).values({ key, at: now }).returning({ id: authAttempt.id });
      const forget = () => db.delete(authAttempt).where(eq(authAttempt.id, mine!.id));
      const [counted] = await db
        .select({ attempts: count(), oldest: min(authAttempt.at) })
        .from(authAttempt)
        .where(and(eq(authAttempt.key, key), gt(authAttempt.at, new Date(now.getTime() - windowSeconds * 1000))));
      if (counted!.attempts > max) {
        await forget();
        const frees = (counted!.oldest ?? now).getTime() + windowSeconds * 1000;
        throw new AccountRateLimited(route.limit, Math.max(1, Math.ceil((frees - now.getTime()) / 1000)));
      }
      return {
        async settle(status) {
          if (route.counts === 'requests') {
            // Nothing was sent (refused by the address limit, invalid input): nothing counts.
            if (status >= 400) await forget();
            return;
          }
          if (status === FAILED_SIGN_IN_STATUS) return;
          // Signed in: the mistakes before it are forgiven; any other answer was no guess.
          if (status < 400) await db.delete(authAttempt).where(eq(authAttempt.key, key));
          else await forget();
        },
      };
    },
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
