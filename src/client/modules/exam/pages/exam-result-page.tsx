import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { learningPl } from '../../../i18n/learning.ts';
import { examPl } from '../../../i18n/exam.ts';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { Button, buttonClass, Spinner } from '../../../ui/button.tsx';
import { Alert, Card, Container, PageHeader } from '../../../ui/card.tsx';
import { MathText } from '../../learning/components/math-text.tsx';
import { OpenTaskMarking } from '../../learning/components/open-task-marking.tsx';
import { QuestionFigure } from '../../learning/components/question-figure.tsx';
import { examApi, type ExamResult } from '../lib/api.ts';
import { answerText } from '../lib/answer-text.ts';

const t = examPl.result;

/** /student/:studentId/exam/result/:examId: points, percent, areas, every task and the prediction. */
export default function ExamResultPage() {
  const { examId = '' } = useParams();
  const result = useQuery({ queryKey: ['exams', 'result', examId], queryFn: () => examApi.result(examId) });
  if (result.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center" role="status" aria-label={pl.common.loading}>
        <Spinner className="size-8 text-indigo-600" />
      </div>
    );
  }
  if (result.isError) {
    const missing = result.error instanceof ApiError && result.error.status === 404;
    return (
      <Container size="sm" className="py-12">
        <Alert tone="error" title={missing ? t.notFound : t.loadFailed}>
          {!missing && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void result.refetch()}>
              {t.retry}
            </Button>
          )}
        </Alert>
      </Container>
    );
  }
  return <ResultView r={result.data.result} />;
}

function ResultView({ r }: { r: ExamResult }) {
  return (
    <Container size="md" className="space-y-6 py-8 sm:py-10">
      <PageHeader title={t.title} subtitle={t.subtitle(r.nickname, formatDate(r.finishedAt) ?? '')} />
      {r.finishReason === 'time_up' && <Alert tone="info" title={t.timeUp} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="text-center">
          <p className="text-5xl font-bold text-slate-900 tabular-nums" data-testid="exam-percent">
            {formatPercent(r.percent)}
          </p>
          <p className="mt-2 text-lg font-semibold text-slate-700" data-testid="exam-points">
            {t.points(r.points, r.maxPoints)}
          </p>
        </Card>
        <Prediction r={r} />
      </div>
      <Areas r={r} />
      <section aria-labelledby="exam-tasks">
        <h2 id="exam-tasks" className="mb-3 text-xl font-bold text-slate-900">
          {t.tasksTitle}
        </h2>
        <ol className="space-y-4">
          {r.tasks.map((task) => (
            <TaskResult key={task.id} task={task} />
          ))}
        </ol>
      </section>
      <Link to="/student" className={buttonClass('secondary', 'lg')}>
        {t.back}
      </Link>
    </Container>
  );
}

function Prediction({ r }: { r: ExamResult }) {
  const { low, high, percent } = r.prediction;
  return (
    <Card>
      <h2 className="text-base font-bold text-slate-900">{t.predictionTitle}</h2>
      <p className="mt-2 text-3xl font-bold text-indigo-700 tabular-nums" data-testid="exam-prediction">
        {formatPercent(percent)}
      </p>
      <p className="mt-1 font-semibold text-slate-800">{t.predictionRange(formatPercent(low), formatPercent(high))}</p>
      {/* The interval on a 0–100 % scale; the text above says the same for screen readers. */}
      <div className="relative mt-3 h-3 rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="absolute inset-y-0 rounded-full bg-indigo-300"
          style={{ left: `${low}%`, width: `${Math.max(1, high - low)}%` }}
        />
        <div className="absolute -inset-y-1 w-1 rounded bg-indigo-700" style={{ left: `calc(${percent}% - 2px)` }} />
      </div>
      <p className="mt-3 text-sm text-slate-600" data-testid="exam-prediction-meaning">
        {examPl.predictionMeaning}
      </p>
    </Card>
  );
}

function Areas({ r }: { r: ExamResult }) {
  return (
    <Card>
      <h2 className="mb-3 text-xl font-bold text-slate-900">{t.areasTitle}</h2>
      <table className="w-full text-left">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t.area}</th>
            <th scope="col">{t.score}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {r.areas.map((a) => (
            <tr key={a.area}>
              <th scope="row" className="py-2 pr-3 font-medium text-slate-800">
                {a.name}
              </th>
              <td className="py-2 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {t.taskPoints(a.points, a.maxPoints)} · {formatPercent(a.percent)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function TaskResult({ task }: { task: ExamResult['tasks'][number] }) {
  const full = task.points === task.maxPoints;
  const given = task.kind === 'closed' ? answerText(task.question, task.answer) : null;
  return (
    <li>
      <Card padding="sm" className="space-y-3" data-testid="exam-task-result">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-bold text-slate-900">
            {t.task(task.position)}{' '}
            <span className="font-normal text-slate-600">
              {examPl.styles[task.style] ?? ''} · {task.areaName}
            </span>
          </h3>
          <span
            className={cn(
              'shrink-0 rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap tabular-nums',
              full
                ? 'bg-emerald-100 text-emerald-900'
                : task.points > 0
                  ? 'bg-amber-100 text-amber-900'
                  : 'bg-rose-100 text-rose-900',
            )}
          >
            {t.taskPoints(task.points, task.maxPoints)}
          </span>
        </div>
        <MathText text={task.question.stem} className="text-base leading-relaxed text-slate-800" />
        {task.question.figure && <QuestionFigure svg={task.question.figure} label={learningPl.question.figure} />}
        {task.marking ? (
          <OpenTaskMarking marking={task.marking} />
        ) : (
          <dl className="space-y-1 text-base">
            <div>
              <dt className="inline font-semibold text-slate-700">{t.yourAnswer}</dt>{' '}
              <dd className="inline">{given === null ? t.noAnswer : <MathText text={given} inline />}</dd>
            </div>
            {!full && (
              <div>
                <dt className="inline font-semibold text-slate-700">{t.correctAnswer}</dt>{' '}
                <dd className="inline">
                  <MathText text={task.correctAnswer} inline />
                </dd>
              </div>
            )}
          </dl>
        )}
      </Card>
    </li>
  );
}
