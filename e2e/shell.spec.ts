import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots } from './helpers.ts';

test('landing page: hero, learn-more, three feature cards, calls to action, signed-out navigation', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ctas = page.getByRole('main').locator('a[href="/auth/signup"]');
  await expect(ctas).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Dowiedz się więcej' })).toHaveAttribute('href', '#features');
  const features = page.locator('#features li');
  await expect(features).toHaveCount(3);
  await expect(features.nth(0)).toContainText('Nauka adaptacyjna');
  await expect(features.nth(1)).toContainText('Śledzenie postępów');
  await expect(features.nth(2)).toContainText('Angażujące treści');

  const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
  await expect(nav.getByRole('link')).toHaveText(['Strona główna', 'Cennik']);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute(
    'href',
    '/auth/login',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zarejestruj się' })).toHaveAttribute(
    'href',
    '/auth/register',
  );

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  const footerLinks: Array<[string, string]> = [
    ['Polityka prywatności', '/privacy'],
    ['Regulamin', '/terms'],
    ['Kontakt', '/contact'],
    ['O nas', '/about'],
  ];
  for (const [name, href] of footerLinks) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'landing');
});

test('mobile menu collapses and expands at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Otwórz menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const mobileNav = page.getByRole('navigation', { name: 'Menu mobilne' });
  await expect(mobileNav).toBeHidden();
  await toggle.click();
  await expect(mobileNav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zamknij menu' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);
  await mobileNav.getByRole('link', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(mobileNav).toBeHidden();
});

test('report-bug dialog: disabled while blank, stores the report, then clears the text', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Zgłoś błąd' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zgłoś błąd' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Wyślij zgłoszenie' });
  const text = dialog.getByLabel('Opis problemu');
  await expect(submit).toBeDisabled();
  await text.fill('    ');
  await expect(submit).toBeDisabled();
  await text.fill('Przycisk „Dalej” nie reaguje na telefonie.');
  await expect(submit).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'report-bug');

  const [response] = await Promise.all([page.waitForResponse('**/api/feedback/bug'), submit.click()]);
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    description: 'Przycisk „Dalej” nie reaguje na telefonie.',
    page: '/about',
  });
  await expect(page.getByText('Dziękujemy za zgłoszenie!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Zgłoś błąd' }).click();
  await expect(page.getByRole('dialog', { name: 'Zgłoś błąd' }).getByLabel('Opis problemu')).toHaveValue('');
});

test('privacy and terms pages carry the content the spec lists', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText('Ostatnia aktualizacja: 14 września 2025')).toBeVisible();
  await expect(page.locator('article h2')).toHaveCount(13);
  await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: /Polityka prywatności|Polityce prywatności/ }).first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('14 dni');
  await expect(page.getByRole('main')).toContainText('30-dniowym');
  await expect(page.getByRole('main')).toContainText('[Nazwa firmy]');
  await expect(page.getByRole('main')).toContainText('[Telefon]');
  await expect(page.getByRole('note')).toContainText('prawnika');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'terms');

  await page.goto('/privacy');
  await expect(page.getByText('Ostatnia aktualizacja: 14 września 2025')).toBeVisible();
  for (const category of ['dane kontaktowe', 'dane dziecka', 'dane techniczne', 'historia nauki']) {
    await expect(page.getByRole('main')).toContainText(category);
  }
  await expect(page.getByRole('main')).toContainText('3 lata');
  await expect(page.getByRole('note')).toContainText('prawnika');
  await expectNoSeriousA11yViolations(page);
});

test('about, contact, pricing and 404 pages', async ({ page }) => {
  for (const path of ['/about', '/contact', '/pricing', '/diagnostic']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  // Signed out, /pricing shows the plans; the access code needs an account first.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Cennik' })).toBeVisible();
  await page.getByRole('button', { name: 'Wpisz kod' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute(
    'href',
    '/auth/login?next=%2Fpricing',
  );
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'pricing-signed-out');

  await page.goto('/to-nie-istnieje');
  await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'not-found');
});

test('cookie preferences are stored locally; signed out, the page stays', async ({ page }) => {
  await page.goto('/consent');
  await expect(page.getByText('Zawsze włączone', { exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Analityczne' }).click();
  await expect(page.getByRole('switch', { name: 'Analityczne' })).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'cookies');
  await page.getByRole('button', { name: 'Zapisz wybrane' }).click();
  // Signed out there is no dashboard to go to: the page stays (issue 22).
  await expect(page.getByText('Zapisano preferencje plików cookie')).toBeVisible();
  await expect(page).toHaveURL(/\/consent$/);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null') as Record<string, unknown>,
  );
  expect(stored).toMatchObject({
    essential: true,
    analytics: true,
    marketing: false,
    personalization: false,
    acceptedAll: false,
  });
  expect(typeof stored.timestamp).toBe('string');
});

test('error fallback page: apology, request id, try again recovers', async ({ page }) => {
  // The server failing is simulated for the status call a guarded route needs.
  let failures = 2; // the query client retries a 5xx once
  await page.route('**/api/onboarding/status', async (route) => {
    if (failures-- > 0) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'service.database_unavailable',
            message: 'Serwis jest chwilowo niedostępny.',
            requestId: 'req-e2e-123',
          },
        }),
      });
      return;
    }
    await route.continue();
  });
  await page.goto('/parent/dashboard');
  await expect(page.getByRole('heading', { name: 'Wystąpił nieoczekiwany błąd' })).toBeVisible();
  await expect(page.getByText('Błąd został automatycznie zgłoszony.')).toBeVisible();
  await expect(page.getByText('req-e2e-123')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Odśwież stronę' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'error');
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  // The retry reaches the real server: signed out, the dashboard guard sends us to log in.
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fparent%2Fdashboard$/);
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shows the cookie banner until the visitor chooses; the choice is stored like /consent', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Pliki cookie' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Ustawienia plików cookie' })).toHaveAttribute('href', '/consent');
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'cookie-banner');
    await banner.getByRole('button', { name: 'Tylko niezbędne' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null') as Record<string, unknown>,
    );
    expect(stored).toMatchObject({ essential: true, analytics: false, marketing: false, acceptedAll: false });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});
