import { diagnosticItemUpdates, diagnosticResult, typicalDifficulties } from '#core/adaptive/index.ts';
import type { Grade } from '#core/curriculum/student-profile.ts';
import { DIAGNOSTIC_SKILLS } from '../learner-model/learner-model.catalog.ts';
import { applyItemUpdates, loadPolicyState } from '../learner-model/learner-model.usecases.ts';
import { DiagnosticErrors } from './diagnostic.errors.ts';
import type { DiagnosticAttemptRow, StudentRow } from './diagnostic.repository.ts';
import type { AnswerEntry } from './diagnostic.schemas.ts';
import { answersOf, candidatesFrom, deadlineOf, owned, type DiagnosticDeps } from './diagnostic.shared.ts';
import { saveIfAllowed } from './diagnostic-answers.usecases.ts';

/**
 * Scores the test with the model, stores the result and seeds the learner model — once; then
 * lets the answers calibrate the shared item difficulties (as practice answers do).
 */
export async function finishAttempt(a: DiagnosticAttemptRow, student: StudentRow, deps: DiagnosticDeps) {
  const now = deps.now();
  const state = await loadPolicyState(a.studentId, deps);
  const candidates = candidatesFrom(state);
  const overwrite = (await deps.learner.practiceAnswerCount(a.studentId)) === 0;
  const finished = await deps.db.transaction(async (tx) => {
    const locked = await deps.diagnostic.lockForFinish(tx, a.id);
    if (!locked) throw DiagnosticErrors.attemptNotFound();
    if (locked.status === 'finished' && locked.diagnosticId)
      return { diagnosticId: locked.diagnosticId, created: false, answers: [] };
    await deps.diagnostic.markUnansweredDontKnow(tx, a.id, now);
    const rows = await deps.attempts.listForDiagnostic(a.id, tx);
    const answers = answersOf(rows, candidates);
    const result = diagnosticResult({
      grade: a.grade as Grade,
      goal: student.goal,
      skills: DIAGNOSTIC_SKILLS,
      answers,
      typicalDifficulty: typicalDifficulties(candidates),
      at: now.getTime(),
    });
    const finishedAt = new Date(Math.min(now.getTime(), deadlineOf(a)));
    const row = await deps.diagnostic.insertResult(tx, {
      studentId: student.id,
      attemptId: a.id,
      score: result.score,
      rawPercent: result.rawPercent,
      level: result.level,
      topicBreakdown: result.topics.map((t) => ({ ...t })),
      recommendations: result.recommendations,
      skillPercent: result.skillPercent,
      questionCount: a.questionCount,
      answeredCount: rows.filter((r) => !r.dontKnow).length,
      correctCount: rows.filter((r) => r.result === 'correct').length,
      completedAt: now,
    });
    await deps.diagnostic.markFinished(tx, a.id, {
      diagnosticId: row.id,
      finishedAt,
      timeSpentSeconds: Math.round((finishedAt.getTime() - a.startedAt.getTime()) / 1000),
    });
    await deps.learner.seedInTx(tx, {
      studentId: student.id,
      student: result.seed.student,
      skills: result.seed.skills,
      mastery: result.seed.mastery,
      at: now,
      overwrite,
    });
    return { diagnosticId: row.id, created: true, answers };
  });
  if (finished.created) {
    const updates = diagnosticItemUpdates({
      grade: a.grade as Grade,
      skills: DIAGNOSTIC_SKILLS,
      answers: finished.answers,
      itemCalibrations: state.itemCalibrations,
    });
    await applyItemUpdates(updates, now, deps);
  }
  return { diagnosticId: finished.diagnosticId, created: finished.created };
}

export async function finishDiagnostic(
  data: { parentId: string; attemptId: string; tabId?: string; answers?: Record<string, AnswerEntry> },
  deps: DiagnosticDeps,
) {
  const { attempt, student } = await owned(data.parentId, data.attemptId, deps);
  const now = deps.now();
  if (attempt.status === 'in_progress') await saveIfAllowed(attempt, data.tabId, data.answers, deps, now);
  const { diagnosticId } = await finishAttempt(attempt, student, deps);
  const found = await deps.diagnostic.findResultForParent(data.parentId, diagnosticId);
  return { diagnosticId, score: found?.result.score ?? 0 };
}
