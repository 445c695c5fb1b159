import type { Level, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors } from '../../kit/errors.ts';
import { type PfStatement, drawPair, pfPairBody } from '../../kit/true-false-pair.ts';
import { numberStep } from '../../kit/steps.ts';
import { rat } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';

const SQUARE_FREE = [2, 3, 5, 6, 7, 10, 11];

const extractFactor = defineTemplate({
  id: 'root_operations.extract-factor',
  title: 'Wyłączanie czynnika przed znak pierwiastka',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const { a, b } = redraw(() => {
        const a = rng.int(2, 7);
        const b = rng.pick(SQUARE_FREE.slice(0, 5));
        return a === b || a * a * b > 300 ? null : { a, b };
      });
      const n = a * a * b;
      const smaller = [2, 3].find((d) => a % d === 0 && d < a);
      const errors = numberErrors(rat(a), [
        {
          key: 'factor_not_rooted',
          value: rat(a * a),
          feedback: `Przed pierwiastek wychodzi pierwiastek z czynnika: $\\sqrt{${a * a}} = ${a}$, a nie ${a * a}.`,
        },
        {
          key: 'wrong_factor_out',
          value: rat(b),
          feedback: `Przed pierwiastek wyłączamy pierwiastek z kwadratu ${a * a}, a pod pierwiastkiem zostaje ${b}.`,
        },
        ...(smaller
          ? [
              {
                key: 'not_largest_square',
                value: rat(smaller),
                feedback: `Nie wyłączono wszystkiego: pod pierwiastkiem zostałby jeszcze kwadrat. Szukaj największego kwadratu, który dzieli ${n}.`,
              },
            ]
          : []),
      ]);
      return {
        type: 'numeric',
        stem: `Wyłącz czynnik przed znak pierwiastka: $\\sqrt{${n}} = a\\sqrt{${b}}$. Podaj liczbę $a$.`,
        answer: numberAnswer(a),
        answerHint: 'Wpisz liczbę a.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Zapisz ${n} jako iloczyn kwadratu liczby naturalnej i liczby ${b}. Jaki to kwadrat?`,
            value: rat(a * a),
            hints: [`Podziel ${n} przez ${b}.`, `$${n} = ? \\cdot ${b}$`, `$${n} = ${a * a} \\cdot ${b}$`],
          }),
          numberStep({
            prompt: `Oblicz $\\sqrt{${a * a}}$ — to jest liczba $a$.`,
            value: rat(a),
            hints: [
              '$\\sqrt{x^2 \\cdot y} = x\\sqrt{y}$ dla $x \\ge 0$.',
              `$\\sqrt{${n}} = \\sqrt{${a * a}} \\cdot \\sqrt{${b}}$`,
              `$\\sqrt{${a * a}} = ${a}$, więc $\\sqrt{${n}} = ${a}\\sqrt{${b}}$`,
            ],
            errors: [
              { code: 'factor_not_rooted', value: rat(a * a), feedback: 'Wyciągnij pierwiastek z tego kwadratu.' },
            ],
          }),
        ],
        solution: `$\\sqrt{${n}} = \\sqrt{${a * a} \\cdot ${b}} = \\sqrt{${a * a}} \\cdot \\sqrt{${b}} = ${a}\\sqrt{${b}}$, więc $a = ${a}$.`,
        params: { a, b },
      };
    }
    if (level === 2) {
      const { a, b } = redraw(() => {
        const a = rng.int(2, 9);
        const b = rng.pick(SQUARE_FREE);
        return a === b || a * a * b > 500 ? null : { a, b };
      });
      const x = a * a * b;
      const errors = numberErrors(rat(x), [
        {
          key: 'coefficient_not_squared',
          value: rat(a * b),
          feedback: `Czynnik wnosimy pod pierwiastek, podnosząc go do kwadratu: $${a} = \\sqrt{${a * a}}$.`,
        },
        {
          key: 'squared_all',
          value: rat(a * a * b * b),
          feedback: `Do kwadratu podnosimy tylko czynnik sprzed pierwiastka, a nie liczbę ${b} spod pierwiastka.`,
        },
        {
          key: 'added_instead',
          value: rat(a * a + b),
          feedback: 'Pod pierwiastkiem czynniki mnożymy, a nie dodajemy.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Włącz czynnik pod znak pierwiastka: $${a}\\sqrt{${b}} = \\sqrt{x}$. Podaj liczbę $x$.`,
        answer: numberAnswer(x),
        answerHint: 'Wpisz liczbę x.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Zapisz ${a} jako pierwiastek kwadratowy: $${a} = \\sqrt{?}$.`,
            value: rat(a * a),
            hints: ['Jaka liczba ma pierwiastek równy ' + a + '?', `$${a}^2$`, `$${a} = \\sqrt{${a * a}}$`],
            errors: [{ code: 'coefficient_not_squared', value: rat(a), feedback: 'Podnieś liczbę do kwadratu.' }],
          }),
          numberStep({
            prompt: `Pomnóż liczby pod pierwiastkami: $\\sqrt{${a * a}} \\cdot \\sqrt{${b}} = \\sqrt{x}$.`,
            value: rat(x),
            hints: ['$\\sqrt{p} \\cdot \\sqrt{q} = \\sqrt{p \\cdot q}$', `$${a * a} \\cdot ${b}$`, `$x = ${x}$`],
          }),
        ],
        solution: `$${a}\\sqrt{${b}} = \\sqrt{${a * a}} \\cdot \\sqrt{${b}} = \\sqrt{${x}}$`,
        params: { a, b },
      };
    }
    const { a, c, b } = redraw(() => {
      const b = rng.pick([2, 3, 5]);
      const a = rng.int(2, 6);
      const c = rng.int(2, 6);
      return a === c || a * a * b > 200 || c * c * b > 200 ? null : { a, c, b };
    });
    const k = a + c;
    const [na, nc] = [a * a * b, c * c * b];
    const errors = numberErrors(rat(k), [
      {
        key: 'factor_not_rooted',
        value: rat(a * a + c * c),
        feedback: 'Przed pierwiastek wychodzą pierwiastki z kwadratów, a nie same kwadraty.',
      },
      { key: 'one_term_only', value: rat(Math.max(a, c)), feedback: 'Uprość oba pierwiastki i dodaj współczynniki.' },
      {
        key: 'coefficients_multiplied',
        value: rat(a * c),
        feedback: 'Wyrazy podobne dodajemy: $p\\sqrt{b} + q\\sqrt{b} = (p + q)\\sqrt{b}$.',
      },
    ]);
    return {
      type: 'numeric',
      stem: `Zapisz sumę $\\sqrt{${na}} + \\sqrt{${nc}}$ w postaci $k\\sqrt{${b}}$. Podaj liczbę $k$.`,
      answer: numberAnswer(k),
      answerHint: 'Wpisz liczbę k.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Wyłącz czynnik: $\\sqrt{${na}} = ?\\sqrt{${b}}$.`,
          value: rat(a),
          hints: [`$${na} = ${a * a} \\cdot ${b}$`, `$\\sqrt{${a * a}} = ${a}$`, `$\\sqrt{${na}} = ${a}\\sqrt{${b}}$`],
          errors: [{ code: 'factor_not_rooted', value: rat(a * a), feedback: 'Wyciągnij pierwiastek z kwadratu.' }],
        }),
        numberStep({
          prompt: `Wyłącz czynnik: $\\sqrt{${nc}} = ?\\sqrt{${b}}$.`,
          value: rat(c),
          hints: [`$${nc} = ${c * c} \\cdot ${b}$`, `$\\sqrt{${c * c}} = ${c}$`, `$\\sqrt{${nc}} = ${c}\\sqrt{${b}}$`],
        }),
        numberStep({
          prompt: `Dodaj: $${a}\\sqrt{${b}} + ${c}\\sqrt{${b}} = k\\sqrt{${b}}$. Ile wynosi $k$?`,
          value: rat(k),
          hints: ['To wyrazy podobne.', `$(${a} + ${c})\\sqrt{${b}}$`, `$k = ${k}$`],
          errors: [{ code: 'coefficients_multiplied', value: rat(a * c), feedback: 'Współczynniki dodajemy.' }],
        }),
      ],
      solution: `$\\sqrt{${na}} + \\sqrt{${nc}} = ${a}\\sqrt{${b}} + ${c}\\sqrt{${b}} = ${k}\\sqrt{${b}}$`,
      params: { a, c, b },
    };
  },
});

/** One root identity for a P/F sentence; `work` is the correct computation of the left side. */
interface RootStatement {
  lhs: string;
  rhs: string;
  key: string;
  fb: string;
  value: number;
  work: string;
}

function drawRootStatement(rng: Rng, level: Level, truth: boolean): RootStatement {
  return redraw<RootStatement>(() => {
    if (level === 1) {
      // √p · √q with p·q a perfect square.
      const r = rng.int(2, 6);
      const p = rng.pick([2, 3, 5]);
      const q = p * r * r;
      const v = p * r;
      const wrongs = [
        {
          rhs: `\\sqrt{${p + q}}`,
          key: 'product_as_sum',
          fb: 'Iloczyn pierwiastków to pierwiastek z iloczynu, a nie z sumy: $\\sqrt{a} \\cdot \\sqrt{b} = \\sqrt{a \\cdot b}$.',
        },
        {
          rhs: `${v * v}`,
          key: 'no_root',
          fb: `$\\sqrt{${p}} \\cdot \\sqrt{${q}} = \\sqrt{${v * v}} = ${v}$ — zapomniano wyciągnąć pierwiastek.`,
        },
      ];
      const w = rng.pick(wrongs);
      return {
        lhs: `\\sqrt{${p}} \\cdot \\sqrt{${q}}`,
        rhs: truth ? `${v}` : w.rhs,
        key: truth ? 'rule_rejected' : w.key,
        fb: truth ? `To prawda: $\\sqrt{${p}} \\cdot \\sqrt{${q}} = \\sqrt{${p * q}} = ${v}$.` : w.fb,
        value: v,
        work: `\\sqrt{${p}} \\cdot \\sqrt{${q}} = \\sqrt{${p * q}} = ${v}`,
      };
    }
    if (level === 2) {
      const r = rng.int(2, 9);
      const p = rng.pick([2, 3, 5, 6]);
      const q = p * r * r;
      const w = rng.chance(0.5)
        ? {
            rhs: `${r * r}`,
            key: 'no_root',
            fb: `$\\sqrt{${q}} : \\sqrt{${p}} = \\sqrt{${r * r}} = ${r}$ — zapomniano wyciągnąć pierwiastek.`,
          }
        : {
            rhs: `\\sqrt{${q - p}}`,
            key: 'quotient_as_difference',
            fb: 'Iloraz pierwiastków to pierwiastek z ilorazu: $\\sqrt{a} : \\sqrt{b} = \\sqrt{a : b}$.',
          };
      return {
        lhs: `\\sqrt{${q}} : \\sqrt{${p}}`,
        rhs: truth ? `${r}` : w.rhs,
        key: truth ? 'rule_rejected' : w.key,
        fb: truth ? `To prawda: $\\sqrt{${q}} : \\sqrt{${p}} = \\sqrt{${r * r}} = ${r}$.` : w.fb,
        value: r,
        work: `\\sqrt{${q}} : \\sqrt{${p}} = \\sqrt{${q} : ${p}} = \\sqrt{${r * r}} = ${r}`,
      };
    }
    if (rng.chance(0.5)) {
      const k = rng.int(2, 6);
      const b = rng.pick([2, 3, 5, 7]);
      if (k === b) return null;
      return {
        lhs: `(${k}\\sqrt{${b}})^2`,
        rhs: truth ? `${k * k * b}` : `${k * b}`,
        key: truth ? 'rule_rejected' : 'coefficient_not_squared',
        fb: truth
          ? `To prawda: $(${k}\\sqrt{${b}})^2 = ${k}^2 \\cdot (\\sqrt{${b}})^2 = ${k * k} \\cdot ${b} = ${k * k * b}$.`
          : `Do kwadratu podnosimy oba czynniki: $(${k}\\sqrt{${b}})^2 = ${k}^2 \\cdot ${b} = ${k * k * b}$.`,
        value: k * k * b,
        work: `(${k}\\sqrt{${b}})^2 = ${k * k} \\cdot ${b} = ${k * k * b}`,
      };
    }
    const [x, y, z] = rng.pick([
      [3, 4, 5],
      [6, 8, 10],
      [5, 12, 13],
      [8, 15, 17],
    ] as const);
    return {
      lhs: `\\sqrt{${x * x} + ${y * y}}`,
      rhs: truth ? `${z}` : `${x + y}`,
      key: truth ? 'rule_rejected' : 'root_of_sum_termwise',
      fb: truth
        ? `To prawda: $\\sqrt{${x * x} + ${y * y}} = \\sqrt{${z * z}} = ${z}$.`
        : `Pierwiastek z sumy nie jest sumą pierwiastków: $\\sqrt{${x * x} + ${y * y}} = \\sqrt{${z * z}} = ${z}$.`,
      value: z,
      work: `\\sqrt{${x * x} + ${y * y}} = \\sqrt{${z * z}} = ${z}`,
    };
  });
}

/** The misconception behind a false root identity, in one sentence (the work is shown before it). */
const ROOT_MISTAKE: Readonly<Record<string, string>> = {
  product_as_sum: 'Iloczyn pierwiastków to pierwiastek z iloczynu, a nie z sumy.',
  quotient_as_difference: 'Iloraz pierwiastków to pierwiastek z ilorazu, a nie z różnicy.',
  no_root: 'Zapomniano obliczyć pierwiastek.',
  coefficient_not_squared: 'Do kwadratu podnosimy oba czynniki, także liczbę przed pierwiastkiem.',
  root_of_sum_termwise: 'Pierwiastek z sumy nie jest sumą pierwiastków.',
};

function rootStatement(st: RootStatement, truth: boolean): PfStatement {
  return {
    text: `Prawdziwa jest równość $${st.lhs} = ${st.rhs}$.`,
    truth,
    why: truth ? `$${st.work}$.` : `$${st.work}$, a nie $${st.rhs}$. ${ROOT_MISTAKE[st.key] ?? ''}`.trim(),
    steps: [
      numberStep({
        prompt: `Oblicz wartość lewej strony: $${st.lhs}$.`,
        value: rat(st.value),
        hints: [
          'Przypomnij sobie: $\\sqrt{a} \\cdot \\sqrt{b} = \\sqrt{ab}$, $\\sqrt{a} : \\sqrt{b} = \\sqrt{a : b}$, $(\\sqrt{a})^2 = a$.',
          'Wykonaj działania krok po kroku.',
          `$${st.work}$`,
        ],
      }),
    ],
  };
}

/** E8 P/F (two sentences): two root identities, each true or made with a typical mistake. */
const trueOrFalse = defineTemplate({
  id: 'root_operations.prawda-falsz',
  title: 'Działania na pierwiastkach — prawda czy fałsz',
  examStyle: 'prawda_falsz',
  generate({ rng, level }): GeneratedBody {
    const { truths, first, second } = drawPair(
      rng,
      (truth) => drawRootStatement(rng, level, truth),
      (x, y) => x.lhs !== y.lhs && x.value !== y.value,
    );
    return {
      ...pfPairBody([rootStatement(first, truths[0]), rootStatement(second, truths[1])]),
      params: { lhs1: first.lhs, rhs1: first.rhs, lhs2: second.lhs, rhs2: second.rhs },
    };
  },
});

const productQuotient = defineTemplate({
  id: 'root_operations.product-quotient',
  title: 'Mnożenie i dzielenie pierwiastków',
  generate({ rng, level }): GeneratedBody {
    if (level <= 2) {
      const { p, q, v } = redraw(() => {
        const p = rng.pick([2, 3, 5, 6, 7]);
        const r = rng.int(2, level === 1 ? 6 : 9);
        // √p · √(p·r²) = p·r ; √(p·r²) : √p = r
        const q = p * r * r;
        const v = level === 1 ? p * r : r;
        return q > 500 ? null : { p, q, v };
      });
      const times = level === 1;
      const expr = times ? `\\sqrt{${p}} \\cdot \\sqrt{${q}}` : `\\sqrt{${q}} : \\sqrt{${p}}`;
      const inner = times ? p * q : q / p;
      const errors = numberErrors(rat(v), [
        {
          key: 'no_root',
          value: rat(inner),
          feedback: `Obliczono liczbę pod pierwiastkiem, ale nie wyciągnięto pierwiastka: $\\sqrt{${inner}} = ${v}$.`,
        },
        { key: 'root_as_half', value: rat(inner, 2), feedback: 'Pierwiastek to nie połowa liczby.' },
        times
          ? {
              key: 'product_as_sum',
              value: rat(p + q),
              feedback:
                'Pod pierwiastkiem liczby mnożymy, a nie dodajemy: $\\sqrt{a} \\cdot \\sqrt{b} = \\sqrt{a \\cdot b}$.',
            }
          : {
              key: 'quotient_as_difference',
              value: rat(q - p),
              feedback: 'Pod pierwiastkiem liczby dzielimy, a nie odejmujemy: $\\sqrt{a} : \\sqrt{b} = \\sqrt{a : b}$.',
            },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz: $${expr}$.`,
        answer: numberAnswer(v),
        answerHint: 'Wpisz liczbę.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Zapisz jako jeden pierwiastek: $${expr} = \\sqrt{x}$. Ile wynosi $x$?`,
            value: rat(inner),
            hints: [
              times ? '$\\sqrt{a} \\cdot \\sqrt{b} = \\sqrt{a \\cdot b}$' : '$\\sqrt{a} : \\sqrt{b} = \\sqrt{a : b}$',
              times ? `$${p} \\cdot ${q}$` : `$${q} : ${p}$`,
              `$x = ${inner}$`,
            ],
          }),
          numberStep({
            prompt: `Oblicz $\\sqrt{${inner}}$.`,
            value: rat(v),
            hints: [
              'Jaka liczba podniesiona do kwadratu daje liczbę pod pierwiastkiem?',
              `Sprawdź $${v}^2$.`,
              `$\\sqrt{${inner}} = ${v}$`,
            ],
            errors: [{ code: 'root_as_half', value: rat(inner, 2), feedback: 'Pierwiastek to nie połowa liczby.' }],
          }),
        ],
        solution: `$${expr} = \\sqrt{${inner}} = ${v}$`,
        params: { p, q },
      };
    }
    const { k, b } = redraw(() => {
      const k = rng.int(2, 7);
      const b = rng.pick([2, 3, 5, 6, 7]);
      return k === b ? null : { k, b };
    });
    const v = k * k * b;
    const errors = numberErrors(rat(v), [
      {
        key: 'coefficient_not_squared',
        value: rat(k * b),
        feedback: `Do kwadratu podnosimy oba czynniki: $(${k}\\sqrt{${b}})^2 = ${k}^2 \\cdot (\\sqrt{${b}})^2$.`,
      },
      {
        key: 'root_not_removed',
        value: rat(k * k),
        feedback: `$(\\sqrt{${b}})^2 = ${b}$ — nie zapomnij pomnożyć przez ${b}.`,
      },
      { key: 'squared_all', value: rat(k * k * b * b), feedback: `$(\\sqrt{${b}})^2 = ${b}$, a nie $${b}^2$.` },
    ]);
    return {
      type: 'numeric',
      stem: `Oblicz: $(${k}\\sqrt{${b}})^2$.`,
      answer: numberAnswer(v),
      answerHint: 'Wpisz liczbę.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Oblicz $${k}^2$.`,
          value: rat(k * k),
          hints: ['Potęga iloczynu: $(a \\cdot b)^2 = a^2 \\cdot b^2$.', `$${k} \\cdot ${k}$`, `$${k * k}$`],
        }),
        numberStep({
          prompt: `Oblicz $(\\sqrt{${b}})^2$.`,
          value: rat(b),
          hints: [
            'Kwadrat pierwiastka kwadratowego to liczba pod pierwiastkiem.',
            `$(\\sqrt{a})^2 = a$`,
            `$(\\sqrt{${b}})^2 = ${b}$`,
          ],
          errors: [
            { code: 'squared_all', value: rat(b * b), feedback: 'Kwadrat pierwiastka to liczba spod pierwiastka.' },
          ],
        }),
        numberStep({
          prompt: 'Pomnóż wyniki.',
          value: rat(v),
          hints: ['Pomnóż oba kwadraty.', `$${k * k} \\cdot ${b}$`, `$${v}$`],
        }),
      ],
      solution: `$(${k}\\sqrt{${b}})^2 = ${k}^2 \\cdot (\\sqrt{${b}})^2 = ${k * k} \\cdot ${b} = ${v}$`,
      params: { k, b },
    };
  },
});

export const rootOperationsTemplates: readonly QuestionTemplate[] = [extractFactor, productQuotient, trueOrFalse];
