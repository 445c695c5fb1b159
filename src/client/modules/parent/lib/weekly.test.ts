import { describe, expect, it } from 'vitest';
import type { WeeklyReport } from '#server/contract.ts';
import { canGoForward, currentWeekStart, formatWeekRange, shiftWeek, weekTopics, weekView } from './weekly.ts';

const report = (over: Partial<WeeklyReport>): WeeklyReport => ({
  id: 'r',
  student_id: 's',
  week_start: '2025-11-17',
  week_end: '2025-11-23',
  minutes: 30,
  sessions: 2,
  answered: 10,
  accuracy: 70,
  topics_mastered: [],
  topics_weak: [],
  streak: 2,
  parent_viewed_at: null,
  created_at: '2025-11-23T18:00:00.000Z',
  students: { nickname: 'Ola' },
  mock_exams: [],
  ...over,
});

describe('weekly report screen rules', () => {
  it('the current week starts on Monday in the parent’s zone', () => {
    // Sunday 23:30 in UTC is already Monday in Warsaw.
    const at = new Date('2025-11-23T23:30:00Z');
    expect(currentWeekStart(at, 'Europe/Warsaw')).toBe('2025-11-24');
    expect(currentWeekStart(at, 'Europe/London')).toBe('2025-11-17');
  });

  it('navigates by whole weeks and never past the current one', () => {
    expect(shiftWeek('2025-11-24', -1)).toBe('2025-11-17');
    expect(shiftWeek('2025-12-29', 1)).toBe('2026-01-05');
    expect(canGoForward('2025-11-17', '2025-11-24')).toBe(true);
    expect(canGoForward('2025-11-24', '2025-11-24')).toBe(false);
  });

  it('names the week in Polish', () => {
    expect(formatWeekRange('2025-11-17')).toBe('17–23 listopada 2025');
    expect(formatWeekRange('2025-09-29')).toBe('29 września – 5 października 2025');
    expect(formatWeekRange('2025-12-29')).toBe('29 grudnia 2025 – 4 stycznia 2026');
  });

  it('sums the week of every child on the cards, and lists topics with the child’s name', () => {
    const week = [
      report({ id: 'a', minutes: 20, sessions: 1, answered: 10, accuracy: 80, streak: 3 }),
      report({
        id: 'b',
        students: { nickname: 'Kuba' },
        minutes: 15,
        sessions: 2,
        answered: 10,
        accuracy: 60,
        streak: 1,
        topics_weak: [{ name: 'Ułamki', accuracy: 40 }],
      }),
      report({ id: 'c', week_start: '2025-11-10', week_end: '2025-11-16', minutes: 99 }),
    ];
    const view = weekView(week, '2025-11-17');
    expect(view.reports.map((r) => r.id)).toEqual(['a', 'b']);
    expect(view.summary).toMatchObject({ minutes: 35, sessions: 3, accuracy: 70, streak: 3 });
    expect(weekView(week, '2025-11-24').summary).toBeNull();
    expect(weekTopics(view.reports).weak).toEqual([{ name: 'Ułamki', accuracy: 40, child: 'Kuba' }]);
    expect(weekTopics([week[1]!]).weak[0]!.child).toBeNull();
  });
});
