import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AccessRequestResponse, GatingStatusResponse, RedeemCodeResponse } from '#server/contract.ts';
import type { PaidPlanId } from '#core/plans/catalogue.ts';
import { api } from '../../../lib/api.ts';
import { isTrialExpired } from './plan-refusal.ts';

export type GatingStatus = GatingStatusResponse;

/**
 * The family's plan and trial (spec 7: "cached 2 minutes, one retry"). One query for every place
 * that shows it: the banners, the settings cards, /pricing and the tutor's hint counter.
 */
export const gatingStatusQuery = queryOptions({
  queryKey: ['plans', 'gating-status'],
  queryFn: () => api.get<GatingStatus>('/api/gating-status'),
  staleTime: 2 * 60 * 1000,
  retry: 1,
});

export function useGatingStatus(enabled = true) {
  return useQuery({ ...gatingStatusQuery, enabled });
}

/** After a redemption, the first answer or a refusal by the plan: the status shown is stale. */
export function refreshGatingStatus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: gatingStatusQuery.queryKey });
}

export const plansApi = {
  redeem: (code: string) => api.post<RedeemCodeResponse>('/api/redeem-code', { code }),
  requestAccess: (body: { email: string; message?: string; plan?: PaidPlanId }) =>
    api.post<AccessRequestResponse>('/api/access-requests', body),
};

/**
 * After a task is answered: the first one starts the trial, so a status cached before it (trial
 * not started, no banner) is fetched again and the banner appears. Later answers only count down
 * the trial's tasks, which the 2-minute cache may show a little late.
 */
export function noteTaskAnswered(queryClient: QueryClient): void {
  const cached = queryClient.getQueryData(gatingStatusQuery.queryKey);
  if (cached && cached.status === 'trialing' && cached.trial.startedAt === null) {
    void refreshGatingStatus(queryClient);
  }
}

/** A request the expired trial refused: the status (and so the red banner) is fetched again. */
export function notePlanRefusal(queryClient: QueryClient, e: unknown): void {
  if (isTrialExpired(e)) void refreshGatingStatus(queryClient);
}
