import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { studentHomePl } from '../../../i18n/student-home.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card, Container, RetryAlert } from '../../../ui/card.tsx';
import { PlusIcon } from '../../../ui/icons.tsx';
import { ChildSwitcher } from '../../parent/components/child-progress.tsx';
import { BadgesCard, StatsColumn } from '../components/progress-cards.tsx';
import { TestCards } from '../components/test-cards.tsx';
import { TodayCard } from '../components/today-card.tsx';
import { TopicMap } from '../components/topic-map.tsx';
import { useCurrentStudent } from '../hooks/use-current-student.ts';
import { useStartPractice } from '../hooks/use-start-practice.ts';
import { studentHomeQuery } from '../lib/api.ts';
import { ChildPracticeNotice } from '../../child/components/child-practice-notice.tsx';

const t = studentHomePl;

function Loading() {
  return (
    <div className="grid gap-4 lg:grid-cols-3" role="status" aria-label={pl.common.loading}>
      <div className="h-64 animate-pulse rounded-3xl bg-slate-200 lg:col-span-2" />
      <div className="h-64 animate-pulse rounded-2xl bg-slate-200" />
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert title={t.loadFailed} retry={t.retry} onRetry={onRetry} />;
}

/**
 * /student (Panel ucznia): the child's home — today's goal and the big start button, streak,
 * points, badges, the topic map with focused practice, the diagnostic and the mock exam. A parent
 * sees the same home for the child chosen above it; it names no plan and no price.
 */
export default function StudentHomePage() {
  const current = useCurrentStudent();
  return (
    <Container className="py-8 sm:py-10">
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <LoadFailed onRetry={current.refetch} />
      ) : current.studentId === null ? (
        <Card className="text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t.noChildrenTitle}</h1>
          <p className="mt-1 text-slate-600">{t.noChildrenText}</p>
          <Link to="/onboarding/add-child" className={buttonClass('primary', 'md', 'mt-4')}>
            <PlusIcon className="size-5" />
            {t.addChild}
          </Link>
        </Card>
      ) : (
        <>
          {current.choices.length > 1 && (
            <div className="mb-6 flex flex-col gap-2 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:gap-4">
              <p className="text-sm font-medium text-slate-700">{t.chooseChild}</p>
              <ChildSwitcher
                items={current.choices}
                chosenId={current.studentId}
                onChoose={current.choose}
                label={t.chooseChild}
              />
            </div>
          )}
          <Home key={current.studentId} studentId={current.studentId} />
        </>
      )}
    </Container>
  );
}

/** The part of the home the child's "Postępy" link (/student#postepy) opens at. */
const PROGRESS_ANCHOR = 'postepy';

/** Scrolls to the part of the page the address names once it is on screen (and at every new link to it). */
function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash, key]);
}

function Home({ studentId }: { studentId: string }) {
  const home = useQuery(studentHomeQuery(studentId));
  const start = useStartPractice(studentId);
  useScrollToHash(home.isSuccess);
  if (home.isPending) return <Loading />;
  if (home.isError) return <LoadFailed onRetry={() => void home.refetch()} />;
  const data = home.data;
  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t.greeting(data.student.nickname)}
        </h1>
        <p className="mt-1 text-lg text-slate-600">{t.subtitle}</p>
      </header>
      <ChildPracticeNotice />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <TodayCard home={data} starting={start.isPending} onStart={() => start.mutate(undefined)} />
        </div>
        <StatsColumn home={data} />
      </div>
      <div id={PROGRESS_ANCHOR} className="scroll-mt-24 space-y-10">
        <BadgesCard home={data} />
        <TopicMap home={data} starting={start.isPending} onPractise={(topic) => start.mutate(topic)} />
      </div>
      <TestCards home={data} />
    </div>
  );
}
