import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { formatTime } from '../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Container } from '../../../ui/card.tsx';
import { ArrowLeft } from '../../../ui/icons.tsx';
import { QuestionCard } from '../../learning/components/question-card.tsx';
import { answeredCount, type RunnerState } from '../lib/runner-state.ts';
import type { AttemptView } from '../lib/api.ts';
import { useDiagnosticRunner } from '../hooks/use-diagnostic-runner.ts';
import { RunnerHeader, runnerAnswering, RunnerStatusPanel } from './runner-frame.tsx';

const t = diagnosticPl.runner;

export function DiagnosticRunner({ view, tabId }: { view: AttemptView; tabId: string }) {
  const { state, announcement, setAnswer, back, advance, dontKnow, retryFinish } = useDiagnosticRunner(view, tabId);
  const question = state.questions[state.current];
  const position = question?.index ?? state.current + 1;
  const isLast = position >= state.questionCount;
  const entry = question ? state.answers[question.id] : undefined;
  const busy = state.phase === 'advancing';

  return (
    <Container size="md" className="py-6 sm:py-10">
      <RunnerHeader
        title={t.title}
        nickname={state.nickname}
        position={t.questionOf(position, state.questionCount)}
        remaining={state.remaining}
        announcement={announcement}
        progress={{ value: answeredCount(state), max: state.questionCount, label: t.progressLabel }}
      />

      {!runnerAnswering(state) ? (
        <RunnerStatusPanel state={state} texts={t} onRetryFinish={retryFinish} />
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
