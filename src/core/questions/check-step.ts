/**
 * Step tutor checking (product-spec §5): the input is normalised (trim, lowercase, collapse
 * spaces, comma → dot, spaces around operators removed) and matched case-insensitively
 * against the step's regex patterns; an invalid pattern counts as no match (never throws).
 * Empty input → not_attempted; a step index outside the steps → invalid.
 *
 * When no error pattern matches, `errorCode` and `feedback` stay undefined and the UI shows
 * its own Polish fallback (STEP_FALLBACK_FEEDBACK).
 */
import type { QuestionStep } from './types.ts';

export type StepStatus = 'correct' | 'incorrect' | 'not_attempted' | 'invalid';

export interface StepCheckResult {
  status: StepStatus;
  errorCode?: string;
  feedback?: string;
}

/** Polish replacement of the spec's "That's not quite right", for the UI. */
export const STEP_FALLBACK_FEEDBACK = 'To jeszcze nie to… Spróbuj jeszcze raz albo weź podpowiedź.';
/** The same, when the step has no hint left to take: it must not point to a disabled button. */
export const STEP_FALLBACK_NO_HINTS_FEEDBACK = 'To jeszcze nie to… Sprawdź obliczenia i spróbuj jeszcze raz.';

/**
 * Beyond the spec's rules, pupils' keyboard variants are unified so one pattern fits all:
 * every minus/dash → '-', every multiplication sign (·, ×, ⋅) → '*', non-breaking and thin
 * spaces → ' ', and a thousands space inside a number is dropped (12 500 → 12500, while
 * the space of a mixed number 2 1/2 stays).
 */
export function normaliseStepInput(input: string): string {
  return input
    .normalize('NFC')
    .replace(/[\u00a0\u2007\u2009\u202f\u200a\t\r\n]/g, ' ')
    .replace(/[\u2212\u2012\u2013\u2014\u2010\u2011]/g, '-')
    .replace(/[·×⋅∙]/g, '*')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/,/g, '.')
    .replace(/\s*([+\-*/=:<>^()≤≥≠])\s*/g, '$1')
    .replace(/(\d) (?=\d{3}(?![\d/]))/g, '$1');
}

const regexCache = new Map<string, RegExp | null>();

function compile(source: string): RegExp | null {
  if (regexCache.has(source)) return regexCache.get(source)!;
  let re: RegExp | null;
  try {
    re = new RegExp(source, 'i');
  } catch {
    re = null;
  }
  if (regexCache.size > 5000) regexCache.clear();
  regexCache.set(source, re);
  return re;
}

/** True when any of the regex sources matches; invalid sources never match. */
export function matchesAny(patterns: readonly string[] | undefined, normalised: string): boolean {
  return (patterns ?? []).some((p) => compile(p)?.test(normalised) ?? false);
}

export function checkStep(
  question: { readonly steps: readonly QuestionStep[] },
  stepIndex: number,
  input: string | null | undefined,
): StepCheckResult {
  if (!Number.isInteger(stepIndex) || stepIndex < 0 || stepIndex >= question.steps.length) {
    return { status: 'invalid' };
  }
  const step = question.steps[stepIndex]!;
  const normalised = normaliseStepInput(input ?? '');
  if (normalised === '') return { status: 'not_attempted' };
  if (normalised === normaliseStepInput(step.expected) || matchesAny(step.patterns, normalised)) {
    return { status: 'correct' };
  }
  for (const detector of step.errorPatterns ?? []) {
    if (matchesAny(detector.patterns, normalised)) {
      const feedback = step.feedbackByError[detector.code];
      return { status: 'incorrect', errorCode: detector.code, ...(feedback ? { feedback } : {}) };
    }
  }
  return { status: 'incorrect' };
}
