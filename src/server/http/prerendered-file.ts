/**
 * Where the build writes the pre-rendered HTML of a client path (scripts/prerender.ts), relative
 * to the client's build directory; null for a path that cannot have one. Only `/` and one
 * lower-case segment qualify, so a request path never reaches outside `pages/`.
 */
export function prerenderedFile(path: string): string | null {
  if (path === '/') return 'pages/index.html';
  const page = /^\/([a-z][a-z-]*)$/.exec(path)?.[1];
  return page ? `pages/${page}.html` : null;
}
