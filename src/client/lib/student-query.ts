import { queryOptions } from '@tanstack/react-query';
import type { StudentResponse } from '#server/contract.ts';
import { api } from './api.ts';

/**
 * One child of the family, by id: one query for every screen that needs it (a page and its light
 * mode used to ask twice). Under the family list's key, so what refreshes the list refreshes it.
 */
export function studentQuery(studentId: string) {
  return queryOptions({
    queryKey: ['students', studentId],
    queryFn: () => api.get<StudentResponse>(`/api/students/${encodeURIComponent(studentId)}`),
    enabled: studentId !== '',
    staleTime: 60_000,
  });
}
