import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../../ui/toast-later.ts';
import type { AdminReportsResponse, ReportStatusResponse } from '#server/contract.ts';
import { pl } from '../../../i18n/pl.ts';
import { learningPl } from '../../../i18n/learning.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { MathText } from '../../learning/index.ts';
import { QueryState } from './query-state.tsx';

const PAGE = 25;
type Report = AdminReportsResponse['reports'][number];
type Status = Report['status'];
type Filter = Status | 'all';
const FILTERS: readonly Filter[] = ['open', 'resolved', 'dismissed', 'all'];

/**
 * Question reports or bug reports, newest first, a page at a time; open ones by default. Each
 * report can be resolved or dismissed (and opened again); a question report shows the question.
 */
export function ReportsTab({ kind }: { kind: 'question' | 'bug' }) {
  const t = adminPl.reports;
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>('open');
  const query = useInfiniteQuery({
    queryKey: ['admin', 'reports', kind, filter],
    queryFn: ({ pageParam }) =>
      api.get<AdminReportsResponse>(
        `/api/admin/question-reports?kind=${kind}&status=${filter}&limit=${PAGE}&offset=${pageParam}`,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });
  const reports = query.data?.pages.flatMap((p) => p.reports) ?? [];
  return (
    <>
      <div className="mb-4 flex items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-semibold text-slate-800">
          {t.filterLabel}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(e) => setFilter(e.target.value as Filter)}
          className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 py-2 text-base"
        >
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {t.filters[f]}
            </option>
          ))}
        </select>
      </div>
      <QueryState query={query}>
        {reports.length === 0 ? (
          <p className="text-slate-600">{kind === 'question' ? t.questionEmpty : t.bugEmpty}</p>
        ) : (
          <>
            <Card padding="none" className="overflow-hidden">
              <ul className="divide-y divide-slate-100">
                {reports.map((r) => (
                  <ReportItem key={r.id} report={r} />
                ))}
              </ul>
            </Card>
            {query.hasNextPage && (
              <Button
                variant="secondary"
                className="mt-4"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {adminPl.loadMore}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

function ReportItem({ report: r }: { report: Report }) {
  const t = adminPl.reports;
  const types: Record<string, string> = learningPl.report.types;
  const queryClient = useQueryClient();
  const title = r.kind === 'question' && r.issueType ? (types[r.issueType] ?? r.issueType) : pl.nav.reportBug;
  const setStatus = useMutation({
    mutationFn: (status: Status) =>
      api.post<ReportStatusResponse>(`/api/admin/question-reports/${r.id}/status`, { status }),
    onSuccess: (res) => {
      toast.success(t.updated[res.report.status]);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
    },
    onError: (e) => toast.error(t.updateFailed, { description: e.message }),
  });
  const short = r.description.length > 40 ? `${r.description.slice(0, 40)}…` : r.description;
  // An open report can be resolved or dismissed; a closed one only opened again.
  const moves: readonly { to: Status; label: string; ariaLabel: string }[] =
    r.status === 'open'
      ? [
          { to: 'resolved', label: t.resolve, ariaLabel: t.resolveLabel(short) },
          { to: 'dismissed', label: t.dismiss, ariaLabel: t.dismissLabel(short) },
        ]
      : [{ to: 'open', label: t.reopen, ariaLabel: t.reopenLabel(short) }];
  return (
    <li className="space-y-2 px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-slate-900">{title}</p>
        <span className="text-sm text-slate-600">{formatDateTime(r.createdAt)}</span>
      </div>
      <p className="break-words whitespace-pre-line text-slate-800">{r.description}</p>
      {r.kind === 'question' &&
        (r.question ? (
          <div className="space-y-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.question}</p>
            <MathText text={r.question.stem} className="text-slate-900" />
            {r.question.options && (
              <ol className="list-[upper-alpha] space-y-0.5 pl-6 text-slate-800">
                {r.question.options.map((o, i) => (
                  <li key={i}>
                    <MathText text={o} inline />
                  </li>
                ))}
              </ol>
            )}
            <p className="text-sm text-slate-700">
              {t.answer}: <MathText text={r.question.answer} inline className="font-semibold" />
            </p>
            <p className="text-sm text-slate-600">
              {t.skill}: {r.question.skill} · {t.template}: <code>{r.question.templateId}</code>,{' '}
              {t.level(r.question.level)}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600 italic">{t.questionGone}</p>
        ))}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="break-all">{r.reporterEmail ?? t.anonymous}</span>
        <span>
          {t.statusLabel}: {t.statuses[r.status]}
        </span>
        {r.page && (
          <span className="break-all">
            {t.page}: <code>{r.page}</code>
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2 pt-1">
        {moves.map((m) => (
          <Button
            key={m.to}
            size="sm"
            variant="secondary"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate(m.to)}
            aria-label={m.ariaLabel}
          >
            {m.label}
          </Button>
        ))}
      </div>
    </li>
  );
}
