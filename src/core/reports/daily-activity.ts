import { addCalendarDays } from '../time/zones.ts';
import { accuracyPercent } from './activity.ts';

/** How many days the parent panel's progress chart covers: the last four weeks. */
export const DAILY_CHART_DAYS = 28;

/** One day of the family's practice (calendar days of the family, YYYY-MM-DD). */
export interface DayActivity {
  date: string;
  minutes: number;
  answered: number;
  /** Percent correct, null on a day without answers. */
  accuracy: number | null;
}

/**
 * Minutes and accuracy per day for the `days` days ending `today`, every day present (a day
 * without practice is zeros, so a chart shows the gaps). A session's minutes count on the day it
 * started; answers on the day they were given.
 */
export function dailyActivity(input: {
  today: string;
  days: number;
  sessions: readonly { date: string; minutes: number }[];
  answers: readonly { date: string; answered: number; correct: number }[];
}): DayActivity[] {
  const first = addCalendarDays(input.today, -(input.days - 1));
  const out = new Map<string, { minutes: number; answered: number; correct: number }>();
  for (let i = 0; i < input.days; i++) out.set(addCalendarDays(first, i), { minutes: 0, answered: 0, correct: 0 });
  for (const s of input.sessions) {
    const d = out.get(s.date);
    if (d) d.minutes += s.minutes;
  }
  for (const a of input.answers) {
    const d = out.get(a.date);
    if (d) {
      d.answered += a.answered;
      d.correct += a.correct;
    }
  }
  return [...out].map(([date, d]) => ({
    date,
    minutes: d.minutes,
    answered: d.answered,
    accuracy: accuracyPercent(d.correct, d.answered),
  }));
}
