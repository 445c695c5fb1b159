import type { QuestionInstance } from '#core/questions/types.ts';
import { canLearn } from '#core/plans/gating.ts';
import { subscriptionStatus } from '#core/plans/subscription-status.ts';
import type { AttemptRow, AttemptsRepository } from '../attempts/attempts.repository.ts';
import type { answerAttempt } from '../attempts/attempts.usecases.ts';
import { answerReadingKeys } from '../learner-model/learner-model.usecases.ts';
import { toSubscriptionJson } from '../plans/subscription-rows.ts';
import type { PracticeRepository, SessionRow } from './practice.repository.ts';
import { recordAnswered, recordServed, type SessionSnapshot, type SessionSnapshots } from './session-snapshots.ts';

/** What serving the next question reads; `remembered`: from the instance's memory, not read now. */
export interface ServingView {
  snapshot: SessionSnapshot;
  remembered: boolean;
}

/** The question the policy chose, to serve. */
export interface ChosenQuestion {
  kind: 'new' | 'review';
  instance: QuestionInstance;
  predicted: number;
}

/** What answerAttempt takes beyond the answer: the first round's read, its guards, who is told of the store. */
export type AnswerReading = Pick<Parameters<typeof answerAttempt>[0], 'read' | 'readGuards' | 'onStored'>;

/** What answering a served question reads: the session, the question (null: not that session's) and its reading. */
export interface AnswerView {
  session: Pick<SessionRow, 'status'>;
  attempt: AttemptRow | null;
  reading: AnswerReading;
}

/**
 * The one way the practice use-cases read and write a running session. `fromMemory: false` asks
 * for a read made now: what an earlier call gave no longer held (a guarded write stored nothing,
 * answerAttempt threw StaleRead) or the request must not rely on memory (a skip).
 */
export interface SessionReader {
  /** What serving reads; null when the session is not the parent's. */
  forServing(parentId: string, sessionId: string, p: { fromMemory: boolean; now: Date }): Promise<ServingView | null>;
  /** The session's pending question, to present again (null: it is gone). */
  presentPending(view: SessionSnapshot, attemptId: string): Promise<AttemptRow | null>;
  /** Marks the pending question skipped, in the view too. */
  skipPending(view: SessionSnapshot, attemptId: string, now: Date): Promise<void>;
  /** Serves the question while what the view was made from still holds (null: it no longer held; nothing stored). */
  serve(view: SessionSnapshot, question: ChosenQuestion, now: Date): Promise<AttemptRow | null>;
  /** What answering the question reads; null when the session is not the parent's. */
  forAnswer(
    parentId: string,
    sessionId: string,
    attemptId: string,
    p: { fromMemory: boolean },
  ): Promise<AnswerView | null>;
  /** The session ended: nothing of it is served or answered any more. */
  ended(sessionId: string): void;
}

/** Every call reads the database: an answer in two statements, the next question in one read and its write. */
export function createDatabaseSessionReader(deps: {
  practice: PracticeRepository;
  attempts: AttemptsRepository;
}): SessionReader {
  return {
    async forServing(parentId, sessionId) {
      const found = await deps.practice.findForParentWithModel(parentId, sessionId);
      if (!found) return null;
      const asked = { templates: new Set(found.asked.templates), diagnosticItems: found.asked.diagnosticItems };
      return { snapshot: { ...found, parentId, asked, pending: null }, remembered: false };
    },
    presentPending: (_view, attemptId) => deps.attempts.findById(attemptId),
    async skipPending(view, attemptId, now) {
      await deps.attempts.markSkipped(attemptId, now);
      view.progress = view.progress.map((a) => (a.id === attemptId ? { ...a, result: 'skipped' as const } : a));
    },
    async serve(view, question, now) {
      const served = await deps.practice.serveIfCurrent({
        parentId: view.parentId,
        sessionId: view.session.id,
        studentId: view.student.id,
        kind: question.kind,
        position: view.progress.length + 1,
        item: question.instance,
        predicted: question.predicted,
        now,
        expect: {
          student: view.student,
          learnerVersion: view.learnerVersion,
          lastAttemptId: view.lastAttemptId,
          subscription: view.subscription,
        },
      });
      if (!served) return null;
      recordServed(view, served.attempt, served.itemSeen);
      return served.attempt;
    },
    async forAnswer(parentId, sessionId, attemptId) {
      const found = await deps.practice.findWithAttempt(parentId, sessionId, attemptId);
      return found && { ...found, reading: {} };
    },
    ended: () => undefined,
  };
}

/**
 * The database reader with the instance's memory in front (session-snapshots.ts): the next
 * question is served in ONE guarded statement and an answer stored in ONE, from the snapshot this
 * instance keeps current with its own writes; the answer to a question it served without a
 * snapshot reads in one statement (its skill tells which of the learner's rows). Whatever the
 * memory cannot decide, or a guard found changed, goes to the database.
 */
export function createSessionReader(deps: {
  practice: PracticeRepository;
  attempts: AttemptsRepository;
  snapshots: SessionSnapshots;
}): SessionReader {
  const database = createDatabaseSessionReader(deps);
  const { snapshots, practice } = deps;
  return {
    async forServing(parentId, sessionId, p) {
      const snapshot = p.fromMemory ? snapshots.take(parentId, sessionId) : undefined;
      if (snapshot && decidesServing(snapshot, p.now)) return { snapshot, remembered: true };
      snapshots.drop(sessionId);
      return database.forServing(parentId, sessionId, p);
    },
    async presentPending(view, attemptId) {
      const row = await database.presentPending(view, attemptId);
      if (row) snapshots.served(view.parentId, row);
      return row;
    },
    skipPending: (view, attemptId, now) => database.skipPending(view, attemptId, now),
    async serve(view, question, now) {
      const attempt = await database.serve(view, question, now);
      if (attempt) snapshots.keep(view);
      return attempt;
    },
    async forAnswer(parentId, sessionId, attemptId, p) {
      if (!p.fromMemory) snapshots.drop(sessionId);
      const snapshot = snapshots.take(parentId, sessionId);
      const pending = snapshot?.pending;
      if (snapshot && pending?.attempt.id === attemptId) {
        return { session: snapshot.session, attempt: pending.attempt, reading: snapshotReading(snapshot) };
      }
      const servedSkill = snapshots.servedSkill(parentId, sessionId, attemptId);
      if (!servedSkill) return database.forAnswer(parentId, sessionId, attemptId, p);
      const skills = answerReadingKeys({ skillId: servedSkill }).skills;
      const found = await practice.findForAnswer(parentId, sessionId, attemptId, skills);
      if (!found) return null;
      const read = found.read && found.attempt?.skillId === servedSkill ? found.read : undefined;
      return {
        session: found.session,
        attempt: found.attempt,
        reading: { read, onStored: () => answered(sessionId, attemptId) },
      };
    },
    ended: (sessionId) => snapshots.forget(sessionId),
  };

  function answered(sessionId: string, attemptId: string) {
    snapshots.answered(sessionId, attemptId);
  }

  /**
   * The pending question's answer from the snapshot: no read, and ONE guarded write (the session
   * still active and the plan as known, besides answerAttempt's own guards).
   */
  function snapshotReading(snapshot: SessionSnapshot): AnswerReading {
    const { attempt, itemSeen } = snapshot.pending!;
    const skills = answerReadingKeys({ skillId: attempt.skillId }).skills;
    const states = snapshot.model.skillStates;
    const learner = snapshot.learnerVersion;
    return {
      read: {
        attempt: { result: null, correct: null, errorKey: null, hintsUsed: 0, rawAnswer: null },
        learner: learner === null ? null : { state: snapshot.model.student, version: learner },
        skillStates: skills.filter((id) => states[id]).map((skillId) => ({ skillId, state: states[skillId]! })),
        itemSeen,
        subscription: toSubscriptionJson(snapshot.subscription),
      },
      readGuards: practice.snapshotGuards(snapshot),
      onStored: (stored) => {
        recordAnswered(snapshot, stored);
        answered(snapshot.session.id, attempt.id);
      },
    };
  }
}

/**
 * Whether the snapshot alone decides the next question: nothing pending, no diagnostic's items
 * in the window (they leave "asked before" as practice questions follow: read each time then),
 * time left, and the plan as known allows (else the read decides: the family may have just bought one).
 */
function decidesServing(snapshot: SessionSnapshot, now: Date): boolean {
  if (snapshot.pending || snapshot.asked.diagnosticItems.size > 0) return false;
  if (now.getTime() >= snapshot.session.endsAt.getTime()) return false;
  return canLearn(subscriptionStatus(snapshot.subscription, now));
}
