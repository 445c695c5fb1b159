import { cn } from '../../../lib/cn.ts';
import { ClockIcon } from '../../../ui/icons.tsx';
import { formatClock, timerTone, type TimerTone } from '../lib/timer.ts';

const tones: Record<TimerTone, string> = {
  normal: 'bg-white text-slate-800 ring-slate-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-400',
  critical: 'bg-rose-50 text-rose-800 ring-rose-400',
};

/**
 * The test clock. Colour is never the only signal: the warning and critical states also change
 * the label. The clock itself is not a live region (a screen reader would read every second);
 * threshold announcements go through `announcement`.
 */
export function Countdown({
  seconds,
  label,
  toneOverride,
  warningText,
  criticalText,
  announcement,
  className,
}: {
  seconds: number;
  label: (text: string) => string;
  /** 'normal' for a clock that counts up (the simple demo). */
  toneOverride?: TimerTone;
  warningText?: string;
  criticalText?: string;
  announcement?: string;
  className?: string;
}) {
  const tone = toneOverride ?? timerTone(seconds);
  const text = formatClock(seconds);
  const note = tone === 'critical' ? criticalText : tone === 'warning' ? warningText : undefined;
  return (
    <div className={cn('flex flex-col items-end gap-1', className)}>
      <div
        role="timer"
        aria-label={label(text)}
        data-tone={tone}
        className={cn(
          'inline-flex items-center gap-2 rounded-full px-4 py-2 text-xl font-bold tabular-nums shadow-xs ring-2 transition-colors',
          tones[tone],
        )}
      >
        <ClockIcon className="size-5" />
        <span aria-hidden="true">{text}</span>
      </div>
      {note && (
        <p className={cn('text-right text-sm font-semibold', tone === 'critical' ? 'text-rose-700' : 'text-amber-800')}>
          {note}
        </p>
      )}
      <p className="sr-only" aria-live={tone === 'critical' ? 'assertive' : 'polite'} aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}

/** A thick, friendly progress bar with the native semantics for assistive technology. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const pct = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className="h-3 w-full overflow-hidden rounded-full bg-indigo-100"
    >
      {/* React applies style through the CSSOM, which a strict CSP allows. */}
      <div
        className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500 transition-[width] duration-500 motion-reduce:transition-none"
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
