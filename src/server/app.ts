import { Hono, type Context } from 'hono';
import { createSessionSnapshots, type SessionSnapshots } from './modules/practice/session-snapshots.ts';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { isDatabaseUnavailable } from './db/errors.ts';
import { isMissingRelation } from './db/client.ts';
import type { Logger } from './logger.ts';
import { AppError, CommonErrors, type ErrorBody } from './errors.ts';
import { createAuth } from './auth/auth.ts';
import { loadSession } from './auth/guards.ts';
import { createSessionCache, forgetChangedSessions } from './auth/session-cache.ts';
import { createSecondFactorStore } from './auth/two-factor.ts';
import { createChildSessionStore } from './auth/child-session.ts';
import { createChildAccessRepository } from './modules/child-access/child-access.repository.ts';
import { askParentForAccess } from './modules/child-access/child-access.usecases.ts';
import { ChildAccessErrors } from './modules/child-access/child-access.errors.ts';
import { isLoopbackRequest } from './http/client-ip.ts';
import { refuseUnstorableUrl } from './http/request-input.ts';
import { createAccountLimits } from './auth/account-limits.ts';
import { authHandler } from './auth/auth-http.ts';
import { mountClient } from './http/client-files.ts';
import { compressJson } from './http/compress-json.ts';
import { rejectCrossSite } from './http/csrf.ts';
import type { AppEnv } from './http/env.ts';
import { createDevMailboxTransport, createMailer, createSmtpTransport, type Mailer } from './mail/mailer.ts';
import { devMailboxRoutes } from './mail/dev-mailbox.routes.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes.ts';
import { apiRoutes } from './routes.ts';
import { onboardingPageRoutes } from './modules/onboarding/onboarding.routes.ts';
import { createConsentsRepository } from './modules/consents/consents.repository.ts';
import { createStudentsRepository } from './modules/students/students.repository.ts';

export type { AppEnv } from './http/env.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Injected clock: tests move time; the server owns it for sessions and timers. */
  now: () => Date;
  /** Defaults to SMTP (SMTP_URL) or the dev mailbox; tests may pass one with a failing transport. */
  mailer?: Mailer;
  /** False until the database is reachable and migrated (db/readiness.ts); the API answers 503 meanwhile. */
  ready?: () => boolean;
  /** Called when the database answers without this build's schema (db/readiness.ts migrates again). */
  onSchemaMissing?: () => void;
  /** The instance's practice session snapshots (session-snapshots.ts); tests pass theirs to look inside. */
  sessionSnapshots?: SessionSnapshots;
}

/** Builds the mailer the config asks for; every message goes through the durable outbox. */
export function createDefaultMailer(deps: Pick<AppDeps, 'config' | 'database' | 'logger' | 'now'>): Mailer {
  const { config } = deps;
  const transport = config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createDevMailboxTransport();
  return createMailer({
    db: deps.database.db,
    transport,
    from: config.MAIL_FROM,
    logger: deps.logger.child({ component: 'mail' }),
    now: deps.now,
  });
}

/** What a 503 (API or /health) asks the client to wait before trying again. */
const RETRY_AFTER_SECONDS = '5';

export function createApp(deps: AppDeps) {
  const { config, database, now } = deps;
  const db = database.db;
  const mailer = deps.mailer ?? createDefaultMailer(deps);
  const secondFactor = createSecondFactorStore(db);
  const auth = createAuth({ config, db, mailer, logger: deps.logger, secondFactor });
  const sessionCache = createSessionCache({ ttlMs: config.sessionCacheMs });
  const childSessions = createChildSessionStore(db);
  const childAccess = createChildAccessRepository(db);

  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || crypto.randomUUID();
    const logger = deps.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', logger);
    c.set('user', null);
    c.set('child', null);
    c.header('x-request-id', requestId);
    const started = performance.now();
    await next();
    // Handlers that return their own Response (Better Auth) drop headers set before next().
    if (!c.res.headers.has('x-request-id')) c.res.headers.set('x-request-id', requestId);
    if (c.req.path.startsWith('/api') || c.res.status >= 500) {
      logger.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // KaTeX and Radix position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: config.NODE_ENV === 'production' ? 'max-age=31536000; includeSubDomains' : false,
      xFrameOptions: 'DENY',
    }),
  );

  /** Reachable with this build's schema; a lost schema starts the migrations again (readiness.ts). */
  const databaseServing = async () => {
    const state = await database.schemaState();
    if (state === 'missing') deps.onSchemaMissing?.();
    return state === 'current';
  };

  /**
   * A statement failed on a table that is gone, and the database lacks this build's migrations:
   * the schema was lost (it is being migrated again). A missing table in a current schema is a bug.
   */
  const schemaLost = async (err: unknown) => isMissingRelation(err) && !(await databaseServing());

  app.onError(async (err, c) => {
    const requestId = c.get('requestId');
    let appError: AppError;
    if (err instanceof AppError) {
      appError = err;
    } else if (await schemaLost(err)) {
      c.get('logger').error('database schema missing', { error: err.message });
      appError = CommonErrors.databaseUnavailable();
    } else if (isDatabaseUnavailable(err)) {
      c.get('logger').error('database unavailable', { error: err.message });
      appError = CommonErrors.databaseUnavailable();
    } else if (err instanceof HTTPException && err.status < 500) {
      const { code, message } = CommonErrors.rejected;
      appError = new AppError(code, err.status as ContentfulStatusCode, message);
    } else {
      c.get('logger').error('unhandled error', { error: err.message, stack: err.stack });
      appError = CommonErrors.internal();
    }
    const child = c.get('child');
    if (child && appError.code.startsWith('plan.')) {
      // A child never reads a plan, a price or an upsell: they ask the parent, who gets one e-mail.
      appError = ChildAccessErrors.askParent();
      await askParentForAccess(child, { access: childAccess, mailer, baseUrl: config.baseUrl, now }).catch(
        (e: unknown) =>
          c.get('logger').error('access ask not sent', { error: e instanceof Error ? e.message : String(e) }),
      );
    }
    const body: ErrorBody = { error: { code: appError.code, message: appError.message, requestId } };
    if (appError.details !== undefined) body.error.details = appError.details;
    if (appError.status === 503) c.header('retry-after', RETRY_AFTER_SECONDS);
    return c.json(body, appError.status);
  });

  const ready = deps.ready ?? (() => true);
  // Healthy means reachable AND migrated to this build's schema: a database recreated empty
  // answers `select 1` while every API call would fail.
  app.get('/health', async (c) => {
    const state = ready() ? await database.schemaState() : null;
    if (state === 'missing') deps.onSchemaMissing?.();
    const ok = state === 'current';
    c.header('cache-control', 'no-store');
    if (!ok) c.header('retry-after', RETRY_AFTER_SECONDS);
    const status = ok ? 'ok' : state === 'unreachable' ? 'degraded' : 'starting';
    return c.json({ status, database: { kind: database.kind, ok, schema: state ?? 'migrating' } }, ok ? 200 : 503);
  });

  // Before the database is ready (down at boot, migrations pending) every API call is a 503.
  app.use('/api/*', async (_c, next) => {
    if (!ready()) throw CommonErrors.databaseUnavailable();
    await next();
  });

  // JSON of 1 kB and more is compressed here unless a reverse proxy does it (COMPRESS_RESPONSES).
  if (config.compressResponses) app.use('/api/*', compressJson());

  // Sign-out, consent and account changes made through this instance take effect at once.
  app.use('/api/*', forgetChangedSessions(sessionCache));
  // Path and query of every API request, Better Auth's included, must be storable text.
  app.use('/api/*', refuseUnstorableUrl);
  // Better Auth: sign-up/in, verification, magic link, password reset, sessions, its own CSRF checks.
  const accountLimits = config.authRateLimit ? createAccountLimits({ db, secret: config.authSecret, now }) : undefined;
  app.on(['GET', 'POST'], '/api/auth/*', authHandler({ auth, config, databaseServing, accountLimits }));

  app.use('/api/*', rejectCrossSite(config));
  app.use('/api/*', async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  });
  const session = loadSession(auth, databaseServing, secondFactor, sessionCache, {
    store: childSessions,
    secret: config.authSecret,
    now,
  });
  app.use('/api/*', session);

  const routeDeps = {
    db,
    engine: database.kind,
    config,
    now,
    mailer,
    logger: deps.logger,
    sessionCache,
    onFlush: database.onFlush,
    sessionSnapshots: deps.sessionSnapshots ?? createSessionSnapshots(),
    childSessions,
    childAccess,
  };
  for (const { prefix, routes } of apiRoutes(routeDeps)) app.route(prefix, routes);

  app.all('/api/*', () => {
    throw CommonErrors.routeNotFound();
  });

  // One-click unsubscribe from scheduled e-mails (signed link; see the module).
  app.route('/email', unsubscribeRoutes({ settings: createSettingsRepository(db), secret: config.authSecret, now }));

  const devNotFound = (c: Context<AppEnv>) =>
    c.json(
      { error: { code: CommonErrors.routeNotFound.code, message: 'Nie znaleziono', requestId: c.get('requestId') } },
      404,
    );
  // Every sign-in link lands in the dev mailbox: it answers only on this machine, never in production.
  if (config.devMailbox) {
    app.use('/dev/*', async (c, next) => (isLoopbackRequest(c) ? next() : devNotFound(c)));
    app.route('/dev', devMailboxRoutes(db));
  }
  app.all('/dev/*', devNotFound);

  app.route(
    '/onboarding',
    onboardingPageRoutes({
      consents: createConsentsRepository(db),
      students: createStudentsRepository(db),
      ready,
      session,
    }),
  );
  mountClient(app, config.CLIENT_DIST, async (c) => {
    // A page's first API responses are announced for the session's visitor (route-shell.ts); a
    // session that cannot be read (no database yet, gone) announces only what needs no session.
    if (!ready()) return null;
    try {
      await session(c, async () => undefined);
    } catch {
      return null;
    }
    const child = c.get('child');
    return { child: child?.studentId ?? null, signedIn: child !== null || c.get('user') !== null };
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
