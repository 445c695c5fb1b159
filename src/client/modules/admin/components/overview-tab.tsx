import { useQuery } from '@tanstack/react-query';
import type { AdminOverviewResponse } from '#server/contract.ts';
import { pl } from '../../../i18n/pl.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Card, StatCard } from '../../../ui/card.tsx';
import { BookIcon, CheckIcon, ShieldIcon, UserIcon, UsersIcon } from '../../../ui/icons.tsx';
import { QueryState } from './query-state.tsx';

export function OverviewTab() {
  const t = adminPl;
  const query = useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: () => api.get<AdminOverviewResponse>('/api/admin/overview'),
    staleTime: 15_000,
  });
  const data = query.data;
  return (
    <QueryState query={query}>
      {data && (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
            <StatCard label={t.counts.users} value={data.counts.users} icon={<UsersIcon />} />
            <StatCard label={t.counts.parents} value={data.counts.parents} icon={<UserIcon />} />
            <StatCard label={t.counts.students} value={data.counts.students} icon={<BookIcon />} />
            <StatCard label={t.counts.consents} value={data.counts.consents} icon={<CheckIcon />} />
            <StatCard label={t.counts.admins} value={data.counts.admins} icon={<ShieldIcon />} />
          </div>
          <Card padding="none" className="mt-8 overflow-hidden">
            <h2 className="px-6 pt-5 text-lg font-bold text-slate-900">{t.recentUsers}</h2>
            {data.recentUsers.length === 0 ? (
              <p className="px-6 py-5 text-slate-600">{t.noUsers}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
                {data.recentUsers.map((u) => (
                  <li
                    key={u.id}
                    className="grid gap-1 px-6 py-3 sm:grid-cols-[1fr_10rem_14rem] sm:items-center sm:gap-4"
                  >
                    <span className="break-all font-medium text-slate-900">{u.email}</span>
                    <span className="text-sm text-slate-700">
                      <span className="sr-only">{t.role}: </span>
                      {pl.roles[u.role] ?? u.role}
                    </span>
                    <span className="text-sm text-slate-600">
                      <span className="sr-only">{t.createdAt}: </span>
                      {formatDateTime(u.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </QueryState>
  );
}
