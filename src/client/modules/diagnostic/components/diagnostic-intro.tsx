import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { LearningBlocked } from '../../plans/components/plan-gate.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card, Container } from '../../../ui/card.tsx';
import { CheckIcon, ClockIcon, SparkIcon, TargetIcon } from '../../../ui/icons.tsx';

const t = diagnosticPl.intro;

/** Intro before the test: who is taking it, how many questions, how long, and that "Nie wiem" is fine. */
export function DiagnosticIntro({
  nickname,
  grade,
  questionCount,
  minutes,
  starting,
  onStart,
  blocked = false,
}: {
  nickname: string;
  grade: string;
  questionCount: number;
  minutes: number;
  starting: boolean;
  onStart: () => void;
  /** The trial is over: the start button gives way to what is wrong and the way to the plans. */
  blocked?: boolean;
}) {
  return (
    <Container size="md" className="py-8 sm:py-12">
      <div className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-indigo-50 px-4 py-1.5 text-sm font-semibold text-indigo-800 ring-1 ring-indigo-100">
          <TargetIcon className="size-4" />
          {t.badge} · {grade}
        </p>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {t.greeting(nickname)} <span className="block text-indigo-700 sm:inline">{t.title}</span>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{t.subtitle}</p>
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        <Fact icon={<TargetIcon />} tone="bg-indigo-100 text-indigo-700" title={t.questions(questionCount)}>
          {t.questionsText}
        </Fact>
        <Fact icon={<ClockIcon />} tone="bg-sky-100 text-sky-800" title={t.time(minutes)}>
          {t.timeText}
        </Fact>
        <Fact icon={<SparkIcon />} tone="bg-emerald-100 text-emerald-800" title={t.dontKnowTitle}>
          {t.dontKnowText}
        </Fact>
      </ul>

      <Card className="mt-6">
        <h2 className="text-lg font-bold text-slate-900">{t.tipsTitle}</h2>
        <ul className="mt-3 space-y-2">
          {t.tips.map((tip) => (
            <li key={tip} className="flex gap-3 text-slate-700">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </Card>

      {blocked && <LearningBlocked className="mt-8" />}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to="/parent/dashboard" variant="secondary" size="lg">
          {t.later}
        </ButtonLink>
        {!blocked && (
          <Button size="lg" onClick={onStart} loading={starting} className="sm:min-w-56">
            {starting ? t.starting : t.start}
          </Button>
        )}
      </div>
    </Container>
  );
}

function Fact({
  icon,
  tone,
  title,
  children,
}: {
  icon: React.ReactNode;
  tone: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className={`grid size-11 place-items-center rounded-xl ${tone}`}>{icon}</div>
      <p className="mt-3 text-lg font-bold text-slate-900">{title}</p>
      <p className="mt-1 text-slate-600">{children}</p>
    </li>
  );
}
