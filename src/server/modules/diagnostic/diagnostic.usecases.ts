import {
  diagnosticCandidates,
  diagnosticItemUpdates,
  diagnosticPlan,
  diagnosticResult,
  nextDiagnosticItem,
  typicalDifficulties,
  LEVEL_TEXT,
  type DiagnosticAnswer,
  type DiagnosticItem,
  type Grade,
} from '#core/adaptive/index.ts';
import { createRng } from '#core/math/random.ts';
import { checkAnswer } from '#core/questions/check-answer.ts';
import { allTemplates, generateQuestion } from '#core/questions/registry.ts';
import type { Db } from '../../db/client.ts';
import { StudentErrors } from '../students/students.errors.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import type { AttemptRow, AttemptsRepository } from '../learner/attempts.repository.ts';
import { DIAGNOSTIC_SKILLS, isLevel, itemKeyOf } from '../learner/learner.catalog.ts';
import type { LearnerRepository, PolicyState } from '../learner/learner.repository.ts';
import { presentQuestion, rawAnswerText } from '../learner/learner.usecases.ts';
import { randomSeed } from '../practice/practice.usecases.ts';
import { DiagnosticErrors } from './diagnostic.errors.ts';
import {
  LOCK_STALE_MS,
  type DiagnosticAttemptRow,
  type DiagnosticRepository,
  type DiagnosticRow,
  type StudentRow,
} from './diagnostic.repository.ts';
import type { AnswerEntry } from './diagnostic.schemas.ts';

/** Answers sent right after the time limit (autosave interval, network) still count. */
export const SAVE_GRACE_MS = 15_000;

export interface DiagnosticDeps {
  db: Db;
  students: StudentsRepository;
  diagnostic: DiagnosticRepository;
  attempts: AttemptsRepository;
  learner: LearnerRepository;
  now: () => Date;
}

const deadlineOf = (a: DiagnosticAttemptRow) => a.startedAt.getTime() + a.timeLimitSeconds * 1000;
const remainingSeconds = (a: DiagnosticAttemptRow, now: Date) =>
  a.status === 'finished' ? 0 : Math.max(0, Math.ceil((deadlineOf(a) - now.getTime()) / 1000));

function candidatesFrom(state: PolicyState): DiagnosticItem[] {
  return diagnosticCandidates(
    allTemplates(),
    (templateId, level) => state.itemCalibrations[itemKeyOf(templateId, level)]?.difficulty,
    (skillId) => state.skillCalibrations[skillId]?.difficulty,
  );
}

function answersOf(rows: readonly AttemptRow[], candidates: readonly DiagnosticItem[]): DiagnosticAnswer[] {
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

function attemptView(a: DiagnosticAttemptRow, student: StudentRow, rows: readonly AttemptRow[], now: Date) {
  const answers: Record<
    string,
    { raw: string | null; dontKnow: boolean; clientUpdatedAt: number | null; timeMs: number | null }
  > = {};
  for (const r of rows) {
    if (r.clientUpdatedAt === null && !r.dontKnow) continue;
    answers[r.id] = {
      raw: r.rawAnswer,
      dontKnow: r.dontKnow,
      clientUpdatedAt: r.clientUpdatedAt,
      timeMs: r.timeSpentMs,
    };
  }
  return {
    sessionId: a.id,
    attemptId: a.id,
    studentId: student.id,
    nickname: student.nickname,
    status: a.status,
    questionCount: a.questionCount,
    timeLimit: a.timeLimitSeconds,
    remainingSeconds: remainingSeconds(a, now),
    timeUp: a.status === 'in_progress' && now.getTime() >= deadlineOf(a),
    startedAt: a.startedAt.toISOString(),
    diagnosticId: a.diagnosticId,
    questions: rows.map((r) => ({ ...presentQuestion(r), index: r.position })),
    answers,
  };
}

/** Chooses and stores the next item; null when nothing askable is left. */
async function serveNext(a: DiagnosticAttemptRow, rows: readonly AttemptRow[], deps: DiagnosticDeps, now: Date) {
  const state = await deps.learner.loadPolicyState(a.studentId);
  const candidates = candidatesFrom(state);
  const broken = new Set<string>();
  for (let tries = 0; tries < 5; tries++) {
    const choice = nextDiagnosticItem({
      grade: a.grade as Grade,
      skills: DIAGNOSTIC_SKILLS,
      answeredSoFar: [
        ...answersOf(rows, candidates),
        // Served but unanswered items must not be chosen again either: count them as asked.
        ...rows
          .filter((r) => r.result === null)
          .map((r) => ({
            item: { templateId: r.templateId, level: r.level, skillId: r.skillId, difficulty: 0 },
            correct: false,
            dontKnow: true,
          })),
      ],
      candidates: broken.size === 0 ? candidates : candidates.filter((c) => !broken.has(c.templateId)),
      rng: createRng(randomSeed()),
    });
    if (!choice || !isLevel(choice.level)) return null;
    let item;
    try {
      item = generateQuestion(choice.templateId, choice.level, randomSeed());
    } catch {
      broken.add(choice.templateId);
      continue;
    }
    const inserted = await deps.attempts.insertServed({
      studentId: a.studentId,
      diagnosticAttemptId: a.id,
      kind: 'diagnostic',
      position: rows.length + 1,
      item,
      now,
    });
    // A concurrent request served this position first: use its item.
    return (
      inserted ?? (await deps.attempts.listForDiagnostic(a.id)).find((r) => r.position === rows.length + 1) ?? null
    );
  }
  return null;
}

export async function startDiagnostic(data: { parentId: string; studentId: string }, deps: DiagnosticDeps) {
  const student = await deps.students.findForParent(data.parentId, data.studentId);
  if (!student) throw StudentErrors.notFound();
  const now = deps.now();
  const open = await deps.diagnostic.latestInProgress(student.id);
  if (open) {
    if (now.getTime() < deadlineOf(open)) {
      const rows = await deps.attempts.listForDiagnostic(open.id);
      return { ...attemptView(open, student, rows, now), resumed: true };
    }
    // Time ran out on an earlier test that was never finished: keep its result.
    await finishAttempt(open, student, deps);
  }
  const plan = diagnosticPlan(student.grade as Grade);
  const attempt = await deps.diagnostic.create({
    studentId: student.id,
    grade: student.grade,
    questionCount: plan.questionCount,
    timeLimitSeconds: plan.timeLimitSeconds,
    startedAt: now,
  });
  const first = await serveNext(attempt, [], deps, now);
  if (!first) throw DiagnosticErrors.startFailed();
  return { ...attemptView(attempt, student, [first], now), resumed: false };
}

async function owned(parentId: string, attemptId: string, deps: DiagnosticDeps) {
  const found = await deps.diagnostic.findForParent(parentId, attemptId);
  if (!found) throw DiagnosticErrors.attemptNotFound();
  return found;
}

/** Whether this tab's answers count (see the tab lock in the spec); no tab id → only when nobody holds it. */
async function tabActive(a: DiagnosticAttemptRow, tabId: string | undefined, now: Date, deps: DiagnosticDeps) {
  if (tabId) return deps.diagnostic.heartbeat(a.id, tabId, now);
  return a.lockTabId === null || a.lockAt === null || now.getTime() - a.lockAt.getTime() > LOCK_STALE_MS;
}

export async function heartbeat(data: { parentId: string; attemptId: string; tabId: string }, deps: DiagnosticDeps) {
  const { attempt } = await owned(data.parentId, data.attemptId, deps);
  const now = deps.now();
  const active = attempt.status === 'in_progress' && (await deps.diagnostic.heartbeat(attempt.id, data.tabId, now));
  return { active, remainingSeconds: remainingSeconds(attempt, now), status: attempt.status };
}

async function applyAnswers(
  a: DiagnosticAttemptRow,
  rows: readonly AttemptRow[],
  answers: Record<string, AnswerEntry>,
  deps: DiagnosticDeps,
  now: Date,
) {
  const saved: string[] = [];
  const ignored: string[] = [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [questionId, entry] of Object.entries(answers)) {
    const row = byId.get(questionId);
    if (!row) {
      ignored.push(questionId);
      continue;
    }
    const raw = entry.raw === null ? null : rawAnswerText(entry.raw);
    let correct: boolean | null = null;
    let errorKey: string | null = null;
    if (!entry.dontKnow && raw !== null && raw.trim() !== '') {
      const check = checkAnswer(row.item, entry.raw as string | number);
      if (check.result !== 'invalid') {
        correct = check.result === 'correct';
        errorKey = check.result === 'incorrect' ? (check.errorKey ?? null) : null;
      }
    }
    const ok = await deps.diagnostic.saveAnswer({
      diagnosticAttemptId: a.id,
      attemptId: row.id,
      rawAnswer: raw,
      dontKnow: entry.dontKnow,
      correct,
      errorKey,
      clientUpdatedAt: entry.clientUpdatedAt,
      timeMs: entry.timeMs ?? null,
      now,
    });
    (ok ? saved : ignored).push(questionId);
  }
  return { saved, ignored };
}

/** Saves answers if the tab is active and the test still takes answers; everything else is ignored. */
async function saveIfAllowed(
  a: DiagnosticAttemptRow,
  tabId: string | undefined,
  answers: Record<string, AnswerEntry> | undefined,
  deps: DiagnosticDeps,
  now: Date,
) {
  const active = a.status === 'in_progress' && (await tabActive(a, tabId, now, deps));
  const rows = await deps.attempts.listForDiagnostic(a.id);
  const ids = Object.keys(answers ?? {});
  const open = a.status === 'in_progress' && now.getTime() <= deadlineOf(a) + SAVE_GRACE_MS;
  if (!answers || ids.length === 0) return { active, saved: [], ignored: [], rows };
  if (!active || !open) return { active, saved: [], ignored: ids, rows };
  const result = await applyAnswers(a, rows, answers, deps, now);
  return { active, ...result, rows: await deps.attempts.listForDiagnostic(a.id) };
}

export async function saveAnswers(
  data: { parentId: string; attemptId: string; tabId?: string; answers: Record<string, AnswerEntry> },
  deps: DiagnosticDeps,
) {
  const { attempt } = await owned(data.parentId, data.attemptId, deps);
  const now = deps.now();
  const r = await saveIfAllowed(attempt, data.tabId, data.answers, deps, now);
  return {
    saved: r.saved,
    ignored: r.ignored,
    active: r.active,
    remainingSeconds: remainingSeconds(attempt, now),
    status: attempt.status,
  };
}

export async function nextDiagnosticQuestion(
  data: { parentId: string; attemptId: string; tabId?: string; answers?: Record<string, AnswerEntry> },
  deps: DiagnosticDeps,
) {
  const { attempt } = await owned(data.parentId, data.attemptId, deps);
  const now = deps.now();
  const { rows, active } = await saveIfAllowed(attempt, data.tabId, data.answers, deps, now);
  const base = { questionCount: attempt.questionCount, remainingSeconds: remainingSeconds(attempt, now), active };
  const timeUp = now.getTime() >= deadlineOf(attempt);
  if (attempt.status === 'finished' || timeUp) return { ...base, question: null, index: rows.length, done: true };
  const last = rows[rows.length - 1];
  if (last && last.result === null) {
    if (last.rawAnswer !== null && last.rawAnswer.trim() !== '') {
      const check = checkAnswer(last.item, last.rawAnswer);
      if (check.result === 'invalid') {
        return {
          ...base,
          question: null,
          index: last.position,
          done: false,
          answerIssue: { questionId: last.id, reason: check.reason },
        };
      }
    }
    return { ...base, question: { ...presentQuestion(last), index: last.position }, index: last.position, done: false };
  }
  if (rows.length >= attempt.questionCount) return { ...base, question: null, index: rows.length, done: true };
  const served = await serveNext(attempt, rows, deps, now);
  if (!served) return { ...base, question: null, index: rows.length, done: true };
  return {
    ...base,
    question: { ...presentQuestion(served), index: served.position },
    index: served.position,
    done: false,
  };
}

/**
 * Scores the test with the model, stores the result and seeds the learner model — once; then
 * lets the answers calibrate the shared item difficulties (as practice answers do).
 */
async function finishAttempt(a: DiagnosticAttemptRow, student: StudentRow, deps: DiagnosticDeps) {
  const now = deps.now();
  const state = await deps.learner.loadPolicyState(a.studentId);
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
    const mastery: Record<string, number> = {};
    for (const [id, pct] of Object.entries(result.skillPercent)) mastery[id] = pct / 100;
    await deps.learner.seedInTx(tx, {
      studentId: student.id,
      student: result.seed.student,
      skills: result.seed.skills,
      mastery,
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
    await deps.learner.applyItemUpdates(updates, now);
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

export async function getAttempt(data: { parentId: string; attemptId: string }, deps: DiagnosticDeps) {
  const { attempt, student } = await owned(data.parentId, data.attemptId, deps);
  const rows = await deps.attempts.listForDiagnostic(attempt.id);
  return attemptView(attempt, student, rows, deps.now());
}

const LEVEL_NAMES: Readonly<Record<string, { name: string; message: string } | undefined>> = LEVEL_TEXT;

function resultDto(r: DiagnosticRow, student: StudentRow) {
  const counts = { know: 0, in_progress: 0, to_learn: 0 };
  for (const t of r.topicBreakdown) counts[t.bucket]++;
  return {
    id: r.id,
    studentId: student.id,
    nickname: student.nickname,
    grade: student.grade,
    score: r.score,
    rawPercent: r.rawPercent,
    level: r.level,
    levelName: LEVEL_NAMES[r.level]?.name ?? r.level,
    levelMessage: LEVEL_NAMES[r.level]?.message ?? '',
    counts,
    topicBreakdown: r.topicBreakdown,
    recommendations: r.recommendations,
    questionCount: r.questionCount,
    answeredCount: r.answeredCount,
    correctCount: r.correctCount,
    completedAt: r.completedAt.toISOString(),
  };
}

export async function getResult(data: { parentId: string; diagnosticId: string }, deps: DiagnosticDeps) {
  const found = await deps.diagnostic.findResultForParent(data.parentId, data.diagnosticId);
  if (!found) throw DiagnosticErrors.resultNotFound();
  return { result: resultDto(found.result, found.student) };
}

export async function latestResult(data: { parentId: string; studentId: string }, deps: DiagnosticDeps) {
  const student = await deps.students.findForParent(data.parentId, data.studentId);
  if (!student) throw StudentErrors.notFound();
  const row = await deps.diagnostic.latestResult(student.id);
  return { result: row ? resultDto(row, student) : null };
}
