import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { learningPl } from '../../../i18n/learning.ts';
import { openTaskPl } from '../../../i18n/open-task.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import {
  draftFromRaw,
  keypadFitsQuestion,
  rawAnswer,
  slotCount,
  slotLabels,
  type AnswerDraft,
  type RawAnswer,
} from '../lib/answer.ts';
import type { AnswerFeedback, QuestionView } from '../lib/types.ts';
import { useCoarsePointer } from '../lib/use-media.ts';
import { choiceMarkFor } from './answer-input.tsx';
import { QuestionInput } from './question-input.tsx';
import { Badge } from './badge.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';
import { MathText } from './math-text.tsx';
import { QuestionFigure } from './question-figure.tsx';

const t = learningPl.question;

export interface QuestionCardProps {
  question: QuestionView;
  /** "Zadanie N" heading; `title` overrides it. */
  number?: number;
  title?: string;
  /** Badges and counters shown next to the heading. */
  badges?: ReactNode;
  /** A stored answer to start from (diagnostic Back/Next, reload). */
  initialAnswer?: RawAnswer | null;
  /** Every edit, as the API answer (null while empty) — for autosave. */
  onAnswerChange?: (answer: RawAnswer | null) => void;
  /** Submit; omit to hide the button. Choice answers arrive as the option index. */
  onSubmit?: (answer: RawAnswer) => void;
  submitLabel?: string;
  submitting?: boolean;
  /** Skip ("Pomiń", or "Nie wiem" in the diagnostic); omit to hide. */
  onSkip?: () => void;
  skipLabel?: string;
  skipping?: boolean;
  /** Result of the last check; 'invalid' keeps the answer editable so the child can fix it. */
  feedback?: AnswerFeedback | null;
  /** Input locked (default: after a correct/incorrect result). */
  locked?: boolean;
  /** Extra buttons in the action row (e.g. "Wstecz"). */
  actions?: ReactNode;
  /** Shown under the feedback (e.g. "Dalej", a link to the tutor). */
  footer?: ReactNode;
  /** Shows a "Zgłoś problem z zadaniem" link. */
  onReport?: () => void;
  /** An open task may be answered with parts left empty (the mock exam; see RawAnswerOptions). */
  partialParts?: boolean;
  /** Move focus into the card when it mounts (a new question). Default true. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * One question: heading, stem (with maths), figure, the answer control for the question's
 * inputKind, the maths keypad, skip/submit and the checked result with the worked solution.
 * It keeps its own draft per question id, so a new question always starts empty (or from
 * `initialAnswer`).
 */
export function QuestionCard(props: QuestionCardProps) {
  return <QuestionCardBody key={props.question.id} {...props} />;
}

function QuestionCardBody({
  question,
  number,
  title,
  badges,
  initialAnswer,
  onAnswerChange,
  onSubmit,
  submitLabel,
  submitting,
  onSkip,
  skipLabel,
  skipping,
  feedback,
  locked,
  actions,
  footer,
  onReport,
  partialParts = false,
  autoFocus = true,
  className,
}: QuestionCardProps) {
  const [draft, setDraft] = useState<AnswerDraft>(() =>
    draftFromRaw(initialAnswer, question.inputKind, slotCount(question), slotLabels(question), question.verdictRows),
  );
  const coarse = useCoarsePointer();
  // The mock exam gives every task its points; only an open task (answered in parts) wears the badge.
  const isOpenTask = question.inputKind === 'parts';
  const [keypadChoice, setKeypadChoice] = useState<boolean | null>(null);
  const keypadOpen = keypadChoice ?? coarse;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstFieldRef = useRef<HTMLElement | null>(null);
  const stemId = useId();
  const keypadId = useId();
  const [praiseIndex] = useState(() => Math.floor(Math.random() * 1000));

  const isLocked = locked ?? (feedback != null && feedback.result !== 'invalid');
  const answer = rawAnswer(draft, question.inputKind, slotLabels(question), { partialParts });
  const canSubmit = answer !== null && !isLocked && !submitting && !skipping;

  useEffect(() => {
    if (!autoFocus) return;
    // On a phone the heading takes focus (no keyboard pops up over the question); on a desktop
    // the answer box does, so the child can type straight away. Buttons to choose from (options,
    // P/F toggles) leave focus on the heading, so a screen reader reads the question first.
    const fine = window.matchMedia?.('(pointer: fine)').matches ?? false;
    const typed = question.inputKind !== 'choice' && question.inputKind !== 'truths';
    const target = fine && typed ? firstFieldRef.current : null;
    (target ?? headingRef.current)?.focus({ preventScroll: false });
    // Only when a question first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const registerFirstField = useCallback((el: HTMLElement | null) => {
    firstFieldRef.current = el;
  }, []);

  const changeDraft = (next: AnswerDraft) => {
    setDraft(next);
    onAnswerChange?.(rawAnswer(next, question.inputKind, slotLabels(question), { partialParts }));
  };

  const submit = () => {
    if (!canSubmit || answer === null || !onSubmit) return;
    onSubmit(answer);
  };

  const choiceMark = choiceMarkFor(feedback?.result);
  const showKeypadToggle = keypadFitsQuestion(question) && !isLocked;

  return (
    <article
      className={cn('rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8', className)}
      aria-labelledby={`${stemId}-h`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${stemId}-h`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-indigo-700 focus:outline-none focus-visible:rounded-md focus-visible:outline-3 focus-visible:outline-indigo-500"
        >
          {title ?? (number !== undefined ? t.title(number) : t.titlePlain)}
          {question.skillName && (
            <span className="mt-0.5 block text-sm font-medium text-slate-600">{question.skillName}</span>
          )}
        </h2>
        {(badges || isOpenTask) && (
          <div className="flex flex-wrap items-center gap-2">
            {isOpenTask && (
              <Badge tone="sky">
                <span aria-hidden="true">
                  {openTaskPl.badge} · {openTaskPl.maxPoints(question.maxPoints ?? 0)}
                </span>
                <span className="sr-only">{openTaskPl.maxPointsLabel(question.maxPoints ?? 0)}</span>
              </Badge>
            )}
            {badges}
          </div>
        )}
      </div>

      <MathText
        id={stemId}
        text={question.stem}
        className="text-xl leading-relaxed text-slate-900 sm:text-2xl sm:leading-relaxed"
      />

      {question.figure && <QuestionFigure svg={question.figure} label={t.figure} className="mt-5" />}

      <form
        className="mt-6 space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <QuestionInput
          question={question}
          marking={feedback?.marking}
          draft={draft}
          onDraftChange={changeDraft}
          onSubmitRequest={submit}
          disabled={isLocked || submitting}
          keypadOpen={keypadOpen}
          suppressNativeKeyboard={coarse}
          choiceMark={choiceMark}
          registerFirstField={registerFirstField}
          keypadId={keypadId}
        />

        {(onSubmit || onSkip || actions || showKeypadToggle) && !isLocked && (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
            <div className="flex flex-wrap items-center gap-2">
              {actions}
              {showKeypadToggle && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="whitespace-nowrap"
                  aria-pressed={keypadOpen}
                  aria-controls={keypadOpen ? keypadId : undefined}
                  onClick={() => setKeypadChoice(!keypadOpen)}
                >
                  <KeypadIcon />
                  {keypadOpen ? learningPl.keypad.hide : learningPl.keypad.show}
                </Button>
              )}
            </div>
            {/* Labels stay on one line; when the row is too narrow the buttons move under the toggle instead. */}
            <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
              {onSkip && (
                <Button
                  variant="secondary"
                  size="lg"
                  className="sm:whitespace-nowrap"
                  onClick={onSkip}
                  loading={skipping}
                  disabled={submitting}
                >
                  {skipLabel ?? t.skip}
                </Button>
              )}
              {onSubmit && (
                <Button
                  type="submit"
                  size="lg"
                  disabled={!canSubmit}
                  loading={submitting}
                  className="sm:min-w-44 sm:whitespace-nowrap"
                >
                  {submitLabel ?? t.submit}
                </Button>
              )}
            </div>
          </div>
        )}
      </form>

      <div role="status" aria-live="polite" className="mt-5 empty:hidden">
        {feedback && (
          <FeedbackPanel feedback={feedback} praiseIndex={praiseIndex}>
            {footer}
          </FeedbackPanel>
        )}
      </div>
      {!feedback && footer && <div className="mt-5">{footer}</div>}

      {onReport && (
        <div className="mt-5 border-t border-slate-100 pt-4 text-right">
          <button
            type="button"
            onClick={onReport}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
          >
            <FlagIcon />
            {t.report}
          </button>
        </div>
      )}
    </article>
  );
}

function KeypadIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 9h.01M11 9h.01M15 9h.01M7 13h.01M11 13h.01M15 13h.01M8 16h8" strokeLinecap="round" />
    </svg>
  );
}

function FlagIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M5 21V4m0 0h11l-2 4 2 4H5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
