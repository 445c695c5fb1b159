import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '../../../ui/toast-later.ts';
import { planName, type PaidPlanId } from '#core/plans/catalogue.ts';
import { pl } from '../../../i18n/pl.ts';
import { plansPl } from '../../../i18n/plans.ts';
import { isApiError } from '../../../lib/api.ts';
import { meQuery, useStatus } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextAreaField, TextField } from '../../../ui/field.tsx';
import { accessRequestEmailValid } from '../lib/access-code.ts';
import { plansApi } from '../lib/api.ts';

const t = plansPl.request;

/** The request-access form of /pricing, stored for the admins (spec-decisions). */
export function RequestAccessDialog({ plan, onClose }: { plan: PaidPlanId | null; onClose: () => void }) {
  return (
    <Dialog open={plan !== null} onClose={onClose} title={t.title} description={t.text}>
      {/* Mounted per opening, so the form starts from the plan the dialog was opened for. */}
      {plan && <RequestAccessForm plan={plan} onSent={onClose} />}
    </Dialog>
  );
}

function RequestAccessForm({ plan, onSent }: { plan: PaidPlanId; onSent: () => void }) {
  const initialMessage = t.messageFor(planName(plan));
  const { data: status } = useStatus();
  const me = useQuery({ ...meQuery, enabled: status?.signedIn === true });
  const [email, setEmail] = useState<string | null>(null);
  const [message, setMessage] = useState(initialMessage);
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: plansApi.requestAccess,
    onSuccess: () => {
      toast.success(t.successTitle, { description: t.successText });
      onSent();
    },
    onError: (e) => {
      toast.error(pl.common.error, { description: isApiError(e, 'request.rate_limited') ? e.message : t.failed });
    },
  });
  const shownEmail = email ?? me.data?.user.email ?? '';

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!accessRequestEmailValid(shownEmail)) return setError(t.emailInvalid);
        const trimmed = message.trim();
        send.mutate({ email: shownEmail.trim(), plan, ...(trimmed ? { message: trimmed } : {}) });
      }}
    >
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        value={shownEmail}
        error={error}
        onChange={(e) => {
          setEmail(e.target.value);
          if (error) setError(undefined);
        }}
      />
      <TextAreaField
        label={t.message}
        rows={3}
        maxLength={1000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <Button type="submit" className="w-full" loading={send.isPending}>
        {send.isPending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
