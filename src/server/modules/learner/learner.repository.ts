import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  initialSkillCalibration,
  initialStudentState,
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

/**
 * How long an instance reuses the shared calibrations for choosing items. They are slowly moving
 * statistics of all learners; this instance's own answers are added to the cached copy at once,
 * other instances' within this time. recordInTx always reads the current rows.
 */
export const CALIBRATION_CACHE_MS = 5000;
/** How many recently served items the practice policy looks at. */
export const RECENT_ITEMS = 20;

/** The shared calibrations (all learners) the policies read. */
export type SharedCalibrations = Pick<PolicyState, 'weights' | 'skillCalibrations' | 'itemCalibrations'>;

export interface RecentItem {
  templateId: string;
  level: number;
  skillId: string;
  correct: boolean;
}

/** One learner's own model and recent items, read in one round trip (see studentModelFields). */
export interface StudentModel {
  student: StudentState;
  skillStates: Record<string, LearnerSkillState>;
  recent: RecentItem[];
}

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

function toRecent(rows: readonly { templateId: string; level: number; skillId: string; result: string | null }[]) {
  // A skipped or unanswered item counts as "not managed": the policy then offers an easier one.
  return rows.map((r) => ({
    templateId: r.templateId,
    level: r.level,
    skillId: r.skillId,
    correct: r.result === 'correct',
  }));
}

/**
 * Columns that read one learner's state, skill states and recent items as JSON subqueries, so a
 * caller can fetch them in the same statement as its own row (e.g. the session it checks the
 * ownership of). `studentId` is a column of that statement or a bound value.
 */
export function studentModelFields(studentId: AnyPgColumn | SQL) {
  return {
    learnerState: sql<StudentState | null>`(select ls.state from learner_state ls where ls.student_id = ${studentId})`,
    skillStates: sql<
      { skillId: string; state: LearnerSkillState }[]
    >`(select coalesce(json_agg(json_build_object('skillId', ss.skill_id, 'state', ss.state)), '[]'::json) from learner_skill_state ss where ss.student_id = ${studentId})`,
    // The last RECENT_ITEMS served (any session or diagnostic), most recent last.
    recent: sql<
      { templateId: string; level: number; skillId: string; result: string | null }[]
    >`(select coalesce(json_agg(json_build_object('templateId', r.template_id, 'level', r.level, 'skillId', r.skill_id, 'result', r.result) order by r.created_at, r.position), '[]'::json) from (select a.template_id, a.level, a.skill_id, a.result, a.created_at, a.position from attempts a where a.student_id = ${studentId} order by a.created_at desc, a.position desc limit ${RECENT_ITEMS}) r)`,
  };
}

/** The row read with studentModelFields as the policy's view of the learner. */
export function toStudentModel(row: {
  learnerState: StudentState | null;
  skillStates: readonly { skillId: string; state: LearnerSkillState }[];
  recent: readonly { templateId: string; level: number; skillId: string; result: string | null }[];
}): StudentModel {
  return {
    student: row.learnerState ?? initialStudentState(),
    skillStates: Object.fromEntries(row.skillStates.map((r) => [r.skillId, r.state])),
    recent: toRecent(row.recent),
  };
}

function addInto(values: readonly number[], delta: readonly number[]): number[] {
  return values.map((v, i) => v + (delta[i] ?? 0));
}

/** Item calibrations with one item's increment added, as the database adds it (itemIncrement). */
function withItemUpdate(
  items: Readonly<Record<string, ItemCalibration>>,
  u: ItemCalibrationUpdate,
): Record<string, ItemCalibration> {
  const item = items[u.itemKey];
  return {
    ...items,
    [u.itemKey]: item
      ? {
          difficulty: item.difficulty + u.after.difficulty - u.before.difficulty,
          count: item.count + u.after.count - u.before.count,
        }
      : u.after,
  };
}

/** The atomic increment of one item's calibration (the row is created at `after` if missing). */
function itemIncrement(u: ItemCalibrationUpdate, now: Date): SQL {
  return sql`insert into item_calibration (item_key, difficulty, count, updated_at)
    values (${u.itemKey}, ${u.after.difficulty}, ${u.after.count}, ${now})
    on conflict (item_key) do update set
      difficulty = item_calibration.difficulty + ${u.after.difficulty - u.before.difficulty},
      count = item_calibration.count + ${u.after.count - u.before.count},
      updated_at = excluded.updated_at`;
}

/** The cached calibrations with one answer's increment added, as the database adds it. */
function withSharedUpdate(c: SharedCalibrations, u: SharedUpdate): SharedCalibrations {
  const { before, after } = u;
  const skill = c.skillCalibrations[u.skillId];
  const sc = after.skillCalibration;
  const scBefore = before.skillCalibration;
  return {
    weights:
      after.weights === before.weights
        ? c.weights
        : {
            ...c.weights,
            w: addInto(c.weights.w, diff(after.weights.w, before.weights.w)),
            g2: addInto(c.weights.g2, diff(after.weights.g2, before.weights.g2)),
            updates: c.weights.updates + after.weights.updates - before.weights.updates,
          },
    itemCalibrations: withItemUpdate(c.itemCalibrations, {
      itemKey: u.itemKey,
      before: before.item,
      after: after.item,
    }),
    skillCalibrations: {
      ...c.skillCalibrations,
      [u.skillId]: skill
        ? {
            difficulty: skill.difficulty + sc.difficulty - scBefore.difficulty,
            count: skill.count + sc.count - scBefore.count,
            w: addInto(skill.w, diff(sc.w, scBefore.w)),
            g2: addInto(skill.g2, diff(sc.g2, scBefore.g2)),
          }
        : sc,
    },
  };
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
export function createLearnerRepository(db: Db, options: { calibrationCacheMs?: number } = {}) {
  const cacheMs = options.calibrationCacheMs ?? CALIBRATION_CACHE_MS;
  // Monotonic time: the cache's age is an infrastructure matter, not the domain clock.
  let cached: { value: SharedCalibrations; loadedAt: number } | null = null;
  let loading: Promise<SharedCalibrations> | null = null;

  async function loadCalibrations(ex: Executor): Promise<SharedCalibrations> {
    const startedAt = performance.now();
    const [calRows, itemRows, weightRows] = await Promise.all([
      ex.select().from(skillCalibration),
      ex.select().from(itemCalibration),
      ex.select().from(modelWeights).where(eq(modelWeights.id, WEIGHTS_ROW)),
    ]);
    const value: SharedCalibrations = {
      weights: toWeights(weightRows[0]),
      skillCalibrations: Object.fromEntries(calRows.map((r) => [r.skillId, toSkillCalibration(r)])),
      itemCalibrations: Object.fromEntries(
        itemRows.map((r) => [r.itemKey, { difficulty: r.difficulty, count: r.count }]),
      ),
    };
    cached = { value, loadedAt: startedAt };
    return value;
  }

  /**
   * The shared calibrations, at most cacheMs old; concurrent callers share one reload. A caller
   * inside a transaction passes it: on PGlite a read beside an open transaction waits for it.
   */
  function sharedCalibrations(ex: Executor = db): Promise<SharedCalibrations> {
    if (cached && performance.now() - cached.loadedAt < cacheMs) return Promise.resolve(cached.value);
    if (ex !== db) return loadCalibrations(ex);
    loading ??= loadCalibrations(db).finally(() => (loading = null));
    return loading;
  }

  return {
    sharedCalibrations,

    /** The policy's input: the learner's model (one query) and the shared calibrations (cached). */
    async loadPolicyState(studentId: string, ex: Executor = db): Promise<PolicyState> {
      const [rows, shared] = await Promise.all([
        ex.select(studentModelFields(sql`${studentId}::uuid`)).from(sql`(select 1) as one`),
        sharedCalibrations(ex),
      ]);
      const model = toStudentModel(rows[0] ?? { learnerState: null, skillStates: [], recent: [] });
      return { ...shared, student: model.student, skillStates: model.skillStates };
    },

    /**
     * One answer through the learner model, inside the caller's transaction: locks the student,
     * runs recordAnswer and writes the student's rows. Returns the result and the shared update
     * to apply with applySharedUpdate.
     */
    async recordInTx(
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
    ): Promise<{ result: RecordAnswerResult; shared: SharedUpdate }> {
      const at = new Date(p.observation.at);
      // One statement creates the row if needed and locks it: two answers of one child never
      // interleave. Everything below is read after the lock, in a later statement, so it is current.
      const [studentRow] = await tx
        .insert(learnerState)
        .values({ studentId: p.studentId, state: initialStudentState(), updatedAt: at })
        .onConflictDoUpdate({ target: learnerState.studentId, set: { studentId: sql`excluded.student_id` } })
        .returning();
      const skills = affectedSkills(p.skillId);
      const key = itemKeyOf(p.templateId, p.level);
      const typicalKeys = new Map(skills.map((s) => [s, typicalItemKeys(s)]));
      const itemKeys = [...new Set([key, ...[...typicalKeys.values()].flat()])];
      const current = await readForAnswer(tx, { studentId: p.studentId, skills, itemKeys, seen: p });
      const items = new Map(current.items.map((r) => [r.itemKey, { difficulty: r.difficulty, count: r.count }]));
      const skillCalibrations = Object.fromEntries(current.skillCalibrations.map((r) => [r.skillId, r]));
      const typicalItems: Record<string, ItemCalibration | undefined> = {};
      for (const [s, keys] of typicalKeys) {
        typicalItems[s] = meanCalibration(keys.map((k) => items.get(k)).filter((c) => c !== undefined));
      }
      const weights = current.weights ?? initialWeights();
      const skillCalBefore = skillCalibrations[p.skillId] ?? initialSkillCalibration();
      const itemBefore = items.get(key);
      const result = recordAnswer({
        weights,
        student: studentRow?.state ?? initialStudentState(),
        skillId: p.skillId,
        skillStates: Object.fromEntries(current.skillStates.map((r) => [r.skillId, r.state])),
        skillCalibrations,
        item: itemBefore,
        neighbours: NEIGHBOURS,
        typicalItems,
        observation: p.seenExceptAttemptId ? { ...p.observation, itemSeen: current.itemSeen } : p.observation,
      });

      const writes: SQLWrapper[] = [
        tx
          .update(learnerState)
          .set({ state: result.student, updatedAt: at })
          .where(eq(learnerState.studentId, p.studentId)),
        ...skillStatesUpsert(tx, p.studentId, result.skillStates, result.mastery, at, true),
        ...(p.alongside ?? []),
      ];
      // Data-modifying CTEs always run to completion: one round trip for all the writes.
      await tx.execute(
        sql`with ${sql.join(
          writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w.getSQL()})`),
          sql`, `,
        )} select 1`,
      );

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

    /**
     * Adds one answer's change to the shared calibrations: one statement of three atomic
     * single-row upserts. Call it after the answer's transaction committed (`ex` only for tests).
     */
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
        with item as (${itemIncrement({ itemKey: u.itemKey, before: before.item, after: after.item }, now)}), skill as (
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
      // This instance's own answers count in its item choices at once, without a reload.
      if (cached) cached = { value: withSharedUpdate(cached.value, u), loadedAt: cached.loadedAt };
    },

    /**
     * Adds a batch of item calibration changes (a finished diagnostic's answers) in one
     * statement, so the batch is atomic; each row is an increment, as in applySharedUpdate.
     */
    async applyItemUpdates(updates: readonly ItemCalibrationUpdate[], now: Date): Promise<void> {
      if (updates.length === 0) return;
      // A fixed order of row locks: two diagnostics finishing together cannot deadlock.
      const ordered = [...updates].sort((a, b) => (a.itemKey < b.itemKey ? -1 : a.itemKey > b.itemKey ? 1 : 0));
      await db.execute(
        sql`with ${sql.join(
          ordered.map((u, i) => sql`${sql.raw(`i${i}`)} as (${itemIncrement(u, now)})`),
          sql`, `,
        )} select 1`,
      );
      if (!cached) return;
      let items = cached.value.itemCalibrations;
      for (const u of ordered) items = withItemUpdate(items, u);
      cached = { value: { ...cached.value, itemCalibrations: items }, loadedAt: cached.loadedAt };
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

/** The upsert of the given skill states (none when there are none). */
function skillStatesUpsert(
  ex: Executor,
  studentId: string,
  states: Record<string, LearnerSkillState>,
  mastery: Record<string, number>,
  at: Date,
  overwrite: boolean,
): SQLWrapper[] {
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
  if (rows.length === 0) return [];
  const insert = ex.insert(learnerSkillState).values(rows);
  if (!overwrite) return [insert.onConflictDoNothing()];
  return [
    insert.onConflictDoUpdate({
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
    }),
  ];
}

async function upsertSkillStates(
  ex: Executor,
  studentId: string,
  states: Record<string, LearnerSkillState>,
  mastery: Record<string, number>,
  at: Date,
  overwrite = true,
): Promise<void> {
  for (const q of skillStatesUpsert(ex, studentId, states, mastery, at, overwrite)) await ex.execute(q.getSQL());
}

/**
 * Everything one answer's model update reads, in one statement: the learner's affected skill
 * states, the current shared calibrations of the affected skills and items, the weights, and
 * whether the item was answered before.
 */
async function readForAnswer(
  tx: Tx,
  p: {
    studentId: string;
    skills: readonly string[];
    itemKeys: readonly string[];
    seen: { templateId: string; level: number; seenExceptAttemptId?: string };
  },
) {
  const skills = sql`array[${sql.join(
    p.skills.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;
  const items = sql`array[${sql.join(
    p.itemKeys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const seen = p.seen.seenExceptAttemptId
    ? sql`exists(select 1 from attempts a where a.student_id = ${p.studentId} and a.template_id = ${p.seen.templateId}
        and a.level = ${p.seen.level} and a.result in ('correct', 'incorrect') and a.id <> ${p.seen.seenExceptAttemptId})`
    : sql`false`;
  const [row] = await tx
    .select({
      skillStates: sql<{ skillId: string; state: LearnerSkillState }[]>`(select coalesce(json_agg(json_build_object(
        'skillId', ss.skill_id, 'state', ss.state)), '[]'::json) from learner_skill_state ss
        where ss.student_id = ${p.studentId} and ss.skill_id = any(${skills}))`,
      skillCalibrations: sql<(SkillCalibration & { skillId: string })[]>`(select coalesce(json_agg(json_build_object(
        'skillId', sc.skill_id, 'difficulty', sc.difficulty, 'count', sc.count, 'w', sc.w, 'g2', sc.g2)), '[]'::json)
        from skill_calibration sc where sc.skill_id = any(${skills}))`,
      items: sql<{ itemKey: string; difficulty: number; count: number }[]>`(select coalesce(json_agg(json_build_object(
        'itemKey', ic.item_key, 'difficulty', ic.difficulty, 'count', ic.count)), '[]'::json)
        from item_calibration ic where ic.item_key = any(${items}))`,
      weights: sql<ModelWeights | null>`(select json_build_object('version', 1, 'w', mw.w, 'g2', mw.g2, 'updates', mw.updates)
        from model_weights mw where mw.id = ${WEIGHTS_ROW})`,
      itemSeen: sql<boolean>`${seen}`,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('answer read returned no row');
  return row;
}

export type LearnerRepository = ReturnType<typeof createLearnerRepository>;
