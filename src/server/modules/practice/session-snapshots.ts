import { OPEN_CHECK_WINDOW, type LearnerSkillState, type StudentState } from '#core/adaptive/index.ts';
import type { AttemptRow } from '../attempts/attempts.repository.ts';
import { RECENT_ITEMS } from '../learner-model/learner-model.reads.ts';
import type { SessionWithModel } from './practice.repository.ts';
import { createLruCache } from '../../lru-cache.ts';

/** Practice sessions an instance keeps a snapshot of (tens of kB each: the learner's rows and one item). */
export const SESSION_SNAPSHOTS_SIZE = 1000;

/**
 * What this instance last knew of a running practice session: everything serving its next
 * question reads (the session, the child, the progress, the learner model, what was asked before,
 * the family's plan) and the question waiting for an answer. Kept current by this instance's own
 * writes, so the learning routes need not read it again: a question is served and an answer
 * stored by ONE statement each, guarded by what the snapshot was made from (the learner's
 * version, the child's last question, the session being active, the family's plan); when any of
 * it changed elsewhere (another instance, a diagnostic, a second tab), the guard stores nothing
 * and the route reads everything again (issue 14).
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
  const recent = [
    ...s.model.recent,
    { templateId: attempt.templateId, level: attempt.level, skillId: attempt.skillId, correct: false },
  ];
  s.model = { ...s.model, recent: recent.slice(-RECENT_ITEMS) };
  s.asked.templates.add(attempt.templateId);
  s.lastAttemptId = attempt.id;
  s.pending = { attempt, itemSeen };
}

/** The pending question's answer as stored by this instance, with the learner's rows it wrote. */
export function recordAnswered(
  s: SessionSnapshot,
  p: {
    correct: boolean;
    student: StudentState;
    skillStates: Record<string, LearnerSkillState>;
    trialCounted: boolean;
    now: Date;
  },
): void {
  const attempt = s.pending?.attempt;
  if (!attempt) return;
  const result = p.correct ? ('correct' as const) : ('incorrect' as const);
  s.progress = s.progress.map((a) => (a.id === attempt.id ? { ...a, result } : a));
  const recent = s.model.recent.map((r, i, all) => (i === all.length - 1 ? { ...r, correct: p.correct } : r));
  s.model = { student: p.student, skillStates: { ...s.model.skillStates, ...p.skillStates }, recent };
  // The learner's row is created at version 0, else moved on by one (answerModelWrites).
  s.learnerVersion = s.learnerVersion === null ? 0 : s.learnerVersion + 1;
  if (s.hasDiagnostic && s.open.answeredSkills.length < OPEN_CHECK_WINDOW) {
    s.open = { ...s.open, answeredSkills: [...s.open.answeredSkills, attempt.skillId] };
  }
  if (p.trialCounted) {
    // As trialTaskCount stores it: one task more, the trial started with its first task.
    s.subscription = {
      ...s.subscription,
      tasksUsed: s.subscription.tasksUsed + 1,
      startedAt: s.subscription.startedAt ?? p.now,
    };
  }
  s.pending = null;
}

/** The instance's snapshots, by session id; the least recently used leave first past `size`. */
export function createSessionSnapshots(size = SESSION_SNAPSHOTS_SIZE) {
  const snapshots = createLruCache<SessionSnapshot>(size);
  return {
    /** The parent's snapshot of the session, if this instance has one. */
    take(parentId: string, sessionId: string): SessionSnapshot | undefined {
      const s = snapshots.get(sessionId);
      return s && s.parentId === parentId ? s : undefined;
    },
    keep(s: SessionSnapshot): void {
      snapshots.set(s.session.id, s);
    },
    forget(sessionId: string): void {
      snapshots.delete(sessionId);
    },
    size: () => snapshots.size(),
  };
}

export type SessionSnapshots = ReturnType<typeof createSessionSnapshots>;
