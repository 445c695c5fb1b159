import { createMiddleware } from 'hono/factory';
import type { Config } from '../config.ts';
import type { AppError } from '../errors.ts';
import { CommonErrors } from '../errors.ts';
import type { AppEnv } from './env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for our cookie-authenticated mutations (Better Auth guards its own routes).
 * Browsers send Origin on every cross-origin POST and Sec-Fetch-Site on every request, so a
 * forged request from another site is recognisable by either; requests without both come from
 * non-browser clients, which cannot ride on a victim's cookies.
 */
export function rejectCrossSite(config: Pick<Config, 'trustedOrigins' | 'baseUrl'>) {
  const trusted = new Set(config.trustedOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      if (origin !== undefined) {
        if (!trusted.has(origin)) throw crossSiteError(config);
      } else if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        throw crossSiteError(config);
      }
    }
    await next();
  });
}

/**
 * A refused origin says where the site is, so a newcomer on another address (or an operator
 * with a wrong BASE_URL) sees the mismatch at once. Our check and Better Auth's answer alike.
 */
export function crossSiteError(config: Pick<Config, 'baseUrl'>): AppError {
  return CommonErrors.crossSite(
    `Zapytanie z tego adresu zostało odrzucone. Otwórz serwis pod adresem ${config.baseUrl}.`,
  );
}
