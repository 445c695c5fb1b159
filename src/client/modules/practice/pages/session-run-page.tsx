import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { pl } from '../../../i18n/pl.ts';
import { Button, ButtonLink, buttonClass, Spinner } from '../../../ui/button.tsx';
import { Alert, Container } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Badge, QuestionCard, ReportIssueDialog, type AnswerFeedback, type RawAnswer } from '../../learning/index.ts';
import { SessionHeader } from '../components/session-header.tsx';
import { practiceApi, type NextQuestionResponse } from '../lib/api.ts';
import {
  forgetSessionStart,
  isEnded,
  isExpired,
  isNoQuestions,
  NEXT_DELAY_MS,
  remainingFromStart,
  rememberLastQuestion,
  rememberSessionStart,
  storedSessionStart,
} from '../lib/session.ts';
import { RepeatIcon, SparkleIcon, StairsIcon } from '../../learning/components/icons.tsx';

const t = pl.learning.session;

type EndReason = 'user' | 'timeUp' | 'noQuestions' | 'ended';

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<NextQuestionResponse | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [loadingNext, setLoadingNext] = useState(true);
  const [feedback, setFeedback] = useState<AnswerFeedback | null>(null);
  const [tutorAvailable, setTutorAvailable] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const [counts, setCounts] = useState({ answered: 0, correct: 0 });
  const [ending, setEnding] = useState(false);
  const [endOpen, setEndOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [deadlineMs, setDeadlineMs] = useState<number | null>(() => {
    const start = storedSessionStart(sessionId);
    return start ? Date.now() + remainingFromStart(start, Date.now()) * 1000 : null;
  });
  const shownAt = useRef(0);
  const advanceTimer = useRef<number | null>(null);
  const endingRef = useRef(false);
  const nextButton = useRef<HTMLButtonElement>(null);

  const base = `/student/${encodeURIComponent(studentId)}/session`;

  const finish = useCallback(
    async (reason: EndReason) => {
      if (endingRef.current) return;
      endingRef.current = true;
      setEnding(true);
      setEndOpen(false);
      if (advanceTimer.current !== null) window.clearTimeout(advanceTimer.current);
      if (reason === 'timeUp') toast.error(t.timeUpTitle, { description: t.timeUpText });
      if (reason === 'noQuestions') toast.info(t.noQuestions);
      try {
        await practiceApi.end(sessionId);
      } catch {
        toast.error(pl.common.error, { description: t.endFailed });
        if (reason === 'user') {
          // The child can try again; automatic endings still show the (live) summary.
          endingRef.current = false;
          setEnding(false);
          return;
        }
      }
      forgetSessionStart(sessionId);
      void queryClient.invalidateQueries({ queryKey: ['parent', 'dashboard'] });
      await navigate(`${base}/summary?sessionId=${encodeURIComponent(sessionId)}`, { replace: true });
    },
    [base, navigate, queryClient, sessionId],
  );

  const applyNext = useCallback(
    (res: NextQuestionResponse) => {
      if (endingRef.current) return;
      rememberSessionStart(sessionId, res.sessionStartTime);
      rememberLastQuestion(sessionId, res.question.id);
      setDeadlineMs(Date.now() + res.remainingSeconds * 1000);
      setCurrent(res);
      setCounts({ answered: res.answeredCount, correct: res.correctCount });
      setFeedback(null);
      setTutorAvailable(false);
      setLoadingNext(false);
      shownAt.current = Date.now();
    },
    [sessionId],
  );

  const nextFailed = useCallback(
    (e: unknown) => {
      setLoadingNext(false);
      if (isExpired(e)) return void finish('timeUp');
      if (isNoQuestions(e)) return void finish('noQuestions');
      if (isEnded(e)) return void finish('ended');
      toast.error(pl.common.error, { description: t.fetchFailed });
      setLoadError(true);
    },
    [finish],
  );

  const loadNext = useCallback(
    (skip = false) => {
      if (endingRef.current) return Promise.resolve();
      setLoadingNext(true);
      setLoadError(false);
      return practiceApi.next(sessionId, skip).then(applyNext, nextFailed);
    },
    [applyNext, nextFailed, sessionId],
  );

  useEffect(() => {
    // The first question (or the same unanswered one after a reload).
    practiceApi.next(sessionId).then(applyNext, nextFailed);
    return () => {
      if (advanceTimer.current !== null) window.clearTimeout(advanceTimer.current);
    };
  }, [applyNext, nextFailed, sessionId]);

  // After a wrong answer the child reads the solution, then continues with "Dalej" (focused).
  useEffect(() => {
    if (feedback?.result === 'incorrect') nextButton.current?.focus();
  }, [feedback]);

  async function submit(answer: RawAnswer) {
    if (!current || submitting) return;
    setSubmitting(true);
    try {
      const res = await practiceApi.answer(sessionId, current.question.id, answer, Date.now() - shownAt.current);
      setFeedback({
        result: res.result,
        feedback: res.feedback,
        solution: res.solution,
        correctAnswer: res.correctAnswer,
      });
      setTutorAvailable(res.tutorAvailable);
      if (res.result !== 'invalid' && !res.duplicate) {
        setCounts((c) => ({ answered: c.answered + 1, correct: c.correct + (res.correct ? 1 : 0) }));
      }
      if (res.result === 'correct') {
        advanceTimer.current = window.setTimeout(() => void loadNext(), NEXT_DELAY_MS);
      }
    } catch (e) {
      if (isExpired(e)) return void finish('timeUp');
      if (isEnded(e)) return void finish('ended');
      toast.error(pl.common.error, { description: t.answerFailed });
    } finally {
      setSubmitting(false);
    }
  }

  async function skip() {
    setSkipping(true);
    await loadNext(true);
    setSkipping(false);
  }

  const busy = ending || loadingNext;
  const q = current?.question;

  return (
    <Container size="md" className="pt-3 pb-10 sm:py-8">
      <h1 className="sr-only">{pl.comingSoon.pages.studentSession}</h1>
      <SessionHeader
        deadlineMs={deadlineMs}
        answered={counts.answered}
        correct={counts.correct}
        onExpire={() => void finish('timeUp')}
        onEnd={() => setEndOpen(true)}
        endDisabled={ending}
      />

      {loadError && !q && (
        <Alert tone="error" title={t.fetchFailed}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void loadNext()}>
            {t.retry}
          </Button>
        </Alert>
      )}

      {!q && !loadError && (
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
              current.kind === 'review' ? (
                <Badge tone="amber">
                  <RepeatIcon className="size-4" /> {t.kindReview}
                </Badge>
              ) : (
                <Badge tone="indigo">
                  <SparkleIcon className="size-4" /> {t.kindNew}
                </Badge>
              )
            }
            onSubmit={(a) => void submit(a)}
            submitLabel={t.submit}
            submitting={submitting}
            onSkip={() => void skip()}
            skipLabel={t.skip}
            skipping={skipping}
            feedback={feedback}
            locked={busy && !feedback ? true : undefined}
            onReport={() => setReportOpen(true)}
            footer={
              feedback?.result === 'incorrect' ? (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  {tutorAvailable ? (
                    <Link
                      to={`/student/${encodeURIComponent(studentId)}/tutor/${encodeURIComponent(q.id)}?sessionId=${encodeURIComponent(sessionId)}`}
                      className="inline-flex min-h-11 items-center gap-2 font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:rounded-md focus-visible:outline-3 focus-visible:outline-indigo-500"
                    >
                      <StairsIcon /> {t.tutorLink}
                    </Link>
                  ) : (
                    <span />
                  )}
                  <button
                    ref={nextButton}
                    type="button"
                    className={buttonClass('primary', 'lg')}
                    onClick={() => void loadNext()}
                    disabled={loadingNext}
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
        open={endOpen}
        onClose={() => setEndOpen(false)}
        title={t.endTitle}
        description={t.endText(counts.answered)}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setEndOpen(false)}>
            {t.endCancel}
          </Button>
          <Button variant="danger" loading={ending} onClick={() => void finish('user')}>
            {ending ? t.ending : t.endConfirm}
          </Button>
        </div>
      </Dialog>
    </Container>
  );
}
