import { pl } from '../../../i18n/pl.ts';
import { Container, PageHeader } from '../../../ui/card.tsx';
import { AccessCodeCard } from '../../plans/components/access-code-card.tsx';
import { SubscriptionCard } from '../../plans/components/subscription-card.tsx';

/** /parent/settings (also /settings): the plan's cards; the other settings sections join them here. */
export default function SettingsPage() {
  return (
    <Container size="md" className="py-8 sm:py-10">
      <PageHeader title={pl.nav.settings} />
      <div className="space-y-6">
        <SubscriptionCard />
        <AccessCodeCard />
      </div>
    </Container>
  );
}
