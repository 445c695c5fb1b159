import type { TopicId } from '#core/adaptive/diagnostic.ts';
import { studentHomePl } from '../../../i18n/student-home.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPercent } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import type { StudentHome } from '../lib/api.ts';

const t = studentHomePl.topics;
type Topic = StudentHome['topics'][number];

const TONES = {
  know: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', bar: 'from-emerald-400 to-emerald-600' },
  in_progress: { badge: 'bg-amber-50 text-amber-900 ring-amber-200', bar: 'from-amber-300 to-amber-500' },
  to_learn: { badge: 'bg-rose-50 text-rose-800 ring-rose-200', bar: 'from-rose-300 to-rose-500' },
  none: { badge: 'bg-slate-100 text-slate-700 ring-slate-200', bar: '' },
} as const;

function TopicCard({
  topic,
  canPractise,
  starting,
  onPractise,
}: {
  topic: Topic;
  canPractise: boolean;
  starting: boolean;
  onPractise: (id: TopicId) => void;
}) {
  const tone = TONES[topic.bucket ?? 'none'];
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="topic-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg leading-snug font-bold text-slate-900">{topic.name}</h3>
        {topic.mastery !== null && (
          <span className="text-lg font-bold text-slate-900 tabular-nums">{formatPercent(topic.mastery)}</span>
        )}
      </div>
      <p className={cn('mt-2 w-fit rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1', tone.badge)}>
        {topic.bucket ? t.buckets[topic.bucket] : t.unmeasured}
      </p>
      <div className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100">
        {topic.mastery !== null && (
          <>
            <progress className="sr-only" value={topic.mastery} max={100} aria-label={topic.name} />
            {/* React applies style through the CSSOM, which a strict CSP allows. */}
            <div
              className={cn('h-full rounded-full bg-gradient-to-r', tone.bar)}
              style={{ width: `${Math.min(100, Math.max(0, topic.mastery))}%` }}
            />
          </>
        )}
      </div>
      {canPractise && (
        <div className="mt-auto pt-4">
          <Button
            variant="secondary"
            className="w-full"
            disabled={starting}
            aria-label={t.practiseLabel(topic.name)}
            onClick={() => onPractise(topic.id)}
          >
            {t.practise}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The child's topics by mastery (the learner model), each with a session focused on it. */
export function TopicMap({
  home,
  starting,
  onPractise,
}: {
  home: StudentHome;
  starting: boolean;
  onPractise: (id: TopicId) => void;
}) {
  return (
    <section aria-labelledby="topics-title" data-testid="topic-map">
      <h2 id="topics-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t.title}
      </h2>
      <p className="mt-1 text-slate-600">{t.subtitle}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {home.topics.map((topic) => (
          <TopicCard
            key={topic.id}
            topic={topic}
            canPractise={home.canPractise}
            starting={starting}
            onPractise={onPractise}
          />
        ))}
      </ul>
    </section>
  );
}
