import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousA11yViolations, PASSWORD, screenshots, signUpAndVerify, waitForMailLink } from './helpers.ts';

/** On ADMIN_EMAILS in start-server.ts; only this file uses it (its account ends up enrolled). */
const ADMIN = 'admin.2fa@example.com';

/** What the admin's authenticator app would show now for the key the page displayed. */
function codeFor(key: string): string {
  return new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30 }).generate();
}

async function signOut(page: Page) {
  await page.goto('/me');
  await page.getByRole('main').getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL(/\/auth\/magic-login$/);
}

test('an admin enrols TOTP, and signing in again needs the code before /admin', async ({ page }) => {
  await signUpAndVerify(page, ADMIN, /\/admin$/);

  // Not enrolled yet: /admin nudges, and the security page explains what is needed.
  const nudge = page.getByRole('region', { name: 'Włącz weryfikację dwuetapową' });
  await expect(nudge).toBeVisible();
  await screenshots(page, 'admin-two-factor-nudge');
  await nudge.getByRole('link', { name: 'Włącz teraz' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole('heading', { name: 'Weryfikacja dwuetapowa jest wyłączona' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-security-off');

  await page.getByLabel('Hasło do konta').fill('zle-haslo-1');
  await page.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();
  await expect(page.getByText('Nieprawidłowe hasło')).toBeVisible();
  await page.getByLabel('Hasło do konta').fill(PASSWORD);
  await page.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();

  await expect(page.getByRole('img', { name: 'Kod QR z kluczem do aplikacji uwierzytelniającej' })).toBeVisible();
  const key = (await page.getByTestId('totp-key').textContent()) ?? '';
  expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-security-scan');

  await page.getByLabel('Kod z aplikacji').fill('000000' === codeFor(key) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Potwierdź i włącz' }).click();
  await expect(page.getByText('Nieprawidłowy kod. Sprawdź aplikację i spróbuj ponownie.')).toBeVisible();
  await page.getByLabel('Kod z aplikacji').fill(codeFor(key));
  await page.getByRole('button', { name: 'Potwierdź i włącz' }).click();

  await expect(page.getByRole('heading', { name: 'Krok 3. Zapisz kody zapasowe' })).toBeVisible();
  const backupCodes = await page.getByTestId('backup-code').allTextContents();
  expect(backupCodes).toHaveLength(10);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-security-codes');
  await page.getByRole('button', { name: 'Kody są zapisane' }).click();
  await expect(page.getByRole('heading', { name: 'Weryfikacja dwuetapowa jest włączona' })).toBeVisible();
  // The codes are shown once: gone after a reload.
  await page.reload();
  await expect(page.getByTestId('backup-code')).toHaveCount(0);
  await screenshots(page, 'admin-security-on');

  // Password sign-in stops at the code step.
  await signOut(page);
  await page.goto('/auth/login');
  await page.getByLabel('Adres e-mail').fill(ADMIN);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Weryfikacja dwuetapowa' })).toBeVisible();
  // No session yet: /admin is still closed.
  const closed = await page.request.get('/api/admin/overview');
  expect(closed.status()).toBe(401);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'two-factor-step');

  await page.getByLabel('Kod z aplikacji').fill('12345');
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByText('Kod ma 6 cyfr')).toBeVisible();
  await page.getByLabel('Kod z aplikacji').fill(codeFor(key));
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Panel administratora' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bezpieczeństwo konta' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Włącz weryfikację dwuetapową' })).toHaveCount(0);

  // A magic link is one factor too: /admin asks for a code; a backup code does instead of the app.
  await signOut(page);
  await page.getByLabel('Adres e-mail').fill(ADMIN);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { name: 'Sprawdź e-mail' })).toBeVisible();
  await page.goto(await waitForMailLink(page.request, ADMIN, /magic-link/));
  await expect(page).toHaveURL(/\/auth\/two-factor\?next=%2Fadmin$/);
  const refused = await page.request.get('/api/admin/overview');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('auth.second_factor_required');
  await page.getByRole('button', { name: 'Nie masz dostępu do aplikacji? Użyj kodu zapasowego' }).click();
  await page.getByLabel('Kod zapasowy').fill(backupCodes[0]!);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'two-factor-backup');
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Panel administratora' })).toBeVisible();
});
