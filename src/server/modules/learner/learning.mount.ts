import type { Hono } from 'hono';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/env.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import { createDiagnosticRepository } from '../diagnostic/diagnostic.repository.ts';
import { diagnosticRoutes } from '../diagnostic/diagnostic.routes.ts';
import { demoRoutes } from '../diagnostic/demo.routes.ts';
import { adminReportsRoutes, contentRoutes } from '../content/content.routes.ts';
import { createContentRepository } from '../content/content.repository.ts';
import { createPracticeRepository } from '../practice/practice.repository.ts';
import { practiceRoutes } from '../practice/practice.routes.ts';
import { createQuestionReportsRepository } from '../question-reports/question-reports.repository.ts';
import { questionReportsRoutes } from '../question-reports/question-reports.routes.ts';
import { tutorRoutes } from '../tutor/tutor.routes.ts';
import { createAttemptsRepository } from './attempts.repository.ts';
import { createLearnerRepository } from './learner.repository.ts';

export interface LearningDeps {
  db: Db;
  config: Config;
  students: StudentsRepository;
  hasConsent: (userId: string) => Promise<boolean>;
  now: () => Date;
}

/** Mounts the learning API (practice, diagnostic, tutor, question reports, demo, admin content). */
export function mountLearningRoutes(app: Hono<AppEnv>, deps: LearningDeps): void {
  const base = {
    db: deps.db,
    students: deps.students,
    attempts: createAttemptsRepository(deps.db),
    learner: createLearnerRepository(deps.db),
    hasConsent: deps.hasConsent,
    now: deps.now,
  };
  app.route('/api/diagnostic', diagnosticRoutes({ ...base, diagnostic: createDiagnosticRepository(deps.db) }));
  app.route('/api/tutor', tutorRoutes(base));
  app.route(
    '/api/question-reports',
    questionReportsRoutes({ ...base, reports: createQuestionReportsRepository(deps.db) }),
  );
  app.route(
    '/api/demo',
    demoRoutes({ db: deps.db, secret: deps.config.authSecret, now: deps.now, trustProxy: deps.config.trustProxy }),
  );
  const content = createContentRepository(deps.db);
  app.route('/api/admin/content', contentRoutes({ content }));
  app.route('/api/admin/question-reports', adminReportsRoutes({ content }));
  app.route('/api/session', practiceRoutes({ ...base, practice: createPracticeRepository(deps.db) }));
}
