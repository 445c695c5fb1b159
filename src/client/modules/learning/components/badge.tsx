import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

const tones = {
  indigo: 'bg-indigo-100 text-indigo-800',
  amber: 'bg-amber-100 text-amber-900',
  emerald: 'bg-emerald-100 text-emerald-900',
  slate: 'bg-slate-100 text-slate-800',
  rose: 'bg-rose-100 text-rose-900',
  sky: 'bg-sky-100 text-sky-900',
} as const;

export function Badge({
  tone = 'indigo',
  children,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
