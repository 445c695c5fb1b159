import { randomInt } from 'node:crypto';
import { nextPracticeItem, type Goal } from '#core/adaptive/index.ts';
import { createRng } from '#core/math/random.ts';
import { generateQuestion } from '#core/questions/registry.ts';
import type { QuestionInstance } from '#core/questions/types.ts';
import type { Db } from '../../db/client.ts';
import { StudentErrors } from '../students/students.errors.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import type {
  AttemptProgress,
  AttemptRow,
  AttemptStepRow,
  AttemptsRepository,
} from '../learner/attempts.repository.ts';
import { DIAGNOSTIC_SKILLS, PRACTICE_ITEMS, isLevel, skillName } from '../learner/learner.catalog.ts';
import type { LearnerRepository, StudentModel } from '../learner/learner.repository.ts';
import { answerAttempt, presentQuestion, type AnswerOutcome } from '../learner/learner.usecases.ts';
import { PracticeErrors } from './practice.errors.ts';
import type { PracticeRepository, SessionRow } from './practice.repository.ts';
import type { AnswerBody } from './practice.schemas.ts';

/** Spec: a practice session lasts 20 minutes (server clock). */
export const SESSION_SECONDS = 20 * 60;
export const MAX_SUMMARY_TOPICS = 3;
export const MAX_STEP_INSIGHTS = 3;

export interface PracticeDeps {
  db: Db;
  students: StudentsRepository;
  practice: PracticeRepository;
  attempts: AttemptsRepository;
  learner: LearnerRepository;
  now: () => Date;
}

export function randomSeed(): number {
  return randomInt(1, 2 ** 31 - 1);
}

function remainingSeconds(session: SessionRow, now: Date): number {
  return Math.max(0, Math.ceil((session.endsAt.getTime() - now.getTime()) / 1000));
}

export async function startSession(data: { parentId: string; studentId: string }, deps: PracticeDeps) {
  const student = await deps.students.findForParent(data.parentId, data.studentId);
  if (!student) throw StudentErrors.notFound();
  const startedAt = deps.now();
  const session = await deps.practice.create({
    studentId: student.id,
    startedAt,
    endsAt: new Date(startedAt.getTime() + SESSION_SECONDS * 1000),
  });
  return {
    sessionId: session.id,
    studentId: student.id,
    startedAt: session.startedAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    durationSeconds: SESSION_SECONDS,
  };
}

async function ownedSession(parentId: string, sessionId: string, deps: PracticeDeps) {
  const found = await deps.practice.findForParent(parentId, sessionId);
  if (!found) throw PracticeErrors.notFound();
  return found;
}

function counts(rows: readonly Pick<AttemptRow, 'result'>[]) {
  const answered = rows.filter((r) => r.result === 'correct' || r.result === 'incorrect');
  return { answeredCount: answered.length, correctCount: answered.filter((r) => r.result === 'correct').length };
}

export async function nextQuestion(data: { parentId: string; sessionId: string; skip: boolean }, deps: PracticeDeps) {
  // One statement reads the session (ownership), its progress and the child's learner model.
  const read = () => deps.practice.findForParentWithModel(data.parentId, data.sessionId);
  let found = await read();
  if (!found) throw PracticeErrors.notFound();
  const { session, student } = found;
  if (session.status === 'ended') throw PracticeErrors.ended();
  const now = deps.now();
  if (now.getTime() >= session.endsAt.getTime()) {
    await endSessionRow(session, 'expired', deps);
    throw PracticeErrors.expired();
  }
  let skip = data.skip;
  // Retry once when a concurrent request of the same session takes the position first.
  for (let round = 0; round < 2; round++) {
    if (round > 0) found = await read();
    if (!found) throw PracticeErrors.notFound();
    const served = found.progress;
    const pending = served.find((a) => a.result === null);
    if (pending && !skip) {
      const row = await deps.attempts.findById(pending.id);
      if (row) return presentNext(session, row, served, now);
    }
    if (pending) await deps.attempts.markSkipped(pending.id, now);
    const item = await chooseItem(student, found.model, deps, now);
    if (!item) throw PracticeErrors.noQuestions();
    const inserted = await deps.attempts.insertServed({
      studentId: student.id,
      sessionId: session.id,
      kind: item.kind,
      position: served.length + 1,
      item: item.instance,
      predicted: item.predicted,
      now,
    });
    if (inserted) return presentNext(session, inserted, [...served, inserted], now);
    skip = false;
  }
  throw PracticeErrors.noQuestions();
}

function presentNext(session: SessionRow, attempt: AttemptRow, served: readonly AttemptProgress[], now: Date) {
  return {
    question: presentQuestion(attempt),
    kind: attempt.kind === 'review' ? ('review' as const) : ('new' as const),
    index: attempt.position,
    sessionStartTime: session.startedAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    remainingSeconds: remainingSeconds(session, now),
    ...counts(served),
  };
}

/** The policy's choice, generated with a fresh seed; a template that fails to generate is skipped. */
async function chooseItem(
  student: { id: string; grade: string; goal: string; difficulties: string[] },
  model: StudentModel,
  deps: PracticeDeps,
  now: Date,
): Promise<{ instance: QuestionInstance; kind: 'new' | 'review'; predicted: number } | null> {
  const shared = await deps.learner.sharedCalibrations();
  const broken = new Set<string>();
  for (let tries = 0; tries < 5; tries++) {
    const choice = nextPracticeItem({
      grade: student.grade as Parameters<typeof nextPracticeItem>[0]['grade'],
      goal: student.goal as Goal,
      difficultyAreas: student.difficulties,
      skills: DIAGNOSTIC_SKILLS,
      candidates: broken.size === 0 ? PRACTICE_ITEMS : PRACTICE_ITEMS.filter((c) => !broken.has(c.templateId)),
      weights: shared.weights,
      student: model.student,
      skillStates: model.skillStates,
      skillCalibrations: shared.skillCalibrations,
      itemCalibrations: shared.itemCalibrations,
      recent: model.recent,
      at: now.getTime(),
      rng: createRng(randomSeed()),
    });
    if (!choice || !isLevel(choice.item.level)) return null;
    try {
      const instance = generateQuestion(choice.item.templateId, choice.item.level, randomSeed());
      return { instance, kind: choice.kind, predicted: choice.predicted };
    } catch {
      broken.add(choice.item.templateId);
    }
  }
  return null;
}

export async function answerQuestion(
  data: { parentId: string; body: AnswerBody },
  deps: PracticeDeps,
): Promise<AnswerOutcome> {
  const found = await deps.practice.findWithAttempt(data.parentId, data.body.sessionId, data.body.questionId);
  if (!found) throw PracticeErrors.notFound();
  const { session, attempt } = found;
  if (!attempt) throw PracticeErrors.questionNotFound();
  if (attempt.result === 'skipped') throw PracticeErrors.questionSkipped();
  const answered = attempt.result === 'correct' || attempt.result === 'incorrect';
  // A question served before the end may still be answered after the 20 minutes; an ended session takes nothing new.
  if (!answered && session.status === 'ended') throw PracticeErrors.ended();
  return answerAttempt(
    { attempt, answer: data.body.answer, timeSpentMs: data.body.timeSpentMs ?? null, record: true },
    deps,
  );
}

export interface SessionSummary {
  spentMinutes: number;
  totalAnswered: number;
  correctCount: number;
  accuracy: number | null;
  incorrectTopics: string[];
  stepInsights: { topic: string; stepsAttempted: number; commonError: string | null }[];
}

/** Feedback text for an error code of an item: the step's canned feedback or the common error's. */
function errorText(item: QuestionInstance, code: string): string | null {
  for (const s of item.steps) {
    const text = s.feedbackByError[code];
    if (text) return text;
  }
  return item.commonErrors.find((e) => e.key === code)?.feedback ?? null;
}

export function computeSummary(
  session: SessionRow,
  rows: readonly AttemptRow[],
  steps: readonly AttemptStepRow[],
  now: Date,
): SessionSummary {
  const end = Math.min((session.endedAt ?? now).getTime(), session.endsAt.getTime());
  const { answeredCount, correctCount } = counts(rows);
  let spentMinutes = Math.max(0, Math.round((end - session.startedAt.getTime()) / 60_000));
  if (answeredCount > 0) spentMinutes = Math.max(1, spentMinutes);

  const wrongBySkill = new Map<string, number>();
  for (const r of rows)
    if (r.result === 'incorrect') wrongBySkill.set(r.skillId, (wrongBySkill.get(r.skillId) ?? 0) + 1);
  const incorrectTopics = [...wrongBySkill.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_SUMMARY_TOPICS)
    .map(([id]) => skillName(id));

  const byAttempt = new Map(rows.map((r) => [r.id, r]));
  const perSkill = new Map<string, { steps: number; errors: Map<string, { n: number; text: string | null }> }>();
  const entry = (skillId: string) => {
    let e = perSkill.get(skillId);
    if (!e) perSkill.set(skillId, (e = { steps: 0, errors: new Map() }));
    return e;
  };
  const addError = (a: AttemptRow, code: string) => {
    const e = entry(a.skillId);
    const prev = e.errors.get(code);
    e.errors.set(code, { n: (prev?.n ?? 0) + 1, text: prev?.text ?? errorText(a.item, code) });
  };
  for (const s of steps) {
    const a = byAttempt.get(s.attemptId);
    if (!a || s.status === 'not_attempted') continue;
    entry(a.skillId).steps++;
    if (s.errorCode) addError(a, s.errorCode);
  }
  for (const a of rows) if (a.errorKey) addError(a, a.errorKey);
  const stepInsights = [...perSkill.entries()]
    .map(([skillId, e]) => {
      const top = [...e.errors.values()].sort((x, y) => y.n - x.n)[0];
      return {
        topic: skillName(skillId),
        stepsAttempted: e.steps,
        commonError: top?.text ?? null,
        weight: e.steps + (top?.n ?? 0),
      };
    })
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_STEP_INSIGHTS)
    .map(({ weight: _weight, ...rest }) => rest);

  return {
    spentMinutes,
    totalAnswered: answeredCount,
    correctCount,
    accuracy: answeredCount > 0 ? Math.round((100 * correctCount) / answeredCount) : null,
    incorrectTopics,
    stepInsights,
  };
}

async function liveSummary(session: SessionRow, deps: PracticeDeps, now: Date): Promise<SessionSummary> {
  const rows = await deps.attempts.listForSession(session.id);
  const steps = await deps.attempts.listSteps(rows.map((r) => r.id));
  return computeSummary(session, rows, steps, now);
}

async function endSessionRow(session: SessionRow, reason: 'user' | 'expired' | 'no_questions', deps: PracticeDeps) {
  const now = deps.now();
  const endedAt = new Date(Math.min(now.getTime(), session.endsAt.getTime()));
  const summary = await liveSummary({ ...session, endedAt }, deps, now);
  return deps.practice.end(session.id, { endedAt, reason, summary: { ...summary } });
}

export async function endSession(data: { parentId: string; sessionId: string }, deps: PracticeDeps) {
  const { session } = await ownedSession(data.parentId, data.sessionId, deps);
  if (session.status === 'ended' && session.summary) return { summary: session.summary as unknown as SessionSummary };
  const ended = await endSessionRow(session, 'user', deps);
  return { summary: (ended?.summary ?? {}) as unknown as SessionSummary };
}

function sessionDto(session: SessionRow, now: Date) {
  return {
    id: session.id,
    studentId: session.studentId,
    startedAt: session.startedAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    endedAt: session.endedAt ? session.endedAt.toISOString() : null,
    status: session.status,
    remainingSeconds: session.status === 'ended' ? 0 : remainingSeconds(session, now),
  };
}

export async function getSummary(data: { parentId: string; sessionId: string }, deps: PracticeDeps) {
  const { session } = await ownedSession(data.parentId, data.sessionId, deps);
  const now = deps.now();
  const summary =
    session.status === 'ended' && session.summary
      ? (session.summary as unknown as SessionSummary)
      : await liveSummary(session, deps, now);
  const { remainingSeconds: _r, ...dto } = sessionDto(session, now);
  return { summary, session: dto };
}

export async function getSession(data: { parentId: string; sessionId: string }, deps: PracticeDeps) {
  const { session } = await ownedSession(data.parentId, data.sessionId, deps);
  const rows = await deps.attempts.progressForSession(session.id);
  return { session: { ...sessionDto(session, deps.now()), ...counts(rows) } };
}
