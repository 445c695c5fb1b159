/**
 * The learner model's predictions the mock needs: the pupil's success on a template at a level
 * (choosing each task's level), and on a typical item of every e8 skill (the real exam's
 * reference for the predicted percentage). An item nobody has answered yet stands in as its
 * skill's typical difficulty shifted by its level, as in the diagnostic.
 */
import {
  defaultLevelOffset,
  initialSkillCalibration,
  initialSkillState,
  predict,
  type ItemCalibration,
  type LearnerSkillState,
  type ModelWeights,
  type SkillCalibration,
  type StudentState,
} from '../adaptive/index.ts';
import { examAreaOf } from './format.ts';
import type { ReferenceSkill } from './result.ts';

export interface LearnerView {
  weights: ModelWeights;
  student: StudentState;
  skillStates: Readonly<Record<string, LearnerSkillState | undefined>>;
  skillCalibrations: Readonly<Record<string, SkillCalibration | undefined>>;
  itemCalibrations: Readonly<Record<string, ItemCalibration | undefined>>;
}

const itemKey = (templateId: string, level: number) => `${templateId}#${level}`;

function successOn(view: LearnerView, skillId: string, item: ItemCalibration): number {
  return predict({
    weights: view.weights,
    student: view.student,
    skill: view.skillStates[skillId] ?? initialSkillState(),
    skillCalibration: view.skillCalibrations[skillId] ?? initialSkillCalibration(),
    item,
  });
}

export function successPredictor(view: LearnerView) {
  return (templateId: string, level: number, skillId: string): number => {
    const skillDifficulty = view.skillCalibrations[skillId]?.difficulty ?? 0;
    const item = view.itemCalibrations[itemKey(templateId, level)] ?? {
      difficulty: skillDifficulty + defaultLevelOffset(level),
      count: 0,
    };
    return successOn(view, skillId, item);
  };
}

/** Per e8 skill with templates: success on its typical item (mean of its level 2 items). */
export function referenceSkills(
  view: LearnerView,
  templates: readonly { id: string; skillId: string }[],
): ReferenceSkill[] {
  const bySkill = new Map<string, string[]>();
  for (const t of templates) bySkill.set(t.skillId, [...(bySkill.get(t.skillId) ?? []), t.id]);
  const out: ReferenceSkill[] = [];
  for (const [skillId, ids] of bySkill) {
    const area = examAreaOf(skillId);
    if (!area) continue;
    const calibrated = ids.map((id) => view.itemCalibrations[itemKey(id, 2)]).filter((c) => c !== undefined);
    const difficulty =
      calibrated.length > 0
        ? calibrated.reduce((s, c) => s + c.difficulty, 0) / calibrated.length
        : (view.skillCalibrations[skillId]?.difficulty ?? 0);
    out.push({ area, predicted: successOn(view, skillId, { difficulty, count: 0 }) });
  }
  return out;
}
