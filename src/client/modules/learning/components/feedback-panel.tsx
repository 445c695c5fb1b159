import type { ReactNode } from 'react';
import { learningPl } from '../../../i18n/learning.ts';
import { openTaskPl } from '../../../i18n/open-task.ts';
import { cn } from '../../../lib/cn.ts';
import type { AnswerFeedback } from '../lib/types.ts';
import { Celebration } from './celebration.tsx';
import { MathText } from './math-text.tsx';
import { OpenTaskMarking } from './open-task-marking.tsx';

const t = learningPl.question;

/** Result of a check: correct / incorrect / invalid with the server's feedback and the worked solution. */
export function FeedbackPanel({
  feedback,
  praiseIndex = 0,
  children,
}: {
  feedback: AnswerFeedback;
  praiseIndex?: number;
  children?: ReactNode;
}) {
  const { result } = feedback;
  const praise = t.praise[praiseIndex % t.praise.length];
  const { marking } = feedback;
  const partial = result === 'incorrect' && marking !== undefined && marking.points > 0;
  const title =
    result === 'correct' ? praise : partial ? openTaskPl.partial : result === 'incorrect' ? t.incorrect : t.invalid;
  return (
    <div
      className={cn(
        'relative rounded-2xl border-2 px-4 py-4 sm:px-5',
        result === 'correct' && 'border-emerald-300 bg-emerald-50 text-emerald-950',
        result === 'incorrect' && 'border-rose-200 bg-rose-50 text-rose-950',
        result === 'invalid' && 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      {result === 'correct' && <Celebration seed={praiseIndex} />}
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-full text-white',
            result === 'correct' && 'celujacy-pop bg-emerald-600',
            result === 'incorrect' && 'bg-rose-600',
            result === 'invalid' && 'bg-amber-500',
          )}
        >
          <ResultIcon result={result} />
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-xl font-bold">{title}</p>
          {/* A correct answer's title already praises; the server's generic "Brawo, …" would repeat it. */}
          {/* An open task's marking names each wrong part's mistake itself. */}
          {feedback.feedback && feedback.feedback !== title && result !== 'correct' && !marking && (
            <MathText text={feedback.feedback} className="text-base leading-relaxed" />
          )}
          {/* An open task shows each part's correct answer in its marking instead. */}
          {result === 'incorrect' && feedback.correctAnswer && !marking && (
            <p className="text-base">
              <span className="font-semibold">{t.correctAnswer}</span> <MathText text={feedback.correctAnswer} inline />
            </p>
          )}
        </div>
      </div>
      {marking && result !== 'invalid' && <OpenTaskMarking marking={marking} className="mt-4" />}
      {feedback.solution && result !== 'invalid' && (
        <div className="mt-4 rounded-xl bg-white/80 px-4 py-3 text-slate-900 ring-1 ring-black/5">
          <p className="mb-1 text-sm font-bold tracking-wide text-slate-600 uppercase">{t.solution}</p>
          <MathText text={feedback.solution} className="text-base leading-relaxed" />
        </div>
      )}
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}

function ResultIcon({ result }: { result: AnswerFeedback['result'] }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
      {result === 'correct' && <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />}
      {result === 'incorrect' && <path d="M7 7l10 10M17 7 7 17" strokeLinecap="round" />}
      {result === 'invalid' && <path d="M12 6v8m0 4v.5" strokeLinecap="round" />}
    </svg>
  );
}
