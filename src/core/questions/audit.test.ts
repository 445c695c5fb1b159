import { describe, it, expect } from 'vitest';
import {
  auditQuestion,
  answerHintProblems,
  figureProblems,
  genderedProblems,
  leakProblems,
  notationProblems,
  pluralProblems,
  splitMath,
} from './audit.ts';
import { rat } from '../math/rational.ts';
import type { QuestionInstance } from './types.ts';
import { generateQuestion } from './registry.ts';

describe('pluralProblems', () => {
  it('accepts correct agreement, also with KaTeX numbers and thousands', () => {
    expect(pluralProblems('Ala ma 1 jabłko, 2 jabłka, 5 jabłek, 22 jabłka i 12 jabłek.')).toEqual([]);
    expect(pluralProblems('Kupiła $5$ jabłek i $12\\,500$ cukierków.')).toEqual([]);
    expect(pluralProblems('Z 3 jabłek zrobiła sok.')).toEqual([]);
    expect(pluralProblems('W ciągu 4 godzin przejechał 2,5 kilometra.')).toEqual([]);
    expect(pluralProblems('Z cyfrą 6 liczba jest parzysta.')).toEqual([]);
    expect(pluralProblems('W klasie jest 2 uczniów, a w drugiej 3 uczniowie.')).toEqual([]);
    expect(pluralProblems('Weź 1/5 jabłka.')).toEqual([]);
  });
  it('finds wrong forms', () => {
    expect(pluralProblems('Ala ma 5 jabłka.')).toHaveLength(1);
    expect(pluralProblems('Ala ma 2 jabłko.')).toHaveLength(1);
    expect(pluralProblems('Autobus odjeżdża co 24 minut.')).toHaveLength(1);
    expect(pluralProblems('Kupił $3$ zeszytów.')).toHaveLength(1);
  });
});

describe('notationProblems', () => {
  it('accepts Polish notation', () => {
    expect(notationProblems('Cena to 2,5 zł, a razem 12 500 zł; $2{,}5 \\cdot 10^{5}$ i $12\\,500$.')).toEqual([]);
    expect(notationProblems('Okres rozwinięcia 0,(142857) to 142857.')).toEqual([]);
  });
  it('flags decimal points, bare KaTeX commas, ungrouped thousands and *', () => {
    expect(notationProblems('Cena to 2.5 zł.')).toHaveLength(1);
    expect(notationProblems('$2,5$')).toHaveLength(1);
    expect(notationProblems('$2.5$')).toHaveLength(1);
    expect(notationProblems('Razem 12500 zł.')).toHaveLength(1);
    expect(notationProblems('Oblicz 2 * 3.')).toHaveLength(1);
  });
});

describe('leaks, figures, math split', () => {
  it('leakProblems', () => {
    expect(leakProblems('Wynik: NaN')).toHaveLength(1);
    expect(leakProblems('[object Object]')).toHaveLength(1);
    expect(leakProblems('Wynik: 5')).toEqual([]);
  });
  it('figureProblems', () => {
    expect(figureProblems('<svg viewBox="0 0 10 10"><rect/></svg>')).toEqual([]);
    expect(figureProblems('<svg><rect/></svg>')).toHaveLength(1);
    expect(figureProblems('<svg viewBox="0 0 10 10"><script>x</script></svg>')).toHaveLength(1);
    expect(figureProblems('<svg viewBox="0 0 10 10" onload="x()"></svg>')).toHaveLength(1);
  });
  it('splitMath', () => {
    expect(splitMath('a $x$ b $$y$$').math).toEqual(['x', 'y']);
  });
});

describe('KaTeX outside math', () => {
  it('flags \\frac in prose', () => {
    expect(notationProblems('Liczba \\frac{5}{8} to $\\frac{5}{8}$.')).toHaveLength(1);
  });
});

describe('feedback addresses every pupil the same way', () => {
  it('flags masculine and feminine past forms', () => {
    expect(genderedProblems('Dodałeś mianowniki.')).toHaveLength(1);
    expect(genderedProblems('Sprawdź, czy nie pomyliłaś znaków.')).toHaveLength(1);
    expect(genderedProblems('Gdybyś policzył — zrobiłbyś to szybciej.')).toHaveLength(1);
  });
  it('accepts present tense and impersonal forms', () => {
    expect(genderedProblems('Dodajesz mianowniki. Tu dodano liczniki. Sprawdź, czy wynik jest dodatni.')).toEqual([]);
    expect(genderedProblems('Kuba kupił 3 zeszyty, a Ola przeczytała książkę.')).toEqual([]);
  });
});

describe('answerHintProblems', () => {
  const item = (answerHint: string, answer: QuestionInstance['answer']): QuestionInstance =>
    ({ answerHint, answer }) as QuestionInstance;
  it('a fraction-only hint needs fraction-only forms, lowest terms needs requireSimplest', () => {
    const value = rat(53, 20);
    expect(
      answerHintProblems(
        item('Podaj wynik w postaci ułamka nieskracalnego.', { kind: 'number', value, requireSimplest: true }),
      ),
    ).toHaveLength(1);
    expect(
      answerHintProblems(
        item('Podaj wynik w postaci ułamka nieskracalnego.', {
          kind: 'number',
          value,
          requireSimplest: true,
          forms: { decimal: false },
        }),
      ),
    ).toEqual([]);
    expect(
      answerHintProblems(item('Wpisz ułamek nieskracalny.', { kind: 'number', value, forms: { decimal: false } })),
    ).toHaveLength(1);
  });
  it('a hint for labelled boxes names the boxes, not a typed pair', () => {
    const point = {
      kind: 'numbers',
      values: [rat(2), rat(-3)],
      ordered: true,
      labels: ['x', 'y'],
      point: true,
    } as const;
    expect(answerHintProblems(item('Wpisz współrzędne oddzielone średnikiem, np. (2; -3).', point))).toHaveLength(1);
    expect(answerHintProblems(item('Wpisz pierwszą współrzędną w polu x, a drugą w polu y.', point))).toEqual([]);
  });
  it('permissive hints and decimal hints', () => {
    expect(answerHintProblems(item('Wpisz liczbę (może być ułamkiem).', { kind: 'number', value: rat(5, 2) }))).toEqual(
      [],
    );
    expect(
      answerHintProblems(
        item('Wpisz liczbę całkowitą lub ułamek nieskracalny.', {
          kind: 'number',
          value: rat(5, 2),
          requireSimplest: true,
        }),
      ),
    ).toEqual([]);
    expect(
      answerHintProblems(item('Wpisz ułamek dziesiętny, np. 0,25.', { kind: 'number', value: rat(1, 4) })),
    ).toHaveLength(1);
  });
});

describe('figure readability', () => {
  it('flags labels that a phone would shrink below 11 px, and labels cut off by the viewBox', () => {
    const text = (x: number, s: string) =>
      `<text x="${x}" y="20" font-size="14" text-anchor="middle" dominant-baseline="central">${s}</text>`;
    expect(figureProblems(`<svg viewBox="0 0 300 100">${text(150, 'A')}</svg>`)).toEqual([]);
    expect(figureProblems(`<svg viewBox="0 0 600 100">${text(300, 'A')}</svg>`)).toHaveLength(1);
    expect(figureProblems(`<svg viewBox="0 0 300 100">${text(295, '12 cm')}</svg>`)).toHaveLength(1);
  });
});

describe('auditQuestion: the shape of a worked item', () => {
  /** A real item, copied so a test can break one thing in it. */
  const item = (templateId: string): QuestionInstance => structuredClone(generateQuestion(templateId, 1, 1));
  const mcq = () => item('divisibility_primes.which-prime');
  const numeric = () => item('nat_arithmetic.order-of-operations');

  it('finds nothing wrong in sound items', () => {
    expect(auditQuestion(mcq())).toEqual([]);
    expect(auditQuestion(numeric())).toEqual([]);
  });

  it('flags a distractor whose error key has no common error (no feedback to show)', () => {
    const q = mcq();
    const key = q.options!.find((o) => o.errorKey)!.errorKey!;
    q.commonErrors = q.commonErrors.filter((e) => e.key !== key);
    expect(auditQuestion(q).join('\n')).toContain(`errorKey '${key}' has no commonError`);
  });

  it('flags a step error pattern that matches the expected answer (it could never fire)', () => {
    const q = numeric();
    const s = q.steps[0]!;
    q.steps = [{ ...s, errorPatterns: [{ code: 'left_to_right', patterns: s.patterns }] }, ...q.steps.slice(1)];
    expect(auditQuestion(q).join('\n')).toContain(`error code 'left_to_right' matches the expected`);
  });

  it('flags more than four common errors', () => {
    const q = numeric();
    const extra = [1, 2, 3, 4, 5].map((n) => ({
      key: `extra_${n}`,
      wrong: { kind: 'number' as const, value: rat(1000 + n) },
      feedback: 'Sprawdź kolejność działań.',
    }));
    q.commonErrors = [...q.commonErrors, ...extra];
    expect(auditQuestion(q).join('\n')).toMatch(/\d+ common errors \(at most 4\)/);
  });

  it('flags a stem or a solution too short to be one, a leaked value in an expected step answer, * in prose', () => {
    const q = numeric();
    q.stem = 'Oblicz.';
    q.solution = '16.';
    q.steps = [{ ...q.steps[0]!, expected: 'NaN' }, { ...q.steps[1]!, prompt: 'Oblicz a*b.' }, ...q.steps.slice(2)];
    const problems = auditQuestion(q).join('\n');
    expect(problems).toContain('stem "Oblicz." is too short');
    expect(problems).toContain('solution "16." is too short');
    expect(problems).toContain('steps[0] expected contains "NaN"');
    expect(problems).toContain('steps[1].prompt: "*" in prose');
  });
});

describe('auditQuestion: open tasks', () => {
  const item = generateQuestion('pythagoras.open-isosceles-area', 1, 3);
  const answer = item.answer.kind === 'parts' ? item.answer : null;
  if (!answer) throw new Error('expected an open task');
  const withAnswer = (a: typeof answer): QuestionInstance => ({ ...item, answer: a });

  it('accepts a generated open task', () => {
    expect(auditQuestion(item)).toEqual([]);
  });

  it('finds a scheme that does not sum to the points, unknown or uncounted parts and a wrong part key', () => {
    const [first, second] = answer.scheme;
    const wrong = answer.parts[1]!.commonErrors![0]!.wrong;
    const misconception = wrong.kind === 'number' ? wrong.value : rat(0);
    const broken = auditQuestion(
      withAnswer({
        ...answer,
        scheme: [
          { ...first!, requires: ['z'] },
          { ...second!, points: 2, requires: ['b'] },
        ],
        // Part b's key made equal to one of its own misconceptions.
        parts: [answer.parts[0]!, { ...answer.parts[1]!, answer: { kind: 'number', value: misconception } }],
      }),
    );
    expect(broken).toEqual(
      expect.arrayContaining([
        'marking scheme sums to 3 points, the task is worth 2',
        "criterion 'height' requires unknown part 'z'",
        'part a counts for no criterion',
      ]),
    );
    expect(broken.some((p) => /^part b: commonError '\w+' wrong value equals the correct answer$/.test(p))).toBe(true);
  });

  it('finds parts out of order and a method that is chosen, not written', () => {
    const problems = auditQuestion(
      withAnswer({ ...answer, parts: [{ ...answer.parts[0]!, id: 'b', role: 'method' }, answer.parts[1]!] }),
    );
    expect(problems).toEqual(
      expect.arrayContaining(["part 0 has id 'b' (expected 'a')", 'part b (method) is chosen, not written']),
    );
  });
});
