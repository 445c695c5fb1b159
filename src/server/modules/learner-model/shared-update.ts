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
