import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { authClient, preloadAuthClient } from '../../../lib/auth-client.ts';
import { MailIcon } from '../../../ui/icons.tsx';
import { AuthSubmitButton } from '../components/auth-form-parts.tsx';
import { AuthCard, TextLink } from '../components/auth-card.tsx';
import type { EmailOnlyValues } from '../lib/schemas.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { EmailField } from '../components/email-field.tsx';

const resolver = lazyZodResolver<EmailOnlyValues>(() => import('../lib/schemas.ts').then((m) => m.emailOnlySchema));
preloadAuthClient();

export default function ForgotPasswordPage() {
  const t = pl.auth.forgot;
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyValues>({ resolver, defaultValues: { email: '' } });

  const onSubmit = async ({ email }: EmailOnlyValues) => {
    try {
      const { error } = await (await authClient()).requestPasswordReset({ email, redirectTo: '/auth/reset-password' });
      if (error) {
        toast.error(pl.common.error, { description: t.failed });
        return;
      }
      setSent(true);
    } catch {
      toast.error(pl.common.error, { description: t.failed });
    }
  };

  const footer = (
    <p>
      <TextLink to="/auth/login">{t.backToLogin}</TextLink>
    </p>
  );

  if (sent) {
    return (
      <AuthCard
        title={t.sentTitle}
        subtitle={t.sentText}
        footer={footer}
        icon={
          <div className="grid size-16 place-items-center rounded-2xl bg-emerald-100 text-emerald-700">
            <MailIcon className="size-8" />
          </div>
        }
      >
        <p className="text-center text-sm text-slate-600">{pl.auth.verify.steps[0]}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title} subtitle={t.subtitle} footer={footer}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <EmailField error={errors.email?.message} {...register('email')} />
        <AuthSubmitButton submitting={isSubmitting} labels={t} />
      </form>
    </AuthCard>
  );
}
