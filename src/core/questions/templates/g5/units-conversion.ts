import type { QuestionTemplate, CommonError } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { type Rational, rat, mul, div, add, toNumber } from '../../../math/rational.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type MatchSentence, matchingBody } from '../../kit/matching.ts';
import { numberError } from '../../kit/errors.ts';
import { step, expectNumber } from '../../kit/steps.ts';
import { decimalTex } from '../../kit/format.ts';
import { texNumber } from '../../../text/format.ts';

const values = (errors: readonly CommonError[]): Rational[] =>
  errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : rat(0)));

interface Pair {
  big: string;
  small: string;
  factor: number;
  wrongFactor: number;
}

const PAIRS: readonly Pair[] = [
  { big: 'km', small: 'm', factor: 1000, wrongFactor: 100 },
  { big: 'm', small: 'cm', factor: 100, wrongFactor: 10 },
  { big: 'm', small: 'mm', factor: 1000, wrongFactor: 100 },
  { big: 'dm', small: 'cm', factor: 10, wrongFactor: 100 },
  { big: 'cm', small: 'mm', factor: 10, wrongFactor: 100 },
  { big: 'kg', small: 'g', factor: 1000, wrongFactor: 100 },
  { big: 't', small: 'kg', factor: 1000, wrongFactor: 100 },
  { big: 'kg', small: 'dag', factor: 100, wrongFactor: 10 },
  { big: 'dag', small: 'g', factor: 10, wrongFactor: 100 },
];

const MASS_UNITS = new Set(['t', 'kg', 'dag', 'g']);

const LOCATIVE: Record<string, string> = { km: 'kilometrach', m: 'metrach', kg: 'kilogramach', t: 'tonach' };

const lengthMass = defineTemplate({
  id: 'units_conversion.length-mass',
  title: 'Zamiana jednostek długości i masy',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      // Mixed units only make the "4 kg 50 g = 4,5 kg" slip visible when the part has fewer digits.
      const pair = rng.pick(level === 3 ? PAIRS.filter((q) => q.factor >= 100) : PAIRS);
      const { big, small, factor, wrongFactor } = pair;
      const rule = `$1\\ \\text{${big}} = ${texNumber(factor)}\\ \\text{${small}}$`;
      if (level === 3) {
        const whole = rng.int(1, 9);
        const part = rng.int(1, factor / 10 - 1);
        const ans = add(rat(whole), rat(part, factor));
        const concatenated = Number(`${whole}.${part}`);
        const errors = [
          numberError(
            'units_concatenated',
            concatenated,
            `Nie można dopisać ${part} po przecinku: ${part} ${small} to $${part} : ${factor}$ ${big}, czyli $${decimalTex(rat(part, factor))}$ ${big}.`,
          ),
          numberError(
            'wrong_factor',
            add(rat(whole), rat(part, wrongFactor)),
            `$1\\ \\text{${big}} = ${texNumber(factor)}\\ \\text{${small}}$, a nie ${wrongFactor}.`,
          ),
        ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Zapisz $${whole}\\ \\text{${big}}\\ ${part}\\ \\text{${small}}$ w ${LOCATIVE[big] ?? big}.`,
          answer: numberAnswer(ans),
          answerHint: `Wpisz liczbę (w ${big}).`,
          unitLabel: big,
          steps: [
            step({
              prompt: `Ile ${big} to ${part} ${small}?`,
              ...expectNumber(rat(part, factor), 'decimal'),
              hints: [
                rule,
                `Podziel ${part} przez $${texNumber(factor)}$.`,
                `${part} ${small} = $${decimalTex(rat(part, factor))}$ ${big}`,
              ],
              errors: [
                {
                  code: 'units_concatenated',
                  patterns: [`^0\\.${part}$`],
                  feedback: `Sprawdź, ile ${small} ma 1 ${big}.`,
                },
              ],
            }),
            step({
              prompt: `Ile to razem ${big}?`,
              ...expectNumber(ans, 'decimal'),
              hints: [
                'Dodaj całe jednostki i część.',
                `$${whole} + ${decimalTex(rat(part, factor))}$`,
                `$${decimalTex(ans)}$ ${big}`,
              ],
            }),
          ],
          commonErrors: errors,
          solution: `${rule}, więc $${part}\\ \\text{${small}} = ${decimalTex(rat(part, factor))}\\ \\text{${big}}$ i razem $${decimalTex(ans)}\\ \\text{${big}}$.`,
          params: { whole, part, big, small },
        };
      }
      const toSmall = level === 1 || rng.chance(0.5);
      let x: Rational;
      if (level === 1) x = rat(rng.int(2, 25));
      else if (toSmall) x = rat(rng.int(11, 99), 10);
      else x = rat(rng.int(11, factor * 9) * (factor >= 100 ? 5 : 1));
      if (!toSmall && toNumber(x) % factor === 0) return null;
      const ans = toSmall ? mul(x, rat(factor)) : div(x, rat(factor));
      const from = toSmall ? big : small;
      const to = toSmall ? small : big;
      const errors = [
        numberError(
          'wrong_factor',
          toSmall ? mul(x, rat(wrongFactor)) : div(x, rat(wrongFactor)),
          `$1\\ \\text{${big}} = ${texNumber(factor)}\\ \\text{${small}}$. Użyto $${texNumber(wrongFactor)}$ zamiast $${texNumber(factor)}$.`,
        ),
        numberError(
          'wrong_direction',
          toSmall ? div(x, rat(factor)) : mul(x, rat(factor)),
          toSmall
            ? `Zamieniasz na mniejszą jednostkę, więc liczba musi wzrosnąć: mnożymy przez $${texNumber(factor)}$.`
            : `Zamieniasz na większą jednostkę, więc liczba musi zmaleć: dzielimy przez $${texNumber(factor)}$.`,
        ),
      ];
      if (!distinct(ans, values(errors))) return null;
      return {
        type: 'numeric' as const,
        stem: `Uzupełnij: $${decimalTex(x)}\\ \\text{${from}} = \\square\\ \\text{${to}}$.`,
        answer: numberAnswer(ans),
        answerHint: `Wpisz liczbę (w ${to}).`,
        unitLabel: to,
        steps: [
          step({
            prompt: `Ile ${small} ma 1 ${big}?`,
            ...expectNumber(factor),
            hints: [
              'Przypomnij sobie, co oznacza przedrostek jednostki.',
              MASS_UNITS.has(big) ? 'Pomyśl o wadze kuchennej.' : 'Pomyśl o linijce albo taśmie mierniczej.',
              rule,
            ],
            errors: [
              {
                code: 'wrong_factor',
                patterns: [`^${wrongFactor}$`],
                feedback: 'Sprawdź jeszcze raz zależność między tymi jednostkami.',
              },
            ],
          }),
          step({
            prompt: `Ile to ${to}?`,
            ...expectNumber(ans, 'decimal'),
            hints: [
              toSmall ? 'Na mniejsze jednostki: mnożymy.' : 'Na większe jednostki: dzielimy.',
              `$${decimalTex(x)} ${toSmall ? '\\cdot' : ':'} ${texNumber(factor)}$`,
              `$${decimalTex(x)} ${toSmall ? '\\cdot' : ':'} ${texNumber(factor)} = ${decimalTex(ans)}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `${rule}, więc $${decimalTex(x)}\\ \\text{${from}} = ${decimalTex(x)} ${toSmall ? '\\cdot' : ':'} ${texNumber(factor)}\\ \\text{${to}} = ${decimalTex(ans)}\\ \\text{${to}}$.`,
        params: { x: decimalTex(x), from, to },
      };
    });
  },
});

const time = defineTemplate({
  id: 'units_conversion.time',
  title: 'Jednostki czasu',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 1) {
        const h = rng.int(1, 5);
        const mm = rng.int(5, 55);
        const ans = 60 * h + mm;
        const errors = [
          numberError('time_base_100', 100 * h + mm, 'Godzina ma 60 minut, a nie 100.'),
          numberError('hours_ignored', h + mm, `${h} h to ${60 * h} min. Zamień godziny na minuty, zanim dodasz.`),
        ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Ile minut to $${h}\\ \\text{h}\\ ${mm}\\ \\text{min}$?`,
          answer: numberAnswer(ans),
          answerHint: 'Wpisz liczbę minut.',
          unitLabel: 'min',
          steps: [
            step({
              prompt: `Ile minut to ${h} h?`,
              ...expectNumber(60 * h),
              hints: ['1 h = 60 min.', `$${h} \\cdot 60$`, `$${h} \\cdot 60 = ${60 * h}$ min`],
              errors: [{ code: 'time_base_100', patterns: [`^${100 * h}$`], feedback: 'Godzina ma 60 minut.' }],
            }),
            step({
              prompt: 'Ile to razem minut?',
              ...expectNumber(ans),
              hints: ['Dodaj pozostałe minuty.', `$${60 * h} + ${mm}$`, `$${60 * h} + ${mm} = ${ans}$ min`],
            }),
          ],
          commonErrors: errors,
          solution: `$${h}\\ \\text{h} = ${60 * h}\\ \\text{min}$, więc razem $${60 * h} + ${mm} = ${ans}$ min.`,
          params: { h, mm },
        };
      }
      if (level === 2) {
        const h = rng.int(1, 4);
        const part = rng.pick([rat(1, 2), rat(1, 4), rat(3, 4), rat(1, 5), rat(1, 10)]);
        const x = add(rat(h), part);
        const ans = toNumber(mul(x, rat(60)));
        const base100 = toNumber(mul(x, rat(100)));
        const decimalDigits = Math.round(toNumber(part) * 100);
        const decimalAsMinutes = 60 * h + (decimalDigits % 10 === 0 ? decimalDigits / 10 : decimalDigits);
        const errors = [
          numberError('time_base_100', base100, 'Godzina ma 60 minut, a nie 100.'),
          numberError(
            'decimal_as_minutes',
            decimalAsMinutes,
            `Cyfry po przecinku to nie minuty: $${decimalTex(part)}\\ \\text{h} = ${decimalTex(part)} \\cdot 60\\ \\text{min}$.`,
          ),
        ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Ile minut to $${decimalTex(x)}$ h?`,
          answer: numberAnswer(ans),
          answerHint: 'Wpisz liczbę minut.',
          unitLabel: 'min',
          steps: [
            step({
              prompt: `Ile minut to $${decimalTex(part)}$ h?`,
              ...expectNumber(toNumber(mul(part, rat(60)))),
              hints: [
                'Pomnóż przez 60.',
                `$${decimalTex(part)} \\cdot 60$`,
                `$${decimalTex(part)} \\cdot 60 = ${toNumber(mul(part, rat(60)))}$ min`,
              ],
            }),
            step({
              prompt: `Ile minut to $${decimalTex(x)}$ h?`,
              ...expectNumber(ans),
              hints: [`Dodaj ${h} · 60 min.`, `$${60 * h} + ${toNumber(mul(part, rat(60)))}$`, `$${ans}$ min`],
            }),
          ],
          commonErrors: errors,
          solution: `$${decimalTex(x)}\\ \\text{h} = ${h}\\ \\text{h} + ${decimalTex(part)}\\ \\text{h}$. Część ułamkowa: $${decimalTex(part)} \\cdot 60\\ \\text{min} = ${toNumber(mul(part, rat(60)))}\\ \\text{min}$, pełne godziny: $${h} \\cdot 60\\ \\text{min} = ${60 * h}\\ \\text{min}$. Razem $${60 * h} + ${toNumber(mul(part, rat(60)))} = ${ans}$, czyli $${decimalTex(x)}\\ \\text{h} = ${ans}\\ \\text{min}$.`,
          params: { x: decimalTex(x) },
        };
      }
      const sh = rng.int(8, 18);
      const sm = rng.int(2, 11) * 5;
      const dur = rng.int(50, 170);
      const endTotal = sh * 60 + sm + dur;
      const eh = Math.floor(endTotal / 60);
      const em = endTotal % 60;
      if (em >= sm || eh > 23) return null;
      const base100 = eh * 100 + em - (sh * 100 + sm);
      const reversed = (eh - sh) * 60 + (sm - em);
      const errors = [
        numberError(
          'time_base_100',
          base100,
          'Godziny nie można odejmować jak zwykłych liczb: godzina ma 60 minut, a nie 100.',
        ),
        numberError(
          'minutes_reversed',
          reversed,
          `Odjęto minuty w odwrotnej kolejności ($${sm} - ${em}$). Policz, ile minut brakuje do pełnej godziny.`,
        ),
      ];
      if (!distinct(dur, values(errors))) return null;
      const pad = (x: number) => String(x).padStart(2, '0');
      const activity = rng.pick([
        'Film zaczął się',
        'Trening zaczął się',
        'Wycieczka rowerowa zaczęła się',
        'Koncert zaczął się',
      ]);
      const ended = activity.includes('zaczęła') ? 'skończyła' : 'skończył';
      return {
        type: 'numeric' as const,
        stem: `${activity} o godzinie ${sh}:${pad(sm)}, a ${ended} się o ${eh}:${pad(em)}. Ile minut trwał${activity.includes('zaczęła') ? 'a' : ''}?`,
        answer: numberAnswer(dur),
        answerHint: 'Wpisz liczbę minut.',
        unitLabel: 'min',
        steps: [
          step({
            prompt: `Ile minut jest od ${sh}:${pad(sm)} do ${sh + 1}:00?`,
            ...expectNumber(60 - sm),
            hints: ['Do pełnej godziny brakuje 60 minus minuty.', `$60 - ${sm}$`, `$60 - ${sm} = ${60 - sm}$ min`],
          }),
          step({
            prompt: `Ile minut jest od ${sh + 1}:00 do ${eh}:${pad(em)}?`,
            ...expectNumber((eh - sh - 1) * 60 + em),
            hints: [
              'Pełne godziny po 60 min i reszta minut.',
              `$${eh - sh - 1} \\cdot 60 + ${em}$`,
              `$${(eh - sh - 1) * 60 + em}$ min`,
            ],
          }),
          step({
            prompt: 'Ile minut trwało to razem?',
            ...expectNumber(dur),
            hints: ['Dodaj oba odcinki czasu.', `$${60 - sm} + ${(eh - sh - 1) * 60 + em}$`, `$${dur}$ min`],
          }),
        ],
        commonErrors: errors,
        solution: `Od ${sh}:${pad(sm)} do ${sh + 1}:00 mija ${60 - sm} min, od ${sh + 1}:00 do ${eh}:${pad(em)} mija ${(eh - sh - 1) * 60 + em} min. Razem $${60 - sm} + ${(eh - sh - 1) * 60 + em} = ${dur}$ min.`,
        params: { start: `${sh}:${pad(sm)}`, end: `${eh}:${pad(em)}` },
      };
    });
  },
});

const AREA: readonly { big: string; small: string; factor: number; linear: number; tex: [string, string] }[] = [
  { big: 'm²', small: 'dm²', factor: 100, linear: 10, tex: ['\\text{m}^2', '\\text{dm}^2'] },
  { big: 'dm²', small: 'cm²', factor: 100, linear: 10, tex: ['\\text{dm}^2', '\\text{cm}^2'] },
  { big: 'cm²', small: 'mm²', factor: 100, linear: 10, tex: ['\\text{cm}^2', '\\text{mm}^2'] },
  { big: 'm²', small: 'cm²', factor: 10000, linear: 100, tex: ['\\text{m}^2', '\\text{cm}^2'] },
  { big: 'ha', small: 'a', factor: 100, linear: 10, tex: ['\\text{ha}', '\\text{a}'] },
  { big: 'a', small: 'm²', factor: 100, linear: 10, tex: ['\\text{a}', '\\text{m}^2'] },
  { big: 'ha', small: 'm²', factor: 10000, linear: 100, tex: ['\\text{ha}', '\\text{m}^2'] },
];

const areaUnits = defineTemplate({
  id: 'units_conversion.area-units',
  title: 'Jednostki pola',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const pool = level === 1 ? AREA.slice(0, 3) : level === 2 ? AREA.slice(0, 4) : AREA.slice(3);
      const u = rng.pick(pool);
      const x = level === 1 ? rat(rng.int(2, 30)) : rat(rng.int(11, 99), 10);
      const ans = mul(x, rat(u.factor));
      const isSquare = u.tex[0].includes('^2') && u.tex[1].includes('^2');
      const errors = [
        numberError(
          isSquare ? 'linear_factor_for_area' : 'wrong_factor',
          mul(x, rat(u.linear)),
          isSquare
            ? `Jednostka pola to kwadrat: $1\\ ${u.tex[0]} = ${texNumber(u.linear)} \\cdot ${texNumber(u.linear)}\\ ${u.tex[1]} = ${texNumber(u.factor)}\\ ${u.tex[1]}$.`
            : `$1\\ ${u.tex[0]} = ${texNumber(u.factor)}\\ ${u.tex[1]}$, a nie ${u.linear}.`,
        ),
        numberError(
          'wrong_direction',
          div(x, rat(u.factor)),
          `Zamieniasz na mniejszą jednostkę, więc liczba musi wzrosnąć: mnożymy przez $${texNumber(u.factor)}$.`,
        ),
      ];
      if (!distinct(ans, values(errors))) return null;
      return {
        type: 'numeric' as const,
        stem: `Uzupełnij: $${decimalTex(x)}\\ ${u.tex[0]} = \\square\\ ${u.tex[1]}$.`,
        answer: numberAnswer(ans),
        answerHint: `Wpisz liczbę (w ${u.small}).`,
        unitLabel: u.small,
        steps: [
          step({
            prompt: `Ile ${u.small} to $1\\ ${u.tex[0]}$?`,
            ...expectNumber(u.factor),
            hints: isSquare
              ? [
                  `$1\\ ${u.tex[0]}$ to kwadrat o boku 1 ${u.big.replace('²', '')}.`,
                  `Bok ma ${u.linear} ${u.small.replace('²', '')}, więc pole to $${u.linear} \\cdot ${u.linear}$.`,
                  `$1\\ ${u.tex[0]} = ${texNumber(u.factor)}\\ ${u.tex[1]}$`,
                ]
              : [
                  'Przypomnij sobie: hektar, ar, metr kwadratowy.',
                  '1 ha = 100 a, 1 a = 100 m².',
                  `$1\\ ${u.tex[0]} = ${texNumber(u.factor)}\\ ${u.tex[1]}$`,
                ],
            errors: [
              {
                code: isSquare ? 'linear_factor_for_area' : 'wrong_factor',
                patterns: [`^${u.linear}$`],
                feedback: isSquare
                  ? 'To zależność dla długości. Dla pola trzeba ją podnieść do kwadratu.'
                  : 'Sprawdź zależność między tymi jednostkami.',
              },
            ],
          }),
          step({
            prompt: `Ile to ${u.small}?`,
            ...expectNumber(ans, 'decimal'),
            hints: [
              'Na mniejsze jednostki: mnożymy.',
              `$${decimalTex(x)} \\cdot ${texNumber(u.factor)}$`,
              `$${decimalTex(x)} \\cdot ${texNumber(u.factor)} = ${decimalTex(ans)}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `$1\\ ${u.tex[0]} = ${texNumber(u.factor)}\\ ${u.tex[1]}$, więc $${decimalTex(x)}\\ ${u.tex[0]} = ${decimalTex(ans)}\\ ${u.tex[1]}$.`,
        params: { x: decimalTex(x), from: u.big, to: u.small },
      };
    });
  },
});

/**
 * Volume and capacity (podstawa 4-6.XII: litr, mililitr, dm³, cm³, m³). `linear` is the length
 * factor behind a cubic unit (1 dm = 10 cm → 1 dm³ = 10 · 10 · 10 cm³); 0 for l/ml, which are
 * not cubes of a length.
 */
const VOLUME: readonly { big: string; small: string; factor: number; linear: number; tex: [string, string] }[] = [
  { big: 'l', small: 'ml', factor: 1000, linear: 0, tex: ['\\text{l}', '\\text{ml}'] },
  { big: 'dm³', small: 'cm³', factor: 1000, linear: 10, tex: ['\\text{dm}^3', '\\text{cm}^3'] },
  { big: 'm³', small: 'dm³', factor: 1000, linear: 10, tex: ['\\text{m}^3', '\\text{dm}^3'] },
  { big: 'cm³', small: 'mm³', factor: 1000, linear: 10, tex: ['\\text{cm}^3', '\\text{mm}^3'] },
];

const volumeUnits = defineTemplate({
  id: 'units_conversion.volume-units',
  title: 'Jednostki objętości i pojemności',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const u = rng.pick(level === 1 ? VOLUME.slice(0, 2) : VOLUME);
      // Level 1: whole big units down; level 2: decimals down; level 3: small units up (dividing).
      const toSmall = level < 3;
      const x = level === 1 ? rat(rng.int(2, 12)) : level === 2 ? rat(rng.int(11, 99), 10) : rat(rng.int(3, 99) * 50);
      if (!toSmall && toNumber(x) % u.factor === 0) return null;
      const ans = toSmall ? mul(x, rat(u.factor)) : div(x, rat(u.factor));
      const [from, to] = toSmall ? [u.tex[0], u.tex[1]] : [u.tex[1], u.tex[0]];
      const unitTo = toSmall ? u.small : u.big;
      const cubic = u.linear > 0;
      const rule = `$1\\ ${u.tex[0]} = ${texNumber(u.factor)}\\ ${u.tex[1]}$`;
      const errors = [
        numberError(
          cubic ? 'area_factor_for_volume' : 'wrong_factor',
          toSmall ? mul(x, rat(100)) : div(x, rat(100)),
          cubic
            ? `Jednostka objętości to sześcian: $1\\ ${u.tex[0]} = ${u.linear} \\cdot ${u.linear} \\cdot ${u.linear}\\ ${u.tex[1]} = ${texNumber(u.factor)}\\ ${u.tex[1]}$, a nie $100$.`
            : `${rule}, a nie $100$.`,
        ),
        numberError(
          'wrong_direction',
          toSmall ? div(x, rat(u.factor)) : mul(x, rat(u.factor)),
          toSmall
            ? `Zamieniasz na mniejszą jednostkę, więc liczba musi wzrosnąć: mnożymy przez $${texNumber(u.factor)}$.`
            : `Zamieniasz na większą jednostkę, więc liczba musi zmaleć: dzielimy przez $${texNumber(u.factor)}$.`,
        ),
      ];
      if (!distinct(ans, values(errors))) return null;
      return {
        type: 'numeric' as const,
        stem: `Uzupełnij: $${decimalTex(x)}\\ ${from} = \\square\\ ${to}$.`,
        answer: numberAnswer(ans),
        answerHint: `Wpisz liczbę (w ${unitTo}).`,
        unitLabel: unitTo,
        steps: [
          step({
            prompt: `Ile ${u.small} to $1\\ ${u.tex[0]}$?`,
            ...expectNumber(u.factor),
            hints: cubic
              ? [
                  `$1\\ ${u.tex[0]}$ to sześcian o krawędzi 1 ${u.big.replace('³', '')}.`,
                  `Krawędź ma ${u.linear} ${u.small.replace('³', '')}, więc objętość to $${u.linear} \\cdot ${u.linear} \\cdot ${u.linear}$.`,
                  rule,
                ]
              : ['Przedrostek „mili” oznacza jedną tysięczną.', '1 ml to jedna tysięczna litra.', rule],
            errors: [
              {
                code: cubic ? 'area_factor_for_volume' : 'wrong_factor',
                patterns: ['^100$'],
                feedback: cubic
                  ? 'To zależność dla pola. Dla objętości mnożymy trzy wymiary.'
                  : 'Sprawdź jeszcze raz, ile mililitrów ma litr.',
              },
            ],
          }),
          step({
            prompt: `Ile to ${unitTo}?`,
            ...expectNumber(ans, 'decimal'),
            hints: [
              toSmall ? 'Na mniejsze jednostki: mnożymy.' : 'Na większe jednostki: dzielimy.',
              `$${decimalTex(x)} ${toSmall ? '\\cdot' : ':'} ${texNumber(u.factor)}$`,
              `$${decimalTex(x)} ${toSmall ? '\\cdot' : ':'} ${texNumber(u.factor)} = ${decimalTex(ans)}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `${rule}, więc $${decimalTex(x)}\\ ${from} = ${decimalTex(ans)}\\ ${to}$.`,
        params: { x: decimalTex(x), from: toSmall ? u.big : u.small, to: unitTo },
      };
    });
  },
});

/**
 * E8 "dobieranie": two conversions, each completed by the right value or the value a typical slip
 * gives — a wrong factor (level 1 a length and a mass, level 2 a length or a mass), the length
 * factor used for an area (level 2, 3), the area factor used for a volume (level 3).
 */
const examMatching = defineTemplate({
  id: 'units_conversion.e8-matching',
  title: 'Zamiana jednostek (dobieranie)',
  examStyle: 'dobieranie',
  generate({ rng, level }): GeneratedBody {
    const amount = (): number =>
      level === 1 ? rng.int(2, 9) : rng.pick([0.5, 1.5, 2.5, 3.2, 4.5, 0.25, 0.75, 1.2, 6.4]);
    const unit = (u: string) => `\\text{${u}}`;
    const linear = (mass: boolean): MatchSentence => {
      const { big, small, factor, wrongFactor } = rng.pick(PAIRS.filter((q) => MASS_UNITS.has(q.big) === mass));
      const x = amount();
      const right = x * factor;
      return {
        text: `${mass ? 'Masa' : 'Długość'} $${texNumber(x)}\\ ${unit(big)}$ to`,
        right: `$${texNumber(right)}\\ ${unit(small)}$`,
        wrong: `$${texNumber(x * wrongFactor)}\\ ${unit(small)}$`,
        errorKey: mass ? 'wrong_factor_mass' : 'wrong_factor_length',
        feedback: `$1\\ ${unit(big)} = ${texNumber(factor)}\\ ${unit(small)}$, a nie ${texNumber(wrongFactor)}.`,
        hints: [`Ile ${small} ma $1\\ ${unit(big)}$?`, `Pomnóż $${texNumber(x)}$ przez $${texNumber(factor)}$.`],
        explain: `$${texNumber(x)}\\ ${unit(big)} = ${texNumber(x)} \\cdot ${texNumber(factor)}\\ ${unit(small)} = ${texNumber(right)}\\ ${unit(small)}$`,
      };
    };
    // An area unit is a square and a volume unit a cube: the length factor enters squared or cubed.
    const powered = (volume: boolean): MatchSentence => {
      const u = rng.pick((volume ? VOLUME : AREA).filter((v) => v.linear > 0));
      const x = amount();
      const right = x * u.factor;
      const wrongFactor = volume ? u.linear * u.linear : u.linear;
      const product = Array<number>(volume ? 3 : 2)
        .fill(u.linear)
        .join(' \\cdot ');
      return {
        text: `${volume ? 'Objętość' : 'Pole'} $${texNumber(x)}\\ ${u.tex[0]}$ to`,
        right: `$${texNumber(right)}\\ ${u.tex[1]}$`,
        wrong: `$${texNumber(x * wrongFactor)}\\ ${u.tex[1]}$`,
        errorKey: volume ? 'volume_area_factor' : 'area_linear_factor',
        feedback: `$1\\ ${u.tex[0]} = ${product}\\ ${u.tex[1]} = ${texNumber(u.factor)}\\ ${u.tex[1]}$, a nie ${texNumber(wrongFactor)}.`,
        hints: [
          volume
            ? 'Jednostka objętości to sześcian: każda z trzech krawędzi zamienia się tyle razy co długość.'
            : 'Jednostka pola to kwadrat: każdy z dwóch boków zamienia się tyle razy co długość.',
          `$1\\ ${u.tex[0]} = ${product}\\ ${u.tex[1]} = ${texNumber(u.factor)}\\ ${u.tex[1]}$`,
        ],
        explain: `$${texNumber(x)}\\ ${u.tex[0]} = ${texNumber(x)} \\cdot ${texNumber(u.factor)}\\ ${u.tex[1]} = ${texNumber(right)}\\ ${u.tex[1]}$`,
      };
    };
    const [first, second] =
      level === 1
        ? [linear(false), linear(true)]
        : level === 2
          ? [linear(rng.chance(0.5)), powered(false)]
          : [powered(false), powered(true)];
    return { ...matchingBody(rng, first, second), params: { first: first.text, second: second.text } };
  },
});

export const unitsConversionTemplates: readonly QuestionTemplate[] = [
  lengthMass,
  time,
  areaUnits,
  volumeUnits,
  examMatching,
];
