import { queryOptions } from '@tanstack/react-query';
import type { TopicId } from '#core/adaptive/diagnostic.ts';
import type { StudentHomeResponse } from '#server/contract.ts';
import { api } from '../../../lib/api.ts';

export type StudentHome = StudentHomeResponse;

/** The child's home figures; fetched again on every visit (points and minutes move with practice). */
export const studentHomeQuery = (studentId: string) =>
  queryOptions({
    queryKey: ['student', studentId, 'home'],
    queryFn: () => api.get<StudentHome>(`/api/students/${encodeURIComponent(studentId)}/home`),
    staleTime: 0,
  });

/** Where the child's home is: one path for every link back to it. */
export const studentHomePath = (studentId?: string) =>
  studentId ? `/student?child=${encodeURIComponent(studentId)}` : '/student';

export type FocusTopic = TopicId;
