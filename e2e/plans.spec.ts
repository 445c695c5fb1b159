import { expect, test, type Page } from '@playwright/test';
import type { PublicQuestion } from '../src/core/questions/public.ts';
import { expectNoSeriousA11yViolations } from './helpers.ts';
import { adminApi, familyOnDashboard, fillAnswer, knownItem, responseOf, shots } from './practice.helpers.ts';

interface Next {
  question: PublicQuestion;
}

/** Loads `path` and waits for the family's plan status, so a missing banner is really missing. */
async function gotoWithStatus(page: Page, path: string) {
  const status = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/gating-status');
  await page.goto(path);
  expect((await status).ok()).toBe(true);
}

/** A served question of a fresh session, through the API with the parent's cookies. */
async function servedQuestion(page: Page, studentId: string) {
  const start = await page.request.post('/api/session/start', { data: { studentId } });
  expect(start.status(), await start.text()).toBe(200);
  const { sessionId } = (await start.json()) as { sessionId: string };
  const next = await page.request.post('/api/session/next', { data: { sessionId } });
  expect(next.status()).toBe(200);
  return { sessionId, question: ((await next.json()) as Next).question };
}

/** An answer the server can read (so it is counted as a task), right or wrong; null: skip the question. */
function readableAnswer(q: PublicQuestion): string | number | null {
  if (q.inputKind === 'choice') return 0;
  // A TAK/NIE task takes a letter of each of its rows ("T1"), a P/F task P or F per sentence.
  if (q.inputKind === 'truths' && q.verdictRows) return q.verdictRows.map((r) => r.choices[0]!.letter).join('');
  if (q.inputKind === 'truths') return 'P'.repeat(q.truthCount ?? 1);
  if (q.inputKind === 'number') return '987654';
  return null;
}

/** Uses up `tasks` of the trial's 50 tasks through the API, as a child answering quickly would. */
async function useUpTrial(page: Page, studentId: string, tasks = 50) {
  let sessionId = (await servedQuestion(page, studentId)).sessionId;
  let counted = 0;
  let skip = false;
  for (let round = 0; round < 400 && counted < tasks; round++) {
    const next = await page.request.post('/api/session/next', { data: { sessionId, ...(skip ? { skip: true } : {}) } });
    if (next.status() !== 200) {
      // The session ran out of questions: the next one starts.
      sessionId = (await servedQuestion(page, studentId)).sessionId;
      skip = false;
      continue;
    }
    const { question } = (await next.json()) as Next;
    const answer = readableAnswer(question);
    if (answer === null) {
      skip = true;
      continue;
    }
    const res = await page.request.post('/api/session/answer', {
      data: { sessionId, questionId: question.id, answer },
    });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { result: string };
    skip = body.result === 'invalid';
    if (!skip) counted += 1;
  }
  expect(counted).toBe(tasks);
}

test('a new family’s trial starts at the first answer, not at sign-up', async ({ page }) => {
  const studentId = await familyOnDashboard(page, 'Ola');
  await gotoWithStatus(page, '/parent/dashboard');
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
  // The child's home reads no plan status: it shows no trial banner at all.
  await page.goto('/student');
  await expect(page.getByRole('heading', { name: 'Cześć, Ola!' })).toBeVisible();
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);

  await gotoWithStatus(page, `/student/${studentId}/session/start`);
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
  const next = await responseOf<Next>(page, '/api/session/next', () =>
    page.getByRole('button', { name: 'Zaczynamy!' }).click(),
  );
  await fillAnswer(page, next.question, await knownItem(next.question), true);
  await responseOf(page, '/api/session/answer', () => page.getByRole('button', { name: 'Sprawdź i dalej' }).click());

  // Client-side navigation: the cached status (trial not started) was refreshed by the answer.
  await page.getByRole('link', { name: 'Panel rodzica' }).first().click();
  const banner = page.getByTestId('trial-banner');
  await expect(banner).toHaveAttribute('data-state', 'trial');
  await expect(banner).toContainText('Do końca okresu próbnego: 7 dni lub 49 zadań.');
  await expect(banner.getByRole('link', { name: 'Aktywuj plan premium' })).toHaveAttribute('href', '/pricing');

  // The child's home names no plan: no trial banner there, practice goes on.
  await page.goto('/student');
  await expect(page.getByRole('link', { name: 'Wracam do sesji' })).toBeVisible();
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-student-trial');

  await gotoWithStatus(page, '/parent/settings');
  await expect(page.getByText('Okres próbny', { exact: true })).toBeVisible();
  await expect(page.getByText('7 dni · 49 zadań')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-settings-trial');
});

test('an admin’s code redeemed on /pricing gives Egzamin+ and unlimited hints in the tutor', async ({ page }) => {
  const studentId = await familyOnDashboard(page, 'Kuba');
  const admin = await adminApi();
  const created = await admin.post('/api/admin/codes', { data: { plan: 'exam_plus', prefix: 'e2e' } });
  expect(created.status()).toBe(201);
  const { code } = ((await created.json()) as { code: { code: string } }).code;

  await gotoWithStatus(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'Cennik' })).toBeVisible();
  await expect(page.getByTestId('plan-standard')).toContainText('49 zł');
  await expect(page.getByTestId('plan-family')).toContainText('89 zł');
  await expect(page.getByTestId('plan-exam_plus')).toContainText('129 zł');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-pricing');

  // The request-access dialog is stored for the admins.
  await page.getByTestId('plan-family').getByRole('button', { name: 'Poproś o dostęp' }).click();
  const request = page.getByRole('dialog', { name: 'Poproś o dostęp' });
  await expect(request.getByLabel('Wiadomość (opcjonalnie)')).toHaveValue('Interesuje mnie plan Rodzinny.');
  await expect(request.getByLabel('Adres e-mail')).not.toHaveValue('');
  await responseOf(page, '/api/access-requests', () => request.getByRole('button', { name: 'Wyślij prośbę' }).click());
  await expect(page.getByText('Prośba wysłana')).toBeVisible();
  await expect(request).toBeHidden();

  await page.getByRole('button', { name: 'Wpisz kod' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aktywuj kod dostępu' });
  const field = dialog.getByLabel('Kod dostępu');
  await field.fill('nie-ma-takiego');
  await expect(field).toHaveValue('NIE-MA-TAKIEGO');
  await dialog.getByRole('button', { name: 'Aktywuj kod' }).click();
  await expect(dialog.getByText('Nieprawidłowy kod', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-pricing-code');

  await field.fill(`  ${code.toLowerCase()} `);
  await dialog.getByRole('button', { name: 'Aktywuj kod' }).click();
  await expect(page.getByText('Kod został aktywowany. Twój nowy plan: Egzamin+')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('plan-exam_plus')).toContainText('Twój plan');

  await gotoWithStatus(page, '/parent/settings');
  await expect(page.getByTestId('plan-name')).toHaveText('Egzamin+');
  await expect(page.getByText('Aktywny', { exact: true })).toBeVisible();
  await expect(page.getByText('Przedłuż dostęp')).toBeVisible();
  // Redeemed once per family: the settings card explains the second try.
  await page.getByRole('textbox', { name: 'Kod dostępu' }).fill(code);
  await page.getByRole('button', { name: 'Aktywuj kod' }).click();
  await expect(page.getByText('Ten kod został już aktywowany na Twoim koncie').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-settings-active');

  const { sessionId, question } = await servedQuestion(page, studentId);
  await page.goto(`/student/${studentId}/tutor/${question.id}?sessionId=${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Krok po kroku' })).toBeVisible();
  await expect(page.getByText('Wskazówki bez limitu').first()).toBeVisible();
  for (let i = 0; i < 4; i++) {
    const hint = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/tutor/hint');
    await page.getByRole('button', { name: 'Wskazówka' }).click();
    const res = await hint;
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { remaining_hints: number | null }).remaining_hints).toBeNull();
    if (!(await page.getByRole('button', { name: 'Wskazówka' }).isEnabled())) break;
  }
  await expect(page.getByText('Limit wskazówek dla tego pytania został wykorzystany.')).toHaveCount(0);
  await page.goto('/student');
  await expect(page.getByRole('heading', { name: 'Cześć, Kuba!' })).toBeVisible();
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
});

test('after the trial the start buttons say why and lead to the plans; a session at the limit ends clearly', async ({
  page,
}) => {
  const studentId = await familyOnDashboard(page, 'Zosia');
  await useUpTrial(page, studentId, 49);

  // The 50th task is answered in a running session; the next question is refused and the session
  // ends with a plain message (not a red "Błąd"), then the summary says why.
  await gotoWithStatus(page, `/student/${studentId}/session/start`);
  const first = await responseOf<Next>(page, '/api/session/next', () =>
    page.getByRole('button', { name: 'Zaczynamy!' }).click(),
  );
  await fillAnswer(page, first.question, await knownItem(first.question), true);
  await page.getByRole('button', { name: 'Sprawdź i dalej' }).click();
  await page.waitForURL(/\/session\/summary\?sessionId=[^&]+&end=trial$/, { timeout: 20_000 });
  await expect(page.getByText('Koniec okresu próbnego').first()).toBeVisible();
  await expect(page.getByText('Błąd', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('learning-blocked')).toBeVisible();
  await expect(page.getByRole('link', { name: /Następna sesja/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-session-trial-ended');

  // The start screens say what is wrong instead of offering a button that fails.
  await gotoWithStatus(page, `/student/${studentId}/session/start`);
  await expect(page.getByRole('button', { name: 'Zaczynamy!' })).toHaveCount(0);
  const blocked = page.getByTestId('learning-blocked');
  await expect(blocked).toContainText('Okres próbny się zakończył');
  await expect(blocked.getByRole('link', { name: 'Dla rodzica: wybierz plan' })).toHaveAttribute('href', '/pricing');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-session-expired');

  await gotoWithStatus(page, `/student/${studentId}/diagnostic/start`);
  await expect(page.getByRole('button', { name: 'Rozpocznij test' })).toHaveCount(0);
  await expect(page.getByTestId('learning-blocked')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-diagnostic-expired');

  // The dashboard's main button reflects it.
  await gotoWithStatus(page, '/parent/dashboard');
  const card = page.getByTestId('child-card').filter({ hasText: 'Zosia' });
  await expect(card.getByRole('link', { name: 'Rozpocznij sesję' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Okres próbny wygasł — wybierz plan' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-dashboard-expired');

  // The child's home asks the child to go to a parent: no plan, no price, no upsell there.
  await page.goto('/student');
  await expect(page.getByText('Poproś rodzica o przedłużenie dostępu')).toBeVisible();
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Zaczynam/ })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/zł|Standard|Rodzinny|Egzamin\+|plan/i);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-student-expired');
  await gotoWithStatus(page, '/parent/settings');
  await expect(page.getByText('Nieaktywny', { exact: true })).toBeVisible();
  await expect(page.getByText('Okres próbny wygasł. Historia nauki i wyniki zostają dostępne.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-settings-expired');

  await page.goto('/parent/dashboard');
  await page.getByTestId('trial-banner').getByRole('link', { name: 'Zobacz plany' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // On /pricing the red banner's action is not a link to the same page: it opens the code dialog.
  const pricingBanner = page.getByTestId('trial-banner');
  await expect(pricingBanner.getByRole('link')).toHaveCount(0);
  await pricingBanner.getByRole('button', { name: 'Mam kod dostępu' }).click();
  await expect(page.getByRole('dialog', { name: 'Aktywuj kod dostępu' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Plany i płatności' })).toBeVisible();
  await expect(page.getByTestId('plan-exam_plus')).toContainText('129 zł');
  await page.getByRole('button', { name: 'Rocznie' }).click();
  await expect(page.getByRole('button', { name: 'Rocznie' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('plan-standard')).toContainText('469 zł');
  await expect(page.getByTestId('plan-standard')).toContainText('Oszczędzasz 119 zł (20%)');
  await expect(page.getByText('do 20% taniej')).toBeVisible();
  await page.getByText('Jak działa okres próbny?').click();
  await expect(page.getByText(/zaczyna się od pierwszego zadania/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'plans-billing');
});
