import type { Ref } from 'react';
import { learningPl } from '../../../i18n/learning.ts';
import { cn } from '../../../lib/cn.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import {
  choiceMarkFor,
  FeedbackPanel,
  QuestionInput,
  rawAnswer,
  slotLabels,
  type AnswerDraft,
  type QuestionView,
} from '../../learning/index.ts';
import { useCoarsePointer } from '../../learning/lib/use-media.ts';
import { FinishIcon } from '../../learning/components/icons.tsx';
import type { FinalView } from '../lib/tutor-flow.ts';

const t = learningPl.tutor;

interface TutorFinalProps {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  question: QuestionView;
  /** Every step is correct (the section stands out even during the short pause before moving on). */
  stepsDone: boolean;
  /** Every step is correct and the tutor moved on: the final answer can be given. */
  open: boolean;
  draft: AnswerDraft;
  onDraftChange: (draft: AnswerDraft) => void;
  onSubmit: () => void;
  sending: boolean;
  final: FinalView | null;
  locked: boolean;
  backTo: { to: string; label: string };
}

/** The tutor's last part: the whole question's answer, its feedback and the way back. */
export function TutorFinal({
  headingId,
  headingRef,
  question: q,
  stepsDone,
  open,
  draft,
  onDraftChange,
  onSubmit,
  sending,
  final,
  locked,
  backTo,
}: TutorFinalProps) {
  const coarse = useCoarsePointer();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'mt-6 rounded-3xl border-2 p-5 sm:p-8',
        stepsDone ? 'border-indigo-300 bg-white shadow-sm' : 'border-dashed border-slate-300 bg-slate-50',
      )}
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none focus-visible:rounded-md focus-visible:outline-3 focus-visible:outline-indigo-500"
      >
        <FinishIcon className="mr-2 inline size-6 align-[-4px] text-indigo-600" />
        {t.finalTitle}
      </h2>
      {!open ? (
        <p className="mt-2 text-slate-700">{t.finalLocked}</p>
      ) : (
        <form
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <QuestionInput
            question={q}
            marking={final?.marking}
            draft={draft}
            onDraftChange={onDraftChange}
            onSubmitRequest={onSubmit}
            disabled={locked || sending}
            keypadOpen={coarse}
            suppressNativeKeyboard={coarse}
            choiceMark={choiceMarkFor(final?.result)}
          />
          {!locked && (
            <div className="flex justify-end">
              <Button
                type="submit"
                size="lg"
                loading={sending}
                disabled={rawAnswer(draft, q.inputKind, slotLabels(q)) === null}
              >
                {t.finalSubmit}
              </Button>
            </div>
          )}
        </form>
      )}
      <div role="status" aria-live="polite" className="mt-4 empty:hidden">
        {final && (
          <FeedbackPanel feedback={final}>
            {locked && (
              <div className="space-y-3">
                {!final.counted && <p className="text-sm">{t.notCounted}</p>}
                <ButtonLink to={backTo.to} size="lg">
                  {backTo.label} →
                </ButtonLink>
              </div>
            )}
          </FeedbackPanel>
        )}
      </div>
    </section>
  );
}
