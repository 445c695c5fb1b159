import { type Rational, rat, mul, add, sub, eq, cmp } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { type PfStatement, drawTruths, pfPairBody } from '../../kit/true-false-pair.ts';
import { type TakNieReason, takNieBody } from '../../kit/tak-nie.ts';
import { numberStep } from '../../kit/steps.ts';
import { texValue } from '../../kit/format.ts';
import { svgDoc, svgPolygon, svgRightAngle, svgSideLabel, centroid, svgVertexLabel } from '../../figures.ts';
import type { CommonError, Level, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

const TRIPLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
];

const sq = (r: Rational): Rational => mul(r, r);

/** Right triangle ACB (right angle at C) drawn to scale from its legs, sides labelled. */
function rightTriangleFigure(a: number, b: number, labels: { a: string; b: string; c: string }): string {
  const maxLeg = Math.max(a, b);
  const scale = 200 / maxLeg;
  const w = b * scale;
  const h = a * scale;
  const pad = 36;
  // Extra room on the left for the vertical leg's label ("12,5 cm").
  const left = 70;
  const C = { x: left, y: pad + h };
  const B = { x: left, y: pad };
  const A = { x: left + w, y: pad + h };
  const center = centroid([A, B, C]);
  let body = svgPolygon([A, B, C]);
  body += svgRightAngle(C, A, B);
  body +=
    svgSideLabel(B, C, center, labels.a, 30) +
    svgSideLabel(C, A, center, labels.b, 16) +
    svgSideLabel(A, B, center, labels.c, 18);
  body += svgVertexLabel(A, center, 'A') + svgVertexLabel(B, center, 'B') + svgVertexLabel(C, center, 'C');
  return svgDoc(w + left + pad + 20, h + 2 * pad, body, 'Trójkąt prostokątny ABC z kątem prostym przy wierzchołku C');
}

/** A Pythagorean triple scaled for the level: whole (1), ×k (2), decimal (3). */
function drawTriple(rng: Rng, level: Level): [Rational, Rational, Rational] {
  const t = rng.pick(level === 1 ? TRIPLES.slice(0, 3) : TRIPLES);
  const k = level === 1 ? rat(rng.int(1, 3)) : level === 2 ? rat(rng.int(2, 5)) : rat(rng.pick([1, 2, 3, 5, 15]), 10);
  const [a, b, c] = (rng.chance(0.5) ? [t[0], t[1], t[2]] : [t[1], t[0], t[2]]).map((v) => mul(rat(v), k));
  return [a!, b!, c!];
}

/** Hypotenuse from two legs. */
const hypotenuse = defineTemplate({
  id: 'pythagoras.hypotenuse',
  title: 'Przeciwprostokątna z twierdzenia Pitagorasa',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const [a, b, c] = drawTriple(rng, level);
      const mistakes: NumericMistake[] = [
        {
          key: 'hypotenuse_added',
          value: add(a, b),
          feedback:
            'Dodano długości przyprostokątnych. Twierdzenie Pitagorasa dotyczy kwadratów długości: $a^2 + b^2 = c^2$.',
        },
        {
          key: 'no_root',
          value: add(sq(a), sq(b)),
          feedback: 'To jest $c^2$. Aby otrzymać $c$, oblicz pierwiastek kwadratowy z tej liczby.',
        },
        {
          key: 'doubled_not_squared',
          value: add(mul(a, rat(2)), mul(b, rat(2))),
          feedback: 'Kwadrat liczby to liczba pomnożona przez siebie, a nie przez 2.',
        },
      ];
      return mistakesDistinct(c, mistakes) ? { a, b, c, mistakes } : null;
    });
    const { a, b, c } = d;
    const s = add(sq(a), sq(b));
    return {
      type: 'numeric',
      stem:
        level === 3
          ? `Przyprostokątne trójkąta prostokątnego mają długości $${texValue(a)}$ cm i $${texValue(b)}$ cm. Oblicz długość przeciwprostokątnej.`
          : `W trójkącie prostokątnym $ABC$ przyprostokątne mają długości $|BC| = ${texValue(a)}$ cm i $|AC| = ${texValue(b)}$ cm. Oblicz długość przeciwprostokątnej $AB$.`,
      figure: rightTriangleFigure(a.n / a.d, b.n / b.d, {
        a: `${texValue(a).replace('{,}', ',')} cm`,
        b: `${texValue(b).replace('{,}', ',')} cm`,
        c: '?',
      }),
      answer: numberAnswer(c, { unit: { accepted: ['cm'], required: false } }),
      answerHint: 'Wpisz długość w centymetrach.',
      unitLabel: 'cm',
      steps: [
        numberStep({
          prompt: 'Ile wynosi suma kwadratów długości przyprostokątnych?',
          value: s,
          hints: [
            'Twierdzenie Pitagorasa: $a^2 + b^2 = c^2$.',
            `$${texValue(a)}^2 + ${texValue(b)}^2$`,
            `$${texValue(sq(a))} + ${texValue(sq(b))} = ${texValue(s)}$`,
          ],
          errors: [
            {
              code: 'doubled_not_squared',
              value: add(mul(a, rat(2)), mul(b, rat(2))),
              feedback: 'Kwadrat to mnożenie liczby przez samą siebie.',
            },
          ],
        }),
        numberStep({
          prompt: 'Ile wynosi długość przeciwprostokątnej?',
          value: c,
          hints: [
            'Przeciwprostokątna to pierwiastek z sumy kwadratów.',
            `$\\sqrt{${texValue(s)}}$`,
            `$\\sqrt{${texValue(s)}} = ${texValue(c)}$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(c, d.mistakes),
      solution: `$c^2 = ${texValue(a)}^2 + ${texValue(b)}^2 = ${texValue(sq(a))} + ${texValue(sq(b))} = ${texValue(s)}$, więc $c = \\sqrt{${texValue(s)}} = ${texValue(c)}$ cm.`,
      params: { a: texValue(a), b: texValue(b) },
    };
  },
});

/** A leg from the hypotenuse and the other leg; level 3 is a ladder against a wall. */
const leg = defineTemplate({
  id: 'pythagoras.leg',
  title: 'Przyprostokątna z twierdzenia Pitagorasa',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const [a, b, c] = drawTriple(rng, level);
      // A ladder stands close to the wall: the floor distance is the shorter leg.
      if (level === 3 && (c.n / c.d > 8 || c.n / c.d < 2 || a.n / a.d > b.n / b.d)) return null;
      const mistakes: NumericMistake[] = [
        {
          key: 'difference_of_sides',
          value: sub(c, a),
          feedback: 'Odjęto długości boków. Twierdzenie Pitagorasa dotyczy kwadratów: $b^2 = c^2 - a^2$.',
        },
        { key: 'no_root', value: sub(sq(c), sq(a)), feedback: 'To jest $b^2$. Oblicz jeszcze pierwiastek kwadratowy.' },
        {
          key: 'hypotenuse_added',
          value: add(c, a),
          feedback:
            'Szukany bok jest przyprostokątną, więc jest krótszy od przeciwprostokątnej. Odejmij kwadraty: $b^2 = c^2 - a^2$.',
        },
      ];
      return mistakesDistinct(b, mistakes) ? { a, b, c, mistakes } : null;
    });
    const { a, b, c } = d;
    const diff = sub(sq(c), sq(a));
    const m = (r: Rational): string => `${texValue(r)}\\text{ m}`;
    const ladder = level === 3;
    const stem = ladder
      ? `Drabinę o długości $${m(c)}$ oparto o pionową ścianę. Dolny koniec drabiny stoi na poziomej podłodze w odległości $${m(a)}$ od ściany. Na jakiej wysokości górny koniec drabiny dotyka ściany?`
      : `W trójkącie prostokątnym $ABC$ przeciwprostokątna $AB$ ma długość $${texValue(c)}$ cm, a przyprostokątna $BC$ ma długość $${texValue(a)}$ cm. Oblicz długość przyprostokątnej $AC$.`;
    const unit = ladder ? 'm' : 'cm';
    const commonErrors: CommonError[] = numberErrors(b, d.mistakes);
    return {
      type: 'numeric',
      stem,
      ...(ladder
        ? {}
        : {
            figure: rightTriangleFigure(a.n / a.d, b.n / b.d, {
              a: `${texValue(a).replace('{,}', ',')} cm`,
              b: '?',
              c: `${texValue(c).replace('{,}', ',')} cm`,
            }),
          }),
      answer: numberAnswer(b, { unit: { accepted: [unit], required: false } }),
      answerHint: `Wpisz długość w ${ladder ? 'metrach' : 'centymetrach'}.`,
      unitLabel: unit,
      steps: [
        numberStep({
          prompt: `Ile wynosi różnica kwadratów: $${texValue(c)}^2 - ${texValue(a)}^2$?`,
          value: diff,
          hints: [
            'Przeciwprostokątna leży naprzeciw kąta prostego: $a^2 + b^2 = c^2$, więc $b^2 = c^2 - a^2$.',
            `$${texValue(sq(c))} - ${texValue(sq(a))}$`,
            `$${texValue(diff)}$`,
          ],
          errors: [
            {
              code: 'hypotenuse_added',
              value: add(sq(c), sq(a)),
              feedback: 'Szukamy przyprostokątnej, więc kwadraty odejmujemy.',
            },
          ],
        }),
        numberStep({
          prompt: ladder ? 'Na jakiej wysokości (w metrach) drabina dotyka ściany?' : 'Ile wynosi długość $AC$?',
          value: b,
          hints: [
            'Oblicz pierwiastek kwadratowy z poprzedniego wyniku.',
            `$\\sqrt{${texValue(diff)}}$`,
            `$\\sqrt{${texValue(diff)}} = ${texValue(b)}$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors,
      solution: `$b^2 = ${texValue(c)}^2 - ${texValue(a)}^2 = ${texValue(sq(c))} - ${texValue(sq(a))} = ${texValue(diff)}$, więc $b = \\sqrt{${texValue(diff)}} = ${texValue(b)}\\text{ ${unit}}$.`,
      params: { a: texValue(a), c: texValue(c), ladder },
    };
  },
});

interface SideTriple {
  sides: Rational[];
  x: Rational;
  y: Rational;
  z: Rational;
  lhs: Rational;
  rhs: Rational;
}

/** Three sides that form a right triangle or, when false, miss a Pythagorean triple by a little. */
function drawSides(rng: Rng, level: Level, truth: boolean): SideTriple {
  return redraw(() => {
    const [a0, b0, c0] = drawTriple(rng, level);
    // A false item changes one side a little, so "almost" a triple is not enough.
    const delta = level === 3 ? rat(1, 10) : rat(1);
    const sides = truth
      ? [a0, b0, c0]
      : rng.pick([
          [a0, b0, add(c0, delta)],
          [a0, add(b0, delta), c0],
          [sub(a0, delta), b0, c0],
        ]);
    const sorted = [...sides].sort((x, y) => x.n / x.d - y.n / y.d);
    const [x, y, z] = sorted as [Rational, Rational, Rational];
    if (x.n <= 0 || eq(x, y) || eq(y, z)) return null;
    const lhs = add(sq(x), sq(y));
    const rhs = sq(z);
    if (eq(lhs, rhs) !== truth) return null;
    return { sides: rng.shuffle(sides), x, y, z, lhs, rhs };
  });
}

function converseStatement({ sides, x, y, z, lhs, rhs }: SideTriple, truth: boolean): PfStatement {
  const [tx, ty, tz] = [x, y, z].map(texValue) as [string, string, string];
  return {
    text: `Trójkąt o bokach długości $${texValue(sides[0]!)}$ cm, $${texValue(sides[1]!)}$ cm i $${texValue(sides[2]!)}$ cm jest prostokątny.`,
    truth,
    why: truth
      ? `$${tx}^2 + ${ty}^2 = ${texValue(lhs)} = ${tz}^2$, więc z twierdzenia odwrotnego do twierdzenia Pitagorasa trójkąt jest prostokątny.`
      : `$${tx}^2 + ${ty}^2 = ${texValue(lhs)}$, a $${tz}^2 = ${texValue(rhs)}$ — liczby są różne, więc trójkąt nie jest prostokątny.`,
    steps: [
      numberStep({
        prompt: 'Ile wynosi suma kwadratów dwóch krótszych boków?',
        value: lhs,
        hints: [
          'Najdłuższy bok mógłby być przeciwprostokątną.',
          `$${tx}^2 + ${ty}^2$`,
          `$${texValue(sq(x))} + ${texValue(sq(y))} = ${texValue(lhs)}$`,
        ],
      }),
      numberStep({
        prompt: 'Ile wynosi kwadrat najdłuższego boku?',
        value: rhs,
        hints: ['Podnieś najdłuższy bok do kwadratu.', `$${tz}^2$`, `$${texValue(rhs)}$`],
      }),
    ],
  };
}

/** E8 P/F (two sentences): is the triangle with given sides right-angled (converse of Pythagoras)? */
const converseTrueFalse = defineTemplate({
  id: 'pythagoras.e8-is-right-triangle',
  title: 'Czy trójkąt jest prostokątny? (P/F)',
  examStyle: 'prawda_falsz',
  generate({ rng, level }): GeneratedBody {
    const truths = drawTruths(rng);
    const first = drawSides(rng, level, truths[0]);
    const second = redraw(() => {
      const d = drawSides(rng, level, truths[1]);
      return eq(d.x, first.x) && eq(d.y, first.y) ? null : d;
    });
    return {
      ...pfPairBody([converseStatement(first, truths[0]), converseStatement(second, truths[1])]),
      params: {
        sides1: first.sides.map(texValue).join(';'),
        sides2: second.sides.map(texValue).join(';'),
        truth1: truths[0],
        truth2: truths[1],
      },
    };
  },
});

/**
 * E8 "TAK/NIE and its justification": is the triangle with given sides right-angled? The reasons:
 * the Pythagorean equality, its negation, and the triangle inequality (true, but it only says the
 * triangle exists). The sides and the worked steps are those of the P/F task.
 */
const converseTakNie = defineTemplate({
  id: 'pythagoras.e8-tak-nie-right-triangle',
  title: 'Czy trójkąt jest prostokątny? (TAK/NIE z uzasadnieniem)',
  examStyle: 'tak_nie',
  generate({ rng, level }): GeneratedBody {
    const yes = rng.chance(0.5);
    const d = redraw(() => {
      const t = drawSides(rng, level, yes);
      // The third reason (the triangle inequality) must be true: the triangle exists.
      return cmp(add(t.x, t.y), t.z) > 0 ? t : null;
    });
    const { x, y, z, lhs, rhs, sides } = d;
    const [tx, ty, tz] = [x, y, z].map(texValue) as [string, string, string];
    const statement = converseStatement(d, yes);
    const equality: TakNieReason = {
      text: `$${tx}^2 + ${ty}^2 = ${tz}^2$`,
      whyNot: `ta równość jest fałszywa, bo $${tx}^2 + ${ty}^2 = ${texValue(lhs)}$, a $${tz}^2 = ${texValue(rhs)}$.`,
    };
    const inequality: TakNieReason = {
      text: `$${tx}^2 + ${ty}^2 \\neq ${tz}^2$`,
      whyNot: `ta nierówność jest fałszywa, bo obie strony są równe $${texValue(lhs)}$.`,
    };
    const exists: TakNieReason = {
      text: `$${tx} + ${ty} > ${tz}$`,
      whyNot: 'ta nierówność mówi tylko, że taki trójkąt istnieje, a nie czy ma kąt prosty.',
    };
    const reasons = rng.shuffle([equality, inequality, exists]) as [TakNieReason, TakNieReason, TakNieReason];
    const right = reasons.indexOf(yes ? equality : inequality) as 0 | 1 | 2;
    return {
      ...takNieBody({
        question: `Czy trójkąt o bokach długości $${texValue(sides[0]!)}$ cm, $${texValue(sides[1]!)}$ cm i $${texValue(sides[2]!)}$ cm jest prostokątny?`,
        yes,
        reasons,
        right,
        why: statement.why.replace(/^./, (c) => c.toUpperCase()),
        steps: statement.steps,
      }),
      params: { sides: sides.map(texValue).join(';'), yes, right },
    };
  },
});

export const pythagorasTemplates: readonly QuestionTemplate[] = [hypotenuse, leg, converseTrueFalse, converseTakNie];
