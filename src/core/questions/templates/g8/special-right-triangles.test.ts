/**
 * Special right triangles: every answer recomputed from the stem's length with the Pythagorean
 * theorem in floating point, and the exact forms pupils type (5√2, 5*sqrt(2)) accepted.
 */
import { describe, expect, it } from 'vitest';
import { generateQuestion } from '../../registry.ts';
import { checkAnswer } from '../../check-answer.ts';
import { evaluate, parseExpression } from '../../../math/expression.ts';
import { LEVELS, type QuestionInstance } from '../../types.ts';

const SEEDS = 100;
const given = (q: QuestionInstance): number => Number(/\$(\d+)\\text\{ cm\}\$/.exec(q.stem)![1]);

function answerValue(q: QuestionInstance): number {
  if (q.answer.kind === 'number') return q.answer.value.n / q.answer.value.d;
  if (q.answer.kind !== 'expression') throw new Error('unexpected answer kind');
  const parsed = parseExpression(q.answer.expr, []);
  if (!parsed.ok) throw new Error(parsed.reason);
  return evaluate(parsed.value, {});
}

/** The exact answer k√r as a pupil types it, read back from the expected value. */
function typings(q: QuestionInstance, r: 2 | 3): string[] {
  const k = Math.round(answerValue(q) / Math.sqrt(r));
  return [`${k}√${r}`, `${k}*sqrt(${r})`, `${k} √${r}`, `${k}sqrt(${r})`];
}

describe('special_right_triangles.isosceles-right', () => {
  it('every answer follows from a² + a² = c²', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = generateQuestion('special_right_triangles.isosceles-right', level, seed);
        const g = given(q);
        const leg = level === 1 ? g : Math.sqrt((g * g) / 2);
        const expected = level === 1 ? Math.hypot(leg, leg) : level === 2 ? leg : (leg * leg) / 2;
        expect(answerValue(q), `L${level} s${seed}: ${q.stem}`).toBeCloseTo(expected, 9);
        if (level < 3) for (const t of typings(q, 2)) expect(checkAnswer(q, t).result, t).toBe('correct');
      }
    }
  });

  it('a decimal approximation or a wrong root is not the exact answer', () => {
    const q = generateQuestion('special_right_triangles.isosceles-right', 1, 1);
    const [exact] = typings(q, 2);
    const k = exact!.split('√')[0];
    expect(checkAnswer(q, `${k}√3`)).toMatchObject({ result: 'incorrect', errorKey: 'wrong_root' });
    expect(checkAnswer(q, `${2 * Number(k)}`)).toMatchObject({ result: 'incorrect', errorKey: 'doubled' });
  });
});

describe('special_right_triangles.thirty-sixty', () => {
  it('every answer follows from the half of an equilateral triangle', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = generateQuestion('special_right_triangles.thirty-sixty', level, seed);
        const g = given(q);
        // Level 1: short leg g, hypotenuse 2g. Level 2: hypotenuse g. Level 3: side g of an equilateral triangle.
        const [short, hyp] = level === 1 ? [g, 2 * g] : [g / 2, g];
        const expected = Math.sqrt(hyp * hyp - short * short);
        expect(answerValue(q), `L${level} s${seed}: ${q.stem}`).toBeCloseTo(expected, 9);
        for (const t of typings(q, 3)) expect(checkAnswer(q, t).result, t).toBe('correct');
      }
    }
  });
});
