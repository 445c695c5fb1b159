import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { TOPIC_NAMES } from '#core/adaptive/diagnostic.ts';
import { pl } from '../../../i18n/pl.ts';
import { learningPl } from '../../../i18n/learning.ts';
import { Button, ButtonLink, buttonClass, Spinner } from '../../../ui/button.tsx';
import { Alert, Container } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Badge, QuestionCard, ReportIssueDialog } from '../../learning/index.ts';
import { SessionHeader } from '../components/session-header.tsx';
import { usePracticeRun, type PracticeItem } from '../hooks/use-practice-run.ts';
import { RepeatIcon, SparkleIcon, StairsIcon } from '../../learning/components/icons.tsx';

const t = learningPl.session;

export default function SessionRunPage() {
  const { studentId = '' } = useParams();
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';

  useEffect(() => {
    if (!sessionId) toast.error(pl.common.error, { description: t.noSessionId });
  }, [sessionId]);

  if (!sessionId) {
    return (
      <Container size="md" className="py-10">
        <Alert tone="error" title={t.noSessionId}>
          <ButtonLink to={`/student/${encodeURIComponent(studentId)}/session/start`} size="sm" className="mt-2">
            {t.toStart}
          </ButtonLink>
        </Alert>
      </Container>
    );
  }
  return <SessionRun key={sessionId} studentId={studentId} sessionId={sessionId} />;
}

function SessionRun({ studentId, sessionId }: { studentId: string; sessionId: string }) {
  const run = usePracticeRun(studentId, sessionId);
  const { state } = run;
  const [reportOpen, setReportOpen] = useState(false);
  const nextButton = useRef<HTMLButtonElement>(null);
  const current = state.item;
  const feedback = state.check;

  // After a wrong answer the child reads the solution, then continues with "Dalej" (focused).
  useEffect(() => {
    if (feedback?.result === 'incorrect') nextButton.current?.focus();
  }, [feedback]);

  const busy = state.ending || state.loading;
  const q = current?.question;

  return (
    <Container size="md" className="pt-3 pb-10 sm:py-8">
      <h1 className="sr-only">{learningPl.session.runTitle}</h1>
      <SessionHeader
        deadlineMs={run.deadlineMs}
        answered={state.counts.answered}
        correct={state.counts.correct}
        onExpire={() => void run.finish('timeUp')}
        onEnd={() => run.setEndOpen(true)}
        endDisabled={state.ending}
      />

      {state.loadError && !q && (
        <Alert tone="error" title={t.fetchFailed}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void run.next()}>
            {t.retry}
          </Button>
        </Alert>
      )}

      {!q && !state.loadError && (
        <div className="grid min-h-[40vh] place-items-center" role="status" aria-label={t.loadingQuestion}>
          <Spinner className="size-10 text-indigo-600" />
        </div>
      )}

      {q && current && (
        <>
          <QuestionCard
            question={q}
            number={current.index}
            badges={
              // Light mode shows fewer elements: the new/review badge is the first to go.
              <>
                <span data-light-hide="">
                  <KindBadge kind={current.kind} />
                </span>
                {current.focusTopic && <Badge tone="emerald">{t.focusTopic(TOPIC_NAMES[current.focusTopic])}</Badge>}
              </>
            }
            onSubmit={run.submit}
            submitLabel={t.submit}
            submitting={run.checking}
            onSkip={() => void run.next(true)}
            skipLabel={t.skip}
            skipping={state.skipping}
            feedback={feedback}
            locked={busy && !feedback ? true : undefined}
            onReport={() => setReportOpen(true)}
            footer={
              run.waitingForConnection ? (
                <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-base font-medium text-amber-900">
                  {t.answerQueued}
                </p>
              ) : feedback?.result === 'incorrect' ? (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  {feedback.tutorAvailable ? (
                    <TutorLink studentId={studentId} sessionId={sessionId} item={current} />
                  ) : (
                    <span />
                  )}
                  <button
                    ref={nextButton}
                    type="button"
                    className={buttonClass('primary', 'lg')}
                    onClick={() => void run.next()}
                    disabled={state.loading}
                  >
                    {t.next} →
                  </button>
                </div>
              ) : feedback?.result === 'correct' ? (
                <p className="flex items-center gap-2 text-sm text-emerald-800">
                  <Spinner className="size-4" /> {t.loadingQuestion}
                </p>
              ) : null
            }
          />
          <ReportIssueDialog
            open={reportOpen}
            onClose={() => setReportOpen(false)}
            questionId={q.id}
            attemptId={q.id}
            context={{ session_id: sessionId }}
          />
        </>
      )}

      <Dialog
        open={run.endOpen}
        onClose={() => run.setEndOpen(false)}
        title={t.endTitle}
        description={t.endText(state.counts.answered)}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => run.setEndOpen(false)}>
            {t.endCancel}
          </Button>
          <Button variant="danger" loading={state.ending} onClick={() => void run.finish('user')}>
            {state.ending ? t.ending : t.endConfirm}
          </Button>
        </div>
      </Dialog>
    </Container>
  );
}

function KindBadge({ kind }: { kind: PracticeItem['kind'] }) {
  return kind === 'review' ? (
    <Badge tone="amber">
      <RepeatIcon className="size-4" /> {t.kindReview}
    </Badge>
  ) : (
    <Badge tone="indigo">
      <SparkleIcon className="size-4" /> {t.kindNew}
    </Badge>
  );
}

function TutorLink({ studentId, sessionId, item }: { studentId: string; sessionId: string; item: PracticeItem }) {
  return (
    <Link
      to={`/student/${encodeURIComponent(studentId)}/tutor/${encodeURIComponent(item.question.id)}?sessionId=${encodeURIComponent(sessionId)}`}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:rounded-md focus-visible:outline-3 focus-visible:outline-indigo-500"
    >
      <StairsIcon /> {t.tutorLink}
    </Link>
  );
}
