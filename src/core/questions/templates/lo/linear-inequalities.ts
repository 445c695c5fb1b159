import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { nonZeroInt, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { polyText } from '../../kit/format.ts';
import { rat, type Rational } from '../../../math/rational.ts';
import { texRational } from '../../../text/format.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

type Rel = '<' | '>' | '\\le' | '\\ge';
const flip: Record<Rel, Rel> = { '<': '>', '>': '<', '\\le': '\\ge', '\\ge': '\\le' };
const toggleStrict: Record<Rel, Rel> = { '<': '\\le', '\\le': '<', '>': '\\ge', '\\ge': '>' };

function setTex(rel: Rel, t: Rational): string {
  const v = texRational(t);
  switch (rel) {
    case '<':
      return `$(-\\infty; ${v})$`;
    case '\\le':
      return `$(-\\infty; ${v}\\rangle$`;
    case '>':
      return `$(${v}; +\\infty)$`;
    case '\\ge':
      return `$\\langle ${v}; +\\infty)$`;
  }
}

function floorR(r: Rational): number {
  return Math.floor(r.n / r.d);
}
function ceilR(r: Rational): number {
  return Math.ceil(r.n / r.d);
}

const solutionSet = defineTemplate({
  id: 'linear_inequalities.solution-set',
  title: 'Zbiór rozwiązań nierówności liniowej',
  generate({ rng, level }): Item {
    const rel = rng.pick<Rel>(['<', '>', '\\le', '\\ge']);
    // Inequality a1·x + b1 rel a2·x + b2 ⇔ (a1 − a2)·x rel b2 − b1.
    const { a1, b1, a2, b2 } = redraw(() => {
      const a1 = level === 1 ? rng.int(2, 7) : level === 2 ? -rng.int(2, 7) : rng.int(-6, 6);
      const a2 = level === 3 ? rng.int(-6, 6) : 0;
      const b1 = nonZeroInt(rng, -12, 12);
      const b2 = rng.int(-15, 15);
      const k = a1 - a2;
      if (k === 0 || Math.abs(k) === 1 || b2 - b1 === 0) return null;
      if (level === 3 && (k > 0 || a2 === 0 || a1 === 0)) return null;
      if (level < 3 && (b2 - b1) % k !== 0 && rng.chance(0.6)) return null;
      return { a1, b1, a2, b2 };
    });
    const k = a1 - a2;
    const t = rat(b2 - b1, k);
    const finalRel = k < 0 ? flip[rel] : rel;
    const correct = setTex(finalRel, t);
    const notFlippedRel = k < 0 ? rel : flip[rel];
    const tWrongSign = rat(b2 + b1, k);
    const distractors = [
      ...(k < 0
        ? [
            {
              text: setTex(rel, t),
              errorKey: 'sign_not_flipped',
              feedback: 'Dzieląc nierówność przez liczbę ujemną, trzeba zmienić zwrot nierówności na przeciwny.',
            },
          ]
        : [
            {
              text: setTex(notFlippedRel, t),
              errorKey: 'direction_reversed',
              feedback: 'Dzielisz przez liczbę dodatnią — zwrot nierówności się nie zmienia.',
            },
          ]),
      {
        text: setTex(finalRel, tWrongSign),
        errorKey: 'sign_not_changed',
        feedback: 'Przenosząc wyraz na drugą stronę, trzeba zmienić jego znak.',
      },
      {
        text: setTex(toggleStrict[finalRel], t),
        errorKey: 'bracket_type',
        feedback:
          rel === '<' || rel === '>'
            ? 'Nierówność jest ostra, więc koniec przedziału do niego nie należy — nawias okrągły.'
            : 'Nierówność jest nieostra, więc koniec przedziału należy do zbioru — nawias $\\langle$ lub $\\rangle$.',
      },
      {
        text: setTex(finalRel, rat(-t.n, t.d)),
        errorKey: 'sign_error',
        feedback: 'Sprawdź znak liczby po podzieleniu obu stron.',
      },
    ];
    const { options, answer } = mcqFromErrors(
      rng,
      correct,
      distractors.map((d) => ({ text: d.text, errorKey: d.errorKey })),
    );
    const lhs = polyText([
      [a1, 'x'],
      [b1, ''],
    ]);
    const rhs =
      a2 === 0
        ? String(b2)
        : polyText([
            [a2, 'x'],
            [b2, ''],
          ]);
    const kTex = String(k);
    const sol = `$${lhs} ${rel} ${rhs}$ $\\Rightarrow$ $${kTex}x ${rel} ${b2 - b1}$ $\\Rightarrow$ $x ${finalRel} ${texRational(t)}$${k < 0 ? ' (dzielimy przez liczbę ujemną, więc zmieniamy zwrot)' : ''}. Zbiór rozwiązań: ${correct}.`;
    return {
      type: 'mcq',
      stem: `Zbiorem wszystkich rozwiązań nierówności $${lhs} ${rel} ${rhs}$ jest przedział`,
      options,
      answer,
      steps: [
        numberStep({
          prompt: `Przenieś wyrazy z $x$ na lewą stronę, a liczby na prawą. Jaka liczba stoi po prawej stronie?`,
          value: rat(b2 - b1),
          hints: [
            'Wyraz przeniesiony na drugą stronę zmienia znak.',
            `Od obu stron odejmij $${b1}$${a2 !== 0 ? ` i $${a2}x$` : ''}.`,
            `$${kTex}x ${rel} ${b2 - b1}$`,
          ],
          errors: [
            {
              code: 'sign_not_changed',
              value: rat(b2 + b1),
              feedback: 'Przenosząc liczbę na drugą stronę, zmień jej znak.',
            },
          ],
        }),
        numberStep({
          prompt: 'Podziel obie strony przez współczynnik przy $x$. Jaka liczba jest końcem przedziału?',
          value: t,
          hints: [
            `Podziel $${b2 - b1}$ przez $${k}$.`,
            k < 0
              ? 'Dzielisz przez liczbę ujemną — pamiętaj o zmianie zwrotu nierówności.'
              : 'Dzielisz przez liczbę dodatnią — zwrot się nie zmienia.',
            `$x ${finalRel} ${texRational(t)}$`,
          ],
          errors: [{ code: 'sign_error', value: rat(-t.n, t.d), feedback: 'Sprawdź znak ilorazu.' }],
        }),
      ],
      commonErrors: distractors
        .filter((d) => options.some((o) => o.errorKey === d.errorKey))
        .map((d) => textError(d.errorKey, d.text, d.feedback)),
      solution: sol,
      params: { a1, b1, a2, b2, rel },
    };
  },
});

const extremeInteger = defineTemplate({
  id: 'linear_inequalities.extreme-integer',
  title: 'Największa lub najmniejsza liczba całkowita spełniająca nierówność',
  generate({ rng, level }): Item {
    if (level === 3) {
      // (x + m)/k < x − n  ⇔  x + m < kx − kn  ⇔  x > (m + kn)/(k − 1)
      const { k, m, n } = redraw(() => {
        const k = rng.int(2, 5);
        const m = rng.int(1, 9);
        const n = rng.int(1, 6);
        const t = rat(m + k * n, k - 1);
        const tWrong = rat(m + n, k - 1);
        return t.d !== 1 && ceilR(t) !== ceilR(tWrong) ? { k, m, n } : null;
      });
      const t = rat(m + k * n, k - 1);
      const correct = ceilR(t);
      const mistakes: NumericMistake[] = [
        {
          key: 'multiply_one_term',
          value: rat(ceilR(rat(m + n, k - 1))),
          feedback: `Mnożąc obie strony przez ${k}, trzeba pomnożyć całą prawą stronę: $${k}(x - ${n}) = ${k}x - ${k * n}$.`,
        },
        {
          key: 'rounded_down',
          value: rat(floorR(t)),
          feedback: `Liczba $${floorR(t)}$ jest mniejsza od $${texRational(t)}$, więc nie spełnia nierówności $x > ${texRational(t)}$.`,
        },
      ];
      const sol = `Mnożymy przez ${k}: $x + ${m} < ${k}x - ${k * n}$, stąd $${m + k * n} < ${k - 1}x$, czyli $x > ${texRational(t)}$. Najmniejsza liczba całkowita większa od $${texRational(t)}$ to $${correct}$.`;
      return {
        type: 'numeric',
        stem: `Podaj najmniejszą liczbę całkowitą spełniającą nierówność $\\frac{x + ${m}}{${k}} < x - ${n}$.`,
        answer: numberAnswer(correct),
        answerHint: 'Wpisz liczbę całkowitą.',
        steps: [
          numberStep({
            prompt: `Pomnóż obie strony przez ${k} i doprowadź nierówność do postaci $${k - 1}x > \\ldots$. Jaka liczba stoi po prawej stronie?`,
            value: rat(m + k * n),
            hints: [
              `Pomnóż KAŻDY wyraz prawej strony przez ${k}.`,
              `$x + ${m} < ${k}x - ${k * n}$`,
              `$${m} + ${k * n} < ${k}x - x$, czyli $${k - 1}x > ${m + k * n}$.`,
            ],
            errors: [
              { code: 'multiply_one_term', value: rat(m + n), feedback: `Pomnóż przez ${k} także liczbę ${n}.` },
            ],
          }),
          numberStep({
            prompt: 'Podaj najmniejszą liczbę całkowitą spełniającą nierówność.',
            value: rat(correct),
            hints: [`$x > ${texRational(t)}$`, 'Szukamy najmniejszej liczby całkowitej większej od tej liczby.', sol],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(rat(correct), mistakes),
        solution: sol,
        params: { k, m, n },
      };
    }
    // Level 1: a·x + b < c with a > 0 → x < t (t integer), largest integer t − 1.
    // Level 2: b − a·x ≥ c with a > 0 → x ≤ (b − c)/a (non-integer), largest integer floor.
    const { a, b, c } = redraw(() => {
      const a = rng.int(2, 7);
      const b = nonZeroInt(rng, -12, 12);
      const c = rng.int(-15, 20);
      if (level === 1) return (c - b) % a === 0 && c !== b ? { a, b, c } : null;
      const t = rat(b - c, a);
      const tw = rat(b + c, a);
      return t.d !== 1 && floorR(t) !== floorR(tw) && c !== 0 ? { a, b, c } : null;
    });
    let correct: number;
    let mistakes: NumericMistake[];
    let stemTex: string;
    let sol: string;
    let firstStep;
    if (level === 1) {
      const t = (c - b) / a;
      correct = t - 1;
      stemTex = `${polyText([
        [a, 'x'],
        [b, ''],
      ])} < ${c}`;
      mistakes = [
        {
          key: 'strict_boundary',
          value: rat(t),
          feedback: `Nierówność jest ostra: $x < ${t}$, więc liczba ${t} jej nie spełnia.`,
        },
        {
          key: 'sign_not_changed',
          value: rat(Math.ceil((c + b) / a) - 1),
          feedback: 'Przenosząc liczbę na drugą stronę, trzeba zmienić jej znak.',
        },
        {
          key: 'forgot_divide',
          value: rat(c - b - 1),
          feedback: `To rozwiązanie nierówności $${a}x < ${c - b}$ bez dzielenia. Podziel jeszcze obie strony przez ${a}.`,
        },
      ];
      sol = `$${a}x < ${c - b}$, więc $x < ${t}$. Największa liczba całkowita mniejsza od $${t}$ to $${correct}$.`;
      firstStep = numberStep({
        prompt: `Rozwiąż nierówność. Jaka liczba jest ograniczeniem dla $x$ (w postaci $x < \\ldots$)?`,
        value: rat(t),
        hints: ['Przenieś liczbę na prawą stronę ze zmianą znaku.', `$${a}x < ${c - b}$`, `$x < ${t}$`],
        errors: [
          {
            code: 'sign_not_changed',
            value: rat(c + b, a),
            feedback: 'Przenosząc liczbę na drugą stronę, zmień jej znak.',
          },
        ],
      });
    } else {
      const t = rat(b - c, a);
      correct = floorR(t);
      stemTex = `${b} - ${a}x \\ge ${c}`;
      mistakes = [
        {
          key: 'rounded_up',
          value: rat(ceilR(t)),
          feedback: `Liczba $${ceilR(t)}$ jest większa od $${texRational(t)}$, więc nie spełnia nierówności $x \\le ${texRational(t)}$.`,
        },
        {
          key: 'sign_not_changed',
          value: rat(floorR(rat(b + c, a))),
          feedback: 'Przenosząc liczbę na drugą stronę, trzeba zmienić jej znak.',
        },
        {
          key: 'sign_error',
          value: rat(floorR(rat(c - b, a))),
          feedback: 'Dzieląc przez liczbę ujemną, zmień zwrot nierówności i pamiętaj o znaku ilorazu.',
        },
      ];
      sol = `$-${a}x \\ge ${c - b}$, dzielimy przez $-${a}$ i zmieniamy zwrot: $x \\le ${texRational(t)}$. Największa liczba całkowita spełniająca tę nierówność to $${correct}$.`;
      firstStep = numberStep({
        prompt: 'Rozwiąż nierówność. Jaka liczba jest ograniczeniem dla $x$ (w postaci $x \\le \\ldots$)?',
        value: t,
        hints: [
          'Przenieś liczbę na prawą stronę ze zmianą znaku.',
          `$-${a}x \\ge ${c - b}$. Dzielisz przez liczbę ujemną — zmień zwrot.`,
          `$x \\le ${texRational(t)}$`,
        ],
        errors: [
          { code: 'sign_error', value: rat(c - b, a), feedback: 'Dzielisz przez liczbę ujemną: iloraz zmienia znak.' },
        ],
      });
    }
    return {
      type: 'numeric',
      stem: `Podaj największą liczbę całkowitą spełniającą nierówność $${stemTex}$.`,
      answer: numberAnswer(correct),
      answerHint: 'Wpisz liczbę całkowitą.',
      steps: [
        firstStep,
        numberStep({
          prompt: 'Podaj największą liczbę całkowitą spełniającą nierówność.',
          value: rat(correct),
          hints: ['Zaznacz rozwiązanie na osi liczbowej.', 'Szukamy największej liczby całkowitej w tym zbiorze.', sol],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(rat(correct), mistakes),
      solution: sol,
      params: { a, b, c },
    };
  },
});

export const linearInequalitiesTemplates: readonly QuestionTemplate[] = [solutionSet, extremeInteger];
