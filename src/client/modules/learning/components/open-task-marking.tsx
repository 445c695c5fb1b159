import type { OpenTaskMarking as Marking } from '#core/questions/open-task.ts';
import { openTaskPl } from '../../../i18n/open-task.ts';
import { cn } from '../../../lib/cn.ts';
import { MathText } from './math-text.tsx';

const t = openTaskPl;

/**
 * The marking of an answered open task, as an examiner writes it: the points ("2/3 pkt"), each
 * criterion of the scheme earned (✓) or lost (✗) with its description, and for every part not
 * answered right its correct answer and the named mistake.
 */
export function OpenTaskMarking({ marking, className }: { marking: Marking; className?: string }) {
  const wrongParts = marking.parts.filter((p) => p.result !== 'correct');
  const tidyParts = marking.parts.filter((p) => p.result === 'correct' && p.tidy);
  return (
    <section
      aria-label={t.scoreLabel(marking.points, marking.maxPoints)}
      className={cn('space-y-3 rounded-xl bg-white/80 px-4 py-3 text-slate-900 ring-1 ring-black/5', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-bold tracking-wide text-slate-600 uppercase">{t.schemeTitle}</p>
        <p className="text-xl font-bold tabular-nums" aria-hidden="true">
          {t.score(marking.points, marking.maxPoints)}
        </p>
      </div>
      <ul className="space-y-2">
        {marking.criteria.map((c) => (
          <li key={c.id} className="flex items-start gap-3">
            <span
              className={cn(
                'mt-0.5 grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold text-white',
                c.earned ? 'bg-emerald-600' : 'bg-rose-600',
              )}
            >
              <span aria-hidden="true">{c.earned ? '✓' : '✗'}</span>
              <span className="sr-only">{c.earned ? t.earned : t.lost}</span>
            </span>
            <div className="min-w-0 flex-1 text-base leading-relaxed">
              {c.level && <span className="font-semibold">{t.level(c.level)} </span>}
              <MathText text={c.description} inline />
            </div>
            <span
              className={cn(
                'shrink-0 pt-0.5 text-sm font-semibold whitespace-nowrap tabular-nums',
                c.earned ? 'text-emerald-800' : 'text-slate-600 line-through',
              )}
            >
              {t.criterionPoints(c.points)}
            </span>
          </li>
        ))}
      </ul>
      {marking.slipsCost !== undefined && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t.slipNote(marking.slipsCost)}</p>
      )}
      {tidyParts.length > 0 && (
        <div className="border-t border-slate-200 pt-3">
          <p className="mb-2 text-sm font-bold text-slate-700">{t.tidyTitle}</p>
          <ul className="space-y-1">
            {tidyParts.map((p) => (
              <li key={p.id} className="text-base leading-relaxed">
                <span className="font-bold">{p.id})</span> {t.tidy} <MathText text={p.tidy!} inline />
              </li>
            ))}
          </ul>
        </div>
      )}
      {wrongParts.length > 0 && (
        <div className="border-t border-slate-200 pt-3">
          <p className="mb-2 text-sm font-bold text-slate-700">{t.answersTitle}</p>
          <ul className="space-y-2">
            {wrongParts.map((p) => (
              <li key={p.id} className="text-base leading-relaxed">
                <span className="font-bold">{p.id})</span> <span className="font-semibold">{t.correctAnswer}</span>{' '}
                <MathText text={p.correctAnswer} inline />
                {p.feedback && <MathText text={p.feedback} className="mt-0.5 text-sm text-slate-700" />}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
