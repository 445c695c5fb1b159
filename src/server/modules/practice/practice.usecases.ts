import type { TopicId } from '#core/adaptive/index.ts';
import { answerCounts, sessionSummary, type SessionSummary } from '#core/reports/session-summary.ts';
import type { PracticeLimits } from '#core/family/child-access.ts';
import type { Db } from '../../db/client.ts';
import { StudentErrors } from '../students/students.errors.ts';
import type { AttemptProgress, AttemptRow, AttemptsRepository } from '../attempts/attempts.repository.ts';
import { answerAttempt, presentQuestion, StaleRead, type AnswerOutcome } from '../attempts/attempts.usecases.ts';
import type { LearnerModelDeps } from '../learner-model/learner-model.usecases.ts';
import type { PlanGate } from '../plans/plans.usecases.ts';
import { chooseItem } from './practice-choice.ts';
import { PracticeErrors } from './practice.errors.ts';
import type { PracticeRepository, SessionRow } from './practice.repository.ts';
import type { AnswerBody } from './practice.schemas.ts';
import type { SessionReader, ServingView } from './session-reader.ts';

export { OPEN_TASK_EVERY } from './practice-choice.ts';

/** Spec: a practice session lasts 20 minutes (server clock). */
export const SESSION_SECONDS = 20 * 60;

export interface PracticeDeps extends LearnerModelDeps {
  db: Db;
  practice: PracticeRepository;
  attempts: AttemptsRepository;
  planGate: Pick<PlanGate, 'assertCanLearnWith' | 'taskCount'>;
  /** How the running session is read and written: its snapshot in this instance's memory, else the database. */
  sessions: SessionReader;
  now: () => Date;
  /**
   * The parent's limits on the child's practice (daily time, quiet hours): refuses a session they
   * do not allow, else answers how many seconds it may run (null: no limit applies).
   */
  practiceTime: {
    assertMayPractise(data: { parentId: string; studentId: string; limits: PracticeLimits }): Promise<number | null>;
  };
}

function remainingSeconds(session: SessionRow, now: Date): number {
  return Math.max(0, Math.ceil((session.endsAt.getTime() - now.getTime()) / 1000));
}

export async function startSession(
  data: { parentId: string; studentId: string; focusTopic?: TopicId },
  deps: PracticeDeps,
) {
  const found = await deps.practice.findStudentWithPlan(data.parentId, data.studentId);
  if (!found) throw StudentErrors.notFound();
  const { student } = found;
  const startedAt = deps.now();
  deps.planGate.assertCanLearnWith(found.subscription, startedAt);
  const allowed = await deps.practiceTime.assertMayPractise({
    parentId: data.parentId,
    studentId: student.id,
    limits: found.limits,
  });
  // A session ends when the day's limit is used up or quiet hours begin: next and answer refuse
  // it from then on like any session whose time is over.
  const seconds = allowed === null ? SESSION_SECONDS : Math.min(SESSION_SECONDS, allowed);
  const session = await deps.practice.create({
    studentId: student.id,
    startedAt,
    endsAt: new Date(startedAt.getTime() + seconds * 1000),
    focusTopic: data.focusTopic ?? null,
  });
  return {
    sessionId: session.id,
    studentId: student.id,
    startedAt: session.startedAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    durationSeconds: seconds,
    focusTopic: session.focusTopic,
  };
}

async function ownedSession(parentId: string, sessionId: string, deps: PracticeDeps) {
  const found = await deps.practice.findForParent(parentId, sessionId);
  if (!found) throw PracticeErrors.notFound();
  return found;
}

/**
 * The session's next question. A view remembered from an earlier request that cannot serve (what
 * it was made from changed, or it finds no question) is read again from the database; a question
 * another request took first makes the read repeat once.
 */
export async function nextQuestion(data: { parentId: string; sessionId: string; skip: boolean }, deps: PracticeDeps) {
  let skip = data.skip;
  let fromMemory = !skip;
  for (let reads = 0; reads < 2;) {
    const now = deps.now();
    const view = await deps.sessions.forServing(data.parentId, data.sessionId, { fromMemory, now });
    if (!view) throw PracticeErrors.notFound();
    const next = await nextFrom(view, skip, deps, now);
    if (next && next !== 'no-questions') return next;
    if (next === 'no-questions' && !view.remembered) throw PracticeErrors.noQuestions();
    if (!view.remembered) {
      reads++;
      skip = false;
    }
    fromMemory = false;
  }
  throw PracticeErrors.noQuestions();
}

/** The pending question again (unless skipped), else a new one served while the view holds (null: it did not). */
async function nextFrom({ snapshot: view }: ServingView, skip: boolean, deps: PracticeDeps, now: Date) {
  const { session } = view;
  if (session.status === 'ended') throw PracticeErrors.ended();
  if (now.getTime() >= session.endsAt.getTime()) {
    await endSessionRow(session, 'expired', deps);
    throw PracticeErrors.expired();
  }
  // A question served after the trial ended could never be answered (the answer is refused), so
  // the running session stops here with the same typed error (docs/decisions/0005).
  deps.planGate.assertCanLearnWith(view.subscription, now);
  const pending = view.progress.find((a) => a.result === null);
  if (pending && !skip) {
    const row = await deps.sessions.presentPending(view, pending.id);
    if (row) return presentNext(session, row, view.progress, now);
  }
  if (pending) await deps.sessions.skipPending(view, pending.id, now);
  const item = await chooseItem(view.student, view, deps, now);
  if (!item) return 'no-questions' as const;
  const served = await deps.sessions.serve(view, item, now);
  return served && presentNext(session, served, view.progress, now);
}

function presentNext(session: SessionRow, attempt: AttemptRow, served: readonly AttemptProgress[], now: Date) {
  return {
    question: presentQuestion(attempt),
    kind: attempt.kind === 'review' ? ('review' as const) : ('new' as const),
    index: attempt.position,
    /** The topic a focused session ("Ćwicz ten temat") stays in; null for an ordinary one. */
    focusTopic: session.focusTopic,
    sessionStartTime: session.startedAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    remainingSeconds: remainingSeconds(session, now),
    ...answerCounts(served),
  };
}

/**
 * Records the answer to a served question. A view remembered from an earlier request that no
 * longer held (answerAttempt's StaleRead: nothing was stored) is read again from the database.
 */
export async function answerQuestion(
  data: { parentId: string; body: AnswerBody },
  deps: PracticeDeps,
): Promise<AnswerOutcome> {
  const { sessionId, questionId } = data.body;
  for (let round = 0; ; round++) {
    const found = await deps.sessions.forAnswer(data.parentId, sessionId, questionId, { fromMemory: round === 0 });
    if (!found) throw PracticeErrors.notFound();
    const { session, attempt } = found;
    if (!attempt) throw PracticeErrors.questionNotFound();
    if (attempt.result === 'skipped') throw PracticeErrors.questionSkipped();
    const answered = attempt.result === 'correct' || attempt.result === 'incorrect';
    // A question served before the end may still be answered after the 20 minutes; an ended session takes nothing new.
    if (!answered && session.status === 'ended') throw PracticeErrors.ended();
    try {
      return await answerAttempt(
        {
          parentId: data.parentId,
          attempt,
          answer: data.body.answer,
          timeSpentMs: data.body.timeSpentMs ?? null,
          record: true,
          ...found.reading,
        },
        deps,
      );
    } catch (err) {
      if (!(err instanceof StaleRead) || round > 0) throw err;
    }
  }
}

type SummaryRead = Awaited<ReturnType<PracticeRepository['summaryOf']>>;

function summaryFrom(session: SessionRow, read: SummaryRead, now: Date): SessionSummary {
  return sessionSummary({
    startedAt: session.startedAt.getTime(),
    endsAt: session.endsAt.getTime(),
    until: (session.endedAt ?? now).getTime(),
    attempts: read.attempts,
    steps: read.steps,
  });
}

async function liveSummary(session: SessionRow, deps: PracticeDeps, now: Date): Promise<SessionSummary> {
  return summaryFrom(session, await deps.practice.summaryOf(session.id), now);
}

/** Ends the session with its summary; `read`: what the summary reads, when the caller read it with the session. */
async function endSessionRow(
  session: SessionRow,
  reason: 'user' | 'expired' | 'no_questions',
  deps: PracticeDeps,
  read?: SummaryRead,
) {
  deps.sessions.ended(session.id);
  const now = deps.now();
  const endedAt = new Date(Math.min(now.getTime(), session.endsAt.getTime()));
  const ending = { ...session, endedAt };
  const summary = read ? summaryFrom(ending, read, now) : await liveSummary(ending, deps, now);
  return deps.practice.end(session.id, { endedAt, reason, summary: { ...summary } });
}

export async function endSession(data: { parentId: string; sessionId: string }, deps: PracticeDeps) {
  deps.sessions.ended(data.sessionId);
  // The session with what its summary reads: one read and the write.
  const found = await deps.practice.findForParentWithSummary(data.parentId, data.sessionId);
  if (!found) throw PracticeErrors.notFound();
  const { session } = found;
  if (session.status === 'ended' && session.summary) return { summary: session.summary as unknown as SessionSummary };
  const ended = await endSessionRow(session, 'user', deps, found);
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
    focusTopic: session.focusTopic,
    remainingSeconds: session.status === 'ended' ? 0 : remainingSeconds(session, now),
  };
}

export async function getSummary(data: { parentId: string; sessionId: string }, deps: PracticeDeps) {
  const found = await deps.practice.findForParentWithSummary(data.parentId, data.sessionId);
  if (!found) throw PracticeErrors.notFound();
  const { session } = found;
  const now = deps.now();
  const summary =
    session.status === 'ended' && session.summary
      ? (session.summary as unknown as SessionSummary)
      : summaryFrom(session, found, now);
  const { remainingSeconds: _r, ...dto } = sessionDto(session, now);
  return { summary, session: dto };
}

export async function getSession(data: { parentId: string; sessionId: string }, deps: PracticeDeps) {
  const { session } = await ownedSession(data.parentId, data.sessionId, deps);
  const rows = await deps.attempts.progressForSession(session.id);
  return { session: { ...sessionDto(session, deps.now()), ...answerCounts(rows) } };
}
