/**
 * API responses a page asks for as it starts, whose address depends neither on who asks nor on
 * the page's address: the page's route shell preloads them with its code (scripts/route-shells.ts),
 * so a phone does not wait for the app to start before asking (issue 26). A file of its own, free
 * of the app's imports, for the build script to read.
 */
export const DASHBOARD_PATH = '/api/parent/dashboard';

/** Route pattern (as routes.tsx spells it) → what its page fetches first, besides the status. */
export const PAGE_DATA: Readonly<Record<string, readonly string[]>> = {
  '/parent/dashboard': [DASHBOARD_PATH],
};
