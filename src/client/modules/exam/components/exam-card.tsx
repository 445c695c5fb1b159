import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { examHistoryQuery, examPath, examResultPath } from '../lib/api.ts';

const t = pl.exam.card;

/** The student panel's entry to the mock exam: start or resume it, the last result. */
export function ExamCardBody({ studentId }: { studentId: string }) {
  const history = useQuery(examHistoryQuery(studentId));
  const last = history.data?.exams.at(-1);
  const running = history.data?.running;
  return (
    <>
      <p className="mt-3 text-slate-700">{t.text}</p>
      {last && (
        <p className="mt-2 font-semibold text-slate-900">
          {t.last(formatPercent(last.percent), formatDate(last.finishedAt) ?? '')}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">{t.planNote}</p>
      <div className="mt-auto flex flex-col gap-2 pt-5">
        {last && !running && (
          <Link to={examResultPath(studentId, last.id)} className={buttonClass('secondary', 'md', 'w-full')}>
            {t.lastResult}
          </Link>
        )}
        <Link
          to={running ? `${examPath(studentId)}?examId=${encodeURIComponent(running.id)}` : examPath(studentId)}
          className={buttonClass('primary', 'md', 'w-full')}
        >
          {running ? t.resume : t.start}
        </Link>
      </div>
    </>
  );
}
