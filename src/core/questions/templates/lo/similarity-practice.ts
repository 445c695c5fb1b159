/**
 * Second templates for the Thales theorem and similarity (podstawa LO.VIII: stosuje twierdzenie
 * Talesa i cechy podobieństwa trójkątów, także w sytuacjach praktycznych): heights from shadows
 * (a pole and a tree, a lamp post and a person, the shadow's length), and similar figures (a
 * rectangle, the height to the hypotenuse, the diagonals of a trapezoid).
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { cmText, texValue } from '../../kit/format.ts';
import type { Rng } from '../../../math/random.ts';
import { type Rational, add, div, gcd, mul, rat, sub, toNumber } from '../../../math/rational.ts';
import { formatNumber } from '../../../text/format.ts';

/** A length in metres in prose: 1,5 m. */
const mText = (r: Rational): string => `${formatNumber(toNumber(r))} m`;
const t = texValue;
const SUN = 'Promienie słońca są równoległe, więc trójkąty wyznaczone przez przedmioty i ich cienie są podobne.';

function shadows(rng: Rng, level: 1 | 2 | 3): GeneratedBody | null {
  if (level === 1) {
    const h = rng.pick([rat(1), rat(3, 2), rat(2), rat(5, 2)]);
    const s = rng.pick([rat(1, 2), rat(1), rat(3, 2), rat(2), rat(3)]);
    const k = rng.int(3, 12);
    const S = mul(s, rat(k));
    const H = mul(h, rat(k));
    const mistakes: NumericMistake[] = [
      {
        key: 'ratio_inverted',
        value: div(mul(S, s), h),
        feedback:
          'Wysokość drzewa ma się do jego cienia tak jak wysokość tyczki do jej cienia: $\\frac{H}{S} = \\frac{h}{s}$.',
      },
      {
        key: 'additive',
        value: add(h, sub(S, s)),
        feedback:
          'Cień jest proporcjonalny do wysokości: cień drzewa jest tyle razy dłuższy, ile razy drzewo jest wyższe od tyczki.',
      },
      { key: 'shadow_as_height', value: S, feedback: 'To długość cienia drzewa, a nie jego wysokość.' },
    ];
    if (!mistakesDistinct(H, mistakes)) return null;
    return {
      type: 'numeric',
      stem: `Pionowa tyczka o wysokości ${mText(h)} rzuca cień długości ${mText(s)}. W tym samym czasie drzewo rzuca cień długości ${mText(S)}. Oblicz wysokość drzewa.`,
      answer: numberAnswer(H),
      answerHint: 'Podaj wysokość w metrach.',
      unitLabel: 'm',
      steps: [
        numberStep({
          prompt: 'Ile razy cień drzewa jest dłuższy od cienia tyczki?',
          value: rat(k),
          hints: [SUN, 'Podziel długości cieni.', `$${t(S)} : ${t(s)} = ${k}$`],
        }),
        numberStep({
          prompt: 'Oblicz wysokość drzewa (w metrach).',
          value: H,
          hints: [
            'Drzewo jest tyle razy wyższe od tyczki, ile razy jego cień jest dłuższy.',
            `$${t(h)} \\cdot ${k}$`,
            `$${t(h)} \\cdot ${k} = ${t(H)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(H, mistakes),
      solution: `${SUN} $\\frac{H}{${t(S)}} = \\frac{${t(h)}}{${t(s)}}$, więc $H = ${t(h)} \\cdot ${k} = ${t(H)}$ m.`,
      params: { h: t(h), s: t(s), k },
    };
  }
  // A person of height h stands d metres from a lamp post; the shadow is s metres long.
  const h = rng.pick([rat(8, 5), rat(17, 10), rat(9, 5), rat(3, 2)]);
  const k = rng.int(3, 6);
  const s = rng.pick([rat(1), rat(3, 2), rat(2), rat(5, 2), rat(3)]);
  const d = mul(s, rat(k - 1));
  const H = mul(h, rat(k));
  const setting = `Latarnia oświetla człowieka o wzroście ${mText(h)}, który stoi w odległości ${mText(d)} od słupa latarni.`;
  if (level === 2) {
    const mistakes: NumericMistake[] = [
      {
        key: 'distance_only',
        value: div(mul(h, d), s),
        feedback:
          'Cień latarni kończy się tam, gdzie cień człowieka: w dużym trójkącie podstawą jest odległość od słupa plus cień.',
      },
      {
        key: 'ratio_inverted',
        value: div(mul(h, s), add(d, s)),
        feedback: 'Latarnia jest wyższa od człowieka: $\\frac{H}{d + s} = \\frac{h}{s}$.',
      },
      {
        key: 'additive',
        value: add(h, d),
        feedback:
          'Wysokości nie dodaje się do odległości — wysokości są proporcjonalne do podstaw podobnych trójkątów.',
      },
    ];
    if (!mistakesDistinct(H, mistakes)) return null;
    return {
      type: 'numeric',
      stem: `${setting} Cień człowieka ma długość ${mText(s)}. Oblicz wysokość latarni.`,
      answer: numberAnswer(H),
      answerHint: 'Podaj wysokość w metrach.',
      unitLabel: 'm',
      steps: [
        numberStep({
          prompt: 'Jak daleko od słupa kończy się cień człowieka (w metrach)?',
          value: add(d, s),
          hints: [
            'Promień światła biegnie od lampy przez czubek głowy do końca cienia.',
            `Dodaj odległość od słupa i długość cienia.`,
            `$${t(d)} + ${t(s)} = ${t(add(d, s))}$`,
          ],
        }),
        numberStep({
          prompt: 'Oblicz wysokość latarni (w metrach).',
          value: H,
          hints: [
            'Trójkąt „latarnia — koniec cienia” jest podobny do trójkąta „człowiek — koniec cienia”.',
            `$\\frac{H}{${t(add(d, s))}} = \\frac{${t(h)}}{${t(s)}}$`,
            `$H = ${t(h)} \\cdot ${t(add(d, s))} : ${t(s)} = ${t(H)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(H, mistakes),
      solution: `Z twierdzenia Talesa (podobieństwo trójkątów): $\\frac{H}{${t(d)} + ${t(s)}} = \\frac{${t(h)}}{${t(s)}}$, więc $H = ${t(h)} \\cdot ${t(add(d, s))} : ${t(s)} = ${t(H)}$ m.`,
      params: { h: t(h), s: t(s), k },
    };
  }
  // Level 3: the shadow's length from the heights and the distance.
  const mistakes: NumericMistake[] = [
    {
      key: 'proportion_wrong',
      value: div(mul(h, d), H),
      feedback:
        'Cień $s$ i cała podstawa $d + s$ odpowiadają wysokościom $h$ i $H$: $\\frac{s}{d + s} = \\frac{h}{H}$.',
    },
    {
      key: 'distance_scaled',
      value: div(mul(d, H), h),
      feedback:
        'Cień jest krótszy od odległości od słupa, gdy latarnia jest dużo wyższa od człowieka. Ułóż proporcję $\\frac{s}{d + s} = \\frac{h}{H}$.',
    },
    { key: 'height_difference', value: sub(H, h), feedback: 'To różnica wysokości, a nie długość cienia.' },
  ];
  if (!mistakesDistinct(s, mistakes)) return null;
  return {
    type: 'numeric',
    stem: `${setting} Latarnia ma wysokość ${mText(H)}. Oblicz długość cienia człowieka.`,
    answer: numberAnswer(s),
    answerHint: 'Podaj długość w metrach.',
    unitLabel: 'm',
    steps: [
      numberStep({
        prompt: 'Ile razy latarnia jest wyższa od człowieka?',
        value: rat(k),
        hints: ['Podziel wysokości.', `$${t(H)} : ${t(h)}$`, `$${t(H)} : ${t(h)} = ${k}$`],
      }),
      numberStep({
        prompt: 'Oblicz długość cienia (w metrach).',
        value: s,
        hints: [
          `Odległość od słupa do końca cienia, $${t(d)} + s$, jest ${k} razy dłuższa od cienia $s$.`,
          `$${t(d)} + s = ${k}s$, więc $${t(d)} = ${k - 1}s$.`,
          `$s = ${t(d)} : ${k - 1} = ${t(s)}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(s, mistakes),
    solution: `$\\frac{s}{${t(d)} + s} = \\frac{${t(h)}}{${t(H)}} = \\frac{1}{${k}}$, więc $${k}s = ${t(d)} + s$, $${k - 1}s = ${t(d)}$ i $s = ${t(s)}$ m.`,
    params: { h: t(h), s: t(s), k },
  };
}

const thalesShadows = defineTemplate({
  id: 'similarity_thales.thales-shadows',
  title: 'Twierdzenie Talesa w praktyce: cienie',
  generate({ rng, level }) {
    return redrawItem(() => shadows(rng, level));
  },
});

// ── Similar figures ─────────────────────────────────────────────────────────────────────────

/** p · q a perfect square: the height to the hypotenuse is √(pq). */
const HYP_PARTS: readonly (readonly [number, number])[] = [
  [1, 4],
  [1, 9],
  [1, 16],
  [2, 8],
  [2, 18],
  [3, 12],
  [4, 9],
  [4, 16],
  [4, 25],
  [5, 20],
  [8, 18],
  [9, 16],
  [3, 27],
  [6, 24],
  [9, 25],
  [16, 25],
];

function similarFigures(rng: Rng, level: 1 | 2 | 3): GeneratedBody | null {
  if (level === 1) {
    const a = rng.int(2, 12);
    const b = rng.int(a + 1, 20);
    const k = rng.pick([rat(3, 2), rat(2), rat(5, 2), rat(3), rat(4)]);
    const c = mul(rat(a), k);
    const long = mul(rat(b), k);
    const mistakes: NumericMistake[] = [
      {
        key: 'additive',
        value: add(rat(b), sub(c, rat(a))),
        feedback: 'W figurach podobnych boki są proporcjonalne: mnożymy przez skalę, a nie dodajemy tę samą liczbę.',
      },
      {
        key: 'ratio_inverted',
        value: div(mul(rat(a), c), rat(b)),
        feedback: `Skala to $${t(c)} : ${a} = ${t(k)}$; dłuższy bok też mnożymy przez $${t(k)}$.`,
      },
      { key: 'scale_only', value: k, feedback: 'To skala podobieństwa. Pomnóż przez nią dłuższy bok.' },
    ];
    if (!mistakesDistinct(long, mistakes)) return null;
    return {
      type: 'numeric',
      stem: `Prostokąt o bokach ${cmText(a)} i ${cmText(b)} jest podobny do prostokąta, którego krótszy bok ma długość ${cmText(c)}. Oblicz długość dłuższego boku drugiego prostokąta.`,
      answer: numberAnswer(long),
      answerHint: 'Podaj długość w centymetrach.',
      unitLabel: 'cm',
      steps: [
        numberStep({
          prompt: 'Oblicz skalę podobieństwa (drugi prostokąt do pierwszego).',
          value: k,
          hints: ['Porównaj odpowiadające sobie boki — krótsze.', `$${t(c)} : ${a}$`, `$k = ${t(k)}$`],
        }),
        numberStep({
          prompt: 'Oblicz dłuższy bok drugiego prostokąta (w cm).',
          value: long,
          hints: ['Każdy bok jest $k$ razy dłuższy.', `$${b} \\cdot ${t(k)}$`, `$${b} \\cdot ${t(k)} = ${t(long)}$`],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(long, mistakes),
      solution: `Skala podobieństwa: $k = ${t(c)} : ${a} = ${t(k)}$. Dłuższy bok: $${b} \\cdot ${t(k)} = ${t(long)}$ cm.`,
      params: { a, b, k: t(k) },
    };
  }
  if (level === 2) {
    const [p0, q0] = rng.pick(HYP_PARTS);
    const [p, q] = rng.chance(0.5) ? [p0, q0] : [q0, p0];
    const h = Math.sqrt(p * q);
    const mistakes: NumericMistake[] = [
      {
        key: 'no_root',
        value: rat(p * q),
        feedback: `Z podobieństwa $\\frac{h}{${p}} = \\frac{${q}}{h}$, czyli $h^2 = ${p * q}$ — trzeba jeszcze wyciągnąć pierwiastek.`,
      },
      {
        key: 'mean',
        value: rat(p + q, 2),
        feedback: 'Wysokość nie jest średnią arytmetyczną odcinków przeciwprostokątnej, lecz geometryczną: $h^2 = pq$.',
      },
      {
        key: 'difference',
        value: rat(Math.abs(q - p)),
        feedback: 'Ułóż proporcję z trójkątów podobnych $ADC$ i $CDB$: $\\frac{h}{p} = \\frac{q}{h}$.',
      },
    ];
    if (!mistakesDistinct(rat(h), mistakes)) return null;
    return {
      type: 'numeric',
      stem: `W trójkącie prostokątnym $ABC$ wysokość $CD$ poprowadzona z wierzchołka kąta prostego dzieli przeciwprostokątną $AB$ na odcinki $|AD| = ${p}$ cm i $|DB| = ${q}$ cm. Oblicz długość wysokości $CD$.`,
      answer: numberAnswer(h),
      answerHint: 'Podaj długość w centymetrach.',
      unitLabel: 'cm',
      steps: [
        numberStep({
          prompt: 'Oblicz $|CD|^2$.',
          value: rat(p * q),
          hints: [
            'Trójkąty $ADC$ i $CDB$ są podobne: oba są prostokątne, a $|\\sphericalangle CAD| = |\\sphericalangle BCD|$.',
            `$\\frac{|CD|}{|AD|} = \\frac{|DB|}{|CD|}$, więc $|CD|^2 = |AD| \\cdot |DB|$.`,
            `$|CD|^2 = ${p} \\cdot ${q} = ${p * q}$`,
          ],
          errors: [
            {
              code: 'mean',
              value: rat(p + q),
              feedback: 'Odcinki się mnoży, a nie dodaje: $|CD|^2 = |AD| \\cdot |DB|$.',
            },
          ],
        }),
        numberStep({
          prompt: 'Oblicz $|CD|$ (w cm).',
          value: rat(h),
          hints: ['Wyciągnij pierwiastek.', `$|CD| = \\sqrt{${p * q}}$`, `$\\sqrt{${p * q}} = ${h}$`],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(h, mistakes),
      solution: `Trójkąty $ADC$ i $CDB$ są podobne, więc $\\frac{|CD|}{${p}} = \\frac{${q}}{|CD|}$, $|CD|^2 = ${p} \\cdot ${q} = ${p * q}$ i $|CD| = ${h}$ cm.`,
      params: { p, q },
    };
  }
  // Level 3: the diagonals of a trapezoid ABCD (AB ∥ CD) meet at S; triangles ABS and CDS are similar.
  const c = rng.int(2, 9);
  const a = c * rng.pick([2, 3, 4]) + rng.pick([0, 0, c]);
  const x = rng.int(2, 12) * (a / gcd(a, c));
  const sc = (x * c) / a;
  const ac = x + sc;
  const mistakes: NumericMistake[] = [
    { key: 'part_only', value: rat(sc), feedback: `To długość odcinka $SC$. Przekątna $AC$ to $|AS| + |SC|$.` },
    {
      key: 'ratio_inverted',
      value: rat(x + (x * a) / c),
      feedback: `Odcinek $SC$ leży naprzeciw krótszej podstawy $CD$, więc jest krótszy od $AS$: $\\frac{|SC|}{|AS|} = \\frac{|CD|}{|AB|}$.`,
    },
    {
      key: 'additive',
      value: rat(x + x - (a - c)),
      feedback:
        'Odcinki przekątnych są proporcjonalne do podstaw — mnożymy przez skalę, a nie odejmujemy różnicę podstaw.',
    },
  ];
  if (!mistakesDistinct(rat(ac), mistakes) || x - (a - c) <= 0) return null;
  return {
    type: 'numeric',
    stem: `W trapezie $ABCD$ podstawy mają długości $|AB| = ${a}$ cm i $|CD| = ${c}$ cm. Przekątne przecinają się w punkcie $S$, a $|AS| = ${x}$ cm. Oblicz długość przekątnej $AC$.`,
    answer: numberAnswer(ac),
    answerHint: 'Podaj długość w centymetrach.',
    unitLabel: 'cm',
    steps: [
      numberStep({
        prompt: 'W jakiej skali trójkąt $CDS$ jest podobny do trójkąta $ABS$?',
        value: rat(c, a),
        form: 'fraction',
        hints: [
          'Podstawy są równoległe, więc trójkąty $ABS$ i $CDS$ mają równe kąty (kąty naprzemianległe i wierzchołkowe).',
          'Skala to stosunek odpowiadających sobie boków: $|CD| : |AB|$.',
          `$k = \\frac{${c}}{${a}} = ${t(rat(c, a))}$`,
        ],
      }),
      numberStep({
        prompt: 'Oblicz $|SC|$ (w cm).',
        value: rat(sc),
        hints: ['$SC$ odpowiada odcinkowi $AS$.', `$|SC| = ${x} \\cdot ${t(rat(c, a))}$`, `$|SC| = ${sc}$`],
        errors: [
          {
            code: 'ratio_inverted',
            value: rat((x * a) / c),
            feedback: 'Odcinek $SC$ jest krótszy od $AS$: pomnóż przez $\\frac{|CD|}{|AB|}$.',
          },
        ],
      }),
      numberStep({
        prompt: 'Oblicz długość przekątnej $AC$ (w cm).',
        value: rat(ac),
        hints: ['Przekątna składa się z dwóch odcinków.', `$|AS| + |SC| = ${x} + ${sc}$`, `$${x} + ${sc} = ${ac}$`],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(ac, mistakes),
    solution: `Trójkąty $ABS$ i $CDS$ są podobne w skali $${t(rat(c, a))}$, więc $|SC| = ${x} \\cdot ${t(rat(c, a))} = ${sc}$ cm i $|AC| = ${x} + ${sc} = ${ac}$ cm.`,
    params: { a, c, x },
  };
}

const similarFiguresTemplate = defineTemplate({
  id: 'similarity_thales.similar-figures',
  title: 'Figury podobne: prostokąt, wysokość w trójkącie prostokątnym, trapez',
  generate({ rng, level }) {
    return redrawItem(() => similarFigures(rng, level));
  },
});

export const similarityPracticeTemplates: readonly QuestionTemplate[] = [thalesShadows, similarFiguresTemplate];
