import type { Grade } from '../curriculum/student-profile.ts';
import { DEFAULT_TIME_ZONE, type TimeZone } from '../time/zones.ts';

/**
 * A parent's notification and display settings (spec section 3), with the field names of the
 * spec's entity. Hours are whole hours 0–23 on the wall clock of `timezone`; weekdays are
 * 1 = Monday … 7 = Sunday. Quiet hours run from `quiet_hours_start` up to `quiet_hours_end`
 * (the end hour itself is outside) and may cross midnight (22 → 7); both null means none.
 */
export interface ParentSettings {
  timezone: TimeZone;
  daily_reminder_enabled: boolean;
  daily_reminder_hour: number;
  weekly_report_enabled: boolean;
  weekly_report_weekday: number;
  weekly_report_hour: number;
  quiet_hours_start: number | null;
  quiet_hours_end: number | null;
  light_mode_enabled: boolean;
}

/** What a parent who never opened the settings gets. */
export const DEFAULT_PARENT_SETTINGS: ParentSettings = {
  timezone: DEFAULT_TIME_ZONE,
  daily_reminder_enabled: true,
  daily_reminder_hour: 17,
  weekly_report_enabled: true,
  // Sunday evening: the week's report arrives as the week closes (see weeklyReportWeek).
  weekly_report_weekday: 7,
  weekly_report_hour: 18,
  quiet_hours_start: 21,
  quiet_hours_end: 7,
  light_mode_enabled: false,
};

export const HOUR_MIN = 0;
export const HOUR_MAX = 23;
export const WEEKDAY_MIN = 1;
export const WEEKDAY_MAX = 7;

/** The e-mails a parent can switch on and off (and unsubscribe from in one click). */
export const NOTIFICATION_KINDS = ['weekly_report', 'daily_reminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The setting that switches a kind of e-mail on or off. */
export const ENABLED_SETTING: Readonly<Record<NotificationKind, 'weekly_report_enabled' | 'daily_reminder_enabled'>> = {
  weekly_report: 'weekly_report_enabled',
  daily_reminder: 'daily_reminder_enabled',
};

/** Light mode (beta) is offered for these grades (spec section 6). */
export const LIGHT_MODE_GRADES = ['5', '6', '1LO'] as const satisfies readonly Grade[];

export function offersLightMode(grade: Grade): boolean {
  return (LIGHT_MODE_GRADES as readonly Grade[]).includes(grade);
}
