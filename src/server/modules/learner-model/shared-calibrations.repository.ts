import { eq, sql, type SQL } from 'drizzle-orm';
import {
  initialWeights,
  type ItemCalibrationUpdate,
  type ModelWeights,
  type SkillCalibration,
} from '#core/adaptive/index.ts';
import type { Db, Executor } from '../../db/client.ts';
import { runTogether } from '../../db/statements.ts';
import { itemCalibration, modelWeights, skillCalibration } from '../../db/schema/index.ts';
import { itemDelta, sharedDelta, type SharedCalibrations, type SharedUpdate } from './shared-update.ts';

/** The single row of model_weights. */
export const WEIGHTS_ROW = 1;

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

/** The atomic increment of one item's calibration (the row is created at `after` if missing). */
function itemIncrement(u: ItemCalibrationUpdate, now: Date): SQL {
  const d = itemDelta(u);
  return sql`insert into item_calibration (item_key, difficulty, count, updated_at)
    values (${u.itemKey}, ${u.after.difficulty}, ${u.after.count}, ${now})
    on conflict (item_key) do update set
      difficulty = item_calibration.difficulty + ${d.difficulty},
      count = item_calibration.count + ${d.count},
      updated_at = excluded.updated_at`;
}

/**
 * The shared calibrations of all learners (item_calibration, skill_calibration, model_weights).
 * They are changed only by atomic increments (after − before of one answer), so concurrent
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
     * The statements adding one answer's change to the shared calibrations: three atomic
     * single-row upserts, in a fixed order (item, skill, weights) so two answers written at once
     * cannot deadlock; run with the answer's own writes (runAllOrNothing's `always`).
     */
    updateStatements(u: SharedUpdate, now: Date): SQL[] {
      const d = sharedDelta(u);
      const sc = u.after.skillCalibration;
      const w = u.after.weights;
      const item = itemIncrement({ itemKey: u.itemKey, before: u.before.item, after: u.after.item }, now);
      const skill = sql`insert into skill_calibration (skill_id, difficulty, count, w, g2, updated_at)
        values (${u.skillId}, ${sc.difficulty}, ${sc.count}, ${pgArray(sc.w)}::float8[], ${pgArray(sc.g2)}::float8[], ${now})
        on conflict (skill_id) do update set
          difficulty = skill_calibration.difficulty + ${d.skill.difficulty},
          count = skill_calibration.count + ${d.skill.count},
          w = ${addArrays(sql`skill_calibration.w`, d.skill.w)},
          g2 = ${addArrays(sql`skill_calibration.g2`, d.skill.g2)},
          updated_at = excluded.updated_at`;
      if (!d.weights) return [item, skill];
      const weights = sql`insert into model_weights (id, version, w, g2, updates, updated_at)
        values (${WEIGHTS_ROW}, ${w.version}, ${pgArray(w.w)}::float8[], ${pgArray(w.g2)}::float8[], ${w.updates}, ${now})
        on conflict (id) do update set
          w = ${addArrays(sql`model_weights.w`, d.weights.w)},
          g2 = ${addArrays(sql`model_weights.g2`, d.weights.g2)},
          updates = model_weights.updates + ${d.weights.updates},
          updated_at = excluded.updated_at`;
      return [item, skill, weights];
    },

    /** Adds one answer's change to the shared calibrations in one statement (`ex` only for tests). */
    async applyUpdate(u: SharedUpdate, now: Date, ex: Executor = db): Promise<void> {
      await runTogether(ex, this.updateStatements(u, now), 's');
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
        ordered.map((u) => itemIncrement(u, now)),
        'i',
      );
    },
  };
}

export type SharedCalibrationsRepository = ReturnType<typeof createSharedCalibrationsRepository>;
