import { Link } from 'react-router';
import { planBadge } from '#core/plans/subscription-status.ts';
import { planName } from '#core/plans/catalogue.ts';
import { pl, plural, nouns } from '../../../i18n/pl.ts';
import { plansPl } from '../../../i18n/plans.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Alert, Card } from '../../../ui/card.tsx';
import { useGatingStatus } from '../lib/api.ts';
import { trialLeft } from '../lib/trial-banner.ts';

const t = plansPl.subscription;

const badgeTone = {
  Aktywny: 'bg-emerald-100 text-emerald-900',
  'Okres próbny': 'bg-sky-100 text-sky-900',
  Nieaktywny: 'bg-slate-200 text-slate-800',
} as const;

/** Settings: the family's plan, its badge (spec 4), what is left of the trial and the period's end. */
export function SubscriptionCard() {
  const { data, isPending, isError, refetch, isRefetching } = useGatingStatus();
  return (
    <Card role="region" aria-labelledby="subscription-title">
      <h2 id="subscription-title" className="text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      {isPending ? (
        <div className="mt-4 h-24 animate-pulse rounded-xl bg-slate-100" role="status" aria-label={pl.common.loading} />
      ) : isError ? (
        <div className="mt-4">
          <Alert tone="error" title={t.loadFailed}>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              loading={isRefetching}
              onClick={() => void refetch()}
            >
              {t.refresh}
            </Button>
          </Alert>
        </div>
      ) : (
        <SubscriptionDetails status={data} />
      )}
    </Card>
  );
}

function SubscriptionDetails({ status }: { status: NonNullable<ReturnType<typeof useGatingStatus>['data']> }) {
  const badge = planBadge(status);
  const paid = status.status === 'active' && status.activePlan !== 'free';
  const left = trialLeft(status.trial);
  const periodEnd = paid ? formatDate(status.subscription.currentPeriodEnd) : null;
  return (
    <>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        <Row label={t.plan}>
          <span className="text-base font-bold text-slate-900" data-testid="plan-name">
            {planName(status.activePlan)}
          </span>
          <span className={cn('ml-2 rounded-full px-2.5 py-0.5 text-xs font-semibold', badgeTone[badge])}>{badge}</span>
        </Row>
        {!paid && (
          <Row label={t.trialLeft}>
            {status.status === 'expired'
              ? t.trialEnded
              : status.trial.startedAt === null
                ? t.trialNotStarted
                : `${left.days} · ${left.tasks}`}
          </Row>
        )}
        {periodEnd && <Row label={t.periodEnd}>{periodEnd}</Row>}
        <Row label={t.children}>{plural(status.maxChildren, nouns.child)}</Row>
        <Row label={t.hints}>
          {status.hintLimit === 'unlimited' ? t.hintsUnlimited : t.hintsLimited(status.hintLimit)}
        </Row>
      </dl>
      <Link to="/pricing" className={buttonClass(paid ? 'secondary' : 'primary', 'md', 'mt-4 w-full sm:w-auto')}>
        {paid ? t.extend : t.activate}
      </Link>
    </>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}
