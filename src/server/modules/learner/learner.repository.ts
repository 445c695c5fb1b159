import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  initialSkillCalibration,
  initialStudentState,
  initialWeights,
  recordAnswer,
  type ItemCalibration,
  type LearnerSkillState,
  type ModelWeights,
  type Observation,
  type RecordAnswerResult,
  type SkillCalibration,
  type StudentState,
} from '#core/adaptive/index.ts';
import type { Db } from '../../db/client.ts';
import {
  attempts,
  itemCalibration,
  learnerSkillState,
  learnerState,
  modelWeights,
  skillCalibration,
} from '../../db/schema/index.ts';
import { NEIGHBOURS, affectedSkills, itemKeyOf, typicalItemKeys } from './learner.catalog.ts';

/** A transaction handle (same query API as the database). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

const WEIGHTS_ROW = 1;

/** Everything the practice policy reads about one learner and the shared calibrations. */
export interface PolicyState {
  weights: ModelWeights;
  student: StudentState;
  skillStates: Record<string, LearnerSkillState>;
  skillCalibrations: Record<string, SkillCalibration>;
  itemCalibrations: Record<string, ItemCalibration>;
}

/** The shared calibrations before and after one answer; applied as increments (see applySharedUpdate). */
export interface SharedUpdate {
  itemKey: string;
  skillId: string;
  before: { weights: ModelWeights; item: ItemCalibration; skillCalibration: SkillCalibration };
  after: { weights: ModelWeights; item: ItemCalibration; skillCalibration: SkillCalibration };
}

function pgArray(values: readonly number[]): string {
  return `{${values.map((v) => (Number.isFinite(v) ? String(v) : '0')).join(',')}}`;
}

function diff(after: readonly number[], before: readonly number[]): number[] {
  return after.map((a, i) => a - (before[i] ?? 0));
}

function toWeights(row: typeof modelWeights.$inferSelect | undefined): ModelWeights {
  if (!row) return initialWeights();
  return { version: 1, w: row.w, g2: row.g2, updates: row.updates };
}

function toSkillCalibration(row: typeof skillCalibration.$inferSelect): SkillCalibration {
  return { difficulty: row.difficulty, count: row.count, w: row.w, g2: row.g2 };
}

function meanCalibration(rows: readonly ItemCalibration[]): ItemCalibration | undefined {
  if (rows.length === 0) return undefined;
  return {
    difficulty: rows.reduce((a, r) => a + r.difficulty, 0) / rows.length,
    count: rows.reduce((a, r) => a + r.count, 0),
  };
}

/**
 * Learner-model persistence. Per-student rows (learner_state, learner_skill_state) are written in
 * the caller's transaction after locking the student's learner_state row, so two answers of one
 * child never interleave. The shared rows (item_calibration, skill_calibration, model_weights) are
 * changed only by atomic increments (after − before of this answer), so concurrent answers of
 * many children on many app instances add up instead of overwriting each other (Hogwild-style
 * online learning; the increments are small by design of the Elo/AdaGrad updates).
 */
export function createLearnerRepository(db: Db) {
  return {
    async loadPolicyState(studentId: string, ex: Executor = db): Promise<PolicyState> {
      const [studentRows, skillRows, calRows, itemRows, weightRows] = await Promise.all([
        ex.select().from(learnerState).where(eq(learnerState.studentId, studentId)),
        ex.select().from(learnerSkillState).where(eq(learnerSkillState.studentId, studentId)),
        ex.select().from(skillCalibration),
        ex.select().from(itemCalibration),
        ex.select().from(modelWeights).where(eq(modelWeights.id, WEIGHTS_ROW)),
      ]);
      return {
        weights: toWeights(weightRows[0]),
        student: studentRows[0]?.state ?? initialStudentState(),
        skillStates: Object.fromEntries(skillRows.map((r) => [r.skillId, r.state])),
        skillCalibrations: Object.fromEntries(calRows.map((r) => [r.skillId, toSkillCalibration(r)])),
        itemCalibrations: Object.fromEntries(
          itemRows.map((r) => [r.itemKey, { difficulty: r.difficulty, count: r.count }]),
        ),
      };
    },

    /** Items the student was recently served (any session or diagnostic), most recent last. */
    async recentItems(studentId: string, limit = 20, ex: Executor = db) {
      const rows = await ex
        .select({
          templateId: attempts.templateId,
          level: attempts.level,
          skillId: attempts.skillId,
          result: attempts.result,
        })
        .from(attempts)
        .where(eq(attempts.studentId, studentId))
        .orderBy(sql`${attempts.createdAt} desc, ${attempts.position} desc`)
        .limit(limit);
      // A skipped or unanswered item counts as "not managed": the policy then offers an easier one.
      return rows.reverse().map((r) => ({
        templateId: r.templateId,
        level: r.level,
        skillId: r.skillId,
        correct: r.result === 'correct',
      }));
    },

    /**
     * One answer through the learner model, inside the caller's transaction: locks the student,
     * runs recordAnswer and writes the student's rows. Returns the result and the shared update
     * to apply with applySharedUpdate.
     */
    async recordInTx(
      tx: Tx,
      p: { studentId: string; skillId: string; templateId: string; level: number; observation: Observation },
    ): Promise<{ result: RecordAnswerResult; shared: SharedUpdate }> {
      const at = new Date(p.observation.at);
      // One statement creates the row if needed and locks it: two answers of one child never interleave.
      const [studentRow] = await tx
        .insert(learnerState)
        .values({ studentId: p.studentId, state: initialStudentState(), updatedAt: at })
        .onConflictDoUpdate({ target: learnerState.studentId, set: { studentId: sql`excluded.student_id` } })
        .returning();
      const skills = affectedSkills(p.skillId);
      const key = itemKeyOf(p.templateId, p.level);
      const typicalKeys = new Map(skills.map((s) => [s, typicalItemKeys(s)]));
      const itemKeys = [...new Set([key, ...[...typicalKeys.values()].flat()])];
      const [skillRows, calRows, itemRows, weightRows] = await Promise.all([
        tx
          .select()
          .from(learnerSkillState)
          .where(and(eq(learnerSkillState.studentId, p.studentId), inArray(learnerSkillState.skillId, skills))),
        tx.select().from(skillCalibration).where(inArray(skillCalibration.skillId, skills)),
        tx.select().from(itemCalibration).where(inArray(itemCalibration.itemKey, itemKeys)),
        tx.select().from(modelWeights).where(eq(modelWeights.id, WEIGHTS_ROW)),
      ]);
      const items = new Map(itemRows.map((r) => [r.itemKey, { difficulty: r.difficulty, count: r.count }]));
      const skillCalibrations = Object.fromEntries(calRows.map((r) => [r.skillId, toSkillCalibration(r)]));
      const typicalItems: Record<string, ItemCalibration | undefined> = {};
      for (const [s, keys] of typicalKeys) {
        typicalItems[s] = meanCalibration(keys.map((k) => items.get(k)).filter((c) => c !== undefined));
      }
      const weights = toWeights(weightRows[0]);
      const skillCalBefore = skillCalibrations[p.skillId] ?? initialSkillCalibration();
      const itemBefore = items.get(key);
      const result = recordAnswer({
        weights,
        student: studentRow?.state ?? initialStudentState(),
        skillId: p.skillId,
        skillStates: Object.fromEntries(skillRows.map((r) => [r.skillId, r.state])),
        skillCalibrations,
        item: itemBefore,
        neighbours: NEIGHBOURS,
        typicalItems,
        observation: p.observation,
      });

      await tx
        .update(learnerState)
        .set({ state: result.student, updatedAt: at })
        .where(eq(learnerState.studentId, p.studentId));
      await upsertSkillStates(tx, p.studentId, result.skillStates, result.mastery, at);

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
    },

    /** Adds one answer's change to the shared calibrations: one statement of three atomic single-row upserts. */
    async applySharedUpdate(u: SharedUpdate, now: Date, ex: Executor = db): Promise<void> {
      const { before, after } = u;
      const sc = after.skillCalibration;
      const scBefore = before.skillCalibration;
      const w = after.weights;
      const weights =
        w === before.weights
          ? sql`select 1`
          : sql`insert into model_weights (id, version, w, g2, updates, updated_at)
              values (${WEIGHTS_ROW}, ${w.version}, ${pgArray(w.w)}::float8[], ${pgArray(w.g2)}::float8[], ${w.updates}, ${now})
              on conflict (id) do update set
                w = ${addArrays(sql`model_weights.w`, diff(w.w, before.weights.w))},
                g2 = ${addArrays(sql`model_weights.g2`, diff(w.g2, before.weights.g2))},
                updates = model_weights.updates + ${w.updates - before.weights.updates},
                updated_at = excluded.updated_at
              returning 1`;
      // Data-modifying CTEs always run to completion, referenced or not.
      await ex.execute(sql`
        with item as (
          insert into item_calibration (item_key, difficulty, count, updated_at)
          values (${u.itemKey}, ${after.item.difficulty}, ${after.item.count}, ${now})
          on conflict (item_key) do update set
            difficulty = item_calibration.difficulty + ${after.item.difficulty - before.item.difficulty},
            count = item_calibration.count + ${after.item.count - before.item.count},
            updated_at = excluded.updated_at
          returning 1
        ), skill as (
          insert into skill_calibration (skill_id, difficulty, count, w, g2, updated_at)
          values (${u.skillId}, ${sc.difficulty}, ${sc.count}, ${pgArray(sc.w)}::float8[], ${pgArray(sc.g2)}::float8[], ${now})
          on conflict (skill_id) do update set
            difficulty = skill_calibration.difficulty + ${sc.difficulty - scBefore.difficulty},
            count = skill_calibration.count + ${sc.count - scBefore.count},
            w = ${addArrays(sql`skill_calibration.w`, diff(sc.w, scBefore.w))},
            g2 = ${addArrays(sql`skill_calibration.g2`, diff(sc.g2, scBefore.g2))},
            updated_at = excluded.updated_at
          returning 1
        ), weights as (${weights})
        select 1`);
    },

    /**
     * Seeds the learner model from a diagnostic. `overwrite` replaces existing states (a child
     * who has not practised yet); otherwise only missing rows are filled, so practice evidence
     * is never thrown away by a later test.
     */
    async seedInTx(
      tx: Tx,
      p: {
        studentId: string;
        student: StudentState;
        skills: Record<string, LearnerSkillState>;
        mastery: Record<string, number>;
        at: Date;
        overwrite: boolean;
      },
    ): Promise<void> {
      const insert = tx.insert(learnerState).values({ studentId: p.studentId, state: p.student, updatedAt: p.at });
      if (p.overwrite) {
        await insert.onConflictDoUpdate({
          target: learnerState.studentId,
          set: { state: p.student, updatedAt: p.at },
        });
      } else {
        await insert.onConflictDoNothing();
      }
      await upsertSkillStates(tx, p.studentId, p.skills, p.mastery, p.at, p.overwrite);
    },

    /** Answered practice questions of the student (0 → the diagnostic may overwrite the model). */
    async practiceAnswerCount(studentId: string, ex: Executor = db): Promise<number> {
      const rows = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(attempts)
        .where(
          and(
            eq(attempts.studentId, studentId),
            inArray(attempts.kind, ['new', 'review']),
            inArray(attempts.result, ['correct', 'incorrect']),
          ),
        );
      return rows[0]?.n ?? 0;
    },
  };
}

function addArrays(column: ReturnType<typeof sql>, delta: readonly number[]) {
  return sql`array(select coalesce(x.a, 0) + coalesce(x.b, 0) from unnest(${column}, ${pgArray(delta)}::float8[]) with ordinality as x(a, b, i) order by x.i)`;
}

async function upsertSkillStates(
  ex: Executor,
  studentId: string,
  states: Record<string, LearnerSkillState>,
  mastery: Record<string, number>,
  at: Date,
  overwrite = true,
): Promise<void> {
  const rows = Object.entries(states).map(([skillId, state]) => ({
    studentId,
    skillId,
    ability: state.ability,
    uncertainty: state.uncertainty,
    mastery: mastery[skillId] ?? 0,
    attempts: state.attempts,
    dueAt: state.dueAt === null ? null : new Date(state.dueAt),
    state,
    updatedAt: at,
  }));
  if (rows.length === 0) return;
  const insert = ex.insert(learnerSkillState).values(rows);
  if (!overwrite) {
    await insert.onConflictDoNothing();
    return;
  }
  await insert.onConflictDoUpdate({
    target: [learnerSkillState.studentId, learnerSkillState.skillId],
    set: {
      ability: sql`excluded.ability`,
      uncertainty: sql`excluded.uncertainty`,
      mastery: sql`excluded.mastery`,
      attempts: sql`excluded.attempts`,
      dueAt: sql`excluded.due_at`,
      state: sql`excluded.state`,
      updatedAt: sql`excluded.updated_at`,
    },
  });
}

export type LearnerRepository = ReturnType<typeof createLearnerRepository>;
