import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../ui/toast-later.ts';
import { DEFAULT_PLAN_DAYS } from '#core/plans/access-codes.ts';
import { PLAN_IDS, planName, type PlanId } from '#core/plans/catalogue.ts';
import type { GrantPlanResponse } from '#server/contract.ts';
import { pl } from '../../../i18n/pl.ts';
import { api } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { fieldErrors } from './field-errors.ts';

interface GrantForm {
  plan: PlanId;
  durationDays: string;
  note: string;
}

/** Grant a plan to one account: the form, then a confirmation that repeats what will happen. */
export function GrantPlanDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={email !== null}
      onClose={onClose}
      title={pl.admin.users.grantTitle}
      description={email ? pl.admin.users.grantFor(email) : undefined}
    >
      {email && <GrantPlanForm key={email} email={email} onDone={onClose} />}
    </Dialog>
  );
}

function GrantPlanForm({ email, onDone }: { email: string; onDone: () => void }) {
  const t = pl.admin.users;
  const queryClient = useQueryClient();
  const [form, setForm] = useState<GrantForm>({ plan: 'standard', durationDays: String(DEFAULT_PLAN_DAYS), note: '' });
  const [confirming, setConfirming] = useState(false);
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
      onDone();
    },
    onError: () => setConfirming(false),
  });
  const errors = fieldErrors(grant.error);
  const days = Number(form.durationDays);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!confirming) return setConfirming(true);
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
            : t.confirm(planName(form.plan), pl.admin.days(Number.isFinite(days) ? days : 0), email)}
        </p>
      ) : (
        <>
          <SelectField
            label={t.planLabel}
            value={form.plan}
            onChange={(e) => setForm({ ...form, plan: e.target.value as PlanId })}
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
            onChange={(e) => setForm({ ...form, durationDays: e.target.value })}
            hint={form.plan === 'free' ? t.durationHint : undefined}
            error={errors.durationDays}
          />
          <TextAreaField
            label={t.noteLabel}
            placeholder={t.notePlaceholder}
            maxLength={500}
            value={form.note}
            onChange={(e) => setForm({ ...form, note: e.target.value })}
            error={errors.note}
            className="min-h-20"
          />
        </>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="secondary"
          onClick={() => (confirming ? setConfirming(false) : onDone())}
          disabled={grant.isPending}
        >
          {confirming ? t.back : pl.admin.cancel}
        </Button>
        <Button type="submit" loading={grant.isPending}>
          {grant.isPending ? t.submitting : confirming ? t.confirmSubmit : t.submit}
        </Button>
      </div>
    </form>
  );
}
