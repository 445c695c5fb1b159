import { expect, test, type Page } from '@playwright/test';
import { modelResponses } from '../src/core/questions/open-task.ts';
import type { OpenTaskPart, PartsAnswerSpec } from '../src/core/questions/types.ts';
import type { ExamStartResponse } from '../src/server/contract.ts';
import { expectNoSeriousA11yViolations } from './helpers.ts';
import {
  familyOnDashboard,
  fillOpenTaskParts,
  knownExamTask,
  markVerdicts,
  responseOf,
  shots,
} from './practice.helpers.ts';

type Task = ExamStartResponse['questions'][number];

/**
 * A part's model calculation written from the task's data alone, each earlier computed result
 * replaced by its own calculation in brackets — "(1120·1,1)·0,9" instead of the intermediate
 * price — as a pupil who skips the intermediate step writes it; null when it needs a root or a
 * power (typed differently) or an earlier part that is no number.
 */
function calculationFromData(part: OpenTaskPart, parts: readonly OpenTaskPart[]): string | null {
  if (!part.calc || /sqrt|\^/.test(part.calc)) return null;
  let ok = true;
  const text = part.calc.replace(/\b[a-z]\b/g, (id) => {
    const earlier = parts.find((p) => p.id === id);
    const inner = earlier ? calculationFromData(earlier, parts) : null;
    if (inner !== null) return `(${inner})`;
    if (earlier?.answer.kind === 'number') return String(earlier.answer.value.n / earlier.answer.value.d);
    ok = false;
    return id;
  });
  return ok ? text.replace(/\*/g, '·').replace(/\//g, ':').replace(/\./g, ',') : null;
}

/** Parts whose value the part's calculation uses, directly or through others (those with a calculation). */
function computedBefore(part: OpenTaskPart, parts: readonly OpenTaskPart[]): string[] {
  const ids = (part.calc?.match(/\b[a-z]\b/g) ?? []).filter((id) => parts.some((p) => p.id === id && p.calc));
  return [
    ...new Set(
      ids.flatMap((id) => [
        id,
        ...computedBefore(
          parts.find((p) => p.id === id)!,
          parts,
        ),
      ]),
    ),
  ];
}

/**
 * The first open task of the paper with a part computed from an earlier computed part, and the
 * model solution with that part written as one calculation from the data and the earlier parts
 * left empty (issue 24: any correct path earns full points).
 */
async function calculationInsteadOfIntermediate(tasks: readonly Task[]) {
  for (const [index, task] of tasks.entries()) {
    if (task.kind !== 'open') continue;
    const answer = (await knownExamTask(task.id)).item.answer as PartsAnswerSpec;
    for (const part of answer.parts) {
      const skipped = computedBefore(part, answer.parts);
      const calculation = calculationFromData(part, answer.parts);
      if (skipped.length === 0 || calculation === null) continue;
      const responses: Record<string, string> = { ...modelResponses(answer), [part.id]: calculation };
      for (const id of skipped) delete responses[id];
      return { index, task, responses, partId: part.id, calculation, skipped };
    }
  }
  return null;
}

/** Answers the task on screen (any answer: the test is about the flow, not the maths). */
async function answerShownTask(page: Page, task: Task) {
  if (task.inputKind === 'choice') {
    await page.getByRole('radio').first().click();
  } else if (task.inputKind === 'truths' && task.verdictRows) {
    // TAK/NIE and its justification: the first choice of each row (TAK, reason 1).
    for (const row of task.verdictRows)
      await page.getByRole('radiogroup', { name: row.label, exact: true }).getByRole('radio').first().click();
  } else if (task.inputKind === 'truths') {
    await markVerdicts(
      page,
      Array.from({ length: task.truthCount ?? 1 }, () => 'P'),
    );
  } else if (task.inputKind === 'parts') {
    for (const part of task.parts ?? []) {
      if (part.inputKind === 'choice') {
        await page
          .getByRole('radiogroup', { name: `Wybierz odpowiedź ${part.id})` })
          .getByRole('radio')
          .first()
          .click();
      } else if (part.inputKind !== 'numbers' && part.inputKind !== 'truths') {
        await page.getByLabel(`Odpowiedź ${part.id})`, { exact: true }).fill('12');
      }
    }
  }
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Lista zadań' });

test('a child sits a mock exam on a phone, resumes after a reload, sees the marking; the parent sees the result', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const studentId = await familyOnDashboard(page, 'Zuzia');
  await page.setViewportSize({ width: 390, height: 844 });

  // The student panel's card leads to the intro; a family on the trial has one mock.
  await page.goto('/student');
  await expect(page.getByRole('link', { name: 'Napisz egzamin próbny' })).toBeVisible();
  await shots(page, 'mock-exam-student-panel');
  await page.getByRole('link', { name: 'Napisz egzamin próbny' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/${studentId}/exam$`));
  await expect(page.getByRole('heading', { name: 'Próbny egzamin ósmoklasisty' })).toBeVisible();
  const view = await responseOf<ExamStartResponse>(page, '/api/exams/start', () =>
    page.getByRole('button', { name: 'Rozpoczynam egzamin' }).click(),
  );
  expect(view.questions.filter((q) => q.kind === 'closed')).toHaveLength(15);
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(nav(page).getByRole('button')).toHaveCount(view.questions.length);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mock-exam-runner');

  // Three tasks answered, then the autosave reaches the server.
  for (const task of view.questions.slice(0, 3)) {
    await answerShownTask(page, task);
    await page.getByRole('button', { name: 'Następne' }).click();
  }
  await page.waitForResponse((r) => new URL(r.url()).pathname === '/api/exams/save' && r.ok(), { timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(nav(page).locator('[data-answered="true"]')).toHaveCount(3);
  await nav(page).getByRole('button', { name: 'Zadanie 1, z odpowiedzią' }).click();
  if (view.questions[0]!.inputKind === 'choice') await expect(page.getByRole('radio').first()).toBeChecked();

  // An open task where the pupil writes one calculation from the data instead of an intermediate
  // result, the intermediate part left empty: full points (every paper has a percent open task).
  const path = await calculationInsteadOfIntermediate(view.questions);
  expect(path, 'an open task with an intermediate result').not.toBeNull();
  const { index: openIndex, task: openTask, responses, partId, calculation, skipped } = path!;
  await nav(page)
    .getByRole('button', { name: `Zadanie ${openIndex + 1},` })
    .click();
  await expect(page.getByRole('list', { name: 'Części zadania' })).toBeVisible();
  await fillOpenTaskParts(page, openTask, responses);
  await expect(page.getByLabel(`Odpowiedź ${partId})`, { exact: true })).toHaveValue(calculation);
  for (const id of skipped) await expect(page.getByLabel(`Odpowiedź ${id})`, { exact: true })).toHaveValue('');
  await shots(page, 'mock-exam-open-task');

  // Every paper has a "TAK/NIE and its justification" task: a row for the answer, a row for the reason.
  const takNieIndex = view.questions.findIndex((q) => q.verdictRows !== undefined);
  expect(takNieIndex).toBeGreaterThanOrEqual(0);
  await nav(page)
    .getByRole('button', { name: `Zadanie ${takNieIndex + 1},` })
    .click();
  const answerRow = page.getByRole('radiogroup', { name: 'Odpowiedź', exact: true });
  const reasonRow = page.getByRole('radiogroup', { name: 'Uzasadnienie', exact: true });
  await answerRow.getByRole('radio', { name: 'nie', exact: true }).click();
  await reasonRow.getByRole('radio', { name: 'ponieważ 3.', exact: true }).click();
  // The keyboard moves round the reasons as in a radio group: from 3 the right arrow goes to 1, "2" picks 2.
  await page.keyboard.press('ArrowRight');
  await expect(reasonRow.getByRole('radio', { name: 'ponieważ 1.', exact: true })).toBeChecked();
  await page.keyboard.press('2');
  await expect(reasonRow.getByRole('radio', { name: 'ponieważ 2.', exact: true })).toBeChecked();
  await expect(answerRow.getByRole('radio', { name: 'nie', exact: true })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mock-exam-tak-nie');

  // Finishing with tasks unanswered asks first.
  await page.getByRole('button', { name: 'Zakończ egzamin' }).last().click();
  const confirm = page.getByRole('dialog', { name: 'Zakończyć egzamin?' });
  await expect(confirm).toContainText('Bez odpowiedzi:');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Zakończ i pokaż wynik' }).click();

  await expect(page).toHaveURL(new RegExp(`/student/${studentId}/exam/result/${view.examId}$`));
  await expect(page.getByRole('heading', { name: 'Wynik egzaminu próbnego' })).toBeVisible();
  await expect(page.getByTestId('exam-points')).toContainText(/\d+ z \d+ pkt/);
  await expect(page.getByTestId('exam-prediction')).toBeVisible();
  await expect(page.getByTestId('exam-task-result')).toHaveCount(view.questions.length);
  await expect(page.getByTestId('exam-task-result').nth(takNieIndex)).toContainText('nie, ponieważ 2.');
  await expect(page.getByTestId('exam-prediction-meaning')).toContainText('u 8 na 10 uczniów');
  // The calculation earned every point, and the marking says so criterion by criterion.
  const openResult = page.getByTestId('exam-task-result').nth(openIndex);
  await expect(openResult).toContainText('Zadanie otwarte');
  const max = openTask.maxPoints;
  await expect(openResult.getByText(`${max}/${max} pkt`).first()).toBeVisible();
  const marking = openResult.getByRole('region', { name: `Zdobyte punkty: ${max} z ${max}` });
  await expect(marking.getByText('Punktacja')).toBeVisible();
  const criteria = marking.locator('li').filter({ hasText: /\d pkt$/ });
  expect(await criteria.count()).toBeGreaterThan(0);
  await expect(criteria.filter({ hasText: 'nie przyznano' })).toHaveCount(0);
  await expect(criteria.filter({ hasText: 'przyznano' })).toHaveCount(await criteria.count());
  // The skipped intermediate result is counted as shown by the later calculation.
  for (const id of skipped) {
    await expect(marking.locator('li').filter({ hasText: new RegExp(`^${id}\\)`) })).toContainText(
      'pokazane przez dalsze obliczenia',
    );
  }
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mock-exam-result');

  // The parent panel lists the result.
  await page.goto('/parent/dashboard');
  const history = page.getByTestId('child-card').filter({ hasText: 'Zuzia' }).getByTestId('exam-history');
  await expect(history).toContainText('%');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mock-exam-parent');
});
