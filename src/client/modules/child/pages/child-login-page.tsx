import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import type { ChildAccessSettings, FamilyCodeResponse, SignInLinkResponse } from '#server/contract.ts';
import { DAILY_LIMIT_MAX, DAILY_LIMIT_MIN } from '#core/family/child-access.ts';
import { pl } from '../../../i18n/pl.ts';
import { childAccessPl } from '../../../i18n/child-access.ts';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Card, Container, PageHeader } from '../../../ui/card.tsx';
import { Checkbox, TextField } from '../../../ui/field.tsx';
import { QrCode } from '../../../ui/qr-code.tsx';
import { settingsQuery } from '../../settings/lib/settings.ts';
import { childAccessQuery, childDevicesQuery, familyCodeQuery } from '../lib/child-access.ts';
import { studentQuery } from '../../../lib/student-query.ts';

const t = childAccessPl.parent;
const enc = encodeURIComponent;
const time = new Intl.DateTimeFormat('pl-PL', { timeStyle: 'short' });

/** /parent/children/:studentId/login — "Logowanie dziecka": link and QR, PIN, family code, devices, time limits. */
export default function ChildLoginPage() {
  const { studentId = '' } = useParams();
  const student = useQuery(studentQuery(studentId));
  const nickname = student.data?.student.nickname ?? '';
  return (
    <Container size="md" className="py-8 sm:py-10">
      <Link to="/parent/dashboard" className="text-sm font-medium text-indigo-700 hover:underline">
        {t.back}
      </Link>
      <div className="mt-3">
        <PageHeader
          title={nickname ? `${t.title}: ${nickname}` : t.title}
          subtitle={nickname ? t.subtitle(nickname) : undefined}
        />
      </div>
      {student.isError ? (
        <Alert tone="error" title={t.loadFailed} />
      ) : (
        <div className="space-y-6">
          <LinkSection studentId={studentId} />
          <PinSection studentId={studentId} />
          <DevicesSection studentId={studentId} />
          <LimitsSection studentId={studentId} />
        </div>
      )}
    </Container>
  );
}

function Section({
  title,
  text,
  children,
  testId,
}: {
  title: string;
  text?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {text && <p className="mt-1 text-slate-600">{text}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function LinkSection({ studentId }: { studentId: string }) {
  const create = useMutation({
    mutationFn: () => api.post<SignInLinkResponse>(`/api/students/${enc(studentId)}/sign-in-link`, {}),
    onError: (e) => toast.error(e.message),
  });
  const link = create.data;
  return (
    <Section title={t.linkTitle} text={t.linkText} testId="child-link">
      {link && (
        <div className="mb-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <QrCode value={link.url} label={t.qrLabel} loadingLabel={t.qrLoading} className="shrink-0" />
          <div className="min-w-0 space-y-2">
            <p
              className="break-all rounded-xl bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800"
              data-testid="child-link-url"
            >
              {link.url}
            </p>
            <p className="text-sm text-slate-600">{t.linkValidUntil(time.format(new Date(link.expiresAt)))}</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                void navigator.clipboard?.writeText(link.url).then(
                  () => toast.success(t.linkCopied),
                  () => undefined,
                )
              }
            >
              {t.linkCopy}
            </Button>
          </div>
        </div>
      )}
      <Button variant={link ? 'secondary' : 'primary'} loading={create.isPending} onClick={() => create.mutate()}>
        {link ? t.linkAgain : t.linkCreate}
      </Button>
    </Section>
  );
}

/** "Zmień kod rodziny", asked twice: the old code stops working for every child of the family. */
function ReplaceFamilyCode() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const replace = useMutation({
    mutationFn: () => api.post<FamilyCodeResponse>('/api/family-code', {}),
    onSuccess: (data) => {
      queryClient.setQueryData(familyCodeQuery.queryKey, data);
      setAsking(false);
      toast.success(t.familyCodeReplaced);
    },
    onError: (e) => toast.error(pl.common.error, { description: e.message }),
  });
  if (!asking) {
    return (
      <Button variant="ghost" size="sm" className="mt-1 -ml-2" onClick={() => setAsking(true)}>
        {t.familyCodeReplace}
      </Button>
    );
  }
  return (
    <div className="mt-2 rounded-lg bg-white p-3 ring-1 ring-slate-200" role="group" aria-label={t.familyCodeReplace}>
      <p className="text-sm text-slate-700">{t.familyCodeReplaceWarning}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" loading={replace.isPending} onClick={() => replace.mutate()}>
          {t.familyCodeReplaceConfirm}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAsking(false)}>
          {pl.common.cancel}
        </Button>
      </div>
    </div>
  );
}

function PinSection({ studentId }: { studentId: string }) {
  const queryClient = useQueryClient();
  const code = useQuery(familyCodeQuery);
  const access = useQuery(childAccessQuery(studentId));
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string) => api.put(`/api/students/${enc(studentId)}/pin`, { pin: value }),
    onSuccess: async () => {
      setPin('');
      toast.success(t.pinSaved);
      await queryClient.invalidateQueries({ queryKey: childAccessQuery(studentId).queryKey });
    },
    onError: (e) => setError(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4}$/.test(pin)) return setError(t.pinInvalid);
    setError(null);
    save.mutate(pin);
  };
  const locked = access.data?.pinLockedUntil;
  return (
    <Section title={t.pinTitle} text={t.pinText} testId="child-pin">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-slate-50 px-4 py-3">
          <dt className="text-sm text-slate-600">{t.familyCode}</dt>
          <dd className="mt-1 font-mono text-2xl font-bold tracking-widest text-slate-900" data-testid="family-code">
            {code.data?.code ?? '…'}
          </dd>
          <dd>
            <ReplaceFamilyCode />
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 px-4 py-3">
          <dt className="text-sm text-slate-600">{t.signInAddress}</dt>
          <dd className="mt-1 break-all font-medium text-slate-900">{`${window.location.host}/child/sign-in`}</dd>
        </div>
      </dl>
      <p className="mt-4 text-slate-700">{access.data?.hasPin ? t.pinSet : t.pinNotSet}</p>
      {locked && (
        <div className="mt-3">
          <Alert tone="info">{t.pinLocked(time.format(new Date(locked)))}</Alert>
        </div>
      )}
      <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={submit}>
        <div className="sm:w-56">
          <TextField
            label={t.newPin}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 4))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            className="font-mono tracking-[0.4em]"
            error={error ?? undefined}
          />
        </div>
        <Button type="submit" className="sm:mt-7" loading={save.isPending}>
          {t.savePin}
        </Button>
      </form>
    </Section>
  );
}

function DevicesSection({ studentId }: { studentId: string }) {
  const queryClient = useQueryClient();
  const devices = useQuery(childDevicesQuery(studentId));
  const signOut = useMutation({
    mutationFn: (deviceId: string) => api.delete(`/api/students/${enc(studentId)}/devices/${enc(deviceId)}`),
    onSuccess: async () => {
      toast.success(t.signedOut);
      await queryClient.invalidateQueries({ queryKey: childDevicesQuery(studentId).queryKey });
    },
    onError: (e) => toast.error(e.message),
  });
  const list = devices.data?.devices ?? [];
  return (
    <Section title={t.devicesTitle} testId="child-devices">
      {devices.isPending ? (
        <div className="h-16 animate-pulse rounded-xl bg-slate-100" role="status" aria-label={pl.common.loading} />
      ) : list.length === 0 ? (
        <p className="text-slate-600">{t.devicesEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.map((d) => (
            <li key={d.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-semibold text-slate-900">{d.device}</p>
                <p className="text-sm text-slate-600">
                  {t.signedIn(formatDateTime(d.signedInAt) ?? '')} {d.via === 'link' ? t.viaLink : t.viaPin},{' '}
                  {t.lastUsed(formatDateTime(d.lastUsedAt) ?? '')}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t.signOutLabel(d.device)}
                loading={signOut.isPending && signOut.variables === d.id}
                onClick={() => signOut.mutate(d.id)}
              >
                {t.signOut}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function LimitsSection({ studentId }: { studentId: string }) {
  const access = useQuery(childAccessQuery(studentId));
  if (!access.data) return null;
  return <LimitsForm studentId={studentId} initial={access.data} />;
}

function LimitsForm({ studentId, initial }: { studentId: string; initial: ChildAccessSettings }) {
  const queryClient = useQueryClient();
  const settings = useQuery({ ...settingsQuery, retry: false });
  const [limitOn, setLimitOn] = useState(initial.dailyLimitMinutes !== null);
  const [minutes, setMinutes] = useState(String(initial.dailyLimitMinutes ?? 60));
  const [quiet, setQuiet] = useState(initial.quietHoursApply);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { dailyLimitMinutes: number | null; quietHoursApply: boolean }) =>
      api.put<ChildAccessSettings>(`/api/students/${enc(studentId)}/practice-limits`, body),
    onSuccess: async () => {
      toast.success(t.limitsSaved);
      await queryClient.invalidateQueries({ queryKey: childAccessQuery(studentId).queryKey });
    },
    onError: (e) => setError(e.message),
  });
  const s = settings.data;
  const range =
    s && s.quiet_hours_start !== null && s.quiet_hours_end !== null && s.quiet_hours_start !== s.quiet_hours_end
      ? `${s.quiet_hours_start}:00–${s.quiet_hours_end}:00`
      : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(minutes);
    if (limitOn && !(Number.isInteger(n) && n >= DAILY_LIMIT_MIN && n <= DAILY_LIMIT_MAX))
      return setError(t.limitInvalid);
    setError(null);
    save.mutate({ dailyLimitMinutes: limitOn ? n : null, quietHoursApply: quiet });
  };
  return (
    <Section title={t.limitsTitle} text={t.limitsText} testId="child-limits">
      <form className="space-y-4" onSubmit={submit}>
        <Checkbox label={t.limitOn} checked={limitOn} onChange={(e) => setLimitOn(e.target.checked)} />
        {limitOn && (
          <div className="pl-8 sm:w-64">
            <TextField
              label={t.limitMinutes}
              hint={t.limitHint}
              type="number"
              inputMode="numeric"
              min={DAILY_LIMIT_MIN}
              max={DAILY_LIMIT_MAX}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              error={error ?? undefined}
            />
          </div>
        )}
        <div>
          <Checkbox label={t.quietHours} checked={quiet} onChange={(e) => setQuiet(e.target.checked)} />
          <p className="mt-1 pl-8 text-sm text-slate-600">
            {t.quietHoursHint(range)}{' '}
            <Link to="/parent/settings" className="font-medium text-indigo-700 hover:underline">
              {t.quietHoursChange}
            </Link>
          </p>
        </div>
        <Button type="submit" loading={save.isPending}>
          {t.saveLimits}
        </Button>
      </form>
    </Section>
  );
}
