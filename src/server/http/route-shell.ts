/**
 * Route shells (issue 26): for each page of the app, the build writes a copy of index.html that
 * names the page's own chunks (`<link rel="modulepreload">`) and stylesheet (`preload`), so a phone
 * downloads them together with the app instead of one round trip after the app has started
 * (scripts/route-shells.ts). The server sends the shell whose route pattern matches the request.
 */

/** Where the build lists its shells, relative to the client's build directory. */
export const ROUTE_SHELLS_INDEX = 'routes/index.json';

/**
 * One shell: a route pattern as routes.tsx spells it (`/student/:studentId/session/run`) and its
 * file; or a path that only names another page (src/client/page-aliases.ts) and where it leads.
 */
export type RouteShell = { path: string; file: string } | { path: string; redirect: string };

/** The shell's file name for a route pattern: one level under routes/, no characters a URL escapes. */
export function routeShellFile(pattern: string): string {
  const name = pattern.replace(/^\//, '').replace(/\//g, '.').replace(/:/g, '_');
  return `routes/${name}.html`;
}

/**
 * The shell for a request path, or null (index.html serves it); a redirect where the path is an alias. A pattern's `:param` matches one
 * segment; the pattern with the most literal segments wins, as in React Router's ranking (a
 * literal beats a parameter: /student/:id/exam never takes /student/:id/exam/result/:examId).
 */
export function matchRouteShell(shells: readonly RouteShell[], path: string): RouteShell | null {
  const segments = path.split('/').filter(Boolean);
  let best: { shell: RouteShell; literals: number } | null = null;
  for (const shell of shells) {
    const pattern = shell.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length || pattern.includes('*')) continue;
    let literals = 0;
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) return segments[i] !== '';
      literals += 1;
      return part === segments[i];
    });
    if (matches && (!best || literals > best.literals)) best = { shell, literals };
  }
  return best?.shell ?? null;
}
