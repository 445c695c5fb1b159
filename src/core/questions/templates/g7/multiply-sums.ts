import { rat } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { type GeneratedBody, nonZeroInt, redraw } from '../../kit/draw.ts';
import { type PfStatement, drawTruths, pfPairBody } from '../../kit/true-false-pair.ts';
import { escapeRegex, step, numberStep } from '../../kit/steps.ts';
import { polyExpr, polyText } from '../../kit/format.ts';
import type { CommonError, Level, QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

/** Quadratic ax² + bx + c (a may be 0 for a linear result). */
interface Quad {
  a: number;
  b: number;
  c: number;
}
interface WrongQuad extends Quad {
  key: string;
  feedback: string;
}

const terms = (q: Quad): [number, string][] => [
  [q.a, 'x^2'],
  [q.b, 'x'],
  [q.c, ''],
];
const quadTex = (q: Quad): string => polyText(terms(q));
const quadExpr = (q: Quad): string => polyExpr(terms(q));
const quadTyped = (q: Quad): string => quadExpr(q).replace(/\*/g, '');
const same = (p: Quad, q: Quad): boolean => p.a === q.a && p.b === q.b && p.c === q.c;
/** (px + q) in KaTeX with tidy signs. */
const binTex = (p: number, q: number): string =>
  `(${polyText([
    [p, 'x'],
    [q, ''],
  ])})`;

interface Product {
  tex: string;
  answer: Quad;
  wrong: WrongQuad[];
  /** Factors (p1 x + q1)(p2 x + q2); p1 = 0 means a number times a sum. */
  p1: number;
  q1: number;
  p2: number;
  q2: number;
}

function drawProduct(rng: Rng, level: Level): Product {
  return redraw<Product>(() => {
    if (level === 1) {
      const k = nonZeroInt(rng, -6, 6);
      const p = rng.int(2, 7);
      const q = nonZeroInt(rng, -9, 9);
      // q = p would make the two partial products look the same (3·6 and 3·6).
      if (Math.abs(k) === 1 || q === p) return null;
      const answer = { a: 0, b: k * p, c: k * q };
      const wrong: WrongQuad[] = [
        {
          key: 'multiply_first_only',
          a: 0,
          b: k * p,
          c: q,
          feedback: `Liczbę $${k}$ trzeba pomnożyć przez każdy wyraz w nawiasie, także przez $${q}$.`,
        },
        {
          key: 'sign_error',
          a: 0,
          b: k * p,
          c: -k * q,
          feedback:
            'Sprawdź znak drugiego iloczynu: liczby o różnych znakach dają iloczyn ujemny, o jednakowych — dodatni.',
        },
      ];
      const tex = `${k}${binTex(p, q)}`;
      return { tex, answer, wrong, p1: 0, q1: k, p2: p, q2: q };
    }
    const p1 = level === 2 ? 1 : rng.int(2, 4);
    const p2 = level === 2 ? 1 : nonZeroInt(rng, -3, 3);
    const q1 = nonZeroInt(rng, -9, 9);
    const q2 = nonZeroInt(rng, -9, 9);
    if (level === 3 && Math.abs(p2) === 1 && rng.chance(0.5)) return null;
    const answer = { a: p1 * p2, b: p1 * q2 + q1 * p2, c: q1 * q2 };
    if (answer.b === 0) return null;
    const wrong: WrongQuad[] = [
      {
        key: 'first_last_only',
        a: answer.a,
        b: 0,
        c: answer.c,
        feedback:
          'Pomnożono tylko pierwsze wyrazy i ostatnie wyrazy. Każdy wyraz pierwszego nawiasu mnożymy przez każdy wyraz drugiego.',
      },
      {
        key: 'sign_error',
        a: answer.a,
        b: -answer.b,
        c: answer.c,
        feedback: 'Pomylono znak wyrazu z $x$. Policz osobno oba iloczyny „środkowe” razem ze znakami i dodaj je.',
      },
      {
        key: 'x_not_squared',
        a: 0,
        b: answer.a + answer.b,
        c: answer.c,
        feedback: `$x \\cdot x = x^2$, a nie $x$. Wyrazu z $x^2$ nie łączymy z wyrazami z $x$.`,
      },
    ];
    const all = [answer, ...wrong];
    if (all.some((w, i) => all.some((v, j) => i < j && same(w, v)))) return null;
    return { tex: `${binTex(p1, q1)}${binTex(p2, q2)}`, answer, wrong, p1, q1, p2, q2 };
  });
}

function productSteps(d: Product): QuestionStep[] {
  const steps: QuestionStep[] = [];
  const { answer } = d;
  if (d.p1 === 0) {
    const k = d.q1;
    steps.push(
      numberStep({
        prompt: `Ile wynosi współczynnik przy $x$, czyli $${k} \\cdot ${d.p2}$?`,
        value: rat(k * d.p2),
        hints: [
          'Pomnóż liczbę przed nawiasem przez pierwszy wyraz.',
          'Pamiętaj o znaku.',
          `$${k} \\cdot ${d.p2} = ${k * d.p2}$`,
        ],
      }),
      numberStep({
        prompt: `Ile wynosi wyraz wolny, czyli $${k < 0 ? `(${k})` : k} \\cdot ${d.q2 < 0 ? `(${d.q2})` : d.q2}$?`,
        value: rat(k * d.q2),
        hints: [
          'Pomnóż liczbę przed nawiasem przez drugi wyraz.',
          k * d.q2 < 0
            ? 'Liczby mają różne znaki, więc iloczyn jest ujemny.'
            : 'Liczby mają jednakowe znaki, więc iloczyn jest dodatni.',
          `$${k * d.q2}$`,
        ],
        errors: [{ code: 'sign_error', value: rat(-k * d.q2), feedback: 'Sprawdź znak iloczynu.' }],
      }),
    );
  } else {
    steps.push(
      numberStep({
        prompt: 'Jaki współczynnik stoi przy $x^2$ po wymnożeniu?',
        value: rat(answer.a),
        hints: [
          '$x^2$ powstaje z pomnożenia pierwszych wyrazów obu nawiasów.',
          `Pomnóż $${d.p1} \\cdot ${d.p2 < 0 ? `(${d.p2})` : d.p2}$.`,
          `$${answer.a}$`,
        ],
      }),
      numberStep({
        prompt: 'Jaki współczynnik stoi przy $x$ (po redukcji wyrazów podobnych)?',
        value: rat(answer.b),
        hints: [
          'Wyrazy z $x$ powstają z dwóch iloczynów: pierwszy wyraz razy drugi i drugi razy pierwszy.',
          `Dodaj $${d.p1} \\cdot ${d.q2 < 0 ? `(${d.q2})` : d.q2}$ i $${d.q1 < 0 ? `(${d.q1})` : d.q1} \\cdot ${d.p2 < 0 ? `(${d.p2})` : d.p2}$.`,
          `$${d.p1 * d.q2} + ${d.q1 * d.p2 < 0 ? `(${d.q1 * d.p2})` : d.q1 * d.p2} = ${answer.b}$`,
        ],
        errors: [{ code: 'first_last_only', value: rat(0), feedback: 'Nie pomijaj iloczynów „środkowych”.' }],
      }),
      numberStep({
        prompt: 'Ile wynosi wyraz wolny (bez $x$)?',
        value: rat(answer.c),
        hints: [
          'Wyraz wolny to iloczyn wyrazów bez $x$.',
          `$${d.q1} \\cdot ${d.q2 < 0 ? `(${d.q2})` : d.q2}$`,
          `$${answer.c}$`,
        ],
      }),
    );
  }
  steps.push(
    step({
      prompt: 'Zapisz wynik w postaci sumy algebraicznej.',
      expected: quadTyped(answer),
      patterns: [`^${escapeRegex(quadTyped(answer))}$`],
      hints: [
        'Zapisz wyrazy od najwyższej potęgi $x$.',
        'Skorzystaj z wyników poprzednich kroków.',
        `$${quadTex(answer)}$`,
      ],
      errors: d.wrong.map((w) => ({ code: w.key, patterns: [`^${escapeRegex(quadTyped(w))}$`], feedback: w.feedback })),
    }),
  );
  return steps;
}

/** Worked solution: each coefficient the steps ask for, then the whole expansion. */
function productSolution(d: Product): string {
  const paren = (v: number) => (v < 0 ? `(${v})` : String(v));
  const result = `Zatem $${d.tex} = ${quadTex(d.answer)}$.`;
  if (d.p1 === 0) {
    return `Mnożymy liczbę przed nawiasem przez każdy wyraz w nawiasie: $${d.q1} \\cdot ${paren(d.p2)} = ${d.answer.b}$ (współczynnik przy $x$) i $${paren(d.q1)} \\cdot ${paren(d.q2)} = ${d.answer.c}$ (wyraz wolny). ${result}`;
  }
  const x2 = `Współczynnik przy $x^2$: $${paren(d.p1)} \\cdot ${paren(d.p2)} = ${d.answer.a}$.`;
  const x1 = `Współczynnik przy $x$: $${paren(d.p1)} \\cdot ${paren(d.q2)} + ${paren(d.q1)} \\cdot ${paren(d.p2)} = ${d.p1 * d.q2} + ${paren(d.q1 * d.p2)} = ${d.answer.b}$.`;
  const x0 = `Wyraz wolny: $${paren(d.q1)} \\cdot ${paren(d.q2)} = ${d.answer.c}$.`;
  return `Mnożymy każdy wyraz pierwszego nawiasu przez każdy wyraz drugiego. ${x2} ${x1} ${x0} ${result}`;
}

const expand = defineTemplate({
  id: 'multiply_sums.expand',
  title: 'Mnożenie sum algebraicznych',
  generate({ rng, level }): GeneratedBody {
    const d = drawProduct(rng, level);
    const commonErrors: CommonError[] = d.wrong.map((w) => ({
      key: w.key,
      wrong: { kind: 'expression', expr: quadExpr(w) },
      feedback: w.feedback,
    }));
    return {
      type: 'expression',
      stem: `Wykonaj mnożenie i zapisz wynik w najprostszej postaci: $${d.tex}$.`,
      answer: { kind: 'expression', expr: quadExpr(d.answer), variables: ['x'], form: 'expanded' },
      answerHint: level === 1 ? 'Wpisz sumę algebraiczną, np. 6x-15.' : 'Wpisz sumę algebraiczną, np. x^2+2x-15.',
      steps: productSteps(d),
      commonErrors,
      solution: productSolution(d),
      params: { p1: d.p1, q1: d.q1, p2: d.p2, q2: d.q2 },
    };
  },
});

/** KaTeX list of the partial products, e.g. x · x, x · (−7), 5 · x, 5 · (−7). */
function partialProducts(d: Product): string {
  const paren = (v: number) => (v < 0 ? `(${v})` : String(v));
  const xTerm = (p: number) => (p === 1 ? 'x' : p === -1 ? '(-x)' : p < 0 ? `(${p}x)` : `${p}x`);
  if (d.p1 === 0) return `${d.q1} \\cdot ${xTerm(d.p2)},\\; ${d.q1} \\cdot ${paren(d.q2)}`;
  return [
    `${xTerm(d.p1)} \\cdot ${xTerm(d.p2)}`,
    `${xTerm(d.p1)} \\cdot ${paren(d.q2)}`,
    `${paren(d.q1)} \\cdot ${xTerm(d.p2)}`,
    `${paren(d.q1)} \\cdot ${paren(d.q2)}`,
  ].join(',\\; ');
}

/** One sentence "dla każdej liczby x: product = expansion", true or with a typical mistake. */
function expansionStatement(rng: Rng, d: Product, truth: boolean): PfStatement {
  const shownWrong = rng.pick(d.wrong);
  const shown = truth ? d.answer : shownWrong;
  const equality = `$${d.tex} = ${quadTex(d.answer)}$`;
  return {
    text: `Dla każdej liczby $x$ prawdziwa jest równość $${d.tex} = ${quadTex(shown)}$.`,
    truth,
    why: truth ? `po wymnożeniu otrzymujemy ${equality}.` : `poprawnie ${equality}. ${shownWrong.feedback}`,
    steps: [
      step({
        prompt: `Wymnóż $${d.tex}$ i zapisz wynik w postaci sumy algebraicznej.`,
        expected: quadTyped(d.answer),
        patterns: [`^${escapeRegex(quadTyped(d.answer))}$`],
        hints: [
          d.p1 === 0
            ? 'Pomnóż liczbę przed nawiasem przez każdy wyraz w nawiasie.'
            : 'Pomnóż każdy wyraz pierwszego nawiasu przez każdy wyraz drugiego, potem zredukuj wyrazy podobne.',
          `Policz iloczyny: $${partialProducts(d)}$.`,
          equality,
        ],
        errors: d.wrong.map((w) => ({
          code: w.key,
          patterns: [`^${escapeRegex(quadTyped(w))}$`],
          feedback: w.feedback,
        })),
      }),
    ],
  };
}

/** E8 P/F (two sentences): "(x + a)(x + b) = …" — true expansions or ones made with a typical mistake. */
const expandTrueFalse = defineTemplate({
  id: 'multiply_sums.e8-true-false',
  title: 'Iloczyn sum — prawda czy fałsz',
  examStyle: 'prawda_falsz',
  generate({ rng, level }): GeneratedBody {
    const truths = drawTruths(rng);
    const first = drawProduct(rng, level);
    const second = redraw(() => {
      const d = drawProduct(rng, level);
      return d.tex === first.tex ? null : d;
    });
    const body = pfPairBody([expansionStatement(rng, first, truths[0]), expansionStatement(rng, second, truths[1])]);
    return {
      ...body,
      params: { product1: first.tex, product2: second.tex, truth1: truths[0], truth2: truths[1] },
    };
  },
});

export const multiplySumsTemplates: readonly QuestionTemplate[] = [expand, expandTrueFalse];
