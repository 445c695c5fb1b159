import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationKind } from '#core/notifications/settings.ts';
import type { WeeklyTopic } from '#core/reports/weekly-report.ts';
import type { TimeZone } from '#core/time/zones.ts';
import { user } from './auth.ts';
import { students } from './family.ts';
import { emailOutbox } from './ops.ts';

/** A parent's settings (core/notifications/settings.ts); no row = the defaults. */
export const parentSettings = pgTable(
  'parent_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    timezone: text('timezone').$type<TimeZone>().notNull(),
    dailyReminderEnabled: boolean('daily_reminder_enabled').notNull(),
    dailyReminderHour: integer('daily_reminder_hour').notNull(),
    weeklyReportEnabled: boolean('weekly_report_enabled').notNull(),
    weeklyReportWeekday: integer('weekly_report_weekday').notNull(),
    weeklyReportHour: integer('weekly_report_hour').notNull(),
    quietHoursStart: integer('quiet_hours_start'),
    quietHoursEnd: integer('quiet_hours_end'),
    lightModeEnabled: boolean('light_mode_enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'parent_settings_hours_check',
      sql`${t.dailyReminderHour} between 0 and 23 and ${t.weeklyReportHour} between 0 and 23`,
    ),
    check('parent_settings_weekday_check', sql`${t.weeklyReportWeekday} between 1 and 7`),
  ],
);

/**
 * One child's week (Monday–Sunday in the parent's time zone), computed by core/reports from the
 * week's answers. Written when the week ends and refreshed on demand while it runs; a week without
 * practice has no row.
 */
export const weeklyReports = pgTable(
  'weekly_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    weekEnd: date('week_end', { mode: 'string' }).notNull(),
    timezone: text('timezone').notNull(),
    minutes: integer('minutes').notNull(),
    sessions: integer('sessions').notNull(),
    answered: integer('answered').notNull(),
    /** Percent, null when nothing was answered. */
    accuracy: integer('accuracy'),
    topicsMastered: jsonb('topics_mastered').$type<WeeklyTopic[]>().notNull(),
    topicsWeak: jsonb('topics_weak').$type<WeeklyTopic[]>().notNull(),
    streak: integer('streak').notNull(),
    /** True once the week was over when the figures were computed. */
    final: boolean('final').notNull().default(false),
    parentViewedAt: timestamp('parent_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('weekly_reports_student_week_key').on(t.studentId, t.weekStart),
    index('weekly_reports_week_start_idx').on(t.weekStart),
  ],
);

/**
 * Every scheduled e-mail a parent was sent: the unique (user, kind, period) key is what makes
 * each one go out exactly once, however many instances run the job and however often it retries.
 * The row is written in the same transaction as the message's outbox row.
 */
export const notificationLog = pgTable(
  'notification_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** The period the message is about: the week's Monday or the day (YYYY-MM-DD). */
    period: text('period').notNull(),
    outboxId: uuid('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_log_user_kind_period_key').on(t.userId, t.kind, t.period)],
);
