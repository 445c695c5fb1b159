/**
 * The temperature table: the answer recomputed from the table printed in the stem (read back from
 * its KaTeX), and the contexts (hours of a day or days of a week, several places) really vary
 * without touching the numbers a seed draws.
 */
import { describe, expect, it } from 'vitest';
import { eachItem, numberValue, plainSpaces } from '../answer-key-checks.ts';

const ID = 'data_graphs.temperature-table';

/** The temperatures in the table's second row, in order. */
function tableTemperatures(stem: string): number[] {
  const row = /\\text\{temperatura\}((?: & -?\d+\^\\circ\\mathrm\{C\})+)/.exec(stem);
  if (!row) throw new Error(`no temperature row in: ${stem}`);
  return [...row[1]!.matchAll(/(-?\d+)\^/g)].map((m) => Number(m[1]));
}

describe('data_graphs.temperature-table', () => {
  it('the answer is the difference the question asks for, read from the table', () => {
    eachItem(ID, (q, level) => {
      const t = tableTemperatures(plainSpaces(q.stem));
      expect(t).toHaveLength(5);
      expect(t.join(',')).toBe(q.params.temps);
      const expected =
        level === 1 ? t[2]! - t[0]! : level === 2 ? Math.max(...t) - Math.min(...t) : Math.max(...t) - t[4]!;
      expect(numberValue(q)).toBe(expected);
    });
  });

  it('the question names the columns of its own table', () => {
    eachItem(ID, (q, level) => {
      const byDay = plainSpaces(q.stem).includes('\\text{dzień}');
      expect(plainSpaces(q.stem).includes('\\text{godzina}')).toBe(!byDay);
      if (level === 1)
        expect(plainSpaces(q.stem)).toContain(
          byDay ? 'między poniedziałkiem a środą' : 'między godziną 6:00 a godziną 12:00',
        );
      if (level === 3) expect(plainSpaces(q.stem)).toContain(byDay ? 'w piątek' : 'o 18:00');
    });
  });

  it('draws several contexts: both series and several places', () => {
    const intros = new Set<string>();
    eachItem(ID, (q) => void intros.add(plainSpaces(q.stem).split('\n')[0]!), 60);
    expect([...intros].some((s) => s.includes('godzinach'))).toBe(true);
    expect([...intros].some((s) => s.includes('dni tygodnia'))).toBe(true);
    expect(intros.size).toBeGreaterThanOrEqual(8);
  });
});
