import { useId, useState } from 'react';
import type { OpenTaskMarking } from '#core/questions/open-task.ts';
import type { PublicOpenTaskPart, PublicQuestion } from '#core/questions/public.ts';
import { openTaskPl } from '../../../i18n/open-task.ts';
import { cn } from '../../../lib/cn.ts';
import { draftFromRaw, rawAnswer, slotCount, type AnswerDraft } from '../lib/answer.ts';
import { AnswerInput } from './answer-input.tsx';
import { MathText } from './math-text.tsx';

const t = openTaskPl;

export type OpenTaskResponses = Record<string, string>;

export interface OpenTaskInputProps {
  question: Pick<PublicQuestion, 'id' | 'parts'>;
  /** The answers to start from (a restored autosave); the component keeps its own drafts after that. */
  value: Readonly<OpenTaskResponses>;
  /** Every edit: each part's answer as the API takes it ('' while a part is unanswered). */
  onChange: (value: OpenTaskResponses) => void;
  disabled?: boolean;
  /** After answering: each part marked right or wrong (practice shows it, the exam after the end). */
  marking?: OpenTaskMarking | null;
  /** The maths keypad under the part being edited (touch screens; the card's toggle). */
  keypadOpen?: boolean;
  suppressNativeKeyboard?: boolean;
  /** Enter in a one-line box. */
  onSubmitRequest?: () => void;
  registerFirstField?: (el: HTMLElement | null) => void;
}

function initialDrafts(parts: readonly PublicOpenTaskPart[], value: Readonly<OpenTaskResponses>): AnswerDraft[] {
  return parts.map((p) => draftFromRaw(value[p.id], p.inputKind, slotCount(p), p.valueLabels));
}

/**
 * The parts of an open task ("zadanie otwarte"), each with the same answer widget as a closed
 * item (number box, value boxes, expression, P/F toggles, options). Keyed by the question id by
 * the caller when the question changes.
 */
export function OpenTaskInput(props: OpenTaskInputProps) {
  const parts = props.question.parts ?? [];
  const [drafts, setDrafts] = useState<AnswerDraft[]>(() => initialDrafts(parts, props.value));
  // The keypad follows the part last focused, so only one keypad is on screen.
  const [activePart, setActivePart] = useState(0);
  const baseId = useId();

  const change = (index: number, draft: AnswerDraft) => {
    const next = drafts.map((d, i) => (i === index ? draft : d));
    setDrafts(next);
    props.onChange(
      Object.fromEntries(parts.map((p, i) => [p.id, String(rawAnswer(next[i]!, p.inputKind, p.valueLabels) ?? '')])),
    );
  };

  return (
    <ol className="space-y-4" aria-label={t.partsLabel}>
      {parts.map((part, i) => {
        const promptId = `${baseId}-${part.id}`;
        const result = props.marking?.parts.find((p) => p.id === part.id)?.result;
        return (
          <li
            key={part.id}
            className={cn(
              'rounded-2xl border-2 p-4',
              result === 'correct'
                ? 'border-emerald-300 bg-emerald-50/40'
                : result
                  ? 'border-rose-200 bg-rose-50/40'
                  : 'border-slate-200 bg-slate-50/60',
            )}
            onFocusCapture={() => setActivePart(i)}
          >
            <div className="mb-3 flex items-start gap-3">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-xl bg-indigo-600 text-base font-bold text-white"
              >
                {part.id})
              </span>
              <MathText
                id={promptId}
                text={part.prompt}
                className="min-w-0 flex-1 pt-1 text-lg leading-relaxed text-slate-900"
              />
              {result && <PartMark id={part.id} result={result} />}
            </div>
            <AnswerInput
              question={part}
              draft={drafts[i]!}
              onDraftChange={(d) => change(i, d)}
              onSubmitRequest={props.onSubmitRequest ?? (() => {})}
              disabled={props.disabled}
              keypadOpen={(props.keypadOpen ?? false) && activePart === i}
              suppressNativeKeyboard={props.suppressNativeKeyboard ?? false}
              choiceMark={result === 'correct' ? 'correct' : result === 'incorrect' ? 'incorrect' : null}
              registerFirstField={i === 0 ? props.registerFirstField : undefined}
              describedBy={promptId}
              label={part.inputKind === 'choice' ? t.partChoice(part.id) : t.partAnswer(part.id)}
              keypadId={`${baseId}-keypad-${part.id}`}
            />
          </li>
        );
      })}
    </ol>
  );
}

function PartMark({ id, result }: { id: string; result: 'correct' | 'incorrect' | 'invalid' }) {
  const label =
    result === 'correct' ? t.partCorrect(id) : result === 'incorrect' ? t.partIncorrect(id) : t.partMissing(id);
  return (
    <span
      role="img"
      aria-label={label}
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full text-lg font-bold text-white',
        result === 'correct' ? 'bg-emerald-600' : 'bg-rose-600',
      )}
    >
      {result === 'correct' ? '✓' : '✗'}
    </span>
  );
}
