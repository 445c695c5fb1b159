import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { sendEvenOffline } from '../../../lib/query-client.ts';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { pl } from '../../../i18n/pl.ts';
import { diagnosticApi, type AttemptView } from '../lib/api.ts';
import { isNetwork, useRunnerLoops } from './use-runner-loops.ts';
import {
  draftStore,
  refreshLocalLock,
  releaseLocalLock,
  unsyncedAnswers,
  type DraftAnswer,
  type DraftAnswers,
} from '../lib/draft.ts';
import { draftOf, initialRunner, runnerReducer, type RunnerAction, type RunnerState } from '../lib/runner-state.ts';

const t = pl.diagnostic;

export type { RunnerPhase, RunnerState, SyncState } from '../lib/runner-state.ts';

export const resultPath = (diagnosticId: string) => `/onboarding/diagnostic/result/${encodeURIComponent(diagnosticId)}`;

/** The runner's requests; the page passes the diagnostic API. */
export type DiagnosticCalls = Pick<typeof diagnosticApi, 'attempt' | 'heartbeat' | 'save' | 'next' | 'finish'>;

/**
 * The diagnostic runner: one served question at a time (the next comes from the server), local
 * Back/Next among served ones, autosave every 10 s, a local draft per attempt, heartbeat and tab
 * lock every 3 s, the countdown by the server's remaining time, and a finish that survives
 * reloads and lost connections (pendingFinish). The state is `runnerReducer`'s; the requests are
 * mutations.
 */
export function useDiagnosticRunner(view: AttemptView, tabId: string, calls: DiagnosticCalls = diagnosticApi) {
  const navigate = useNavigate();
  const attemptId = view.attemptId;
  const [state, dispatch] = useReducer(runnerReducer, null, () =>
    initialRunner({
      view,
      local: draftStore.load(attemptId),
      active: refreshLocalLock(attemptId, tabId, Date.now()),
      now: Date.now(),
    }),
  );
  // Timers and finished requests read the newest state; `act` updates it at once, so a request
  // sent right after an edit carries that edit.
  const latest = useRef<RunnerState>(state);
  const act = useCallback((action: RunnerAction) => {
    latest.current = runnerReducer(latest.current, action);
    dispatch(action);
  }, []);

  /** Writes the local draft; an inactive tab never overwrites the active tab's copy. */
  const persist = useCallback(
    (s: RunnerState) => {
      if (s.active) draftStore.save(attemptId, draftOf(s));
    },
    [attemptId],
  );
  useEffect(() => {
    persist(state);
  }, [state, persist]);

  const { mutateAsync: sendFinish } = useMutation({
    ...sendEvenOffline,
    mutationFn: (answers: DraftAnswers) => calls.finish(attemptId, tabId, answers),
  });
  const { mutateAsync: sendSave } = useMutation({
    ...sendEvenOffline,
    mutationFn: (answers: DraftAnswers) => calls.save(attemptId, tabId, answers),
  });
  const { mutateAsync: sendHeartbeat } = useMutation({
    ...sendEvenOffline,
    mutationFn: () => calls.heartbeat(attemptId, tabId),
  });
  const { mutateAsync: sendNext } = useMutation({
    ...sendEvenOffline,
    mutationFn: (answers: DraftAnswers) => calls.next(attemptId, tabId, answers),
  });

  const finish = useCallback(
    async (answers?: DraftAnswers) => {
      if (latest.current.finishing) return;
      act({ type: 'finishStarted', answers });
      persist(latest.current);
      try {
        const res = await sendFinish(latest.current.answers);
        draftStore.clear(attemptId);
        releaseLocalLock(attemptId, tabId);
        void navigate(resultPath(res.diagnosticId), { replace: true });
      } catch (e) {
        act({ type: 'finishFailed', network: isNetwork(e) });
        if (!isNetwork(e)) toast.error(pl.common.error, { description: t.runner.finishFailed });
      }
    },
    [act, attemptId, tabId, navigate, persist, sendFinish],
  );

  /** Autosave: sends what changed since the last successful save. */
  const save = useCallback(async () => {
    const s = latest.current;
    if (s.saving || !s.active || s.phase === 'finishing' || s.phase === 'finishPending') return;
    const changes = unsyncedAnswers(s.answers, s.lastSyncAt);
    if (Object.keys(changes).length === 0) return;
    const sentAt = Date.now();
    act({ type: 'saveStarted' });
    try {
      const res = await sendSave(changes);
      act({ type: 'saved', sentAt, active: res.active, remaining: res.remainingSeconds, now: Date.now() });
    } catch (e) {
      act({ type: 'saveFailed', network: isNetwork(e) });
    }
  }, [act, sendSave]);

  /** Re-reads the attempt (after this tab takes the lock back): the other tab may have moved on. */
  const reload = useCallback(async () => {
    try {
      const fresh = await calls.attempt(attemptId);
      if (fresh.status === 'finished' && fresh.diagnosticId) {
        draftStore.clear(attemptId);
        void navigate(resultPath(fresh.diagnosticId), { replace: true });
        return;
      }
      act({ type: 'reloaded', view: fresh, local: draftStore.load(attemptId), now: Date.now() });
    } catch {
      // The next heartbeat tries again.
    }
  }, [act, attemptId, calls, navigate]);

  useRunnerLoops({ attemptId, tabId, latest, act, phase: state.phase, finish, save, reload, sendHeartbeat });

  /** Records an edit (or "Nie wiem"); returns the stored entry so a following request can carry it. */
  const setAnswer = useCallback(
    (questionId: string, entry: Omit<DraftAnswer, 'clientUpdatedAt' | 'timeMs'>): DraftAnswer | null => {
      if (!latest.current.active) return null;
      act({ type: 'answered', questionId, entry, now: Date.now() });
      return latest.current.answers[questionId] ?? null;
    },
    [act],
  );

  const goTo = useCallback((index: number) => act({ type: 'moved', index, now: Date.now() }), [act]);

  /** Next on the newest served question asks the server for the next one (adaptive). */
  const advance = useCallback(async () => {
    const s = latest.current;
    if (!s.active || s.phase !== 'running') return;
    if (s.current < s.questions.length - 1) {
      goTo(s.current + 1);
      return;
    }
    if (s.questions.length >= s.questionCount) {
      void finish();
      return;
    }
    act({ type: 'advanceStarted' });
    const sentAt = Date.now();
    try {
      const res = await sendNext(unsyncedAnswers(s.answers, s.lastSyncAt));
      act({ type: 'advanced', sentAt, response: res, now: Date.now() });
      if (res.active && !('answerIssue' in res) && (res.done || !res.question)) void finish();
    } catch (e) {
      act({ type: 'advanceFailed', network: isNetwork(e) });
      toast.error(pl.common.error, { description: isNetwork(e) ? pl.errors.network : t.runner.nextFailed });
    }
  }, [act, goTo, finish, sendNext]);

  return {
    state,
    announcement: state.announcement,
    setAnswer,
    back: () => goTo(latest.current.current - 1),
    advance,
    dontKnow: (questionId: string) => {
      if (setAnswer(questionId, { raw: null, dontKnow: true })) void advance();
    },
    finish,
    retryFinish: () => void finish(),
  };
}
