/**
 * Calendar days as families in Poland live them: a practice at 00:30 in Warsaw belongs to that
 * day, not to the previous UTC day. One time zone until families can choose their own.
 */
export const FAMILY_TIME_ZONE = 'Europe/Warsaw';

/** A day as elapsed time: plan periods and the trial count 24-hour days from an instant. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` 24-hour days after `from`. */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: FAMILY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The family's calendar date of an instant, as YYYY-MM-DD. */
export function familyDate(at: Date): string {
  return isoDay.format(at);
}
