import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { AdminAnalyticsResponse } from '#server/contract.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { api } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPercent } from '../../../lib/format.ts';
import { Card, StatCard } from '../../../ui/card.tsx';
import { ChartIcon, TargetIcon, UsersIcon } from '../../../ui/icons.tsx';
import { QueryState } from './query-state.tsx';
import { shortDay } from './short-day.ts';

const SessionsChart = lazy(() => import('./sessions-chart.tsx'));
const WINDOWS = [14, 30] as const;

const percentOf = (share: number | null) => (share === null ? '—' : formatPercent(share * 100));

export function AnalyticsTab() {
  const t = adminPl.analytics;
  const [days, setDays] = useState<(typeof WINDOWS)[number]>(14);
  const query = useQuery({
    queryKey: ['admin', 'analytics', days],
    queryFn: () => api.get<AdminAnalyticsResponse>(`/api/admin/analytics?days=${days}`),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return (
    <QueryState query={query}>
      {data && (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard
              label={`${t.activeTitle}: ${t.active7.toLowerCase()}`}
              value={data.activeLearners.last7}
              icon={<UsersIcon />}
            />
            <StatCard
              label={`${t.activeTitle}: ${t.active30.toLowerCase()}`}
              value={data.activeLearners.last30}
              icon={<UsersIcon />}
            />
            <StatCard
              label={`${t.accuracy} (${t.window(data.days)})`}
              value={percentOf(data.totals.accuracy)}
              detail={data.totals.answered > 0 ? t.accuracyOf(data.totals.answered) : t.noAnswers}
              icon={<TargetIcon />}
            />
            <StatCard
              label={`${t.sessionsTotal} (${t.window(data.days)})`}
              value={data.totals.sessions}
              icon={<ChartIcon />}
            />
          </div>
          <Card className="mt-6">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-lg font-bold text-slate-900">{t.sessionsTitle}</h2>
              <div role="group" aria-label={t.windowLabel} className="inline-flex rounded-xl bg-slate-100 p-1">
                {WINDOWS.map((w) => (
                  <button
                    key={w}
                    type="button"
                    aria-pressed={days === w}
                    onClick={() => setDays(w)}
                    className={cn(
                      'min-h-10 rounded-lg px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-indigo-500',
                      days === w ? 'bg-white text-indigo-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
                    )}
                  >
                    {t.window(w)}
                  </button>
                ))}
              </div>
            </div>
            <p className="sr-only">{t.chartLabel(data.days)}</p>
            <Suspense
              fallback={
                <p role="status" className="grid h-64 place-items-center text-slate-600">
                  {t.chartLoading}
                </p>
              }
            >
              <SessionsChart daily={data.daily} />
            </Suspense>
            <details className="mt-4 group">
              <summary className="cursor-pointer rounded-lg py-2 font-semibold text-indigo-700 focus-visible:outline-3 focus-visible:outline-indigo-500">
                {t.table}
              </summary>
              <div className="mt-2 overflow-x-auto" role="region" aria-label={t.table} tabIndex={0}>
                <table className="w-full text-left text-xs sm:text-sm">
                  <caption className="sr-only">{t.chartLabel(data.days)}</caption>
                  <thead className="border-b border-slate-200 text-slate-600">
                    <tr>
                      <th scope="col" className="py-2 pr-2 sm:pr-4 font-semibold">
                        {t.day}
                      </th>
                      <th scope="col" className="py-2 pr-2 sm:pr-4 text-right font-semibold">
                        {t.sessions}
                      </th>
                      <th scope="col" className="py-2 pr-2 sm:pr-4 text-right font-semibold">
                        {t.answered}
                      </th>
                      <th scope="col" className="py-2 pr-2 sm:pr-4 text-right font-semibold">
                        {t.correct}
                      </th>
                      <th scope="col" className="py-2 text-right font-semibold">
                        {t.dayAccuracy}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100 text-slate-800">
                    {data.daily.map((d) => (
                      <tr key={d.day}>
                        <th scope="row" className="py-1.5 pr-2 sm:pr-4 font-medium">
                          {shortDay(d.day)}
                        </th>
                        <td className="py-1.5 pr-2 sm:pr-4 text-right tabular-nums">{d.sessions}</td>
                        <td className="py-1.5 pr-2 sm:pr-4 text-right tabular-nums">{d.answered}</td>
                        <td className="py-1.5 pr-2 sm:pr-4 text-right tabular-nums">{d.correct}</td>
                        <td className="py-1.5 text-right tabular-nums">{percentOf(d.accuracy)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </Card>
        </>
      )}
    </QueryState>
  );
}
