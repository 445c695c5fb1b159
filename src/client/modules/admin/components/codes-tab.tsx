import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../ui/toast-later.ts';
import {
  CODE_PREFIX_MAX,
  DEFAULT_CODE_MAX_USES,
  DEFAULT_CODE_PREFIX,
  DEFAULT_CODE_VALID_DAYS,
  DEFAULT_PLAN_DAYS,
  normalizePrefix,
} from '#core/plans/access-codes.ts';
import { PAID_PLAN_IDS, planName, type PaidPlanId } from '#core/plans/catalogue.ts';
import type { AdminCodesResponse, CreatedCodeResponse, RevokedCodeResponse } from '#server/contract.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { api } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Card } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { SelectField, TextField } from '../../../ui/field.tsx';
import { codeState, type CodeState } from './code-state.ts';
import { fieldErrors } from './field-errors.ts';
import { QueryState } from './query-state.tsx';

type AccessCode = AdminCodesResponse['codes'][number];
const CODES_KEY = ['admin', 'codes'] as const;

export function CodesTab() {
  const query = useQuery({
    queryKey: CODES_KEY,
    queryFn: () => api.get<AdminCodesResponse>('/api/admin/codes?limit=200'),
  });
  const [revoking, setRevoking] = useState<AccessCode | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
      <GenerateCodeForm />
      <Card padding="none" className="overflow-hidden">
        <h2 className="px-4 pt-5 text-lg font-bold text-slate-900 sm:px-6">{adminPl.codes.listTitle}</h2>
        <div className="p-4 sm:px-6">
          <QueryState query={query}>
            {query.data && <CodesList codes={query.data.codes} onRevoke={setRevoking} />}
          </QueryState>
        </div>
      </Card>
      <RevokeDialog code={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}

interface CodeForm {
  plan: PaidPlanId;
  prefix: string;
  maxUses: string;
  validDays: string;
  durationDays: string;
}

const initialForm: CodeForm = {
  plan: 'exam_plus',
  prefix: DEFAULT_CODE_PREFIX,
  maxUses: String(DEFAULT_CODE_MAX_USES),
  validDays: String(DEFAULT_CODE_VALID_DAYS),
  durationDays: String(DEFAULT_PLAN_DAYS),
};

function GenerateCodeForm() {
  const t = adminPl.codes;
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initialForm);
  const create = useMutation({
    mutationFn: () => api.post<CreatedCodeResponse>('/api/admin/codes', form),
    onSuccess: (res) => {
      toast.success(t.created, { description: res.code.code });
      void queryClient.invalidateQueries({ queryKey: CODES_KEY });
    },
  });
  const errors = fieldErrors(create.error);
  const set = (key: keyof CodeForm) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  const number = { type: 'number', inputMode: 'numeric', min: 1 } as const;

  return (
    <Card>
      <h2 className="mb-4 text-lg font-bold text-slate-900">{t.generateTitle}</h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        {create.isError && Object.keys(errors).length === 0 && (
          <Alert tone="error" title={t.createFailed}>
            {create.error.message}
          </Alert>
        )}
        <SelectField
          label={t.plan}
          value={form.plan}
          onChange={(e) => setForm({ ...form, plan: e.target.value as PaidPlanId })}
          error={errors.plan}
        >
          {PAID_PLAN_IDS.map((id) => (
            <option key={id} value={id}>
              {planName(id)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.prefix}
          hint={t.prefixHint}
          value={form.prefix}
          maxLength={CODE_PREFIX_MAX}
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => setForm({ ...form, prefix: normalizePrefix(e.target.value) })}
          error={errors.prefix}
          className="font-mono uppercase"
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t.maxUses}
            {...number}
            value={form.maxUses}
            onChange={set('maxUses')}
            error={errors.maxUses}
          />
          <TextField
            label={t.validDays}
            {...number}
            value={form.validDays}
            onChange={set('validDays')}
            error={errors.validDays}
          />
        </div>
        <TextField
          label={t.durationDays}
          {...number}
          value={form.durationDays}
          onChange={set('durationDays')}
          error={errors.durationDays}
        />
        <Button type="submit" className="w-full" loading={create.isPending}>
          {create.isPending ? t.generating : t.generate}
        </Button>
      </form>
    </Card>
  );
}

const stateTone: Record<CodeState, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  revoked: 'bg-rose-50 text-rose-800 ring-rose-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  exhausted: 'bg-amber-50 text-amber-900 ring-amber-200',
};

function CodesList({ codes, onRevoke }: { codes: AccessCode[]; onRevoke: (c: AccessCode) => void }) {
  const t = adminPl.codes;
  if (codes.length === 0) return <p className="text-slate-600">{t.empty}</p>;
  const now = new Date();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t.listTitle}>
      {codes.map((c) => {
        const state = codeState(c, now);
        return (
          <li key={c.id} className="grid gap-3 py-4 first:pt-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <code className="rounded-lg bg-slate-100 px-2 py-1 font-mono text-base font-bold tracking-wider text-slate-900">
                  {c.code}
                </code>
                <span
                  className={cn('rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', stateTone[state])}
                >
                  <span className="sr-only">{t.state}: </span>
                  {t.states[state]}
                </span>
              </p>
              <p className="text-sm text-slate-700">
                {t.planFor(planName(c.plan), adminPl.days(c.durationDays))} · {t.uses}: {t.usesOf(c.used, c.maxUses)} ·{' '}
                {t.expires}: {formatDate(c.expiresAt)}
              </p>
              {c.uses.length > 0 && (
                <p className="break-all text-sm text-slate-600">
                  {t.usedBy}: {c.uses.map((u) => u.email ?? '—').join(', ')}
                </p>
              )}
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => void copy(c.code)} aria-label={t.copyLabel(c.code)}>
                {t.copy}
              </Button>
              {state !== 'revoked' && (
                <Button variant="ghost" size="sm" onClick={() => onRevoke(c)} aria-label={t.revokeLabel(c.code)}>
                  {t.revoke}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success(adminPl.codes.copied, { description: code });
  } catch {
    toast.error(adminPl.codes.copyFailed);
  }
}

function RevokeDialog({ code, onClose }: { code: AccessCode | null; onClose: () => void }) {
  const t = adminPl.codes;
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: (id: string) => api.post<RevokedCodeResponse>(`/api/admin/codes/${encodeURIComponent(id)}/revoke`, {}),
    onSuccess: (res) => {
      toast.success(t.revoked, { description: res.code.code });
      void queryClient.invalidateQueries({ queryKey: CODES_KEY });
      onClose();
    },
    onError: (e) => toast.error(t.revokeFailed, { description: e.message }),
  });
  return (
    <Dialog
      open={code !== null}
      onClose={onClose}
      title={t.revokeTitle}
      description={code ? t.revokeText(code.code) : undefined}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={revoke.isPending}>
          {adminPl.cancel}
        </Button>
        <Button variant="danger" loading={revoke.isPending} onClick={() => code && revoke.mutate(code.id)}>
          {t.revokeConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
