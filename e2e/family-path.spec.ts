import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  addChild,
  expectNoSeriousA11yViolations,
  signUpAdmin,
  signUpAndVerify,
  uniqueEmail,
  waitForMailLink,
} from './helpers.ts';
import { adminApi, familyOnDashboard, shots } from './practice.helpers.ts';

/**
 * Issue 22, "the family's path": from interested to paying without a dead end — prices findable,
 * deep links kept through sign-in, a request for access answered with a code by e-mail, a code
 * that never lowers a plan, the child limit said up front.
 */

// start-server.ts lists this address in ADMIN_EMAILS.
const ADMIN = 'admin.rodzina@example.com';

async function signIn(page: Page, email: string) {
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

test('prices are findable before signing up: Cennik in the header, footer and landing; /billing in the footer', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
  await expect(nav.getByRole('link', { name: 'Cennik' })).toHaveAttribute('href', '/pricing');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Cennik' })).toHaveAttribute('href', '/pricing');
  await expect(footer.getByRole('link', { name: 'Plany i płatności' })).toHaveAttribute('href', '/billing');
  const landing = page.getByRole('region', { name: 'Cennik' });
  await expect(landing).toContainText('49 zł');
  await expectNoSeriousA11yViolations(page);
  await landing.getByRole('link', { name: 'Zobacz cennik' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Cennik', level: 1 })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu mobilne' }).getByRole('link', { name: 'Cennik' }),
  ).toBeVisible();
  await shots(page, 'family-landing-pricing');
});

test('a deep link survives sign-in; another origin in ?next= is ignored', async ({ page, context }) => {
  const email = uniqueEmail('rodzic.link');
  await familyOnDashboard(page, 'Ola', email);
  await context.clearCookies();

  // The weekly e-mail's "Pełny raport" opened signed out.
  await page.goto('/parent/weekly');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fparent%2Fweekly$/);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'family-login-next');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/parent\/weekly$/);
  await expect(page.getByRole('heading', { name: 'Raport tygodniowy', level: 1 })).toBeVisible();

  // By magic link: the link in the e-mail continues to the page asked for.
  await context.clearCookies();
  await page.goto('/parent/settings');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fparent%2Fsettings$/);
  await page.getByRole('link', { name: 'Zaloguj się linkiem z e-maila' }).click();
  await expect(page).toHaveURL(/\/auth\/magic-login\?next=%2Fparent%2Fsettings$/);
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByRole('button', { name: /Wyślij link/ }).click();
  await expect(page.getByText('Sprawdź e-mail').first()).toBeVisible();
  const link = await waitForMailLink(page.request, email, /magic-link/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/parent\/settings$/);

  // No open redirect.
  await context.clearCookies();
  for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
    await page.goto(`/auth/login?next=${encodeURIComponent(next)}`);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/parent\/dashboard$/);
    await context.clearCookies();
  }
});

test('request → "Wyślij kod" → the e-mailed code; a lower code is refused; grants by e-mail; reports resolved', async ({
  page,
  context,
}) => {
  // A family asks for Rodzinny on /pricing; "a@" is refused in the form.
  const parent = uniqueEmail('rodzic.prosba');
  const studentId = await familyOnDashboard(page, 'Janek', parent);
  await page.goto('/pricing');
  await page.getByTestId('plan-family').getByRole('button', { name: 'Poproś o dostęp' }).click();
  const request = page.getByRole('dialog', { name: 'Poproś o dostęp' });
  await request.getByLabel('Adres e-mail').fill('a@');
  await request.getByRole('button', { name: 'Wyślij prośbę' }).click();
  await expect(request.getByText('Wprowadź prawidłowy adres e-mail')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await request.getByLabel('Adres e-mail').fill(parent);
  await request.getByRole('button', { name: 'Wyślij prośbę' }).click();
  await expect(page.getByText('Prośba wysłana')).toBeVisible();
  // A question report for the admin to resolve.
  const report = `Niejasne zadanie ${Date.now()}`;
  const start = await page.request.post('/api/session/start', { data: { studentId } });
  const { sessionId } = (await start.json()) as { sessionId: string };
  const next = await page.request.post('/api/session/next', { data: { sessionId } });
  const questionId = ((await next.json()) as { question: { id: string } }).question.id;
  expect(
    (
      await page.request.post('/api/question-reports', {
        data: { questionId, attemptId: questionId, issueType: 'unclear_question', description: report },
      })
    ).status(),
  ).toBe(201);
  await context.clearCookies();

  // The admin answers the request with a code.
  await signUpAdmin(page, ADMIN);
  await page.getByRole('tab', { name: 'Prośby o dostęp', exact: true }).click();
  const row = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: parent });
  await expect(row).toContainText('Plan: Rodzinny');
  await expect(row).toContainText('Czeka na odpowiedź');
  await expect(row.getByLabel('Kod na plan')).toHaveValue('family');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'family-admin-requests');
  await row.getByRole('button', { name: `Wyślij kod: ${parent}` }).click();
  await expect(row).toContainText('Kod wysłany');
  await expect(row.getByRole('button', { name: `Wyślij kod: ${parent}` })).toHaveCount(0);

  // Grant by e-mail: a 0-day grant is refused by the form, before the confirm step.
  await page.getByRole('tab', { name: 'Użytkownicy', exact: true }).click();
  const grant = page.getByRole('region', { name: 'Nadaj plan po adresie e-mail' });
  await grant.getByLabel('Adres e-mail konta').fill(parent);
  await grant.getByLabel('Plan').selectOption('exam_plus');
  await grant.getByLabel('Czas trwania (dni)').fill('0');
  await grant.getByRole('button', { name: 'Nadaj plan' }).click();
  await expect(grant.getByText('Czas trwania: co najmniej 1 dzień')).toBeVisible();
  await expect(grant.getByRole('button', { name: 'Tak, nadaj' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'family-admin-grant');

  // The question report shows the question and can be resolved.
  await page.getByRole('tab', { name: 'Zgłoszenia zadań', exact: true }).click();
  const item = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: report });
  await expect(item).toContainText('Poprawna odpowiedź');
  await expect(item).not.toContainText(questionId);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'family-admin-question-report');
  await item.getByRole('button', { name: /^Oznacz jako rozwiązane/ }).click();
  await expect(page.getByText('Zgłoszenie rozwiązane')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: report })).toHaveCount(0);
  await context.clearCookies();

  // The family follows the e-mail's link: signed out, it signs in and the code waits filled in.
  const link = await waitForMailLink(page.request, parent, /\/pricing\?code=/);
  const code = new URL(link).searchParams.get('code')!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  const dialog = page.getByRole('dialog', { name: 'Aktywuj kod dostępu' });
  await dialog.getByRole('link', { name: 'Zaloguj się' }).click();
  await signIn(page, parent);
  await expect(page).toHaveURL(new RegExp(`/pricing\\?code=${code}$`));
  await expect(dialog.getByLabel('Kod dostępu')).toHaveValue(code);
  await dialog.getByRole('button', { name: 'Aktywuj kod' }).click();
  await expect(page.getByText(/Twój nowy plan: Rodzinny\. Plan aktywny do /)).toBeVisible();
  await expect(page.getByTestId('plan-family')).toContainText('Masz ten plan — aktywny do');
  await expect(page.getByTestId('plan-family').getByRole('button', { name: 'Poproś o dostęp' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'family-pricing-current');

  // A code for a lower plan never lowers it: refused with what the family has and until when.
  const admin = await adminApi();
  const lower = await admin.post('/api/admin/codes', { data: { plan: 'standard' } });
  const lowerCode = ((await lower.json()) as { code: { code: string } }).code.code;
  await page.goto('/parent/settings');
  await page.getByRole('textbox', { name: 'Kod dostępu' }).fill(lowerCode);
  await page.getByRole('button', { name: 'Aktywuj kod' }).click();
  await expect(
    page.getByText(/^Masz plan Rodzinny do \d{1,2} \p{L}+ \d{4}\. Kod na plan Standard nie obniża planu/u).first(),
  ).toBeVisible();
  await expect(page.getByTestId('plan-name')).toHaveText('Rodzinny');
  await shots(page, 'family-settings-lower-code');
});

test('at the plan’s child limit "Dodaj dziecko" says so up front, with a way to a bigger plan', async ({ page }) => {
  const parent = uniqueEmail('rodzic.limit');
  await familyOnDashboard(page, 'Ala', parent);
  const admin = await adminApi();
  const granted = await admin.post('/api/admin/grant-plan', {
    data: { email: parent, plan: 'standard', durationDays: 30, note: 'e2e' },
  });
  expect(granted.status()).toBe(200);

  await page.goto('/parent/dashboard');
  const limit = page.getByTestId('child-limit');
  await expect(limit).toContainText('Plan Standard obejmuje do 1 dziecka');
  await expect(page.getByRole('link', { name: 'Dodaj dziecko' })).toHaveCount(0);
  await expect(limit.getByRole('link', { name: 'Zobacz większe plany' })).toHaveAttribute('href', '/pricing');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'family-dashboard-child-limit');

  await page.goto('/onboarding/add-child');
  await expect(page.getByTestId('child-limit')).toBeVisible();
  await expect(page.getByLabel('Pseudonim dziecka')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'family-add-child-limit');
});

test('the demos say answers there count for nothing and offer the child’s real session and diagnostic', async ({
  page,
}) => {
  const studentId = await familyOnDashboard(page, 'Tosia');
  for (const path of ['/diagnostic', '/session']) {
    await page.goto(path);
    await expect(page.getByTestId('demo-notice')).toContainText('odpowiedzi nie są zapisywane');
    const real = page.getByRole('region', { name: 'Prawdziwa nauka dziecka' });
    await expect(real.getByRole('link', { name: 'Sesja: Tosia' })).toHaveAttribute(
      'href',
      `/student/${studentId}/session/start`,
    );
    await expect(real.getByRole('link', { name: 'Test diagnostyczny: Tosia' })).toHaveAttribute(
      'href',
      `/student/${studentId}/diagnostic/start`,
    );
    await expectNoSeriousA11yViolations(page);
    await shots(page, `family-demo${path.replace('/', '-')}`);
  }
});

test('copy: the name asked at onboarding, unsaved settings kept, cookie choices signed out, the result and /billing at 390 px', async ({
  page,
  context,
}) => {
  // /auth/signup has no name field: onboarding asks it, and the dashboard greets by it.
  await signUpAndVerify(page, uniqueEmail('rodzic.imie'));
  await page.getByLabel('Jak mamy się do Ciebie zwracać?').fill('Ewa');
  await page.getByLabel(/Jestem rodzicem lub opiekunem/).check();
  await page.getByLabel(/^Akceptuję regulamin\./).check();
  await page.getByLabel(/^Akceptuję politykę prywatności\./).check();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'family-consent-name');
  await page.getByRole('button', { name: 'Zapisz i przejdź dalej' }).click();
  await expect(page).toHaveURL(/\/onboarding\/add-child$/);
  await addChild(page, 'Kuba');
  await page.goto('/parent/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ewa');

  // Leaving the settings with an unsaved edit asks first.
  await page.goto('/parent/settings');
  await page.getByLabel('Wysyłaj raport tygodniowy e-mailem').click();
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Panel rodzica' }).click();
  const leave = page.getByRole('dialog', { name: 'Niezapisane zmiany' });
  await expect(leave).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await leave.getByRole('button', { name: 'Zostań na stronie' }).click();
  await expect(page).toHaveURL(/\/parent\/settings$/);
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Panel rodzica' }).click();
  await page
    .getByRole('dialog', { name: 'Niezapisane zmiany' })
    .getByRole('button', { name: 'Wyjdź bez zapisywania' })
    .click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);

  // "Wyślij raport e-mailem" sends the real report (no "[Test]").
  await page.goto('/parent/weekly');
  await page.getByRole('button', { name: 'Wyślij raport e-mailem' }).click();
  await expect(page.getByText('Raport wysłany')).toBeVisible();

  // Cookie choices saved signed out stay on the page.
  await context.clearCookies();
  await page.goto('/consent');
  await page.getByRole('button', { name: 'Zapisz wybrane' }).click();
  await expect(page.getByText('Zapisano preferencje plików cookie')).toBeVisible();
  await expect(page).toHaveURL(/\/consent$/);

  // At 390 px the /billing table says that it scrolls.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/billing');
  await expect(page.getByTestId('scroll-hint')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('scroll-hint')).toBeHidden();
  await shots(page, 'family-billing');
});
