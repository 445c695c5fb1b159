import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../ui/toast-later.ts';
import { DEFAULT_PLAN_DAYS } from '#core/plans/access-codes.ts';
import { PLAN_IDS, planName, type PlanId } from '#core/plans/catalogue.ts';
import type { GrantPlanResponse } from '#server/contract.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { api } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { fieldErrors } from './field-errors.ts';

interface GrantForm {
  email: string;
  plan: PlanId;
  durationDays: string;
  note: string;
}

/**
 * What the form itself refuses before the confirm step, with the server's messages (spec 5: an
 * e-mail is required, at least 1 day): a grant that cannot succeed is never confirmed.
 */
export function grantFormErrors(form: GrantForm): Record<string, string> {
  const t = adminPl.users;
  const errors: Record<string, string> = {};
  if (form.email.trim() === '') errors.email = t.emailRequired;
  const days = Number(form.durationDays.trim());
  if (form.durationDays.trim() === '' || !Number.isInteger(days)) errors.durationDays = t.daysWhole;
  else if (days < 1) errors.durationDays = t.daysMin;
  else if (days > 3660) errors.durationDays = t.daysMax;
  return errors;
}

/** Grant a plan to one account: the form, then a confirmation that repeats what will happen. */
export function GrantPlanDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={email !== null}
      onClose={onClose}
      title={adminPl.users.grantTitle}
      description={email ? adminPl.users.grantFor(email) : undefined}
    >
      {email && <GrantPlanForm key={email} fixedEmail={email} onDone={onClose} />}
    </Dialog>
  );
}

/**
 * POST /api/admin/grant-plan {email, plan, durationDays, note}: in the dialog for an account found
 * by the search (`fixedEmail`), or on its own with an e-mail field, as the spec's grant is.
 */
export function GrantPlanForm({ fixedEmail, onDone }: { fixedEmail?: string; onDone?: () => void }) {
  const t = adminPl.users;
  const queryClient = useQueryClient();
  const initial: GrantForm = {
    email: fixedEmail ?? '',
    plan: 'standard',
    durationDays: String(DEFAULT_PLAN_DAYS),
    note: '',
  };
  const [form, setForm] = useState<GrantForm>(initial);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const email = form.email.trim();
  const grant = useMutation({
    mutationFn: () =>
      api.post<GrantPlanResponse>('/api/admin/grant-plan', {
        email,
        plan: form.plan,
        durationDays: form.durationDays,
        note: form.note,
      }),
    onSuccess: (res) => {
      toast.success(t.success, { description: t.successText(planName(res.plan), res.email) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      setForm(initial);
      setConfirming(false);
      onDone?.();
    },
    onError: () => setConfirming(false),
  });
  const errors = { ...fieldErrors(grant.error), ...localErrors };
  const days = Number(form.durationDays);
  const edit = (patch: Partial<GrantForm>) => {
    setForm({ ...form, ...patch });
    setLocalErrors({});
    if (grant.isError) grant.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!confirming) {
      const found = grantFormErrors(form);
      setLocalErrors(found);
      if (Object.keys(found).length === 0) setConfirming(true);
      return;
    }
    grant.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {grant.isError && Object.keys(errors).length === 0 && (
        <Alert tone="error" title={t.failure}>
          {grant.error.message}
        </Alert>
      )}
      {confirming ? (
        <p className="rounded-xl bg-indigo-50 px-4 py-3 font-medium text-indigo-900" role="status">
          {form.plan === 'free'
            ? t.confirmFree(email)
            : t.confirm(planName(form.plan), adminPl.days(Number.isFinite(days) ? days : 0), email)}
        </p>
      ) : (
        <>
          {fixedEmail === undefined && (
            <TextField
              label={t.emailLabel}
              type="email"
              autoComplete="off"
              placeholder={t.searchPlaceholder}
              value={form.email}
              onChange={(e) => edit({ email: e.target.value })}
              error={errors.email}
            />
          )}
          <SelectField
            label={t.planLabel}
            value={form.plan}
            onChange={(e) => edit({ plan: e.target.value as PlanId })}
            error={errors.plan}
          >
            {PLAN_IDS.map((id) => (
              <option key={id} value={id}>
                {planName(id)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t.durationLabel}
            type="number"
            inputMode="numeric"
            min={1}
            value={form.durationDays}
            onChange={(e) => edit({ durationDays: e.target.value })}
            hint={form.plan === 'free' ? t.durationHint : undefined}
            error={errors.durationDays}
          />
          <TextAreaField
            label={t.noteLabel}
            placeholder={t.notePlaceholder}
            maxLength={500}
            value={form.note}
            onChange={(e) => edit({ note: e.target.value })}
            error={errors.note}
            className="min-h-20"
          />
        </>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="secondary"
          onClick={() => (confirming ? setConfirming(false) : onDone ? onDone() : edit(initial))}
          disabled={grant.isPending}
        >
          {confirming ? t.back : onDone ? adminPl.cancel : t.clear}
        </Button>
        <Button type="submit" loading={grant.isPending}>
          {grant.isPending ? t.submitting : confirming ? t.confirmSubmit : t.submit}
        </Button>
      </div>
    </form>
  );
}
