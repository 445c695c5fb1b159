import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { learningPl } from '../../../i18n/learning.ts';
import { Button, ButtonLink, Spinner } from '../../../ui/button.tsx';
import { Alert, Container } from '../../../ui/card.tsx';
import { MathText, QuestionFigure, ReportIssueDialog } from '../../learning/index.ts';
import { TutorFinal } from '../components/tutor-final.tsx';
import { TutorStepCard } from '../components/tutor-step-card.tsx';
import { useTutor } from '../hooks/use-tutor.ts';
import { tutorApi, tutorLoadErrorMessage, type TutorState } from '../lib/api.ts';
import { canTakeHint, doneCount, finalOpen } from '../lib/tutor-flow.ts';
import { BulbIcon, FlagIcon, StairsIcon } from '../../learning/components/icons.tsx';

const t = learningPl.tutor;

export default function TutorPage() {
  const { studentId = '', questionId = '' } = useParams();
  const query = useQuery({
    queryKey: ['tutor', questionId, studentId],
    queryFn: () => tutorApi.get(questionId, studentId),
    staleTime: 0,
    gcTime: 0,
  });

  if (query.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center" role="status" aria-label={pl.common.loading}>
        <Spinner className="size-8 text-indigo-600" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Container size="md" className="py-10">
        <Alert tone="error" title={tutorLoadErrorMessage(query.error)}>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {learningPl.session.retry}
            </Button>
            <ButtonLink to="/parent/dashboard" variant="secondary" size="sm">
              {t.backToDashboard}
            </ButtonLink>
          </div>
        </Alert>
      </Container>
    );
  }
  return <Tutor key={query.data.attemptId} initial={query.data} studentId={studentId} />;
}

/** Where "back" leads: the practice session the question came from, else the dashboard. */
function backLink(studentId: string, sessionId: string | null) {
  return sessionId
    ? {
        to: `/student/${encodeURIComponent(studentId)}/session/run?sessionId=${encodeURIComponent(sessionId)}`,
        label: t.backToSession,
      }
    : { to: '/parent/dashboard', label: t.backToDashboard };
}

function Tutor({ initial, studentId }: { initial: TutorState; studentId: string }) {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? initial.sessionId;
  const tutor = useTutor(initial, studentId);
  const { state } = tutor;
  const [reportOpen, setReportOpen] = useState(false);
  const baseId = useId();
  const q = initial.question;
  const done = doneCount(state);
  const backTo = backLink(studentId, sessionId);
  // The plan's limit per question (3, or none on Egzamin+), as the server counts it.
  const remainingLabel = t.remaining(
    state.remainingHints,
    initial.hintLimit === 'unlimited' ? undefined : initial.hintLimit,
  );

  return (
    <Container size="md" className="py-6 sm:py-10">
      <TutorHeader backTo={backTo} done={done} total={state.steps.length} remainingLabel={remainingLabel} />

      <section
        aria-labelledby={`${baseId}-q`}
        className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id={`${baseId}-q`} className="mb-3 text-lg font-bold text-indigo-700">
          {learningPl.question.titlePlain}
          {q.skillName && <span className="mt-0.5 block text-sm font-medium text-slate-600">{q.skillName}</span>}
        </h2>
        <MathText text={q.stem} className="text-xl leading-relaxed text-slate-900 sm:text-2xl" />
        {q.figure && <QuestionFigure svg={q.figure} label={learningPl.question.figure} className="mt-5" />}
      </section>

      {state.hintLimit && (
        <div className="mt-4">
          <Alert tone="info" title={t.limit} />
        </div>
      )}

      <ol className="mt-6 space-y-4">
        {state.steps.map((step) => (
          <TutorStepCard
            key={step.index}
            step={step}
            stepCount={state.steps.length}
            isActive={state.active === step.index}
            inputId={`${baseId}-s${step.index}`}
            input={state.inputs[step.index] ?? ''}
            feedback={state.stepFeedback[step.index]}
            hints={state.hints[step.index] ?? []}
            remainingLabel={remainingLabel}
            hintAvailable={canTakeHint(state, step.index)}
            checking={tutor.checking}
            hintLoading={tutor.hintLoading}
            onInput={(v) => tutor.setInput(step.index, v)}
            onCheck={() => tutor.checkStep(step.index)}
            onHint={() => tutor.takeHint(step.index)}
            inputRef={(el) => {
              tutor.stepInputs.current[step.index] = el;
            }}
          />
        ))}
      </ol>

      <TutorFinal
        headingId={`${baseId}-final`}
        headingRef={tutor.finalHeading}
        question={q}
        stepsDone={done === state.steps.length}
        open={finalOpen(state)}
        draft={state.draft}
        onDraftChange={tutor.setDraft}
        onSubmit={tutor.sendFinal}
        sending={tutor.finalSending}
        final={state.final}
        locked={tutor.finalLocked}
        backTo={backTo}
      />

      <div className="mt-6 text-right">
        <button
          type="button"
          onClick={() => setReportOpen(true)}
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
        >
          <FlagIcon className="mr-1.5 size-4" />
          {learningPl.question.report}
        </button>
      </div>
      <ReportIssueDialog
        open={reportOpen}
        onClose={() => setReportOpen(false)}
        questionId={initial.attemptId}
        attemptId={initial.attemptId}
        context={{
          ...(sessionId ? { session_id: sessionId } : {}),
          current_step: state.active ?? state.steps.length,
          steps_completed: done,
        }}
      />
    </Container>
  );
}

function TutorHeader({
  backTo,
  done,
  total,
  remainingLabel,
}: {
  backTo: { to: string; label: string };
  done: number;
  total: number;
  remainingLabel: string;
}) {
  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
            <StairsIcon className="mr-2 inline size-8 align-[-5px] text-indigo-600" />
            {t.title}
          </h1>
          <p className="mt-1 text-slate-700">{t.subtitle}</p>
        </div>
        <ButtonLink to={backTo.to} variant="secondary" size="sm">
          ← {backTo.label}
        </ButtonLink>
      </div>

      <div className="mb-6 flex flex-wrap items-center gap-3">
        <div className="min-w-48 flex-1">
          <p className="text-sm font-semibold text-slate-700">{t.progress(done, total)}</p>
          <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div
              className="h-full rounded-full bg-gradient-to-r from-emerald-400 to-teal-500 transition-[width] duration-500"
              style={{ width: `${total ? (done / total) * 100 : 0}%` }}
            />
          </div>
        </div>
        <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
          <BulbIcon className="mr-1 inline size-4 align-[-3px]" />
          {remainingLabel}
        </span>
      </div>
    </>
  );
}
