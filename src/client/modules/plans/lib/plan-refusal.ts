import { isApiError } from '../../../lib/api.ts';

/**
 * The Polish message of a request the family's plan refused (an expired trial, the children
 * limit), as the server words it; null for any other error. For now the flows show it in their
 * own toast or alert; the red trial banner with 'Zobacz plany' comes with the plan screens.
 */
export function planRefusal(e: unknown): string | null {
  return isApiError(e, 'plan.trial_expired', 'plan.child_limit') ? e.message : null;
}

export function isTrialExpired(e: unknown): boolean {
  return isApiError(e, 'plan.trial_expired');
}
