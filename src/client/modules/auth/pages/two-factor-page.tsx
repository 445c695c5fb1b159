import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { twoFactorPl } from '../../../i18n/two-factor.ts';
import { homeFor } from '../../../lib/guards.ts';
import { clearSessionData, loadStatus } from '../../../lib/session.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { ShieldIcon } from '../../../ui/icons.tsx';
import { AuthSubmitButton } from '../components/auth-form-parts.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { commonAuthFailure } from '../lib/auth-failure.ts';
import { safeNextPath } from '../../../lib/next-path.ts';
import { CodeField, useCodeForm, type CodeMethod } from '../hooks/use-code-form.tsx';

/** Challenges that cannot be retried: the pending sign-in expired or used up its attempts. */
const CHALLENGE_GONE = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

/**
 * The second step of an admin's sign-in (docs/decisions/0007): after the password (a pending
 * challenge cookie) or a magic link (a session that still has to step up), a code from the
 * authenticator app or one backup code.
 */
export default function TwoFactorPage() {
  const t = twoFactorPl.step;
  const [method, setMethod] = useState<CodeMethod>('totp');
  const [gone, setGone] = useState(false);

  return (
    <AuthCard
      title={t.title}
      subtitle={method === 'totp' ? t.subtitle : t.backupSubtitle}
      icon={
        <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-700">
          <ShieldIcon />
        </span>
      }
    >
      {gone ? (
        <>
          <p className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-center text-rose-900" role="alert">
            {t.expired}
          </p>
          <Link to="/auth/login" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
            {t.loginAgain}
          </Link>
        </>
      ) : (
        <>
          <CodeForm key={method} method={method} onGone={() => setGone(true)} />
          <div className="mt-6 border-t border-slate-200 pt-5 text-center">
            <button
              type="button"
              className="rounded font-semibold text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
              onClick={() => setMethod(method === 'totp' ? 'backup' : 'totp')}
            >
              {method === 'totp' ? t.useBackup : t.useApp}
            </button>
          </div>
        </>
      )}
    </AuthCard>
  );
}

function CodeForm({ method, onGone }: { method: CodeMethod; onGone: () => void }) {
  const t = twoFactorPl.step;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { form, submit } = useCodeForm(method, {
    onAccepted: async () => {
      clearSessionData();
      const status = await loadStatus();
      toast.dismiss();
      toast.success(t.success);
      await navigate(safeNextPath(params.get('next')) ?? homeFor(status.isAdmin), { replace: true });
    },
    onFailure: (failure) => {
      if (failure?.code && CHALLENGE_GONE.has(failure.code)) return onGone();
      if (!failure) return void toast.error(pl.auth.login.unexpectedTitle, { description: pl.auth.login.unexpected });
      toast.error(t.errorTitle, {
        description: commonAuthFailure(failure) ?? failure.message ?? pl.auth.login.errorFallback,
      });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <CodeField
        method={method}
        // The one field of the page, opened for exactly this.
        autoFocus
        className="text-2xl"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <AuthSubmitButton submitting={isSubmitting} labels={t} />
    </form>
  );
}
