import type { PartsAnswerSpec } from '#core/questions/types.ts';
import { partAnswerText } from '#core/questions/open-task.ts';
import { openTaskPl } from '../../../i18n/open-task.ts';
import { MathText } from '../../learning/index.ts';

const t = openTaskPl;

/** An open task as an author checks it: each part with its right answer, then the marking scheme. */
export function OpenTaskScheme({ answer }: { answer: PartsAnswerSpec }) {
  return (
    <div className="space-y-4" data-testid="content-open-task">
      <ol className="space-y-2">
        {answer.parts.map((part) => (
          <li key={part.id} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
            <p className="text-sm font-semibold text-slate-600">
              {part.id}) · {t.roles[part.role]}
            </p>
            <MathText text={part.prompt} className="text-slate-900" />
            <p className="mt-1 font-semibold text-emerald-800">
              <MathText text={partAnswerText(part)} inline />
            </p>
          </li>
        ))}
      </ol>
      <ul className="space-y-1">
        {answer.scheme.map((c) => (
          <li key={c.id} className="flex gap-3 text-slate-900">
            <span className="shrink-0 font-bold whitespace-nowrap">{t.criterionPoints(c.points)}</span>
            <MathText text={c.description} className="min-w-0 flex-1" />
            <span className="shrink-0 text-sm text-slate-600">{t.requires(c.requires.join(', '))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
