import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Grade } from '#core/curriculum/student-profile.ts';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPercent } from '../../../lib/format.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Card, Container } from '../../../ui/card.tsx';
import { ArrowRight, TargetIcon } from '../../../ui/icons.tsx';
import { QuestionCard } from '../../learning/index.ts';
import { Countdown } from '../../diagnostic/components/countdown.tsx';
import { formatClock } from '../../diagnostic/lib/timer.ts';
import { DemoIntro, DemoRunHeader, DemoStartButton, SignupCta } from '../components/demo-parts.tsx';
import { useDemoLoad } from '../hooks/use-demo-load.ts';
import { useDemoRun } from '../hooks/use-demo-run.ts';
import { demoApi, type DemoDiagnostic } from '../lib/api.ts';
import { demoScore, type DemoOutcome } from '../lib/score.ts';

const t = diagnosticPl.demo;
const d = t.diagnostic;

type Phase =
  | { kind: 'intro' }
  | { kind: 'assessment'; data: DemoDiagnostic; startedAt: number }
  | { kind: 'results'; data: DemoDiagnostic; outcomes: DemoOutcome[]; seconds: number };

/**
 * /diagnostic: the simple diagnostic (spec 4) — intro, assessment with a timer counting up, one
 * question after another without going back, then results. Five questions come from the real
 * bank through the demo API, so it works signed out too.
 */
export default function DiagnosticDemoPage() {
  // A link to /diagnostic from the results starts over (a new location key remounts the page).
  const location = useLocation();
  return <DiagnosticDemo key={location.key} />;
}

function DiagnosticDemo() {
  const [grade, setGrade] = useState<Grade>('6');
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const start = useDemoLoad(demoApi.diagnostic, (data) =>
    setPhase({ kind: 'assessment', data, startedAt: Date.now() }),
  );

  if (phase.kind === 'intro') {
    return (
      <DemoIntro
        title={d.title}
        subtitle={d.subtitle}
        facts={d.facts}
        grade={grade}
        onGrade={setGrade}
        icon={<TargetIcon />}
        actions={
          <>
            <ButtonLink to="/parent/dashboard" variant="secondary" size="lg">
              {d.later}
            </ButtonLink>
            <DemoStartButton load={start} grade={grade} label={d.start} />
          </>
        }
      />
    );
  }
  if (phase.kind === 'assessment') {
    return (
      <Assessment
        data={phase.data}
        startedAt={phase.startedAt}
        onDone={(outcomes) =>
          setPhase({
            kind: 'results',
            data: phase.data,
            outcomes,
            seconds: Math.round((Date.now() - phase.startedAt) / 1000),
          })
        }
      />
    );
  }
  return <Results data={phase.data} outcomes={phase.outcomes} seconds={phase.seconds} />;
}

function useElapsed(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

function Assessment({
  data,
  startedAt,
  onDone,
}: {
  data: DemoDiagnostic;
  startedAt: number;
  onDone: (outcomes: DemoOutcome[]) => void;
}) {
  const elapsed = useElapsed(startedAt);
  // One question after another (spec 4); there is no going back in the simple version.
  const run = useDemoRun(data, {
    advanceAfter: (check) => (check.result === 'invalid' ? null : 0),
    onComplete: (state) => onDone(state.outcomes.map((o) => (o === 'skipped' ? 'dontKnow' : o))),
  });
  const { item: question, check } = run.state;
  const index = run.state.served - 1;
  const total = data.questions.length;
  const last = index === total - 1;
  // A notation problem keeps the question; a checked answer moves on at once.
  const issue = check?.result === 'invalid' ? { result: check.result, feedback: check.feedback } : null;

  if (!question) return null;
  return (
    <Container size="md" className="py-6 sm:py-10">
      <DemoRunHeader
        title={d.title}
        position={d.questionOf(index + 1, total)}
        aside={<Countdown seconds={elapsed} label={d.elapsedLabel} toneOverride="normal" />}
        progress={{ value: index, max: total, label: d.progressLabel }}
      />
      <QuestionCard
        question={question}
        number={index + 1}
        onSubmit={run.submit}
        submitLabel={last ? d.finish : d.next}
        submitting={run.checking}
        onSkip={() => void run.next(true)}
        skipLabel={d.dontKnow.replace(' ', '\u00a0')}
        feedback={issue}
      />
    </Container>
  );
}

function Results({ data, outcomes, seconds }: { data: DemoDiagnostic; outcomes: DemoOutcome[]; seconds: number }) {
  const score = demoScore(outcomes, data.questions.length);
  const label = { correct: d.answerCorrect, incorrect: d.answerIncorrect, dontKnow: d.answerDontKnow } as const;
  const tone = {
    correct: 'bg-emerald-100 text-emerald-900',
    incorrect: 'bg-rose-100 text-rose-900',
    dontKnow: 'bg-slate-100 text-slate-800',
  } as const;
  return (
    <Container size="md" className="py-8 sm:py-12">
      <h1 className="text-center text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {d.resultsTitle}
      </h1>
      <Card className="mt-6 text-center">
        <p className="text-5xl font-extrabold tabular-nums text-indigo-700" data-testid="demo-percent">
          {formatPercent(score.percent)}
        </p>
        <p className="mt-2 text-lg font-semibold text-slate-900" data-testid="demo-score">
          {d.score(score.correct, score.total)}
        </p>
        <p className="mt-1 text-slate-600">{d.time(formatClock(seconds))}</p>
        <p className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">{diagnosticPl.result.level}</p>
        <p className="text-2xl font-extrabold text-slate-900">{score.levelName}</p>
        <p className="mx-auto mt-2 max-w-xl leading-relaxed text-slate-700">{score.levelMessage}</p>
      </Card>

      <Card className="mt-6">
        <h2 className="text-xl font-bold text-slate-900">{d.answersTitle}</h2>
        <ol className="mt-3 divide-y divide-slate-100">
          {data.questions.map((q, i) => {
            const o = outcomes[i] ?? 'dontKnow';
            return (
              <li key={q.id} className="flex items-center justify-between gap-3 py-3">
                <span className="min-w-0 text-slate-800">
                  <span className="font-semibold">{i + 1}.</span> {q.skillName}
                </span>
                <span className={cn('shrink-0 rounded-full px-3 py-1 text-sm font-semibold', tone[o])}>{label[o]}</span>
              </li>
            );
          })}
        </ol>
      </Card>

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to="/parent/dashboard" variant="secondary" size="lg">
          {d.toPanel}
        </ButtonLink>
        <ButtonLink to="/session" size="lg">
          {d.firstSession}
          <ArrowRight className="size-5" />
        </ButtonLink>
      </div>
      <SignupCta />
    </Container>
  );
}
