import { rat } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors, DOKONCZ_INSTRUCTION } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { type Pt, svgAngle, svgDoc, svgDot, svgLine, svgText } from '../../figures.ts';
import type { Level, McqOption, QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

/** Angle positions at a crossing of a horizontal line and the transversal. */
type Pos = 'UR' | 'UL' | 'LL' | 'LR';
interface Mark {
  /** 1: crossing with the upper line k, 2: with the lower line l. */
  at: 1 | 2;
  pos: Pos;
  label: string;
}

/** Measure of the angle at a position when the transversal makes the acute angle theta with the lines. */
const measure = (theta: number, pos: Pos): number => (pos === 'UR' || pos === 'LL' ? theta : 180 - theta);

/**
 * Two parallel lines k ∥ l (or one line when `single`) cut by a transversal at the acute angle
 * theta (to scale), with the marked angles labelled.
 */
function parallelFigure(theta: number, marks: readonly Mark[], single = false): string {
  const W = 340;
  const H = single ? 170 : 230;
  const yK = single ? 85 : 70;
  const yL = 170;
  const t = (theta * Math.PI) / 180;
  const dir = { x: Math.cos(t), y: -Math.sin(t) };
  const P1 = { x: single ? 170 : 190, y: yK };
  const dy = yL - yK;
  const P2 = { x: P1.x - (dy / Math.sin(t)) * Math.cos(t), y: yL };
  let body = svgLine({ x: 20, y: yK }, { x: W - 20, y: yK });
  body += svgText({ x: W - 12, y: yK - 10 }, 'k', { italic: true });
  if (!single) {
    body += svgLine({ x: 20, y: yL }, { x: W - 20, y: yL });
    body += svgText({ x: W - 12, y: yL - 10 }, 'l', { italic: true });
  }
  const bottom = single ? P1 : P2;
  const reach = single ? 75 : 60;
  const start = { x: bottom.x - dir.x * reach, y: bottom.y - dir.y * reach };
  const end = { x: P1.x + dir.x * reach, y: P1.y + dir.y * reach };
  body += svgLine(start, end);
  body += svgText({ x: end.x + 10, y: end.y }, 'm', { italic: true });
  const ray = (p: Pt, pos: Pos): [Pt, Pt] => {
    const right = { x: p.x + 40, y: p.y };
    const left = { x: p.x - 40, y: p.y };
    const up = { x: p.x + dir.x * 40, y: p.y + dir.y * 40 };
    const down = { x: p.x - dir.x * 40, y: p.y - dir.y * 40 };
    return pos === 'UR' ? [right, up] : pos === 'UL' ? [up, left] : pos === 'LL' ? [left, down] : [down, right];
  };
  for (const mk of marks) {
    const p = mk.at === 1 ? P1 : P2;
    const [a, b] = ray(p, mk.pos);
    body += svgAngle(p, a, b, mk.label, 20);
  }
  body += svgDot(P1, '#334155') + (single ? '' : svgDot(P2, '#334155'));
  return svgDoc(W, H, body, single ? 'Dwie przecinające się proste' : 'Proste równoległe k i l przecięte prostą m');
}

const POSITIONS: readonly Pos[] = ['UR', 'UL', 'LL', 'LR'];

interface AngleTask {
  theta: number;
  alpha: Mark;
  beta: Mark;
  single: boolean;
  relation: 'wierzchołkowe' | 'przyległe' | 'odpowiadające' | 'naprzemianległe' | 'złożone';
}

function drawTask(rng: Rng, level: Level): AngleTask {
  return redraw<AngleTask>(() => {
    const theta = rng.int(35, 75);
    const pa = rng.pick(POSITIONS);
    if (level === 1) {
      const vertical = rng.chance(0.5);
      const opposite: Record<Pos, Pos> = { UR: 'LL', LL: 'UR', UL: 'LR', LR: 'UL' };
      const neighbours: Record<Pos, Pos[]> = { UR: ['UL', 'LR'], UL: ['UR', 'LL'], LL: ['UL', 'LR'], LR: ['UR', 'LL'] };
      const pb = vertical ? opposite[pa] : rng.pick(neighbours[pa]);
      return {
        theta,
        alpha: { at: 1, pos: pa, label: 'α' },
        beta: { at: 1, pos: pb, label: 'β' },
        single: true,
        relation: vertical ? 'wierzchołkowe' : 'przyległe',
      };
    }
    if (level === 2) {
      const corresponding = rng.chance(0.5);
      if (corresponding) {
        return {
          theta,
          alpha: { at: 1, pos: pa, label: 'α' },
          beta: { at: 2, pos: pa, label: 'β' },
          single: false,
          relation: 'odpowiadające',
        };
      }
      // Alternate interior angles: below k and above l, on opposite sides of m.
      const pairs: [Pos, Pos][] = [
        ['LL', 'UR'],
        ['LR', 'UL'],
      ];
      const [p1, p2] = rng.pick(pairs);
      return {
        theta,
        alpha: { at: 1, pos: p1, label: 'α' },
        beta: { at: 2, pos: p2, label: 'β' },
        single: false,
        relation: 'naprzemianległe',
      };
    }
    // Level 3: any other pair at the two crossings (two reasoning steps).
    const pb = rng.pick(POSITIONS);
    const alt: Record<Pos, Pos> = { LL: 'UR', LR: 'UL', UR: 'LL', UL: 'LR' };
    if (pb === pa || pb === alt[pa]) return null;
    return {
      theta,
      alpha: { at: 1, pos: pa, label: 'α' },
      beta: { at: 2, pos: pb, label: 'β' },
      single: false,
      relation: 'złożone',
    };
  });
}

/** Angle chase with parallel lines: from α to β. */
const angleChase = defineTemplate({
  id: 'geometric_reasoning.parallel-angles',
  title: 'Kąty przy prostych równoległych i przecinających się',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const t = drawTask(rng, level);
      const a = measure(t.theta, t.alpha.pos);
      const b = measure(t.theta, t.beta.pos);
      const equal = a === b;
      const mistakes: NumericMistake[] = [
        equal
          ? {
              key: 'supplement_instead_of_equal',
              value: rat(180 - a),
              feedback:
                'Te kąty są równe, a nie dopełniają się do $180^\\circ$. Sprawdź, jak są położone względem prostych.',
            }
          : {
              key: 'equal_instead_of_supplement',
              value: rat(a),
              feedback: 'Te kąty nie są równe: jeden jest ostry, a drugi rozwarty. Ich suma jest równa $180^\\circ$.',
            },
        {
          key: 'complement_90',
          value: rat(Math.abs(90 - a)),
          feedback: `Kąty nie dopełniają się do $90^\\circ$. ${equal ? 'Te kąty mają równe miary.' : 'Ich suma jest równa $180^\\circ$.'}`,
        },
        {
          key: 'full_angle',
          value: rat(360 - a),
          feedback: equal
            ? 'Nie odejmuj od $360^\\circ$: te kąty mają równe miary.'
            : 'Te kąty dają razem $180^\\circ$, a nie $360^\\circ$.',
        },
      ];
      return mistakesDistinct(rat(b), mistakes) ? { t, a, b, equal, mistakes } : null;
    });
    const { t, a, b, equal } = d;
    const stem = t.single
      ? `Proste $k$ i $m$ przecinają się w punkcie tak jak na rysunku. Kąt $\\alpha$ ma miarę $${a}^\\circ$. Oblicz miarę kąta $\\beta$.`
      : `Proste $k$ i $l$ są równoległe, a prosta $m$ przecina je tak jak na rysunku. Kąt $\\alpha$ ma miarę $${a}^\\circ$. Oblicz miarę kąta $\\beta$.`;
    const steps: QuestionStep[] = [];
    if (t.relation === 'złożone') {
      steps.push(
        numberStep({
          prompt: `Ile wynosi kąt przy prostej $l$ położony tak samo jak kąt $\\alpha$ (kąt odpowiadający)?`,
          value: rat(a),
          hints: [
            'Kąty odpowiadające przy prostych równoległych są równe.',
            'Przesuń kąt $\\alpha$ wzdłuż prostej $m$ do prostej $l$.',
            `$${a}^\\circ$`,
          ],
        }),
      );
    } else {
      // The supplement of α is the one number every case needs: β is either α or this.
      steps.push(
        numberStep({
          prompt: 'Oblicz miarę kąta przyległego do kąta $\\alpha$.',
          value: rat(180 - a),
          hints: [
            'Kąty przyległe mają wspólne ramię i razem tworzą kąt półpełny.',
            `Odejmij: $180^\\circ - ${a}^\\circ$.`,
            `$${180 - a}^\\circ$`,
          ],
        }),
      );
    }
    steps.push(
      numberStep({
        prompt: 'Ile wynosi kąt $\\beta$?',
        value: rat(b),
        hints: [
          equal
            ? `Kąty $\\alpha$ i $\\beta$ są ${t.relation === 'złożone' ? 'równe' : `${t.relation}, więc są równe`}.`
            : 'Kąt $\\beta$ ma tyle stopni, ile kąt przyległy do kąta $\\alpha$.',
          equal ? `$\\beta = \\alpha$` : `$\\beta = 180^\\circ - ${a}^\\circ$`,
          `$\\beta = ${b}^\\circ$`,
        ],
        errors: stepErrors(d.mistakes),
      }),
    );
    const why =
      t.relation === 'złożone'
        ? `Kąt odpowiadający kątowi $\\alpha$ przy prostej $l$ ma $${a}^\\circ$, a kąt $\\beta$ jest ${equal ? 'z nim wierzchołkowy' : 'z nim przyległy'}`
        : `Kąty $\\alpha$ i $\\beta$ są ${t.relation}`;
    return {
      type: 'numeric',
      stem,
      figure: parallelFigure(t.theta, [t.alpha, t.beta], t.single),
      answer: numberAnswer(b, { unit: { accepted: ['°'], required: false } }),
      answerHint: 'Wpisz miarę kąta w stopniach.',
      unitLabel: '°',
      steps,
      commonErrors: numberErrors(b, d.mistakes),
      solution:
        t.relation !== 'złożone' && equal
          ? `Kąt przyległy do kąta $\\alpha$ ma $180^\\circ - ${a}^\\circ = ${180 - a}^\\circ$. ${why}, więc $\\beta = \\alpha = ${b}^\\circ$.`
          : `${why}, więc $\\beta = ${equal ? `\\alpha = ${b}^\\circ` : `180^\\circ - ${a}^\\circ = ${b}^\\circ`}$.`,
      params: { theta: t.theta, alpha: t.alpha.pos, beta: t.beta.pos },
    };
  },
});

const REASONS = ['wierzchołkowe', 'odpowiadające', 'naprzemianległe', 'przyległe'] as const;
const REASON_KEYS: Record<(typeof REASONS)[number], string> = {
  wierzchołkowe: 'confused_vertical',
  odpowiadające: 'confused_corresponding',
  naprzemianległe: 'confused_alternate',
  przyległe: 'adjacent_as_equal',
};
const REASON_FEEDBACK: Record<(typeof REASONS)[number], string> = {
  wierzchołkowe:
    'Kąty wierzchołkowe mają wspólny wierzchołek, a ich ramiona tworzą dwie proste. Te kąty leżą przy różnych punktach.',
  odpowiadające:
    'Kąty odpowiadające leżą po tej samej stronie prostej $m$ i w tym samym położeniu względem prostych $k$ i $l$.',
  naprzemianległe:
    'Kąty naprzemianległe leżą po przeciwnych stronach prostej $m$, między prostymi $k$ i $l$ (albo obie na zewnątrz).',
  przyległe: 'Kąty przyległe mają wspólne ramię i razem dają $180^\\circ$ — nie są równe (chyba że oba są proste).',
};
/** With only k and m drawn there is no second line l to name: one crossing, one common vertex. */
const SINGLE_CROSSING_FEEDBACK =
  'Kąty odpowiadające i naprzemianległe powstają, gdy jedna prosta przecina dwie inne. Tu są tylko proste $k$ i $m$, a kąty $\\alpha$ i $\\beta$ mają wspólny wierzchołek.';

function reasonFeedback(reason: (typeof REASONS)[number], single: boolean): string {
  return single && (reason === 'odpowiadające' || reason === 'naprzemianległe')
    ? SINGLE_CROSSING_FEEDBACK
    : REASON_FEEDBACK[reason];
}

/** E8 closed task: name the reason why the marked angles are equal. */
const whichReason = defineTemplate({
  id: 'geometric_reasoning.e8-angle-reason',
  title: 'Uzasadnienie równości kątów (Dokończ zdanie)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    const t = redraw(() => {
      const cand = drawTask(rng, level === 3 ? 2 : level);
      return cand.relation === 'przyległe' || cand.relation === 'złożone' ? null : cand;
    });
    // Level 3: the "naprzemianległe" case, whose position is the hardest to recognise.
    const task =
      level === 3 && t.relation !== 'naprzemianległe'
        ? redraw(() => {
            const c = drawTask(rng, 2);
            return c.relation === 'naprzemianległe' ? c : null;
          })
        : t;
    const correct = task.relation as (typeof REASONS)[number];
    const distractors: McqOption[] = REASONS.filter((r) => r !== correct).map((r) => ({
      text: r,
      errorKey: REASON_KEYS[r],
    }));
    const { options, answer } = mcqFromErrors(rng, correct, distractors);
    const a = measure(task.theta, task.alpha.pos);
    const setting = task.single
      ? 'Proste $k$ i $m$ przecinają się jak na rysunku.'
      : 'Proste $k$ i $l$ są równoległe, a prosta $m$ przecina je jak na rysunku.';
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\n${setting} Kąty $\\alpha$ i $\\beta$ są równe, ponieważ są to kąty`,
      figure: parallelFigure(task.theta, [task.alpha, task.beta], task.single),
      options,
      answer,
      steps: [
        numberStep({
          prompt: `Przyjmij, że $\\alpha = ${a}^\\circ$. Ile wynosi $\\beta$?`,
          value: rat(a),
          hints: ['Na rysunku kąty są równe.', 'Oba kąty są tej samej wielkości.', `$\\beta = ${a}^\\circ$`],
        }),
        numberStep({
          prompt: task.single
            ? 'Ile wspólnych wierzchołków mają kąty $\\alpha$ i $\\beta$?'
            : 'Przy ilu różnych punktach przecięcia leżą kąty $\\alpha$ i $\\beta$?',
          value: rat(task.single ? 1 : 2),
          hints: [
            'Popatrz, gdzie leżą wierzchołki obu kątów.',
            task.single
              ? 'Oba kąty leżą przy tym samym punkcie przecięcia.'
              : 'Jeden kąt leży przy prostej $k$, drugi przy prostej $l$.',
            task.single ? 'Jeden wspólny wierzchołek: to kąty wierzchołkowe.' : `Dwa różne punkty: to kąty ${correct}.`,
          ],
        }),
      ],
      commonErrors: REASONS.filter((r) => r !== correct).map((r) =>
        textError(REASON_KEYS[r], r, reasonFeedback(r, task.single)),
      ),
      solution:
        (task.single
          ? 'Kąty $\\alpha$ i $\\beta$ leżą przy $1$ punkcie przecięcia prostych i mają wspólny wierzchołek'
          : 'Kąty $\\alpha$ i $\\beta$ leżą przy $2$ różnych punktach przecięcia: jeden przy prostej $k$, drugi przy prostej $l$') +
        `, więc są to kąty ${correct}. Dlatego mają równe miary: gdy $\\alpha = ${a}^\\circ$, to także $\\beta = ${a}^\\circ$. Poprawna odpowiedź: kąty ${correct}.`,
      params: { theta: task.theta, alpha: task.alpha.pos, beta: task.beta.pos, relation: correct },
    };
  },
});

export const geometricReasoningTemplates: readonly QuestionTemplate[] = [angleChase, whichReason];
