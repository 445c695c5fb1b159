import type { Hono } from 'hono';
import type { Config } from './config.ts';
import { MIGRATIONS_FOLDER, type Database, type Db } from './db/client.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AppEnv } from './http/env.ts';
import { cachedConsent, type SessionCache } from './auth/session-cache.ts';
import type { ChildSessionStore } from './auth/child-session.ts';
import { createChildScope } from './auth/child-scope.ts';
import { childAccessParentRoutes, childAuthRoutes, childRoutes } from './modules/child-access/child-access.routes.ts';
import type { ChildAccessRepository } from './modules/child-access/child-access.repository.ts';
import { assertMayPractise } from './modules/child-access/child-access.usecases.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { accountDataRoutes } from './modules/account-data/account-data.routes.ts';
import { createAccountDataRepository } from './modules/account-data/account-data.repository.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { adminAnalyticsRoutes } from './modules/admin-analytics/admin-analytics.routes.ts';
import { createAdminAnalyticsRepository } from './modules/admin-analytics/admin-analytics.repository.ts';
import { createAttemptsRepository } from './modules/attempts/attempts.repository.ts';
import { consentsRoutes } from './modules/consents/consents.routes.ts';
import { createConsentsRepository } from './modules/consents/consents.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentRepository } from './modules/content/content.repository.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { dbStatusRoutes } from './modules/db-status/db-status.routes.ts';
import { createDbStatusRepository } from './modules/db-status/db-status.repository.ts';
import { demoRoutes } from './modules/demo/demo.routes.ts';
import { diagnosticRoutes } from './modules/diagnostic/diagnostic.routes.ts';
import { createDiagnosticRepository } from './modules/diagnostic/diagnostic.repository.ts';
// Mock exams (docs/decisions/0011-mock-exam.md)
import { examsRoutes } from './modules/exams/exams.routes.ts';
import { createExamsRepository } from './modules/exams/exams.repository.ts';
import { randomSeed } from './random-seed.ts';
import { adminReportsRoutes, feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { createFeedbackRepository } from './modules/feedback/feedback.repository.ts';
import { questionReportsRoutes } from './modules/feedback/question-reports.routes.ts';
import { createCalibrationCache } from './modules/learner-model/calibration-cache.ts';
import { createLearnerModelRepository } from './modules/learner-model/learner-model.repository.ts';
import { createSharedCalibrationsRepository } from './modules/learner-model/shared-calibrations.repository.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { createMeRepository } from './modules/me/me.repository.ts';
import { createNotificationDeps } from './modules/notifications/notifications.deps.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { createPlansRepository } from './modules/plans/plans.repository.ts';
import { adminPlansRoutes, cryptoRandom, plansRoutes } from './modules/plans/plans.routes.ts';
import { createPlanGate } from './modules/plans/plans.usecases.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { practiceRoutes } from './modules/practice/practice.routes.ts';
import { createPracticeRepository } from './modules/practice/practice.repository.ts';
import { createSessionReader } from './modules/practice/session-reader.ts';
import type { SessionSnapshots } from './modules/practice/session-snapshots.ts';
import { studentsRoutes } from './modules/students/students.routes.ts';
import { studentHomeRoutes } from './modules/student-home/student-home.routes.ts';
import { createStudentHomeRepository } from './modules/student-home/student-home.repository.ts';
import { createStudentsRepository } from './modules/students/students.repository.ts';
import { tutorRoutes } from './modules/tutor/tutor.routes.ts';

export interface ApiRoute {
  /** Path prefix under which the module's routes are mounted. */
  prefix: string;
  routes: Hono<AppEnv>;
}

/**
 * Every feature module's routes with their dependencies, in one flat list (the order is the
 * order of registration). Repositories and the calibration cache are built once per app instance.
 */
export function apiRoutes(deps: {
  db: Db;
  engine: Database['kind'];
  config: Config;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  sessionCache: SessionCache;
  /** Where the shared calibrations' write-behind registers its flush (shutdown, tests). */
  onFlush: Database['onFlush'];
  sessionSnapshots: SessionSnapshots;
  /** Child sessions (docs/decisions/0019-child-sessions.md). */
  childSessions: ChildSessionStore;
  childAccess: ChildAccessRepository;
}): ApiRoute[] {
  const { db, engine, config, mailer, now } = deps;
  const consents = createConsentsRepository(db);
  const students = createStudentsRepository(db);
  const attempts = createAttemptsRepository(db);
  const learner = createLearnerModelRepository(db);
  const shared = createSharedCalibrationsRepository(db);
  const calibrations = createCalibrationCache({
    db,
    read: (ex) => shared.readAll(ex),
    write: (batch, at) => shared.applyBatch(batch, at),
    now,
    onWriteError: (err) =>
      deps.logger.error('shared calibrations not written; retrying', {
        error: err instanceof Error ? err.message : String(err),
      }),
  });
  deps.onFlush(calibrations.flush);
  const feedback = createFeedbackRepository(db);
  const hasConsent = cachedConsent(deps.sessionCache, (userId) => consents.hasParentalConsent(userId));
  const plans = createPlansRepository(db);
  const planGate = createPlanGate({ db, plans, now });
  const childScope = createChildScope(db);
  const practice = createPracticeRepository(db);
  const learning = { db, students, attempts, learner, shared, calibrations, hasConsent, planGate, now, childScope };
  const dashboard = createDashboardRepository(db);
  const trustProxy = config.trustProxy;
  const notifying = createNotificationDeps({ db, config, mailer: deps.mailer, logger: deps.logger, now });
  const childAccess = {
    db,
    access: deps.childAccess,
    students,
    settings: createSettingsRepository(db),
    childSessions: deps.childSessions,
    planGate,
    mailer,
    baseUrl: config.baseUrl,
    now,
    hasConsent,
    sessionCache: deps.sessionCache,
    secret: config.authSecret,
    secureCookies: config.NODE_ENV === 'production',
    trustProxy,
  };
  const practiceTime = {
    assertMayPractise: (data: Parameters<typeof assertMayPractise>[0]) => assertMayPractise(data, childAccess),
  };

  return [
    { prefix: '/api/me', routes: meRoutes({ me: createMeRepository(db), consents, students }) },
    { prefix: '/api/onboarding', routes: onboardingRoutes({ consents, students }) },
    { prefix: '/api/consents', routes: consentsRoutes({ consents, now }) },
    {
      prefix: '/api/students',
      routes: studentsRoutes({ students, hasConsent, childLimit: planGate, now, childScope }),
    },
    { prefix: '/api', routes: childAccessParentRoutes(childAccess) },
    { prefix: '/api/child-auth', routes: childAuthRoutes(childAccess) },
    { prefix: '/api/child', routes: childRoutes(childAccess) },
    { prefix: '/api/feedback', routes: feedbackRoutes({ db, feedback, now, trustProxy }) },
    {
      prefix: '/api/parent',
      routes: dashboardRoutes({ students, dashboard, hasConsent, now }),
    },
    {
      prefix: '/api/students',
      routes: studentHomeRoutes({ home: createStudentHomeRepository(db), dashboard, hasConsent, now, childScope }),
    },
    {
      prefix: '/api/parent',
      routes: accountDataRoutes({
        db,
        accountData: createAccountDataRepository(db),
        mailer,
        baseUrl: config.baseUrl,
        secret: config.authSecret,
        now,
      }),
    },
    { prefix: '/api/parent', routes: settingsRoutes({ settings: notifying.settings, hasConsent, now }) },
    { prefix: '/api/parent', routes: reportsRoutes({ ...notifying, hasConsent }) },
    { prefix: '/api/notifications', routes: notificationsRoutes({ ...notifying, hasConsent }) },
    { prefix: '/api/admin', routes: adminRoutes({ admin: createAdminRepository(db) }) },
    {
      prefix: '/api/diagnostic',
      routes: diagnosticRoutes({ ...learning, diagnostic: createDiagnosticRepository(db) }),
    },
    { prefix: '/api/tutor', routes: tutorRoutes(learning) },
    // Mock exams (docs/decisions/0011-mock-exam.md)
    {
      prefix: '/api/exams',
      routes: examsRoutes({ ...learning, exams: createExamsRepository(db), mockGate: planGate, seed: randomSeed }),
    },
    {
      prefix: '/api/question-reports',
      routes: questionReportsRoutes({ db, feedback, attempts, hasConsent, now, childScope }),
    },
    { prefix: '/api/demo', routes: demoRoutes({ db, secret: config.authSecret, now, trustProxy }) },
    { prefix: '/api/admin/content', routes: contentRoutes({ content: createContentRepository(db) }) },
    { prefix: '/api/admin/question-reports', routes: adminReportsRoutes({ feedback }) },
    {
      prefix: '/api/session',
      routes: practiceRoutes({
        ...learning,
        practice,
        sessions: createSessionReader({ practice, attempts, snapshots: deps.sessionSnapshots }),
        practiceTime,
      }),
    },
    { prefix: '/api', routes: plansRoutes({ db, plans, students, hasConsent, now, trustProxy }) },
    {
      prefix: '/api/admin',
      routes: adminPlansRoutes({ db, plans, now, random: cryptoRandom, mailer, baseUrl: config.baseUrl }),
    },
    {
      prefix: '/api/admin/analytics',
      routes: adminAnalyticsRoutes({ analytics: createAdminAnalyticsRepository(db), now }),
    },
    {
      prefix: '/api/admin/db-status',
      routes: dbStatusRoutes({
        dbStatus: createDbStatusRepository(db, MIGRATIONS_FOLDER),
        engine,
        clock: () => performance.now(),
      }),
    },
  ];
}
