import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  initialWeights,
  type ItemCalibration,
  type ItemCalibrationUpdate,
  type ModelWeights,
  type SkillCalibration,
} from '#core/adaptive/index.ts';
import type { Db, Executor } from '../../db/client.ts';
import { runTogether } from '../../db/statements.ts';
import { itemCalibration, modelWeights, skillCalibration } from '../../db/schema/index.ts';
import { columnNames, nameList, tableAs, value, withNames } from '../../db/sql-names.ts';
import { itemDelta, type SharedBatch, type SharedCalibrations, type SharedDelta } from './shared-update.ts';

/** The single row of model_weights. */
const WEIGHTS_ROW = 1;

function pgArray(values: readonly number[]): string {
  return `{${values.map((v) => (Number.isFinite(v) ? String(v) : '0')).join(',')}}`;
}

function addArrays(column: SQLWrapper, delta: readonly number[]) {
  return sql`array(select coalesce(x.a, 0) + coalesce(x.b, 0) from unnest(${column}, ${pgArray(delta)}::float8[]) with ordinality as x(a, b, i) order by x.i)`;
}

function toWeights(row: typeof modelWeights.$inferSelect | undefined): ModelWeights {
  if (!row) return initialWeights();
  return { version: 1, w: row.w, g2: row.g2, updates: row.updates };
}

function toSkillCalibration(row: typeof skillCalibration.$inferSelect): SkillCalibration {
  return { difficulty: row.difficulty, count: row.count, w: row.w, g2: row.g2 };
}

// The increments are built for every row of a batch: their names are merged into their text once
// (sql-names.ts withNames), the stored row's columns qualified by the table's name.

const ITEM_INCREMENT = ((t, c) =>
  withNames`insert into ${c.$from} (${nameList(itemCalibration.itemKey, itemCalibration.difficulty, itemCalibration.count, itemCalibration.updatedAt)})
    values (${value('itemKey')}, ${value('difficulty')}, ${value('count')}, ${value('now')})
    on conflict (${c.itemKey}) do update set
      ${c.difficulty} = ${t.difficulty} + ${value('addDifficulty')},
      ${c.count} = ${t.count} + ${value('addCount')},
      ${c.updatedAt} = excluded.${c.updatedAt}`)(tableAs(itemCalibration), columnNames(itemCalibration));

/** The atomic increment of one item's calibration (the row is created as `create` if missing). */
function itemIncrement(itemKey: string, create: ItemCalibration, add: SharedDelta['item'], now: Date): SQL {
  return ITEM_INCREMENT({
    itemKey,
    difficulty: create.difficulty,
    count: create.count,
    now,
    addDifficulty: add.difficulty,
    addCount: add.count,
  });
}

const SKILL = tableAs(skillCalibration);
const SKILL_INCREMENT = ((t, c) =>
  withNames`insert into ${c.$from} (${nameList(skillCalibration.skillId, skillCalibration.difficulty, skillCalibration.count, skillCalibration.w, skillCalibration.g2, skillCalibration.updatedAt)})
    values (${value('skillId')}, ${value('difficulty')}, ${value('count')}, ${value('w')}::float8[], ${value('g2')}::float8[], ${value('now')})
    on conflict (${c.skillId}) do update set
      ${c.difficulty} = ${t.difficulty} + ${value('addDifficulty')},
      ${c.count} = ${t.count} + ${value('addCount')},
      ${c.w} = ${value('addW')},
      ${c.g2} = ${value('addG2')},
      ${c.updatedAt} = excluded.${c.updatedAt}`)(SKILL, columnNames(skillCalibration));

function skillIncrement(skillId: string, create: SkillCalibration, add: SharedDelta['skill'], now: Date): SQL {
  return SKILL_INCREMENT({
    skillId,
    difficulty: create.difficulty,
    count: create.count,
    w: pgArray(create.w),
    g2: pgArray(create.g2),
    now,
    addDifficulty: add.difficulty,
    addCount: add.count,
    addW: addArrays(SKILL.w, add.w),
    addG2: addArrays(SKILL.g2, add.g2),
  });
}

const WEIGHTS = tableAs(modelWeights);
const WEIGHTS_INCREMENT = ((t, c) =>
  withNames`insert into ${c.$from} (${nameList(modelWeights.id, modelWeights.version, modelWeights.w, modelWeights.g2, modelWeights.updates, modelWeights.updatedAt)})
    values (${value('id')}, ${value('version')}, ${value('w')}::float8[], ${value('g2')}::float8[], ${value('updates')}, ${value('now')})
    on conflict (${c.id}) do update set
      ${c.w} = ${value('addW')},
      ${c.g2} = ${value('addG2')},
      ${c.updates} = ${t.updates} + ${value('addUpdates')},
      ${c.updatedAt} = excluded.${c.updatedAt}`)(WEIGHTS, columnNames(modelWeights));

function weightsIncrement(create: ModelWeights, add: NonNullable<SharedDelta['weights']>, now: Date): SQL {
  return WEIGHTS_INCREMENT({
    id: WEIGHTS_ROW,
    version: create.version,
    w: pgArray(create.w),
    g2: pgArray(create.g2),
    updates: create.updates,
    now,
    addW: addArrays(WEIGHTS.w, add.w),
    addG2: addArrays(WEIGHTS.g2, add.g2),
    addUpdates: add.updates,
  });
}

/** Rows by key in a fixed order: two writers locking the same rows cannot deadlock. */
function byKey<T>(rows: ReadonlyMap<string, T>): [string, T][] {
  return [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The shared calibrations of all learners (item_calibration, skill_calibration, model_weights).
 * They are changed only by atomic increments (after − before of answers), so concurrent
 * answers of many children on many app instances add up instead of overwriting each other
 * (Hogwild-style online learning; the increments are small by design of the Elo/AdaGrad updates).
 */
export function createSharedCalibrationsRepository(db: Db) {
  return {
    /** All shared calibrations (what the calibration cache holds). */
    async readAll(ex: Executor = db): Promise<SharedCalibrations> {
      const [calRows, itemRows, weightRows] = await Promise.all([
        ex.select().from(skillCalibration),
        ex.select().from(itemCalibration),
        ex.select().from(modelWeights).where(eq(modelWeights.id, WEIGHTS_ROW)),
      ]);
      return {
        weights: toWeights(weightRows[0]),
        skillCalibrations: Object.fromEntries(calRows.map((r) => [r.skillId, toSkillCalibration(r)])),
        itemCalibrations: Object.fromEntries(
          itemRows.map((r) => [r.itemKey, { difficulty: r.difficulty, count: r.count }]),
        ),
      };
    },

    /**
     * Adds a batch of answers' increments (SharedBatch) in one statement: one atomic upsert per
     * row, in a fixed order (items, skills, weights; each by key) so two instances writing at
     * once cannot deadlock. Empty batches write nothing.
     */
    async applyBatch(batch: SharedBatch, now: Date, ex: Executor = db): Promise<void> {
      const writes = [
        ...byKey(batch.items).map(([key, row]) => itemIncrement(key, row.create, row.add, now)),
        ...byKey(batch.skills).map(([key, row]) => skillIncrement(key, row.create, row.add, now)),
        ...(batch.weights ? [weightsIncrement(batch.weights.create, batch.weights.add, now)] : []),
      ];
      if (writes.length) await runTogether(ex, writes, 's');
    },

    /**
     * Adds a batch of item calibration changes (a finished diagnostic's answers) in one
     * statement, so the batch is atomic; each row is an increment, as in applySharedUpdate.
     */
    async applyItemUpdates(updates: readonly ItemCalibrationUpdate[], now: Date): Promise<void> {
      if (updates.length === 0) return;
      // A fixed order of row locks: two diagnostics finishing together cannot deadlock.
      const ordered = [...updates].sort((a, b) => (a.itemKey < b.itemKey ? -1 : a.itemKey > b.itemKey ? 1 : 0));
      await runTogether(
        db,
        ordered.map((u) => itemIncrement(u.itemKey, u.after, itemDelta(u), now)),
        'i',
      );
    },
  };
}

export type SharedCalibrationsRepository = ReturnType<typeof createSharedCalibrationsRepository>;
