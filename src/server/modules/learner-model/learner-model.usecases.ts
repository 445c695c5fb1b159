import type { SQL, SQLWrapper } from 'drizzle-orm';
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
import type { Executor } from '../../db/client.ts';
import type { CalibrationCache } from './calibration-cache.ts';
import { NEIGHBOURS, affectedSkills, itemKeyOf, typicalItemKeys } from './learner-model.catalog.ts';
import type { AnswerReading, LearnerModelRepository } from './learner-model.repository.ts';
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

/** The skills and items one answer's model update reads (answerReadingFields) for the item and skill answered. */
export function answerReadingKeys(p: { skillId: string; templateId: string; level: number }): {
  skills: string[];
  itemKeys: string[];
} {
  const skills = affectedSkills(p.skillId);
  const key = itemKeyOf(p.templateId, p.level);
  const typicalKeys = skills.flatMap((s) => typicalItemKeys(s));
  return { skills: [...skills], itemKeys: [...new Set([key, ...typicalKeys])] };
}

/**
 * One answer through the learner model, from the rows read with answerReadingFor: runs the
 * core's recordAnswer and returns the statements that store it (for runAllOrNothing, beside the
 * caller's own: the learner's rows over the version read, and the shared increments), so the
 * whole answer is one write. A concurrent answer of the same child makes that write conflict.
 */
export function planAnswerUpdate(
  reading: AnswerReading,
  p: { studentId: string; skillId: string; templateId: string; level: number; observation: Observation; now: Date },
  deps: Pick<LearnerModelDeps, 'learner' | 'shared'>,
): { result: RecordAnswerResult; shared: SharedUpdate; guarded: SQL[]; always: SQLWrapper[] } {
  const at = new Date(p.observation.at);
  const skills = affectedSkills(p.skillId);
  const key = itemKeyOf(p.templateId, p.level);
  const typicalItems: Record<string, ItemCalibration | undefined> = {};
  for (const s of skills) {
    typicalItems[s] = meanCalibration(
      typicalItemKeys(s)
        .map((k) => reading.items[k])
        .filter((c) => c !== undefined),
    );
  }
  const weights = reading.weights ?? initialWeights();
  const skillCalBefore = reading.skillCalibrations[p.skillId] ?? initialSkillCalibration();
  const itemBefore = reading.items[key];
  const result = recordAnswer({
    weights,
    student: reading.student,
    skillId: p.skillId,
    skillStates: reading.skillStates,
    skillCalibrations: reading.skillCalibrations,
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
  return {
    result,
    shared,
    guarded: model.guarded,
    always: [...model.always, ...deps.shared.updateStatements(shared, p.now)],
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
