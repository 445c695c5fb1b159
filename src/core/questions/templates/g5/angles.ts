import type { QuestionTemplate, CommonError } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { rat, type Rational } from '../../../math/rational.ts';
import { pluralForm } from '../../../text/plural.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { numberError } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { step, literalPattern, expectNumber } from '../../kit/steps.ts';
import { qty, degreesTex } from '../../kit/format.ts';
import { adjacentAnglesFigure, clockFigure, intersectingLinesFigure } from '../../figures.ts';

const SUCH_PARTS = { one: 'taka część', few: 'takie części', many: 'takich części' };
const EQUAL_PARTS = { one: 'równa część', few: 'równe części', many: 'równych części' };

const values = (errors: readonly CommonError[]): Rational[] =>
  errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : rat(0)));

const adjacentVertical = defineTemplate({
  id: 'angles.adjacent-vertical',
  title: 'Kąty przyległe i wierzchołkowe',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 1) {
        const alpha = rng.int(4, 32) * 5 + (rng.chance(0.3) ? rng.int(1, 4) : 0);
        if (alpha === 90 || alpha >= 170) return null;
        const ans = 180 - alpha;
        const errors = [
          alpha < 90
            ? numberError('complement_used', 90 - alpha, 'Kąty przyległe dają razem 180°, a nie 90°.')
            : numberError('full_angle_used', 360 - alpha, 'Kąty przyległe dają razem 180° (kąt półpełny), a nie 360°.'),
          numberError(
            'adjacent_as_equal',
            alpha,
            'Kąty przyległe nie muszą być równe. Razem tworzą kąt półpełny, czyli 180°.',
          ),
        ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Kąty $\\alpha$ i $\\beta$ są przyległe, a $\\alpha = ${degreesTex(alpha)}$. Oblicz miarę kąta $\\beta$.`,
          figure: adjacentAnglesFigure(alpha, `α = ${alpha}°`, 'β'),
          answer: numberAnswer(ans),
          answerHint: 'Podaj miarę kąta w stopniach.',
          unitLabel: '°',
          steps: [
            step({
              prompt: 'Ile stopni mają razem dwa kąty przyległe?',
              ...expectNumber(180),
              hints: [
                'Ramiona niewspólne kątów przyległych tworzą prostą.',
                'Razem tworzą kąt półpełny.',
                'Razem mają 180°.',
              ],
              errors: [
                {
                  code: 'complement_used',
                  patterns: ['^90$'],
                  feedback: 'To kąt prosty. Kąty przyległe tworzą razem kąt półpełny.',
                },
              ],
            }),
            step({
              prompt: 'Oblicz $\\beta$.',
              ...expectNumber(ans),
              hints: [
                'Od 180° odejmij $\\alpha$.',
                `$180^\\circ - ${degreesTex(alpha)}$`,
                `$\\beta = 180^\\circ - ${degreesTex(alpha)} = ${degreesTex(ans)}$`,
              ],
            }),
          ],
          commonErrors: errors,
          solution: `Kąty przyległe dają razem $180^\\circ$, więc $\\beta = 180^\\circ - ${degreesTex(alpha)} = ${degreesTex(ans)}$.`,
          params: { alpha },
        };
      }
      if (level === 2) {
        const alpha = rng.int(5, 16) * 5 + rng.int(0, 4);
        if (alpha === 90) return null;
        const askVertical = rng.chance(0.5);
        const ans = askVertical ? alpha : 180 - alpha;
        const labels: [string, string, string, string] = askVertical
          ? [`${alpha}°`, '', 'β', '']
          : [`${alpha}°`, '', '', 'β'];
        const errors = askVertical
          ? [
              numberError(
                'vertical_as_adjacent',
                180 - alpha,
                'Kąt $\\beta$ jest wierzchołkowy z kątem danym, a nie przyległy. Kąty wierzchołkowe są równe.',
              ),
              numberError('full_angle_used', 360 - alpha, 'Kąty wierzchołkowe są równe. Nie odejmuj od 360°.'),
            ]
          : [
              numberError(
                'adjacent_as_vertical',
                alpha,
                'Kąt $\\beta$ jest przyległy do kąta danego, a nie wierzchołkowy. Razem dają 180°.',
              ),
              numberError('full_angle_used', 360 - alpha, 'Kąty przyległe dają razem 180°, a nie 360°.'),
            ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Dwie proste przecinają się w jednym punkcie. Jeden z kątów ma miarę $${degreesTex(alpha)}$ (zobacz rysunek). Oblicz miarę kąta $\\beta$.`,
          figure: intersectingLinesFigure(alpha, labels),
          answer: numberAnswer(ans),
          answerHint: 'Podaj miarę kąta w stopniach.',
          unitLabel: '°',
          steps: [
            step({
              prompt: `Czy kąt $\\beta$ jest wierzchołkowy, czy przyległy do kąta $${degreesTex(alpha)}$? Wpisz: wierzchołkowy albo przyległy.`,
              expected: askVertical ? 'wierzchołkowy' : 'przyległy',
              patterns: [askVertical ? '^wierzchołkowy$' : '^przyległy$'],
              hints: [
                'Kąty wierzchołkowe leżą naprzeciw siebie.',
                'Kąty przyległe mają wspólne jedno ramię, a pozostałe tworzą prostą.',
                askVertical ? 'Wierzchołkowy: leży naprzeciw.' : 'Przyległy: ma wspólne ramię.',
              ],
            }),
            step({
              prompt: 'Oblicz $\\beta$.',
              ...expectNumber(ans),
              hints: [
                askVertical ? 'Kąty wierzchołkowe są równe.' : 'Kąty przyległe dają razem 180°.',
                askVertical ? `$\\beta = ${degreesTex(alpha)}$` : `$180^\\circ - ${degreesTex(alpha)}$`,
                `$\\beta = ${degreesTex(ans)}$`,
              ],
            }),
          ],
          commonErrors: errors,
          solution: askVertical
            ? `Kąt $\\beta$ jest wierzchołkowy z kątem $${degreesTex(alpha)}$, a kąty wierzchołkowe są równe: $\\beta = ${degreesTex(alpha)}$.`
            : `Kąt $\\beta$ jest przyległy do kąta $${degreesTex(alpha)}$, więc $\\beta = 180^\\circ - ${degreesTex(alpha)} = ${degreesTex(ans)}$.`,
          params: { alpha, askVertical },
        };
      }
      const k = rng.int(2, 14);
      if (180 % (k + 1) !== 0) return null;
      const small = 180 / (k + 1);
      const big = 180 - small;
      const askBig = rng.chance(0.5);
      const ans = askBig ? big : small;
      const errors = [
        numberError(
          'divided_by_k',
          rat(180, k),
          `Podzielono 180° przez ${k}. Kąty razem to ${qty(k + 1, EQUAL_PARTS)}: jedna część mniejszego kąta i ${k} części większego.`,
        ),
        numberError(
          'full_angle_used',
          askBig ? (360 / (k + 1)) * k : 360 / (k + 1),
          'Kąty przyległe dają razem 180°, a nie 360°.',
        ),
        numberError(
          askBig ? 'gave_smaller_angle' : 'gave_larger_angle',
          askBig ? small : big,
          askBig
            ? 'To miara mniejszego kąta. Pytanie dotyczy większego.'
            : 'To miara większego kąta. Pytanie dotyczy mniejszego.',
        ),
      ];
      if (!distinct(ans, values(errors))) return null;
      return {
        type: 'numeric' as const,
        stem: `Jeden z dwóch kątów przyległych jest ${k} razy większy od drugiego. Oblicz miarę ${askBig ? 'większego' : 'mniejszego'} z tych kątów.`,
        figure: adjacentAnglesFigure(big, `${k}α`, 'α'),
        answer: numberAnswer(ans),
        answerHint: 'Podaj miarę kąta w stopniach.',
        unitLabel: '°',
        steps: [
          step({
            prompt: `Mniejszy kąt to jedna część, większy to ${qty(k, SUCH_PARTS)}. Na ile równych części dzielimy 180°?`,
            ...expectNumber(k + 1),
            hints: ['Dodaj części obu kątów.', `$1 + ${k}$`, `$1 + ${k} = ${k + 1}$`],
            errors: [
              { code: 'divided_by_k', patterns: [`^${k}$`], feedback: 'Nie zapomnij o części mniejszego kąta.' },
            ],
          }),
          step({
            prompt: 'Ile stopni ma mniejszy kąt?',
            ...expectNumber(small),
            hints: [
              'Podziel 180° na wszystkie części.',
              `$180^\\circ : ${k + 1}$`,
              `$180^\\circ : ${k + 1} = ${degreesTex(small)}$`,
            ],
          }),
          ...(askBig
            ? [
                step({
                  prompt: 'Ile stopni ma większy kąt?',
                  ...expectNumber(big),
                  hints: [
                    `Większy kąt to ${k} części.`,
                    `$${k} \\cdot ${degreesTex(small)}$`,
                    `$${k} \\cdot ${degreesTex(small)} = ${degreesTex(big)}$`,
                  ],
                }),
              ]
            : []),
        ],
        commonErrors: errors,
        solution: `Kąty przyległe dają razem $180^\\circ$. Mniejszy kąt to 1 część, większy ${k} części, razem ${k + 1} części: $180^\\circ : ${k + 1} = ${degreesTex(small)}$, a większy kąt ma $${k} \\cdot ${degreesTex(small)} = ${degreesTex(big)}$.`,
        params: { k, askBig },
      };
    });
  },
});

type AngleType = 'ostry' | 'prosty' | 'rozwarty' | 'półpełny' | 'wklęsły';

function typeOf(x: number): AngleType {
  if (x < 90) return 'ostry';
  if (x === 90) return 'prosty';
  if (x < 180) return 'rozwarty';
  if (x === 180) return 'półpełny';
  return 'wklęsły';
}

const KEYS: Record<AngleType, string> = {
  ostry: 'chose_acute',
  prosty: 'chose_right',
  rozwarty: 'chose_obtuse',
  półpełny: 'chose_straight',
  wklęsły: 'chose_reflex',
};

const DEFINITIONS: Record<AngleType, string> = {
  ostry: 'Kąt ostry ma mniej niż 90°.',
  prosty: 'Kąt prosty ma dokładnie 90°.',
  rozwarty: 'Kąt rozwarty ma więcej niż 90°, ale mniej niż 180°.',
  półpełny: 'Kąt półpełny ma dokładnie 180°.',
  wklęsły: 'Kąt wklęsły ma więcej niż 180°, ale mniej niż 360°.',
};

const angleType = defineTemplate({
  id: 'angles.angle-type',
  title: 'Rodzaje kątów',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      let measure: number;
      let stem: string;
      let firstStep;
      let intro = 'Kąt prosty ma $90^\\circ$, a kąt półpełny $180^\\circ$.';
      if (level === 1) {
        measure = rng.pick([rng.int(10, 80), rng.int(100, 170), 90, rng.int(200, 340)]);
        stem = `Kąt ma miarę $${degreesTex(measure)}$. Jaki to kąt?`;
      } else if (level === 2) {
        measure = rng.pick([rng.int(85, 89), rng.int(91, 95), rng.int(175, 179), rng.int(181, 185), 180]);
        stem = `Kąt ma miarę $${degreesTex(measure)}$. Jaki to kąt?`;
      } else {
        const given = rng.int(3, 33) * 5;
        if (given === 90) return null;
        measure = 180 - given;
        stem = `Kąt $\\beta$ jest przyległy do kąta o mierze $${degreesTex(given)}$. Jakim kątem jest $\\beta$?`;
        intro = `Kąty przyległe dają razem $180^\\circ$, więc $\\beta = 180^\\circ - ${degreesTex(given)} = ${degreesTex(measure)}$.`;
        firstStep = step({
          prompt: 'Oblicz miarę kąta $\\beta$.',
          ...expectNumber(measure),
          hints: [
            'Kąty przyległe dają razem 180°.',
            `$180^\\circ - ${degreesTex(given)}$`,
            `$\\beta = ${degreesTex(measure)}$`,
          ],
        });
      }
      const correct = typeOf(measure);
      const near: AngleType[] =
        correct === 'ostry'
          ? ['prosty', 'rozwarty', 'półpełny']
          : correct === 'prosty'
            ? ['ostry', 'rozwarty', 'półpełny']
            : correct === 'rozwarty'
              ? ['ostry', 'prosty', 'półpełny']
              : correct === 'półpełny'
                ? ['rozwarty', 'prosty', 'wklęsły']
                : ['rozwarty', 'półpełny', 'ostry'];
      const fb = (w: AngleType) =>
        `To nie jest kąt ${w}. ${DEFINITIONS[w]} Ten kąt ma $${degreesTex(measure)}$, więc jest to kąt ${correct}.`;
      const { options, answer } = mcqFromErrors(
        rng,
        `kąt ${correct}`,
        near.map((w) => ({ text: `kąt ${w}`, errorKey: KEYS[w] })),
      );
      return {
        type: 'mcq' as const,
        stem,
        options,
        answer,
        steps: [
          firstStep ??
            step({
              prompt: 'Ile stopni ma kąt prosty?',
              ...expectNumber(90),
              hints: ['Kąt prosty to ćwiartka pełnego obrotu.', 'Kąt pełny ma 360°.', 'Kąt prosty ma 90°.'],
            }),
          step({
            prompt: `Porównaj miarę tego kąta z $90^\\circ$ i z $180^\\circ$. Jaki to kąt? Wpisz jedno słowo.`,
            expected: correct,
            patterns: [literalPattern(correct), literalPattern(`kąt ${correct}`)],
            hints: [
              'Kąt prosty ma 90°, a półpełny 180°.',
              DEFINITIONS[correct],
              `$${degreesTex(measure)}$: kąt ${correct}.`,
            ],
            errors: near.map((w) => ({
              code: KEYS[w],
              patterns: [literalPattern(w), literalPattern(`kąt ${w}`)],
              feedback: fb(w),
            })),
          }),
        ],
        commonErrors: near.map((w) => ({
          key: KEYS[w],
          wrong: { kind: 'text' as const, accepted: [`kąt ${w}`] },
          feedback: fb(w),
        })),
        solution: `${intro} ${DEFINITIONS[correct]} Kąt o mierze $${degreesTex(measure)}$ to kąt ${correct}.`,
        params: { measure },
      };
    });
  },
});

const clockHands = defineTemplate({
  id: 'angles.clock-hands',
  title: 'Kąt między wskazówkami zegara',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const h = level === 1 ? rng.int(1, 5) : level === 2 ? rng.int(7, 11) : rng.int(1, 12);
      const mm = level === 3 ? 30 : 0;
      const raw = Math.abs(30 * h + mm / 2 - 6 * mm);
      const ans = Math.min(raw, 360 - raw);
      const errors =
        level === 3
          ? [
              numberError(
                'hour_hand_fixed',
                Math.min(Math.abs(30 * h - 180), 360 - Math.abs(30 * h - 180)),
                `O ${h}:30 wskazówka godzinowa nie stoi na ${h}: jest w połowie drogi do ${h + 1}, czyli przesunęła się o $15^\\circ$.`,
              ),
              numberError(
                'reflex_angle',
                360 - ans,
                'To większy z kątów między wskazówkami. Pytanie dotyczy mniejszego kąta.',
              ),
            ]
          : [
              numberError(
                'six_degrees_per_hour',
                6 * Math.min(h, 12 - h),
                'Między sąsiednimi liczbami na tarczy jest $360^\\circ : 12 = 30^\\circ$, a nie $6^\\circ$ (6° to jedna minuta).',
              ),
              numberError(
                'reflex_angle',
                360 - ans,
                'To większy z kątów między wskazówkami. Pytanie dotyczy mniejszego kąta.',
              ),
            ];
      if (!distinct(ans, values(errors))) return null;
      const time = `${h}:${mm === 0 ? '00' : '30'}`;
      const gaps = Math.min(h, 12 - h);
      return {
        type: 'numeric' as const,
        stem: `Jaki kąt tworzą wskazówki zegara o godzinie ${time}? Podaj miarę mniejszego z kątów między nimi.`,
        figure: clockFigure(h, mm),
        answer: numberAnswer(ans),
        answerHint: 'Podaj miarę kąta w stopniach.',
        unitLabel: '°',
        steps: [
          step({
            prompt: 'Ile stopni jest między dwiema sąsiednimi liczbami na tarczy zegara?',
            ...expectNumber(30),
            hints: [
              'Pełny obrót to $360^\\circ$.',
              'Tarcza jest podzielona na 12 równych części.',
              '$360^\\circ : 12 = 30^\\circ$',
            ],
            errors: [
              {
                code: 'six_degrees_per_hour',
                patterns: ['^6$'],
                feedback: 'To kąt dla jednej minuty. Między liczbami jest 5 minut.',
              },
            ],
          }),
          ...(level === 3
            ? [
                step({
                  prompt: 'O ile stopni przesuwa się wskazówka godzinowa w ciągu pół godziny?',
                  ...expectNumber(15),
                  hints: [
                    'W ciągu godziny przesuwa się o $30^\\circ$.',
                    'Pół godziny to połowa tego.',
                    '$30^\\circ : 2 = 15^\\circ$',
                  ],
                }),
              ]
            : []),
          step({
            prompt: 'Jaki jest mniejszy kąt między wskazówkami?',
            ...expectNumber(ans),
            hints:
              level === 3
                ? [
                    'Wskazówka minutowa wskazuje 6, godzinowa jest w połowie między dwiema liczbami.',
                    `Policz pełne odstępy po $30^\\circ$ i dodaj lub odejmij $15^\\circ$.`,
                    `Kąt wynosi $${degreesTex(ans)}$.`,
                  ]
                : [
                    'Policz odstępy między wskazówkami po krótszej stronie.',
                    `Liczba odstępów: ${gaps}.`,
                    `$${gaps} \\cdot 30^\\circ = ${degreesTex(ans)}$`,
                  ],
          }),
        ],
        commonErrors: errors,
        solution:
          level === 3
            ? `Między liczbami na tarczy jest $30^\\circ$. O ${time} wskazówka minutowa wskazuje 6, a godzinowa przesunęła się o $15^\\circ$ od liczby ${h}. Mniejszy kąt ma $${degreesTex(ans)}$.`
            : `Między liczbami na tarczy jest $30^\\circ$. Między wskazówkami ${pluralForm(gaps, { one: 'jest 1 odstęp', few: `są ${gaps} odstępy`, many: `jest ${gaps} odstępów` })}: $${gaps} \\cdot 30^\\circ = ${degreesTex(ans)}$.`,
        params: { h, mm },
      };
    });
  },
});

export const anglesTemplates: readonly QuestionTemplate[] = [adjacentVertical, angleType, clockHands];
