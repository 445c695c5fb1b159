import { createMiddleware } from 'hono/factory';
import { defineError } from '../errors.ts';
import type { AppEnv } from './env.ts';

export const crossSiteRequest = defineError('request.cross_site', 403, 'Zapytanie z innej witryny zostało odrzucone');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for our cookie-authenticated mutations (Better Auth guards its own routes).
 * Browsers send Origin on every cross-origin POST and Sec-Fetch-Site on every request, so a
 * forged request from another site is recognisable by either; requests without both come from
 * non-browser clients, which cannot ride on a victim's cookies.
 */
export function rejectCrossSite(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      if (origin !== undefined) {
        if (!trusted.has(origin)) throw crossSiteRequest();
      } else if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        throw crossSiteRequest();
      }
    }
    await next();
  });
}
