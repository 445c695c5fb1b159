/**
 * Paths that only name another page (the spec's aliases), whoever asks. The router sends them on
 * (routes.tsx); the build lists them beside the route shells (scripts/route-shells.ts), so the
 * server answers them with a redirect before any of the app loads: on a slow phone the page asked
 * for starts one round trip later instead of after the whole app has started (issue 26).
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  '/parent/home': '/parent/dashboard',
  '/settings': '/parent/settings',
};
