/**
 * Jednostki prędkości: km/h ↔ m/s ↔ m/min, and comparing speeds given in different units.
 * 1 km/h = 1000 m : 3600 s = 5/18 m/s, so 36 km/h = 10 m/s and 1 m/s = 3,6 km/h.
 * Common errors: multiplying by 3,6 where one divides (and the other way round), an hour taken
 * as 60 seconds, kilometres not turned into metres, speeds compared by their bare numbers.
 */
import type { McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer, ratOf } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { texMixed, texValue } from '../../kit/format.ts';
import { type Rational, cmp, div, isFiniteDecimal, mul, rat, sub } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';

type SpeedUnit = 'km/h' | 'm/s' | 'm/min';

/** Metres per second in one unit of each kind. */
const IN_MS: Readonly<Record<SpeedUnit, Rational>> = { 'km/h': rat(5, 18), 'm/s': rat(1), 'm/min': rat(1, 60) };

const toUnit = (v: Rational, from: SpeedUnit, to: SpeedUnit): Rational => div(mul(v, IN_MS[from]), IN_MS[to]);

/** A speed in KaTeX: 12{,}5\\ \\text{m/s} (a non-terminating value as a mixed number). */
function speedTex(v: Rational, unit: SpeedUnit): string {
  return `${isFiniteDecimal(v) ? texValue(v) : texMixed(v)}\\ \\text{${unit}}`;
}

interface Subject {
  /** "Rowerzysta jedzie" */
  moves: string;
  /** Name in an option: "rowerzysta" */
  name: string;
  /** Plausible range, km/h. */
  min: number;
  max: number;
}

const SUBJECTS: readonly Subject[] = [
  { moves: 'Biegaczka biegnie', name: 'biegaczka', min: 8, max: 22 },
  { moves: 'Rowerzysta jedzie', name: 'rowerzysta', min: 12, max: 40 },
  { moves: 'Hulajnoga elektryczna jedzie', name: 'hulajnoga', min: 10, max: 25 },
  { moves: 'Koń galopuje', name: 'koń', min: 30, max: 60 },
  { moves: 'Wiatr wieje', name: 'wiatr', min: 10, max: 90 },
  { moves: 'Samochód jedzie', name: 'samochód', min: 30, max: 140 },
  { moves: 'Pociąg jedzie', name: 'pociąg', min: 40, max: 160 },
  { moves: 'Gepard biegnie', name: 'gepard', min: 60, max: 110 },
  { moves: 'Łódź motorowa płynie', name: 'łódź motorowa', min: 20, max: 70 },
  { moves: 'Jaskółka leci', name: 'jaskółka', min: 30, max: 70 },
];

function subjectFor(rng: Rng, kmh: Rational): Subject {
  const x = kmh.n / kmh.d;
  const fitting = SUBJECTS.filter((s) => s.min <= x && x <= s.max);
  return rng.pick(fitting.length > 0 ? fitting : SUBJECTS);
}

/** Conversion km/h ↔ m/s (1), with m/min or a decimal (2), into m/s as a fraction (3). */
const convertSpeed = defineTemplate({
  id: 'speed_units.convert',
  title: 'Zamiana jednostek prędkości',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      let from: SpeedUnit;
      let to: SpeedUnit;
      let v: Rational;
      if (level === 1) {
        [from, to] = rng.chance(0.5) ? ['km/h', 'm/s'] : ['m/s', 'km/h'];
        v = from === 'km/h' ? rat(18 * rng.int(1, 7)) : rat(5 * rng.int(1, 8));
      } else if (level === 2) {
        const kind = rng.int(0, 2);
        if (kind === 0) [from, to, v] = ['km/h', 'm/min', rat(3 * rng.int(2, 30))];
        else if (kind === 1)
          [from, to, v] = ['m/min', 'km/h', rat(rng.pick([50, 75, 80, 90, 120, 150, 250, 400, 600, 750]))];
        else [from, to, v] = ['m/s', 'km/h', rat(rng.int(3, 39) * 2 + 1, 2)];
      } else {
        [from, to, v] = ['km/h', 'm/s', rat(rng.pick([20, 25, 40, 45, 50, 60, 70, 80, 100, 120, 130]))];
      }
      const ans = toUnit(v, from, to);
      if (level === 3 && ans.d === 1) return null;
      if (level < 3 && !isFiniteDecimal(ans)) return null;
      const kmh = toUnit(v, from, 'km/h');
      const subject = subjectFor(rng, kmh);
      // Metres in one unit of time of the "from" unit, and the seconds or minutes per hour.
      const metresPerFromTime = from === 'km/h' ? mul(v, rat(1000)) : v;
      const mistakes: NumericMistake[] = [];
      const steps = [];
      if (from === 'km/h') {
        const perTime = to === 'm/s' ? 3600 : 60;
        mistakes.push(
          {
            key: 'multiplied_by_factor',
            value: to === 'm/s' ? mul(v, ratOf(3.6)) : div(v, rat(60)),
            feedback:
              to === 'm/s'
                ? 'Pomnożono przez 3,6, a przy zamianie km/h na m/s trzeba przez 3,6 podzielić: w sekundę przejeżdża się mniej niż w godzinę.'
                : 'Kilometry trzeba zamienić na metry (1\u00a0km = 1000\u00a0m), a godzinę na 60 minut.',
          },
          {
            key: 'km_not_converted',
            value: div(v, rat(perTime)),
            feedback: 'Nie zamieniono kilometrów na metry: 1\u00a0km = 1000\u00a0m.',
          },
        );
        if (to === 'm/s') {
          mistakes.push({
            key: 'hour_as_60_seconds',
            value: div(mul(v, rat(1000)), rat(60)),
            feedback: 'Podzielono przez 60, czyli wyszły metry na minutę. Godzina ma 3600 sekund.',
          });
        }
        steps.push(
          numberStep({
            prompt: `Ile metrów to $${texValue(v)}$\u00a0km?`,
            value: metresPerFromTime,
            hints: [
              '1\u00a0km = 1000\u00a0m.',
              `Pomnóż $${texValue(v)} \\cdot 1000$.`,
              `$${texValue(v)} \\cdot 1000 = ${texValue(metresPerFromTime)}$\u00a0m`,
            ],
          }),
          numberStep({
            prompt: `Ile ${to === 'm/s' ? 'sekund' : 'minut'} ma godzina?`,
            value: rat(perTime),
            hints: [
              to === 'm/s' ? '1\u00a0h = 60\u00a0min, 1\u00a0min = 60\u00a0s.' : '1\u00a0h = 60\u00a0min.',
              to === 'm/s' ? 'Pomnóż $60 \\cdot 60$.' : 'Godzina to 60 minut.',
              `1\u00a0h = ${perTime} ${to === 'm/s' ? 's' : 'min'}`,
            ],
          }),
          numberStep({
            prompt: `Podziel metry przez ${to === 'm/s' ? 'sekundy' : 'minuty'}. Ile to ${to}?`,
            value: ans,
            form: level === 3 && !isFiniteDecimal(ans) ? 'mixed' : 'decimal',
            hints: [
              `W ciągu jednej ${to === 'm/s' ? 'sekundy' : 'minuty'} pokonuje się ${perTime} razy mniej niż w godzinę.`,
              `Oblicz $${texValue(metresPerFromTime)} : ${perTime}$${level === 3 ? ' i skróć ułamek' : ''}.`,
              `$${texValue(metresPerFromTime)} : ${perTime} = ${level === 3 ? `\\frac{${texValue(metresPerFromTime)}}{${perTime}} = ` : ''}${level === 3 && !isFiniteDecimal(ans) ? texMixed(ans) : texValue(ans)}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        );
      } else {
        const perHour = from === 'm/s' ? 3600 : 60;
        const metresPerHour = mul(v, rat(perHour));
        mistakes.push(
          {
            key: 'divided_by_factor',
            value: from === 'm/s' ? div(v, ratOf(3.6)) : div(v, rat(60)),
            feedback:
              from === 'm/s'
                ? 'Podzielono przez 3,6, a przy zamianie m/s na km/h trzeba przez 3,6 pomnożyć: w godzinę pokonuje się dużo więcej niż w sekundę.'
                : 'W godzinę pokonuje się 60 razy więcej metrów niż w minutę — trzeba pomnożyć przez 60, a potem zamienić metry na kilometry.',
          },
          {
            key: 'metres_not_converted',
            value: metresPerHour,
            feedback: `To liczba metrów w ciągu godziny. Zamień ją na kilometry: 1\u00a0km = 1000\u00a0m.`,
          },
        );
        if (from === 'm/s') {
          mistakes.push({
            key: 'hour_as_60_seconds',
            value: div(mul(v, rat(60)), rat(1000)),
            feedback: 'Pomnożono przez 60, a godzina ma 3600 sekund.',
          });
        }
        steps.push(
          numberStep({
            prompt: `Ile metrów pokonuje się w ciągu godziny przy prędkości $${speedTex(v, from)}$?`,
            value: metresPerHour,
            hints: [
              from === 'm/s' ? 'Godzina ma 3600 sekund.' : 'Godzina ma 60 minut.',
              `Pomnóż $${texValue(v)} \\cdot ${perHour}$.`,
              `$${texValue(v)} \\cdot ${perHour} = ${texValue(metresPerHour)}$\u00a0m`,
            ],
          }),
          numberStep({
            prompt: 'Zamień te metry na kilometry. Ile to km/h?',
            value: ans,
            hints: [
              '1\u00a0km = 1000\u00a0m.',
              'Podziel przez 1000.',
              `$${texValue(metresPerHour)} : 1000 = ${texValue(ans)}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        );
      }
      if (!mistakesDistinct(ans, mistakes)) return null;
      const lead = rng.chance(0.5)
        ? `${subject.moves} z prędkością $${speedTex(v, from)}$. Jaka to prędkość w ${to}?`
        : `Zamień prędkość $${speedTex(v, from)}$ na ${to}.`;
      return {
        type: level === 3 ? ('fraction' as const) : ('numeric' as const),
        stem: lead,
        answer: numberAnswer(ans),
        // A fraction is asked for only when the speed has no finite decimal (12,5 m/s is written 12,5).
        answerHint:
          level === 3 && !isFiniteDecimal(ans)
            ? `Wpisz prędkość w ${to} jako ułamek zwykły lub liczbę mieszaną.`
            : `Wpisz prędkość w ${to}.`,
        unitLabel: to,
        steps,
        commonErrors: numberErrors(ans, mistakes),
        solution:
          from === 'km/h'
            ? `$${speedTex(v, from)} = \\frac{${texValue(metresPerFromTime)}\\ \\text{m}}{${to === 'm/s' ? '3600\\ \\text{s}' : '60\\ \\text{min}'}} = ${speedTex(ans, to)}$.`
            : `W ciągu godziny: $${texValue(v)} \\cdot ${from === 'm/s' ? 3600 : 60} = ${texValue(mul(v, rat(from === 'm/s' ? 3600 : 60)))}$\u00a0m $= ${texValue(ans)}$\u00a0km, więc $${speedTex(v, from)} = ${speedTex(ans, to)}$.`,
        params: { v: texValue(v), from, to, subject: subject.name },
      };
    });
  },
});

interface Mover {
  who: string;
  v: Rational;
  unit: SpeedUnit;
  kmh: Rational;
}

const RACERS: readonly string[] = [
  'Ola na rowerze',
  'Kuba na rolkach',
  'Zosia na hulajnodze',
  'Hania na koniu',
  'Antek na deskorolce',
  'Filip na rowerze',
  'Lena na rolkach',
  'Michał na hulajnodze',
];

function drawMover(rng: Rng, who: string, unit: SpeedUnit): Mover {
  const v =
    unit === 'm/s'
      ? rat(rng.int(3, 9))
      : unit === 'km/h'
        ? rat(rng.int(10, 34))
        : rat(rng.pick([150, 200, 250, 300, 350, 400, 450, 500]));
  return { who, v, unit, kmh: toUnit(v, unit, 'km/h') };
}

/** Level 3: a vehicle given in m/s against a cyclist, runner or skater given in m/min. */
const FAST_VEHICLES: readonly string[] = ['Samochód', 'Motocykl', 'Skuter', 'Autobus'];
const SLOW_MOVERS: readonly string[] = ['rowerzysta', 'biegacz', 'biegaczka', 'hulajnoga elektryczna'];

const rankKeys = ['runner_up', 'third_place', 'opposite_extreme'] as const;

/** Comparing speeds in different units: the fastest or slowest of four (1–2), a difference in km/h (3). */
const compareSpeeds = defineTemplate({
  id: 'speed_units.compare',
  title: 'Porównywanie prędkości w różnych jednostkach',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level < 3) {
        const units: SpeedUnit[] =
          level === 1 ? ['km/h', 'm/s', 'km/h', 'm/s'] : ['km/h', 'm/s', 'm/min', rng.pick(['km/h', 'm/s'])];
        const names = rng.shuffle(RACERS).slice(0, 4);
        const movers = units.map((u, i) => drawMover(rng, names[i]!, u));
        const fastest = level === 1 || rng.chance(0.5);
        const sorted = [...movers].sort((a, b) => (fastest ? cmp(b.kmh, a.kmh) : cmp(a.kmh, b.kmh)));
        for (let i = 1; i < sorted.length; i++) if (cmp(sorted[i]!.kmh, sorted[i - 1]!.kmh) === 0) return null;
        const winner = sorted[0]!;
        // The trap: the largest (or smallest) bare number is not the answer.
        const byNumber = [...movers].sort((a, b) => (fastest ? cmp(b.v, a.v) : cmp(a.v, b.v)))[0]!;
        if (byNumber === winner) return null;
        const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
        const lineOf = (mv: Mover) =>
          `${cap(mv.who)}: $${speedTex(mv.v, mv.unit)}${mv.unit === 'km/h' ? '' : ` = ${speedTex(mv.kmh, 'km/h')}`}$`;
        const distractors: McqOption[] = [];
        const commonErrors = sorted.slice(1).map((mv, i) => {
          const key = mv === byNumber ? 'compared_raw_numbers' : rankKeys[i]!;
          distractors.push({ text: mv.who, errorKey: key });
          const feedback =
            mv === byNumber
              ? `Porównano same liczby bez jednostek. Zamień wszystkie prędkości na km/h: ${lineOf(mv)}, a ${winner.who}: $${speedTex(winner.kmh, 'km/h')}$.`
              : `${lineOf(mv)}, a ${winner.who}: $${speedTex(winner.kmh, 'km/h')}$ — to ${fastest ? 'więcej' : 'mniej'}.`;
          return textError(key, mv.who, feedback);
        });
        const { options, answer } = mcqFromErrors(rng, winner.who, distractors);
        return {
          type: 'mcq' as const,
          stem: `Oto prędkości czterech uczestników wyścigu:\n${movers.map((mv) => `${cap(mv.who)}: $${speedTex(mv.v, mv.unit)}$`).join('\n')}\n\nKto poruszał się ${fastest ? 'najszybciej' : 'najwolniej'}?`,
          options,
          answer,
          steps: [
            ...movers
              .filter((mv) => mv.unit !== 'km/h')
              .map((mv) =>
                numberStep({
                  prompt: `Zamień prędkość: ${mv.who} — $${speedTex(mv.v, mv.unit)}$. Ile to km/h?`,
                  value: mv.kmh,
                  hints: [
                    mv.unit === 'm/s'
                      ? '1 m/s = 3,6 km/h (3600\u00a0m w ciągu godziny).'
                      : '1 m/min = 60\u00a0m w ciągu godziny.',
                    mv.unit === 'm/s'
                      ? `Pomnóż $${texValue(mv.v)} \\cdot 3{,}6$.`
                      : `Pomnóż $${texValue(mv.v)} \\cdot 60$ i podziel przez 1000.`,
                    `$${speedTex(mv.v, mv.unit)} = ${speedTex(mv.kmh, 'km/h')}$`,
                  ],
                  errors: [
                    {
                      code: 'divided_by_factor',
                      value: mv.unit === 'm/s' ? div(mv.v, ratOf(3.6)) : div(mv.v, rat(60)),
                      feedback: 'W godzinę pokonuje się więcej niż w sekundę czy minutę — trzeba mnożyć, nie dzielić.',
                    },
                  ],
                }),
              ),
            numberStep({
              prompt: `Ile km/h wynosi ${fastest ? 'największa' : 'najmniejsza'} z tych prędkości?`,
              value: winner.kmh,
              hints: [
                'Porównuj prędkości zapisane w tej samej jednostce.',
                'Wypisz wszystkie prędkości w km/h.',
                `${cap(winner.who)}: $${speedTex(winner.kmh, 'km/h')}$`,
              ],
              errors: [
                {
                  code: 'compared_raw_numbers',
                  value: byNumber.v,
                  feedback: 'To liczba bez zamiany jednostek. Porównuj prędkości w km/h.',
                },
              ],
            }),
          ],
          commonErrors,
          solution: `W km/h: ${movers.map(lineOf).join('; ')}. ${fastest ? 'Najszybciej' : 'Najwolniej'}: ${winner.who}.`,
          params: { movers: movers.map((mv) => `${texValue(mv.v)} ${mv.unit}`).join(', '), fastest },
        };
      }
      // Level 3: how many km/h faster, one speed in m/s and one in m/min.
      const aV = rat(rng.int(8, 30) * 2 + 1, 2);
      const fast = { v: aV, kmh: toUnit(aV, 'm/s', 'km/h') };
      const slowV = rat(rng.pick([150, 200, 250, 300, 350, 400, 450, 500]));
      const slowKmh = toUnit(slowV, 'm/min', 'km/h');
      const diff = sub(fast.kmh, slowKmh);
      if (cmp(diff, rat(0)) <= 0) return null;
      const p1 = rng.pick(FAST_VEHICLES);
      const p2 = rng.pick(SLOW_MOVERS);
      const mistakes: NumericMistake[] = [
        {
          key: 'answer_in_ms',
          value: sub(fast.v, toUnit(slowV, 'm/min', 'm/s')),
          feedback: 'To różnica w m/s. Pytanie jest o km/h: zamień obie prędkości na km/h.',
        },
        {
          key: 'forgot_60_minutes',
          value: sub(fast.kmh, div(slowV, rat(1000))),
          feedback: `Metry zamieniono na kilometry, ale to wciąż kilometry na minutę. W godzinę pokonuje się 60 razy więcej: $${texValue(slowV)} \\cdot 60$\u00a0m.`,
        },
        {
          key: 'ms_divided_by_3_6',
          value: sub(div(fast.v, ratOf(3.6)), slowKmh),
          feedback: 'Zamieniając m/s na km/h, mnoży się przez 3,6, a nie dzieli.',
        },
      ].filter((mk) => cmp(mk.value, rat(0)) > 0);
      if (mistakes.length < 2 || !mistakesDistinct(diff, mistakes)) return null;
      return {
        type: 'numeric' as const,
        stem: `${p1} porusza się z prędkością $${speedTex(fast.v, 'm/s')}$, a ${p2} — z prędkością $${speedTex(slowV, 'm/min')}$. O ile km/h większa jest pierwsza prędkość?`,
        answer: numberAnswer(diff),
        answerHint: 'Wpisz różnicę w km/h.',
        unitLabel: 'km/h',
        steps: [
          numberStep({
            prompt: `Ile km/h to $${speedTex(fast.v, 'm/s')}$?`,
            value: fast.kmh,
            hints: [
              '1 m/s = 3,6 km/h.',
              `Pomnóż $${texValue(fast.v)} \\cdot 3{,}6$.`,
              `$${texValue(fast.v)} \\cdot 3{,}6 = ${texValue(fast.kmh)}$`,
            ],
            errors: [
              {
                code: 'ms_divided_by_3_6',
                value: div(fast.v, ratOf(3.6)),
                feedback: 'Przy zamianie m/s na km/h mnoży się przez 3,6.',
              },
            ],
          }),
          numberStep({
            prompt: `Ile km/h to $${speedTex(slowV, 'm/min')}$?`,
            value: slowKmh,
            hints: [
              'W godzinę jest 60 minut, a 1\u00a0km = 1000\u00a0m.',
              `Oblicz $${texValue(slowV)} \\cdot 60 : 1000$.`,
              `$${texValue(slowV)} \\cdot 60 = ${texValue(mul(slowV, rat(60)))}$\u00a0m $= ${texValue(slowKmh)}$\u00a0km, więc $${speedTex(slowKmh, 'km/h')}$`,
            ],
            errors: [
              {
                code: 'metres_not_converted',
                value: mul(slowV, rat(60)),
                feedback: 'To metry na godzinę. Zamień je na kilometry.',
              },
              {
                code: 'forgot_60_minutes',
                value: div(slowV, rat(1000)),
                feedback: 'To kilometry na minutę. Godzina ma 60 minut.',
              },
            ],
          }),
          numberStep({
            prompt: 'O ile km/h większa jest pierwsza prędkość?',
            value: diff,
            hints: [
              'Odejmij prędkości zapisane w km/h.',
              `$${texValue(fast.kmh)} - ${texValue(slowKmh)}$`,
              `$${texValue(fast.kmh)} - ${texValue(slowKmh)} = ${texValue(diff)}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(diff, mistakes),
        solution: `$${speedTex(fast.v, 'm/s')} = ${speedTex(fast.kmh, 'km/h')}$, $${speedTex(slowV, 'm/min')} = ${speedTex(slowKmh, 'km/h')}$. Różnica: $${texValue(fast.kmh)} - ${texValue(slowKmh)} = ${speedTex(diff, 'km/h')}$.`,
        params: { fast: texValue(fast.v), slow: texValue(slowV) },
      };
    });
  },
});

export const speedUnitsTemplates: readonly QuestionTemplate[] = [convertSpeed, compareSpeeds];
