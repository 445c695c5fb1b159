import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers.ts';
import {
  answerRightAndNext,
  familyOnDashboard,
  fillAnswer,
  knownItem,
  responseOf,
  shots,
  type Next,
} from './practice.helpers.ts';

/**
 * An open task in practice: a grade-7 pupil's fifth question of a session is an open task
 * ("zadanie otwarte"). The child answers its parts, one of them wrongly, and sees the marking:
 * the points, each criterion of the scheme earned or lost, and the correct answer of the wrong part.
 */
test('practice serves an open task; the child answers its parts and sees the marking', async ({ page }) => {
  const studentId = await familyOnDashboard(page, 'Kuba');
  await page.goto(`/student/${studentId}/session/start`);
  let next = await responseOf<Next>(page, '/api/session/next', () =>
    page.getByRole('button', { name: 'Zaczynamy!' }).click(),
  );
  // The first four questions, answered right.
  while (next.index < 5) next = await answerRightAndNext(page, next.question, await knownItem(next.question));

  const q = next.question;
  expect(q.inputKind).toBe('parts');
  const known = await knownItem(q);
  if (known.item.answer.kind !== 'parts') throw new Error('expected an open task');
  const { points, parts, scheme } = known.item.answer;
  await expect(page.getByText(`Zadanie otwarte · ${points} pkt`)).toBeVisible();
  const list = page.getByRole('list', { name: 'Części zadania' });
  await expect(list.getByRole('listitem')).toHaveCount(parts.length);
  await expect(page.getByRole('button', { name: 'Sprawdź i dalej' })).toBeDisabled();
  // No criterion is shown before answering.
  await expect(page.getByText(scheme[0]!.description.replace(/\$[^$]*\$/g, '').slice(0, 20))).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'open-task');

  // Every part right but the last: partial points.
  await fillAnswer(page, q, known, false);
  const res = await responseOf<{
    result: string;
    marking: { points: number; maxPoints: number; criteria: { description: string; earned: boolean }[] };
  }>(page, '/api/session/answer', () => page.getByRole('button', { name: 'Sprawdź i dalej' }).click());
  expect(res.result).toBe('incorrect');
  expect(res.marking.maxPoints).toBe(points);
  const earned = res.marking.criteria.filter((c) => c.earned).length;
  expect(earned).toBeLessThan(scheme.length);

  const marking = page.getByRole('region', { name: `Zdobyte punkty: ${res.marking.points} z ${points}` });
  await expect(marking).toBeVisible();
  await expect(marking.getByText(`${res.marking.points}/${points} pkt`)).toBeVisible();
  await expect(marking.getByText('nie przyznano', { exact: true })).toHaveCount(scheme.length - earned);
  await expect(marking.getByText('przyznano', { exact: true })).toHaveCount(earned);
  const last = parts.at(-1)!;
  // The part's label (a formula in a criterion may read "b)" too).
  await expect(marking.locator('span.font-bold').filter({ hasText: new RegExp(`^${last.id}\\)$`) })).toBeVisible();
  await expect(page.getByRole('img', { name: `Część ${last.id}): źle` })).toBeVisible();
  if (res.marking.points > 0) await expect(page.getByText('Część punktów zdobyta')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dalej' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'open-task-marking');
});
