import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { homeFor } from '../../../lib/guards.ts';
import { safeNextPath } from '../../../lib/next-path.ts';
import { clearSessionData, loadStatus } from '../../../lib/session.ts';
import { buttonClass, Spinner } from '../../../ui/button.tsx';
import { AuthCard } from '../components/auth-card.tsx';

type State = { kind: 'loading' } | { kind: 'error'; message: string };

/**
 * The magic link is verified by the server (/api/auth/magic-link/verify), which sets the session
 * cookie and lands here — with ?error=… when the token was bad or expired.
 */
export default function CallbackPage() {
  const t = pl.auth.callback;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('error');
  const next = safeNextPath(params.get('next'));
  const [state, setState] = useState<State>(() =>
    error ? { kind: 'error', message: /expired|invalid/i.test(error) ? t.expired : t.failed } : { kind: 'loading' },
  );

  useEffect(() => {
    if (error) return;
    let cancelled = false;
    clearSessionData();
    loadStatus()
      .then(async (status) => {
        if (cancelled) return;
        if (!status.signedIn) {
          setState({ kind: 'error', message: t.noUser });
          return;
        }
        await navigate(next ?? homeFor(status.isAdmin), { replace: true });
      })
      .catch(() => {
        if (!cancelled) setState({ kind: 'error', message: t.failed });
      });
    return () => {
      cancelled = true;
    };
  }, [error, navigate, next, t.failed, t.noUser]);

  if (state.kind === 'loading') {
    return (
      <AuthCard title={t.loading}>
        <div className="flex justify-center py-4" role="status" aria-label={t.loading}>
          <Spinner className="size-8 text-indigo-600" />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.errorTitle}>
      <p className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-center text-rose-900" role="alert">
        {state.message}
      </p>
      <Link to="/auth/magic-login" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
        {t.retry}
      </Link>
    </AuthCard>
  );
}
