/**
 * Where the app asks who is signed in (session.ts). Every page of the app asks it first, so each
 * route shell preloads it with the page's code (scripts/route-shells.ts).
 */
export const STATUS_PATH = '/api/onboarding/status';
