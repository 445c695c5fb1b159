import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots, uniqueEmail, waitForMailLink } from './helpers.ts';
import { familyOnDashboard, practiseByApi } from './practice.helpers.ts';

test('a parent downloads the family’s data and deletes the account after the e-mailed link', async ({ page }) => {
  const email = uniqueEmail('rodo');
  const childId = await familyOnDashboard(page, 'Zuzia', email);
  await practiseByApi(page, childId, 3);

  await page.goto('/parent/settings');
  await expect(page.getByRole('heading', { name: 'Twoje dane' })).toBeVisible();

  // The export is a JSON file with the whole family.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Pobierz dane (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^celujacy-dane-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.children).toHaveLength(1);
  expect(data.children[0]).toMatchObject({ nickname: 'Zuzia' });
  expect(data.children[0].practiceSessions).toHaveLength(1);
  expect(data.children[0].answers.length).toBeGreaterThanOrEqual(3);

  // Deleting asks first, then sends a link; nothing is removed before it is used.
  await page.getByRole('button', { name: 'Usuń konto…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć konto?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Wyślij link potwierdzający' }).click();
  await expect(page.getByText(`Wysłaliśmy link potwierdzający na adres ${email}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'settings-data-rights');

  const link = await waitForMailLink(page.request, email, /\/account\/delete\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Usunięcie konta' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'account-delete-confirm');
  await page.getByRole('button', { name: 'Usuń konto na zawsze' }).click();

  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expect(page.getByRole('heading', { name: 'Konto zostało usunięte' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'account-deleted');

  // Signed out, and the account is gone: the dashboard sends to sign-in, the address is free again.
  await page.goto('/parent/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
  const again = await page.request.get('/api/parent/export');
  expect(again.status()).toBe(401);
});
