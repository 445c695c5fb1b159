import type { PlanId } from '#core/plans/catalogue.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { LearnerModelDeps } from '../learner-model/learner-model.usecases.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import { ExamErrors } from './exams.errors.ts';
import type { ExamsRepository, MockExamRow } from './exams.repository.ts';

/** The family's plan decides whether a mock may start (injected: exams does not import plans). */
export interface MockExamGate {
  startMockWithinPlan<T>(
    parentId: string,
    count: (tx: Tx) => Promise<number>,
    start: (tx: Tx, plan: PlanId) => Promise<T>,
  ): Promise<T>;
}

export interface ExamsDeps extends LearnerModelDeps {
  db: Db;
  students: StudentsRepository;
  exams: ExamsRepository;
  mockGate: MockExamGate;
  now: () => Date;
  seed: () => number;
}

/** Answers sent right after the time limit (autosave interval, network) still count. */
export const SAVE_GRACE_MS = 15_000;

export const deadlineOf = (e: MockExamRow) => e.startedAt.getTime() + e.timeLimitSeconds * 1000;
export const remainingSeconds = (e: MockExamRow, now: Date) =>
  e.status === 'finished' ? 0 : Math.max(0, Math.ceil((deadlineOf(e) - now.getTime()) / 1000));
/** Past the deadline and its grace: the server finishes the mock on the next request. */
export const isOverdue = (e: MockExamRow, now: Date) =>
  e.status === 'in_progress' && now.getTime() > deadlineOf(e) + SAVE_GRACE_MS;

/** The parent's mock with its child; not found when it is another family's. */
export async function ownedExam(parentId: string, examId: string, deps: ExamsDeps) {
  const found = await deps.exams.findForParent(parentId, examId);
  if (!found) throw ExamErrors.notFound();
  return found;
}
