import { nextPracticeItem, openTopicsAfterDiagnostic, topicFocus, type TopicId } from '#core/adaptive/index.ts';
import type { Goal } from '#core/curriculum/student-profile.ts';
import { canLearn } from '#core/plans/gating.ts';
import { subscriptionStatus } from '#core/plans/subscription-status.ts';
import { createRng } from '#core/math/random.ts';
import { generateQuestion } from '#core/questions/registry.ts';
import type { QuestionInstance } from '#core/questions/types.ts';
import { answerCounts, sessionSummary, type SessionSummary } from '#core/reports/session-summary.ts';
import type { Db } from '../../db/client.ts';
import { randomSeed } from '../../random-seed.ts';
import { StudentErrors } from '../students/students.errors.ts';
import type { AttemptProgress, AttemptRow, AttemptsRepository } from '../attempts/attempts.repository.ts';
import { answerAttempt, presentQuestion, StaleRead, type AnswerOutcome } from '../attempts/attempts.usecases.ts';
import { DIAGNOSTIC_SKILLS, isLevel } from '../learner-model/learner-model.catalog.ts';
import type { AskedBefore, LastDiagnosticOpen, StudentModel } from '../learner-model/learner-model.reads.ts';
import { answerReadingKeys, type LearnerModelDeps } from '../learner-model/learner-model.usecases.ts';
import { closedTaskItems, openTaskItems, practiceItemsWithout } from './askable-items.ts';
import { PracticeErrors } from './practice.errors.ts';
import type { PracticeRepository, SessionRow } from './practice.repository.ts';
import type { PlanGate } from '../plans/plans.usecases.ts';
import type { AnswerBody } from './practice.schemas.ts';
import type { ServedSkills } from './served-skills.ts';
import { toSubscriptionJson } from '../plans/subscription-rows.ts';
import { recordAnswered, recordServed, type SessionSnapshot, type SessionSnapshots } from './session-snapshots.ts';
import type { PracticeLimits } from '#core/family/child-access.ts';

/** Spec: a practice session lasts 20 minutes (server clock). */
export const SESSION_SECONDS = 20 * 60;

export interface PracticeDeps extends LearnerModelDeps {
  db: Db;
  practice: PracticeRepository;
  attempts: AttemptsRepository;
  planGate: Pick<PlanGate, 'assertCanLearnWith' | 'taskCount'>;
  servedSkills: ServedSkills;
  snapshots: SessionSnapshots;
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

export async function nextQuestion(data: { parentId: string; sessionId: string; skip: boolean }, deps: PracticeDeps) {
  const snapshot = data.skip ? undefined : deps.snapshots.take(data.parentId, data.sessionId);
  if (snapshot) {
    const served = await nextFromSnapshot(snapshot, deps);
    if (served) return served;
    deps.snapshots.forget(data.sessionId);
  }
  // One statement reads the session (ownership), its progress and the child's learner model.
  const read = () => deps.practice.findForParentWithModel(data.parentId, data.sessionId);
  let found = await read();
  if (!found) throw PracticeErrors.notFound();
  const { session } = found;
  if (session.status === 'ended') throw PracticeErrors.ended();
  const now = deps.now();
  if (now.getTime() >= session.endsAt.getTime()) {
    await endSessionRow(session, 'expired', deps);
    throw PracticeErrors.expired();
  }
  // A question served after the trial ended could never be answered (the answer is refused), so
  // the running session stops here with the same typed error (docs/decisions/0005).
  deps.planGate.assertCanLearnWith(found.subscription, now);
  let skip = data.skip;
  // Retry once when a concurrent request of the same session takes the position first.
  for (let round = 0; round < 2; round++) {
    if (round > 0) found = await read();
    if (!found) throw PracticeErrors.notFound();
    let served = found.progress;
    const pending = served.find((a) => a.result === null);
    if (pending && !skip) {
      const row = await deps.attempts.findById(pending.id);
      if (row) {
        deps.servedSkills.remember(row.id, row.skillId);
        return presentNext(session, row, served, now);
      }
    }
    if (pending) {
      await deps.attempts.markSkipped(pending.id, now);
      served = served.map((a) => (a === pending ? { ...a, result: 'skipped' as const } : a));
    }
    const snapshot: SessionSnapshot = {
      ...found,
      parentId: data.parentId,
      progress: served,
      asked: { templates: new Set(found.asked.templates), diagnosticItems: found.asked.diagnosticItems },
      pending: null,
    };
    const next = await serveFrom(snapshot, deps, now);
    if (next === 'no-questions') throw PracticeErrors.noQuestions();
    if (next) {
      deps.snapshots.keep(snapshot);
      return next;
    }
    skip = false;
  }
  throw PracticeErrors.noQuestions();
}

/**
 * The next question from this instance's snapshot of the session, in one statement; null when
 * the snapshot cannot decide (a question is pending, the session's time is up, the plan as known
 * refuses) or no longer holds: the caller then reads everything again.
 */
async function nextFromSnapshot(snapshot: SessionSnapshot, deps: PracticeDeps) {
  const now = deps.now();
  // The diagnostic's items leave "asked before" as practice questions follow it: read each time then.
  if (snapshot.pending || snapshot.asked.diagnosticItems.size > 0) return null;
  if (now.getTime() >= snapshot.session.endsAt.getTime()) return null;
  // The plan as known refuses: the read decides (the family may have just bought one).
  if (!canLearn(subscriptionStatus(snapshot.subscription, now))) return null;
  const next = await serveFrom(snapshot, deps, now);
  return next === 'no-questions' ? null : next;
}

/**
 * Chooses the next question from the snapshot and serves it if the snapshot still holds
 * (practice.serveIfCurrent), then records it there; null when it no longer held.
 */
async function serveFrom(snapshot: SessionSnapshot, deps: PracticeDeps, now: Date) {
  const { session, student } = snapshot;
  const item = await chooseItem(student, snapshot, deps, now);
  if (!item) return 'no-questions' as const;
  const served = await deps.practice.serveIfCurrent({
    parentId: snapshot.parentId,
    sessionId: session.id,
    studentId: student.id,
    kind: item.kind,
    position: snapshot.progress.length + 1,
    item: item.instance,
    predicted: item.predicted,
    now,
    expect: {
      student,
      learnerVersion: snapshot.learnerVersion,
      lastAttemptId: snapshot.lastAttemptId,
      subscription: snapshot.subscription,
    },
  });
  if (!served) return null;
  recordServed(snapshot, served.attempt, served.itemSeen);
  deps.servedSkills.remember(served.attempt.id, served.attempt.skillId);
  return presentNext(session, served.attempt, snapshot.progress, now);
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
async function chooseItem(
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
  deps: PracticeDeps,
  now: Date,
): Promise<{ instance: QuestionInstance; kind: 'new' | 'review'; predicted: number } | null> {
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

export async function answerQuestion(
  data: { parentId: string; body: AnswerBody },
  deps: PracticeDeps,
): Promise<AnswerOutcome> {
  const snapshot = deps.snapshots.take(data.parentId, data.body.sessionId);
  if (snapshot?.pending?.attempt.id === data.body.questionId) {
    try {
      return await answerFromSnapshot(snapshot, data, deps);
    } catch (err) {
      if (!(err instanceof StaleRead)) throw err;
      deps.snapshots.forget(data.body.sessionId);
    }
  }
  // A question this instance served: the session, the question and what answering reads come
  // in one statement (its skill tells which of the learner's rows); else the answer reads twice.
  const servedSkill = deps.servedSkills.skillOf(data.body.questionId);
  const found = servedSkill
    ? await deps.practice.findForAnswer(
        data.parentId,
        data.body.sessionId,
        data.body.questionId,
        answerReadingKeys({ skillId: servedSkill }).skills,
      )
    : await deps.practice
        .findWithAttempt(data.parentId, data.body.sessionId, data.body.questionId)
        .then((f) => f && { ...f, read: null });
  if (!found) throw PracticeErrors.notFound();
  const { session, attempt } = found;
  if (!attempt) throw PracticeErrors.questionNotFound();
  if (attempt.result === 'skipped') throw PracticeErrors.questionSkipped();
  const answered = attempt.result === 'correct' || attempt.result === 'incorrect';
  // A question served before the end may still be answered after the 20 minutes; an ended session takes nothing new.
  if (!answered && session.status === 'ended') throw PracticeErrors.ended();
  const read = found.read && attempt.skillId === servedSkill ? found.read : undefined;
  return answerServed(data, attempt, { read }, deps);
}

/** Records the answer to a served question; once it is stored, the instance forgets its skill. */
async function answerServed(
  data: { parentId: string; body: AnswerBody },
  attempt: AttemptRow,
  reading: Pick<Parameters<typeof answerAttempt>[0], 'read' | 'readGuards' | 'onStored'>,
  deps: PracticeDeps,
): Promise<AnswerOutcome> {
  const outcome = await answerAttempt(
    {
      parentId: data.parentId,
      attempt,
      answer: data.body.answer,
      timeSpentMs: data.body.timeSpentMs ?? null,
      record: true,
      ...reading,
    },
    deps,
  );
  if (outcome.result !== 'invalid') deps.servedSkills.forget(attempt.id);
  return outcome;
}

/**
 * The pending question's answer from this instance's snapshot: no read, ONE guarded write
 * (the session still active and the plan as known, besides answerAttempt's own guards). Throws
 * StaleRead when the snapshot no longer held; nothing was stored then.
 */
async function answerFromSnapshot(
  snapshot: SessionSnapshot,
  data: { parentId: string; body: AnswerBody },
  deps: PracticeDeps,
): Promise<AnswerOutcome> {
  const { attempt, itemSeen } = snapshot.pending!;
  const skills = answerReadingKeys({ skillId: attempt.skillId }).skills;
  const states = snapshot.model.skillStates;
  return answerServed(
    data,
    attempt,
    {
      read: {
        attempt: { result: null, correct: null, errorKey: null, hintsUsed: 0, rawAnswer: null },
        learner:
          snapshot.learnerVersion === null ? null : { state: snapshot.model.student, version: snapshot.learnerVersion },
        skillStates: skills.filter((id) => states[id]).map((skillId) => ({ skillId, state: states[skillId]! })),
        itemSeen,
        subscription: toSubscriptionJson(snapshot.subscription),
      },
      readGuards: deps.practice.snapshotGuards(snapshot),
      onStored: (stored) => recordAnswered(snapshot, stored),
    },
    deps,
  );
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
  deps.snapshots.forget(session.id);
  const now = deps.now();
  const endedAt = new Date(Math.min(now.getTime(), session.endsAt.getTime()));
  const ending = { ...session, endedAt };
  const summary = read ? summaryFrom(ending, read, now) : await liveSummary(ending, deps, now);
  return deps.practice.end(session.id, { endedAt, reason, summary: { ...summary } });
}

export async function endSession(data: { parentId: string; sessionId: string }, deps: PracticeDeps) {
  deps.snapshots.forget(data.sessionId);
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
