/**
 * Mock exam part of `npm run bench:sim`: does the predicted range on the mock's result page hold
 * what the pupil would score on the real exam?
 *
 * Each simulated pupil (grade 7 or 8, true abilities from src/core/adaptive/simulation.ts) takes
 * the adaptive diagnostic and 1–10 practice sessions chosen by the product's policy, the learner
 * model updated from every answer as the product updates it. Then the pupil writes a mock paper
 * assembled by the product's assembler from that model, and the prediction is made from the
 * mock's points as the result page makes it. The "real exam" is a second paper of the same
 * format, the one the assembler makes for a pupil the model knows nothing about (each task at
 * the level an average pupil solves about half the time — the CKE paper's difficulty: its mean
 * is near 50 %), written the same day with the same true abilities.
 *
 * Answers come from the true abilities: a closed task is right with the pupil's true chance p on
 * the item (guessing and slips included); an open task of m points is scored as a CKE examiner
 * scores levels of a solution — the pupil reaches level k of m with chance σ(logit p − c_k), the
 * steps c_k spread evenly around 0 (one draw per task, so a pupil who reaches a higher level has
 * reached the lower ones: a graded response, neither all-or-nothing nor independent points).
 */
import { createRng, type Rng } from '#core/math/random.ts';
import {
  drawChild,
  adaptivePolicy,
  diagnosticSeed,
  runPractice,
  simLearner,
  successProbability,
  type Child,
  type World,
} from '#core/adaptive/simulation.ts';
import { initialStudentState } from '#core/adaptive/model.ts';
import { successPredictor, type LearnerView } from '#core/exam/learner-view.ts';
import { assemblePaper, type ExamTemplate, type PaperTask } from '#core/exam/paper.ts';
import type { Prediction, ScoredTask } from '#core/exam/prediction.ts';
import { percentOf } from '#core/exam/result.ts';

/** Logit spread between the first and the last level of an open task. */
const OPEN_STEP_SPREAD = 1.6;

const sigma = (z: number): number => 1 / (1 + Math.exp(-z));
const logit = (p: number): number => Math.log(p / (1 - p));

/** Points the pupil earns on a task: one uniform draw, levels reached by the graded response. */
export function simulatedPoints(world: World, child: Child, task: PaperTask, rng: Rng): number {
  const p = successProbability(world, child, task);
  const u = rng.next();
  if (task.maxPoints <= 1) return u < p ? task.maxPoints : 0;
  let points = 0;
  for (let k = 0; k < task.maxPoints; k++) {
    const c = OPEN_STEP_SPREAD * (k / (task.maxPoints - 1) - 0.5);
    if (u < sigma(logit(p) - c)) points++;
  }
  return points;
}

/** What a prediction needs: the mock's scored tasks and the pupil's learner model when it began. */
export interface PredictionInput {
  view: LearnerView;
  /** The pupil with the model knowing nothing about them (same calibrations). */
  population: LearnerView;
  scored: readonly ScoredTask[];
}

export type Predictor = (input: PredictionInput) => Prediction;

export interface Coverage {
  /** Share of pupils whose real-exam percentage lies in the stated range (ends included). */
  coverage: number;
  below: number;
  above: number;
  /** Mean width of the range (percentage points) and mean |predicted − real|. */
  width: number;
  meanAbsError: number;
  /** Mean predicted minus mean real percentage. */
  bias: number;
}

export interface ExamBench {
  pupils: number;
  meanMock: number;
  meanReal: number;
  byPredictor: Record<string, Coverage>;
  /** Coverage by the pupil's real result: weakest third, middle, strongest third (first predictor). */
  byThird: Record<string, number[]>;
}

export function runExamBench(
  world: World,
  bank: readonly ExamTemplate[],
  grades: readonly Child['grade'][],
  pupilsPerGrade: number,
  seed: number,
  predictors: Readonly<Record<string, Predictor>>,
): ExamBench {
  const names = Object.keys(predictors);
  const rows: { real: number; mock: number; predictions: Prediction[] }[] = [];
  for (const grade of grades) {
    for (let k = 0; k < pupilsPerGrade; k++) {
      const rng = createRng(`${seed}:exam:${grade}:${k}`);
      const child = drawChild(world, grade, rng);
      const learner = simLearner(child);
      const model = diagnosticSeed(world, child, rng, 0);
      runPractice(world, learner, rng, {
        sessions: rng.int(1, 10),
        policy: adaptivePolicy,
        model,
        startAt: 3_600_000,
      });
      const view: LearnerView = {
        weights: model.weights,
        student: model.student,
        skillStates: model.skillStates,
        skillCalibrations: world.skillCalibrations,
        itemCalibrations: world.itemCalibrations,
      };
      const population: LearnerView = { ...view, student: initialStudentState(), skillStates: {} };
      const mock = assemblePaper({ templates: bank, predicted: successPredictor(view), seed: rng.int(1, 2 ** 30) });
      const scored: ScoredTask[] = mock.map((t) => ({
        area: t.area,
        points: simulatedPoints(world, child, t, rng),
        maxPoints: t.maxPoints,
        predicted: t.predicted,
      }));
      const real = assemblePaper({
        templates: bank,
        predicted: successPredictor(population),
        seed: rng.int(1, 2 ** 30),
      });
      const realPoints = real.reduce((s, t) => s + simulatedPoints(world, child, t, rng), 0);
      const realMax = real.reduce((s, t) => s + t.maxPoints, 0);
      const mockPoints = scored.reduce((s, t) => s + t.points, 0);
      const mockMax = scored.reduce((s, t) => s + t.maxPoints, 0);
      rows.push({
        real: percentOf(realPoints, realMax),
        mock: percentOf(mockPoints, mockMax),
        predictions: names.map((n) => predictors[n]!({ view, population, scored })),
      });
    }
  }
  const byPredictor: Record<string, Coverage> = {};
  const byThird: Record<string, number[]> = {};
  const sorted = [...rows].sort((a, b) => a.real - b.real);
  const thirds = [0, 1, 2].map((i) =>
    sorted.slice(Math.floor((i * sorted.length) / 3), Math.floor(((i + 1) * sorted.length) / 3)),
  );
  names.forEach((name, i) => {
    let inside = 0;
    let below = 0;
    let above = 0;
    let width = 0;
    let err = 0;
    let bias = 0;
    for (const r of rows) {
      const p = r.predictions[i]!;
      if (r.real < p.low) below++;
      else if (r.real > p.high) above++;
      else inside++;
      width += p.high - p.low;
      err += Math.abs(p.percent - r.real);
      bias += p.percent - r.real;
    }
    const n = rows.length;
    byPredictor[name] = {
      coverage: inside / n,
      below: below / n,
      above: above / n,
      width: width / n,
      meanAbsError: err / n,
      bias: bias / n,
    };
    byThird[name] = thirds.map(
      (t) => t.filter((r) => r.real >= r.predictions[i]!.low && r.real <= r.predictions[i]!.high).length / t.length,
    );
  });
  return {
    pupils: rows.length,
    meanMock: rows.reduce((s, r) => s + r.mock, 0) / rows.length,
    meanReal: rows.reduce((s, r) => s + r.real, 0) / rows.length,
    byPredictor,
    byThird,
  };
}
