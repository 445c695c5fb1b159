import type { QuestionStep, QuestionTemplate, CommonError } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { rat, type Rational } from '../../../math/rational.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { numberError } from '../../kit/errors.ts';
import { step, expectNumber } from '../../kit/steps.ts';
import { cuboidFigure } from '../../figures.ts';

const values = (errors: readonly CommonError[]): Rational[] =>
  errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : rat(0)));

/** A step multiplying x by y (a length, an area or a volume in `unit`): why, the product, worked out. */
function productStep(prompt: string, x: number, y: number, why: string, unit: 'cm' | 'cm²' | 'cm³'): QuestionStep {
  return step({
    prompt,
    ...expectNumber(x * y),
    hints: [why, `$${x} \\cdot ${y}$`, `$${x} \\cdot ${y} = ${x * y}$ ${unit}`],
  });
}

const volume = defineTemplate({
  id: 'cuboid_prisms.volume',
  title: 'Objętość prostopadłościanu',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 1) {
        const a = rng.int(2, 12);
        const b = rng.int(2, 10);
        const c = rng.int(2, 10);
        const V = a * b * c;
        const S = 2 * (a * b + b * c + a * c);
        const errors = [
          numberError(
            'surface_instead',
            S,
            'To pole powierzchni. Objętość to iloczyn trzech wymiarów: długości, szerokości i wysokości.',
          ),
          numberError('edges_added', a + b + c, 'Wymiary trzeba pomnożyć, a nie dodać.'),
          numberError('base_only', a * b, 'To pole podstawy. Pomnóż je jeszcze przez wysokość.'),
        ];
        if (!distinct(V, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Prostopadłościan ma wymiary ${a} cm, ${b} cm i ${c} cm. Oblicz jego objętość.`,
          figure: cuboidFigure(a, b, c, [`${a} cm`, `${b} cm`, `${c} cm`]),
          answer: numberAnswer(V),
          answerHint: 'Podaj wynik w cm³.',
          unitLabel: 'cm³',
          steps: [
            productStep('Oblicz pole podstawy (w cm²).', a, b, 'Podstawa jest prostokątem.', 'cm²'),
            productStep(
              'Pomnóż pole podstawy przez wysokość. Ile wynosi objętość?',
              a * b,
              c,
              '$V = a \\cdot b \\cdot c$',
              'cm³',
            ),
          ],
          commonErrors: errors,
          solution: `$V = ${a} \\cdot ${b} \\cdot ${c} = ${a * b} \\cdot ${c} = ${V}$ cm³`,
          params: { a, b, c },
        };
      }
      if (level === 2) {
        const a = rng.int(2, 12) * 10;
        const b = rng.int(2, 6) * 10;
        const c = rng.int(2, 8) * 10;
        const Vcm = a * b * c;
        const litres = Vcm / 1000;
        const errors = [
          numberError('cm3_as_litres', Vcm, 'To objętość w cm³. 1 litr to 1 dm³, czyli 1000 cm³.'),
          numberError('wrong_factor', Vcm / 100, '1 litr = 1000 cm³, a nie 100 cm³.'),
        ];
        if (!distinct(litres, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Akwarium w kształcie prostopadłościanu ma wymiary ${a} cm, ${b} cm i ${c} cm. Ile litrów wody mieści się w tym akwarium?`,
          figure: cuboidFigure(a, b, c, [`${a} cm`, `${b} cm`, `${c} cm`]),
          answer: numberAnswer(litres),
          answerHint: 'Podaj wynik w litrach.',
          unitLabel: 'l',
          steps: [
            step({
              prompt: 'Zamień wymiary na decymetry. Ile decymetrów ma najdłuższa krawędź?',
              ...expectNumber(Math.max(a, b, c) / 10),
              hints: [
                '1 dm = 10 cm.',
                `Podziel ${Math.max(a, b, c)} przez 10.`,
                `${Math.max(a, b, c)} cm = ${Math.max(a, b, c) / 10} dm`,
              ],
            }),
            step({
              prompt: 'Oblicz objętość w dm³. Pamiętaj, że 1 dm³ to 1 litr.',
              ...expectNumber(litres),
              hints: [
                'Pomnóż trzy wymiary w dm.',
                `$${a / 10} \\cdot ${b / 10} \\cdot ${c / 10}$`,
                `$${a / 10} \\cdot ${b / 10} \\cdot ${c / 10} = ${litres}$ dm³`,
              ],
              errors: [
                { code: 'cm3_as_litres', patterns: [`^${Vcm}$`], feedback: 'To wynik w cm³. Licz w decymetrach.' },
              ],
            }),
          ],
          commonErrors: errors,
          solution: `Wymiary w dm: ${a / 10}, ${b / 10}, ${c / 10}. $V = ${a / 10} \\cdot ${b / 10} \\cdot ${c / 10} = ${litres}$ dm³, a 1 dm³ = 1 l, więc akwarium mieści ${litres} l wody.`,
          params: { a, b, c },
        };
      }
      const a = rng.int(2, 12);
      const b = rng.int(2, 10);
      const c = rng.int(2, 15);
      const V = a * b * c;
      const errors = [
        numberError(
          'subtracted_dimensions',
          V - a - b,
          'Objętość to iloczyn wymiarów, więc brakującą krawędź otrzymasz z dzielenia, a nie z odejmowania.',
        ),
        numberError('divided_by_one_edge', V / a, `To $V : ${a}$, czyli pole ściany. Podziel jeszcze przez ${b}.`),
      ];
      if (!distinct(c, values(errors)) || V - a - b <= 0) return null;
      return {
        type: 'numeric' as const,
        stem: `Objętość prostopadłościanu wynosi ${V} cm³. Dwie jego krawędzie mają długości ${a} cm i ${b} cm. Oblicz długość trzeciej krawędzi.`,
        figure: cuboidFigure(a, b, c, [`${a} cm`, `${b} cm`, '?']),
        answer: numberAnswer(c),
        answerHint: 'Podaj wynik w cm.',
        unitLabel: 'cm',
        steps: [
          productStep('Oblicz pole podstawy (w cm²).', a, b, 'Podstawa to prostokąt o bokach danych krawędzi.', 'cm²'),
          step({
            prompt: 'Oblicz długość trzeciej krawędzi.',
            ...expectNumber(c),
            hints: ['$V = P_p \\cdot h$, więc $h = V : P_p$.', `$${V} : ${a * b}$`, `$${V} : ${a * b} = ${c}$ cm`],
          }),
        ],
        commonErrors: errors,
        solution: `$${V} : (${a} \\cdot ${b}) = ${V} : ${a * b} = ${c}$ cm`,
        params: { V, a, b },
      };
    });
  },
});

const surface = defineTemplate({
  id: 'cuboid_prisms.surface-area',
  title: 'Pole powierzchni prostopadłościanu i sześcianu',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 2) {
        const a = rng.int(2, 15);
        const P = 6 * a * a;
        const errors = [
          numberError('four_faces', 4 * a * a, 'Sześcian ma 6 ścian, a nie 4.'),
          numberError('volume_instead', a * a * a, 'To objętość. Pole powierzchni to suma pól wszystkich 6 ścian.'),
          numberError('one_face', a * a, 'To pole jednej ściany. Sześcian ma 6 takich ścian.'),
        ];
        if (!distinct(P, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Krawędź sześcianu ma długość ${a} cm. Oblicz pole powierzchni tego sześcianu.`,
          figure: cuboidFigure(a, a, a, [`${a} cm`, '', '']),
          answer: numberAnswer(P),
          answerHint: 'Podaj wynik w cm².',
          unitLabel: 'cm²',
          steps: [
            productStep('Oblicz pole jednej ściany (w cm²).', a, a, 'Ściana sześcianu jest kwadratem.', 'cm²'),
            step({
              prompt: 'Ile ścian ma sześcian?',
              ...expectNumber(6),
              hints: ['Policz: dół, góra i ściany boczne.', 'Są 4 ściany boczne.', 'Sześcian ma 6 ścian.'],
              errors: [
                { code: 'four_faces', patterns: ['^4$'], feedback: 'Nie zapomnij o podstawie i górnej ścianie.' },
              ],
            }),
            productStep(
              'Oblicz pole powierzchni sześcianu.',
              6,
              a * a,
              'Pomnóż pole ściany przez liczbę ścian.',
              'cm²',
            ),
          ],
          commonErrors: errors,
          solution: `$P = 6 \\cdot ${a}^2 = 6 \\cdot ${a * a} = ${P}$ cm²`,
          params: { a },
        };
      }
      const a = rng.int(3, 12);
      const b = rng.int(2, 10);
      const c = rng.int(2, 10);
      if (a === b || b === c || a === c) return null;
      const ab = a * b;
      const bc = b * c;
      const ac = a * c;
      const full = 2 * (ab + bc + ac);
      const noLid = level === 3;
      const ans = noLid ? ab + 2 * (ac + bc) : full;
      const errors = noLid
        ? [
            numberError('lid_included', full, 'Pudełko nie ma pokrywki: górnej ściany nie liczymy.'),
            numberError(
              'three_faces_only',
              ab + bc + ac,
              'Ściany boczne występują parami: są dwie ściany o polu ' + ac + ' cm² i dwie o polu ' + bc + ' cm².',
            ),
            numberError(
              'bottom_missing',
              2 * (ac + bc),
              'Brakuje dna pudełka. Bez pokrywki odpada tylko górna ściana.',
            ),
          ]
        : [
            numberError(
              'three_faces_only',
              ab + bc + ac,
              'Policzono tylko trzy ściany. Każda ściana ma swoją parę naprzeciwko, więc sumę trzeba pomnożyć przez 2.',
            ),
            numberError('volume_instead', a * b * c, 'To objętość. Pole powierzchni to suma pól wszystkich 6 ścian.'),
          ];
      if (!distinct(ans, values(errors))) return null;
      const stem = noLid
        ? `Pudełko bez pokrywki ma kształt prostopadłościanu. Dno ma wymiary ${a} cm na ${b} cm, a wysokość pudełka to ${c} cm. Ile cm² tektury potrzeba na to pudełko (bez zakładek)?`
        : `Prostopadłościan ma wymiary ${a} cm, ${b} cm i ${c} cm. Oblicz jego pole powierzchni.`;
      return {
        type: 'numeric' as const,
        stem,
        figure: cuboidFigure(a, b, c, [`${a} cm`, `${b} cm`, `${c} cm`]),
        answer: numberAnswer(ans),
        answerHint: 'Podaj wynik w cm².',
        unitLabel: 'cm²',
        steps: [
          productStep(`Oblicz pole ${noLid ? 'dna' : 'podstawy'} (w cm²).`, a, b, 'To prostokąt.', 'cm²'),
          step({
            prompt: 'Oblicz łączne pole czterech ścian bocznych (w cm²).',
            ...expectNumber(2 * (ac + bc)),
            hints: [
              'Są dwie ściany o wymiarach ' + a + ' × ' + c + ' i dwie o wymiarach ' + b + ' × ' + c + '.',
              `$2 \\cdot ${ac} + 2 \\cdot ${bc}$`,
              `$${2 * ac} + ${2 * bc} = ${2 * (ac + bc)}$ cm²`,
            ],
          }),
          step({
            prompt: noLid ? 'Ile cm² tektury potrzeba?' : 'Oblicz pole powierzchni.',
            ...expectNumber(ans),
            hints: noLid
              ? [
                  'Dodaj dno i ściany boczne (bez pokrywki).',
                  `$${ab} + ${2 * (ac + bc)}$`,
                  `$${ab} + ${2 * (ac + bc)} = ${ans}$ cm²`,
                ]
              : [
                  'Dodaj dwie podstawy i ściany boczne.',
                  `$2 \\cdot ${ab} + ${2 * (ac + bc)}$`,
                  `$${2 * ab} + ${2 * (ac + bc)} = ${ans}$ cm²`,
                ],
          }),
        ],
        commonErrors: errors,
        solution: noLid
          ? `Dno: $${a} \\cdot ${b} = ${ab}$ cm², ściany boczne: $2 \\cdot ${ac} + 2 \\cdot ${bc} = ${2 * (ac + bc)}$ cm². Razem $${ans}$ cm².`
          : `Ściany: $${a} \\cdot ${b} = ${ab}$, $${b} \\cdot ${c} = ${bc}$, $${a} \\cdot ${c} = ${ac}$ (cm²). $P = 2 \\cdot ${ab} + 2 \\cdot (${ac} + ${bc}) = ${2 * ab} + ${2 * (ac + bc)} = ${ans}$ cm²`,
        params: { a, b, c, noLid },
      };
    });
  },
});

const edges = defineTemplate({
  id: 'cuboid_prisms.edges',
  title: 'Krawędzie prostopadłościanu i sześcianu',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 1) {
        const a = rng.int(2, 15);
        const ans = 12 * a;
        const errors = [
          numberError('faces_as_edges', 6 * a, 'Sześcian ma 6 ścian, ale 12 krawędzi. Drut idzie wzdłuż krawędzi.'),
          numberError('vertices_as_edges', 8 * a, 'Sześcian ma 8 wierzchołków, ale 12 krawędzi.'),
        ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Z drutu zrobiono szkielet sześcianu o krawędzi ${a} cm. Ile centymetrów drutu zużyto?`,
          figure: cuboidFigure(a, a, a, [`${a} cm`, '', '']),
          answer: numberAnswer(ans),
          answerHint: 'Podaj wynik w cm.',
          unitLabel: 'cm',
          steps: [
            step({
              prompt: 'Ile krawędzi ma sześcian?',
              ...expectNumber(12),
              hints: [
                'Policz krawędzie dolnej ściany, górnej ściany i pionowe.',
                '4 na dole, 4 na górze i 4 pionowe.',
                'Sześcian ma 12 krawędzi.',
              ],
              errors: [
                { code: 'faces_as_edges', patterns: ['^6$'], feedback: 'To liczba ścian.' },
                { code: 'vertices_as_edges', patterns: ['^8$'], feedback: 'To liczba wierzchołków.' },
              ],
            }),
            productStep('Ile centymetrów drutu zużyto?', 12, a, 'Wszystkie krawędzie sześcianu są równe.', 'cm'),
          ],
          commonErrors: errors,
          solution: `Sześcian ma 12 krawędzi po ${a} cm: $12 \\cdot ${a} = ${ans}$ cm.`,
          params: { a },
        };
      }
      const a = rng.int(3, 20);
      const b = rng.int(2, 15);
      const c = rng.int(2, 15);
      if (a === b || b === c || a === c) return null;
      const total = 4 * (a + b + c);
      if (level === 2) {
        const errors = [
          numberError(
            'three_edges_only',
            a + b + c,
            'To suma trzech różnych krawędzi. Każda z nich występuje w prostopadłościanie 4 razy.',
          ),
          numberError('each_edge_twice', 2 * (a + b + c), 'Każdej długości odpowiadają 4 krawędzie, nie 2.'),
          numberError('volume_instead', a * b * c, 'To objętość. Tu trzeba dodać długości wszystkich 12 krawędzi.'),
        ];
        if (!distinct(total, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Prostopadłościan ma wymiary ${a} cm, ${b} cm i ${c} cm. Oblicz sumę długości wszystkich jego krawędzi.`,
          figure: cuboidFigure(a, b, c, [`${a} cm`, `${b} cm`, `${c} cm`]),
          answer: numberAnswer(total),
          answerHint: 'Podaj wynik w cm.',
          unitLabel: 'cm',
          steps: [
            step({
              prompt: `Ile krawędzi ma długość ${a} cm?`,
              ...expectNumber(4),
              hints: [
                'Krawędzie równoległe są równe.',
                'Policz krawędzie równoległe do zaznaczonej: na dole i na górze, z przodu i z tyłu.',
                'Są 4 takie krawędzie.',
              ],
            }),
            step({
              prompt: 'Oblicz sumę długości wszystkich krawędzi.',
              ...expectNumber(total),
              hints: [
                'Każdy wymiar występuje 4 razy.',
                `$4 \\cdot (${a} + ${b} + ${c})$`,
                `$4 \\cdot ${a + b + c} = ${total}$ cm`,
              ],
              errors: [{ code: 'three_edges_only', patterns: [`^${a + b + c}$`], feedback: 'Pomnóż jeszcze przez 4.' }],
            }),
          ],
          commonErrors: errors,
          solution: `$4 \\cdot (${a} + ${b} + ${c}) = 4 \\cdot ${a + b + c} = ${total}$ cm`,
          params: { a, b, c },
        };
      }
      const errors = [
        numberError(
          'not_divided_by_4',
          total - a - b,
          `${total} cm to długość wszystkich 12 krawędzi. Najpierw podziel przez 4, żeby dostać sumę trzech różnych krawędzi.`,
        ),
        numberError(
          'divided_by_12',
          total / 12,
          'Krawędzie nie są równe, więc nie dzielimy przez 12. Podziel przez 4 i odejmij znane krawędzie.',
        ),
      ];
      if (total % 12 !== 0) errors.pop();
      if (total % 12 !== 0)
        errors.push(
          numberError(
            'subtracted_once',
            total / 4 - a,
            `Od ${total / 4} odejmij obie znane krawędzie: ${a} cm i ${b} cm.`,
          ),
        );
      if (!distinct(c, values(errors))) return null;
      return {
        type: 'numeric' as const,
        stem: `Suma długości wszystkich krawędzi prostopadłościanu wynosi ${total} cm. Dwie jego krawędzie mają długości ${a} cm i ${b} cm. Oblicz długość trzeciej krawędzi (wysokości).`,
        figure: cuboidFigure(a, b, c, [`${a} cm`, `${b} cm`, '?']),
        answer: numberAnswer(c),
        answerHint: 'Podaj wynik w cm.',
        unitLabel: 'cm',
        steps: [
          step({
            prompt: 'Ile wynosi suma długości trzech różnych krawędzi?',
            ...expectNumber(total / 4),
            hints: ['Każda długość występuje 4 razy.', `$${total} : 4$`, `$${total} : 4 = ${total / 4}$ cm`],
          }),
          step({
            prompt: 'Oblicz wysokość.',
            ...expectNumber(c),
            hints: [
              'Odejmij znane krawędzie.',
              `$${total / 4} - ${a} - ${b}$`,
              `$${total / 4} - ${a} - ${b} = ${c}$ cm`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `$${total} : 4 = ${total / 4}$ cm, więc wysokość to $${total / 4} - ${a} - ${b} = ${c}$ cm.`,
        params: { total, a, b },
      };
    });
  },
});

export const cuboidPrismsTemplates: readonly QuestionTemplate[] = [volume, surface, edges];
