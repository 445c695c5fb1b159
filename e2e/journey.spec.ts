import { expect, test } from '@playwright/test';
import {
  addChild,
  expectNoSeriousA11yViolations,
  giveConsent,
  PASSWORD,
  screenshots,
  uniqueEmail,
  waitForMailLink,
} from './helpers.ts';

test('a parent signs up, confirms the e-mail, consents, adds a child and sees the child on the dashboard', async ({
  page,
  context,
}) => {
  const email = uniqueEmail();

  await page.goto('/auth/signup');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'signup');
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByLabel(/Akceptuję regulamin/).check();
  await page.getByLabel(/Akceptuję politykę prywatności/).check();
  await page.getByRole('button', { name: 'Załóż konto' }).click();

  await expect(page).toHaveURL(/\/auth\/verify$/);
  await expect(page.getByText('Konto utworzone!')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.locator('ol li')).toHaveCount(3);
  expect(await page.evaluate(() => localStorage.getItem('pending_verification_email'))).toBe(email);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'verify');

  // The link is opened in another tab; the verify page notices through its 5-second poll.
  const link = await waitForMailLink(page.request, email, /verify-email/);
  const other = await context.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/onboarding\/consent$/);
  await other.close();

  await expect(page).toHaveURL(/\/onboarding\/consent$/, { timeout: 12_000 });
  expect(await page.evaluate(() => localStorage.getItem('pending_verification_email'))).toBeNull();

  const submit = page.getByRole('button', { name: 'Zapisz i przejdź dalej' });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/Jestem rodzicem lub opiekunem/).check();
  await page.getByLabel(/^Akceptuję regulamin\./).check();
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^Akceptuję regulamin\./).uncheck();
  await expect(page.getByText('Musisz zaakceptować regulamin')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'consent');
  await giveConsent(page);

  // Child form validation, then a valid child.
  await page.getByRole('button', { name: 'Zapisz i przejdź do diagnostyki' }).click();
  await expect(page.getByText('Pseudonim musi mieć co najmniej 2 znaki')).toBeVisible();
  await expect(page.getByText('Wybierz klasę')).toBeVisible();
  await expect(page.getByText('Wybierz cel nauki')).toBeVisible();
  await expect(page.getByText(/bez nazwiska/)).toBeHidden(); // the hint gives way to the error
  await page.getByLabel('Pseudonim dziecka').fill('  ');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'add-child');
  await addChild(page, 'Zosia');
  // The new child's diagnostic intro comes first; 'Może później' leads to the dashboard.
  await expect(page).toHaveURL(/\/onboarding\/diagnostic\?studentId=/);
  await page.getByRole('link', { name: 'Może później' }).click();

  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Witaj, Rodzicu!' })).toBeVisible();
  const card = page.getByTestId('child-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Zosia');
  await expect(card).toContainText('Klasa 7');
  await expect(card).toContainText('Nadrobienie zaległości');
  // A new family has no sessions yet: zeros and the empty state, never sample figures.
  await expect(page.getByText('Jeszcze nie było sesji nauki')).toBeVisible();
  await expect(page.getByText('0 minut', { exact: true })).toBeVisible();
  await expect(card).toContainText('0 sesji · 0 minut');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'dashboard');

  // /onboarding/next now leads to the dashboard; /parent/home redirects there too.
  await page.goto('/onboarding/next');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await page.goto('/parent/home');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);

  // Profile, then log out from the account menu back to /.
  await page.goto('/me');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('main').getByText('Rodzic', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Moje konto' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Zaloguj się' }).first()).toBeVisible();

  // And back in with the password: a parent lands on the dashboard.
  await page.goto('/auth/login');
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByText('Zalogowano pomyślnie')).toBeVisible();
});
