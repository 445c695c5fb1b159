import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'allow' });

/** What the service worker's caches hold, by cache name. */
function cached(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the app is installable: a manifest with icons and the child’s start page', async ({ request, page }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string }>;
  };
  expect(manifest).toMatchObject({ short_name: 'Celujący', start_url: '/student', display: 'standalone', lang: 'pl' });
  expect(manifest.theme_color).toMatch(/^#/);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    expect(icon, size).toBeTruthy();
    const image = await request.get(icon!.src);
    expect(image.ok(), icon!.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  for (const path of ['/', '/auth/login']) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
});

test('the service worker keeps the shell and the hashed files, never the API; offline shows “Brak połączenia”', async ({
  page,
  context,
}) => {
  await page.goto('/auth/login');
  await controlled(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const caches = await cached(page);
  const names = Object.keys(caches);
  expect(names.some((n) => n.startsWith('shell-'))).toBe(true);
  const urls = Object.values(caches).flat();
  expect(urls).toContain('/index.html');
  expect(urls.filter((u) => u.startsWith('/assets/')).length).toBeGreaterThan(3);
  // Only the shell and hashed files: no API answer, no page of anyone's data.
  expect(urls.filter((u) => u !== '/index.html' && !u.startsWith('/assets/'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/parent/dashboard');
  await expect(page.getByRole('heading', { name: 'Brak połączenia' })).toBeVisible();
  await expect(page.getByText('strona wczyta się sama, gdy połączenie wróci')).toBeVisible();
  await context.setOffline(false);
  // Back online, the page loads by itself (signed out, the dashboard sends to the sign-in).
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Brak połączenia' })).toHaveCount(0);
});

test('a new build’s service worker replaces the old one and drops the old shell', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  const before = await page.evaluate(() => caches.keys());
  const oldShell = before.find((n) => n.startsWith('shell-'))!;
  expect(oldShell).toBeTruthy();

  // The next build is deployed: the same files under a new build id, as `npm run build` writes
  // them (the server reads dist/client on every request; the original is put back afterwards, and
  // other tests' pages just update twice).
  const swPath = 'dist/client/sw.js';
  const deployed = [swPath, `${swPath}.br`, `${swPath}.gz`]
    .filter((file) => existsSync(file))
    .map((file) => ({ file, body: readFileSync(file) }));
  const script = readFileSync(swPath, 'utf8');
  const oldBuild = oldShell.slice('shell-'.length);
  const newBuild = `${Date.now().toString(36)}-nextbuild000`;
  const downloaded: string[] = [];
  expect(script).toContain(oldBuild);
  try {
    for (const { file } of deployed) rmSync(file);
    writeFileSync(swPath, script.replaceAll(oldBuild, newBuild));
    page.context().on('request', (request) => {
      if (request.serviceWorker() && new URL(request.url()).pathname.startsWith('/assets/'))
        downloaded.push(request.url());
    });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 }).toContain(`shell-${newBuild}`);
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 }).not.toContain(oldShell);
  } finally {
    for (const { file, body } of deployed) writeFileSync(file, body);
  }
  // The previous build's files stay for a page still open from it; the new worker is in control.
  // The same files under a new build: copied from the old build's cache, none downloaded again.
  expect(downloaded).toEqual([]);
  const after = await page.evaluate(() => caches.keys());
  expect(after).toContain(`assets-${newBuild}`);
  expect(after).toContain(`assets-${oldBuild}`);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
