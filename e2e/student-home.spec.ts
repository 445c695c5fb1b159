import { expect, test, type Page } from '@playwright/test';
import { topicFocus } from '../src/core/adaptive/practice.ts';
import { expectNoSeriousA11yViolations, screenshots } from './helpers.ts';
import { answerRightAsReader, familyOnDashboard, knownItem, responseOf, type Next } from './practice.helpers.ts';
import { DIAGNOSTIC_SKILLS } from '../src/server/modules/learner-model/learner-model.catalog.ts';

const points = (page: Page) => page.getByTestId('stat-points');
const todayMinutes = (page: Page) => page.getByTestId('today-minutes');

test("a parent opens the child's home from the navigation, practises and sees points and minutes grow", async ({
  page,
}) => {
  await familyOnDashboard(page, 'Ala');
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Panel ucznia' }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('heading', { name: 'Cześć, Ala!' })).toBeVisible();
  await expect(todayMinutes(page)).toHaveText('0 z 20 minut');
  await expect(points(page)).toContainText('0 punktów');
  await expect(page.getByTestId('topic-card')).toHaveCount(6);
  // Grade 7 on the trial: the mock exam is offered; no plan's name or price anywhere.
  await expect(page.getByTestId('exam-card')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/zł|Standard|Rodzinny|Egzamin\+|okres próbny/i);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'home-new');

  // Today's session, straight from the big button.
  const first = await responseOf<Next>(page, '/api/session/next', () =>
    page.getByRole('button', { name: 'Zaczynam pierwszą sesję' }).click(),
  );
  await expect(page).toHaveURL(/\/session\/run\?sessionId=/);
  expect(first.question.inputKind).not.toBe('parts');
  await answerRightAsReader(page, first, 3);

  // Back home: three questions solved alone are 150 points, and today's minutes moved.
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Panel ucznia' }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(points(page)).toContainText('150 punktów');
  await expect(points(page)).toContainText('dziś +150');
  await expect(todayMinutes(page)).not.toHaveText('0 z 20 minut');
  await expect(page.getByTestId('stat-streak')).toContainText('1 dzień z rzędu');
  await expect(page.getByRole('link', { name: 'Wracam do sesji' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'home-after-practice');

  // "Ćwicz ten temat": a session in the topic and its prerequisites.
  const start = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/session/start');
  const focused = await responseOf<Next>(page, '/api/session/next', () =>
    page.getByRole('button', { name: 'Ćwicz ten temat: Geometria' }).click(),
  );
  expect((await start).postDataJSON()).toMatchObject({ focusTopic: 'geometry' });
  const { item } = await knownItem(focused.question);
  expect(topicFocus(DIAGNOSTIC_SKILLS, '7', 'geometry').has(item.skillId)).toBe(true);
  await expect(page.getByRole('heading', { name: /^Zadanie 1/ })).toBeVisible();
  expect(focused.focusTopic).toBe('geometry');
  await expect(page.getByText('Temat: Geometria')).toBeVisible();
  await screenshots(page, 'home-focused-session');

  // The role switcher shows the parent panel and the child's home; it grants nothing.
  await page.goto('/parent/dashboard');
  await page.getByRole('banner').getByLabel('Widok').first().selectOption('student');
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('heading', { name: 'Cześć, Ala!' })).toBeVisible();
  await page.getByRole('banner').getByLabel('Widok').first().selectOption('parent');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
});
