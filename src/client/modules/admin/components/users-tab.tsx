import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { planName } from '#core/plans/catalogue.ts';
import type { AdminUsersResponse } from '#server/contract.ts';
import { pl } from '../../../i18n/pl.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { api } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { GrantPlanDialog, GrantPlanForm } from './grant-plan-dialog.tsx';
import { QueryState } from './query-state.tsx';
import { StatusBadge } from './status-badge.tsx';

export function UsersTab() {
  const t = adminPl.users;
  const inputId = useId();
  const grantTitleId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [grantFor, setGrantFor] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'users', search],
    queryFn: () => api.get<AdminUsersResponse>(`/api/admin/users?query=${encodeURIComponent(search)}&limit=50`),
    placeholderData: keepPreviousData,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <>
      <section aria-labelledby={grantTitleId} className="mb-8">
        <Card>
          <h2 id={grantTitleId} className="text-lg font-bold text-slate-900">
            {t.byEmailTitle}
          </h2>
          <p className="mb-4 text-sm text-slate-600">{t.byEmailText}</p>
          <GrantPlanForm />
        </Card>
      </section>
      <form role="search" onSubmit={submit} className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t.searchLabel}
          </label>
          <input
            id={inputId}
            type="search"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t.searchPlaceholder}
            className="block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base placeholder:text-slate-500 focus:border-indigo-500 focus:outline-3 focus:outline-indigo-500/40"
          />
        </div>
        <Button type="submit">{t.search}</Button>
      </form>
      <QueryState query={query}>
        {query.data &&
          (query.data.users.length === 0 ? (
            <p className="text-slate-600">{t.empty}</p>
          ) : (
            <Card padding="none" className="overflow-hidden">
              <ul className="divide-y divide-slate-100" aria-busy={query.isFetching}>
                {query.data.users.map((u) => (
                  <li
                    key={u.id}
                    className="grid gap-2 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-center sm:gap-4 sm:px-6"
                  >
                    <div className="min-w-0">
                      <p className="break-all font-semibold text-slate-900">{u.email}</p>
                      <p className="text-sm text-slate-600">
                        {u.name && <span>{u.name} · </span>}
                        {pl.roles[u.role as keyof typeof pl.roles] ?? u.role}
                      </p>
                    </div>
                    <div className="text-sm">
                      <span className="sr-only">{t.plan}: </span>
                      <span className="font-semibold text-slate-900">{planName(u.activePlan)}</span>{' '}
                      <StatusBadge status={u.status} />
                      {u.currentPeriodEnd && (
                        <p className="text-slate-600">{t.until(formatDate(u.currentPeriodEnd) ?? '')}</p>
                      )}
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setGrantFor(u.email)}
                      aria-label={`${t.grant}: ${u.email}`}
                    >
                      {t.grant}
                    </Button>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
      </QueryState>
      <GrantPlanDialog email={grantFor} onClose={() => setGrantFor(null)} />
    </>
  );
}
