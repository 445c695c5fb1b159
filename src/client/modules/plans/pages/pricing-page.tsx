import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAID_PLAN_IDS, type PaidPlanId } from '#core/plans/catalogue.ts';
import { plansPl } from '../../../i18n/plans.ts';
import { useStatus } from '../../../lib/session.ts';
import { formatDate } from '../../../lib/format.ts';
import { planRank } from '#core/plans/subscription-status.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Container, PageHeader } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { AccessCodeForm } from '../components/access-code-form.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { RequestAccessDialog } from '../components/request-access-dialog.tsx';
import { TrialBanner } from '../components/trial-banner.tsx';
import { useGatingStatus } from '../lib/api.ts';

const t = plansPl.pricing;

/** /pricing: the three paid plans of the one catalogue, the access-code and request-access dialogs. */
export default function PricingPage() {
  const { data: session } = useStatus();
  const signedIn = session?.signedIn === true && session.emailVerified;
  const { data: status } = useGatingStatus(signedIn);
  const [params, setParams] = useSearchParams();
  // The access-code e-mail links here with ?code=…: the dialog opens with the code filled in.
  const linkedCode = params.get('code') ?? '';
  const [codeOpen, setCodeOpen] = useState(linkedCode !== '');
  const [requestFor, setRequestFor] = useState<PaidPlanId | null>(null);
  const current = status?.status === 'active' ? status.activePlan : null;
  const currentUntil = current ? formatDate(status?.subscription.currentPeriodEnd) : null;
  const closeCode = () => {
    setCodeOpen(false);
    if (linkedCode) setParams({}, { replace: true });
  };
  const loginPath = `/auth/login?${new URLSearchParams({ next: linkedCode ? `/pricing?code=${linkedCode}` : '/pricing' }).toString()}`;

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {signedIn && (
        <TrialBanner
          className="mb-8"
          action={
            <Button variant="secondary" className="shrink-0" onClick={() => setCodeOpen(true)}>
              {t.bannerCode}
            </Button>
          }
        />
      )}

      <ul className="grid gap-6 md:grid-cols-3">
        {PAID_PLAN_IDS.map((plan) => (
          <li key={plan}>
            <PlanCard
              plan={plan}
              highlight={current ? current === plan : plan === 'family'}
              badge={current === plan ? t.current : !current && plan === 'family' ? t.recommended : undefined}
            >
              {current === plan ? (
                <div className="space-y-3">
                  <p className="rounded-xl bg-emerald-50 px-4 py-3 text-center font-semibold text-emerald-900 ring-1 ring-emerald-200">
                    {t.currentUntil(currentUntil ?? '')}
                  </p>
                  <Button variant="secondary" className="w-full" onClick={() => setCodeOpen(true)}>
                    {t.extendWithCode}
                  </Button>
                </div>
              ) : (
                <>
                  {current && planRank(plan) < planRank(current) && (
                    <p className="mb-2 text-center text-sm text-slate-600">{t.lowerThanCurrent}</p>
                  )}
                  <Button
                    variant={!current && plan === 'family' ? 'primary' : 'secondary'}
                    className="w-full"
                    onClick={() => setRequestFor(plan)}
                  >
                    {t.requestAccess}
                  </Button>
                </>
              )}
            </PlanCard>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="code-title"
        className="mt-10 flex flex-col gap-4 rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-600 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h2 id="code-title" className="text-2xl font-bold">
            {t.codeTitle}
          </h2>
          <p className="mt-1 text-indigo-50">{t.codeText}</p>
        </div>
        <Button variant="light" size="lg" className="shrink-0" onClick={() => setCodeOpen(true)}>
          {t.enterCode}
        </Button>
      </section>

      <p className="mt-8 text-center">
        <Link to="/billing" className="font-semibold text-indigo-700 underline-offset-4 hover:underline">
          {t.compare} →
        </Link>
      </p>

      <Dialog
        open={codeOpen}
        onClose={closeCode}
        title={plansPl.code.dialogTitle}
        description={signedIn ? plansPl.code.dialogText : undefined}
      >
        {signedIn ? (
          <AccessCodeForm fallback={plansPl.code.invalidPricing} onRedeemed={closeCode} initialCode={linkedCode} />
        ) : (
          <div className="space-y-4">
            <p className="text-slate-700">{plansPl.code.signInFirst}</p>
            <Link to={loginPath} className={buttonClass('primary', 'md', 'w-full')}>
              {plansPl.code.signIn}
            </Link>
          </div>
        )}
      </Dialog>
      <RequestAccessDialog plan={requestFor} onClose={() => setRequestFor(null)} />
    </Container>
  );
}
