import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots, signUpAdmin, signUpAndVerify, uniqueEmail } from './helpers.ts';

// start-server.ts lists this address in ADMIN_EMAILS.
const ADMIN = 'admin.panel@example.com';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');

test('an admin manages codes, grants a plan, reads requests, reports and analytics, and checks the database', async ({
  page,
  context,
}) => {
  // A parent signs up, asks for access and reports a bug; then the admin signs in on the same browser.
  const parent = uniqueEmail('rodzic.panel');
  await signUpAndVerify(page, parent);
  const message = `Szkoła podstawowa nr ${Date.now() % 1000} prosi o dostęp`;
  expect((await page.request.post('/api/access-requests', { data: { email: parent, message } })).status()).toBe(201);
  const bug = `Wykres nie ładuje się (${parent})`;
  expect(
    (await page.request.post('/api/feedback/bug', { data: { description: bug, page: '/parent/dashboard' } })).status(),
  ).toBe(201);
  await context.clearCookies();

  await signUpAdmin(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Panel administratora', level: 1 })).toBeVisible();
  await expect(tab(page, 'Przegląd')).toHaveAttribute('aria-selected', 'true');

  // Codes: generate with a prefix, see it listed, copy it, revoke it.
  await tab(page, 'Kody dostępu').click();
  await expect(page).toHaveURL(/\?tab=codes$/);
  await page.getByLabel('Prefiks').fill('e2e');
  await expect(page.getByLabel('Prefiks')).toHaveValue('E2E');
  await page.getByLabel('Limit użyć').fill('3');
  await page.getByRole('button', { name: 'Wygeneruj kod' }).click();
  const codes = panel(page).getByRole('list', { name: 'Kody' });
  const item = codes
    .getByRole('listitem')
    .filter({ hasText: /E2E-[2-9A-HJ-NP-Z]{6}/ })
    .first();
  await expect(item).toBeVisible();
  const code = (await item.locator('code').textContent())!.trim();
  expect(code).toMatch(/^E2E-[2-9A-HJ-NP-Z]{6}$/);
  await expect(item).toContainText('0 z 3');
  await expect(item).toContainText('Aktywny');
  await expect(item).toContainText('Egzamin+, 30 dni');

  // A reload keeps the tab.
  await page.reload();
  await expect(tab(page, 'Kody dostępu')).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-codes');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: `Kopiuj kod ${code}` }).click();
  await expect(page.getByText('Skopiowano kod')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await page.getByRole('button', { name: `Unieważnij kod ${code}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Unieważnić kod?' });
  await expect(confirm).toContainText(code);
  await confirm.getByRole('button', { name: 'Tak, unieważnij' }).click();
  await expect(confirm).toBeHidden();
  const revoked = codes.getByRole('listitem').filter({ hasText: code });
  await expect(revoked).toContainText('Unieważniony');
  await expect(page.getByRole('button', { name: `Unieważnij kod ${code}` })).toHaveCount(0);
  // Redeeming it now fails on the server too.
  const redeem = await page.request.post('/api/redeem-code', { data: { code } });
  expect(redeem.status()).toBeGreaterThanOrEqual(400);

  // Users: find the parent, grant Egzamin+ for 60 days after a confirmation.
  await tab(page, 'Użytkownicy').click();
  await page.getByLabel('Szukaj po e-mailu lub imieniu').fill(parent);
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  const row = panel(page).getByRole('listitem').filter({ hasText: parent });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Darmowy');
  await row.getByRole('button', { name: `Nadaj plan: ${parent}` }).click();
  const grant = page.getByRole('dialog', { name: 'Nadaj plan' });
  await grant.getByLabel('Plan').selectOption('exam_plus');
  await grant.getByLabel('Czas trwania (dni)').fill('60');
  await grant.getByLabel('Notatka (opcjonalnie)').fill('Test szkolny');
  await grant.getByRole('button', { name: 'Nadaj plan' }).click();
  await expect(grant.getByText(`Nadać plan Egzamin+ na 60 dni dla ${parent}?`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await grant.getByRole('button', { name: 'Tak, nadaj' }).click();
  await expect(grant).toBeHidden();
  await expect(page.getByText('Plan nadany', { exact: true })).toBeVisible();
  await expect(row).toContainText('Egzamin+');
  await expect(row).toContainText('Aktywny');
  await screenshots(page, 'admin-users');

  // Access requests and bug reports, newest first.
  await tab(page, 'Prośby o dostęp').click();
  await expect(panel(page).getByRole('listitem').filter({ hasText: parent })).toContainText(message);
  await tab(page, 'Zgłoszenia błędów').click();
  await expect(panel(page).getByRole('listitem').filter({ hasText: bug })).toContainText('/parent/dashboard');
  await tab(page, 'Zgłoszenia zadań').click();
  await expect(page).toHaveURL(/\?tab=question-reports$/);

  // The tabs work from the keyboard: arrows move and select, the URL follows.
  await tab(page, 'Zgłoszenia zadań').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Zgłoszenia błędów')).toBeFocused();
  await expect(tab(page, 'Zgłoszenia błędów')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Zgłoszenia zadań')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab(page, 'Analityka')).toBeFocused();
  await expect(page).toHaveURL(/\?tab=analytics$/);

  // Analytics: the figures are the database's (the same as the API's), with a table beside the chart.
  const figures = (await (await page.request.get('/api/admin/analytics?days=14')).json()) as {
    activeLearners: { last7: number; last30: number };
    totals: { sessions: number };
  };
  const active7 = panel(page).getByText('Aktywni uczniowie: ostatnie 7 dni').locator('..');
  await expect(active7).toContainText(String(figures.activeLearners.last7));
  await expect(panel(page).locator('.recharts-responsive-container')).toBeVisible();
  await panel(page).getByText('Tabela z danymi').click();
  await expect(panel(page).getByRole('table').getByRole('row')).toHaveCount(15);
  await panel(page).getByRole('button', { name: '30 dni' }).click();
  await expect(panel(page).getByRole('button', { name: '30 dni' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel(page).getByRole('table').getByRole('row')).toHaveCount(31);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-analytics');

  // Database status: engine, migrations applied, row counts.
  await page.getByRole('link', { name: 'Stan bazy danych' }).click();
  await expect(page).toHaveURL(/\/admin\/db-check$/);
  await expect(page.getByRole('heading', { name: 'Stan bazy danych', level: 1 })).toBeVisible();
  await expect(page.getByText(/^PGlite/)).toBeVisible();
  await expect(page.getByText('Wszystkie migracje zastosowane')).toBeVisible();
  const tables = page.getByRole('table', { name: 'Tabele' });
  await expect(tables.getByRole('row', { name: /^user \d+$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-db-check');
});

test('a parent is kept out of the admin panel and its API', async ({ page }) => {
  await signUpAndVerify(page, uniqueEmail('rodzic.poza'));
  for (const path of ['/api/admin/analytics', '/api/admin/db-status', '/api/admin/codes']) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
  await page.goto('/admin/db-check');
  await expect(page).not.toHaveURL(/\/admin/);
});
