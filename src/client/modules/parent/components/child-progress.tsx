import { formatPercent } from '../../../lib/format.ts';
import { buttonClass, type ButtonSize } from '../../../ui/button.tsx';
import type { DashboardData } from '../lib/dashboard.ts';

type Child = DashboardData['children'][number];

/** Chooses one child of several (the panel's topic progress, the student panel). */
export function ChildSwitcher({
  items,
  chosenId,
  onChoose,
  label,
  size = 'sm',
  className,
}: {
  items: readonly Pick<Child, 'id' | 'nickname'>[];
  chosenId: string;
  onChoose: (id: string) => void;
  label: string;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={className ?? 'flex flex-wrap gap-2'}>
      {items.map((c) => (
        <button
          key={c.id}
          type="button"
          aria-pressed={c.id === chosenId}
          onClick={() => onChoose(c.id)}
          className={buttonClass(c.id === chosenId ? 'primary' : 'secondary', size)}
        >
          {c.nickname}
        </button>
      ))}
    </div>
  );
}

/** A child's mastery per topic as labelled bars. */
export function TopicBars({ topics, className }: { topics: Child['topicProgress']; className?: string }) {
  return (
    <ul className={className}>
      {topics.map((p) => (
        <li key={p.area}>
          <div className="flex justify-between text-sm">
            <span className="font-medium text-slate-800">{p.name}</span>
            <span className="text-slate-600 tabular-nums">{formatPercent(p.mastery)}</span>
          </div>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
            <progress className="sr-only" value={p.mastery} max={100} aria-label={p.name} />
            {/* React applies style through the CSSOM, which a strict CSP allows. */}
            <div
              className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500"
              style={{ width: `${Math.min(100, Math.max(0, Math.round(p.mastery)))}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
