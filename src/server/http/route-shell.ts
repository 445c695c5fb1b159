/**
 * Route shells (issue 26): for each page of the app, the build writes a copy of index.html that
 * names the page's own chunks (`<link rel="modulepreload">`) and stylesheet (`preload`), so a phone
 * downloads them together with the app instead of one round trip after the app has started
 * (scripts/route-shells.ts). The server sends the shell whose route pattern matches the request.
 */

/** Where the build lists its shells, relative to the client's build directory. */
export const ROUTE_SHELLS_INDEX = 'routes/index.json';

/**
 * An API response a page starts with (src/client/lib/page-data.ts): in its path a `:name` segment
 * is the page address's parameter, `:child` the signed-in child's own id; `who` limits it to a
 * child's own session or to a parent.
 */
export type ShellDatum = string | { path: string; who: 'child' | 'parent' };

/**
 * One shell: a route pattern as routes.tsx spells it (`/student/:studentId/session/run`), its file
 * and what its page starts with that depends on the address or the visitor (the server announces
 * it); or a path that only names another page (src/client/page-aliases.ts) and where it leads.
 */
export type RouteShell = { path: string; file: string; data?: ShellDatum[] } | { path: string; redirect: string };

/** Who opens a page, as far as its data goes: a child's own session (their id), or a signed-in parent. */
export interface ShellVisitor {
  child: string | null;
  signedIn: boolean;
}

/** Whether a shell's data depend on who asks (the server then reads the session). */
export function dataNeedVisitor(data: readonly ShellDatum[]): boolean {
  return data.some((d) => typeof d !== 'string' || d.includes(':child'));
}

/**
 * A segment of the requested path as the app puts a route parameter into its API paths
 * (`encodeURIComponent` of React Router's decoded value), so the preload is the request the app
 * makes, and nothing of the address can end the header's `<…>` or start another line; '' (left
 * out) when it is not valid percent-encoding.
 */
function asParam(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return '';
  }
}

/**
 * The API paths a page starts with for this request (`path` as it came, percent-encoded): the shell's data for this visitor, with the
 * address's parameters (and the child's id) filled in; one whose value is missing is left out.
 */
export function shellDataPaths(
  pattern: string,
  path: string,
  data: readonly ShellDatum[],
  visitor: ShellVisitor,
): string[] {
  const names = pattern.split('/').filter(Boolean);
  const values = path.split('/').filter(Boolean);
  const params = new Map(
    names.flatMap((name, i) => (name.startsWith(':') ? [[name.slice(1), asParam(values[i]!)] as const] : [])),
  );
  if (visitor.child !== null) params.set('child', encodeURIComponent(visitor.child));
  const out: string[] = [];
  for (const datum of data) {
    const { path: template, who } = typeof datum === 'string' ? { path: datum, who: undefined } : datum;
    if (who === 'child' && visitor.child === null) continue;
    if (who === 'parent' && (visitor.child !== null || !visitor.signedIn)) continue;
    let missing = false;
    const filled = template.replace(/:(\w+)/g, (_, name: string) => {
      const value = params.get(name);
      if (value === undefined || value === '') missing = true;
      return value ?? '';
    });
    if (!missing) out.push(filled);
  }
  return out;
}

/** A `Link` header that has the browser fetch these API paths as the app will (see route-shell-html.ts). */
export function preloadLinkHeader(paths: readonly string[]): string {
  return paths.map((p) => `<${p}>; rel=preload; as=fetch; crossorigin`).join(', ');
}

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
