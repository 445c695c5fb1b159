import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { gatingStatusQuery, notePlanRefusal, noteTaskAnswered, type GatingStatus } from './api.ts';

function status(startedAt: string | null, state: GatingStatus['status'] = 'trialing'): GatingStatus {
  return {
    activePlan: 'free',
    status: state,
    trial: { daysLeft: 7, tasksLeft: startedAt ? 49 : 50, startedAt },
    hintLimit: 3,
    maxChildren: 5,
    subscription: { currentPeriodEnd: null, note: null },
  };
}

function clientWith(data: GatingStatus | undefined) {
  const client = new QueryClient();
  if (data) client.setQueryData(gatingStatusQuery.queryKey, data);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  return { client, invalidate };
}

describe('gating status refreshes', () => {
  it('the first answer refreshes a status cached before the trial started', () => {
    const before = clientWith(status(null));
    noteTaskAnswered(before.client);
    expect(before.invalidate).toHaveBeenCalledWith({ queryKey: gatingStatusQuery.queryKey });

    const running = clientWith(status('2026-11-25T10:00:00.000Z'));
    noteTaskAnswered(running.client);
    expect(running.invalidate).not.toHaveBeenCalled();

    const none = clientWith(undefined);
    noteTaskAnswered(none.client);
    expect(none.invalidate).not.toHaveBeenCalled();
  });

  it('an expired trial’s refusal refreshes the status; other errors do not', () => {
    const a = clientWith(status('2026-11-25T10:00:00.000Z'));
    notePlanRefusal(a.client, new ApiError(402, 'plan.trial_expired', 'Okres próbny wygasł.'));
    expect(a.invalidate).toHaveBeenCalledTimes(1);
    notePlanRefusal(a.client, new ApiError(404, 'student.not_found', 'x'));
    expect(a.invalidate).toHaveBeenCalledTimes(1);
  });

  it('is cached for 2 minutes with one retry (spec 7)', () => {
    expect(gatingStatusQuery.staleTime).toBe(120_000);
    expect(gatingStatusQuery.retry).toBe(1);
  });
});
