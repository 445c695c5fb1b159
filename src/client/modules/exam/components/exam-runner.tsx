import { useState } from 'react';
import { examPl } from '../../../i18n/exam.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { Container } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { ArrowLeft } from '../../../ui/icons.tsx';
import { RunnerHeader, runnerAnswering, RunnerStatusPanel } from '../../diagnostic/components/runner-frame.tsx';
import { SyncNote } from '../../diagnostic/components/diagnostic-runner.tsx';
import { QuestionCard } from '../../learning/components/question-card.tsx';
import { useExamRunner } from '../hooks/use-exam-runner.ts';
import type { ExamView } from '../lib/api.ts';

const t = examPl.runner;

/** The mock exam: header with the clock, the list of tasks, one task at a time, finish with a confirm. */
export function ExamRunner({ view, tabId }: { view: ExamView; tabId: string }) {
  const runner = useExamRunner(view, tabId);
  const { state } = runner;
  const [confirming, setConfirming] = useState(false);
  const task = state.questions[state.current];
  const meta = new Map(view.questions.map((q) => [q.id, q]));
  const entry = task ? state.answers[task.id] : undefined;
  const isLast = state.current >= state.questions.length - 1;

  return (
    <Container size="md" className="py-6 sm:py-10">
      <RunnerHeader
        title={t.title}
        nickname={state.nickname}
        position={t.taskOf(state.current + 1, state.questions.length)}
        remaining={state.remaining}
        announcement={state.announcement}
        progress={{ value: runner.answered, max: state.questions.length, label: t.progressLabel }}
      >
        <p className="text-sm text-slate-600">{t.answered(runner.answered, state.questions.length)}</p>
        <TaskNav
          ids={state.questions.map((q) => q.id)}
          current={state.current}
          isAnswered={runner.isAnswered}
          onGo={runner.goTo}
          disabled={!state.active || state.phase !== 'running'}
        />
      </RunnerHeader>

      {!runnerAnswering(state) ? (
        <RunnerStatusPanel state={state} texts={t} onRetryFinish={runner.finish} />
      ) : task ? (
        <QuestionCard
          question={task}
          number={state.current + 1}
          badges={
            // An open task's points are on its own badge.
            task.inputKind === 'parts' ? undefined : (
              <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold whitespace-nowrap text-slate-700">
                {t.points(meta.get(task.id)?.maxPoints ?? 1)}
              </span>
            )
          }
          initialAnswer={entry && !entry.dontKnow ? entry.raw : null}
          // As on the paper: parts may stay empty, and a later calculation shows a skipped step.
          partialParts
          onAnswerChange={(raw) => runner.setAnswer(task.id, raw)}
          onSubmit={(raw) => {
            runner.setAnswer(task.id, raw);
            if (isLast) setConfirming(true);
            else runner.goTo(state.current + 1);
          }}
          submitLabel={isLast ? t.finish : t.next}
          onSkip={() => (isLast ? setConfirming(true) : runner.goTo(state.current + 1))}
          skipLabel={t.skip}
          actions={
            <Button
              variant="ghost"
              size="lg"
              onClick={() => runner.goTo(state.current - 1)}
              disabled={state.current === 0}
            >
              <ArrowLeft className="size-5" />
              {t.previous}
            </Button>
          }
        />
      ) : null}

      {state.active && state.phase === 'running' && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" size="lg" onClick={() => setConfirming(true)}>
            {t.finish}
          </Button>
        </div>
      )}
      <SyncNote state={state} />

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.confirmTitle}
        description={runner.unanswered > 0 ? t.confirmUnanswered(runner.unanswered) : t.confirmAll}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t.confirmNo}
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              runner.finish();
            }}
          >
            {t.confirmYes}
          </Button>
        </div>
      </Dialog>
    </Container>
  );
}

/** Every task as a numbered button: answered ones filled, the current one ringed. */
function TaskNav({
  ids,
  current,
  isAnswered,
  onGo,
  disabled,
}: {
  ids: string[];
  current: number;
  isAnswered: (id: string) => boolean;
  onGo: (index: number) => void;
  disabled: boolean;
}) {
  return (
    <nav aria-label={t.navLabel}>
      <ol className="flex flex-wrap gap-2" data-testid="exam-task-nav">
        {ids.map((id, i) => {
          const answered = isAnswered(id);
          return (
            <li key={id}>
              <button
                type="button"
                onClick={() => onGo(i)}
                disabled={disabled}
                aria-current={i === current ? 'step' : undefined}
                aria-label={t.navItem(i + 1, answered)}
                data-answered={answered}
                className={cn(
                  'grid size-10 place-items-center rounded-lg text-base font-bold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60',
                  answered
                    ? 'bg-indigo-600 text-white hover:bg-indigo-700'
                    : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50',
                  i === current && 'ring-2 ring-amber-500 ring-offset-2',
                )}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
