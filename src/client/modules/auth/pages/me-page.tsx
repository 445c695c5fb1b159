import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pl } from '../../../i18n/pl.ts';
import { twoFactorPl } from '../../../i18n/two-factor.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { meQuery } from '../../../lib/session.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card, Container, PageHeader, RetryAlert } from '../../../ui/card.tsx';
import { useLogout } from '../hooks/use-logout.ts';

export default function MePage() {
  const t = pl.auth.me;
  const { data, isPending, isError, refetch } = useQuery({ ...meQuery, staleTime: 0 });
  const logout = useLogout();

  return (
    <Container size="md" className="py-10">
      <PageHeader title={t.title} />
      {isPending && <p role="status">{pl.common.loading}</p>}
      {isError && <RetryAlert title={pl.errors.loadData} retry={pl.common.retry} onRetry={() => void refetch()} />}
      {data && (
        <Card>
          <dl className="divide-y divide-slate-100">
            <Row label={t.id} value={<code className="break-all font-mono text-sm">{data.user.id}</code>} />
            <Row label={t.email} value={data.user.email} />
            <Row label={t.role} value={data.isAdmin ? pl.roles.admin : pl.roles[data.user.role]} />
            <Row label={t.lastSignIn} value={formatDateTime(data.user.lastSignInAt) ?? t.never} />
            <Row label={t.createdAt} value={formatDateTime(data.user.createdAt) ?? t.never} />
          </dl>
          <div className="mt-6 border-t border-slate-100 pt-6">
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => void logout('/auth/magic-login')}>
                {t.logout}
              </Button>
              {data.isAdmin && (
                <ButtonLink to="/admin/security" variant="secondary">
                  {twoFactorPl.nudge.link}
                </ButtonLink>
              )}
            </div>
          </div>
        </Card>
      )}
    </Container>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2">{value}</dd>
    </div>
  );
}
