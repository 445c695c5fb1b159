import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { isTrialExpired, planRefusal } from './plan-refusal.ts';

describe('planRefusal', () => {
  it('gives the server’s message for the plan’s refusals only', () => {
    const expired = new ApiError(402, 'plan.trial_expired', 'Okres próbny wygasł.');
    expect(planRefusal(expired)).toBe('Okres próbny wygasł.');
    expect(planRefusal(new ApiError(403, 'plan.child_limit', 'Limit dzieci'))).toBe('Limit dzieci');
    expect(planRefusal(new ApiError(404, 'student.not_found', 'Nie znaleziono'))).toBeNull();
    expect(planRefusal(new Error('x'))).toBeNull();
    expect(isTrialExpired(expired)).toBe(true);
    expect(isTrialExpired(new ApiError(403, 'plan.child_limit', 'x'))).toBe(false);
  });
});
