import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { texValue, cmText } from '../../kit/format.ts';
import { rat, mul, div, type Rational } from '../../../math/rational.ts';
import { FIG_ACCENT, type Pt, fitToBox, svgDoc, svgDot, svgLine, svgText } from '../../figures.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

const tv = (r: Rational): string => texValue(r);
/** \\frac{p}{q}, followed by its simplest form when that reads differently (\\frac{6}{4} = 1{,}5). */
const ratioTex = (p: number, q: number): string => {
  const raw = `\\frac{${p}}{${q}}`;
  const simplest = tv(rat(p, q));
  return simplest === raw ? raw : `${raw} = ${simplest}`;
};

/**
 * Two rays from O cut by parallel segments AC and BD, drawn to scale: |OA| = a, |AB| = b on
 * the lower ray; on the upper ray |OC| = c when given, otherwise D is placed so that |BD| = d.
 */
function thalesFigure(
  g: { a: number; b: number; c?: number; d?: number },
  labels: { OA?: string; AB?: string; OB?: string; OC?: string; CD?: string; AC?: string; BD?: string },
): string {
  const ob = g.a + g.b;
  let theta = Math.PI / 6;
  let tD: number;
  if (g.c !== undefined) {
    tD = (g.c * ob) / g.a;
  } else {
    const d = g.d ?? ob;
    theta = Math.min(theta, Math.asin(Math.min(1, (0.9 * d) / ob)));
    tD = ob * Math.cos(theta) + Math.sqrt(Math.max(d * d - (ob * Math.sin(theta)) ** 2, 0));
  }
  const dir = { x: Math.cos(theta), y: Math.sin(theta) };
  const tC = (tD * g.a) / ob;
  const m = {
    O: { x: 0, y: 0 },
    A: { x: g.a, y: 0 },
    B: { x: ob, y: 0 },
    C: { x: dir.x * tC, y: dir.y * tC },
    D: { x: dir.x * tD, y: dir.y * tD },
  };
  const ext = Math.max(ob, dir.x * tD) * 1.1;
  const fit = fitToBox([m.O, m.B, m.D, { x: ext, y: 0 }], 260, 150, 30);
  const [O, A, B, C, D] = [m.O, m.A, m.B, m.C, m.D].map(fit.map) as [Pt, Pt, Pt, Pt, Pt];
  const end1 = fit.map({ x: ext, y: 0 });
  const end2 = fit.map({ x: dir.x * tD * 1.1, y: dir.y * tD * 1.1 });
  let body = svgLine(O, end1) + svgLine(O, end2);
  body += svgLine(A, C, { color: FIG_ACCENT }) + svgLine(B, D, { color: FIG_ACCENT });
  body += [O, A, B, C, D].map((p) => svgDot(p)).join('');
  body += svgText({ x: O.x - 6, y: O.y + 16 }, 'O') + svgText({ x: A.x, y: A.y + 16 }, 'A');
  body += svgText({ x: B.x, y: B.y + 16 }, 'B');
  // Upper-ray labels sit on the outer side of the ray (its normal points up-left).
  const nrm = { x: -dir.y, y: -dir.x };
  const onRay = (p: Pt, q: Pt, text: string, dist: number): string =>
    svgText({ x: (p.x + q.x) / 2 + nrm.x * dist, y: (p.y + q.y) / 2 + nrm.y * dist }, text, { anchor: 'end' });
  body += svgText({ x: C.x - 14, y: C.y - 10 }, 'C') + svgText({ x: D.x - 14, y: D.y - 10 }, 'D');
  const lowY = O.y + 36;
  if (labels.OA) body += svgText({ x: (O.x + A.x) / 2, y: lowY }, labels.OA);
  if (labels.AB) body += svgText({ x: (A.x + B.x) / 2, y: lowY }, labels.AB);
  if (labels.OB) body += svgText({ x: (O.x + B.x) / 2, y: lowY + 20 }, `|OB| = ${labels.OB}`);
  if (labels.OC) body += onRay(O, C, labels.OC, 14);
  if (labels.CD) body += onRay(C, D, labels.CD, 14);
  if (labels.AC)
    body += svgText({ x: (A.x + C.x) / 2 + 8, y: (A.y + C.y) / 2 }, labels.AC, { anchor: 'start', color: FIG_ACCENT });
  if (labels.BD)
    body += svgText({ x: (B.x + D.x) / 2 + 8, y: (B.y + D.y) / 2 }, labels.BD, { anchor: 'start', color: FIG_ACCENT });
  return svgDoc(
    fit.width + 20,
    fit.height + (labels.OB ? 36 : 18),
    body,
    'Twierdzenie Talesa: dwie półproste przecięte prostymi równoległymi',
  );
}

const thalesSegment = defineTemplate({
  id: 'similarity_thales.thales-segment',
  title: 'Twierdzenie Talesa — długość odcinka',
  generate({ rng, level }): Item {
    const { a, b, c, d } = redraw(() => {
      const a = rng.int(2, 12);
      const b = rng.int(2, 12);
      const c = rng.int(2, 15);
      const d = rng.int(2, 20);
      if (a === b || a === c || b === c) return null;
      // Keep the drawing readable (it is to scale): no sliver segments, no near-flat angle.
      if (b > 2.5 * a || a > 3 * b || c < 0.6 * a || c > 2.5 * a || (level === 3 && d < 0.8 * a)) return null;
      if (level === 1 && (b * c) % a !== 0) return null;
      if (level === 2 && ((a + b) * c) % a !== 0) return null;
      if (level === 3 && (d * a) % (a + b) !== 0) return null;
      return { a, b, c, d };
    });
    const stemBase =
      'Ramiona kąta o wierzchołku $O$ przecięto dwiema prostymi równoległymi $AC$ i $BD$ (punkty $A$, $B$ leżą na jednym ramieniu, a $C$, $D$ — na drugim; $A$ leży między $O$ i $B$).';
    let correct: Rational;
    let stem: string;
    let figure: string;
    let mistakes: NumericMistake[];
    let proportion: string;
    let sol: string;
    // The worked solution, where it walks through more than the last hint (sol) does.
    let worked: string | undefined;
    if (level === 1) {
      correct = rat(b * c, a);
      stem = `${stemBase} Wiadomo, że $|OA| = ${a}$ cm, $|AB| = ${b}$ cm i $|OC| = ${c}$ cm. Oblicz długość odcinka $CD$.`;
      figure = thalesFigure({ a, b, c }, { OA: cmText(a), AB: cmText(b), OC: cmText(c), CD: '?' });
      proportion = `\\frac{|OA|}{|AB|} = \\frac{|OC|}{|CD|}`;
      mistakes = [
        {
          key: 'additive_reasoning',
          value: rat(c + b - a),
          feedback:
            'Odcinki na ramionach są proporcjonalne, a nie różnią się o tyle samo. Ułóż proporcję z twierdzenia Talesa.',
        },
        {
          key: 'wrong_ratio',
          value: rat(a * c, b),
          feedback: 'Odcinki w proporcji muszą sobie odpowiadać: $\\frac{|OA|}{|AB|} = \\frac{|OC|}{|CD|}$.',
        },
        {
          key: 'whole_segment',
          value: rat((a + b) * c, a),
          feedback: 'To długość całego odcinka $OD$. Pytanie jest o $CD$.',
        },
      ];
      sol = `$\\frac{${a}}{${b}} = \\frac{${c}}{|CD|}$, więc $|CD| = \\frac{${b} \\cdot ${c}}{${a}} = ${tv(correct)}$ cm.`;
      worked = `Z twierdzenia Talesa odcinki na drugim ramieniu są w tym samym stosunku: $\\frac{|CD|}{|OC|} = \\frac{|AB|}{|OA|} = ${ratioTex(b, a)}$. Zatem $|CD| = ${tv(rat(b, a))} \\cdot ${c} = ${tv(correct)}$ cm.`;
    } else if (level === 2) {
      const ob = a + b;
      correct = rat(ob * c, a);
      stem = `${stemBase} Wiadomo, że $|OA| = ${a}$ cm, $|OB| = ${ob}$ cm i $|OC| = ${c}$ cm. Oblicz długość odcinka $OD$.`;
      figure = thalesFigure({ a, b, c }, { OA: cmText(a), OB: cmText(ob), OC: cmText(c) });
      proportion = `\\frac{|OA|}{|OB|} = \\frac{|OC|}{|OD|}`;
      mistakes = [
        {
          key: 'additive_reasoning',
          value: rat(c + b),
          feedback: 'Odcinki są proporcjonalne, a nie różnią się o tyle samo. Ułóż proporcję.',
        },
        {
          key: 'part_instead_of_whole',
          value: rat(b * c, a),
          feedback: 'To długość odcinka $CD$. Pytanie jest o cały odcinek $OD$.',
        },
        {
          key: 'wrong_ratio',
          value: rat(a * c, ob),
          feedback: 'Odcinki w proporcji muszą sobie odpowiadać: $\\frac{|OA|}{|OB|} = \\frac{|OC|}{|OD|}$.',
        },
      ];
      sol = `$\\frac{${a}}{${ob}} = \\frac{${c}}{|OD|}$, więc $|OD| = \\frac{${ob} \\cdot ${c}}{${a}} = ${tv(correct)}$ cm.`;
      worked = `Z twierdzenia Talesa odcinki na drugim ramieniu są w tym samym stosunku: $\\frac{|OD|}{|OC|} = \\frac{|OB|}{|OA|} = ${ratioTex(ob, a)}$. Zatem $|OD| = ${tv(rat(ob, a))} \\cdot ${c} = ${tv(correct)}$ cm.`;
    } else {
      correct = rat(d * a, a + b);
      stem = `${stemBase} Wiadomo, że $|OA| = ${a}$ cm, $|AB| = ${b}$ cm i $|BD| = ${d}$ cm. Oblicz długość odcinka $AC$.`;
      figure = thalesFigure({ a, b, d }, { OA: cmText(a), AB: cmText(b), BD: cmText(d), AC: '?' });
      proportion = `\\frac{|AC|}{|BD|} = \\frac{|OA|}{|OB|}`;
      mistakes = [
        {
          key: 'part_not_whole',
          value: rat(d * a, b),
          feedback:
            'Odcinki równoległe są w stosunku $\\frac{|OA|}{|OB|}$ (odcinki liczone od wierzchołka), a nie $\\frac{|OA|}{|AB|}$.',
        },
        {
          key: 'additive_reasoning',
          value: rat(d - b),
          feedback: 'Odcinki równoległe są proporcjonalne — nie odejmuj, ułóż proporcję.',
        },
        {
          key: 'inverted_ratio',
          value: rat(d * (a + b), a),
          feedback: '$AC$ jest bliżej wierzchołka niż $BD$, więc jest krótszy. Sprawdź, czy nie odwrócono proporcji.',
        },
      ];
      sol = `$|OB| = ${a} + ${b} = ${a + b}$ cm. Trójkąty $OAC$ i $OBD$ są podobne: $\\frac{|AC|}{${d}} = \\frac{${a}}{${a + b}}$, więc $|AC| = ${tv(correct)}$ cm.`;
    }
    return {
      type: 'numeric',
      stem,
      figure,
      answer: numberAnswer(correct),
      answerHint: 'Wpisz liczbę (może być ułamkiem).',
      unitLabel: 'cm',
      steps: [
        numberStep({
          prompt:
            level === 3
              ? 'Oblicz $|OB|$ (w cm).'
              : level === 2
                ? 'Oblicz stosunek $\\frac{|OB|}{|OA|}$. Podaj ułamek.'
                : 'Oblicz stosunek $\\frac{|AB|}{|OA|}$. Podaj ułamek.',
          value: level === 3 ? rat(a + b) : level === 2 ? rat(a + b, a) : rat(b, a),
          form: level !== 3 ? 'fraction' : 'decimal',
          hints: [
            'Przyjrzyj się odcinkom na ramieniu z punktami $A$ i $B$.',
            level === 3 ? '$|OB| = |OA| + |AB|$' : 'Podziel długości odcinków.',
            level === 3
              ? `$${a} + ${b} = ${a + b}$`
              : level === 2
                ? `$\\frac{${a + b}}{${a}}$`
                : `$\\frac{${b}}{${a}}$`,
          ],
        }),
        numberStep({
          prompt: 'Oblicz szukaną długość (w cm).',
          value: correct,
          hints: ['Skorzystaj z twierdzenia Talesa.', `$${proportion}$`, sol],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(correct, mistakes),
      solution: worked ?? sol,
      params: { a, b, c, d },
    };
  },
});

const similarScale = defineTemplate({
  id: 'similarity_thales.similar-scale',
  title: 'Skala podobieństwa — obwody i pola',
  generate({ rng, level }): Item {
    if (level === 1) {
      const { a, b, c, x } = redraw(() => {
        const a = rng.int(3, 9);
        const b = rng.int(a + 1, a + 6);
        const c = rng.int(b + 1, a + b - 1);
        const x = rng.int(2, 5) * a;
        return c > b && x !== a ? { a, b, c, x } : null;
      });
      const k = rat(x, a);
      const correct = mul(k, rat(a + b + c));
      const mistakes: NumericMistake[] = [
        {
          key: 'additive_reasoning',
          value: rat(a + b + c + 3 * (x - a)),
          feedback: 'W figurach podobnych boki są proporcjonalne — mnożymy przez skalę, a nie dodajemy tę samą liczbę.',
        },
        {
          key: 'linear_scale_for_area',
          value: mul(mul(k, k), rat(a + b + c)),
          feedback: 'Obwód zmienia się tyle razy, ile wynosi skala $k$ (nie $k^2$ — tak zmienia się pole).',
        },
        {
          key: 'original_perimeter',
          value: rat(a + b + c),
          feedback: 'To obwód pierwszego trójkąta. Pomnóż go przez skalę podobieństwa.',
        },
      ];
      const sol = `Skala podobieństwa $k = \\frac{${x}}{${a}} = ${tv(k)}$. Obwód $ABC$ to $${a + b + c}$ cm, więc obwód $KLM$ to $${tv(k)} \\cdot ${a + b + c} = ${tv(correct)}$ cm.`;
      return {
        type: 'numeric',
        stem: `Trójkąt $ABC$ ma boki długości ${cmText(a)}, ${cmText(b)} i ${cmText(c)}. Trójkąt $KLM$ jest do niego podobny, a jego najkrótszy bok ma długość ${cmText(x)}. Oblicz obwód trójkąta $KLM$.`,
        answer: numberAnswer(correct),
        answerHint: 'Wpisz liczbę.',
        unitLabel: 'cm',
        steps: [
          numberStep({
            prompt: 'Oblicz skalę podobieństwa trójkąta $KLM$ do trójkąta $ABC$.',
            value: k,
            hints: [
              'Porównaj odpowiadające sobie boki — najkrótszy z najkrótszym.',
              `Podziel ${x} przez ${a}.`,
              `$k = ${tv(k)}$`,
            ],
          }),
          numberStep({
            prompt: 'Oblicz obwód trójkąta $KLM$ (w cm).',
            value: correct,
            hints: [
              'Obwody figur podobnych są w stosunku równym skali.',
              `Obwód $ABC$: $${a} + ${b} + ${c} = ${a + b + c}$.`,
              sol,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(correct, mistakes),
        solution: sol,
        params: { a, b, c, x },
      };
    }
    if (level === 2) {
      const k = rng.pick([rat(2), rat(3), rat(4), rat(3, 2), rat(5, 2), rat(1, 2), rat(2, 3)]);
      const P = rng.pick([6, 8, 12, 18, 24, 36, 45, 72].filter((v) => (v * k.n * k.n) % (k.d * k.d) === 0));
      const correct = mul(mul(k, k), rat(P));
      const mistakes: NumericMistake[] = [
        {
          key: 'linear_scale_for_area',
          value: mul(k, rat(P)),
          feedback: 'Pola figur podobnych są w stosunku równym KWADRATOWI skali: $P_2 = k^2 \\cdot P_1$.',
        },
        {
          key: 'doubled_instead_of_squared',
          value: mul(mul(rat(2), k), rat(P)),
          feedback: 'Kwadrat skali to $k \\cdot k$, a nie $2k$.',
        },
        {
          key: 'scale_inverted',
          value: div(rat(P), mul(k, k)),
          feedback: 'Skala mówi, ile razy drugi trójkąt jest większy od pierwszego — pomnóż przez $k^2$, nie dziel.',
        },
      ];
      const sol = `$P_2 = k^2 \\cdot P_1 = \\left(${tv(k)}\\right)^2 \\cdot ${P} = ${tv(mul(k, k))} \\cdot ${P} = ${tv(correct)}$ cm².`;
      return {
        type: 'numeric',
        stem: `Trójkąt $T_2$ jest podobny do trójkąta $T_1$ w skali $k = ${tv(k)}$. Pole trójkąta $T_1$ jest równe ${P} cm². Oblicz pole trójkąta $T_2$.`,
        answer: numberAnswer(correct),
        answerHint: 'Wpisz liczbę.',
        unitLabel: 'cm²',
        steps: [
          numberStep({
            prompt: 'Oblicz kwadrat skali podobieństwa $k^2$.',
            value: mul(k, k),
            hints: [
              'Pola figur podobnych są w stosunku $k^2$.',
              'Pomnóż skalę przez siebie.',
              `$\\left(${tv(k)}\\right)^2 = ${tv(mul(k, k))}$`,
            ],
            errors: [
              {
                code: 'doubled_instead_of_squared',
                value: mul(rat(2), k),
                feedback: 'Kwadrat to mnożenie liczby przez siebie.',
              },
            ],
          }),
          numberStep({
            prompt: 'Oblicz pole trójkąta $T_2$ (w cm²).',
            value: correct,
            hints: ['$P_2 = k^2 \\cdot P_1$', `Pomnóż ${P} przez $k^2$.`, sol],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(correct, mistakes),
        solution: sol,
        params: { k: tv(k), P },
      };
    }
    const { k, P1, side } = redraw(() => {
      const k = rng.int(2, 5);
      const P1 = rng.pick([3, 5, 6, 7, 8, 10, 12]);
      const side = rng.int(2, 9);
      return { k, P1, side };
    });
    const P2 = P1 * k * k;
    const correct = rat(side * k);
    const mistakes: NumericMistake[] = [
      {
        key: 'linear_scale_for_area',
        value: rat(side * k * k),
        feedback: 'Stosunek pól to $k^2$, a stosunek boków to $k$. Wyciągnij pierwiastek ze stosunku pól.',
      },
      {
        key: 'no_root',
        value: rat(side * P2, P1),
        feedback: 'Stosunek pól to kwadrat skali — skala to pierwiastek z tego stosunku.',
      },
      {
        key: 'additive_reasoning',
        value: rat(side + P2 - P1),
        feedback: 'Figury podobne mają boki proporcjonalne, a nie zwiększone o tę samą liczbę.',
      },
    ];
    const sol = `$k^2 = \\frac{${P2}}{${P1}} = ${k * k}$, więc $k = ${k}$. Odpowiedni bok: $${k} \\cdot ${side} = ${side * k}$ cm.`;
    return {
      type: 'numeric',
      stem: `Pola dwóch trójkątów podobnych są równe ${P1} cm² i ${P2} cm². Najkrótszy bok mniejszego trójkąta ma długość ${cmText(side)}. Oblicz długość najkrótszego boku większego trójkąta.`,
      answer: numberAnswer(correct),
      answerHint: 'Wpisz liczbę.',
      unitLabel: 'cm',
      steps: [
        numberStep({
          prompt: 'Ile razy pole większego trójkąta jest większe od pola mniejszego?',
          value: rat(k * k),
          hints: [
            'Podziel większe pole przez mniejsze.',
            `$\\frac{${P2}}{${P1}}$`,
            `$\\frac{${P2}}{${P1}} = ${k * k}$`,
          ],
        }),
        numberStep({
          prompt: 'Oblicz skalę podobieństwa $k$.',
          value: rat(k),
          hints: ['Stosunek pól to $k^2$.', 'Wyciągnij pierwiastek kwadratowy.', `$k = \\sqrt{${k * k}} = ${k}$`],
          errors: [{ code: 'no_root', value: rat(k * k), feedback: 'To jest $k^2$. Wyciągnij pierwiastek.' }],
        }),
        numberStep({
          prompt: 'Oblicz długość najkrótszego boku większego trójkąta (w cm).',
          value: correct,
          hints: ['Boki zmieniają się $k$ razy.', `Pomnóż ${side} przez ${k}.`, sol],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(correct, mistakes),
      solution: sol,
      params: { k, P1, side },
    };
  },
});

export const similarityThalesTemplates: readonly QuestionTemplate[] = [thalesSegment, similarScale];
