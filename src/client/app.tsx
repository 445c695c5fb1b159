import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './lib/query-client.ts';
import { createRouter } from './routes.tsx';

type Router = ReturnType<typeof createRouter>;

/** The app; `router` is passed when it had to be ready before the first render (hydration). */
export function App({ router: given }: { router?: Router }) {
  const [router] = useState(() => given ?? createRouter());
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** What wraps the router, in the browser and in the build-time pre-render alike (same tree, same ids). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}

/**
 * The toasts' library (9 kB) loads after the first render, not before it; a toast made earlier
 * is not lost: sonner's Toaster shows the active ones when it mounts. Rendering nothing until
 * then also keeps a pre-rendered page's markup free of it.
 */
function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    import('./ui/toaster.tsx').then(
      (module) => setToaster(() => module.Toaster),
      // Offline or a failed chunk: the page works on; the next load tries again.
      () => undefined,
    );
  }, []);
  return Toaster ? <Toaster /> : null;
}
