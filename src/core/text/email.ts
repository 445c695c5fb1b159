/**
 * An address a reply can reach: a local part, '@' and a dotted domain ending in letters (zod's
 * own e-mail pattern, so the forms that use z.email() and this check agree). "a@", "a@b" and
 * "@b.pl" are refused.
 */
const DELIVERABLE = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** At most 254 characters (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

export function isDeliverableEmail(raw: string): boolean {
  const email = raw.trim();
  return email.length <= EMAIL_MAX_LENGTH && DELIVERABLE.test(email);
}
