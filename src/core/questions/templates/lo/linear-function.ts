import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer, INTEGER_OR_FRACTION_HINT } from '../../kit/numbers.ts';
import { nonZeroInt, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { texParenIfNeg } from '../../kit/format.ts';
import { rat, add, sub, mul, div, neg, type Rational } from '../../../math/rational.ts';
import { texRational } from '../../../text/format.ts';
import { coordinatePlane, svgDoc, svgDot } from '../../figures.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

const tr = (r: Rational): string => texRational(r);
/** y = ax + b as KaTeX with tidy coefficients. */
function lineTex(a: Rational, b: Rational): string {
  const aTex = a.n === 1 && a.d === 1 ? '' : a.n === -1 && a.d === 1 ? '-' : tr(a);
  const bPart = b.n === 0 ? '' : b.n < 0 ? ` - ${tr(neg(b))}` : ` + ${tr(b)}`;
  return `y = ${aTex}x${bPart}`;
}

const slopeFromPoints = defineTemplate({
  id: 'linear_function.slope-from-points',
  title: 'Współczynniki prostej przez dwa punkty',
  generate({ rng, level }): Item {
    const { x1, y1, x2, y2 } = redraw(() => {
      const x1 = rng.int(-6, 5);
      const x2 = rng.int(x1 + 1, 7);
      const y1 = rng.int(-6, 6);
      const y2 = rng.int(-6, 6);
      const dx = x2 - x1;
      const dy = y2 - y1;
      if (dy === 0 || Math.abs(dy) === Math.abs(dx) || x2 === 0) return null;
      if (level === 1 && dy % dx !== 0) return null;
      if (level === 2 && dy % dx === 0) return null;
      return { x1, y1, x2, y2 };
    });
    const a = rat(y2 - y1, x2 - x1);
    const b = sub(rat(y1), mul(a, rat(x1)));
    const askB = level === 3;
    const correct = askB ? b : a;
    const mistakes: NumericMistake[] = askB
      ? [
          {
            key: 'b_sign',
            value: add(rat(y1), mul(a, rat(x1))),
            feedback: `Z równania $${y1} = ${tr(a)} \\cdot ${texParenIfNeg(rat(x1))} + b$ wyznacz $b$, przenosząc iloczyn ze zmianą znaku.`,
          },
          {
            key: 'slope_as_b',
            value: a,
            feedback:
              'To współczynnik kierunkowy $a$. Wyraz wolny $b$ obliczysz, podstawiając współrzędne punktu do $y = ax + b$.',
          },
          {
            key: 'inverted_slope',
            value: sub(rat(y1), mul(rat(x2 - x1, y2 - y1), rat(x1))),
            feedback:
              'Współczynnik kierunkowy to $\\frac{y_B - y_A}{x_B - x_A}$ — różnica igreków przez różnicę iksów, nie odwrotnie.',
          },
        ]
      : [
          {
            key: 'inverted_slope',
            value: rat(x2 - x1, y2 - y1),
            feedback: 'Odwrócono iloraz. $a = \\frac{y_B - y_A}{x_B - x_A}$ — różnica igreków w liczniku.',
          },
          {
            key: 'sign_mixed',
            value: rat(y2 - y1, x1 - x2),
            feedback: 'Odejmuj w tej samej kolejności w liczniku i mianowniku: $\\frac{y_B - y_A}{x_B - x_A}$.',
          },
          {
            key: 'slope_as_zero',
            value: rat(y2, x2),
            feedback:
              'Nie dziel współrzędnych jednego punktu. Współczynnik to iloraz RÓŻNIC współrzędnych dwóch punktów.',
          },
        ];
    const aSol = `$a = \\frac{${String(y2)} - ${texParenIfNeg(rat(y1))}}{${String(x2)} - ${texParenIfNeg(rat(x1))}} = \\frac{${y2 - y1}}{${x2 - x1}}${a.d !== x2 - x1 || a.n !== y2 - y1 || x2 - x1 === 1 ? ` = ${tr(a)}` : ''}$`;
    const sol = askB
      ? `${aSol}. Podstawiamy punkt $A$: $${y1} = ${tr(a)} \\cdot ${texParenIfNeg(rat(x1))} + b$, więc $b = ${tr(b)}$. Prosta: $${lineTex(a, b)}$.`
      : `${aSol}.`;
    const lim = 8;
    const plane = coordinatePlane(-lim, lim, -lim, lim);
    const A = plane.toPx(x1, y1);
    const B = plane.toPx(x2, y2);
    const body =
      plane.body + svgDot(A) + svgDot(B) + plane.label(x1, y1, 'A', [[x2, y2]]) + plane.label(x2, y2, 'B', [[x1, y1]]);
    return {
      type: 'fraction',
      stem: `Prosta przechodzi przez punkty $A = (${String(x1)};\\ ${String(y1)})$ i $B = (${String(x2)};\\ ${String(y2)})$. ${askB ? 'Wyznacz wyraz wolny $b$ we wzorze $y = ax + b$ tej prostej.' : 'Oblicz współczynnik kierunkowy $a$ tej prostej.'}`,
      figure: svgDoc(plane.width, plane.height, body, 'Punkty A i B w układzie współrzędnych'),
      answer: numberAnswer(correct, { preferFraction: true }),
      answerHint: INTEGER_OR_FRACTION_HINT,
      steps: [
        numberStep({
          prompt: 'Oblicz $y_B - y_A$.',
          value: rat(y2 - y1),
          hints: [
            'Odejmij drugą współrzędną punktu $A$ od drugiej współrzędnej punktu $B$.',
            'Uważaj na minusy — weź liczby ujemne w nawias.',
            `$${String(y2)} - ${texParenIfNeg(rat(y1))} = ${y2 - y1}$`,
          ],
        }),
        numberStep({
          prompt: 'Oblicz współczynnik kierunkowy $a$.',
          value: a,
          hints: ['$a = \\frac{y_B - y_A}{x_B - x_A}$', `$x_B - x_A = ${x2 - x1}$`, aSol],
          errors: askB ? [] : stepErrors(mistakes),
        }),
        ...(askB
          ? [
              numberStep({
                prompt: 'Oblicz wyraz wolny $b$.',
                value: b,
                hints: [
                  'Podstaw współrzędne punktu $A$ do wzoru $y = ax + b$.',
                  `$${y1} = ${tr(a)} \\cdot ${texParenIfNeg(rat(x1))} + b$`,
                  `$b = ${tr(b)}$`,
                ],
                errors: stepErrors(mistakes),
              }),
            ]
          : []),
      ],
      commonErrors: numberErrors(correct, mistakes),
      solution: sol,
      params: { x1, y1, x2, y2 },
    };
  },
});

const parallelPerpendicular = defineTemplate({
  id: 'linear_function.parallel-perpendicular',
  title: 'Prosta równoległa lub prostopadła przez punkt',
  generate({ rng, level }): Item {
    const { a, b, p, q } = redraw(() => {
      const a = level === 3 ? rat(nonZeroInt(rng, -4, 4), rng.pick([2, 3, 5])) : rat(nonZeroInt(rng, -5, 5));
      if (Math.abs(a.n) === 1 && a.d === 1 && level === 2) return null;
      if (a.d === 1 && level === 3) return null;
      const b = rat(nonZeroInt(rng, -8, 8));
      const unit = level === 1 ? 1 : Math.abs(a.n);
      const p = nonZeroInt(rng, -4, 4) * unit;
      const q = nonZeroInt(rng, -8, 8);
      return Math.abs(p) <= 12 ? { a, b, p, q } : null;
    });
    const perpendicular = level > 1;
    const slope = perpendicular ? div(rat(-1), a) : a;
    const P = rat(p);
    const correct = sub(rat(q), mul(slope, P));
    const mistakes: NumericMistake[] = perpendicular
      ? [
          {
            key: 'perpendicular_as_negative',
            value: sub(rat(q), mul(neg(a), P)),
            feedback:
              'Współczynnik prostej prostopadłej to $-\\frac{1}{a}$ (liczba przeciwna i odwrotna), a nie tylko $-a$.',
          },
          {
            key: 'perpendicular_as_reciprocal',
            value: sub(rat(q), mul(div(rat(1), a), P)),
            feedback: 'Oprócz odwrotności trzeba wziąć liczbę przeciwną: $a_2 = -\\frac{1}{a_1}$.',
          },
          {
            key: 'b_copied',
            value: b,
            feedback: 'Wyraz wolny nowej prostej trzeba obliczyć z warunku, że przechodzi ona przez punkt $P$.',
          },
          {
            key: 'b_sign',
            value: add(rat(q), mul(slope, P)),
            feedback: 'Wyznaczając $b$, przenieś iloczyn $a \\cdot x_P$ na drugą stronę ze zmianą znaku.',
          },
        ]
      : [
          {
            key: 'b_copied',
            value: b,
            feedback:
              'Proste równoległe mają ten sam współczynnik $a$, ale wyraz wolny trzeba obliczyć z warunku, że prosta przechodzi przez $P$.',
          },
          {
            key: 'b_sign',
            value: add(rat(q), mul(slope, P)),
            feedback: 'Wyznaczając $b$, przenieś iloczyn $a \\cdot x_P$ na drugą stronę ze zmianą znaku.',
          },
          {
            key: 'perpendicular_as_negative',
            value: sub(rat(q), mul(neg(a), P)),
            feedback: 'Proste równoległe mają RÓWNE współczynniki kierunkowe — nie zmieniaj znaku.',
          },
        ];
    const sol = `${perpendicular ? `Współczynnik $a_l$ prostej prostopadłej spełnia warunek $${tr(a)} \\cdot a_l = -1$, czyli $a_l = ${tr(slope)}$` : `Prosta równoległa ma ten sam współczynnik $a = ${tr(a)}$`}. Podstawiamy $P$: $${q} = ${tr(slope)} \\cdot ${texParenIfNeg(P)} + b$, więc $b = ${tr(correct)}$. Szukana prosta: $${lineTex(slope, correct)}$.`;
    return {
      type: 'fraction',
      stem: `Prosta $k$ ma równanie $${lineTex(a, b)}$. Prosta $l$ jest ${perpendicular ? 'prostopadła' : 'równoległa'} do prostej $k$ i przechodzi przez punkt $P = (${String(p)};\\ ${String(q)})$. Wyznacz wyraz wolny $b$ w równaniu prostej $l$ w postaci $y = ax + b$.`,
      answer: numberAnswer(correct, { preferFraction: true }),
      answerHint: INTEGER_OR_FRACTION_HINT,
      steps: [
        numberStep({
          prompt: 'Jaki jest współczynnik kierunkowy prostej $l$?',
          value: slope,
          hints: [
            perpendicular
              ? 'Iloczyn współczynników kierunkowych prostych prostopadłych jest równy $-1$.'
              : 'Proste równoległe mają równe współczynniki kierunkowe.',
            perpendicular ? '$a_l = -\\frac{1}{a_k}$' : '$a_l = a_k$',
            `$a_l = ${tr(slope)}$`,
          ],
          errors: perpendicular
            ? [
                {
                  code: 'perpendicular_as_negative',
                  value: neg(a),
                  feedback: 'Trzeba wziąć liczbę przeciwną i odwrotną.',
                },
                {
                  code: 'perpendicular_as_reciprocal',
                  value: div(rat(1), a),
                  feedback: 'Odwrotność trzeba jeszcze wziąć ze znakiem przeciwnym.',
                },
              ]
            : [],
        }),
        numberStep({
          prompt: 'Oblicz wyraz wolny $b$ prostej $l$.',
          value: correct,
          hints: [
            'Podstaw współrzędne punktu $P$ do wzoru $y = ax + b$.',
            `$${q} = ${tr(slope)} \\cdot ${texParenIfNeg(P)} + b$`,
            `$b = ${tr(correct)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(correct, mistakes),
      solution: sol,
      params: { a: tr(a), b: tr(b), p, q },
    };
  },
});

const monotonicParameter = defineTemplate({
  id: 'linear_function.monotonic-parameter',
  title: 'Monotoniczność funkcji liniowej z parametrem',
  generate({ rng, level }): Item {
    const { p, q, c } = redraw(() => {
      const p = level === 3 ? -rng.int(2, 6) : rng.int(2, 6);
      const q = nonZeroInt(rng, -12, 12);
      const c = nonZeroInt(rng, -9, 9);
      return level === 1 && q % p !== 0 ? null : { p, q, c };
    });
    const increasing = level === 2 ? false : rng.chance(0.5);
    const m0 = rat(-q, p);
    const coefTex = `${p === 1 ? '' : p === -1 ? '-' : p}m ${q < 0 ? '-' : '+'} ${Math.abs(q)}`;
    // (p·m + q) > 0 for increasing, < 0 for decreasing; dividing by p < 0 flips the sign.
    const wantGreater = increasing === p > 0;
    const set = (greater: boolean, closed: boolean, v: Rational): string =>
      greater
        ? `$${closed ? '\\langle ' : '('}${tr(v)}; +\\infty)$`
        : `$(-\\infty; ${tr(v)}${closed ? '\\rangle' : ')'}$`;
    const correct = set(wantGreater, false, m0);
    const distractors = [
      p < 0
        ? {
            text: set(!wantGreater, false, m0),
            errorKey: 'sign_not_flipped',
            feedback: 'Dzieląc nierówność przez liczbę ujemną, trzeba zmienić jej zwrot.',
          }
        : {
            text: set(!wantGreater, false, m0),
            errorKey: 'direction_reversed',
            feedback: increasing
              ? 'Funkcja liniowa jest rosnąca, gdy współczynnik kierunkowy jest DODATNI.'
              : 'Funkcja liniowa jest malejąca, gdy współczynnik kierunkowy jest UJEMNY.',
          },
      {
        text: set(wantGreater, true, m0),
        errorKey: 'constant_included',
        feedback: `Dla $m = ${tr(m0)}$ współczynnik kierunkowy jest równy 0 i funkcja jest stała — ani rosnąca, ani malejąca.`,
      },
      {
        text: set(wantGreater, false, neg(m0)),
        errorKey: 'sign_error',
        feedback: 'Sprawdź znak: przenosząc wyraz wolny na drugą stronę nierówności, zmień jego znak.',
      },
    ];
    const { options, answer } = mcqFromErrors(
      rng,
      correct,
      distractors.map((d) => ({ text: d.text, errorKey: d.errorKey })),
    );
    const word = increasing ? 'rosnąca' : 'malejąca';
    const ineq = increasing ? '>' : '<';
    const sol = `Funkcja liniowa jest ${word}, gdy jej współczynnik kierunkowy jest ${increasing ? 'dodatni' : 'ujemny'}: $${coefTex} ${ineq} 0$, czyli $m ${wantGreater ? '>' : '<'} ${tr(m0)}$${p < 0 ? ' (dzielimy przez liczbę ujemną, więc zmieniamy zwrot)' : ''}. Dla $m = ${tr(m0)}$ współczynnik kierunkowy jest równy 0, więc funkcja jest stała, a nie ${word}. Dlatego przedział jest otwarty: ${correct}.`;
    return {
      type: 'mcq',
      stem: `Funkcja liniowa $f(x) = (${coefTex})x ${c < 0 ? '-' : '+'} ${Math.abs(c)}$ jest ${word} wtedy i tylko wtedy, gdy $m$ należy do przedziału`,
      options,
      answer,
      steps: [
        numberStep({
          prompt: 'Dla jakiego $m$ współczynnik kierunkowy jest równy 0?',
          value: m0,
          hints: [
            'Współczynnik kierunkowy to liczba w nawiasie przy $x$.',
            `Rozwiąż równanie $${coefTex} = 0$.`,
            `$m = ${tr(m0)}$`,
          ],
          errors: [
            { code: 'sign_error', value: neg(m0), feedback: 'Uważaj na znak przy przenoszeniu wyrazu wolnego.' },
          ],
        }),
        step({
          prompt: `Czy dla $m = ${tr(m0)}$ funkcja jest ${word}? Wpisz „tak” albo „nie”.`,
          expected: 'nie',
          patterns: ['^nie$'],
          hints: [
            'Podstaw tę wartość $m$ do wzoru funkcji.',
            'Współczynnik kierunkowy równy 0 oznacza funkcję stałą.',
            'Nie — funkcja jest wtedy stała.',
          ],
          errors: [
            { code: 'constant_included', patterns: ['^tak$'], feedback: 'Dla tej wartości $m$ funkcja jest stała.' },
          ],
        }),
      ],
      commonErrors: distractors
        .filter((d) => options.some((o) => o.errorKey === d.errorKey))
        .map((d) => textError(d.errorKey, d.text, d.feedback)),
      solution: sol,
      params: { p, q, c, increasing },
    };
  },
});

export const linearFunctionTemplates: readonly QuestionTemplate[] = [
  slopeFromPoints,
  parallelPerpendicular,
  monotonicParameter,
];
