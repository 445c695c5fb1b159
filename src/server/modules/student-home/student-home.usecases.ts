import { takesEighthGradeExam } from '#core/exam/format.ts';
import { skillsForGrade, topicsOf, TOPICS, TOPIC_NAMES, bucketFor, type Bucket } from '#core/adaptive/index.ts';
import type { Grade } from '#core/curriculum/student-profile.ts';
import { canLearn, mockExamAccess } from '#core/plans/gating.ts';
import { subscriptionStatus } from '#core/plans/subscription-status.ts';
import { DAILY_GOAL_MINUTES, totalPoints } from '#core/reports/points.ts';
import { familyDate } from '#core/time/calendar.ts';
import { StudentErrors } from '../students/students.errors.ts';
import { isUuid } from '../attempts/attempts.repository.ts';
import type { DashboardRepository } from '../dashboard/dashboard.repository.ts';
import { activityByStudent, childProgress, minutesOf } from '../dashboard/dashboard.usecases.ts';
import { DIAGNOSTIC_SKILLS } from '../learner-model/learner-model.catalog.ts';
import type { StudentHomeRepository } from './student-home.repository.ts';

export interface StudentHomeDeps {
  home: StudentHomeRepository;
  dashboard: DashboardRepository;
  now: () => Date;
}

/** Grades whose pupils write the egzamin ósmoklasisty: the home offers them the mock exam. */

/**
 * The child's home (/student): today's goal, streak, points, badges, the topics by mastery, the
 * diagnostic and (grades 7–8, when the plan includes it) the mock exam. No plan name and no
 * price: when the plan does not allow practice the page says so by `canPractise` alone.
 */
export async function getStudentHome(data: { parentId: string; studentId: string }, deps: StudentHomeDeps) {
  // A malformed id cannot be a child of the family (and must not reach the database as a uuid).
  if (!isUuid(data.studentId)) throw StudentErrors.notFound();
  const now = deps.now();
  const today = familyDate(now);
  const [facts, sessions, figures, masteries, activeDays, points] = await Promise.all([
    deps.home.facts(data.parentId, data.studentId),
    deps.dashboard.sessions(data.parentId, data.studentId),
    deps.dashboard.childFigures(data.parentId, data.studentId),
    deps.dashboard.skillMasteries(data.parentId, data.studentId),
    deps.dashboard.activeDays(data.parentId, data.studentId),
    deps.home.pointsGroups(data.parentId, data.studentId, today),
  ]);
  if (!facts) throw StudentErrors.notFound();
  const { student } = facts;
  const progress = childProgress(student, {
    activity: activityByStudent([student.id], sessions, figures).get(student.id)!,
    masteries,
    days: activeDays.map((d) => d.day),
    today,
  });
  const status = subscriptionStatus(facts.subscription, now);
  const canPractise = canLearn(status);
  const running = sessions.find((s) => s.status === 'active' && s.endsAt.getTime() > now.getTime());
  const mockOffered =
    takesEighthGradeExam(student.grade) &&
    (facts.runningMockId !== null || mockExamAccess(status, facts.familyMocks) === 'allowed');
  const shownMastery = new Map(progress.topicProgress.map((t) => [t.area, t.mastery]));
  return {
    student: { id: student.id, nickname: student.nickname, grade: student.grade },
    canPractise,
    /** Why practice is closed: the family's access ended (the child asks a parent, no plan is named). */
    reason: canPractise ? null : ('access_ended' as const),
    today: {
      minutes: sessions.filter((s) => familyDate(s.startedAt) === today).reduce((sum, s) => sum + minutesOf(s), 0),
      goalMinutes: DAILY_GOAL_MINUTES,
      points: totalPoints(points.filter((g) => g.today)),
    },
    points: totalPoints(points),
    streakDays: progress.currentStreak,
    stage: progress.stage,
    achievements: progress.achievements,
    topics: gradeTopics(student.grade as Grade).map((id) => {
      const mastery = shownMastery.get(id) ?? null;
      return {
        id,
        name: TOPIC_NAMES[id],
        mastery,
        bucket: mastery === null ? null : (bucketFor(mastery) satisfies Bucket),
      };
    }),
    runningSession: running ? { id: running.id, endsAt: running.endsAt.toISOString() } : null,
    diagnostic: facts.diagnostic && {
      id: facts.diagnostic.id,
      score: facts.diagnostic.score,
      completedAt: facts.diagnostic.completedAt.toISOString(),
    },
    mockExam: mockOffered
      ? {
          runningId: facts.runningMockId,
          last: facts.lastMock && {
            id: facts.lastMock.id,
            percent: facts.lastMock.percent,
            finishedAt: facts.lastMock.finishedAt.toISOString(),
          },
        }
      : null,
  };
}

/** The topics the child's grade has skills in, in the product's order. */
function gradeTopics(grade: Grade) {
  const present = new Set(skillsForGrade(DIAGNOSTIC_SKILLS, grade).flatMap((s) => topicsOf(s)));
  return TOPICS.filter((t) => present.has(t));
}
