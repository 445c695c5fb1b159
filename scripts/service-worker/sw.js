/* Celujący's service worker (issue 26; docs/decisions/0025). `npm run build` writes it to
 * dist/client/sw.js with this build's id and files (scripts/service-worker.ts). It keeps:
 * - the app shell (index.html of this build) for when the network is gone: the app then starts
 *   from the cache and shows its "Brak połączenia" screen instead of the browser's error;
 * - the hashed assets, cache-first: a file's name changes with its content, so a cached file is
 *   never stale and an old page and a new one each get exactly the files they name. The entry's files
 *   are cached at install, the rest as they are fetched.
 * Never the API, the dev mailbox or any other request: nothing a signed-in page reads is stored.
 * A new build is a new script: it installs beside the old one, takes over at once and deletes the
 * shells of other builds; the assets of the build before stay, so a page still open from it can
 * load its lazy chunks. Pages are always asked of the network first, so a page and its files
 * always come from one build.
 */
const BUILD = '__BUILD__';
const PRECACHE = ['__PRECACHE__'];
const SHELL_CACHE = `shell-${BUILD}`;
const ASSETS_CACHE = `assets-${BUILD}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.add(new Request('/index.html', { cache: 'reload' }));
      const assets = await caches.open(ASSETS_CACHE);
      // A file an earlier build cached has the same name only with the same content: it is copied,
      // so a new build downloads just its changed files.
      await Promise.all(PRECACHE.map(async (path) => assets.put(path, await precached(path))));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      // Build ids start with the build's time: the newest other assets cache is the previous build's.
      const olderAssets = names
        .filter((name) => name.startsWith('assets-') && name !== ASSETS_CACHE)
        .sort()
        .reverse();
      const keep = new Set([SHELL_CACHE, ASSETS_CACHE, ...olderAssets.slice(0, 1)]);
      await Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});

/** A file to precache: from any build's cache, else from the network (failing the install on an error). */
async function precached(path) {
  const kept = await caches.match(path);
  if (kept) return kept;
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
}

/** A page: from the network (fresh, this build's); without a network, the cached app shell. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** A hashed file: from any build's cache, else from the network into this build's cache. */
async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(ASSETS_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}
