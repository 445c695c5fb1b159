import type { AchievementUnit } from '#core/reports/achievements.ts';
import { plural, nouns } from '../../../i18n/pl.ts';
import { familyPl } from '../../../i18n/family.ts';
import { Card } from '../../../ui/card.tsx';
import { CheckIcon, SparkIcon } from '../../../ui/icons.tsx';
import type { DashboardData } from '../lib/dashboard.ts';

const t = familyPl.achievements;
type Child = DashboardData['children'][number];
type Next = NonNullable<Child['achievements']['next']>;

const UNIT_NOUNS = { session: nouns.session, day: nouns.day, answer: nouns.answer, topic: nouns.topic } as const;

/** "jeszcze 2 dni", or the one step left when it is the diagnostic. */
function remainingText(next: Next): string {
  const unit: AchievementUnit = next.unit;
  return unit === 'step' ? t.diagnosticStep : t.remaining(plural(next.remaining, UNIT_NOUNS[unit]));
}

export function NextAchievement({ next }: { next: Next }) {
  const name = t.names[next.id];
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-3">
      <p className="text-sm text-slate-600">{t.next}</p>
      <p className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-3 font-medium text-slate-900">
        <span>{name}</span>
        <span className="text-sm font-normal text-slate-700" data-testid="achievement-remaining">
          {remainingText(next)}
        </span>
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
        <progress className="sr-only" value={next.current} max={next.target} aria-label={name} />
        {/* React applies style through the CSSOM, which a strict CSP allows. */}
        <div
          className="h-full rounded-full bg-gradient-to-r from-amber-400 to-orange-500"
          style={{ width: `${Math.round((100 * next.current) / next.target)}%` }}
        />
      </div>
    </div>
  );
}

function ChildAchievements({ child, named }: { child: Child; named: boolean }) {
  const { earned, next } = child.achievements;
  return (
    <div>
      {named && <h4 className="font-semibold text-slate-900">{child.nickname}</h4>}
      {earned.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t.none}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={named ? `${t.earned}: ${child.nickname}` : t.earned}>
          {earned.map((id) => (
            <li
              key={id}
              className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
            >
              <CheckIcon className="size-4 text-amber-700" />
              {t.names[id]}
            </li>
          ))}
        </ul>
      )}
      {next ? <NextAchievement next={next} /> : <p className="mt-3 text-sm text-slate-700">{t.allEarned}</p>}
    </div>
  );
}

/** Each child's earned badges and the next one with what is still missing, from the real figures. */
export function AchievementsPanel({ items }: { items: readonly Child[] }) {
  const single = items.length === 1;
  return (
    <Card data-testid="achievements">
      <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <SparkIcon className="size-5 text-amber-500" />
        {t.title}
      </h3>
      {single && <p className="mt-1 text-sm text-slate-600">{items[0]!.nickname}</p>}
      <div className="mt-3 space-y-6">
        {items.map((c) => (
          <ChildAchievements key={c.id} child={c} named={!single} />
        ))}
      </div>
    </Card>
  );
}
