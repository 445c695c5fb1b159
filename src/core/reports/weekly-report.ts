import { BUCKET_KNOW } from '../adaptive/mastery.ts';
import { skillName } from '../curriculum/skills.ts';
import { addCalendarDays, weekStartOf, zonedInstant } from '../time/zones.ts';
import { accuracyPercent, sessionMinutes, streakDays, type SessionSpan } from './activity.ts';

/**
 * The weekly report (spec section 3): one child's week, Monday–Sunday on the wall clock of the
 * parent's time zone. The server reads the raw answers and sessions of the week; the rules are here.
 */

/** Topics listed per kind (spec section 9: 5 topics per list). */
export const MAX_WEEKLY_TOPICS = 5;
/**
 * A topic is called mastered only on enough answers in the week (one lucky answer is no mastery).
 * A weak topic needs no such number: a skill answered wrongly and below the "know" bucket is one
 * to review, as the session summary lists it (issue 22: 0 % over 6 answers in 3 skills was
 * reported as "nothing to review" while the summary listed the 3 skills).
 */
export const MIN_TOPIC_ANSWERS = 3;

export interface WeeklyTopic {
  name: string;
  /** Percent correct in the week. */
  accuracy: number;
}

/** The week a calendar date belongs to, and its instants in the zone (end exclusive). */
export interface ReportWeek {
  weekStart: string;
  weekEnd: string;
  from: Date;
  to: Date;
}

export function reportWeek(date: string, zone: string): ReportWeek {
  const weekStart = weekStartOf(date);
  const weekEnd = addCalendarDays(weekStart, 6);
  return {
    weekStart,
    weekEnd,
    from: zonedInstant(weekStart, 0, zone),
    to: zonedInstant(addCalendarDays(weekStart, 7), 0, zone),
  };
}

/** One answered question of the week (practice, correct or incorrect). */
export interface WeeklyAnswer {
  skillId: string;
  correct: boolean;
}

export interface WeeklyInput {
  weekStart: string;
  weekEnd: string;
  /** Practice sessions started in the week (see core/reports/activity.ts for minutes). */
  sessions: readonly SessionSpan[];
  answers: readonly WeeklyAnswer[];
  /** The child's calendar days (in the zone) with any answer, YYYY-MM-DD. */
  activeDays: readonly string[];
  /** The last day the streak may count: the week's Sunday, or today while the week runs. */
  asOf: string;
}

export interface WeeklyFigures {
  week_start: string;
  week_end: string;
  minutes: number;
  sessions: number;
  answered: number;
  accuracy: number | null;
  topics_mastered: WeeklyTopic[];
  topics_weak: WeeklyTopic[];
  streak: number;
}

/** Per skill: answers, wrong answers and accuracy in the week. */
function topicAccuracy(
  answers: readonly WeeklyAnswer[],
): { skillId: string; accuracy: number; n: number; wrong: number }[] {
  const by = new Map<string, { n: number; correct: number }>();
  for (const a of answers) {
    const e = by.get(a.skillId) ?? { n: 0, correct: 0 };
    e.n++;
    if (a.correct) e.correct++;
    by.set(a.skillId, e);
  }
  return [...by.entries()].map(([skillId, e]) => ({
    skillId,
    accuracy: accuracyPercent(e.correct, e.n)!,
    n: e.n,
    wrong: e.n - e.correct,
  }));
}

/**
 * The week's figures, or null for a week without practice: such a week is not stored as a
 * report (docs/decisions/0006); the weekly e-mail says so kindly instead.
 */
export function weeklyFigures(input: WeeklyInput): WeeklyFigures | null {
  if (input.sessions.length === 0 && input.answers.length === 0) return null;
  const correct = input.answers.filter((a) => a.correct).length;
  const topics = topicAccuracy(input.answers);
  const toTopic = (t: { skillId: string; accuracy: number }) => ({ name: skillName(t.skillId), accuracy: t.accuracy });
  // Mastered: best first; weak: weakest first; ties go to the skill practised more.
  const mastered = topics
    .filter((t) => t.n >= MIN_TOPIC_ANSWERS && t.accuracy >= BUCKET_KNOW)
    .sort((a, b) => b.accuracy - a.accuracy || b.n - a.n)
    .slice(0, MAX_WEEKLY_TOPICS)
    .map(toTopic);
  const weak = topics
    .filter((t) => t.wrong > 0 && t.accuracy < BUCKET_KNOW)
    .sort((a, b) => a.accuracy - b.accuracy || b.wrong - a.wrong || b.n - a.n)
    .slice(0, MAX_WEEKLY_TOPICS)
    .map(toTopic);
  const asOf = input.asOf < input.weekEnd ? input.asOf : input.weekEnd;
  return {
    week_start: input.weekStart,
    week_end: input.weekEnd,
    minutes: input.sessions.reduce((sum, s) => sum + sessionMinutes(s), 0),
    sessions: input.sessions.length,
    answered: input.answers.length,
    accuracy: accuracyPercent(correct, input.answers.length),
    topics_mastered: mastered,
    topics_weak: weak,
    streak: streakDays(
      input.activeDays.filter((d) => d <= asOf),
      asOf,
    ),
  };
}

/** The family's newest week in one line (the reports call's latest_summary). */
export interface WeekSummary {
  week_start: string;
  week_end: string;
  minutes: number;
  sessions: number;
  accuracy: number | null;
  topics_mastered: number;
  topics_weak: number;
  /** The longest streak among the children. */
  streak: number;
  children: number;
}

export function latestWeekSummary(reports: readonly WeeklyFigures[]): WeekSummary | null {
  const latest = reports.reduce<string | null>((m, r) => (m === null || r.week_start > m ? r.week_start : m), null);
  if (latest === null) return null;
  const week = reports.filter((r) => r.week_start === latest);
  const answered = week.reduce((s, r) => s + r.answered, 0);
  const correct = week.reduce((s, r) => s + Math.round(((r.accuracy ?? 0) * r.answered) / 100), 0);
  return {
    week_start: latest,
    week_end: week[0]!.week_end,
    minutes: week.reduce((s, r) => s + r.minutes, 0),
    sessions: week.reduce((s, r) => s + r.sessions, 0),
    accuracy: accuracyPercent(correct, answered),
    topics_mastered: week.reduce((s, r) => s + r.topics_mastered.length, 0),
    topics_weak: week.reduce((s, r) => s + r.topics_weak.length, 0),
    streak: Math.max(...week.map((r) => r.streak)),
    children: week.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Mock exams in the weekly report (docs/decisions/0011-mock-exam.md): results over time.

/** A finished mock exam as the report lists it. */
export interface WeeklyMockExam {
  /** The day it was finished, in the parent's zone (YYYY-MM-DD). */
  date: string;
  percent: number;
  points: number;
  max_points: number;
  /** The predicted exam percentage and its 80 % interval. */
  predicted: number;
  predicted_low: number;
  predicted_high: number;
}

/** Mock results a report shows: the child's last ones up to the end of its week. */
export const MAX_WEEKLY_MOCKS = 5;

/** The child's mocks finished by the week's end, the last MAX_WEEKLY_MOCKS, oldest first. */
export function mocksUpTo(mocks: readonly WeeklyMockExam[], weekEnd: string): WeeklyMockExam[] {
  return [...mocks]
    .filter((m) => m.date <= weekEnd)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(-MAX_WEEKLY_MOCKS);
}
