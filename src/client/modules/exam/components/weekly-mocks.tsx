import type { WeeklyReport } from '#server/contract.ts';
import { examPl } from '../../../i18n/exam.ts';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { Card } from '../../../ui/card.tsx';

const t = examPl.history;

/** The weekly report's mock exam results over time, per child (nothing when there are none). */
export function WeeklyMocks({ reports }: { reports: readonly WeeklyReport[] }) {
  const withMocks = reports.filter((r) => r.mock_exams.length > 0);
  if (withMocks.length === 0) return null;
  return (
    <Card data-testid="weekly-mocks">
      <h2 id="weekly-mocks-title" className="text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      {withMocks.map((r) => (
        <section key={r.id} className="mt-4" aria-label={t.chartLabel(r.students.nickname)}>
          <h3 className="font-semibold text-slate-800">{r.students.nickname}</h3>
          <ol className="mt-2 space-y-2">
            {r.mock_exams.map((m, i) => (
              <li key={`${m.date}-${i}`} className="grid grid-cols-[6rem_1fr_auto] items-center gap-3 text-sm">
                <span className="text-slate-600 tabular-nums">{formatDate(`${m.date}T12:00:00`)}</span>
                <span className="h-2 rounded-full bg-slate-200" aria-hidden="true">
                  <span className="block h-2 rounded-full bg-indigo-500" style={{ width: `${m.percent}%` }} />
                </span>
                <span className="text-right">
                  <span className="font-semibold text-slate-900 tabular-nums">{formatPercent(m.percent)}</span>{' '}
                  <span className="text-slate-600">
                    ({t.prediction(formatPercent(m.predicted_low), formatPercent(m.predicted_high))})
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
      <p className="mt-4 text-sm text-slate-600">{examPl.predictionMeaning}</p>
    </Card>
  );
}
