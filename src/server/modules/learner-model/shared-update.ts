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
  items[u.itemKey] = item ? { difficulty: item.difficulty + d.difficulty, count: item.count + d.count } : u.after;
}

/**
 * Adds one answer's increments to the calibrations, in place, as the database adds them — not
 * a copy of every item's and skill's calibration per answer (see addItemUpdate).
 */
export function addSharedUpdate(c: SharedCalibrations, u: SharedUpdate): void {
  const d = sharedDelta(u);
  if (d.weights) {
    c.weights = {
      ...c.weights,
      w: addInto(c.weights.w, d.weights.w),
      g2: addInto(c.weights.g2, d.weights.g2),
      updates: c.weights.updates + d.weights.updates,
    };
  }
  addItemUpdate(c.itemCalibrations, { itemKey: u.itemKey, before: u.before.item, after: u.after.item });
  const skill = c.skillCalibrations[u.skillId];
  c.skillCalibrations[u.skillId] = skill
    ? {
        difficulty: skill.difficulty + d.skill.difficulty,
        count: skill.count + d.skill.count,
        w: addInto(skill.w, d.skill.w),
        g2: addInto(skill.g2, d.skill.g2),
      }
    : u.after.skillCalibration;
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

function addItem(a: ItemCalibration, d: SharedDelta['item']): ItemCalibration {
  return { difficulty: a.difficulty + d.difficulty, count: a.count + d.count };
}

function addSkill(a: SkillCalibration, d: SharedDelta['skill']): SkillCalibration {
  return {
    difficulty: a.difficulty + d.difficulty,
    count: a.count + d.count,
    w: addInto(a.w, d.w),
    g2: addInto(a.g2, d.g2),
  };
}

function addItemDelta(a: SharedDelta['item'], d: SharedDelta['item']): SharedDelta['item'] {
  return { difficulty: a.difficulty + d.difficulty, count: a.count + d.count };
}

function addSkillDelta(a: SharedDelta['skill'], d: SharedDelta['skill']): SharedDelta['skill'] {
  return {
    difficulty: a.difficulty + d.difficulty,
    count: a.count + d.count,
    w: addInto(a.w, d.w),
    g2: addInto(a.g2, d.g2),
  };
}

function addWeightsDelta(
  a: NonNullable<SharedDelta['weights']>,
  d: NonNullable<SharedDelta['weights']>,
): NonNullable<SharedDelta['weights']> {
  return { w: addInto(a.w, d.w), g2: addInto(a.g2, d.g2), updates: a.updates + d.updates };
}

function addWeights(a: ModelWeights, d: NonNullable<SharedDelta['weights']>): ModelWeights {
  return { ...a, w: addInto(a.w, d.w), g2: addInto(a.g2, d.g2), updates: a.updates + d.updates };
}

/** Adds one answer's increments to the batch (in place). */
export function addToBatch(batch: SharedBatch, u: SharedUpdate): void {
  const d = sharedDelta(u);
  const item = batch.items.get(u.itemKey);
  batch.items.set(
    u.itemKey,
    item
      ? { create: addItem(item.create, d.item), add: addItemDelta(item.add, d.item) }
      : { create: u.after.item, add: d.item },
  );
  const skill = batch.skills.get(u.skillId);
  batch.skills.set(
    u.skillId,
    skill
      ? { create: addSkill(skill.create, d.skill), add: addSkillDelta(skill.add, d.skill) }
      : { create: u.after.skillCalibration, add: d.skill },
  );
  if (d.weights) {
    const w = batch.weights;
    batch.weights = w
      ? { create: addWeights(w.create, d.weights), add: addWeightsDelta(w.add, d.weights) }
      : { create: u.after.weights, add: d.weights };
  }
  batch.answers++;
}

/** One batch of an older batch and a newer one (a write that failed goes back before the answers since). */
export function mergeBatches(older: SharedBatch, newer: SharedBatch): SharedBatch {
  const merged = emptyBatch();
  for (const [key, o] of older.items) merged.items.set(key, o);
  for (const [key, n] of newer.items) {
    const o = merged.items.get(key);
    merged.items.set(key, o ? { create: addItem(o.create, n.add), add: addItemDelta(o.add, n.add) } : n);
  }
  for (const [key, o] of older.skills) merged.skills.set(key, o);
  for (const [key, n] of newer.skills) {
    const o = merged.skills.get(key);
    merged.skills.set(key, o ? { create: addSkill(o.create, n.add), add: addSkillDelta(o.add, n.add) } : n);
  }
  const o = older.weights;
  const n = newer.weights;
  merged.weights = o && n ? { create: addWeights(o.create, n.add), add: addWeightsDelta(o.add, n.add) } : (o ?? n);
  merged.answers = older.answers + newer.answers;
  return merged;
}
