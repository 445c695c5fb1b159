import { addCalendarDays, isoWeekday, weekStartOf, zonedInstant, zonedTime } from '../time/zones.ts';
import type { ParentSettings } from './settings.ts';

/**
 * When a parent's scheduled e-mails are due. Times are wall-clock hours in the parent's zone;
 * a message due inside quiet hours is released when they end. Each message has a period (the day
 * or the reported week's Monday): with the parent and kind it is the key that makes it go out once.
 */

type Quiet = Pick<ParentSettings, 'quiet_hours_start' | 'quiet_hours_end'>;

/** Whether an hour of the wall clock lies in the quiet hours (start included, end excluded; may cross midnight). */
export function isQuietHour(hour: number, q: Quiet): boolean {
  const { quiet_hours_start: start, quiet_hours_end: end } = q;
  if (start === null || end === null || start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** When a message scheduled for `hour` on `date` is released: then, or when the quiet hours end. */
export function releaseTime(date: string, hour: number, settings: ParentSettings): { date: string; at: Date } {
  if (!isQuietHour(hour, settings)) return { date, at: zonedInstant(date, hour, settings.timezone) };
  const end = settings.quiet_hours_end!;
  // The quiet hours end later that day, or (crossing midnight, due before it) the next morning.
  const releaseDate = end > hour ? date : addCalendarDays(date, 1);
  return { date: releaseDate, at: zonedInstant(releaseDate, end, settings.timezone) };
}

export interface Due {
  /** The day (daily reminder) or the reported week's Monday (weekly report), YYYY-MM-DD. */
  period: string;
  /** The calendar date the message was scheduled for, in the parent's zone. */
  scheduledDate: string;
  at: Date;
}

/**
 * The week a weekly e-mail sent on `date` reports on: the last week whose Monday lies at least six
 * days back. Sent on Sunday it is the week just closing; sent on any other day, the week before.
 */
export function reportedWeekStart(date: string): string {
  return weekStartOf(addCalendarDays(date, -6));
}

/** How long after its release a message may still go out (e.g. after the app was down). */
export const WEEKLY_GRACE_MS = 24 * 60 * 60 * 1000;

/** The weekly report e-mail released most recently at or before `now`, if within the grace period. */
export function weeklyReportDue(settings: ParentSettings, now: Date): Due | null {
  if (!settings.weekly_report_enabled) return null;
  const today = zonedTime(now, settings.timezone).date;
  // The scheduled weekday in this week and the one before; the release can move to the next day.
  const back = (isoWeekday(today) - settings.weekly_report_weekday + 7) % 7;
  for (const scheduledDate of [addCalendarDays(today, -back), addCalendarDays(today, -back - 7)]) {
    const release = releaseTime(scheduledDate, settings.weekly_report_hour, settings);
    if (release.at.getTime() > now.getTime()) continue;
    if (now.getTime() - release.at.getTime() > WEEKLY_GRACE_MS) return null;
    return { period: reportedWeekStart(scheduledDate), scheduledDate, at: release.at };
  }
  return null;
}

/**
 * Today's daily reminder, once released. A reminder that quiet hours would push into the next day
 * is dropped: "your child has not practised today" is no news the next morning.
 */
export function dailyReminderDue(settings: ParentSettings, now: Date): Due | null {
  if (!settings.daily_reminder_enabled) return null;
  const today = zonedTime(now, settings.timezone).date;
  const release = releaseTime(today, settings.daily_reminder_hour, settings);
  if (release.date !== today || release.at.getTime() > now.getTime()) return null;
  return { period: today, scheduledDate: today, at: release.at };
}

/** The next release of each e-mail after `now` (shown on the settings screen in the parent's zone). */
export function nextReleases(
  settings: ParentSettings,
  now: Date,
): { daily_reminder: Date | null; weekly_report: Date | null } {
  const today = zonedTime(now, settings.timezone).date;
  let daily: Date | null = null;
  if (settings.daily_reminder_enabled) {
    for (let i = 0; i < 3 && !daily; i++) {
      const date = addCalendarDays(today, i);
      const r = releaseTime(date, settings.daily_reminder_hour, settings);
      if (r.date === date && r.at.getTime() > now.getTime()) daily = r.at;
    }
  }
  let weekly: Date | null = null;
  if (settings.weekly_report_enabled) {
    const ahead = (settings.weekly_report_weekday - isoWeekday(today) + 7) % 7;
    for (const date of [
      addCalendarDays(today, ahead - 7),
      addCalendarDays(today, ahead),
      addCalendarDays(today, ahead + 7),
    ]) {
      const r = releaseTime(date, settings.weekly_report_hour, settings);
      if (r.at.getTime() > now.getTime()) {
        weekly = r.at;
        break;
      }
    }
  }
  return { daily_reminder: daily, weekly_report: weekly };
}
