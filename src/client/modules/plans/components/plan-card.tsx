import type { ReactNode } from 'react';
import { PLANS, type PlanId } from '#core/plans/catalogue.ts';
import { plansPl } from '../../../i18n/plans.ts';
import { cn } from '../../../lib/cn.ts';
import { CheckIcon } from '../../../ui/icons.tsx';
import { formatZloty, planPrice, type BillingPeriod } from '../lib/money.ts';

const t = plansPl;

/** One plan of the catalogue: name, price for the period, its feature lines and an action. */
export function PlanCard({
  plan,
  period = 'monthly',
  highlight,
  badge,
  note,
  children,
}: {
  plan: PlanId;
  period?: BillingPeriod;
  highlight?: boolean;
  badge?: string;
  note?: ReactNode;
  children?: ReactNode;
}) {
  const p = PLANS[plan];
  const price = planPrice(plan, period);
  return (
    <div
      data-testid={`plan-${plan}`}
      className={cn(
        'relative flex h-full flex-col rounded-3xl border bg-white p-6 shadow-sm',
        highlight ? 'border-indigo-500 ring-2 ring-indigo-500' : 'border-slate-200',
      )}
    >
      {badge && (
        <p className="absolute -top-3 left-6 rounded-full bg-indigo-600 px-3 py-0.5 text-sm font-semibold text-white">
          {badge}
        </p>
      )}
      <h3 className="text-xl font-bold text-slate-900">{p.name}</h3>
      <p className="mt-3 flex items-baseline gap-1.5">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">
          {price === 0 ? t.price.free : formatZloty(price)}
        </span>
        {price > 0 && (
          <span className="text-slate-600">{period === 'monthly' ? t.price.perMonth : t.price.perYear}</span>
        )}
      </p>
      {note && <div className="mt-1 text-sm font-medium text-emerald-800">{note}</div>}
      <ul className="mt-5 space-y-2.5 text-slate-700">
        {p.features.map((f) => (
          <li key={f} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      {children && <div className="mt-auto pt-6">{children}</div>}
    </div>
  );
}
