import type { ReactNode } from 'react';
import { pluralForm } from '#core/text/plural.ts';
import { plural } from '../../../i18n/pl.ts';
import { familyPl } from '../../../i18n/family.ts';
import { studentHomePl } from '../../../i18n/student-home.ts';
import { homeNouns } from '../../../i18n/student-home.ts';
import { Card } from '../../../ui/card.tsx';
import { CheckIcon, FlameIcon, SparkIcon } from '../../../ui/icons.tsx';
import { TrophyIcon } from '../../learning/components/icons.tsx';
import { NextAchievement } from '../../parent/components/achievements-panel.tsx';
import type { StudentHome } from '../lib/api.ts';

const t = studentHomePl;
const names = familyPl.achievements.names;
const number = new Intl.NumberFormat('pl-PL');

function Stat({
  icon,
  label,
  value,
  detail,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string;
  testId: string;
}) {
  return (
    <Card padding="sm" className="flex items-center gap-4 p-4" data-testid={testId}>
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-amber-50 text-amber-600">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-2xl font-extrabold tracking-tight text-slate-900">{value}</p>
        {detail && <p className="text-sm text-slate-600">{detail}</p>}
      </div>
    </Card>
  );
}

/** Streak, points and badges at a glance. */
export function StatsColumn({ home }: { home: StudentHome }) {
  const earned = home.achievements.earned.length;
  return (
    <section aria-label={t.stats.label} className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
      <Stat
        testId="stat-streak"
        icon={<FlameIcon className="size-6" />}
        label={t.stats.streak}
        value={home.streakDays > 0 ? plural(home.streakDays, homeNouns.dayInRow) : '—'}
        detail={home.streakDays > 0 ? undefined : t.stats.streakNone}
      />
      <Stat
        testId="stat-points"
        icon={<SparkIcon className="size-6" />}
        label={t.stats.points}
        value={`${number.format(home.points)} ${pluralForm(home.points, homeNouns.point)}`}
        detail={home.today.points > 0 ? t.stats.pointsToday(number.format(home.today.points)) : t.stats.pointsHint}
      />
      <Stat
        testId="stat-badges"
        icon={<TrophyIcon className="size-6" />}
        label={t.stats.badges}
        value={plural(earned, homeNouns.badge)}
      />
    </section>
  );
}

/** The badges the parent panel computes, earned and the next one. */
export function BadgesCard({ home }: { home: StudentHome }) {
  const { earned, next } = home.achievements;
  return (
    <Card data-testid="badges">
      <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <TrophyIcon className="size-6 text-amber-500" />
        {t.badges.title}
      </h2>
      {earned.length === 0 ? (
        <p className="mt-2 text-slate-600">{t.badges.none}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {earned.map((id) => (
            <li
              key={id}
              className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
            >
              <CheckIcon className="size-4 text-amber-700" />
              {names[id]}
            </li>
          ))}
        </ul>
      )}
      {next && <NextAchievement next={next} />}
    </Card>
  );
}
