import type { ReactNode } from 'react';
import { learningPl } from '../../../i18n/learning.ts';
import { openTaskPl } from '../../../i18n/open-task.ts';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { cn } from '../../../lib/cn.ts';
import { MathText, QuestionFigure } from '../../learning/index.ts';
import type { ContentSample } from './api.ts';
import { OpenTaskScheme } from './open-task-scheme.tsx';

const t = diagnosticPl.adminContent;

/** A full item as an author checks it: what the pupil sees, and everything the server keeps. */
export function SampleView({ sample }: { sample: ContentSample }) {
  const { item, answerText, publicQuestion } = sample;
  const correctIndex = item.answer.kind === 'choice' ? item.answer.index : -1;
  return (
    <div className="space-y-6" data-testid="content-sample">
      <Section title={t.stem}>
        <div className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <MathText text={item.stem} className="text-xl leading-relaxed text-slate-900" />
          {item.figure && <QuestionFigure svg={item.figure} label={learningPl.question.figure} className="mt-4" />}
        </div>
      </Section>

      {item.options && (
        <Section title={t.options}>
          <ol className="grid gap-2 sm:grid-cols-2">
            {item.options.map((o, i) => (
              <li
                key={i}
                className={cn(
                  'flex items-center gap-3 rounded-xl border-2 px-4 py-3',
                  i === correctIndex ? 'border-emerald-500 bg-emerald-50' : 'border-slate-200',
                )}
              >
                <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-slate-100 font-bold text-slate-700">
                  {'ABCDEFGH'[i]}
                </span>
                <MathText text={o.text} inline className="min-w-0 flex-1 text-lg" />
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                    i === correctIndex ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {i === correctIndex ? t.correctOption : o.errorKey ? t.distractor(o.errorKey) : ''}
                </span>
              </li>
            ))}
          </ol>
        </Section>
      )}

      {item.answer.kind === 'parts' && (
        <Section title={openTaskPl.schemeSection(item.answer.points)}>
          <OpenTaskScheme answer={item.answer} />
        </Section>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Fact label={t.answer}>
          <span className="text-xl font-bold text-emerald-800" data-testid="content-answer">
            <MathText text={answerText} inline />
          </span>
        </Fact>
        <Fact label={t.inputKind}>
          <span className="font-mono">{publicQuestion.inputKind}</span>
          {item.unitLabel ? <span className="ml-2">({item.unitLabel})</span> : null}
          <span className="ml-2 text-slate-600">
            · {t.examStyle}: {item.examStyle}
          </span>
        </Fact>
        {item.answerHint && (
          <Fact label={t.answerHint}>
            <MathText text={item.answerHint} inline />
          </Fact>
        )}
      </div>

      <Section title={t.solution}>
        <div className="rounded-2xl bg-emerald-50/60 p-4 ring-1 ring-emerald-100">
          <MathText text={item.solution} className="leading-relaxed text-slate-900" />
        </div>
      </Section>

      <Section title={t.steps}>
        <ol className="space-y-4">
          {item.steps.map((step, i) => (
            <li key={i} className="rounded-2xl border border-slate-200 p-4">
              <p className="text-sm font-bold text-indigo-700">{t.step(i + 1)}</p>
              <MathText text={step.prompt} className="mt-1 text-lg text-slate-900" />
              <dl className="mt-3 grid gap-3 text-sm">
                <div>
                  <dt className="font-semibold text-slate-700">{t.expected}</dt>
                  <dd className="mt-0.5 font-mono text-base text-emerald-800">{step.expected}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-700">{t.patterns}</dt>
                  <dd className="mt-0.5 flex flex-wrap gap-1.5">
                    {step.patterns.map((p) => (
                      <code key={p} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs break-all text-slate-800">
                        {p}
                      </code>
                    ))}
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-700">{t.hints}</dt>
                  <dd>
                    <ol className="mt-1 list-decimal space-y-1 pl-5 text-slate-800">
                      {step.hints.map((h, j) => (
                        <li key={j}>
                          <MathText text={h} inline />
                        </li>
                      ))}
                    </ol>
                  </dd>
                </div>
                {Object.keys(step.feedbackByError).length > 0 && (
                  <div>
                    <dt className="font-semibold text-slate-700">{t.errorFeedback}</dt>
                    <dd>
                      <ul className="mt-1 space-y-1">
                        {Object.entries(step.feedbackByError).map(([code, text]) => (
                          <li key={code} className="text-slate-800">
                            <code className="mr-2 rounded bg-rose-50 px-1.5 py-0.5 text-xs text-rose-800">{code}</code>
                            <MathText text={text} inline />
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={t.commonErrors}>
        {item.commonErrors.length === 0 ? (
          <p className="text-slate-600">{t.noCommonErrors}</p>
        ) : (
          <ul className="space-y-2">
            {item.commonErrors.map((ce) => (
              <li key={ce.key} className="rounded-xl border border-rose-100 bg-rose-50/50 px-4 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <code className="rounded bg-rose-100 px-1.5 py-0.5 text-xs font-semibold text-rose-900">
                    {ce.key}
                  </code>
                  <span className="text-sm text-slate-700">
                    {t.wrongAnswer}: <span className="font-mono">{wrongText(ce.wrong)}</span>
                  </span>
                </div>
                <MathText text={ce.feedback} className="mt-1 text-slate-900" />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t.params}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {Object.entries(item.params).map(([k, v]) => (
            <div key={k} className="flex gap-2">
              <dt className="font-mono text-slate-600">{k}</dt>
              <dd className="font-mono break-all text-slate-900">{String(v)}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}

function wrongText(w: ContentSample['item']['commonErrors'][number]['wrong']): string {
  const r = (x: { n: number; d: number }) => (x.d === 1 ? String(x.n) : `${x.n}/${x.d}`);
  switch (w.kind) {
    case 'number':
      return r(w.value);
    case 'numbers':
      return w.values.map(r).join('; ');
    case 'expression':
      return w.expr;
    case 'text':
      return w.accepted.join(' / ');
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-base font-bold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <p className="text-sm font-semibold text-slate-600">{label}</p>
      <div className="mt-1 text-slate-900">{children}</div>
    </div>
  );
}
