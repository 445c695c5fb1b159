import { describe, expect, it } from 'vitest';
import { accuracy, dailySeries, lastDays } from './daily-series.ts';

describe('lastDays', () => {
  it('lists the window ending on the given day, oldest first, across month and year ends', () => {
    expect(lastDays('2026-01-02', 4)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(lastDays('2024-03-01', 2)).toEqual(['2024-02-29', '2024-03-01']);
  });

  it('steps calendar days across the DST changes (no skipped or repeated date)', () => {
    const spring = lastDays('2026-03-30', 3);
    const autumn = lastDays('2026-10-26', 3);
    expect(spring).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(autumn).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('has exactly `days` entries', () => {
    expect(lastDays('2026-11-25', 30)).toHaveLength(30);
    expect(lastDays('2026-11-25', 1)).toEqual(['2026-11-25']);
  });
});

describe('dailySeries', () => {
  it('fills days without rows with zeros and no accuracy', () => {
    const series = dailySeries(
      '2026-11-25',
      3,
      new Map([
        ['2026-11-23', { sessions: 2, answered: 4, correct: 3 }],
        ['2026-11-25', { sessions: 1 }],
        ['2026-11-20', { sessions: 9 }],
      ]),
    );
    expect(series).toEqual([
      { day: '2026-11-23', sessions: 2, answered: 4, correct: 3, accuracy: 0.75 },
      { day: '2026-11-24', sessions: 0, answered: 0, correct: 0, accuracy: null },
      { day: '2026-11-25', sessions: 1, answered: 0, correct: 0, accuracy: null },
    ]);
  });
});

describe('accuracy', () => {
  it('is correct over answered, null without answers', () => {
    expect(accuracy(0, 0)).toBeNull();
    expect(accuracy(0, 5)).toBe(0);
    expect(accuracy(5, 5)).toBe(1);
  });
});
