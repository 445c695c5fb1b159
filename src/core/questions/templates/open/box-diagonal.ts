/**
 * The longest rod that fits in a cuboid container: the diagonal of its floor, then the space
 * diagonal, each by Pythagoras (a grade-8 solids task; the CKE asks it about boxes and rooms).
 * The dimensions are Pythagorean quadruples a² + b² = d², d² + c² = D², so both diagonals are
 * whole (or, in metres, terminating) numbers as on the CKE papers.
 */
import { type Rational, rat, add, mul } from '../../../math/rational.ts';
import type { GeneratedBody } from '../../kit/draw.ts';
import { texValue } from '../../kit/format.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { ISTOTNY_POSTEP, ROZWIAZANIE_PELNE, dot, openItem, withUnit } from './parts.ts';

/** Floor a × b (diagonal d), height c, space diagonal D: a² + b² = d², d² + c² = D² (primitive). */
type Quadruple = readonly [a: number, b: number, c: number, d: number, D: number];
const Q = {
  q3_4_12: [3, 4, 12, 5, 13],
  q9_12_8: [9, 12, 8, 15, 17],
  q9_12_20: [9, 12, 20, 15, 25],
  q12_16_15: [12, 16, 15, 20, 25],
  q12_16_21: [12, 16, 21, 20, 29],
  q21_28_12: [21, 28, 12, 35, 37],
  q24_32_9: [24, 32, 9, 40, 41],
  q27_36_28: [27, 36, 28, 45, 53],
  q36_48_25: [36, 48, 25, 60, 65],
  q33_44_48: [33, 44, 48, 55, 73],
  q20_48_39: [20, 48, 39, 52, 65],
} as const satisfies Record<string, Quadruple>;

interface Container {
  /** "Pudełko na prezent", a noun phrase that starts the stem. */
  name: string;
  /** Its floor: "dno", "podłoga". */
  floor: { nom: string; gen: string };
  /** What is put in along the diagonal ("pałeczka") and its genitive ("pałeczki"). */
  rod: { nom: string; gen: string };
  unit: 'cm' | 'm';
  /** The quadruples it takes and their scale (so a box is a box and a room is a room). */
  sizes: readonly (readonly [quadruple: Quadruple, scale: Rational])[];
}

const one = rat(1);
const tenth = rat(1, 10);
// Each level its own containers and sizes: no task repeats word for word on another level.
const CONTAINERS: Readonly<Record<1 | 2 | 3, readonly Container[]>> = {
  1: [
    {
      name: 'Pudełko na prezent',
      floor: { nom: 'dno', gen: 'dna' },
      rod: { nom: 'pałeczka', gen: 'pałeczki' },
      unit: 'cm',
      sizes: [
        [Q.q3_4_12, rat(2)],
        [Q.q9_12_8, one],
        [Q.q9_12_20, one],
        [Q.q12_16_15, one],
        [Q.q12_16_21, one],
        [Q.q21_28_12, one],
        [Q.q24_32_9, one],
        [Q.q27_36_28, one],
      ],
    },
  ],
  2: [
    {
      name: 'Karton do przeprowadzki',
      floor: { nom: 'dno', gen: 'dna' },
      rod: { nom: 'listwa', gen: 'listwy' },
      unit: 'cm',
      sizes: [
        [Q.q9_12_20, rat(2)],
        [Q.q12_16_15, rat(2)],
        [Q.q12_16_21, rat(2)],
        [Q.q9_12_8, rat(3)],
        [Q.q3_4_12, rat(5)],
        [Q.q21_28_12, rat(2)],
        [Q.q36_48_25, one],
        [Q.q33_44_48, one],
        [Q.q20_48_39, one],
      ],
    },
  ],
  3: [
    {
      name: 'Skrzynia transportowa',
      floor: { nom: 'dno', gen: 'dna' },
      rod: { nom: 'rura', gen: 'rury' },
      unit: 'm',
      sizes: [
        [Q.q24_32_9, tenth],
        [Q.q21_28_12, tenth],
        [Q.q12_16_15, tenth],
        [Q.q9_12_8, rat(1, 5)],
      ],
    },
    {
      name: 'Pomieszczenie gospodarcze',
      floor: { nom: 'podłoga', gen: 'podłogi' },
      rod: { nom: 'deska', gen: 'deski' },
      unit: 'm',
      sizes: [
        [Q.q27_36_28, tenth],
        [Q.q36_48_25, tenth],
        [Q.q12_16_15, rat(1, 5)],
        [Q.q21_28_12, rat(1, 5)],
      ],
    },
  ],
};

const t = texValue;
const sq = (r: Rational): Rational => mul(r, r);

const boxDiagonal = defineTemplate({
  id: 'cuboid_prisms.open-box-diagonal',
  title: 'Zadanie otwarte: najdłuższy pręt w prostopadłościanie',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const box = rng.pick(CONTAINERS[level]);
    const [quadruple, k] = rng.pick(box.sizes);
    const [x, y, c, d, D] = quadruple.map((v) => mul(rat(v), k)) as [Rational, Rational, Rational, Rational, Rational];
    // The floor's sides in either order (the stem names them as measured).
    const [a, b] = rng.pick([true, false]) ? [x, y] : [y, x];
    const u = box.unit;
    const floorSq = add(sq(a), sq(b));
    const spaceSq = add(sq(d), sq(c));
    return openItem(rng, {
      stem: `${box.name} ma kształt prostopadłościanu. Wymiary ${box.floor.gen}: $${withUnit(a, u)}$ na $${withUnit(b, u)}$, wysokość: $${withUnit(c, u)}$. Jaką największą długość może mieć prosta ${box.rod.nom}, która zmieści się w całości w środku? Grubość ${box.rod.gen} pomijamy.`,
      parts: [
        {
          prompt: `Oblicz długość przekątnej ${box.floor.gen} (w ${u === 'cm' ? 'centymetrach' : 'metrach'}).`,
          value: d,
          unit: u,
          calc: `sqrt(${dot(a)}^2+${dot(b)}^2)`,
          hints: [
            `Przekątna ${box.floor.gen} jest przeciwprostokątną trójkąta prostokątnego o przyprostokątnych $${withUnit(a, u)}$ i $${withUnit(b, u)}$.`,
            `$d^2 = ${t(a)}^2 + ${t(b)}^2 = ${t(sq(a))} + ${t(sq(b))} = ${t(floorSq)}$`,
            `$d = \\sqrt{${t(floorSq)}} = ${t(d)}$`,
          ],
          mistakes: [
            {
              key: 'legs_added',
              value: add(a, b),
              feedback: 'Przekątna nie jest sumą boków: oblicz ją z twierdzenia Pitagorasa.',
            },
            {
              key: 'root_not_taken',
              value: floorSq,
              feedback: `To kwadrat przekątnej. Długość przekątnej to pierwiastek z $${t(floorSq)}$.`,
            },
          ],
          work: `Przekątna ${box.floor.gen}: $d^2 = ${t(a)}^2 + ${t(b)}^2 = ${t(floorSq)}$, więc $d = ${withUnit(d, u)}$.`,
        },
        {
          prompt: `Jaką największą długość może mieć ${box.rod.nom} (w ${u === 'cm' ? 'centymetrach' : 'metrach'})?`,
          value: D,
          unit: u,
          calc: `sqrt(a^2+${dot(c)}^2)`,
          hints: [
            `Najdłuższy odcinek w prostopadłościanie to jego przekątna. Jest przeciwprostokątną trójkąta o przyprostokątnych: przekątnej ${box.floor.gen} i wysokości.`,
            `$D^2 = ${t(d)}^2 + ${t(c)}^2 = ${t(sq(d))} + ${t(sq(c))} = ${t(spaceSq)}$`,
            `$D = \\sqrt{${t(spaceSq)}} = ${t(D)}$`,
          ],
          mistakes: [
            {
              key: 'edge_not_diagonal',
              value: d,
              feedback: `To przekątna ${box.floor.gen}. Ukośnie, od rogu ${box.floor.gen} do przeciwległego rogu u góry, zmieści się dłuższa ${box.rod.nom}.`,
            },
            {
              key: 'root_not_taken',
              value: spaceSq,
              feedback: `To kwadrat przekątnej prostopadłościanu. Jej długość to pierwiastek z $${t(spaceSq)}$.`,
            },
          ],
          work: `Przekątna prostopadłościanu: $D^2 = ${t(d)}^2 + ${t(c)}^2 = ${t(spaceSq)}$, więc $D = ${withUnit(D, u)}$.`,
        },
      ],
      scheme: [
        [1, `poprawna metoda obliczenia przekątnej ${box.floor.gen} i jej długość`, ['a'], ISTOTNY_POSTEP],
        [1, 'poprawne obliczenie długości przekątnej prostopadłościanu', ['a', 'b'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: ${box.rod.nom} może mieć co najwyżej $${withUnit(D, u)}$ długości (ułożona wzdłuż przekątnej prostopadłościanu).`,
      params: { a: t(a), b: t(b), c: t(c), unit: u },
    });
  },
});

export const boxDiagonalTemplates: readonly QuestionTemplate[] = [boxDiagonal];
