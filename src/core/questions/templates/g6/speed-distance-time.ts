import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors } from '../../kit/errors.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { texValue, decimalText } from '../../kit/format.ts';
import { type Rational, add, div, isFiniteDecimal, mul, rat, toNumber } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { texNumber } from '../../../text/format.ts';
import { pluralForm } from '../../../text/plural.ts';

/** Finite decimals with a decimal comma, other values as fractions. */
const t = texValue;
/** Accusative after "przez": przez godzinę, 2 godziny, 5 godzin. */
const hoursAcc = (n: number): string =>
  `${n === 1 ? '' : `${n} `}${pluralForm(n, { one: 'godzinę', few: 'godziny', many: 'godzin' })}`;
const minutesAcc = (n: number): string => `${n} ${pluralForm(n, { one: 'minutę', few: 'minuty', many: 'minut' })}`;

interface Mover {
  who: string;
  moved: string;
  travelled: string;
  speeds: readonly number[];
}

const MOVERS: readonly Mover[] = [
  { who: 'Samochód', moved: 'jechał', travelled: 'przejechał', speeds: [48, 60, 64, 72, 80, 84, 90, 96, 100] },
  { who: 'Pociąg', moved: 'jechał', travelled: 'przejechał', speeds: [60, 72, 80, 84, 96, 100, 108, 120] },
  { who: 'Rowerzysta', moved: 'jechał', travelled: 'przejechał', speeds: [12, 15, 16, 18, 20, 24] },
  { who: 'Autobus', moved: 'jechał', travelled: 'przejechał', speeds: [40, 48, 50, 60, 72] },
];
const pickMover = (rng: Rng): Mover => rng.pick(MOVERS);

const distance = defineTemplate({
  id: 'speed_distance_time.distance',
  title: 'Obliczanie drogi',
  generate({ rng, level }): GeneratedBody {
    const mv = pickMover(rng);
    const v = rat(rng.pick(mv.speeds));
    let hours: Rational;
    let timeText: string;
    let minutesOnly = 0;
    let wholeH = 0;
    if (level === 1) {
      wholeH = rng.int(2, 5);
      hours = rat(wholeH);
      timeText = hoursAcc(wholeH);
    } else if (level === 2) {
      wholeH = rng.int(1, 3);
      minutesOnly = rng.pick([15, 30, 45]);
      hours = add(rat(wholeH), rat(minutesOnly, 60));
      timeText = `${hoursAcc(wholeH)} i ${minutesAcc(minutesOnly)}`;
    } else {
      minutesOnly = redraw(() => {
        const m = rng.pick([12, 15, 20, 36, 40, 45, 48]);
        // The distance goes into the stem, so it must be a short terminating decimal (not 5,333333).
        const dist = div(mul(v, rat(m)), rat(60));
        return !isFiniteDecimal(dist) || dist.d > 10 ? null : m;
      });
      hours = rat(minutesOnly, 60);
      timeText = minutesAcc(minutesOnly);
    }
    const s = mul(v, hours);
    const decimalMinutes = add(rat(wholeH), rat(minutesOnly, 100));
    const errors = numberErrors(s, [
      ...(level === 1
        ? [
            {
              key: 'divided',
              value: div(v, hours),
              feedback: 'Podzielono prędkość przez czas. Droga to prędkość razy czas: $s = v \\cdot t$.',
            },
            { key: 'added', value: add(v, hours), feedback: 'Dodano prędkość i czas. Droga to prędkość razy czas.' },
          ]
        : []),
      ...(level >= 2
        ? [
            {
              key: 'minutes_as_decimal',
              value: mul(v, decimalMinutes),
              feedback: `Godzina ma 60 minut, a nie 100: ${minutesAcc(minutesOnly)} to $\\frac{${minutesOnly}}{60}$ godziny, a nie $${texNumber(minutesOnly / 100)}$ godziny.`,
            },
          ]
        : []),
      ...(level === 2
        ? [
            {
              key: 'minutes_ignored',
              value: mul(v, rat(wholeH)),
              feedback: 'Pominięto minuty. Czas jazdy to pełne godziny i jeszcze minuty.',
            },
          ]
        : []),
      ...(level === 3
        ? [
            {
              key: 'minutes_as_hours',
              value: mul(v, rat(minutesOnly)),
              feedback: 'Pomnożono prędkość w km/h przez liczbę minut. Najpierw zamień minuty na godziny.',
            },
          ]
        : []),
    ]);
    return {
      type: 'numeric',
      stem: `${mv.who} ${mv.moved} ze stałą prędkością ${decimalText(v)} km/h przez ${timeText}. Jaką drogę ${mv.travelled} w tym czasie?`,
      answer: numberAnswer(s),
      answerHint: 'Podaj drogę w kilometrach.',
      unitLabel: 'km',
      commonErrors: errors,
      steps: [
        // With the time already in hours, the first step is what km/h means, not a conversion.
        level === 1
          ? numberStep({
              prompt: 'Ile kilometrów pokonuje się w ciągu jednej godziny przy tej prędkości?',
              value: v,
              hints: [
                'Prędkość w km/h mówi, ile kilometrów pokonuje się w ciągu jednej godziny.',
                `Prędkość to $${t(v)}$ km/h.`,
                `$${t(v)}$ km`,
              ],
            })
          : numberStep({
              prompt: 'Ile godzin trwała jazda? (możesz wpisać ułamek)',
              value: hours,
              hints: [
                'Prędkość jest w km/h, więc czas też musi być w godzinach.',
                `Godzina ma 60 minut, więc ${minutesAcc(minutesOnly)} to $\\frac{${minutesOnly}}{60}$ godziny.`,
                `$t = ${t(hours)}$ h`,
              ],
              errors: [
                { code: 'minutes_as_decimal', value: decimalMinutes, feedback: 'Godzina ma 60 minut, a nie 100.' },
              ],
            }),
        numberStep({
          prompt: 'Oblicz drogę: $s = v \\cdot t$.',
          value: s,
          hints: ['Droga to prędkość razy czas.', `$s = ${t(v)} \\cdot ${t(hours)}$`, `$s = ${t(s)}$ km`],
        }),
      ],
      solution: `$t = ${t(hours)}$ h, więc $s = v \\cdot t = ${t(v)} \\cdot ${t(hours)} = ${t(s)}$ km.`,
      params: { v: toNumber(v), minutes: wholeH * 60 + minutesOnly },
    };
  },
});

const speedTime = defineTemplate({
  id: 'speed_distance_time.speed-or-time',
  title: 'Obliczanie prędkości i czasu',
  generate({ rng, level }): GeneratedBody {
    const mv = pickMover(rng);
    const v = rat(rng.pick(mv.speeds));
    if (level === 1) {
      const h = rng.int(2, 6);
      const s = mul(v, rat(h));
      const errors = numberErrors(v, [
        {
          key: 'multiplied',
          value: mul(s, rat(h)),
          feedback: 'Pomnożono drogę przez czas. Prędkość to droga podzielona przez czas: $v = s : t$.',
        },
        {
          key: 'divided_reversed',
          value: div(rat(h), s),
          feedback: 'Podzielono czas przez drogę. Prędkość to droga podzielona przez czas.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `${mv.who} ${mv.travelled} ${decimalText(s)} km w ciągu ${h} ${pluralForm(h, { one: 'godziny', few: 'godzin', many: 'godzin' })}, jadąc ze stałą prędkością. Z jaką prędkością ${mv.moved}?`,
        answer: numberAnswer(v),
        answerHint: 'Podaj prędkość w km/h.',
        unitLabel: 'km/h',
        commonErrors: errors,
        steps: [
          // First choose the operation (where multiplying or dividing the wrong way shows), then compute.
          step({
            prompt: 'Zapisz działanie, którym obliczysz prędkość (np. 100:4).',
            expected: `${s.n}:${h}`,
            patterns: [`^${s.n}[:/]${h}$`],
            hints: [
              'Prędkość w km/h mówi, ile kilometrów pokonuje się w ciągu jednej godziny.',
              'Drogę trzeba rozdzielić równo na wszystkie godziny jazdy: $v = s : t$.',
              `$${t(s)} : ${h}$`,
            ],
            errors: [
              {
                code: 'multiplied',
                patterns: [`^(${s.n}\\*${h}|${h}\\*${s.n})$`],
                feedback: 'Prędkość to droga podzielona przez czas, a nie pomnożona.',
              },
              {
                code: 'divided_reversed',
                patterns: [`^${h}[:/]${s.n}$`],
                feedback: 'Dzielimy drogę przez czas, a nie czas przez drogę.',
              },
            ],
          }),
          numberStep({
            prompt: `Oblicz $${t(s)} : ${h}$. Ile kilometrów przejeżdżał w ciągu jednej godziny?`,
            value: v,
            hints: [
              `Ile kilometrów przypada na jedną z ${h} godzin jazdy?`,
              `Sprawdź wynik mnożeniem: prędkość $\\cdot ${h}$ musi dać $${t(s)}$.`,
              `$${t(s)} : ${h} = ${t(v)}$, więc $v = ${t(v)}$ km/h`,
            ],
          }),
        ],
        solution: `$v = s : t = ${t(s)} : ${h} = ${t(v)}$ km/h.`,
        params: { v: toNumber(v), h },
      };
    }
    const minutes = redraw(() => {
      const m = rng.pick([10, 12, 15, 20, 24, 30, 36, 40, 45]);
      // The distance goes into the stem, so it must be a short terminating decimal (not 5,333333).
      const dist = div(mul(v, rat(m)), rat(60));
      return !isFiniteDecimal(dist) || dist.d > 10 ? null : m;
    });
    const hours = rat(minutes, 60);
    const s = mul(v, hours);
    if (level === 2) {
      const errors = numberErrors(rat(minutes), [
        {
          key: 'hours_not_converted',
          value: div(s, v),
          feedback: 'To wynik w godzinach. Zamień go na minuty: 1 h = 60 min.',
        },
        { key: 'minutes_as_decimal', value: mul(div(s, v), rat(100)), feedback: 'Godzina ma 60 minut, a nie 100.' },
        {
          key: 'divided_reversed',
          value: mul(div(v, s), rat(60)),
          feedback: 'Podzielono prędkość przez drogę. Czas to droga podzielona przez prędkość: $t = s : v$.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `${mv.who} ${mv.moved} ze stałą prędkością ${decimalText(v)} km/h. Ile minut zajęło mu pokonanie ${decimalText(s)} km?`,
        answer: numberAnswer(minutes),
        answerHint: 'Podaj czas w minutach.',
        unitLabel: 'min',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: 'Ile to godzin? Oblicz $t = s : v$.',
            value: hours,
            hints: ['Czas to droga podzielona przez prędkość.', `$t = ${t(s)} : ${t(v)}$`, `$t = ${t(hours)}$ h`],
            errors: [{ code: 'divided_reversed', value: div(v, s), feedback: 'Dzielimy drogę przez prędkość.' }],
          }),
          numberStep({
            prompt: 'Zamień ten czas na minuty.',
            value: rat(minutes),
            hints: ['1 h = 60 min.', `Pomnóż $${t(hours)} \\cdot 60$.`, `$${t(hours)} \\cdot 60 = ${minutes}$ min`],
            errors: [
              { code: 'minutes_as_decimal', value: mul(hours, rat(100)), feedback: 'Godzina ma 60 minut, a nie 100.' },
            ],
          }),
        ],
        solution: `$t = s : v = ${t(s)} : ${t(v)} = ${t(hours)}$ h $= ${t(hours)} \\cdot 60$ min $= ${minutes}$ min.`,
        params: { v: toNumber(v), minutes },
      };
    }
    const errors = numberErrors(v, [
      {
        key: 'time_units_not_converted',
        value: div(s, rat(minutes)),
        feedback: 'To prędkość w kilometrach na minutę. Prędkość w km/h: zamień najpierw minuty na godziny.',
      },
      {
        key: 'multiplied',
        value: mul(s, hours),
        feedback: 'Pomnożono drogę przez czas. Prędkość to droga podzielona przez czas.',
      },
      { key: 'minutes_as_decimal', value: div(s, rat(minutes, 100)), feedback: 'Godzina ma 60 minut, a nie 100.' },
    ]);
    return {
      type: 'numeric',
      stem: `${mv.who} ${mv.travelled} ${decimalText(s)} km w ciągu ${minutes} minut, jadąc ze stałą prędkością. Oblicz tę prędkość w km/h.`,
      answer: numberAnswer(v),
      answerHint: 'Podaj prędkość w km/h.',
      unitLabel: 'km/h',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Zamień ${minutesAcc(minutes)} na godziny (możesz wpisać ułamek).`,
          value: hours,
          hints: [
            'Godzina ma 60 minut.',
            `$\\frac{${minutes}}{60}$ — skróć ten ułamek.`,
            `$\\frac{${minutes}}{60} = ${t(hours)}$ h`,
          ],
          errors: [
            { code: 'minutes_as_decimal', value: rat(minutes, 100), feedback: 'Godzina ma 60 minut, a nie 100.' },
          ],
        }),
        numberStep({
          prompt: 'Ile kilometrów przejechałby w ciągu całej godziny?',
          value: v,
          hints: [
            'Prędkość w km/h to droga podzielona przez czas w godzinach.',
            `$v = ${t(s)} : ${t(hours)}$`,
            `$v = ${t(v)}$ km/h`,
          ],
          errors: [
            {
              code: 'time_units_not_converted',
              value: div(s, rat(minutes)),
              feedback: 'Przelicz na godzinę, a nie na minutę.',
            },
          ],
        }),
      ],
      solution: `${minutes} min $= ${t(hours)}$ h, więc $v = s : t = ${t(s)} : ${t(hours)} = ${t(v)}$ km/h.`,
      params: { v: toNumber(v), minutes },
    };
  },
});

export const speedDistanceTimeTemplates: readonly QuestionTemplate[] = [distance, speedTime];
