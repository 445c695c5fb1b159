import type { WeeklyReport } from '#server/contract.ts';
import { plural, nouns } from '../../../i18n/pl.ts';
import { familyPl } from '../../../i18n/family.ts';
import { formatPercent } from '../../../lib/format.ts';
import { Card } from '../../../ui/card.tsx';
import { formatWeekRange } from '../lib/weekly.ts';

const t = familyPl.weekly;

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

/** Up to 10 reports, newest first; an unread one has the 'Nowy' badge and an eye button that marks it read. */
export function WeeklyHistory({
  reports,
  selectedWeek,
  onSelectWeek,
  onMarkViewed,
  marking,
}: {
  reports: readonly WeeklyReport[];
  selectedWeek: string;
  onSelectWeek: (weekStart: string) => void;
  onMarkViewed: (reportId: string) => void;
  marking: string | null;
}) {
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="mb-3 text-xl font-bold text-slate-900">
        {t.historyTitle}
      </h2>
      <Card padding="none">
        <ul className="divide-y divide-slate-100">
          {reports.map((r) => {
            const week = formatWeekRange(r.week_start);
            const selected = r.week_start === selectedWeek;
            return (
              <li key={r.id} className={selected ? 'bg-indigo-50/60' : undefined} data-testid="history-item">
                <div className="flex items-center gap-3 px-4 py-3 sm:px-5">
                  <button
                    type="button"
                    onClick={() => onSelectWeek(r.week_start)}
                    aria-current={selected ? 'true' : undefined}
                    aria-label={`${t.showWeek}: ${r.students.nickname}, ${week}`}
                    className="min-h-11 min-w-0 flex-1 rounded-lg text-left focus-visible:outline-3 focus-visible:outline-indigo-500"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-slate-900">{r.students.nickname}</span>
                      {r.parent_viewed_at === null && (
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                          {t.newBadge}
                        </span>
                      )}
                    </span>
                    <span className="block text-sm text-slate-600">{week}</span>
                    <span className="block text-sm text-slate-600">
                      {plural(r.minutes, nouns.minute)} · {plural(r.sessions, nouns.session)}
                      {r.accuracy !== null && ` · ${formatPercent(r.accuracy)}`}
                    </span>
                  </button>
                  {r.parent_viewed_at === null ? (
                    <button
                      type="button"
                      onClick={() => onMarkViewed(r.id)}
                      disabled={marking === r.id}
                      aria-label={t.markViewed(r.students.nickname, week)}
                      title={t.markViewed(r.students.nickname, week)}
                      className="grid size-11 shrink-0 place-items-center rounded-lg border border-slate-200 text-indigo-700 hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-indigo-500 disabled:opacity-50"
                    >
                      <EyeIcon />
                    </button>
                  ) : (
                    <span className="shrink-0 text-xs font-medium text-slate-500">{t.viewed}</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
    </section>
  );
}
