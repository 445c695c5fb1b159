import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app.tsx';
import { routes } from './routes.tsx';

/**
 * The HTML of one client page as a signed-out visitor first sees it, for the build to save
 * (scripts/prerender.ts). The tree is the browser's (App) with the static router in place of the
 * browser one, so hydrate.tsx finds the same markup.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects, so it cannot be pre-rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        {/* hydrate={false}: no inline script (the CSP forbids them); the client router loads itself. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
