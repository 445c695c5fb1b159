import { lazy, Suspense, useState, type ReactNode } from 'react';
import { WhenVisible } from '../../../ui/when-visible.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pl, plural, nouns } from '../../../i18n/pl.ts';
import { familyPl } from '../../../i18n/family.ts';
import { childAccessPl } from '../../../i18n/child-access.ts';
import { examPl } from '../../../i18n/exam.ts';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card, Container, RetryAlert, StatCard } from '../../../ui/card.tsx';
import { ExamHistory } from '../../exam/components/exam-history.tsx';
import { examPath } from '../../exam/lib/api.ts';
import { BookIcon, ChartIcon, ClockIcon, CogIcon, FlameIcon, PlusIcon, TargetIcon } from '../../../ui/icons.tsx';
import { dashboardQuery, diagnosticResultPath, type DashboardData } from '../lib/dashboard.ts';
import { TrialBanner } from '../../plans/components/trial-banner.tsx';
import { ChildLimitReached, LearningBlocked } from '../../plans/components/plan-gate.tsx';
import { useChildLimitReached, useLearningBlocked } from '../../plans/lib/gate.ts';
import { ChildSwitcher } from '../components/child-progress.tsx';
import { AchievementsPanel } from '../components/achievements-panel.tsx';
import { childLoginPath } from '../../child/lib/child-access.ts';

// recharts is heavy: only the panel with practice loads it.
const ProgressChart = lazy(() => import('../components/progress-chart.tsx'));
const TopicChart = lazy(() => import('../components/topic-chart.tsx'));

/** The grey box a lazily loaded chart shows while recharts arrives. */
function ChartFallback({ label, className }: { label: string; className: string }) {
  return <div className={`animate-pulse rounded-xl bg-slate-100 ${className}`} role="status" aria-label={label} />;
}

/** A chart whose code (recharts) loads once the chart comes near the screen. */
function LazyChart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <WhenVisible fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </WhenVisible>
  );
}

/** Minutes and accuracy per day over the last four weeks, with a link to the weekly report. */
function ProgressPanel({ data }: { data: DashboardData }) {
  const c = familyPl.charts;
  return (
    <section aria-labelledby="progress-title" className="mt-8 min-w-0">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="progress-title" className="text-xl font-bold text-slate-900">
              {c.progressTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{c.progressText}</p>
          </div>
          <Link to="/parent/weekly" className={buttonClass('secondary', 'sm')}>
            <ChartIcon className="size-4" />
            {c.weeklyLink}
          </Link>
        </div>
        <LazyChart fallback={<ChartFallback label={c.loading} className="mt-4 h-72" />}>
          <ProgressChart days={data.daily} />
        </LazyChart>
      </Card>
    </section>
  );
}

export default function DashboardPage() {
  const t = pl.dashboard;
  const { data, isPending, isError, refetch } = useQuery(dashboardQuery);
  const blocked = useLearningBlocked();
  const childLimit = useChildLimitReached(data?.children.length);

  if (isPending) return <DashboardSkeleton />;
  if (isError) {
    return (
      <Container className="py-10">
        <RetryAlert title={t.loadFailed} retry={t.retry} onRetry={() => void refetch()} />
      </Container>
    );
  }

  const name = data.greetingName?.trim() || t.fallbackName;
  const active = data.stage === 'practising';

  return (
    <Container className="py-8 sm:py-10">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.greeting(name)}</h1>
          <p className="mt-2 text-lg text-slate-600">{t.subtitle}</p>
        </div>
        {!childLimit && (
          <Link to="/onboarding/add-child" className={buttonClass('secondary', 'md')}>
            <PlusIcon className="size-5" />
            {t.addChild}
          </Link>
        )}
      </div>
      {childLimit && <ChildLimitReached {...childLimit} className="mb-8" />}
      <TrialBanner className="mb-8" />

      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="sr-only">
          {t.stats.sessions}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard
            label={t.stats.sessions}
            value={data.totals.sessions}
            detail={t.stats.completed(data.totals.completedSessions)}
            icon={<BookIcon />}
          />
          <StatCard
            label={t.stats.accuracy}
            value={
              data.totals.averageAccuracy === null ? t.stats.noAccuracy : formatPercent(data.totals.averageAccuracy)
            }
            icon={<TargetIcon />}
          />
          <StatCard label={t.stats.minutes} value={plural(data.totals.minutes, nouns.minute)} icon={<ClockIcon />} />
          <StatCard label={t.stats.streak} value={plural(data.totals.streakDays, nouns.day)} icon={<FlameIcon />} />
        </div>
      </section>

      {data.stage === 'no_diagnostic' && (
        <NextStepPanel title={t.emptyTitle} text={t.emptyText}>
          {/* With one child the next step is obvious, so it is one tap away; several children have their own cards. */}
          {blocked ? (
            <LearningBlocked className="mx-auto mt-5 max-w-xl text-left" />
          ) : (
            data.children.length === 1 &&
            data.children[0] && (
              <Link
                to={`/student/${data.children[0].id}/diagnostic/start`}
                className={buttonClass('primary', 'md', 'mt-5')}
              >
                {t.emptyAction}
              </Link>
            )
          )}
        </NextStepPanel>
      )}
      {data.stage === 'diagnostic_done' && <AfterDiagnostic data={data} blocked={blocked} />}

      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="children-title" className="min-w-0">
          <h2 id="children-title" className="mb-4 text-xl font-bold text-slate-900">
            {t.children}
          </h2>
          {data.children.length === 0 ? (
            <Card className="text-center">
              <h3 className="text-lg font-semibold text-slate-900">{t.noChildrenTitle}</h3>
              <p className="mt-1 text-slate-600">{t.noChildrenText}</p>
              <Link to="/onboarding/add-child" className={buttonClass('primary', 'md', 'mt-4')}>
                {t.addChild}
              </Link>
            </Card>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {data.children.map((c) => (
                <li key={c.id}>
                  <ChildCard child={c} blocked={blocked} />
                </li>
              ))}
            </ul>
          )}
          {active && <ProgressPanel data={data} />}
          {active && <TopicProgress data={data} />}
          <ActivityLists data={data} />
        </section>

        <aside aria-labelledby="quick-title" className="space-y-4">
          <h2 id="quick-title" className="text-xl font-bold text-slate-900">
            {t.quickStart}
          </h2>
          <QuickLink to="/diagnostic" title={t.startDiagnostic} text={t.startDiagnosticText} icon={<TargetIcon />} />
          <QuickLink to="/session" title={t.startSession} text={t.startSessionText} icon={<BookIcon />} />
          <Link
            to="/consent"
            className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium text-slate-600 hover:text-indigo-700"
          >
            <CogIcon className="size-4" />
            {t.cookieSettings}
          </Link>
        </aside>
      </div>
    </Container>
  );
}

function ChildCard({ child, blocked }: { child: DashboardData['children'][number]; blocked: boolean }) {
  const t = pl.dashboard;
  const last = formatDate(child.stats.lastActivityAt);
  return (
    <Card padding="sm" className="flex h-full flex-col" data-testid="child-card">
      <div className="flex items-center gap-3">
        <div
          className="grid size-12 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-lg font-bold text-white"
          aria-hidden="true"
        >
          {child.nickname.slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0">
          <h3 className="truncate text-lg font-bold text-slate-900">{child.nickname}</h3>
          <p className="text-sm text-slate-600">{pl.grades[child.grade]}</p>
        </div>
      </div>
      <dl className="mt-4 space-y-1.5 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">{pl.onboarding.child.goal}</dt>
          <dd className="text-right font-medium text-slate-900">{pl.goals[child.goal]}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">{t.stats.sessions}</dt>
          <dd className="text-right font-medium text-slate-900">
            {t.childStats(child.stats.sessions, child.stats.minutes)}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">{t.lastActivity}</dt>
          <dd className="text-right font-medium text-slate-900">{last ?? t.noActivity}</dd>
        </div>
      </dl>
      <ExamHistory studentId={child.id} nickname={child.nickname} />
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Link to={examPath(child.id)} className={buttonClass('secondary', 'sm')}>
          {examPl.card.title}
        </Link>
        {child.latestDiagnostic && (
          <Link to={diagnosticResultPath(child.latestDiagnostic.id)} className={buttonClass('secondary', 'sm')}>
            {t.childResult}
          </Link>
        )}
        {blocked ? (
          // After the trial the main button says why learning stopped and leads to the plans.
          <Link to="/pricing" className={buttonClass('primary', 'sm')}>
            {t.childBlocked}
          </Link>
        ) : (
          <>
            <Link to={`/student/${child.id}/diagnostic/start`} className={buttonClass('secondary', 'sm')}>
              {t.childDiagnostic}
            </Link>
            <Link to={childLoginPath(child.id)} className={buttonClass('secondary', 'sm')}>
              {childAccessPl.parent.open}
            </Link>
            <Link to={`/student/${child.id}/session/start`} className={buttonClass('primary', 'sm')}>
              {t.childSession}
            </Link>
          </>
        )}
      </div>
    </Card>
  );
}

function ActivityLists({ data }: { data: DashboardData }) {
  const t = pl.dashboard;
  // Badges appear once a child has earned one (the diagnostic at the earliest).
  const withAchievements = data.children.filter((c) => c.achievements.earned.length > 0);
  if (data.recentSessions.length === 0 && withAchievements.length === 0) return null;
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      {data.recentSessions.length > 0 && (
        <Card>
          <h3 className="text-lg font-bold text-slate-900">{t.recentSessions}</h3>
          <ul className="mt-3 divide-y divide-slate-100">
            {data.recentSessions.slice(0, 5).map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <span className="font-medium text-slate-900">{s.nickname}</span>
                <span className="text-right text-slate-600">
                  {formatDate(s.startedAt)} · {plural(s.minutes, nouns.minute)} · {plural(s.answered, nouns.answer)}
                  {s.accuracy !== null ? ` · ${formatPercent(s.accuracy)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {withAchievements.length > 0 && <AchievementsPanel items={withAchievements} />}
    </div>
  );
}

/** The dashed panel that names the family's next step (no learning yet, or the test just done). */
function NextStepPanel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-indigo-300 bg-indigo-50/60 p-5 text-center sm:p-8">
      <ChartIcon className="mx-auto size-10 text-indigo-600" />
      <h2 className="mt-3 text-xl font-bold text-slate-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{text}</p>
      {children}
    </div>
  );
}

/** Right after the diagnostic: its result and the first session, per child who has just taken it. */
function AfterDiagnostic({ data, blocked }: { data: DashboardData; blocked: boolean }) {
  const t = pl.dashboard;
  const done = data.children.filter((c) => c.stage === 'diagnostic_done' && c.latestDiagnostic);
  const single = data.children.length === 1;
  return (
    <NextStepPanel title={t.afterDiagnosticTitle} text={t.afterDiagnosticText}>
      <ul className="mt-5 space-y-4">
        {done.map((c) => (
          <li key={c.id} className="flex flex-col items-center gap-3">
            {!single && <p className="font-medium text-slate-900">{t.afterDiagnosticDone(c.nickname)}</p>}
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={diagnosticResultPath(c.latestDiagnostic!.id)} className={buttonClass('secondary', 'md')}>
                {single ? t.diagnosticResult : t.diagnosticResultOf(c.nickname)}
              </Link>
              {blocked ? (
                <Link to="/pricing" className={buttonClass('primary', 'md')}>
                  {t.childBlocked}
                </Link>
              ) : (
                <Link to={`/student/${c.id}/session/start`} className={buttonClass('primary', 'md')}>
                  {single ? t.firstSession : t.firstSessionOf(c.nickname)}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </NextStepPanel>
  );
}

/** One child's topic progress at a time; a switcher chooses the child when several have practised. */
function TopicProgress({ data }: { data: DashboardData }) {
  const t = pl.dashboard;
  const withProgress = data.children.filter((c) => c.topicProgress.length > 0);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const child = withProgress.find((c) => c.id === chosenId) ?? withProgress[0];
  if (!child) return null;
  return (
    <Card data-testid="topic-progress" className="mt-8">
      <h3 className="text-lg font-bold text-slate-900">{t.topicProgress}</h3>
      {withProgress.length > 1 ? (
        <ChildSwitcher
          items={withProgress}
          chosenId={child.id}
          onChoose={setChosenId}
          label={t.topicChild}
          className="mt-3 flex flex-wrap gap-2"
        />
      ) : (
        <p className="mt-1 text-sm text-slate-600">{child.nickname}</p>
      )}
      <LazyChart fallback={<ChartFallback label={familyPl.topicChart.loading} className="mt-3 h-64" />}>
        <TopicChart topics={child.topicProgress} />
      </LazyChart>
    </Card>
  );
}

function QuickLink({ to, title, text, icon }: { to: string; title: string; text: string; icon: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-3 focus-visible:outline-indigo-500"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-violet-100 text-violet-700">{icon}</span>
      <span>
        <span className="block font-bold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
      </span>
    </Link>
  );
}

function DashboardSkeleton() {
  return (
    <Container className="py-10" aria-busy="true">
      <p className="sr-only" role="status">
        {pl.common.loading}
      </p>
      <div className="h-10 w-72 animate-pulse rounded-xl bg-slate-200" />
      <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    </Container>
  );
}
