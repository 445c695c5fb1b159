import type { QuestionTemplate, CommonError } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { rat, type Rational } from '../../../math/rational.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { pickPerson } from '../../kit/people.ts';
import { numberError } from '../../kit/errors.ts';
import { step, expectNumber } from '../../kit/steps.ts';
import { qty } from '../../kit/format.ts';
import { rectangleFigure } from '../../figures.ts';
import { texNumber } from '../../../text/format.ts';

const values = (errors: readonly CommonError[]): Rational[] =>
  errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : rat(0)));

const rectangle = defineTemplate({
  id: 'perimeter_area_basic.rectangle',
  title: 'Obwód i pole prostokąta i kwadratu',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const unit = rng.pick(['cm', 'dm', 'm']);
      if (level === 1) {
        const a = rng.int(3, 15);
        const b = rng.int(2, a - 1);
        const askArea = rng.chance(0.5);
        const P = 2 * (a + b);
        const S = a * b;
        const ans = askArea ? S : P;
        const errors = askArea
          ? [
              numberError(
                'area_perimeter_confused',
                P,
                `To obwód. Pole prostokąta to iloczyn długości boków: $${a} \\cdot ${b}$.`,
              ),
              numberError('added_sides', a + b, 'Boki trzeba pomnożyć, a nie dodać.'),
            ]
          : [
              numberError(
                'area_perimeter_confused',
                S,
                `To pole. Obwód to suma długości wszystkich boków: $${a} + ${b} + ${a} + ${b}$.`,
              ),
              numberError(
                'half_perimeter',
                a + b,
                'Dodano tylko dwa boki. Prostokąt ma cztery boki: dwa o długości ' + a + ' i dwa o długości ' + b + '.',
              ),
            ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Prostokąt ma boki długości ${a} ${unit} i ${b} ${unit}. Oblicz jego ${askArea ? 'pole' : 'obwód'}.`,
          figure: rectangleFigure(a, b, `${a} ${unit}`, `${b} ${unit}`),
          answer: numberAnswer(ans),
          answerHint: `Podaj wynik w ${askArea ? `${unit}²` : unit}.`,
          unitLabel: askArea ? `${unit}²` : unit,
          steps: askArea
            ? [
                step({
                  prompt: 'Jakim działaniem obliczysz pole prostokąta? Zapisz je.',
                  expected: `${a}·${b}`,
                  patterns: [`^${a}[·*x×]${b}$`, `^${b}[·*x×]${a}$`],
                  hints: [
                    'Pole prostokąta to długość razy szerokość.',
                    `Boki mają ${a} ${unit} i ${b} ${unit}.`,
                    `$${a} \\cdot ${b}$`,
                  ],
                  errors: [
                    {
                      code: 'area_perimeter_confused',
                      patterns: [`^2[·*x×]\\(${a}\\+${b}\\)$`, `^${a}\\+${b}\\+${a}\\+${b}$`],
                      feedback: 'To wzór na obwód.',
                    },
                  ],
                }),
                step({
                  prompt: `Oblicz pole w ${unit}².`,
                  ...expectNumber(S),
                  hints: ['Wykonaj mnożenie.', `$${a} \\cdot ${b}$`, `$${a} \\cdot ${b} = ${S}$ ${unit}²`],
                }),
              ]
            : [
                step({
                  prompt: 'Ile wynosi suma długości dwóch sąsiednich boków?',
                  ...expectNumber(a + b),
                  hints: ['Dodaj długość i szerokość.', `$${a} + ${b}$`, `$${a} + ${b} = ${a + b}$`],
                }),
                step({
                  prompt: `Oblicz obwód w ${unit}.`,
                  ...expectNumber(P),
                  hints: [
                    'Prostokąt ma dwie pary równych boków.',
                    `$2 \\cdot ${a + b}$`,
                    `$2 \\cdot (${a} + ${b}) = ${P}$ ${unit}`,
                  ],
                  errors: [{ code: 'half_perimeter', patterns: [`^${a + b}$`], feedback: 'To połowa obwodu.' }],
                }),
              ],
          commonErrors: errors,
          solution: askArea
            ? `$P = ${a} \\cdot ${b} = ${S}$ ${unit}²`
            : `$\\text{Ob} = 2 \\cdot (${a} + ${b}) = 2 \\cdot ${a + b} = ${P}$ ${unit}`,
          params: { a, b, askArea, unit },
        };
      }
      if (level === 2) {
        const side = rng.int(3, 15);
        const P = 4 * side;
        const S = side * side;
        const errors = [
          numberError(
            'side_as_area',
            side,
            `To długość boku kwadratu. Pole to bok razy bok: $${side} \\cdot ${side}$.`,
          ),
          numberError(
            'perimeter_halved',
            (P / 2) * (P / 2),
            `Kwadrat ma 4 równe boki, więc bok to $${P} : 4$, a nie $${P} : 2$.`,
          ),
          numberError('area_perimeter_confused', P, 'To obwód. Pytanie jest o pole.'),
        ];
        if (!distinct(S, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Obwód kwadratu wynosi ${P} ${unit}. Oblicz pole tego kwadratu.`,
          figure: rectangleFigure(1, 1, '?', '?', { square: true }),
          answer: numberAnswer(S),
          answerHint: `Podaj wynik w ${unit}².`,
          unitLabel: `${unit}²`,
          steps: [
            step({
              prompt: `Jaką długość ma bok kwadratu (w ${unit})?`,
              ...expectNumber(side),
              hints: ['Kwadrat ma 4 równe boki.', `$${P} : 4$`, `$${P} : 4 = ${side}$ ${unit}`],
              errors: [{ code: 'perimeter_halved', patterns: [`^${P / 2}$`], feedback: 'Boków jest cztery, nie dwa.' }],
            }),
            step({
              prompt: `Oblicz pole w ${unit}².`,
              ...expectNumber(S),
              hints: [
                'Pole kwadratu to bok razy bok.',
                `$${side} \\cdot ${side}$`,
                `$${side} \\cdot ${side} = ${S}$ ${unit}²`,
              ],
            }),
          ],
          commonErrors: errors,
          solution: `Bok: $${P} : 4 = ${side}$ ${unit}. Pole: $${side} \\cdot ${side} = ${S}$ ${unit}².`,
          params: { P, unit },
        };
      }
      const a = rng.int(4, 20);
      const b = rng.int(2, 15);
      if (a === b) return null;
      const S = a * b;
      const P = 2 * (a + b);
      const errors = [
        numberError('other_side_only', b, 'To długość drugiego boku. Pytanie jest o obwód.'),
        numberError('half_perimeter', a + b, 'To suma dwóch boków, czyli połowa obwodu.'),
        numberError('area_perimeter_confused', 2 * (a + S), 'Do obwodu dodajemy długości boków, a nie pole.'),
      ];
      if (!distinct(P, values(errors))) return null;
      return {
        type: 'numeric' as const,
        stem: `Pole prostokąta wynosi ${S} ${unit}², a jeden z jego boków ma długość ${a} ${unit}. Oblicz obwód tego prostokąta.`,
        figure: rectangleFigure(a, b, `${a} ${unit}`, '?'),
        answer: numberAnswer(P),
        answerHint: `Podaj wynik w ${unit}.`,
        unitLabel: unit,
        steps: [
          step({
            prompt: `Jaką długość ma drugi bok (w ${unit})?`,
            ...expectNumber(b),
            hints: [
              'Pole to iloczyn boków, więc drugi bok otrzymasz z dzielenia.',
              `$${S} : ${a}$`,
              `$${S} : ${a} = ${b}$ ${unit}`,
            ],
          }),
          step({
            prompt: `Oblicz obwód w ${unit}.`,
            ...expectNumber(P),
            hints: [
              'Dodaj długości wszystkich czterech boków.',
              `$2 \\cdot (${a} + ${b})$`,
              `$2 \\cdot (${a} + ${b}) = ${P}$ ${unit}`,
            ],
            errors: [{ code: 'half_perimeter', patterns: [`^${a + b}$`], feedback: 'To połowa obwodu.' }],
          }),
        ],
        commonErrors: errors,
        solution: `Drugi bok: $${S} : ${a} = ${b}$ ${unit}. Obwód: $2 \\cdot (${a} + ${b}) = ${P}$ ${unit}.`,
        params: { S, a, unit },
      };
    });
  },
});

const garden = defineTemplate({
  id: 'perimeter_area_basic.garden',
  title: 'Płot i trawnik: obwód i pole w zadaniu',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const p = pickPerson(rng);
      const a = rng.int(6, 30);
      const b = rng.int(4, a - 1);
      const P = 2 * (a + b);
      const S = a * b;
      if (level === 1) {
        const errors = [
          numberError(
            'area_perimeter_confused',
            S,
            'To pole działki. Siatka biegnie wzdłuż brzegu, więc liczymy obwód.',
          ),
          numberError(
            'half_perimeter',
            a + b,
            'Siatka otacza działkę z czterech stron: dodaj długości wszystkich boków.',
          ),
        ];
        if (!distinct(P, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Działka ${rng.pick(['dziadków', 'cioci', 'sąsiadów'])} ma kształt prostokąta o wymiarach ${a} m na ${b} m. Ile metrów siatki potrzeba, aby ogrodzić całą działkę?`,
          figure: rectangleFigure(a, b, `${a} m`, `${b} m`),
          answer: numberAnswer(P),
          answerHint: 'Podaj wynik w metrach.',
          unitLabel: 'm',
          steps: [
            step({
              prompt: 'Co trzeba obliczyć: pole czy obwód? Wpisz jedno słowo.',
              expected: 'obwód',
              patterns: ['^obw[oó]d$'],
              hints: ['Siatka biegnie wzdłuż brzegu działki.', 'Długość brzegu figury to jej obwód.', 'obwód'],
              errors: [
                {
                  code: 'area_perimeter_confused',
                  patterns: ['^pole$'],
                  feedback: 'Pole mówi, ile miejsca zajmuje działka. Siatka idzie wzdłuż brzegu.',
                },
              ],
            }),
            step({
              prompt: 'Ile metrów siatki potrzeba?',
              ...expectNumber(P),
              hints: [
                'Dodaj długości czterech boków.',
                `$2 \\cdot (${a} + ${b})$`,
                `$2 \\cdot (${a} + ${b}) = ${P}$ m`,
              ],
            }),
          ],
          commonErrors: errors,
          solution: `Liczymy obwód: $2 \\cdot (${a} + ${b}) = ${P}$ m.`,
          params: { a, b },
        };
      }
      if (level === 2) {
        // Turf, not seed: seed for 1 m² costs well under a złoty, turf about 8–15 zł.
        const price = rng.int(8, 15);
        const cost = S * price;
        const errors = [
          numberError(
            'area_perimeter_confused',
            P * price,
            'Policzono koszt dla obwodu. Trawa pokrywa całą powierzchnię, więc potrzebne jest pole.',
          ),
          numberError('area_only', S, `To pole trawnika w m². Pomnóż je jeszcze przez cenę ${price} zł za 1 m².`),
        ];
        if (!distinct(cost, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `${p.name} pomaga rodzicom ułożyć trawę z rolki na prostokątnym trawniku o wymiarach ${a} m na ${b} m. Trawa z rolki kosztuje ${qty(price, { one: 'złoty', few: 'złote', many: 'złotych' })} za 1 m². Ile zapłacą za trawę na cały trawnik?`,
          figure: rectangleFigure(a, b, `${a} m`, `${b} m`),
          answer: numberAnswer(cost),
          answerHint: 'Podaj kwotę w złotych.',
          unitLabel: 'zł',
          steps: [
            step({
              prompt: 'Ile metrów kwadratowych ma trawnik?',
              ...expectNumber(S),
              hints: ['Oblicz pole prostokąta.', `$${a} \\cdot ${b}$`, `$${a} \\cdot ${b} = ${S}$ m²`],
              errors: [
                { code: 'area_perimeter_confused', patterns: [`^${P}$`], feedback: 'To obwód. Potrzebne jest pole.' },
              ],
            }),
            step({
              prompt: 'Ile zapłacą za trawę?',
              ...expectNumber(cost),
              hints: [
                `Każdy m² kosztuje ${price} zł.`,
                `$${S} \\cdot ${price}$`,
                `$${S} \\cdot ${price} = ${texNumber(cost)}$ zł`,
              ],
            }),
          ],
          commonErrors: errors,
          solution: `Pole: $${a} \\cdot ${b} = ${S}$ m². Koszt: $${S} \\cdot ${price} = ${texNumber(cost)}$ zł.`,
          params: { a, b, price },
        };
      }
      const gate = rng.int(1, 3);
      const fence = P - gate;
      const errors = [
        numberError('gate_not_subtracted', P, `Nie odjęto szerokości furtki (${gate} m).`),
        numberError(
          'half_perimeter',
          a + b - gate,
          'Płot biegnie wokół całej działki: dodaj długości wszystkich czterech boków.',
        ),
        numberError('area_perimeter_confused', S - gate, 'Pole to nie długość płotu. Oblicz obwód.'),
      ];
      if (!distinct(fence, values(errors))) return null;
      return {
        type: 'numeric' as const,
        stem: `Prostokątna działka ma wymiary ${a} m na ${b} m. Ogrodzono ją płotem, zostawiając miejsce na furtkę szerokości ${gate} m. Ile metrów ma płot?`,
        figure: rectangleFigure(a, b, `${a} m`, `${b} m`),
        answer: numberAnswer(fence),
        answerHint: 'Podaj wynik w metrach.',
        unitLabel: 'm',
        steps: [
          step({
            prompt: 'Oblicz obwód działki.',
            ...expectNumber(P),
            hints: ['Dodaj długości czterech boków.', `$2 \\cdot (${a} + ${b})$`, `$2 \\cdot (${a} + ${b}) = ${P}$ m`],
          }),
          step({
            prompt: 'Ile metrów ma płot?',
            ...expectNumber(fence),
            hints: ['W miejscu furtki nie ma płotu.', `$${P} - ${gate}$`, `$${P} - ${gate} = ${fence}$ m`],
          }),
        ],
        commonErrors: errors,
        solution: `Obwód: $2 \\cdot (${a} + ${b}) = ${P}$ m. Bez furtki: $${P} - ${gate} = ${fence}$ m.`,
        params: { a, b, gate },
      };
    });
  },
});

export const perimeterAreaBasicTemplates: readonly QuestionTemplate[] = [rectangle, garden];
