import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  PASSWORD,
  screenshots,
  signUpAndVerify,
  totpCode,
  waitForMailLink,
} from './helpers.ts';

/** On ADMIN_EMAILS in start-server.ts; only this file uses it (its account ends up enrolled). */
const ADMIN = 'admin.2fa@example.com';

async function signOut(page: Page) {
  await page.goto('/me');
  await page.getByRole('main').getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL(/\/auth\/magic-login$/);
}

test('an admin enrols TOTP, and signing in again needs the code before /admin', async ({ page }) => {
  // Not enrolled yet: the panel is closed; every admin page leads to the security page.
  await signUpAndVerify(page, ADMIN, /\/admin\/security$/);
  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(
    page.getByRole('heading', { name: 'Włącz weryfikację dwuetapową, aby korzystać z panelu administratora' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do panelu' })).toHaveCount(0);
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

  await page.getByLabel('Kod z aplikacji').fill('000000' === totpCode(key) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Potwierdź i włącz' }).click();
  await expect(page.getByText('Nieprawidłowy kod. Sprawdź aplikację i spróbuj ponownie.')).toBeVisible();
  const enrolmentCode = totpCode(key);
  await page.getByLabel('Kod z aplikacji').fill(enrolmentCode);
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
  // The enrolment's code was used a moment ago: refused (once it has left the app's window, as
  // simply wrong). The app's next code signs in.
  await page.getByLabel('Kod z aplikacji').fill(enrolmentCode);
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(
    page.getByText(
      /^(Ten kod został już użyty\. Poczekaj, aż aplikacja pokaże nowy kod, i wpisz go\.|Nieprawidłowy kod\. Sprawdź aplikację i spróbuj ponownie\.)$/,
    ),
  ).toBeVisible();
  await page.getByLabel('Kod z aplikacji').fill(totpCode(key, 1));
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Panel administratora' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bezpieczeństwo konta' })).toBeVisible();

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
