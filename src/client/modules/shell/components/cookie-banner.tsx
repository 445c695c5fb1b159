import { useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { buildCookieConsent, cookieConsent } from '../../../lib/storage.ts';
import { Button } from '../../../ui/button.tsx';

const NONE = { analytics: false, marketing: false, personalization: false };
const ALL = { analytics: true, marketing: true, personalization: true };

/**
 * The first visit's cookie notice: only the essential cookies until the visitor chooses. The
 * choice is the one /consent keeps (same storage), so the banner never comes back after it.
 */
export function CookieBanner() {
  const t = pl.cookieBanner;
  const { pathname } = useLocation();
  const unchosen = useSyncExternalStore(subscribeToNothing, isUnchosen, isUnchosenBeforeHydration);
  const [chosen, setChosen] = useState(false);
  if (!unchosen || chosen || pathname === '/consent') return null;

  const choose = (choice: typeof NONE) => {
    cookieConsent.set(buildCookieConsent(choice, new Date()));
    setChosen(true);
  };

  return (
    <section
      aria-label={t.label}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:p-5"
    >
      <p className="text-sm text-slate-700">
        {t.text}{' '}
        <Link to="/consent" className="font-semibold text-indigo-700 underline underline-offset-2">
          {t.settings}
        </Link>
      </p>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => choose(NONE)}>
          {t.essentialOnly}
        </Button>
        <Button onClick={() => choose(ALL)}>{t.acceptAll}</Button>
      </div>
    </section>
  );
}

const isUnchosen = () => cookieConsent.get() === null;
/**
 * A pre-rendered page (scripts/prerender.ts) is made without the visitor's storage, so it has no
 * banner; hydration starts from that and the banner then appears for a visitor who has not chosen.
 */
const isUnchosenBeforeHydration = () => false;
/** The choice changes only through this banner or /consent, which re-render it themselves. */
const subscribeToNothing = () => () => {};
