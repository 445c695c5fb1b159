import { sql } from 'drizzle-orm';
import type { ItemCalibrationUpdate } from '#core/adaptive/diagnostic-calibration.ts';
import type { Db } from '../../db/client.ts';

/**
 * Shared item calibrations changed by batches of answers (a finished diagnostic). Like the
 * practice path (learner.repository.ts applySharedUpdate), each change is applied as an atomic
 * increment (after − before), so concurrent answers of many children add up instead of one
 * overwriting another.
 */
export function createCalibrationRepository(db: Db) {
  return {
    /** One upsert per item, all in one transaction (a diagnostic has at most 16 items). */
    async applyItemUpdates(updates: readonly ItemCalibrationUpdate[], now: Date): Promise<void> {
      if (updates.length === 0) return;
      // A fixed order of row locks: two diagnostics finishing together cannot deadlock.
      const ordered = [...updates].sort((a, b) => (a.itemKey < b.itemKey ? -1 : a.itemKey > b.itemKey ? 1 : 0));
      await db.transaction(async (tx) => {
        for (const u of ordered) {
          await tx.execute(sql`
            insert into item_calibration (item_key, difficulty, count, updated_at)
            values (${u.itemKey}, ${u.after.difficulty}, ${u.after.count}, ${now})
            on conflict (item_key) do update set
              difficulty = item_calibration.difficulty + ${u.after.difficulty - u.before.difficulty},
              count = item_calibration.count + ${u.after.count - u.before.count},
              updated_at = excluded.updated_at`);
        }
      });
    },
  };
}

export type CalibrationRepository = ReturnType<typeof createCalibrationRepository>;
