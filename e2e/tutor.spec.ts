import { expect, test, type Page } from '@playwright/test';
import type { PublicQuestion } from '../src/core/questions/public.ts';
import { expectNoSeriousA11yViolations } from './helpers.ts';
import {
  answerRightAndNext,
  familyOnDashboard,
  fillAnswer,
  knownItem,
  openReports,
  responseOf,
  shots,
  type KnownItem,
} from './practice.helpers.ts';

interface Next {
  question: PublicQuestion;
  index: number;
}

/**
 * Runs a session until a question with at least two steps is served and answers it wrongly (so
 * the tutor link appears). Every question before it is answered correctly from its stored item.
 */
async function wrongAnswerWithSteps(page: Page, studentId: string): Promise<{ q: PublicQuestion; known: KnownItem }> {
  await page.goto(`/student/${studentId}/session/start`);
  let next = await responseOf<Next>(page, '/api/session/next', () =>
    page.getByRole('button', { name: 'Zaczynamy!' }).click(),
  );
  for (let round = 0; round < 25; round++) {
    const known = await knownItem(next.question);
    expect(next.question.stepCount).toBe(known.item.steps.length);
    if (known.item.steps.length >= 2) {
      await fillAnswer(page, next.question, known, false);
      const res = await responseOf<{ result: string; tutorAvailable: boolean }>(page, '/api/session/answer', () =>
        page.getByRole('button', { name: 'Sprawdź i dalej' }).click(),
      );
      if (res.result === 'incorrect') {
        expect(res.tutorAvailable).toBe(true);
        return { q: next.question, known };
      }
      // A made-up wrong answer can break the item's required form: answer it right instead.
      expect(res.result).toBe('invalid');
    }
    // The next question follows by itself after a correct answer.
    next = await answerRightAndNext(page, next.question, known);
  }
  throw new Error('No question with two or more steps served in 25 rounds');
}

test('the step tutor: hints up to the limit, all steps, then the final answer; a problem report is stored', async ({
  page,
}) => {
  const studentId = await familyOnDashboard(page, 'Ola');
  const { q, known } = await wrongAnswerWithSteps(page, studentId);

  await page.getByRole('link', { name: 'Rozwiąż krok po kroku' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/${studentId}/tutor/${q.id}\\?sessionId=`));
  await expect(page.getByRole('heading', { name: 'Krok po kroku' })).toBeVisible();
  await expect(page.getByText('Pozostało wskazówek: 3').first()).toBeVisible();
  await expect(page.getByText('Odpowiedź końcowa odblokuje się, gdy wszystkie kroki będą poprawne.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'tutor-start');

  // Three graded hints on the first step.
  for (let level = 1; level <= 3; level++) {
    await page.getByRole('button', { name: 'Wskazówka' }).click();
    await expect(page.getByText(`Wskazówka ${level}`, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Pozostało wskazówek: 0').first()).toBeVisible();
  // At the limit the button is disabled and the spec's message is shown once.
  const limitMessage = page.getByText('Limit wskazówek dla tego pytania został wykorzystany.');
  await expect(page.getByRole('button', { name: 'Wskazówka' })).toBeDisabled();
  await expect(limitMessage).toHaveCount(1);
  await expect(page.getByText('Wskazówka 3', { exact: true })).toHaveCount(1);

  // A wrong step answer gets feedback, the expected one moves on after 1.5 s.
  const steps = known.item.steps;
  await page.getByLabel('Odpowiedź w kroku 1').fill('987654321');
  await page.getByRole('button', { name: 'Sprawdź krok' }).click();
  await expect(page.locator('li[aria-current="step"] [role="status"]').first()).toContainText(/\S/);
  await expect(page.locator('li[aria-current="step"] [role="status"]').first()).not.toContainText('weź podpowiedź');
  await shots(page, 'tutor-hints');

  for (let i = 0; i < steps.length; i++) {
    const input = page.getByLabel(`Odpowiedź w kroku ${i + 1}`);
    await expect(input).toBeVisible();
    await input.fill(steps[i]!.expected);
    await page.getByRole('button', { name: 'Sprawdź krok' }).click();
    await expect(page.getByText('Dobrze! Przechodzimy dalej.')).toBeVisible();
    if (i === 0) {
      // The second step's hint is over the question's limit of three.
      await expect(page.getByLabel('Odpowiedź w kroku 2')).toBeVisible();
      await expect(page.getByLabel('Odpowiedź w kroku 2')).toBeFocused();
      await expect(page.getByRole('button', { name: 'Wskazówka' })).toBeDisabled();
      await expect(limitMessage).toHaveCount(1);
    }
  }
  await expect(page.getByText(`Ukończone kroki: ${steps.length} z ${steps.length}`)).toBeVisible();

  // The final answer unlocks only now.
  await expect(page.getByText('Odpowiedź końcowa odblokuje się')).toBeHidden();
  await fillAnswer(page, q, known, true);
  const final = await responseOf<{ result: string; counted: boolean }>(page, '/api/tutor/final', () =>
    page.getByRole('button', { name: 'Sprawdź odpowiedź' }).click(),
  );
  expect(final.result).toBe('correct');
  expect(final.counted).toBe(false);
  await expect(page.getByText('To zadanie było już ocenione w sesji — teraz to tylko trening.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'tutor-done');

  // Report a problem with the question.
  await page.getByRole('button', { name: 'Zgłoś problem z zadaniem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zgłoś problem z zadaniem' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(dialog.getByText('Wybierz typ problemu i opisz go')).toBeVisible();
  await dialog.getByLabel('Niejasne pytanie').check();
  await dialog.getByLabel('Opis problemu').fill('Nie rozumiem, o co chodzi w drugim kroku.');
  await expect(dialog.getByText('41/1000')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'report-dialog');
  const [res] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/question-reports'),
    dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click(),
  ]);
  expect(res.status()).toBe(201);
  expect(((await res.json()) as { report: { status: string } }).report.status).toBe('open');
  const sent = JSON.parse(res.request().postData() ?? '{}') as Record<string, unknown>;
  expect(sent).toMatchObject({
    questionId: q.id,
    issueType: 'unclear_question',
    context: { current_step: steps.length, steps_completed: steps.length },
  });
  const reportId = ((await res.json()) as { report: { id: string } }).report.id;
  await expect(page.getByText('Dziękujemy za zgłoszenie')).toBeVisible();
  // Admins see the stored report, tied to the attempt and the item it was served from.
  const stored = (await openReports()).find((r) => r.id === reportId);
  expect(stored).toMatchObject({
    kind: 'question',
    status: 'open',
    questionId: q.id,
    issueType: 'unclear_question',
    description: 'Nie rozumiem, o co chodzi w drugim kroku.',
    context: { current_step: steps.length, steps_completed: steps.length },
    reporterEmail: expect.stringMatching(/^rodzic\..+@example\.com$/),
  });
  await expect(dialog).toBeHidden();

  // Back to the session.
  await page
    .getByRole('link', { name: /Wróć do sesji/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/session\/run\?sessionId=/);
  await expect(page.getByRole('heading', { name: /^Zadanie \d+/ })).toBeVisible();
});

test('another family cannot open the tutor for a question', async ({ page, browser }) => {
  const studentId = await familyOnDashboard(page, 'Ala');
  await page.goto(`/student/${studentId}/session/start`);
  const next = await responseOf<Next>(page, '/api/session/next', () =>
    page.getByRole('button', { name: 'Zaczynamy!' }).click(),
  );

  const { baseURL, storageState } = test.info().project.use;
  const other = await browser.newContext({ baseURL, storageState });
  const otherPage = await other.newPage();
  const otherStudent = await familyOnDashboard(otherPage, 'Ewa');
  await otherPage.goto(`/student/${otherStudent}/tutor/${next.question.id}`);
  await expect(otherPage.getByRole('alert')).toContainText('Nie znaleziono zadania');
  await otherPage.goto(`/student/${studentId}/tutor/${next.question.id}`);
  await expect(otherPage.getByRole('alert')).toContainText('Nie znaleziono ucznia lub brak dostępu');
  await other.close();
});
