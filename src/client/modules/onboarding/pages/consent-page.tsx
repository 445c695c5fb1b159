import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ConsentResponse } from '#server/contract.ts';
import { toast } from 'sonner';
import { pl } from '../../../i18n/pl.ts';
import { api, ApiError } from '../../../lib/api.ts';
import { clearSessionData, loadStatus, meQuery, useStatus } from '../../../lib/session.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { USER_NAME_MAX, USER_NAME_MIN } from '#core/accounts/user-name.ts';
import { pendingEmail } from '../../../lib/storage.ts';
import { Button } from '../../../ui/button.tsx';
import { Card, Container } from '../../../ui/card.tsx';
import { Checkbox, TextField } from '../../../ui/field.tsx';
import { ShieldIcon } from '../../../ui/icons.tsx';
import { TextLink } from '../../auth/components/auth-card.tsx';
import { OnboardingHeading } from '../components/onboarding-heading.tsx';
import { Stepper } from '../components/stepper.tsx';
import { canSubmitConsent, type ConsentChoice } from '../lib/consent.ts';

const NOTHING_CHOSEN: ConsentChoice = { parental: false, terms: false, privacy: false, marketing: false };

/** The consent form; a parent who comes back sees the saved consent and can change marketing. */
export default function ConsentPage() {
  const saved = useQuery({
    queryKey: ['consent'],
    queryFn: () => api.get<ConsentResponse>('/api/consents'),
    staleTime: 30_000,
  });
  const accepted = saved.data?.consent?.accepted;
  // Remounts with the saved answers once they arrive; until then (or without any) nothing is ticked.
  return <ConsentForm key={accepted ? 'saved' : 'new'} initial={accepted ?? NOTHING_CHOSEN} />;
}

function ConsentForm({ initial }: { initial: ConsentChoice }) {
  const t = pl.onboarding.consent;
  const navigate = useNavigate();
  const [choice, setChoice] = useState<ConsentChoice>(initial);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<keyof ConsentChoice, boolean>>>({});
  // A parent who signed up without a name (/auth/signup) is asked once here, so nobody stays "Rodzicu".
  const { data: status } = useStatus();
  const me = useQuery({ ...meQuery, enabled: status?.signedIn === true });
  const askName = me.data !== undefined && !me.data.user.name?.trim();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  // Reaching this page means the e-mail was confirmed (the guard checks it): forget the pending address.
  useEffect(() => {
    pendingEmail.clear();
  }, []);

  const toggle = (key: keyof ConsentChoice) => (e: ChangeEvent<HTMLInputElement>) => {
    const checked = e.target.checked;
    setChoice((c) => ({ ...c, [key]: checked }));
    setTouched((t) => ({ ...t, [key]: true }));
  };
  // A required box un-ticked after being touched says why it matters (spec 5 wording).
  const errorFor = (key: 'parental' | 'terms' | 'privacy', message: string) =>
    touched[key] && !choice[key] ? message : undefined;

  async function submit() {
    if (!canSubmitConsent(choice)) return;
    const trimmed = name.trim();
    if (askName && trimmed !== '' && trimmed.length < USER_NAME_MIN) return setNameError(t.nameTooShort);
    setSaving(true);
    try {
      if (askName && trimmed !== '') {
        const { error } = await authClient.updateUser({ name: trimmed.slice(0, USER_NAME_MAX) });
        if (error) throw new Error(error.message);
      }
      await api.post('/api/consents', { parental: true, terms: true, privacy: true, marketing: choice.marketing });
      clearSessionData();
      await navigate((await loadStatus()).next, { replace: true });
    } catch (e) {
      const description = e instanceof ApiError && e.status === 401 ? t.notLoggedIn : t.failed;
      toast.error(pl.common.error, { description });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Container size="sm" className="py-10">
      <Stepper current={1} />
      <Card padding="none" className="p-5 sm:p-8">
        <OnboardingHeading icon={<ShieldIcon />} title={t.title} subtitle={t.subtitle} />
        <form
          className="mt-8 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {askName && (
            <TextField
              label={t.nameLabel}
              hint={t.nameHint}
              autoComplete="given-name"
              maxLength={USER_NAME_MAX}
              value={name}
              error={nameError}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(undefined);
              }}
            />
          )}
          <fieldset className="space-y-4">
            <legend className="sr-only">{t.title}</legend>
            <ConsentBox>
              <Checkbox
                label={t.parental}
                checked={choice.parental}
                onChange={toggle('parental')}
                error={errorFor('parental', t.parentalRequired)}
                required
              />
            </ConsentBox>
            <ConsentBox>
              <Checkbox
                label={
                  <>
                    {t.terms}{' '}
                    <TextLink to="/terms" target="_blank">
                      {t.readTerms}
                    </TextLink>
                  </>
                }
                checked={choice.terms}
                onChange={toggle('terms')}
                error={errorFor('terms', t.termsRequired)}
                required
              />
            </ConsentBox>
            <ConsentBox>
              <Checkbox
                label={
                  <>
                    {t.privacy}{' '}
                    <TextLink to="/privacy" target="_blank">
                      {t.readPrivacy}
                    </TextLink>
                  </>
                }
                checked={choice.privacy}
                onChange={toggle('privacy')}
                error={errorFor('privacy', t.privacyRequired)}
                required
              />
            </ConsentBox>
            <ConsentBox muted>
              <Checkbox label={t.marketing} checked={choice.marketing} onChange={toggle('marketing')} />
            </ConsentBox>
          </fieldset>
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={!canSubmitConsent(choice)} loading={saving}>
            {saving ? t.submitting : t.submit}
          </Button>
        </form>
      </Card>
    </Container>
  );
}

function ConsentBox({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <div
      className={
        muted
          ? 'rounded-xl border border-dashed border-slate-300 p-4'
          : 'rounded-xl border border-slate-200 bg-slate-50/60 p-4'
      }
    >
      {children}
    </div>
  );
}
