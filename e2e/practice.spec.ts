import { expect, test, type Page } from '@playwright/test';
import { addChild, expectNoSeriousA11yViolations } from './helpers.ts';
import {
  familyOnDashboard,
  fillAnswer,
  knownItem,
  practiseByApi,
  responseOf,
  shots,
  type Next,
} from './practice.helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a child runs a practice session on a phone and reaches the summary', async ({ page }) => {
  const katexRequests: string[] = [];
  page.on('request', (r) => {
    if (/katex/i.test(r.url())) katexRequests.push(r.url());
  });
  await familyOnDashboard(page, 'Zosia');

  await page.getByTestId('child-card').getByRole('link', { name: 'Rozpocznij sesję' }).click();
  await expect(page).toHaveURL(/\/student\/[^/]+\/session\/start$/);
  await expect(page.getByRole('heading', { name: 'Sesja nauki: Zosia' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Co nas czeka?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'practice-start');
  // KaTeX is loaded lazily: nothing on the way here shows maths.
  expect(katexRequests).toEqual([]);

  let next = await responseOf<Next>(page, '/api/session/next', () =>
    page.getByRole('button', { name: 'Zaczynamy!' }).click(),
  );
  await expect(page).toHaveURL(/\/session\/run\?sessionId=/);
  await expect(page.getByRole('heading', { name: /^Zadanie 1/ })).toBeVisible();
  await expect(page.getByText(next.kind === 'new' ? 'Nowe' : 'Powtórka')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAttribute('aria-label', /Pozostały czas: (20:00|19:\d\d)/);
  await expect(page.getByText('Odpowiedzi: 0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sprawdź i dalej' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'practice-question');

  // The start time is kept locally for the countdown (spec 4).
  const sessionId = new URL(page.url()).searchParams.get('sessionId')!;
  expect(await page.evaluate((id) => localStorage.getItem(`practice_session_start:${id}`), sessionId)).toBeTruthy();

  let answered = 0;
  let sawCorrect = false;
  let sawIncorrect = false;
  let keypadChecked = false;
  let fractionShown = false;
  for (let round = 0; round < 8 && (!sawCorrect || !sawIncorrect || answered < 3); round++) {
    const known = await knownItem(next.question);
    // Every formula on screen is typeset from the server's markup: none falls back to its TeX source.
    await expect(page.locator('.math-inline.font-mono, .math-display.font-mono')).toHaveCount(0);
    if (!fractionShown && next.question.stem.includes('\\frac')) {
      fractionShown = true;
      await expect(page.locator('main .katex .mfrac').first()).toBeVisible();
      await shots(page, 'practice-fraction');
    }
    if (!keypadChecked && ['number', 'fraction', 'expression'].includes(next.question.inputKind)) {
      keypadChecked = true;
      // The maths keypad types at the caret (shown on touch screens, toggled elsewhere).
      const keypad = page.getByRole('group', { name: 'Klawiatura matematyczna' });
      // Pin the keypad open explicitly: the screenshot helper's resizing re-evaluates (pointer: coarse).
      if (await keypad.isVisible()) await page.getByRole('button', { name: 'Ukryj klawiaturę matematyczną' }).click();
      await page.getByRole('button', { name: 'Pokaż klawiaturę matematyczną' }).click();
      await keypad.getByRole('button', { name: '7', exact: true }).click();
      await keypad.getByRole('button', { name: 'przecinek' }).click();
      await keypad.getByRole('button', { name: '5', exact: true }).click();
      await expect(page.getByLabel('Twoja odpowiedź')).toHaveValue('7,5');
      await keypad.getByRole('button', { name: 'Usuń znak' }).click();
      await expect(page.getByLabel('Twoja odpowiedź')).toHaveValue('7,');
      await expectNoSeriousA11yViolations(page);
      await shots(page, 'practice-keypad');
    }
    // The first answer is right, the next wrong, then alternating: both outcomes are shown every run.
    const wantCorrect = !sawCorrect || (sawIncorrect && answered % 2 === 0);
    await fillAnswer(page, next.question, known, wantCorrect);
    const autoNext = page
      .waitForResponse((r) => new URL(r.url()).pathname === '/api/session/next', { timeout: 15_000 })
      .catch(() => null);
    // Registered before submitting: the praise is on screen only until the next question (1.5 s).
    const praiseSeen = page
      .getByRole('status')
      .filter({ hasText: /Brawo|Świetnie|Super|Doskonale|Tak trzymać|Ekstra/ })
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    let res = await responseOf<{ result: string }>(page, '/api/session/answer', () =>
      page.getByRole('button', { name: 'Sprawdź i dalej' }).click(),
    );
    const status = page.getByRole('status').filter({ hasText: /./ }).first();
    let expected = wantCorrect ? 'correct' : 'incorrect';
    if (res.result === 'invalid') {
      // A made-up wrong answer can break the item's required form; the card asks for a fix and
      // the question is then answered correctly instead of being skipped.
      expect(wantCorrect, 'the stored answer is always valid').toBe(false);
      await expect(page.getByText('Popraw zapis odpowiedzi')).toBeVisible();
      await fillAnswer(page, next.question, known, true);
      res = await responseOf<{ result: string }>(page, '/api/session/answer', () =>
        page.getByRole('button', { name: 'Sprawdź i dalej' }).click(),
      );
      expected = 'correct';
    }
    expect(res.result).toBe(expected);
    answered++;
    await expect(page.getByText(`Odpowiedzi: ${answered}`)).toBeVisible();
    if (res.result === 'correct') {
      expect(await praiseSeen).toBe(true);
      if (!sawCorrect && (await status.isVisible())) await shots(page, 'practice-correct');
      sawCorrect = true;
      // Spec: the next question follows by itself after 1.5 s.
      const auto = await autoNext;
      expect(auto?.ok()).toBe(true);
      next = (await auto!.json()) as Next;
    } else {
      await expect(status).toContainText('Niestety, tym razem nie wyszło.');
      await expect(page.getByText('Rozwiązanie', { exact: true })).toBeVisible();
      if (!sawIncorrect) {
        await expectNoSeriousA11yViolations(page);
        await shots(page, 'practice-incorrect');
      }
      sawIncorrect = true;
      next = await responseOf<Next>(page, '/api/session/next', () =>
        page.getByRole('button', { name: /^Dalej/ }).click(),
      );
    }
    await expect(page.getByRole('heading', { name: new RegExp(`^Zadanie ${next.index}`) })).toBeVisible();
  }
  expect(answered).toBeGreaterThanOrEqual(3);

  // Skip one question.
  const before = next.index;
  next = await responseOf<Next>(page, '/api/session/next', () => page.getByRole('button', { name: 'Pomiń' }).click());
  expect(next.index).toBeGreaterThan(before);

  // End through the accessible dialog.
  await page.getByRole('button', { name: 'Zakończ sesję' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zakończyć sesję?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'practice-end-dialog');
  await dialog.getByRole('button', { name: 'Ćwiczę dalej' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Zakończ sesję' }).click();
  await page.getByRole('dialog', { name: 'Zakończyć sesję?' }).getByRole('button', { name: 'Tak, zakończ' }).click();

  await expect(page).toHaveURL(/\/session\/summary\?sessionId=/);
  await expect(page.getByText('Podsumowanie sesji')).toBeVisible();
  await expect(page.getByText(new RegExp(`^\\d+/${answered}$`))).toBeVisible();
  await expect(page.getByText(`${answered} zadania`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panel rodzica' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'practice-summary');

  await expect(page.getByRole('button', { name: 'Zgłoś problem z ostatnim zadaniem' })).toBeVisible();
  await page.getByRole('link', { name: /Następna sesja/ }).click();
  await expect(page).toHaveURL(/\/session\/start$/);

  // The parent panel now shows this session's real figures.
  await page.goto('/parent/dashboard');
  await expect(page.getByRole('heading', { name: 'Ostatnie sesje' })).toBeVisible();
  // answered ≥ 3, so the Polish plural is "odpowiedzi".
  const recent = page.getByRole('listitem').filter({ hasText: `${answered} odpowiedzi` });
  await expect(recent.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Postępy w tematach' })).toBeVisible();
  await expect(page.getByText('ukończone: 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'dashboard-active');
});

const childIdOf = async (page: Page, nickname: string): Promise<string> => {
  const href = await page
    .getByTestId('child-card')
    .filter({ hasText: nickname })
    .getByRole('link', { name: 'Rozpocznij sesję' })
    .getAttribute('href');
  return /\/student\/([^/]+)\//.exec(href ?? '')![1]!;
};

test('with two children the topic progress follows the child switcher', async ({ page }) => {
  const zosiaId = await familyOnDashboard(page, 'Zosia');
  await page.getByRole('link', { name: 'Dodaj dziecko' }).first().click();
  await addChild(page, 'Kuba');
  await expect(page).not.toHaveURL(/\/onboarding\/add-child$/);
  await page.goto('/parent/dashboard');
  const kubaId = await childIdOf(page, 'Kuba');
  await practiseByApi(page, zosiaId, 3);
  await practiseByApi(page, kubaId, 3);

  await page.reload();
  const progress = page.getByTestId('topic-progress');
  await expect(progress.getByRole('heading', { name: 'Postępy w tematach' })).toBeVisible();
  const switcher = progress.getByRole('group', { name: 'Dziecko' });
  // The chart is each child's own figures, as the API gives them per child.
  const dashboard = (await (await page.request.get('/api/parent/dashboard')).json()) as {
    children: { id: string; nickname: string; topicProgress: { name: string; mastery: number }[] }[];
  };
  const figures = (id: string) =>
    dashboard.children.find((c) => c.id === id)!.topicProgress.map((p) => `${p.name}${p.mastery}%`);
  // The chart's table alternative holds the same figures the bars draw; the chart loads as it
  // comes near the screen.
  await progress.scrollIntoViewIfNeeded();
  await expect(progress.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const shown = async () => (await progress.locator('tbody tr').allTextContents()).map((t) => t.replace(/\s+/g, ''));
  // The first child of the list is shown first; the switcher shows the other one.
  const order = dashboard.children.map((c) => ({
    id: c.id,
    button: switcher.getByRole('button', { name: c.nickname }),
  }));
  expect(order.map((c) => c.id).sort()).toEqual([zosiaId, kubaId].sort());
  for (const [shownChild, other] of [order, [...order].reverse()]) {
    await shownChild!.button.click();
    await expect(shownChild!.button).toHaveAttribute('aria-pressed', 'true');
    await expect(other!.button).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(shown).toEqual(figures(shownChild!.id).map((f) => f.replace(/\s+/g, '')));
  }
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'dashboard-two-children');
});

test('the run page without a session id explains the problem', async ({ page }) => {
  const studentId = await familyOnDashboard(page, 'Kuba');
  await page.goto(`/student/${studentId}/session/run`);
  await expect(page.getByRole('alert').filter({ hasText: 'Brak identyfikatora sesji' })).toBeVisible();
});

test('when the 20 minutes run out the session ends by itself and shows the summary', async ({ page }) => {
  const studentId = await familyOnDashboard(page, 'Tymek');
  await page.clock.install();
  await page.goto(`/student/${studentId}/session/start`);
  await responseOf<Next>(page, '/api/session/next', () => page.getByRole('button', { name: 'Zaczynamy!' }).click());
  await expect(page.getByRole('heading', { name: /^Zadanie 1/ })).toBeVisible();
  await page.clock.fastForward('20:01');
  await expect(page.getByText('Czas minął!')).toBeVisible();
  await expect(page.getByText('Sesja została automatycznie zakończona.')).toBeVisible();
  await expect(page).toHaveURL(/\/session\/summary\?sessionId=/);
  await expect(page.getByText('Podsumowanie sesji')).toBeVisible();
});
