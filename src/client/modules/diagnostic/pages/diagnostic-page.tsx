import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { diagnosticPlan } from '#core/adaptive/diagnostic.ts';
import { pl } from '../../../i18n/pl.ts';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { ApiError, isApiError } from '../../../lib/api.ts';
import { isTrialExpired, planRefusal } from '../../plans/lib/plan-refusal.ts';
import { notePlanRefusal } from '../../plans/lib/api.ts';
import { TrialBanner } from '../../plans/components/trial-banner.tsx';
import { useLearningBlocked } from '../../plans/lib/gate.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Spinner } from '../../../ui/button.tsx';
import { Container, RetryAlert } from '../../../ui/card.tsx';
import { DiagnosticIntro } from '../components/diagnostic-intro.tsx';
import { DiagnosticRunner } from '../components/diagnostic-runner.tsx';
import { resultPath } from '../hooks/use-diagnostic-runner.ts';
import { diagnosticApi, type AttemptView } from '../lib/api.ts';
import { currentTabId } from '../lib/draft.ts';
import { studentQuery } from '../../../lib/student-query.ts';

const e = diagnosticPl.errors;

const attemptKey = (attemptId: string) => ['diagnostic', 'attempt', attemptId] as const;

/**
 * /onboarding/diagnostic?studentId= (and /student/:studentId/diagnostic/start): the intro, then
 * the runner. Once started the URL carries `attemptId`, so a reload resumes the same attempt.
 */
export default function DiagnosticPage() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const studentId = params.studentId ?? search.get('studentId') ?? '';
  const attemptId = search.get('attemptId');

  useEffect(() => {
    if (studentId) return;
    toast.error(pl.common.error, { description: e.noStudent });
    void navigate('/parent/dashboard', { replace: true });
  }, [studentId, navigate]);

  if (!studentId) return <Loading label={diagnosticPl.intro.loading} />;
  if (attemptId) {
    return (
      <AttemptLoader
        key={attemptId}
        attemptId={attemptId}
        onMissing={() => setSearch({ studentId }, { replace: true })}
      />
    );
  }
  return (
    <IntroLoader
      studentId={studentId}
      onStarted={(view) => {
        queryClient.setQueryData(attemptKey(view.attemptId), view);
        void navigate(
          `/onboarding/diagnostic?${new URLSearchParams({ studentId, attemptId: view.attemptId }).toString()}`,
          { replace: true },
        );
      }}
    />
  );
}

function studentMissing(navigate: ReturnType<typeof useNavigate>) {
  toast.error(pl.common.error, { description: e.studentNotFound });
  void navigate('/onboarding/add-child', { replace: true });
}

function IntroLoader({ studentId, onStarted }: { studentId: string; onStarted: (view: AttemptView) => void }) {
  const navigate = useNavigate();
  const blocked = useLearningBlocked();
  const student = useQuery(studentQuery(studentId));
  const start = useMutation({
    mutationFn: () => diagnosticApi.start(studentId),
    onSuccess: (view) => {
      if (view.resumed) toast.info(diagnosticPl.intro.resumed, { description: diagnosticPl.intro.resumedText });
      onStarted(view);
    },
    onError: (err) => {
      notePlanRefusal(queryClient, err);
      // An expired trial is shown by the red banner above the intro (fetched again now).
      if (isApiError(err, 'student.not_found')) studentMissing(navigate);
      else if (isTrialExpired(err)) window.scrollTo({ top: 0, behavior: 'smooth' });
      else toast.error(pl.common.error, { description: planRefusal(err) ?? e.startFailed });
    },
  });

  const notFound = student.error instanceof ApiError && student.error.status === 404;
  useEffect(() => {
    if (notFound) studentMissing(navigate);
  }, [notFound, navigate]);

  if (student.isError && !notFound) {
    return <ErrorBox title={pl.errors.loadData} onRetry={() => void student.refetch()} />;
  }
  if (!student.data) return <Loading label={diagnosticPl.intro.loading} />;
  const s = student.data.student;
  const plan = diagnosticPlan(s.grade);
  return (
    <>
      {!blocked && (
        <Container size="md" className="pt-8 empty:hidden">
          <TrialBanner />
        </Container>
      )}
      <DiagnosticIntro
        nickname={s.nickname}
        grade={pl.grades[s.grade]}
        questionCount={plan.questionCount}
        minutes={Math.round(plan.timeLimitSeconds / 60)}
        starting={start.isPending || start.isSuccess}
        onStart={() => start.mutate()}
        blocked={blocked}
      />
    </>
  );
}

function AttemptLoader({ attemptId, onMissing }: { attemptId: string; onMissing: () => void }) {
  const navigate = useNavigate();
  const [tabId] = useState(currentTabId);
  const attempt = useQuery({
    queryKey: attemptKey(attemptId),
    queryFn: () => diagnosticApi.attempt(attemptId),
    // The runner owns the attempt once shown: never refetch it underneath.
    staleTime: Infinity,
    gcTime: 0,
  });

  const data = attempt.data;
  const finishedId = data?.status === 'finished' ? (data.diagnosticId ?? null) : null;
  const missing = attempt.error instanceof ApiError && attempt.error.status === 404;
  useEffect(() => {
    if (finishedId) void navigate(resultPath(finishedId), { replace: true });
  }, [finishedId, navigate]);
  useEffect(() => {
    if (!missing) return;
    toast.error(pl.common.error, { description: e.attemptNotFound });
    onMissing();
  }, [missing, onMissing]);

  if (attempt.isError && !missing) {
    return <ErrorBox title={pl.errors.loadData} onRetry={() => void attempt.refetch()} />;
  }
  if (!data || finishedId || data.status === 'finished') return <Loading label={diagnosticPl.intro.loading} />;
  return <DiagnosticRunner view={data} tabId={tabId} />;
}

function Loading({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status" aria-label={label}>
      <Spinner className="size-8 text-indigo-600" />
    </div>
  );
}

function ErrorBox({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Container size="sm" className="py-12">
      <RetryAlert title={title} retry={e.retry} onRetry={onRetry} />
    </Container>
  );
}
