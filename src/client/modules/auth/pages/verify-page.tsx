import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { statusQuery } from '../../../lib/session.ts';
import { pendingEmail } from '../../../lib/storage.ts';
import { Button, Spinner } from '../../../ui/button.tsx';
import { MailIcon } from '../../../ui/icons.tsx';
import { AuthCard, FooterLink } from '../components/auth-card.tsx';
import { VERIFIED_CALLBACK } from '../lib/sign-up.ts';

/** Spec 4: confirmation is polled every 5 seconds. */
export const VERIFY_POLL_MS = 5_000;

export default function VerifyPage() {
  const t = pl.auth.verify;
  const navigate = useNavigate();
  const [email] = useState(() => pendingEmail.get());
  const [resending, setResending] = useState(false);
  const { data: status } = useQuery({
    ...statusQuery,
    staleTime: 0,
    refetchInterval: VERIFY_POLL_MS,
    refetchIntervalInBackground: true,
  });
  const confirmed = status?.signedIn === true && status.emailVerified;

  useEffect(() => {
    if (!confirmed) return;
    pendingEmail.clear();
    toast.success(t.confirmed);
    void navigate(VERIFIED_CALLBACK, { replace: true });
  }, [confirmed, navigate, t.confirmed]);

  async function resend() {
    const address = pendingEmail.get();
    if (!address) {
      toast.error(pl.common.error, { description: t.noEmail });
      return;
    }
    setResending(true);
    try {
      const { error } = await (
        await authClient()
      ).sendVerificationEmail({ email: address, callbackURL: VERIFIED_CALLBACK });
      if (error) toast.error(pl.common.error, { description: t.resendFailed });
      else toast.success(t.resent);
    } catch {
      toast.error(pl.common.error, { description: t.resendFailed });
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthCard
      title={t.title}
      icon={
        <div className="grid size-16 place-items-center rounded-2xl bg-indigo-100 text-indigo-700">
          <MailIcon className="size-8" />
        </div>
      }
      subtitle={
        email ? (
          <>
            {t.text} <strong className="break-all text-slate-900">{email}</strong>
          </>
        ) : (
          t.textNoEmail
        )
      }
      footer={<FooterLink text={t.otherDevice} to="/auth/login" link={t.login} />}
    >
      <ol className="space-y-3">
        {t.steps.map((step, i) => (
          <li key={step} className="flex items-start gap-3">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-indigo-600 text-sm font-bold text-white">
              {i + 1}
            </span>
            <span className="pt-1 text-slate-700">{step}</span>
          </li>
        ))}
      </ol>
      <p
        className="mt-6 flex items-center justify-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-slate-700"
        role="status"
      >
        <Spinner className="text-indigo-600" />
        {t.waiting}
      </p>
      <Button variant="secondary" size="lg" className="mt-4 w-full" onClick={() => void resend()} loading={resending}>
        {resending ? t.resending : t.resend}
      </Button>
    </AuthCard>
  );
}
