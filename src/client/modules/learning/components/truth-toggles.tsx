import { useId, useRef, type KeyboardEvent } from 'react';
import { learningPl } from '../../../i18n/learning.ts';
import { cn } from '../../../lib/cn.ts';
import type { AnswerDraft, Verdict } from '../lib/answer.ts';
import type { VerdictRow } from '#core/questions/types.ts';
import { MathText } from './math-text.tsx';

const t = learningPl.question;

interface Choice {
  letter: Verdict;
  /** On the button, large. */
  text: string;
  /** Read by screen readers. */
  name: string;
  /** Under the letter, small ("prawda" under P). */
  caption?: string;
}

/** A sentence's P/F pair. */
const PF_CHOICES: readonly Choice[] = [
  { letter: 'P', text: 'P', name: t.truthTrue, caption: t.truthTrue.toLowerCase() },
  { letter: 'F', text: 'F', name: t.truthFalse, caption: t.truthFalse.toLowerCase() },
];

/**
 * The verdict a key picks in a row while the `focused` button has focus, or null for a key the
 * row leaves alone: a choice's letter, Home and End for the first and last, arrows to the next
 * or previous one (round, as in a native radio group).
 */
export function verdictForKey(key: string, focused: Verdict, letters: readonly Verdict[] = ['P', 'F']): Verdict | null {
  const k = key.toLowerCase();
  const i = Math.max(0, letters.indexOf(focused));
  const byLetter = letters.find((l) => l.toLowerCase() === k);
  if (byLetter) return byLetter;
  switch (k) {
    case 'home':
      return letters[0]!;
    case 'end':
      return letters.at(-1)!;
    case 'arrowright':
    case 'arrowdown':
      return letters[(i + 1) % letters.length]!;
    case 'arrowleft':
    case 'arrowup':
      return letters[(i - 1 + letters.length) % letters.length]!;
    default:
      return null;
  }
}

interface TruthTogglesProps {
  truthCount: number;
  /** The rows' letters when they are not P/F per sentence (TAK/NIE, then reason 1/2/3). */
  rows?: readonly VerdictRow[];
  draft: AnswerDraft;
  onDraftChange: (draft: AnswerDraft) => void;
  onSubmitRequest: () => void;
  disabled?: boolean;
  /** Chosen verdicts turn green after a correct check. */
  correct?: boolean;
  answerHint?: string;
  registerFirstField?: (el: HTMLElement | null) => void;
  describedBy?: string;
  label?: string;
}

/**
 * E8 "Prawda/Fałsz": one radio group per numbered sentence with large P and F buttons, as the
 * pupil marks them on the exam sheet; with `rows` the same widget asks "TAK/NIE and its
 * justification" (a row for TAK or NIE, a row for reason 1, 2 or 3). The draft holds one letter
 * per row; the answer sent is the letters in row order ("PF", "T2"), checked exactly like a typed one.
 */
export function TruthToggles(props: TruthTogglesProps) {
  const { truthCount, draft, onDraftChange, disabled, correct, answerHint, registerFirstField } = props;
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const hintId = answerHint ? `${baseId}-hint` : undefined;
  const describedBy = [hintId, props.describedBy].filter(Boolean).join(' ') || undefined;

  const rowLabel = (i: number) => props.rows?.[i]?.label ?? t.sentence(i + 1);
  const choicesOf = (i: number): readonly Choice[] => props.rows?.[i]?.choices ?? PF_CHOICES;
  const verdictAt = (i: number): Verdict | null => {
    const v = draft.values[i];
    return choicesOf(i).some((c) => c.letter === v) ? v! : null;
  };

  const choose = (i: number, verdict: Verdict, focus = false) => {
    if (disabled) return;
    const values = Array.from({ length: truthCount }, (_, j) => (j === i ? verdict : (draft.values[j] ?? '')));
    onDraftChange({ ...draft, values });
    if (focus) refs.current[`${i}${verdict}`]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number, focused: Verdict) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Enter') {
      // Like Enter in a form's radio: send the answer (the card ignores it until it is complete).
      e.preventDefault();
      props.onSubmitRequest();
      return;
    }
    const next = verdictForKey(
      e.key,
      focused,
      choicesOf(i).map((c) => c.letter),
    );
    if (next === null) return;
    e.preventDefault();
    choose(i, next, true);
  };

  return (
    <div className="space-y-2">
      <p id={`${baseId}-label`} className="text-base font-semibold text-slate-800">
        {props.label ?? t.answerLabel}
      </p>
      <div role="group" aria-labelledby={`${baseId}-label`} aria-describedby={describedBy} className="space-y-2">
        {Array.from({ length: truthCount }, (_, i) => {
          const chosen = verdictAt(i);
          const rowId = `${baseId}-s${i}`;
          const choices = choicesOf(i);
          return (
            <div
              key={i}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-2xl border-2 border-slate-200 bg-white py-2 pr-2 pl-4"
            >
              <span id={rowId} className="text-lg font-semibold text-slate-900">
                {rowLabel(i)}
              </span>
              <div role="radiogroup" aria-labelledby={rowId} className="flex gap-2">
                {choices.map(({ letter: verdict, text, name, caption }) => {
                  const selected = chosen === verdict;
                  return (
                    <button
                      key={verdict}
                      ref={(el) => {
                        refs.current[`${i}${verdict}`] = el;
                        if (i === 0 && verdict === choices[0]!.letter) registerFirstField?.(el);
                      }}
                      type="button"
                      role="radio"
                      aria-checked={selected}
                      aria-label={name}
                      aria-disabled={disabled || undefined}
                      // Roving focus: Tab enters a pair at its chosen verdict (or at P), arrows switch.
                      tabIndex={(chosen ?? choices[0]!.letter) === verdict ? 0 : -1}
                      onClick={() => choose(i, verdict)}
                      onKeyDown={(e) => onKeyDown(e, i, verdict)}
                      className={cn(
                        'flex min-h-14 flex-col items-center justify-center rounded-xl border-2 px-2 py-1 transition-colors',
                        // Three reasons fit a phone's row beside its label as narrower buttons.
                        choices.length > 2 ? 'w-12 sm:w-20' : 'w-20 sm:w-24',
                        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
                        selected && correct
                          ? 'border-emerald-600 bg-emerald-600 text-white'
                          : selected
                            ? 'border-indigo-600 bg-indigo-600 text-white shadow-md shadow-indigo-600/20'
                            : 'border-slate-300 bg-white text-slate-900',
                        !selected && !disabled && 'hover:border-indigo-400 hover:bg-indigo-50',
                        disabled
                          ? 'cursor-default'
                          : 'cursor-pointer active:scale-[0.98] motion-reduce:active:scale-100',
                      )}
                    >
                      <span aria-hidden="true" className="text-2xl leading-none font-bold">
                        {text}
                      </span>
                      {caption && (
                        <span aria-hidden="true" className="mt-0.5 text-xs font-medium">
                          {caption}
                        </span>
                      )}
                    </button>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      {answerHint && (
        <p id={hintId} className="text-sm text-slate-600">
          <MathText text={answerHint} inline />
        </p>
      )}
    </div>
  );
}
