/**
 * Time zones a parent may choose (spec: "time zone choices limited to a fixed list"): the
 * spec's six plus the zones where most Polish families abroad live. Wall-clock arithmetic on
 * them goes through Intl, so daylight-saving changes follow the IANA rules of the runtime.
 */
export const TIME_ZONES = [
  'Europe/Warsaw',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Amsterdam',
  'Europe/Oslo',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: TimeZone = 'Europe/Warsaw';

/** Polish labels for the settings screen. */
export const TIME_ZONE_LABELS: Readonly<Record<TimeZone, string>> = {
  'Europe/Warsaw': 'Polska (Warszawa)',
  'Europe/London': 'Wielka Brytania (Londyn)',
  'Europe/Dublin': 'Irlandia (Dublin)',
  'Europe/Berlin': 'Niemcy (Berlin)',
  'Europe/Paris': 'Francja (Paryż)',
  'Europe/Amsterdam': 'Holandia (Amsterdam)',
  'Europe/Oslo': 'Norwegia (Oslo)',
  'America/New_York': 'USA – wschód (Nowy Jork)',
  'America/Chicago': 'USA – środek (Chicago)',
  'America/Los_Angeles': 'USA – zachód (Los Angeles)',
};

export function isTimeZone(value: string): value is TimeZone {
  return (TIME_ZONES as readonly string[]).includes(value);
}

/** A wall-clock moment in some zone; `date` is YYYY-MM-DD, `weekday` 1 = Monday … 7 = Sunday. */
export interface ZonedTime {
  date: string;
  hour: number;
  minute: number;
  weekday: number;
}

const HOUR_MS = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

function wallParts(at: Date, zone: string) {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return {
    y: Number(p.year),
    mo: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    mi: Number(p.minute),
    s: Number(p.second),
  };
}

/** The wall clock in `zone` at an instant. */
export function zonedTime(at: Date, zone: string): ZonedTime {
  const w = wallParts(at, zone);
  const date = `${String(w.y).padStart(4, '0')}-${String(w.mo).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
  return { date, hour: w.h, minute: w.mi, weekday: isoWeekday(date) };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(at: Date, zone: string): number {
  const w = wallParts(at, zone);
  const asUtc = Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time (date YYYY-MM-DD, hour) happens in `zone`. A time skipped by a
 * spring-forward change resolves to the first instant after the gap (02:30 → 03:00 in Warsaw);
 * a time repeated by a fall-back change resolves to its first occurrence.
 */
export function zonedInstant(date: string, hour: number, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wallUtc = Date.UTC(y, m - 1, d, hour);
  // At most one offset change lies within a day of the wanted time: try the offset before it and after it.
  const before = offsetMs(new Date(wallUtc - 14 * HOUR_MS), zone);
  const after = offsetMs(new Date(wallUtc + 14 * HOUR_MS), zone);
  const matches = [wallUtc - before, wallUtc - after]
    .sort((a, b) => a - b)
    .filter((t) => {
      const w = zonedTime(new Date(t), zone);
      return w.date === date && w.hour === hour;
    });
  // No match: the hour falls in a spring-forward gap; the offset before it lands just past the gap.
  return new Date(matches[0] ?? wallUtc - before);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A calendar date `days` days after `date` (negative goes back). */
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week (Monday–Sunday) a calendar date belongs to. */
export function weekStartOf(date: string): string {
  return addCalendarDays(date, 1 - isoWeekday(date));
}
