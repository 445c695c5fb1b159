import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers.ts';
import { answerRightAsReader, familyOnDashboard, responseOf, shots, type Next } from './practice.helpers.ts';

/**
 * A child's own door (issue 23, docs/decisions/0019-child-sessions.md): the parent makes a
 * one-time link, the child's phone opens it, practises, is kept out of the parent's pages, signs
 * out and back in with the family code and PIN, and the parent signs the device out.
 */
const CONSENTED = JSON.stringify({ essential: true, analytics: false, marketing: false, personalization: false });

async function openMenuIfNarrow(page: Page) {
  const menu = page.getByRole('button', { name: 'Otwórz menu' });
  if (await menu.isVisible()) await menu.click();
}

test('a child signs in on their own phone, practises, and the parent stays in charge', async ({
  page,
  browser,
  baseURL,
}) => {
  const studentId = await familyOnDashboard(page, 'Ola');

  // The parent's "Logowanie dziecka": a one-time link with its QR code, a PIN, the family code.
  await page.getByTestId('child-card').getByRole('link', { name: 'Logowanie dziecka' }).click();
  await expect(page).toHaveURL(new RegExp(`/parent/children/${studentId}/login$`));
  await expect(page.getByRole('heading', { name: 'Logowanie dziecka: Ola' })).toBeVisible();
  await page.getByRole('button', { name: 'Utwórz link i kod QR' }).click();
  await expect(page.getByRole('img', { name: 'Kod QR z linkiem do logowania dziecka' })).toBeVisible();
  const url = (await page.getByTestId('child-link-url').textContent())!.trim();
  expect(url).toMatch(/\/child\/link#[\w-]{43}$/);
  await page.getByLabel('Nowy PIN (4 cyfry)').fill('4821');
  await page.getByRole('button', { name: 'Zapisz PIN' }).click();
  await expect(page.getByText('PIN jest ustawiony.')).toBeVisible();
  const familyCode = (await page.getByTestId('family-code').textContent())!.trim();
  expect(familyCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'child-login-parent');

  // The child's phone: a browser of its own.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL!, localStorage: [{ name: 'cookie_consent', value: CONSENTED }] }],
    },
  });
  const child = await phone.newPage();
  await child.goto(url.replace(/^https?:\/\/[^/]+/, baseURL!));
  await expect(child).toHaveURL(/\/student$/);
  await expect(child.getByRole('heading', { name: 'Cześć, Ola!' })).toBeVisible();
  await openMenuIfNarrow(child);
  const menu = child.getByRole('navigation', { name: 'Menu mobilne' });
  await expect(menu.getByRole('link')).toHaveText(['Moje zadania', 'Postępy']);
  await expect(child.getByRole('link', { name: 'Panel rodzica' })).toHaveCount(0);
  await expect(child.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
  await child.getByRole('button', { name: 'Zamknij menu' }).click();
  await expectNoSeriousA11yViolations(child);
  await shots(child, 'child-home');

  // The link works once.
  const reused = await child.request.post('/api/child-auth/link', {
    data: { token: new URL(url).hash.slice(1) },
    headers: { origin: baseURL! },
  });
  expect(reused.status()).toBe(410);

  // The child practises in their own session; points, the streak and today's minutes grow.
  await expect(child.getByTestId('stat-points')).toContainText('0 punktów');
  await expect(child.getByTestId('stat-streak')).toContainText('Zacznij dziś serię');
  await expect(child.getByTestId('today-minutes')).toHaveText('0 z 20 minut');
  const first = await responseOf<Next>(child, '/api/session/next', () =>
    child.getByRole('button', { name: /^Zaczynam/ }).click(),
  );
  await expect(child).toHaveURL(new RegExp(`/student/${studentId}/session/run\\?sessionId=`));
  await answerRightAsReader(child, first, 2);
  await openMenuIfNarrow(child);
  await child.getByRole('navigation', { name: 'Menu mobilne' }).getByRole('link', { name: 'Moje zadania' }).click();
  await expect(child).toHaveURL(/\/student$/);
  await expect(child.getByTestId('stat-points')).toContainText('100 punktów');
  await expect(child.getByTestId('stat-streak')).toContainText('1 dzień z rzędu');
  await expect(child.getByTestId('today-minutes')).not.toHaveText('0 z 20 minut');
  await openMenuIfNarrow(child);
  await child.getByRole('navigation', { name: 'Menu mobilne' }).getByRole('link', { name: 'Postępy' }).click();
  await expect(child.locator('#postepy')).toBeInViewport();

  // The parent's pages keep the child out.
  for (const path of ['/parent/settings', '/pricing', '/parent/dashboard', '/billing', '/admin', '/']) {
    await child.goto(path);
    await expect(child, path).toHaveURL(/\/student$/);
  }
  const settings = await child.request.get('/api/parent/settings');
  expect(settings.status()).toBe(403);
  expect((await settings.json()).error.code).toBe('auth.child_not_allowed');

  // Signing out, and back in with the family code and the PIN.
  await openMenuIfNarrow(child);
  await child.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(child).toHaveURL(/\/child\/sign-in$/);
  await expect(child.getByRole('heading', { name: 'Logowanie ucznia' })).toBeVisible();
  await expectNoSeriousA11yViolations(child);
  await child.getByLabel('Kod rodziny').fill(familyCode.toLowerCase());
  await child.getByRole('button', { name: 'Dalej' }).click();
  await expect(child.getByRole('heading', { name: 'Kim jesteś?' })).toBeVisible();
  await expectNoSeriousA11yViolations(child);
  await child.getByRole('button', { name: 'Ola' }).click();
  await child.getByLabel('PIN', { exact: true }).fill('1111');
  await child.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(child.getByText('Nieprawidłowy kod rodziny lub PIN')).toBeVisible();
  await shots(child, 'child-sign-in-pin');
  await expectNoSeriousA11yViolations(child);
  await child.getByLabel('PIN', { exact: true }).fill('4821');
  await child.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(child).toHaveURL(/\/student$/);
  await expect(child.getByRole('heading', { name: 'Cześć, Ola!' })).toBeVisible();

  // The parent sees the phone (the link's session ended with the child's sign-out) and signs it out.
  await page.reload();
  const devices = page.getByTestId('child-devices');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices).toContainText('PIN-em');
  await devices.getByRole('button', { name: /^Wyloguj urządzenie/ }).click();
  await expect(devices.getByText('Dziecko nie jest zalogowane na żadnym urządzeniu.')).toBeVisible();
  // A family code someone else saw is replaced; the old one stops working.
  await page.getByRole('button', { name: 'Zmień kod rodziny' }).click();
  await page.getByRole('button', { name: 'Tak, zmień kod' }).click();
  await expect(page.getByTestId('family-code')).not.toHaveText(familyCode);
  await expect(page.getByTestId('family-code')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expectNoSeriousA11yViolations(page);

  // The child's next request is refused (within the session cache's 2 s on any instance).
  await expect.poll(async () => (await child.request.get('/api/child/me')).status(), { timeout: 5_000 }).toBe(401);
  await child.reload();
  await expect(child).toHaveURL(/\/child\/sign-in$/);
  await phone.close();
});
