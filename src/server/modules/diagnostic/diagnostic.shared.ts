import { diagnosticCandidates, type DiagnosticAnswer, type DiagnosticItem } from '#core/adaptive/index.ts';
import { allTemplates } from '#core/questions/registry.ts';
import type { Db } from '../../db/client.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import type { PlanGate } from '../plans/plans.usecases.ts';
import type { AttemptRow, AttemptsRepository } from '../attempts/attempts.repository.ts';
import { itemKeyOf } from '../learner-model/learner-model.catalog.ts';
import type { LearnerModelDeps, PolicyState } from '../learner-model/learner-model.usecases.ts';
import { DiagnosticErrors } from './diagnostic.errors.ts';
import type { DiagnosticAttemptRow, DiagnosticRepository } from './diagnostic.repository.ts';

/** What the diagnostic's use-cases share: their dependencies, the time limit and the model's view of answers. */
export interface DiagnosticDeps extends LearnerModelDeps {
  db: Db;
  students: StudentsRepository;
  diagnostic: DiagnosticRepository;
  attempts: AttemptsRepository;
  planGate: Pick<PlanGate, 'assertCanLearn'>;
  now: () => Date;
}

export const deadlineOf = (a: DiagnosticAttemptRow) => a.startedAt.getTime() + a.timeLimitSeconds * 1000;
export const remainingSeconds = (a: DiagnosticAttemptRow, now: Date) =>
  a.status === 'finished' ? 0 : Math.max(0, Math.ceil((deadlineOf(a) - now.getTime()) / 1000));

export function candidatesFrom(state: PolicyState): DiagnosticItem[] {
  return diagnosticCandidates(
    // The diagnostic places the pupil with quick closed items; open tasks come in practice.
    allTemplates().filter((t) => !t.open),
    (templateId, level) => state.itemCalibrations[itemKeyOf(templateId, level)]?.difficulty,
    (skillId) => state.skillCalibrations[skillId]?.difficulty,
  );
}

export function answersOf(rows: readonly AttemptRow[], candidates: readonly DiagnosticItem[]): DiagnosticAnswer[] {
  const byKey = new Map(candidates.map((c) => [itemKeyOf(c.templateId, c.level), c]));
  return rows
    .filter((r) => r.result === 'correct' || r.result === 'incorrect')
    .map((r) => ({
      item: byKey.get(itemKeyOf(r.templateId, r.level)) ?? {
        templateId: r.templateId,
        level: r.level,
        skillId: r.skillId,
        difficulty: 0,
      },
      correct: r.result === 'correct',
      dontKnow: r.dontKnow,
    }));
}

/** The parent's attempt with its child; not found when it is another family's. */
export async function owned(parentId: string, attemptId: string, deps: DiagnosticDeps) {
  const found = await deps.diagnostic.findForParent(parentId, attemptId);
  if (!found) throw DiagnosticErrors.attemptNotFound();
  return found;
}
