import type { SQLWrapper } from 'drizzle-orm';
import {
  initialSkillCalibration,
  initialWeights,
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
import type { Executor, Tx } from '../../db/client.ts';
import type { CalibrationCache } from './calibration-cache.ts';
import { NEIGHBOURS, affectedSkills, itemKeyOf, typicalItemKeys } from './learner-model.catalog.ts';
import type { LearnerModelRepository } from './learner-model.repository.ts';
import type { SharedCalibrationsRepository } from './shared-calibrations.repository.ts';
import type { SharedUpdate } from './shared-update.ts';

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

/**
 * One answer through the learner model, inside the caller's transaction: locks the learner,
 * reads the current rows, runs the core's recordAnswer and stores the learner's rows (with
 * `alongside` in the same statement). Three statements. Returns the result and the shared
 * update to apply with applySharedUpdate after the transaction committed.
 */
export async function recordAnswerInTx(
  tx: Tx,
  p: {
    studentId: string;
    skillId: string;
    templateId: string;
    level: number;
    observation: Observation;
    /** Sets observation.itemSeen: answered this template at this level before, except in this attempt. */
    seenExceptAttemptId?: string;
    /** Written in the same statement as the learner's rows (e.g. the answer on the attempt). */
    alongside?: readonly SQLWrapper[];
  },
  deps: Pick<LearnerModelDeps, 'learner'>,
): Promise<{ result: RecordAnswerResult; shared: SharedUpdate }> {
  const at = new Date(p.observation.at);
  const student = await deps.learner.lockStudentInTx(tx, p.studentId, at);
  const skills = affectedSkills(p.skillId);
  const key = itemKeyOf(p.templateId, p.level);
  const typicalKeys = new Map(skills.map((s) => [s, typicalItemKeys(s)]));
  const current = await deps.learner.readForAnswerInTx(tx, {
    studentId: p.studentId,
    skills,
    itemKeys: [...new Set([key, ...[...typicalKeys.values()].flat()])],
    seen: p.seenExceptAttemptId
      ? { templateId: p.templateId, level: p.level, exceptAttemptId: p.seenExceptAttemptId }
      : undefined,
  });
  const typicalItems: Record<string, ItemCalibration | undefined> = {};
  for (const [s, keys] of typicalKeys) {
    typicalItems[s] = meanCalibration(keys.map((k) => current.items[k]).filter((c) => c !== undefined));
  }
  const weights = current.weights ?? initialWeights();
  const skillCalBefore = current.skillCalibrations[p.skillId] ?? initialSkillCalibration();
  const itemBefore = current.items[key];
  const result = recordAnswer({
    weights,
    student,
    skillId: p.skillId,
    skillStates: current.skillStates,
    skillCalibrations: current.skillCalibrations,
    item: itemBefore,
    neighbours: NEIGHBOURS,
    typicalItems,
    observation: p.seenExceptAttemptId ? { ...p.observation, itemSeen: current.itemSeen } : p.observation,
  });
  await deps.learner.writeAnswerInTx(tx, {
    studentId: p.studentId,
    student: result.student,
    skillStates: result.skillStates,
    mastery: result.mastery,
    at,
    alongside: p.alongside,
  });
  return {
    result,
    shared: {
      itemKey: key,
      skillId: p.skillId,
      before: {
        weights,
        item: itemBefore ?? { difficulty: skillCalBefore.difficulty, count: 0 },
        skillCalibration: skillCalBefore,
      },
      after: { weights: result.weights, item: result.item, skillCalibration: result.skillCalibration },
    },
  };
}

/** Stores one answer's shared increments and adds them to this instance's cached copy. */
export async function applySharedUpdate(u: SharedUpdate, now: Date, deps: LearnerModelDeps): Promise<void> {
  await deps.shared.applyUpdate(u, now);
  deps.calibrations.addShared(u);
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
