import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import type { MeResponse, OnboardingStatus } from '#server/contract.ts';
import { queryClient } from './query-client.ts';
import { STATUS_PATH } from './status-path.ts';

/** The one source of "who is signed in" for the header and the guards (works signed out). */
export const statusQuery = queryOptions({
  queryKey: ['onboarding-status'],
  queryFn: () => api.get<OnboardingStatus>(STATUS_PATH),
  staleTime: 30_000,
});

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api.get<MeResponse>('/api/me'),
});

export function useStatus() {
  return useQuery(statusQuery);
}

/** For guards: fresh enough to follow a sign-in, consent or new child made seconds ago. */
export function loadStatus(): Promise<OnboardingStatus> {
  return queryClient.fetchQuery({ ...statusQuery, staleTime: 2_000 });
}

/** After sign-in, sign-out, consent or a new child: everything user-scoped is stale. */
export async function refreshSession(): Promise<void> {
  await queryClient.invalidateQueries();
}

export function clearSessionData(): void {
  queryClient.clear();
}
