import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { prerenderedFile } from './prerendered-file.ts';
import {
  dataNeedVisitor,
  matchRouteShell,
  preloadLinkHeader,
  ROUTE_SHELLS_INDEX,
  shellDataPaths,
  type RouteShell,
  type ShellDatum,
  type ShellVisitor,
} from './route-shell.ts';

/**
 * Files of the client build that are worth compressing (the rest — fonts in woff2, images — are
 * compressed already). `npm run build` writes a `.br` and a `.gz` beside each of them
 * (scripts/precompress.ts) and the server sends the one the browser accepts.
 */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ttf|otf)$/;

/** The precompressed variants, in the server's order of preference (brotli is ~15 % smaller). */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

/**
 * The encodings an `Accept-Encoding` header allows, best first: by the client's q-value, then
 * by ours (brotli before gzip). `identity` needs no entry: the plain file is always acceptable.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const wildcard = q.get('*') ?? 0;
  return PRECOMPRESSED.map(({ encoding }) => ({ encoding, q: q.get(encoding) ?? wildcard }))
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((e) => e.encoding);
}

/**
 * Serves the built React app: a pre-rendered page where the build made one (landing, legal
 * pages), else the file, else the page's route shell (route-shell.ts) or index.html (SPA fallback) — except for a path that names a file
 * (`/assets/…`, anything ending in an extension): that is a 404, never a page of HTML that a
 * browser would try to run as a script or keep as a stylesheet.
 */
export function mountClient(
  app: Hono<AppEnv>,
  distDir: string,
  /** Who asks (their session), for the pages whose first API responses depend on it; null when unknown. */
  visitorOf: (c: Context<AppEnv>) => Promise<ShellVisitor | null> = async () => null,
) {
  const shells = routeShells(distDir);
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    // Vite puts a content hash in every asset name, so a file never changes under its URL;
    // index.html (and the service worker, which names the build) must be revalidated so a new
    // deploy is picked up.
    if (c.req.path.startsWith('/assets/')) c.header('cache-control', 'public, max-age=31536000, immutable');
    else if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-cache');
  });
  app.get('*', async (c) => {
    const page = prerenderedFile(c.req.path);
    if (page && isFile(join(distDir, page))) return sendFile(c, join(distDir, page));
    const file = fileOf(distDir, c.req.path);
    if (file && isFile(file)) return sendFile(c, file);
    if (c.req.path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(c.req.path)) {
      return c.text('Nie znaleziono pliku', 404);
    }
    const shell = matchRouteShell(shells(), c.req.path);
    if (shell && 'redirect' in shell) return c.redirect(`${shell.redirect}${new URL(c.req.url).search}`, 302);
    if (shell && isFile(join(distDir, shell.file))) {
      if (shell.data) await announcePageData(c, shell.path, shell.data, visitorOf);
      return sendFile(c, join(distDir, shell.file));
    }
    const index = join(distDir, 'index.html');
    if (!existsSync(index)) return c.text('Klient nie jest zbudowany. Uruchom: npm run build', 503);
    return sendFile(c, index);
  });
}

/**
 * Has the browser ask for the page's first API responses together with its code (`Link:
 * rel=preload`), with the address's values filled in. Where they depend on the session, the page
 * is private to it (a shared cache must not hand one family's ids to another).
 */
async function announcePageData(
  c: Context<AppEnv>,
  pattern: string,
  data: readonly ShellDatum[],
  visitorOf: (c: Context<AppEnv>) => Promise<ShellVisitor | null>,
) {
  const personal = dataNeedVisitor(data);
  const visitor = (personal ? await visitorOf(c) : null) ?? { child: null, signedIn: false };
  if (personal) c.header('cache-control', 'private, no-cache');
  // The path as it came: Hono's `c.req.path` has decoded it.
  const paths = shellDataPaths(pattern, new URL(c.req.url).pathname, data, visitor);
  if (paths.length > 0) c.header('link', preloadLinkHeader(paths));
}

/** The build's route shells, read again when a new build replaced them (none before a build). */
function routeShells(distDir: string): () => RouteShell[] {
  const file = join(distDir, ROUTE_SHELLS_INDEX);
  let cached: { mtimeMs: number; shells: RouteShell[] } | null = null;
  return () => {
    const stats = statOf(file);
    if (!stats) return [];
    if (cached?.mtimeMs !== stats.mtimeMs) {
      try {
        cached = { mtimeMs: stats.mtimeMs, shells: JSON.parse(readFileSync(file, 'utf8')) as RouteShell[] };
      } catch {
        // Being written by a build right now: index.html serves until it is complete.
        return [];
      }
    }
    return cached.shells;
  };
}

/** The build's file for a URL path, or null for a path that could leave the build or names a dotfile. */
function fileOf(distDir: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\') || /(?:^|\/)\./.test(path)) return null;
  const file = normalize(join(distDir, path));
  return file.startsWith(normalize(distDir) + sep) ? file : null;
}

function isFile(path: string): boolean {
  return statOf(path)?.isFile() ?? false;
}

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The file, or its precompressed twin the request accepts (`Vary: Accept-Encoding` on every
 * compressible file, so a shared cache keeps one copy per encoding). A weak ETag from the
 * plain file's size and time lets a revalidated page (index.html, no-cache) answer 304.
 */
async function sendFile(c: Context<AppEnv>, path: string) {
  const ext = extname(path);
  const stats = statOf(path)!;
  const etag = `W/"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
  c.header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
  c.header('etag', etag);
  let body = path;
  if (COMPRESSIBLE_FILE.test(path)) {
    c.header('vary', 'Accept-Encoding');
    for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
      const twin = path + PRECOMPRESSED.find((p) => p.encoding === encoding)!.suffix;
      if (isFile(twin)) {
        c.header('content-encoding', encoding);
        body = twin;
        break;
      }
    }
  }
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.body(await readFile(body), 200);
}
