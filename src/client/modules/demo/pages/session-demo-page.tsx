import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import type { Grade } from '#core/curriculum/student-profile.ts';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card, Container } from '../../../ui/card.tsx';
import { BookIcon, SparkIcon } from '../../../ui/icons.tsx';
import { MathText, QuestionCard } from '../../learning/index.ts';
import { Countdown } from '../../diagnostic/components/countdown.tsx';
import { formatClock } from '../../diagnostic/lib/timer.ts';
import { DemoIntro, DemoRunHeader, DemoStartButton, SignupCta } from '../components/demo-parts.tsx';
import { useDemoLoad } from '../hooks/use-demo-load.ts';
import { useDemoRun } from '../hooks/use-demo-run.ts';
import { useDemoClock } from '../hooks/use-demo-clock.ts';
import { demoApi, type DemoSession } from '../lib/api.ts';
import { sessionXp } from '../lib/score.ts';

const t = diagnosticPl.demo;
const s = t.session;
/** Spec 4 and 9: feedback is shown for 3 s, then the next question. */
const FEEDBACK_MS = 3000;

interface Progress {
  answered: number;
  correct: number;
}

/**
 * /session: the demo session (spec 4) — setup, running, paused (toggle), completed (manual finish
 * or the 30-minute timer reaching zero); 5 questions from the real bank, 50 XP per correct answer.
 */
export default function SessionDemoPage() {
  const location = useLocation();
  return <SessionDemo key={location.key} />;
}

function SessionDemo() {
  const [grade, setGrade] = useState<Grade>('6');
  const [data, setData] = useState<DemoSession | null>(null);
  const [completed, setCompleted] = useState<{ progress: Progress; seconds: number } | null>(null);
  const start = useDemoLoad(demoApi.session, setData);

  if (completed && data) return <Completed data={data} progress={completed.progress} seconds={completed.seconds} />;
  if (data) return <Running data={data} onComplete={(progress, seconds) => setCompleted({ progress, seconds })} />;
  return (
    <DemoIntro
      title={s.title}
      subtitle={s.subtitle}
      facts={s.facts}
      grade={grade}
      onGrade={setGrade}
      icon={<BookIcon />}
      actions={<DemoStartButton load={start} grade={grade} label={s.start} />}
    />
  );
}

function Running({
  data,
  onComplete,
}: {
  data: DemoSession;
  onComplete: (progress: Progress, seconds: number) => void;
}) {
  const total = data.questions.length;
  const done = useRef(false);
  const clock = useDemoClock(data.durationSeconds);
  const complete = (state: { counts: Progress }) => {
    if (done.current) return;
    done.current = true;
    onComplete(state.counts, clock.spent());
  };
  // After the 3-second feedback: the next question, or the end after the last one.
  const run = useDemoRun(data, {
    advanceAfter: (check) => (check.result === 'invalid' ? null : FEEDBACK_MS),
    onComplete: complete,
  });
  const timeUp = clock.remaining === 0;
  useEffect(() => {
    if (!timeUp || done.current) return;
    toast.error(s.timeUpTitle, { description: s.timeUpText });
    complete(run.latest());
  });
  const [hintFor, setHintFor] = useState<string | null>(null);

  const { item: question, check: feedback, counts } = run.state;
  const index = run.state.served - 1;
  const xp = sessionXp(counts.correct, data.xpPerCorrect);
  const hintOpen = question !== null && hintFor === question.id;
  const showingResult = feedback !== null && feedback.result !== 'invalid';

  return (
    <Container size="md" className="py-6 sm:py-10">
      <DemoRunHeader
        title={s.title}
        position={s.taskOf(index + 1, total)}
        wrap
        aside={
          <div className="flex items-center gap-3">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-2 font-bold text-amber-900">
              <SparkIcon className="size-5" />
              <span className="sr-only">{s.xpLabel}: </span>
              <span data-testid="demo-xp">{s.xp(xp)}</span>
            </p>
            <Countdown seconds={clock.remaining} label={s.timeLeftLabel} />
          </div>
        }
        progress={{ value: counts.answered, max: total, label: s.progressLabel }}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={clock.togglePause}
            disabled={showingResult}
            aria-pressed={clock.paused}
          >
            {clock.paused ? s.resume : s.pause}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => complete(run.latest())}>
            {s.finish}
          </Button>
        </div>
      </DemoRunHeader>

      {clock.paused ? (
        <Card className="py-12 text-center" role="status">
          <h2 className="text-2xl font-bold text-slate-900">{s.pausedTitle}</h2>
          <p className="mt-2 text-slate-600">{s.pausedText}</p>
          <Button size="lg" className="mt-6" onClick={clock.togglePause}>
            {s.resume}
          </Button>
        </Card>
      ) : question ? (
        <QuestionCard
          question={question}
          number={index + 1}
          onSubmit={run.submit}
          submitLabel={s.check}
          submitting={run.checking}
          feedback={feedback}
          footer={
            showingResult ? (
              <p className="mt-3 text-sm font-medium opacity-80">
                {feedback.result === 'correct' ? `${s.xpGained(data.xpPerCorrect)} · ` : ''}
                {s.nextIn}
              </p>
            ) : question.hint ? (
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-expanded={hintOpen}
                  onClick={() => setHintFor(hintOpen ? null : question.id)}
                >
                  {hintOpen ? s.hideHint : s.hint}
                </Button>
                {hintOpen && (
                  <div className="mt-2 rounded-xl bg-sky-50 px-4 py-3 text-slate-800 ring-1 ring-sky-100">
                    <MathText text={question.hint} />
                  </div>
                )}
              </div>
            ) : null
          }
        />
      ) : null}
    </Container>
  );
}

function Completed({ data, progress, seconds }: { data: DemoSession; progress: Progress; seconds: number }) {
  const xp = sessionXp(progress.correct, data.xpPerCorrect);
  return (
    <Container size="md" className="py-8 sm:py-12">
      <Card className="text-center">
        <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-amber-100 text-amber-700">
          <SparkIcon className="size-8" />
        </div>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{s.completedTitle}</h1>
        <p className="mt-4 text-5xl font-extrabold tabular-nums text-amber-700" data-testid="demo-xp-total">
          {s.xp(xp)}
        </p>
        <p className="mt-3 text-lg font-semibold text-slate-900" data-testid="demo-correct">
          {s.completedText(progress.correct, progress.answered)}
        </p>
        <p className="mt-1 text-slate-600">
          {s.answered(progress.answered)} · {s.timeSpent(formatClock(seconds))}
        </p>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <ButtonLink to="/parent/dashboard" variant="secondary" size="lg">
            {s.toPanel}
          </ButtonLink>
          <ButtonLink to="/session" size="lg">
            {s.again}
          </ButtonLink>
        </div>
      </Card>
      <SignupCta />
    </Container>
  );
}
