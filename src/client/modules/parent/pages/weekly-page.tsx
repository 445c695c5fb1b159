import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import type { NotificationKind } from '#core/notifications/settings.ts';
import { DEFAULT_TIME_ZONE } from '#core/time/zones.ts';
import type { WeeklyReportEmailResponse } from '#server/contract.ts';
import { pl } from '../../../i18n/pl.ts';
import { familyPl } from '../../../i18n/family.ts';
import { api } from '../../../lib/api.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Card, Container, PageHeader, RetryAlert } from '../../../ui/card.tsx';
import { CogIcon, MailIcon, ShieldIcon } from '../../../ui/icons.tsx';
import { EXPORT_URL } from '../../settings/lib/account-data.ts';
import { childrenQuery, sendTestNotification, settingsQuery } from '../../settings/lib/settings.ts';
import { EmptyReports, TopicList, WeekCards, WeekNavigator } from '../components/weekly-parts.tsx';
import { WeeklyHistory } from '../components/weekly-history.tsx';
import { WeeklyMocks } from '../../exam/components/weekly-mocks.tsx';
import {
  canGoForward,
  currentWeekStart,
  HISTORY_SIZE,
  markReportViewed,
  shiftWeek,
  weeklyReportsQuery,
  weekTopics,
  weekView,
} from '../lib/weekly.ts';

const t = familyPl.weekly;

/** The test e-mail of a kind, with the spec's toasts. */
function useSendEmail(success: { title: string; text: string }) {
  return useMutation({
    mutationFn: (type: NotificationKind) => sendTestNotification(type),
    onSuccess: () => toast.success(success.title, { description: success.text }),
    onError: () => toast.error(t.error, { description: t.testFailed }),
  });
}

/** /parent/weekly: the week's report per child or for the family, history, topics and actions (spec 2). */
export default function WeeklyPage() {
  const [childId, setChildId] = useState<string | null>(null);
  const [chosenWeek, setChosenWeek] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery);
  const children = useQuery(childrenQuery);
  const reports = useQuery(weeklyReportsQuery(childId));
  const testEmail = useSendEmail({ title: t.testSent, text: t.testSentText });
  // The real weekly e-mail of the week on screen (not the test one).
  const reportEmail = useMutation({
    mutationFn: (week: string) =>
      api.post<WeeklyReportEmailResponse>('/api/notifications/weekly-report', { weekStart: week }),
    onSuccess: () => toast.success(t.quickEmailSent, { description: t.quickEmailSentText }),
    onError: () => toast.error(t.error, { description: t.reportFailed }),
  });
  const markViewed = useMutation({
    mutationFn: markReportViewed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parent', 'weekly-reports'] }),
    onError: () => toast.error(t.error, { description: t.markFailed }),
  });

  const zone = settings.data?.timezone ?? DEFAULT_TIME_ZONE;
  const current = currentWeekStart(new Date(), zone);
  const weekStart = chosenWeek ?? current;
  const all = reports.data?.reports ?? [];
  const week = weekView(all, weekStart);
  const topics = weekTopics(week.reports);

  return (
    <Container className="py-8 sm:py-10">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <Button variant="secondary" loading={testEmail.isPending} onClick={() => testEmail.mutate('weekly_report')}>
            <MailIcon className="size-5" />
            {t.sendTest}
          </Button>
        }
      />

      <div className="mb-6 grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end">
        <div>
          <label htmlFor="weekly-child" className="mb-1 block text-sm font-medium text-slate-700">
            {t.childFilter}
          </label>
          <select
            id="weekly-child"
            value={childId ?? ''}
            onChange={(e) => setChildId(e.target.value || null)}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-3 focus-visible:outline-indigo-500"
          >
            <option value="">{t.allChildren}</option>
            {(children.data?.students ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.nickname}
              </option>
            ))}
          </select>
        </div>
        <WeekNavigator
          weekStart={weekStart}
          isCurrent={!canGoForward(weekStart, current)}
          onPrevious={() => setChosenWeek(shiftWeek(weekStart, -1))}
          onNext={() => setChosenWeek(canGoForward(weekStart, current) ? shiftWeek(weekStart, 1) : current)}
        />
      </div>

      {reports.isError ? (
        <RetryAlert title={t.loadFailed} retry={t.retry} onRetry={() => void reports.refetch()} />
      ) : reports.isPending ? (
        <div className="h-40 animate-pulse rounded-2xl bg-slate-100" role="status" aria-label={pl.common.loading} />
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="week-title">
            <h2 id="week-title" className="sr-only">
              {t.title}
            </h2>
            {week.summary ? (
              <WeekCards summary={week.summary} />
            ) : all.length === 0 ? (
              <EmptyReports />
            ) : (
              <Card className="text-center">
                <p className="text-lg font-semibold text-slate-900">{t.noWeekTitle}</p>
                <p className="mt-1 text-slate-600">{t.noWeekText}</p>
              </Card>
            )}
          </section>
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
            <div className="min-w-0 space-y-6">
              {week.summary && (
                <div className="grid gap-4 md:grid-cols-2">
                  <TopicList
                    id="mastered-title"
                    title={t.masteredTitle}
                    empty={t.masteredEmpty}
                    topics={topics.mastered}
                    tone="good"
                  />
                  <TopicList id="weak-title" title={t.weakTitle} empty={t.weakEmpty} topics={topics.weak} tone="weak" />
                </div>
              )}
              <WeeklyMocks reports={all.filter((r) => r.week_start === weekStart)} />
              {all.length > 0 && (
                <WeeklyHistory
                  reports={all.slice(0, HISTORY_SIZE)}
                  selectedWeek={weekStart}
                  onSelectWeek={setChosenWeek}
                  onMarkViewed={(id) => markViewed.mutate(id)}
                  marking={markViewed.isPending ? (markViewed.variables ?? null) : null}
                />
              )}
            </div>

            <aside aria-labelledby="weekly-quick-title" className="space-y-3">
              <h2 id="weekly-quick-title" className="text-xl font-bold text-slate-900">
                {t.quickTitle}
              </h2>
              <Button
                variant="secondary"
                className="w-full justify-start"
                loading={reportEmail.isPending}
                onClick={() => reportEmail.mutate(weekStart)}
              >
                <MailIcon className="size-5" />
                {t.quickEmail}
              </Button>
              <a href={EXPORT_URL} download className={buttonClass('secondary', 'md', 'w-full justify-start')}>
                <ShieldIcon className="size-5" />
                {t.quickExport}
              </a>
              <Link
                to="/parent/settings#powiadomienia"
                className={buttonClass('secondary', 'md', 'w-full justify-start')}
              >
                <CogIcon className="size-5" />
                {t.quickSettings}
              </Link>
            </aside>
          </div>
        </div>
      )}
    </Container>
  );
}
