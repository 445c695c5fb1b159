import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../../ui/toast-later.ts';
import { PAID_PLAN_IDS, planName, type PaidPlanId } from '#core/plans/catalogue.ts';
import type { AccessRequestsResponse, SendAccessCodeResponse } from '#server/contract.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { api } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { QueryState } from './query-state.tsx';

type AccessRequest = AccessRequestsResponse['requests'][number];
const REQUESTS_KEY = ['admin', 'access-requests'] as const;

/**
 * Requests from the /pricing form, open ones first (the server orders them). Each open request is
 * answered with "Wyślij kod" (a single-use code for the requested plan, e-mailed) or closed.
 */
export function AccessRequestsTab() {
  const t = adminPl.requests;
  const query = useQuery({
    queryKey: REQUESTS_KEY,
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
                <RequestItem key={r.id} request={r} />
              ))}
            </ul>
          </Card>
        ))}
    </QueryState>
  );
}

const statusTone = {
  open: 'bg-amber-50 text-amber-900 ring-amber-200',
  code_sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  done: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

function RequestItem({ request: r }: { request: AccessRequest }) {
  const t = adminPl.requests;
  const queryClient = useQueryClient();
  const planId = useId();
  const requested = r.plan && r.plan !== 'free' ? r.plan : null;
  const [plan, setPlan] = useState<PaidPlanId>(requested ?? 'family');
  const refresh = () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
  const sendCode = useMutation({
    mutationFn: () => api.post<SendAccessCodeResponse>(`/api/admin/access-requests/${r.id}/send-code`, { plan }),
    onSuccess: (res) => {
      toast.success(t.sent, { description: t.sentText(res.request.code, r.email) });
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'codes'] });
    },
    onError: (e) => toast.error(t.sendFailed, { description: e.message }),
  });
  const close = useMutation({
    mutationFn: () => api.post(`/api/admin/access-requests/${r.id}/done`, {}),
    onSuccess: () => {
      toast.success(t.closed);
      void refresh();
    },
    onError: (e) => toast.error(t.closeFailed, { description: e.message }),
  });
  const busy = sendCode.isPending || close.isPending;

  return (
    <li className="space-y-2 px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <a
          href={`mailto:${r.email}`}
          className="font-semibold break-all text-indigo-700 underline-offset-2 hover:underline"
        >
          {r.email}
        </a>
        <span className="text-sm text-slate-600">{formatDateTime(r.createdAt)}</span>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span
          className={cn(
            'inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
            statusTone[r.status],
          )}
        >
          {t.statuses[r.status]}
        </span>
        <span>{requested ? t.requestedPlan(planName(requested)) : t.noPlan}</span>
        {r.code && (
          <span>
            {t.codeSent}: <code className="font-mono font-semibold">{r.code}</code>
          </span>
        )}
      </p>
      <p className={r.message ? 'whitespace-pre-line text-slate-800' : 'text-sm text-slate-600 italic'}>
        {r.message ?? t.noMessage}
      </p>
      {r.status === 'open' && (
        <div className="flex flex-col gap-2 pt-1 sm:flex-row sm:items-end">
          <div>
            <label htmlFor={planId} className="mb-1 block text-sm font-semibold text-slate-800">
              {t.codePlan}
            </label>
            <select
              id={planId}
              value={plan}
              onChange={(e) => setPlan(e.target.value as PaidPlanId)}
              className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base sm:w-48"
            >
              {PAID_PLAN_IDS.map((id) => (
                <option key={id} value={id}>
                  {planName(id)}
                </option>
              ))}
            </select>
          </div>
          <Button
            size="sm"
            className="min-h-11"
            loading={sendCode.isPending}
            disabled={busy}
            onClick={() => sendCode.mutate()}
            aria-label={`${t.sendCode}: ${r.email}`}
          >
            {t.sendCode}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            className="min-h-11"
            loading={close.isPending}
            disabled={busy}
            onClick={() => close.mutate()}
            aria-label={`${t.markDone}: ${r.email}`}
          >
            {t.markDone}
          </Button>
        </div>
      )}
    </li>
  );
}
