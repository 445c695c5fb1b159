import { eq } from 'drizzle-orm';
import { DEFAULT_PARENT_SETTINGS, type ParentSettings } from '#core/notifications/settings.ts';
import type { Db, Executor } from '../../db/client.ts';
import { parentSettings, user } from '../../db/schema/index.ts';

type Row = typeof parentSettings.$inferSelect;

function fromRow(r: Row): ParentSettings {
  return {
    timezone: r.timezone,
    daily_reminder_enabled: r.dailyReminderEnabled,
    daily_reminder_hour: r.dailyReminderHour,
    weekly_report_enabled: r.weeklyReportEnabled,
    weekly_report_weekday: r.weeklyReportWeekday,
    weekly_report_hour: r.weeklyReportHour,
    quiet_hours_start: r.quietHoursStart,
    quiet_hours_end: r.quietHoursEnd,
    light_mode_enabled: r.lightModeEnabled,
  };
}

function toRow(s: ParentSettings) {
  return {
    timezone: s.timezone,
    dailyReminderEnabled: s.daily_reminder_enabled,
    dailyReminderHour: s.daily_reminder_hour,
    weeklyReportEnabled: s.weekly_report_enabled,
    weeklyReportWeekday: s.weekly_report_weekday,
    weeklyReportHour: s.weekly_report_hour,
    quietHoursStart: s.quiet_hours_start,
    quietHoursEnd: s.quiet_hours_end,
    lightModeEnabled: s.light_mode_enabled,
  };
}

/** A parent's settings, one row per parent; no row reads as the defaults. */
export function createSettingsRepository(db: Db) {
  return {
    async get(userId: string, ex: Executor = db): Promise<ParentSettings> {
      const [row] = await ex.select().from(parentSettings).where(eq(parentSettings.userId, userId));
      return row ? fromRow(row) : DEFAULT_PARENT_SETTINGS;
    },

    /** Whether the parent's account still exists (an old unsubscribe link may outlive it). */
    async accountExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
      return row !== undefined;
    },

    async save(userId: string, settings: ParentSettings, at: Date, ex: Executor = db): Promise<ParentSettings> {
      const values = { ...toRow(settings), updatedAt: at };
      const [row] = await ex
        .insert(parentSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: parentSettings.userId, set: values })
        .returning();
      return fromRow(row!);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
