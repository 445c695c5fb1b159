import { expect, test } from '@playwright/test';
import { addChild, giveConsent, signUpAndVerify, uniqueEmail } from './helpers.ts';

test('signed-out visitors are redirected as spec section 2 says', async ({ page }) => {
  // The sign-in page keeps the page asked for in ?next= (issue 22: deep links survive sign-in).
  const cases: Array<[string, RegExp]> = [
    ['/parent/dashboard', /\/auth\/login\?next=%2Fparent%2Fdashboard$/], // onboarding guard
    ['/parent/weekly', /\/auth\/login\?next=%2Fparent%2Fweekly$/],
    ['/settings', /\/auth\/login\?next=%2Fparent%2Fsettings$/], // → /parent/settings → onboarding guard
    ['/parent/home', /\/auth\/login\?next=%2Fparent%2Fdashboard$/],
    ['/me', /\/auth\/magic-login\?next=%2Fme$/], // auth guard
    ['/student', /\/auth\/magic-login\?next=%2Fstudent$/],
    ['/parent', /\/auth\/magic-login\?next=%2Fparent$/],
    ['/admin', /\/auth\/magic-login\?next=%2Fadmin$/],
    ['/admin/db-check', /\/auth\/magic-login\?next=%2Fadmin%2Fdb-check$/],
    ['/onboarding/consent', /\/auth\/magic-login\?next=%2Fonboarding%2Fconsent$/],
    ['/onboarding/add-child', /\/auth\/magic-login\?next=%2Fonboarding%2Fadd-child$/],
    ['/onboarding/next', /\/auth\/magic-login(\?next=%2Fonboarding%2Fnext)?$/],
  ];
  for (const [from, to] of cases) {
    await page.goto(from);
    await expect(page, `${from}`).toHaveURL(to);
  }
});

test('a signed-in parent is walked through onboarding by the guards, and kept out of /admin', async ({ page }) => {
  await signUpAndVerify(page, uniqueEmail('straz'));

  // No consent yet.
  for (const from of ['/parent/dashboard', '/onboarding/add-child', '/onboarding/next', '/parent/settings']) {
    await page.goto(from);
    await expect(page, from).toHaveURL(/\/onboarding\/consent$/);
  }
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/onboarding/consent');
  await giveConsent(page);
  // Consent, but no child yet.
  for (const from of ['/parent/dashboard', '/onboarding/next', '/parent/weekly']) {
    await page.goto(from);
    await expect(page, from).toHaveURL(/\/onboarding\/add-child$/);
  }

  await addChild(page, 'Kuba');
  // The new child's diagnostic intro comes first; 'Może później' leads to the dashboard.
  await expect(page).toHaveURL(/\/onboarding\/diagnostic\?studentId=/);
  await page.getByRole('link', { name: 'Może później' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/parent\/settings$/);
  await expect(page.getByRole('heading', { name: 'Ustawienia', level: 1 })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/parent');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);

  // Coming back to the consent form shows the saved consent.
  await page.goto('/onboarding/consent');
  await expect(page.getByLabel(/Jestem rodzicem lub opiekunem/)).toBeChecked();
  await expect(page.getByLabel(/^Akceptuję regulamin\./)).toBeChecked();
  await expect(page.getByLabel(/^Akceptuję politykę prywatności\./)).toBeChecked();
});
