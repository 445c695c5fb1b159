import { useQuery } from '@tanstack/react-query';
import type { DbStatusResponse } from '#server/contract.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { api } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Alert, Card, Container, PageHeader, StatCard } from '../../../ui/card.tsx';
import { ClockIcon, CogIcon, CheckIcon } from '../../../ui/icons.tsx';
import { QueryState } from '../components/query-state.tsx';

export default function DbCheckPage() {
  const t = adminPl.dbCheck;
  const query = useQuery({
    queryKey: ['admin', 'db-status'],
    queryFn: () => api.get<DbStatusResponse>('/api/admin/db-status'),
  });
  return (
    <Container size="lg" className="py-8 sm:py-10">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <>
            <ButtonLink to="/admin" variant="secondary" size="sm">
              {t.back}
            </ButtonLink>
            <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t.refresh}
            </Button>
          </>
        }
      />
      <QueryState query={query}>{query.data && <DbStatus status={query.data} />}</QueryState>
    </Container>
  );
}

function DbStatus({ status: s }: { status: DbStatusResponse }) {
  const t = adminPl.dbCheck;
  const complete = s.migrations.applied === s.migrations.shipped;
  const totalRows = s.tables.reduce((n, r) => n + r.rows, 0);
  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          label={t.engine}
          value={t.engines[s.engine]}
          detail={t.engineDetail[s.engine](s.version)}
          icon={<CogIcon />}
        />
        <StatCard
          label={t.migrations}
          value={t.migrationsValue(s.migrations.applied, s.migrations.shipped)}
          icon={<CheckIcon />}
        />
        <StatCard label={t.latency} value={t.latencyValue(s.latencyMs)} detail={t.latencyHint} icon={<ClockIcon />} />
      </div>
      {complete ? <Alert tone="success" title={t.migrationsOk} /> : <Alert tone="error" title={t.migrationsMissing} />}
      {s.migrations.unknown > 0 && <Alert tone="info" title={t.migrationsUnknown(s.migrations.unknown)} />}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card padding="none" className="overflow-hidden">
          <h2 className="px-4 pt-5 text-lg font-bold text-slate-900 sm:px-6">{t.migrations}</h2>
          <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
            {s.migrations.list.map((m) => (
              <li key={m.tag} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6">
                <code className="break-all text-sm text-slate-900">{m.tag}</code>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                    !m.applied
                      ? 'bg-rose-50 text-rose-800 ring-rose-200'
                      : m.changedSinceApplied
                        ? 'bg-amber-50 text-amber-900 ring-amber-200'
                        : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
                  )}
                >
                  {!m.applied ? t.notApplied : m.changedSinceApplied ? t.changed : t.applied}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card padding="none" className="overflow-hidden">
          <table className="w-full text-left text-sm">
            <caption className="px-4 pt-5 text-left text-lg font-bold text-slate-900 sm:px-6">{t.tables}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold sm:px-6">
                  {t.table}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold sm:px-6">
                  {t.rows}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {s.tables.map((r) => (
                <tr key={r.table}>
                  <th scope="row" className="px-4 py-2 font-mono font-normal break-all text-slate-900 sm:px-6">
                    {r.table}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums sm:px-6">{r.rows.toLocaleString('pl-PL')}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-200 font-semibold">
              <tr>
                <th scope="row" className="px-4 py-2 sm:px-6">
                  {t.total}
                </th>
                <td className="px-4 py-2 text-right tabular-nums sm:px-6">{totalRows.toLocaleString('pl-PL')}</td>
              </tr>
            </tfoot>
          </table>
        </Card>
      </div>
    </div>
  );
}
