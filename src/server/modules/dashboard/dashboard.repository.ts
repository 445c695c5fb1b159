import type { Db } from '../../db/client.ts';
import { createLearningStatsRepository } from '../learner/learning-stats.repository.ts';

export interface StudentActivity {
  sessions: number;
  completedSessions: number;
  minutes: number;
  answered: number;
  correct: number;
  lastActivityAt: Date | null;
}

export interface RecentSession {
  id: string;
  studentId: string;
  nickname: string;
  startedAt: string;
  minutes: number;
  answered: number;
  accuracy: number | null;
  completed: boolean;
}

export interface TopicProgress {
  area: string;
  name: string;
  mastery: number;
}

/**
 * Learning activity of one family, from practice sessions, attempts and the learner model
 * (queries in the learner module, next to the tables they read). Each function takes the
 * acting parent's id and never returns another family's rows.
 */
export function createDashboardRepository(db: Db) {
  const stats = createLearningStatsRepository(db);
  return {
    activityByStudent: (parentId: string, studentIds: string[]): Promise<Map<string, StudentActivity>> =>
      stats.activityByStudent(parentId, studentIds),
    recentSessions: (parentId: string, limit: number): Promise<RecentSession[]> =>
      stats.recentSessions(parentId, limit),
    topicProgress: (parentId: string): Promise<TopicProgress[]> => stats.topicProgress(parentId),
    /** Distinct UTC days with at least one answered question, newest first. */
    activeDays: (parentId: string): Promise<string[]> => stats.activeDays(parentId),
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
