import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots, uniqueEmail, waitForMailLink } from './helpers.ts';
import { familyOnDashboard, practiseByApi } from './practice.helpers.ts';

test('a parent reads the week’s report, marks it read, sends a test e-mail and changes settings', async ({ page }) => {
  const email = uniqueEmail('raport');
  const childId = await familyOnDashboard(page, 'Ola', email);
  await practiseByApi(page, childId, 4);

  // The panel's progress chart (recharts, loaded lazily) with its text and table alternative.
  await page.goto('/parent/dashboard');
  const progress = page.getByRole('region', { name: 'Postęp w ostatnich tygodniach' });
  // A chart loads as it comes near the screen (issue 26): the parent scrolls to it.
  await progress.scrollIntoViewIfNeeded();
  await expect(progress.locator('.recharts-surface').first()).toBeVisible();
  await expect(progress.getByText(/^Razem: \d+ minut\w* nauki, dni z nauką: 1/)).toBeVisible();
  await progress.getByText('Pokaż dane w tabeli').click();
  await expect(progress.getByRole('table').getByRole('row')).toHaveCount(29);

  // Topic progress per area: recharts bars with the figures in a table.
  const topics = page.getByTestId('topic-progress');
  await topics.scrollIntoViewIfNeeded();
  await expect(topics.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await topics.getByText('Pokaż dane w tabeli').click();
  await expect(topics.getByRole('table').locator('tbody tr').first()).toBeVisible();

  // Achievements from the real figures: the finished session earns its badge; the streak is next.
  const badges = page.getByTestId('achievements');
  await expect(badges.getByRole('list', { name: 'Zdobyte odznaki' }).getByText('Pierwsza sesja')).toBeVisible();
  await expect(badges.getByText('3 dni nauki z rzędu')).toBeVisible();
  await expect(badges.getByText('jeszcze 2 dni')).toBeVisible();
  await expect(badges.getByRole('progressbar', { name: '3 dni nauki z rzędu' })).toHaveAttribute('value', '1');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'dashboard-progress');

  await page.goto('/parent/weekly');
  await expect(page.getByRole('heading', { name: 'Raport tygodniowy', level: 1 })).toBeVisible();
  await expect(page.getByText('Czas nauki')).toBeVisible();
  await expect(page.getByText('Skuteczność', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Skuteczność' })).toBeVisible();
  const nextWeek = page.getByRole('button', { name: 'Następny tydzień' });
  await expect(nextWeek).toBeDisabled();
  await expect(page.getByText('bieżący tydzień')).toBeVisible();

  const item = page.getByTestId('history-item').filter({ hasText: 'Ola' });
  await expect(item).toHaveCount(1);
  await expect(item.getByText('Nowy')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'weekly');

  // The week before had no practice; forward comes back to this week and stops there.
  await page.getByRole('button', { name: 'Poprzedni tydzień' }).click();
  await expect(page.getByText('W tym tygodniu nie było nauki')).toBeVisible();
  await expect(nextWeek).toBeEnabled();
  await nextWeek.click();
  await expect(nextWeek).toBeDisabled();

  // The eye button marks the report read.
  await item.getByRole('button', { name: /^Oznacz raport Ola/ }).click();
  await expect(item.getByText('Przeczytany')).toBeVisible();
  await expect(item.getByText('Nowy')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('history-item').filter({ hasText: 'Ola' }).getByText('Przeczytany')).toBeVisible();

  // The test e-mail arrives in the dev mailbox with a link back to the report.
  await page.getByRole('button', { name: 'Wyślij testowy e-mail' }).click();
  await expect(page.getByText('Test wysłany')).toBeVisible();
  await waitForMailLink(page.request, email, /\/parent\/weekly/);

  // Settings: edited locally, saved on the button, still there after a reload.
  await page.goto('/parent/settings');
  await expect(page.getByRole('heading', { name: 'Powiadomienia i wygląd' })).toBeVisible();
  await expect(page.getByText('Tryb lekki jest dostępny dla klas 5–6 i 1 klasy liceum.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Strefa czasowa' }).selectOption({ label: 'Wielka Brytania (Londyn)' });
  await page.getByLabel('Godzina przypomnienia').selectOption({ label: '19:00' });
  await page.getByLabel('Wysyłaj raport tygodniowy e-mailem').uncheck();
  await expect(page.getByTestId('next-report')).toHaveText('wyłączone');
  await expect(page.getByTestId('next-reminder')).toContainText('19:00');
  await expect(page.getByText('Masz niezapisane zmiany.')).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await expect(page.getByText('Ustawienia zostały zaktualizowane')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'settings');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Strefa czasowa' })).toHaveValue('Europe/London');
  await expect(page.getByLabel('Godzina przypomnienia')).toHaveValue('19');
  await expect(page.getByLabel('Wysyłaj raport tygodniowy e-mailem')).not.toBeChecked();
  await expect(page.getByText('Czas w strefie: Wielka Brytania (Londyn).')).toBeVisible();

  // Light mode is offered once a child is in grade 5, 6 or 1LO, and changes that child's screens.
  const added = await page.request.post('/api/students', {
    data: { nickname: 'Tymek', grade: '5', goal: 'habit', difficulties: [] },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(added.status()).toBe(201);
  const tymek = ((await added.json()) as { student: { id: string } }).student.id;
  await page.reload();
  await expect(page.getByText('Obejmie: Tymek.')).toBeVisible();
  await page.getByLabel('Włącz tryb lekki na ekranach nauki dziecka').check();
  await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await expect(page.getByText('Ustawienia zostały zaktualizowane')).toBeVisible();
  await page.goto(`/student/${tymek}/session/start`);
  await expect(page.getByTestId('light-mode')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'light-mode-session-start');
  // Ola is in grade 7: her screens stay as they were.
  await page.goto(`/student/${childId}/session/start`);
  await expect(page.getByRole('heading', { name: /Sesja nauki: Ola/ })).toBeVisible();
  await expect(page.getByTestId('light-mode')).toHaveCount(0);
});

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
