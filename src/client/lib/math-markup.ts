/**
 * The maths markup the server typeset (docs/decisions/0013): every API response's `math` record
 * (formula key → KaTeX's HTML) is registered here as it arrives, before any page reads the
 * response, so `MathText` finds each formula's markup synchronously.
 */
import { mathSegmentKey } from '#core/text/math-segment-key.ts';

/** Formulas kept; far more than one screen (an exam's result, a sample) shows. */
export const MATH_REGISTRY_SIZE = 3000;

const markup = new Map<string, string>();

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keeps the markup of a response body's `math` record (other bodies are ignored). */
export function registerMathMarkup(body: unknown): void {
  if (!isRecord(body) || !isRecord(body.math)) return;
  for (const [key, html] of Object.entries(body.math)) {
    if (typeof html !== 'string') continue;
    // Re-inserting moves the formula to the newest end, so the oldest leave first.
    markup.delete(key);
    markup.set(key, html);
    if (markup.size > MATH_REGISTRY_SIZE) markup.delete(markup.keys().next().value!);
  }
}

/** KaTeX's HTML for the formula, or undefined when no response brought it. */
export function mathMarkupFor(tex: string, display: boolean): string | undefined {
  return markup.get(mathSegmentKey(tex, display));
}
