import { useId, useRef, type KeyboardEvent } from 'react';
import { learningPl } from '../../../i18n/learning.ts';
import { cn } from '../../../lib/cn.ts';
import { applyKey, keypadFits, type AnswerDraft } from '../lib/answer.ts';
import type { PublicInputFields } from '#core/questions/public.ts';
import { MathKeypad } from './math-keypad.tsx';
import { MathText } from './math-text.tsx';
import { TruthToggles } from './truth-toggles.tsx';
import { mathToSpeech } from '../lib/math-speech.ts';

const t = learningPl.question;

export type ChoiceMark = 'correct' | 'incorrect' | null;

/** How the chosen option is marked after checking: only a right or wrong verdict marks it. */
export function choiceMarkFor(result: string | undefined): ChoiceMark {
  return result === 'correct' || result === 'incorrect' ? result : null;
}

export interface AnswerInputProps {
  /** A closed item, or one part of an open task (only the widget's fields are read). */
  question: PublicInputFields;
  draft: AnswerDraft;
  onDraftChange: (draft: AnswerDraft) => void;
  /** Enter in a one-line box or Ctrl+Enter anywhere. */
  onSubmitRequest: () => void;
  disabled?: boolean;
  keypadOpen: boolean;
  /** The phone's own keyboard is suppressed while our keypad is on a touch screen. */
  suppressNativeKeyboard: boolean;
  /** How the chosen option is marked after checking. */
  choiceMark?: ChoiceMark;
  /** Receives the first focusable control (for focus after a new question). */
  registerFirstField?: (el: HTMLElement | null) => void;
  describedBy?: string;
  keypadId?: string;
  /** Label of the answer field(s); the question card's stem id is referenced too. */
  label?: string;
}

const inputClass =
  'block w-full rounded-2xl border-2 border-slate-300 bg-white px-4 py-3 text-2xl font-semibold text-slate-900 shadow-xs transition-colors placeholder:text-base placeholder:font-normal placeholder:text-slate-500 focus:border-indigo-500 focus:outline-3 focus:outline-indigo-500/30 disabled:bg-slate-50 disabled:text-slate-600';

export function AnswerInput(props: AnswerInputProps) {
  const { question, draft, onDraftChange, disabled, keypadOpen, suppressNativeKeyboard } = props;
  const baseId = useId();
  // The box the keypad types into: the last one focused (a blurred input keeps its selection).
  const active = useRef<{ el: HTMLInputElement | HTMLTextAreaElement; index: number } | null>(null);
  const firstBox = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);

  if (question.inputKind === 'choice') {
    return <ChoiceGroup {...props} />;
  }
  if (question.inputKind === 'truths') {
    return (
      <TruthToggles
        truthCount={question.truthCount ?? 0}
        rows={question.verdictRows}
        draft={draft}
        onDraftChange={onDraftChange}
        onSubmitRequest={props.onSubmitRequest}
        disabled={disabled}
        correct={props.choiceMark === 'correct'}
        answerHint={question.answerHint}
        registerFirstField={props.registerFirstField}
        describedBy={props.describedBy}
        label={props.label}
      />
    );
  }

  const kind = question.inputKind;
  const useKeypad = keypadOpen && keypadFits(kind) && !disabled;
  const inputMode = suppressNativeKeyboard && useKeypad ? 'none' : 'text';

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey || e.currentTarget.tagName === 'INPUT')) {
      e.preventDefault();
      props.onSubmitRequest();
    }
  };

  const setValue = (index: number, value: string) => {
    if (index < 0) onDraftChange({ ...draft, text: value });
    else onDraftChange({ ...draft, values: draft.values.map((v, i) => (i === index ? value : v)) });
  };

  const onKey = (key: string) => {
    const target =
      active.current ?? (firstBox.current ? { el: firstBox.current, index: kind === 'numbers' ? 0 : -1 } : null);
    if (!target) return;
    const { el, index } = target;
    const current = index < 0 ? draft.text : (draft.values[index] ?? '');
    const edit = applyKey(current, el.selectionStart ?? current.length, el.selectionEnd ?? current.length, key);
    setValue(index, edit.value);
    // Put the caret back after React has written the new value.
    requestAnimationFrame(() => {
      el.focus({ preventScroll: true });
      el.setSelectionRange(edit.caret, edit.caret);
    });
  };

  const assignFirst = (el: HTMLInputElement | HTMLTextAreaElement | null) => {
    firstBox.current = el;
    props.registerFirstField?.(el);
  };

  const hintParts = [
    question.answerHint,
    question.variables?.length ? t.variables(question.variables.join(', ')) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const hintId = hintParts ? `${baseId}-hint` : undefined;
  const describedBy = [hintId, props.describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-3">
      {kind === 'numbers' ? (
        <fieldset className="space-y-2" aria-describedby={describedBy}>
          <legend className="mb-1 text-base font-semibold text-slate-800">{props.label ?? t.answerLabel}</legend>
          <div className="flex flex-wrap gap-3">
            {draft.values.map((v, i) => {
              const label = question.valueLabels?.[i];
              const id = `${baseId}-v${i}`;
              return (
                <div key={i} className="flex min-w-[9rem] flex-1 items-center gap-2">
                  <label htmlFor={id} className="shrink-0 font-serif text-2xl text-slate-800 italic">
                    {label ? (
                      t.valueLabel(label)
                    ) : (
                      <span className="font-sans text-base not-italic">{t.valueN(i + 1)}</span>
                    )}
                  </label>
                  <input
                    id={id}
                    ref={i === 0 ? assignFirst : undefined}
                    className={inputClass}
                    value={v}
                    disabled={disabled}
                    autoComplete="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    inputMode={inputMode}
                    onFocus={(e) => (active.current = { el: e.currentTarget, index: i })}
                    onChange={(e) => setValue(i, e.target.value.replace(/;/g, ''))}
                    onKeyDown={onKeyDown}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <div className="space-y-1.5">
          <label htmlFor={`${baseId}-text`} className="block text-base font-semibold text-slate-800">
            {props.label ?? t.answerLabel}
          </label>
          <div className="flex items-center gap-3">
            {kind === 'text' ? (
              <textarea
                id={`${baseId}-text`}
                ref={assignFirst}
                rows={2}
                className={cn(inputClass, 'resize-y text-xl')}
                value={draft.text}
                disabled={disabled}
                aria-describedby={describedBy}
                onFocus={(e) => (active.current = { el: e.currentTarget, index: -1 })}
                onChange={(e) => setValue(-1, e.target.value)}
                onKeyDown={onKeyDown}
              />
            ) : (
              <input
                id={`${baseId}-text`}
                ref={assignFirst}
                className={inputClass}
                value={draft.text}
                disabled={disabled}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                inputMode={inputMode}
                aria-describedby={describedBy}
                onFocus={(e) => (active.current = { el: e.currentTarget, index: -1 })}
                onChange={(e) => setValue(-1, e.target.value)}
                onKeyDown={onKeyDown}
              />
            )}
            {question.unitLabel && (
              <span className="shrink-0 text-xl font-semibold text-slate-700" aria-label={t.unit(question.unitLabel)}>
                <MathText text={question.unitLabel} inline />
              </span>
            )}
          </div>
        </div>
      )}
      {hintParts && (
        <p id={hintId} className="text-sm text-slate-600">
          <MathText text={hintParts} inline />
          {kind === 'text' && <span className="ml-2 hidden text-slate-500 sm:inline">({t.ctrlEnter})</span>}
        </p>
      )}
      {useKeypad && (
        <MathKeypad
          id={props.keypadId}
          onKey={onKey}
          variables={question.variables}
          relations={question.relations === true}
        />
      )}
    </div>
  );
}

function ChoiceGroup({
  question,
  draft,
  onDraftChange,
  disabled,
  choiceMark,
  registerFirstField,
  describedBy,
  label,
}: AnswerInputProps) {
  const options = question.options ?? [];
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const labelId = useId();
  const focusable = draft.choice ?? 0;

  const choose = (i: number, focus = false) => {
    if (disabled) return;
    onDraftChange({ ...draft, choice: i });
    if (focus) refs.current[i]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const n = options.length;
    if (n === 0) return;
    let next: number | null = null;
    if (e.key === 'ArrowDown' || e.key === 'ArrowRight') next = (i + 1) % n;
    if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') next = (i - 1 + n) % n;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = n - 1;
    const letter = e.key.length === 1 ? 'abcdefgh'.indexOf(e.key.toLowerCase()) : -1;
    if (letter >= 0 && letter < n && !e.ctrlKey && !e.metaKey && !e.altKey) next = letter;
    if (next !== null) {
      e.preventDefault();
      choose(next, true);
    }
  };

  return (
    <div className="space-y-2">
      <p id={labelId} className="text-base font-semibold text-slate-800">
        {label ?? t.choiceLabel}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      >
        {options.map((o, i) => {
          const selected = draft.choice === i;
          const mark = selected ? choiceMark : null;
          return (
            <button
              key={i}
              ref={(el) => {
                refs.current[i] = el;
                if (i === 0) registerFirstField?.(el);
              }}
              type="button"
              role="radio"
              aria-checked={selected}
              // A maths-only option has no name from its KaTeX content; give it a plain reading.
              aria-label={`${'ABCDEFGH'[i]}: ${mathToSpeech(o.text)}`}
              aria-disabled={disabled || undefined}
              tabIndex={i === focusable ? 0 : -1}
              onClick={() => choose(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={cn(
                'group flex min-h-16 w-full items-center gap-4 rounded-2xl border-2 px-4 py-3 text-left text-lg transition-all',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
                mark === 'correct'
                  ? 'border-emerald-500 bg-emerald-50 text-emerald-950'
                  : mark === 'incorrect'
                    ? 'border-rose-500 bg-rose-50 text-rose-950'
                    : selected
                      ? 'border-indigo-600 bg-indigo-50 text-indigo-950 shadow-md shadow-indigo-600/10'
                      : 'border-slate-200 bg-white text-slate-900 hover:border-indigo-300 hover:bg-indigo-50/40',
                disabled ? 'cursor-default' : 'cursor-pointer active:scale-[0.99] motion-reduce:active:scale-100',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-10 shrink-0 place-items-center rounded-xl text-base font-bold',
                  mark === 'correct'
                    ? 'bg-emerald-600 text-white'
                    : mark === 'incorrect'
                      ? 'bg-rose-600 text-white'
                      : selected
                        ? 'bg-indigo-600 text-white'
                        : 'bg-slate-100 text-slate-700 group-hover:bg-indigo-100',
                )}
              >
                {'ABCDEFGH'[i]}
              </span>
              <MathText text={o.text} inline className="min-w-0 flex-1" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
