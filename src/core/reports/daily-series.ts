/**
 * Day-by-day series for the admin analytics: the last `days` calendar dates up to `lastDay`
 * (YYYY-MM-DD, already in the family's time zone), each with its stored figures or zeros.
 * Dates are stepped on the calendar, not by 24-hour periods, so a DST change never skips or
 * repeats a day.
 */
export function lastDays(lastDay: string, days: number): string[] {
  const [y, m, d] = lastDay.split('-').map(Number) as [number, number, number];
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) {
    out.push(new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10));
  }
  return out;
}

export interface DayFigures {
  sessions: number;
  answered: number;
  correct: number;
}

export interface DailyPoint extends DayFigures {
  day: string;
  /** Share of correct answers among the day's answered questions, null without answers. */
  accuracy: number | null;
}

const EMPTY: DayFigures = { sessions: 0, answered: 0, correct: 0 };

/** Every day of the window in order; days without rows are zero. */
export function dailySeries(
  lastDay: string,
  days: number,
  byDay: ReadonlyMap<string, Partial<DayFigures>>,
): DailyPoint[] {
  return lastDays(lastDay, days).map((day) => {
    const f = { ...EMPTY, ...byDay.get(day) };
    return { day, ...f, accuracy: accuracy(f.correct, f.answered) };
  });
}

/** Correct over answered, null when nothing was answered (0 % would be a false figure). */
export function accuracy(correct: number, answered: number): number | null {
  return answered > 0 ? correct / answered : null;
}
