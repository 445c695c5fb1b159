/** Drawing parameters: bounded redraws and small random choices shared by templates. */
import type { Rng } from '../../math/random.ts';
import type { QuestionTemplate } from '../types.ts';

/** What a template's generate() returns; annotate generate with it when branches differ in params. */
export type GeneratedBody = ReturnType<QuestionTemplate['generate']>;

/**
 * Bounded reject-and-redraw: calls `draw` until it returns a value (not null/undefined). The last
 * attempt must succeed, so templates should make the final fallback deterministic-safe.
 */
export function redraw<T>(draw: () => T | null | undefined, tries = 500): T {
  for (let i = 0; i < tries; i++) {
    const v = draw();
    if (v !== null && v !== undefined) return v;
  }
  throw new Error('redraw: no valid parameters found');
}

/** `redraw` typed for a whole generated item, so branches with different optional fields unify. */
export function redrawItem(draw: () => GeneratedBody | null | undefined, tries = 500): GeneratedBody {
  return redraw<GeneratedBody>(draw, tries);
}

/** Random integer in [min, max] other than 0. */
export function nonZeroInt(rng: Rng, min: number, max: number): number {
  for (let i = 0; i < 100; i++) {
    const v = rng.int(min, max);
    if (v !== 0) return v;
  }
  return max !== 0 ? max : min;
}
