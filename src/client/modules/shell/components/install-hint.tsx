import { useState, useSyncExternalStore } from 'react';
import { pl } from '../../../i18n/pl.ts';
import { installOffer } from '../../../lib/service-worker.ts';
import { installHintDismissed } from '../../../lib/storage.ts';
import { Button } from '../../../ui/button.tsx';

/**
 * "Zainstaluj aplikację": shown only where the browser offers to install the app (Chromium on a
 * phone or tablet, once its criteria are met), until it is installed or put off with "Nie teraz".
 */
export function InstallHint() {
  const offered = useSyncExternalStore(installOffer.subscribe, installOffer.current, () => false);
  const [dismissed, setDismissed] = useState(() => installHintDismissed.get() === '1');
  if (!offered || dismissed) return null;
  return (
    <aside
      aria-label={pl.install.action}
      className="mx-4 mt-4 flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-indigo-950 sm:mx-6 sm:flex-row sm:items-center xl:mx-auto xl:max-w-6xl"
    >
      <p className="flex-1 text-base">{pl.install.text}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void installOffer.accept()}>
          {pl.install.action}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            installHintDismissed.set('1');
            setDismissed(true);
          }}
        >
          {pl.install.later}
        </Button>
      </div>
    </aside>
  );
}
