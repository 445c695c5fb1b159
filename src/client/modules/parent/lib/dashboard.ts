import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Goal, Grade } from '../../../i18n/pl.ts';

export interface ChildStats {
  sessions: number;
  minutes: number;
  answered: number;
  accuracy: number | null;
  lastActivityAt: string | null;
}

export interface RecentSession {
  id: string;
  studentId: string;
  nickname: string;
  startedAt: string;
  minutes: number;
  answered: number;
  /** Percent 0–100; null before any answer. */
  accuracy: number | null;
  completed: boolean;
}

export interface DashboardData {
  greetingName: string | null;
  children: Array<{ id: string; nickname: string; grade: Grade; goal: Goal; stats: ChildStats }>;
  totals: {
    sessions: number;
    completedSessions: number;
    minutes: number;
    averageAccuracy: number | null;
    streakDays: number;
  };
  recentSessions: RecentSession[];
  /** mastery in percent 0–100, like accuracy. */
  topicProgress: Array<{ area: string; name: string; mastery: number }>;
}

export const dashboardQuery = queryOptions({
  queryKey: ['parent', 'dashboard'],
  queryFn: () => api.get<DashboardData>('/api/parent/dashboard'),
  staleTime: 30_000,
});

/** True until the family has any recorded learning: the dashboard then shows its empty state. */
export function hasActivity(d: DashboardData): boolean {
  return d.totals.sessions > 0 || d.children.some((c) => c.stats.answered > 0);
}
