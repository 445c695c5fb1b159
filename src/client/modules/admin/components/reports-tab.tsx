import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminReportsResponse } from '#server/contract.ts';
import { pl } from '../../../i18n/pl.ts';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { QueryState } from './query-state.tsx';

const PAGE = 25;
type Report = AdminReportsResponse['reports'][number];

/** Question reports or bug reports, every status, newest first, a page at a time. */
export function ReportsTab({ kind }: { kind: 'question' | 'bug' }) {
  const t = pl.admin.reports;
  const query = useInfiniteQuery({
    queryKey: ['admin', 'reports', kind],
    queryFn: ({ pageParam }) =>
      api.get<AdminReportsResponse>(
        `/api/admin/question-reports?kind=${kind}&status=all&limit=${PAGE}&offset=${pageParam}`,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });
  const reports = query.data?.pages.flatMap((p) => p.reports) ?? [];
  return (
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
              {pl.admin.loadMore}
            </Button>
          )}
        </>
      )}
    </QueryState>
  );
}

function ReportItem({ report: r }: { report: Report }) {
  const t = pl.admin.reports;
  const types: Record<string, string> = pl.learning.report.types;
  return (
    <li className="space-y-1.5 px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-slate-900">
          {r.kind === 'question' && r.issueType ? (types[r.issueType] ?? r.issueType) : pl.nav.reportBug}
        </p>
        <span className="text-sm text-slate-600">{formatDateTime(r.createdAt)}</span>
      </div>
      <p className="whitespace-pre-line break-words text-slate-800">{r.description}</p>
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
        {r.questionId && (
          <span className="break-all">
            {t.question}: <code>{r.questionId}</code>
          </span>
        )}
      </p>
    </li>
  );
}
