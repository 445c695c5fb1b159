import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { isDatabaseUnavailable } from './db/errors.ts';
import type { Logger } from './logger.ts';
import { AppError, CommonErrors, type ErrorBody } from './errors.ts';
import { CLIENT_IP_HEADER, createAuth } from './auth/auth.ts';
import { loadSession } from './auth/guards.ts';
import { clientIp } from './http/client-ip.ts';
import { rejectCrossSite } from './http/csrf.ts';
import type { AppEnv } from './http/env.ts';
import { createDevMailboxTransport, createMailer, createSmtpTransport, type Mailer } from './mail/mailer.ts';
import { devMailboxRoutes } from './mail/dev-mailbox.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { consentsRoutes } from './modules/consents/consents.routes.ts';
import { createConsentsRepository } from './modules/consents/consents.repository.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { createFeedbackRepository } from './modules/feedback/feedback.repository.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { createMeRepository } from './modules/me/me.repository.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { studentsRoutes } from './modules/students/students.routes.ts';
import { createStudentsRepository } from './modules/students/students.repository.ts';
import { mountLearningRoutes } from './modules/learner/learning.mount.ts';

export type { AppEnv } from './http/env.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Injected clock: tests move time; the server owns it for sessions and timers. */
  now: () => Date;
  /** Defaults to SMTP (SMTP_URL) or the dev mailbox; tests may pass one with a failing transport. */
  mailer?: Mailer;
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

export function createApp(deps: AppDeps) {
  const { config, database, now } = deps;
  const db = database.db;
  const mailer = deps.mailer ?? createDefaultMailer(deps);
  const auth = createAuth({ config, db, mailer, logger: deps.logger });

  const consents = createConsentsRepository(db);
  const students = createStudentsRepository(db);
  const hasConsent = (userId: string) => consents.hasParentalConsent(userId);

  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || crypto.randomUUID();
    const logger = deps.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', logger);
    c.set('user', null);
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

  app.onError((err, c) => {
    const requestId = c.get('requestId');
    let appError: AppError;
    if (err instanceof AppError) {
      appError = err;
    } else if (isDatabaseUnavailable(err)) {
      c.get('logger').error('database unavailable', { error: err.message });
      appError = CommonErrors.databaseUnavailable();
    } else if (err instanceof HTTPException && err.status < 500) {
      appError = new AppError('request.rejected', err.status as ContentfulStatusCode, 'Nieprawidłowe zapytanie');
    } else {
      c.get('logger').error('unhandled error', { error: err.message, stack: err.stack });
      appError = CommonErrors.internal();
    }
    const body: ErrorBody = { error: { code: appError.code, message: appError.message, requestId } };
    if (appError.details !== undefined) body.error.details = appError.details;
    if (appError.status === 503) c.header('retry-after', '5');
    return c.json(body, appError.status);
  });

  app.get('/health', async (c) => {
    const ok = await database.ping();
    c.header('cache-control', 'no-store');
    return c.json({ status: ok ? 'ok' : 'degraded', database: { kind: database.kind, ok } }, ok ? 200 : 503);
  });

  // Better Auth: sign-up/in, verification, magic link, password reset, sessions, its own CSRF checks.
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    // Only we say who the client is: a caller-supplied value would let anyone dodge rate limits.
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, config.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const request = new Request(c.req.raw, { headers });
    let res: Response;
    try {
      res = await auth.handler(request);
    } catch (err) {
      if (isDatabaseUnavailable(err) || !(await database.ping())) throw CommonErrors.databaseUnavailable();
      throw err;
    }
    // Better Auth reports driver failures as its own 500; tell the client it is temporary.
    if (res.status >= 500 && !(await database.ping())) throw CommonErrors.databaseUnavailable();
    return res;
  });

  app.use('/api/*', rejectCrossSite(config.trustedOrigins));
  app.use('/api/*', async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  });
  app.use(
    '/api/*',
    loadSession(auth, () => database.ping()),
  );

  app.route('/api/me', meRoutes({ me: createMeRepository(db), consents, students }));
  app.route('/api/onboarding', onboardingRoutes({ consents, students }));
  app.route('/api/consents', consentsRoutes({ consents, now }));
  app.route('/api/students', studentsRoutes({ students, hasConsent, now }));
  app.route(
    '/api/feedback',
    feedbackRoutes({ db, feedback: createFeedbackRepository(db), now, trustProxy: config.trustProxy }),
  );
  app.route('/api/parent', dashboardRoutes({ students, dashboard: createDashboardRepository(db), hasConsent, now }));
  app.route('/api/admin', adminRoutes({ admin: createAdminRepository(db) }));

  mountLearningRoutes(app, { db, config, students, hasConsent, now });

  app.all('/api/*', () => {
    throw CommonErrors.routeNotFound();
  });

  if (config.NODE_ENV !== 'production') {
    app.route('/dev', devMailboxRoutes(db));
  }
  app.all('/dev/*', (c) =>
    c.json({ error: { code: 'route.not_found', message: 'Nie znaleziono', requestId: c.get('requestId') } }, 404),
  );

  mountClient(app, config.CLIENT_DIST);
  return app;
}

/** Serves the built React app; any non-API path without a file gets index.html (SPA fallback). */
function mountClient(app: Hono<AppEnv>, distDir: string) {
  const indexPath = join(distDir, 'index.html');
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    // Vite puts a content hash in every asset name, so a file never changes under its URL;
    // index.html must be revalidated so a new deploy is picked up.
    if (c.req.path.startsWith('/assets/')) c.header('cache-control', 'public, max-age=31536000, immutable');
    else if (c.res.headers.get('content-type')?.startsWith('text/html')) c.header('cache-control', 'no-cache');
  });
  if (existsSync(distDir)) app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) {
      return c.text('Klient nie jest zbudowany. Uruchom: npm run build', 503);
    }
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}

export type App = ReturnType<typeof createApp>;
