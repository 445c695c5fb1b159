import { useState } from 'react';
import { Link } from 'react-router';
import { PAID_PLAN_IDS, type PaidPlanId } from '#core/plans/catalogue.ts';
import { pl } from '../../../i18n/pl.ts';
import { useStatus } from '../../../lib/session.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Container, PageHeader } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { AccessCodeForm } from '../components/access-code-form.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { RequestAccessDialog } from '../components/request-access-dialog.tsx';
import { TrialBanner } from '../components/trial-banner.tsx';
import { useGatingStatus } from '../lib/api.ts';

const t = pl.plans.pricing;

/** /pricing: the three paid plans of the one catalogue, the access-code and request-access dialogs. */
export default function PricingPage() {
  const { data: session } = useStatus();
  const signedIn = session?.signedIn === true && session.emailVerified;
  const { data: status } = useGatingStatus(signedIn);
  const [codeOpen, setCodeOpen] = useState(false);
  const [requestFor, setRequestFor] = useState<PaidPlanId | null>(null);
  const current = status?.status === 'active' ? status.activePlan : null;

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {signedIn && <TrialBanner className="mb-8" />}

      <ul className="grid gap-6 md:grid-cols-3">
        {PAID_PLAN_IDS.map((plan) => (
          <li key={plan}>
            <PlanCard
              plan={plan}
              highlight={current ? current === plan : plan === 'family'}
              badge={current === plan ? t.current : !current && plan === 'family' ? t.recommended : undefined}
            >
              <Button
                variant={plan === 'family' ? 'primary' : 'secondary'}
                className="w-full"
                onClick={() => setRequestFor(plan)}
              >
                {t.requestAccess}
              </Button>
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
        onClose={() => setCodeOpen(false)}
        title={pl.plans.code.dialogTitle}
        description={signedIn ? pl.plans.code.dialogText : undefined}
      >
        {signedIn ? (
          <AccessCodeForm fallback={pl.plans.code.invalidPricing} onRedeemed={() => setCodeOpen(false)} />
        ) : (
          <div className="space-y-4">
            <p className="text-slate-700">{pl.plans.code.signInFirst}</p>
            <Link to="/auth/login" className={buttonClass('primary', 'md', 'w-full')}>
              {pl.plans.code.signIn}
            </Link>
          </div>
        )}
      </Dialog>
      <RequestAccessDialog plan={requestFor} onClose={() => setRequestFor(null)} />
    </Container>
  );
}
