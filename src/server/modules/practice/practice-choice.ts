import { nextPracticeItem, openTopicsAfterDiagnostic, topicFocus } from '#core/adaptive/index.ts';
import type { Goal } from '#core/curriculum/student-profile.ts';
import { createRng } from '#core/math/random.ts';
import { generateQuestion } from '#core/questions/registry.ts';
import type { AttemptProgress } from '../attempts/attempts.repository.ts';
import { DIAGNOSTIC_SKILLS, isLevel } from '../learner-model/learner-model.catalog.ts';
import type { AskedBefore, LastDiagnosticOpen, StudentModel } from '../learner-model/learner-model.reads.ts';
import type { LearnerModelDeps } from '../learner-model/learner-model.usecases.ts';
import { randomSeed } from '../../random-seed.ts';
import { closedTaskItems, openTaskItems, practiceItemsWithout } from './askable-items.ts';
import type { SessionRow } from './practice.repository.ts';
import type { ChosenQuestion } from './session-reader.ts';

/**
 * Open tasks ("zadania otwarte") are a few templates among hundreds, so the policy alone would
 * rarely pick one; the egzamin ósmoklasisty gives them about half its points. For pupils of
 * grades 7–8 and liceum every OPEN_TASK_EVERY-th question of a session (the fifth, tenth…; the
 * position is 1-based) is chosen by the same policy among the open tasks of their grade (when one
 * fits), and only those: every other question is a closed one, so a session never opens with a
 * 2–3 point task — its first question is a warm-up the child is expected to solve.
 */
export const OPEN_TASK_EVERY = 5;
const OPEN_TASK_GRADES: ReadonlySet<string> = new Set(['7', '8', '1LO']);

export function isOpenTaskSlot(grade: string, position: number): boolean {
  return OPEN_TASK_GRADES.has(grade) && position % OPEN_TASK_EVERY === 0;
}

/**
 * The policy's choice, generated with a fresh seed; a template that fails to generate is skipped.
 * Until the session's first answer the choice is the warm-up (`opening`); a focused session
 * ("Ćwicz ten temat") draws from its topic and the topic's prerequisites, and only if nothing
 * there is askable now (every item asked in the last 20 questions) from the whole grade.
 *
 * Questions of a diagnostic count as asked: besides the policy's own window (no item of the last
 * 20 questions, practice or diagnostic, never the same template twice in a row), no item
 * (template × level) of a diagnostic comes back in the first 20 practice questions after it. The
 * badge tells the truth: "new" only for a template the child has never been asked (in a
 * diagnostic or practice); a template met before is a "review", as is the policy's due review.
 * The topics the last diagnostic left open are checked first (see nextPracticeItem).
 */
export async function chooseItem(
  student: { id: string; grade: string; goal: string; difficulties: string[] },
  {
    session,
    progress,
    model,
    asked,
    open,
  }: {
    session: Pick<SessionRow, 'focusTopic'>;
    progress: readonly AttemptProgress[];
    model: StudentModel;
    asked: AskedBefore;
    open: LastDiagnosticOpen;
  },
  deps: Pick<LearnerModelDeps, 'calibrations'>,
  now: Date,
): Promise<ChosenQuestion | null> {
  const shared = await deps.calibrations.get();
  const broken = new Set<string>();
  const grade = student.grade as Parameters<typeof nextPracticeItem>[0]['grade'];
  const position = progress.length + 1;
  const opening = !progress.some((a) => a.result === 'correct' || a.result === 'incorrect');
  const all = closedTaskItems(practiceItemsWithout(asked.diagnosticItems));
  const openOnly =
    !opening && isOpenTaskSlot(student.grade, position)
      ? openTaskItems(practiceItemsWithout(asked.diagnosticItems))
      : [];
  let askable = openOnly.length > 0 ? openOnly : all;
  let focus = session.focusTopic ? topicFocus(DIAGNOSTIC_SKILLS, grade, session.focusTopic) : undefined;
  const openTopics = openTopicsAfterDiagnostic(DIAGNOSTIC_SKILLS, open.topicIds, open.answeredSkills);
  for (let tries = 0; tries < 6; tries++) {
    const choice = nextPracticeItem({
      grade,
      goal: student.goal as Goal,
      difficultyAreas: student.difficulties,
      skills: DIAGNOSTIC_SKILLS,
      candidates: broken.size === 0 ? askable : askable.filter((c) => !broken.has(c.templateId)),
      weights: shared.weights,
      student: model.student,
      skillStates: model.skillStates,
      skillCalibrations: shared.skillCalibrations,
      itemCalibrations: shared.itemCalibrations,
      recent: model.recent,
      openTopics,
      at: now.getTime(),
      rng: createRng(randomSeed()),
      opening,
      focus,
    });
    if (!choice && askable !== all) {
      // No open task of the pupil's grade fits now: an ordinary question instead.
      askable = all;
      continue;
    }
    if (!choice && focus) {
      // Everything in the topic was asked in the last 20 questions: the whole grade for now.
      focus = undefined;
      continue;
    }
    if (!choice || !isLevel(choice.item.level)) return null;
    try {
      const instance = generateQuestion(choice.item.templateId, choice.item.level, randomSeed());
      const kind = choice.kind === 'review' || asked.templates.has(choice.item.templateId) ? 'review' : 'new';
      return { instance, kind, predicted: choice.predicted };
    } catch {
      broken.add(choice.item.templateId);
    }
  }
  return null;
}
