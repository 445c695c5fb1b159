import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createReportsRepository } from '../reports/reports.repository.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import { createStudentsRepository } from '../students/students.repository.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import type { NotificationDeps } from './notifications.usecases.ts';

/** What the notification use-cases run with: built once for the routes and once for the jobs. */
export function createNotificationDeps(deps: {
  db: Db;
  config: Pick<Config, 'baseUrl' | 'authSecret'>;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
}): NotificationDeps {
  const { db } = deps;
  return {
    db,
    reports: createReportsRepository(db),
    students: createStudentsRepository(db),
    settings: createSettingsRepository(db),
    notifications: createNotificationsRepository(db),
    mailer: deps.mailer,
    baseUrl: deps.config.baseUrl,
    secret: deps.config.authSecret,
    logger: deps.logger,
    now: deps.now,
  };
}
