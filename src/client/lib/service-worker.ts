/**
 * The service worker (scripts/service-worker/sw.js; docs/decisions/0025) and the browser's offer
 * to install the app. Both are set up by the entry scripts, before the first render: the browser
 * fires `beforeinstallprompt` once, early, and a page that was not listening misses it.
 */

/** Chromium's install offer (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function startServiceWorker(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // The app shows its own hint ("Zainstaluj aplikację") instead of the browser's mini-bar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
  // Only a build has /sw.js (the Vite dev server answers 404, and the registration just fails).
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The browser's install offer, for useSyncExternalStore. */
export const installOffer = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => offer !== null,
  async accept(): Promise<void> {
    const event = offer;
    if (!event) return;
    offer = null;
    changed();
    await event.prompt();
  },
};
