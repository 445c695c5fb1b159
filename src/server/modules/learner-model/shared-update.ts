import type { ItemCalibration, ItemCalibrationUpdate, ModelWeights, SkillCalibration } from '#core/adaptive/index.ts';

/** The shared calibrations (all learners) the policies read. */
export interface SharedCalibrations {
  weights: ModelWeights;
  skillCalibrations: Record<string, SkillCalibration>;
  itemCalibrations: Record<string, ItemCalibration>;
}

/** The shared calibrations before and after one answer; stored as increments (after − before). */
export interface SharedUpdate {
  itemKey: string;
  skillId: string;
  before: { weights: ModelWeights; item: ItemCalibration; skillCalibration: SkillCalibration };
  after: { weights: ModelWeights; item: ItemCalibration; skillCalibration: SkillCalibration };
}

/**
 * The increments one update adds to the shared rows. The database adds them with atomic
 * upserts and the calibration cache adds the same numbers to its copy: one arithmetic for both.
 */
export interface SharedDelta {
  item: { difficulty: number; count: number };
  skill: { difficulty: number; count: number; w: number[]; g2: number[] };
  /** null when the answer left the shared weights unchanged. */
  weights: { w: number[]; g2: number[]; updates: number } | null;
}

function diff(after: readonly number[], before: readonly number[]): number[] {
  return after.map((a, i) => a - (before[i] ?? 0));
}

function addInto(values: readonly number[], delta: readonly number[]): number[] {
  return values.map((v, i) => v + (delta[i] ?? 0));
}

export function itemDelta(u: ItemCalibrationUpdate): SharedDelta['item'] {
  return { difficulty: u.after.difficulty - u.before.difficulty, count: u.after.count - u.before.count };
}

export function sharedDelta(u: SharedUpdate): SharedDelta {
  const { before, after } = u;
  const sc = after.skillCalibration;
  const scBefore = before.skillCalibration;
  return {
    item: itemDelta({ itemKey: u.itemKey, before: before.item, after: after.item }),
    skill: {
      difficulty: sc.difficulty - scBefore.difficulty,
      count: sc.count - scBefore.count,
      w: diff(sc.w, scBefore.w),
      g2: diff(sc.g2, scBefore.g2),
    },
    weights:
      after.weights === before.weights
        ? null
        : {
            w: diff(after.weights.w, before.weights.w),
            g2: diff(after.weights.g2, before.weights.g2),
            updates: after.weights.updates - before.weights.updates,
          },
  };
}

/**
 * Adds one item's increment to the item calibrations, in place (a missing row is created at
 * `after`). Only the calibration cache's own copy is changed this way: entries are replaced, never
 * changed, so an entry a reader holds stays as it was read.
 */
export function addItemUpdate(items: Record<string, ItemCalibration>, u: ItemCalibrationUpdate): void {
  const item = items[u.itemKey];
  const d = itemDelta(u);
  items[u.itemKey] = item ? plusCounted(item, d) : u.after;
}

/**
 * Adds one answer's increments to the calibrations, in place, as the database adds them — not
 * a copy of every item's and skill's calibration per answer (see addItemUpdate).
 */
export function addSharedUpdate(c: SharedCalibrations, u: SharedUpdate): void {
  const d = sharedDelta(u);
  if (d.weights) c.weights = plusWeighted(c.weights, d.weights);
  addItemUpdate(c.itemCalibrations, { itemKey: u.itemKey, before: u.before.item, after: u.after.item });
  const skill = c.skillCalibrations[u.skillId];
  c.skillCalibrations[u.skillId] = skill ? plusLearned(skill, d.skill) : u.after.skillCalibration;
}

/**
 * Increments of many answers for one write (an app instance writes its answers' shared
 * increments about once a second instead of with every answer): per row, what to add to it and
 * what to create when it is missing — the first answer's `after` plus the later increments, as
 * the answers one by one would have stored.
 */
export interface SharedBatch {
  items: Map<string, { create: ItemCalibration; add: SharedDelta['item'] }>;
  skills: Map<string, { create: SkillCalibration; add: SharedDelta['skill'] }>;
  weights: { create: ModelWeights; add: NonNullable<SharedDelta['weights']> } | null;
  /** Answers in the batch. */
  answers: number;
}

export function emptyBatch(): SharedBatch {
  return { items: new Map(), skills: new Map(), weights: null, answers: 0 };
}

type Counted = SharedDelta['item'];
type Learned = SharedDelta['skill'];
type Weighted = NonNullable<SharedDelta['weights']>;

/** A row (or an increment) plus an increment; its other fields (a version) stay. */
function plusCounted<T extends Counted>(a: T, d: Counted): T {
  return { ...a, difficulty: a.difficulty + d.difficulty, count: a.count + d.count };
}

function plusLearned<T extends Learned>(a: T, d: Learned): T {
  return { ...plusCounted(a, d), w: addInto(a.w, d.w), g2: addInto(a.g2, d.g2) };
}

function plusWeighted<T extends Weighted>(a: T, d: Weighted): T {
  return { ...a, w: addInto(a.w, d.w), g2: addInto(a.g2, d.g2), updates: a.updates + d.updates };
}

interface BatchRow<C, D> {
  create: C;
  add: D;
}

/** A batch row after one more increment: `next` itself when the row is new to the batch. */
function grown<C extends D, D>(
  row: BatchRow<C, D> | null | undefined,
  next: BatchRow<C, D>,
  plus: <T extends D>(a: T, d: D) => T,
): BatchRow<C, D> {
  return row ? { create: plus(row.create, next.add), add: plus(row.add, next.add) } : next;
}

/** Adds one answer's increments to the batch (in place). */
export function addToBatch(batch: SharedBatch, u: SharedUpdate): void {
  const d = sharedDelta(u);
  batch.items.set(u.itemKey, grown(batch.items.get(u.itemKey), { create: u.after.item, add: d.item }, plusCounted));
  batch.skills.set(
    u.skillId,
    grown(batch.skills.get(u.skillId), { create: u.after.skillCalibration, add: d.skill }, plusLearned),
  );
  if (d.weights) batch.weights = grown(batch.weights, { create: u.after.weights, add: d.weights }, plusWeighted);
  batch.answers++;
}

/** One batch of an older batch and a newer one (a write that failed goes back before the answers since). */
export function mergeBatches(older: SharedBatch, newer: SharedBatch): SharedBatch {
  const merged: SharedBatch = {
    items: new Map(older.items),
    skills: new Map(older.skills),
    weights: older.weights,
    answers: older.answers + newer.answers,
  };
  for (const [key, n] of newer.items) merged.items.set(key, grown(merged.items.get(key), n, plusCounted));
  for (const [key, n] of newer.skills) merged.skills.set(key, grown(merged.skills.get(key), n, plusLearned));
  if (newer.weights) merged.weights = grown(merged.weights, newer.weights, plusWeighted);
  return merged;
}

/**
 * Adds a batch not yet written to calibrations read from the database (in place): a reloaded copy
 * then still counts this instance's own answers that are on their way to the database.
 */
export function addBatch(c: SharedCalibrations, batch: SharedBatch): void {
  for (const [key, row] of batch.items) {
    const item = c.itemCalibrations[key];
    c.itemCalibrations[key] = item ? plusCounted(item, row.add) : row.create;
  }
  for (const [key, row] of batch.skills) {
    const skill = c.skillCalibrations[key];
    c.skillCalibrations[key] = skill ? plusLearned(skill, row.add) : row.create;
  }
  if (batch.weights) c.weights = plusWeighted(c.weights, batch.weights.add);
}
