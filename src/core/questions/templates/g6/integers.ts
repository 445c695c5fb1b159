import type { QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors, type NumericMistake, stepErrors } from '../../kit/errors.ts';
import { numberPattern, step, numberStep } from '../../kit/steps.ts';
import { parenIfNeg, qty, celsiusText } from '../../kit/format.ts';
import { rat } from '../../../math/rational.ts';
import { formatNumber, texNumber } from '../../../text/format.ts';
import { tickedNumberLineFigure } from '../../figures.ts';
import type { Rng } from '../../../math/random.ts';
import { type NounForms, pluralForm } from '../../../text/plural.ts';

/** Integer in KaTeX, bracketed when negative so it can follow an operator: (-3). */
const tp = (v: number): string => parenIfNeg(texNumber(v), v);
const signed = (rng: Rng, min: number, max: number): number => (rng.chance(0.5) ? -1 : 1) * rng.int(min, max);

const addSub = defineTemplate({
  id: 'integers.add-sub',
  title: 'Dodawanie i odejmowanie liczb całkowitych',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const { a, b } = redraw(() => {
        const a = signed(rng, 2, 20);
        const b = -Math.sign(a) * rng.int(2, 20);
        return Math.abs(a) === Math.abs(b) ? null : { a, b };
      });
      const r = a + b;
      const diff = Math.abs(Math.abs(a) - Math.abs(b));
      const errors = numberErrors(rat(r), [
        {
          key: 'abs_added',
          value: rat(Math.sign(r) * (Math.abs(a) + Math.abs(b))),
          feedback:
            'Dodano wartości bezwzględne. Gdy liczby mają różne znaki, odejmij mniejszą wartość bezwzględną od większej.',
        },
        {
          key: 'wrong_sign',
          value: rat(-r),
          feedback: 'Zły znak wyniku. Wynik ma znak tej liczby, która ma większą wartość bezwzględną.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz: $${texNumber(a)} + ${tp(b)}$.`,
        answer: numberAnswer(r),
        answerHint: 'Wpisz liczbę całkowitą.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Liczby mają różne znaki. Od większej wartości bezwzględnej odejmij mniejszą. Ile wynosi ta różnica?`,
            value: rat(diff),
            hints: [
              'Wartość bezwzględna to odległość liczby od zera na osi.',
              `Wartości bezwzględne to $${Math.abs(a)}$ i $${Math.abs(b)}$.`,
              `$${Math.max(Math.abs(a), Math.abs(b))} - ${Math.min(Math.abs(a), Math.abs(b))} = ${diff}$`,
            ],
            errors: [{ code: 'abs_added', value: rat(Math.abs(a) + Math.abs(b)), feedback: errors[0]?.feedback ?? '' }],
          }),
          numberStep({
            prompt: `Dopisz właściwy znak. Ile wynosi $${texNumber(a)} + ${tp(b)}$?`,
            value: rat(r),
            hints: [
              'Który składnik jest dalej od zera?',
              'Wynik ma znak liczby o większej wartości bezwzględnej.',
              `$${texNumber(a)} + ${tp(b)} = ${texNumber(r)}$`,
            ],
            errors: [{ code: 'wrong_sign', value: rat(-r), feedback: 'Sprawdź znak wyniku.' }],
          }),
        ],
        solution: `Liczby mają różne znaki, więc odejmujemy wartości bezwzględne: $${Math.max(Math.abs(a), Math.abs(b))} - ${Math.min(Math.abs(a), Math.abs(b))} = ${diff}$. Wynik ma znak liczby $${texNumber(Math.abs(a) > Math.abs(b) ? a : b)}$, więc $${texNumber(a)} + ${tp(b)} = ${texNumber(r)}$.`,
        params: { a, b },
      };
    }
    if (level === 2) {
      const { a, b } = redraw(() => {
        const a = signed(rng, 3, 30);
        const b = -rng.int(2, 30);
        const r = a - b;
        return r === 0 || a + b === 0 ? null : { a, b };
      });
      const r = a - b;
      const errors = numberErrors(rat(r), [
        {
          key: 'minus_minus_as_minus',
          value: rat(a + b),
          feedback: `Odjęcie liczby ujemnej to dodanie liczby do niej przeciwnej: $a - (${b}) = a + ${-b}$.`,
        },
        { key: 'wrong_sign', value: rat(-r), feedback: 'Zły znak wyniku. Sprawdź, po której stronie zera leży wynik.' },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz: $${texNumber(a)} - ${tp(b)}$.`,
        answer: numberAnswer(r),
        answerHint: 'Wpisz liczbę całkowitą.',
        commonErrors: errors,
        steps: [
          step({
            prompt: `Zamień odejmowanie na dodawanie liczby przeciwnej: $${texNumber(a)} - ${tp(b)} = ${texNumber(a)} + \\square$. Jaka liczba stoi w kratce?`,
            expected: String(-b),
            patterns: [numberPattern(-b)],
            hints: [
              'Odejmowanie to dodawanie liczby przeciwnej.',
              `Liczbą przeciwną do $${b}$ jest liczba o tej samej wartości bezwzględnej i przeciwnym znaku.`,
              `$${texNumber(a)} - ${tp(b)} = ${texNumber(a)} + ${-b}$`,
            ],
            errors: [
              {
                code: 'minus_minus_as_minus',
                patterns: [numberPattern(b)],
                feedback: 'Liczbą przeciwną do liczby ujemnej jest liczba dodatnia.',
              },
            ],
          }),
          numberStep({
            prompt: `Ile wynosi $${texNumber(a)} + ${-b}$?`,
            value: rat(r),
            hints: [
              'Dodanie liczby dodatniej to przesunięcie w prawo na osi liczbowej.',
              `Od $${texNumber(a)}$ przesuń się o $${-b}$ w prawo.`,
              `$${texNumber(a)} + ${-b} = ${texNumber(r)}$`,
            ],
            errors: [{ code: 'wrong_sign', value: rat(-r), feedback: 'Sprawdź znak wyniku.' }],
          }),
        ],
        solution: `$${texNumber(a)} - ${tp(b)} = ${texNumber(a)} + ${-b} = ${texNumber(r)}$`,
        params: { a, b },
      };
    }
    const { a, b, c } = redraw(() => {
      const a = signed(rng, 5, 80);
      const b = -rng.int(5, 80);
      const c = signed(rng, 5, 80);
      const r = a - b + c;
      return r === 0 || a - b === 0 || a + b + c === 0 ? null : { a, b, c };
    });
    const ab = a - b;
    const r = ab + c;
    const errors = numberErrors(rat(r), [
      {
        key: 'minus_minus_as_minus',
        value: rat(a + b + c),
        feedback: `Odjęcie liczby ujemnej to dodanie liczby przeciwnej: $-${tp(b)} = +${-b}$.`,
      },
      { key: 'wrong_sign', value: rat(-r), feedback: 'Zły znak wyniku. Licz krok po kroku i sprawdzaj znak.' },
      {
        key: 'right_to_left',
        value: rat(a - (b + c)),
        feedback: 'Dodawanie i odejmowanie wykonujemy po kolei od lewej do prawej.',
      },
    ]);
    return {
      type: 'numeric',
      stem: `Oblicz: $${texNumber(a)} - ${tp(b)} + ${tp(c)}$.`,
      answer: numberAnswer(r),
      answerHint: 'Wpisz liczbę całkowitą.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Najpierw oblicz $${texNumber(a)} - ${tp(b)}$.`,
          value: rat(ab),
          hints: [
            'Odejmowanie liczby ujemnej zamień na dodawanie.',
            `$${texNumber(a)} - ${tp(b)} = ${texNumber(a)} + ${-b}$`,
            `$${texNumber(a)} + ${-b} = ${texNumber(ab)}$`,
          ],
          errors: [
            {
              code: 'minus_minus_as_minus',
              value: rat(a + b),
              feedback: 'Odjęcie liczby ujemnej to dodanie liczby dodatniej.',
            },
          ],
        }),
        numberStep({
          prompt: `Teraz oblicz $${texNumber(ab)} + ${tp(c)}$.`,
          value: rat(r),
          hints: [
            'Dodaj drugi składnik do otrzymanego wyniku.',
            ab * c < 0
              ? 'Gdy liczby mają różne znaki, odejmij wartości bezwzględne i weź znak liczby dalszej od zera.'
              : ab < 0
                ? 'Obie liczby są ujemne: dodaj ich wartości bezwzględne, a wynik będzie ujemny.'
                : 'Obie liczby są dodatnie: po prostu je dodaj.',
            `$${texNumber(ab)} + ${tp(c)} = ${texNumber(r)}$`,
          ],
          errors: [{ code: 'wrong_sign', value: rat(-r), feedback: 'Sprawdź znak wyniku.' }],
        }),
      ],
      solution: `$${texNumber(a)} - ${tp(b)} + ${tp(c)} = ${texNumber(a)} + ${-b} + ${tp(c)} = ${texNumber(ab)} + ${tp(c)} = ${texNumber(r)}$`,
      params: { a, b, c },
    };
  },
});

const mulDiv = defineTemplate({
  id: 'integers.mul-div',
  title: 'Mnożenie i dzielenie liczb całkowitych',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const { a, b } = redraw(() => {
        const a = signed(rng, 2, 12);
        const b = signed(rng, 2, 12);
        return a > 0 && b > 0 ? null : a + b === -a * b || a + b === a * b ? null : { a, b };
      });
      const r = a * b;
      const errors = numberErrors(rat(r), [
        {
          key: 'wrong_sign',
          value: rat(-r),
          feedback:
            'Zły znak iloczynu. Iloczyn dwóch liczb o tych samych znakach jest dodatni, a o różnych znakach — ujemny.',
        },
        { key: 'added_instead', value: rat(a + b), feedback: 'Dodano liczby zamiast je pomnożyć.' },
      ]);
      const sameSign = a < 0 === b < 0;
      return {
        type: 'numeric',
        stem: `Oblicz: $${texNumber(a)} \\cdot ${tp(b)}$.`,
        answer: numberAnswer(r),
        answerHint: 'Wpisz liczbę całkowitą.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Pomnóż wartości bezwzględne: $${Math.abs(a)} \\cdot ${Math.abs(b)}$.`,
            value: rat(Math.abs(r)),
            hints: [
              'Na razie pomiń znaki.',
              'Skorzystaj z tabliczki mnożenia.',
              `$${Math.abs(a)} \\cdot ${Math.abs(b)} = ${Math.abs(r)}$`,
            ],
          }),
          numberStep({
            prompt: `Dopisz znak. Ile wynosi $${texNumber(a)} \\cdot ${tp(b)}$?`,
            value: rat(r),
            hints: [
              'Czy czynniki mają takie same znaki?',
              'Takie same znaki — wynik dodatni; różne znaki — wynik ujemny.',
              `Znaki są ${sameSign ? 'takie same' : 'różne'}, więc $${texNumber(a)} \\cdot ${tp(b)} = ${texNumber(r)}$.`,
            ],
            errors: [{ code: 'wrong_sign', value: rat(-r), feedback: 'Sprawdź znak iloczynu.' }],
          }),
        ],
        solution: `$${Math.abs(a)} \\cdot ${Math.abs(b)} = ${Math.abs(r)}$; czynniki mają ${sameSign ? 'takie same znaki, więc iloczyn jest dodatni' : 'różne znaki, więc iloczyn jest ujemny'}: $${texNumber(a)} \\cdot ${tp(b)} = ${texNumber(r)}$.`,
        params: { a, b },
      };
    }
    if (level === 2) {
      const { a, b, q } = redraw(() => {
        const b = signed(rng, 2, 12);
        const q = signed(rng, 2, 15);
        const a = b * q;
        return a > 0 && b > 0 ? null : { a, b, q };
      });
      const errors = numberErrors(rat(q), [
        {
          key: 'wrong_sign',
          value: rat(-q),
          feedback: 'Zły znak ilorazu. Przy dzieleniu znak ustalamy tak samo jak przy mnożeniu.',
        },
        {
          key: 'divided_reversed',
          value: rat(b, a),
          feedback: 'Podzielono dzielnik przez dzielną. Dziel pierwszą liczbę przez drugą.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz: $${texNumber(a)} : ${tp(b)}$.`,
        answer: numberAnswer(q),
        answerHint: 'Wpisz liczbę całkowitą.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Podziel wartości bezwzględne: $${Math.abs(a)} : ${Math.abs(b)}$.`,
            value: rat(Math.abs(q)),
            hints: [
              'Na razie pomiń znaki.',
              `Jaka liczba pomnożona przez $${Math.abs(b)}$ daje $${Math.abs(a)}$?`,
              `$${Math.abs(a)} : ${Math.abs(b)} = ${Math.abs(q)}$`,
            ],
          }),
          numberStep({
            prompt: `Dopisz znak. Ile wynosi $${texNumber(a)} : ${tp(b)}$?`,
            value: rat(q),
            hints: [
              'Czy dzielna i dzielnik mają takie same znaki?',
              'Takie same znaki — wynik dodatni; różne znaki — wynik ujemny.',
              `$${texNumber(a)} : ${tp(b)} = ${texNumber(q)}$`,
            ],
            errors: [{ code: 'wrong_sign', value: rat(-q), feedback: 'Sprawdź znak ilorazu.' }],
          }),
        ],
        solution: `$${Math.abs(a)} : ${Math.abs(b)} = ${Math.abs(q)}$, a znak ustalamy jak przy mnożeniu: $${texNumber(a)} : ${tp(b)} = ${texNumber(q)}$.`,
        params: { a, b },
      };
    }
    const { a, b, c, q } = redraw(() => {
      const b = signed(rng, 2, 9);
      const q = signed(rng, 2, 12);
      const c = signed(rng, 2, 9);
      const a = b * q;
      const negatives = [a, b, c].filter((x) => x < 0).length;
      return negatives < 2 ? null : { a, b, c, q };
    });
    const r = q * c;
    const errors = numberErrors(rat(r), [
      {
        key: 'order_of_ops',
        value: rat(a, b * c),
        feedback: 'Mnożenie i dzielenie wykonujemy po kolei od lewej do prawej — najpierw dzielenie, potem mnożenie.',
      },
      { key: 'wrong_sign', value: rat(-r), feedback: 'Zły znak wyniku. Policz, ile jest czynników ujemnych.' },
    ]);
    return {
      type: 'numeric',
      stem: `Oblicz: $${texNumber(a)} : ${tp(b)} \\cdot ${tp(c)}$.`,
      answer: numberAnswer(r),
      answerHint: 'Wpisz liczbę.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Działania wykonujemy od lewej do prawej. Oblicz najpierw $${texNumber(a)} : ${tp(b)}$.`,
          value: rat(q),
          hints: [
            'Zacznij od dzielenia — stoi pierwsze.',
            'Podziel wartości bezwzględne i ustal znak.',
            `$${texNumber(a)} : ${tp(b)} = ${texNumber(q)}$`,
          ],
          errors: [{ code: 'wrong_sign', value: rat(-q), feedback: 'Sprawdź znak ilorazu.' }],
        }),
        numberStep({
          prompt: `Teraz oblicz $${texNumber(q)} \\cdot ${tp(c)}$.`,
          value: rat(r),
          hints: [
            'Pomnóż wynik dzielenia przez ostatnią liczbę.',
            'Takie same znaki — wynik dodatni; różne — ujemny.',
            `$${texNumber(q)} \\cdot ${tp(c)} = ${texNumber(r)}$`,
          ],
          errors: [{ code: 'wrong_sign', value: rat(-r), feedback: 'Sprawdź znak iloczynu.' }],
        }),
      ],
      solution: `Od lewej do prawej: $${texNumber(a)} : ${tp(b)} = ${texNumber(q)}$, następnie $${texNumber(q)} \\cdot ${tp(c)} = ${texNumber(r)}$.`,
      params: { a, b, c },
    };
  },
});

/** Temperatures in prose: plain text with a typographic minus. */
const degrees = (n: number): string => pluralForm(n, { one: 'stopień', few: 'stopnie', many: 'stopni' });

const temperature = defineTemplate({
  id: 'integers.temperature',
  title: 'Zmiany temperatury',
  generate({ rng, level }): GeneratedBody {
    if (level === 2) {
      const { t1, d } = redraw(() => {
        const t1 = rng.int(-5, 8);
        const d = rng.int(4, 15);
        const t2 = t1 - d;
        return t1 === 0 || t2 >= 0 || d - t1 === t1 - d ? null : { t1, d };
      });
      const t2 = t1 - d;
      const errors = numberErrors(rat(t2), [
        {
          key: 'wrong_sign',
          value: rat(-t2),
          feedback: 'Temperatura spadła poniżej zera, więc wynik jest liczbą ujemną.',
        },
        { key: 'added_instead', value: rat(t1 + d), feedback: 'Temperatura spadła, więc trzeba odjąć, a nie dodać.' },
      ]);
      return {
        type: 'numeric',
        stem: `Rano termometr wskazywał ${celsiusText(t1)}. Do wieczora temperatura spadła o ${d} ${degrees(d)}. Jaką temperaturę wskazywał termometr wieczorem?`,
        answer: numberAnswer(t2),
        answerHint: 'Wpisz liczbę (może być ujemna).',
        unitLabel: '°C',
        commonErrors: errors,
        steps: [
          step({
            prompt: 'Jakie działanie trzeba wykonać? Zapisz je (np. 5-3).',
            expected: `${t1}-${d}`,
            patterns: [`^\\(?${t1}\\)?-${d}$`],
            hints: [
              'Temperatura spadła — czy to dodawanie, czy odejmowanie?',
              'Od temperatury rannej odejmij spadek.',
              `$${texNumber(t1)} - ${d}$`,
            ],
          }),
          numberStep({
            prompt: `Oblicz $${texNumber(t1)} - ${d}$.`,
            value: rat(t2),
            hints: [
              'Wyobraź sobie termometr i przesuń się w dół.',
              `Przesuń się od $${texNumber(t1)}$ o $${d}$ w dół.`,
              `$${texNumber(t1)} - ${d} = ${texNumber(t2)}$`,
            ],
            errors: [{ code: 'wrong_sign', value: rat(-t2), feedback: 'Wynik jest poniżej zera.' }],
          }),
        ],
        solution: `$${texNumber(t1)} - ${d} = ${texNumber(t2)}$, więc wieczorem termometr wskazywał ${celsiusText(t2)}.`,
        params: { t1, d },
      };
    }
    const { t1, t2 } = redraw(() => {
      const t1 = level === 1 ? -rng.int(2, 12) : -rng.int(8, 25);
      const t2 = level === 1 ? rng.int(2, 15) : -rng.int(1, 7);
      return Math.abs(t1) === Math.abs(t2) || t2 <= t1 ? null : { t1, t2 };
    });
    const r = t2 - t1;
    const errors = numberErrors(rat(r), [
      {
        key: 'abs_difference',
        value: rat(Math.abs(Math.abs(t2) - Math.abs(t1))),
        feedback: 'Odjęto liczby bez znaków. Różnica temperatur to odległość między nimi na osi (termometrze).',
      },
      {
        key: level === 1 ? 'added_signed' : 'abs_added',
        value: rat(level === 1 ? t2 + t1 : Math.abs(t1) + Math.abs(t2)),
        feedback:
          level === 1
            ? 'Dodano temperatury. Aby obliczyć różnicę, od wyższej temperatury odejmij niższą.'
            : 'Obie temperatury są ujemne — odległość między nimi to różnica, a nie suma ich wartości bezwzględnych.',
      },
      {
        key: 'wrong_sign',
        value: rat(-r),
        feedback:
          level === 1
            ? 'Temperatura wzrosła, więc różnica jest dodatnia.'
            : 'Najwyższa temperatura jest wyższa od najniższej, więc różnica jest dodatnia.',
      },
    ]);
    const stem =
      level === 1
        ? `O północy termometr wskazywał ${celsiusText(t1)}, a w południe ${celsiusText(t2)}. O ile stopni wzrosła temperatura?`
        : `Najniższa temperatura zanotowana w ciągu doby wynosiła ${celsiusText(t1)}, a najwyższa ${celsiusText(t2)}. O ile stopni najwyższa temperatura była wyższa od najniższej?`;
    return {
      type: 'numeric',
      stem,
      answer: numberAnswer(r),
      answerHint: 'Wpisz liczbę stopni.',
      unitLabel: '°C',
      commonErrors: errors,
      steps: [
        step({
          prompt: 'Zapisz działanie: od wyższej temperatury odejmij niższą (np. 5-(-3)).',
          expected: `${t2}-(${t1})`,
          patterns: [`^\\(?${t2}\\)?-\\(${t1}\\)$`, `^\\(?${t2}\\)?\\+${-t1}$`],
          hints: [
            'Różnica to zawsze „większa minus mniejsza”.',
            'Niższa temperatura to ta bardziej na lewo na osi.',
            `$${texNumber(t2)} - (${t1})$`,
          ],
        }),
        numberStep({
          prompt: `Oblicz $${texNumber(t2)} - (${t1})$.`,
          value: rat(r),
          hints: [
            'Odejmowanie liczby ujemnej to dodawanie liczby przeciwnej.',
            `$${texNumber(t2)} - (${t1}) = ${texNumber(t2)} + ${-t1}$`,
            `$${texNumber(t2)} + ${-t1} = ${r}$`,
          ],
          errors: [
            {
              code: 'abs_difference',
              value: rat(Math.abs(Math.abs(t2) - Math.abs(t1))),
              feedback: 'Odjęcie liczby ujemnej to dodanie liczby przeciwnej.',
            },
          ],
        }),
      ],
      solution: `$${texNumber(t2)} - (${t1}) = ${texNumber(t2)} + ${-t1} = ${r}$, czyli różnica wynosi ${r} ${degrees(r)}.`,
      params: { t1, t2 },
    };
  },
});

/** Accusative after "o": o 1 działkę, o 3 działki, o 5 działek. */
const DZIALKA = { one: 'działkę', few: 'działki', many: 'działek' };

interface IntegerLine {
  /** Value of one segment. */
  tick: number;
  /** Value at the left end. */
  lo: number;
  segments: number;
}

/** A line of `tick`-sized segments from `lo`, covering `values`, 0 and `tick` (the two labelled ticks). */
function lineAround(tick: number, values: readonly number[], rng: Rng): IntegerLine {
  const lo = Math.min(...values, 0) - tick * rng.int(1, 2);
  const hi = Math.max(...values, tick) + tick * rng.int(1, 2);
  return { tick, lo, segments: (hi - lo) / tick };
}

function integerLineFigure(line: IntegerLine, points: readonly [string, number][]): string {
  const at = (v: number): number => (v - line.lo) / line.tick;
  return tickedNumberLineFigure({
    segments: line.segments,
    labels: new Map([
      [at(0), '0'],
      [at(line.tick), formatNumber(line.tick)],
    ]),
    points: points.map(([name, v]) => ({ name, index: at(v) })),
    ariaLabel: `Oś liczbowa z ${points.length === 1 ? 'zaznaczonym punktem A' : 'zaznaczonymi punktami A i B'}`,
  });
}

/** Reading a negative point: its distance from zero in segments, then the value with its sign. */
function readPointSteps(name: string, v: number, tick: number): QuestionStep[] {
  const jumps = Math.abs(v) / tick;
  const side = v < 0 ? 'lewo' : 'prawo';
  return [
    numberStep({
      prompt: `O ile działek punkt ${name} jest oddalony od zera?`,
      value: rat(jumps),
      hints: [
        'Licz skoki od kreski do kreski, zaczynając od zera — nie licz kresek.',
        `Zacznij przy zerze i licz skoki w ${side} aż do punktu ${name}.`,
        `Punkt ${name} leży o ${qty(jumps, DZIALKA)} na ${side} od zera.`,
      ],
      errors: [{ code: 'counted_ticks', value: rat(jumps + 1), feedback: 'Policzono kreski, a nie skoki.' }],
    }),
    numberStep({
      prompt: `Jaką liczbę oznacza punkt ${name}?`,
      value: rat(v),
      hints: [
        `Punkt ${name} leży na ${side} od zera, więc liczba jest ${v < 0 ? 'ujemna' : 'dodatnia'}.`,
        tick === 1 ? 'Jedna działka to 1.' : `Jedna działka to ${tick}, więc pomnóż liczbę działek przez ${tick}.`,
        `Punkt ${name} oznacza liczbę $${texNumber(v)}$.`,
      ],
      errors: [
        { code: 'sign_ignored', value: rat(-v), feedback: `Punkt ${name} leży na ${side} od zera — sprawdź znak.` },
        ...(tick === 1
          ? []
          : [
              {
                code: 'ticks_as_units',
                value: rat(Math.sign(v) * jumps),
                feedback: `Jedna działka to ${tick}, a nie 1.`,
              },
            ]),
      ],
    }),
  ];
}

const numberLine = defineTemplate({
  id: 'integers.number-line',
  title: 'Liczby całkowite na osi liczbowej',
  generate({ rng, level }): GeneratedBody {
    if (level <= 2) {
      // Level 1: one segment is 1; level 2: only 0 and the next tick are labelled, one segment is 2, 5 or 10.
      const tick = level === 1 ? 1 : rng.pick([2, 5, 10]);
      const jumps = level === 1 ? rng.int(2, 9) : rng.int(2, 7);
      const a = -tick * jumps;
      const line = lineAround(tick, [a], rng);
      const errors = numberErrors(rat(a), [
        {
          key: 'sign_ignored',
          value: rat(-a),
          feedback: 'Pominięto znak. Punkt A leży na lewo od zera, więc oznacza liczbę ujemną.',
        },
        ...(tick === 1
          ? []
          : [
              {
                key: 'ticks_as_units',
                value: rat(-jumps),
                feedback: `Policzono działki, ale jedna działka to ${tick}, a nie 1: między 0 a ${tick} jest jedna działka.`,
              },
            ]),
        {
          key: 'counted_ticks',
          value: rat(a - tick),
          feedback: 'Policzono kreski razem z kreską przy zerze. Licz skoki od zera do punktu A, a nie kreski.',
        },
      ]);
      return {
        type: 'numeric',
        stem: 'Jaką liczbę oznacza punkt A zaznaczony na osi liczbowej?',
        figure: integerLineFigure(line, [['A', a]]),
        answer: numberAnswer(a),
        answerHint: 'Wpisz liczbę całkowitą.',
        commonErrors: errors,
        steps: [
          ...(tick === 1
            ? []
            : [
                numberStep({
                  prompt: 'Ile wynosi jedna działka, czyli odległość między sąsiednimi kreskami?',
                  value: rat(tick),
                  hints: [
                    'Spójrz na dwie kreski opisane liczbami.',
                    `Między 0 a ${tick} jest tylko jedna działka.`,
                    `Jedna działka to ${tick}.`,
                  ],
                  errors: [
                    { code: 'ticks_as_units', value: rat(1), feedback: `Między 0 a ${tick} jest jedna działka.` },
                  ],
                }),
              ]),
          ...readPointSteps('A', a, tick),
        ],
        solution:
          tick === 1
            ? `Jedna działka to 1. Punkt A leży o ${qty(jumps, DZIALKA)} na lewo od zera, więc oznacza liczbę $${texNumber(a)}$.`
            : `Jedna działka to ${tick}. Punkt A leży o ${qty(jumps, DZIALKA)} na lewo od zera, więc oznacza liczbę $-${jumps} \\cdot ${tick} = ${texNumber(a)}$.`,
        params: { tick, a, lo: line.lo },
      };
    }
    // Level 3: read two points, then the distance between them (a trap either way: opposite sides
    // of zero → add the distances from zero; the same side → subtract them).
    const tick = rng.pick([2, 5, 10]);
    const { p, q, opposite } = redraw(() => {
      const opposite = rng.chance(0.6);
      const p = rng.int(2, opposite ? 6 : 9);
      const q = rng.int(1, 6);
      return p === q || (!opposite && q > p) ? null : { p, q, opposite };
    });
    const a = -tick * p;
    const b = opposite ? tick * q : -tick * q;
    const d = b - a;
    const line = lineAround(tick, [a, b], rng);
    const ticksAsUnits = (jumps: number): NumericMistake => ({
      key: 'ticks_as_units',
      value: rat(jumps),
      feedback: `Podano liczbę działek, a jedna działka to ${tick}. Pomnóż liczbę działek przez ${tick}.`,
    });
    const mistakes: NumericMistake[] = opposite
      ? [
          {
            key: 'abs_subtracted',
            value: rat(Math.abs(Math.abs(b) - Math.abs(a))),
            feedback:
              'Odjęto liczby bez znaków. Punkty leżą po przeciwnych stronach zera, więc ich odległości od zera trzeba dodać.',
          },
          ticksAsUnits(p + q),
          {
            key: 'counted_ticks',
            value: rat(d + tick),
            feedback: 'Policzono kreski zamiast skoków. Odległość to liczba skoków od A do B razy długość działki.',
          },
        ]
      : [
          {
            key: 'abs_added',
            value: rat(Math.abs(a) + Math.abs(b)),
            feedback:
              'Dodano odległości od zera, ale oba punkty leżą na lewo od zera. Odległość między nimi to różnica tych odległości.',
          },
          ticksAsUnits(p - q),
          {
            key: 'negative_distance',
            value: rat(-d),
            feedback: 'Odległość nie może być ujemna. Od liczby większej (B) odejmij mniejszą (A).',
          },
        ];
    const errors = numberErrors(rat(d), mistakes);
    const [stepA, stepB] = [readPointSteps('A', a, tick)[1]!, readPointSteps('B', b, tick)[1]!];
    return {
      type: 'numeric',
      stem: 'Na osi liczbowej zaznaczono punkty A i B. Jaka jest odległość między tymi punktami?',
      figure: integerLineFigure(line, [
        ['A', a],
        ['B', b],
      ]),
      answer: numberAnswer(d),
      answerHint: 'Wpisz liczbę całkowitą.',
      commonErrors: errors,
      steps: [
        stepA,
        stepB,
        numberStep({
          prompt: 'Jaka jest odległość między punktami A i B?',
          value: rat(d),
          hints: [
            'Odległość to różnica: od liczby większej odejmij mniejszą.',
            `$${texNumber(b)} - ${tp(a)} = ${texNumber(b)} + ${-a}$`,
            `$${texNumber(b)} - ${tp(a)} = ${d}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      solution: `Jedna działka to ${tick}, więc A oznacza liczbę $${texNumber(a)}$, a B liczbę $${texNumber(b)}$. Odległość między nimi: $${texNumber(b)} - ${tp(a)} = ${texNumber(b)} + ${-a} = ${d}$.`,
      params: { tick, a, b, lo: line.lo },
    };
  },
});

const DEGREES: NounForms = { one: 'stopień', few: 'stopnie', many: 'stopni' };
const HOURS: NounForms = { one: 'godzinę', few: 'godziny', many: 'godzin' };

/**
 * Temperatures changing step by step (podstawa 4-6.III: liczby całkowite w sytuacjach
 * praktycznych): a rise then a fall (level 1), a steady fall for some hours (level 2), how many
 * hours a steady fall takes (level 3).
 */
const temperatureChanges = defineTemplate({
  id: 'integers.temperature-changes',
  title: 'Temperatura zmieniająca się w ciągu dnia',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const { t0, up, down } = redraw(() => {
        const t0 = rng.int(-9, 4);
        const up = rng.int(2, 9);
        const down = rng.int(5, 16);
        const t = t0 + up - down;
        return t0 === 0 || t >= 0 || t0 + up === 0 || up === down ? null : { t0, up, down };
      });
      const mid = t0 + up;
      const t = mid - down;
      const mistakes: NumericMistake[] = [
        {
          key: 'directions_swapped',
          value: rat(t0 - up + down),
          feedback: 'Wzrost to dodawanie, a spadek — odejmowanie.',
        },
        {
          key: 'sign_lost',
          value: rat(-t),
          feedback: 'Temperatura spadła poniżej zera, więc wynik jest liczbą ujemną.',
        },
        {
          key: 'both_added',
          value: rat(t0 + up + down),
          feedback: 'Temperatura najpierw wzrosła, a potem spadła — spadek się odejmuje.',
        },
      ];
      return {
        type: 'numeric',
        stem: `O 6:00 termometr wskazywał ${celsiusText(t0)}. Do południa temperatura wzrosła o ${qty(up, DEGREES)}, a do północy spadła o ${qty(down, DEGREES)}. Jaką temperaturę wskazywał termometr o północy?`,
        answer: numberAnswer(t),
        answerHint: 'Wpisz liczbę (może być ujemna).',
        unitLabel: '°C',
        steps: [
          numberStep({
            prompt: 'Jaką temperaturę wskazywał termometr w południe?',
            value: rat(mid),
            hints: [
              'Temperatura wzrosła: dodaj.',
              `$${texNumber(t0)} + ${up}$`,
              `$${texNumber(t0)} + ${up} = ${texNumber(mid)}$`,
            ],
          }),
          numberStep({
            prompt: 'Jaką temperaturę wskazywał termometr o północy?',
            value: rat(t),
            hints: [
              'Temperatura spadła: odejmij.',
              `$${texNumber(mid)} - ${down}$`,
              `$${texNumber(mid)} - ${down} = ${texNumber(t)}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(rat(t), mistakes),
        solution: `W południe: $${texNumber(t0)} + ${up} = ${texNumber(mid)}$. O północy: $${texNumber(mid)} - ${down} = ${texNumber(t)}$, czyli ${celsiusText(t)}.`,
        params: { t0, up, down },
      };
    }
    const { t1, d, h } = redraw(() => {
      const t1 = rng.int(-4, 9);
      const d = rng.int(2, 4);
      const h = rng.int(3, 8);
      return t1 - d * h < 0 && t1 !== 0 && t1 - d * h !== -t1 ? { t1, d, h } : null;
    });
    const t2 = t1 - d * h;
    const start = rng.int(15, 19);
    if (level === 2) {
      const mistakes: NumericMistake[] = [
        {
          key: 'one_hour',
          value: rat(t1 - d),
          feedback: `Temperatura spadała przez ${qty(h, HOURS)}, a nie przez jedną.`,
        },
        { key: 'wrong_direction', value: rat(t1 + d * h), feedback: 'Temperatura spadała — odejmij spadek.' },
        {
          key: 'sign_lost',
          value: rat(-t2),
          feedback: 'Temperatura spadła poniżej zera, więc wynik jest liczbą ujemną.',
        },
      ];
      return {
        type: 'numeric',
        stem: `O ${start}:00 termometr wskazywał ${celsiusText(t1)}. Potem temperatura spadała co godzinę o ${qty(d, DEGREES)}. Jaką temperaturę wskazywał termometr o ${start + h}:00?`,
        answer: numberAnswer(t2),
        answerHint: 'Wpisz liczbę (może być ujemna).',
        unitLabel: '°C',
        steps: [
          numberStep({
            prompt: 'Przez ile godzin spadała temperatura?',
            value: rat(h),
            hints: ['Odejmij godziny.', `$${start + h} - ${start}$`, `$${start + h} - ${start} = ${h}$`],
          }),
          numberStep({
            prompt: 'O ile stopni spadła temperatura w tym czasie?',
            value: rat(d * h),
            hints: ['Spadek w każdej godzinie jest taki sam.', `$${d} \\cdot ${h}$`, `$${d} \\cdot ${h} = ${d * h}$`],
          }),
          numberStep({
            prompt: `Jaką temperaturę wskazywał termometr o ${start + h}:00?`,
            value: rat(t2),
            hints: [
              'Od temperatury początkowej odejmij cały spadek.',
              `$${texNumber(t1)} - ${d * h}$`,
              `$${texNumber(t1)} - ${d * h} = ${texNumber(t2)}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(rat(t2), mistakes),
        solution: `Temperatura spadała przez ${qty(h, HOURS)}, razem o $${d} \\cdot ${h} = ${d * h}$ ${pluralForm(d * h, DEGREES)}: $${texNumber(t1)} - ${d * h} = ${texNumber(t2)}$, czyli ${celsiusText(t2)}.`,
        params: { t1, d, h, start },
      };
    }
    const drop = t1 - t2;
    const mistakes: NumericMistake[] = [
      {
        key: 'sign_ignored',
        value: rat(Math.abs(Math.abs(t1) - Math.abs(t2)), d),
        feedback: `Spadek od ${celsiusText(t1)} do ${celsiusText(t2)} to $${texNumber(t1)} - (${texNumber(t2)}) = ${drop}$ ${pluralForm(drop, DEGREES)}.`,
      },
      {
        key: 'drop_as_hours',
        value: rat(drop),
        feedback: `To spadek temperatury w stopniach. Podziel go przez ${d} — spadek w ciągu godziny.`,
      },
      { key: 'clock_time', value: rat(start + h), feedback: 'To godzina na zegarze. Pytamy, ile godzin minęło.' },
    ];
    return {
      type: 'numeric',
      stem: `O ${start}:00 termometr wskazywał ${celsiusText(t1)}. Potem temperatura spadała co godzinę o ${qty(d, DEGREES)}. Po ilu godzinach termometr wskazał ${celsiusText(t2)}?`,
      answer: numberAnswer(h),
      answerHint: 'Wpisz liczbę godzin.',
      steps: [
        numberStep({
          prompt: 'O ile stopni musi spaść temperatura?',
          value: rat(drop),
          hints: [
            'Różnica temperatur to odległość na termometrze.',
            `$${texNumber(t1)} - (${texNumber(t2)})$`,
            `$${texNumber(t1)} - (${texNumber(t2)}) = ${drop}$`,
          ],
          errors: [
            {
              code: 'sign_ignored',
              value: rat(Math.abs(Math.abs(t1) - Math.abs(t2))),
              feedback: 'Odjęto liczby bez znaków. Przejdź na termometrze przez zero.',
            },
          ],
        }),
        numberStep({
          prompt: 'Po ilu godzinach?',
          value: rat(h),
          hints: [`Co godzinę temperatura spada o ${qty(d, DEGREES)}.`, `$${drop} : ${d}$`, `$${drop} : ${d} = ${h}$`],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(rat(h), mistakes),
      solution: `Temperatura musi spaść o $${texNumber(t1)} - (${texNumber(t2)}) = ${drop}$ ${pluralForm(drop, DEGREES)}, po ${d} co godzinę: $${drop} : ${d} = ${h}$.`,
      params: { t1, d, h, start },
    };
  },
});

export const integersTemplates: readonly QuestionTemplate[] = [
  addSub,
  mulDiv,
  temperature,
  numberLine,
  temperatureChanges,
];
