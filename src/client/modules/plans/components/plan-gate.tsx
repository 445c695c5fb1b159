import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { plansPl } from '../../../i18n/plans.ts';
import { childAccessPl } from '../../../i18n/child-access.ts';
import { cn } from '../../../lib/cn.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { ShieldIcon } from '../../../ui/icons.tsx';
import { useStatus } from '../../../lib/session.ts';
import { childMeQuery, childPracticeRefusal } from '../../../lib/child-status.ts';

const t = plansPl.gate;

/**
 * In place of a start button once the trial is over: what is wrong and the way to the plans,
 * addressed to the parent. On a child's own device it says why in the child's words, with no
 * way to the plans.
 */
export function LearningBlocked({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'onDark' }) {
  const { data: status } = useStatus();
  const child = status?.child != null;
  const { data: me } = useQuery({ ...childMeQuery, enabled: child });
  // A child reads why in their own words, and no way to the plans (never a price on a child's screen).
  const childReason = child ? (me ? childPracticeRefusal(me) : null) : undefined;
  return (
    <div
      data-testid="learning-blocked"
      className={cn(
        'rounded-2xl p-4 sm:p-5',
        tone === 'light' ? 'bg-rose-50 text-rose-950 ring-1 ring-rose-200' : 'bg-white/95 text-slate-900',
        className,
      )}
    >
      <p className="flex items-center gap-2 font-bold">
        <ShieldIcon className="size-5 shrink-0 text-rose-700" />
        {childReason === undefined ? t.expiredTitle : (childReason ?? childAccessPl.home.askParent)}
      </p>
      {childReason === undefined && (
        <>
          <p className="mt-1 text-sm sm:text-base">{t.expiredText}</p>
          <Link to="/pricing" className={buttonClass('primary', 'md', 'mt-3')}>
            {t.expiredAction}
          </Link>
        </>
      )}
    </div>
  );
}

/** Where "Dodaj dziecko" would be once the plan's child limit is reached: the limit and a bigger plan. */
export function ChildLimitReached({ plan, max, className }: { plan: string; max: number; className?: string }) {
  return (
    <div
      data-testid="child-limit"
      className={cn('rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 sm:p-5', className)}
    >
      <p className="font-bold">{t.childLimitTitle(plan, max)}</p>
      <p className="mt-1 text-sm">{t.childLimitText}</p>
      <Link to="/pricing" className={buttonClass('primary', 'sm', 'mt-3')}>
        {t.childLimitAction}
      </Link>
    </div>
  );
}
