import type { QuestionTemplate } from '../../types.ts';
import { numberAnswer } from '../../authoring.ts';
import { type Rational, add, div, mul, rat, toNumber } from '../../../math/rational.ts';
import { formatNumber, texNumber } from '../../../text/format.ts';
import { distinctNumberErrors, type GeneratedBody, numberStep, redraw } from '../../template-utils.ts';

const f = (r: Rational): string => formatNumber(toNumber(r));
const t = (r: Rational): string => texNumber(toNumber(r));
const scaleText = (k: number): string => `1 : ${formatNumber(k)}`;

const mapDistance: QuestionTemplate = {
  id: 'scale_maps.map-distance',
  skillId: 'scale_maps',
  title: 'Odległość na mapie i w terenie',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const k = rng.pick([100, 200, 250, 500, 1000]);
      const d = rat(rng.int(2, 15));
      const cmReal = mul(d, rat(k));
      const m = div(cmReal, rat(100));
      const errors = distinctNumberErrors(m, [
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
        stem: `Plan działki wykonano w skali ${scaleText(k)}. Ogrodzenie na planie ma długość ${f(d)} cm. Jaką długość ma to ogrodzenie w rzeczywistości? Podaj wynik w metrach.`,
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
              `Pomnóż $${t(d)} \\cdot ${k}$.`,
              `$${t(d)} \\cdot ${k} = ${t(cmReal)}$ cm`,
            ],
          }),
          numberStep({
            prompt: 'Zamień wynik na metry.',
            value: m,
            hints: ['1 m = 100 cm.', 'Podziel liczbę centymetrów przez 100.', `$${t(cmReal)} : 100 = ${t(m)}$ m`],
            errors: [{ code: 'wrong_unit_factor', value: div(cmReal, rat(1000)), feedback: '1 m = 100 cm.' }],
          }),
        ],
        solution: `$${t(d)} \\cdot ${k} = ${t(cmReal)}$ cm $= ${t(m)}$ m.`,
        params: { k, d: toNumber(d) },
      };
    }
    const k = rng.pick([10000, 20000, 25000, 50000, 100000, 200000]);
    if (level === 2) {
      const d = redraw(() => {
        const d = rat(rng.int(15, 120), 10);
        const km = div(mul(d, rat(k)), rat(100000));
        return km.d > 100 ? null : d;
      });
      const cmReal = mul(d, rat(k));
      const km = div(cmReal, rat(100000));
      const errors = distinctNumberErrors(km, [
        {
          key: 'wrong_unit_factor',
          value: div(cmReal, rat(10000)),
          feedback: 'Źle zamieniono jednostki: 1 km = 100 000 cm.',
        },
        {
          key: 'unit_not_converted',
          value: div(cmReal, rat(100)),
          feedback: 'To wynik w metrach. Zamień na kilometry: 1 km = 1000 m.',
        },
        {
          key: 'divided_by_scale',
          value: div(mul(d, rat(100000)), rat(k)),
          feedback: 'Odległość w terenie jest większa niż na mapie — trzeba mnożyć przez ' + formatNumber(k) + '.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Mapa jest wykonana w skali ${scaleText(k)}. Odległość między dwiema miejscowościami na tej mapie wynosi ${f(d)} cm. Jaka jest rzeczywista odległość między tymi miejscowościami? Podaj wynik w kilometrach.`,
        answer: numberAnswer(km),
        answerHint: 'Podaj odległość w kilometrach.',
        unitLabel: 'km',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Ilu kilometrom w terenie odpowiada 1 cm na mapie?`,
            value: rat(k, 100000),
            hints: [
              `1 cm na mapie to ${formatNumber(k)} cm w terenie.`,
              '1 km = 100 000 cm.',
              `${formatNumber(k)} cm = ${formatNumber(k / 100000)} km`,
            ],
          }),
          numberStep({
            prompt: 'Oblicz rzeczywistą odległość w kilometrach.',
            value: km,
            hints: [
              'Pomnóż odległość na mapie przez liczbę kilometrów odpowiadającą 1 cm.',
              `$${t(d)} \\cdot ${texNumber(k / 100000)}$`,
              `$${t(d)} \\cdot ${texNumber(k / 100000)} = ${t(km)}$ km`,
            ],
            errors: [
              { code: 'wrong_unit_factor', value: div(cmReal, rat(10000)), feedback: 'Sprawdź zamianę jednostek.' },
            ],
          }),
        ],
        solution: `1 cm na mapie to ${formatNumber(k)} cm $= ${texNumber(k / 100000)}$ km, więc $${t(d)} \\cdot ${texNumber(k / 100000)} = ${t(km)}$ km.`,
        params: { k, d: toNumber(d) },
      };
    }
    const D = redraw(() => {
      const D = rat(rng.int(1, 60) * 5, 10);
      const onMap = div(mul(D, rat(100000)), rat(k));
      return onMap.d > 10 || toNumber(onMap) < 1 || toNumber(onMap) > 40 ? null : D;
    });
    const onMap = div(mul(D, rat(100000)), rat(k));
    const errors = distinctNumberErrors(onMap, [
      {
        key: 'wrong_unit_factor',
        value: div(mul(D, rat(10000)), rat(k)),
        feedback: 'Źle zamieniono jednostki: 1 km = 100 000 cm.',
      },
      {
        key: 'unit_not_converted',
        value: div(mul(D, rat(1000)), rat(k)),
        feedback: 'Zamieniono kilometry na metry, a odległość na mapie ma być w centymetrach.',
      },
      {
        key: 'multiplied_wrong_factor',
        value: div(mul(D, rat(1000000)), rat(k)),
        feedback: 'Źle zamieniono jednostki: 1 km = 100 000 cm, a nie 1 000 000 cm.',
      },
    ]);
    const perCm = rat(k, 100000);
    return {
      type: 'numeric',
      stem: `Rzeczywista odległość między dwoma miastami wynosi ${f(D)} km. Jaka będzie odległość między nimi na mapie w skali ${scaleText(k)}? Podaj wynik w centymetrach.`,
      answer: numberAnswer(onMap),
      answerHint: 'Podaj odległość w centymetrach.',
      unitLabel: 'cm',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: 'Ilu kilometrom w terenie odpowiada 1 cm na mapie?',
          value: perCm,
          hints: [
            `1 cm na mapie to ${formatNumber(k)} cm w terenie.`,
            '1 km = 100 000 cm.',
            `${formatNumber(k)} cm = ${f(perCm)} km`,
          ],
        }),
        numberStep({
          prompt: 'Ile centymetrów na mapie odpowiada podanej odległości?',
          value: onMap,
          hints: [
            'Sprawdź, ile razy odcinek odpowiadający 1 cm mieści się w całej odległości.',
            `$${t(D)} : ${t(perCm)}$`,
            `$${t(D)} : ${t(perCm)} = ${t(onMap)}$ cm`,
          ],
        }),
      ],
      solution: `1 cm na mapie to ${f(perCm)} km w terenie, więc na mapie: $${t(D)} : ${t(perCm)} = ${t(onMap)}$ cm.`,
      params: { k, D: toNumber(D) },
    };
  },
};

const planArea: QuestionTemplate = {
  id: 'scale_maps.plan-area-and-scale',
  skillId: 'scale_maps',
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
        return { a, b };
      });
      const ra = div(mul(a, rat(k)), rat(100));
      const rb = div(mul(b, rat(k)), rat(100));
      const area = mul(ra, rb);
      const planArea = mul(a, b);
      const errors = distinctNumberErrors(area, [
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
          feedback: 'To pole w cm². Zamień na m²: 1 m² = 10 000 cm².',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Na planie mieszkania w skali ${scaleText(k)} pokój ma kształt prostokąta o wymiarach ${f(a)} cm na ${f(b)} cm. Oblicz rzeczywiste pole podłogi tego pokoju w metrach kwadratowych.`,
        answer: numberAnswer(area),
        answerHint: 'Podaj pole w m².',
        unitLabel: 'm²',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Jaką długość w metrach ma w rzeczywistości bok, który na planie ma ${f(a)} cm?`,
            value: ra,
            hints: [
              `1 cm na planie to ${k} cm w rzeczywistości.`,
              `$${t(a)} \\cdot ${k}$ cm, potem zamień na metry.`,
              `$${t(a)} \\cdot ${k} = ${texNumber(toNumber(a) * k)}$ cm $= ${t(ra)}$ m`,
            ],
          }),
          numberStep({
            prompt: `Jaką długość w metrach ma w rzeczywistości bok, który na planie ma ${f(b)} cm?`,
            value: rb,
            hints: [
              'Postępuj tak samo jak z pierwszym bokiem.',
              `$${t(b)} \\cdot ${k}$ cm, potem zamień na metry.`,
              `$${t(rb)}$ m`,
            ],
          }),
          numberStep({
            prompt: 'Oblicz pole podłogi w m².',
            value: area,
            hints: [
              'Pole prostokąta to iloczyn długości boków.',
              `$${t(ra)} \\cdot ${t(rb)}$`,
              `$${t(ra)} \\cdot ${t(rb)} = ${t(area)}$ m²`,
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
        solution: `Rzeczywiste wymiary: $${t(a)} \\cdot ${k} = ${texNumber(toNumber(a) * k)}$ cm $= ${t(ra)}$ m oraz $${t(rb)}$ m. Pole: $${t(ra)} \\cdot ${t(rb)} = ${t(area)}$ m².`,
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
    const errors = distinctNumberErrors(rat(k), [
      {
        key: 'unit_not_converted',
        value: div(km, rat(d)),
        feedback:
          'Nie zamieniono kilometrów na centymetry. W skali obie odległości muszą być w tych samych jednostkach.',
      },
      {
        key: 'wrong_unit_factor',
        value: div(mul(km, rat(1000)), rat(d)),
        feedback: 'Zamieniono kilometry na metry, a odległość na mapie jest w centymetrach. 1 km = 100 000 cm.',
      },
      {
        key: 'not_divided',
        value: mul(km, rat(100000)),
        feedback: `Nie podzielono przez ${d}. Skala mówi, ile centymetrów w terenie przypada na 1 cm mapy.`,
      },
    ]);
    return {
      type: 'numeric',
      stem: `Odcinek o długości ${d} cm na mapie odpowiada w terenie odległości ${f(km)} km. W jakiej skali wykonano mapę? Podaj liczbę $n$ w zapisie skali $1 : n$.`,
      answer: numberAnswer(k),
      answerHint: 'Wpisz liczbę n.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Zamień ${f(km)} km na centymetry.`,
          value: mul(km, rat(100000)),
          hints: [
            '1 km = 1000 m, a 1 m = 100 cm.',
            '1 km = 100 000 cm.',
            `${f(km)} km = ${formatNumber(toNumber(km) * 100000)} cm`,
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
      solution: `${f(km)} km = ${formatNumber(toNumber(km) * 100000)} cm; $${texNumber(toNumber(km) * 100000)} : ${d} = ${texNumber(k)}$, więc skala mapy to $1 : ${texNumber(k)}$.`,
      params: { d, km: toNumber(km) },
    };
  },
};

export const scaleMapsTemplates: readonly QuestionTemplate[] = [mapDistance, planArea];
