import { describe, expect, it } from 'vitest';
import { dailyActivity } from './daily-activity.ts';

describe('daily activity for the progress chart', () => {
  it('lists every day up to today, oldest first, with zeros on days without practice', () => {
    const days = dailyActivity({
      today: '2026-03-30',
      days: 3,
      sessions: [
        { date: '2026-03-28', minutes: 12 },
        { date: '2026-03-28', minutes: 5 },
        { date: '2026-03-30', minutes: 20 },
        { date: '2026-03-20', minutes: 99 },
      ],
      answers: [
        { date: '2026-03-28', answered: 8, correct: 6 },
        { date: '2026-03-30', answered: 3, correct: 1 },
      ],
    });
    expect(days).toEqual([
      { date: '2026-03-28', minutes: 17, answered: 8, accuracy: 75 },
      { date: '2026-03-29', minutes: 0, answered: 0, accuracy: null },
      { date: '2026-03-30', minutes: 20, answered: 3, accuracy: 33 },
    ]);
  });

  it('crosses the spring clock change and month ends as calendar days', () => {
    const days = dailyActivity({ today: '2026-04-01', days: 5, sessions: [], answers: [] });
    expect(days.map((d) => d.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01']);
  });
});
