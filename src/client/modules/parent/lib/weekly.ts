import { queryOptions } from '@tanstack/react-query';
import type { MarkReportViewedResponse, WeeklyReport, WeeklyReportsResponse } from '#server/contract.ts';
import { latestWeekSummary, type WeeklyTopic } from '#core/reports/weekly-report.ts';
import { addCalendarDays, weekStartOf, zonedTime } from '#core/time/zones.ts';
import { api } from '../../../lib/api.ts';

/** How many reports the history lists (spec 2: "history of up to 10 reports"). */
export const HISTORY_SIZE = 10;
/** What one call fetches (spec 7: limit=20). */
export const FETCH_LIMIT = 20;

export const weeklyReportsQuery = (studentId: string | null) =>
  queryOptions({
    queryKey: ['parent', 'weekly-reports', studentId ?? 'all'],
    queryFn: () =>
      api.get<WeeklyReportsResponse>(
        `/api/parent/weekly-reports?${new URLSearchParams({
          ...(studentId ? { studentId } : {}),
          limit: String(FETCH_LIMIT),
        })}`,
      ),
  });

export const markReportViewed = (reportId: string) =>
  api.post<MarkReportViewedResponse>('/api/parent/report/mark-viewed', { reportId });

/** Monday of the week that is running now in the parent's zone. */
export function currentWeekStart(now: Date, zone: string): string {
  return weekStartOf(zonedTime(now, zone).date);
}

/** The week before or after (weeks are Mondays, YYYY-MM-DD). */
export function shiftWeek(weekStart: string, weeks: number): string {
  return addCalendarDays(weekStart, 7 * weeks);
}

/** Spec 5: going forward stops at the current week. */
export function canGoForward(weekStart: string, current: string): boolean {
  return weekStart < current;
}

const dayMonth = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('pl-PL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "18–24 listopada 2025", "29 września – 5 października 2025", across years both years. */
export function formatWeekRange(weekStart: string): string {
  const end = addCalendarDays(weekStart, 6);
  const [sy, sm] = weekStart.split('-');
  const [ey, em] = end.split('-');
  if (sy !== ey) return `${dayMonthYear.format(utcDate(weekStart))} – ${dayMonthYear.format(utcDate(end))}`;
  if (sm === em) return `${Number(weekStart.slice(8))}–${dayMonthYear.format(utcDate(end))}`;
  return `${dayMonth.format(utcDate(weekStart))} – ${dayMonthYear.format(utcDate(end))}`;
}

/** The reports of one week, and the four cards' figures for them (the family's or one child's). */
export function weekView(reports: readonly WeeklyReport[], weekStart: string) {
  const week = reports.filter((r) => r.week_start === weekStart);
  return { reports: week, summary: latestWeekSummary(week) };
}

export interface NamedTopic extends WeeklyTopic {
  /** The child's nickname when the week shows several children. */
  child: string | null;
}

/** Mastered and weak topics of the week, at most 5 each, naming the child when there are several. */
export function weekTopics(week: readonly WeeklyReport[]): { mastered: NamedTopic[]; weak: NamedTopic[] } {
  const several = week.length > 1;
  const named = (pick: (r: WeeklyReport) => WeeklyTopic[]) =>
    week.flatMap((r) => pick(r).map((t) => ({ ...t, child: several ? r.students.nickname : null })));
  return {
    mastered: named((r) => r.topics_mastered)
      .sort((a, b) => b.accuracy - a.accuracy)
      .slice(0, 5),
    weak: named((r) => r.topics_weak)
      .sort((a, b) => a.accuracy - b.accuracy)
      .slice(0, 5),
  };
}
