/**
 * Answer keys of the chart items recomputed from the data the chart's description states and
 * the category named in the stem.
 */
import { describe, expect, it } from 'vitest';
import { generateQuestion } from '../../registry.ts';
import { checkAnswer } from '../../check-answer.ts';
import { LEVELS, type QuestionInstance } from '../../types.ts';

const SEEDS = 150;

const ariaOf = (q: QuestionInstance): string => /aria-label="([^"]*)"/.exec(q.figure ?? '')![1]!;
const value = (q: QuestionInstance): number => {
  if (q.answer.kind !== 'number') throw new Error('numeric answer expected');
  return q.answer.value.n / q.answer.value.d;
};
/** "name — value" pairs after the colon of a chart description. */
function data(aria: string): Map<string, string> {
  const list = aria.slice(aria.indexOf(':') + 1).split(', ');
  return new Map(list.map((item) => item.trim().split(' — ') as [string, string]));
}
const quoted = (stem: string): string[] => [...stem.matchAll(/„([^”]+)”/g)].map((m) => m[1]!);

describe('pie_bar_charts.survey-bars', () => {
  it('every answer matches the bars', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = generateQuestion('pie_bar_charts.survey-bars', level, seed);
        const bars = new Map([...data(ariaOf(q))].map(([k, v]) => [k, Number(v)]));
        const total = [...bars.values()].reduce((s, v) => s + v, 0);
        const [x, y] = quoted(q.stem);
        const expected =
          level === 1 ? bars.get(x!)! - bars.get(y!)! : level === 2 ? total : (bars.get(x!)! / total) * 100;
        expect(value(q), `L${level} s${seed}: ${q.stem}`).toBeCloseTo(expected, 9);
        expect(expected).toBeGreaterThan(0);
      }
    }
  });

  it('accepts a percent with the percent sign', () => {
    const q = generateQuestion('pie_bar_charts.survey-bars', 3, 1);
    expect(checkAnswer(q, `${value(q)}%`).result).toBe('correct');
    expect(checkAnswer(q, `${value(q)} %`).result).toBe('correct');
  });
});

describe('pie_bar_charts.pie-chart', () => {
  it('every answer matches the sectors', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = generateQuestion('pie_bar_charts.pie-chart', level, seed);
        const sectors = data(ariaOf(q));
        const [name] = quoted(q.stem).length ? quoted(q.stem) : [q.stem.match(/do szkoły (\S+)\?/)![1]!];
        let expected: number;
        if (level === 1) {
          const known = [...sectors.values()].filter((v) => v.endsWith('%')).map((v) => Number(v.slice(0, -1)));
          expect(sectors.get(name!)).toBe('nieznany procent');
          expected = 100 - known.reduce((s, v) => s + v, 0);
        } else {
          const p = Number(sectors.get(name!)!.slice(0, -1));
          const total = Number(/(?:się|wypożyczono|oceniło) (\d+)/.exec(q.stem)?.[1] ?? NaN);
          expected = level === 2 ? (p * total) / 100 : (p * 360) / 100;
        }
        expect(value(q), `L${level} s${seed}: ${q.stem}`).toBeCloseTo(expected, 9);
        expect(Number.isInteger(expected)).toBe(true);
      }
    }
  });
});

describe('pie_bar_charts.e8-true-false', () => {
  it('every verdict matches the sectors and the total', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = generateQuestion('pie_bar_charts.e8-true-false', level, seed);
        if (q.answer.kind !== 'text') throw new Error('text expected');
        const pct = new Map([...data(ariaOf(q))].map(([k, v]) => [k, Number(v.slice(0, -1))]));
        const total = Number(/(?:się|wypożyczono|oceniło) (\d+)/.exec(q.stem)![1]);
        const verdicts = q.stem
          .split('\n')
          .filter((l) => /^[12]\. /.test(l))
          .map((sentence) => {
            const names = quoted(sentence);
            if (sentence.includes('częściej')) return pct.get(names[0]!)! > pct.get(names[1]!)!;
            if (sentence.includes('połowę')) return pct.get(names[0]!)! + pct.get(names[1]!)! > 50;
            if (sentence.includes('Kąt'))
              return (pct.get(names[0]!)! * 360) / 100 === Number(/(\d+)\^/.exec(sentence)![1]);
            const name = names[0] ?? sentence.slice(3).split(' ')[0]!.toLowerCase();
            const count = Number(/ (\d+) (?:uczniów|widzów|książ)/.exec(sentence)![1]);
            return (pct.get(name)! * total) / 100 === count;
          });
        expect(q.answer.accepted[0], `L${level} s${seed}: ${q.stem}`).toBe(
          verdicts.map((v) => (v ? 'P' : 'F')).join(''),
        );
      }
    }
  });
});
