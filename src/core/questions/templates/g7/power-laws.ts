import type { Level, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors } from '../../kit/errors.ts';
import { type PfStatement, drawPair, pfPairBody } from '../../kit/true-false-pair.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { rat } from '../../../math/rational.ts';
import { texNumber } from '../../../text/format.ts';
import type { Rng } from '../../../math/random.ts';

const exponent = defineTemplate({
  id: 'power_laws.single-power',
  title: 'Zapis w postaci jednej potęgi',
  generate({ rng, level }): GeneratedBody {
    const hint = 'Wpisz wykładnik.';
    if (level === 1) {
      const a = rng.int(2, 9);
      const product = rng.chance(0.5);
      const { m, n } = redraw(() => {
        const m = rng.int(2, 12);
        const n = rng.int(2, 9);
        if (m === n || (!product && m <= n) || m * n === m + n) return null;
        if (!product && (m - n === m / n || m - n === m + n)) return null;
        return { m, n };
      });
      const e = product ? m + n : m - n;
      const op = product ? '\\cdot' : ':';
      const errors = numberErrors(rat(e), [
        product
          ? {
              key: 'exponents_multiplied',
              value: rat(m * n),
              feedback: 'Pomnożono wykładniki. Przy mnożeniu potęg o tych samych podstawach wykładniki dodajemy.',
            }
          : {
              key: 'exponents_divided',
              value: rat(m, n),
              feedback: 'Podzielono wykładniki. Przy dzieleniu potęg o tych samych podstawach wykładniki odejmujemy.',
            },
        product
          ? {
              key: 'exponents_subtracted',
              value: rat(m - n),
              feedback: 'Przy mnożeniu potęg wykładniki dodajemy, a nie odejmujemy.',
            }
          : {
              key: 'exponents_added',
              value: rat(m + n),
              feedback: 'Przy dzieleniu potęg wykładniki odejmujemy, a nie dodajemy.',
            },
      ]);
      return {
        type: 'numeric',
        stem: `Zapisz wyrażenie $${a}^{${m}} ${op} ${a}^{${n}}$ w postaci jednej potęgi liczby ${a}. Jaki będzie wykładnik tej potęgi?`,
        answer: numberAnswer(e),
        answerHint: hint,
        commonErrors: errors,
        steps: [
          step({
            prompt: `Jakie działanie wykonasz na wykładnikach ${m} i ${n}? Zapisz je (np. 2+3).`,
            expected: product ? `${m}+${n}` : `${m}-${n}`,
            patterns: product ? [`^(${m}\\+${n}|${n}\\+${m})$`] : [`^${m}-${n}$`],
            hints: [
              product ? 'Ile razy łącznie występuje czynnik ' + a + '?' : 'Dzielenie skraca wspólne czynniki.',
              product ? '$a^m \\cdot a^n = a^{m+n}$' : '$a^m : a^n = a^{m-n}$',
              product ? `$${m} + ${n}$` : `$${m} - ${n}$`,
            ],
            errors: [
              {
                code: product ? 'exponents_multiplied' : 'exponents_divided',
                patterns: [product ? `^(${m}\\*${n}|${m}·${n})$` : `^(${m}/${n}|${m}:${n})$`],
                feedback: product ? 'Wykładniki dodajemy.' : 'Wykładniki odejmujemy.',
              },
            ],
          }),
          numberStep({
            prompt: 'Podaj wykładnik wyniku.',
            value: rat(e),
            hints: [
              'Oblicz działanie z poprzedniego kroku.',
              product ? `$${m} + ${n}$` : `$${m} - ${n}$`,
              `$${a}^{${m}} ${op} ${a}^{${n}} = ${a}^{${e}}$`,
            ],
          }),
        ],
        solution: `$${a}^{${m}} ${op} ${a}^{${n}} = ${a}^{${m} ${product ? '+' : '-'} ${n}} = ${a}^{${e}}$`,
        params: { a, m, n, product },
      };
    }
    if (level === 2) {
      const a = rng.int(2, 9);
      const { m, n, k } = redraw(() => {
        const m = rng.int(2, 6);
        const n = rng.int(2, 5);
        const k = rng.int(2, 9);
        const e = m * n + k;
        return m === n || e === m + n + k || e === m * n * k ? null : { m, n, k };
      });
      const e = m * n + k;
      const errors = numberErrors(rat(e), [
        {
          key: 'power_of_power_added',
          value: rat(m + n + k),
          feedback: `Przy potęgowaniu potęgi wykładniki mnożymy: $(${a}^{${m}})^{${n}} = ${a}^{${m * n}}$.`,
        },
        {
          key: 'exponents_multiplied',
          value: rat(m * n * k),
          feedback: 'Przy mnożeniu potęg o tych samych podstawach wykładniki dodajemy, a nie mnożymy.',
        },
        { key: 'outer_exponent_ignored', value: rat(m + k), feedback: `Pominięto zewnętrzny wykładnik ${n}.` },
      ]);
      return {
        type: 'numeric',
        stem: `Zapisz wyrażenie $(${a}^{${m}})^{${n}} \\cdot ${a}^{${k}}$ w postaci jednej potęgi liczby ${a}. Jaki będzie wykładnik tej potęgi?`,
        answer: numberAnswer(e),
        answerHint: hint,
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Zapisz $(${a}^{${m}})^{${n}}$ jako jedną potęgę. Jaki ma wykładnik?`,
            value: rat(m * n),
            hints: [
              'Potęga potęgi: $(a^m)^n = a^{m \\cdot n}$.',
              `$${m} \\cdot ${n}$`,
              `$(${a}^{${m}})^{${n}} = ${a}^{${m * n}}$`,
            ],
            errors: [
              {
                code: 'power_of_power_added',
                value: rat(m + n),
                feedback: 'Przy potęgowaniu potęgi wykładniki mnożymy.',
              },
            ],
          }),
          numberStep({
            prompt: `Pomnóż: $${a}^{${m * n}} \\cdot ${a}^{${k}}$. Jaki jest wykładnik wyniku?`,
            value: rat(e),
            hints: [
              'Przy mnożeniu potęg o tych samych podstawach wykładniki dodajemy.',
              `$${m * n} + ${k}$`,
              `$${a}^{${e}}$`,
            ],
            errors: [{ code: 'exponents_multiplied', value: rat(m * n * k), feedback: 'Tu wykładniki dodajemy.' }],
          }),
        ],
        solution: `$(${a}^{${m}})^{${n}} \\cdot ${a}^{${k}} = ${a}^{${m * n}} \\cdot ${a}^{${k}} = ${a}^{${e}}$`,
        params: { a, m, n, k },
      };
    }
    const base = rng.pick([2, 3]);
    const [b1, p1, b2, p2] = base === 2 ? [4, 2, 8, 3] : [9, 2, 27, 3];
    const { m, n, k } = redraw(() => {
      const m = rng.int(2, 6);
      const n = rng.int(2, 5);
      const k = rng.int(1, 9);
      const e = p1 * m + p2 * n - k;
      return e <= 1 || m + n - k <= 0 || e === m + n - k ? null : { m, n, k };
    });
    const e = p1 * m + p2 * n - k;
    const errors = numberErrors(rat(e), [
      {
        key: 'base_not_converted',
        value: rat(m + n - k),
        feedback: `Potęgi mają różne podstawy. Najpierw zapisz ${b1} i ${b2} jako potęgi liczby ${base}: $${b1} = ${base}^{${p1}}$, $${b2} = ${base}^{${p2}}$.`,
      },
      {
        key: 'power_of_power_added',
        value: rat(p1 + m + p2 + n - k),
        feedback: `$(${base}^{${p1}})^{${m}} = ${base}^{${p1 * m}}$ — przy potęgowaniu potęgi wykładniki mnożymy.`,
      },
      {
        key: 'quotient_added',
        value: rat(p1 * m + p2 * n + k),
        feedback: 'Przy dzieleniu potęg wykładniki odejmujemy.',
      },
    ]);
    return {
      type: 'numeric',
      stem: `Zapisz wyrażenie $${b1}^{${m}} \\cdot ${b2}^{${n}} : ${base}^{${k}}$ w postaci jednej potęgi liczby ${base}. Jaki będzie wykładnik tej potęgi?`,
      answer: numberAnswer(e),
      answerHint: hint,
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Zapisz $${b1}^{${m}}$ jako potęgę liczby ${base}. Jaki ma wykładnik?`,
          value: rat(p1 * m),
          hints: [
            `$${b1} = ${base}^{${p1}}$`,
            `$${b1}^{${m}} = (${base}^{${p1}})^{${m}}$`,
            `$(${base}^{${p1}})^{${m}} = ${base}^{${p1 * m}}$`,
          ],
          errors: [
            {
              code: 'power_of_power_added',
              value: rat(p1 + m),
              feedback: 'Przy potęgowaniu potęgi wykładniki mnożymy.',
            },
          ],
        }),
        numberStep({
          prompt: `Zapisz $${b2}^{${n}}$ jako potęgę liczby ${base}. Jaki ma wykładnik?`,
          value: rat(p2 * n),
          hints: [
            `$${b2} = ${base}^{${p2}}$`,
            `$${b2}^{${n}} = (${base}^{${p2}})^{${n}}$`,
            `$(${base}^{${p2}})^{${n}} = ${base}^{${p2 * n}}$`,
          ],
        }),
        numberStep({
          prompt: `Oblicz wykładnik wyniku: $${base}^{${p1 * m}} \\cdot ${base}^{${p2 * n}} : ${base}^{${k}}$.`,
          value: rat(e),
          hints: [
            'Mnożenie — wykładniki dodajemy, dzielenie — odejmujemy.',
            `$${p1 * m} + ${p2 * n} - ${k}$`,
            `$${base}^{${e}}$`,
          ],
          errors: [
            {
              code: 'quotient_added',
              value: rat(p1 * m + p2 * n + k),
              feedback: 'Przy dzieleniu wykładniki odejmujemy.',
            },
          ],
        }),
      ],
      solution: `$${b1}^{${m}} \\cdot ${b2}^{${n}} : ${base}^{${k}} = ${base}^{${p1 * m}} \\cdot ${base}^{${p2 * n}} : ${base}^{${k}} = ${base}^{${p1 * m} + ${p2 * n} - ${k}} = ${base}^{${e}}$`,
      params: { base, m, n, k },
    };
  },
});

/** One P/F statement: the KaTeX identity, whether it holds, the misconception behind the false one. */
interface Statement {
  tex: string;
  truth: boolean;
  key: string;
  feedback: string;
  correctTex: string;
  exponent: number;
  /** Base of the single power the left side equals (a, or a·b for a^n · b^n). */
  base: number;
}

function drawPowerStatement(rng: Rng, level: Level, a: number, truth: boolean): Statement {
  return redraw<Statement>(() => {
    const m = rng.int(2, 9);
    const n = rng.int(2, 6);
    if (m === n || m * n === m + n) return null;
    if (level === 1) {
      const product = rng.chance(0.5);
      if (product) {
        const wrong = rng.chance(0.5)
          ? {
              lhs: `${a * a}^{${m + n}}`,
              key: 'multiply_bases',
              fb: 'Podstaw nie mnożymy: przy mnożeniu potęg o tych samych podstawach podstawa się nie zmienia, a wykładniki dodajemy.',
            }
          : {
              lhs: `${a}^{${m * n}}`,
              key: 'exponents_multiplied',
              fb: 'Przy mnożeniu potęg o tych samych podstawach wykładniki dodajemy, a nie mnożymy.',
            };
        return {
          tex: `${a}^{${m}} \\cdot ${a}^{${n}} = ${truth ? `${a}^{${m + n}}` : wrong.lhs}`,
          truth,
          key: truth ? 'rule_rejected' : wrong.key,
          feedback: truth
            ? `To prawda: $${a}^{${m}} \\cdot ${a}^{${n}} = ${a}^{${m} + ${n}} = ${a}^{${m + n}}$.`
            : wrong.fb,
          correctTex: `${a}^{${m}} \\cdot ${a}^{${n}} = ${a}^{${m + n}}`,
          exponent: m + n,
          base: a,
        };
      }
      if (m <= n || m % n !== 0 || m / n === m - n) return null;
      return {
        tex: `${a}^{${m}} : ${a}^{${n}} = ${a}^{${truth ? m - n : m / n}}`,
        truth,
        key: truth ? 'rule_rejected' : 'exponents_divided',
        feedback: truth
          ? `To prawda: $${a}^{${m}} : ${a}^{${n}} = ${a}^{${m} - ${n}} = ${a}^{${m - n}}$.`
          : 'Przy dzieleniu potęg o tych samych podstawach wykładniki odejmujemy, a nie dzielimy.',
        correctTex: `${a}^{${m}} : ${a}^{${n}} = ${a}^{${m - n}}`,
        exponent: m - n,
        base: a,
      };
    }
    if (level === 2) {
      if (rng.chance(0.5)) {
        return {
          tex: `(${a}^{${m}})^{${n}} = ${a}^{${truth ? m * n : m + n}}`,
          truth,
          key: truth ? 'rule_rejected' : 'power_of_power_added',
          feedback: truth
            ? `To prawda: $(${a}^{${m}})^{${n}} = ${a}^{${m} \\cdot ${n}} = ${a}^{${m * n}}$.`
            : 'Przy potęgowaniu potęgi wykładniki mnożymy, a nie dodajemy.',
          correctTex: `(${a}^{${m}})^{${n}} = ${a}^{${m * n}}`,
          exponent: m * n,
          base: a,
        };
      }
      const b = rng.int(2, 5);
      if (b === a) return null;
      return {
        tex: `${a}^{${n}} \\cdot ${b}^{${n}} = ${truth ? `${a * b}^{${n}}` : `${a * b}^{${2 * n}}`}`,
        truth,
        key: truth ? 'rule_rejected' : 'exponents_added_same_power',
        feedback: truth
          ? `To prawda: potęgi o tych samych wykładnikach mnożymy, mnożąc podstawy: $${a}^{${n}} \\cdot ${b}^{${n}} = (${a} \\cdot ${b})^{${n}} = ${a * b}^{${n}}$.`
          : `Gdy wykładniki są równe, mnożymy podstawy, a wykładnik się nie zmienia: $${a}^{${n}} \\cdot ${b}^{${n}} = ${a * b}^{${n}}$.`,
        correctTex: `${a}^{${n}} \\cdot ${b}^{${n}} = ${a * b}^{${n}}`,
        exponent: n,
        base: a * b,
      };
    }
    const k = rng.int(1, 9);
    const e = m * n - k;
    const wrongE = m + n - k;
    if (e <= 1 || wrongE <= 0 || wrongE === e) return null;
    return {
      tex: `(${a}^{${m}})^{${n}} : ${a}^{${k}} = ${a}^{${truth ? e : wrongE}}`,
      truth,
      key: truth ? 'rule_rejected' : 'power_of_power_added',
      feedback: truth
        ? `To prawda: $(${a}^{${m}})^{${n}} : ${a}^{${k}} = ${a}^{${m * n}} : ${a}^{${k}} = ${a}^{${e}}$.`
        : `Przy potęgowaniu potęgi wykładniki mnożymy: $(${a}^{${m}})^{${n}} = ${a}^{${m * n}}$, więc wynik to $${a}^{${e}}$.`,
      correctTex: `(${a}^{${m}})^{${n}} : ${a}^{${k}} = ${a}^{${e}}`,
      exponent: e,
      base: a,
    };
  });
}

function powerStatement(st: Statement): PfStatement {
  const lhs = st.correctTex.split(' = ')[0]!;
  return {
    text: `Prawdziwa jest równość $${st.tex}$.`,
    truth: st.truth,
    why: st.truth ? `$${st.correctTex}$.` : `$${st.correctTex}$. ${st.feedback}`,
    steps: [
      numberStep({
        prompt: `Zapisz $${lhs}$ jako jedną potęgę liczby ${st.base}. Jaki ma wykładnik?`,
        value: rat(st.exponent),
        hints: [
          'Przypomnij sobie wzory: $a^m \\cdot a^n = a^{m+n}$, $a^m : a^n = a^{m-n}$, $(a^m)^n = a^{m \\cdot n}$, $a^n \\cdot b^n = (ab)^n$.',
          'Zastosuj właściwy wzór krok po kroku.',
          `$${st.correctTex}$`,
        ],
      }),
    ],
  };
}

/** E8 P/F (two sentences): two power identities, each true or made with a typical mistake. */
const trueOrFalse = defineTemplate({
  id: 'power_laws.prawda-falsz',
  title: 'Działania na potęgach — prawda czy fałsz',
  examStyle: 'prawda_falsz',
  generate({ rng, level }): GeneratedBody {
    const a = rng.int(2, 7);
    // Below level 3 the two sentences use different laws (not two products of powers).
    const shape = (x: Statement) => x.correctTex.replace(/\d+/g, '#');
    const { first, second } = drawPair(
      rng,
      (truth) => drawPowerStatement(rng, level, a, truth),
      (x, y) => shape(x) !== shape(y) || (level === 3 && x.correctTex !== y.correctTex),
    );
    return {
      ...pfPairBody([powerStatement(first), powerStatement(second)]),
      params: { a, statement1: first.tex, statement2: second.tex, truth1: first.truth, truth2: second.truth },
    };
  },
});

const evaluateWithLaws = defineTemplate({
  id: 'power_laws.evaluate-with-laws',
  title: 'Obliczanie wartości wyrażeń z potęgami',
  generate({ rng, level }): GeneratedBody {
    if (level <= 2) {
      const a = rng.int(2, 5);
      const { m, n, k } = redraw(() => {
        const m = rng.int(2, 6);
        const n = level === 1 ? rng.int(2, 9) : rng.int(2, 4);
        const k = rng.int(level === 1 ? 4 : 5, 20);
        const e = level === 1 ? m + n - k : m * n - k;
        if (e < 2 || e > 5 || a ** e > 400 || a ** e === a * e) return null;
        const wrongE = level === 1 ? m * n - k : m + n - k;
        return wrongE === e ? null : { m, n, k };
      });
      const e = level === 1 ? m + n - k : m * n - k;
      const expr = level === 1 ? `${a}^{${m}} \\cdot ${a}^{${n}} : ${a}^{${k}}` : `(${a}^{${m}})^{${n}} : ${a}^{${k}}`;
      const errors = numberErrors(
        rat(a ** e),
        [
          {
            key: 'exponent_as_value',
            value: rat(e),
            feedback: `Wykładnik wyniku to ${e}, ale pytanie dotyczy wartości: $${a}^{${e}} = ${a ** e}$.`,
          },
          {
            key: 'base_times_exponent',
            value: rat(a * e),
            feedback: `$${a}^{${e}}$ to iloczyn ${e} czynników równych ${a}, a nie $${a} \\cdot ${e}$.`,
          },
          level === 1
            ? {
                key: 'exponents_multiplied',
                value: m * n - k > 0 && m * n - k <= 12 ? rat(a ** (m * n - k)) : rat(-1),
                feedback: 'Przy mnożeniu potęg o tych samych podstawach wykładniki dodajemy, a nie mnożymy.',
              }
            : {
                key: 'power_of_power_added',
                value: m + n - k > 0 ? rat(a ** (m + n - k)) : m + n - k === 0 ? rat(1) : rat(1, a ** (k - m - n)),
                feedback: 'Przy potęgowaniu potęgi wykładniki mnożymy.',
              },
        ].filter((c) => c.value.n > 0 && c.value.d <= 1000 && c.value.n <= 1e7),
      );
      return {
        type: 'numeric',
        stem: `Oblicz wartość wyrażenia $${expr}$.`,
        answer: numberAnswer(a ** e),
        answerHint: 'Wpisz liczbę.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Zapisz wyrażenie jako jedną potęgę liczby ${a}. Jaki ma wykładnik?`,
            value: rat(e),
            hints: [
              level === 1
                ? 'Przy mnożeniu wykładniki dodajemy, przy dzieleniu odejmujemy.'
                : 'Potęga potęgi: wykładniki mnożymy; przy dzieleniu odejmujemy.',
              level === 1 ? `$${m} + ${n} - ${k}$` : `$${m} \\cdot ${n} - ${k}$`,
              `$${expr} = ${a}^{${e}}$`,
            ],
          }),
          numberStep({
            prompt: `Oblicz $${a}^{${e}}$.`,
            value: rat(a ** e),
            hints: [
              'Pomnóż podstawę przez siebie.',
              `$${Array(e).fill(a).join(' \\cdot ')}$`,
              `$${a}^{${e}} = ${a ** e}$`,
            ],
            errors: [
              { code: 'base_times_exponent', value: rat(a * e), feedback: 'Potęga to iloczyn jednakowych czynników.' },
            ],
          }),
        ],
        solution: `$${expr} = ${a}^{${e}} = ${a ** e}$`,
        params: { a, m, n, k },
      };
    }
    // Equal exponents: a^n · b^n = (ab)^n with ab = 10 (or 1 for 0,5 · 2).
    const [a, b] = rng.pick([
      [2, 5],
      [4, 25],
      [5, 2],
      [25, 4],
    ] as const);
    const n = rng.int(3, 5);
    const ab = a * b;
    const v = ab ** n;
    const errors = numberErrors(
      rat(v),
      [
        {
          key: 'exponents_added_same_power',
          value: rat(ab ** (2 * n) <= 1e15 ? ab ** (2 * n) : -1),
          feedback: `Przy mnożeniu potęg o równych wykładnikach mnożymy podstawy, a wykładnik zostaje: $${a}^{${n}} \\cdot ${b}^{${n}} = (${a} \\cdot ${b})^{${n}}$.`,
        },
        {
          key: 'base_times_exponent',
          value: rat(ab * n),
          feedback: `$${ab}^{${n}}$ to iloczyn ${n} czynników równych ${ab}, a nie $${ab} \\cdot ${n}$.`,
        },
        {
          key: 'bases_added',
          value: rat((a + b) ** n <= 1e15 ? (a + b) ** n : -1),
          feedback: 'Podstawy mnożymy, a nie dodajemy.',
        },
      ].filter((c) => c.value.n > 0),
    );
    return {
      type: 'numeric',
      stem: `Oblicz wartość wyrażenia $${a}^{${n}} \\cdot ${b}^{${n}}$.`,
      answer: numberAnswer(v),
      answerHint: 'Wpisz liczbę.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Wykładniki są równe, więc $${a}^{${n}} \\cdot ${b}^{${n}} = (${a} \\cdot ${b})^{${n}}$. Ile wynosi podstawa $${a} \\cdot ${b}$?`,
          value: rat(ab),
          hints: ['$a^n \\cdot b^n = (a \\cdot b)^n$', `$${a} \\cdot ${b}$`, `$${ab}$`],
        }),
        numberStep({
          prompt: `Oblicz $${ab}^{${n}}$.`,
          value: rat(v),
          hints: [
            ab === 10
              ? 'Potęga liczby 10 to jedynka z tyloma zerami, ile wynosi wykładnik.'
              : 'Pomnóż podstawę przez siebie.',
            `$${Array(n).fill(ab).join(' \\cdot ')}$`,
            `$${texNumber(v)}$`,
          ],
        }),
      ],
      solution: `$${a}^{${n}} \\cdot ${b}^{${n}} = (${a} \\cdot ${b})^{${n}} = ${ab}^{${n}} = ${texNumber(v)}$`,
      params: { a, b, n },
    };
  },
});

export const powerLawsTemplates: readonly QuestionTemplate[] = [exponent, evaluateWithLaws, trueOrFalse];
