import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { pl } from '../../../i18n/pl.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { BrandMark } from '../../../ui/icons.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** How often the offline screen asks whether the server can be reached again. */
const OFFLINE_RETRY_MS = 3000;

/** The route error boundary: spec 2 "Error fallback page" (try again, refresh, home) + the request id. */
export function ErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  const offline = isOffline(error);
  // Offline, the page loads again by itself when the server answers again (a full load: the page
  // and its code come from the network again, as one build). The browser's `online` event is a
  // hint, not a promise: it can come before the network carries requests, or never (the device
  // was online and the server was not), so the page also asks the server every few seconds.
  useEffect(() => {
    if (!offline) return;
    let reloading = false;
    const reloadWhenReachable = async () => {
      if (reloading) return;
      try {
        const response = await fetch('/health', { cache: 'no-store' });
        if (!response.ok || reloading) return;
        reloading = true;
        window.location.reload();
      } catch {
        // Still no connection: the next try comes with the next event or tick.
      }
    };
    const onOnline = () => void reloadWhenReachable();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(onOnline, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [offline]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const requestId = error instanceof ApiError ? error.requestId : undefined;

  return (
    <div className="grid min-h-dvh place-items-center bg-slate-50 px-4 py-16">
      <main className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div className="mx-auto mb-6 w-fit">
          <BrandMark className="size-12" />
        </div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {offline ? pl.errorPage.offlineTitle : pl.errorPage.title}
        </h1>
        <p className="mt-3 text-lg text-slate-600">{offline ? pl.errorPage.offlineText : pl.errorPage.text}</p>
        {requestId && !offline && (
          <p className="mt-4 rounded-xl bg-slate-100 px-4 py-2 text-sm text-slate-700">
            {pl.errorPage.requestId}: <code className="font-mono font-semibold">{requestId}</code>
          </p>
        )}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {/* A fresh navigation to the same address re-runs the loaders and resets the boundary. */}
          <Button
            onClick={() => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
          >
            {pl.errorPage.tryAgain}
          </Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {pl.errorPage.refresh}
          </Button>
          <Link to="/" reloadDocument className={buttonClass('ghost')}>
            {pl.errorPage.home}
          </Link>
        </div>
      </main>
    </div>
  );
}

/**
 * The page failed for want of a network: a request that never got an answer, or a page's code
 * that could not be fetched (the service worker keeps the app's shell, not every page).
 */
function isOffline(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 'network';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError && /dynamically imported module|Failed to fetch|error loading/i.test(error.message);
}
