/**
 * A finished mock's result (pure): points and percent, per area, and the predicted percentage of
 * the real exam with an 80 % interval.
 *
 * Prediction. Before the mock the learner model predicted, for every task, the pupil's success
 * p_i (stored with the paper). The mock shows how far the model was off: one shift Δ of the
 * pupil's logit, fitted to the points earned (each point of a task is one success-or-failure
 * with probability σ(logit p_i + Δ)), with a normal prior N(0, PRIOR_SD²) — the posterior mode
 * and its variance (Laplace) by Newton's method. The real exam's expected percentage is then the
 * learner model's success on a typical (level 2) item of every e8 skill, shifted by Δ, averaged
 * per area and weighted by the areas' shares of the exam's points. The interval adds the two
 * uncertainties: how well Δ is known (through the slope of the percentage in Δ) and the luck of
 * a 30-point paper (binomial spread of the points around their expectation).
 */
import { areaPointShares, EXAM_AREAS, MOCK_EXAM_FORMAT, type ExamAreaId } from './format.ts';

/** Prior sd of the mock's correction to the learner model (logits). */
export const PRIOR_SD = 1;
/** The interval shown: 80 % (z of the 90th percentile). */
export const INTERVAL_LEVEL = 0.8;
const Z = 1.2816;

export interface ScoredTask {
  area: ExamAreaId;
  points: number;
  maxPoints: number;
  predicted: number;
}

export interface AreaResult {
  area: ExamAreaId;
  points: number;
  maxPoints: number;
  percent: number;
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

export const percentOf = (points: number, max: number) => (max > 0 ? Math.round((100 * points) / max) : 0);

export function areaResults(tasks: readonly ScoredTask[]): AreaResult[] {
  const out: AreaResult[] = [];
  for (const a of EXAM_AREAS) {
    const inArea = tasks.filter((t) => t.area === a.id);
    if (inArea.length === 0) continue;
    const points = inArea.reduce((s, t) => s + t.points, 0);
    const maxPoints = inArea.reduce((s, t) => s + t.maxPoints, 0);
    out.push({ area: a.id, points, maxPoints, percent: percentOf(points, maxPoints) });
  }
  return out;
}

/** Posterior mode and variance of the shift Δ given the points earned. */
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

/** One reference item per e8 skill: its area and the learner model's success on a typical item. */
export interface ReferenceSkill {
  area: ExamAreaId;
  predicted: number;
}

/** Expected fraction of the real exam's points at shift d (and its derivative in d). */
function expectedShare(reference: readonly ReferenceSkill[], d: number): { share: number; slope: number } {
  const shares = areaPointShares();
  let share = 0;
  let slope = 0;
  let weight = 0;
  for (const a of EXAM_AREAS) {
    const skills = reference.filter((r) => r.area === a.id);
    if (skills.length === 0) continue;
    const w = shares[a.id];
    weight += w;
    for (const r of skills) {
      const p = sigmoid(logit(r.predicted) + d);
      share += (w * p) / skills.length;
      slope += (w * p * (1 - p)) / skills.length;
    }
  }
  return weight > 0 ? { share: share / weight, slope: slope / weight } : { share: 0, slope: 0 };
}

export function predictExam(tasks: readonly ScoredTask[], reference: readonly ReferenceSkill[]): Prediction {
  const { shift, variance } = fitShift(tasks);
  const { share, slope } = expectedShare(reference, shift);
  const maxPoints = MOCK_EXAM_FORMAT.closedCount * MOCK_EXAM_FORMAT.closedPoints + MOCK_EXAM_FORMAT.openPoints;
  // Spread of a real paper's points around their expectation: binomial per point.
  const luck = (share * (1 - share)) / maxPoints;
  const sd = Math.sqrt(slope ** 2 * variance + luck);
  const clamp = (x: number) => Math.max(0, Math.min(100, Math.round(100 * x)));
  return { percent: clamp(share), low: clamp(share - Z * sd), high: clamp(share + Z * sd), level: INTERVAL_LEVEL };
}
