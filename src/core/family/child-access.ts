import type { ParentSettings } from '../notifications/settings.ts';
import { isQuietHour } from '../notifications/schedule.ts';
import { addCalendarDays, zonedInstant, zonedTime } from '../time/zones.ts';

/**
 * A child's own sign-in and the parent's limits on practice (issue 23). Pure rules; the server
 * stores and enforces them (docs/decisions/0019-child-sessions.md).
 */

/** A PIN is exactly four digits. */
export const PIN_PATTERN = /^\d{4}$/;
/** Wrong PINs in a row that lock a child's PIN sign-in, and for how long. */
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;
/** A one-time sign-in link's life. */
export const SIGN_IN_LINK_MINUTES = 15;
/** A child's device stays signed in this long after it was last used. */
export const CHILD_SESSION_DAYS = 30;

export const DAILY_LIMIT_MIN = 5;
export const DAILY_LIMIT_MAX = 180;

/** Family codes: 8 characters without look-alikes (0/O, 1/I/L), shown as XXXX-XXXX. */
export const FAMILY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const FAMILY_CODE_LENGTH = 8;

/** A family code from random bytes (one per character; modulo bias is negligible at 31 of 256). */
export function familyCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < FAMILY_CODE_LENGTH) throw new Error('not enough random bytes');
  let code = '';
  for (let i = 0; i < FAMILY_CODE_LENGTH; i++) code += FAMILY_CODE_ALPHABET[bytes[i]! % FAMILY_CODE_ALPHABET.length];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a child typed, in the stored form (case, spaces and dashes do not matter), or null if it cannot be one. */
export function normalizeFamilyCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== FAMILY_CODE_LENGTH) return null;
  for (const ch of plain) if (!FAMILY_CODE_ALPHABET.includes(ch)) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
}

export interface PracticeLimits {
  /** Minutes a day (DAILY_LIMIT_MIN–DAILY_LIMIT_MAX), or null for no limit. */
  dailyLimitMinutes: number | null;
  /** Practice is refused during the parent's quiet hours. */
  quietHoursApply: boolean;
}

export const NO_PRACTICE_LIMITS: PracticeLimits = { dailyLimitMinutes: null, quietHoursApply: false };

export type PracticeRefusal = 'daily_limit' | 'quiet_hours';

export type PracticeAllowance =
  | {
      allowed: true;
      /** Seconds of practice left before a limit applies; null when none does. */ secondsLeft: number | null;
    }
  | { allowed: false; reason: PracticeRefusal; secondsLeft: 0 };

type Clock = Pick<ParentSettings, 'timezone' | 'quiet_hours_start' | 'quiet_hours_end'>;

/** When today began on the family's wall clock (the day the daily limit counts). */
export function startOfToday(now: Date, settings: Pick<ParentSettings, 'timezone'>): Date {
  return zonedInstant(zonedTime(now, settings.timezone).date, 0, settings.timezone);
}

/** The next instant the quiet hours begin (now or later), or null when there are none. */
function nextQuietStart(now: Date, settings: Clock): Date | null {
  const start = settings.quiet_hours_start;
  if (start === null || settings.quiet_hours_end === null || start === settings.quiet_hours_end) return null;
  const today = zonedTime(now, settings.timezone).date;
  const at = zonedInstant(today, start, settings.timezone);
  return at.getTime() > now.getTime() ? at : zonedInstant(addCalendarDays(today, 1), start, settings.timezone);
}

/**
 * Whether a child may practise now and for how long: the daily limit counts the seconds already
 * practised today; quiet hours (when the parent applies them to practice) refuse practice inside
 * them and end it when they begin.
 */
export function practiceAllowance(p: {
  limits: PracticeLimits;
  settings: Clock;
  usedSecondsToday: number;
  now: Date;
}): PracticeAllowance {
  const { limits, settings, now } = p;
  let left: number | null = null;
  if (limits.dailyLimitMinutes !== null) {
    left = Math.max(0, limits.dailyLimitMinutes * 60 - Math.max(0, Math.round(p.usedSecondsToday)));
    if (left === 0) return { allowed: false, reason: 'daily_limit', secondsLeft: 0 };
  }
  if (limits.quietHoursApply) {
    if (isQuietHour(zonedTime(now, settings.timezone).hour, settings)) {
      return { allowed: false, reason: 'quiet_hours', secondsLeft: 0 };
    }
    const quietAt = nextQuietStart(now, settings);
    if (quietAt) {
      const untilQuiet = Math.floor((quietAt.getTime() - now.getTime()) / 1000);
      left = left === null ? untilQuiet : Math.min(left, untilQuiet);
    }
  }
  return { allowed: true, secondsLeft: left };
}

/** A short Polish name of the browser and system from a User-Agent header ("Chrome, Android"). */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Nieznane urządzenie';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /SamsungBrowser\//.test(ua)
          ? 'Samsung Internet'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Przeglądarka';
  const system = /iPad/.test(ua)
    ? 'iPad'
    : /iPhone/.test(ua)
      ? 'iPhone'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  return system ? `${browser}, ${system}` : browser;
}
