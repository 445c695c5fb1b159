import type { McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { PYTHAGOREAN_TRIPLES, numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors, textError } from '../../kit/errors.ts';
import { mcqFromErrors, DOKONCZ_INSTRUCTION } from '../../kit/mcq.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { decimalTex } from '../../kit/format.ts';
import { add, div, mul, rat, sub, toNumber } from '../../../math/rational.ts';
import { texNumber } from '../../../text/format.ts';

const evaluate = defineTemplate({
  id: 'roots.evaluate',
  title: 'Obliczanie pierwiastków',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const a = rng.int(2, 15);
      const b = rng.int(2, 5);
      const v = rat(a + b);
      const errors = numberErrors(v, [
        {
          key: 'root_as_half',
          value: add(rat(a * a, 2), rat(b ** 3, 3)),
          feedback: `Pierwiastek to nie połowa ani trzecia część liczby. $\\sqrt{${a * a}} = ${a}$, bo $${a}^2 = ${a * a}$.`,
        },
        {
          key: 'no_root',
          value: rat(a * a + b ** 3),
          feedback: 'Dodano liczby spod pierwiastków, zamiast obliczyć pierwiastki.',
        },
        {
          key: 'cube_root_as_square',
          value: rat(a + b * b),
          feedback:
            'Pierwiastek sześcienny to liczba, która podniesiona do trzeciej potęgi daje liczbę pod pierwiastkiem.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz: $\\sqrt{${a * a}} + \\sqrt[3]{${b ** 3}}$.`,
        answer: numberAnswer(v),
        answerHint: 'Wpisz liczbę.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Oblicz $\\sqrt{${a * a}}$.`,
            value: rat(a),
            hints: [
              'Jaka nieujemna liczba podniesiona do kwadratu daje liczbę pod pierwiastkiem?',
              `Sprawdź $${a}^2$.`,
              `$\\sqrt{${a * a}} = ${a}$, bo $${a}^2 = ${a * a}$`,
            ],
            errors: [{ code: 'root_as_half', value: rat(a * a, 2), feedback: 'Pierwiastek to nie połowa liczby.' }],
          }),
          numberStep({
            prompt: `Oblicz $\\sqrt[3]{${b ** 3}}$.`,
            value: rat(b),
            hints: [
              'Jaka liczba podniesiona do sześcianu daje liczbę pod pierwiastkiem?',
              `Sprawdź $${b}^3$.`,
              `$\\sqrt[3]{${b ** 3}} = ${b}$, bo $${b}^3 = ${b ** 3}$`,
            ],
          }),
          numberStep({
            prompt: 'Dodaj wyniki.',
            value: v,
            hints: ['Dodaj obliczone pierwiastki.', `$${a} + ${b}$`, `$${a + b}$`],
          }),
        ],
        solution: `$\\sqrt{${a * a}} + \\sqrt[3]{${b ** 3}} = ${a} + ${b} = ${a + b}$`,
        params: { a, b },
      };
    }
    if (level === 2) {
      const { a, b } = redraw(() => {
        const a = rng.int(2, 9);
        const b = rng.int(2, 5);
        return a === b * 10 ? null : { a, b };
      });
      // sqrt(0,0a²…) keeps the decimal places honest: √0,49 = 0,7.
      const sq = rat(a * a, 100);
      const root = rat(a, 10);
      const v = sub(root, rat(b));
      const errors = numberErrors(v, [
        {
          key: 'decimal_root_places',
          value: sub(rat(a, 100), rat(b)),
          feedback: `Sprawdź przecinek: $${decimalTex(rat(a, 100))}^2 = ${texNumber((a * a) / 10000, 8)}$, a nie $${decimalTex(sq)}$. $\\sqrt{${decimalTex(sq)}} = ${decimalTex(root)}$.`,
        },
        {
          key: 'cube_root_negative_sign',
          value: add(root, rat(b)),
          feedback: `Pierwiastek sześcienny z liczby ujemnej jest ujemny: $\\sqrt[3]{-${b ** 3}} = -${b}$, więc odejmujemy ${b}.`,
        },
        {
          key: 'root_as_half',
          value: sub(rat(a * a, 200), rat(b)),
          feedback: 'Pierwiastek kwadratowy to nie połowa liczby.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz: $\\sqrt{${decimalTex(sq)}} + \\sqrt[3]{-${b ** 3}}$.`,
        answer: numberAnswer(v),
        answerHint: 'Wpisz liczbę.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Oblicz $\\sqrt{${decimalTex(sq)}}$.`,
            value: root,
            hints: [
              `Zapisz $${decimalTex(sq)}$ jako ułamek: $\\frac{${a * a}}{100}$.`,
              `$\\sqrt{\\frac{${a * a}}{100}} = \\frac{${a}}{10}$`,
              `$\\sqrt{${decimalTex(sq)}} = ${decimalTex(root)}$`,
            ],
            errors: [
              { code: 'decimal_root_places', value: rat(a, 100), feedback: 'Sprawdź: podnieś wynik do kwadratu.' },
            ],
          }),
          numberStep({
            prompt: `Oblicz $\\sqrt[3]{-${b ** 3}}$.`,
            value: rat(-b),
            hints: [
              'Pierwiastek sześcienny z liczby ujemnej istnieje i jest ujemny.',
              `$(-${b})^3 = -${b ** 3}$`,
              `$\\sqrt[3]{-${b ** 3}} = -${b}$`,
            ],
            errors: [
              {
                code: 'cube_root_negative_sign',
                value: rat(b),
                feedback: 'Pierwiastek sześcienny z liczby ujemnej jest ujemny.',
              },
            ],
          }),
          numberStep({
            prompt: 'Dodaj wyniki.',
            value: v,
            hints: ['Dodaj liczbę ujemną.', `$${decimalTex(root)} + (-${b})$`, `$${decimalTex(v)}$`],
          }),
        ],
        solution: `$\\sqrt{${decimalTex(sq)}} + \\sqrt[3]{-${b ** 3}} = ${decimalTex(root)} + (-${b}) = ${decimalTex(v)}$`,
        params: { a, b },
      };
    }
    const [x, y, z] = rng.pick(PYTHAGOREAN_TRIPLES);
    const swap = rng.chance(0.5);
    const [p, q] = swap ? [y, x] : [x, y];
    const v = rat(z);
    const errors = numberErrors(v, [
      {
        key: 'root_of_sum_termwise',
        value: rat(p + q),
        feedback: `Pierwiastek z sumy nie jest sumą pierwiastków: $\\sqrt{${p * p} + ${q * q}} \\ne \\sqrt{${p * p}} + \\sqrt{${q * q}}$. Najpierw dodaj liczby pod pierwiastkiem.`,
      },
      {
        key: 'no_root',
        value: rat(z * z),
        feedback: 'Obliczono sumę pod pierwiastkiem, ale nie wyciągnięto pierwiastka.',
      },
      { key: 'root_as_half', value: rat(z * z, 2), feedback: 'Pierwiastek to nie połowa liczby.' },
    ]);
    return {
      type: 'numeric',
      stem: `Oblicz: $\\sqrt{${p * p} + ${q * q}}$.`,
      answer: numberAnswer(v),
      answerHint: 'Wpisz liczbę.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: 'Oblicz sumę pod pierwiastkiem.',
          value: rat(z * z),
          hints: [
            'Najpierw wykonaj działanie pod pierwiastkiem.',
            `$${p * p} + ${q * q}$`,
            `$${p * p} + ${q * q} = ${z * z}$`,
          ],
          errors: [
            {
              code: 'root_of_sum_termwise',
              value: rat(p + q),
              feedback: 'Nie pierwiastkuj składników osobno — najpierw je dodaj.',
            },
          ],
        }),
        numberStep({
          prompt: `Oblicz $\\sqrt{${z * z}}$.`,
          value: v,
          hints: [
            'Jaka liczba podniesiona do kwadratu daje tę sumę?',
            `Sprawdź $${z}^2$.`,
            `$\\sqrt{${z * z}} = ${z}$`,
          ],
        }),
      ],
      solution: `$\\sqrt{${p * p} + ${q * q}} = \\sqrt{${z * z}} = ${z}$ (uwaga: $\\sqrt{${p * p}} + \\sqrt{${q * q}} = ${p + q}$ to inna liczba).`,
      params: { p, q },
    };
  },
});

const estimate = defineTemplate({
  id: 'roots.estimate-dokoncz-zdanie',
  title: 'Szacowanie pierwiastków (zadanie zamknięte)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    const cube = level === 2;
    const { n, k, coef, inner } = redraw(() => {
      if (level === 3) {
        const coef = rng.int(2, 4);
        const inner = rng.pick([2, 3, 5, 6, 7]);
        const n = coef * coef * inner;
        const k = Math.floor(Math.sqrt(n));
        return k * k === n || n > 150 ? null : { n, k, coef, inner };
      }
      const n = cube ? rng.int(10, 200) : rng.int(10, 99);
      const k = cube ? Math.floor(Math.cbrt(n) + 1e-9) : Math.floor(Math.sqrt(n));
      if ((cube ? k ** 3 : k * k) === n) return null;
      return { n, k, coef: 1, inner: n };
    });
    const expr = level === 3 ? `${coef}\\sqrt{${inner}}` : cube ? `\\sqrt[3]{${n}}` : `\\sqrt{${n}}`;
    const pair = (a: number): string => `$${a}$ i $${a + 1}$`;
    const half = Math.floor(n / (cube ? 3 : 2));
    const wrongs: { key: string; low: number; feedback: string }[] = [
      {
        key: 'off_by_one_down',
        low: k - 1,
        feedback: `$${k - 1}^${cube ? 3 : 2}$ i $${k}^${cube ? 3 : 2}$ są obie mniejsze od ${n}, więc ${level === 3 ? 'ta liczba jest większa' : 'pierwiastek jest większy'} od ${k}.`,
      },
      {
        key: 'off_by_one_up',
        low: k + 1,
        feedback: `$${k + 1}^${cube ? 3 : 2} = ${(k + 1) ** (cube ? 3 : 2)}$ jest już większe od ${n}.`,
      },
      cube
        ? {
            key: 'cube_as_square',
            low: Math.floor(Math.sqrt(n)),
            feedback:
              'Oszacowano pierwiastek kwadratowy, a to pierwiastek sześcienny: szukamy sześcianów, nie kwadratów.',
          }
        : level === 3
          ? {
              key: 'coefficient_ignored',
              low: Math.floor(Math.sqrt(inner)) * coef,
              feedback: `Oszacowano tylko $\\sqrt{${inner}}$ i pomnożono końce przedziału. Lepiej włącz czynnik pod pierwiastek: $${coef}\\sqrt{${inner}} = \\sqrt{${n}}$.`,
            }
          : { key: 'root_as_half', low: half, feedback: 'Pierwiastek to nie połowa liczby.' },
      { key: 'root_as_half', low: half, feedback: 'Pierwiastek to nie połowa ani trzecia część liczby.' },
    ];
    const seen = new Set<number>([k]);
    const distractors: McqOption[] = [];
    const commonErrors = [];
    for (const w of wrongs) {
      if (w.low < 0 || seen.has(w.low) || distractors.length >= 3) continue;
      seen.add(w.low);
      distractors.push({ text: pair(w.low), errorKey: w.key });
      commonErrors.push(textError(w.key, `${w.low} i ${w.low + 1}`, w.feedback));
    }
    const fillers = [k + 2, k - 2, k + 3].filter((x) => x >= 0 && !seen.has(x));
    while (distractors.length < 3) {
      const low = fillers.shift()!;
      seen.add(low);
      distractors.push({ text: pair(low), errorKey: `far_${distractors.length}` });
      commonErrors.push(
        textError(
          `far_${distractors.length - 1}`,
          `${low} i ${low + 1}`,
          'To oszacowanie jest zbyt dalekie. Porównaj liczbę z kwadratami (sześcianami) kolejnych liczb naturalnych.',
        ),
      );
    }
    const mcq = mcqFromErrors(rng, pair(k), distractors);
    const powName = cube ? 'sześcian' : 'kwadrat';
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\nLiczba $${expr}$ jest zawarta między liczbami`,
      options: mcq.options,
      answer: mcq.answer,
      commonErrors,
      steps: [
        ...(level === 3
          ? [
              numberStep({
                prompt: `Włącz czynnik pod pierwiastek: $${expr} = \\sqrt{x}$. Ile wynosi $x$?`,
                value: rat(n),
                hints: [
                  'Czynnik przed pierwiastkiem wnosimy pod pierwiastek, podnosząc go do kwadratu.',
                  `$${coef}\\sqrt{${inner}} = \\sqrt{${coef}^2 \\cdot ${inner}}$`,
                  `$x = ${n}$`,
                ],
                errors: [
                  {
                    code: 'coefficient_not_squared',
                    value: rat(coef * inner),
                    feedback: 'Czynnik trzeba podnieść do kwadratu.',
                  },
                ],
              }),
            ]
          : []),
        numberStep({
          prompt: `Jaki jest największy ${powName} liczby naturalnej, który nie przekracza ${n}?`,
          value: rat(cube ? k ** 3 : k * k),
          hints: [
            `Wypisz kolejne ${cube ? 'sześciany' : 'kwadraty'}: ${[1, 2, 3, 4, 5, 6].map((i) => i ** (cube ? 3 : 2)).join(', ')}…`,
            `Szukaj ${cube ? 'sześcianów' : 'kwadratów'} najbliższych liczbie ${n}.`,
            `$${k}^${cube ? 3 : 2} = ${cube ? k ** 3 : k * k}$`,
          ],
        }),
        numberStep({
          prompt: 'Podaj mniejszą z dwóch kolejnych liczb naturalnych, między którymi leży ta liczba.',
          value: rat(k),
          hints: [
            `$${k}^${cube ? 3 : 2} < ${n} < ${k + 1}^${cube ? 3 : 2}$`,
            'Pierwiastek zachowuje kolejność liczb.',
            `$${k} < ${expr} < ${k + 1}$`,
          ],
        }),
      ],
      solution: `${level === 3 ? `$${expr} = \\sqrt{${coef}^2 \\cdot ${inner}} = \\sqrt{${n}}$. ` : ''}$${k}^${cube ? 3 : 2} = ${cube ? k ** 3 : k * k} < ${n} < ${cube ? (k + 1) ** 3 : (k + 1) ** 2} = ${k + 1}^${cube ? 3 : 2}$, więc $${k} < ${expr} < ${k + 1}$.`,
      params: { n, level },
    };
  },
});

const squareAndCube = defineTemplate({
  id: 'roots.side-from-area-volume',
  title: 'Bok kwadratu z pola, krawędź sześcianu z objętości',
  generate({ rng, level }): GeneratedBody {
    if (level <= 2) {
      const side = redraw(() => {
        const sd = level === 1 ? rat(rng.int(3, 15)) : rat(rng.int(11, 29), 10);
        // Side 4 would make area : 4 equal to the side itself.
        return (level === 2 && sd.d === 1) || (sd.n === 4 && sd.d === 1) ? null : sd;
      });
      const area = mul(side, side);
      const unit = level === 1 ? 'cm' : 'm';
      const errors = numberErrors(side, [
        {
          key: 'root_as_half',
          value: div(area, rat(2)),
          feedback: 'Bok kwadratu to nie połowa pola. Szukamy liczby, która pomnożona przez siebie daje pole.',
        },
        {
          key: 'area_perimeter_confused',
          value: div(area, rat(4)),
          feedback: 'Podzielono pole przez 4 jak obwód. Pole kwadratu to $a \\cdot a$, więc $a = \\sqrt{P}$.',
        },
        ...(level === 2
          ? [
              {
                key: 'decimal_root_places',
                value: div(side, rat(10)),
                feedback: `Sprawdź przecinek: podnieś swój wynik do kwadratu i porównaj z polem.`,
              },
            ]
          : []),
      ]);
      return {
        type: 'numeric',
        stem: `Pole kwadratu jest równe ${texNumber(toNumber(area)).replace('{,}', ',')} ${unit}². Oblicz długość boku tego kwadratu.`,
        answer: numberAnswer(side),
        answerHint: `Podaj długość w ${unit === 'cm' ? 'centymetrach' : 'metrach'}.`,
        unitLabel: unit,
        commonErrors: errors,
        steps: [
          step({
            prompt: 'Zapisz, jak obliczyć bok $a$, gdy znasz pole $P$ (np. √P).',
            expected: `√${toNumber(area).toString().replace('.', ',')}`,
            patterns: [
              `^(sqrt|√|pierwiastek)\\(?${String(toNumber(area)).replace('.', '\\.')}\\)?$`,
              '^(sqrt|√|pierwiastek)\\(?p\\)?$',
            ],
            hints: [
              'Pole kwadratu to $a \\cdot a = a^2$.',
              'Działanie odwrotne do podnoszenia do kwadratu to pierwiastek kwadratowy.',
              `$a = \\sqrt{${decimalTex(area)}}$`,
            ],
          }),
          numberStep({
            prompt: `Oblicz $\\sqrt{${decimalTex(area)}}$.`,
            value: side,
            hints: [
              'Jaka liczba pomnożona przez siebie daje pole?',
              level === 2
                ? `$\\sqrt{${decimalTex(area)}} = \\sqrt{\\frac{${area.n}}{${area.d}}}$`
                : `Sprawdź $${decimalTex(side)}^2$.`,
              `$${decimalTex(side)} \\cdot ${decimalTex(side)} = ${decimalTex(area)}$, więc $a = ${decimalTex(side)}$ ${unit}`,
            ],
          }),
        ],
        solution: `$a = \\sqrt{${decimalTex(area)}} = ${decimalTex(side)}$ ${unit}, bo $${decimalTex(side)}^2 = ${decimalTex(area)}$.`,
        params: { side: toNumber(side) },
      };
    }
    const edge = rng.int(2, 14);
    const volume = edge ** 3;
    const errors = numberErrors(rat(edge), [
      {
        key: 'root_as_third',
        value: rat(volume, 3),
        feedback:
          'Krawędź to nie trzecia część objętości. Szukamy liczby, która podniesiona do sześcianu daje objętość.',
      },
      {
        key: 'square_root_instead',
        value: rat(Math.round(Math.sqrt(volume) * 100), 100),
        feedback: 'Objętość sześcianu to $a^3$, więc potrzebny jest pierwiastek sześcienny, a nie kwadratowy.',
      },
      {
        key: 'divided_by_faces',
        value: rat(volume, 6),
        feedback: 'Sześcian ma 6 ścian, ale to nie ma związku z objętością. $V = a^3$.',
      },
    ]);
    return {
      type: 'numeric',
      stem: `Objętość sześcianu jest równa ${volume} cm³. Oblicz długość krawędzi tego sześcianu.`,
      answer: numberAnswer(edge),
      answerHint: 'Podaj długość w centymetrach.',
      unitLabel: 'cm',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: 'Objętość sześcianu to $a^3$. Jaki stopień pierwiastka trzeba obliczyć? (2 czy 3)',
          value: rat(3),
          hints: [
            '$V = a \\cdot a \\cdot a$',
            'Odwrotnością podnoszenia do trzeciej potęgi jest pierwiastek trzeciego stopnia.',
            'Pierwiastek stopnia 3 (sześcienny).',
          ],
        }),
        numberStep({
          prompt: `Oblicz $\\sqrt[3]{${volume}}$.`,
          value: rat(edge),
          hints: [
            'Jaka liczba podniesiona do sześcianu daje objętość?',
            `Sprawdź $${edge}^3$.`,
            `$${edge}^3 = ${volume}$, więc $a = ${edge}$ cm`,
          ],
        }),
      ],
      solution: `$a = \\sqrt[3]{${volume}} = ${edge}$ cm, bo $${edge}^3 = ${volume}$.`,
      params: { edge },
    };
  },
});

export const rootsTemplates: readonly QuestionTemplate[] = [evaluate, squareAndCube, estimate];
