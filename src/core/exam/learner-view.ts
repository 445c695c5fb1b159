/**
 * The learner model's predictions the mock needs: the pupil's success on a template at a level
 * (choosing each task's level), and on every task the real paper can contain (the reference of
 * the predicted result, prediction.ts). An item nobody has answered yet stands in as its
 * skill's typical difficulty shifted by its level, as in the diagnostic.
 */
import {
  defaultLevelOffset,
  initialSkillCalibration,
  initialSkillState,
  initialStudentState,
  predict,
  type ItemCalibration,
  type LearnerSkillState,
  type ModelWeights,
  type SkillCalibration,
  type StudentState,
} from '../adaptive/index.ts';
import { MOCK_EXAM_FORMAT } from './format.ts';
import { bestLevel, type ExamTemplate } from './paper.ts';
import type { ReferenceTask } from './prediction.ts';

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

/** The same learner model knowing nothing yet about the pupil: an average pupil of the population. */
export function averagePupil(view: LearnerView): LearnerView {
  return { ...view, student: initialStudentState(), skillStates: {} };
}

/**
 * The tasks the real paper can contain: every exam task of the bank at the level a paper made for
 * an average pupil gives it (where the average pupil succeeds about half the time, as on the CKE
 * paper, whose mean is near 50 %), with this pupil's predicted success on it.
 */
export function referenceTasks(view: LearnerView, bank: readonly ExamTemplate[]): ReferenceTask[] {
  const average = successPredictor(averagePupil(view));
  const pupil = successPredictor(view);
  return bank.map((t) => {
    const { level } = bestLevel(t, average);
    return {
      area: t.area,
      kind: t.task.kind,
      points: t.points[level] ?? MOCK_EXAM_FORMAT.closedPoints,
      predicted: pupil(t.templateId, level, t.skillId),
    };
  });
}
