import { describe, expect, it } from 'vitest';
import { SKILLS } from '../curriculum/skills.ts';
import { TIME_ZONES, zonedTime } from '../time/zones.ts';
import { latestWeekSummary, mocksUpTo, reportWeek, weeklyFigures, type WeeklyAnswer } from './weekly-report.ts';
import { practiceSuggestions } from './suggestions.ts';

const [a, b, c, d] = SKILLS.map((s) => s.id);
const MIN = 60_000;
const answers = (skillId: string, correct: number, wrong: number): WeeklyAnswer[] => [
  ...Array.from({ length: correct }, () => ({ skillId, correct: true })),
  ...Array.from({ length: wrong }, () => ({ skillId, correct: false })),
];
const session = (start: number, minutes: number, answered = 5) => ({
  startedAt: start,
  endsAt: start + 20 * MIN,
  until: start + minutes * MIN,
  answered,
});

describe('the report week', () => {
  it('runs Monday 00:00 to the next Monday 00:00 in the parent’s zone, in every listed zone', () => {
    for (const zone of TIME_ZONES) {
      for (const date of ['2026-03-25', '2026-03-29', '2026-10-28', '2026-11-01', '2026-12-31']) {
        const w = reportWeek(date, zone);
        expect(zonedTime(w.from, zone)).toMatchObject({ date: w.weekStart, hour: 0, minute: 0, weekday: 1 });
        expect(zonedTime(w.to, zone)).toMatchObject({ hour: 0, minute: 0, weekday: 1 });
        expect(zonedTime(new Date(w.to.getTime() - 1), zone).date).toBe(w.weekEnd);
        expect(w.weekStart <= date && date <= w.weekEnd).toBe(true);
      }
    }
  });

  it('is an hour shorter or longer across a daylight-saving change', () => {
    const spring = reportWeek('2026-03-29', 'Europe/Warsaw');
    expect((spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(167);
    const autumn = reportWeek('2026-10-25', 'Europe/Warsaw');
    expect((autumn.to.getTime() - autumn.from.getTime()) / 3_600_000).toBe(169);
    expect(reportWeek('2026-10-28', 'America/New_York').weekStart).toBe('2026-10-26');
  });
});

describe('weekly figures', () => {
  const base = { weekStart: '2026-11-23', weekEnd: '2026-11-29', activeDays: [], asOf: '2026-11-29' };

  it('is null for a week without practice', () => {
    expect(weeklyFigures({ ...base, sessions: [], answers: [] })).toBeNull();
  });

  it('sums minutes and sessions, computes accuracy, mastered and weak topics', () => {
    const f = weeklyFigures({
      ...base,
      sessions: [session(0, 12), session(100 * MIN, 25), session(200 * MIN, 0, 0)],
      answers: [...answers(a!, 4, 0), ...answers(b!, 1, 3), ...answers(c!, 3, 1), ...answers(d!, 1, 0)],
      activeDays: ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-20'],
    })!;
    expect(f).toMatchObject({ minutes: 12 + 20 + 0, sessions: 3, answered: 13, accuracy: 69, streak: 3 });
    const name = (id: string) => SKILLS.find((s) => s.id === id)!.name;
    // d has one answer only: not judged.
    expect(f.topics_mastered).toEqual([
      { name: name(a!), accuracy: 100 },
      { name: name(c!), accuracy: 75 },
    ]);
    expect(f.topics_weak).toEqual([{ name: name(b!), accuracy: 25 }]);
  });

  it('lists every skill answered wrongly below the "know" bucket as weak, however few its answers', () => {
    // 0 % over 6 answers in 3 skills: the session summary lists the 3; so does the week.
    const f = weeklyFigures({
      ...base,
      sessions: [session(0, 10)],
      answers: [...answers(a!, 0, 2), ...answers(b!, 0, 2), ...answers(c!, 0, 2), ...answers(d!, 1, 0)],
    })!;
    expect(f.accuracy).toBe(14);
    expect(f.topics_weak.map((t) => t.accuracy)).toEqual([0, 0, 0]);
    expect(f.topics_mastered).toEqual([]);
  });

  it('lists at most 5 topics of each kind', () => {
    const many = SKILLS.slice(0, 12).flatMap((s, i) => answers(s.id, i < 6 ? 3 : 0, i < 6 ? 0 : 3));
    const f = weeklyFigures({ ...base, sessions: [session(0, 20)], answers: many })!;
    expect(f.topics_mastered).toHaveLength(5);
    expect(f.topics_weak).toHaveLength(5);
  });

  it('counts the streak up to the week’s Sunday, or up to today while the week runs', () => {
    const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-30'];
    const input = { ...base, sessions: [session(0, 5)], answers: answers(a!, 1, 0), activeDays: days };
    expect(weeklyFigures({ ...input, asOf: '2026-12-02' })!.streak).toBe(0);
    expect(weeklyFigures({ ...input, asOf: '2026-11-26' })!.streak).toBe(3);
    expect(weeklyFigures({ ...input, asOf: '2026-11-27' })!.streak).toBe(3);
  });

  it('sums the newest week of the family in latest_summary', () => {
    const one = weeklyFigures({
      ...base,
      sessions: [session(0, 10)],
      answers: answers(a!, 3, 1),
      activeDays: ['2026-11-29'],
    })!;
    const two = weeklyFigures({ ...base, sessions: [session(0, 15)], answers: answers(b!, 1, 3) })!;
    const old = { ...one, week_start: '2026-11-16', week_end: '2026-11-22', minutes: 99 };
    expect(latestWeekSummary([old, one, two])).toEqual({
      week_start: '2026-11-23',
      week_end: '2026-11-29',
      minutes: 25,
      sessions: 2,
      accuracy: 50,
      topics_mastered: 1,
      topics_weak: 1,
      streak: 1,
      children: 2,
    });
    expect(latestWeekSummary([])).toBeNull();
  });
});

describe('practice suggestions from the learner model', () => {
  it('names the weakest practised skills first, then due reviews, at most three', () => {
    const now = 1_000_000;
    const s = practiceSuggestions(
      [
        { skillId: a!, mastery: 0.9, attempts: 5, dueAt: now - 1 },
        { skillId: b!, mastery: 0.3, attempts: 4, dueAt: null },
        { skillId: c!, mastery: 0.6, attempts: 2, dueAt: null },
        { skillId: d!, mastery: 0.1, attempts: 0, dueAt: null },
      ],
      now,
    );
    const name = (id: string) => SKILLS.find((x) => x.id === id)!.name;
    expect(s).toHaveLength(3);
    expect(s[0]).toContain(name(b!));
    expect(s[0]).toContain('30%');
    expect(s[1]).toContain(name(c!));
    expect(s[2]).toContain(name(a!));
    expect(s.join(' ')).not.toContain(name(d!));
    expect(practiceSuggestions([], now)).toEqual([]);
  });
});

describe('mocksUpTo', () => {
  const mock = (date: string, percent: number) => ({
    date,
    percent,
    points: percent,
    max_points: 100,
    predicted: percent,
    predicted_low: percent - 10,
    predicted_high: percent + 10,
  });

  it('lists the mocks finished by the week’s end, the last five, oldest first', () => {
    const all = ['2026-11-02', '2026-11-20', '2026-11-09', '2026-11-25', '2026-11-03', '2026-11-04', '2026-12-01'].map(
      (d, i) => mock(d, 40 + i),
    );
    expect(mocksUpTo(all, '2026-11-29').map((m) => m.date)).toEqual([
      '2026-11-03',
      '2026-11-04',
      '2026-11-09',
      '2026-11-20',
      '2026-11-25',
    ]);
    expect(mocksUpTo(all, '2026-11-01')).toEqual([]);
  });
});
