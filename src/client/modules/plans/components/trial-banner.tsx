import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { plansPl } from '../../../i18n/plans.ts';
import { cn } from '../../../lib/cn.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { ClockIcon, ShieldIcon, SparkIcon } from '../../../ui/icons.tsx';
import { useStatus } from '../../../lib/session.ts';
import { useGatingStatus } from '../lib/api.ts';
import { trialLeft, visibleBanner } from '../lib/trial-banner.ts';

const t = plansPl.banner;

const tones = {
  trial: { box: 'border-sky-200 bg-sky-50 text-sky-950', icon: 'bg-sky-100 text-sky-700', button: 'primary' },
  ending: {
    box: 'border-amber-300 bg-amber-50 text-amber-950',
    icon: 'bg-amber-100 text-amber-800',
    button: 'primary',
  },
  expired: { box: 'border-rose-300 bg-rose-50 text-rose-950', icon: 'bg-rose-100 text-rose-700', button: 'danger' },
} as const;

/**
 * The trial banner of spec 9: blue while the trial runs, amber near its end, red once it is over,
 * none with a running paid plan or before the first task (the trial starts with it). Every state
 * leads to /pricing (or to `action`, the page's own, on /pricing itself).
 */
export function TrialBanner({ className, action }: { className?: string; action?: ReactNode }) {
  const { data: status } = useStatus();
  // A child never sees a plan or a price (issue 23): their session is refused the status anyway.
  const { data } = useGatingStatus(status !== undefined && !status.child);
  if (!data || status?.child) return null;
  const state = visibleBanner(data);
  if (state === 'none') return null;
  const tone = tones[state];
  const left = trialLeft(data.trial);
  const Icon = state === 'expired' ? ShieldIcon : state === 'ending' ? ClockIcon : SparkIcon;
  return (
    <div
      role={state === 'expired' ? 'alert' : 'status'}
      data-testid="trial-banner"
      data-state={state}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5',
        tone.box,
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <span className={cn('grid size-10 shrink-0 place-items-center rounded-xl', tone.icon)} aria-hidden="true">
          <Icon className="size-5" />
        </span>
        <div>
          <p className="font-bold">
            {state === 'expired' ? t.expiredTitle : state === 'ending' ? t.endingTitle : t.trialTitle}
          </p>
          <p className="mt-0.5 text-sm">{state === 'expired' ? t.expiredText : t.left(left.days, left.tasks)}</p>
        </div>
      </div>
      {/* On /pricing itself a link to /pricing would go nowhere: the page gives its own action. */}
      {action ?? (
        <Link to="/pricing" className={buttonClass(tone.button, 'md', 'shrink-0')}>
          {state === 'expired' ? t.expiredAction : state === 'ending' ? t.endingAction : t.trialAction}
        </Link>
      )}
    </div>
  );
}
