/**
 * The product's per-answer entry point: model update + prerequisite propagation + review
 * scheduling + mastery, over plain states the server loads and persists.
 */
import { skillMastery } from './mastery.ts';
import {
  initialSkillCalibration,
  initialSkillState,
  update,
  type ItemCalibration,
  type LearnerSkillState,
  type ModelWeights,
  type Observation,
  type SkillCalibration,
  type StudentState,
  type UpdateOptions,
} from './model.ts';
import { propagateEvidence, type Neighbours } from './propagation.ts';
import { scheduleReview } from './review.ts';

export interface RecordAnswerInput {
  weights: ModelWeights;
  student: StudentState;
  skillId: string;
  /** The student's skill states: at least the answered skill and, for propagation, its graph neighbours. */
  skillStates: Readonly<Record<string, LearnerSkillState | undefined>>;
  /** Shared calibrations of the skills involved (missing ones start from the initial prior). */
  skillCalibrations: Readonly<Record<string, SkillCalibration | undefined>>;
  /** Calibration of the answered item (`${templateId}#${level}`), undefined if never answered. */
  item: ItemCalibration | undefined;
  /** From neighbourIndex(skill graph); omit to switch propagation off. */
  neighbours?: ReadonlyMap<string, Neighbours>;
  /** Typical (level 2) item calibration per skill, for mastery. */
  typicalItems?: Readonly<Record<string, ItemCalibration | undefined>>;
  observation: Observation;
  options?: UpdateOptions;
}

export interface RecordAnswerResult {
  /** Prediction made before the answer was revealed. */
  p: number;
  outcome: number;
  weights: ModelWeights;
  student: StudentState;
  item: ItemCalibration;
  skillCalibration: SkillCalibration;
  /** Every skill state that changed (the answered skill and nudged neighbours): upsert these. */
  skillStates: Record<string, LearnerSkillState>;
  /** Mastery probability (0–1) after the answer, for every changed skill. */
  mastery: Record<string, number>;
}

export function recordAnswer(input: RecordAnswerInput): RecordAnswerResult {
  const before = input.skillStates[input.skillId] ?? initialSkillState();
  const skillCalibration = input.skillCalibrations[input.skillId] ?? initialSkillCalibration();
  const res = update(
    { weights: input.weights, student: input.student, skill: before, skillCalibration, item: input.item },
    input.observation,
    input.options,
  );
  const changed: Record<string, LearnerSkillState> = input.neighbours
    ? propagateEvidence(input.neighbours, input.skillId, res.outcome - res.p, input.skillStates)
    : {};
  const masteryOf = (id: string, state: LearnerSkillState, cal: SkillCalibration): number =>
    skillMastery({
      weights: res.weights,
      student: res.student,
      skill: state,
      skillCalibration: cal,
      typicalItem: input.typicalItems?.[id],
    });
  const targetMastery = masteryOf(input.skillId, res.skill, res.skillCalibration);
  changed[input.skillId] = scheduleReview(before, res.skill, res.outcome, targetMastery, input.observation.at);
  const mastery: Record<string, number> = {};
  for (const [id, state] of Object.entries(changed)) {
    mastery[id] =
      id === input.skillId
        ? targetMastery
        : masteryOf(id, state, input.skillCalibrations[id] ?? initialSkillCalibration());
  }
  return {
    p: res.p,
    outcome: res.outcome,
    weights: res.weights,
    student: res.student,
    item: res.item,
    skillCalibration: res.skillCalibration,
    skillStates: changed,
    mastery,
  };
}
