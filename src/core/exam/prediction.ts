/**
 * The predicted result of the real egzamin ósmoklasisty after a mock (pure, deterministic).
 *
 * 1. The mock corrects the learner model. Before the mock the model predicted the pupil's
 *    success p_i on every task (stored with the paper); the points earned show how far it was
 *    off: one shift Δ of the pupil's logit, fitted with a normal prior N(0, PRIOR_SD²) — the
 *    posterior mode and variance (Laplace) by Newton's method.
 * 2. The real paper is the mock's format — 15 closed tasks of 1 point and 6 open tasks, three of
 *    3 points and three of 2, one open task per area — filled from the tasks the paper can
 *    contain: the bank's exam tasks at the level a paper for an average pupil uses, each with the
 *    model's success of this pupil on it (`ReferenceTask`, stored when the mock began). A skill
 *    no exam task examines has no say. A slot's success is the mean over the tasks that could
 *    fill it, so which task the paper happens to draw is part of the spread, as it is for the pupil.
 * 3. The points are a sum of independent tasks, an open task of m points earning all or nothing
 *    (its points go together: a pupil who cannot start it loses them all) — a weighted
 *    Poisson-binomial distribution, computed exactly by convolution. Mixed over the posterior of
 *    Δ (Gauss–Hermite quadrature), it carries both the luck of one paper and what the model still
 *    does not know about the pupil. The 80 % interval runs from its 10th to its 90th percentile.
 */
import { EXAM_AREAS, MOCK_EXAM_FORMAT, type ExamAreaId } from './format.ts';

/** Prior sd of the mock's correction to the learner model (logits). */
export const PRIOR_SD = 1;
/** The interval shown: 80 %. */
export const INTERVAL_LEVEL = 0.8;

/** One finished task of the mock as the prediction sees it. */
export interface ScoredTask {
  area: ExamAreaId;
  points: number;
  maxPoints: number;
  /** The learner model's success of the pupil on it when the paper was made. */
  predicted: number;
}

/** One task the real paper can contain: the bank's exam task at the level an average pupil's paper uses. */
export interface ReferenceTask {
  area: ExamAreaId;
  kind: 'closed' | 'open';
  points: number;
  /** The learner model's success of this pupil on it when the mock began. */
  predicted: number;
}

export interface Prediction {
  /** Expected percentage of the real exam, 0–100, whole. */
  percent: number;
  low: number;
  high: number;
  /** 0.8: the interval holds the real result 4 times in 5. */
  level: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const logit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};

/** Posterior mode and variance of the shift Δ given the points earned (each point one trial). */
export function fitShift(tasks: readonly ScoredTask[]): { shift: number; variance: number } {
  let d = 0;
  let info = 1 / PRIOR_SD ** 2;
  for (let iter = 0; iter < 30; iter++) {
    let grad = -d / PRIOR_SD ** 2;
    info = 1 / PRIOR_SD ** 2;
    for (const t of tasks) {
      const p = sigmoid(logit(t.predicted) + d);
      grad += t.points - t.maxPoints * p;
      info += t.maxPoints * p * (1 - p);
    }
    const step = grad / info;
    d += step;
    if (Math.abs(step) < 1e-9) break;
  }
  return { shift: d, variance: 1 / info };
}

/** A slot of the real paper: its points and the logits of the tasks that can fill it. */
export interface PaperSlot {
  points: number;
  logits: readonly number[];
}

/**
 * The real paper's slots from the reference tasks. Each area's closed tasks and its one open
 * task as the format lays them out; the open tasks' worths (three of 3 points, three of 2) go
 * first to the areas whose open tasks are worth most. A slot no reference task of its kind and
 * area can fill takes its kind from any area, then any task (a mock stored before the reference
 * had kinds).
 */
export function paperSlots(reference: readonly ReferenceTask[]): PaperSlot[] {
  const pool = (area: ExamAreaId, kind: 'closed' | 'open', points?: number): readonly ReferenceTask[] => {
    const tries: (readonly ReferenceTask[])[] = [
      reference.filter((r) => r.area === area && r.kind === kind && (points === undefined || r.points === points)),
      reference.filter((r) => r.area === area && r.kind === kind),
      reference.filter((r) => r.kind === kind),
      reference,
    ];
    return tries.find((t) => t.length > 0) ?? [];
  };
  const logits = (tasks: readonly ReferenceTask[]) => tasks.map((t) => logit(t.predicted));
  const slots: PaperSlot[] = [];
  for (const a of EXAM_AREAS)
    for (let i = 0; i < a.closed; i++)
      slots.push({ points: MOCK_EXAM_FORMAT.closedPoints, logits: logits(pool(a.id, 'closed')) });
  const meanWorth = (area: ExamAreaId) => {
    const open = pool(area, 'open');
    return open.reduce((s, t) => s + (t.points > 0 ? t.points : 0), 0) / Math.max(1, open.length);
  };
  const openAreas = EXAM_AREAS.flatMap((a) => Array.from({ length: a.open }, () => a.id)).sort(
    (x, y) => meanWorth(y) - meanWorth(x),
  );
  const worths = Object.entries(MOCK_EXAM_FORMAT.openTasksByPoints)
    .flatMap(([points, n]) => Array.from({ length: n }, () => Number(points)))
    .sort((x, y) => y - x);
  openAreas.forEach((area, i) => {
    const points = worths[i] ?? 0;
    if (points > 0) slots.push({ points, logits: logits(pool(area, 'open', points)) });
  });
  return slots.filter((s) => s.logits.length > 0);
}

/** Probability of every total 0…Σ points when slot j earns its points with probability success[j]. */
export function pointsDistribution(slots: readonly { points: number; success: number }[]): Float64Array {
  const total = slots.reduce((s, x) => s + x.points, 0);
  let dist = new Float64Array(total + 1);
  dist[0] = 1;
  let reach = 0;
  for (const { points, success } of slots) {
    const next = new Float64Array(total + 1);
    for (let k = 0; k <= reach; k++) {
      const pk = dist[k]!;
      if (pk === 0) continue;
      next[k]! += pk * (1 - success);
      next[k + points]! += pk * success;
    }
    reach += points;
    dist = next;
  }
  return dist;
}

/** Gauss–Hermite nodes and weights for the standard normal (7 points: exact to degree 13). */
const GH_NODES = [
  -3.750439717725742, -2.366759410734541, -1.154405394739968, 0, 1.154405394739968, 2.366759410734541,
  3.750439717725742,
];
const GH_WEIGHTS = [
  0.000548268855972, 0.030757123967586, 0.240123178605013, 0.457142857142857, 0.240123178605013, 0.030757123967586,
  0.000548268855972,
];

/**
 * The q-quantile of a distribution over whole points read as a continuous one (each total spread
 * evenly over ±½ point), so an interval's coverage is its level, not the level rounded up to the
 * next whole point.
 */
export function quantile(dist: Float64Array, q: number): number {
  let below = 0;
  for (let k = 0; k < dist.length; k++) {
    const pk = dist[k]!;
    if (below + pk >= q && pk > 0) return k - 0.5 + (q - below) / pk;
    below += pk;
  }
  return dist.length - 1;
}

export function predictExam(tasks: readonly ScoredTask[], reference: readonly ReferenceTask[]): Prediction {
  const slots = paperSlots(reference);
  const maxPoints = slots.reduce((s, x) => s + x.points, 0);
  if (maxPoints === 0) return { percent: 0, low: 0, high: 100, level: INTERVAL_LEVEL };
  const { shift, variance } = fitShift(tasks);
  const mixed = new Float64Array(maxPoints + 1);
  GH_NODES.forEach((z, i) => {
    const d = shift + z * Math.sqrt(variance);
    const dist = pointsDistribution(
      slots.map((s) => ({
        points: s.points,
        success: s.logits.reduce((acc, l) => acc + sigmoid(l + d), 0) / s.logits.length,
      })),
    );
    for (let k = 0; k <= maxPoints; k++) mixed[k]! += GH_WEIGHTS[i]! * dist[k]!;
  });
  const mean = mixed.reduce((s, p, k) => s + p * k, 0);
  const tail = (1 - INTERVAL_LEVEL) / 2;
  const pct = (points: number) => Math.max(0, Math.min(100, Math.round((100 * points) / maxPoints)));
  return {
    percent: pct(mean),
    low: pct(quantile(mixed, tail)),
    high: pct(quantile(mixed, 1 - tail)),
    level: INTERVAL_LEVEL,
  };
}
