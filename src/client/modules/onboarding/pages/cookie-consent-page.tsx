import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { pl } from '../../../i18n/pl.ts';
import { buildCookieConsent, cookieConsent } from '../../../lib/storage.ts';
import { useStatus } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Card, Container, PageHeader } from '../../../ui/card.tsx';

type Optional = 'analytics' | 'marketing' | 'personalization';

/**
 * /consent: cookie preferences kept in this browser (spec 3), then on to the parent dashboard. A
 * visitor who is not signed in stays here (the dashboard would only send them to the login page).
 */
export default function CookieConsentPage() {
  const t = pl.onboarding.cookies;
  const navigate = useNavigate();
  const { data: status } = useStatus();
  const [choice, setChoice] = useState(() => {
    const saved = cookieConsent.get();
    return {
      analytics: saved?.analytics ?? false,
      marketing: saved?.marketing ?? false,
      personalization: saved?.personalization ?? false,
    };
  });

  async function save(next: Record<Optional, boolean>) {
    cookieConsent.set(buildCookieConsent(next, new Date()));
    toast.success(t.saved);
    if (status?.signedIn) await navigate('/parent/dashboard');
  }

  const rows: Array<{ key: Optional; title: string; text: string }> = [
    { key: 'analytics', title: t.analytics, text: t.analyticsText },
    { key: 'marketing', title: t.marketing, text: t.marketingText },
    { key: 'personalization', title: t.personalization, text: t.personalizationText },
  ];

  return (
    <Container size="sm" className="py-10">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Card padding="none" className="divide-y divide-slate-100">
        <div className="flex items-start justify-between gap-4 p-5">
          <div>
            <h2 className="font-semibold text-slate-900">{t.essential}</h2>
            <p className="mt-1 text-sm text-slate-600">{t.essentialText}</p>
          </div>
          <span className="shrink-0 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
            {t.alwaysOn}
          </span>
        </div>
        {rows.map((r) => (
          <ToggleRow
            key={r.key}
            title={r.title}
            text={r.text}
            checked={choice[r.key]}
            onChange={(v) => setChoice((c) => ({ ...c, [r.key]: v }))}
          />
        ))}
      </Card>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={() => void save(choice)}>
          {t.save}
        </Button>
        <Button size="lg" onClick={() => void save({ analytics: true, marketing: true, personalization: true })}>
          {t.acceptAll}
        </Button>
      </div>
    </Container>
  );
}

function ToggleRow({
  title,
  text,
  checked,
  onChange,
}: {
  title: string;
  text: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 p-5">
      <div>
        <label htmlFor={id} className="cursor-pointer font-semibold text-slate-900">
          {title}
        </label>
        <p id={`${id}-d`} className="mt-1 text-sm text-slate-600">
          {text}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-d`}
        onClick={() => onChange(!checked)}
        className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${checked ? 'bg-indigo-600' : 'bg-slate-400'}`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}
