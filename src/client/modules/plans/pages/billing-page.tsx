import { useState } from 'react';
import { Link } from 'react-router';
import { PAID_PLAN_IDS, PLAN_IDS, PLANS, yearlySaving, type PlanId } from '#core/plans/catalogue.ts';
import { pl } from '../../../i18n/pl.ts';
import { plansPl } from '../../../i18n/plans.ts';
import { cn } from '../../../lib/cn.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card, Container, PageHeader } from '../../../ui/card.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { bestYearlySaving, formatPercentWhole, formatZloty, type BillingPeriod } from '../lib/money.ts';

const t = plansPl.billing;

/** /billing: the catalogue compared, monthly or yearly, with the yearly saving, payments 'wkrótce' and the FAQ. */
export default function BillingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <Container className="py-8 sm:py-12">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <PeriodToggle period={period} onChange={setPeriod} />

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PLAN_IDS.map((plan) => (
          <li key={plan}>
            <PlanCard
              plan={plan}
              period={period}
              note={plan !== 'free' && period === 'yearly' ? <Saving plan={plan} /> : undefined}
            />
          </li>
        ))}
      </ul>

      <Comparison />
      <Payments />
      <Faq />
    </Container>
  );
}

function PeriodToggle({ period, onChange }: { period: BillingPeriod; onChange: (p: BillingPeriod) => void }) {
  const upTo = plansPl.price.upTo(formatPercentWhole(bestYearlySaving(PAID_PLAN_IDS)));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-label={t.period} className="inline-flex rounded-xl bg-slate-100 p-1">
        {(['monthly', 'yearly'] as const).map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={period === p}
            onClick={() => onChange(p)}
            className={cn(
              'min-h-11 rounded-lg px-5 font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-indigo-500',
              period === p ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {p === 'monthly' ? t.monthly : t.yearly}
          </button>
        ))}
      </div>
      <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">{upTo}</span>
    </div>
  );
}

function Saving({ plan }: { plan: PlanId }) {
  const s = yearlySaving(plan);
  return <>{plansPl.price.saving(formatZloty(s.amount), formatPercentWhole(s.percent))}</>;
}

function Comparison() {
  const rows: { label: string; value: (plan: PlanId) => string }[] = [
    { label: t.monthlyPrice, value: (p) => formatZloty(PLANS[p].monthlyPrice) },
    { label: t.yearlyPrice, value: (p) => formatZloty(PLANS[p].yearlyPrice) },
    {
      label: t.yearlySaving,
      value: (p) => (p === 'free' ? '—' : formatZloty(yearlySaving(p).amount)),
    },
    { label: t.children, value: (p) => (PLANS[p].maxChildren === 1 ? '1' : t.upToChildren(PLANS[p].maxChildren)) },
    { label: t.hints, value: (p) => (PLANS[p].hintLimit === 'unlimited' ? t.unlimited : String(PLANS[p].hintLimit)) },
  ];
  return (
    <section aria-labelledby="compare-title" className="mt-12">
      <h2 id="compare-title" className="text-2xl font-bold text-slate-900">
        {t.compareTitle}
      </h2>
      {/*
        A phone scrolls the table sideways inside its box; the page itself never scrolls. Where it
        scrolls, a line says so and the right edge fades, so the plans beyond it are not missed.
      */}
      <p
        className="mt-2 flex items-center gap-1.5 text-sm font-medium text-slate-600 sm:hidden"
        data-testid="scroll-hint"
      >
        {t.scrollHint} <span aria-hidden="true">→</span>
      </p>
      <div className="relative mt-4">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-px right-px z-10 w-10 rounded-r-2xl bg-gradient-to-l from-white to-transparent sm:hidden"
        />
        <div
          className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
          tabIndex={0}
          role="region"
          aria-labelledby="compare-title"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t.feature}
                </th>
                {PLAN_IDS.map((p) => (
                  <th key={p} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                    {PLANS[p].name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-700">
                    {r.label}
                  </th>
                  {PLAN_IDS.map((p) => (
                    <td key={p} className="px-4 py-3 text-slate-900 tabular-nums">
                      {r.value(p)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function Payments() {
  return (
    <Card className="mt-12">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold text-slate-900">{t.paymentsTitle}</h2>
        <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {pl.common.soon}
        </span>
      </div>
      <p className="mt-2 text-slate-700">{t.paymentsText}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {t.methods.map((m) => (
          <li key={m} className="rounded-xl border border-dashed border-slate-300 px-4 py-2 text-slate-600">
            {m} · {pl.common.soon.toLowerCase()}
          </li>
        ))}
      </ul>
      <Link to="/pricing" className={buttonClass('primary', 'md', 'mt-5')}>
        {t.toPricing}
      </Link>
    </Card>
  );
}

function Faq() {
  return (
    <section aria-labelledby="faq-title" className="mt-12">
      <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
        {t.faqTitle}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {t.faq.map((item) => (
          <details key={item.q} className="group px-5 py-4">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
              {item.q}
              <span aria-hidden="true" className="text-xl text-indigo-600 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-2 text-slate-700">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
