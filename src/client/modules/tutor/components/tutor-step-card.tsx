import { learningPl } from '../../../i18n/learning.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { MathText } from '../../learning/index.ts';
import { BulbIcon, CheckIcon, LockIcon } from '../../learning/components/icons.tsx';
import type { TutorStep } from '../lib/api.ts';
import type { HintView, StepFeedback } from '../lib/tutor-flow.ts';
import { StepInput } from './step-input.tsx';

const t = learningPl.tutor;

interface TutorStepCardProps {
  step: TutorStep;
  stepCount: number;
  isActive: boolean;
  inputId: string;
  input: string;
  feedback: StepFeedback | undefined;
  hints: readonly HintView[];
  /** 'Pozostało wskazówek: 2 z 3' or 'Wskazówki bez limitu'. */
  remainingLabel: string;
  /** False at the question's hint limit or when the step has shown all its hints. */
  hintAvailable: boolean;
  checking: boolean;
  hintLoading: boolean;
  onInput: (value: string) => void;
  onCheck: () => void;
  onHint: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
}

/** One step of the tutor: its number and status, the prompt (or a lock), the answer box, feedback and hints. */
export function TutorStepCard({
  step,
  stepCount,
  isActive,
  inputId,
  input,
  feedback: fb,
  hints,
  remainingLabel,
  hintAvailable,
  checking,
  hintLoading,
  onInput,
  onCheck,
  onHint,
  inputRef,
}: TutorStepCardProps) {
  const isFuture = !isActive && step.status !== 'correct';
  const fbId = `${inputId}-fb`;
  return (
    <li
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
          {t.step(step.index + 1, stepCount)}
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

      {isActive && step.status !== 'correct' && (
        <div className="mt-4 space-y-3">
          <StepInput
            id={inputId}
            label={t.stepInput(step.index + 1)}
            value={input}
            onChange={onInput}
            onSubmit={onCheck}
            disabled={checking}
            describedBy={fb ? fbId : undefined}
            inputRef={inputRef}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="secondary" onClick={onHint} loading={hintLoading} disabled={!hintAvailable}>
              <BulbIcon />
              {t.hint}
            </Button>
            <Button size="lg" onClick={onCheck} loading={checking} disabled={input.trim() === ''}>
              {t.check}
            </Button>
          </div>
        </div>
      )}
      {isActive && step.status === 'correct' && <div className="mt-4 space-y-3" />}

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

      {hints.length > 0 && step.status !== 'correct' && (
        <div className="mt-3 space-y-2" role="status" aria-live="polite">
          {hints.map((h, i) => (
            <div key={i} className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200">
              <p className="text-sm font-bold">{t.hintTitle(h.level)}</p>
              <MathText text={h.text} className="mt-1" />
            </div>
          ))}
          <p className="text-sm font-medium text-amber-900">{remainingLabel}</p>
        </div>
      )}
    </li>
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
