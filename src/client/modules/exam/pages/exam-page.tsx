import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { examPl } from '../../../i18n/exam.ts';
import { ApiError, isApiError } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Button, buttonClass, Spinner } from '../../../ui/button.tsx';
import { Alert, Card, Container, RetryAlert } from '../../../ui/card.tsx';
import { currentTabId } from '../../diagnostic/lib/draft.ts';
import { notePlanRefusal } from '../../plans/lib/api.ts';
import { ExamRunner } from '../components/exam-runner.tsx';
import { examApi, examResultPath, type ExamView } from '../lib/api.ts';

const t = examPl.intro;
const examKey = (examId: string) => ['exams', 'exam', examId] as const;

/** The plan's refusals of a mock (Egzamin+ needed, the trial's one used, the trial over). */
const PLAN_CODES = ['plan.exam_plus_required', 'plan.trial_mock_used', 'plan.trial_expired'] as const;

/**
 * /student/:studentId/exam: the intro, then the runner. Once started the URL carries `examId`,
 * so a reload resumes the same mock.
 */
export default function ExamPage() {
  const { studentId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const examId = search.get('examId');
  if (examId) {
    return (
      <ExamLoader
        key={examId}
        studentId={studentId}
        examId={examId}
        onMissing={() => setSearch({}, { replace: true })}
      />
    );
  }
  return (
    <Intro
      studentId={studentId}
      onStarted={(view) => {
        queryClient.setQueryData(examKey(view.examId), view);
        setSearch({ examId: view.examId }, { replace: true });
      }}
    />
  );
}

function Intro({ studentId, onStarted }: { studentId: string; onStarted: (view: ExamView) => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => examApi.start(studentId),
    onSuccess: (view) => {
      if (view.resumed) toast.info(t.resumed, { description: t.resumedText });
      onStarted(view);
    },
    onError: (err) => {
      notePlanRefusal(queryClient, err);
      if (isApiError(err, ...PLAN_CODES)) setRefusal(err.message);
      else toast.error(pl.common.error, { description: err instanceof ApiError ? err.message : pl.errors.generic });
    },
  });
  return (
    <Container size="md" className="py-8 sm:py-12">
      <Card className="space-y-5">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
        <ul className="list-disc space-y-2 pl-5 text-base leading-relaxed text-slate-700">
          {t.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        {refusal && (
          <Alert tone="info" title={refusal}>
            <Link to="/pricing" className={buttonClass('primary', 'sm', 'mt-2')}>
              {t.seePlans}
            </Link>
          </Alert>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => start.mutate()} loading={start.isPending} disabled={start.isSuccess}>
            {t.start}
          </Button>
          <Link to="/student" className={buttonClass('ghost', 'lg')}>
            {t.back}
          </Link>
        </div>
      </Card>
    </Container>
  );
}

function ExamLoader({ studentId, examId, onMissing }: { studentId: string; examId: string; onMissing: () => void }) {
  const navigate = useNavigate();
  const [tabId] = useState(currentTabId);
  const exam = useQuery({
    queryKey: examKey(examId),
    queryFn: () => examApi.exam(examId),
    // The runner owns the paper once shown: never refetch it underneath.
    staleTime: Infinity,
    gcTime: 0,
  });
  const finished = exam.data?.status === 'finished';
  const missing = exam.error instanceof ApiError && exam.error.status === 404;
  useEffect(() => {
    if (finished) void navigate(examResultPath(studentId, examId), { replace: true });
  }, [finished, navigate, studentId, examId]);
  useEffect(() => {
    if (!missing) return;
    toast.error(pl.common.error, { description: examPl.result.notFound });
    onMissing();
  }, [missing, onMissing]);

  if (exam.isError && !missing) {
    return (
      <Container size="sm" className="py-12">
        <RetryAlert title={pl.errors.loadData} retry={examPl.result.retry} onRetry={() => void exam.refetch()} />
      </Container>
    );
  }
  if (!exam.data || finished) {
    return (
      <div className="grid min-h-[50vh] place-items-center" role="status" aria-label={t.loading}>
        <Spinner className="size-8 text-indigo-600" />
      </div>
    );
  }
  return <ExamRunner view={exam.data} tabId={tabId} />;
}
