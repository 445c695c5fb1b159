import type { SQL, SQLWrapper } from 'drizzle-orm';
import {
  initialSkillCalibration,
  recordAnswer,
  type ItemCalibration,
  type ItemCalibrationUpdate,
  type LearnerSkillState,
  type ModelWeights,
  type Observation,
  type RecordAnswerResult,
  type SkillCalibration,
  type StudentState,
} from '#core/adaptive/index.ts';
import type { Executor } from '../../db/client.ts';
import type { CalibrationCache } from './calibration-cache.ts';
import { NEIGHBOURS, affectedSkills, itemKeyOf, typicalItemKeys } from './learner-model.catalog.ts';
import type { LearnerModelRepository } from './learner-model.repository.ts';
import type { AnswerReading } from './learner-model.reads.ts';
import type { SharedCalibrationsRepository } from './shared-calibrations.repository.ts';
import type { SharedCalibrations, SharedUpdate } from './shared-update.ts';

/** Everything the practice and diagnostic policies read about one learner and the shared calibrations. */
export interface PolicyState {
  weights: ModelWeights;
  student: StudentState;
  skillStates: Record<string, LearnerSkillState>;
  skillCalibrations: Record<string, SkillCalibration>;
  itemCalibrations: Record<string, ItemCalibration>;
}

export interface LearnerModelDeps {
  learner: LearnerModelRepository;
  shared: SharedCalibrationsRepository;
  calibrations: CalibrationCache;
}

/** The policy's input: the learner's model (one query) and the shared calibrations (cached). */
export async function loadPolicyState(studentId: string, deps: LearnerModelDeps, ex?: Executor): Promise<PolicyState> {
  const [model, shared] = await Promise.all([deps.learner.readStudentModel(studentId, ex), deps.calibrations.get(ex)]);
  return { ...shared, student: model.student, skillStates: model.skillStates };
}

function meanCalibration(rows: readonly ItemCalibration[]): ItemCalibration | undefined {
  if (rows.length === 0) return undefined;
  return {
    difficulty: rows.reduce((a, r) => a + r.difficulty, 0) / rows.length,
    count: rows.reduce((a, r) => a + r.count, 0),
  };
}

/** The skills one answer's model update reads the learner's states of (answerReadingFields). */
export function answerReadingKeys(p: { skillId: string }): { skills: string[] } {
  return { skills: [...affectedSkills(p.skillId)] };
}

/**
 * One answer through the learner model, from the learner's rows read with answerReadingFields and
 * the instance's shared calibrations: runs the core's recordAnswer and returns the statements
 * that store the learner's rows over the version read (for runAllOrNothing, beside the caller's
 * own), so the answer is one write; a concurrent answer of the same child makes it conflict.
 * The shared increments (`shared`) go to the calibration cache once that write is stored.
 */
export function planAnswerUpdate(
  reading: AnswerReading,
  calibrations: SharedCalibrations,
  p: { studentId: string; skillId: string; templateId: string; level: number; observation: Observation },
  deps: Pick<LearnerModelDeps, 'learner'>,
): { result: RecordAnswerResult; shared: SharedUpdate; guarded: SQL[]; always: SQLWrapper[] } {
  const at = new Date(p.observation.at);
  const skills = affectedSkills(p.skillId);
  const key = itemKeyOf(p.templateId, p.level);
  const typicalItems: Record<string, ItemCalibration | undefined> = {};
  for (const s of skills) {
    typicalItems[s] = meanCalibration(
      typicalItemKeys(s)
        .map((k) => calibrations.itemCalibrations[k])
        .filter((c) => c !== undefined),
    );
  }
  const weights = calibrations.weights;
  const skillCalBefore = calibrations.skillCalibrations[p.skillId] ?? initialSkillCalibration();
  const itemBefore = calibrations.itemCalibrations[key];
  const result = recordAnswer({
    weights,
    student: reading.student,
    skillId: p.skillId,
    skillStates: reading.skillStates,
    skillCalibrations: calibrations.skillCalibrations,
    item: itemBefore,
    neighbours: NEIGHBOURS,
    typicalItems,
    observation: { ...p.observation, itemSeen: reading.itemSeen },
  });
  const shared: SharedUpdate = {
    itemKey: key,
    skillId: p.skillId,
    before: {
      weights,
      item: itemBefore ?? { difficulty: skillCalBefore.difficulty, count: 0 },
      skillCalibration: skillCalBefore,
    },
    after: { weights: result.weights, item: result.item, skillCalibration: result.skillCalibration },
  };
  const model = deps.learner.answerModelWrites({
    studentId: p.studentId,
    readVersion: reading.version,
    student: result.student,
    skillStates: result.skillStates,
    mastery: result.mastery,
    at,
  });
  return { result, shared, guarded: model.guarded, always: model.always };
}

/** Stores a finished diagnostic's item calibration increments (atomically) and caches them. */
export async function applyItemUpdates(
  updates: readonly ItemCalibrationUpdate[],
  now: Date,
  deps: LearnerModelDeps,
): Promise<void> {
  if (updates.length === 0) return;
  await deps.shared.applyItemUpdates(updates, now);
  deps.calibrations.addItems(updates);
}
