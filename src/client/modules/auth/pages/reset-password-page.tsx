import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { authClient, preloadAuthClient } from '../../../lib/auth-client.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { PasswordField } from '../../../ui/field.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { AuthSubmitButton, ConfirmPasswordField } from '../components/auth-form-parts.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import type { ResetValues } from '../lib/schemas.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { authFailure } from '../lib/auth-failure.ts';

const resolver = lazyZodResolver<ResetValues>(() => import('../lib/schemas.ts').then((m) => m.resetSchema));
preloadAuthClient();

export default function ResetPasswordPage() {
  const t = pl.auth.reset;
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const [tokenInvalid, setTokenInvalid] = useState(!token || params.has('error'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async ({ password }: ResetValues) => {
    if (!token) return;
    try {
      const { error } = await (await authClient()).resetPassword({ newPassword: password, token });
      const failure = authFailure(error);
      if (failure) {
        if (/token/i.test(failure.code ?? '')) setTokenInvalid(true);
        else toast.error(pl.common.error, { description: t.failed });
        return;
      }
      setDone(true);
    } catch {
      toast.error(pl.common.error, { description: t.failed });
    }
  };

  if (tokenInvalid) {
    return (
      <AuthCard title={t.title}>
        <p className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-center text-rose-900" role="alert">
          {t.invalidToken}
        </p>
        <Link to="/auth/forgot-password" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          {t.requestNew}
        </Link>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard
        title={t.success}
        subtitle={t.successText}
        icon={
          <div className="grid size-16 place-items-center rounded-2xl bg-emerald-100 text-emerald-700">
            <CheckIcon className="size-8" />
          </div>
        }
      >
        <Link to="/auth/login" className={buttonClass('primary', 'lg', 'w-full')}>
          {pl.auth.login.submit}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <PasswordField
          label={pl.auth.newPassword}
          autoComplete="new-password"
          hint={pl.auth.signup.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <ConfirmPasswordField error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <AuthSubmitButton submitting={isSubmitting} labels={t} />
      </form>
    </AuthCard>
  );
}
