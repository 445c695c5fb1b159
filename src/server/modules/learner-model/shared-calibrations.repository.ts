import { eq, sql, type SQL } from 'drizzle-orm';
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
import { itemDelta, type SharedBatch, type SharedCalibrations, type SharedDelta } from './shared-update.ts';

/** The single row of model_weights. */
const WEIGHTS_ROW = 1;

function pgArray(values: readonly number[]): string {
  return `{${values.map((v) => (Number.isFinite(v) ? String(v) : '0')).join(',')}}`;
}

function addArrays(column: SQL, delta: readonly number[]) {
  return sql`array(select coalesce(x.a, 0) + coalesce(x.b, 0) from unnest(${column}, ${pgArray(delta)}::float8[]) with ordinality as x(a, b, i) order by x.i)`;
}

function toWeights(row: typeof modelWeights.$inferSelect | undefined): ModelWeights {
  if (!row) return initialWeights();
  return { version: 1, w: row.w, g2: row.g2, updates: row.updates };
}

function toSkillCalibration(row: typeof skillCalibration.$inferSelect): SkillCalibration {
  return { difficulty: row.difficulty, count: row.count, w: row.w, g2: row.g2 };
}

/** The atomic increment of one item's calibration (the row is created as `create` if missing). */
function itemIncrement(itemKey: string, create: ItemCalibration, add: SharedDelta['item'], now: Date): SQL {
  return sql`insert into item_calibration (item_key, difficulty, count, updated_at)
    values (${itemKey}, ${create.difficulty}, ${create.count}, ${now})
    on conflict (item_key) do update set
      difficulty = item_calibration.difficulty + ${add.difficulty},
      count = item_calibration.count + ${add.count},
      updated_at = excluded.updated_at`;
}

function skillIncrement(skillId: string, create: SkillCalibration, add: SharedDelta['skill'], now: Date): SQL {
  return sql`insert into skill_calibration (skill_id, difficulty, count, w, g2, updated_at)
    values (${skillId}, ${create.difficulty}, ${create.count}, ${pgArray(create.w)}::float8[], ${pgArray(create.g2)}::float8[], ${now})
    on conflict (skill_id) do update set
      difficulty = skill_calibration.difficulty + ${add.difficulty},
      count = skill_calibration.count + ${add.count},
      w = ${addArrays(sql`skill_calibration.w`, add.w)},
      g2 = ${addArrays(sql`skill_calibration.g2`, add.g2)},
      updated_at = excluded.updated_at`;
}

function weightsIncrement(create: ModelWeights, add: NonNullable<SharedDelta['weights']>, now: Date): SQL {
  return sql`insert into model_weights (id, version, w, g2, updates, updated_at)
    values (${WEIGHTS_ROW}, ${create.version}, ${pgArray(create.w)}::float8[], ${pgArray(create.g2)}::float8[], ${create.updates}, ${now})
    on conflict (id) do update set
      w = ${addArrays(sql`model_weights.w`, add.w)},
      g2 = ${addArrays(sql`model_weights.g2`, add.g2)},
      updates = model_weights.updates + ${add.updates},
      updated_at = excluded.updated_at`;
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
