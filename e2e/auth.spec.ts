import { expect, test } from '@playwright/test';
import {
  PASSWORD,
  enrolTwoFactorInBrowser,
  expectNoSeriousA11yViolations,
  screenshots,
  signUpAdmin,
  signUpAndVerify,
  uniqueEmail,
  waitForMailLink,
} from './helpers.ts';

test('login shows the spec validation messages and a failed-login toast', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Nieprawidłowy adres e-mail')).toBeVisible();
  await expect(page.getByText('Hasło musi mieć co najmniej 6 znaków')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'login-errors');

  await page.getByLabel('Adres e-mail').fill('nikt@example.com');
  await page.getByLabel('Hasło', { exact: true }).fill('zlehaslo1');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Błąd logowania')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('signup and register forms use the spec messages and the strength meter', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('Adres e-mail').fill('zly-adres');
  await page.getByLabel('Hasło', { exact: true }).fill('abcdefgh');
  await page.getByLabel('Powtórz hasło').fill('abcdefgX');
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByText('Podaj prawidłowy adres e-mail')).toBeVisible();
  await expect(page.getByText('Hasło musi zawierać wielką literę')).toBeVisible();
  await expect(page.getByText('Hasła muszą być identyczne')).toBeVisible();
  await expect(page.getByText('Musisz zaakceptować regulamin')).toBeVisible();
  await expect(page.getByText('Musisz zaakceptować politykę prywatności')).toBeVisible();

  await page.goto('/auth/register');
  const meter = page.getByRole('meter', { name: 'Siła hasła' });
  await page.getByLabel('Hasło', { exact: true }).fill('abc');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Bardzo słabe');
  await page.getByLabel('Hasło', { exact: true }).fill('Abcdef1!');
  await expect(meter).toHaveAttribute('aria-valuenow', '5');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Bardzo silne');
  await page.getByLabel('Imię').fill('A');
  await page.getByRole('button', { name: 'Utwórz konto' }).click();
  await expect(page.getByText('Imię musi mieć co najmniej 2 znaki')).toBeVisible();
  await expect(page.getByText('Hasła nie są identyczne')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'register');
});

test('magic-link sign-in lands a new parent in onboarding', async ({ page }) => {
  const email = uniqueEmail('magia');
  await page.goto('/auth/magic-login');
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByText('Podaj adres e-mail')).toBeVisible();
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { name: 'Sprawdź e-mail' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'magic-sent');

  const link = await waitForMailLink(page.request, email, /magic-link/);
  await page.goto(link);
  // Callback → /parent/dashboard → onboarding guard → consent (a new account has none).
  await expect(page).toHaveURL(/\/onboarding\/consent$/);

  // Signed in now: /auth/magic-login sends a parent straight on.
  await page.goto('/auth/magic-login');
  await expect(page).toHaveURL(/\/onboarding\/consent$/);
});

test('a used or broken magic link shows the callback error with a retry link', async ({ page }) => {
  await page.goto('/auth/callback?error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { name: 'Błąd logowania' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wyślij nowy link' })).toHaveAttribute('href', '/auth/magic-login');
  await expectNoSeriousA11yViolations(page);
});

test('an admin who signs up enrols two-factor first, then lands on /admin, with no parental consent asked', async ({
  page,
}) => {
  await signUpAdmin(page, 'admin.nowy@example.com');
  await expect(page.getByRole('heading', { name: 'Panel administratora' })).toBeVisible();
});

test('an admin address signs in by magic link, enrols without a password, and lands on /admin with real counts', async ({
  page,
}) => {
  await page.goto('/auth/magic-login');
  await page.getByLabel('Adres e-mail').fill('admin@example.com');
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { name: 'Sprawdź e-mail' })).toBeVisible();
  const link = await waitForMailLink(page.request, 'admin@example.com', /magic-link/);
  await page.goto(link);
  // No authenticator yet: every admin page leads here; an e-mail-link account has no password to give.
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(
    page.getByRole('heading', { name: 'Włącz weryfikację dwuetapową, aby korzystać z panelu administratora' }),
  ).toBeVisible();
  await expect(page.getByText('Logujesz się linkiem z e-maila, więc hasło nie jest potrzebne.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do panelu' })).toHaveCount(0);
  expect((await (await page.request.get('/api/admin/overview')).json()).error.code).toBe(
    'auth.two_factor_enrolment_required',
  );
  await enrolTwoFactorInBrowser(page, null);
  await page.getByRole('link', { name: 'Wróć do panelu' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Panel administratora' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Użytkownicy', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('admin@example.com', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administracja' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin');
});

test('forgot password sends a real reset link and the new password works', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpAndVerify(page, email);
  await page.context().clearCookies();

  await page.goto('/auth/forgot-password');
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { name: 'Sprawdź e-mail' })).toBeVisible();
  const link = await waitForMailLink(page.request, email, /reset-password/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel('Nowe hasło').fill('Nowehaslo9');
  await page.getByLabel('Powtórz hasło').fill('Nowehaslo9');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByRole('heading', { name: 'Hasło zostało zmienione' })).toBeVisible();

  await page.goto('/auth/login');
  await page.getByLabel('Adres e-mail').fill(email);
  // The old password fails first: its toast must not outlive the successful sign-in.
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  const failure = page.getByText('Błąd logowania');
  await expect(failure).toBeVisible();
  await page.getByLabel('Hasło', { exact: true }).fill('Nowehaslo9');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  // Signed in, no consent yet: the dashboard's guard sends the parent to consent.
  await expect(page).toHaveURL(/\/onboarding\/consent$/);
  await expect(failure).toBeHidden();
});

test('toasts on a phone sit below the header, clear of the logo and the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/login');
  await page.getByLabel('Adres e-mail').fill(uniqueEmail('nikt'));
  await page.getByLabel('Hasło', { exact: true }).fill('Haslo123!');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const header = await page.locator('header').first().boundingBox();
  // Polled: the toast slides in before it settles.
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});
