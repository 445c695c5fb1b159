import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { authClient, preloadAuthClient } from '../../../lib/auth-client.ts';
import { safeNextPath } from '../../../lib/next-path.ts';
import { Button } from '../../../ui/button.tsx';
import { MailIcon } from '../../../ui/icons.tsx';
import { AuthSubmitButton } from '../components/auth-form-parts.tsx';
import { AuthCard, TextLink } from '../components/auth-card.tsx';
import type { EmailOnlyValues } from '../lib/schemas.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { authFailure, commonAuthFailure } from '../lib/auth-failure.ts';
import { EmailField } from '../components/email-field.tsx';

const resolver = lazyZodResolver<EmailOnlyValues>(() => import('../lib/schemas.ts').then((m) => m.emailOnlySchema));
preloadAuthClient();

export default function MagicLoginPage() {
  const t = pl.auth.magic;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const next = safeNextPath(useSearchParams()[0].get('next'));
  // The link in the e-mail lands on the callback, which continues to the page asked for.
  const callbackURL = next ? `/auth/callback?${new URLSearchParams({ next }).toString()}` : '/auth/callback';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyValues>({ resolver, defaultValues: { email: '' } });

  const onSubmit = async ({ email }: EmailOnlyValues) => {
    try {
      const { error } = await (
        await authClient()
      ).signIn.magicLink({
        email,
        callbackURL,
        errorCallbackURL: '/auth/callback',
      });
      if (error) {
        toast.error(pl.common.error, {
          description: commonAuthFailure(authFailure(error)) ?? t.failed,
        });
        return;
      }
      setSentTo(email);
    } catch {
      toast.error(pl.common.error, { description: t.failed });
    }
  };

  if (sentTo) {
    return (
      <AuthCard
        title={t.sentTitle}
        icon={
          <div className="grid size-16 place-items-center rounded-2xl bg-emerald-100 text-emerald-700">
            <MailIcon className="size-8" />
          </div>
        }
        subtitle={
          <>
            {/* A long address breaks inside the card instead of running past its edge on a phone. */}
            {t.sentText} <strong className="break-all text-slate-900">{sentTo}</strong>. {t.sentValidity}
          </>
        }
      >
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={() => {
            reset();
            setSentTo(null);
          }}
        >
          {t.again}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t.title}
      subtitle={t.subtitle}
      footer={
        <p>
          <TextLink to={next ? `/auth/login?${new URLSearchParams({ next }).toString()}` : '/auth/login'}>
            {t.withPassword}
          </TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <EmailField error={errors.email?.message} {...register('email')} />
        <AuthSubmitButton submitting={isSubmitting} labels={t} />
      </form>
    </AuthCard>
  );
}
