import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { pl } from '../../../i18n/pl.ts';
import { cn } from '../../../lib/cn.ts';
import { Button, ButtonLink, Spinner } from '../../../ui/button.tsx';
import { Alert, Container } from '../../../ui/card.tsx';
import {
  AnswerInput,
  emptyDraft,
  FeedbackPanel,
  MathText,
  QuestionFigure,
  rawAnswer,
  ReportIssueDialog,
  slotCount,
  type AnswerDraft,
  type AnswerFeedback,
} from '../../learning/index.ts';
import { useCoarsePointer } from '../../learning/lib/use-media.ts';
import { StepInput } from '../components/step-input.tsx';
import {
  activeStepIndex,
  isHintLimit,
  isStepsIncomplete,
  tutorApi,
  tutorLoadErrorMessage,
  type TutorState,
  type TutorStep,
} from '../lib/api.ts';
import { BulbIcon, CheckIcon, FinishIcon, FlagIcon, LockIcon, StairsIcon } from '../../learning/components/icons.tsx';

const t = pl.learning.tutor;
const NEXT_STEP_DELAY_MS = 1500;

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
              {pl.learning.session.retry}
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

interface HintView {
  level: number;
  text: string;
}

function Tutor({ initial, studentId }: { initial: TutorState; studentId: string }) {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? initial.sessionId;
  const [steps, setSteps] = useState<TutorStep[]>(initial.steps);
  const [active, setActive] = useState<number | null>(() => activeStepIndex(initial.steps));
  const [inputs, setInputs] = useState<Record<number, string>>(() =>
    Object.fromEntries(initial.steps.map((s) => [s.index, s.input ?? ''])),
  );
  const [stepFeedback, setStepFeedback] = useState<Record<number, { ok: boolean; text: string }>>({});
  const [checking, setChecking] = useState(false);
  const [hints, setHints] = useState<Record<number, HintView[]>>({});
  const [remainingHints, setRemainingHints] = useState(initial.remainingHints);
  const [hintLimit, setHintLimit] = useState(false);
  const [hintLoading, setHintLoading] = useState(false);
  const [draft, setDraft] = useState<AnswerDraft>(() => emptyDraft(slotCount(initial.question)));
  const [final, setFinal] = useState<(AnswerFeedback & { counted: boolean }) | null>(null);
  const [finalSending, setFinalSending] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const coarse = useCoarsePointer();
  const stepInputs = useRef<Record<number, HTMLInputElement | null>>({});
  const finalHeading = useRef<HTMLHeadingElement>(null);
  const advance = useRef<number | null>(null);
  const focusAfterAdvance = useRef(false);
  const baseId = useId();
  const q = initial.question;
  const doneCount = steps.filter((s) => s.status === 'correct').length;
  const allCorrect = doneCount === steps.length;

  // After moving on, focus the next step's box (or the final answer) once it is rendered.
  useEffect(() => {
    if (!focusAfterAdvance.current) return;
    focusAfterAdvance.current = false;
    if (active !== null) stepInputs.current[active]?.focus();
    else finalHeading.current?.focus();
  }, [active]);

  useEffect(
    () => () => {
      if (advance.current !== null) window.clearTimeout(advance.current);
    },
    [],
  );

  async function checkStep(index: number) {
    const input = (inputs[index] ?? '').trim();
    if (input === '' || checking) return;
    setChecking(true);
    try {
      const res = await tutorApi.step(initial.attemptId, studentId, index, input);
      const updated = steps.map((s) =>
        s.index === index ? { ...s, status: res.status, errorCode: res.errorCode ?? null, input } : s,
      );
      setSteps(updated);
      if (res.status === 'correct') {
        setStepFeedback((f) => ({ ...f, [index]: { ok: true, text: t.stepCorrect } }));
        // Spec 4: a correct step moves on after 1.5 s.
        advance.current = window.setTimeout(() => {
          const next = activeStepIndex(updated);
          setActive(next);
          setStepFeedback((f) => {
            const rest = { ...f };
            delete rest[index];
            return rest;
          });
          focusAfterAdvance.current = true;
        }, NEXT_STEP_DELAY_MS);
      } else if (res.status === 'incorrect') {
        setStepFeedback((f) => ({ ...f, [index]: { ok: false, text: res.feedback || t.fallback } }));
      }
    } catch {
      toast.error(pl.common.error, { description: t.checkFailed });
    } finally {
      setChecking(false);
    }
  }

  async function takeHint(index: number) {
    if (hintLoading) return;
    setHintLoading(true);
    try {
      const step = steps.find((s) => s.index === index);
      const res = await tutorApi.hint(initial.attemptId, studentId, index, step?.errorCode);
      setHints((h) => ({ ...h, [index]: [...(h[index] ?? []), { level: res.hint_level, text: res.next_prompt }] }));
      setRemainingHints(res.remaining_hints);
    } catch (e) {
      if (isHintLimit(e)) {
        setHintLimit(true);
        setRemainingHints(0);
        toast.error(t.limit);
      } else {
        toast.error(pl.common.error, { description: t.hintFailed });
      }
    } finally {
      setHintLoading(false);
    }
  }

  async function sendFinal() {
    const answer = rawAnswer(draft, q.inputKind, q.valueLabels);
    if (answer === null || finalSending) return;
    setFinalSending(true);
    try {
      const res = await tutorApi.final(initial.attemptId, studentId, answer);
      setFinal({
        result: res.result,
        feedback: res.feedback,
        solution: res.solution,
        correctAnswer: res.correctAnswer,
        counted: res.counted,
      });
    } catch (e) {
      toast.error(pl.common.error, { description: isStepsIncomplete(e) ? t.stepsIncomplete : t.finalFailed });
    } finally {
      setFinalSending(false);
    }
  }

  const finalLocked = final !== null && final.result !== 'invalid';
  const backTo = sessionId
    ? {
        to: `/student/${encodeURIComponent(studentId)}/session/run?sessionId=${encodeURIComponent(sessionId)}`,
        label: t.backToSession,
      }
    : { to: '/parent/dashboard', label: t.backToDashboard };

  return (
    <Container size="md" className="py-6 sm:py-10">
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
          <p className="text-sm font-semibold text-slate-700">{t.progress(doneCount, steps.length)}</p>
          <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div
              className="h-full rounded-full bg-gradient-to-r from-emerald-400 to-teal-500 transition-[width] duration-500"
              style={{ width: `${steps.length ? (doneCount / steps.length) * 100 : 0}%` }}
            />
          </div>
        </div>
        <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
          <BulbIcon className="mr-1 inline size-4 align-[-3px]" />
          {t.remaining(remainingHints)}
        </span>
      </div>

      <section
        aria-labelledby={`${baseId}-q`}
        className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id={`${baseId}-q`} className="mb-3 text-lg font-bold text-indigo-700">
          {pl.learning.question.titlePlain}
          {q.skillName && <span className="mt-0.5 block text-sm font-medium text-slate-600">{q.skillName}</span>}
        </h2>
        <MathText text={q.stem} className="text-xl leading-relaxed text-slate-900 sm:text-2xl" />
        {q.figure && <QuestionFigure svg={q.figure} label={pl.learning.question.figure} className="mt-5" />}
      </section>

      {hintLimit && (
        <div className="mt-4">
          <Alert tone="info" title={t.limit} />
        </div>
      )}

      <ol className="mt-6 space-y-4">
        {steps.map((step) => {
          const isActive = active === step.index;
          const isFuture = !isActive && step.status !== 'correct';
          const fb = stepFeedback[step.index];
          const stepHints = hints[step.index] ?? [];
          const inputId = `${baseId}-s${step.index}`;
          const fbId = `${inputId}-fb`;
          return (
            <li
              key={step.index}
              className={cn(
                'rounded-2xl border-2 p-5 transition-colors',
                step.status === 'correct'
                  ? 'border-emerald-200 bg-emerald-50/60'
                  : isActive
                    ? 'border-indigo-300 bg-white shadow-md shadow-indigo-600/5'
                    : 'border-slate-200 bg-slate-50',
              )}
              aria-current={isActive ? 'step' : undefined}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 className="flex items-center gap-3 text-base font-bold text-slate-900">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'grid size-9 place-items-center rounded-full text-base font-bold',
                      step.status === 'correct'
                        ? 'bg-emerald-600 text-white'
                        : step.status === 'incorrect'
                          ? 'bg-rose-600 text-white'
                          : isActive
                            ? 'bg-indigo-600 text-white'
                            : 'bg-slate-200 text-slate-700',
                    )}
                  >
                    {step.status === 'correct' ? <CheckIcon className="size-5" /> : step.index + 1}
                  </span>
                  {t.step(step.index + 1, steps.length)}
                </h3>
                <StatusChip status={step.status} />
              </div>

              {!isFuture || step.status === 'incorrect' ? (
                <MathText text={step.prompt} className="mt-3 text-lg text-slate-900" />
              ) : (
                <p className="mt-3 flex items-center gap-2 text-slate-600">
                  <LockIcon className="size-4 shrink-0" />
                  <span className="text-sm">{t.stepLocked}</span>
                </p>
              )}

              {step.status === 'correct' && !isActive && step.input && (
                <p className="mt-2 font-semibold text-emerald-900">
                  <CheckIcon className="mr-1 inline size-4 align-[-2px]" />
                  <span className="font-mono">{step.input}</span>
                </p>
              )}

              {isActive && (
                <div className="mt-4 space-y-3">
                  {step.status !== 'correct' && (
                    <StepInput
                      id={inputId}
                      label={t.stepInput(step.index + 1)}
                      value={inputs[step.index] ?? ''}
                      onChange={(v) => setInputs((s) => ({ ...s, [step.index]: v }))}
                      onSubmit={() => void checkStep(step.index)}
                      disabled={checking}
                      describedBy={fb ? fbId : undefined}
                      inputRef={(el) => {
                        stepInputs.current[step.index] = el;
                      }}
                    />
                  )}
                  {step.status !== 'correct' && (
                    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                      <Button variant="secondary" onClick={() => void takeHint(step.index)} loading={hintLoading}>
                        <BulbIcon />
                        {t.hint}
                      </Button>
                      <Button
                        size="lg"
                        onClick={() => void checkStep(step.index)}
                        loading={checking}
                        disabled={(inputs[step.index] ?? '').trim() === ''}
                      >
                        {t.check}
                      </Button>
                    </div>
                  )}
                </div>
              )}

              <div id={fbId} role="status" aria-live="polite" className="empty:hidden">
                {fb && (isActive || step.status === 'correct') && (
                  <p
                    className={cn(
                      'mt-3 rounded-xl px-4 py-3 font-medium',
                      fb.ok ? 'bg-emerald-100 text-emerald-950' : 'bg-rose-50 text-rose-950 ring-1 ring-rose-200',
                    )}
                  >
                    {fb.ok && <CheckIcon className="mr-1 inline size-4 align-[-2px]" />}
                    <MathText text={fb.text} inline />
                  </p>
                )}
              </div>

              {stepHints.length > 0 && step.status !== 'correct' && (
                <div className="mt-3 space-y-2" role="status" aria-live="polite">
                  {stepHints.map((h, i) => (
                    <div key={i} className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200">
                      <p className="text-sm font-bold">{t.hintTitle(h.level)}</p>
                      <MathText text={h.text} className="mt-1" />
                    </div>
                  ))}
                  <p className="text-sm font-medium text-amber-900">{t.remaining(remainingHints)}</p>
                </div>
              )}
            </li>
          );
        })}
      </ol>

      <section
        aria-labelledby={`${baseId}-final`}
        className={cn(
          'mt-6 rounded-3xl border-2 p-5 sm:p-8',
          allCorrect ? 'border-indigo-300 bg-white shadow-sm' : 'border-dashed border-slate-300 bg-slate-50',
        )}
      >
        <h2
          id={`${baseId}-final`}
          ref={finalHeading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none focus-visible:rounded-md focus-visible:outline-3 focus-visible:outline-indigo-500"
        >
          <FinishIcon className="mr-2 inline size-6 align-[-4px] text-indigo-600" />
          {t.finalTitle}
        </h2>
        {!allCorrect || active !== null ? (
          <p className="mt-2 text-slate-700">{t.finalLocked}</p>
        ) : (
          <form
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void sendFinal();
            }}
          >
            <AnswerInput
              question={q}
              draft={draft}
              onDraftChange={setDraft}
              onSubmitRequest={() => void sendFinal()}
              disabled={finalLocked || finalSending}
              keypadOpen={coarse}
              suppressNativeKeyboard={coarse}
              choiceMark={final?.result === 'correct' ? 'correct' : final?.result === 'incorrect' ? 'incorrect' : null}
            />
            {!finalLocked && (
              <div className="flex justify-end">
                <Button
                  type="submit"
                  size="lg"
                  loading={finalSending}
                  disabled={rawAnswer(draft, q.inputKind, q.valueLabels) === null}
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
              {finalLocked && (
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

      <div className="mt-6 text-right">
        <button
          type="button"
          onClick={() => setReportOpen(true)}
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
        >
          <FlagIcon className="mr-1.5 size-4" />
          {pl.learning.question.report}
        </button>
      </div>
      <ReportIssueDialog
        open={reportOpen}
        onClose={() => setReportOpen(false)}
        questionId={initial.attemptId}
        attemptId={initial.attemptId}
        context={{
          ...(sessionId ? { session_id: sessionId } : {}),
          current_step: active ?? steps.length,
          steps_completed: doneCount,
        }}
      />
    </Container>
  );
}

function StatusChip({ status }: { status: TutorStep['status'] }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-bold',
        status === 'correct' && 'bg-emerald-100 text-emerald-900',
        status === 'incorrect' && 'bg-rose-100 text-rose-900',
        status === 'not_attempted' && 'bg-slate-200 text-slate-800',
      )}
    >
      {t.status[status]}
    </span>
  );
}
