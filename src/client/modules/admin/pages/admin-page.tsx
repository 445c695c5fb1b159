import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container, PageHeader } from '../../../ui/card.tsx';
import { AccessRequestsTab } from '../components/access-requests-tab.tsx';
import { AnalyticsTab } from '../components/analytics-tab.tsx';
import { CodesTab } from '../components/codes-tab.tsx';
import { OverviewTab } from '../components/overview-tab.tsx';
import { ReportsTab } from '../components/reports-tab.tsx';
import { Tabs, type TabItem } from '../components/tabs.tsx';
import { UsersTab } from '../components/users-tab.tsx';
import { TwoFactorNudge } from '../../security/components/two-factor-nudge.tsx';

const TAB_IDS = ['overview', 'users', 'codes', 'requests', 'question-reports', 'bug-reports', 'analytics'] as const;
type TabId = (typeof TAB_IDS)[number];

const isTabId = (v: string | null): v is TabId => (TAB_IDS as readonly (string | null)[]).includes(v);

const panels: Record<TabId, () => ReactNode> = {
  overview: () => <OverviewTab />,
  users: () => <UsersTab />,
  codes: () => <CodesTab />,
  requests: () => <AccessRequestsTab />,
  'question-reports': () => <ReportsTab key="question" kind="question" />,
  'bug-reports': () => <ReportsTab key="bug" kind="bug" />,
  analytics: () => <AnalyticsTab />,
};

export default function AdminPage() {
  const t = adminPl;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabId = isTabId(requested) ? requested : 'overview';
  const labels: Record<TabId, string> = {
    overview: t.tabs.overview,
    users: t.tabs.users,
    codes: t.tabs.codes,
    requests: t.tabs.requests,
    'question-reports': t.tabs.questionReports,
    'bug-reports': t.tabs.bugReports,
    analytics: t.tabs.analytics,
  };
  const tabs: TabItem<TabId>[] = TAB_IDS.map((id) => ({ id, label: labels[id] }));

  // The tab lives in the URL (?tab=codes): a reload or a shared link opens the same section.
  const select = (id: TabId) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === 'overview') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <Container className="py-8 sm:py-10">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <>
            <ButtonLink to="/admin/content" variant="secondary" size="sm">
              {diagnosticPl.adminContent.navLink}
            </ButtonLink>
            <ButtonLink to="/admin/db-check" variant="secondary" size="sm">
              {t.dbCheckLink}
            </ButtonLink>
          </>
        }
      />
      <TwoFactorNudge />
      <Tabs label={t.tabsLabel} tabs={tabs} selected={selected} onSelect={select} idPrefix="admin">
        {panels[selected]()}
      </Tabs>
    </Container>
  );
}
