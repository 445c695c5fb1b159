import { expect, test } from '@playwright/test';
import { familyOnDashboard, fillAnswer, knownItem, responseOf, type Next } from './practice.helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/**
 * Issue 26: an answer given while the connection drops is sent when it returns — never lost,
 * never counted twice. First the phone is offline when the child answers; then the answer
 * reaches the server but its reply is lost on the way back, and the resend finds it stored.
 */
test('an answer survives a dropped connection and is stored once', async ({ page, context }) => {
  const studentId = await familyOnDashboard(page, 'Ola');
  await page.goto(`/student/${studentId}/session/start`);
  let next = await responseOf<Next>(page, '/api/session/next', () =>
    page.getByRole('button', { name: 'Zaczynamy!' }).click(),
  );
  await expect(page.getByRole('heading', { name: /^Zadanie 1/ })).toBeVisible();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/session/answer') sent.push(r.postData() ?? '');
  });

  // 1. Offline when the answer is given: it waits, and goes out when the connection is back.
  await fillAnswer(page, next.question, await knownItem(next.question), true);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sprawdź i dalej' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Brak połączenia z internetem' })).toBeVisible();
  expect(sent).toHaveLength(0);
  const [answered, followed] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session/answer'),
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session/next'),
    context.setOffline(false),
  ]);
  expect(((await answered.json()) as { result: string; duplicate?: boolean }).result).toBe('correct');
  next = (await followed.json()) as Next & { answeredCount: number };
  expect((next as Next & { answeredCount: number }).answeredCount).toBe(1);
  await expect(page.getByText('Odpowiedzi: 1')).toBeVisible();

  // 2. The answer arrives but its reply is lost: the resend gets the stored result, counted once.
  await expect(page.getByRole('heading', { name: /^Zadanie 2/ })).toBeVisible();
  let lostOnce = false;
  await page.route('**/api/session/answer', async (route) => {
    if (lostOnce) return route.continue();
    lostOnce = true;
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await fillAnswer(page, next.question, await knownItem(next.question), true);
  const [resent, afterResend] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session/answer' && r.ok(), { timeout: 30_000 }),
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session/next', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Sprawdź i dalej' }).click(),
  ]);
  expect(lostOnce).toBe(true);
  expect(((await resent.json()) as { duplicate?: boolean }).duplicate).toBe(true);
  expect(((await afterResend.json()) as { answeredCount: number }).answeredCount).toBe(2);
  await expect(page.getByText('Odpowiedzi: 2')).toBeVisible();
});
