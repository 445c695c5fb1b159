import { createAuthClient } from 'better-auth/react';
import { magicLinkClient, twoFactorClient } from 'better-auth/client/plugins';

/** Better Auth lives on the same origin under /api/auth (see the API contract). */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  // Two-factor: the login page reads `twoFactorRedirect` itself (no full-page redirect).
  plugins: [magicLinkClient(), twoFactorClient()],
});
