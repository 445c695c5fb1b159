/**
 * The mock's prediction as it was before issue 24 (commit 9557580), kept only so `bench:sim`
 * can print its coverage beside today's, as the diagnostic part prints its labels "before":
 * the learner model's success on a typical (level 2) item of every e8 skill with any template —
 * also the skills the paper cannot contain — shifted by the mock's correction, averaged per
 * area with the areas' shares of the points, and an interval of the shift's uncertainty plus
 * 30 independent points.
 */
import { initialSkillCalibration, initialSkillState, predict } from '#core/adaptive/model.ts';
import { EXAM_AREAS, examAreaOf, MOCK_EXAM_FORMAT, type ExamAreaId } from '#core/exam/format.ts';
import type { LearnerView } from '#core/exam/learner-view.ts';
import { fitShift, type Prediction, type ScoredTask } from '#core/exam/prediction.ts';

const Z = 1.2816;
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const logit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};

/** Points of each area on the blueprint (closed 1 point each, open at their mean of 2,5). */
function areaPointShares(): Record<ExamAreaId, number> {
  const openMean = MOCK_EXAM_FORMAT.openPoints / MOCK_EXAM_FORMAT.openCount;
  const total = MOCK_EXAM_FORMAT.closedCount * MOCK_EXAM_FORMAT.closedPoints + MOCK_EXAM_FORMAT.openPoints;
  const out = {} as Record<ExamAreaId, number>;
  for (const a of EXAM_AREAS) out[a.id] = (a.closed * MOCK_EXAM_FORMAT.closedPoints + a.open * openMean) / total;
  return out;
}

interface ReferenceSkill {
  area: ExamAreaId;
  predicted: number;
}

function referenceSkills(view: LearnerView, templates: readonly { id: string; skillId: string }[]): ReferenceSkill[] {
  const bySkill = new Map<string, string[]>();
  for (const t of templates) bySkill.set(t.skillId, [...(bySkill.get(t.skillId) ?? []), t.id]);
  const out: ReferenceSkill[] = [];
  for (const [skillId, ids] of bySkill) {
    const area = examAreaOf(skillId);
    if (!area) continue;
    const calibrated = ids.map((id) => view.itemCalibrations[`${id}#2`]).filter((c) => c !== undefined);
    const difficulty =
      calibrated.length > 0
        ? calibrated.reduce((s, c) => s + c.difficulty, 0) / calibrated.length
        : (view.skillCalibrations[skillId]?.difficulty ?? 0);
    const predicted = predict({
      weights: view.weights,
      student: view.student,
      skill: view.skillStates[skillId] ?? initialSkillState(),
      skillCalibration: view.skillCalibrations[skillId] ?? initialSkillCalibration(),
      item: { difficulty, count: 0 },
    });
    out.push({ area, predicted });
  }
  return out;
}

export function baselinePrediction(
  view: LearnerView,
  templates: readonly { id: string; skillId: string }[],
  tasks: readonly ScoredTask[],
): Prediction {
  const reference = referenceSkills(view, templates);
  const { shift, variance } = fitShift(tasks);
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
      const p = sigmoid(logit(r.predicted) + shift);
      share += (w * p) / skills.length;
      slope += (w * p * (1 - p)) / skills.length;
    }
  }
  if (weight > 0) {
    share /= weight;
    slope /= weight;
  }
  const maxPoints = MOCK_EXAM_FORMAT.closedCount * MOCK_EXAM_FORMAT.closedPoints + MOCK_EXAM_FORMAT.openPoints;
  const sd = Math.sqrt(slope ** 2 * variance + (share * (1 - share)) / maxPoints);
  const clamp = (x: number) => Math.max(0, Math.min(100, Math.round(100 * x)));
  return { percent: clamp(share), low: clamp(share - Z * sd), high: clamp(share + Z * sd), level: 0.8 };
}
