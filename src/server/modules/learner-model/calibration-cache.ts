import type { ItemCalibrationUpdate } from '#core/adaptive/index.ts';
import type { Db, Executor } from '../../db/client.ts';
import { addItemUpdate, addSharedUpdate, type SharedCalibrations, type SharedUpdate } from './shared-update.ts';

/**
 * How long an instance reuses the shared calibrations for choosing items. They are slowly moving
 * statistics of all learners; this instance's own answers are added to the cached copy at once,
 * other instances' within this time. Recording an answer always reads the current rows.
 */
export const CALIBRATION_CACHE_MS = 5000;

/**
 * The process's copy of the shared calibrations (one per app instance). `read` loads them from
 * the database; the owner calls addShared/addItems after it stored increments.
 */
export function createCalibrationCache(deps: {
  db: Db;
  read: (ex: Executor) => Promise<SharedCalibrations>;
  ttlMs?: number;
}) {
  const ttlMs = deps.ttlMs ?? CALIBRATION_CACHE_MS;
  // Monotonic time: the cache's age is an infrastructure matter, not the domain clock.
  let cached: { value: SharedCalibrations; loadedAt: number } | null = null;
  let loading: Promise<SharedCalibrations> | null = null;

  async function load(ex: Executor): Promise<SharedCalibrations> {
    const startedAt = performance.now();
    const value = await deps.read(ex);
    cached = { value, loadedAt: startedAt };
    return value;
  }

  return {
    /**
     * The shared calibrations, at most ttlMs old; concurrent callers share one reload. A caller
     * inside a transaction passes it: on PGlite a read beside an open transaction waits for it.
     */
    get(ex: Executor = deps.db): Promise<SharedCalibrations> {
      if (cached && performance.now() - cached.loadedAt < ttlMs) return Promise.resolve(cached.value);
      if (ex !== deps.db) return load(ex);
      loading ??= load(deps.db).finally(() => (loading = null));
      return loading;
    },

    /**
     * This instance's own answer counts in its item choices at once, without a reload. The cache
     * owns its copy (a reload replaces it) and adds the increments in place.
     */
    addShared(u: SharedUpdate): void {
      if (cached) addSharedUpdate(cached.value, u);
    },

    addItems(updates: readonly ItemCalibrationUpdate[]): void {
      if (!cached) return;
      for (const u of updates) addItemUpdate(cached.value.itemCalibrations, u);
    },
  };
}

export type CalibrationCache = ReturnType<typeof createCalibrationCache>;
