import type { AttemptRow } from '../attempts/attempts.repository.ts';
import type { StoredAnswer } from '../attempts/attempts.usecases.ts';
import { learnerVersionAfterWrite } from '../learner-model/learner-model.repository.ts';
import {
  openAfterPracticeAnswer,
  recentAfterAnswered,
  recentAfterServed,
} from '../learner-model/learner-model.reads.ts';
import { afterTrialTaskCount } from '../plans/subscription-rows.ts';
import type { SessionWithModel } from './practice.repository.ts';
import { createLruCache } from '../../lru-cache.ts';

/** Practice sessions an instance remembers (tens of kB each with a snapshot: the learner's rows and one item). */
export const SESSION_SNAPSHOTS_SIZE = 1000;

/**
 * What this instance last knew of a running practice session: everything serving its next
 * question reads (the session, the child, the progress, the learner model, what was asked before,
 * the family's plan) and the question waiting for an answer. Kept current by this instance's own
 * writes, so the learning routes need not read it again: a question is served and an answer
 * stored by ONE statement each, guarded by what the snapshot was made from (the learner's
 * version, the child's last question, the session being active, the family's plan); when any of
 * it changed elsewhere (another instance, a diagnostic, a second tab), the guard stores nothing
 * and the route reads everything again (issue 14). Only session-reader.ts reads and keeps them.
 */
export interface SessionSnapshot extends Omit<SessionWithModel, 'asked'> {
  parentId: string;
  asked: { templates: Set<string>; diagnosticItems: ReadonlySet<string> };
  /** The question served and not answered yet, and whether its item was answered before. */
  pending: { attempt: AttemptRow; itemSeen: boolean } | null;
}

/** A question this instance served: it is the child's newest, and waits for its answer. */
export function recordServed(s: SessionSnapshot, attempt: AttemptRow, itemSeen: boolean): void {
  s.progress = [...s.progress, { id: attempt.id, position: attempt.position, kind: attempt.kind, result: null }];
  s.model = { ...s.model, recent: recentAfterServed(s.model.recent, attempt) };
  s.asked.templates.add(attempt.templateId);
  s.lastAttemptId = attempt.id;
  s.pending = { attempt, itemSeen };
}

/** The pending question's answer as stored by this instance, with the learner's rows it wrote. */
export function recordAnswered(s: SessionSnapshot, p: StoredAnswer): void {
  const attempt = s.pending?.attempt;
  if (!attempt) return;
  const result = p.correct ? ('correct' as const) : ('incorrect' as const);
  s.progress = s.progress.map((a) => (a.id === attempt.id ? { ...a, result } : a));
  s.model = {
    student: p.student,
    skillStates: { ...s.model.skillStates, ...p.skillStates },
    recent: recentAfterAnswered(s.model.recent, p.correct),
  };
  s.learnerVersion = learnerVersionAfterWrite(s.learnerVersion);
  s.open = openAfterPracticeAnswer(s.open, s.hasDiagnostic, attempt.skillId);
  if (p.trialCounted) s.subscription = afterTrialTaskCount(s.subscription, p.now);
  s.pending = null;
}

/** What the instance remembers of one session: its snapshot, and the question it served last. */
interface RememberedSession {
  parentId: string;
  snapshot: SessionSnapshot | null;
  /** The skill of the question served last, until it is answered: its answer reads in one statement. */
  served: { attemptId: string; skillId: string } | null;
}

/**
 * The instance's memory of running sessions, by session id; the least recently used leave first
 * past `size`. A question served by another instance (or before a restart) is not here.
 */
export function createSessionSnapshots(size = SESSION_SNAPSHOTS_SIZE) {
  const sessions = createLruCache<RememberedSession>(size);
  const own = (parentId: string, sessionId: string) => {
    const s = sessions.get(sessionId);
    return s && s.parentId === parentId ? s : undefined;
  };
  return {
    /** The parent's snapshot of the session, if this instance has one. */
    take(parentId: string, sessionId: string): SessionSnapshot | undefined {
      return own(parentId, sessionId)?.snapshot ?? undefined;
    },
    /** The snapshot, with the question it has just served (its `pending`). */
    keep(s: SessionSnapshot): void {
      const served = s.pending && { attemptId: s.pending.attempt.id, skillId: s.pending.attempt.skillId };
      sessions.set(s.session.id, { parentId: s.parentId, snapshot: s, served });
    },
    /** A question served without a snapshot to keep (a pending one presented again). */
    served(parentId: string, attempt: Pick<AttemptRow, 'id' | 'sessionId' | 'skillId'>): void {
      if (!attempt.sessionId) return;
      const served = { attemptId: attempt.id, skillId: attempt.skillId };
      sessions.set(attempt.sessionId, { parentId, snapshot: null, served });
    },
    /** The skill of the question, when it is the one this instance served last in the parent's session. */
    servedSkill(parentId: string, sessionId: string, attemptId: string): string | undefined {
      const served = own(parentId, sessionId)?.served;
      return served?.attemptId === attemptId ? served.skillId : undefined;
    },
    /** The snapshot no longer holds; the served question's skill still tells what its answer reads. */
    drop(sessionId: string): void {
      const s = sessions.get(sessionId);
      if (s?.snapshot) sessions.set(sessionId, { ...s, snapshot: null });
    },
    /** The served question was answered. */
    answered(sessionId: string, attemptId: string): void {
      const s = sessions.get(sessionId);
      if (s?.served?.attemptId === attemptId) sessions.set(sessionId, { ...s, served: null });
    },
    forget(sessionId: string): void {
      sessions.delete(sessionId);
    },
    size: () => sessions.size(),
  };
}

export type SessionSnapshots = ReturnType<typeof createSessionSnapshots>;
