import { useId, useRef, type KeyboardEvent } from 'react';
import { learningPl } from '../../../i18n/learning.ts';
import { cn } from '../../../lib/cn.ts';
import type { AnswerDraft, Verdict } from '../lib/answer.ts';
import { MathText } from './math-text.tsx';

const t = learningPl.question;

const VERDICTS: readonly { verdict: Verdict; label: string }[] = [
  { verdict: 'P', label: t.truthTrue },
  { verdict: 'F', label: t.truthFalse },
];

/**
 * The verdict a key picks in a sentence's P/F pair while the `focused` button has focus, or null
 * for a key the pair leaves alone.
 */
export function verdictForKey(key: string, focused: Verdict): Verdict | null {
  switch (key.toLowerCase()) {
    case 'p':
    case 'home':
      return 'P';
    case 'f':
    case 'end':
      return 'F';
    case 'arrowleft':
    case 'arrowup':
    case 'arrowright':
    case 'arrowdown':
      // Two radios: an arrow moves to the other one and marks it, as in a native radio group.
      return focused === 'P' ? 'F' : 'P';
    default:
      return null;
  }
}

interface TruthTogglesProps {
  truthCount: number;
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
 * pupil marks them on the exam sheet. The draft holds one letter per sentence; the answer sent is
 * the letters in sentence order ("PF"), checked exactly like a typed one.
 */
export function TruthToggles(props: TruthTogglesProps) {
  const { truthCount, draft, onDraftChange, disabled, correct, answerHint, registerFirstField } = props;
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const hintId = answerHint ? `${baseId}-hint` : undefined;
  const describedBy = [hintId, props.describedBy].filter(Boolean).join(' ') || undefined;

  const verdictAt = (i: number): Verdict | null => {
    const v = draft.values[i];
    return v === 'P' || v === 'F' ? v : null;
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
    const next = verdictForKey(e.key, focused);
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
          const rowLabel = `${baseId}-s${i}`;
          return (
            <div
              key={i}
              className="flex items-center justify-between gap-3 rounded-2xl border-2 border-slate-200 bg-white py-2 pr-2 pl-4"
            >
              <span id={rowLabel} className="text-lg font-semibold text-slate-900">
                {t.sentence(i + 1)}
              </span>
              <div role="radiogroup" aria-labelledby={rowLabel} className="flex gap-2">
                {VERDICTS.map(({ verdict, label }) => {
                  const selected = chosen === verdict;
                  return (
                    <button
                      key={verdict}
                      ref={(el) => {
                        refs.current[`${i}${verdict}`] = el;
                        if (i === 0 && verdict === 'P') registerFirstField?.(el);
                      }}
                      type="button"
                      role="radio"
                      aria-checked={selected}
                      aria-label={label}
                      aria-disabled={disabled || undefined}
                      // Roving focus: Tab enters a pair at its chosen verdict (or at P), arrows switch.
                      tabIndex={(chosen ?? 'P') === verdict ? 0 : -1}
                      onClick={() => choose(i, verdict)}
                      onKeyDown={(e) => onKeyDown(e, i, verdict)}
                      className={cn(
                        'flex min-h-14 w-20 flex-col items-center justify-center rounded-xl border-2 px-2 py-1 transition-colors sm:w-24',
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
                        {verdict}
                      </span>
                      <span aria-hidden="true" className="mt-0.5 text-xs font-medium">
                        {label.toLowerCase()}
                      </span>
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
