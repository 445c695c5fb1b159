import {
  accuracyPercent,
  longestStreak,
  sessionMinutes,
  streakDays,
  topicAnswers,
  topicMastery,
} from '#core/reports/activity.ts';
import { achievements, masteredTopicCount } from '#core/reports/achievements.ts';
import { familyStage, learningStage, showsTopicProgress } from '#core/reports/learning-stage.ts';
import { DAILY_CHART_DAYS, dailyActivity } from '#core/reports/daily-activity.ts';
import { addDays, familyDate } from '#core/time/calendar.ts';
import type { StudentRow, StudentsRepository } from '../students/students.repository.ts';
import type { ChildFigures, DashboardRepository, SessionFigures } from './dashboard.repository.ts';

const RECENT_SESSIONS = 5;

/** Minutes of a session as the dashboard counts them: until its end, else its last answer. */
export function minutesOf(s: SessionFigures): number {
  return sessionMinutes({
    startedAt: s.startedAt.getTime(),
    endsAt: s.endsAt.getTime(),
    until: (s.endedAt ?? s.lastAnswerAt ?? s.startedAt).getTime(),
    answered: s.answered,
  });
}

export interface ChildActivity {
  sessions: number;
  completedSessions: number;
  minutes: number;
  figures: ChildFigures | undefined;
}

export function activityByStudent(
  studentIds: readonly string[],
  sessions: readonly SessionFigures[],
  figures: readonly ChildFigures[],
): Map<string, ChildActivity> {
  const byId = new Map(figures.map((f) => [f.studentId, f]));
  const out = new Map<string, ChildActivity>();
  for (const id of studentIds) {
    out.set(id, { sessions: 0, completedSessions: 0, minutes: 0, figures: byId.get(id) });
  }
  for (const s of sessions) {
    const e = out.get(s.studentId);
    if (!e) continue;
    e.sessions++;
    if (s.status === 'ended') e.completedSessions++;
    e.minutes += minutesOf(s);
  }
  return out;
}

/** Skill masteries grouped by child. */
export function masteriesByStudent(rows: Awaited<ReturnType<DashboardRepository['skillMasteries']>>) {
  const out = new Map<string, { skillId: string; mastery: number; attempts: number }[]>();
  for (const r of rows) out.set(r.studentId, [...(out.get(r.studentId) ?? []), r]);
  return out;
}

export async function getParentDashboard(
  data: { parentId: string; parentName: string },
  deps: { students: StudentsRepository; dashboard: DashboardRepository; now: () => Date },
) {
  const children = await deps.students.listForParent(data.parentId);
  const now = deps.now();
  const [sessions, figures, masteries, activeDays, answersByDay] = await Promise.all([
    deps.dashboard.sessions(data.parentId),
    deps.dashboard.childFigures(data.parentId),
    deps.dashboard.skillMasteries(data.parentId),
    deps.dashboard.activeDays(data.parentId),
    // A day more than the chart, so the first day is whole in any offset of the family's zone.
    deps.dashboard.dailyAnswers(data.parentId, addDays(now, -(DAILY_CHART_DAYS + 1))),
  ]);
  const activity = activityByStudent(
    children.map((c) => c.id),
    sessions,
    figures,
  );
  const mastery = masteriesByStudent(masteries);
  const today = familyDate(now);
  const daysOf = (studentId: string) => activeDays.filter((d) => d.studentId === studentId).map((d) => d.day);

  const totals = { sessions: 0, completedSessions: 0, minutes: 0, answered: 0, correct: 0 };
  const childCards = children.map((child) => {
    const card = childProgress(child, {
      activity: activity.get(child.id)!,
      masteries: mastery.get(child.id) ?? [],
      days: daysOf(child.id),
      today,
    });
    totals.sessions += card.activity.sessions;
    totals.completedSessions += card.activity.completedSessions;
    totals.minutes += card.activity.minutes;
    totals.answered += card.stats.answered;
    totals.correct += card.correct;
    const { activity: _a, correct: _c, currentStreak: _s, ...shown } = card;
    return shown;
  });

  const name = data.parentName.trim();
  return {
    greetingName: name.length > 0 ? name : null,
    stage: familyStage(childCards.map((c) => c.stage)),
    children: childCards,
    totals: {
      sessions: totals.sessions,
      completedSessions: totals.completedSessions,
      minutes: totals.minutes,
      averageAccuracy: accuracyPercent(totals.correct, totals.answered),
      streakDays: streakDays(
        activeDays.map((d) => d.day),
        today,
      ),
    },
    daily: dailyActivity({
      today,
      days: DAILY_CHART_DAYS,
      sessions: sessions.map((s) => ({ date: familyDate(s.startedAt), minutes: minutesOf(s) })),
      answers: answersByDay,
    }),
    recentSessions: sessions.slice(0, RECENT_SESSIONS).map((s) => ({
      id: s.id,
      studentId: s.studentId,
      nickname: s.nickname,
      startedAt: s.startedAt.toISOString(),
      minutes: minutesOf(s),
      answered: s.answered,
      accuracy: accuracyPercent(s.correct, s.answered),
      completed: s.status === 'ended',
    })),
  };
}

/**
 * One child's progress as the parent panel shows it and the child's home reuses: stage, figures,
 * topic mastery and achievements (badges), from the child's raw figures (one set of rules).
 */
export function childProgress(
  child: Pick<StudentRow, 'id' | 'nickname' | 'grade' | 'goal'>,
  f: {
    activity: ChildActivity;
    masteries: readonly { skillId: string; mastery: number; attempts: number }[];
    /** The child's active family days (ISO dates). */
    days: readonly string[];
    today: string;
  },
) {
  const a = f.activity;
  const answered = a.figures?.answered ?? 0;
  const correct = a.figures?.correct ?? 0;
  const diagnostic = a.figures?.latestDiagnostic ?? null;
  const stage = learningStage({ diagnosticDone: diagnostic !== null, sessions: a.sessions, answered });
  // Before practice the model holds only the diagnostic's estimate: no topic counts as mastered yet.
  const topics = showsTopicProgress(stage) ? topicMastery(f.masteries) : [];
  const currentStreak = streakDays(f.days, f.today);
  return {
    id: child.id,
    nickname: child.nickname,
    grade: child.grade,
    goal: child.goal,
    stage,
    latestDiagnostic: diagnostic && { id: diagnostic.id, completedAt: diagnostic.completedAt.toISOString() },
    stats: {
      sessions: a.sessions,
      minutes: a.minutes,
      answered,
      accuracy: accuracyPercent(correct, answered),
      lastActivityAt: a.figures?.lastAnswerAt ? a.figures.lastAnswerAt.toISOString() : null,
    },
    topicProgress: topics,
    achievements: achievements({
      completedSessions: a.completedSessions,
      answered,
      currentStreak,
      bestStreak: longestStreak(f.days),
      topicsMastered: masteredTopicCount(topics, topicAnswers(f.masteries)),
      diagnosticDone: diagnostic !== null,
    }),
    activity: a,
    correct,
    currentStreak,
  };
}
