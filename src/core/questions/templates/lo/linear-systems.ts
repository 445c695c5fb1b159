import type { CommonError, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { nonZeroInt, redraw } from '../../kit/draw.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { numberErrors, textError } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { numberPattern, step, numberStep } from '../../kit/steps.ts';
import { polyText } from '../../kit/format.ts';
import { rat, type Rational } from '../../../math/rational.ts';
import { texRational } from '../../../text/format.ts';
import { pluralForm } from '../../../text/plural.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

const eqTex = (a: number, b: number, c: number): string =>
  `${polyText([
    [a, 'x'],
    [b, 'y'],
  ])} = ${c}`;
/** y = mx + q with tidy signs (m ≠ 0). */
function lineY(m: Rational, q: Rational): string {
  const mTex = m.n === 1 && m.d === 1 ? '' : m.n === -1 && m.d === 1 ? '-' : texRational(m);
  const qTex = q.n === 0 ? '' : q.n < 0 ? ` - ${texRational(rat(-q.n, q.d))}` : ` + ${texRational(q)}`;
  return `y = ${mTex}x${qTex}`;
}
const systemTex = (e1: string, e2: string): string => `\\begin{cases} ${e1} \\\\ ${e2} \\end{cases}`;

/** Step pattern for an integer pair as typed: (3; -2), 3;-2, x=3, y=-2 … (comma → dot when normalised). */
function pairPattern(x: number, y: number): string {
  const inner = (v: number): string => numberPattern(v).slice(1, -1);
  return `^\\(?(x=)?${inner(x)}( ?; ?|\\. ?| | i |\\|)(y=)?${inner(y)}\\)?$`;
}

const solveSystem = defineTemplate({
  id: 'linear_systems.solve-system',
  title: 'Rozwiązywanie układu dwóch równań liniowych',
  generate({ rng, level }): Item {
    const { a1, b1, a2, b2, x, y } = redraw(() => {
      const x = nonZeroInt(rng, -7, 9);
      const y = nonZeroInt(rng, -7, 9);
      if (x === y || x === -y) return null;
      if (level === 1) return { a1: 1, b1: 1, a2: 1, b2: -1, x, y };
      const pick = () => (level === 2 ? nonZeroInt(rng, -4, 4) : nonZeroInt(rng, -7, 7));
      const a1 = pick();
      const b1 = pick();
      const a2 = pick();
      const b2 = pick();
      if (a1 * b2 - a2 * b1 === 0) return null;
      if (level === 2 && Math.abs(a1) !== 1 && Math.abs(b1) !== 1 && Math.abs(a2) !== 1 && Math.abs(b2) !== 1)
        return null;
      if (level === 3 && [a1, b1, a2, b2].some((v) => Math.abs(v) === 1)) return null;
      return { a1, b1, a2, b2, x, y };
    });
    const c1 = a1 * x + b1 * y;
    const c2 = a2 * x + b2 * y;
    const sys = systemTex(eqTex(a1, b1, c1), eqTex(a2, b2, c2));
    const wrongs: { key: string; v: [number, number]; feedback: string }[] = [
      { key: 'swapped_order', v: [y, x], feedback: 'Zamieniono kolejność: najpierw podaje się $x$, potem $y$.' },
      { key: 'sign_error', v: [x, -y], feedback: 'Sprawdź znak drugiej niewiadomej — podstaw wynik do obu równań.' },
      ...(level === 1
        ? [
            {
              key: 'forgot_divide',
              v: [c1 + c2, -c2] as [number, number],
              feedback: 'Po dodaniu równań otrzymujesz $2x$ — podziel jeszcze przez 2.',
            },
          ]
        : []),
    ];
    const commonErrors: CommonError[] = [];
    const seen = new Set([`${x},${y}`]);
    for (const w of wrongs) {
      const key = `${w.v[0]},${w.v[1]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      commonErrors.push({
        key: w.key,
        wrong: { kind: 'numbers', values: [rat(w.v[0]), rat(w.v[1])] as Rational[] },
        feedback: w.feedback,
      });
    }
    const method =
      level === 1
        ? `Dodajemy równania stronami: $2x = ${c1 + c2}$, więc $x = ${x}$. Z pierwszego równania $y = ${c1} - ${x < 0 ? `(${x})` : x} = ${y}$.`
        : `Mnożymy pierwsze równanie przez $${b2}$, a drugie przez $${-b1}$, żeby współczynniki przy $y$ były przeciwne, i dodajemy stronami: $${a1 * b2 - a2 * b1}x = ${c1 * b2 - c2 * b1}$, więc $x = ${x}$. Podstawiamy do pierwszego równania i otrzymujemy $y = ${y}$.`;
    return {
      type: 'numeric',
      stem: `Rozwiąż układ równań $${sys}$`,
      answer: { kind: 'numbers', values: [rat(x), rat(y)], ordered: true, labels: ['x', 'y'] },
      answerHint: 'Wpisz wartość x w polu x, a wartość y w polu y.',
      steps: [
        numberStep({
          prompt: 'Wyznacz $x$.',
          value: rat(x),
          hints: [
            level === 1
              ? 'Dodaj równania stronami — $y$ się zredukuje.'
              : 'Pomnóż równania przez takie liczby, by współczynniki przy $y$ były liczbami przeciwnymi.',
            level === 1
              ? `$2x = ${c1 + c2}$`
              : `Pomnóż pierwsze równanie przez $${b2}$, drugie przez $${-b1}$ i dodaj stronami.`,
            `$${level === 1 ? '2' : a1 * b2 - a2 * b1}x = ${level === 1 ? c1 + c2 : c1 * b2 - c2 * b1}$, więc $x = ${x}$.`,
          ],
          errors:
            level === 1
              ? [{ code: 'forgot_divide', value: rat(c1 + c2), feedback: 'To jest $2x$. Podziel przez 2.' }]
              : [],
        }),
        numberStep({
          prompt: 'Wyznacz $y$.',
          value: rat(y),
          hints: [
            'Podstaw obliczone $x$ do jednego z równań.',
            `$${polyText([[a1, '']])} \\cdot ${x < 0 ? `(${x})` : x} ${b1 < 0 ? '-' : '+'} ${Math.abs(b1) === 1 ? '' : Math.abs(b1)}y = ${c1}$`,
            `$y = ${y}$`,
          ],
          errors: [
            { code: 'sign_error', value: rat(-y), feedback: 'Sprawdź znak — podstaw wynik do drugiego równania.' },
          ],
        }),
        step({
          prompt: 'Zapisz rozwiązanie układu w postaci $(x;\\ y)$.',
          expected: `(${x}; ${y})`,
          patterns: [pairPattern(x, y)],
          hints: ['Najpierw $x$, potem $y$.', 'Oddziel liczby średnikiem.', `$(${String(x)};\\ ${String(y)})$`],
          errors: [
            { code: 'swapped_order', patterns: [pairPattern(y, x)], feedback: 'Najpierw podaje się $x$, potem $y$.' },
          ],
        }),
      ],
      commonErrors,
      solution: `${method} Rozwiązanie układu: $(x;\\ y) = (${x};\\ ${y})$.`,
      params: { a1, b1, c1, a2, b2, c2 },
    };
  },
});

const OPT = {
  one: 'ma dokładnie jedno rozwiązanie',
  none: 'nie ma rozwiązań (jest sprzeczny)',
  many: 'ma nieskończenie wiele rozwiązań',
  two: 'ma dokładnie dwa rozwiązania',
} as const;
type Kind = 'one' | 'none' | 'many';

/**
 * The slope of one line of the system: read off at once (level 1), or with y's coefficient b to
 * divide by after moving the x term across.
 */
function slopeStep(ordinal: 'pierwszej' | 'drugiej', index: 1 | 2, slope: Rational, yCoefficient: number | null) {
  return numberStep({
    prompt: `Jaki jest współczynnik kierunkowy ${ordinal} prostej?`,
    value: slope,
    hints: [
      'Zapisz równanie w postaci $y = ax + b$.',
      yCoefficient === null
        ? 'Odczytaj liczbę stojącą przy $x$.'
        : `Przenieś wyraz z $x$ na prawą stronę i podziel przez $${yCoefficient}$.`,
      `$a_${index} = ${texRational(slope)}$`,
    ],
  });
}

const numberOfSolutions = defineTemplate({
  id: 'linear_systems.number-of-solutions',
  title: 'Liczba rozwiązań układu — interpretacja graficzna',
  generate({ rng, level }): Item {
    const kind = rng.pick<Kind>(['one', 'none', 'many']);
    const { a, b, c, a2, b2, c2, k } = redraw(() => {
      const a = nonZeroInt(rng, -5, 5);
      const b = level === 1 ? -1 : nonZeroInt(rng, -5, 5);
      const c = nonZeroInt(rng, -9, 9);
      const k = level === 3 ? rng.pick([-3, -2, 2, 3, 4]) : rng.pick([-2, 2, 3]);
      let a2 = a * k;
      let b2 = b * k;
      let c2 = c * k;
      if (kind === 'none') c2 = c * k + nonZeroInt(rng, -4, 4) * (level === 1 ? Math.abs(k) : 1);
      if (kind === 'one') {
        a2 = nonZeroInt(rng, -5, 5);
        b2 = level === 1 ? -1 : nonZeroInt(rng, -5, 5);
        c2 = nonZeroInt(rng, -9, 9);
        if (a * b2 - a2 * b === 0) return null;
      }
      return { a, b, c, a2, b2, c2, k };
    });
    // Level 1 writes both lines as y = mx + q (b = −1 means ax − y = c ⇔ y = ax − c).
    const e1 = level === 1 ? lineY(rat(-a, b), rat(c, b)) : eqTex(a, b, c);
    const e2 = level === 1 && kind !== 'many' ? lineY(rat(-a2, b2), rat(c2, b2)) : eqTex(a2, b2, c2);
    const correct = OPT[kind];
    const feedbacks: Record<string, string> = {
      one: 'Proste o różnych współczynnikach kierunkowych przecinają się w jednym punkcie. Porównaj współczynniki kierunkowe obu prostych.',
      none: 'Proste o równych współczynnikach kierunkowych i różnych wyrazach wolnych są równoległe i rozłączne — układ nie ma rozwiązań.',
      many: 'Gdy jedno równanie powstaje z drugiego przez pomnożenie stronami przez liczbę, obie proste się pokrywają — rozwiązań jest nieskończenie wiele.',
      two: 'Dwie różne proste mogą mieć najwyżej jeden punkt wspólny — układ równań liniowych nigdy nie ma dokładnie dwóch rozwiązań.',
    };
    const keys: Record<string, string> = {
      one: 'slopes_not_compared',
      none: 'intercepts_not_compared',
      many: 'same_line_confused',
      two: 'two_solutions',
    };
    const wrongKinds = (['one', 'none', 'many', 'two'] as const).filter((w) => w !== kind);
    const { options, answer } = mcqFromErrors(
      rng,
      correct,
      wrongKinds.map((w) => ({ text: OPT[w], errorKey: keys[w]! })),
    );
    const slope1 = rat(-a, b);
    const slope2 = rat(-a2, b2);
    const int1 = rat(c, b);
    const int2 = rat(c2, b2);
    const lines = `W postaci $y = ax + b$ pierwsza prosta ma współczynnik kierunkowy $a_1 = ${texRational(slope1)}$ i wyraz wolny $b_1 = ${texRational(int1)}$, a druga $a_2 = ${texRational(slope2)}$ i $b_2 = ${texRational(int2)}$.`;
    const verdict =
      kind === 'one'
        ? 'Współczynniki kierunkowe są różne, więc proste przecinają się w jednym punkcie — układ ma dokładnie jedno rozwiązanie.'
        : kind === 'none'
          ? 'Współczynniki kierunkowe są równe, ale wyrazy wolne różne — proste są równoległe i rozłączne. Układ jest sprzeczny.'
          : `Współczynniki kierunkowe i wyrazy wolne są równe: drugie równanie to pierwsze pomnożone stronami przez $${k}$, więc proste się pokrywają. Układ ma nieskończenie wiele rozwiązań.`;
    const sol = `${lines} ${verdict}`;
    return {
      type: 'mcq',
      stem: `Układ równań $${systemTex(e1, e2)}$`,
      options,
      answer,
      steps: [
        slopeStep('pierwszej', 1, slope1, level === 1 ? null : b),
        slopeStep('drugiej', 2, slope2, level === 1 ? null : b2),
        numberStep({
          prompt: 'Jaki jest wyraz wolny drugiej prostej (w postaci $y = ax + b$)?',
          value: int2,
          hints: [
            'Porównaj też wyrazy wolne obu prostych.',
            'Równe współczynniki i równe wyrazy wolne — ta sama prosta; równe współczynniki i różne wyrazy wolne — proste równoległe.',
            `$b_2 = ${texRational(int2)}$, a $b_1 = ${texRational(int1)}$.`,
          ],
        }),
      ],
      commonErrors: wrongKinds
        .filter((w) => options.some((o) => o.errorKey === keys[w]))
        .map((w) => textError(keys[w]!, OPT[w], feedbacks[w === 'two' ? 'two' : kind]!)),
      solution: sol,
      params: { kind, a, b, c, a2, b2, c2 },
    };
  },
});

const TICKETS = { one: 'bilet', few: 'bilety', many: 'biletów' } as const;

/**
 * A word problem solved with a system of two equations: prices of two items (level 1),
 * tickets of two kinds (level 2), ages now and in a few years (level 3).
 */
const wordProblem = defineTemplate({
  id: 'linear_systems.word-problem',
  title: 'Zadanie tekstowe prowadzące do układu równań',
  generate({ rng, level }): Item {
    if (level === 1) {
      const { x, y, k } = redraw(() => {
        const x = rng.int(3, 12);
        const y = rng.int(2, 9);
        const k = rng.int(2, 4);
        return x === y || k * x + y === x + y ? null : { x, y, k };
      });
      const p1 = k * x + y;
      const p2 = x + y;
      const p = pickPerson(rng);
      const errors = numberErrors(rat(x), [
        {
          key: 'other_unknown',
          value: rat(y),
          feedback: 'To cena długopisu. Pytanie dotyczy ceny zeszytu.',
        },
        {
          key: 'divided_by_count',
          value: rat(p1, k + 1),
          feedback: `Podzielono ${p1} zł przez ${k + 1}, jakby zeszyt i długopis kosztowały tyle samo. Odejmij zakupy stronami.`,
        },
        {
          key: 'not_divided',
          value: rat(p1 - p2),
          feedback: `Różnica zakupów to ${k - 1} ${pluralForm(k - 1, { one: 'zeszyt', few: 'zeszyty', many: 'zeszytów' })}, a nie jeden — podziel ją przez ${k - 1}.`,
        },
      ]);
      return {
        type: 'numeric',
        stem: `${p.name} ${verb(p, 'zapłacił', 'zapłaciła')} ${p1} zł za ${k} jednakowe zeszyty i długopis. Za jeden taki zeszyt i taki sam długopis trzeba zapłacić ${p2} zł. Ile kosztuje jeden zeszyt?`,
        answer: numberAnswer(x),
        answerHint: 'Podaj cenę w złotych.',
        unitLabel: 'zł',
        commonErrors: errors,
        // With two notebooks the subtraction already gives z: one step, not the same value twice.
        steps:
          k === 2
            ? [
                numberStep({
                  prompt: `Oznacz: $z$ — cena zeszytu, $d$ — cena długopisu. Mamy $2z + d = ${p1}$ oraz $z + d = ${p2}$. Odejmij równania stronami: ile kosztuje jeden zeszyt?`,
                  value: rat(x),
                  hints: [
                    'Odejmij lewe strony i prawe strony: długopis się skróci.',
                    `$(2z + d) - (z + d) = ${p1} - ${p2}$`,
                    `$z = ${x}$`,
                  ],
                }),
              ]
            : [
                numberStep({
                  prompt: `Oznacz: $z$ — cena zeszytu, $d$ — cena długopisu. Mamy $${k}z + d = ${p1}$ oraz $z + d = ${p2}$. Odejmij równania stronami: ile wynosi $${k - 1}z$?`,
                  value: rat(p1 - p2),
                  hints: [
                    'Odejmij lewe strony i prawe strony: długopis się skróci.',
                    `$(${k}z + d) - (z + d) = ${p1} - ${p2}$`,
                    `$${k - 1}z = ${p1 - p2}$`,
                  ],
                }),
                numberStep({
                  prompt: 'Ile kosztuje jeden zeszyt?',
                  value: rat(x),
                  hints: [`Podziel przez ${k - 1}.`, `$z = ${p1 - p2} : ${k - 1}$`, `$z = ${x}$`],
                }),
              ],
        solution: `$\\begin{cases} ${k}z + d = ${p1} \\\\ z + d = ${p2} \\end{cases}$ Odejmujemy stronami: $${k - 1 === 1 ? '' : k - 1}z = ${p1 - p2}$, więc $z = ${x}$ zł (a długopis kosztuje $${p2} - ${x} = ${y}$ zł).`,
        params: { x, y, k },
      };
    }
    if (level === 2) {
      const { a, b, x, y } = redraw(() => {
        const b = rng.pick([12, 14, 15, 16, 18, 20]);
        const a = b + rng.pick([4, 5, 6, 8, 10]);
        const x = rng.int(8, 60);
        const y = rng.int(8, 60);
        return x === y ? null : { a, b, x, y };
      });
      const n = x + y;
      const S = a * x + b * y;
      const errors = numberErrors(rat(y), [
        {
          key: 'other_unknown',
          value: rat(x),
          feedback: 'To liczba biletów normalnych. Pytanie dotyczy biletów ulgowych.',
        },
        {
          key: 'half_each',
          value: rat(n, 2),
          feedback: 'Podzielono bilety po równo, ale bilety normalne i ulgowe kosztują różnie — ułóż układ równań.',
        },
        {
          key: 'wrong_elimination',
          value: rat(S - a * n, b - a),
          feedback: 'Sprawdź odejmowanie równań stronami: przy odejmowaniu zmieniają się znaki obu składników.',
        },
      ]);
      const diff = S - b * n;
      return {
        type: 'numeric',
        stem: `Bilet normalny do kina kosztuje ${a} zł, a ulgowy ${b} zł. Jednego dnia sprzedano ${n} ${pluralForm(n, TICKETS)} za łączną kwotę ${S} zł. Ile sprzedano biletów ulgowych?`,
        answer: numberAnswer(y),
        answerHint: 'Wpisz liczbę biletów.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Oznacz: $x$ — liczba biletów normalnych, $y$ — ulgowych. Układ: $\\begin{cases} x + y = ${n} \\\\ ${a}x + ${b}y = ${S} \\end{cases}$ Pomnóż pierwsze równanie przez ${b} i odejmij je od drugiego. Ile wynosi $${a - b}x$?`,
            value: rat(diff),
            hints: [
              `Po pomnożeniu: $${b}x + ${b}y = ${b * n}$. Odejmij to od drugiego równania — $y$ zniknie.`,
              `$(${a}x + ${b}y) - (${b}x + ${b}y) = ${S} - ${b * n}$`,
              `$${a - b}x = ${diff}$`,
            ],
          }),
          numberStep({
            prompt: 'Ile sprzedano biletów normalnych?',
            value: rat(x),
            hints: [`Podziel przez ${a - b}.`, `$x = ${diff} : ${a - b}$`, `$x = ${x}$`],
          }),
          numberStep({
            prompt: 'Ile sprzedano biletów ulgowych?',
            value: rat(y),
            hints: ['Skorzystaj z równania $x + y = ' + n + '$.', `$y = ${n} - ${x}$`, `$y = ${y}$`],
            errors: [
              { code: 'other_unknown', value: rat(x), feedback: 'To bilety normalne — odejmij je od wszystkich.' },
            ],
          }),
        ],
        solution: `$\\begin{cases} x + y = ${n} \\\\ ${a}x + ${b}y = ${S} \\end{cases}$ Odejmujemy od drugiego równania pierwsze pomnożone przez ${b}: $${a - b}x = ${diff}$, więc $x = ${x}$ i $y = ${n} - ${x} = ${y}$. Sprzedano ${y} ${pluralForm(y, TICKETS)} ${pluralForm(y, { one: 'ulgowy', few: 'ulgowe', many: 'ulgowych' })}.`,
        params: { a, b, x, y },
      };
    }
    // Ages: mother k times older now, m times older in t years.
    const { d, k, m, t } = redraw(() => {
      const k = rng.int(3, 6);
      const m = rng.int(2, k - 1);
      const t = rng.int(2, 12);
      // From k·d + t = m(d + t): d = t(m − 1) / (k − m).
      if ((t * (m - 1)) % (k - m) !== 0) return null;
      const d = (t * (m - 1)) / (k - m);
      // d = t would let the pupil copy the number of years from the stem (3 and 2 times always do).
      return d >= 4 && d <= 14 && d !== t && k * d >= 24 && k * d <= 50 ? { d, k, m, t } : null;
    });
    const mum = k * d;
    const years = (n: number): string => `${n} ${pluralForm(n, { one: 'rok', few: 'lata', many: 'lat' })}`;
    const times = (n: number): string => `${n} razy`;
    const errors = numberErrors(rat(d), [
      { key: 'other_unknown', value: rat(mum), feedback: 'To wiek mamy. Pytanie dotyczy córki.' },
      {
        key: 'future_age',
        value: rat(d + t),
        feedback: `To wiek córki za ${years(t)}. Pytanie dotyczy jej wieku teraz.`,
      },
      {
        key: 'years_added_once',
        value: rat(t * m, k - m),
        feedback: `Za ${years(t)} obie osoby będą starsze o ${t}: dodaj ${t} do wieku mamy i do wieku córki.`,
      },
    ]);
    return {
      type: 'numeric',
      stem: `Mama jest teraz ${times(k)} starsza od córki. Za ${years(t)} będzie od niej ${times(m)} starsza. Ile lat ma teraz córka?`,
      answer: numberAnswer(d),
      answerHint: 'Wpisz liczbę lat.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Oznacz: $c$ — wiek córki, $M$ — wiek mamy. Układ: $\\begin{cases} M = ${k}c \\\\ M + ${t} = ${m}(c + ${t}) \\end{cases}$ Podstaw $M = ${k}c$ do drugiego równania i wymnóż nawias: $${k}c + ${t} = ${m}c + \\square$. Jaka liczba stoi w miejscu kratki?`,
          value: rat(m * t),
          hints: [
            `Pomnóż przez ${m} oba wyrazy w nawiasie: $c$ i $${t}$.`,
            `$${m}(c + ${t}) = ${m}c + ${m} \\cdot ${t}$`,
            `$${m} \\cdot ${t} = ${m * t}$`,
          ],
          errors: [
            {
              code: 'years_added_once',
              value: rat(t),
              feedback: `Wiek córki za ${years(t)} to $c + ${t}$ — pomnóż przez ${m} cały nawias, także liczbę ${t}.`,
            },
          ],
        }),
        ...(k - m === 1
          ? []
          : [
              numberStep({
                prompt: `Przenieś wyrazy z $c$ na lewą stronę, a liczby na prawą. Ile wynosi $${k - m}c$?`,
                value: rat(m * t - t),
                hints: [
                  `Odejmij $${m}c$ i ${t} od obu stron równania.`,
                  `$${k}c - ${m}c = ${m * t} - ${t}$`,
                  `$${k - m}c = ${m * t - t}$`,
                ],
              }),
            ]),
        numberStep({
          prompt: 'Ile lat ma teraz córka?',
          value: rat(d),
          hints: [
            k - m === 1
              ? `Odejmij $${m}c$ i ${t} od obu stron równania $${k}c + ${t} = ${m}c + ${m * t}$.`
              : `Podziel obie strony przez ${k - m}.`,
            k - m === 1 ? `$c = ${m * t} - ${t}$` : `$c = ${m * t - t} : ${k - m}$`,
            `$c = ${d}$`,
          ],
        }),
      ],
      solution: `$\\begin{cases} M = ${k}c \\\\ M + ${t} = ${m}(c + ${t}) \\end{cases}$, więc $${k}c + ${t} = ${m}c + ${m * t}$, czyli ${k - m === 1 ? `$c = ${d}$` : `$${k - m}c = ${m * t - t}$ i $c = ${d}$`}. Córka ma ${years(d)}, mama ${years(mum)} (za ${years(t)}: $${mum + t} = ${m} \\cdot ${d + t}$).`,
      params: { d, k, m, t },
    };
  },
});

export const linearSystemsTemplates: readonly QuestionTemplate[] = [solveSystem, numberOfSolutions, wordProblem];
