import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { DASHBOARD_PATH } from '../../../lib/page-data.ts';
import type { DashboardResponse } from '#server/contract.ts';

export type DashboardData = DashboardResponse;

export const dashboardQuery = queryOptions({
  queryKey: ['parent', 'dashboard'],
  queryFn: () => api.get<DashboardData>(DASHBOARD_PATH),
  staleTime: 30_000,
});

/** The page of a diagnostic result (spec: /onboarding/diagnostic/result/{id}). */
export function diagnosticResultPath(diagnosticId: string): string {
  return `/onboarding/diagnostic/result/${diagnosticId}`;
}
