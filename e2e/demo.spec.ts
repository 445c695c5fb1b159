import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, markEverySentence, screenshots } from './helpers.ts';
import { shots } from './practice.helpers.ts';

const card = (page: Page): Locator => page.locator('main article');

/** Types or chooses something; correctness does not matter here. */
async function fillSomething(page: Page): Promise<void> {
  if (await markEverySentence(card(page))) return;
  const radios = card(page).getByRole('radio');
  if ((await radios.count()) > 0) {
    await radios.first().click();
    return;
  }
  const boxes = card(page).getByRole('textbox');
  const n = await boxes.count();
  for (let i = 0; i < n; i++) await boxes.nth(i).fill('1');
}

test('the diagnostic demo works signed out: intro, 5 questions with a running clock, results', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Wypróbuj bez rejestracji' })).toBeVisible();
  // Signed out, the top navigation does not show the demos (spec 2); the landing page links to them.
  await expect(
    page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Diagnostyka' }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Test diagnostyczny — demo' }).click();
  await expect(page).toHaveURL(/\/diagnostic$/);
  await expect(page.getByRole('heading', { name: 'Test diagnostyczny' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Może później' })).toHaveAttribute('href', '/parent/dashboard');
  await page.getByText('Klasa 7', { exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'demo-diagnostic-intro');

  await page.getByRole('button', { name: 'Rozpocznij test' }).click();
  await expect(page.getByTestId('question-position')).toHaveText('Pytanie 1 z 5');
  await expect(page.getByRole('timer')).toHaveAttribute('aria-label', /Czas od rozpoczęcia: 00:0\d/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'demo-diagnostic-question');
  // No going back in the simple version.
  await expect(page.getByRole('button', { name: 'Wstecz' })).toHaveCount(0);

  for (let i = 1; i <= 5; i++) {
    await expect(page.getByTestId('question-position')).toHaveText(`Pytanie ${i} z 5`);
    if (i % 2 === 1) {
      await page.getByRole('button', { name: 'Nie wiem' }).click();
    } else {
      await fillSomething(page);
      // A notation problem keeps the question; "Nie wiem" moves on. The check's answer tells which
      // (a fixed wait misread a slow reply on a busy machine as a kept question and skipped one).
      const checked = page.waitForResponse((r) => r.url().includes('/api/demo/check'));
      await page.getByRole('button', { name: i === 5 ? 'Zakończ test' : 'Dalej' }).click();
      const { result } = (await (await checked).json()) as { result: string };
      if (result === 'invalid') await page.getByRole('button', { name: 'Nie wiem' }).click();
    }
  }

  await expect(page.getByRole('heading', { name: 'Twoje wyniki' })).toBeVisible();
  await expect(page.getByTestId('demo-score')).toHaveText(/[0-5] z 5 poprawnych/);
  await expect(page.getByText(/^(Zaawansowany|Średni|Podstawowy)$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rozpocznij pierwszą sesję' })).toHaveAttribute('href', '/session');
  await expect(page.getByRole('link', { name: 'Wróć do panelu' })).toHaveAttribute('href', '/parent/dashboard');
  await expect(page.getByRole('link', { name: 'Załóż darmowe konto' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'demo-diagnostic-results');

  await page.getByRole('link', { name: 'Rozpocznij pierwszą sesję' }).click();
  await expect(page).toHaveURL(/\/session$/);
  await expect(page.getByRole('heading', { name: 'Sesja ćwiczeń' })).toBeVisible();
});

test('the session demo works signed out: setup, running with feedback, paused, completed', async ({ page }) => {
  // The page's clock runs as usual; the pause is checked by moving it on instead of waiting.
  await page.clock.install();
  await page.goto('/session');
  await expect(page.getByText('50 XP', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'demo-session-setup');

  await page.getByRole('button', { name: 'Rozpocznij sesję' }).click();
  await expect(page.getByTestId('question-position')).toHaveText('Zadanie 1 z 5');
  await expect(page.getByRole('timer')).toHaveAttribute('aria-label', /Pozostały czas: (30:00|29:5\d)/);
  await expect(page.getByTestId('demo-xp')).toHaveText('0 XP');

  // Answer the first task: feedback, then (after 3 s) the next task.
  await fillSomething(page);
  await page.getByRole('button', { name: 'Sprawdź' }).click();
  const verdict = page.getByText(/Brawo|Świetnie|Super|Doskonale|Tak trzymać|Ekstra|Niestety|Popraw zapis/).first();
  await expect(verdict).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'demo-session-feedback');
  if (await page.getByText('Popraw zapis odpowiedzi').isVisible()) {
    await expect(page.getByTestId('question-position')).toHaveText('Zadanie 1 z 5');
  } else {
    await expect(page.getByTestId('question-position')).toHaveText('Zadanie 2 z 5', { timeout: 6_000 });
    await expect(page.getByTestId('demo-xp')).toHaveText(/^(0|50) XP$/);
  }

  // Paused: the clock stops and the task is hidden, then back to running.
  await page.getByRole('button', { name: 'Pauza' }).click();
  await expect(page.getByRole('heading', { name: 'Pauza' })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  const frozen = await page.getByRole('timer').getAttribute('aria-label');
  await page.clock.fastForward(2_100);
  expect(await page.getByRole('timer').getAttribute('aria-label')).toBe(frozen);
  await screenshots(page, 'demo-session-paused');
  await page.getByRole('button', { name: 'Wznów' }).first().click();
  await expect(card(page)).toBeVisible();

  await page.getByRole('button', { name: 'Zakończ sesję' }).click();
  await expect(page.getByRole('heading', { name: 'Sesja zakończona!' })).toBeVisible();
  const xpText = (await page.getByTestId('demo-xp-total').textContent()) ?? '';
  const correctText = (await page.getByTestId('demo-correct').textContent()) ?? '';
  const correct = Number(/Poprawne odpowiedzi: (\d+)/.exec(correctText)?.[1]);
  expect(xpText).toBe(`${correct * 50} XP`);
  await expect(page.getByRole('link', { name: 'Nowa sesja' })).toHaveAttribute('href', '/session');
  await expect(page.getByRole('link', { name: 'Wróć do panelu' })).toHaveAttribute('href', '/parent/dashboard');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'demo-session-completed');

  // "Nowa sesja" starts over at the setup.
  await page.getByRole('link', { name: 'Nowa sesja' }).click();
  await expect(page.getByRole('button', { name: 'Rozpocznij sesję' })).toBeVisible();
});

test('the session demo ends when the 30-minute timer reaches zero', async ({ page }) => {
  await page.clock.install();
  await page.goto('/session');
  await page.getByRole('button', { name: 'Rozpocznij sesję' }).click();
  await expect(page.getByTestId('question-position')).toHaveText('Zadanie 1 z 5');
  await page.clock.fastForward('30:01');
  await expect(page.getByText('Czas minął!')).toBeVisible();
  await expect(page.getByText('Sesja została automatycznie zakończona.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sesja zakończona!' })).toBeVisible();
  await expect(page.getByTestId('demo-xp-total')).toHaveText('0 XP');
});

interface DrawnSession {
  questions: { id: string; inputKind: string; truthCount?: number; verdictRows?: unknown[] }[];
}

/**
 * Serves the session demo a real draw (grade 8) that contains a two-sentence P/F task, with that
 * task moved to the front: draws are random, and about one in four has such a task. The items,
 * their ids and the sealed token stay as the server made them, so checking is real.
 */
async function drawWithTruthsTask(page: Page): Promise<void> {
  await page.route('**/api/demo/session?*', async (route) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await route.fetch();
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as DrawnSession;
      // A P/F task (a TAK/NIE task uses the same toggles with rows of its own letters).
      const at = body.questions.findIndex((q) => q.inputKind === 'truths' && q.verdictRows === undefined);
      if (at < 0) continue;
      const questions = [body.questions[at]!, ...body.questions.filter((_, i) => i !== at)];
      await route.fulfill({ response, json: { ...body, questions } });
      return;
    }
    throw new Error('No P/F task in 20 demo draws');
  });
}

test('a P/F task is answered with a P/F toggle pair per sentence, by pointer and by keyboard', async ({ page }) => {
  await drawWithTruthsTask(page);
  // A controllable clock, so the checked task can be looked at before the next one follows (3 s).
  await page.clock.install();
  await page.goto('/session');
  await page.getByText('Klasa 8', { exact: true }).click();
  await page.getByRole('button', { name: 'Rozpocznij sesję' }).click();
  await expect(page.getByTestId('question-position')).toHaveText('Zadanie 1 z 5');

  const sentence = (n: number) => card(page).getByRole('radiogroup', { name: `Zdanie ${n}`, exact: true });
  await expect(sentence(1)).toBeVisible();
  await expect(sentence(2)).toBeVisible();
  await expect(sentence(3)).toHaveCount(0);
  // No text box: the letters are chosen, not typed.
  await expect(card(page).getByRole('textbox')).toHaveCount(0);
  const check = page.getByRole('button', { name: 'Sprawdź' });
  await expect(check).toBeDisabled();
  for (const n of [1, 2]) {
    for (const name of ['Prawda', 'Fałsz']) {
      const box = await sentence(n).getByRole('radio', { name, exact: true }).boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
  }
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'demo-true-false-empty');

  // Sentence 1 by pointer: one verdict is not enough to send.
  await sentence(1).getByRole('radio', { name: 'Prawda', exact: true }).click();
  await expect(sentence(1).getByRole('radio', { name: 'Prawda', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(check).toBeDisabled();
  // Changing one's mind moves the mark.
  await sentence(1).getByRole('radio', { name: 'Fałsz', exact: true }).click();
  await expect(sentence(1).getByRole('radio', { name: 'Fałsz', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(sentence(1).getByRole('radio', { name: 'Prawda', exact: true })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  // Sentence 2 by keyboard: Tab enters the pair at P, an arrow picks F, "p" goes back to P.
  await sentence(1).getByRole('radio', { name: 'Fałsz', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(sentence(2).getByRole('radio', { name: 'Prawda', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(sentence(2).getByRole('radio', { name: 'Fałsz', exact: true })).toBeFocused();
  await expect(sentence(2).getByRole('radio', { name: 'Fałsz', exact: true })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('p');
  await expect(sentence(2).getByRole('radio', { name: 'Prawda', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(check).toBeEnabled();
  await shots(page, 'demo-true-false-marked');

  // Enter sends the letters in sentence order; the server checks them like a typed "FP".
  await page.clock.pauseAt(Date.now() + 2_000);
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/demo/check'),
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/demo/check'),
    page.keyboard.press('Enter'),
  ]);
  expect((request.postDataJSON() as { answer: unknown }).answer).toBe('FP');
  expect(response.ok()).toBe(true);
  const result = (await response.json()) as { result: string };
  expect(['correct', 'incorrect']).toContain(result.result);
  await expect(page.getByText(/Brawo|Świetnie|Super|Doskonale|Tak trzymać|Ekstra|Niestety/).first()).toBeVisible();
  // Locked after checking: the marks stay as sent.
  await expect(sentence(1).getByRole('radio', { name: 'Fałsz', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(sentence(1).getByRole('radio', { name: 'Fałsz', exact: true })).toHaveAttribute('aria-disabled', 'true');
  // (axe needs running timers; the toggles were scanned above, before the clock was paused.)
  await shots(page, 'demo-true-false-checked');
});
