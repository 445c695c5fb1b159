import { useQuery } from '@tanstack/react-query';
import type { AccessRequestsResponse } from '#server/contract.ts';
import { pl } from '../../../i18n/pl.ts';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Card } from '../../../ui/card.tsx';
import { QueryState } from './query-state.tsx';

/** Requests from the /pricing form, newest first (the server orders them). */
export function AccessRequestsTab() {
  const t = pl.admin.requests;
  const query = useQuery({
    queryKey: ['admin', 'access-requests'],
    queryFn: () => api.get<AccessRequestsResponse>('/api/admin/access-requests?limit=200'),
  });
  return (
    <QueryState query={query}>
      {query.data &&
        (query.data.requests.length === 0 ? (
          <p className="text-slate-600">{t.empty}</p>
        ) : (
          <Card padding="none" className="overflow-hidden">
            <ul className="divide-y divide-slate-100" aria-label={t.title}>
              {query.data.requests.map((r) => (
                <li key={r.id} className="space-y-1 px-4 py-4 sm:px-6">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <a
                      href={`mailto:${r.email}`}
                      className="break-all font-semibold text-indigo-700 underline-offset-2 hover:underline"
                    >
                      {r.email}
                    </a>
                    <span className="text-sm text-slate-600">{formatDateTime(r.createdAt)}</span>
                  </div>
                  <p className={r.message ? 'whitespace-pre-line text-slate-800' : 'text-sm text-slate-500 italic'}>
                    {r.message ?? t.noMessage}
                  </p>
                </li>
              ))}
            </ul>
          </Card>
        ))}
    </QueryState>
  );
}
