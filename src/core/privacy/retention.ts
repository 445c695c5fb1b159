/**
 * How long a family's data is kept once the service has ended for it (privacy policy, spec 9:
 * "data kept at most 3 years after service ends"), and when that is. Pure: `now` is an argument.
 */
export const RETENTION_YEARS = 3;

/** What the database knows about a family's last use of the service. */
export interface FamilyActivity {
  /** When the account was created (a family that never came back ends here). */
  createdAt: Date;
  /** The newest sign-in session (created or refreshed), if any. */
  lastSignInAt: Date | null;
  /** The newest answer of any of the family's children, if any. */
  lastAnswerAt: Date | null;
  /** The end of a paid or granted period; the service runs until then even without use. */
  paidUntil: Date | null;
}

/** The service ends for a family at its last use or at the end of what it paid for, whichever is later. */
export function serviceEndedAt(a: FamilyActivity): Date {
  const times = [a.createdAt, a.lastSignInAt, a.lastAnswerAt, a.paidUntil].filter((d): d is Date => d !== null);
  return new Date(Math.max(...times.map((d) => d.getTime())));
}

/** The calendar date, RETENTION_YEARS later (29 February falls back to 28 February in a common year). */
export function removalDueAt(a: FamilyActivity): Date {
  const end = serviceEndedAt(a);
  const due = new Date(end);
  due.setUTCFullYear(end.getUTCFullYear() + RETENTION_YEARS);
  if (due.getUTCDate() !== end.getUTCDate()) due.setUTCDate(0);
  return due;
}

export function isDueForRemoval(a: FamilyActivity, now: Date): boolean {
  return now.getTime() >= removalDueAt(a).getTime();
}

/**
 * A bound for the database query that finds candidates: a family whose every activity is older
 * than this may be due (the exact rule above still decides for each).
 */
export function removalCandidateBefore(now: Date): Date {
  const bound = new Date(now);
  bound.setUTCFullYear(now.getUTCFullYear() - RETENTION_YEARS);
  return bound;
}
