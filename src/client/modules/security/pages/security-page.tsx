import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { twoFactorPl } from '../../../i18n/two-factor.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { refreshSession, useStatus } from '../../../lib/session.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Alert, Card, Container, PageHeader } from '../../../ui/card.tsx';
import { PasswordField } from '../../../ui/field.tsx';
import { authFailure, commonAuthFailure, type AuthFailure } from '../../auth/lib/auth-failure.ts';
import { CodeField, useCodeForm } from '../../auth/hooks/use-code-form.tsx';
import { TotpQr } from '../components/totp-qr.tsx';
import { useTwoFactorEnrolment } from '../hooks/use-two-factor-enrolment.ts';
import { groupKey, totpSecret } from '../lib/totp-uri.ts';

const t = twoFactorPl.security;

/** /admin/security: an admin turns TOTP two-factor on (password → QR → first code → backup codes) or off. */
export default function SecurityPage() {
  // The route's guard has just loaded the status, so it is in the cache when the page renders.
  const { data: status } = useStatus();
  const [state, dispatch] = useTwoFactorEnrolment();
  const hasPassword = useHasPassword();

  return (
    <Container size="md" className="py-8 sm:py-10">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          // Without an authenticator the panel refuses an admin: nothing to go back to yet.
          status?.twoFactorEnabled && (
            <ButtonLink to="/admin" variant="secondary">
              {t.backToAdmin}
            </ButtonLink>
          )
        }
      />
      {status && state.step === 'scan' && (
        <ScanStep
          totpURI={state.totpURI}
          onConfirmed={() => dispatch({ type: 'confirmed' })}
          onCancel={() => dispatch({ type: 'cancelled' })}
        />
      )}
      {status && state.step === 'codes' && (
        <BackupCodes codes={state.backupCodes} onDone={() => dispatch({ type: 'finished' })} />
      )}
      {status && hasPassword !== undefined && state.step === 'idle' && (
        <Card className="space-y-5">
          <StatusLine enabled={status.twoFactorEnabled} />
          {status.twoFactorEnabled ? (
            <PasswordStep
              key="disable"
              title={t.disableTitle}
              text={t.disableText}
              submit={t.disable}
              submitting={t.disabling}
              variant="danger"
              needsPassword={hasPassword}
              run={async (password) => {
                const { error } = await (
                  await authClient()
                ).twoFactor.disable(password === undefined ? {} : { password });
                if (error) return authFailure(error);
                await refreshSession();
                toast.success(t.disabledToast);
                return undefined;
              }}
            />
          ) : (
            <PasswordStep
              key="enable"
              submit={t.enable}
              submitting={t.enabling}
              variant="primary"
              needsPassword={hasPassword}
              run={async (password) => {
                const { data, error } = await (
                  await authClient()
                ).twoFactor.enable(password === undefined ? {} : { password });
                if (error || !data || !('totpURI' in data) || !data.totpURI) return authFailure(error) ?? {};
                dispatch({ type: 'started', totpURI: data.totpURI, backupCodes: data.backupCodes ?? [] });
                return undefined;
              }}
            />
          )}
        </Card>
      )}
    </Container>
  );
}

function StatusLine({ enabled }: { enabled: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className={`mt-1.5 size-3 shrink-0 rounded-full ${enabled ? 'bg-emerald-500' : 'bg-amber-500'}`}
      />
      <div>
        <h2 className="text-lg font-bold text-slate-900">{enabled ? t.statusOn : t.statusOff}</h2>
        <p className="mt-1 text-slate-600">{enabled ? t.statusOnText : t.statusOffText}</p>
      </div>
    </div>
  );
}

/**
 * Whether the account has a password (undefined while loading). An admin who only ever signed in
 * by e-mail link has none: Better Auth then lets the signed-in session switch two-factor on and
 * off without one (`allowPasswordless`), while an account with a password must give it.
 */
function useHasPassword(): boolean | undefined {
  const accounts = useQuery({
    queryKey: ['auth', 'accounts'],
    queryFn: async () => {
      const { data, error } = await (await authClient()).listAccounts();
      if (error) throw new Error(error.message ?? 'list-accounts');
      return data;
    },
  });
  return accounts.data?.some((a) => a.providerId === 'credential');
}

// zod and the schemas come after the page painted (lib/lazy-zod-resolver.ts).
const passwordResolvers = {
  required: lazyZodResolver<{ password: string }>(() =>
    import('../lib/password-step.ts').then((m) => m.passwordSchema),
  ),
  optional: lazyZodResolver<{ password: string }>(() =>
    import('../lib/password-step.ts').then((m) => m.noPasswordSchema),
  ),
};

/** The password confirmation both switching on and switching off ask for (when the account has one). */
function PasswordStep(props: {
  title?: string;
  text?: string;
  submit: string;
  submitting: string;
  variant: 'primary' | 'danger';
  needsPassword: boolean;
  /** Resolves to a failure to show, or undefined when done. */
  run: (password: string | undefined) => Promise<AuthFailure | undefined>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({
    resolver: passwordResolvers[props.needsPassword ? 'required' : 'optional'],
    defaultValues: { password: '' },
  });

  const onSubmit = async ({ password }: { password: string }) => {
    try {
      const failure = await props.run(props.needsPassword ? password : undefined);
      if (!failure) return;
      if (failure.code === 'INVALID_PASSWORD') {
        setError('password', { message: t.wrongPassword });
        return;
      }
      toast.error(pl.common.error, { description: commonAuthFailure(failure) ?? failure.message ?? t.failed });
    } catch {
      toast.error(pl.common.error, { description: t.failed });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4 border-t border-slate-100 pt-5">
      {props.title && <h3 className="font-semibold text-slate-900">{props.title}</h3>}
      {props.text && <p className="text-slate-600">{props.text}</p>}
      {props.needsPassword ? (
        <PasswordField
          label={t.passwordLabel}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      ) : (
        <p className="text-sm text-slate-600">{t.noPassword}</p>
      )}
      <Button type="submit" variant={props.variant} loading={isSubmitting}>
        {isSubmitting ? props.submitting : props.submit}
      </Button>
    </form>
  );
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t.copied);
  } catch {
    toast.error(t.copyFailed);
  }
}

function ScanStep({
  totpURI,
  onConfirmed,
  onCancel,
}: {
  totpURI: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const key = totpSecret(totpURI);
  const { form, submit } = useCodeForm('totp', {
    onAccepted: async () => {
      // Better Auth rotated the session: everything user-scoped (the status too) is reloaded.
      await refreshSession();
      toast.success(t.enabledToast);
      onConfirmed();
    },
    onFailure: (failure) => {
      const description = failure ? (commonAuthFailure(failure) ?? failure.message) : undefined;
      toast.error(pl.common.error, { description: description ?? t.failed });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Card className="space-y-6">
      <section aria-labelledby="scan-title" className="space-y-3">
        <h2 id="scan-title" className="text-lg font-bold text-slate-900">
          {t.scanTitle}
        </h2>
        <p className="text-slate-600">{t.scanText}</p>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <TotpQr uri={totpURI} />
          <div className="w-full min-w-0 space-y-2">
            <p className="text-sm font-semibold text-slate-800">{t.manualTitle}</p>
            <p
              className="rounded-xl bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900 select-all"
              data-testid="totp-key"
            >
              {groupKey(key)}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void copy(key)}>
              {t.copyKey}
            </Button>
          </div>
        </div>
      </section>
      <form noValidate onSubmit={submit} className="space-y-4 border-t border-slate-100 pt-5">
        <h2 className="text-lg font-bold text-slate-900">{t.confirmTitle}</h2>
        <CodeField method="totp" className="max-w-48 text-xl" error={errors.code?.message} {...form.register('code')} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t.confirming : t.confirm}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold text-slate-900">{t.codesTitle}</h2>
      <Alert tone="info">{t.codesText}</Alert>
      <ul className="grid grid-cols-2 gap-2 font-mono text-base text-slate-900" aria-label={t.codesTitle}>
        {codes.map((c) => (
          <li key={c} className="rounded-lg bg-slate-100 px-3 py-2 text-center select-all" data-testid="backup-code">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy(codes.join('\n'))}>
          {t.copyCodes}
        </Button>
        <Button onClick={onDone}>{t.codesDone}</Button>
      </div>
    </Card>
  );
}
