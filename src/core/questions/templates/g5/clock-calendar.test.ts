/**
 * Answer keys of the clock and calendar templates recomputed independently: clock times as
 * minutes after midnight, day counts from Date.UTC differences, weekdays by Zeller's congruence
 * (not by the templates' own month tables or Date.getUTCDay).
 */
import { describe, expect, it } from 'vitest';
import { generateQuestion } from '../../registry.ts';
import { eachItem, firstAccepted, plainSpaces } from '../answer-key-checks.ts';
import { toNumber } from '../../../math/rational.ts';
import { checkAnswer } from '../../check-answer.ts';

const minutesOf = (clock: string): number => {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
};

/** Zeller's congruence, 0 = poniedziałek … 6 = niedziela. */
function zeller(year: number, month: number, day: number): number {
  const m = month < 3 ? month + 12 : month;
  const y = month < 3 ? year - 1 : year;
  const k = y % 100;
  const j = Math.floor(y / 100);
  const h = (day + Math.floor((13 * (m + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7;
  // h: 0 = sobota, 1 = niedziela, 2 = poniedziałek …
  return (h + 5) % 7;
}

const WEEKDAY_NOM = ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'];
const WEEKDAY_ACC = ['poniedziałek', 'wtorek', 'środę', 'czwartek', 'piątek', 'sobotę', 'niedzielę'];

describe('clock calculations: answer keys', () => {
  it('elapsed time is the end minus the start (plus a day across midnight)', () => {
    eachItem('clock_calculations.elapsed-time', (q, level) => {
      const start = minutesOf(String(q.params.start));
      const end = minutesOf(String(q.params.end));
      const total = level === 1 ? end - start : end + 1440 - start;
      expect(total).toBeGreaterThan(0);
      if (level === 1) expect(end).toBeGreaterThan(start);
      expect(firstAccepted(q)).toBe(`${Math.floor(total / 60)} h ${total % 60} min`);
      expect(plainSpaces(q.stem)).toContain(String(q.params.start));
      expect(plainSpaces(q.stem)).toContain(String(q.params.end));
    });
  });

  it('a duration typed in words is accepted: "5 godzin i 10 minut"', () => {
    const q = generateQuestion('clock_calculations.elapsed-time', 2, 1);
    expect(firstAccepted(q)).toBe('5 h 10 min');
    expect(checkAnswer(q, '5 godzin i 10 minut').result).toBe('correct');
    expect(checkAnswer(q, '5 godz. 10 min').result).toBe('correct');
    expect(checkAnswer(q, '18 h 50 min')).toMatchObject({ result: 'incorrect', errorKey: 'reversed_order' });
  });

  it('the clock after a duration wraps at midnight', () => {
    eachItem('clock_calculations.add-duration', (q, level) => {
      const start = minutesOf(String(q.params.start));
      const end = (start + Number(q.params.durH) * 60 + Number(q.params.durM)) % 1440;
      expect(firstAccepted(q)).toBe(`${Math.floor(end / 60)}:${String(end % 60).padStart(2, '0')}`);
      if (level === 3) expect(end).toBeLessThan(start);
      else expect(end).toBeGreaterThan(start);
      expect(checkAnswer(q, `0${firstAccepted(q)}`.slice(-5)).result).toBe('correct');
    });
  });
});

describe('calendar calculations: answer keys', () => {
  const DAY = 86_400_000;
  const dateOf = (year: number, dm: string) => {
    const [d, m] = dm.split('.').map(Number);
    return { d: d!, m: m!, utc: Date.UTC(year, m! - 1, d!) };
  };

  it('days between two dates (and "włącznie" counts both ends)', () => {
    eachItem('calendar_calculations.days-between', (q, level) => {
      const year = Number(q.params.year);
      const from = dateOf(year, String(q.params.from));
      const to = dateOf(year, String(q.params.to));
      const gap = (to.utc - from.utc) / DAY;
      expect(q.answer.kind).toBe('number');
      if (q.answer.kind !== 'number') return;
      expect(toNumber(q.answer.value)).toBe(level === 3 ? gap + 1 : gap);
      expect(q.params.inclusive).toBe(level === 3);
      if (level === 2) expect(plainSpaces(q.stem)).toContain(`${year} roku`);
    });
  });

  it('known facts: 2028 is a leap year, 20 January → 10 March 2028 is 50 days', () => {
    expect((Date.UTC(2028, 2, 10) - Date.UTC(2028, 0, 20)) / DAY).toBe(50);
    expect(zeller(2026, 1, 1)).toBe(3); // czwartek
    expect(zeller(2028, 2, 29)).toBe(1); // wtorek
  });

  it('the weekday of a date, and the weekday the stem states for the known date, are real', () => {
    eachItem('calendar_calculations.weekday', (q) => {
      const year = Number(q.params.year);
      const known = dateOf(year, String(q.params.known));
      const asked = dateOf(year, String(q.params.asked));
      expect(plainSpaces(q.stem)).toContain(`${year} roku`);
      expect(plainSpaces(q.stem)).toMatch(new RegExp(`we? ${WEEKDAY_ACC[zeller(year, known.m, known.d)]}\\.`));
      expect(firstAccepted(q)).toBe(WEEKDAY_NOM[zeller(year, asked.m, asked.d)]);
    });
  });
});
