import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { decimalTex, decimalText } from '../../kit/format.ts';
import { type Rational, add, div, mul, rat, toNumber } from '../../../math/rational.ts';
import { formatNumber, texNumber } from '../../../text/format.ts';

const scaleText = (k: number): string => `1 : ${formatNumber(k)}`;

const mapDistance = defineTemplate({
  id: 'scale_maps.map-distance',
  title: 'Odległość na mapie i w terenie',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const k = rng.pick([100, 200, 250, 500, 1000]);
      const d = rat(rng.int(2, 15));
      const cmReal = mul(d, rat(k));
      const m = div(cmReal, rat(100));
      const errors = numberErrors(m, [
        {
          key: 'unit_not_converted',
          value: cmReal,
          feedback: `To wynik w centymetrach. Zamień na metry: 1 m = 100 cm.`,
        },
        {
          key: 'wrong_unit_factor',
          value: div(cmReal, rat(1000)),
          feedback: 'Źle zamieniono jednostki: 1 m = 100 cm, a nie 1000 cm.',
        },
        {
          key: 'divided_by_scale',
          value: div(d, rat(k)),
          feedback:
            'W skali 1 : ' +
            formatNumber(k) +
            ' odległość w terenie jest ' +
            formatNumber(k) +
            ' razy większa — trzeba mnożyć, nie dzielić.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Plan działki wykonano w skali ${scaleText(k)}. Ogrodzenie na planie ma długość ${decimalText(d)} cm. Jaką długość ma to ogrodzenie w rzeczywistości? Podaj wynik w metrach.`,
        answer: numberAnswer(m),
        answerHint: 'Podaj długość w metrach.',
        unitLabel: 'm',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: 'Ile centymetrów ma ogrodzenie w rzeczywistości?',
            value: cmReal,
            hints: [
              `Skala ${scaleText(k)} oznacza, że 1 cm na planie to ${formatNumber(k)} cm w rzeczywistości.`,
              `Pomnóż $${decimalTex(d)} \\cdot ${k}$.`,
              `$${decimalTex(d)} \\cdot ${k} = ${decimalTex(cmReal)}$ cm`,
            ],
          }),
          numberStep({
            prompt: 'Zamień wynik na metry.',
            value: m,
            hints: [
              '1 m = 100 cm.',
              'Podziel liczbę centymetrów przez 100.',
              `$${decimalTex(cmReal)} : 100 = ${decimalTex(m)}$ m`,
            ],
            errors: [{ code: 'wrong_unit_factor', value: div(cmReal, rat(1000)), feedback: '1 m = 100 cm.' }],
          }),
        ],
        solution: `$${decimalTex(d)} \\cdot ${k} = ${decimalTex(cmReal)}$ cm $= ${decimalTex(m)}$ m.`,
        params: { k, d: toNumber(d) },
      };
    }
    if (level === 2) {
      // 1 : 100 000 (1 cm ↔ 1 km) is left out: the answer would just repeat the map distance.
      const k = rng.pick([10000, 20000, 25000, 50000, 200000, 250000, 500000]);
      const d = redraw(() => {
        const d = rat(rng.int(15, 120), 10);
        const km = div(mul(d, rat(k)), rat(100000));
        return km.d > 100 || d.d === 1 ? null : d;
      });
      const cmReal = mul(d, rat(k));
      const km = div(cmReal, rat(100000));
      const perCm = rat(k, 100000);
      const errors = numberErrors(km, [
        {
          key: 'wrong_unit_factor',
          value: div(cmReal, rat(10000)),
          feedback: 'Źle zamieniono jednostki: 1 km = 100\u00a0000 cm.',
        },
        {
          key: 'unit_not_converted',
          value: div(cmReal, rat(100)),
          feedback: 'To wynik w metrach. Zamień na kilometry: 1 km = 1000 m.',
        },
        {
          key: 'divided_by_scale',
          value: div(d, perCm),
          feedback: `Odległość w terenie jest większa niż na mapie — trzeba mnożyć przez ${decimalText(perCm)}, a nie dzielić.`,
        },
      ]);
      return {
        type: 'numeric',
        stem: `Mapa jest wykonana w skali ${scaleText(k)}. Odległość między dwiema miejscowościami na tej mapie wynosi ${decimalText(d)} cm. Jaka jest rzeczywista odległość między tymi miejscowościami? Podaj wynik w kilometrach.`,
        answer: numberAnswer(km),
        answerHint: 'Podaj odległość w kilometrach.',
        unitLabel: 'km',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Ilu kilometrom w terenie odpowiada 1 cm na mapie?`,
            value: perCm,
            hints: [
              `1 cm na mapie to ${formatNumber(k)} cm w terenie.`,
              '1 km = 100\u00a0000 cm, więc podziel przez 100\u00a0000.',
              `${formatNumber(k)} cm = ${decimalText(perCm)} km`,
            ],
            errors: [
              {
                code: 'wrong_unit_factor',
                value: rat(k, 10000),
                feedback: '1 km = 100\u00a0000 cm, a nie 10\u00a0000 cm.',
              },
            ],
          }),
          numberStep({
            prompt: 'Oblicz rzeczywistą odległość w kilometrach.',
            value: km,
            hints: [
              'Pomnóż odległość na mapie przez liczbę kilometrów odpowiadającą 1 cm.',
              `$${decimalTex(d)} \\cdot ${decimalTex(perCm)}$`,
              `$${decimalTex(d)} \\cdot ${decimalTex(perCm)} = ${decimalTex(km)}$ km`,
            ],
            errors: [
              { code: 'wrong_unit_factor', value: div(cmReal, rat(10000)), feedback: 'Sprawdź zamianę jednostek.' },
              { code: 'divided_by_scale', value: div(d, perCm), feedback: 'Tu trzeba mnożyć, a nie dzielić.' },
            ],
          }),
        ],
        solution: `1 cm na mapie to ${formatNumber(k)} cm $= ${decimalTex(perCm)}$ km, więc $${decimalTex(d)} \\cdot ${decimalTex(perCm)} = ${decimalTex(km)}$ km.`,
        params: { k, d: toNumber(d) },
      };
    }
    // Level 3 goes the other way (terrain → map), with the distance in kilometres on a tourist
    // map, so it needs km → m, the metres per 1 cm and a division that is not a whole number.
    const k = rng.pick([10000, 20000, 25000, 50000]);
    const perCmM = k / 100;
    const onMap = redraw(() => {
      const onMap = rat(rng.int(31, 240), 10);
      const metres = mul(onMap, rat(perCmM));
      return onMap.d === 1 || metres.d !== 1 ? null : onMap;
    });
    const metres = mul(onMap, rat(perCmM));
    const D = div(metres, rat(1000));
    const errors = numberErrors(onMap, [
      {
        key: 'units_not_unified',
        value: div(metres, rat(k)),
        feedback:
          'Podzielono metry przez liczbę ze skali. Skala porównuje te same jednostki: 1 cm na mapie to ' +
          formatNumber(k) +
          ' cm, czyli ' +
          formatNumber(perCmM) +
          ' m w terenie.',
      },
      {
        key: 'wrong_unit_factor',
        value: div(metres, rat(k / 1000)),
        feedback: `Źle zamieniono jednostki: 1 m = 100 cm, więc 1 cm na mapie to ${formatNumber(perCmM)} m, a nie ${formatNumber(k / 1000)} m.`,
      },
      {
        key: 'km_to_m_wrong',
        value: div(mul(D, rat(100)), rat(perCmM)),
        feedback: '1 km = 1000 m, a nie 100 m.',
      },
      {
        key: 'multiplied_not_divided',
        value: mul(metres, rat(perCmM)),
        feedback: 'Na mapie odległość jest mniejsza niż w terenie — trzeba dzielić, a nie mnożyć.',
      },
    ]);
    return {
      type: 'numeric',
      stem: `Szlak turystyczny ma długość ${decimalText(D)} km. Jaką długość ma ten szlak na mapie w skali ${scaleText(k)}? Podaj wynik w centymetrach.`,
      answer: numberAnswer(onMap),
      answerHint: 'Podaj długość w centymetrach.',
      unitLabel: 'cm',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Zamień ${decimalText(D)} km na metry.`,
          value: metres,
          hints: [
            '1 km = 1000 m.',
            `Pomnóż $${decimalTex(D)} \\cdot 1000$.`,
            `${decimalText(D)} km = ${formatNumber(toNumber(metres))} m`,
          ],
          errors: [{ code: 'km_to_m_wrong', value: mul(D, rat(100)), feedback: '1 km = 1000 m, a nie 100 m.' }],
        }),
        numberStep({
          prompt: 'Ilu metrom w terenie odpowiada 1 cm na mapie?',
          value: rat(perCmM),
          hints: [
            `1 cm na mapie to ${formatNumber(k)} cm w terenie.`,
            '1 m = 100 cm, więc podziel przez 100.',
            `${formatNumber(k)} cm = ${formatNumber(perCmM)} m`,
          ],
          errors: [{ code: 'wrong_unit_factor', value: rat(k / 1000), feedback: '1 m = 100 cm, a nie 1000 cm.' }],
        }),
        numberStep({
          prompt: 'Ile centymetrów na mapie ma ten szlak?',
          value: onMap,
          hints: [
            `Sprawdź, ile razy ${formatNumber(perCmM)} m mieści się w ${formatNumber(toNumber(metres))} m.`,
            `$${decimalTex(metres)} : ${perCmM}$`,
            `$${decimalTex(metres)} : ${perCmM} = ${decimalTex(onMap)}$ cm`,
          ],
          errors: [
            {
              code: 'multiplied_not_divided',
              value: mul(metres, rat(perCmM)),
              feedback: 'Trzeba dzielić, a nie mnożyć.',
            },
          ],
        }),
      ],
      solution: `${decimalText(D)} km = ${formatNumber(toNumber(metres))} m; 1 cm na mapie to ${formatNumber(k)} cm $= ${perCmM}$ m w terenie, więc na mapie: $${decimalTex(metres)} : ${perCmM} = ${decimalTex(onMap)}$ cm.`,
      params: { k, D: toNumber(D) },
    };
  },
});

const planArea = defineTemplate({
  id: 'scale_maps.plan-area-and-scale',
  title: 'Pole na planie i wyznaczanie skali',
  generate({ rng, level }): GeneratedBody {
    if (level <= 2) {
      const k = level === 1 ? 100 : rng.pick([50, 200]);
      const { a, b } = redraw(() => {
        // Real rooms of about 2–8 m a side, whatever the scale.
        const side = (): Rational =>
          level === 1 ? rat(rng.int(2, 8)) : k === 200 ? rat(rng.int(3, 8) * 5, 10) : rat(rng.int(8, 16) * 5, 10);
        const a = side();
        const b = side();
        if (a.n * b.d === b.n * a.d) return null;
        // A floor area like 7,3125 m² is not what a plan task asks for: at most two decimals.
        const real = mul(div(mul(a, rat(k)), rat(100)), div(mul(b, rat(k)), rat(100)));
        return (real.n * 100) % real.d !== 0 ? null : { a, b };
      });
      const ra = div(mul(a, rat(k)), rat(100));
      const rb = div(mul(b, rat(k)), rat(100));
      const area = mul(ra, rb);
      const planArea = mul(a, b);
      const errors = numberErrors(area, [
        {
          key: 'linear_scale_for_area',
          value: div(mul(planArea, rat(k)), rat(10000)),
          feedback: `Pomnożono pole z planu tylko raz przez ${k}. Każdy wymiar jest ${k} razy większy, więc pole jest ${k}·${k} razy większe. Najlepiej najpierw oblicz prawdziwe wymiary pokoju.`,
        },
        {
          key: 'area_perimeter_confused',
          value: mul(rat(2), add(ra, rb)),
          feedback: 'Obliczono obwód pokoju, a nie jego pole.',
        },
        {
          key: 'unit_not_converted',
          value: mul(planArea, rat(k * k)),
          feedback: 'To pole w cm². Zamień na m²: 1 m² = 10\u00a0000 cm².',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Na planie mieszkania w skali ${scaleText(k)} pokój ma kształt prostokąta o wymiarach ${decimalText(a)} cm na ${decimalText(b)} cm. Oblicz rzeczywiste pole podłogi tego pokoju w metrach kwadratowych.`,
        answer: numberAnswer(area),
        answerHint: 'Podaj pole w m².',
        unitLabel: 'm²',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Jaką długość w metrach ma w rzeczywistości bok, który na planie ma ${decimalText(a)} cm?`,
            value: ra,
            hints: [
              `1 cm na planie to ${k} cm w rzeczywistości.`,
              `$${decimalTex(a)} \\cdot ${k}$ cm, potem zamień na metry.`,
              `$${decimalTex(a)} \\cdot ${k} = ${texNumber(toNumber(a) * k)}$ cm $= ${decimalTex(ra)}$ m`,
            ],
          }),
          numberStep({
            prompt: `Jaką długość w metrach ma w rzeczywistości bok, który na planie ma ${decimalText(b)} cm?`,
            value: rb,
            hints: [
              'Postępuj tak samo jak z pierwszym bokiem.',
              `$${decimalTex(b)} \\cdot ${k}$ cm, potem zamień na metry.`,
              `$${decimalTex(rb)}$ m`,
            ],
          }),
          numberStep({
            prompt: 'Oblicz pole podłogi w m².',
            value: area,
            hints: [
              'Pole prostokąta to iloczyn długości boków.',
              `$${decimalTex(ra)} \\cdot ${decimalTex(rb)}$`,
              `$${decimalTex(ra)} \\cdot ${decimalTex(rb)} = ${decimalTex(area)}$ m²`,
            ],
            errors: [
              {
                code: 'linear_scale_for_area',
                value: div(mul(planArea, rat(k)), rat(10000)),
                feedback: 'Pomnóż rzeczywiste długości boków.',
              },
            ],
          }),
        ],
        solution: `Rzeczywiste wymiary: $${decimalTex(a)} \\cdot ${k} = ${texNumber(toNumber(a) * k)}$ cm $= ${decimalTex(ra)}$ m oraz $${decimalTex(rb)}$ m. Pole: $${decimalTex(ra)} \\cdot ${decimalTex(rb)} = ${decimalTex(area)}$ m².`,
        params: { k, a: toNumber(a), b: toNumber(b) },
      };
    }
    const { d, km } = redraw(() => {
      const d = rng.int(2, 12);
      const k = rng.pick([10000, 20000, 25000, 50000, 100000, 200000, 500000]);
      const km = rat(d * k, 100000);
      return km.d > 10 ? null : { d, km, k };
    });
    const k = toNumber(div(mul(km, rat(100000)), rat(d)));
    const errors = numberErrors(rat(k), [
      {
        key: 'unit_not_converted',
        value: div(km, rat(d)),
        feedback:
          'Nie zamieniono kilometrów na centymetry. W skali obie odległości muszą być w tych samych jednostkach.',
      },
      {
        key: 'wrong_unit_factor',
        value: div(mul(km, rat(1000)), rat(d)),
        feedback: 'Zamieniono kilometry na metry, a odległość na mapie jest w centymetrach. 1 km = 100\u00a0000 cm.',
      },
      {
        key: 'not_divided',
        value: mul(km, rat(100000)),
        feedback: `Nie podzielono przez ${d}. Skala mówi, ile centymetrów w terenie przypada na 1 cm mapy.`,
      },
    ]);
    return {
      type: 'numeric',
      stem: `Odcinek o długości ${d} cm na mapie odpowiada w terenie odległości ${decimalText(km)} km. W jakiej skali wykonano mapę? Podaj liczbę $n$ w zapisie skali $1 : n$.`,
      answer: numberAnswer(k),
      answerHint: 'Wpisz liczbę n.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Zamień ${decimalText(km)} km na centymetry.`,
          value: mul(km, rat(100000)),
          hints: [
            '1 km = 1000 m, a 1 m = 100 cm.',
            '1 km = 100\u00a0000 cm.',
            `${decimalText(km)} km = ${formatNumber(toNumber(km) * 100000)} cm`,
          ],
        }),
        numberStep({
          prompt: 'Ile centymetrów w terenie przypada na 1 cm mapy?',
          value: rat(k),
          hints: [
            `Podziel odległość w terenie przez ${d}.`,
            `$${texNumber(toNumber(km) * 100000)} : ${d}$`,
            `$${texNumber(toNumber(km) * 100000)} : ${d} = ${texNumber(k)}$, czyli skala $1 : ${texNumber(k)}$`,
          ],
        }),
      ],
      solution: `${decimalText(km)} km = ${formatNumber(toNumber(km) * 100000)} cm; $${texNumber(toNumber(km) * 100000)} : ${d} = ${texNumber(k)}$, więc skala mapy to $1 : ${texNumber(k)}$.`,
      params: { d, km: toNumber(km) },
    };
  },
});

export const scaleMapsTemplates: readonly QuestionTemplate[] = [mapDistance, planArea];
