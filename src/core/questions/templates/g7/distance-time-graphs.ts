/**
 * Distance–time graphs (egzamin ósmoklasisty: reading a journey off a graph). Every graph is a
 * broken line through points of a half-hour grid, so all readings are exact.
 */
import { type Rational, rat, div, sub, mul, add, isFiniteDecimal } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { type PfStatement, drawTruths, pfPairBody } from '../../kit/true-false-pair.ts';
import { texValue } from '../../kit/format.ts';
import { type Person, pickPerson, pickTwoPeople, verb } from '../../kit/people.ts';
import { formatNumber } from '../../../text/format.ts';
import { type AxesSpec, lineGraphFigure } from '../../chart-figures.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

interface Ride {
  /** What the person did, after the name: "wybrał się na wycieczkę rowerową". */
  trip: (p: Person) => string;
  /** Genitive of leaving home: "od wyjścia", "od wyjazdu". */
  leaving: string;
  /** Distance grid step in km and the speeds that fit the context (km/h). */
  grid: number;
  vMin: number;
  vMax: number;
}

const RIDES: readonly Ride[] = [
  {
    trip: (p) => `${verb(p, 'wybrał', 'wybrała')} się na wycieczkę rowerową`,
    leaving: 'wyjazdu',
    grid: 5,
    vMin: 10,
    vMax: 25,
  },
  { trip: (p) => `${verb(p, 'poszedł', 'poszła')} na pieszą wędrówkę`, leaving: 'wyjścia', grid: 1, vMin: 2, vMax: 6 },
  {
    trip: (p) => `${verb(p, 'pojechał', 'pojechała')} z rodzicami samochodem nad jezioro`,
    leaving: 'wyjazdu',
    grid: 20,
    vMin: 40,
    vMax: 100,
  },
];

/** Hours as KaTeX with the unit: 1{,}5\text{ h}. */
const hTex = (r: Rational): string => `${texValue(r)}\\text{ h}`;
const kmTex = (r: Rational): string => `${texValue(r)}\\text{ km}`;
const kmhTex = (r: Rational): string => `${texValue(r)}\\text{ km/h}`;

function axesFor(tMaxHalfHours: number, dMax: number, grid: number): AxesSpec {
  const yLines = Math.ceil(dMax / grid) + 1;
  return {
    xMax: Math.ceil(tMaxHalfHours / 2),
    xGrid: 0.5,
    xLabelEvery: 2,
    yMax: yLines * grid,
    yGrid: grid,
    yLabelEvery: yLines > 8 ? 2 : 1,
    xTitle: 't [h]',
    yTitle: 's [km]',
  };
}

interface Segment {
  /** Duration in half-hours. */
  halves: number;
  /** Distance covered in km (0 for the stop). */
  km: number;
}

/** A journey of 3–4 segments with one stop in the middle; every moving segment at a whole speed. */
function drawJourney(rng: Rng, ride: Ride): { segs: Segment[]; stop: number } {
  return redraw(() => {
    const n = rng.int(3, 4);
    const stop = rng.int(1, n - 2);
    const segs: Segment[] = [];
    for (let i = 0; i < n; i++) {
      const halves = i === stop ? rng.int(1, 2) : rng.int(1, 3);
      if (i === stop) {
        segs.push({ halves, km: 0 });
        continue;
      }
      const km = ride.grid * rng.int(1, 6);
      const v = (2 * km) / halves;
      if (!Number.isInteger(v) || v < ride.vMin || v > ride.vMax) return null;
      segs.push({ halves, km });
    }
    const total = segs.reduce((s, g) => s + g.halves, 0);
    const dist = segs.reduce((s, g) => s + g.km, 0);
    if (total < 5 || total > 10 || dist / ride.grid > 13) return null;
    // Two moving segments at the same speed would read as one.
    if (
      segs.some(
        (g, i) => i > 0 && g.km > 0 && segs[i - 1]!.km > 0 && g.km * segs[i - 1]!.halves === segs[i - 1]!.km * g.halves,
      )
    )
      return null;
    return { segs, stop };
  });
}

/** Vertices (hours, km) of the journey. */
function vertices(segs: readonly Segment[]): [number, number][] {
  const pts: [number, number][] = [[0, 0]];
  for (const g of segs) {
    const [t, d] = pts[pts.length - 1]!;
    pts.push([t + g.halves / 2, d + g.km]);
  }
  return pts;
}

const journeyAria = (pts: readonly (readonly [number, number])[]): string =>
  `Wykres odległości od domu w zależności od czasu: łamana przez punkty ${pts.map(([t, d]) => `(${formatNumber(t)} h; ${formatNumber(d)} km)`).join(', ')}`;

/** The step dividing a distance by a time, with the item's mistakes recognised. */
function speedStep(km: number, time: Rational, v: Rational, mistakes: readonly NumericMistake[], average = false) {
  return numberStep({
    prompt: average ? 'Ile wynosiła średnia prędkość (w km/h)?' : 'Ile wynosiła prędkość (w km/h)?',
    value: v,
    hints: [
      average ? 'Prędkość średnia = cała droga : cały czas.' : 'Prędkość = droga : czas.',
      `$${km} : ${texValue(time)}$`,
      `$${km} : ${texValue(time)} = ${texValue(v)}$`,
    ],
    errors: stepErrors(mistakes),
  });
}

/** One journey with a stop: a reading, a stop's length, a segment's speed, the average speed. */
const journey = defineTemplate({
  id: 'distance_time_graphs.journey',
  title: 'Wykres drogi: odczyt, postój, prędkość średnia',
  generate({ rng, level }): GeneratedBody {
    const ride = rng.pick(RIDES);
    const person = pickPerson(rng);
    const { segs, stop } = redraw(() => {
      const j = drawJourney(rng, ride);
      if (level === 3) {
        const pts = vertices(j.segs);
        const [T, D] = pts[pts.length - 1]!;
        const avg = div(rat(D * 2), rat(T * 2));
        // The average speed should be a terminating decimal with at most one decimal place.
        if (!isFiniteDecimal(avg) || mul(avg, rat(10)).d !== 1) return null;
      }
      return j;
    });
    const pts = vertices(segs);
    const [T, D] = pts[pts.length - 1]!;
    const dMax = Math.max(...pts.map((p) => p[1]));
    const figure = lineGraphFigure(
      axesFor(T * 2, dMax, ride.grid),
      [{ name: person.name, points: pts }],
      journeyAria(pts),
    );
    const intro = `${person.name} ${ride.trip(person)}. Wykres przedstawia, jak zmieniała się odległość od domu w zależności od czasu, jaki upłynął od ${ride.leaving} z domu.`;
    const gridNote = `Jedna kratka w pionie to $${ride.grid}\\text{ km}$, a w poziomie — pół godziny.`;
    const stopStart = rat(pts[stop]![0] * 2, 2);
    const stopHalves = segs[stop]!.halves;

    if (level === 1 && rng.chance(0.5)) {
      const minutes = rat(stopHalves * 30);
      const mistakes: NumericMistake[] = [
        {
          key: 'hours_not_minutes',
          value: rat(stopHalves, 2),
          feedback: 'To długość postoju w godzinach. Zamień ją na minuty: $1\\text{ h} = 60\\text{ min}$.',
        },
        {
          key: 'squares_counted',
          value: rat(stopHalves),
          feedback: 'Policzono kratki. Jedna kratka w poziomie to pół godziny, czyli 30 minut.',
        },
        {
          key: 'stop_start_time',
          value: mul(stopStart, rat(60)),
          feedback: `To czas od ${ride.leaving} do początku postoju. Długość postoju to szerokość poziomego odcinka wykresu.`,
        },
      ];
      return {
        type: 'numeric',
        stem: `${intro} ${gridNote} Ile minut trwał postój?`,
        figure,
        answer: numberAnswer(minutes, { unit: { accepted: ['min', 'minut'], required: false } }),
        answerHint: 'Wpisz liczbę minut.',
        unitLabel: 'min',
        steps: [
          numberStep({
            prompt: 'Ile kratek w poziomie ma poziomy odcinek wykresu (postój)?',
            value: rat(stopHalves),
            hints: [
              'Podczas postoju odległość od domu się nie zmienia — wykres biegnie poziomo.',
              `Poziomy odcinek zaczyna się w chwili $${hTex(stopStart)}$.`,
              `Ma ${stopHalves === 1 ? 'jedną kratkę' : 'dwie kratki'}.`,
            ],
          }),
          numberStep({
            prompt: 'Ile minut trwał postój?',
            value: minutes,
            hints: [
              'Jedna kratka to pół godziny.',
              `$${stopHalves} \\cdot 30\\text{ min}$`,
              `$${stopHalves} \\cdot 30 = ${stopHalves * 30}$ minut.`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(minutes, mistakes),
        solution: `Postój to poziomy odcinek wykresu od $${hTex(stopStart)}$ do $${hTex(rat(pts[stop + 1]![0] * 2, 2))}$: ${stopHalves === 1 ? 'jedna kratka' : 'dwie kratki'}, czyli $${stopHalves} \\cdot 30 = ${stopHalves * 30}$ minut.`,
        params: { ride: ride.grid, segs: JSON.stringify(segs), q: 'stop' },
      };
    }

    if (level === 1) {
      const k = rng.int(1, pts.length - 2);
      const [t, d] = pts[k]!;
      const value = rat(d);
      const mistakes: NumericMistake[] = [
        {
          key: 'squares_counted',
          value: rat(d / ride.grid),
          feedback: `Policzono kratki. Jedna kratka w pionie to $${ride.grid}\\text{ km}$ — odczytaj liczbę z osi.`,
        },
        {
          key: 'next_point',
          value: rat(pts[k + 1]![1]),
          feedback: `To odległość w chwili $${hTex(rat(pts[k + 1]![0] * 2, 2))}$. Odczytaj punkt wykresu nad $${hTex(rat(t * 2, 2))}$.`,
        },
        {
          key: 'time_read',
          value: rat(t * 2, 2),
          feedback: 'To czas z osi poziomej. Odległość odczytaj na osi pionowej.',
        },
      ];
      return {
        type: 'numeric',
        stem: `${intro} ${gridNote} W jakiej odległości od domu ${verb(person, 'był', 'była')} ${person.name} po $${hTex(rat(t * 2, 2))}$ od ${ride.leaving}?`,
        figure,
        answer: numberAnswer(value, { unit: { accepted: ['km'], required: false } }),
        answerHint: 'Wpisz odległość w kilometrach.',
        unitLabel: 'km',
        steps: [
          numberStep({
            prompt: `Odczytaj z wykresu odległość w chwili $t = ${hTex(rat(t * 2, 2))}$.`,
            value,
            hints: [
              `Znajdź na osi poziomej $${hTex(rat(t * 2, 2))}$.`,
              'Idź pionowo w górę do wykresu, a potem poziomo do osi $s$.',
              `Punkt wykresu ma wysokość $${kmTex(value)}$.`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(value, mistakes),
        solution: `Nad $${hTex(rat(t * 2, 2))}$ wykres ma wysokość $${kmTex(value)}$, więc ${person.name} ${verb(person, 'był', 'była')} $${kmTex(value)}$ od domu.`,
        params: { ride: ride.grid, segs: JSON.stringify(segs), k },
      };
    }

    if (level === 2) {
      const k = redraw(() => {
        const i = rng.int(0, segs.length - 1);
        return i === stop ? null : i;
      });
      const g = segs[k]!;
      const [t0, d0] = pts[k]!;
      const [t1, d1] = pts[k + 1]!;
      const time = rat(g.halves, 2);
      const v = div(rat(g.km), time);
      const mistakes: NumericMistake[] = [
        {
          key: 'distance_not_speed',
          value: rat(g.km),
          feedback: 'To droga przebyta na tym odcinku. Prędkość to droga podzielona przez czas.',
        },
        {
          key: 'squares_as_hours',
          value: rat(g.km, g.halves),
          feedback: 'Kratki w poziomie policzono jak godziny. Jedna kratka to pół godziny.',
        },
        {
          key: 'cumulative',
          value: div(rat(d1), rat(t1 * 2, 2)),
          feedback:
            'Podzielono całą odległość od domu przez cały czas. Prędkość na odcinku liczy się z drogi i czasu tylko tego odcinka.',
        },
      ];
      const when = `między $${hTex(rat(t0 * 2, 2))}$ a $${hTex(rat(t1 * 2, 2))}$`;
      return {
        type: 'numeric',
        stem: `${intro} ${gridNote} Z jaką prędkością ${verb(person, 'poruszał', 'poruszała')} się ${person.name} ${when} od ${ride.leaving}?`,
        figure,
        answer: numberAnswer(v, { unit: { accepted: ['km/h'], required: false } }),
        answerHint: 'Wpisz prędkość w km/h.',
        unitLabel: 'km/h',
        steps: [
          numberStep({
            prompt: `Ile kilometrów ${person.name} ${verb(person, 'pokonał', 'pokonała')} ${when}?`,
            value: rat(g.km),
            hints: [
              'Odczytaj odległość od domu na początku i na końcu tego odcinka.',
              `$${d1} - ${d0}$`,
              `$${d1} - ${d0} = ${g.km}$ km`,
            ],
          }),
          numberStep({
            prompt: 'Ile godzin trwał ten odcinek drogi?',
            value: time,
            hints: [
              'Odejmij czasy z osi poziomej.',
              `$${texValue(rat(t1 * 2, 2))} - ${texValue(rat(t0 * 2, 2))}$`,
              `$${hTex(time)}$`,
            ],
          }),
          speedStep(g.km, time, v, mistakes),
        ],
        commonErrors: numberErrors(v, mistakes),
        solution: `Droga: $${d1} - ${d0} = ${kmTex(rat(g.km))}$, czas: $${texValue(rat(t1 * 2, 2))} - ${texValue(rat(t0 * 2, 2))} = ${hTex(time)}$, prędkość: $${g.km} : ${texValue(time)} = ${kmhTex(v)}$.`,
        params: { ride: ride.grid, segs: JSON.stringify(segs), k },
      };
    }

    const totalTime = rat(T * 2, 2);
    const avg = div(rat(D), totalTime);
    const moving = sub(totalTime, rat(stopHalves, 2));
    const speeds = segs.filter((g) => g.km > 0).map((g) => rat(2 * g.km, g.halves));
    const meanOfSpeeds = div(speeds.reduce(add, rat(0)), rat(speeds.length));
    const mistakes: NumericMistake[] = [
      {
        key: 'stop_left_out',
        value: div(rat(D), moving),
        feedback:
          'Pominięto czas postoju. Prędkość średnia to cała droga podzielona przez cały czas, razem z postojem.',
      },
      {
        key: 'mean_of_speeds',
        value: meanOfSpeeds,
        feedback:
          'Obliczono średnią z prędkości na odcinkach. Odcinki trwały różnie długo, więc trzeba podzielić całą drogę przez cały czas.',
      },
      {
        key: 'distance_not_speed',
        value: rat(D),
        feedback: 'To cała droga. Prędkość średnią otrzymasz, dzieląc ją przez cały czas.',
      },
    ];
    return {
      type: 'numeric',
      stem: `${intro} ${gridNote} Oblicz średnią prędkość, z jaką ${person.name} ${verb(person, 'pokonał', 'pokonała')} całą trasę (razem z postojem).`,
      figure,
      answer: numberAnswer(avg, { unit: { accepted: ['km/h'], required: false } }),
      answerHint: 'Wpisz prędkość w km/h.',
      unitLabel: 'km/h',
      steps: [
        numberStep({
          prompt: 'Ile kilometrów liczyła cała trasa?',
          value: rat(D),
          hints: [
            'Odczytaj odległość w ostatnim punkcie wykresu.',
            `Ostatni punkt wykresu jest nad $${hTex(totalTime)}$.`,
            `$${kmTex(rat(D))}$`,
          ],
        }),
        numberStep({
          prompt: 'Ile godzin trwała cała wyprawa?',
          value: totalTime,
          hints: [
            'Czas odczytaj na osi poziomej w ostatnim punkcie wykresu.',
            'Postój też się liczy.',
            `$${hTex(totalTime)}$`,
          ],
          errors: [{ code: 'stop_left_out', value: moving, feedback: 'Czas postoju też wlicza się do czasu wyprawy.' }],
        }),
        speedStep(D, totalTime, avg, mistakes, true),
      ],
      commonErrors: numberErrors(avg, mistakes),
      solution: `Cała droga: $${kmTex(rat(D))}$, cały czas (z postojem): $${hTex(totalTime)}$. Prędkość średnia: $${D} : ${texValue(totalTime)} = ${kmhTex(avg)}$.`,
      params: { ride: ride.grid, segs: JSON.stringify(segs) },
    };
  },
});

interface TwoTravellers {
  p: Person;
  q: Person;
  bikes: boolean;
  grid: number;
  /** Speeds in km/h; q starts t0 half-hours after p and is faster. */
  vA: number;
  vB: number;
  t0: number;
  /** End of the graph and the meeting time, in half-hours. */
  T: number;
  meetHalves: number;
  endA: number;
  endB: number;
  figure: string;
  intro: string;
}

/**
 * Two people on one road, the second one faster; every end point and (when `meeting`) the
 * crossing lie on grid points.
 */
function drawTwoTravellers(rng: Rng, meeting: boolean): TwoTravellers {
  const bikes = rng.chance(0.5);
  const grid = bikes ? 5 : 20;
  const [p, q] = pickTwoPeople(rng);
  const d = redraw(() => {
    const vA = bikes ? rng.int(2, 3) * 5 : rng.int(2, 3) * 20;
    const vB = bikes ? rng.int(3, 5) * 5 : rng.int(3, 5) * 20;
    const t0 = meeting ? rng.int(1, 3) : rng.chance(0.5) ? 0 : rng.int(1, 2);
    if (vB <= vA) return null;
    // Meeting time in half-hours: vA·t = vB·(t − t0).
    const meetHalves = (vB * t0) / (vB - vA);
    // The crossing lies on a grid point, so it can be read off the graph.
    if (meeting && (!Number.isInteger(meetHalves) || meetHalves < 2 || meetHalves > 8)) return null;
    if (meeting && ((vA * meetHalves) / 2) % grid !== 0) return null;
    const T = meeting ? meetHalves + rng.int(1, 2) : rng.int(3, 4) * 2;
    const endA = (vA * T) / 2;
    const endB = (vB * (T - t0)) / 2;
    if (endA % grid !== 0 || endB % grid !== 0 || Math.max(endA, endB) / grid > 13) return null;
    if (!meeting && t0 > 0 && meetHalves <= T) return null;
    return { vA, vB, t0, T, endA, endB, meetHalves };
  });
  const { vA, vB, t0, T, endA, endB, meetHalves } = d;
  const seriesA = {
    name: p.name,
    points: [
      [0, 0],
      [T / 2, endA],
    ] as [number, number][],
  };
  const seriesB = {
    name: q.name,
    points: [
      [t0 / 2, 0],
      [T / 2, endB],
    ] as [number, number][],
  };
  const aria = `Dwa wykresy odległości od startu w zależności od czasu. ${p.name}: odcinek od (0 h; 0 km) do (${formatNumber(T / 2)} h; ${endA} km). ${q.name}: odcinek od (${formatNumber(t0 / 2)} h; 0 km) do (${formatNumber(T / 2)} h; ${endB} km).`;
  const figure = lineGraphFigure(axesFor(T, Math.max(endA, endB), grid), [seriesA, seriesB], aria);
  const vehicle = bikes ? 'rowerami' : 'samochodami';
  // Plural past tense agrees with the pair: "wyjechały" only when both are women.
  const both = (mixed: string, women: string, men = mixed): string =>
    p.female && q.female ? women : !p.female && !q.female ? men : mixed;
  const start =
    t0 === 0
      ? `${p.name} i ${q.name} ${both('wyjechali', 'wyjechały')} ${vehicle} w tym samym momencie z tego samego miejsca i ${both('jechali', 'jechały')} tą samą drogą ze stałą prędkością.`
      : `${p.name} ${verb(p, 'wyjechał', 'wyjechała')} z miasteczka, a po pewnym czasie tą samą drogą ${verb(q, 'wyruszył', 'wyruszyła')} ${q.name}. ${both('Oboje jechali', 'Obie jechały', 'Obaj jechali')} ${vehicle} ze stałą prędkością.`;
  const intro = `${start} Wykres przedstawia odległość ${both('każdego z nich', 'każdej z nich')} od miejsca startu w zależności od czasu (linia przerywana: ${q.name}).`;
  return { p, q, bikes, grid, vA, vB, t0, T, meetHalves, endA, endB, figure, intro };
}

/** Two travellers on one graph: a speed, the difference of speeds, when the later one catches up. */
const twoTravellers = defineTemplate({
  id: 'distance_time_graphs.two-travellers',
  title: 'Dwa wykresy drogi: prędkości i spotkanie',
  generate({ rng, level }): GeneratedBody {
    const { p, q, vA, vB, t0, T, meetHalves, endA, endB, figure, intro } = drawTwoTravellers(rng, level === 3);
    const vAr = rat(vA);
    const vBr = rat(vB);
    const tEnd = rat(T, 2);
    if (level === 1) {
      const who = rng.chance(0.5) ? 'A' : 'B';
      const [person, v, dist, time] = who === 'A' ? [p, vAr, endA, tEnd] : [q, vBr, endB, rat(T - t0, 2)];
      const mistakes: NumericMistake[] = [
        {
          key: 'distance_not_speed',
          value: rat(dist),
          feedback: 'To cała przejechana droga. Prędkość to droga podzielona przez czas jazdy.',
        },
        {
          key: 'squares_as_hours',
          value: div(rat(dist), rat(who === 'A' ? T : T - t0)),
          feedback: 'Kratki w poziomie policzono jak godziny. Jedna kratka to pół godziny.',
        },
        {
          key: 'whole_time',
          value: div(rat(dist), tEnd),
          feedback: `Podzielono przez cały czas z wykresu, a ${person.name} ${verb(person, 'jechał', 'jechała')} krócej — od chwili wyjazdu.`,
        },
      ];
      return {
        type: 'numeric',
        stem: `${intro} Z jaką prędkością ${verb(person, 'jechał', 'jechała')} ${person.name}?`,
        figure,
        answer: numberAnswer(v, { unit: { accepted: ['km/h'], required: false } }),
        answerHint: 'Wpisz prędkość w km/h.',
        unitLabel: 'km/h',
        steps: [
          numberStep({
            prompt: `Ile kilometrów ${verb(person, 'przejechał', 'przejechała')} ${person.name} do końca wykresu?`,
            value: rat(dist),
            hints: [
              'Odczytaj wysokość końca wykresu.',
              `Koniec wykresu jest nad $${hTex(tEnd)}$.`,
              `$${kmTex(rat(dist))}$`,
            ],
          }),
          numberStep({
            prompt: `Ile godzin ${verb(person, 'jechał', 'jechała')} ${person.name}?`,
            value: time,
            hints: [
              'Czas jazdy liczymy od chwili wyjazdu do końca wykresu.',
              `$${texValue(tEnd)} - ${texValue(rat(who === 'A' ? 0 : t0, 2))}$`,
              `$${hTex(time)}$`,
            ],
          }),
          speedStep(dist, time, v, mistakes),
        ],
        commonErrors: numberErrors(v, mistakes),
        solution: `${person.name} ${verb(person, 'przejechał', 'przejechała')} $${kmTex(rat(dist))}$ w ciągu $${hTex(time)}$, więc ${verb(person, 'jechał', 'jechała')} z prędkością $${dist} : ${texValue(time)} = ${kmhTex(v)}$.`,
        params: { vA, vB, t0, T, who },
      };
    }
    if (level === 2) {
      const diff = rat(vB - vA);
      const mistakes: NumericMistake[] = [
        {
          key: 'distance_difference',
          value: rat(Math.abs(endB - endA)),
          feedback: 'To różnica przejechanych dróg na końcu wykresu, a nie różnica prędkości.',
        },
        {
          key: 'speeds_added',
          value: rat(vA + vB),
          feedback: 'Dodano prędkości. Pytanie dotyczy tego, o ile jedna prędkość jest większa od drugiej.',
        },
        {
          key: 'squares_as_hours',
          value: rat(vB - vA, 2),
          feedback: 'Kratki w poziomie policzono jak godziny. Jedna kratka to pół godziny.',
        },
      ];
      return {
        type: 'numeric',
        stem: `${intro} O ile kilometrów na godzinę ${q.name} ${verb(q, 'jechał', 'jechała')} szybciej niż ${p.name}?`,
        figure,
        answer: numberAnswer(diff, { unit: { accepted: ['km/h'], required: false } }),
        answerHint: 'Wpisz różnicę prędkości w km/h.',
        unitLabel: 'km/h',
        steps: [
          numberStep({
            prompt: `Z jaką prędkością (w km/h) ${verb(p, 'jechał', 'jechała')} ${p.name}?`,
            value: vAr,
            hints: [
              'Prędkość = droga : czas.',
              `$${endA} : ${texValue(tEnd)}$`,
              `$${endA} : ${texValue(tEnd)} = ${vA}$`,
            ],
          }),
          numberStep({
            prompt: `Z jaką prędkością (w km/h) ${verb(q, 'jechał', 'jechała')} ${q.name}?`,
            value: vBr,
            hints: [
              `Czas jazdy liczymy od chwili wyjazdu: $${texValue(tEnd)} - ${texValue(rat(t0, 2))}$.`,
              `$${endB} : ${texValue(rat(T - t0, 2))}$`,
              `$${endB} : ${texValue(rat(T - t0, 2))} = ${vB}$`,
            ],
          }),
          numberStep({
            prompt: 'O ile km/h większa była druga prędkość?',
            value: diff,
            hints: ['Odejmij prędkości.', `$${vB} - ${vA}$`, `$${vB} - ${vA} = ${vB - vA}$`],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(diff, mistakes),
        solution: `${p.name}: $${endA} : ${texValue(tEnd)} = ${kmhTex(vAr)}$, ${q.name}: $${endB} : ${texValue(rat(T - t0, 2))} = ${kmhTex(vBr)}$. Różnica: $${vB} - ${vA} = ${kmhTex(diff)}$.`,
        params: { vA, vB, t0, T },
      };
    }
    const meet = rat(meetHalves, 2);
    const meetKm = (vA * meetHalves) / 2;
    const mistakes: NumericMistake[] = [
      {
        key: 'from_second_start',
        value: rat(meetHalves - t0, 2),
        feedback: 'To czas liczony od drugiego wyjazdu. Pytanie dotyczy czasu od pierwszego wyjazdu, czyli od $t = 0$.',
      },
      {
        key: 'squares_as_hours',
        value: rat(meetHalves),
        feedback: 'Policzono kratki. Jedna kratka w poziomie to pół godziny.',
      },
      {
        key: 'distance_read',
        value: rat(meetKm),
        feedback: 'To odległość miejsca spotkania od startu (oś pionowa). Czas odczytaj na osi poziomej.',
      },
    ];
    return {
      type: 'numeric',
      stem: `${intro} Po ilu godzinach od pierwszego wyjazdu ${q.name} ${verb(q, 'dogonił', 'dogoniła')} osobę jadącą z przodu?`,
      figure,
      answer: numberAnswer(meet, { unit: { accepted: ['h', 'godz'], required: false } }),
      answerHint: 'Wpisz liczbę godzin, np. 2,5.',
      unitLabel: 'h',
      steps: [
        numberStep({
          prompt: 'W którym punkcie przecinają się wykresy? Podaj odległość od startu (w km).',
          value: rat(meetKm),
          hints: [
            'W chwili spotkania obie osoby są w tej samej odległości od startu.',
            'Znajdź punkt wspólny obu wykresów.',
            `Wykresy przecinają się na wysokości $${kmTex(rat(meetKm))}$.`,
          ],
        }),
        numberStep({
          prompt: 'Po ilu godzinach od pierwszego wyjazdu to nastąpiło?',
          value: meet,
          hints: [
            'Z punktu przecięcia zejdź pionowo na oś czasu.',
            `Sprawdź: $${vA} \\cdot ${texValue(meet)} = ${meetKm}$ oraz $${vB} \\cdot (${texValue(meet)} - ${texValue(rat(t0, 2))}) = ${meetKm}$.`,
            `$${hTex(meet)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(meet, mistakes),
      solution: `Wykresy przecinają się w punkcie $(${texValue(meet)};\\ ${meetKm})$. Sprawdzenie: $${vA} \\cdot ${texValue(meet)} = ${meetKm}$ i $${vB} \\cdot ${texValue(rat(meetHalves - t0, 2))} = ${meetKm}$. Spotkanie nastąpiło po $${hTex(meet)}$ od pierwszego wyjazdu.`,
      params: { vA, vB, t0, T },
    };
  },
});

/** A km value near `right` for a false sentence: one grid step off, never negative. */
function offByGrid(rng: Rng, right: number, grid: number): number {
  return right - grid < 0 || rng.chance(0.5) ? right + grid : right - grid;
}

function fasterStatement(d: TwoTravellers, truth: boolean): PfStatement {
  const [who, other] = truth ? [d.q, d.p] : [d.p, d.q];
  return {
    text: `${who.name} ${verb(who, 'jechał', 'jechała')} szybciej niż ${other.name}.`,
    truth,
    why: `${d.p.name}: $${d.endA} : ${texValue(rat(d.T, 2))} = ${kmhTex(rat(d.vA))}$, ${d.q.name}: $${d.endB} : ${texValue(rat(d.T - d.t0, 2))} = ${kmhTex(rat(d.vB))}$ — szybciej ${verb(d.q, 'jechał', 'jechała')} ${d.q.name}.`,
    steps: [
      numberStep({
        prompt: `Z jaką prędkością (w km/h) ${verb(d.p, 'jechał', 'jechała')} ${d.p.name}?`,
        value: rat(d.vA),
        hints: ['Prędkość = droga : czas.', `$${d.endA} : ${texValue(rat(d.T, 2))}$`, `$${d.vA}$ km/h`],
      }),
      numberStep({
        prompt: `Z jaką prędkością (w km/h) ${verb(d.q, 'jechał', 'jechała')} ${d.q.name}?`,
        value: rat(d.vB),
        hints: [
          'Czas jazdy liczymy od chwili wyjazdu.',
          `$${d.endB} : ${texValue(rat(d.T - d.t0, 2))}$`,
          `$${d.vB}$ km/h`,
        ],
      }),
    ],
  };
}

/** Where p is at a time on the grid. */
function distanceStatement(rng: Rng, d: TwoTravellers, truth: boolean): PfStatement {
  // A time at which the reading lies on a grid line.
  const halves = redraw(() => {
    const h = rng.int(1, d.T - 1);
    return ((d.vA * h) / 2) % d.grid === 0 ? h : null;
  });
  const right = (d.vA * halves) / 2;
  const shown = truth ? right : offByGrid(rng, right, d.grid);
  const t = hTex(rat(halves, 2));
  return {
    text: `Po $${t}$ od wyjazdu ${d.p.name} ${verb(d.p, 'był', 'była')} w odległości $${kmTex(rat(shown))}$ od miejsca startu.`,
    truth,
    why: `po $${t}$ linia ciągła ma wysokość $${kmTex(rat(right))}$ ($${d.vA} \\cdot ${texValue(rat(halves, 2))} = ${right}$).`,
    steps: [
      numberStep({
        prompt: `Ile kilometrów od startu ${verb(d.p, 'był', 'była')} ${d.p.name} po $${t}$?`,
        value: rat(right),
        hints: [
          `Znajdź na osi czasu $${t}$.`,
          'Idź pionowo do linii ciągłej, potem poziomo do osi $s$.',
          `$${kmTex(rat(right))}$`,
        ],
      }),
    ],
  };
}

/** The distance between the two at a time when both are on the road. */
function gapStatement(rng: Rng, d: TwoTravellers, truth: boolean): PfStatement {
  const halves = redraw(() => {
    const h = rng.int(Math.max(d.t0, 1), d.T);
    const onGrid = ((d.vA * h) / 2) % d.grid === 0 && ((d.vB * (h - d.t0)) / 2) % d.grid === 0;
    return h === d.meetHalves || !onGrid ? null : h;
  });
  const a = (d.vA * halves) / 2;
  const b = (d.vB * Math.max(0, halves - d.t0)) / 2;
  const right = Math.abs(a - b);
  const shown = truth ? right : offByGrid(rng, right, d.grid);
  const t = hTex(rat(halves, 2));
  const who = d.bikes ? 'rowerzystami' : 'samochodami';
  return {
    text: `Po $${t}$ od pierwszego wyjazdu odległość między ${who} wynosiła $${kmTex(rat(shown))}$.`,
    truth,
    why: `po $${t}$ wykresy mają wysokości $${kmTex(rat(a))}$ i $${kmTex(rat(b))}$, więc odległość to $${kmTex(rat(right))}$.`,
    steps: [
      numberStep({
        prompt: `Ile kilometrów od startu ${verb(d.p, 'był', 'była')} ${d.p.name} po $${t}$?`,
        value: rat(a),
        hints: [`Znajdź na osi czasu $${t}$.`, 'Odczytaj wysokość linii ciągłej.', `$${kmTex(rat(a))}$`],
      }),
      numberStep({
        prompt: `Ile kilometrów od startu ${verb(d.q, 'był', 'była')} ${d.q.name} po $${t}$?`,
        value: rat(b),
        hints: [`Znajdź na osi czasu $${t}$.`, 'Odczytaj wysokość linii przerywanej.', `$${kmTex(rat(b))}$`],
      }),
    ],
  };
}

/** Where the faster one catches up. */
function meetingStatement(rng: Rng, d: TwoTravellers, truth: boolean): PfStatement {
  const right = (d.vA * d.meetHalves) / 2;
  const shown = truth ? right : offByGrid(rng, right, d.grid);
  return {
    text: `${d.q.name} ${verb(d.q, 'dogonił', 'dogoniła')} osobę jadącą z przodu w odległości $${kmTex(rat(shown))}$ od miejsca startu.`,
    truth,
    why: `wykresy przecinają się na wysokości $${kmTex(rat(right))}$ (po $${hTex(rat(d.meetHalves, 2))}$).`,
    steps: [
      numberStep({
        prompt: 'Na jakiej wysokości (w km) przecinają się wykresy?',
        value: rat(right),
        hints: [
          'W chwili spotkania obie osoby są w tej samej odległości od startu.',
          'Znajdź punkt wspólny obu linii.',
          `$${kmTex(rat(right))}$`,
        ],
      }),
    ],
  };
}

/** E8 P/F: two sentences about two travellers' graphs (who is faster, where, how far apart, the meeting). */
const trueFalse = defineTemplate({
  id: 'distance_time_graphs.e8-true-false',
  title: 'Wykresy drogi: prawda czy fałsz',
  examStyle: 'prawda_falsz',
  generate({ rng, level }): GeneratedBody {
    const d = drawTwoTravellers(rng, level === 3);
    const truths = drawTruths(rng);
    const statements =
      level === 1
        ? [fasterStatement(d, truths[0]), distanceStatement(rng, d, truths[1])]
        : level === 2
          ? [fasterStatement(d, truths[0]), gapStatement(rng, d, truths[1])]
          : [gapStatement(rng, d, truths[0]), meetingStatement(rng, d, truths[1])];
    return {
      ...pfPairBody(statements, d.intro),
      figure: d.figure,
      params: { vA: d.vA, vB: d.vB, t0: d.t0, T: d.T, texts: statements.map((st) => st.text).join(' | ') },
    };
  },
});

export const distanceTimeGraphsTemplates: readonly QuestionTemplate[] = [journey, twoTravellers, trueFalse];
