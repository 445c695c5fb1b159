/**
 * Entry of the pre-rendered pages (scripts/prerender.ts). Their HTML already is the page, so the
 * app (React, the router, TanStack Query) loads after the first paint and hydrates it. Links
 * work as plain links meanwhile; a button pressed before the app is ready is pressed again once
 * it is, so the mobile menu or the bug report never ignores a tap.
 */
import { startServiceWorker } from './lib/service-worker.ts';

startServiceWorker();

let pressed: HTMLButtonElement | null = null;

function holdButtonPress(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  pressed = button;
}

document.addEventListener('click', holdButtonPress, true);
import('./hydrate.tsx')
  .then(({ hydrate }) => hydrate())
  .finally(() => {
    // Without the app (offline, a failed chunk) the page stays as it is, links working.
    document.removeEventListener('click', holdButtonPress, true);
  })
  .then(() => pressed?.click(), reportError);
