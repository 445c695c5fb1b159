import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { authClient, preloadAuthClient } from '../../../lib/auth-client.ts';
import { homeFor } from '../../../lib/guards.ts';
import { safeNextPath } from '../../../lib/next-path.ts';
import { pendingEmail } from '../../../lib/storage.ts';
import { clearSessionData, loadStatus } from '../../../lib/session.ts';
import { PasswordField } from '../../../ui/field.tsx';
import { AuthSubmitButton } from '../components/auth-form-parts.tsx';
import { AuthCard, FooterLink, TextLink } from '../components/auth-card.tsx';
import type { LoginValues } from '../lib/schemas.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { authFailure, loginErrorMessage } from '../lib/auth-failure.ts';
import { EmailField } from '../components/email-field.tsx';

const resolver = lazyZodResolver<LoginValues>(() => import('../lib/schemas.ts').then((m) => m.loginSchema));
preloadAuthClient();

export default function LoginPage() {
  const t = pl.auth.login;
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = async (values: LoginValues) => {
    try {
      const { data, error } = await (
        await authClient()
      ).signIn.email({ email: values.email, password: values.password });
      // An admin with an authenticator gets no session yet, only the code step (docs/decisions/0007).
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        await navigate(next ? `/auth/two-factor?${new URLSearchParams({ next }).toString()}` : '/auth/two-factor');
        return;
      }
      const failure = authFailure(error);
      if (failure) {
        if (failure.code === 'EMAIL_NOT_VERIFIED') {
          pendingEmail.set(values.email);
          toast.error(t.errorTitle, { description: t.notVerified });
          await navigate('/auth/verify');
          return;
        }
        toast.error(t.errorTitle, { description: loginErrorMessage(failure) });
        return;
      }
      clearSessionData();
      const status = await loadStatus();
      toast.dismiss(); // an earlier failure's toast is no longer true
      toast.success(t.success);
      await navigate(next ?? homeFor(status.isAdmin), { replace: true });
    } catch {
      toast.error(t.unexpectedTitle, { description: t.unexpected });
    }
  };

  return (
    <AuthCard
      title={t.title}
      subtitle={t.subtitle}
      footer={<FooterLink text={t.noAccount} to="/auth/register" link={t.register} />}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={pl.auth.password}
          autoComplete="current-password"
          error={errors.password?.message}
          aside={<TextLink to="/auth/forgot-password">{t.forgot}</TextLink>}
          {...register('password')}
        />
        <AuthSubmitButton submitting={isSubmitting} labels={t} />
      </form>
      <div className="mt-6 border-t border-slate-200 pt-5 text-center">
        <TextLink to={next ? `/auth/magic-login?${new URLSearchParams({ next }).toString()}` : '/auth/magic-login'}>
          {t.magic}
        </TextLink>
      </div>
    </AuthCard>
  );
}
