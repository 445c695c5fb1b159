import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { pl } from '../../../i18n/pl.ts';
import { ApiError } from '../../../lib/api.ts';
import { diagnosticApi, type AttemptView, type DiagnosticQuestion } from '../lib/api.ts';
import {
  AUTOSAVE_MS,
  HEARTBEAT_MS,
  draftStore,
  isAnswered,
  mergeAnswers,
  refreshLocalLock,
  releaseLocalLock,
  unsyncedAnswers,
  type DiagnosticDraft,
  type DraftAnswer,
  type DraftAnswers,
} from '../lib/draft.ts';
import { secondsLeft, syncDeadline } from '../lib/timer.ts';

const t = pl.diagnostic;
const FINISH_RETRY_MS = 5_000;

export type RunnerPhase = 'running' | 'advancing' | 'finishing' | 'finishPending';
export type SyncState = 'idle' | 'saving' | 'saved' | 'offline';

export interface RunnerState {
  attemptId: string;
  studentId: string;
  nickname: string;
  questionCount: number;
  questions: DiagnosticQuestion[];
  answers: DraftAnswers;
  current: number;
  remaining: number;
  active: boolean;
  phase: RunnerPhase;
  issue: { questionId: string; reason: string } | null;
  sync: SyncState;
  lastSavedAt: number | null;
}

export const resultPath = (diagnosticId: string) => `/onboarding/diagnostic/result/${encodeURIComponent(diagnosticId)}`;

const isNetwork = (e: unknown) => e instanceof ApiError && e.status === 0;

/** Where a resumed child continues: the saved position, else the first unanswered question. */
function resumeIndex(questions: readonly DiagnosticQuestion[], answers: DraftAnswers, saved: number | null): number {
  if (saved !== null && saved >= 0 && saved < questions.length) return saved;
  const firstOpen = questions.findIndex((q) => !isAnswered(answers[q.id]));
  return firstOpen >= 0 ? firstOpen : Math.max(0, questions.length - 1);
}

function sortByIndex(qs: readonly DiagnosticQuestion[]): DiagnosticQuestion[] {
  return [...qs].sort((a, b) => a.index - b.index);
}

/**
 * The diagnostic runner: one served question at a time (the next comes from the server), local
 * Back/Next among served ones, autosave every 10 s, a local draft per attempt, heartbeat and tab
 * lock every 3 s, the countdown by the server's remaining time, and a finish that survives
 * reloads and lost connections (pendingFinish).
 */
export function useDiagnosticRunner(view: AttemptView, tabId: string) {
  const navigate = useNavigate();
  const attemptId = view.attemptId;

  const [initial] = useState(() => {
    const local = draftStore.load(attemptId);
    const questions = sortByIndex(view.questions);
    const merged = mergeAnswers(view.answers, local?.answers ?? {}, new Set(questions.map((q) => q.id)));
    const runner: RunnerState = {
      attemptId,
      studentId: view.studentId,
      nickname: view.nickname,
      questionCount: view.questionCount,
      questions,
      answers: merged.answers,
      current: resumeIndex(questions, merged.answers, local?.currentIndex ?? null),
      remaining: view.remainingSeconds,
      active: refreshLocalLock(attemptId, tabId, Date.now()),
      phase: local?.pendingFinish || view.timeUp ? 'finishing' : 'running',
      issue: null,
      sync: 'idle',
      lastSavedAt: null,
    };
    return { runner, lastSyncAt: local?.lastSyncAt ?? 0, startedAt: Date.now() };
  });
  const [state, setState] = useState<RunnerState>(initial.runner);

  // Interval callbacks read the latest values through refs instead of re-subscribing every tick.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const deadline = useRef<number>(initial.startedAt + view.remainingSeconds * 1000);
  const lastSyncAt = useRef<number>(initial.lastSyncAt);
  const pendingFinish = useRef<boolean>(initial.runner.phase === 'finishing');
  const shownAt = useRef<number>(initial.startedAt);
  const finishing = useRef(false);
  const saving = useRef(false);
  const warned = useRef<{ five: boolean; one: boolean }>({ five: false, one: false });
  const [announcement, setAnnouncement] = useState('');

  const patch = useCallback((p: Partial<RunnerState> | ((s: RunnerState) => Partial<RunnerState>)) => {
    setState((s) => ({ ...s, ...(typeof p === 'function' ? p(s) : p) }));
  }, []);

  /** Writes the local draft; an inactive tab never overwrites the active tab's copy. */
  const persist = useCallback(
    (s: RunnerState) => {
      if (!s.active) return;
      const draft: DiagnosticDraft = {
        answers: s.answers,
        remainingSeconds: s.remaining,
        lastSyncAt: lastSyncAt.current,
        pendingFinish: pendingFinish.current,
        currentIndex: s.current,
      };
      draftStore.save(attemptId, draft);
    },
    [attemptId],
  );

  useEffect(() => {
    persist(state);
  }, [state, persist]);

  const applyServerRemaining = useCallback((remaining: number) => {
    deadline.current = syncDeadline(deadline.current, remaining, Date.now());
  }, []);

  const finish = useCallback(
    async (latest?: DraftAnswers) => {
      if (finishing.current) return;
      finishing.current = true;
      pendingFinish.current = true;
      patch({ phase: 'finishing' });
      persist({ ...stateRef.current, answers: { ...stateRef.current.answers, ...latest }, phase: 'finishing' });
      try {
        const res = await diagnosticApi.finish(attemptId, tabId, { ...stateRef.current.answers, ...latest });
        draftStore.clear(attemptId);
        releaseLocalLock(attemptId, tabId);
        navigate(resultPath(res.diagnosticId), { replace: true });
      } catch (e) {
        finishing.current = false;
        patch({ phase: 'finishPending', sync: isNetwork(e) ? 'offline' : stateRef.current.sync });
        if (!isNetwork(e)) toast.error(pl.common.error, { description: t.runner.finishFailed });
      }
    },
    [attemptId, tabId, navigate, patch, persist],
  );

  /** Autosave: sends what changed since the last successful save. */
  const save = useCallback(async () => {
    const s = stateRef.current;
    if (saving.current || !s.active || s.phase === 'finishing' || s.phase === 'finishPending') return;
    const changes = unsyncedAnswers(s.answers, lastSyncAt.current);
    if (Object.keys(changes).length === 0) return;
    saving.current = true;
    const sentAt = Date.now();
    patch({ sync: 'saving' });
    try {
      const res = await diagnosticApi.save(attemptId, tabId, changes);
      applyServerRemaining(res.remainingSeconds);
      if (!res.active) {
        patch({ active: false, sync: 'idle' });
      } else {
        lastSyncAt.current = sentAt;
        patch({ sync: 'saved', lastSavedAt: sentAt });
      }
    } catch (e) {
      patch({ sync: isNetwork(e) ? 'offline' : 'idle' });
    } finally {
      saving.current = false;
    }
  }, [attemptId, tabId, patch, applyServerRemaining]);

  /** Re-reads the attempt (after this tab takes the lock back): the other tab may have moved on. */
  const reload = useCallback(async () => {
    try {
      const fresh = await diagnosticApi.attempt(attemptId);
      if (fresh.status === 'finished' && fresh.diagnosticId) {
        draftStore.clear(attemptId);
        navigate(resultPath(fresh.diagnosticId), { replace: true });
        return;
      }
      const local = draftStore.load(attemptId);
      const questions = sortByIndex(fresh.questions);
      const merged = mergeAnswers(fresh.answers, local?.answers ?? {}, new Set(questions.map((q) => q.id)));
      lastSyncAt.current = local?.lastSyncAt ?? 0;
      deadline.current = Date.now() + fresh.remainingSeconds * 1000;
      patch({
        questions,
        answers: merged.answers,
        current: resumeIndex(questions, merged.answers, local?.currentIndex ?? null),
        active: true,
        issue: null,
      });
    } catch {
      // The next heartbeat tries again.
    }
  }, [attemptId, navigate, patch]);

  // Countdown: the deadline is wall-clock based, so a sleeping laptop or a throttled tab still ends on time.
  useEffect(() => {
    const tick = () => {
      const remaining = secondsLeft(deadline.current, Date.now());
      const s = stateRef.current;
      if (remaining !== s.remaining) patch({ remaining });
      if (remaining <= 300 && remaining > 60 && !warned.current.five) {
        warned.current.five = true;
        setAnnouncement(t.runner.warning5);
      }
      if (remaining <= 60 && remaining > 0 && !warned.current.one) {
        warned.current.one = true;
        warned.current.five = true;
        setAnnouncement(t.runner.critical1);
      }
      if (remaining === 0 && s.active && (s.phase === 'running' || s.phase === 'advancing') && !finishing.current) {
        toast.error(t.runner.timeUp, { description: t.runner.timeUpText });
        void finish();
      }
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [finish, patch]);

  // Heartbeat + tab lock every 3 s.
  useEffect(() => {
    let stopped = false;
    const beat = async () => {
      const wasActive = stateRef.current.active;
      const localOk = refreshLocalLock(attemptId, tabId, Date.now());
      try {
        const res = await diagnosticApi.heartbeat(attemptId, tabId);
        if (stopped) return;
        applyServerRemaining(res.remainingSeconds);
        if (res.status === 'finished' && !finishing.current) {
          // Finished in another tab (or by the time limit there): show the result.
          await reload();
          return;
        }
        if (res.active && !wasActive) await reload();
        else if (res.active !== wasActive) patch({ active: res.active });
        if (res.active && !localOk) refreshLocalLock(attemptId, tabId, 0);
      } catch (e) {
        if (stopped) return;
        if (isNetwork(e)) patch({ sync: 'offline' });
      }
    };
    void beat();
    const id = window.setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      stopped = true;
      window.clearInterval(id);
    };
  }, [attemptId, tabId, patch, applyServerRemaining, reload]);

  // Autosave every 10 s, and right away when local answers newer than the server's were merged in.
  useEffect(() => {
    const first = window.setTimeout(() => void save(), 0);
    const id = window.setInterval(() => void save(), AUTOSAVE_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [save]);

  // A finish that was pending when the page (re)loaded, and retries of a pending finish.
  useEffect(() => {
    if (state.phase === 'finishing' && !finishing.current) void finish();
    if (state.phase !== 'finishPending') return;
    const retry = () => void finish();
    const id = window.setInterval(retry, FINISH_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('online', retry);
    };
  }, [state.phase, finish]);

  useEffect(() => {
    const onOnline = () => void save();
    window.addEventListener('online', onOnline);
    // Best effort on tab close: the draft is already in localStorage, this only frees the lock sooner.
    const onHide = () => releaseLocalLock(attemptId, tabId);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pagehide', onHide);
    };
  }, [attemptId, tabId, save]);

  /** Records an edit (or "Nie wiem"); returns the stored entry so a following request can carry it. */
  const setAnswer = useCallback(
    (questionId: string, entry: Omit<DraftAnswer, 'clientUpdatedAt' | 'timeMs'>): DraftAnswer | null => {
      const s = stateRef.current;
      if (!s.active) return null;
      const now = Date.now();
      const answer: DraftAnswer = {
        ...entry,
        clientUpdatedAt: now,
        timeMs: (s.answers[questionId]?.timeMs ?? 0) + Math.max(0, now - shownAt.current),
      };
      shownAt.current = now;
      stateRef.current = { ...s, answers: { ...s.answers, [questionId]: answer } };
      setState((cur) => ({
        ...cur,
        answers: { ...cur.answers, [questionId]: answer },
        issue: cur.issue?.questionId === questionId ? null : cur.issue,
      }));
      return answer;
    },
    [],
  );

  const goTo = useCallback(
    (index: number) => {
      shownAt.current = Date.now();
      patch((s) => ({ current: Math.max(0, Math.min(index, s.questions.length - 1)), issue: null }));
    },
    [patch],
  );

  /** Next on the newest served question asks the server for the next one (adaptive). */
  const advance = useCallback(async () => {
    const s = stateRef.current;
    if (!s.active || s.phase !== 'running') return;
    if (s.current < s.questions.length - 1) {
      goTo(s.current + 1);
      return;
    }
    if (s.questions.length >= s.questionCount) {
      void finish();
      return;
    }
    patch({ phase: 'advancing', issue: null });
    const sentAt = Date.now();
    try {
      const res = await diagnosticApi.next(attemptId, tabId, unsyncedAnswers(s.answers, lastSyncAt.current));
      applyServerRemaining(res.remainingSeconds);
      if (!res.active) {
        patch({ active: false, phase: 'running' });
        return;
      }
      lastSyncAt.current = Math.max(lastSyncAt.current, sentAt);
      if (res.answerIssue) {
        patch({ phase: 'running', issue: res.answerIssue });
        return;
      }
      if (res.done || !res.question) {
        patch({ phase: 'running' });
        void finish();
        return;
      }
      const q = res.question;
      shownAt.current = Date.now();
      patch((cur) => {
        const exists = cur.questions.findIndex((x) => x.id === q.id);
        const questions = exists >= 0 ? cur.questions : sortByIndex([...cur.questions, q]);
        return {
          phase: 'running',
          questions,
          questionCount: res.questionCount,
          current: questions.findIndex((x) => x.id === q.id),
          sync: 'saved',
          lastSavedAt: sentAt,
        };
      });
    } catch (e) {
      patch({ phase: 'running', sync: isNetwork(e) ? 'offline' : stateRef.current.sync });
      toast.error(pl.common.error, { description: isNetwork(e) ? pl.errors.network : t.runner.nextFailed });
    }
  }, [attemptId, tabId, goTo, finish, patch, applyServerRemaining]);

  return {
    state,
    announcement,
    setAnswer,
    back: () => goTo(stateRef.current.current - 1),
    advance,
    dontKnow: (questionId: string) => {
      if (setAnswer(questionId, { raw: null, dontKnow: true })) void advance();
    },
    finish,
    retryFinish: () => void finish(),
  };
}
