/**
 * Calendar days as families in Poland live them: a practice at 00:30 in Warsaw belongs to that
 * day, not to the previous UTC day. One time zone until families can choose their own.
 */
export const FAMILY_TIME_ZONE = 'Europe/Warsaw';

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
