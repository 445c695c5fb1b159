import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { examPl } from '../../../i18n/exam.ts';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { examHistoryQuery, examResultPath } from '../lib/api.ts';

const t = examPl.history;

/** A child's mock results over time: date, percent as a bar, points; each opens its result. */
export function ExamHistory({ studentId, nickname }: { studentId: string; nickname: string }) {
  const history = useQuery(examHistoryQuery(studentId));
  const exams = history.data?.exams ?? [];
  if (exams.length === 0) return null;
  return (
    <section aria-label={t.chartLabel(nickname)} className="mt-4" data-testid="exam-history">
      <h4 className="text-sm font-semibold text-slate-700">{t.title}</h4>
      <ol className="mt-2 space-y-1.5">
        {exams.map((e) => (
          <li key={e.id}>
            <Link
              to={examResultPath(studentId, e.id)}
              className="group grid grid-cols-[auto_1fr_auto] items-center gap-2 rounded-md text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="text-slate-600 tabular-nums">{formatDate(e.finishedAt)}</span>
              <span className="h-2 rounded-full bg-slate-200" aria-hidden="true">
                <span className="block h-2 rounded-full bg-indigo-500" style={{ width: `${e.percent}%` }} />
              </span>
              <span className="font-semibold text-slate-900 tabular-nums group-hover:underline">
                <span className="sr-only">{formatDate(e.finishedAt)}: </span>
                {formatPercent(e.percent)}
                <span className="sr-only"> ({examPl.result.points(e.points, e.maxPoints)})</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
