/**
 * Local browser storage (spec 3): the e-mail awaiting verification and the cookie preferences.
 * Every access tolerates storage being unavailable (private mode, blocked cookies).
 */
export const PENDING_EMAIL_KEY = 'pending_verification_email';
export const COOKIE_CONSENT_KEY = 'cookie_consent';
/** Set when a child signs in on this device: signed out, it opens the child's sign-in, not the parent's. */
export const CHILD_DEVICE_KEY = 'child_device';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const INSTALL_HINT_KEY = 'install_hint_dismissed';

/** "Nie teraz" on the install hint (shell/components/install-hint.tsx). */
export const installHintDismissed = {
  get: (): string | null => safe(() => localStorage.getItem(INSTALL_HINT_KEY), null),
  set: (value: string) => safe(() => localStorage.setItem(INSTALL_HINT_KEY, value), undefined),
};

export const pendingEmail = {
  get: (): string | null => safe(() => localStorage.getItem(PENDING_EMAIL_KEY), null),
  set: (email: string) => safe(() => localStorage.setItem(PENDING_EMAIL_KEY, email), undefined),
  clear: () => safe(() => localStorage.removeItem(PENDING_EMAIL_KEY), undefined),
};

export interface CookieConsent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
  timestamp: string;
  acceptedAll: boolean;
}

export function parseCookieConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<CookieConsent>;
    if (typeof v !== 'object' || v === null) return null;
    return {
      essential: true,
      analytics: v.analytics === true,
      marketing: v.marketing === true,
      personalization: v.personalization === true,
      timestamp: typeof v.timestamp === 'string' ? v.timestamp : '',
      acceptedAll: v.acceptedAll === true,
    };
  } catch {
    return null;
  }
}

export function buildCookieConsent(
  choice: { analytics: boolean; marketing: boolean; personalization: boolean },
  now: Date,
): CookieConsent {
  return {
    essential: true,
    ...choice,
    timestamp: now.toISOString(),
    acceptedAll: choice.analytics && choice.marketing && choice.personalization,
  };
}

export const cookieConsent = {
  get: (): CookieConsent | null => safe(() => parseCookieConsent(localStorage.getItem(COOKIE_CONSENT_KEY)), null),
  set: (c: CookieConsent) => safe(() => localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(c)), undefined),
};

export const childDevice = {
  get: (): boolean => safe(() => localStorage.getItem(CHILD_DEVICE_KEY) === '1', false),
  set: () => safe(() => localStorage.setItem(CHILD_DEVICE_KEY, '1'), undefined),
};
