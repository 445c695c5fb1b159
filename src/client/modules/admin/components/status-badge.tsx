import { adminPl } from '../../../i18n/admin.ts';
import { cn } from '../../../lib/cn.ts';

const tones = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  trialing: 'bg-amber-50 text-amber-900 ring-amber-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/** A family's subscription status as the spec's badge words ('Aktywny', 'Okres próbny', 'Nieaktywny'). */
export function StatusBadge({ status }: { status: keyof typeof tones }) {
  return (
    <span
      className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', tones[status])}
    >
      {adminPl.status[status]}
    </span>
  );
}
