import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins/magic-link';
import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '#core/brand.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, auditLog, rateLimit, session, twoFactor, user, verification } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { magicLinkEmail, passwordResetEmail, verificationEmail } from '../mail/templates.ts';
import {
  guardTwoFactorManagement,
  markSecondFactor,
  refuseReusedTotp,
  twoFactorPlugin,
  twoFactorRateLimitRules,
  type SecondFactorStore,
} from './two-factor.ts';

/** The header our HTTP layer fills with the peer address; Better Auth reads the IP only from it. */
export const CLIENT_IP_HEADER = 'x-celujacy-client-ip';

export const VERIFICATION_EXPIRES_IN = 60 * 60;
export const MAGIC_LINK_EXPIRES_IN = 10 * 60;
export const RESET_PASSWORD_EXPIRES_IN = 60 * 60;

/** Per client IP; strict enough to stop password guessing, loose enough for a family sharing a router. */
export const AUTH_RATE_LIMITS = {
  signIn: { window: 60, max: 5 },
  signUp: { window: 60 * 10, max: 5 },
  magicLink: { window: 60, max: 3 },
  passwordReset: { window: 60 * 10, max: 3 },
  verificationEmail: { window: 60 * 10, max: 3 },
} as const;

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  secondFactor: SecondFactorStore;
}

/** Better Auth configured for this app; one instance per createApp so tests can build many. */
export function createAuth({ config, db, mailer, logger, secondFactor }: AuthDeps) {
  const adminEmails = new Set(config.ADMIN_EMAILS);
  const isAdminEmail = (email: string) => adminEmails.has(email.trim().toLowerCase());
  const authLogger = logger.child({ component: 'better-auth' });

  /** Idempotent: only an address on the list that is not yet admin changes (and is audited). */
  async function promoteIfListed(userId: string) {
    if (adminEmails.size === 0) return;
    const [row] = await db.select({ email: user.email, role: user.role }).from(user).where(eq(user.id, userId));
    if (!row || row.role === 'admin' || !isAdminEmail(row.email)) return;
    await db.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.id, userId));
    await db.insert(auditLog).values({
      actorId: null,
      action: 'user.promoted_admin',
      target: userId,
      data: { reason: 'ADMIN_EMAILS', previousRole: row.role },
    });
    authLogger.info('user promoted to admin (ADMIN_EMAILS)', { userId });
  }

  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    logger: {
      level: config.LOG_LEVEL === 'silent' ? 'error' : config.LOG_LEVEL,
      disabled: config.LOG_LEVEL === 'silent',
      log: (level, message, ...args) => {
        const fields = args.length ? { args: args.map((a) => (a instanceof Error ? a.message : a)) } : undefined;
        authLogger[level](message, fields);
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'parent', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_IN,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send({ to: u.email, ...passwordResetEmail({ url, expiresInSeconds: RESET_PASSWORD_EXPIRES_IN }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_EXPIRES_IN,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer.send({ to: u.email, ...verificationEmail({ url, expiresInSeconds: VERIFICATION_EXPIRES_IN }) });
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_EXPIRES_IN,
        sendMagicLink: async ({ email, url }) => {
          await mailer.send({ to: email, ...magicLinkEmail({ url, expiresInSeconds: MAGIC_LINK_EXPIRES_IN }) });
        },
      }),
      // Admins' TOTP (docs/decisions/0007); a password sign-in of an enrolled account answers
      // `twoFactorRedirect` instead of a session.
      twoFactorPlugin(),
    ],
    hooks: {
      // The spec asks the sign-up form to say 'Ten adres e-mail jest już zarejestrowany'. Better Auth
      // hides existing addresses when verification is required, so we answer explicitly; the
      // sign-up rate limit (runs before this hook) keeps address probing slow. docs/decisions/0003.
      before: createAuthMiddleware(async (ctx) => {
        await guardTwoFactorManagement(ctx, secondFactor);
        await refuseReusedTotp(ctx, db);
        if (ctx.path !== '/sign-up/email') return;
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
        if (!email) return;
        const existing = await ctx.context.internalAdapter.findUserByEmail(email);
        if (existing) {
          throw new APIError('UNPROCESSABLE_ENTITY', { code: 'USER_ALREADY_EXISTS', message: 'User already exists' });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        await markSecondFactor(ctx, db, secondFactor);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (u) => (isAdminEmail(u.email) ? { data: { ...u, role: 'admin' } } : undefined),
        },
      },
      session: {
        create: {
          // We do not store parents' IP addresses (spec decisions); rate limiting reads it per request.
          before: async (s) => ({ data: { ...s, ipAddress: null } }),
          // Every sign-in (password, magic link, verification auto-sign-in) creates a session.
          after: async (s) => {
            await promoteIfListed(s.userId);
          },
        },
      },
    },
    rateLimit: {
      enabled: config.authRateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': AUTH_RATE_LIMITS.signIn,
        '/sign-up/email': AUTH_RATE_LIMITS.signUp,
        '/sign-in/magic-link': AUTH_RATE_LIMITS.magicLink,
        '/request-password-reset': AUTH_RATE_LIMITS.passwordReset,
        '/forget-password': AUTH_RATE_LIMITS.passwordReset,
        '/send-verification-email': AUTH_RATE_LIMITS.verificationEmail,
        ...twoFactorRateLimitRules(),
      },
    },
    advanced: {
      // Explicit, because Better Auth skips these checks when it detects a test runner.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.NODE_ENV === 'production' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
