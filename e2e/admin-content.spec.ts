import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots, signUpAdmin } from './helpers.ts';

// start-server.ts lists this address in ADMIN_EMAILS next to admin@example.com.
const ADMIN = 'admin.tresci@example.com';

test('an admin browses skills → templates → a sample item with answer, steps and common errors', async ({ page }) => {
  await signUpAdmin(page, ADMIN);
  await page.getByRole('link', { name: 'Treści zadań' }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole('heading', { name: 'Treści zadań', level: 1 })).toBeVisible();

  const skills = page.getByRole('navigation', { name: 'Umiejętności' });
  await expect(skills.getByRole('heading', { name: 'Klasa 5' })).toBeVisible();
  await page.getByLabel('Klasa', { exact: true }).selectOption('6');
  await expect(skills.getByRole('heading', { name: 'Klasa 5' })).toHaveCount(0);
  await page.getByLabel('Szukaj umiejętności').fill('ułamk');
  // The first skill that has templates.
  const buttons = skills.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await buttons.nth(i).click();
    await expect(page.getByRole('heading', { name: /^Szablony/ })).toBeVisible();
    if (!(await page.getByText('Ta umiejętność nie ma jeszcze szablonów.').isVisible())) break;
  }

  await page.locator('button[aria-pressed]').first().click();
  const sample = page.getByTestId('content-sample');
  await expect(sample).toBeVisible();
  await expect(page.getByTestId('content-answer')).not.toBeEmpty();
  await expect(sample.getByRole('heading', { name: 'Kroki' })).toBeVisible();
  await expect(sample.getByText('Oczekiwana odpowiedź').first()).toBeVisible();
  await expect(sample.getByText('Podpowiedzi').first()).toBeVisible();
  await expect(sample.getByRole('heading', { name: 'Typowe błędy' })).toBeVisible();
  await expect(sample.getByRole('heading', { name: 'Rozwiązanie' })).toBeVisible();
  // The maths is typeset (KaTeX markup from the server).
  await expect(sample.locator('.katex').first()).toBeVisible();

  // "Losuj inne" draws a new seed; the level selector changes the level.
  const seedBefore = new URL(page.url()).searchParams.get('seed');
  await page.getByRole('button', { name: 'Losuj inne' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('seed')).not.toBe(seedBefore);
  await page.locator('label[title="Poziom 3 (trudny)"]').click();
  await expect(page.getByRole('radio', { name: 'Poziom 3 (trudny)' })).toBeChecked();
  await expect.poll(() => new URL(page.url()).searchParams.get('level')).toBe('3');
  await expect(sample).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'admin-content');
});

test('a formula wider than a phone becomes a focusable, named scroll region', async ({ page }) => {
  // Its own admin address (start-server.ts): each address signs up once per test server.
  await signUpAdmin(page, 'admin.wzory@example.com');
  await page.setViewportSize({ width: 390, height: 844 });
  // The temperature table is a display formula wider than 390 px.
  await page.goto('/admin/content?skill=data_graphs&template=data_graphs.temperature-table&level=2&seed=1');
  const sample = page.getByTestId('content-sample');
  await expect(sample.locator('.katex').first()).toBeVisible();
  const wide = sample.getByRole('group', { name: 'Szeroki wzór — przewiń w bok' }).first();
  await expect(wide).toBeVisible();
  await expect(wide).toHaveAttribute('tabindex', '0');
  await expectNoSeriousA11yViolations(page);
});

test('signed-out visitors are kept out of /admin/content', async ({ page }) => {
  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/auth\/magic-login\?next=%2Fadmin%2Fcontent$/);
});
