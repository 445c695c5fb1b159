import type { ReactNode } from 'react';
import type { WeekSummary } from '#core/reports/weekly-report.ts';
import { plural, nouns } from '../../../i18n/pl.ts';
import { familyPl } from '../../../i18n/family.ts';
import { formatPercent } from '../../../lib/format.ts';
import { Card, StatCard } from '../../../ui/card.tsx';
import { ArrowLeft, ArrowRight, BookIcon, ClockIcon, FlameIcon, TargetIcon } from '../../../ui/icons.tsx';
import { formatWeekRange, type NamedTopic } from '../lib/weekly.ts';

const t = familyPl.weekly;

/** Previous / next week; next is disabled at the current week (spec 2 and 5). */
export function WeekNavigator({
  weekStart,
  isCurrent,
  onPrevious,
  onNext,
}: {
  weekStart: string;
  isCurrent: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const arrow =
    'grid size-11 shrink-0 place-items-center rounded-lg border border-slate-200 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={t.weekNav} className="flex items-center gap-2">
      <button type="button" className={arrow} onClick={onPrevious} aria-label={t.previousWeek}>
        <ArrowLeft className="size-5" />
      </button>
      <p className="min-w-0 flex-1 text-center font-semibold text-slate-900" aria-live="polite">
        {formatWeekRange(weekStart)}
        {isCurrent && <span className="block text-sm font-normal text-slate-600">{t.currentWeek}</span>}
      </p>
      <button type="button" className={arrow} onClick={onNext} disabled={isCurrent} aria-label={t.nextWeek}>
        <ArrowRight className="size-5" />
      </button>
    </nav>
  );
}

/** The four cards: time and sessions, accuracy with a bar, mastered with weak, streak. */
export function WeekCards({ summary }: { summary: WeekSummary }) {
  const c = t.cards;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label={c.time}
        value={plural(summary.minutes, nouns.minute)}
        detail={c.sessions(plural(summary.sessions, nouns.session))}
        icon={<ClockIcon />}
      />
      <StatCard
        label={c.accuracy}
        value={summary.accuracy === null ? c.noAccuracy : formatPercent(summary.accuracy)}
        detail={
          summary.accuracy !== null && (
            <span
              role="progressbar"
              aria-label={c.accuracy}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={summary.accuracy}
              className="mt-2 block h-2 w-24 overflow-hidden rounded-full bg-slate-200 sm:w-32"
            >
              <span className="block h-full rounded-full bg-indigo-600" style={{ width: `${summary.accuracy}%` }} />
            </span>
          )
        }
        icon={<TargetIcon />}
      />
      <StatCard
        label={c.mastered}
        value={summary.topics_mastered}
        detail={c.weakCount(summary.topics_weak)}
        icon={<BookIcon />}
      />
      <StatCard
        label={c.streak}
        value={plural(summary.streak, nouns.day)}
        detail={c.streakDetail}
        icon={<FlameIcon />}
      />
    </div>
  );
}

/** A list of topics with their accuracy (mastered or weak). */
export function TopicList({
  id,
  title,
  empty,
  topics,
  tone,
}: {
  id: string;
  title: string;
  empty: string;
  topics: readonly NamedTopic[];
  tone: 'good' | 'weak';
}) {
  const bar = tone === 'good' ? 'bg-emerald-600' : 'bg-amber-500';
  return (
    <section aria-labelledby={id}>
      <Card className="h-full">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {topics.length === 0 ? (
          <p className="mt-2 text-slate-600">{empty}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {topics.map((topic) => (
              <li key={`${topic.child ?? ''}-${topic.name}`}>
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 text-slate-900">
                    {topic.name}
                    {topic.child && <span className="text-sm text-slate-600"> · {topic.child}</span>}
                  </span>
                  <span className="shrink-0 font-semibold text-slate-900">{formatPercent(topic.accuracy)}</span>
                </div>
                <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                  <div className={`h-full rounded-full ${bar}`} style={{ width: `${topic.accuracy}%` }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

export function EmptyReports({ children }: { children?: ReactNode }) {
  return (
    <Card className="text-center">
      <h2 className="text-lg font-semibold text-slate-900">{t.emptyTitle}</h2>
      <p className="mt-1 text-slate-600">{t.emptyText}</p>
      {children}
    </Card>
  );
}
