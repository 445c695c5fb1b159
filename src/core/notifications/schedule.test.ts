import { describe, expect, it } from 'vitest';
import { TIME_ZONES, zonedInstant, zonedTime } from '../time/zones.ts';
import {
  dailyReminderDue,
  isQuietHour,
  nextReleases,
  releaseTime,
  reportedWeekStart,
  weeklyReportDue,
  WEEKLY_GRACE_MS,
} from './schedule.ts';
import { DEFAULT_PARENT_SETTINGS, type ParentSettings } from './settings.ts';

const settings = (over: Partial<ParentSettings> = {}): ParentSettings => ({
  ...DEFAULT_PARENT_SETTINGS,
  quiet_hours_start: null,
  quiet_hours_end: null,
  ...over,
});
const HOUR = 3_600_000;

describe('quiet hours', () => {
  it('covers start to end, the end hour excluded, also across midnight', () => {
    const night = { quiet_hours_start: 22, quiet_hours_end: 7 };
    expect([21, 22, 23, 0, 6, 7].map((h) => isQuietHour(h, night))).toEqual([false, true, true, true, true, false]);
    const afternoon = { quiet_hours_start: 13, quiet_hours_end: 15 };
    expect([12, 13, 14, 15].map((h) => isQuietHour(h, afternoon))).toEqual([false, true, true, false]);
    expect(isQuietHour(3, { quiet_hours_start: null, quiet_hours_end: null })).toBe(false);
  });

  it('releases a message due inside them when they end, the next morning if they cross midnight', () => {
    const s = settings({ quiet_hours_start: 21, quiet_hours_end: 7 });
    expect(releaseTime('2026-11-25', 18, s)).toEqual({
      date: '2026-11-25',
      at: zonedInstant('2026-11-25', 18, 'Europe/Warsaw'),
    });
    expect(releaseTime('2026-11-25', 22, s)).toEqual({
      date: '2026-11-26',
      at: zonedInstant('2026-11-26', 7, 'Europe/Warsaw'),
    });
    expect(releaseTime('2026-11-25', 5, s)).toEqual({
      date: '2026-11-25',
      at: zonedInstant('2026-11-25', 7, 'Europe/Warsaw'),
    });
  });
});

describe('the weekly report e-mail', () => {
  it('reports the week closing on Sunday, else the week before', () => {
    expect(reportedWeekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(reportedWeekStart('2026-11-30')).toBe('2026-11-23'); // Monday
    expect(reportedWeekStart('2026-11-28')).toBe('2026-11-16'); // Saturday
  });

  it('is due at the weekday and hour in every listed zone, and stays due for the grace period', () => {
    for (const timezone of TIME_ZONES) {
      const s = settings({ timezone, weekly_report_weekday: 1, weekly_report_hour: 8 });
      const due = zonedInstant('2026-11-30', 8, timezone);
      expect(weeklyReportDue(s, new Date(due.getTime() - 1))?.period).not.toBe('2026-11-23');
      expect(weeklyReportDue(s, due)).toEqual({ period: '2026-11-23', scheduledDate: '2026-11-30', at: due });
      expect(weeklyReportDue(s, new Date(due.getTime() + WEEKLY_GRACE_MS))?.period).toBe('2026-11-23');
      expect(weeklyReportDue(s, new Date(due.getTime() + WEEKLY_GRACE_MS + 1))).toBeNull();
    }
  });

  it('keeps the local hour across a daylight-saving change', () => {
    const s = settings({ weekly_report_weekday: 7, weekly_report_hour: 18 });
    // 29 March 2026 (Sunday) Warsaw is on summer time: 18:00 is 16:00 UTC; a week before, 17:00 UTC.
    expect(weeklyReportDue(s, new Date('2026-03-29T16:00:00Z'))?.period).toBe('2026-03-23');
    expect(weeklyReportDue(s, new Date('2026-03-29T15:59:00Z'))).toBeNull();
    expect(weeklyReportDue(s, new Date('2026-03-22T17:00:00Z'))?.period).toBe('2026-03-16');
    const ny = settings({ timezone: 'America/New_York', weekly_report_weekday: 7, weekly_report_hour: 1 });
    // 1 November 2026, 01:00 happens twice in New York; the first counts.
    expect(weeklyReportDue(ny, new Date('2026-11-01T05:00:00Z'))?.at.toISOString()).toBe('2026-11-01T05:00:00.000Z');
  });

  it('waits for quiet hours to end (into Monday) and keeps the reported week', () => {
    const s = settings({ weekly_report_weekday: 7, weekly_report_hour: 22, quiet_hours_start: 21, quiet_hours_end: 7 });
    expect(weeklyReportDue(s, zonedInstant('2026-11-29', 23, 'Europe/Warsaw'))?.period).not.toBe('2026-11-23');
    expect(weeklyReportDue(s, zonedInstant('2026-11-30', 7, 'Europe/Warsaw'))).toEqual({
      period: '2026-11-23',
      scheduledDate: '2026-11-29',
      at: zonedInstant('2026-11-30', 7, 'Europe/Warsaw'),
    });
  });

  it('is never due when switched off', () => {
    expect(weeklyReportDue(settings({ weekly_report_enabled: false }), new Date('2026-11-29T17:00:00Z'))).toBeNull();
  });
});

describe('the daily reminder', () => {
  it('is due from its hour until the end of the day, in the parent’s zone', () => {
    for (const timezone of TIME_ZONES) {
      const s = settings({ timezone, daily_reminder_hour: 17 });
      const at = zonedInstant('2026-07-14', 17, timezone);
      expect(dailyReminderDue(s, new Date(at.getTime() - 60_000))).toBeNull();
      expect(dailyReminderDue(s, at)).toEqual({ period: '2026-07-14', scheduledDate: '2026-07-14', at });
      const lateEvening = new Date(at.getTime() + 6 * HOUR + 59 * 60_000);
      expect(dailyReminderDue(s, lateEvening)?.period).toBe('2026-07-14');
      // At midnight yesterday's reminder is over and today's is not due yet.
      expect(zonedTime(new Date(at.getTime() + 7 * HOUR), timezone).hour).toBe(0);
      expect(dailyReminderDue(s, new Date(at.getTime() + 7 * HOUR))).toBeNull();
    }
  });

  it('moves to the end of quiet hours the same day, and is dropped if that is the next day', () => {
    const morning = settings({ daily_reminder_hour: 6, quiet_hours_start: 22, quiet_hours_end: 8 });
    expect(dailyReminderDue(morning, zonedInstant('2026-11-25', 7, 'Europe/Warsaw'))).toBeNull();
    expect(dailyReminderDue(morning, zonedInstant('2026-11-25', 8, 'Europe/Warsaw'))?.at).toEqual(
      zonedInstant('2026-11-25', 8, 'Europe/Warsaw'),
    );
    const late = settings({ daily_reminder_hour: 22, quiet_hours_start: 21, quiet_hours_end: 7 });
    for (const hour of [7, 12, 22, 23]) {
      expect(dailyReminderDue(late, zonedInstant('2026-11-25', hour, 'Europe/Warsaw'))).toBeNull();
    }
  });
});

describe('next releases (shown in settings)', () => {
  it('are the next daily and weekly release after now', () => {
    const s = settings({
      daily_reminder_hour: 17,
      weekly_report_weekday: 1,
      weekly_report_hour: 8,
      quiet_hours_start: 22,
      quiet_hours_end: 7,
    });
    const now = zonedInstant('2026-11-25', 18, 'Europe/Warsaw'); // Wednesday
    expect(nextReleases(s, now)).toEqual({
      daily_reminder: zonedInstant('2026-11-26', 17, 'Europe/Warsaw'),
      weekly_report: zonedInstant('2026-11-30', 8, 'Europe/Warsaw'),
    });
    expect(nextReleases(settings({ daily_reminder_enabled: false, weekly_report_enabled: false }), now)).toEqual({
      daily_reminder: null,
      weekly_report: null,
    });
  });
});
