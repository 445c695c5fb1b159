import { describe, expect, it } from 'vitest';
import { rat } from '../math/rational.ts';
import { generateQuestion } from './registry.ts';
import { checkAnswer } from './check-answer.ts';
import { answerText } from './answer-forms.ts';
import { toPublicQuestion } from './public.ts';
import {
  calcWithValues,
  checkOpenTaskAnswer,
  modelResponses,
  openTaskMarking,
  parseOpenTaskResponses,
  scoreOpenTask,
} from './open-task.ts';
import { openTemplates } from './templates/open/index.ts';
import { LEVELS, type PartsAnswerSpec, type QuestionInstance } from './types.ts';
import { auditQuestion } from './audit.ts';

/** A hand-written 3-point task: method (choice), intermediate value, result. */
const TASK: PartsAnswerSpec = {
  kind: 'parts',
  points: 3,
  parts: [
    {
      id: 'a',
      prompt: 'Metoda',
      role: 'method',
      answer: { kind: 'choice', index: 1 },
      options: [{ text: 'dodać', errorKey: 'added' }, { text: 'pomnożyć' }],
      commonErrors: [{ key: 'added', wrong: { kind: 'text', accepted: ['dodać'] }, feedback: 'Tu się mnoży.' }],
    },
    { id: 'b', prompt: 'Wynik pośredni', role: 'value', answer: { kind: 'number', value: rat(12) } },
    {
      id: 'c',
      prompt: 'Wynik',
      role: 'value',
      answer: { kind: 'number', value: rat(5, 2) },
      commonErrors: [{ key: 'halved', wrong: { kind: 'number', value: rat(5) }, feedback: 'Nie podzielono przez 2.' }],
    },
  ],
  scheme: [
    { id: 'method', points: 1, description: 'poprawna metoda', requires: ['a'] },
    { id: 'mid', points: 1, description: 'poprawny wynik pośredni', requires: ['b'] },
    { id: 'result', points: 1, description: 'poprawny wynik', requires: ['a', 'b', 'c'] },
  ],
};
const q = { answer: TASK };

describe('scoreOpenTask', () => {
  it('awards every criterion for right answers in any accepted form', () => {
    const s = scoreOpenTask(q, { a: '1', b: '12', c: '2,5' });
    expect(s.points).toBe(3);
    expect(s.maxPoints).toBe(3);
    expect(scoreOpenTask(q, { a: '1', b: '12', c: '5/2' }).points).toBe(3);
  });

  it('awards partial points criterion by criterion', () => {
    const s = scoreOpenTask(q, { a: '1', b: '12', c: '5' });
    expect(s.points).toBe(2);
    expect(s.criteria.map((c) => c.earned)).toEqual([true, true, false]);
    expect(s.parts[2]!.check).toMatchObject({ result: 'incorrect', errorKey: 'halved' });
    // The result alone does not earn the result criterion: it requires the method too.
    expect(scoreOpenTask(q, { a: '0', b: '12', c: '2,5' }).points).toBe(1);
  });

  it('counts an empty, missing or badly written part as not correct', () => {
    expect(scoreOpenTask(q, {}).points).toBe(0);
    const s = scoreOpenTask(q, { a: '1', b: ' ', c: '2,5 xyz' });
    expect(s.points).toBe(1);
    expect(s.parts.map((p) => p.check.result)).toEqual(['correct', 'invalid', 'invalid']);
  });

  it('ignores responses to parts that do not exist and inherited keys', () => {
    const responses = Object.create({ a: '1' }) as Record<string, string>;
    responses.z = '1';
    expect(scoreOpenTask(q, responses).points).toBe(0);
  });

  it('refuses a closed item', () => {
    expect(() => scoreOpenTask({ answer: { kind: 'number', value: rat(1) } }, {})).toThrow();
  });
});

describe('checkOpenTaskAnswer (practice: the whole answer as JSON)', () => {
  it('is correct with full points and reports the first named mistake otherwise', () => {
    expect(checkOpenTaskAnswer(TASK, '{"a":"1","b":"12","c":"2,5"}')).toEqual({ result: 'correct' });
    expect(checkOpenTaskAnswer(TASK, '{"a":"0","b":"12","c":"5"}')).toEqual({
      result: 'incorrect',
      errorKey: 'added',
      feedback: 'Tu się mnoży.',
    });
    expect(checkOpenTaskAnswer(TASK, '{"a":"1","b":"11","c":"2,5"}')).toEqual({ result: 'incorrect' });
  });

  it('sends an empty or badly written part back to be fixed, naming the part', () => {
    expect(checkOpenTaskAnswer(TASK, '{"a":"1","c":"2,5"}')).toEqual({
      result: 'invalid',
      reason: 'Odpowiedz na część b).',
    });
    const r = checkOpenTaskAnswer(TASK, '{"a":"1","b":"12","c":"2,5 xyz"}');
    expect(r.result).toBe('invalid');
    expect(r.result === 'invalid' && r.reason.startsWith('Część c): ')).toBe(true);
    expect(checkOpenTaskAnswer(TASK, 'abc')).toMatchObject({ result: 'invalid' });
    expect(checkOpenTaskAnswer(TASK, '["1"]')).toMatchObject({ result: 'invalid' });
  });

  it('is what checkAnswer does for an open task', () => {
    expect(checkAnswer(q, '{"a":"1","b":"12","c":"2,5"}')).toEqual({ result: 'correct' });
    expect(checkAnswer(q, '')).toMatchObject({ result: 'invalid' });
  });
});

describe('parseOpenTaskResponses', () => {
  it('accepts a record of strings (numbers as text) and nothing else', () => {
    expect(parseOpenTaskResponses('{"a":"12","b":1}')).toEqual({ a: '12', b: '1' });
    expect(parseOpenTaskResponses('{"a":{"x":1}}')).toBeNull();
    expect(parseOpenTaskResponses('null')).toBeNull();
    expect(parseOpenTaskResponses('12')).toBeNull();
    expect(parseOpenTaskResponses('{')).toBeNull();
  });
});

describe('openTaskMarking and the public item', () => {
  it('reveals the criteria, each part’s result and its correct answer only after answering', () => {
    const marking = openTaskMarking(q, scoreOpenTask(q, { a: '0', b: '12', c: '' }));
    expect(marking.points).toBe(1);
    expect(marking.criteria.map((c) => [c.description, c.earned])).toEqual([
      ['poprawna metoda', false],
      ['poprawny wynik pośredni', true],
      ['poprawny wynik', false],
    ]);
    expect(marking.parts.map((p) => [p.id, p.result, p.correctAnswer, p.feedback])).toEqual([
      ['a', 'incorrect', 'pomnożyć', 'Tu się mnoży.'],
      ['b', 'correct', '12', undefined],
      ['c', 'invalid', '2,5', 'Brak odpowiedzi.'],
    ]);
  });

  it('writes the whole answer part by part', () => {
    expect(answerText(TASK)).toBe('a) pomnożyć; b) 12; c) 2,5');
  });
});

/** Numbers in a KaTeX param like "6{,}5". */
const num = (s: string | number | boolean | undefined): number => Number(String(s).replace('{,}', '.'));

function partValue(item: QuestionInstance, id: string): number {
  const key = partKey(item, id);
  return key.n / key.d;
}

/** The key of one numeric part as a fraction. */
function partKey(item: QuestionInstance, id: string): { n: number; d: number } {
  const a = item.answer.kind === 'parts' ? item.answer.parts.find((p) => p.id === id)?.answer : undefined;
  if (a?.kind !== 'number') throw new Error(`part ${id} is not a number`);
  return a.value;
}

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe('open-task templates: answer keys recomputed independently', () => {
  const seeds = Array.from({ length: 40 }, (_, i) => i + 1);

  it('pythagoras.open-isosceles-area: leg, height and area from the given lengths', () => {
    for (const level of LEVELS) {
      for (const seed of seeds) {
        const item = generateQuestion('pythagoras.open-isosceles-area', level, seed);
        const base = num(item.params.base);
        const leg = level === 3 ? (num(item.params.perimeter) - base) / 2 : num(item.params.leg);
        const h = Math.sqrt(leg * leg - (base / 2) ** 2);
        const ids = level === 3 ? ['b', 'c'] : ['a', 'b'];
        if (level === 3) expect(close(partValue(item, 'a'), leg)).toBe(true);
        expect(close(partValue(item, ids[0]!), h), `${level}/${seed}`).toBe(true);
        expect(close(partValue(item, ids[1]!), (base * h) / 2), `${level}/${seed}`).toBe(true);
      }
    }
  });

  it('algebraic_expressions.open-consecutive-sum: the numbers named, their sum and its factorisation', () => {
    for (const level of LEVELS) {
      for (const seed of seeds) {
        const item = generateQuestion('algebraic_expressions.open-consecutive-sum', level, seed);
        const k = Number(item.params.k);
        const d = Number(item.params.divisor);
        // The justification's model chain starts at the sum of k consecutive numbers of the asked kind.
        const answer = item.answer as PartsAnswerSpec;
        const written = answer.parts[1]!.written;
        if (written?.kind !== 'identity') throw new Error('part b is not a written justification');
        const terms = written.from.split(')+(').map((t) => t.replace(/[()]/g, ''));
        expect(terms).toHaveLength(k);
        const sumPart = answer.parts[0]!.answer;
        for (let n = 0; n <= 12; n++) {
          const values = terms.map((t) => Function('n', `return ${t};`)(n) as number);
          values.slice(1).forEach((v, i) => expect(v - values[i]!).toBe(level === 1 ? 1 : 2));
          if (level === 2) expect(values.every((v) => v % 2 === 1)).toBe(true);
          if (level === 3) expect(values.every((v) => v % 2 === 0)).toBe(true);
          const sum = values.reduce((s, v) => s + v, 0);
          expect(sum % d).toBe(0);
          if (sumPart.kind !== 'expression') throw new Error('part a is not an expression');
          expect(Function('n', `return ${sumPart.expr};`)(n)).toBe(sum);
        }
        expect(written.divisor).toBe(d);
      }
    }
  });

  it('percent_changes.open-two-changes: the price after the first change and the final price', () => {
    for (const level of LEVELS) {
      for (const seed of seeds) {
        const item = generateQuestion('percent_changes.open-two-changes', level, seed);
        const { p, q: pq, firstUp } = item.params as { p: number; q: number; firstUp: boolean };
        const x = num(item.params.x);
        const mid = x * (1 + ((firstUp ? 1 : -1) * p) / 100);
        const end = mid * (1 + ((firstUp ? -1 : 1) * pq) / 100);
        expect(close(partValue(item, 'a'), mid), `${level}/${seed}`).toBe(true);
        expect(close(partValue(item, 'b'), end), `${level}/${seed}`).toBe(true);
        // The model calculation of the final price, written from the data alone, gives it too.
        const answer = item.answer as PartsAnswerSpec;
        const direct = scoreOpenTask(item, {
          b: modelResponses(answer).b!.replace(/^[\d,]+/, calcWithValues(answer.parts[0]!, {})!),
        });
        expect(direct.points, `${level}/${seed}`).toBe(answer.points);
      }
    }
  });
});

describe('open-task templates', () => {
  it('are open, worth 2–4 points, and their items pass the audit', () => {
    expect(openTemplates.length).toBeGreaterThanOrEqual(3);
    for (const t of openTemplates) {
      expect(t.open, t.id).toBe(true);
      for (const level of LEVELS) {
        const item = generateQuestion(t.id, level, 7);
        expect(item.type).toBe('open');
        expect(auditQuestion(item)).toEqual([]);
        const answer = item.answer as PartsAnswerSpec;
        expect(scoreOpenTask(item, modelResponses(answer)).points).toBe(answer.points);
        const pub = toPublicQuestion(item, 'id-1');
        expect(pub.inputKind).toBe('parts');
        expect(pub.maxPoints).toBe(answer.points);
      }
    }
  });
});

describe('scored as the CKE scores (issue 24, in order: 3, 2, 2, 3, 3, 2, 3 points)', () => {
  const score = (id: string, responses: Record<string, string>) => scoreOpenTask(generateQuestion(id, 1, 1), responses);

  it('any correct path: 1120·0,99 for the final price, the intermediate price left empty', () => {
    const s = score('percent_changes.open-two-changes', { b: '1120·0,99' });
    expect(s.points).toBe(3);
    expect(s.parts[0]!.credit).toBe('implied');
    expect(score('percent_changes.open-two-changes', { b: '1120·1,1·0,9' }).points).toBe(3);
    // A bare result with no method written earns nothing.
    expect(score('percent_changes.open-two-changes', { b: '1108,80' }).points).toBe(0);
  });

  it('n − 1: tickets 30(14 − x) + 20x = 310, then a slip (12) carried on consistently (2)', () => {
    const s = score('equation_word_problems.open-tickets', { a: '30(14 − x) + 20x = 310', b: '12', c: '2' });
    expect(s.points).toBe(2);
    expect(s.parts.map((p) => p.credit)).toEqual(['right', 'slip', 'right']);
  });

  it('n − 1: the park shortcut, a slip in the diagonal (52) carried on consistently (18)', () => {
    expect(score('pythagoras.open-park-shortcut', { a: '52', b: '18' }).points).toBe(2);
    // A slip inside a written calculation is the same slip.
    expect(score('pythagoras.open-park-shortcut', { a: '√(30² + 40²) = 52', b: '30 + 40 − 52' }).points).toBe(2);
  });

  it('notation: a full stop ending the sentence ("620." and "62.")', () => {
    const s = score('percent_reverse.open-price-before-discount', { a: '620.', b: '62.' });
    expect(s.points).toBe(3);
  });

  it('notation: "60 zł 50 gr", and the marking shows the tidy form', () => {
    const item = generateQuestion('context_tasks.shop-receipt', 1, 1);
    const s = scoreOpenTask(item, { a: '155', b: '15,5', c: '60 zł 50 gr' });
    expect(s.points).toBe(3);
    expect(openTaskMarking(item, s).parts[2]!.tidy).toBe('60,50 zł');
  });

  it('notation: a probability written as a percent ("56,25 %")', () => {
    // The review's item (3/16, then 9/16 written "56,25 %", then 4): a bag whose second answer is
    // a whole number of hundredths of a percent; full points, the percent costs nothing.
    const value = (v: { n: number; d: number }) => (100 * v.n) / v.d;
    const item = Array.from({ length: 50 }, (_, i) =>
      generateQuestion('counting_probability.open-bag-draw', 2, i + 1),
    ).find((q) => Number.isInteger(100 * value(partKey(q, 'b'))))!;
    const [a, b] = [partKey(item, 'a'), partKey(item, 'b')];
    const percent = `${String(value(b)).replace('.', ',')} %`;
    const last = String(partValue(item, 'c'));
    expect(scoreOpenTask(item, { a: `${a.n}/${a.d}`, b: percent, c: last }).points).toBe(2);
  });

  it('notation: the correct but unsimplified perimeter "2x + 2(x + 12)"', () => {
    const s = score('algebraic_expressions.open-rectangle', { a: '2x + 2(x + 12)', b: '14', c: '364' });
    expect(s.points).toBe(3);
    expect(s.parts[0]!.tidy).toBeDefined();
  });
});

describe('written methods and justifications (no options)', () => {
  it('accepts an equation equivalent to the model and refuses a wrong one or a bare solution', () => {
    const s = (a: string) =>
      scoreOpenTask(generateQuestion('equation_word_problems.open-tickets', 1, 1), { a, b: '11', c: '3' }).points;
    expect(s('20x + 30(14 − x) = 310')).toBe(3);
    expect(s('420 − 10x = 310')).toBe(3);
    expect(s('30x + 20(14 − x) = 310')).toBeLessThan(3);
    expect(s('x = 11')).toBeLessThan(3);
  });

  it('checks a justification symbolically: 3n + 3 = 3(n + 1), not one example', () => {
    const item = generateQuestion('algebraic_expressions.open-consecutive-sum', 1, 1);
    const answer = item.answer as PartsAnswerSpec;
    const written = answer.parts[1]!.written!;
    expect(written.kind).toBe('identity');
    const model = modelResponses(answer);
    expect(scoreOpenTask(item, model).points).toBe(2);
    const d = written.kind === 'identity' ? written.divisor! : 0;
    // A check of one example is not a justification.
    expect(scoreOpenTask(item, { a: model.a!, b: `${d} = ${d}·1` }).points).toBe(1);
    // A chain that breaks (a wrong factorisation) is not one either.
    expect(scoreOpenTask(item, { a: model.a!, b: `${model.b!.split('=')[0]} = ${d}(n + 100)` }).points).toBe(1);
  });
});

describe('written conclusions of "Uzasadnij" tasks: the relation the claim rests on', () => {
  const numParam = (item: QuestionInstance, key: string) => Number(String(item.params[key]).replace(',', '.'));

  it('roots: the squares compared, in either order, with the pupil own values (n − 1)', () => {
    const item = generateQuestion('roots.open-justify-compare', 2, 3);
    const [k, m, N] = [numParam(item, 'k'), numParam(item, 'm'), numParam(item, 'N')];
    const sq = k * k * m;
    const [rel, flipped] = sq < N * N ? ['<', '>'] : ['>', '<'];
    const score = (r: Record<string, string>) => scoreOpenTask(item, r).points;
    const parts = { a: String(sq), b: String(N * N) };
    expect(score({ ...parts, c: `${sq} ${rel} ${N * N}` })).toBe(2);
    expect(score({ ...parts, c: `${N * N} ${flipped} ${sq}` })).toBe(2);
    expect(score({ ...parts, c: `(${k}√${m})² = ${k * k}·${m} = ${sq} ${rel} ${N * N} = ${N}²` })).toBe(2);
    // Nothing computed in a) and b): the chain must show where its numbers come from.
    expect(score({ c: `(${k}√${m})² = ${sq} ${rel} ${N * N} = ${N}²` })).toBe(2);
    expect(score({ c: `${sq} ${rel} ${N * N}` })).toBe(0);
    // A false relation, the claim restated, or a relation between other numbers proves nothing.
    expect(score({ ...parts, c: `${sq} ${flipped} ${N * N}` })).toBe(1);
    expect(score({ ...parts, c: `${k}√${m} ${rel} ${N}` })).toBe(1);
    expect(score({ ...parts, c: '2 < 3' })).toBe(1);
    expect(score({ ...parts, c: `${sq} = ${sq}` })).toBe(1);
    // A slip in a), the comparison drawn consistently from it: one point lost.
    const slip = sq + 1;
    if (slip !== N * N) expect(score({ a: String(slip), b: parts.b, c: `${slip} ${rel} ${N * N}` })).toBe(1);
  });

  it('pythagoras: the sum of the squares of the shorter sides equal to the square of the longest', () => {
    const item = generateQuestion('pythagoras.open-justify-right', 1, 2);
    const [a, b, c] = [numParam(item, 'a'), numParam(item, 'b'), numParam(item, 'c')];
    const score = (r: Record<string, string>) => scoreOpenTask(item, r).points;
    const parts = { a: String(a * a + b * b), b: String(c * c) };
    expect(score({ ...parts, c: `${a}² + ${b}² = ${a * a} + ${b * b} = ${c * c} = ${c}²` })).toBe(2);
    expect(score({ c: `${c}² = ${b}² + ${a}²` })).toBe(2);
    expect(score({ ...parts, c: `${a * a} + ${b * b} = ${c}·${c}` })).toBe(2);
    // "225 = 225" or the square of one side alone does not relate the two quantities.
    expect(score({ ...parts, c: `${c * c} = ${c * c}` })).toBe(1);
    expect(score({ ...parts, c: `${c}² = ${c * c}` })).toBe(1);
    expect(score({ ...parts, c: `${a}² + ${b}² = ${c + 1}²` })).toBe(1);
  });

  it('isosceles: the angles at B and C equal, named as the pupil names them', () => {
    const item = generateQuestion('geometric_reasoning.open-justify-isosceles', 1, 4);
    const [alpha, beta] = [numParam(item, 'alpha'), numParam(item, 'beta')];
    const score = (r: Record<string, string>) => scoreOpenTask(item, r).points;
    const parts = { a: String(beta), b: String(beta) };
    expect(score({ ...parts, c: `kąt B = kąt C = ${beta}°` })).toBe(2);
    expect(score({ ...parts, c: '∠C = ∠B' })).toBe(2);
    expect(score({ c: `B = 180 − ${180 - beta} = ${beta} = 180 − ${alpha} − ${beta} = C` })).toBe(2);
    // Names alone, nothing computed: the claim restated.
    expect(score({ c: 'B = C' })).toBe(0);
    expect(score({ ...parts, c: `B = ${beta + 1}` })).toBe(1);
    expect(score({ ...parts, c: `${beta} = ${beta}` })).toBe(1);
  });

  it('shows the model conclusion as a pupil writes it', () => {
    const item = generateQuestion('roots.open-justify-compare', 2, 3);
    const marking = openTaskMarking(item, scoreOpenTask(item, {}));
    expect(marking.parts[2]!.correctAnswer).toMatch(/^\(\d√\d+\)² = \d+ [<>] \d+ = \d+²$/);
  });
});
