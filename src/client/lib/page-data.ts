import type { ShellDatum } from '#server/http/route-shell.ts';

/**
 * API responses a page asks for as it starts: announced with the page's HTML so a phone asks for
 * them while the app's code loads and runs, instead of after the app has started and the page
 * has rendered (issue 26). A file of its own, free of the app's imports, for the build script to
 * read.
 */
export const DASHBOARD_PATH = '/api/parent/dashboard';

/**
 * One response a page starts with. A `:name` segment is the page address's parameter of that
 * name, and `:child` the signed-in child's own id; `who` limits it to a child's own session or to
 * a parent (the page asks it only for them).
 */
export type PageDatum = ShellDatum;

const PARENT_SETTINGS: PageDatum = { path: '/api/parent/settings', who: 'parent' };
/** The signed-in child's own status (every screen of a child's session asks it). */
const CHILD_ME: PageDatum = { path: '/api/child/me', who: 'child' };
/**
 * What every screen of one child (/student/:studentId/…) asks for its light mode
 * (light-mode-scope.tsx): the child, and the child's own status or the parent's settings.
 */
const LEARNER_SCREEN: readonly PageDatum[] = ['/api/students/:studentId', CHILD_ME, PARENT_SETTINGS];

/**
 * Route pattern (as routes.tsx spells it) → what its page fetches first, besides the status.
 * A path that names neither a parameter nor a visitor goes into the route shell's HTML
 * (scripts/route-shells.ts); the server announces the others with the shell (a `Link` header),
 * filled in for the request (src/server/http/client-files.ts).
 */
export const PAGE_DATA: Readonly<Record<string, readonly PageDatum[]>> = {
  '/parent/dashboard': [DASHBOARD_PATH],
  '/student': [{ path: '/api/students/:child/home', who: 'child' }, CHILD_ME],
  '/student/:studentId/session/start': LEARNER_SCREEN,
  '/student/:studentId/session/run': LEARNER_SCREEN,
  '/student/:studentId/session/summary': LEARNER_SCREEN,
  '/student/:studentId/diagnostic/start': LEARNER_SCREEN,
  '/student/:studentId/exam': LEARNER_SCREEN,
  '/student/:studentId/exam/result/:examId': [...LEARNER_SCREEN, '/api/exams/:examId/result'],
  '/student/:studentId/tutor/:questionId': [...LEARNER_SCREEN, '/api/tutor/:questionId?studentId=:studentId'],
};

/** Whether the build can write the datum into the shell's HTML: the same for every visitor and address. */
export function isStaticDatum(datum: PageDatum): datum is string {
  return typeof datum === 'string' && !datum.includes(':');
}
