import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  isoWeekday,
  isTimeZone,
  TIME_ZONE_LABELS,
  TIME_ZONES,
  weekStartOf,
  zonedInstant,
  zonedTime,
} from './zones.ts';

describe('time zones', () => {
  it('offers the spec six and a label for each zone', () => {
    for (const z of [
      'Europe/Warsaw',
      'Europe/London',
      'Europe/Berlin',
      'Europe/Paris',
      'America/New_York',
      'America/Los_Angeles',
    ]) {
      expect(isTimeZone(z)).toBe(true);
    }
    expect(isTimeZone('Asia/Tokyo')).toBe(false);
    for (const z of TIME_ZONES) expect(TIME_ZONE_LABELS[z]).toMatch(/\S/);
  });

  it('reads the wall clock of an instant', () => {
    const at = new Date('2026-11-25T23:30:00Z');
    expect(zonedTime(at, 'Europe/Warsaw')).toEqual({ date: '2026-11-26', hour: 0, minute: 30, weekday: 4 });
    expect(zonedTime(at, 'America/Los_Angeles')).toEqual({ date: '2026-11-25', hour: 15, minute: 30, weekday: 3 });
  });

  it('finds the instant of every hour of the year in every listed zone (round trip)', () => {
    for (const zone of TIME_ZONES) {
      for (let day = 0; day < 366; day += 3) {
        const date = addCalendarDays('2026-01-01', day);
        for (const hour of [0, 1, 2, 3, 12, 23]) {
          const at = zonedInstant(date, hour, zone);
          const back = zonedTime(at, zone);
          // Only a spring-forward gap may move the hour (forward, to the end of the gap).
          if (back.date !== date || back.hour !== hour) {
            expect(back.date).toBe(date);
            expect(back.hour).toBeGreaterThan(hour);
            expect(at.getTime()).toBe(zonedInstant(date, back.hour, zone).getTime());
          } else {
            expect(back.minute).toBe(0);
          }
        }
      }
    }
  });

  it('handles the daylight-saving changes of Europe and the USA', () => {
    // Warsaw springs forward on 29 March 2026 at 02:00 → 03:00: 02:00 does not exist.
    expect(zonedInstant('2026-03-29', 2, 'Europe/Warsaw').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedInstant('2026-03-29', 3, 'Europe/Warsaw').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedInstant('2026-03-29', 1, 'Europe/Warsaw').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    // Falls back on 25 October 2026: 02:00 happens twice; the first is taken.
    expect(zonedInstant('2026-10-25', 2, 'Europe/Warsaw').toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(zonedInstant('2026-10-25', 3, 'Europe/Warsaw').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    // New York changes two weeks earlier (8 March) and a week later (1 November).
    expect(zonedInstant('2026-03-08', 12, 'America/New_York').toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(zonedInstant('2026-03-07', 12, 'America/New_York').toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(zonedInstant('2026-11-01', 1, 'America/New_York').toISOString()).toBe('2026-11-01T05:00:00.000Z');
    // London midnight in summer is 23:00 UTC the day before.
    expect(zonedInstant('2026-07-01', 0, 'Europe/London').toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });

  it('counts weeks from Monday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(addCalendarDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
