/**
 * Answers to closed items written as pupils write them in Polish school notation (issue 25): each
 * was refused as "invalid" although a teacher accepts it. Where the item asks for a form, a right
 * value in another form stays invalid with the message that names the form.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer, type CheckableQuestion } from './check-answer.ts';
import { answerText } from './answer-forms.ts';
import { generateQuestion } from './registry.ts';
import { allTemplates } from './registry.ts';
import { rat, type Rational } from '../math/rational.ts';
import { LEVELS, type AnswerSpec, type QuestionInstance, type WrongValue } from './types.ts';
import { convertUnit, unitDimension } from '../math/parse-number.ts';

const num = (value: Rational, unitLabel?: string): CheckableQuestion => ({
  answer: { kind: 'number', value },
  ...(unitLabel ? { unitLabel } : {}),
});
const result = (q: CheckableQuestion, input: string) => checkAnswer(q, input);
const correct = (q: CheckableQuestion, inputs: readonly string[]) => {
  for (const input of inputs) expect(result(q, input), input).toEqual({ result: 'correct' });
};

describe('the answers of issue 25, and the family of each', () => {
  it('a full stop ending the sentence: "11%.", "10,11.", "6."', () => {
    correct(num(rat(11), '%'), ['11%.', '11 %.', '11.']);
    correct(num(rat(1011, 100)), ['10,11.', '10.11.', '10,11 .']);
    correct(num(rat(6)), ['6.', '6 .', 'x = 6.']);
    correct({ answer: { kind: 'numbers', values: [rat(2), rat(3)], ordered: true } }, ['(2; 3).']);
  });

  it('"22/20", "4/34" where the stem says "Oblicz" and does not ask to simplify', () => {
    const q = generateQuestion('fraction_add_sub.same-denominator', 1, 1);
    const a = q.answer as Extract<AnswerSpec, { kind: 'number' }>;
    correct(q, [`${a.value.n * 2}/${a.value.d * 2}`, `${a.value.n * 3}/${a.value.d * 3}`]);
    correct(num(rat(2, 17)), ['4/34']);
  });

  it('"√18" and "3√2 cm" for 3√2 cm; "4,24" asks for the exact value', () => {
    const q = generateQuestion('special_right_triangles.isosceles-right', 1, 1);
    expect(answerText(q.answer, q.options, q.unitLabel)).toBe('3√2');
    correct(q, ['√18', '3√2 cm', 'sqrt(18) cm', '3√2.', '3*sqrt(2)']);
    for (const input of ['4,24', '4,24 cm', '4,2426'])
      expect(result(q, input)).toEqual({ result: 'invalid', reason: expect.stringMatching(/^Podaj wynik dokładny/) });
    expect(result(q, '5')).toMatchObject({ result: 'incorrect' });
  });

  it('"-2,5°C" and degrees of temperature', () => {
    correct(num(rat(-5, 2), '°C'), ['-2,5°C', '−2,5 °C', '-2,5 stopnia', '-2,5°', '-2,5.']);
  });

  it('"0,0012 m²" for 12 cm²: a right value in another unit of the same kind', () => {
    const q = generateQuestion('perimeter_area_basic.rectangle', 1, 1);
    expect(answerText(q.answer, q.options, q.unitLabel)).toBe('12 cm²');
    correct(q, ['0,0012 m²', '1200 mm²', '0,12 dm²', '0,0012 m2.']);
    expect(result(q, '12 m²')).toMatchObject({ result: 'incorrect', errorKey: 'wrong_unit' });
    // Where converting is the task, the unit asked for is required.
    const conversion = generateQuestion('units_conversion.area-units', 1, 3);
    expect(result(conversion, '2 dm²')).toEqual({ result: 'invalid', reason: 'Podaj wynik w cm².' });
    correct(num(rat(90), 'min'), ['1,5 h', '1 h 30 min', '5400 s']);
    correct(num(rat(15), 'm/s'), ['54 km/h']);
  });

  it('"176 zł 40 gr": złote and grosze', () => {
    correct(num(rat(17640, 100), 'zł'), ['176 zł 40 gr', '176 zł 40 gr.', '176zł 40gr', '176,40 zł', '17 640 gr']);
    correct(num(rat(1705, 100), 'zł'), ['17 zł 5 gr', '17 zł 05 gr']);
    expect(result(num(rat(17640, 100), 'zł'), '176 zł 4 gr')).toMatchObject({ result: 'incorrect' });
  });

  it('"3,5 h" for 3 h 30 min, "godz. 15:46"', () => {
    correct(generateQuestion('clock_calculations.elapsed-time', 1, 1), [
      '3,5 h',
      '3,5 godz.',
      '210 min',
      '3 h 30 min.',
    ]);
    expect(result(generateQuestion('clock_calculations.elapsed-time', 1, 1), '3,4 h')).toMatchObject({
      result: 'incorrect',
    });
    correct(generateQuestion('clock_calculations.add-duration', 1, 1), [
      'godz. 15:46',
      'o 15:46',
      'godzina 15:46',
      '15:46.',
    ]);
  });

  it('"2,3 x 10^7": x as the multiplication sign', () => {
    const q = generateQuestion('scientific_notation.write', 1, 1);
    expect(answerText(q.answer, q.options, q.unitLabel)).toBe('2,3·10⁷');
    correct(q, ['2,3 x 10^7', '2,3x10^7', '2,3 X 10^7.', '2,3 x 10⁷']);
    expect(result(q, '23 x 10^6')).toMatchObject({ result: 'invalid' });
  });

  it('"S=(5,5;0)": a named point', () => {
    const point: CheckableQuestion = {
      answer: { kind: 'numbers', values: [rat(11, 2), rat(0)], ordered: true, labels: ['x', 'y'], point: true },
    };
    correct(point, ['S=(5,5;0)', 'S = (5,5; 0)', 'S(5,5; 0)', "S'=(5,5;0)."]);
  });

  it('"608 r. 1": quotient and remainder', () => {
    const q: CheckableQuestion = { answer: { kind: 'numbers', values: [rat(608), rat(1)], ordered: true } };
    correct(q, ['608 r. 1', '608 r 1', '608 reszta 1', '608 r. 1.']);
    expect(result(q, '608 r. 2')).toMatchObject({ result: 'incorrect' });
  });

  it('"5/6 > 5/7": the whole comparison instead of the sign', () => {
    const q: CheckableQuestion = {
      answer: { kind: 'text', accepted: ['>'], compared: [rat(5, 6), rat(5, 7)] },
      commonErrors: [{ key: 'flip', wrong: { kind: 'text', accepted: ['<'] }, feedback: 'Odwrotnie.' }],
    };
    correct(q, ['>', '5/6 > 5/7', '5/7 < 5/6', '5/6>5/7.']);
    expect(result(q, '5/6 < 5/7')).toMatchObject({ result: 'incorrect', errorKey: 'flip' });
    expect(result(q, '1 < 2')).toMatchObject({ result: 'invalid' });
    const real = generateQuestion('common_denominator.compare', 1, 1);
    const [a, b] = /\$\\frac\{(\d+)\}\{(\d+)\} \\;\\square\\; \\frac\{(\d+)\}\{(\d+)\}\$/
      .exec(real.stem)!
      .slice(1)
      .reduce<string[]>((acc, d, i) => (i % 2 ? [...acc.slice(0, -1), `${acc.at(-1)}/${d}`] : [...acc, d]), []);
    correct(real, [`${a} ${answerText(real.answer)} ${b}`]);
  });

  it('where the item asks for a form, a right value in another form stays invalid and names the form', () => {
    const mixed = generateQuestion('mixed_numbers.improper-to-mixed', 2, 1);
    const a = mixed.answer as Extract<AnswerSpec, { kind: 'number' }>;
    expect(a.requiredForm).toBe('mixed');
    expect(result(mixed, `${a.value.n}/${a.value.d}`)).toEqual({
      result: 'invalid',
      reason: expect.stringContaining('liczbę mieszaną'),
    });
    expect(result(mixed, `${a.value.n}/${a.value.d}.`)).toMatchObject({ result: 'invalid' });
  });
});

/** Every way of typing a known wrong answer (a common error or a distractor) in the families above. */
function wrongTypings(q: QuestionInstance, wrong: WrongValue): string[] {
  switch (wrong.kind) {
    case 'number': {
      const shown = answerText({ kind: 'number', value: wrong.value }, undefined, q.unitLabel);
      const plain = answerText({ kind: 'number', value: wrong.value });
      const out = [shown, `${shown}.`, `${plain}.`];
      const unit = q.answer.kind === 'number' ? (q.answer.unit?.accepted[0] ?? q.unitLabel) : undefined;
      const others: Record<string, readonly string[]> = {
        length: ['mm', 'cm', 'dm', 'm', 'km'],
        area: ['mm²', 'cm²', 'dm²', 'm²', 'a', 'ha'],
        volume: ['cm³', 'dm³', 'm³', 'ml', 'l'],
        mass: ['g', 'dag', 'kg', 't'],
        time: ['s', 'min', 'h'],
        money: ['gr', 'zł'],
        speed: ['km/h', 'm/s'],
      };
      for (const other of unit ? (others[unitDimension(unit) ?? ''] ?? []) : []) {
        const v = convertUnit(wrong.value, unit!, other);
        if (v) out.push(`${answerText({ kind: 'number', value: v })} ${other}`);
      }
      if (unit === 'zł' && wrong.value.n > 0) {
        const grosze = Math.round((wrong.value.n * 100) / wrong.value.d);
        out.push(`${Math.floor(grosze / 100)} zł ${grosze % 100} gr`);
      }
      return out;
    }
    case 'numbers':
      return [wrong.values.map((v) => answerText({ kind: 'number', value: v })).join('; ') + '.'];
    case 'expression':
      return [wrong.expr, `${wrong.expr}.`];
    case 'text':
      return wrong.accepted.flatMap((t) => [t, `${t}.`]);
  }
}

describe('nothing wrong becomes right: the bank’s common errors and distractors, typed every way above', () => {
  it('every template × level × 6 seeds', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const t of allTemplates())
      for (const level of LEVELS)
        for (let seed = 1; seed <= 6; seed++) {
          const q = generateQuestion(t.id, level, seed);
          if (q.answer.kind === 'parts') continue;
          // A choice item is answered by the option's index; its distractors are checked below.
          for (const e of q.answer.kind === 'choice' ? [] : q.commonErrors)
            for (const typed of wrongTypings(q, e.wrong)) {
              checked++;
              const r = checkAnswer(q, typed);
              if (r.result === 'correct') problems.push(`${t.id} L${level} s${seed} ${e.key}: "${typed}" is correct`);
            }
          q.options?.forEach((o, i) => {
            if (!o.errorKey) return;
            checked++;
            if (checkAnswer(q, i).result === 'correct') problems.push(`${t.id} L${level} s${seed} option ${i}`);
          });
        }
    expect(checked).toBeGreaterThan(5000);
    expect(problems.slice(0, 20), `${problems.length} wrong answers checked correct`).toEqual([]);
  });
});
