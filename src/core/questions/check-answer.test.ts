import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkAnswer, type CheckableQuestion } from './check-answer.ts';
import { acceptedInputs, answerText } from './answer-forms.ts';
import { rat, type Rational } from '../math/rational.ts';
import type { AnswerSpec, CommonError } from './types.ts';
import { generateQuestion } from './registry.ts';

const num = (
  value: Rational,
  extra: Partial<Extract<AnswerSpec, { kind: 'number' }>> = {},
  commonErrors: CommonError[] = [],
) => ({ type: 'numeric', answer: { kind: 'number', value, ...extra }, commonErrors }) satisfies CheckableQuestion;

const result = (q: CheckableQuestion, input: string | number) => checkAnswer(q, input).result;

describe('checkAnswer: numbers in every Polish notation', () => {
  const half5 = num(rat(5, 2));
  it.each([
    '2,5',
    '2.5',
    '5/2',
    '5:2',
    '2 1/2',
    ' 2,5 ',
    '+2,5',
    '2½',
    '2,50',
    '10/4',
    'x = 2,5',
    '5 / 2',
    '(2,5)',
    '= 2,5',
  ])('accepts %s for 5/2', (input) => expect(checkAnswer(half5, input)).toEqual({ result: 'correct' }));

  it('accepts .5 and ,5 for one half', () => {
    expect(result(num(rat(1, 2)), '.5')).toBe('correct');
    expect(result(num(rat(1, 2)), ',5')).toBe('correct');
    expect(result(num(rat(1, 2)), '0,5')).toBe('correct');
  });

  it.each(['-2,5', '−2,5', '–2,5', '- 2,5', '-5/2', '−5/2', '-2 1/2'])('accepts minus variants: %s', (input) => {
    expect(result(num(rat(-5, 2)), input)).toBe('correct');
  });

  it.each(['12 500', '12\u00a0500', '12\u202f500', '12500'])('accepts thousands separators: %j', (input) => {
    expect(result(num(rat(12500)), input)).toBe('correct');
  });

  it('accepts a number as a JS number', () => {
    expect(result(num(rat(5, 2)), 2.5)).toBe('correct');
  });

  it('periodic decimals', () => {
    expect(result(num(rat(1, 3)), '0,(3)')).toBe('correct');
    expect(result(num(rat(1, 6)), '0,1(6)')).toBe('correct');
    expect(result(num(rat(1, 3)), '0,33')).toBe('incorrect');
  });

  it('scientific notation', () => {
    for (const input of ['3,2·10^5', '3.2*10^5', '3,2 × 10^5', '3,2·10⁵']) {
      expect(result(num(rat(320000)), input)).toBe('correct');
    }
    expect(result(num(rat(32, 100000)), '3,2·10^-4')).toBe('correct');
    expect(result(num(rat(32, 100000)), '3,2·10⁻⁴')).toBe('correct');
  });

  it('requiredForm scientific: the plain number is invalid, the mantissa must be in [1, 10)', () => {
    const q = num(rat(320000), { requiredForm: 'scientific' });
    expect(result(q, '3,2·10^5')).toBe('correct');
    expect(checkAnswer(q, '320000')).toEqual({ result: 'invalid', reason: expect.stringContaining('notacji') });
    expect(checkAnswer(q, '32·10^4')).toEqual({
      result: 'invalid',
      reason: expect.stringContaining('mniejszy niż 10'),
    });
    expect(result(q, '3,3·10^5')).toBe('incorrect');
  });

  it('garbage is invalid with a Polish reason', () => {
    for (const input of ['abc', '2,', '2,,5', '12 50', '2 5/2', '1/0', '==', '2..5', '5/2/3']) {
      const r = checkAnswer(half5, input);
      expect(r.result, input).toBe('invalid');
      if (r.result === 'invalid') expect(r.reason).toMatch(/[a-ząćęłńóśźż]/);
    }
    expect(checkAnswer(half5, '')).toEqual({ result: 'invalid', reason: 'Wpisz odpowiedź.' });
    expect(checkAnswer(half5, '2+1/2')).toEqual({ result: 'invalid', reason: expect.stringContaining('jedną liczbę') });
  });

  it('exact comparison without tolerance, tolerance when set', () => {
    expect(result(num(rat(1, 3)), '0,333333')).toBe('incorrect');
    expect(result(num(rat(1, 3), { tolerance: 0.01 }), '0,33')).toBe('correct');
    expect(result(num(rat(1, 3), { tolerance: 0.01 }), '0,35')).toBe('incorrect');
  });
});

describe('checkAnswer: forms', () => {
  it('requireSimplest: unreduced right value → invalid "Skróć ułamek", unreduced wrong value → incorrect', () => {
    const q = num(rat(3, 4), { requireSimplest: true });
    expect(checkAnswer(q, '6/8')).toEqual({ result: 'invalid', reason: 'Skróć ułamek.' });
    expect(checkAnswer(q, '3/4')).toEqual({ result: 'correct' });
    expect(result(q, '6/10')).toBe('incorrect');
    expect(checkAnswer(num(rat(2), { requireSimplest: true }), '4/2')).toEqual({
      result: 'invalid',
      reason: 'Skróć ułamek.',
    });
    expect(checkAnswer(num(rat(5, 4), { requireSimplest: true }), '1 2/8')).toEqual({
      result: 'invalid',
      reason: 'Skróć ułamek.',
    });
  });

  it('decimal not allowed → invalid asking for a fraction', () => {
    const q = num(rat(1, 2), { forms: { decimal: false } });
    expect(checkAnswer(q, '0,5')).toEqual({ result: 'invalid', reason: expect.stringContaining('ułamek zwykły') });
    expect(result(q, '1/2')).toBe('correct');
  });

  it('fraction not allowed → invalid asking for a decimal', () => {
    const q = num(rat(1, 2), { forms: { fraction: false, mixed: false } });
    expect(checkAnswer(q, '1/2')).toEqual({ result: 'invalid', reason: expect.stringContaining('dziesiętny') });
    expect(result(q, '0,5')).toBe('correct');
  });

  it('mixed number required', () => {
    const q = num(rat(7, 3), { requiredForm: 'mixed' });
    expect(result(q, '2 1/3')).toBe('correct');
    expect(checkAnswer(q, '7/3')).toEqual({ result: 'invalid', reason: expect.stringContaining('mieszan') });
  });

  it('percent only when allowed; % as a unit when the unit accepts it', () => {
    expect(result(num(rat(5, 2), { forms: { percent: true } }), '250%')).toBe('correct');
    expect(result(num(rat(5, 2), { forms: { percent: true } }), '250 %')).toBe('correct');
    expect(checkAnswer(num(rat(5, 2)), '250%')).toEqual({ result: 'invalid', reason: expect.stringContaining('%') });
    const pct = num(rat(25), { unit: { accepted: ['%'], required: false } });
    expect(result(pct, '25%')).toBe('correct');
    expect(result(pct, '25')).toBe('correct');
    expect(result(pct, '0,25')).toBe('incorrect');
  });
});

describe('checkAnswer: units', () => {
  const area = num(rat(12), { unit: { accepted: ['cm²', 'cm2'], required: true } });
  it.each(['12 cm²', '12cm²', '12 cm2', '12 cm^2', '12 CM²'])('accepts %s', (input) => {
    expect(result(area, input)).toBe('correct');
  });
  it('missing required unit → invalid "Podaj jednostkę"', () => {
    expect(checkAnswer(area, '12')).toEqual({ result: 'invalid', reason: 'Podaj jednostkę (cm²).' });
  });
  it('unit of another kind → incorrect wrong_unit; same kind → converted (invalid where the stem asks for the unit); unknown → invalid', () => {
    expect(checkAnswer(area, '12 cm')).toMatchObject({ result: 'incorrect', errorKey: 'wrong_unit' });
    expect(checkAnswer(area, '12 m²')).toMatchObject({ result: 'incorrect', errorKey: 'wrong_unit' });
    expect(result(area, '0,0012 m²')).toBe('correct');
    const asked = { ...area, answer: { ...area.answer, unitAsked: true } } as typeof area;
    expect(checkAnswer(asked, '0,0012 m²')).toEqual({ result: 'invalid', reason: 'Podaj wynik w cm².' });
    expect(checkAnswer(area, '12 xyz')).toMatchObject({ result: 'invalid' });
  });
  it('optional unit and aliases', () => {
    const angle = num(rat(60), { unit: { accepted: ['°'], required: false } });
    for (const input of ['60', '60°', '60 °', '60 stopni']) expect(result(angle, input), input).toBe('correct');
    const temp = num(rat(-4, 5), { unit: { accepted: ['°C'], required: false } });
    for (const input of ['-0,8 °C', '−0,8°C', '-0,8', '-0,8 ° C']) expect(result(temp, input), input).toBe('correct');
    // Degrees where the unit is °C are degrees of temperature (issue 25).
    expect(result(temp, '-0,8°')).toBe('correct');
    expect(result(temp, '-0,8 stopnia')).toBe('correct');
    const speed = num(rat(45), { unit: { accepted: ['km/h'], required: true } });
    expect(result(speed, '45 km/h')).toBe('correct');
    expect(result(speed, '45 km/godz.')).toBe('correct');
  });
  it('a unit typed where none is expected is invalid unless it is the unitLabel', () => {
    expect(checkAnswer(num(rat(9)), '9 cm')).toMatchObject({ result: 'invalid' });
    expect(result({ ...num(rat(9)), unitLabel: 'cm' }, '9 cm')).toBe('correct');
  });
});

describe('checkAnswer: common errors', () => {
  const errors: CommonError[] = [
    { key: 'add_across', wrong: { kind: 'number', value: rat(2, 5) }, feedback: 'Nie dodajemy mianowników.' },
  ];
  const q = num(rat(5, 6), {}, errors);
  it('recognises the wrong value in any form', () => {
    for (const input of ['2/5', '0,4', '4/10']) {
      expect(checkAnswer(q, input)).toEqual({
        result: 'incorrect',
        errorKey: 'add_across',
        feedback: 'Nie dodajemy mianowników.',
      });
    }
    expect(checkAnswer(q, '1/6')).toEqual({ result: 'incorrect' });
  });
});

describe('checkAnswer: multiple choice', () => {
  const q: CheckableQuestion = {
    type: 'mcq',
    answer: { kind: 'choice', index: 2 },
    options: [
      { text: 'A', errorKey: 'minus_squared' },
      { text: 'B', errorKey: 'multiply_bases' },
      { text: 'C' },
      { text: 'D', errorKey: 'x' },
    ],
    commonErrors: [
      { key: 'minus_squared', wrong: { kind: 'number', value: rat(9) }, feedback: 'Potęga przed minusem.' },
    ],
  };
  it('correct, distractors with their key and feedback, out of range invalid', () => {
    expect(checkAnswer(q, 2)).toEqual({ result: 'correct' });
    expect(checkAnswer(q, '2')).toEqual({ result: 'correct' });
    expect(checkAnswer(q, 0)).toEqual({
      result: 'incorrect',
      errorKey: 'minus_squared',
      feedback: 'Potęga przed minusem.',
    });
    expect(checkAnswer(q, 1)).toEqual({ result: 'incorrect', errorKey: 'multiply_bases' });
    expect(result(q, 4)).toBe('invalid');
    expect(result(q, -1)).toBe('invalid');
    expect(result(q, 'B')).toBe('invalid');
  });
});

describe('checkAnswer: several numbers', () => {
  const pair = {
    type: 'numeric',
    answer: { kind: 'numbers', values: [rat(5, 2), rat(3)], ordered: true, labels: ['x', 'y'] },
  } satisfies CheckableQuestion;
  it.each(['(2,5; 3)', '2,5; 3', 'x = 2,5, y = 3', 'y=3; x=2,5', '5/2; 3', '2.5, 3', '(2.5, 3)', '2,5 i 3'])(
    'accepts %s',
    (input) => expect(result(pair, input)).toBe('correct'),
  );
  it('order matters when ordered', () => {
    expect(result(pair, '3; 2,5')).toBe('incorrect');
  });
  it('"2,5" for two integers is the pair (2, 5); "2,5,3" is ambiguous', () => {
    const ints = {
      type: 'numeric',
      answer: { kind: 'numbers', values: [rat(2), rat(5)], ordered: true },
    } satisfies CheckableQuestion;
    expect(result(ints, '2,5')).toBe('correct');
    expect(result(ints, '(2, 5)')).toBe('correct');
    expect(checkAnswer(pair, '2,5,3')).toMatchObject({ result: 'invalid', reason: expect.stringContaining('średnik') });
  });
  it('unordered lists', () => {
    const q = {
      type: 'numeric',
      answer: { kind: 'numbers', values: [rat(-2), rat(2)], ordered: false },
    } satisfies CheckableQuestion;
    expect(result(q, '2; -2')).toBe('correct');
    expect(result(q, '2; 2')).toBe('incorrect');
  });
});

describe('checkAnswer: expressions', () => {
  const expr = (e: string, form?: 'any' | 'expanded' | 'simplified', variables = ['x']) =>
    ({ type: 'expression', answer: { kind: 'expression', expr: e, variables, form } }) satisfies CheckableQuestion;
  it('equivalence with implicit multiplication, powers, all operator signs', () => {
    const q = expr('x^2 - 1');
    for (const input of [
      'x²-1',
      '(x+1)(x-1)',
      '(x−1)·(x+1)',
      'x*x - 1',
      'x^2+(-1)',
      '-1 + x^2',
      'y = x² − 1',
      'f(x)=x^2-1',
    ]) {
      expect(result(q, input), input).toBe('correct');
    }
    expect(result(q, 'x^2+1')).toBe('incorrect');
    expect(result(expr('3(x+1)'), '3x+3')).toBe('correct');
    expect(result(expr('x/2'), 'x:2')).toBe('correct');
    expect(result(expr('2,5x'), '5x/2')).toBe('correct');
  });
  it('expanded form rule', () => {
    const q = expr('x^2 + 2x + 1', 'expanded');
    expect(result(q, 'x² + 2x + 1')).toBe('correct');
    expect(checkAnswer(q, '(x+1)^2')).toMatchObject({ result: 'invalid', reason: expect.stringContaining('nawias') });
    expect(checkAnswer(q, '(x+1)(x+1)')).toMatchObject({ result: 'invalid' });
    expect(result(q, 'x² + x + x + 1')).toBe('correct');
  });
  it('simplified form rule: like terms, numeric factors, roots', () => {
    const q = expr('5x + 2', 'simplified');
    expect(result(q, '2 + 5x')).toBe('correct');
    expect(checkAnswer(q, '3x + 2x + 2')).toEqual({ result: 'invalid', reason: 'Zredukuj wyrazy podobne.' });
    expect(checkAnswer(q, '5x + 1 + 1')).toEqual({ result: 'invalid', reason: 'Zredukuj wyrazy podobne.' });
    expect(result(expr('2a^2b', 'simplified', ['a', 'b']), '2a²b')).toBe('correct');
    const root = expr('2*sqrt(3)', 'simplified', []);
    expect(result(root, '2√3')).toBe('correct');
    expect(checkAnswer(root, '√12')).toEqual({ result: 'invalid', reason: 'Wyłącz czynnik przed znak pierwiastka.' });
  });
  it('variables are resolved case-insensitively only when unambiguous; unknown letters are invalid', () => {
    expect(result(expr('2P/a', 'any', ['P', 'a']), '2P:a')).toBe('correct');
    expect(result(expr('2x'), '2X')).toBe('correct');
    expect(checkAnswer(expr('2x'), '2z')).toMatchObject({ result: 'invalid', reason: expect.stringContaining('z') });
  });
  it('constants π and roots without variables', () => {
    expect(result(expr('25*pi', 'any', []), '25π')).toBe('correct');
    expect(result(expr('25*pi', 'any', []), '25 pi')).toBe('correct');
    expect(result(expr('25*pi', 'any', []), '50π')).toBe('incorrect');
  });
  it('expression common errors', () => {
    const q: CheckableQuestion = {
      ...expr('b/3'),
      answer: { kind: 'expression', expr: 'b/3', variables: ['b'] },
      commonErrors: [
        {
          key: 'times_less_as_minus',
          wrong: { kind: 'expression', expr: 'b-3' },
          feedback: '3 razy mniej to dzielenie.',
        },
      ],
    };
    expect(checkAnswer(q, 'b − 3')).toMatchObject({ result: 'incorrect', errorKey: 'times_less_as_minus' });
  });
  it('malformed expressions are invalid', () => {
    for (const input of ['(x+1', 'x+1)', 'x++', '2 3x', 'x=', '#'])
      expect(result(expr('x'), input), input).toBe('invalid');
  });
});

describe('checkAnswer: text', () => {
  const q = {
    type: 'text',
    answer: { kind: 'text', accepted: ['ostrokątny'] },
    commonErrors: [
      { key: 'obtuse', wrong: { kind: 'text', accepted: ['rozwartokątny'] }, feedback: 'Sprawdź największy kąt.' },
    ],
  } satisfies CheckableQuestion;
  it('case, spaces, full stop and missing diacritics are forgiven', () => {
    for (const input of ['ostrokątny', ' Ostrokątny. ', 'OSTROKĄTNY', 'ostrokatny'])
      expect(result(q, input), input).toBe('correct');
    expect(checkAnswer(q, 'rozwartokątny')).toMatchObject({ result: 'incorrect', errorKey: 'obtuse' });
    expect(result(q, 'prostokątny')).toBe('incorrect');
  });
});

describe('property: any rational typed in any allowed form checks correct', () => {
  const rationals = fc
    .tuple(fc.integer({ min: -100000, max: 100000 }), fc.integer({ min: 1, max: 1000 }))
    .map(([n, d]) => rat(n, d));
  const decimals = fc
    .tuple(fc.integer({ min: -(10 ** 7), max: 10 ** 7 }), fc.integer({ min: 0, max: 4 }))
    .map(([n, k]) => rat(n, 10 ** k));

  it('every accepted input of a random number answer is correct, and a nearby value is not', () => {
    fc.assert(
      fc.property(fc.oneof(rationals, decimals), fc.boolean(), fc.boolean(), (value, percent, unit) => {
        const answer: AnswerSpec = {
          kind: 'number',
          value,
          forms: { percent },
          ...(unit ? { unit: { accepted: ['cm'], required: true } } : {}),
        };
        for (const input of acceptedInputs(answer)) {
          expect(checkAnswer({ answer }, input), input).toEqual({ result: 'correct' });
        }
        const off = rat(value.n + 1, value.d);
        expect(checkAnswer({ answer }, acceptedInputs({ ...answer, value: off })[0]!).result).toBe('incorrect');
      }),
      { numRuns: 400 },
    );
  });

  it('fraction-only answers in lowest terms', () => {
    fc.assert(
      fc.property(rationals, (value) => {
        const answer: AnswerSpec = { kind: 'number', value, forms: { decimal: false }, requireSimplest: true };
        for (const input of acceptedInputs(answer))
          expect(checkAnswer({ answer }, input).result, input).toBe('correct');
        if (value.d > 1) {
          expect(checkAnswer({ answer }, `${value.n * 3}/${value.d * 3}`)).toEqual({
            result: 'invalid',
            reason: 'Skróć ułamek.',
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answerText of a number answer is itself accepted', () => {
    fc.assert(
      fc.property(fc.oneof(rationals, decimals), (value) => {
        const answer: AnswerSpec = { kind: 'number', value };
        expect(checkAnswer({ answer }, answerText(answer)).result).toBe('correct');
      }),
    );
  });

  it('writes a rounded answer with its decimal places', () => {
    const rounded = (n: number, d: number, places: number) => answerText({ kind: 'number', value: rat(n, d), places });
    expect(rounded(36, 10, 2)).toBe('3,60');
    expect(rounded(3, 1, 2)).toBe('3,00');
    expect(rounded(7570, 100, 2)).toBe('75,70');
    expect(rounded(1234567, 100, 2)).toBe('12 345,67');
    expect(rounded(5, 1, 0)).toBe('5');
  });

  it('writes a point as (x; y) and a solution of a system with its unknowns', () => {
    const values = [rat(3), rat(-5, 2)];
    expect(answerText({ kind: 'numbers', values, ordered: true, labels: ['x', 'y'], point: true })).toBe('(3; −2,5)');
    expect(answerText({ kind: 'numbers', values, ordered: true, labels: ['x', 'y'] })).toBe('x = 3; y = −2,5');
  });

  it('writes a number answer with the unit shown beside the input', () => {
    const shown = (unitLabel: string) => answerText({ kind: 'number', value: rat(45) }, undefined, unitLabel);
    expect(shown('°')).toBe('45°');
    expect(shown('%')).toBe('45%');
    expect(shown('π cm²')).toBe('45π cm²');
    expect(shown('cm')).toBe('45 cm');
    expect(
      answerText({ kind: 'number', value: rat(45), unit: { accepted: ['cm'], required: true } }, undefined, 'cm'),
    ).toBe('45 cm');
  });

  it('writes money with whole grosze', () => {
    const money = (n: number, d: number) => answerText({ kind: 'number', value: rat(n, d) }, undefined, 'zł');
    expect(money(312, 10)).toBe('31,20 zł');
    expect(money(1245, 100)).toBe('12,45 zł');
    expect(money(7, 1)).toBe('7 zł');
    expect(answerText({ kind: 'number', value: rat(312, 10) })).toBe('31,2');
    expect(answerText({ kind: 'number', value: rat(5, 2), unit: { accepted: ['zł'], required: false } })).toBe(
      '2,50 zł',
    );
  });
});

describe('checkAnswer: reproducers from issue 13 (real items)', () => {
  it('percent_basics: "30%" and "92,5 %" are right where the answer is a percentage', () => {
    const partOfWhole = generateQuestion('percent_basics.part-of-whole', 1, 1);
    expect(partOfWhole.stem).toMatch(/Na jaki procent/);
    for (const input of ['30%', '30 %', '30', '30 procent']) expect(result(partOfWhole, input), input).toBe('correct');
    expect(result(partOfWhole, '0,3')).toBe('incorrect');
    const toPercent = generateQuestion('percent_basics.percent-fraction-decimal', 3, 1);
    for (const input of ['92,5 %', '92,5%', '92.5', '92,5']) expect(result(toPercent, input), input).toBe('correct');
  });

  it('circle: a multiple of π is accepted with π typed; an approximation is invalid with a clear message', () => {
    const q = generateQuestion('circle.area-circumference', 1, 1);
    expect(q.unitLabel).toBe('π cm');
    for (const input of ['14', '14π', '14 π', '14π cm', '14pi', '14 pi cm', '14·π'])
      expect(result(q, input), input).toBe('correct');
    expect(checkAnswer(q, '14π cm²')).toMatchObject({ result: 'incorrect', errorKey: 'wrong_unit' });
    expect(result(q, '7π')).toBe('incorrect');
    expect(checkAnswer(q, '43,96')).toEqual({ result: 'invalid', reason: expect.stringContaining('z użyciem π') });
    expect(checkAnswer(q, 'abc')).toEqual({ result: 'invalid', reason: expect.stringContaining('przed π') });
    // π where the answer is a plain number is a notation problem, not a wrong value.
    expect(checkAnswer(num(rat(14)), '14π')).toEqual({ result: 'invalid', reason: expect.stringContaining('bez π') });
  });

  it('π fractions: 7π/2, 7/2π and π alone', () => {
    const q = { ...num(rat(7, 2)), unitLabel: 'π cm²' };
    for (const input of ['7π/2', '7/2π', '3,5π', '3 1/2 π cm²']) expect(result(q, input), input).toBe('correct');
    const one = { ...num(rat(1)), unitLabel: 'π' };
    expect(result(one, 'π')).toBe('correct');
  });

  it('fraction_add_sub: "0,75" is right for 1/8 + 5/8 (the stem does not ask for a fraction)', () => {
    const q = generateQuestion('fraction_add_sub.same-denominator', 1, 1);
    expect(q.stem).not.toMatch(/ułam/);
    // "Oblicz" does not ask for lowest terms: 6/8 is right too (issue 25); a stem that asks keeps "Skróć ułamek".
    for (const input of ['0,75', '3/4', '0.75', '6/8']) expect(result(q, input), input).toBe('correct');
    const simplify = generateQuestion('fraction_simplify_expand.simplify', 1, 1);
    expect(simplify.stem).toMatch(/skró|nieskracaln/i);
    const a = simplify.answer;
    if (a.kind !== 'number') throw new Error('expected a number answer');
    expect(checkAnswer(simplify, `${a.value.n * 2}/${a.value.d * 2}`)).toEqual({
      result: 'invalid',
      reason: 'Skróć ułamek.',
    });
  });

  it('fraction_concept: where the stem asks for a fraction, a decimal is invalid and the stem says so', () => {
    const q = generateQuestion('fraction_concept.sharing', 1, 1);
    expect(q.stem).toMatch(/ułamek/);
    expect(checkAnswer(q, '0,375')).toMatchObject({ result: 'invalid' });
    expect(result(q, '3/8')).toBe('correct');
  });

  it('like_terms: "13x++11" and other malformed expressions are invalid', () => {
    const q = generateQuestion('like_terms.simplify', 1, 1);
    expect(result(q, '13x+11')).toBe('correct');
    for (const input of ['13x++11', '13x+-11', '2x*', 'x+-', '((x)', '3x 4', '13x+11+', '*13x+11'])
      expect(checkAnswer(q, input), input).toMatchObject({ result: 'invalid' });
  });

  it('common_denominator.compare: text that is not a relation sign is invalid', () => {
    const q = generateQuestion('common_denominator.compare', 1, 1);
    expect(result(q, '>')).toBe('correct');
    expect(result(q, '<')).toBe('incorrect');
    for (const input of ['abc', '>=', '=>', '<>'])
      expect(checkAnswer(q, input), input).toEqual({ result: 'invalid', reason: 'Wpisz jeden znak: <, > lub =.' });
  });

  it('clock and calendar answers: an input not of the form (a duration, gg:mm, a weekday) is invalid', () => {
    const elapsed = generateQuestion('clock_calculations.elapsed-time', 1, 3);
    expect(elapsed.answer).toMatchObject({ kind: 'text', accepted: expect.arrayContaining(['2 h 20 min']) });
    for (const input of ['2 h 20 min', '2h20min', '2 godz. 20 min.', '2 godziny i 20 minut', '140 min', '140 minut'])
      expect(result(elapsed, input), input).toBe('correct');
    for (const input of ['1 h 80 min', '141 min']) expect(result(elapsed, input), input).toBe('incorrect');
    expect(checkAnswer(elapsed, '2 h 60 min')).toMatchObject({ result: 'incorrect', errorKey: 'time_base_100' });
    for (const input of ['xyz', '>=', '2:20', '2,20'])
      expect(checkAnswer(elapsed, input), input).toEqual({
        result: 'invalid',
        reason: 'Wpisz czas w godzinach i minutach, np. 2 h 35 min.',
      });

    const clock = generateQuestion('clock_calculations.add-duration', 1, 3);
    expect(clock.answer).toMatchObject({ kind: 'text', accepted: expect.arrayContaining(['16:22']) });
    expect(result(clock, '16.22')).toBe('correct');
    expect(checkAnswer(clock, '15:82')).toMatchObject({ result: 'incorrect', errorKey: 'time_base_100' });
    for (const input of ['xyz', '1622', '16,22', '16 h'])
      expect(checkAnswer(clock, input), input).toEqual({
        result: 'invalid',
        reason: 'Wpisz godzinę w postaci gg:mm, np. 7:05.',
      });

    const weekday = generateQuestion('calendar_calculations.weekday', 1, 3);
    expect(weekday.answer).toMatchObject({ kind: 'text', accepted: expect.arrayContaining(['wtorek']) });
    expect(result(weekday, 'W Wtorek')).toBe('correct');
    expect(result(weekday, 'czwartek')).toBe('incorrect');
    for (const input of ['xyz', 'wt', '3'])
      expect(checkAnswer(weekday, input), input).toEqual({
        result: 'invalid',
        reason: 'Wpisz nazwę dnia tygodnia, np. środa.',
      });
  });

  it('power_laws.prawda-falsz: not one P/F per sentence is invalid; any spelling of the verdicts counts', () => {
    const q = generateQuestion('power_laws.prawda-falsz', 1, 1);
    expect(q.truthCount).toBe(2);
    for (const input of ['PP', 'p p', '1. P 2. P', 'prawda, prawda', 'P. P', '1P2P'])
      expect(result(q, input), input).toBe('correct');
    expect(checkAnswer(q, 'PF')).toMatchObject({ result: 'incorrect', errorKey: 'misjudged_2' });
    for (const input of ['xyz', 'PPP', 'P', 'PX'])
      expect(checkAnswer(q, input), input).toEqual({
        result: 'invalid',
        reason: expect.stringContaining('wpisz 2 litery P albo F'),
      });
  });

  it('perimeter_area_basic.rectangle: "12 cm" for an area is the wrong_unit misconception', () => {
    const q = generateQuestion('perimeter_area_basic.rectangle', 1, 1);
    expect(q.answer).not.toHaveProperty('unit');
    expect(checkAnswer(q, '12 cm')).toEqual({
      result: 'incorrect',
      errorKey: 'wrong_unit',
      feedback: expect.stringContaining('jednostkach kwadratowych'),
    });
    expect(result(q, '12 cm²')).toBe('correct');
    expect(result(q, '12')).toBe('correct');
    expect(result(q, '1200 mm²')).toBe('correct');
  });
});
