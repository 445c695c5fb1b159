import { pl } from '../../../i18n/pl.ts';
import { formatTime } from '../lib/format.ts';
import { Button, Spinner } from '../../../ui/button.tsx';
import { Alert, Card, Container } from '../../../ui/card.tsx';
import { ArrowLeft } from '../../../ui/icons.tsx';
import { QuestionCard } from '../../learning/components/question-card.tsx';
import { answeredCount, type RunnerState } from '../lib/runner-state.ts';
import type { AttemptView } from '../lib/api.ts';
import { useDiagnosticRunner } from '../hooks/use-diagnostic-runner.ts';
import { Countdown, ProgressBar } from './countdown.tsx';

const t = pl.diagnostic.runner;

export function DiagnosticRunner({ view, tabId }: { view: AttemptView; tabId: string }) {
  const { state, announcement, setAnswer, back, advance, dontKnow, retryFinish } = useDiagnosticRunner(view, tabId);
  const question = state.questions[state.current];
  const position = question?.index ?? state.current + 1;
  const isLast = position >= state.questionCount;
  const entry = question ? state.answers[question.id] : undefined;
  const busy = state.phase === 'advancing';

  return (
    <Container size="md" className="py-6 sm:py-10">
      <RunnerHeader state={state} position={position} announcement={announcement} />

      {!state.active ? (
        <div role="alert" className="rounded-3xl border-2 border-amber-300 bg-amber-50 p-6 text-amber-950 sm:p-8">
          <h2 className="text-xl font-bold">{t.otherTabTitle}</h2>
          <p className="mt-2 text-base leading-relaxed">{t.otherTabText}</p>
        </div>
      ) : state.phase === 'finishing' ? (
        <Card className="flex flex-col items-center gap-4 py-12 text-center" role="status">
          <Spinner className="size-10 text-indigo-600" />
          <div>
            <h2 className="text-xl font-bold text-slate-900">{t.finishing}</h2>
            <p className="mt-1 text-slate-600">{t.finishingText}</p>
          </div>
        </Card>
      ) : state.phase === 'finishPending' ? (
        <Alert tone="info" title={t.finishPendingTitle}>
          <p>{t.finishPendingText}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={retryFinish}>
            {t.finishRetry}
          </Button>
        </Alert>
      ) : question ? (
        <QuestionCard
          question={question}
          number={position}
          initialAnswer={entry && !entry.dontKnow ? entry.raw : null}
          onAnswerChange={(raw) => setAnswer(question.id, { raw, dontKnow: false })}
          onSubmit={(raw) => {
            setAnswer(question.id, { raw, dontKnow: false });
            void advance();
          }}
          submitLabel={isLast ? t.finish : t.next}
          submitting={busy}
          onSkip={() => dontKnow(question.id)}
          // A non-breaking space keeps the short label on one line next to a wide 'Dalej'.
          skipLabel={t.dontKnow.replace(' ', '\u00a0')}
          actions={
            <Button variant="ghost" size="lg" onClick={back} disabled={state.current === 0 || busy}>
              <ArrowLeft className="size-5" />
              {t.back}
            </Button>
          }
          footer={
            state.issue?.questionId === question.id ? (
              <Alert tone="error" title={t.answerIssue}>
                {state.issue.reason}
              </Alert>
            ) : entry?.dontKnow ? (
              <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-700">{t.dontKnowChosen}</p>
            ) : null
          }
        />
      ) : null}

      <SyncNote state={state} />
    </Container>
  );
}

function RunnerHeader({
  state,
  position,
  announcement,
}: {
  state: RunnerState;
  position: number;
  announcement: string;
}) {
  return (
    <Card padding="sm" className="mb-5 space-y-4 sm:mb-6">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-indigo-700">
            <span className="hidden sm:inline">{t.title} · </span>
            {state.nickname}
          </p>
          <p
            className="mt-0.5 text-xl font-bold whitespace-nowrap text-slate-900 sm:text-2xl"
            data-testid="question-position"
          >
            {t.questionOf(position, state.questionCount)}
          </p>
        </div>
        <Countdown
          seconds={state.remaining}
          label={t.timeLeftLabel}
          warningText={t.warningNote}
          criticalText={t.criticalNote}
          announcement={announcement}
        />
      </div>
      <ProgressBar value={answeredCount(state)} max={state.questionCount} label={t.progressLabel} />
    </Card>
  );
}

/** Where the answers are: saving, saved at…, or offline (hidden in a tab that lost the lock). */
export function SyncNote({ state }: { state: RunnerState }) {
  return (
    <p className="mt-4 min-h-6 text-center text-sm text-slate-600" hidden={!state.active}>
      {state.sync === 'offline'
        ? t.offline
        : state.sync === 'saving'
          ? t.saving
          : state.lastSavedAt !== null
            ? t.saved(formatTime(state.lastSavedAt))
            : t.autosave}
    </p>
  );
}
