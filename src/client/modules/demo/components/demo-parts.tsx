import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GRADES, type Grade } from '#core/curriculum/student-profile.ts';
import { pl } from '../../../i18n/pl.ts';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { cn } from '../../../lib/cn.ts';
import { useStatus } from '../../../lib/session.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card, Container } from '../../../ui/card.tsx';
import { SparkIcon } from '../../../ui/icons.tsx';
import { ProgressBar } from '../../diagnostic/components/countdown.tsx';
import { childrenQuery } from '../../settings/lib/settings.ts';

const t = diagnosticPl.demo;

/** The intro's main action: load the demo for the chosen grade. */
export function DemoStartButton({
  load,
  grade,
  label,
}: {
  load: { mutate: (grade: Grade) => void; isPending: boolean };
  grade: Grade;
  label: string;
}) {
  return (
    <Button size="lg" onClick={() => load.mutate(grade)} loading={load.isPending} className="sm:min-w-56">
      {label}
    </Button>
  );
}

/** The demo's intro/setup screen: what it is, a few facts, the grade, and the actions. */
export function DemoIntro({
  title,
  subtitle,
  facts,
  grade,
  onGrade,
  actions,
  icon,
}: {
  title: string;
  subtitle: string;
  facts: readonly { title: string; text: string }[];
  grade: Grade;
  onGrade: (g: Grade) => void;
  actions: ReactNode;
  icon: ReactNode;
}) {
  return (
    <Container size="md" className="py-8 sm:py-12">
      <div className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-4 py-1.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
          <SparkIcon className="size-4" />
          {t.badge}
        </p>
        <div className="mx-auto mt-5 grid size-16 place-items-center rounded-2xl bg-indigo-100 text-indigo-700 [&_svg]:size-8">
          {icon}
        </div>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg leading-relaxed text-slate-700">{subtitle}</p>
      </div>
      <DemoNotice className="mt-6" />
      <RealLearning className="mt-6" />
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {facts.map((f) => (
          <li key={f.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-xl font-extrabold text-indigo-700">{f.title}</p>
            <p className="mt-1 text-slate-600">{f.text}</p>
          </li>
        ))}
      </ul>
      <GradePicker value={grade} onChange={onGrade} />
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </Container>
  );
}

function GradePicker({ value, onChange }: { value: Grade; onChange: (g: Grade) => void }) {
  const name = useId();
  return (
    <fieldset className="mt-8 text-center">
      <legend className="mx-auto mb-3 text-base font-semibold text-slate-800">{t.grade}</legend>
      <div className="flex flex-wrap justify-center gap-2">
        {GRADES.map((g) => (
          <label
            key={g}
            className={cn(
              'cursor-pointer rounded-xl border-2 px-4 py-2.5 font-semibold transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-500',
              value === g
                ? 'border-indigo-600 bg-indigo-50 text-indigo-900'
                : 'border-slate-200 bg-white text-slate-700 hover:border-indigo-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={g}
              checked={value === g}
              onChange={() => onChange(g)}
              className="sr-only"
            />
            {pl.grades[g]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What a demo is: nothing answered here is stored or counted (issue 22). */
export function DemoNotice({ className }: { className?: string }) {
  return (
    <p
      data-testid="demo-notice"
      className={cn(
        'rounded-2xl bg-amber-50 px-5 py-3 text-center font-medium text-amber-950 ring-1 ring-amber-200',
        className,
      )}
    >
      {t.notice}
    </p>
  );
}

/**
 * For a signed-in parent on a demo: the children's real session and diagnostic, where answers
 * count. Nothing for a visitor (SignupCta is theirs) or before consent.
 */
export function RealLearning({ className }: { className?: string }) {
  const { data: status } = useStatus();
  const enabled = status?.signedIn === true && status.emailVerified && status.hasConsent;
  const children = useQuery({ ...childrenQuery, enabled });
  if (!enabled || !children.data) return null;
  const list = children.data.students;
  return (
    <section
      aria-labelledby="real-learning-title"
      className={cn('rounded-2xl border border-indigo-200 bg-indigo-50/60 p-5 sm:p-6', className)}
    >
      <h2 id="real-learning-title" className="text-lg font-bold text-slate-900">
        {t.realTitle}
      </h2>
      <p className="mt-1 text-slate-700">{list.length > 0 ? t.realText : t.realNoChildren}</p>
      {list.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {list.map((c) => (
            <li key={c.id} className="flex flex-wrap gap-2">
              <ButtonLink to={`/student/${c.id}/session/start`} size="sm">
                {t.realSession(c.nickname)}
              </ButtonLink>
              <ButtonLink to={`/student/${c.id}/diagnostic/start`} variant="secondary" size="sm">
                {t.realDiagnostic(c.nickname)}
              </ButtonLink>
            </li>
          ))}
        </ul>
      ) : (
        <ButtonLink to="/onboarding/add-child" size="sm" className="mt-4">
          {t.realAddChild}
        </ButtonLink>
      )}
    </section>
  );
}

/** After a demo: the way to the real thing (sign-up for a visitor, the children's real learning for a parent). */
export function SignupCta() {
  const { data } = useStatus();
  if (data?.signedIn) return <RealLearning className="mt-8" />;
  return (
    <div className="mt-8 rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-600 p-6 text-white shadow-lg sm:p-8">
      <h2 className="text-2xl font-bold">{t.signupTitle}</h2>
      <p className="mt-2 max-w-2xl text-indigo-50">{t.signupText}</p>
      <ButtonLink to="/auth/signup" variant="light" size="lg" className="mt-5">
        {t.signup}
      </ButtonLink>
    </div>
  );
}

/** The card above a running demo: its name, the position, something on the right, the progress bar. */
export function DemoRunHeader({
  title,
  position,
  aside,
  progress,
  wrap = false,
  children,
}: {
  title: string;
  position: string;
  aside: ReactNode;
  progress: { value: number; max: number; label: string };
  /** Let the right side wrap under the title on narrow screens. */
  wrap?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card padding="sm" className="mb-5 space-y-4 sm:mb-6">
      <div className={cn('flex items-start justify-between gap-4', wrap && 'flex-wrap')}>
        <div>
          <p className="text-sm font-semibold text-indigo-700">
            {title} · {t.badge}
          </p>
          <p className="mt-0.5 text-xl font-bold text-slate-900 sm:text-2xl" data-testid="question-position">
            {position}
          </p>
        </div>
        {aside}
      </div>
      <ProgressBar value={progress.value} max={progress.max} label={progress.label} />
      {children}
    </Card>
  );
}
