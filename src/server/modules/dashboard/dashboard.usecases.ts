import { familyDate } from '#core/time/calendar.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import type { DashboardRepository, StudentActivity } from './dashboard.repository.ts';

const RECENT_SESSIONS = 5;
const NO_ACTIVITY: StudentActivity = {
  sessions: 0,
  completedSessions: 0,
  minutes: 0,
  answered: 0,
  correct: 0,
  lastActivityAt: null,
};

/** Accuracy in whole percent, or null when nothing was answered (0% would be a false claim). */
export function accuracyPercent(correct: number, answered: number): number | null {
  return answered > 0 ? Math.round((100 * correct) / answered) : null;
}

/** Consecutive days with activity ending today or yesterday; `days` are ISO dates (YYYY-MM-DD). */
export function streakDays(days: readonly string[], today: string): number {
  const set = new Set(days);
  const step = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1);
    return d.toISOString().slice(0, 10);
  };
  let cursor = set.has(today) ? today : step(today);
  let streak = 0;
  while (set.has(cursor)) {
    streak++;
    cursor = step(cursor);
  }
  return streak;
}

export async function getParentDashboard(
  data: { parentId: string; parentName: string },
  deps: { students: StudentsRepository; dashboard: DashboardRepository; now: () => Date },
) {
  const children = await deps.students.listForParent(data.parentId);
  const [activity, recentSessions, topicProgress, activeDays] = await Promise.all([
    deps.dashboard.activityByStudent(
      data.parentId,
      children.map((c) => c.id),
    ),
    deps.dashboard.recentSessions(data.parentId, RECENT_SESSIONS),
    deps.dashboard.topicProgress(data.parentId),
    deps.dashboard.activeDays(data.parentId),
  ]);

  const totals = { sessions: 0, completedSessions: 0, minutes: 0, answered: 0, correct: 0 };
  const childCards = children.map((child) => {
    const a = activity.get(child.id) ?? NO_ACTIVITY;
    totals.sessions += a.sessions;
    totals.completedSessions += a.completedSessions;
    totals.minutes += a.minutes;
    totals.answered += a.answered;
    totals.correct += a.correct;
    return {
      id: child.id,
      nickname: child.nickname,
      grade: child.grade,
      goal: child.goal,
      stats: {
        sessions: a.sessions,
        minutes: a.minutes,
        answered: a.answered,
        accuracy: accuracyPercent(a.correct, a.answered),
        lastActivityAt: a.lastActivityAt ? a.lastActivityAt.toISOString() : null,
      },
    };
  });

  const name = data.parentName.trim();
  return {
    greetingName: name.length > 0 ? name : null,
    children: childCards,
    totals: {
      sessions: totals.sessions,
      completedSessions: totals.completedSessions,
      minutes: totals.minutes,
      averageAccuracy: accuracyPercent(totals.correct, totals.answered),
      streakDays: streakDays(activeDays, familyDate(deps.now())),
    },
    recentSessions,
    topicProgress,
  };
}
