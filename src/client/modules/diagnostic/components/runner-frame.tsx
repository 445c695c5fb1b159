import type { ReactNode } from 'react';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { Button, Spinner } from '../../../ui/button.tsx';
import { Alert, Card } from '../../../ui/card.tsx';
import { Countdown, ProgressBar } from './countdown.tsx';

const d = diagnosticPl.runner;

/**
 * The header card of a timed runner (the diagnostic and the mock exam): what is running and for
 * whom, the position, the clock and the progress; `children` go under the progress bar.
 */
export function RunnerHeader(props: {
  title: string;
  nickname: string;
  position: string;
  remaining: number;
  announcement: string;
  progress: { value: number; max: number; label: string };
  children?: ReactNode;
}) {
  return (
    <Card padding="sm" className="mb-5 space-y-4 sm:mb-6">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-indigo-700">
            <span className="hidden sm:inline">{props.title} · </span>
            {props.nickname}
          </p>
          <p
            className="mt-0.5 text-xl font-bold whitespace-nowrap text-slate-900 sm:text-2xl"
            data-testid="question-position"
          >
            {props.position}
          </p>
        </div>
        <Countdown
          seconds={props.remaining}
          label={d.timeLeftLabel}
          warningText={d.warningNote}
          criticalText={d.criticalNote}
          announcement={props.announcement}
        />
      </div>
      <ProgressBar value={props.progress.value} max={props.progress.max} label={props.progress.label} />
      {props.children}
    </Card>
  );
}

/** Whether the runner shows its task (else `RunnerStatusPanel` says why not). */
export function runnerAnswering(state: { active: boolean; phase: string }): boolean {
  return state.active && state.phase !== 'finishing' && state.phase !== 'finishPending';
}

/**
 * What a timed runner shows instead of the task: another tab holds the lock, the answers are
 * being scored, or the finish waits for the connection.
 */
export function RunnerStatusPanel(props: {
  state: { active: boolean; phase: string };
  texts: { otherTabTitle: string; finishing: string; finishingText: string };
  onRetryFinish: () => void;
}) {
  const { state, texts } = props;
  if (!state.active)
    return (
      <div role="alert" className="rounded-3xl border-2 border-amber-300 bg-amber-50 p-6 text-amber-950 sm:p-8">
        <h2 className="text-xl font-bold">{texts.otherTabTitle}</h2>
        <p className="mt-2 text-base leading-relaxed">{d.otherTabText}</p>
      </div>
    );
  if (state.phase === 'finishing')
    return (
      <Card className="flex flex-col items-center gap-4 py-12 text-center" role="status">
        <Spinner className="size-10 text-indigo-600" />
        <div>
          <h2 className="text-xl font-bold text-slate-900">{texts.finishing}</h2>
          <p className="mt-1 text-slate-600">{texts.finishingText}</p>
        </div>
      </Card>
    );
  if (state.phase === 'finishPending')
    return (
      <Alert tone="info" title={d.finishPendingTitle}>
        <p>{d.finishPendingText}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={props.onRetryFinish}>
          {d.finishRetry}
        </Button>
      </Alert>
    );
  return null;
}
