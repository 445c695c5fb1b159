import { accuracy, dailySeries, type DayFigures } from '#core/reports/daily-series.ts';
import { addDays, familyDate } from '#core/time/calendar.ts';
import type { AdminAnalyticsRepository } from './admin-analytics.repository.ts';

/** Active learners are counted over these rolling windows (days). */
const ACTIVE_WINDOWS = { last7: 7, last30: 30 } as const;

/**
 * Learning figures across all families: active children over the last 7 and 30 days, and per
 * family day over the chosen window sessions started, questions answered and accuracy.
 */
export async function getAnalytics(
  data: { days: number },
  deps: { analytics: AdminAnalyticsRepository; now: () => Date },
) {
  const now = deps.now();
  // One extra day: the window's first calendar day begins before `now - days * 24h`.
  const since = addDays(now, -(data.days + 1));
  const [last7, last30, sessions, answers] = await Promise.all([
    deps.analytics.activeLearnersSince(addDays(now, -ACTIVE_WINDOWS.last7)),
    deps.analytics.activeLearnersSince(addDays(now, -ACTIVE_WINDOWS.last30)),
    deps.analytics.sessionsPerDay(since),
    deps.analytics.answersPerDay(since),
  ]);
  const byDay = new Map<string, Partial<DayFigures>>();
  for (const r of sessions) byDay.set(r.day, { sessions: r.sessions });
  for (const r of answers) byDay.set(r.day, { ...byDay.get(r.day), answered: r.answered, correct: r.correct });
  const daily = dailySeries(familyDate(now), data.days, byDay);
  const total = daily.reduce(
    (t, d) => ({
      sessions: t.sessions + d.sessions,
      answered: t.answered + d.answered,
      correct: t.correct + d.correct,
    }),
    { sessions: 0, answered: 0, correct: 0 },
  );
  return {
    days: data.days,
    activeLearners: { last7, last30 },
    totals: { ...total, accuracy: accuracy(total.correct, total.answered) },
    daily,
  };
}
