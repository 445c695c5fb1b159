import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { pl, type Grade } from '../../../i18n/pl.ts';
import { ApiError } from '../../../lib/api.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card, Container } from '../../../ui/card.tsx';
import { BookIcon, SparkIcon } from '../../../ui/icons.tsx';
import { MathText, QuestionCard, type AnswerFeedback, type RawAnswer } from '../../learning/index.ts';
import { Countdown, ProgressBar } from '../../diagnostic/components/countdown.tsx';
import { formatClock, secondsLeft } from '../../diagnostic/lib/timer.ts';
import { DemoIntro, SignupCta } from '../components/demo-parts.tsx';
import { demoApi, type DemoSession } from '../lib/api.ts';
import { sessionXp } from '../lib/score.ts';
import { demoLoadError } from './diagnostic-demo-page.tsx';

const t = pl.diagnostic.demo;
const s = t.session;
/** Spec 4 and 9: feedback is shown for 3 s, then the next question. */
const FEEDBACK_MS = 3000;

interface Progress {
  index: number;
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
  const [loading, setLoading] = useState(false);
  const [completed, setCompleted] = useState<{ progress: Progress; seconds: number } | null>(null);

  const start = async () => {
    setLoading(true);
    try {
      setData(await demoApi.session(grade));
    } catch (e) {
      toast.error(pl.common.error, { description: demoLoadError(e) });
    } finally {
      setLoading(false);
    }
  };

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
      actions={
        <Button size="lg" onClick={() => void start()} loading={loading} className="sm:min-w-56">
          {s.start}
        </Button>
      }
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
  const [progress, setProgress] = useState<Progress>({ index: 0, answered: 0, correct: 0 });
  const [paused, setPaused] = useState(false);
  const [checking, setChecking] = useState(false);
  const [feedback, setFeedback] = useState<AnswerFeedback | null>(null);
  const [hintOpen, setHintOpen] = useState(false);
  // Wall-clock deadline; a pause stores what is left and a resume sets a new deadline.
  const [startDeadline] = useState(() => Date.now() + data.durationSeconds * 1000);
  const deadline = useRef(startDeadline);
  const pausedLeft = useRef<number | null>(null);
  const [remaining, setRemaining] = useState(data.durationSeconds);
  const done = useRef(false);
  const progressRef = useRef(progress);
  useEffect(() => {
    progressRef.current = progress;
  }, [progress]);

  const question = data.questions[progress.index];
  const xp = sessionXp(progress.correct, data.xpPerCorrect);

  const complete = useCallback(
    (p: Progress) => {
      if (done.current) return;
      done.current = true;
      const left = pausedLeft.current ?? secondsLeft(deadline.current, Date.now());
      onComplete(p, data.durationSeconds - left);
    },
    [onComplete, data.durationSeconds],
  );

  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => {
      const left = secondsLeft(deadline.current, Date.now());
      setRemaining(left);
      if (left === 0 && !done.current) {
        toast.error(s.timeUpTitle, { description: s.timeUpText });
        complete(progressRef.current);
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [paused, complete]);

  // After the 3-second feedback: the next question, or the end after the last one.
  useEffect(() => {
    if (!feedback || feedback.result === 'invalid') return;
    const id = window.setTimeout(() => {
      const p = progressRef.current;
      setFeedback(null);
      setHintOpen(false);
      if (p.index + 1 >= total) complete(p);
      else setProgress({ ...p, index: p.index + 1 });
    }, FEEDBACK_MS);
    return () => window.clearTimeout(id);
  }, [feedback, total, complete]);

  const togglePause = () => {
    if (paused) {
      deadline.current = Date.now() + (pausedLeft.current ?? remaining) * 1000;
      pausedLeft.current = null;
      setPaused(false);
    } else {
      pausedLeft.current = secondsLeft(deadline.current, Date.now());
      setRemaining(pausedLeft.current);
      setPaused(true);
    }
  };

  const submit = async (answer: RawAnswer) => {
    if (!question) return;
    setChecking(true);
    try {
      const res = await demoApi.check(data.token, question.id, answer);
      if (res.result !== 'invalid') {
        setProgress((p) => ({ ...p, answered: p.answered + 1, correct: p.correct + (res.correct ? 1 : 0) }));
      }
      setFeedback(res);
    } catch (e) {
      toast.error(pl.common.error, {
        description: e instanceof ApiError && e.status === 429 ? t.rateLimited : t.checkFailed,
      });
    } finally {
      setChecking(false);
    }
  };

  const showingResult = feedback !== null && feedback.result !== 'invalid';

  return (
    <Container size="md" className="py-6 sm:py-10">
      <Card padding="sm" className="mb-5 space-y-4 sm:mb-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold text-indigo-700">
              {s.title} · {t.badge}
            </p>
            <p className="mt-0.5 text-xl font-bold text-slate-900 sm:text-2xl" data-testid="question-position">
              {s.taskOf(progress.index + 1, total)}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-2 font-bold text-amber-900">
              <SparkIcon className="size-5" />
              <span className="sr-only">{s.xpLabel}: </span>
              <span data-testid="demo-xp">{s.xp(xp)}</span>
            </p>
            <Countdown seconds={remaining} label={s.timeLeftLabel} />
          </div>
        </div>
        <ProgressBar value={progress.answered} max={total} label={s.progressLabel} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={togglePause} disabled={showingResult} aria-pressed={paused}>
            {paused ? s.resume : s.pause}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => complete(progressRef.current)}>
            {s.finish}
          </Button>
        </div>
      </Card>

      {paused ? (
        <Card className="py-12 text-center" role="status">
          <h2 className="text-2xl font-bold text-slate-900">{s.pausedTitle}</h2>
          <p className="mt-2 text-slate-600">{s.pausedText}</p>
          <Button size="lg" className="mt-6" onClick={togglePause}>
            {s.resume}
          </Button>
        </Card>
      ) : question ? (
        <QuestionCard
          question={question}
          number={progress.index + 1}
          onSubmit={(a) => void submit(a)}
          submitLabel={s.check}
          submitting={checking}
          feedback={feedback}
          footer={
            showingResult ? (
              <p className="mt-3 text-sm font-medium opacity-80">
                {feedback.result === 'correct' ? `${s.xpGained(data.xpPerCorrect)} · ` : ''}
                {s.nextIn}
              </p>
            ) : question.hint ? (
              <div>
                <Button variant="ghost" size="sm" aria-expanded={hintOpen} onClick={() => setHintOpen((o) => !o)}>
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
