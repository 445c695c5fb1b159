import { zonedTime } from '#core/time/zones.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createNotificationDeps } from '../modules/notifications/notifications.deps.ts';
import { sendDueNotifications, type NotificationDeps } from '../modules/notifications/notifications.usecases.ts';
import { createAccountDataRepository } from '../modules/account-data/account-data.repository.ts';
import { removeExpiredFamilies } from '../modules/account-data/account-data.usecases.ts';
import { createChildAccessRepository } from '../modules/child-access/child-access.repository.ts';
import { removeExpiredChildAccess } from '../modules/child-access/child-access.usecases.ts';
import { finalizeLastWeek } from '../modules/reports/reports.usecases.ts';
import type { JobDefinition } from './engine.ts';

export const JOB_NAMES = {
  mailDrain: 'mail-drain',
  notifications: 'notifications',
  weeklyReports: 'weekly-reports',
  dataRetention: 'data-retention',
  databaseStatistics: 'database-statistics',
  databaseVacuum: 'database-vacuum',
  childAccessCleanup: 'child-access-cleanup',
} as const;

/** Most outbox rows one drain job delivers (the next minute's job takes the rest). */
const DRAIN_BATCHES = 10;

/** Delivers due outbox rows until none is left or the batches run out. */
async function drainMail(mailer: Mailer) {
  const total = { sent: 0, failed: 0 };
  for (let i = 0; i < DRAIN_BATCHES; i++) {
    const r = await mailer.drain(20);
    total.sent += r.sent;
    total.failed += r.failed;
    if (r.sent + r.failed === 0) break;
  }
  return total;
}

/** Stores last week's final report for families whose Monday it is in their own time zone. */
async function finalizeWeeks(deps: NotificationDeps) {
  let families = 0;
  for (const r of await deps.notifications.recipients()) {
    const { timezone } = await deps.settings.get(r.userId);
    if (zonedTime(deps.now(), timezone).weekday !== 1) continue;
    await finalizeLastWeek({ parentId: r.userId }, deps);
    families++;
  }
  return { families };
}

// Singleton-ish queues: one job queued and one running at a time, so a slow run is never joined
// by a pile of copies; each kind retries with exponential back-off.
const stately = { policy: 'stately', retryBackoff: true } as const;

/** Every background job of the app, with its schedule (UTC cron) and retries. */
export function createJobs(deps: {
  db: Db;
  /** PGlite gets autovacuum's work here (hourly statistics, a nightly vacuum); PostgreSQL has its own. */
  database: Pick<Database, 'kind' | 'maintain'>;
  config: Pick<Config, 'baseUrl' | 'authSecret'>;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
}): JobDefinition[] {
  const notifying = createNotificationDeps(deps);
  // PGlite has no autovacuum: the jobs do its work (PostgreSQL gets none of them).
  const maintenanceQueue = {
    ...stately,
    retryLimit: 3,
    retryDelay: 300,
    retryDelayMax: 60 * 60,
    expireInSeconds: 30 * 60,
  };
  const maintenance: JobDefinition[] =
    deps.database.kind === 'pglite'
      ? [
          {
            // Fresh statistics for the tables that changed enough, as autovacuum's analyze.
            name: JOB_NAMES.databaseStatistics,
            cron: '23 * * * *',
            queue: maintenanceQueue,
            handler: () => deps.database.maintain('statistics'),
          },
          {
            // Vacuum at night (Warsaw 1:41, 2:41 in summer), when the single connection is free
            // to take the seconds it may need.
            name: JOB_NAMES.databaseVacuum,
            cron: '41 0 * * *',
            queue: maintenanceQueue,
            handler: () => deps.database.maintain('vacuum'),
          },
        ]
      : [];
  return [
    ...maintenance,
    {
      // Retries e-mails whose first delivery failed (SMTP down); rows are claimed with SKIP LOCKED.
      name: JOB_NAMES.mailDrain,
      cron: '* * * * *',
      queue: { ...stately, retryLimit: 3, retryDelay: 5, retryDelayMax: 60, expireInSeconds: 600 },
      handler: () => drainMail(deps.mailer),
    },
    {
      // Hour-granular settings and quiet hours that end on the hour: every 5 minutes is on time.
      name: JOB_NAMES.notifications,
      cron: '*/5 * * * *',
      queue: { ...stately, retryLimit: 8, retryDelay: 30, retryDelayMax: 15 * 60, expireInSeconds: 15 * 60 },
      handler: async () => {
        const result = await sendDueNotifications(notifying);
        return { ...result, mail: await drainMail(deps.mailer) };
      },
    },
    {
      name: JOB_NAMES.weeklyReports,
      cron: '7 * * * *',
      queue: { ...stately, retryLimit: 8, retryDelay: 60, retryDelayMax: 30 * 60, expireInSeconds: 30 * 60 },
      handler: () => finalizeWeeks(notifying),
    },
    {
      // A child's devices whose session ran out and used-up sign-in links (docs/decisions/0019).
      name: JOB_NAMES.childAccessCleanup,
      cron: '29 3 * * *',
      queue: { ...stately, retryLimit: 5, retryDelay: 300, retryDelayMax: 60 * 60, expireInSeconds: 30 * 60 },
      handler: () => removeExpiredChildAccess({ access: createChildAccessRepository(deps.db), now: deps.now }),
    },
    {
      // Privacy policy: a family's data goes 3 years after the service ends (docs/decisions/0008).
      name: JOB_NAMES.dataRetention,
      cron: '17 2 * * *',
      queue: { ...stately, retryLimit: 5, retryDelay: 300, retryDelayMax: 60 * 60, expireInSeconds: 30 * 60 },
      handler: () =>
        removeExpiredFamilies(
          { now: deps.now() },
          { db: deps.db, accountData: createAccountDataRepository(deps.db), logger: deps.logger },
        ),
    },
  ];
}
