import { expect, test } from '@playwright/test';

/** The pre-rendered pages (src/client/prerendered-pages.ts) and what each must show without JavaScript. */
const pages: Array<{ path: string; heading: string; text: string }> = [
  { path: '/', heading: 'Matematyka, która dopasowuje się do Twojego dziecka', text: 'Nauka adaptacyjna' },
  { path: '/privacy', heading: 'Polityka prywatności serwisu Celujący', text: 'historia nauki' },
  { path: '/terms', heading: 'Regulamin serwisu Celujący', text: '14 dni' },
  { path: '/about', heading: 'O nas', text: 'Uczymy, a nie tylko sprawdzamy' },
  { path: '/contact', heading: 'Kontakt', text: '[Telefon]' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing and legal pages show their content, header and footer', async ({ page }) => {
    for (const { path, heading, text } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole('main'), path).toContainText(text);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute(
        'href',
        '/auth/login',
      );
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin' })).toHaveAttribute(
        'href',
        '/terms',
      );
    }
    // Links are plain links: the way on works before (and without) the app.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'O nas' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nas');
  });
});

test('a pre-rendered page hydrates without errors and then behaves like the app', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  // Hold the app back: the page must already be there, and a press before the app runs is not lost.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  releaseApp();
  const mobileNav = page.getByRole('navigation', { name: 'Menu mobilne' });
  await expect(mobileNav).toBeVisible();
  // A client-side navigation (no new document): the page's window survives.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await mobileNav.getByRole('link', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(errors).toEqual([]);
});
