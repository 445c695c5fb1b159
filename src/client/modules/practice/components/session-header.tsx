import { useEffect, useRef, useState } from 'react';
import { learningPl } from '../../../i18n/learning.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { formatClock, SESSION_SECONDS } from '../lib/session.ts';
import { CheckIcon, ClockIcon } from '../../learning/components/icons.tsx';

const t = learningPl.session;

interface SessionHeaderProps {
  /** Local-clock deadline (server's remainingSeconds added to the local time), null while unknown. */
  deadlineMs: number | null;
  answered: number;
  correct: number;
  onExpire: () => void;
  onEnd: () => void;
  endDisabled?: boolean;
}

/** Countdown, answer counters and the end button; re-renders itself every half second. */
export function SessionHeader({ deadlineMs, answered, correct, onExpire, onEnd, endDisabled }: SessionHeaderProps) {
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (deadlineMs === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadlineMs && !expired.current) {
        expired.current = true;
        onExpireRef.current();
      }
    };
    const id = window.setInterval(tick, 500);
    return () => window.clearInterval(id);
  }, [deadlineMs]);

  const remaining = deadlineMs === null ? SESSION_SECONDS : Math.max(0, Math.ceil((deadlineMs - now) / 1000));
  const elapsedShare = Math.min(1, Math.max(0, 1 - remaining / SESSION_SECONDS));
  const low = remaining <= 60;
  const warn = remaining <= 5 * 60;
  const clock = formatClock(remaining);

  return (
    <div className="sticky top-[65px] z-30 -mx-4 mb-4 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:mb-6 sm:rounded-2xl sm:border sm:bg-white sm:shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <div
          role="timer"
          aria-label={t.timeLeftLabel(clock)}
          className={cn(
            'flex items-center gap-1.5 rounded-full px-3 py-1 text-xl font-bold tabular-nums',
            low
              ? 'bg-rose-600 text-white'
              : warn
                ? 'bg-amber-100 text-amber-900'
                : 'bg-white text-slate-900 ring-1 ring-slate-200',
          )}
        >
          <ClockIcon className="size-5" />
          <span aria-hidden="true">{clock}</span>
        </div>
        <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={onEnd} disabled={endDisabled}>
          {t.end}
        </Button>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <div className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-500',
              low ? 'bg-rose-500' : warn ? 'bg-amber-400' : 'bg-gradient-to-r from-indigo-500 to-fuchsia-500',
            )}
            style={{ width: `${elapsedShare * 100}%` }}
          />
        </div>
        <span className="text-sm font-semibold whitespace-nowrap text-indigo-900">{t.answered(answered)}</span>
        <span className="inline-flex items-center gap-1 text-sm font-semibold whitespace-nowrap text-emerald-800">
          <CheckIcon className="size-4" />
          <span className="sr-only">{t.correctSoFar(correct)}</span>
          <span aria-hidden="true">{correct}</span>
        </span>
      </div>
    </div>
  );
}
