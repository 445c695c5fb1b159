import type { authClient as AuthClient } from './better-auth-client.ts';
import { whenIdle } from './when-idle.ts';

/**
 * Better Auth's client, with its fetch layer ≈ 13 kB gzipped: loaded when a form first talks to
 * /api/auth (or when the browser is idle on a page that will), not with the page (issue 26).
 */
let client: Promise<typeof AuthClient> | null = null;

export function authClient() {
  client ??= import('./better-auth-client.ts').then(
    (module) => module.authClient,
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}

/** Starts loading the client once the page is idle (a sign-in or sign-up form). */
export function preloadAuthClient(): void {
  whenIdle(() => void authClient().catch(() => undefined));
}
