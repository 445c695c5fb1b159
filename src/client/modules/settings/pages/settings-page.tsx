import { familyPl } from '../../../i18n/family.ts';
import { Container, PageHeader } from '../../../ui/card.tsx';
import { AccessCodeCard } from '../../plans/components/access-code-card.tsx';
import { SubscriptionCard } from '../../plans/components/subscription-card.tsx';
import { DataRightsCard } from '../components/data-rights-card.tsx';
import { NotificationSettings } from '../components/notification-settings.tsx';

const t = familyPl.settingsPage;

/** /parent/settings (also /settings): a list of independent sections, each with its own data and save button. */
export default function SettingsPage() {
  return (
    <Container size="lg" className="py-8 sm:py-10">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="space-y-10">
        <div className="grid gap-6 lg:grid-cols-2">
          <SubscriptionCard />
          <AccessCodeCard />
        </div>
        <NotificationSettings />
        <DataRightsCard />
      </div>
    </Container>
  );
}
