import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { examPl } from '../../../i18n/exam.ts';
import { studentHomePl } from '../../../i18n/student-home.ts';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ClockIcon, TargetIcon } from '../../../ui/icons.tsx';
import { examPath, examResultPath } from '../../exam/lib/api.ts';
import { diagnosticResultPath } from '../../parent/lib/dashboard.ts';
import type { StudentHome } from '../lib/api.ts';

const t = studentHomePl;
const examText = examPl.card;

function TestCard({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card className="flex h-full flex-col" data-testid={testId}>
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-700">{icon}</span>
        <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      </div>
      {children}
    </Card>
  );
}

/** The diagnostic with its last result and, for grades 7–8 whose plan includes it, the mock exam. */
export function TestCards({ home }: { home: StudentHome }) {
  const id = home.student.id;
  const last = home.diagnostic;
  const exam = home.mockExam;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TestCard icon={<TargetIcon />} title={t.diagnostic.title} testId="diagnostic-card">
        <p className="mt-3 text-slate-700">
          {last ? t.diagnostic.done(formatPercent(last.score), formatDate(last.completedAt) ?? '') : t.diagnostic.none}
        </p>
        <div className="mt-auto flex flex-col gap-2 pt-5 sm:flex-row">
          {last && (
            <Link to={diagnosticResultPath(last.id)} className={buttonClass('primary', 'md', 'w-full sm:flex-1')}>
              {t.diagnostic.result}
            </Link>
          )}
          {home.canPractise && (
            <Link
              to={`/student/${encodeURIComponent(id)}/diagnostic/start`}
              className={buttonClass(last ? 'secondary' : 'primary', 'md', 'w-full sm:flex-1')}
            >
              {last ? t.diagnostic.again : t.diagnostic.start}
            </Link>
          )}
        </div>
      </TestCard>
      {exam && (
        <TestCard icon={<ClockIcon />} title={examText.title} testId="exam-card">
          <p className="mt-3 text-slate-700">{examText.text}</p>
          {exam.last && (
            <p className="mt-2 font-semibold text-slate-900">
              {examText.last(formatPercent(exam.last.percent), formatDate(exam.last.finishedAt) ?? '')}
            </p>
          )}
          <div className="mt-auto flex flex-col gap-2 pt-5 sm:flex-row">
            {exam.last && !exam.runningId && (
              <Link
                to={examResultPath(id, exam.last.id)}
                className={buttonClass('secondary', 'md', 'w-full sm:flex-1')}
              >
                {examText.lastResult}
              </Link>
            )}
            <Link
              to={exam.runningId ? `${examPath(id)}?examId=${encodeURIComponent(exam.runningId)}` : examPath(id)}
              className={buttonClass('primary', 'md', 'w-full sm:flex-1')}
            >
              {exam.runningId ? examText.resume : examText.start}
            </Link>
          </div>
        </TestCard>
      )}
    </div>
  );
}
