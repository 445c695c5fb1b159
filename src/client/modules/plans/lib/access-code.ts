import { isDeliverableEmail } from '#core/text/email.ts';
import { CODE_MAX_LENGTH, normalizeCode } from '#core/plans/access-codes.ts';
import { isApiError } from '../../../lib/api.ts';

/** What the field keeps while typing (spec 5): forced upper case, at most 20 characters. */
export function codeInput(raw: string): string {
  return raw.toUpperCase().slice(0, CODE_MAX_LENGTH);
}

/** The code to send (trimmed and upper-cased again), or null when nothing but spaces was typed. */
export function codeToSend(raw: string): string | null {
  const code = normalizeCode(raw);
  return code === '' ? null : code;
}

/**
 * Why a redemption failed, for the person who typed the code: the server's Polish message for a
 * code it refused (unknown, expired, used up, already used, lower than the running plan), or the
 * screen's own fallback.
 */
export function redeemFailure(e: unknown, fallback: string): string {
  if (
    isApiError(
      e,
      'plan.code_invalid',
      'plan.code_expired',
      'plan.code_exhausted',
      'plan.code_already_used',
      'plan.code_lowers_plan',
    )
  ) {
    return e.message;
  }
  if (isApiError(e, 'request.rate_limited', 'network')) return e.message;
  return fallback;
}

/** Spec 5 (request access): an address a reply can reach, the same rule as the server's. */
export function accessRequestEmailValid(email: string): boolean {
  return isDeliverableEmail(email);
}
