import { pl } from '../../../i18n/pl.ts';
import { cn } from '../../../lib/cn.ts';
import { CheckIcon } from '../../../ui/icons.tsx';

/** Onboarding progress: account → consent → child → diagnostic. `current` is 0-based. */
export function Stepper({ current }: { current: number }) {
  const steps = pl.onboarding.steps;
  return (
    <nav aria-label={pl.onboarding.stepLabel(current + 1, steps.length)} className="mb-8">
      <ol className="flex items-center gap-2">
        {steps.map((label, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li key={label} className="flex flex-1 items-center gap-2" aria-current={active ? 'step' : undefined}>
              <span
                className={cn(
                  'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold',
                  done && 'bg-emerald-600 text-white',
                  active && 'bg-indigo-600 text-white ring-4 ring-indigo-100',
                  !done && !active && 'bg-slate-200 text-slate-700',
                )}
              >
                {done ? <CheckIcon className="size-4" /> : i + 1}
              </span>
              {/* On a phone only the current step is named, so the row fits and still says where you are. */}
              <span
                className={cn(
                  'text-sm font-medium whitespace-nowrap',
                  active ? 'text-slate-900' : 'sr-only text-slate-600 sm:not-sr-only',
                )}
              >
                {label}
              </span>
              {i < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 flex-1 rounded', done ? 'bg-emerald-500' : 'bg-slate-200')}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
