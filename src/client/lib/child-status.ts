import { queryOptions } from '@tanstack/react-query';
import type { ChildMeResponse } from '#server/contract.ts';
import { childAccessPl } from '../i18n/child-access.ts';
import { api } from './api.ts';

/*
 * A signed-in child's own status, beside the session's (session.ts): every feature that shows a
 * start button asks it, so it lives outside the feature folders.
 */

/** The signed-in child: who they are and whether they may practise now. */
export const childMeQuery = queryOptions({
  queryKey: ['child', 'me'],
  queryFn: () => api.get<ChildMeResponse>('/api/child/me'),
  staleTime: 30_000,
});

/** Why the signed-in child cannot practise now, in words for the child (never a plan or a price), or null. */
export function childPracticeRefusal(me: Pick<ChildMeResponse, 'reason'>): string | null {
  const t = childAccessPl.home;
  return me.reason === 'ask_parent'
    ? t.askParent
    : me.reason === 'daily_limit'
      ? t.dailyLimit
      : me.reason === 'quiet_hours'
        ? t.quietHours
        : null;
}
