import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createRouter } from './routes.tsx';

/**
 * Hydrates a pre-rendered page; resolves once React owns it. The router must be ready first
 * (the route's lazy module loaded): its first render has to be the page the HTML shows, not
 * the loading fallback.
 */
export async function hydrate(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  const router = createRouter();
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  await new Promise<void>((resolve) => {
    hydrateRoot(
      root,
      <StrictMode>
        <WhenCommitted run={resolve}>
          <App router={router} />
        </WhenCommitted>
      </StrictMode>,
    );
  });
}

function WhenCommitted({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}
