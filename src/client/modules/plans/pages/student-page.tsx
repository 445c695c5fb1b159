import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pl, plural, nouns } from '../../../i18n/pl.ts';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Alert, Card, Container, PageHeader } from '../../../ui/card.tsx';
import { BookIcon, ChartIcon, ClockIcon, PlusIcon, TargetIcon } from '../../../ui/icons.tsx';
import { dashboardQuery, diagnosticResultPath, type DashboardData } from '../../parent/lib/dashboard.ts';
import { TrialBanner } from '../components/trial-banner.tsx';
import { ExamCardBody } from '../../exam/components/exam-card.tsx';
import { takesEighthGradeExam } from '#core/exam/format.ts';
import { ChildSwitcher, TopicBars } from '../../parent/components/child-progress.tsx';

const t = pl.plans.student;

type Child = DashboardData['children'][number];

/** /student (Panel ucznia): the trial banner and, per child, continue a session, the diagnostic, progress. */
export default function StudentPage() {
  const { data, isPending, isError, refetch } = useQuery(dashboardQuery);
  const [chosenId, setChosenId] = useState<string | null>(null);

  return (
    <Container className="py-8 sm:py-10">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <TrialBanner className="mb-8" />
      {isPending ? (
        <div className="grid gap-4 md:grid-cols-3" role="status" aria-label={pl.common.loading}>
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-48 animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </div>
      ) : isError ? (
        <Alert tone="error" title={t.loadFailed}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        </Alert>
      ) : data.children.length === 0 ? (
        <Card className="text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t.noChildrenTitle}</h2>
          <p className="mt-1 text-slate-600">{t.noChildrenText}</p>
          <Link to="/onboarding/add-child" className={buttonClass('primary', 'md', 'mt-4')}>
            <PlusIcon className="size-5" />
            {t.addChild}
          </Link>
        </Card>
      ) : (
        <ChildPanel
          items={data.children}
          child={data.children.find((c) => c.id === chosenId) ?? data.children[0]!}
          onChoose={setChosenId}
        />
      )}
    </Container>
  );
}

function ChildPanel({ items, child, onChoose }: { items: Child[]; child: Child; onChoose: (id: string) => void }) {
  return (
    <>
      {items.length > 1 && (
        <ChildSwitcher
          items={items}
          chosenId={child.id}
          onChoose={onChoose}
          label={t.chooseChild}
          size="md"
          className="mb-6 flex flex-wrap gap-2"
        />
      )}
      <h2 className="sr-only">{child.nickname}</h2>
      <ul className="grid gap-4 md:grid-cols-2" data-testid="student-cards">
        <SessionCard child={child} />
        <DiagnosticCard child={child} />
        <ProgressCard child={child} />
        {takesEighthGradeExam(child.grade) && (
          <PanelCard icon={<ClockIcon />} title={pl.exam.card.title}>
            <ExamCardBody studentId={child.id} />
          </PanelCard>
        )}
      </ul>
    </>
  );
}

function PanelCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li>
      <Card className="flex h-full flex-col">
        <div className="flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-700">
            {icon}
          </span>
          <h3 className="text-lg font-bold text-slate-900">{title}</h3>
        </div>
        {children}
      </Card>
    </li>
  );
}

function SessionCard({ child }: { child: Child }) {
  const text =
    child.stage === 'no_diagnostic'
      ? t.sessionBeforeDiagnostic
      : child.stage === 'diagnostic_done'
        ? t.sessionFirstText
        : t.sessionText;
  return (
    <PanelCard icon={<BookIcon />} title={t.sessionTitle}>
      <p className="mt-3 text-slate-700">{text}</p>
      <div className="mt-auto pt-5">
        <Link to={`/student/${child.id}/session/start`} className={buttonClass('primary', 'md', 'w-full')}>
          {t.sessionAction}
        </Link>
      </div>
    </PanelCard>
  );
}

function DiagnosticCard({ child }: { child: Child }) {
  const last = child.latestDiagnostic;
  return (
    <PanelCard icon={<TargetIcon />} title={t.diagnosticTitle}>
      <p className="mt-3 text-slate-700">
        {last ? t.diagnosticDone(formatDate(last.completedAt) ?? '') : t.diagnosticNone}
      </p>
      <div className="mt-auto flex flex-col gap-2 pt-5">
        {last && (
          <Link to={diagnosticResultPath(last.id)} className={buttonClass('primary', 'md', 'w-full')}>
            {t.diagnosticResult}
          </Link>
        )}
        <Link
          to={`/student/${child.id}/diagnostic/start`}
          className={buttonClass(last ? 'secondary' : 'primary', 'md', 'w-full')}
        >
          {last ? t.diagnosticAgain : t.diagnosticStart}
        </Link>
      </div>
    </PanelCard>
  );
}

function ProgressCard({ child }: { child: Child }) {
  const s = child.stats;
  return (
    <PanelCard icon={<ChartIcon />} title={t.progressTitle}>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <Figure label={t.sessions} value={String(s.sessions)} />
        <Figure label={t.time} value={plural(s.minutes, nouns.minute)} />
        <Figure label={t.accuracy} value={s.accuracy === null ? '—' : formatPercent(s.accuracy)} />
      </dl>
      {child.topicProgress.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t.progressEmpty}</p>
      ) : (
        <TopicBars topics={child.topicProgress.slice(0, 3)} className="mt-4 space-y-2.5" />
      )}
      <div className="mt-auto pt-5">
        <Link to="/parent/dashboard" className={buttonClass('secondary', 'md', 'w-full')}>
          {t.progressToPanel}
        </Link>
      </div>
    </PanelCard>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-2 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-bold text-slate-900">{value}</dd>
    </div>
  );
}
