import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { api, isApiError } from '../../../lib/api.ts';
import { planRefusal } from '../../plans/lib/plan-refusal.ts';
import { cn } from '../../../lib/cn.ts';
import { afterAddChildPath } from '../../../lib/guards.ts';
import { clearSessionData, useStatus } from '../../../lib/session.ts';
import { ChildLimitReached } from '../../plans/components/plan-gate.tsx';
import { useChildLimitReached } from '../../plans/lib/gate.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Card, Container } from '../../../ui/card.tsx';
import { FieldError, TextField } from '../../../ui/field.tsx';
import { CheckIcon, UserIcon } from '../../../ui/icons.tsx';
import { OnboardingHeading } from '../components/onboarding-heading.tsx';
import { Stepper } from '../components/stepper.tsx';
import { DIFFICULTIES, GOALS, GRADES } from '#core/curriculum/student-profile.ts';
import type { CreatedStudentResponse } from '#server/contract.ts';
import type { ChildInput, ChildValues } from '../lib/child-schema.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

// zod and the schema come after the page painted (lib/lazy-zod-resolver.ts).
const resolver = lazyZodResolver<ChildInput, ChildValues>(() =>
  import('../lib/child-schema.ts').then((m) => m.childSchema),
);

const choiceBase =
  'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 px-4 py-2.5 text-center font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500';
const choiceOff = 'border-slate-200 bg-white text-slate-700 hover:border-indigo-300';
const choiceOn = 'border-indigo-600 bg-indigo-50 text-indigo-900';

export default function AddChildPage() {
  const t = pl.onboarding.child;
  const navigate = useNavigate();
  /** The message of the last failed save (the plan's own when it refused a child). */
  const [failed, setFailed] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChildInput, unknown, ChildValues>({
    resolver,
    defaultValues: { nickname: '', difficulties: [] },
  });
  const grade = useWatch({ control, name: 'grade' });
  const goal = useWatch({ control, name: 'goal' });
  const difficulties = useWatch({ control, name: 'difficulties' }) ?? [];
  // At the plan's child limit the page says so before the form is filled, with a way to a bigger plan.
  const { data: status } = useStatus();
  const childLimit = useChildLimitReached(status?.signedIn ? status.childrenCount : undefined);

  const onSubmit = async (values: ChildValues) => {
    setFailed(null);
    try {
      const { student } = await api.post<CreatedStudentResponse>('/api/students', values);
      clearSessionData();
      toast.success(t.added(student.nickname));
      await navigate(afterAddChildPath(student.id));
    } catch (e) {
      if (isApiError(e, 'auth.consent_required')) {
        await navigate('/onboarding/consent');
        return;
      }
      setFailed(planRefusal(e) ?? t.failed);
    }
  };

  return (
    <Container size="sm" className="py-10">
      <Stepper current={2} />
      <Card padding="none" className="p-5 sm:p-8">
        <OnboardingHeading icon={<UserIcon />} title={t.title} subtitle={t.subtitle} />
        {childLimit ? (
          <ChildLimitReached {...childLimit} className="mt-8" />
        ) : (
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-8 space-y-7">
            <TextField
              label={t.nickname}
              hint={t.nicknameHint}
              autoComplete="off"
              maxLength={40}
              error={errors.nickname?.message}
              {...register('nickname')}
            />

            <fieldset aria-describedby={errors.grade ? 'grade-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold text-slate-800">{t.grade}</legend>
              <div className="grid grid-cols-5 gap-2">
                {GRADES.map((g) => (
                  <label
                    key={g}
                    className={cn(choiceBase, 'px-1 text-lg whitespace-nowrap', grade === g ? choiceOn : choiceOff)}
                  >
                    <input type="radio" value={g} className="sr-only" {...register('grade')} />
                    <span aria-hidden="true">{pl.gradesShort[g]}</span>
                    <span className="sr-only">{pl.grades[g]}</span>
                  </label>
                ))}
              </div>
              <div className="mt-1.5">
                <FieldError id="grade-error" error={errors.grade?.message} />
              </div>
            </fieldset>

            <fieldset aria-describedby={errors.difficulties ? 'difficulties-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold text-slate-800">{t.difficulties}</legend>
              <div className="flex flex-wrap gap-2">
                {DIFFICULTIES.map((d) => {
                  const on = difficulties.includes(d);
                  return (
                    <label
                      key={d}
                      className={cn(
                        'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 text-[15px] font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500',
                        on
                          ? 'border-violet-600 bg-violet-50 text-violet-900'
                          : 'border-slate-200 bg-white text-slate-700 hover:border-violet-300',
                      )}
                    >
                      <input type="checkbox" value={d} className="sr-only" {...register('difficulties')} />
                      {on && <CheckIcon className="size-4" />}
                      {pl.difficulties[d]}
                    </label>
                  );
                })}
              </div>
              <div className="mt-1.5">
                <FieldError id="difficulties-error" error={errors.difficulties?.message} />
              </div>
            </fieldset>

            <fieldset aria-describedby={errors.goal ? 'goal-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold text-slate-800">{t.goal}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {GOALS.map((g) => (
                  <label
                    key={g}
                    className={cn(choiceBase, 'justify-start text-left', goal === g ? choiceOn : choiceOff)}
                  >
                    <input type="radio" value={g} className="size-5 shrink-0 accent-indigo-600" {...register('goal')} />
                    {pl.goals[g]}
                  </label>
                ))}
              </div>
              <div className="mt-1.5">
                <FieldError id="goal-error" error={errors.goal?.message} />
              </div>
            </fieldset>

            {failed && <Alert tone="error" title={failed} />}

            <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
              {isSubmitting ? t.submitting : t.submit}
            </Button>
          </form>
        )}
      </Card>
    </Container>
  );
}
