import type { ItemCalibrationUpdate } from '#core/adaptive/index.ts';
import type { Db, Executor } from '../../db/client.ts';
import {
  addBatch,
  addItemUpdate,
  addSharedUpdate,
  addToBatch,
  emptyBatch,
  mergeBatches,
  type SharedBatch,
  type SharedCalibrations,
  type SharedUpdate,
} from './shared-update.ts';

/**
 * How long an instance reuses the shared calibrations for choosing items and updating them.
 * They are slowly moving statistics of all learners; this instance's own answers are added to
 * the cached copy at once, other instances' within this time (and their write-behind).
 */
export const CALIBRATION_CACHE_MS = 5000;

/**
 * How often an instance writes its answers' shared increments (one statement for all of them).
 * Written with every answer, every answer of every instance would update the one model_weights
 * row and wait for the previous writer's commit (decision 0016). Increments not yet written when
 * a process is killed are lost — at most this long of population statistics, never an answer or
 * a learner's own model, which are stored before the reply.
 */
export const CALIBRATION_WRITE_MS = 1000;

/**
 * The process's copy of the shared calibrations (one per app instance) and its answers'
 * increments waiting to be written. `read` loads the calibrations; addShared adds an answer's
 * increments to the copy and queues them for `write`, which runs every writeMs while increments
 * wait (`flush` writes them now: tests, shutdown). A write that fails is retried with the next.
 */
export function createCalibrationCache(deps: {
  db: Db;
  read: (ex: Executor) => Promise<SharedCalibrations>;
  write: (batch: SharedBatch, now: Date) => Promise<void>;
  now: () => Date;
  onWriteError: (err: unknown) => void;
  ttlMs?: number;
  writeMs?: number;
}) {
  const ttlMs = deps.ttlMs ?? CALIBRATION_CACHE_MS;
  const writeMs = deps.writeMs ?? CALIBRATION_WRITE_MS;
  // Monotonic time: the cache's age is an infrastructure matter, not the domain clock.
  let cached: { value: SharedCalibrations; loadedAt: number } | null = null;
  let loading: Promise<SharedCalibrations> | null = null;
  let pending = emptyBatch();
  let writing: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The latest read of the calibrations (settled when none is under way). */
  let reading: Promise<unknown> = Promise.resolve();
  /** Writes queued or under way. */
  let queuedWrites = 0;

  /**
   * Reads the calibrations and adds this instance's increments not written yet, which the
   * database does not have: a reload must not drop them from the copy the instance chooses with.
   * Outside a transaction no write runs during the read (a write under way lands first, the next
   * waits), so every increment is either in what was read or still waiting, never both or neither.
   * Inside one (PGlite would queue a write behind it) a write under way may be missed by the copy
   * until the next reload.
   */
  async function load(ex: Executor): Promise<SharedCalibrations> {
    const startedAt = performance.now();
    const read = (async () => {
      // The writes queued before this read (not those queued during it, which wait for it).
      if (ex === deps.db && queuedWrites > 0) await writing.catch(() => undefined);
      const value = await deps.read(ex);
      addBatch(value, pending);
      cached = { value, loadedAt: startedAt };
      return value;
    })();
    reading = read.catch(() => undefined);
    return read;
  }

  /** Writes what waits; a failed write goes back in front of what came since and is retried later. */
  async function writePending(): Promise<void> {
    if (pending.answers === 0) return;
    const batch = pending;
    pending = emptyBatch();
    try {
      await deps.write(batch, deps.now());
    } catch (err) {
      pending = mergeBatches(batch, pending);
      deps.onWriteError(err);
      schedule();
    }
  }

  /** Writes what waits now, after any write under way (one at a time, in order). */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    // A write whose error handler threw still lets the next ones run. A reload under way reads
    // first, so that it sees each increment exactly once (a reload that starts later waits for
    // this write instead).
    const readFirst = reading;
    queuedWrites++;
    writing = writing
      .catch(() => undefined)
      .then(() => readFirst)
      .then(writePending)
      .finally(() => queuedWrites--);
    return writing;
  }

  function schedule(): void {
    if (timer) return;
    timer = setTimeout(() => void flush(), writeMs);
    // A pending write does not keep a finished process (a test, a script) alive; shutdown flushes.
    timer.unref();
  }

  return {
    /**
     * The shared calibrations. Past ttlMs the copy is reloaded once, in the background: callers
     * meanwhile get the copy they had (a few seconds of other instances' statistics older), so
     * the instance's requests never queue behind that one read — every learning request asks for
     * the calibrations, and a reload delayed by a busy machine held them all (p99 of bench:api).
     * Only the first load is waited for. A caller inside a transaction passes it and reads
     * there when the copy is old: on PGlite a read beside an open transaction waits for it.
     */
    get(ex: Executor = deps.db): Promise<SharedCalibrations> {
      if (cached && performance.now() - cached.loadedAt < ttlMs) return Promise.resolve(cached.value);
      if (ex !== deps.db) return load(ex);
      loading ??= load(deps.db).finally(() => (loading = null));
      if (!cached) return loading;
      // A failed reload leaves the copy as it was; the next call past the time tries again.
      loading.catch(() => undefined);
      return Promise.resolve(cached.value);
    },

    /**
     * An answer's increments: this instance's item choices count them at once (the cache owns its
     * copy, a reload replaces it, and adds them in place), the database within writeMs.
     */
    addShared(u: SharedUpdate): void {
      if (cached) addSharedUpdate(cached.value, u);
      addToBatch(pending, u);
      schedule();
    },

    addItems(updates: readonly ItemCalibrationUpdate[]): void {
      if (!cached) return;
      for (const u of updates) addItemUpdate(cached.value.itemCalibrations, u);
    },

    /** Writes the increments that wait now (shutdown, tests); resolves when they are stored or failed. */
    flush,
  };
}

export type CalibrationCache = ReturnType<typeof createCalibrationCache>;
